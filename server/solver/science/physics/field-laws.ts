import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { readOptionNumber } from '../choice';
import { refused, solved } from '../outcome';
import { questionPart } from '../question';
import { uniqueEqualOption } from '../unique-option';
import { num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { math } from './units';

type Sym = 'q' | 'F' | 'E' | 'W' | 'U' | 'd' | 'C' | 'B' | 'I' | 'L' | 'v' | 'emf' | 'n' | 'dPhi' | 't' | 'R';

interface SymInfo {
  tex: string;
  name: string;
  /** SI unit (mathjs spelling); '' for a count. */
  unit: string;
  unitTex: string;
  /** Words the question uses when it asks for this quantity. */
  asked: RegExp;
  /** Words the clause of a given value must have (before the value, or just after it: 「0.2 s 内」). */
  named: RegExp;
}

// biome-ignore format: a lookup table reads best packed
const SYMS: Record<Sym, SymInfo> = {
  q: { tex: 'q', name: '电荷量', unit: 'C', unitTex: '\\mathrm{C}', asked: /电荷量|电量/, named: /电荷量|电量|带电|电荷|电子|质子/ },
  F: { tex: 'F', name: '力', unit: 'N', unitTex: '\\mathrm{N}', asked: /(?:电场力|静电力|安培力|洛伦兹力|磁场力|作用力)(?!做)|受到的力|受力/, named: /力/ },
  E: { tex: 'E', name: '电场强度', unit: 'N/C', unitTex: '\\mathrm{N/C}', asked: /电场强度|场强/, named: /电场强度|场强/ },
  W: { tex: 'W', name: '电场力做的功', unit: 'J', unitTex: '\\mathrm{J}', asked: /做(?:的)?功|功为|功是/, named: /功/ },
  U: { tex: 'U', name: '电势差（电压）', unit: 'V', unitTex: '\\mathrm{V}', asked: /电势差|电压|U_?\{?\s*[A-Z]\s*[A-Z]/, named: /电势差|电压/ },
  d: { tex: 'd', name: '沿电场方向的距离', unit: 'm', unitTex: '\\mathrm{m}', asked: /距离/, named: /距离|相距|间距/ },
  C: { tex: 'C', name: '电容', unit: 'F', unitTex: '\\mathrm{F}', asked: /电容(?!器)/, named: /电容(?!器)|电容器/ },
  B: { tex: 'B', name: '磁感应强度', unit: 'T', unitTex: '\\mathrm{T}', asked: /磁感应强度/, named: /磁感应强度/ },
  I: { tex: 'I', name: '电流', unit: 'A', unitTex: '\\mathrm{A}', asked: /电流/, named: /电流/ },
  L: { tex: 'L', name: '长度', unit: 'm', unitTex: '\\mathrm{m}', asked: /长度/, named: /长|间距|宽/ },
  v: { tex: 'v', name: '速度', unit: 'm/s', unitTex: '\\mathrm{m/s}', asked: /速度|速率/, named: /速度|速率/ },
  emf: { tex: 'E', name: '感应电动势', unit: 'V', unitTex: '\\mathrm{V}', asked: /电动势/, named: /电动势/ },
  n: { tex: 'n', name: '匝数', unit: '', unitTex: '', asked: /匝数/, named: /匝/ },
  dPhi: { tex: '\\Delta\\Phi', name: '磁通量的变化量', unit: 'Wb', unitTex: '\\mathrm{Wb}', asked: /磁通量/, named: /磁通量/ },
  t: { tex: '\\Delta t', name: '时间', unit: 's', unitTex: '\\mathrm{s}', asked: /时间/, named: /内|时间|经过|用时|历时/ },
  R: { tex: 'R', name: '电阻', unit: 'ohm', unitTex: '\\Omega', asked: /(?<!通过|流过)电阻(?!的?(?:电流|电压|两端|中|上|的))/, named: /电阻/ },
};

/** A law as a product on each side: left = right (F = qE is [F] = [q, E]). */
interface Law {
  name: string;
  law: string;
  left: Sym[];
  right: Sym[];
  /** The situation the law holds in, from the stem's words. */
  holds: (stem: string) => boolean;
}

const ALONG_FIELD = /沿(?:着)?(?:电场线|电场|场强)(?:的)?方向/;
const PERPENDICULAR = /垂直/;
const ANGLED = /夹角|成\s*\d+\s*°|斜/;
/** A rod sliding along rails in a field across the rails' plane: the rod, B and v are mutually perpendicular. */
const ROD_ON_RAILS = (s: string) =>
  /导轨/.test(s) &&
  /导体棒|金属棒|金属杆|导体杆/.test(s) &&
  (/(?:垂直于?|与)导轨(?:所在)?(?:的)?平面(?:垂直)?/.test(s) ||
    (/导轨[^，,。]{0,6}水平|水平[^，,。]{0,10}导轨/.test(s) && /竖直(?:向上|向下)/.test(s))) &&
  !ANGLED.test(s) &&
  !/转动|旋转|绕/.test(s);
/**
 * The velocity, the wire or the field said to lie along the field (「沿磁场方向射入」「与导轨平行的匀强磁场」): the
 * magnetic laws' perpendicular forms do not hold (the force or emf is 0, or a sine is needed). Parallel rails are not.
 */
const ALONG_B = (s: string) =>
  /沿(?:着)?(?:磁场|磁感线)|平行于(?:磁场|磁感线)|(?:与|和)(?:磁场|磁感线)(?:的)?(?:方向)?平行|平行[^，,。]{0,3}的(?:匀强)?磁场|磁场[^，,。]{0,12}平行/.test(
    s.replace(/(?:两根|两条|两)?平行(?:的)?(?:光滑)?(?:的)?(?:金属)?导轨/g, '导轨'),
  );
/** The rod's own resistance said to be negligible: the circuit's resistance is then the one resistor's. */
const ROD_RESISTANCE_NEGLIGIBLE = /(?:棒|杆)[^，,。]{0,8}电阻(?:均|都)?(?:不计|忽略不计|可以忽略|可忽略)/;

const LAWS: Law[] = [
  { name: '电场强度的定义', law: 'E = \\frac{F}{q}', left: ['F'], right: ['q', 'E'], holds: (s) => /电场/.test(s) && /电荷/.test(s) },
  {
    name: '电势差的定义',
    law: 'U_{AB} = \\frac{W_{AB}}{q}',
    left: ['W'],
    right: ['q', 'U'],
    holds: (s) => /电场|电势/.test(s) && /移|移动|移到|运动到/.test(s),
  },
  {
    name: '匀强电场中电势差与电场强度的关系',
    law: 'U = Ed',
    left: ['U'],
    right: ['E', 'd'],
    holds: (s) => /匀强电场/.test(s) && ALONG_FIELD.test(s),
  },
  { name: '电容的定义', law: 'C = \\frac{Q}{U}', left: ['q'], right: ['C', 'U'], holds: (s) => /电容器/.test(s) },
  {
    name: '安培力公式（导线与磁场垂直）',
    law: 'F = BIL',
    left: ['F'],
    right: ['B', 'I', 'L'],
    holds: (s) => /磁场/.test(s) && /导线|导体棒|金属棒|通电/.test(s) && PERPENDICULAR.test(s) && !ANGLED.test(s),
  },
  {
    name: '洛伦兹力公式（速度与磁场垂直）',
    law: 'F = qvB',
    left: ['F'],
    right: ['q', 'v', 'B'],
    // 「磁场垂直纸面」 says where the field points, not that the velocity is across it.
    holds: (s) =>
      /磁场/.test(s) && /洛伦兹力/.test(s) && PERPENDICULAR.test(s.replace(/垂直(?:于)?纸面/g, '')) && !ANGLED.test(s) && !/电场/.test(s),
  },
  {
    name: '导体棒切割磁感线的感应电动势（B、L、v 两两垂直）',
    law: 'E = BLv',
    left: ['emf'],
    right: ['B', 'L', 'v'],
    // A rod turning about a point has speeds along it from 0 to v: E = BLv/2, not BLv.
    holds: (s) =>
      (/磁场/.test(s) && /导线|导体棒|金属棒|导体/.test(s) && /垂直/.test(s) && !ANGLED.test(s) && !/转动|旋转|绕/.test(s)) ||
      ROD_ON_RAILS(s),
  },
  {
    name: '导体棒在导轨上切割磁感线（闭合电路欧姆定律）',
    law: 'IR = BLv',
    left: ['I', 'R'],
    right: ['B', 'L', 'v'],
    holds: (s) => ROD_ON_RAILS(s) && ROD_RESISTANCE_NEGLIGIBLE.test(s),
  },
  {
    name: '法拉第电磁感应定律',
    law: 'E = n\\frac{\\Delta\\Phi}{\\Delta t}',
    left: ['emf', 't'],
    right: ['n', 'dPhi'],
    holds: (s) => /磁通量/.test(s),
  },
  {
    name: '感应电荷量 $q = \\bar{I}\\Delta t = n\\frac{\\Delta\\Phi}{R}$',
    law: 'q = n\\frac{\\Delta\\Phi}{R}',
    left: ['q', 'R'],
    right: ['n', 'dPhi'],
    holds: (s) => /磁通量/.test(s) && /闭合|回路/.test(s),
  },
];

// biome-ignore format: a lookup table reads best packed
const UNIT_TO_SI: [string, Sym[], number][] = [
  ['N/C', ['E'], 1], ['V/m', ['E'], 1], ['m/s', ['v'], 1], ['μC', ['q'], 1e-6], ['nC', ['q'], 1e-9], ['mC', ['q'], 1e-3],
  ['μF', ['C'], 1e-6], ['nF', ['C'], 1e-9], ['pF', ['C'], 1e-12], ['Wb', ['dPhi'], 1], ['kV', ['U', 'emf'], 1e3],
  ['mV', ['U', 'emf'], 1e-3], ['mA', ['I'], 1e-3], ['kΩ', ['R'], 1e3], ['Ω', ['R'], 1], ['cm', ['d', 'L'], 1e-2],
  ['mm', ['d', 'L'], 1e-3], ['ms', ['t'], 1e-3], ['mT', ['B'], 1e-3], ['C', ['q'], 1], ['F', ['C'], 1], ['T', ['B'], 1],
  ['V', ['U', 'emf'], 1], ['A', ['I'], 1], ['N', ['F'], 1], ['J', ['W'], 1], ['m', ['d', 'L'], 1], ['s', ['t'], 1],
];
const UNIT_RE = UNIT_TO_SI.map(([u]) => u.replace('/', '\\/')).join('|');
const VALUE = new RegExp(String.raw`(-?\d+(?:\.\d+)?)(?:\s*[×x]\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?)?\s*(${UNIT_RE})(?![A-Za-z/])`, 'g');

interface Given {
  syms: Sym[];
  si: number;
  text: string;
  index: number;
  end: number;
}

/** Every value with a unit of these laws, and the flux change and turns, each read once; null when a number is left over. */
function readGivens(stem: string): { givens: Given[]; dPhi?: number; n?: number } | null {
  let rest = stem;
  const givens: Given[] = [];
  let n: number | undefined;
  let dPhi: number | undefined;
  // 「从 0.01 Wb 均匀增加到 0.05 Wb」: the change of flux from its two values.
  const flux = [
    ...rest.matchAll(
      /(?:从|由)\s*(\d+(?:\.\d+)?)\s*Wb\s*(?:均匀(?:地)?)?(?:增加|增大|减少|减小|变化|变)(?:到|为|至)\s*(\d+(?:\.\d+)?)\s*Wb/g,
    ),
  ];
  const fluxChange = [...rest.matchAll(/磁通量(?:的)?(?:变化量|改变量|变化了|改变了|增加了|减少了)(?:为|是)?\s*(\d+(?:\.\d+)?)\s*Wb/g)];
  if (flux.length + fluxChange.length > 1) return null;
  if (flux[0]) dPhi = Math.abs(Number(flux[0][2]) - Number(flux[0][1]));
  if (fluxChange[0]) dPhi = Number(fluxChange[0][1]);
  // Read parts are blanked to their length, so that positions stay those of the stem.
  const blank = (t: string) => {
    rest = rest.replace(t, ' '.repeat(t.length));
  };
  for (const m of [...flux, ...fluxChange]) blank(m[0]);
  const turns = [...rest.matchAll(/(\d+)\s*匝|匝数(?:为|是|n\s*=)?\s*(\d+)/g)];
  if (turns.length > 1) return null;
  if (turns[0]) {
    n = Number(turns[0][1] ?? turns[0][2]);
    blank(turns[0][0]);
  } else if (/单匝/.test(rest)) n = 1;
  for (const m of rest.matchAll(VALUE)) {
    const [, mant, exp, unit] = m;
    const [, syms, factor] = UNIT_TO_SI.find(([u]) => u === unit)!;
    givens.push({ syms, si: Number(mant) * 10 ** Number(exp ?? 0) * factor, text: m[0], index: m.index, end: m.index + m[0].length });
  }
  let left = rest;
  for (const g of givens) left = left.replace(g.text, ' ');
  // A leading question number 「3.」 or a score 「（6 分）」 is not data.
  left = left.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(left.replace(/[A-Z]\s*_?\s*\{?\s*\d\s*\}?/g, ' '))) return null;
  return { givens, dPhi, n };
}

/** The words a given's clause has: back to the previous clause mark or value, and a few characters after it. */
function clauseOf(stem: string, g: Given, all: Given[]): string {
  const before = Math.max(
    stem.lastIndexOf('，', g.index),
    stem.lastIndexOf(',', g.index),
    stem.lastIndexOf('。', g.index),
    stem.lastIndexOf('；', g.index),
    ...all.filter((o) => o.end <= g.index).map((o) => o.end),
  );
  return `${stem.slice(before + 1, g.index)}#${stem.slice(g.end, g.end + 5)}`;
}

/** A given's clause names it by its words or by its letter (「B=0.5 T」, 「R_{1}=4 Ω」). */
function isNamed(s: Sym, clause: string): boolean {
  const letter = SYMS[s].tex.replace(/^\\Delta\s*/, '');
  return SYMS[s].named.test(clause) || new RegExp(`(?<![A-Za-z])${letter}(?:_\\{?\\w*\\}?)?\\s*=\\s*#`).test(clause);
}

/** The sign a charge is said to have (正电荷, 电子 …); null when not said or said both ways. */
function chargeSign(stem: string): 1 | -1 | null {
  const pos = /正(?:点)?电荷|质子|带正电/.test(stem);
  const neg = /负(?:点)?电荷|电子|带负电/.test(stem);
  return pos === neg ? null : pos ? 1 : -1;
}

/** An option's value in the asked unit (negative values kept, for U_AB). */
function optionValue(text: string, unit: string): number | null {
  const o = readOptionNumber(normalizeMechanics(text).replace(/μ\s*(?=[A-Za-z])/g, 'u'));
  if (!o || !o.unit !== !unit) return null;
  try {
    return o.unit ? math.unit(o.value, o.unit).toNumber(unit) : o.value;
  } catch {
    return null;
  }
}

const unitOf = (s: Sym) => (SYMS[s].unit ? math.unit(1, SYMS[s].unit) : math.unit(1, 'm/m'));
const product = (syms: Sym[]) => syms.reduce((u, s) => math.multiply(u, unitOf(s)) as typeof u, math.unit(1, 'm/m'));

/**
 * One law of electric and magnetic fields, asked as a computation: E = F/q, U_AB = W_AB/q, U = Ed, C = Q/U,
 * F = BIL, E = BLv, E = nΔΦ/Δt, q = nΔΦ/R. Every number of the stem is read as one quantity of the law (by its
 * unit and the words of its clause), the asked quantity is named in the question, and exactly one law fits; the
 * law's units are checked to balance, the result is put back into the law, and one option must equal it.
 * Null otherwise.
 */
export function solveFieldLaw(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || /图|若|如果|下列|说法|正确|错误|变化情况/.test(split.stem)) return null;
  const stem = normalizeMechanics(split.stem)
    .replace(/欧姆|欧/g, 'Ω')
    .replace(/μ\s+(?=[CF](?![A-Za-z]))/g, 'μ');
  const read = readGivens(stem);
  if (!read) return null;
  const question = questionPart(stem).text;
  // A charge given as the elementary charge e belongs to an electron or a proton only (an α particle carries 2e).
  if (/元电荷/.test(stem) && /α|\\alpha|氦|离子|价|氘|氚/.test(stem)) return null;
  const fits = LAWS.flatMap((law) => {
    if (!law.holds(stem) || (law.right.includes('B') && ALONG_B(stem))) return [];
    const syms = [...law.left, ...law.right];
    const asked = syms.filter((s) => SYMS[s].asked.test(question));
    if (asked.length !== 1) return [];
    const values = new Map<Sym, number>();
    if (read.n !== undefined) values.set('n', read.n);
    if (read.dPhi !== undefined) values.set('dPhi', read.dPhi);
    for (const g of read.givens) {
      const s = g.syms.filter((x) => syms.includes(x));
      if (s.length !== 1 || values.has(s[0]) || !isNamed(s[0], clauseOf(stem, g, read.givens))) return [];
      values.set(s[0], g.si);
    }
    const used = read.givens.length + (read.n !== undefined ? 1 : 0) + (read.dPhi !== undefined ? 1 : 0);
    if (values.has(asked[0]) || values.size !== syms.length - 1 || used !== values.size) return [];
    return [{ law, asked: asked[0], values }];
  });
  if (fits.length !== 1) return null;
  const { law, asked, values } = fits[0];
  // Units check: the two sides of the law have one dimension.
  if (!product(law.left).equalBase(product(law.right))) return null;
  const side = law.left.includes(asked) ? law.left : law.right;
  const other = side === law.left ? law.right : law.left;
  const prod = (syms: Sym[]) => syms.reduce((p, s) => p * values.get(s)!, 1);
  const magnitude = prod(other) / prod(side.filter((s) => s !== asked));
  if (!(Number.isFinite(magnitude) && magnitude > 0)) return null;
  // Substitution: the result put back makes both sides equal.
  const full = new Map(values).set(asked, magnitude);
  const [l, r] = [law.left, law.right].map((syms) => syms.reduce((p, s) => p * full.get(s)!, 1));
  if (Math.abs(l - r) > 1e-9 * Math.abs(l)) return null;
  let value = magnitude;
  let askedTex = SYMS[asked].tex;
  let signNote = '';
  const anyNegative = split.options.some((o) => (optionValue(o.text, SYMS[asked].unit) ?? 0) < 0);
  if (law.left[0] === 'W') {
    // U_AB = W_AB / q with signs: the charge's sign said, the work done by the field (克服 … 做功 is negative).
    const sign = chargeSign(stem);
    if (sign === null) return null;
    // 「克服电场力做功」「克服电场力做了 … 的功」「做负功」: the field's work is negative.
    const negativeWork = /克服|负功/.test(stem);
    // One move only: 「再从 B 点移回 A 点」 (a second leg) changes the work.
    const moves = [...stem.matchAll(/从[^，,。]{0,8}?(?<![A-Za-z])([A-Z])\s*点?\s*(?:移|移动|运动)(?:到|至|回)\s*([A-Z])/g)];
    if (moves.length !== 1 || /移回|返回|回到/.test(stem)) return null;
    const move = moves[0];
    const named = /U_?\{?\s*([A-Z])\s*([A-Z])\s*\}?/.exec(question.replace(/\s+/g, ''));
    if (asked === 'U') {
      if (!move) return null;
      const signed = (negativeWork ? -1 : 1) * sign * magnitude;
      if (named) {
        const same = named[1] === move[1] && named[2] === move[2];
        const reversed = named[1] === move[2] && named[2] === move[1];
        if (!same && !reversed) return null;
        value = same ? signed : -signed;
        askedTex = `U_{${named[1]}${named[2]}}`;
      } else if (anyNegative || !/大小/.test(question)) return null;
      signNote = `（电荷带${sign > 0 ? '正' : '负'}电，电场力做${negativeWork ? '负' : '正'}功）`;
    } else if (asked === 'W') {
      // W_AB = q·U_AB: the sign of the charge, the voltage's letters and the way the charge moves set the sign.
      const given = /U_?\{?\s*([A-Z])\s*([A-Z])\s*\}?\s*=/.exec(stem.replace(/\s+/g, ''));
      if (!move || !given || negativeWork) return null;
      const same = given[1] === move[1] && given[2] === move[2];
      const reversed = given[1] === move[2] && given[2] === move[1];
      if (!same && !reversed) return null;
      value = sign * (same ? 1 : -1) * magnitude;
      askedTex = `W_{${move[1]}${move[2]}}`;
      signNote = `（电荷带${sign > 0 ? '正' : '负'}电，$W_{${move[1]}${move[2]}} = qU_{${move[1]}${move[2]}}$）`;
    } else return null; // q = W/U carries the signs of W, U and the direction: not read.
  } else if (anyNegative) return null;
  // U = Ed gives a size: U_AB or U_BA named in the question has a sign, which the direction of the field sets.
  if (law.left[0] === 'U' && /U_?\{?\s*[A-Z]\s*[A-Z]/.test(question)) return null;
  const given = [...values].map(([s, x]) => `$${SYMS[s].tex} = ${num(x)}${SYMS[s].unitTex ? `\\ ${SYMS[s].unitTex}` : ''}$`);
  const unitTex = SYMS[asked].unitTex ? `\\ ${SYMS[asked].unitTex}` : '';
  const shown = `$${askedTex} = ${num(value)}${unitTex}$`;
  const pick = uniqueEqualOption(value, split, (t) => optionValue(t, SYMS[asked].unit));
  if (pick === 'unreadable' || pick === 'mismatch') {
    return refused(
      'physics',
      `按${law.name}算出 ${shown}，但它和选项对不上（或有选项读不懂），为避免选错，暂不作答。可以请老师帮忙核对。`,
      'choice',
    );
  }
  const markdown = [
    '**解**：',
    '',
    `已知 ${given.join('，')}。`,
    '',
    `由${law.name} $${law.law}$ 得${signNote}`,
    '',
    `$$${askedTex} = ${num(value)}${unitTex}$$`,
    '',
    `**检验**：等式两边单位一致；把结果代回 $${law.law}$，两边相等。`,
    '',
    `**答**：${shown}，与选项 ${pick.letter} 相等，其余选项都不相等，选 ${pick.letter}。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${pick.letter}（${shown}）`,
    `已核对${law.name}两边单位一致，并把结果代回检验`,
    'choice',
  );
}
