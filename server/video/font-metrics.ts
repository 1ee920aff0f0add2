import { readFileSync } from 'node:fs';

/** Horizontal advances read from an OpenType font (cmap + hmtx), enough to lay out text lines. */
export interface FontMetrics {
  /** Advance width of the text in em (no kerning; CJK is monospaced, Latin nearly so). */
  advanceEm(text: string): number;
}

function tableDirectory(font: Buffer): Map<string, { offset: number; length: number }> {
  const tables = new Map<string, { offset: number; length: number }>();
  const numTables = font.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    tables.set(font.toString('latin1', rec, rec + 4), { offset: font.readUInt32BE(rec + 8), length: font.readUInt32BE(rec + 12) });
  }
  return tables;
}

type GlyphLookup = (codePoint: number) => number;

function cmapLookup(font: Buffer, cmapOffset: number): GlyphLookup {
  const count = font.readUInt16BE(cmapOffset + 2);
  let format4 = -1;
  let format12 = -1;
  for (let i = 0; i < count; i++) {
    const rec = cmapOffset + 4 + i * 8;
    const platform = font.readUInt16BE(rec);
    const encoding = font.readUInt16BE(rec + 2);
    const sub = cmapOffset + font.readUInt32BE(rec + 4);
    const format = font.readUInt16BE(sub);
    if (format === 12 && (platform === 3 || platform === 0)) format12 = sub;
    if (format === 4 && ((platform === 3 && encoding === 1) || platform === 0)) format4 = sub;
  }
  if (format12 >= 0) {
    const groups = font.readUInt32BE(format12 + 12);
    return (cp) => {
      let lo = 0;
      let hi = groups - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const g = format12 + 16 + mid * 12;
        const start = font.readUInt32BE(g);
        const end = font.readUInt32BE(g + 4);
        if (cp < start) hi = mid - 1;
        else if (cp > end) lo = mid + 1;
        else return font.readUInt32BE(g + 8) + (cp - start);
      }
      return 0;
    };
  }
  if (format4 < 0) throw new Error('font has no usable cmap');
  const segCount = font.readUInt16BE(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  return (cp) => {
    if (cp > 0xffff) return 0;
    for (let s = 0; s < segCount; s++) {
      if (cp > font.readUInt16BE(ends + s * 2)) continue;
      const start = font.readUInt16BE(starts + s * 2);
      if (cp < start) return 0;
      const delta = font.readInt16BE(deltas + s * 2);
      const ro = font.readUInt16BE(rangeOffsets + s * 2);
      if (ro === 0) return (cp + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeOffsets + s * 2 + ro + (cp - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function loadFontMetrics(file: string): FontMetrics {
  const font = readFileSync(file);
  const tables = tableDirectory(font);
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const cmap = tables.get('cmap');
  if (!head || !hhea || !hmtx || !cmap) throw new Error(`not an OpenType font: ${file}`);
  const unitsPerEm = font.readUInt16BE(head.offset + 18);
  const numberOfHMetrics = font.readUInt16BE(hhea.offset + 34);
  const glyphOf = cmapLookup(font, cmap.offset);
  const cache = new Map<number, number>();
  const advanceOf = (cp: number): number => {
    let em = cache.get(cp);
    if (em === undefined) {
      const glyph = glyphOf(cp);
      const metric = Math.min(glyph, numberOfHMetrics - 1);
      // Characters missing from the font fall back to .notdef; guess their width instead.
      em = glyph === 0 ? (cp >= 0x2e80 ? 1 : 0.6) : font.readUInt16BE(hmtx.offset + metric * 4) / unitsPerEm;
      cache.set(cp, em);
    }
    return em;
  };
  return {
    advanceEm(text) {
      let total = 0;
      for (const ch of text) total += advanceOf(ch.codePointAt(0)!);
      return total;
    },
  };
}

const loaded = new Map<string, FontMetrics>();

/** Font files are large (8 MB): read each once per process. */
export function fontMetrics(file: string): FontMetrics {
  let metrics = loaded.get(file);
  if (!metrics) {
    metrics = loadFontMetrics(file);
    loaded.set(file, metrics);
  }
  return metrics;
}
