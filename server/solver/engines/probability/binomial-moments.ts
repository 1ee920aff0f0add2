import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';

/**
 * X ~ B(n, p) with both letters unknown and both moments told: E(X) = np and D(X) = np(1−p) give 1−p = D/E, then
 * n = E/p, which must be a whole number. The ask is p or n (「则 p=」「则 n 的值为」). Checked by computing E and D
 * again from the distribution with the n and p found.
 */
const VALUE = String.raw`(\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\})`;

export function binomialFromMoments(text: string, mp: MathProblem): MathOutcome | null {
  const t = text.replace(/\\mathrm\s*\{\s*([A-Za-z])\s*\}/g, '$1');
  const spec = /\$\s*([XYξ]|\\xi)\s*(?:\\sim|~)\s*B\s*\(\s*n\s*,\s*p\s*\)\s*\$/.exec(t);
  if (!spec) return null;
  const v = spec[1].replace(/\\/g, '\\\\');
  const e = new RegExp(String.raw`E\s*\(?\s*${v}\s*\)?\s*=\s*${VALUE}`).exec(t);
  const d = new RegExp(String.raw`D\s*\(?\s*${v}\s*\)?\s*=\s*${VALUE}`).exec(t);
  const ask = /(?:则|求)\s*\$?\s*([np])\s*\$?\s*(?:=\s*\$?|的值(?:为|是)?)\s*[_＿\s]*(?:\\_)*\s*[。.]?\s*$/.exec(
    t.replace(/\(\s*\)|（\s*）/g, ''),
  );
  if (!e || !d || !ask) return null;
  // nothing else told: the spec, the two moments, the ask
  const rest = t.replace(spec[0], '').replace(e[0], '').replace(d[0], '').replace(ask[0], '');
  if (/\d|[<>]|P\s*\(/.test(rest.replace(/^\s*\d{1,2}\s*[.、．]/, ''))) return null;
  const E = evalRat(parseRat(e[1])!, () => null);
  const D = evalRat(parseRat(d[1])!, () => null);
  if (!E || !D || E.sign() <= 0 || D.sign() <= 0) return null;
  const q = D.div(E);
  const p = Rat.ONE.sub(q);
  if (p.sign() <= 0 || p.cmp(Rat.ONE) >= 0) return null;
  const n = E.div(p);
  if (!n.isInteger() || n.toNumber() < 1 || n.toNumber() > 200) return null;
  const nn = n.toNumber();
  // the distribution itself gives E and D back
  let me = 0;
  let m2 = 0;
  let c = 1;
  const pf = p.toNumber();
  for (let k = 0; k <= nn; k++) {
    const pk = c * pf ** k * (1 - pf) ** (nn - k);
    me += k * pk;
    m2 += k * k * pk;
    c = (c * (nn - k)) / (k + 1);
  }
  if (Math.abs(me - E.toNumber()) > 1e-9 || Math.abs(m2 - me * me - D.toNumber()) > 1e-9) return null;
  const asked = ask[1];
  const value = asked === 'p' ? p : n;
  return solved(mp, {
    engine: 'probability:binomial-moments',
    idea: '二项分布 $X\\sim B(n,p)$ 的期望 $E(X)=np$，方差 $D(X)=np(1-p)$，两式相除得 $1-p$。',
    steps: [
      `${im(`np=${E.toLatex()}`)}，${im(`np(1-p)=${D.toLatex()}`)}。`,
      `两式相除：${im(`1-p=\\frac{${D.toLatex()}}{${E.toLatex()}}=${q.toLatex()}`)}，所以 ${im(`p=${p.toLatex()}`)}，${im(`n=\\frac{${E.toLatex()}}{p}=${nn}`)}。`,
    ],
    finalAnswer: im(`${asked}=${value.toLatex()}`),
    verificationNote: `由分布列 ${im(`P(X=k)=C_{${nn}}^{k}p^k(1-p)^{${nn}-k}`)} 直接算出的期望与方差与题中相同。`,
    value: { kind: 'numbers', values: [value.toNumber()] },
  });
}
