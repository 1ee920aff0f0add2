import { add, mul, num, pow, variable } from '../../math/expression/ast';
import { Rat } from '../../math/expression/rational';
import type { AnswerValue, MathOutcome, MathProblem } from '../../math/expression/types';
import { evalRat, parseRat, type RNode, varsOf } from '../../math/numbers/ratexpr';
import { dm, im, solved } from '../../math/write/format';
import { foldedPowerTex } from './power-form';

/**
 * Sequences given by a first term and a recurrence a_{n+1}=F(a_n,n), or by a relation S_n=F(a_n,n):
 * terms are generated exactly; the general formula is given for a_{n+1}=pa_n+r (construction of a
 * geometric sequence) and a_{n+1}=a_n+f(n) (累加法) and checked against the generated terms.
 */
const MAX_N = 200;
const FAR_N = 100000;
type Ask = { k: 'term'; idx: number; tex: string } | { k: 'sum'; idx: number; tex: string } | { k: 'general' };

export function recurrence(text: string, mp: MathProblem): MathOutcome | null {
  const segs: string[] = [];
  const prose = text.replace(/\$([^$]*)\$/g, (_, s: string) => {
    segs.push(s.replace(/\s+/g, ''));
    return ' ';
  });
  if (
    prose
      .replace(/已知|设|记|在|数列|中|满足|且|若|则|求|的|通项公式|通项|为|是|前|项和|和|值|，|,|。|\.|;|；|:|：|\s|[()（）]/g, '')
      .trim() !== ''
  )
    return null;
  let a1: Rat | null = null;
  let rec: RNode | null = null;
  let sRel: RNode | null = null;
  // S_n = 2^{n} − 1: the relation read again for each n, its powers of n written as numbers
  let sPow: ((n: number) => RNode | null) | null = null;
  let ask: Ask | null = null;
  let askIndex = false;
  for (const seg of segs) {
    for (const piece of seg.split(/,|，/)) {
      if (!piece || /^n$|^\\?\{a_\{?n\}?\\?\}$|^S_\{?n\}?$|^n\\in\\mathbb\{N\}\^\*?$|^n\\in\\mathbf\{N\}\^\{?\*\}?$/.test(piece)) continue;
      const m1 = /^a_\{?1\}?=(.+)$/.exec(piece);
      if (m1) {
        const m = m1;
        const v = parseRat(m[1]);
        a1 = v && evalRat(v, () => null);
        if (!a1) return null;
        continue;
      }
      const m2 = /^a_\{n\+1\}=(.+)$/.exec(piece);
      if (m2) {
        const m = m2;
        rec = parseRat(m[1]);
        if (!rec || [...varsOf(rec)].some((v) => v !== 'a_n' && v !== 'n')) return null;
        continue;
      }
      const m3 = /^S_\{?n\}?=(.+)$/.exec(piece);
      if (m3) {
        const m = m3;
        sPow = powersOfN(m[1]);
        sRel = sPow ? sPow(1) : parseRat(m[1]);
        if (!sRel || [...varsOf(sRel)].some((v) => v !== 'a_n' && v !== 'n')) return null;
        continue;
      }
      const m4 = /^([aS])_\{?(\d+)\}?=?$/.exec(piece);
      if (m4) {
        const m = m4;
        const idx = Number(m[2]);
        // far indices (a_{2023}) only through a period of the terms, found below
        if (idx < 1 || idx > FAR_N) return null;
        ask = { k: m[1] === 'a' ? 'term' : 'sum', idx, tex: `${m[1]}_{${idx}}` };
        continue;
      }
      if (/^n=$/.test(piece)) {
        askIndex = true;
        continue;
      }
      if (/^a_\{?n\}?=?$/.test(piece) && (/通项/.test(text) || piece.endsWith('='))) {
        ask = { k: 'general' };
        continue;
      }
      return null;
    }
  }
  if (askIndex) return ask || !rec || !a1 || !sRel || sPow ? null : indexOfSum(a1, rec, sRel, mp);
  if (!ask && /通项/.test(prose)) ask = { k: 'general' };
  if (!ask || (rec ? sRel !== null || !a1 : !sRel)) return null;
  // Generate terms exactly.
  const terms: Rat[] = [];
  const need = Math.min(Math.max(ask.k === 'general' ? 12 : ask.idx, 12), MAX_N);
  const far = ask.k !== 'general' && ask.idx > MAX_N;
  // a far index needs a_{n+1}=F(a_n) alone: then the first repeated value starts a period
  if (far && (!rec || varsOf(rec).has('n'))) return null;
  if (rec) {
    terms.push(a1!);
    for (let n = 1; n < need; n++) {
      const v = evalRat(rec, (name) => (name === 'a_n' ? terms[n - 1] : Rat.of(n)));
      if (!v || tooBig(v)) return null;
      terms.push(v);
    }
  } else {
    // S_n = F(a_n, n) with S_n = S_{n-1} + a_n: F must be linear in a_n.
    let S = Rat.ZERO;
    for (let n = 1; n <= need; n++) {
      const rel = sPow ? sPow(n) : sRel;
      if (!rel) return null;
      const F = (x: Rat) => evalRat(rel, (name) => (name === 'a_n' ? x : Rat.of(n)));
      const f0 = F(Rat.ZERO);
      const f1 = F(Rat.ONE);
      const f2 = F(Rat.of(2));
      if (!f0 || !f1 || !f2) return null;
      const p = f1.sub(f0);
      if (!f2.sub(f0).eq(p.mul(Rat.of(2))) || p.isOne()) return null;
      // S + a = f0 + p a → a = (f0 − S)/(1 − p)
      const a = f0.sub(S).div(Rat.ONE.sub(p));
      if (tooBig(a)) return null;
      terms.push(a);
      S = S.add(a);
    }
  }
  const Sk = (k: number) => terms.slice(0, k).reduce((x, y) => x.add(y), Rat.ZERO);
  const steps: string[] = [];
  let answerTex: string;
  let value: AnswerValue;
  let note: string;
  if (ask.k !== 'general') {
    const cycle = far ? periodOf(terms) : null;
    if (far && !cycle) return null;
    const v = cycle ? farValue(terms, cycle, ask.k, ask.idx) : ask.k === 'term' ? terms[ask.idx - 1] : Sk(ask.idx);
    const shown = terms.slice(0, Math.min(ask.idx, 8));
    if (rec)
      steps.push(
        `由 ${im(`a_1=${a1!.toLatex()}`)} 和递推关系逐项计算：${im(shown.map((t, i) => `a_{${i + 1}}=${t.toLatex()}`).join(',\\ '))}${ask.idx > 8 ? '，依此类推' : ''}。`,
      );
    else
      steps.push(
        `当 ${im('n=1')} 时 ${im('a_1=S_1')}；当 ${im('n\\ge 2')} 时 ${im('a_n=S_n-S_{n-1}')}，由此依次求得 ${im(shown.map((t, i) => `a_{${i + 1}}=${t.toLatex()}`).join(',\\ '))}${ask.idx > 8 ? '，依此类推' : ''}。`,
      );
    if (cycle)
      steps.push(
        `${im(`a_{${cycle.start + cycle.length + 1}}=a_{${cycle.start + 1}}`)}，而 ${im(`a_{n+1}`)} 只由 ${im('a_n')} 决定，所以从第 ${cycle.start + 1} 项起数列以 ${cycle.length} 为周期；${ask.idx} 对应周期中的第 ${((ask.idx - 1 - cycle.start) % cycle.length) + 1} 项${ask.k === 'sum' ? '，和按整周期累加' : ''}。`,
      );
    else if (ask.k === 'sum')
      steps.push(
        `${im(
          `${ask.tex}=${terms
            .slice(0, Math.min(ask.idx, 8))
            .map((t) => (t.sign() < 0 ? `(${t.toLatex()})` : t.toLatex()))
            .join('+')}${ask.idx > 8 ? '+\\cdots' : ''}=${v.toLatex()}`,
        )}。`,
      );
    answerTex = `${ask.tex}=${v.toLatex()}`;
    value = { kind: 'numbers', values: [v.toNumber()] };
    note = '把求得的各项代回题设关系逐一核对，均成立。';
    // Check every relation again.
    for (let n = 1; n < Math.min(need, 12); n++) {
      if (rec) {
        const r = evalRat(rec, (name) => (name === 'a_n' ? terms[n - 1] : Rat.of(n)));
        if (!r?.eq(terms[n])) return null;
      } else {
        const rel = sPow ? sPow(n) : sRel;
        const r = rel && evalRat(rel, (name) => (name === 'a_n' ? terms[n - 1] : Rat.of(n)));
        if (!r?.eq(Sk(n))) return null;
      }
    }
  } else {
    if (sPow) return null;
    const g = generalFormula(rec, sRel, terms);
    if (!g) return null;
    steps.push(...g.steps);
    answerTex = `a_n=${g.tex}`;
    value = { kind: 'expression', node: g.node, vars: ['n'] };
    note = `用通项公式算出 ${im('a_1,\\dots,a_{12}')}，与由题设逐项递推得到的值完全一致。`;
  }
  steps.push(`所以 ${dm(answerTex)}`);
  const out = solved(mp, {
    engine: 'sequences:recurrence',
    idea: rec ? '由首项和递推关系求数列。' : `利用 ${im('a_n=S_n-S_{n-1}\\ (n\\ge 2)')}，${im('a_1=S_1')} 求数列。`,
    steps,
    finalAnswer: `$${answerTex}$`,
    verificationNote: note,
    value,
  });
  return out;
}

function generalFormula(rec: RNode | null, sRel: RNode | null, terms: Rat[]) {
  const a1 = terms[0];
  // Geometric-type: a_{n+1} = p a_n + r (from the recurrence or from S_n = p' a_n + r').
  const lin = (F: RNode | null): { p: Rat; r: Rat } | null => {
    if (!F) return null;
    const at = (x: number, n: number) => evalRat(F, (name) => (name === 'a_n' ? Rat.of(x) : Rat.of(n)));
    const r = at(0, 1);
    const p1 = at(1, 1);
    if (!r || !p1) return null;
    const p = p1.sub(r);
    for (const [x, n] of [
      [3, 2],
      [-2, 5],
      [7, 3],
    ]) {
      const v = at(x, n);
      if (!v?.eq(r.add(p.mul(Rat.of(x))))) return null;
    }
    return { p, r };
  };
  const check = (f: (n: number) => Rat) => terms.every((t, i) => f(i + 1).eq(t));
  const L = lin(rec);
  if (L && !L.p.isOne() && !L.p.isZero()) {
    const t = L.r.div(L.p.sub(Rat.ONE)); // a_{n+1}+t = p(a_n+t)
    const c = a1.add(t);
    const f = (n: number) => c.mul(L.p.pow(n - 1)).sub(t);
    if (!check(f)) return null;
    const pT = L.p.d === 1n && L.p.sign() > 0 ? L.p.toLatex() : `\\left(${L.p.toLatex()}\\right)`;
    const coef = c.isOne() ? '' : c.eq(Rat.ONE.neg()) ? '-' : `${c.toLatex()}\\cdot `;
    const powTex = c.eq(L.p) ? `${pT}^{n}` : (foldedPowerTex(c, L.p, -1) ?? `${coef}${pT}^{n-1}`);
    const tex = `${powTex}${t.isZero() ? '' : t.sign() > 0 ? `-${t.toLatex()}` : `+${t.neg().toLatex()}`}`;
    const node = add(mul(num(c), pow(num(L.p), add(variable('n'), num(-1)))), num(t.neg()));
    const tt = t.isZero() ? '' : t.sign() > 0 ? `+${t.toLatex()}` : `-${t.neg().toLatex()}`;
    return {
      tex,
      node,
      steps: t.isZero()
        ? [`由 ${im(`a_{n+1}=${L.p.toLatex()}a_n`)} 知数列是首项为 ${im(a1.toLatex())}、公比为 ${im(L.p.toLatex())} 的等比数列。`]
        : [
            `设 ${im(`a_{n+1}+t=${L.p.toLatex()}(a_n+t)`)}，与原式比较得 ${im(`t=${t.toLatex()}`)}，即 ${im(`a_{n+1}${tt}=${L.p.toLatex()}(a_n${tt})`)}。`,
            `又 ${im(`a_1${tt}=${c.toLatex()}\\ne 0`)}，所以 ${im(`\\{a_n${tt}\\}`)} 是首项为 ${im(c.toLatex())}、公比为 ${im(L.p.toLatex())} 的等比数列，${im(`a_n${tt}=${c.toLatex()}\\cdot ${pT}^{n-1}`)}。`,
          ],
    };
  }
  if (rec && L?.p.isOne() !== false) {
    // a_{n+1} = a_n + f(n), f polynomial of degree ≤ 2 in n: 累加法.
    const f = (n: number) => evalRat(rec, (name) => (name === 'a_n' ? Rat.ZERO : Rat.of(n)));
    const dependsOnA = (() => {
      const x = evalRat(rec, (name) => (name === 'a_n' ? Rat.of(5) : Rat.of(3)));
      const y = f(3);
      return !x || !y || !x.sub(y).eq(Rat.of(5));
    })();
    if (dependsOnA) return null;
    // Fit a_n = A n^3 + B n^2 + C n + D on terms 1..4, verify on all.
    const coef = fitCubic(terms.slice(0, 4));
    if (!coef) return null;
    const [A, B, C, D] = coef;
    const poly = (n: number) =>
      A.mul(Rat.of(n ** 3))
        .add(B.mul(Rat.of(n * n)))
        .add(C.mul(Rat.of(n)))
        .add(D);
    if (!check(poly)) return null;
    const node = add(mul(num(A), pow(variable('n'), num(3))), mul(num(B), pow(variable('n'), num(2))), mul(num(C), variable('n')), num(D));
    const tex = polyTex([A, B, C, D]);
    const fsrc = (k: string) => `f(${k})`;
    void fsrc;
    return {
      tex,
      node,
      steps: [
        `由递推关系，${im('a_{n+1}-a_n')} 只与 ${im('n')} 有关，用累加法：${im('a_n=a_1+(a_2-a_1)+(a_3-a_2)+\\cdots+(a_n-a_{n-1})')}（${im('n\\ge 2')}）。`,
        `把各差值相加并化简得 ${im(`a_n=${tex}`)}，${im('n=1')} 时也成立。`,
      ],
    };
  }
  void sRel;
  return null;
}

function fitCubic(t: Rat[]): [Rat, Rat, Rat, Rat] | null {
  // Newton forward differences on n = 1..4.
  if (t.length < 4) return null;
  const d1 = [t[1].sub(t[0]), t[2].sub(t[1]), t[3].sub(t[2])];
  const d2 = [d1[1].sub(d1[0]), d1[2].sub(d1[1])];
  const d3 = d2[1].sub(d2[0]);
  // a_n = t0 + d1_0 (n−1) + d2_0 (n−1)(n−2)/2 + d3 (n−1)(n−2)(n−3)/6
  const c = [t[0], d1[0], d2[0].div(Rat.of(2)), d3.div(Rat.of(6))];
  // expand in powers of n
  const A = c[3];
  const B = c[2].sub(c[3].mul(Rat.of(6)));
  const C = c[1].sub(c[2].mul(Rat.of(3))).add(c[3].mul(Rat.of(11)));
  const D = c[0]
    .sub(c[1])
    .add(c[2].mul(Rat.of(2)))
    .sub(c[3].mul(Rat.of(6)));
  return [A, B, C, D];
}

function polyTex(cs: Rat[]): string {
  const names = ['n^3', 'n^2', 'n', ''];
  let out = '';
  cs.forEach((c, i) => {
    if (c.isZero()) return;
    const abs = c.abs();
    const body = names[i]
      ? abs.isOne()
        ? names[i]
        : abs.d === 1n
          ? `${abs.toLatex()}${names[i]}`
          : `${abs.toLatex()}${names[i]}`
      : abs.toLatex();
    out += c.sign() < 0 ? `-${body}` : out ? `+${body}` : body;
  });
  return out || '0';
}

/** Terms beyond about 600 digits are not shown or computed further (a_{n+1}=a_n^2 grows doubly exponentially). */
function tooBig(r: Rat): boolean {
  const len = (x: bigint) => (x < 0n ? -x : x).toString(16).length;
  return len(r.n) > 500 || len(r.d) > 500;
}

/**
 * "a₁=2, a_{n+1}=2aₙ, 若 Sₙ=126, 则 n=": the terms are generated exactly; with terms of one sign the sums
 * are strictly monotonic, so the n found is the only one. Answered when the sequence is arithmetic or
 * geometric, whose sum formula gives the same Sₙ another way.
 */
function indexOfSum(a1: Rat, rec: RNode, sRel: RNode, mp: MathProblem): MathOutcome | null {
  if (varsOf(sRel).size) return null;
  const target = evalRat(sRel, () => null);
  if (!target) return null;
  const terms: Rat[] = [a1];
  let sum = a1;
  let n = 1;
  const sign = a1.sign();
  if (sign === 0) return null;
  while (!sum.eq(target)) {
    if (n >= MAX_N || (sign > 0 ? sum.cmp(target) > 0 : sum.cmp(target) < 0)) return null;
    const v = evalRat(rec, (name) => (name === 'a_n' ? terms[n - 1] : Rat.of(n)));
    if (!v || v.sign() !== sign || tooBig(v)) return null;
    terms.push(v);
    sum = sum.add(v);
    n++;
  }
  // arithmetic or geometric (checked on every term generated, and a few beyond): the sum formula
  const more = [...terms];
  for (let k = more.length; k < Math.max(n, 4) + 2; k++) {
    const v = evalRat(rec, (name) => (name === 'a_n' ? more[k - 1] : Rat.of(k)));
    if (!v) return null;
    more.push(v);
  }
  const d = more[1].sub(more[0]);
  const q = more[1].div(more[0]);
  const arith = more.every((t, i) => i === 0 || t.sub(more[i - 1]).eq(d));
  const geo = !arith && more.every((t, i) => i === 0 || t.div(more[i - 1]).eq(q));
  if (!arith && !geo) return null;
  const N = Rat.of(n);
  let byFormula = arith ? N.mul(a1).add(N.mul(N.sub(Rat.ONE)).div(Rat.of(2)).mul(d)) : a1;
  if (geo) {
    let qn = Rat.ONE;
    for (let i = 0; i < n; i++) qn = qn.mul(q);
    byFormula = q.isOne() ? N.mul(a1) : a1.mul(Rat.ONE.sub(qn)).div(Rat.ONE.sub(q));
  }
  if (!byFormula.eq(target)) return null;
  const formula = arith
    ? `S_n=na_1+\\frac{n(n-1)}{2}d=${a1.toLatex()}n+\\frac{n(n-1)}{2}\\times ${d.toLatex()}`
    : `S_n=\\frac{a_1(1-q^n)}{1-q}=\\frac{${a1.toLatex()}(1-${q.toLatex()}^n)}{1-${q.toLatex()}}`;
  return solved(mp, {
    engine: 'sequences:recurrence',
    idea: arith ? '由递推关系知数列是等差数列，用求和公式列方程求 n。' : '由递推关系知数列是等比数列，用求和公式列方程求 n。',
    steps: [
      arith
        ? `由递推关系，${im('a_{n+1}-a_n')} 为常数 ${im(d.toLatex())}，数列是首项 ${im(a1.toLatex())}、公差 ${im(d.toLatex())} 的等差数列。`
        : `由递推关系，${im('\\frac{a_{n+1}}{a_n}')} 为常数 ${im(q.toLatex())}，数列是首项 ${im(a1.toLatex())}、公比 ${im(q.toLatex())} 的等比数列。`,
      `${im(formula)}，令 ${im(`S_n=${target.toLatex()}`)}；各项同号，${im('S_n')} 单调，逐个代入得唯一解 ${im(`n=${n}`)}。`,
    ],
    finalAnswer: `$n=${n}$`,
    verificationNote: `由递推关系逐项写出前 ${n} 项相加，和为 ${im(target.toLatex())}，与求和公式一致。`,
    value: { kind: 'numbers', values: [n] },
  });
}

/**
 * 「S_n=2^{n}-1」「S_n=3^{n+1}+r」: a relation with n in an exponent, as a reader of the relation at one n (the
 * exponent written as that number); null when no exponent holds n, or one holds more than n plus or minus a number.
 */
function powersOfN(src: string): ((n: number) => RNode | null) | null {
  const EXP = /\^\s*(?:\{\s*n\s*(?:([+-])\s*(\d+))?\s*\}|n(?![a-z_]))/g;
  if (!EXP.test(src)) return null;
  if (/\^\s*\{[^{}]*n[^{}]*\}/.test(src.replace(EXP, '^{0}'))) return null;
  return (n) => parseRat(src.replace(EXP, (_, sign?: string, k?: string) => `^{${n + (sign === '-' ? -1 : 1) * Number(k ?? 0)}}`));
}

/** The first repeat a_{start+length+1} = a_{start+1} among the terms (a_{n+1}=F(a_n): periodic from there on). */
function periodOf(terms: Rat[]): { start: number; length: number } | null {
  for (let j = 1; j < terms.length; j++) for (let i = 0; i < j; i++) if (terms[i].eq(terms[j])) return { start: i, length: j - i };
  return null;
}

/** a_N or S_N read off the period. */
function farValue(terms: Rat[], c: { start: number; length: number }, k: 'term' | 'sum', N: number): Rat {
  const at = (n: number) => (n <= c.start ? terms[n - 1] : terms[c.start + ((n - 1 - c.start) % c.length)]);
  if (k === 'term') return at(N);
  const head = terms.slice(0, c.start).reduce((x, y) => x.add(y), Rat.ZERO);
  const loop = terms.slice(c.start, c.start + c.length).reduce((x, y) => x.add(y), Rat.ZERO);
  const rest = N - c.start;
  const whole = Math.floor(rest / c.length);
  const tail = terms.slice(c.start, c.start + (rest % c.length)).reduce((x, y) => x.add(y), Rat.ZERO);
  return head.add(loop.mul(Rat.of(whole))).add(tail);
}
