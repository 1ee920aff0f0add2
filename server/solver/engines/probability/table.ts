import { im, solved } from '../../math/format';
import type { MathProblem } from '../../math/types';
import { Rat } from '../../math/rational';
import { evalRat, parseRat, varsOf } from '../../math/ratexpr';

type Out = ReturnType<typeof solved>;

const PROSE =
  /已知|设|若|离散型|随机变量|的|分布列|如下表|如下|如表|所示|为|是|则|求|且|和|及|与|值|数学期望|期望|均值|方差|实数|常数|，|,|。|\.|:|：|\s/g;

/**
 * A distribution table of a discrete random variable (rows X and P, given as a Markdown table or a LaTeX
 * array), possibly with one unknown probability: the unknown from Σp = 1, then E(X), D(X). Checked: every
 * probability in [0,1], the sum is 1, D(X) computed both as Σ(x−E)²p and as E(X²)−E(X)².
 */
export function distributionTable(stem: string, mp: MathProblem): Out | null {
  if (!/分布列/.test(stem)) return null;
  const rows: string[][] = [];
  let rest = stem;
  // A Markdown table (line breaks may have been joined): | X | 0 | 1 | |---| | P | 0.2 | a |.
  const md = /\|[^|]*(?:\|[^|]*)*\|/.exec(rest);
  if (md) {
    const cells = md[0]
      .split('|')
      .map((c) => c.trim())
      .filter((c) => c !== '' && !/^:?-+:?$/.test(c));
    const pAt = cells.findIndex((c, i) => i > 0 && c.replace(/\$/g, '').trim() === 'P');
    if (pAt > 0) {
      rows.push(cells.slice(0, pAt), cells.slice(pAt));
      rest = rest.replace(md[0], ' ');
    }
  }
  rest = rest.replace(/\$*\s*\\begin\{(?:array|tabular)\}(?:\{[^}]*\})?([\s\S]*?)\\end\{(?:array|tabular)\}\s*\$*/g, (_, body: string) => {
    for (const line of body.replace(/\\hline/g, '').split(/\\\\/)) {
      const cells = line.split('&').map((c) => c.trim().replace(/^\$|\$$/g, ''));
      if (cells.length > 1) rows.push(cells);
    }
    return ' ';
  });
  if (rows.length !== 2) return null;
  const [xr, pr] = rows;
  const head = (c: string) => c.replace(/\$/g, '').replace(/\s+/g, '');
  const Xn = head(xr[0]);
  if (!/^(?:[A-Zξη]|\\xi|\\eta)$/.test(Xn) || !/^P$/.test(head(pr[0]))) return null;
  if (xr.length !== pr.length || xr.length < 3 || xr.length > 12) return null;
  const xs: Rat[] = [];
  for (const c of xr.slice(1)) {
    const n = parseRat(head(c));
    const v = n && evalRat(n, () => null);
    if (!v) return null;
    xs.push(v);
  }
  if (new Set(xs.map((x) => x.toLatex())).size !== xs.length) return null;
  const pNodes = pr.slice(1).map((c) => parseRat(head(c)));
  if (pNodes.some((n) => !n)) return null;
  const unknowns = new Set<string>();
  for (const n of pNodes) for (const v of varsOf(n!)) unknowns.add(v);
  if (unknowns.size > 1) return null;
  const u = [...unknowns][0];
  // Σp is linear in the unknown: Σp(t) = α + β t.
  const at = (t: Rat) => pNodes.map((n) => evalRat(n!, (name) => (name === u ? t : null)));
  const sum = (ps: Array<Rat | null>) => (ps.some((p) => !p) ? null : ps.reduce<Rat>((a, p) => a.add(p as Rat), Rat.ZERO));
  let t: Rat | null = null;
  if (u) {
    const s0 = sum(at(Rat.ZERO));
    const s1 = sum(at(Rat.ONE));
    const s2 = sum(at(Rat.of(2)));
    if (!s0 || !s1 || !s2) return null;
    const beta = s1.sub(s0);
    if (beta.isZero() || !s2.sub(s1).eq(beta)) return null; // not linear
    t = Rat.ONE.sub(s0).div(beta);
  }
  const ps = u ? at(t as Rat) : at(Rat.ZERO);
  if (ps.some((p) => !p)) return null;
  const P = ps as Rat[];
  if (P.some((p) => p.sign() < 0 || p.cmp(Rat.ONE) > 0) || !sum(P)?.isOne()) return null;
  // What is asked: the prose around the table.
  const prose = rest.replace(/\$([^$]*)\$/g, (_, s: string) => ` ⟨${s.replace(/\s+/g, '')}⟩ `);
  const asks: Array<'u' | 'E' | 'D'> = [];
  const esc = Xn.replace(/\\/g, '\\\\');
  for (const m of prose.matchAll(/⟨([^⟩]*)⟩/g)) {
    const s = m[1].replace(/=$/, '');
    if (u && s === u) asks.push('u');
    else if (new RegExp(`^E\\(${esc}\\)$|^E${esc}$`).test(s)) asks.push('E');
    else if (new RegExp(`^D\\(${esc}\\)$|^D${esc}$`).test(s)) asks.push('D');
    else if (s === Xn) continue;
    else return null;
  }
  const words = prose.replace(/⟨[^⟩]*⟩/g, ' ');
  if (words.replace(PROSE, '').trim() !== '') return null;
  if (/期望|均值/.test(words) && !asks.includes('E')) asks.push('E');
  if (/方差/.test(words) && !asks.includes('D')) asks.push('D');
  const uniq = [...new Set(asks)];
  if (!uniq.length || (uniq.includes('u') && !u)) return null;
  const E = xs.reduce((a, x, i) => a.add(x.mul(P[i])), Rat.ZERO);
  const D1 = xs.reduce((a, x, i) => a.add(x.sub(E).pow(2).mul(P[i])), Rat.ZERO);
  const E2 = xs.reduce((a, x, i) => a.add(x.mul(x).mul(P[i])), Rat.ZERO);
  if (!E2.sub(E.mul(E)).eq(D1)) return null;
  const steps: string[] = [];
  const answers: Array<{ tex: string; v: Rat }> = [];
  if (u) {
    steps.push(
      `分布列中各概率之和为 1：${im(
        `${pr
          .slice(1)
          .map((c) => head(c))
          .join('+')}=1`,
      )}，解得 ${im(`${u}=${(t as Rat).toLatex()}`)}。`,
    );
    if (uniq.includes('u')) answers.push({ tex: u, v: t as Rat });
  }
  if (uniq.includes('E') || uniq.includes('D')) {
    steps.push(`${im(`E(${Xn})=${xs.map((x, i) => `${paren(x)}\\times ${P[i].toLatex()}`).join('+')}=${E.toLatex()}`)}。`);
    if (uniq.includes('E')) answers.push({ tex: `E(${Xn})`, v: E });
  }
  if (uniq.includes('D')) {
    steps.push(
      `${im(`D(${Xn})=${xs.map((x, i) => `(${x.toLatex()}-${paren(E)})^2\\times ${P[i].toLatex()}`).join('+')}=${D1.toLatex()}`)}。`,
    );
    answers.push({ tex: `D(${Xn})`, v: D1 });
  }
  return solved(mp, {
    engine: 'probability:table',
    idea: `离散型随机变量的分布列：各概率之和为 1，${im(`E(${Xn})=\\sum x_ip_i`)}，${im(`D(${Xn})=\\sum (x_i-E(${Xn}))^2p_i`)}。`,
    steps,
    finalAnswer: answers.length === 1 ? `$${answers[0].v.toLatex()}$` : answers.map((a) => `$${a.tex}=${a.v.toLatex()}$`).join('，'),
    verificationNote: `各概率都在 ${im('[0,1]')} 内且和为 1；${im(`E(${Xn}^2)-E(${Xn})^2=${E2.toLatex()}-${paren(E)}^2=${D1.toLatex()}`)}，与按定义算出的方差一致。`,
    value: { kind: 'numbers', values: answers.map((a) => a.v.toNumber()) },
  });
}

function paren(r: Rat): string {
  return r.sign() < 0 ? `(${r.toLatex()})` : r.toLatex();
}
