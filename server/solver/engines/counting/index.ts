import { pickOption } from '../../math/answers/choice';
import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { cleanLatex, evalNum, evalRat, parseRat, type RNode, varsOf } from '../../math/numbers/ratexpr';
import { dm, im, solved } from '../../math/write/format';
import type { Engine, EngineResult } from '../types';
import { binomialCoefficientCondition } from './binomial-coefficients';
import { binomialExponent } from './binomial-exponent';
import { binomialWithParameter } from './binomial-param';
import { digitNumbers } from './digit-numbers';
import { distribution } from './distribution';
import { groupedAssignment } from './grouped-assignment';
import { monoKey, parseKey, toPoly } from './poly';
import { rowAdjacency } from './row-adjacency';
import { rowPositions } from './row-positions';
import { selectionCount } from './selection';
import { contributions, type Part, partTex } from './term-tex';

/**
 * Counting: the binomial theorem (the coefficient of a given term, the constant term, the sum of the
 * coefficients of an expansion, also of products such as (x−y)(x+y)^8), computed by exact expansion and
 * checked by evaluating the expansion against the original product at several points; and values of
 * A_n^m, C_n^m expressions.
 */
export const countingEngine: Engine = {
  name: 'counting',
  subjects: ['math', 'other'],
  solve: (q) => {
    try {
      return (
        binomial(q.stem, q.options, q.problemType) ??
        arrangementValue(q.stem, q.options, q.problemType) ??
        byReaders(q.stem, q.options, q.problemType)
      );
    } catch {
      return null;
    }
  },
};

export function examText(stem: string): string {
  return cleanLatex(
    stem
      .replace(/(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])/g, '')
      .replace(/^\s*\d{1,3}\s*[.、．](?!\d)\s*(?:[(（]\s*\d+\s*分\s*[)）])?/, ' ')
      .replace(/\$\s*\(\s*\$?\s*\d{1,2}\s*分\s*\$?\s*\)/, ' '),
  )
    .replace(/\(\s*\)|（\s*）|_{2,}|\\_+/g, ' ')
    .replace(/[(（]\s*用数字(?:作答|填写答案|填写)\s*[)）]/g, ' ');
}

function finish(
  _mp: MathProblem,
  out: ReturnType<typeof solved>,
  stem: string,
  options: { letter: string; text: string }[],
): EngineResult | null {
  if (options.length) {
    const picked = pickOption(out, { stem, options });
    return 'refuse' in picked ? null : { outcome: picked.outcome, value: picked.value };
  }
  return { outcome: out.outcome, value: out.value };
}

type Options = { letter: string; text: string }[];
type KindReader = (text: string, mp: MathProblem) => ReturnType<typeof solved> | null;

/**
 * The counting kinds that read the exam text on their own, in the order they are tried: selections (「从5名男生和4名女生中
 * 选出3人，至少有1名女生」, selection.ts), orders in a row (「5 人站成一排，甲、乙必须相邻」, row-adjacency.ts), numbers of told
 * digits (digit-numbers.ts), onto assignments (「每个社区至少 1 名」, distribution.ts), told groups to named places
 * (grouped-assignment.ts), n from binomial coefficients (「只有第 6 项的二项式系数最大」, binomial-coefficients.ts).
 */
const READERS: KindReader[] = [
  selectionCount,
  (text, mp) => rowAdjacency(text, mp) ?? rowPositions(text, mp),
  digitNumbers,
  distribution,
  groupedAssignment,
  binomialCoefficientCondition,
];

function byReaders(stem: string, options: Options, problemType: MathProblem['problemType']): EngineResult | null {
  const mp: MathProblem = { raw: stem, text: stem, segments: [], prose: '', problemType: options.length ? 'choice' : problemType };
  const text = examText(stem);
  for (const read of READERS) {
    const out = read(text, mp);
    const done = out ? finish(mp, out, stem, options) : null;
    if (done) return done;
  }
  return null;
}

const BINOMIAL_PROSE = /已知|在|二项式|的|展开式|中|项|系数|为|是|等于|则|求|常数项|各项系数|之和|的和|和|，|,|。|\.|\s|[()（）]/g;

function binomial(stem: string, options: { letter: string; text: string }[], problemType: MathProblem['problemType']): EngineResult | null {
  const text = examText(stem);
  if (!/展开式/.test(text)) return null;
  const mpExp: MathProblem = { raw: stem, text: stem, segments: [], prose: '', problemType: options.length ? 'choice' : problemType };
  const exponent = binomialExponent(text, mpExp);
  if (exponent) return finish(mpExp, exponent, stem, options);
  const withParam = binomialWithParameter(text, options.length ? 'choice' : problemType);
  if (withParam) return finish(null as never, withParam, stem, options);
  const segs: string[] = [];
  const prose = text.replace(/\$([^$]*)\$/g, (_, s: string) => {
    segs.push(s.trim());
    return ' ';
  });
  if (prose.replace(BINOMIAL_PROSE, '').trim() !== '') return null;
  const m = /\$([^$]*)\$\s*的?\s*展开式/.exec(text);
  if (!m) return null;
  const exprSrc = m[1];
  const expr = parseRat(exprSrc);
  if (!expr) return null;
  const letters = varsOf(expr);
  if (letters.size === 0 || [...letters].some((v) => !/^[xyz]$/.test(v))) return null;
  const poly = toPoly(expr, letters);
  if (!poly) return null;
  // What is asked.
  let ask: { k: 'coef'; key: string; tex: string } | { k: 'const' } | { k: 'sum' } | null = null;
  const others = segs.filter((s) => s && s !== exprSrc.trim());
  if (/各项系数(?:之|的)?和/.test(text) && others.length === 0 && !/二项式系数/.test(text)) ask = { k: 'sum' };
  else if (/常数项/.test(text) && others.length === 0) ask = { k: 'const' };
  else if (others.length === 1 && /系数/.test(text) && !/二项式系数/.test(text)) {
    const mono = parseRat(others[0]);
    if (!mono) return null;
    const mp = toPoly(mono, letters);
    if (mp?.size !== 1) return null;
    const [[key, c]] = [...mp];
    if (!c.isOne()) return null;
    ask = { k: 'coef', key, tex: others[0] };
  }
  if (!ask) return null;
  let value: Rat;
  if (ask.k === 'sum') value = [...poly.values()].reduce((a, b) => a.add(b), Rat.ZERO);
  else value = poly.get(ask.k === 'const' ? '' : ask.key) ?? Rat.ZERO;

  // Check 1: the expansion equals the product at several points (positive ones where a square root is taken).
  const roots = [...poly.keys()].some((k) => /\^-?\d*\.\d/.test(k));
  for (const pt of roots
    ? [
        [1.3, 0.7, 0.9],
        [2.1, 1.7, 1.1],
      ]
    : [
        [1.3, -0.7, 0.9],
        [-2.1, 1.7, 1.1],
      ]) {
    const env = (v: string) => (v === 'x' ? pt[0] : v === 'y' ? pt[1] : pt[2]);
    const direct = evalNum(expr, env);
    let sum = 0;
    for (const [k, c] of poly) {
      let t = c.toNumber();
      for (const [v, e] of Object.entries(parseKey(k))) t *= env(v) ** e;
      sum += t;
    }
    if (!(Math.abs(direct - sum) <= 1e-9 * Math.max(1, Math.abs(direct)))) return null;
  }
  const mp: MathProblem = { raw: stem, text: stem, segments: [], prose: '', problemType };
  const steps: string[] = [];
  const single = singleBinomial(expr, letters);
  const askTex = ask.k === 'coef' ? `${im(ask.tex)} 的系数` : ask.k === 'const' ? '常数项' : '各项系数之和';
  if (ask.k === 'sum') {
    steps.push(`令 ${[...letters].map((v) => im(`${v}=1`)).join('，')}，展开式各项系数之和就等于原式的值。`);
    steps.push(`代入得 ${im(`${exprSrc.trim()}\\big|_{${[...letters].map((v) => `${v}=1`).join(',')}}=${value.toLatex()}`)}。`);
  } else if (single) {
    const { a, b, n } = single;
    steps.push(`${im(exprSrc.trim())} 的通项为 ${dm(`T_{r+1}=C_{${n}}^{r}\\left(${a.tex}\\right)^{${n}-r}\\left(${b.tex}\\right)^{r}`)}`);
    const target = ask.k === 'const' ? {} : parseKey(ask.key);
    const hits: string[] = [];
    let formulaSum = Rat.ZERO;
    for (let r = 0; r <= n; r++) {
      const mono: Record<string, number> = {};
      for (const [v, e] of Object.entries(a.mono)) mono[v] = (mono[v] ?? 0) + e * (n - r);
      for (const [v, e] of Object.entries(b.mono)) mono[v] = (mono[v] ?? 0) + e * r;
      if (monoKey(mono) === monoKey(target)) {
        const c = binom(n, r)
          .mul(a.c.pow(n - r))
          .mul(b.c.pow(r));
        formulaSum = formulaSum.add(c);
        hits.push(`r=${r}：C_{${n}}^{${r}}\\cdot(${a.c.toLatex()})^{${n - r}}\\cdot(${b.c.toLatex()})^{${r}}=${c.toLatex()}`);
      }
    }
    if (!formulaSum.eq(value)) return null; // check 2: the general term agrees with the expansion
    const exponents = exponentEquations(a.mono, b.mono, n, target);
    steps.push(
      hits.length
        ? `${exponents ? `令通项中 ${exponents}，得 ` : '令指数与所求项相同：'}${hits.map((h) => im(h)).join('；')}。`
        : `${exponents ? `通项中 ${exponents} 没有整数解 ${im('r')}，` : `没有 ${im('r')} 使指数相符，`}所以该项不出现，系数为 ${im('0')}。`,
    );
  } else {
    steps.push(`把各因式按二项式定理展开后相乘，合并同类项，找出 ${askTex}。`);
    const key = ask.k === 'const' ? '' : ask.key;
    const byFactor = contributions(expr, letters, key);
    const parts = byFactor?.total.eq(value) ? byFactor.text : multinomial(expr, letters, key, value);
    if (parts) steps.push(parts);
  }
  steps.push(`所以${askTex.startsWith('$') ? ' ' : ''}${askTex}为 ${im(value.toLatex())}。`);
  const out = solved(mp, {
    engine: 'counting:binomial',
    idea: ask.k === 'sum' ? '赋值法：各项系数之和等于各字母取 1 时的值。' : '用二项式定理的通项公式找出所求项。',
    steps,
    finalAnswer: `$${value.toLatex()}$`,
    verificationNote: '把整个式子精确展开后合并同类项，所得系数与上面一致；并在两组取值下比较展开式与原式的值，二者相等。',
    value: { kind: 'numbers', values: [value.toNumber()] },
  });
  return finish(mp, out, stem, options);
}

function monomial(n: RNode, letters: Set<string>, tex: string): Part | null {
  const p = toPoly(n, letters);
  if (p?.size !== 1) return null;
  const [[k, c]] = [...p];
  return { c, mono: parseKey(k), tex };
}

/** (A+B)^n or (A−B)^n with monomials A, B. */
/**
 * 「x 的指数 12−3r=0」: each letter's exponent in the general term, linear in r, set to the exponent asked.
 * Null when an exponent is not whole (roots), where the plain wording stays.
 */
function exponentEquations(a: Record<string, number>, b: Record<string, number>, n: number, target: Record<string, number>): string | null {
  const letters = [...new Set([...Object.keys(a), ...Object.keys(b), ...Object.keys(target)])].sort();
  const parts: string[] = [];
  for (const v of letters) {
    const [ea, eb, want] = [a[v] ?? 0, b[v] ?? 0, target[v] ?? 0];
    if (![ea, eb, want].every(Number.isInteger)) return null;
    const [c0, c1] = [ea * n, eb - ea];
    const rTerm = c1 === 0 ? '' : `${c1 < 0 ? '-' : c0 ? '+' : ''}${Math.abs(c1) === 1 ? '' : Math.abs(c1)}r`;
    const tex = `${c0 || !rTerm ? c0 : ''}${rTerm}`;
    parts.push(`${im(v)} 的指数 ${im(`${tex}=${want}`)}`);
  }
  return parts.length ? parts.join('；') : null;
}

function singleBinomial(e: RNode, letters: Set<string>): { a: Part; b: Part; n: number } | null {
  if (e.k !== 'pow' || e.e < 1) return null;
  const inner = e.a;
  if (inner.k !== 'add' && inner.k !== 'sub') return null;
  const a = monomial(inner.a, letters, '');
  let b = monomial(inner.b, letters, '');
  if (!a || !b) return null;
  if (inner.k === 'sub') b = { ...b, c: b.c.neg() };
  a.tex = partTex(a);
  b.tex = partTex(b);
  return { a, b, n: e.e };
}

function binom(n: number, r: number): Rat {
  let v = 1n;
  for (let i = 0; i < r; i++) v = (v * BigInt(n - i)) / BigInt(i + 1);
  return Rat.of(v);
}

function perm(n: number, r: number): Rat {
  let v = 1n;
  for (let i = 0; i < r; i++) v *= BigInt(n - i);
  return Rat.of(v);
}

/** "计算 A_5^2+C_6^3" and similar: values of permutation and combination numbers. */
function arrangementValue(
  stem: string,
  options: { letter: string; text: string }[],
  problemType: MathProblem['problemType'],
): EngineResult | null {
  const text = examText(stem);
  const segs: string[] = [];
  const prose = text.replace(/\$([^$]*)\$/g, (_, s: string) => {
    segs.push(s.trim());
    return ' ';
  });
  if (segs.length !== 1 || prose.replace(/计算|求|的值|值|为|是|等于|则|，|,|。|\.|\s|[:：]/g, '').trim() !== '') return null;
  const src = segs[0].replace(/=\s*$/, '');
  if (!/[AC]_/.test(src)) return null;
  const shown: string[] = [];
  const replaced = src.replace(/([AC])_\s*\{?\s*(\d+)\s*\}?\s*\^\s*\{?\s*(\d+)\s*\}?/g, (_, w: string, n: string, r: string) => {
    const nn = Number(n);
    const rr = Number(r);
    if (rr > nn || nn > 60) throw new Error('out of range');
    const v = w === 'A' ? perm(nn, rr) : binom(nn, rr);
    const expand =
      w === 'A'
        ? Array.from({ length: rr }, (_, i) => nn - i).join('\\times ') || '1'
        : `\\frac{${Array.from({ length: rr }, (_, i) => nn - i).join('\\times ') || '1'}}{${Array.from({ length: rr }, (_, i) => rr - i).join('\\times ') || '1'}}`;
    shown.push(`${w}_{${nn}}^{${rr}}=${expand}=${v.toLatex()}`);
    return `(${v.toString().replace('/', ')/(')})`;
  });
  if (/[A-Za-z]/.test(replaced.replace(/\\frac|\\cdot|\\times/g, ''))) return null;
  const node = parseRat(replaced);
  if (!node) return null;
  const num = evalNum(node);
  const exact = evalRat(node, () => null);
  if (!exact || Math.abs(exact.toNumber() - num) > 1e-9 * Math.max(1, Math.abs(num))) return null;
  const mp: MathProblem = { raw: stem, text: stem, segments: [], prose: '', problemType };
  const out = solved(mp, {
    engine: 'counting:arrangement',
    idea: `用排列数公式 ${im('A_n^m=n(n-1)\\cdots(n-m+1)')} 和组合数公式 ${im('C_n^m=\\frac{A_n^m}{m!}')} 计算。`,
    steps: [...shown.map((s) => im(s)), `所以原式 ${im(`=${exact.toLatex()}`)}。`],
    finalAnswer: `$${exact.toLatex()}$`,
    verificationNote: '用浮点数重新计算一遍，结果一致。',
    value: { kind: 'numbers', values: [exact.toNumber()] },
  });
  return finish(mp, out, stem, options);
}

function flatten(n: RNode, sign: number, out: Array<{ n: RNode; sign: number }>): void {
  if (n.k === 'add') {
    flatten(n.a, sign, out);
    flatten(n.b, sign, out);
  } else if (n.k === 'sub') {
    flatten(n.a, sign, out);
    flatten(n.b, -sign, out);
  } else out.push({ n, sign });
}

/** (t_1+…+t_k)^n: the choices of how many times each term is taken, n!/(i!j!…)·∏ t^i. */
function multinomial(e: RNode, letters: Set<string>, key: string, value: Rat): string | null {
  if (e.k !== 'pow' || e.e > 12) return null;
  const terms: Array<{ n: RNode; sign: number }> = [];
  flatten(e.a, 1, terms);
  if (terms.length < 3 || terms.length > 4) return null;
  const parts: Part[] = [];
  for (const t of terms) {
    const m = monomial(t.n, letters, '');
    if (!m) return null;
    parts.push({ ...m, c: t.sign < 0 ? m.c.neg() : m.c });
  }
  const n = e.e;
  const fact = (k: number): Rat => perm(k, k);
  const lines: string[] = [];
  let total = Rat.ZERO;
  const rec = (i: number, left: number, counts: number[]) => {
    if (i === parts.length - 1) {
      const cs = [...counts, left];
      const mono: Record<string, number> = {};
      let c = fact(n);
      cs.forEach((k, j) => {
        c = c.div(fact(k)).mul(parts[j].c.pow(k));
        for (const [v, x] of Object.entries(parts[j].mono)) mono[v] = (mono[v] ?? 0) + x * k;
      });
      if (monoKey(mono) === key) {
        total = total.add(c);
        lines.push(
          im(
            `\\frac{${n}!}{${cs.map((k) => `${k}!`).join('\\,')}}${cs.map((k, j) => (k ? `\\left(${partTex(parts[j])}\\right)^{${k}}` : '')).join('')}\\to ${c.toLatex()}`,
          ),
        );
      }
      return;
    }
    for (let k = 0; k <= left; k++) rec(i + 1, left - k, [...counts, k]);
  };
  rec(0, n, []);
  if (!total.eq(value)) return null;
  return `${n} 个因式中分别取各项的次数之和为 ${n}，次数相符的取法有：${lines.join('；')}，相加得 ${im(value.toLatex())}。`;
}
