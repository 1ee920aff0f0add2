import { useEffect, useState } from 'react';
import Cropper, { type Area, type MediaSize } from 'react-easy-crop';
// The cropper's own styles as a stylesheet of this chunk: the CSP allows no <style> element it would inject.
import 'react-easy-crop/react-easy-crop.css';
import type { CropRequest } from '../../../machines/submission/photo';
import { PHOTO } from '../../../text/photo';
import { SOLVE } from '../../../text/solve';
import { Icon } from './Icon';
import { useObjectUrl } from './useObjectUrl';

type Shape = keyof typeof PHOTO.shapes;
const SHAPES = Object.keys(PHOTO.shapes) as Shape[];
/** Width : height of the frame; 'photo' follows the photo as shown, so that at first nothing is cut. */
const FIXED_ASPECT: Record<Exclude<Shape, 'photo'>, number> = { wide: 2, square: 1, tall: 3 / 4 };
const MAX_ZOOM = 4;

const chipClass = (on: boolean) =>
  `min-h-11 flex-1 rounded-lg border px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${
    on ? 'border-white bg-white text-gray-950' : 'border-gray-500 text-gray-100 hover:bg-gray-800'
  }`;
const roundButtonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-gray-500 text-gray-100 hover:bg-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-50';

/**
 * What the cropper shows: the photo itself, or once turned, an upright copy (react-easy-crop would
 * fit the unturned photo to the screen and then turn it, so a turned page stuck out of the frame).
 * `scale`: shown pixels per pixel of the turned photo.
 */
function useShownPhoto(image: File, rotation: number): { url: string | null; scale: number; failed: boolean } {
  const original = useObjectUrl(image);
  const [turned, setTurned] = useState<{ rotation: number; url: string; scale: number } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    if (rotation === 0) return;
    let live = true;
    let made: string | null = null;
    // The canvas code is shared with the crop of the send (submissionBinding): one small chunk for both.
    import('./crop-image')
      .then(({ turnedCopy }) => turnedCopy(image, rotation))
      .then(
        ({ blob, scale }) => {
          if (!live) return;
          made = URL.createObjectURL(blob);
          setTurned({ rotation, url: made, scale });
        },
        () => live && setFailed(true),
      );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [image, rotation]);
  if (rotation === 0) return { url: original, scale: 1, failed };
  return turned?.rotation === rotation ? { url: turned.url, scale: turned.scale, failed } : { url: null, scale: 1, failed };
}

/**
 * The crop view (react-easy-crop, in PhotoCheck's chunk: it loads with the first photo). Drag or pinch to
 * place the photo under the frame; turn it in quarter turns; choose the frame's shape. Reports the
 * crop in the turned photo's pixels whenever it settles.
 */
export default function CropView({ image, busy, onChange }: { image: File; busy: boolean; onChange: (crop: CropRequest | null) => void }) {
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [shape, setShape] = useState<Shape>('photo');
  const [photoAspect, setPhotoAspect] = useState(4 / 3);
  const [shownArea, setShownArea] = useState<Area | null>(null);
  const shown = useShownPhoto(image, rotation);

  useEffect(() => {
    if (!shownArea || !shown.url) return onChange(null);
    const { x, y, width, height } = shownArea;
    const s = shown.scale;
    onChange({ area: { x: x / s, y: y / s, width: width / s, height: height / s }, rotation });
  }, [shownArea, shown.url, shown.scale, rotation, onChange]);

  const aspect = shape === 'photo' ? photoAspect : FIXED_ASPECT[shape];
  const turn = (by: number) => {
    setRotation((r) => (r + by + 360) % 360);
    setShownArea(null);
    setPosition({ x: 0, y: 0 });
    setZoom(1);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="relative min-h-0 flex-1 bg-black" data-testid="crop-area">
        {shown.url ? (
          <Cropper
            image={shown.url}
            crop={position}
            zoom={zoom}
            aspect={aspect}
            maxZoom={MAX_ZOOM}
            showGrid
            onCropChange={setPosition}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setShownArea(pixels)}
            onMediaLoaded={(size: MediaSize) => setPhotoAspect(size.naturalWidth / size.naturalHeight)}
            mediaProps={{ alt: PHOTO.cropImageAlt }}
            cropperProps={{ role: 'group', 'aria-label': PHOTO.cropFrame }}
            disableAutomaticStylesInjection
          />
        ) : (
          <p role="status" className="flex h-full items-center justify-center gap-2 text-sm text-gray-300">
            <Icon name={shown.failed ? 'warning' : 'spinner'} />
            {shown.failed ? SOLVE.photo.cropFailed : PHOTO.turning}
          </p>
        )}
      </div>
      <div className="space-y-3 px-4 pt-3">
        <p className="text-sm text-gray-300">{PHOTO.cropHint}</p>
        <fieldset className="flex gap-2" disabled={busy}>
          <legend className="sr-only">{PHOTO.shape}</legend>
          {SHAPES.map((s) => (
            <button key={s} type="button" aria-pressed={shape === s} className={chipClass(shape === s)} onClick={() => setShape(s)}>
              {PHOTO.shapes[s]}
            </button>
          ))}
        </fieldset>
        <div className="flex items-center gap-3">
          <button type="button" className={roundButtonClass} aria-label={PHOTO.rotateLeft} disabled={busy} onClick={() => turn(-90)}>
            {/* The turning arrow, mirrored: no icon of its own on the first screen's icon sheet. */}
            <Icon name="refresh" className="size-5 -scale-x-100" />
          </button>
          <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-gray-200">
            <span className="shrink-0">{PHOTO.zoom}</span>
            <input
              type="range"
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              value={zoom}
              disabled={busy}
              onChange={(e) => setZoom(Number(e.currentTarget.value))}
              className="h-11 min-w-0 flex-1 accent-white"
            />
          </label>
          <button type="button" className={roundButtonClass} aria-label={PHOTO.rotateRight} disabled={busy} onClick={() => turn(90)}>
            <Icon name="refresh" className="size-5" />
          </button>
        </div>
      </div>
    </div>
  );
}
