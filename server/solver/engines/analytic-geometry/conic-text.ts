import { evalNum, parseRat } from '../../math/numbers/ratexpr';
import { examText } from '../counting';

/**
 * The text of a conic question flattened for reading: exam decorations and spaces removed, the one conic
 * equation replaced by the mark 〔C〕 (returned apart), every other formula unwrapped from its dollars,
 * subscripts written plainly (F_{1} → F1), |…| and degree signs unified.
 */
export interface ConicText {
  text: string;
  /** The conic's equation without its name ("C:") and without its parameter condition. */
  equation: string;
  /** The parameter condition printed after the equation, e.g. "p>0", or ''. */
  condition: string;
  /** Every conic equation, in order, when several are allowed (marked 〔C1〕, 〔C2〕 … in the text). */
  all: Array<{ equation: string; condition: string }>;
}

const CONIC = /(?:x\^\{?2\}?|y\^\{?2\}?)/;

export function flatConicText(stem: string, mode: 'one' | 'optional' | 'many' = 'one'): ConicText | null {
  const raw = dollars(examText(stem)).replace(/\s+/g, '');
  const all: ConicText['all'] = [];
  let text = raw.replace(/\$([^$]*)\$/g, (m, s: string) => {
    if (!CONIC.test(s) || !/=/.test(s) || /\|/.test(s)) return m;
    // 「c: \frac{x^2}{a^2}-…」: OCR prints the curve's name C in lower case.
    const body = s.replace(/^[A-Za-z]\d?:/, '');
    const cond = /^(.*?)\(?((?:[a-z]>[0-9a-z]+(?:>0)?,?)+)\)?$/.exec(body);
    all.push({ equation: cond ? cond[1] : body, condition: cond ? cond[2] : '' });
    const name = /^([A-Za-z]\d?):/.exec(s);
    return `${name ? name[1].toUpperCase() : ''}〔C${mode === 'many' ? all.length : ''}〕`;
  });
  if (all.length === 0 ? mode !== 'optional' : all.length > 1 && mode !== 'many') return null;
  const { equation, condition } = all[0] ?? { equation: '', condition: '' };
  text = text
    .replace(/\$/g, '')
    .replace(/_\{(\d)\}|_(\d)/g, (_, a?: string, b?: string) => a ?? b ?? '')
    .replace(/\\mid|\\vert|\\lvert|\\rvert/g, '|')
    .replace(/\^\{?\\circ\}?|\\circ|°/g, '°')
    .replace(/\\triangle|△/g, '△')
    .replace(/\\angle|∠/g, '∠')
    .replace(/\\perp|⊥/g, '⊥')
    .replace(/，/g, ',')
    .replace(/[(（]\\quad[)）]|\\quad/g, '');
  return { text, equation, condition, all };
}

/** A text whose dollars were dropped (they did not pair up) gets each run of formula characters wrapped again. */
function dollars(t: string): string {
  if (t.includes('$')) return t;
  return t.replace(/[^\u3400-\u9fff]+/g, (run) => {
    const m = /^([\s,.;:]*)(.*?)([\s,.;:]*)$/s.exec(run) as RegExpExecArray;
    return /[A-Za-z0-9]/.test(m[2]) ? `${m[1]}$${m[2]}$${m[3]}` : run;
  });
}

/** A number printed in the text: 12, \frac{3}{2}, 2\sqrt{3}, 1.5; NaN when it is not one. */
export function readNumber(src: string): number {
  const n = parseRat(src);
  return n ? evalNum(n) : Number.NaN;
}

/** A numeric token (for building regular expressions). */
export const NUM = String.raw`((?=[-\d\\])-?(?:\d+(?:\.\d+)?)?(?:\\sqrt\{\d+\}|\\sqrt\d)?(?:\\frac\{(?:[^{}]|\{[^{}]*\})+\}\{(?:[^{}]|\{[^{}]*\})+\})?(?:\\sqrt\{\d+\})?)`;

/** Angles printed as 30°, \frac{\pi}{6}, π/3: radians, or NaN. */
export function readAngle(src: string): number {
  const deg = /^(\d+(?:\.\d+)?)°$/.exec(src);
  if (deg) return (Number(deg[1]) * Math.PI) / 180;
  const pi = /^\\frac\{(\d*)\\pi\}\{(\d+)\}$/.exec(src);
  if (pi) return ((pi[1] ? Number(pi[1]) : 1) * Math.PI) / Number(pi[2]);
  return Number.NaN;
}

export const ANGLE = String.raw`(\d+(?:\.\d+)?°|\\frac\{\d*\\pi\}\{\d+\})`;

/** True when what is left of a text, after the understood phrases are cut out, is only filler words. */
export function onlyFiller(rest: string, extra: RegExp[] = []): boolean {
  let r = rest;
  for (const re of extra) r = r.replace(re, '');
  return r.replace(FILLER, '') === '';
}

const FILLER = /已知|设|若|且|则|求|其|该|为|是|的|,|\.|。|:|：|;|；|=|\?|？/g;
