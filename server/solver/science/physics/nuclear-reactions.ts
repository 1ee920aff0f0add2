import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { ATOMIC_WEIGHTS } from '../chem/elements';
import { refused, solved } from '../outcome';
import { judgeTextbookFact } from './principles/textbook-fact-statements';

/** Atomic numbers, from the element table (ordered H … U). */
const Z_OF = new Map([...ATOMIC_WEIGHTS.keys()].map((s, i) => [s, i + 1]));
const SYMBOL_OF = new Map([...Z_OF].map(([s, z]) => [z, s]));

/** Particles by (A, Z), with the names exams use for them. */
const PARTICLES: { A: number; Z: number; names: string[]; tex: string }[] = [
  { A: 4, Z: 2, names: ['α粒子', 'α 粒子', 'a粒子', 'a 粒子', '氦核', '氦原子核', '\\alpha粒子'], tex: '{}_{2}^{4}\\mathrm{He}' },
  { A: 1, Z: 0, names: ['中子'], tex: '{}_{0}^{1}\\mathrm{n}' },
  { A: 1, Z: 1, names: ['质子', '氢核', '氢原子核'], tex: '{}_{1}^{1}\\mathrm{H}' },
  { A: 0, Z: -1, names: ['电子', 'β粒子', 'β 粒子'], tex: '{}_{-1}^{0}\\mathrm{e}' },
  { A: 0, Z: 1, names: ['正电子'], tex: '{}_{1}^{0}\\mathrm{e}' },
  { A: 2, Z: 1, names: ['氘核'], tex: '{}_{1}^{2}\\mathrm{H}' },
  { A: 3, Z: 1, names: ['氚核'], tex: '{}_{1}^{3}\\mathrm{H}' },
];

interface Nuc {
  A: number;
  Z: number;
}

export type Term = { n: number; known: Nuc & { tex: string } } | { n: number; unknown: string };

export interface Reaction {
  left: Term[];
  right: Term[];
  tex: string;
}

const INT = String.raw`(-?\d+)`;
/**
 * The forms a nuclide takes in exam LaTeX and its OCR: {}_{Z}^{A}X (the empty base often dropped: _{Z}^{A}X),
 * {}^{A}_{Z}X, \frac{A}{Z}X, \underset{Z}{A}X.
 */
const NUCLIDE_FORMS: { re: RegExp; a: number; z: number }[] = [
  { re: new RegExp(String.raw`^(?:\{\s*\}\s*)?_\{\s*${INT}\s*\}\s*\^\{\s*${INT}\s*\}`), a: 2, z: 1 },
  { re: new RegExp(String.raw`^(?:\{\s*\}\s*)?\^\{\s*${INT}\s*\}\s*_\{\s*${INT}\s*\}`), a: 1, z: 2 },
  { re: new RegExp(String.raw`^\\frac\{\s*${INT}\s*\}\{\s*${INT}\s*\}`), a: 1, z: 2 },
  { re: new RegExp(String.raw`^\\underset\{\s*${INT}\s*\}\{\s*${INT}\s*\}`), a: 2, z: 1 },
];
const SYMBOL = String.raw`\s*(?:\\mathrm\{\s*~?\s*([A-Za-z]{1,2})\s*\}|([A-Za-z]{1,2})(?![A-Za-z]))`;

/** The (A, Z) a symbol must have, for the reading check: n is 1 and 0, e has A = 0, an element its Z. */
function symbolFits(sym: string, A: number, Z: number): boolean {
  if (sym === 'n') return A === 1 && Z === 0;
  if (sym === 'e') return A === 0 && (Z === 1 || Z === -1);
  const z = Z_OF.get(sym);
  return z !== undefined && z === Z && A >= Z && A <= 3 * Z + 10;
}

export function nuclideTex(x: Nuc): string {
  const p = PARTICLES.find((q) => q.A === x.A && q.Z === x.Z && (q.A > 0 || q.Z !== 1));
  if (x.A === 0) return `{}_{${x.Z}}^{0}\\mathrm{e}`;
  if (x.Z === 0) return p?.tex ?? `{}_{0}^{${x.A}}\\mathrm{n}`;
  const sym = SYMBOL_OF.get(x.Z);
  return sym ? `{}_{${x.Z}}^{${x.A}}\\mathrm{${sym}}` : `{}_{${x.Z}}^{${x.A}}\\mathrm{X}`;
}

/** One term: "2 {}_{0}^{1}n", "3 \mathrm{X}_{3}", "X". Null when it is anything else. */
function readTerm(src: string): Term | null {
  let t = src.trim();
  const coef = /^(\d+)\s*(?=[\\{A-Za-z])/.exec(t);
  const n = coef ? Number(coef[1]) : 1;
  if (coef) t = t.slice(coef[0].length).trim();
  if (n < 1 || n > 20) return null;
  for (const f of NUCLIDE_FORMS) {
    const m = f.re.exec(t);
    if (!m) continue;
    const rest = t.slice(m[0].length);
    const s = new RegExp(`^${SYMBOL}\\s*$`).exec(rest);
    if (!s) return null;
    const A = Number(m[f.a]);
    const Z = Number(m[f.z]);
    const sym = s[1] ?? s[2];
    if (!symbolFits(sym, A, Z)) return null;
    return { n, known: { A, Z, tex: nuclideTex({ A, Z }) } };
  }
  // An unknown: one capital letter, perhaps with a subscript number ("X_{1}", "\mathrm{X}_{1}").
  const u = /^(?:\\mathrm\{\s*([A-Z])\s*\}|([A-Z]))\s*(?:_\{?\s*(\d)\s*\}?)?$/.exec(t);
  if (u) return { n, unknown: `${u[1] ?? u[2]}${u[3] ?? ''}` };
  return null;
}

/** A nuclear equation in one math segment; null unless every term reads. */
export function readReaction(whole: string): Reaction | null {
  // "… + {}_{0}^{1}n . X 会衰变…": the reaction ends at a full stop inside the math.
  const seg = whole.split(/\s\.\s|。/)[0];
  const parts = seg.split(/\\rightarrow|\\longrightarrow|→/);
  if (parts.length !== 2) return null;
  const side = (s: string) => {
    const terms = s.split(/\+/).map(readTerm);
    return terms.every((x): x is Term => x !== null) && terms.length > 0 ? terms : null;
  };
  const left = side(parts[0]);
  const right = side(parts[1].replace(/[.。,，;；]\s*$/, ''));
  if (!left || !right) return null;
  return { left, right, tex: seg.trim() };
}

function mathSegments(text: string): string[] {
  return [...text.matchAll(/\$([^$]+)\$/g)].map((m) => m[1]);
}

/**
 * Solves the unknowns of the reactions in turn (each reaction may have one unknown left when it is
 * reached): mass number and charge are conserved. Null when an unknown stays open or is not a particle.
 */
export function solveUnknowns(reactions: Reaction[], known = new Map<string, Nuc>()): Map<string, Nuc> | null {
  const out = new Map(known);
  let progress = true;
  for (let round = 0; round < 6 && progress; round++) {
    progress = false;
    for (const r of reactions) {
      const open = [...r.left, ...r.right].filter((t) => 'unknown' in t && !out.has(t.unknown));
      const names = new Set(open.map((t) => ('unknown' in t ? t.unknown : '')));
      if (names.size !== 1) continue;
      const name = [...names][0];
      let dA = 0;
      let dZ = 0;
      let coef = 0;
      for (const [terms, sign] of [
        [r.left, 1],
        [r.right, -1],
      ] as const) {
        for (const t of terms) {
          const x = 'known' in t ? t.known : out.get(t.unknown);
          if (x) {
            dA += sign * t.n * x.A;
            dZ += sign * t.n * x.Z;
          } else coef += -sign * t.n;
        }
      }
      // coef · X = dA: the unknown sits on the side where coef > 0 as written.
      if (coef === 0 || dA % coef !== 0 || dZ % coef !== 0) return null;
      const x = { A: dA / coef, Z: dZ / coef };
      if (x.A < 0 || (x.A > 0 && x.Z < 0) || (x.A > 0 && x.Z > x.A) || (x.A === 0 && Math.abs(x.Z) !== 1)) return null;
      if (x.Z > 0 && x.A > 0 && !SYMBOL_OF.has(x.Z)) return null;
      out.set(name, x);
      progress = true;
    }
  }
  return out;
}

export const QTY: Record<string, { f: (x: Nuc) => number; name: string }> = {
  质量数: { f: (x) => x.A, name: '质量数' },
  核子数: { f: (x) => x.A, name: '核子数' },
  电荷数: { f: (x) => x.Z, name: '电荷数' },
  核电荷数: { f: (x) => x.Z, name: '核电荷数' },
  质子数: { f: (x) => x.Z, name: '质子数' },
  原子序数: { f: (x) => x.Z, name: '原子序数' },
  中子数: { f: (x) => x.A - x.Z, name: '中子数' },
};
const QWORD = Object.keys(QTY)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Every nuclide in a typeset form (`{}_{Z}^{A}X`, `_{Z}^{A}X`, `{}^{A}_{Z}X` …) folded to 「⟨A,Z⟩」; 「⟨?⟩」 when its symbol does not fit. */
export function foldNuclides(text: string): string {
  let t = text;
  for (const f of NUCLIDE_FORMS) {
    const re = new RegExp(f.re.source.slice(1) + SYMBOL, 'g');
    t = t.replace(re, (...m) => {
      const A = Number(m[f.a]);
      const Z = Number(m[f.z]);
      const sym = m[3] ?? m[4];
      return symbolFits(sym, A, Z) ? `⟨${A},${Z}⟩` : '⟨?⟩';
    });
  }
  return t;
}

/** Option text with nuclides folded to ⟨A,Z⟩ and LaTeX wrappers removed. */
export function plain(text: string): string {
  // Nuclides in any of the typeset forms, then the OCR form "27 13 Al".
  let t = foldNuclides(text.replace(/\$/g, ' '));
  // 「${ }^{26} \mathrm{Al}$」: a nuclide by its mass number alone; the element gives the charge.
  t = t.replace(
    new RegExp(String.raw`(?:\{\s*\}\s*)?\^\{\s*(\d+)\s*\}(?!\s*_)${SYMBOL}`, 'g'),
    (_, a: string, s1?: string, s2?: string) => {
      const sym = s1 ?? s2 ?? '';
      const Z = Z_OF.get(sym);
      return Z !== undefined && symbolFits(sym, Number(a), Z) ? `⟨${a},${Z}⟩` : '⟨?⟩';
    },
  );
  t = t.replace(/\\mathrm\{\s*~?\s*([^{}]*)\}/g, '$1').replace(/_\{\s*(\d)\s*\}/g, '$1');
  t = t.replace(/(?<![\d.])(\d{1,3})\s+(\d{1,3})\s*([A-Z][a-z]?)(?![a-z])/g, (_, a, b, sym) => {
    const [A, Z] = Number(a) >= Number(b) ? [Number(a), Number(b)] : [Number(b), Number(a)];
    return symbolFits(sym, A, Z) ? `⟨${A},${Z}⟩` : '⟨?⟩';
  });
  return t.replace(/\s+/g, '').replace(/[。.；;]$/, '');
}

/** A referent in an option: an unknown's name, a nuclide ⟨A,Z⟩, or an element symbol met once in the stem. */
function referent(ref: string, unknowns: Map<string, Nuc>, stemNuclides: (Nuc & { sym?: string })[]): Nuc | null {
  const n = /^⟨(\d+),(-?\d+)⟩$/.exec(ref);
  if (n) return { A: Number(n[1]), Z: Number(n[2]) };
  if (unknowns.has(ref)) return unknowns.get(ref)!;
  const z = Z_OF.get(ref);
  if (z === undefined) return null;
  const same = stemNuclides.filter((x) => x.Z === z);
  const distinct = new Set(same.map((x) => x.A));
  return distinct.size === 1 ? same[0] : null;
}

interface Verdict {
  ok: boolean;
  why: string;
  /** How the verdict reads (default: the statement is right or wrong). */
  says?: string;
}

/** Decides one statement about the nuclei; null when the statement is not of a form read here. */
function judge(text: string, unknowns: Map<string, Nuc>, stemNuclides: Nuc[], reactions: Reaction[] = []): Verdict | null {
  const t = plain(text).replace(/(⟩|[A-Z][a-z]?)核(?=的)/g, '$1');
  const REF = String.raw`(⟨\d+,-?\d+⟩|[A-Z][a-z]?\d?)`;
  const val = (ref: string, q: string) => {
    const x = referent(ref, unknowns, stemNuclides);
    return x ? QTY[q].f(x) : null;
  };
  const name = (ref: string) => (/^⟨/.test(ref) ? `$${nuclideTex(referent(ref, unknowns, stemNuclides)!)}$` : ref);
  let m = new RegExp(`^${REF}的(${QWORD})(?:与|和|跟)${REF}的(${QWORD})相(?:等|同)$`).exec(t);
  if (m) {
    const [a, b] = [val(m[1], m[2]), val(m[3], m[4])];
    if (a === null || b === null) return null;
    return { ok: a === b, why: `${name(m[1])} 的${m[2]}为 ${a}，${name(m[3])} 的${m[4]}为 ${b}` };
  }
  m = new RegExp(`^${REF}的(${QWORD})(大于|小于|等于)${REF}的(${QWORD})$`).exec(t);
  if (m) {
    const [a, b] = [val(m[1], m[2]), val(m[4], m[5])];
    if (a === null || b === null) return null;
    const ok = m[3] === '大于' ? a > b : m[3] === '小于' ? a < b : a === b;
    return { ok, why: `${name(m[1])} 的${m[2]}为 ${a}，${name(m[4])} 的${m[5]}为 ${b}` };
  }
  m = new RegExp(`^${REF}的质量(大于|小于|等于)${REF}的质量$`).exec(t);
  if (m) return decayMasses(m[1], m[2], m[3], reactions, (r) => referent(r, unknowns, stemNuclides));
  m = new RegExp(`^${REF}的(${QWORD})比${REF}的(${QWORD})(多|少|大|小)(\\d+)$`).exec(t);
  if (m) {
    const [a, b] = [val(m[1], m[2]), val(m[3], m[4])];
    if (a === null || b === null) return null;
    const d = Number(m[6]) * (/[多大]/.test(m[5]) ? 1 : -1);
    return { ok: a - b === d, why: `${name(m[1])} 的${m[2]}为 ${a}，${name(m[3])} 的${m[4]}为 ${b}` };
  }
  m = new RegExp(`^${REF}的(${QWORD})(?:为|是|等于)(\\d+)$`).exec(t);
  if (m) {
    const a = val(m[1], m[2]);
    if (a === null) return null;
    return { ok: a === Number(m[3]), why: `${name(m[1])} 的${m[2]}为 ${a}` };
  }
  m = new RegExp(`^${REF}(?:是|为)(.+)$`).exec(t);
  if (m) {
    const x = referent(m[1], unknowns, stemNuclides);
    const p = particleNamed(m[2]);
    if (!x || !p) return null;
    return { ok: x.A === p.A && x.Z === p.Z, why: `${m[1]} 为 $${nuclideTex(x)}$` };
  }
  return null;
}

/**
 * 「${ }^{26} \mathrm{Al}$ 核的质量等于 ${ }^{26} \mathrm{Mg}$ 核的质量」 of a decay in the stem: a nucleus decays on its own only
 * when energy is released, so its mass exceeds the daughter's (and the daughter's with the emitted particle's). Null
 * unless both are in one reaction with a single nucleus on the left, the parent and one product.
 */
function decayMasses(
  first: string,
  relation: string,
  second: string,
  reactions: Reaction[],
  find: (ref: string) => Nuc | null,
): Verdict | null {
  const [a, b] = [find(first), find(second)];
  if (!a || !b) return null;
  const same = (x: Nuc, y: Nuc) => x.A === y.A && x.Z === y.Z;
  for (const r of reactions) {
    if (r.left.length !== 1 || r.left[0].n !== 1 || !('known' in r.left[0])) continue;
    const parent = r.left[0].known;
    const products = r.right.flatMap((t) => ('known' in t ? [t.known] : []));
    const parentFirst = same(parent, a) && products.some((p) => same(p, b));
    const parentSecond = same(parent, b) && products.some((p) => same(p, a));
    if (parentFirst === parentSecond) continue;
    const ok = relation === (parentFirst ? '大于' : '小于');
    return { ok, why: '衰变自发进行时放出能量、有质量亏损，母核的质量大于衰变后生成的新核的质量' };
  }
  return null;
}

/**
 * 「X 是（表示的是、代表、为）」 asked of the one unknown, with a particle's name as the option: the option is that
 * particle or not. Null unless the stem asks exactly that of one unknown and the option names a particle.
 */
function particleOption(text: string, stem: string, unknowns: Map<string, Nuc>): Verdict | null {
  if (unknowns.size !== 1) return null;
  const [name, x] = [...unknowns][0];
  const asked = stem
    .replace(/\$|\\mathrm\{\s*([A-Z])\s*\}|\s+/g, '$1')
    .replace(/[(（]\s*(?:\\q?quad)?\s*[)）]\s*$/, '')
    .replace(/[。.，,：:\s]+$/, '');
  if (!new RegExp(`(?:^|[，,。则其中的])${name}(?:粒子)?(?:是|为|表示的?是?|代表的?是?|应是|应为)$`).test(asked)) return null;
  const p = particleNamed(plain(text).replace(/[（(][^）)]*[）)]$/, ''));
  if (!p) return null;
  const is = x.A === p.A && x.Z === p.Z;
  return { ok: is, says: is ? `**是**${p.names[0]}` : `不是${p.names[0]}`, why: `${name} 为 $${nuclideTex(x)}$` };
}

function particleNamed(word: string): (typeof PARTICLES)[number] | undefined {
  const w = word
    .replace(/\s+/g, '')
    .replace(/\\alpha/g, 'α')
    .replace(/\\beta/g, 'β');
  return PARTICLES.find((p) => p.names.some((n) => n.replace(/\s+/g, '') === w));
}

function verdictTable(split: ChoiceSplit, verdicts: Verdict[]): string {
  return split.options
    .map((o, i) => `- ${o.letter}：${verdicts[i].why}，${verdicts[i].says ?? (verdicts[i].ok ? '该说法**正确**' : '该说法错误')}。`)
    .join('\n');
}

const WRONG = /错误|不正确|不符合|不可能/;

/** A statement of the textbook's laws of the nucleus (half-life, decay) among statements about the stem's reaction. */
function textbookVerdict(option: string): Verdict | null {
  const v = judgeTextbookFact(option);
  return v ? { ok: v.truth, why: v.why } : null;
}

/**
 * Nuclear reactions with unknown particles: mass number and charge are conserved in every reaction, which
 * decides an unknown X; the options (each a reaction to test for a named particle, or each a statement
 * about mass numbers and charges) are then all decided, and the answer is the set of true ones.
 * Null when the question is not exactly that; never a partial answer.
 */
export function solveNuclearReactions(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || !/核|衰变|粒子/.test(raw)) return null;
  if (WRONG.test(split.stem)) return null;
  const stemReactions = mathSegments(split.stem)
    .filter((s) => /\\rightarrow|→/.test(s))
    .map(readReaction);
  if (stemReactions.some((r) => r === null)) return null;
  const told = stemReactions.length === 0 ? wordReaction(split.stem) : null;
  const reactions = told ? [told] : (stemReactions as Reaction[]);
  const stemNuclides = reactions.flatMap((r) => [...r.left, ...r.right].flatMap((t) => ('known' in t ? [t.known] : [])));
  const lines: string[] = [];
  let verdicts: Verdict[] | null = null;
  // Kind 1: each option is a reaction with an unknown; the stem names the particle to look for.
  const optionReactions = split.options.map((o) => {
    const segs = mathSegments(o.text);
    return segs.length === 1 && plainRest(o.text) ? readReaction(segs[0]) : null;
  });
  const wanted = /(?:代表|是|为)\s*\$?\s*(α\s*粒子|a\s*粒子|\\alpha\s*粒子|中子|质子|电子|正电子|氦核|β\s*粒子)\s*\$?\s*的(?:有|是)/.exec(
    split.stem.replace(/\$\s*(\\alpha|a)\s*\$/g, '$1'),
  );
  if (reactions.length === 0 && wanted && optionReactions.every((r) => r !== null)) {
    const p = particleNamed(wanted[1]);
    if (!p) return null;
    verdicts = [];
    for (const r of optionReactions as Reaction[]) {
      const names = new Set([...r.left, ...r.right].flatMap((t) => ('unknown' in t ? [t.unknown] : [])));
      if (names.size !== 1) return null;
      const name = [...names][0];
      const x = solveUnknowns([r])?.get(name);
      if (!x) return null;
      const is = x.A === p.A && x.Z === p.Z;
      verdicts.push({
        ok: is,
        says: is ? `**是**${p.names[0]}` : `不是${p.names[0]}`,
        why: `由质量数守恒和电荷数守恒，$${name.replace(/(\d)$/, '_{$1}')}$ 的质量数为 ${x.A}、电荷数为 ${x.Z}，即 $${nuclideTex(x)}$`,
      });
    }
    lines.push(
      `**思路**：核反应中质量数守恒、电荷数守恒。${p.names[0]}是 $${p.tex}$（质量数 ${p.A}，电荷数 ${p.Z}）。逐个求出各反应中的未知粒子：`,
      '',
    );
  } else if (reactions.length > 0) {
    // Kind 2: the stem's reactions fix the unknowns; each option is a statement about them.
    const unknowns = solveUnknowns(reactions);
    if (!unknowns) return null;
    const names = new Set(reactions.flatMap((r) => [...r.left, ...r.right].flatMap((t) => ('unknown' in t ? [t.unknown] : []))));
    if ([...names].some((n) => !unknowns.has(n))) return null;
    const vs = split.options.map(
      (o) => judge(o.text, unknowns, stemNuclides, reactions) ?? particleOption(o.text, split.stem, unknowns) ?? textbookVerdict(o.text),
    );
    if (vs.some((v) => v === null)) return null;
    verdicts = vs as Verdict[];
    lines.push('**思路**：核反应中质量数守恒、电荷数守恒，由此依次求出未知的原子核：', '');
    for (const r of reactions) lines.push(`- $${r.tex}$`);
    lines.push('');
    for (const n of names) {
      const x = unknowns.get(n)!;
      lines.push(`$${n}$ 的质量数为 ${x.A}，电荷数为 ${x.Z}（中子数 ${x.A - x.Z}），即 $${n} = ${nuclideTex(x)}$。`, '');
    }
    lines.push('**逐项判断**：', '');
  } else return null;
  const truths = split.options.filter((_, i) => verdicts![i].ok).map((o) => o.letter);
  const single = /单选|只有一[个项]/.test(raw);
  if (truths.length === 0 || (single && truths.length !== 1)) {
    return refused(
      'physics',
      '按质量数和电荷数守恒逐项判断后，没有找到符合题意的选项（或个数不符），可能题目有排版错误，为避免选错，暂不作答。可以请老师帮忙核对。',
      'choice',
    );
  }
  const answer = truths.join('');
  const markdown = [...lines, verdictTable(split, verdicts), '', `**答案**：${answer}`].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${answer}（${truths.length > 1 ? '多个选项正确' : '唯一正确的选项'}）`,
    '已对每个核反应核对质量数和电荷数守恒，并逐项判断了每个选项',
    'choice',
  );
}

const PROJECTILE = String.raw`(α粒子|a粒子|\\alpha粒子|中子|质子|氘核|氚核)`;
const NUCLIDE = String.raw`⟨(\d+),(-?\d+)⟩`;

/**
 * 「中子轰击 ${ }_{7}^{14} \mathrm{~N}$ 产生 ${ }_{6}^{14} \mathrm{C}$ 和另一种粒子 X」: a reaction told in words — a named
 * particle strikes a nuclide, giving a nuclide and the unknown. Null unless the sentence is exactly that.
 */
function wordReaction(stem: string): Reaction | null {
  const t = plain(stem);
  const re = new RegExp(
    `${PROJECTILE}(?:去|来)?轰击[^⟨，,。]{0,8}${NUCLIDE}[，,]?[^⟨，,。]{0,6}(?:产生|生成|得到|变成|转变为|变为|放出)了?${NUCLIDE}(?:和|与|及|,|，|并放出)(?:另一种|一种|一个)?(?:新的?)?(?:粒子)?([A-Z])(?![A-Za-z])`,
    'g',
  );
  const found = [...t.matchAll(re)];
  if (found.length !== 1 || (t.match(/⟨/g) ?? []).length !== 2) return null;
  const [, who, A1, Z1, A2, Z2, name] = found[0];
  const p = particleNamed(who);
  if (!p) return null;
  const known = (A: number, Z: number) => ({ n: 1, known: { A, Z, tex: nuclideTex({ A, Z }) } });
  return {
    left: [known(p.A, p.Z), known(Number(A1), Number(Z1))],
    right: [known(Number(A2), Number(Z2)), { n: 1, unknown: name }],
    tex: `${p.tex} + ${nuclideTex({ A: Number(A1), Z: Number(Z1) })} \\rightarrow ${nuclideTex({ A: Number(A2), Z: Number(Z2) })} + \\mathrm{${name}}`,
  };
}

/** An option that is only its formula (the letter's text has nothing but the math). */
function plainRest(text: string): boolean {
  return text.replace(/\$[^$]*\$/g, '').replace(/[\s.。,，;；]/g, '') === '';
}
