import type { Solved } from '../../types';
import { formatNumber } from '../format';
import { solved } from '../outcome';

/**
 * The symbols of a nuclear question set upright as exams typeset them, for the readers below: a nuclide typed plainly
 * 「{ }_{1}^{2} H」 is 「{ }_{1}^{2} \mathrm{H}」, a mass 「2.0136 u」 is 「2.0136 \mathrm{u}」, 「931 MeV/c^{2}」 is
 * 「931 \mathrm{MeV}/c^{2}」, 「\mathrm{MeV/c}^{2}」 is 「\mathrm{MeV}/\mathrm{c}^{2}」 (papers typed without a formula editor, or read by another OCR engine).
 */
export function uprightNuclearSymbols(raw: string): string {
  return raw.replace(/\$([^$]+)\$/g, (_m, f: string) => {
    const g = f
      .replace(/\\mathrm\{\s*~\s*/g, '\\mathrm{')
      .replace(/\\mathrm\{\s*([A-Za-z]+)\s*\/\s*([A-Za-z]+)\s*\}/g, '\\mathrm{$1}/\\mathrm{$2}')
      .replace(/(\{\s*\}\s*(?:_\{\d+\}\s*\^\{\d+\}|\^\{\d+\}\s*_\{\d+\})\s*)([A-Z][a-z]?|[a-z])(?![A-Za-z{])/g, '$1\\mathrm{$2}')
      .replace(/(\d)\s*(u|MeV)(?![A-Za-z}])/g, '$1 \\mathrm{$2}');
    return `$${g}$`;
  });
}

/** A nuclide as exams typeset it: "{ }_{1}^{2} \mathrm{H}" or "{ }^{2}_{1}\mathrm{H}". */
const NUCLIDE = String.raw`\{\s*\}\s*(?:_\{(\d+)\}\s*\^\{(\d+)\}|\^\{(\d+)\}\s*_\{(\d+)\})\s*\\mathrm\{\s*~?\s*([A-Za-z]{1,2})\s*\}`;

interface Nuclide {
  key: string;
  Z: number;
  A: number;
  symbol: string;
  latex: string;
}

function nuclide(m: RegExpMatchArray): Nuclide {
  const Z = Number(m[1] ?? m[4]);
  const A = Number(m[2] ?? m[3]);
  const symbol = m[5];
  return { key: `${symbol}-${A}-${Z}`, Z, A, symbol, latex: `{}_{${Z}}^{${A}}\\mathrm{${symbol}}` };
}

interface Term {
  n: number;
  x: Nuclide;
}

/** One side of a nuclear equation: every term a coefficient and a nuclide, nothing else. */
function side(src: string): Term[] | null {
  const terms = src.split('+').map((t) => t.trim());
  const out: Term[] = [];
  for (const t of terms) {
    const m = new RegExp(`^(\\d*)\\s*${NUCLIDE}$`).exec(t);
    if (!m) return null;
    out.push({ n: m[1] ? Number(m[1]) : 1, x: nuclide(m.slice(1) as unknown as RegExpMatchArray) });
  }
  return out.length ? out : null;
}

function fmt(x: number): string {
  return formatNumber(x, 6).latex;
}

/**
 * Energy released by a nuclear reaction from the mass defect: the equation with every nuclide written,
 * the mass of every nuclide given in u, and the conversion 1 u = k MeV/c² given. The reading is checked by
 * the conservation of mass number and charge. Null when the problem is not exactly that.
 */
export function solveNuclearEnergy(arrived: string): Solved | null {
  const raw = uprightNuclearSymbols(arrived);
  if (!/释放|放出/.test(raw) || !/(?:核能|能量)/.test(raw) || !/MeV/.test(raw)) return null;
  const math = [...raw.matchAll(/\$([^$]+)\$/g)].map((m) => m[1]);
  const equations = math.filter((s) => /\\rightarrow/.test(s));
  if (equations.length !== 1) return null;
  const [l, r] = equations[0].split(/\\rightarrow/);
  const left = side(l);
  const right = side(r ?? '');
  if (!left || !right) return null;
  const all = [...left, ...right];
  // The reading check: mass number and charge are conserved.
  const sum = (ts: Term[], f: (x: Nuclide) => number) => ts.reduce((a, t) => a + t.n * f(t.x), 0);
  if (sum(left, (x) => x.A) !== sum(right, (x) => x.A) || sum(left, (x) => x.Z) !== sum(right, (x) => x.Z)) return null;
  // "X 的质量为 2.0136 u": each nuclide's mass, once.
  const masses = new Map<string, number>();
  const massRe = new RegExp(
    `${NUCLIDE}\\s*\\$?\\s*的质量(?:为|是|约为)\\s*\\$?\\s*(\\d+(?:\\.\\d+)?)\\s*\\\\mathrm\\{\\s*~?\\s*u\\s*\\}`,
    'g',
  );
  for (const m of raw.matchAll(massRe)) {
    const x = nuclide(m);
    const v = Number(m[6]);
    if (masses.has(x.key) && masses.get(x.key) !== v) return null;
    masses.set(x.key, v);
  }
  if (!all.every((t) => masses.has(t.x.key))) return null;
  const conv = /1\s*\\mathrm\{\s*u\s*\}\s*=\s*(\d+(?:\.\d+)?)\s*\\mathrm\{\s*MeV\s*\}/.exec(raw);
  if (!conv) return null;
  const k = Number(conv[1]);
  const mIn = sum(left, (x) => masses.get(x.key)!);
  const mOut = sum(right, (x) => masses.get(x.key)!);
  const dm = mIn - mOut;
  if (!(dm > 0)) return null;
  const energy = dm * k;
  // Independent check: the same energy from the products' and reactants' rest energies.
  if (Math.abs(mIn * k - mOut * k - energy) > 1e-9 * Math.max(1, energy)) return null;
  const termTex = (ts: Term[]) => ts.map((t) => `${t.n > 1 ? t.n : ''}${t.x.latex}`).join(' + ');
  const massSum = (ts: Term[]) => ts.map((t) => `${t.n > 1 ? `${t.n} \\times ` : ''}${masses.get(t.x.key)}`).join(' + ');
  const e = formatNumber(energy, 4);
  const markdown = [
    `**核反应方程**：$${termTex(left)} \\rightarrow ${termTex(right)}$（质量数、电荷数都守恒）。`,
    '',
    '**思路**：反应前后的质量差（质量亏损）对应释放的核能，$\\Delta E = \\Delta m c^2$。',
    '',
    `**质量亏损**：$\\Delta m = (${massSum(left)})\\ \\mathrm{u} - (${massSum(right)})\\ \\mathrm{u} = ${fmt(dm)}\\ \\mathrm{u}$`,
    '',
    `**释放的核能**：题目给出 $1\\ \\mathrm{u}$ 相当于 $${k}\\ \\mathrm{MeV}$，所以 $\\Delta E = ${fmt(dm)} \\times ${k}\\ \\mathrm{MeV} ${e.approx ? '\\approx' : '='} ${e.latex}\\ \\mathrm{MeV}$`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `$\\Delta E ${e.approx ? '\\approx' : '='} ${e.latex}\\ \\mathrm{MeV}$`,
    '已核对核反应中质量数和电荷数守恒，并用反应前后的质量重新计算',
  );
}
