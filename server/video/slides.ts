import { writeFile } from 'node:fs/promises';
import { renderAsync } from '@resvg/resvg-js';
import { FONT_FAMILY, fontFiles } from './fonts';
import type { SceneSlides } from './slide-svg';

/** Renders an SVG slide to PNG at the given width (the height follows 16:9). */
export async function svgToPng(svg: string, width: number, opts: { fonts?: boolean } = {}): Promise<Buffer> {
  // Rendered on libuv's thread pool, so the event loop stays free. Its AbortSignal argument
  // rejects a standard AbortSignal (InvalidArg), so aborts are checked between slides instead.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    // Loading the two CJK fonts is most of a render's time: an SVG without text skips it.
    font:
      opts.fonts === false
        ? { loadSystemFonts: false }
        : { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    logLevel: 'off',
  });
  return image.asPng();
}

/**
 * Writes each scene's frames: the whole slide (rendered with the fonts), or, for a scene that
 * reveals its lines, one frame per reveal drawn over the whole slide's image (no fonts needed).
 * One render at a time: each uses a core.
 */
export async function renderSceneFrames(slides: SceneSlides[], paths: string[][], width: number, signal?: AbortSignal): Promise<void> {
  for (const [s, scene] of slides.entries()) {
    signal?.throwIfAborted();
    const full = await svgToPng(scene.full, width);
    if (scene.reveals.length === 0) {
      await writeFile(paths[s][0], full);
      continue;
    }
    const base64 = full.toString('base64');
    for (const [r, reveal] of scene.reveals.entries()) {
      signal?.throwIfAborted();
      await writeFile(paths[s][r], await svgToPng(reveal(base64), width, { fonts: false }));
    }
  }
}
