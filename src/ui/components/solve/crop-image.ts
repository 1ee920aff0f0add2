import type { CropRequest } from '../../../machines/submission/photo';

/** The longest side of the picture that is sent: sharp enough to read, small enough to upload on a phone. */
const MAX_SIDE = 2400;
const JPEG_QUALITY = 0.92;

/** Decoded with the camera's orientation applied, as the browser shows the photo in the crop view. */
async function decode(file: Blob): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file, { imageOrientation: 'from-image' });
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Turns the photo by `crop.rotation` degrees and cuts `crop.area` out of it. The area is in the
 * pixels of the turned photo's bounding box (react-easy-crop's croppedAreaPixels); one canvas does
 * both in a single draw. JPEG on white, the longest side at most 2400 px.
 */
export async function cropImage({ image, crop }: { image: File; crop: CropRequest }): Promise<File> {
  const source = await decode(image);
  const { area, rotation } = crop;
  const radians = (rotation * Math.PI) / 180;
  const boxWidth = Math.abs(Math.cos(radians)) * source.width + Math.abs(Math.sin(radians)) * source.height;
  const boxHeight = Math.abs(Math.sin(radians)) * source.width + Math.abs(Math.cos(radians)) * source.height;
  const scale = Math.min(1, MAX_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.imageSmoothingQuality = 'high';
  ctx.scale(scale, scale);
  ctx.translate(-area.x, -area.y);
  ctx.translate(boxWidth / 2, boxHeight / 2);
  ctx.rotate(radians);
  ctx.translate(-source.width / 2, -source.height / 2);
  ctx.drawImage(source, 0, 0);
  if ('close' in source && typeof source.close === 'function') source.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) throw new Error('canvas produced no image');
  return new File([blob], `${image.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' });
}
