/** Amounts of substance written in a chemistry problem: masses, moles, gas volumes, particle counts. */
export type AmountKind = 'm' | 'n' | 'V' | 'N';

export interface Amount {
  kind: AmountKind;
  /** In g, mol, L or particles. */
  value: number;
  index: number;
  end: number;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)(?:\s*[×x*]\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?)?`;
const UNITS: Record<string, [AmountKind, number]> = {
  t: ['m', 1e6],
  吨: ['m', 1e6],
  kg: ['m', 1000],
  千克: ['m', 1000],
  公斤: ['m', 1000],
  g: ['m', 1],
  克: ['m', 1],
  mg: ['m', 0.001],
  毫克: ['m', 0.001],
  mol: ['n', 1],
  摩尔: ['n', 1],
  摩: ['n', 1],
  mmol: ['n', 0.001],
  毫摩尔: ['n', 0.001],
  L: ['V', 1],
  升: ['V', 1],
  mL: ['V', 0.001],
  毫升: ['V', 0.001],
  个: ['N', 1],
};
const UNIT_ALT = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const AMOUNT = new RegExp(`(?<![A-Za-z\\d.])${NUMBER}\\s*(${UNIT_ALT})(?![A-Za-z/·])`, 'g');

export function parseNumber(mantissa: string, exponent?: string): number {
  return Number(mantissa) * 10 ** Number(exponent ?? 0);
}

export function findAmounts(text: string): Amount[] {
  const out: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [kind, factor] = UNITS[m[3]];
    out.push({ kind, value: parseNumber(m[1], m[2]) * factor, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** What the question asks for, and in which unit of mass when a mass. */
export function askedKind(asked: string): { kind: AmountKind; massUnit: 'g' | 'kg' } | null {
  // 相对分子质量 is a pure number of a formula, not the mass (质量) of an amount of substance
  const question = asked.replace(/相对(?:分子|原子)质量|相对分子量/g, ' ');
  const massUnit = /多少\s*(?:kg|千克|公斤)/.test(question) ? 'kg' : 'g';
  if (/物质的量|多少\s*(?:mol|摩)|几\s*(?:mol|摩)/.test(question)) return { kind: 'n', massUnit };
  if (/(?:分子|原子|离子|电子|质子|中子)总?数|多少个|个数/.test(question)) return { kind: 'N', massUnit };
  if (/体积|多少\s*(?:L|升|mL|毫升)/.test(question)) return { kind: 'V', massUnit };
  if (/质量|多少\s*(?:g|克|kg|千克|公斤)|几\s*克/.test(question)) return { kind: 'm', massUnit };
  return null;
}
