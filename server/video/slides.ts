import { writeFile } from 'node:fs/promises';
import { renderAsync } from '@resvg/resvg-js';
import { FONT_FAMILY, fontFiles } from './fonts';

/** Renders an SVG slide to PNG at the given width (the height follows 16:9). */
export async function svgToPng(svg: string, width: number): Promise<Buffer> {
  // Rendered on libuv's thread pool, so the event loop stays free. Its AbortSignal argument
  // rejects a standard AbortSignal (InvalidArg), so aborts are checked between slides instead.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    logLevel: 'off',
  });
  return image.asPng();
}

/** Writes each SVG as a PNG to the path at the same index, one at a time (each render uses a core). */
export async function renderSlides(svgs: string[], paths: string[], width: number, signal?: AbortSignal): Promise<void> {
  for (const [index, svg] of svgs.entries()) {
    signal?.throwIfAborted();
    await writeFile(paths[index], await svgToPng(svg, width));
  }
}
