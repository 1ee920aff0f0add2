/** A rectangle in the pixels of the photo as turned. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the student chose in the crop view: the photo turned by `rotation` degrees, then cut to `area`. */
export interface CropRequest {
  area: CropArea;
  rotation: number;
}
