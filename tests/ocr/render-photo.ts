import { Resvg } from '@resvg/resvg-js';
import { FONT_FAMILY, fontFile } from '../../server/video/fonts';

export interface PhotoOptions {
  /** Degrees the camera was turned: -90 is a page photographed sideways (text running upwards). */
  turned?: number;
  /** Degrees the page is askew on the table. */
  tilt?: number;
  /** Out-of-focus blur, in pixels. */
  blur?: number;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A PNG that looks like a phone photo of a worksheet: a page askew on a dark table, light falling
 * off towards the corners, slightly soft print, optionally taken sideways. 1000 × 620 upright.
 */
export function renderPhoto(lines: string[], { turned = 0, tilt = 2, blur = 0.6 }: PhotoOptions = {}): Buffer {
  const w = 1000;
  const h = 620;
  const texts = lines.map((line, i) => `<text x="70" y="${150 + i * 110}" font-size="44">${escapeXml(line)}</text>`).join('');
  const page = `<defs>
    <radialGradient id="light" cx="35%" cy="30%" r="90%"><stop offset="0" stop-color="#fbfaf4"/><stop offset="1" stop-color="#b9b4a6"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${blur}"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="#5a5147"/>
  <g transform="rotate(${tilt} ${w / 2} ${h / 2})">
    <rect x="20" y="25" width="${w - 40}" height="${h - 50}" fill="url(#light)"/>
    <g fill="#22201c" filter="url(#soft)">${texts}</g>
  </g>`;
  const quarterTurns = Math.round(turned / 90) % 2 !== 0;
  const [pw, ph] = quarterTurns ? [h, w] : [w, h];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${pw}" height="${ph}"><g transform="translate(${pw / 2} ${ph / 2}) rotate(${turned}) translate(${-w / 2} ${-h / 2})">${page}</g></svg>`;
  return new Resvg(svg, { font: { fontFiles: [fontFile('regular')], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY } })
    .render()
    .asPng();
}

/** The worksheet of the photo tests: question 3's square is what OCR misreads. */
export const WORKSHEET = ['1. 计算 12×(3+4) 的值', '2. 解方程 3x-5=10', '3. 已知 a=2，求 a²+1'];
