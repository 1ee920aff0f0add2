import type { SceneLine } from './markdown-lines';
import { type MathBox, texToSvg } from './math-svg';
import { splitMath } from './split-math';

/** Text advance in em of the font size. */
export type MeasureEm = (text: string) => number;

export type Piece =
  | { kind: 'text'; text: string; x: number; width: number }
  | { kind: 'math'; box: MathBox; x: number; width: number /** px per em */; scale: number };

export interface Row {
  /** Index of the scene line the row belongs to (a long line wraps into several rows). */
  line: number;
  pieces: Piece[];
  width: number;
  ascent: number;
  descent: number;
  center: boolean;
}

/** TeX fonts have a smaller x-height than Noto Sans; this makes inline math match the text. */
const MATH_SCALE = 1.12;
const TEXT_ASCENT = 0.92;
const TEXT_DESCENT = 0.26;
const MATH_PAD = 0.12;
/** Characters that must not begin a line (Chinese line-breaking rule). */
const NO_LINE_START = /^[，。；：！？、）》」』”’,.;:!?)\]}%]$/;

type Token = { kind: 'text'; text: string; width: number } | { kind: 'math'; box: MathBox; width: number; scale: number };

function tokens(line: SceneLine, fontSize: number, measure: MeasureEm): Token[] {
  const textTokens = (text: string): Token[] =>
    (text.match(/[!-~]+|\s+|./gu) ?? []).map((t) => ({ kind: 'text', text: t, width: measure(t) * fontSize }));
  if (line.kind === 'code') return textTokens(line.text);
  if (line.kind === 'math') {
    const box = texToSvg(line.text, true);
    return box ? [mathToken(box, fontSize)] : textTokens(line.text);
  }
  return splitMath(line.text).flatMap((seg) => {
    if (seg.kind === 'text') return textTokens(seg.value);
    const box = texToSvg(seg.value, false);
    if (!box) return textTokens(seg.value);
    const token = mathToken(box, fontSize);
    return [{ ...token, width: token.width + 2 * MATH_PAD * fontSize }];
  });
}

function mathToken(box: MathBox, fontSize: number): Token {
  const scale = fontSize * MATH_SCALE;
  return { kind: 'math', box, scale, width: box.widthEm * scale };
}

/** A token wider than the whole line: text is cut into characters, math is scaled down. */
function fitToken(token: Token, maxWidth: number, measure: MeasureEm, fontSize: number): Token[] {
  if (token.width <= maxWidth) return [token];
  if (token.kind === 'math') {
    const scale = token.scale * (maxWidth / token.width);
    return [{ ...token, scale, width: maxWidth }];
  }
  return [...token.text].map((ch) => ({ kind: 'text', text: ch, width: measure(ch) * fontSize }));
}

function toRow(lineIndex: number, line: Token[], center: boolean, fontSize: number): Row {
  const pieces: Piece[] = [];
  let x = 0;
  let ascent = TEXT_ASCENT * fontSize;
  let descent = TEXT_DESCENT * fontSize;
  for (const token of line) {
    const last = pieces[pieces.length - 1];
    if (token.kind === 'text') {
      if (last?.kind === 'text') {
        last.text += token.text;
        last.width += token.width;
      } else pieces.push({ kind: 'text', text: token.text, x, width: token.width });
    } else {
      const pad = (token.width - token.box.widthEm * token.scale) / 2;
      pieces.push({ kind: 'math', box: token.box, scale: token.scale, x: x + pad, width: token.box.widthEm * token.scale });
      ascent = Math.max(ascent, token.box.ascentEm * token.scale);
      descent = Math.max(descent, token.box.descentEm * token.scale);
    }
    x += token.width;
  }
  return { line: lineIndex, pieces, width: x, ascent, descent, center };
}

/** Greedy line breaking of the scene's lines into rows no wider than maxWidth. */
export function layoutLines(lines: SceneLine[], fontSize: number, maxWidth: number, measure: MeasureEm, center = false): Row[] {
  const rows: Row[] = [];
  for (const [lineIndex, line] of lines.entries()) {
    const all = tokens(line, fontSize, measure).flatMap((t) => fitToken(t, maxWidth, measure, fontSize));
    let current: Token[] = [];
    let width = 0;
    const flush = () => {
      while (
        current.length > 0 &&
        current[current.length - 1].kind === 'text' &&
        /^\s+$/.test((current[current.length - 1] as { text: string }).text)
      )
        current.pop();
      if (current.length > 0) rows.push(toRow(lineIndex, current, center || line.kind === 'math', fontSize));
      current = [];
      width = 0;
    };
    for (let i = 0; i < all.length; i++) {
      const token = all[i];
      if (current.length === 0 && token.kind === 'text' && /^\s+$/.test(token.text) && line.kind !== 'code') continue;
      // Keep closing punctuation with the token before it.
      const next = all[i + 1];
      const glued = next?.kind === 'text' && NO_LINE_START.test(next.text) ? next.width : 0;
      if (width + token.width + glued > maxWidth && current.length > 0) flush();
      current.push(token);
      width += token.width;
    }
    flush();
  }
  return rows;
}

export const rowsHeight = (rows: Row[], fontSize: number): number =>
  rows.reduce((sum, row) => sum + row.ascent + row.descent, 0) + Math.max(0, rows.length - 1) * rowGap(fontSize);

export const rowGap = (fontSize: number): number => 0.42 * fontSize;
