import { fontFile, FONT_FAMILY } from './fonts';
import { fontMetrics } from './font-metrics';
import { layoutLines, type MeasureEm, type Row, rowGap, rowsHeight } from './layout';
import type { Scene } from './scenes';

export const SLIDE_WIDTH = 1280;
export const SLIDE_HEIGHT = 720;

const COLORS = {
  background: '#F8FAFC',
  text: '#1E293B',
  heading: '#0F172A',
  brand: '#2563EB',
  muted: '#64748B',
  answerFill: '#EFF6FF',
  answerStroke: '#BFDBFE',
};

/** Which lines a frame shows: lines before `first` as read, lines[first, end) as being read, none after. */
export interface Reveal {
  first: number;
  end: number;
}
const BODY = { left: 96, top: 222, width: 1088, height: 446 };
/** Font sizes tried from the largest down until the scene fits. */
const SIZES: Record<Scene['kind'], number[]> = {
  title: [42, 38, 34, 30, 26, 22],
  step: [38, 34, 30, 27, 24, 21],
  answer: [50, 44, 38, 32, 26, 22],
};

/** Characters XML 1.0 forbids (controls, lone surrogates) would make the whole slide unparseable. */
const isXmlChar = (c: number): boolean =>
  c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c < 0xd800) || (c > 0xdfff && c < 0xfffe) || c > 0xffff;

const escapeXml = (text: string): string =>
  [...text]
    .filter((ch) => isXmlChar(ch.codePointAt(0)!))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const fmt = (n: number): string => (Math.round(n * 100) / 100).toString();

function ellipsize(text: string, maxWidth: number, fontSize: number, measure: MeasureEm): string {
  if (measure(text) * fontSize <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0 && measure(`${chars.join('')}…`) * fontSize > maxWidth) chars.pop();
  return `${chars.join('')}…`;
}

function fitScene(scene: Scene, measure: MeasureEm, width: number): { rows: Row[]; fontSize: number } {
  const center = scene.kind === 'answer';
  const sizes = SIZES[scene.kind];
  for (const fontSize of sizes) {
    const rows = layoutLines(scene.lines, fontSize, width, measure, center);
    if (rowsHeight(rows, fontSize) <= BODY.height) return { rows, fontSize };
  }
  const fontSize = sizes[sizes.length - 1];
  const rows = layoutLines(scene.lines, fontSize, width, measure, center);
  while (rows.length > 1 && rowsHeight(rows, fontSize) > BODY.height - fontSize * 1.6) rows.pop();
  // The ellipsis belongs to the last line, so a reveal shows it with that line.
  const more = layoutLines([{ kind: 'text', text: '……' }], fontSize, width, measure, center);
  rows.push(...more.map((row) => ({ ...row, line: scene.lines.length - 1 })));
  return { rows, fontSize };
}

function rowsSvg(rows: Row[], fontSize: number, left: number, top: number, width: number): string {
  const parts: string[] = [];
  let y = top;
  for (const row of rows) {
    const baseline = y + row.ascent;
    y = baseline + row.descent + rowGap(fontSize);
    const x0 = left + (row.center ? (width - row.width) / 2 : 0);
    for (const piece of row.pieces) {
      if (piece.kind === 'text') {
        parts.push(
          `<text x="${fmt(x0 + piece.x)}" y="${fmt(baseline)}" font-size="${fontSize}" xml:space="preserve">${escapeXml(piece.text)}</text>`,
        );
      } else {
        const { box, scale } = piece;
        const height = (box.ascentEm + box.descentEm) * scale;
        parts.push(
          `<svg x="${fmt(x0 + piece.x)}" y="${fmt(baseline - box.ascentEm * scale)}" width="${fmt(piece.width)}" height="${fmt(height)}" viewBox="${box.viewBox.join(' ')}" overflow="visible">${box.body.replace(/currentColor/g, COLORS.text)}</svg>`,
        );
      }
    }
  }
  return parts.join('');
}

/**
 * What a reveal changes on the whole slide, drawn over its image: lines not read yet covered, lines
 * read before faded, the lines being read tinted with a bar at their left. No text is drawn, so the
 * frame renders without loading the fonts (which is nearly all of a slide's rendering time).
 */
function revealSvg(rows: Row[], fontSize: number, left: number, top: number, width: number, reveal: Reveal): string {
  const parts: string[] = [];
  const pad = 0.2 * fontSize;
  let y = top;
  for (const row of rows) {
    const box = `x="${fmt(left - 24)}" y="${fmt(y - pad)}" width="${fmt(width + 48)}" height="${fmt(row.ascent + row.descent + 2 * pad)}"`;
    if (row.line >= reveal.end) parts.push(`<rect ${box} fill="${COLORS.background}"/>`);
    else if (row.line < reveal.first) parts.push(`<rect ${box} fill="${COLORS.background}" fill-opacity="0.45"/>`);
    else {
      parts.push(
        `<rect ${box} rx="10" fill="${COLORS.brand}" fill-opacity="0.1"/>`,
        `<rect x="${fmt(left - 24)}" y="${fmt(y - pad)}" width="6" height="${fmt(row.ascent + row.descent + 2 * pad)}" rx="3" fill="${COLORS.brand}"/>`,
      );
    }
    y += row.ascent + row.descent + rowGap(fontSize);
  }
  return parts.join('');
}

export interface SceneSlides {
  /** The whole slide: every line, nothing highlighted. */
  full: string;
  /** One per reveal: an SVG drawing the whole slide's image (a PNG as base64) with that reveal over it. */
  reveals: ((fullPngBase64: string) => string)[];
}

/**
 * The slides of one scene (1280×720): brand, heading, body, page number, laid out once. A scene
 * that reveals its lines also gets one frame per reveal (the lines read so far, the current ones
 * highlighted), drawn over the whole slide's image.
 */
export function sceneSlides(scene: Scene, index: number, total: number, reveals: Reveal[] = []): SceneSlides {
  const measure: MeasureEm = (text) => fontMetrics(fontFile('regular')).advanceEm(text);
  const measureBold: MeasureEm = (text) => fontMetrics(fontFile('bold')).advanceEm(text);
  const boxed = scene.kind === 'answer';
  const innerWidth = boxed ? BODY.width - 96 : BODY.width;
  const { rows, fontSize } = fitScene(scene, measure, innerWidth);
  const height = rowsHeight(rows, fontSize);
  const top = scene.kind === 'step' ? BODY.top : BODY.top + (BODY.height - height) / 2;
  const heading = ellipsize(scene.heading, BODY.width, 46, measureBold);
  const left = boxed ? BODY.left + 48 : BODY.left;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" viewBox="0 0 ${SLIDE_WIDTH} ${SLIDE_HEIGHT}"`;
  const full = [
    `${open} font-family="${FONT_FAMILY}">`,
    `<rect width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" fill="${COLORS.background}"/>`,
    `<rect width="${SLIDE_WIDTH}" height="8" fill="${COLORS.brand}"/>`,
    `<text x="48" y="66" font-size="32" font-weight="700" fill="${COLORS.brand}">知简</text>`,
    `<text x="128" y="64" font-size="22" fill="${COLORS.muted}">让知识更简单</text>`,
    `<text x="${SLIDE_WIDTH - 48}" y="64" font-size="22" fill="${COLORS.muted}" text-anchor="end">${index + 1} / ${total}</text>`,
    `<text x="${BODY.left}" y="156" font-size="46" font-weight="700" fill="${COLORS.heading}">${escapeXml(heading)}</text>`,
    `<rect x="${BODY.left}" y="176" width="80" height="6" rx="3" fill="${COLORS.brand}"/>`,
    boxed
      ? `<rect x="${BODY.left}" y="${fmt(top - 36)}" width="${BODY.width}" height="${fmt(height + 72)}" rx="20" fill="${COLORS.answerFill}" stroke="${COLORS.answerStroke}" stroke-width="2"/>`
      : '',
    `<g fill="${COLORS.text}">${rowsSvg(rows, fontSize, left, top, innerWidth)}</g>`,
    '</svg>',
  ].join('');
  return {
    full,
    reveals: reveals.map(
      (reveal) => (png) =>
        `${open} xmlns:xlink="http://www.w3.org/1999/xlink"><image width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" xlink:href="data:image/png;base64,${png}"/>${revealSvg(rows, fontSize, left, top, innerWidth, reveal)}</svg>`,
    ),
  };
}

/** The whole slide of one scene (every line, nothing highlighted). */
export function slideSvg(scene: Scene, index: number, total: number): string {
  return sceneSlides(scene, index, total).full;
}
