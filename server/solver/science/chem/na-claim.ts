import { clean } from './avogadro';

/** An N_A statement split into what is counted and the multiple of N_A it claims. */
export interface Claim {
  /** The cleaned statement without the claimed number, e.g. "3 g ^{3} He 含有的中子". */
  body: string;
  /** The claimed multiple of N_A. */
  k: number;
  /** The counted particle when the statement names it after the number ("含有 0.6 NA 个中子" → "中子"). */
  particle?: string;
  /** Written as LaTeX for explanations, e.g. "0.6N_A". */
  tex: string;
  /** 「…均为」: the count is claimed of each thing named, not of their total. */
  each?: boolean;
}

const K = String.raw`(\d+(?:\.\d+)?)?\s*NA`;
/** "…数目为 0.1 NA", "…总数均为 2NA", "…的数量为 NA". */
const NUMBER_IS = new RegExp(`^(.*?)(?:的)?(?:数目|个数|总数|数量|数)\\s*(均)?\\s*(?:为|是|约为|等于)\\s*${K}$`);
/** "…含有 0.6 NA 个中子", "…得到 0.6NA 个 CO2 分子", "…增加 2 NA 个 P-Cl 键". */
const HAS_K = new RegExp(`^(.*?)\\s*(含有|含|得到|增加|生成|产生|有)\\s*${K}\\s*个\\s*(.+)$`);

/** Reads the claim of an N_A statement; null when the statement does not end in a multiple of N_A. */
export function parseClaim(option: string): Claim | null {
  const t = clean(option);
  const k = (s: string | undefined) => (s ? Number(s) : 1);
  const tex = (n: number) => `${n === 1 ? '' : n}N_A`;
  const a = NUMBER_IS.exec(t);
  if (a) return { body: a[1].trim(), k: k(a[3]), tex: tex(k(a[3])), each: Boolean(a[2]) };
  const b = HAS_K.exec(t);
  if (b) {
    const body = `${b[1].trim()} ${b[2]}`.trim();
    return { body, k: k(b[3]), particle: b[4].replace(/\s+/g, ''), tex: tex(k(b[3])) };
  }
  return null;
}

/** The amount of substance written first in a phrase: "0.1 mol", "3 g" (with a molar mass), "2.24 L" at STP. */
export const AMOUNT = String.raw`(\d+(?:\.\d+)?)\s*(mol|g)`;

export const near = (a: number, b: number) => Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
