import type { CropArea, CropRequest } from '../../../machines/submission/photo';

/** The longest side of the picture that is sent: sharp enough to read, small enough to upload on a phone. */
const MAX_SIDE = 2400;
/** The longest side of the turned copy the crop view shows: a phone screen needs no more. */
const PREVIEW_MAX_SIDE = 2048;
const JPEG_QUALITY = 0.92;

type Decoded = CanvasImageSource & { width: number; height: number };

/** Decoded with the camera's orientation applied, as the browser shows the photo. */
async function decode(file: Blob): Promise<Decoded> {
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

/** Size of the box that holds the source turned by `rotation` degrees. */
export function turnedSize(width: number, height: number, rotation: number): { width: number; height: number } {
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: Math.round(cos * width + sin * height), height: Math.round(sin * width + cos * height) };
}

/**
 * Turns the source by `rotation` degrees and cuts `area` (in the turned box's pixels) out of it, scaled
 * by `scale`: one canvas, one draw. JPEG on white.
 */
async function draw(source: Decoded, rotation: number, area: CropArea, scale: number): Promise<Blob> {
  const box = turnedSize(source.width, source.height, rotation);
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
  ctx.translate(box.width / 2, box.height / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.translate(-source.width / 2, -source.height / 2);
  ctx.drawImage(source, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) throw new Error('canvas produced no image');
  return blob;
}

const release = (source: Decoded) => {
  if ('close' in source && typeof source.close === 'function') source.close();
};

/** The photo as the student cropped it: turned, cut to `crop.area`, the longest side at most 2400 px. */
export async function cropImage({ image, crop }: { image: File; crop: CropRequest }): Promise<File> {
  const source = await decode(image);
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(crop.area.width, crop.area.height));
    const blob = await draw(source, crop.rotation, crop.area, scale);
    return new File([blob], `${image.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' });
  } finally {
    release(source);
  }
}

/**
 * The whole photo turned upright for the crop view, so that the cropper fits it to the screen as it
 * is shown (a turned image would stick out of its frame). `scale`: the copy's pixels per pixel of the
 * turned photo.
 */
export async function turnedCopy(image: File, rotation: number): Promise<{ blob: Blob; scale: number }> {
  const source = await decode(image);
  try {
    const box = turnedSize(source.width, source.height, rotation);
    const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(box.width, box.height));
    return { blob: await draw(source, rotation, { x: 0, y: 0, ...box }, scale), scale };
  } finally {
    release(source);
  }
}
