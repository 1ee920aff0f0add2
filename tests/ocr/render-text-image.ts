import { Resvg } from '@resvg/resvg-js';
import { FONT_FAMILY, fontFile } from '../../server/video/fonts';

/** A PNG of printed lines (Noto Sans SC, black on white), like a clean scan of a problem. */
export function renderTextImage(lines: string[], fontSize = 40): Buffer {
  const width = Math.round(fontSize * 24);
  const height = Math.round(fontSize * (1.8 * lines.length + 1.4));
  const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const texts = lines
    .map(
      (line, i) => `<text x="${fontSize}" y="${Math.round(fontSize * (1.8 + 1.8 * i))}" font-size="${fontSize}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${texts}</g></svg>`;
  return new Resvg(svg, { font: { fontFiles: [fontFile('regular')], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY } })
    .render()
    .asPng();
}
