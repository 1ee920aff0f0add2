import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex, type Problem } from '../read';
import { quantitiesIn } from './spans';

/**
 * 鸡兔同笼 with money: coins or notes of two values, how many in all and what they are worth —
 * 「1元和5角的硬币共20枚，一共12元，1元的有几枚？」. 假设法: suppose all are the smaller value, the shortfall over the
 * difference of the values is the count of the larger; the check adds the count and the value back.
 */

const MONEY: Record<string, Rat> = { 元: Rat.ONE, 角: Rat.of(1, 10), 分: Rat.of(1, 100) };
// the things may be coins or notes, or anything sold at the two prices (「9元和5元的电影票共10张」「2元和5元的邮票」)
const PAIR =
  /(\d+(?:\.\d+)?)(元|角|分)(?:的)?(?:和|与|、)(\d+(?:\.\d+)?)(元|角|分)的(?:[\u4e00-\u9fff]{1,4}?)[,，]?(?:一共|共|总共|合计)(?:有)?(\d+)(枚|张|个|本|支|件|套)/;
const TOTAL = /(?:一共|共|总共|合计|总值|总钱数)(?:是|有|值|用了|用去|花了|付了)?(\d+(?:\.\d+)?)(元|角)/g;

export function coinsKind(p: Problem): Model | null {
  // 「1元的比5角的多几枚」 asks a difference, not one count
  if (p.ask.form !== 'number' || /比|相差|差/.test(p.ask.text)) return null;
  const pair = PAIR.exec(p.text);
  if (!pair) return null;
  const totals = [...p.text.matchAll(TOTAL)].filter((m) => m.index >= pair.index + pair[0].length);
  if (totals.length !== 1) return null;
  const total = totals[0];
  const x = Rat.parseDecimal(pair[1])?.mul(MONEY[pair[2]]);
  const y = Rat.parseDecimal(pair[3])?.mul(MONEY[pair[4]]);
  const n = Rat.of(Number(pair[5]));
  const v = Rat.parseDecimal(total[1])?.mul(MONEY[total[2]]);
  if (!x || !y || !v || x.eq(y) || x.sign() <= 0 || y.sign() <= 0) return null;
  // which value is asked: 「1元的有几枚」
  const asked = /(\d+(?:\.\d+)?)(元|角|分)的(?:[\u4e00-\u9fff]{1,4}?)?(?:有|买了|是)?(?:多少|几)(?:枚|张|个|本|支|件|套)/.exec(p.ask.text);
  if (!asked) return null;
  const av = Rat.parseDecimal(asked[1])?.mul(MONEY[asked[2]]);
  if (!av || (!av.eq(x) && !av.eq(y))) return null;
  const used = quantitiesIn(p, [
    [pair.index, pair.index + pair[0].length],
    [total.index, total.index + total[0].length],
    [p.offsets[p.ask.clause], p.offsets[p.ask.clause] + p.ask.text.length],
  ]);
  if (!used) return null;
  const [big, small] = x.cmp(y) > 0 ? [x, y] : [y, x];
  const bigCount = v.sub(n.mul(small)).div(big.sub(small));
  const smallCount = n.sub(bigCount);
  if (!bigCount.isInteger() || bigCount.sign() < 0 || smallCount.sign() < 0) return null;
  if (!bigCount.mul(big).add(smallCount.mul(small)).eq(v)) return null;
  const answer = av.eq(big) ? bigCount : smallCount;
  const unit = pair[6];
  const yuan = (r: Rat) => `${numTex(r)}`;
  return {
    kind: 'coins',
    idea: '鸡兔同笼的假设法：假设全是面值小的，算出比实际少的钱数，再除以两种面值的差。',
    steps: [
      `**假设** 全是 $${yuan(small)}$ 元的：$${numTex(n)} \\times ${yuan(small)} = ${numTex(n.mul(small))}$（元），比实际少 $${numTex(v)} - ${numTex(n.mul(small))} = ${numTex(v.sub(n.mul(small)))}$（元）`,
      `**面值大的** 每换一${unit}多 $${yuan(big)} - ${yuan(small)} = ${numTex(big.sub(small))}$（元），$${numTex(v.sub(n.mul(small)))} \\div ${numTex(big.sub(small))} = ${numTex(bigCount)}$（${unit}）`,
      `**面值小的** $${numTex(n)} - ${numTex(bigCount)} = ${numTex(smallCount)}$（${unit}）`,
    ],
    answer,
    unit,
    form: 'number',
    used,
    check: `$${numTex(bigCount)} \\times ${yuan(big)} + ${numTex(smallCount)} \\times ${yuan(small)} = ${numTex(v)}$（元），一共 $${numTex(n)}$ ${unit}。`,
  };
}
