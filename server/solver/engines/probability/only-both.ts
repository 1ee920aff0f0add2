import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { plainNumbers } from './independent';

/**
 * 「只用现金支付的概率为 0.45，既用现金支付也用非现金支付的概率为 0.15，则不用现金支付的概率为」 (人教A版 必修二 10.1.4):
 * doing X is the union of the exclusive events 「只 X」 and 「既 X 也 Y」, so P(X) = p + q and P(不 X) = 1 − p − q.
 * The X of the three phrases must be the same; the two told numbers are the only numbers of the text.
 */
type Out = ReturnType<typeof solved>;

const rat = (s: string): Rat | null => {
  const n = parseRat(s);
  return n ? evalRat(n, () => null) : null;
};

export function onlyAndBoth(text: string, mp: MathProblem): Out | null {
  const plain = plainNumbers(text)?.replace(/\s+/g, '');
  if (!plain) return null;
  const m =
    /^(?:若|已知|设)?([^«»,，]*?)只(\S{1,12}?)的概率(?:为|是)«([^»]+)»[,，](?:且)?既(\S{1,12}?)也(\S{1,12}?)的概率(?:为|是)«([^»]+)»[,，](?:则|那么)(?:该群体中的成员|其)?不(\S{1,12}?)的概率(?:为|是)?[.。]?$/.exec(
      plain,
    );
  if (!m) return null;
  const [, , only, pText, both1, both2, qText, not] = m;
  // One activity X in all three phrases: 「既 X 也 Y」 with X first, and 「不 X」 asked.
  if (only !== both1 || not !== only || both2 === only) return null;
  const p = rat(pText);
  const q = rat(qText);
  if (!p || !q) return null;
  const rest = Rat.ONE.sub(p).sub(q);
  const inUnit = (r: Rat) => r.cmp(Rat.ZERO) >= 0 && r.cmp(Rat.ONE) <= 0;
  if (!inUnit(p) || !inUnit(q) || !inUnit(rest)) return null;
  const dec = (r: Rat) => {
    const x = r.toNumber();
    return Number.isInteger(x * 1e6) ? String(x) : r.toLatex();
  };
  return solved(mp, {
    engine: 'probability:only-both',
    idea: `「${only}」分成互斥的两种情况：只${only}，既${both1}也${both2}；「不${only}」是它的对立事件。`,
    steps: [
      `${im(`P(${only})=P(只${only})+P(既${both1}也${both2})=${dec(p)}+${dec(q)}=${dec(p.add(q))}`)}。`,
      `${im(`P(不${only})=1-${dec(p.add(q))}=${dec(rest)}`)}。`,
    ],
    finalAnswer: im(dec(rest)),
    verificationNote: `三种情况（只${only}、既${both1}也${both2}、不${only}）两两互斥且合起来是全部，概率之和 ${dec(p)}+${dec(q)}+${dec(rest)}=1，每个都在 0 与 1 之间。`,
    value: { kind: 'numbers', values: [rest.toNumber()] },
  });
}
