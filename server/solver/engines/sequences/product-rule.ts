import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { cleanLatex, evalRat, parseRat, varsOf } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';
import { flatSequenceText } from './flat-text';

/**
 * 「数列 {a_n} 中，a_1 = 2，a_{m+n} = a_m a_n」: m = 1 gives a_{n+1} = a_1·a_n, a geometric sequence with first term
 * and ratio a_1, so a_n = a_1^n. Asks a term, the sum of the first N terms, or k from
 * 「a_{k+1}+a_{k+2}+…+a_{k+L} = value」 (the geometric sum formula, then c^{k+1} read as a power). Checked by the rule
 * itself on the terms found and by adding the terms one by one. Any other condition or clause refuses.
 */

const RULE =
  /^(?:且)?(?:对任意(?:的)?(?:正整数)?m,n(?:∈N\^?\*?|∈N_\+|∈N\^\{\*\})?(?:,)?(?:都)?(?:有|满足))?a_\{m\+n\}=a_m(?:\\cdot|\*|·)?a_n$/;
const FIRST = /^(?:且)?a_1=(-?\d+(?:\/\d+)?)$/;
const SHIFTED = /^若a_\{k\+1\}\+a_\{k\+2\}\+…\+a_\{k\+(\d+)\}=(.+)$/;
const ASK_K = /^(?:则)?k(?:的值)?(?:=|为|等于)?$/;
const ASK_TERM = /^(?:则)?a_\{?(\d+)\}?(?:=|的值(?:为|是)|为|等于)?$/;
const ASK_SUM = /^(?:则)?(?:(?:数列)?\{a_n\}|该数列)?(?:的)?前(\d+)项(?:的)?和(?:S_\{?\d+\}?)?(?:为|是|等于)?(?:=)?$/;

export function productRule(stem: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const t = flatSequenceText(stem).replace(/^(?:已知)?(?:在)?数列\{a_n\}(?:中|满足)?(?:,)?/, '');
  const clauses = t.split(',').filter(Boolean);
  let c: Rat | null = null;
  let rule = false;
  let shifted: { L: number; value: Rat; tex: string } | null = null;
  let ask: { k: 'k' } | { k: 'term'; j: number } | { k: 'sum'; n: number } | null = null;
  for (const [i, cl] of clauses.entries()) {
    const isLast = i === clauses.length - 1;
    const first = FIRST.exec(cl);
    const sum = SHIFTED.exec(cl);
    const term = isLast ? ASK_TERM.exec(cl) : null;
    const total = isLast ? ASK_SUM.exec(cl) : null;
    if (RULE.test(cl)) rule = true;
    else if (first && !c) {
      const [top, bottom = '1'] = first[1].split('/');
      c = Rat.of(BigInt(top), BigInt(bottom));
    } else if (sum && !shifted) {
      const node = parseRat(cleanLatex(sum[2]));
      const value = node && varsOf(node).size === 0 ? evalRat(node, () => null) : null;
      if (!value) return null;
      shifted = { L: Number(sum[1]), value, tex: sum[2] };
    } else if (isLast && ASK_K.test(cl)) ask = { k: 'k' };
    else if (term) ask = { k: 'term', j: Number(term[1]) };
    else if (total) ask = { k: 'sum', n: Number(total[1]) };
    else return null;
  }
  if (!rule || !c || c.isZero() || !ask || (ask.k === 'k') !== Boolean(shifted)) return null;
  const a = (n: number) => c.pow(n);
  for (let p = 1; p <= 5; p++) for (let q = 1; q <= 5; q++) if (!a(p + q).eq(a(p).mul(a(q)))) return null;
  const cT = c.toLatex();
  const base = c.sign() < 0 || !c.isInteger() ? `\\left(${cT}\\right)` : cT;
  const first = `令 ${im('m=1')}，得 ${im(`a_{n+1}=a_1a_n=${cT}a_n`)}，所以 ${im('\\{a_n\\}')} 是首项为 ${im(cT)}、公比为 ${im(cT)} 的等比数列，${im(`a_n=${base}^n`)}。`;
  const idea = '取 m = 1 把条件化成相邻两项的关系，得出等比数列，再用等比数列的通项与求和公式。';
  const done = (steps: string[], value: Rat, answer: string, check: string) =>
    solved(mp, {
      engine: 'sequences:product-rule',
      idea,
      steps: [first, ...steps],
      finalAnswer: answer,
      verificationNote: `${im(`a_n=${base}^n`)} 满足 ${im('a_{m+n}=a_ma_n')}（逐一代入 m, n ≤ 5 验证）；${check}`,
      value: { kind: 'numbers', values: [value.toNumber()] },
    });
  if (ask.k === 'term') {
    if (ask.j < 1 || ask.j > 40) return null;
    const v = a(ask.j);
    return done(
      [`${im(`a_{${ask.j}}=${base}^{${ask.j}}=${v.toLatex()}`)}。`],
      v,
      im(v.toLatex()),
      `由 ${im(`a_{n+1}=${cT}a_n`)} 逐项算到第 ${ask.j} 项也是 ${im(v.toLatex())}。`,
    );
  }
  if (c.eq(Rat.ONE)) return null;
  if (ask.k === 'sum') {
    if (ask.n < 1 || ask.n > 40) return null;
    const s = c.mul(Rat.ONE.sub(c.pow(ask.n))).div(Rat.ONE.sub(c));
    let direct = Rat.ZERO;
    for (let n = 1; n <= ask.n; n++) direct = direct.add(a(n));
    if (!direct.eq(s)) return null;
    return done(
      [`${im(`S_{${ask.n}}=\\frac{a_1(1-q^{${ask.n}})}{1-q}=\\frac{${cT}\\times(1-${base}^{${ask.n}})}{1-${base}}=${s.toLatex()}`)}。`],
      s,
      im(s.toLatex()),
      `逐项相加前 ${ask.n} 项也得 ${im(s.toLatex())}。`,
    );
  }
  if (!shifted || c.abs().cmp(Rat.of(2)) < 0 || !c.isInteger()) return null;
  const { L, value } = shifted;
  if (L < 2 || L > 40) return null;
  // a_{k+1}+…+a_{k+L} = c^{k+1}(c^L − 1)/(c − 1)
  const lead = value.mul(c.sub(Rat.ONE)).div(c.pow(L).sub(Rat.ONE));
  let e = 0;
  for (let x = 1; x <= 200; x++) if (c.pow(x).eq(lead)) e = x;
  const k = e - 1;
  if (k < 1) return null;
  let direct = Rat.ZERO;
  for (let n = k + 1; n <= k + L; n++) direct = direct.add(a(n));
  if (!direct.eq(value)) return null;
  return done(
    [
      `${im(`a_{k+1},a_{k+2},\\cdots,a_{k+${L}}`)} 是首项 ${im(`${base}^{k+1}`)}、公比 ${im(cT)} 的等比数列的 ${L} 项，和为 ${im(`\\frac{${base}^{k+1}(1-${base}^{${L}})}{1-${base}}`)}。`,
      `令它等于 ${im(shifted.tex)}（${im(`=${value.toLatex()}`)}），得 ${im(`${base}^{k+1}=${lead.toLatex()}=${base}^{${e}}`)}，所以 ${im(`k+1=${e}`)}，${im(`k=${k}`)}。`,
    ],
    Rat.of(k),
    im(String(k)),
    `把 ${im(`k=${k}`)} 代回，逐项相加 ${im(`a_{${k + 1}}+\\cdots+a_{${k + L}}`)} 得 ${im(value.toLatex())}，与条件相符。`,
  );
}
