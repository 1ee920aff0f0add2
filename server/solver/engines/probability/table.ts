import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { evalRat, parseRat, varsOf } from '../../math/numbers/ratexpr';

type Out = ReturnType<typeof solved>;

const PROSE =
  /已知|设|若|离散型|随机变量|的|分布列|如下表|如下|如表|所示|为|是|则|求|且|和|及|与|值|数学期望|期望|均值|方差|实数|常数|，|,|。|\.|:|：|_|\s/g;

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
  if (!rows.length) {
    // Written inline: 「P(X=0)=0.2，P(X=1)=0.5，P(X=2)=0.3」, one formula each.
    const inline = [...rest.matchAll(/\$\s*P\s*\(\s*([A-Z]|\\xi|\\eta)\s*=\s*([^)$]+?)\s*\)\s*=\s*([^$=]+?)\s*\$/g)];
    if (inline.length >= 2 && inline.every((m) => m[1] === inline[0]![1])) {
      rows.push([inline[0]![1]!, ...inline.map((m) => m[2]!)], ['P', ...inline.map((m) => m[3]!)]);
      for (const m of inline) rest = rest.replace(m[0], ' ');
    }
  }
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
  const asks: Ask[] = [];
  const esc = Xn.replace(/\\/g, '\\\\');
  for (const m of prose.matchAll(/⟨([^⟩]*)⟩/g)) {
    const s = m[1].replace(/=$/, '');
    if (u && s === u) {
      asks.push({ what: 'u', tex: u });
      continue;
    }
    if (s === Xn) continue;
    const ed = new RegExp(`^([ED])(?:\\((.+)\\)|(${esc}))$`).exec(s);
    const lin = ed && linearIn(ed[2] ?? ed[3]!, Xn);
    if (!ed || !lin) return null;
    asks.push({ what: ed[1] as 'E' | 'D', tex: `${ed[1]}(${ed[2] ?? ed[3]})`, ...lin });
  }
  const words = prose.replace(/⟨[^⟩]*⟩/g, ' ');
  if (words.replace(PROSE, '').trim() !== '') return null;
  if (/期望|均值/.test(words) && !asks.some((a) => a.what === 'E')) asks.push({ what: 'E', tex: `E(${Xn})` });
  if (/方差/.test(words) && !asks.some((a) => a.what === 'D')) asks.push({ what: 'D', tex: `D(${Xn})` });
  const uniq = [...new Map(asks.map((a) => [a.tex, a])).values()];
  if (!uniq.length || (uniq.some((a) => a.what === 'u') && !u)) return null;
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
    if (uniq.some((a) => a.what === 'u')) answers.push({ tex: u, v: t as Rat });
  }
  if (uniq.some((a) => a.what !== 'u'))
    steps.push(`${im(`E(${Xn})=${xs.map((x, i) => `${paren(x)}\\times ${P[i].toLatex()}`).join('+')}=${E.toLatex()}`)}。`);
  if (uniq.some((a) => a.what === 'D')) {
    steps.push(
      `${im(`D(${Xn})=${xs.map((x, i) => `(${x.toLatex()}-${paren(E)})^2\\times ${P[i].toLatex()}`).join('+')}=${D1.toLatex()}`)}。`,
    );
  }
  for (const a of uniq) {
    if (a.what === 'u') continue;
    const scale = a.a ?? Rat.ONE;
    const shift = a.b ?? Rat.ZERO;
    // The variable aX + b has its own distribution: its mean and variance by definition must agree with the rules.
    const ys = xs.map((x) => scale.mul(x).add(shift));
    const eY = ys.reduce((acc, y, i) => acc.add(y.mul(P[i])), Rat.ZERO);
    const dY = ys.reduce((acc, y, i) => acc.add(y.sub(eY).pow(2).mul(P[i])), Rat.ZERO);
    const byRule = a.what === 'E' ? scale.mul(E).add(shift) : scale.mul(scale).mul(D1);
    if (!byRule.eq(a.what === 'E' ? eY : dY)) return null;
    if (a.a) {
      steps.push(
        a.what === 'E'
          ? `${im(`${a.tex}=${paren(scale)}E(${Xn})${shift.sign() < 0 ? '' : '+'}${shift.toLatex()}=${byRule.toLatex()}`)}。`
          : `${im(`${a.tex}=${paren(scale)}^2D(${Xn})=${byRule.toLatex()}`)}。`,
      );
    }
    answers.push({ tex: a.tex, v: byRule });
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

type Ask = { what: 'u' | 'E' | 'D'; tex: string; a?: Rat; b?: Rat };

/** aX + b read from the inside of E(…) / D(…): null unless it is linear in the variable (a ≠ 0). */
function linearIn(inner: string, Xn: string): { a?: Rat; b?: Rat } | null {
  if (inner === Xn) return {};
  if (!/^[A-Z]$/.test(Xn)) return null;
  const n = parseRat(inner);
  if (!n || [...varsOf(n)].some((v) => v !== Xn)) return null;
  const at = (x: Rat) => evalRat(n, (name) => (name === Xn ? x : null));
  const [y0, y1, y2] = [at(Rat.ZERO), at(Rat.ONE), at(Rat.of(2))];
  if (!y0 || !y1 || !y2) return null;
  const a = y1.sub(y0);
  if (a.isZero() || !y2.sub(y1).eq(a)) return null;
  return { a, b: y0 };
}

function paren(r: Rat): string {
  return r.sign() < 0 ? `(${r.toLatex()})` : r.toLatex();
}
