import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex, type Problem } from '../read';
import { quantitiesIn, SMALL_NUMBER, smallNumber } from './spans';

const NAME = '(甲|乙)数?';

/**
 * 和倍/差倍 told in digits (四年级 和倍问题): 「甲、乙两数的和是330，甲数的个位上是0，去掉这个0就与乙数相同，甲数是多少？」
 * — dropping the last 0 (or the last k zeros) divides by 10 (10^k), so 甲 = 10^k × 乙; 乙 = 和 ÷ (10^k + 1) or
 * 差 ÷ (10^k − 1). Read only when the two numbers are named, the sum or difference is the one number told, the
 * zeros are told of one and the dropping makes it equal to the other; 乙 must come out a whole number.
 */
export function dropTrailingZerosKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit || p.ask.measure) return null;
  const t = p.text;
  const intro = /(甲|乙)数?[、和与]?(甲|乙)数?两个?数/.exec(t);
  if (!intro || intro[1] === intro[2]) return null;
  const told = /(?:两个?数)?(?:的|之)?(和|差)(?:是|为)(\d+)/.exec(t);
  const zeros = new RegExp(`${NAME}的?(?:个位上?(?:是|为)0|末尾(?:有|是)?${SMALL_NUMBER}个0)`).exec(t);
  if (!told || !zeros) return null;
  const k = zeros[2] ? smallNumber(zeros[2]) : 1;
  if (!k || k > 3) return null;
  const big = zeros[1];
  const small = big === '甲' ? '乙' : '甲';
  const drop = new RegExp(
    `(?:(?:把|将|若把|如果把)(?:这|这个|这些|这${SMALL_NUMBER}个|末尾的|它的)?(?:0|${SMALL_NUMBER}个0)?去掉|去掉(?:这|这个|这些|这${SMALL_NUMBER}个|末尾的|它的)?(?:0|${SMALL_NUMBER}个0)?)(?:后)?[，,]?(?:就|正好|恰好)?(?:与|和|跟|同|等于)${small}数?(?:相同|相等|一样)?(?=[，,。；;？?！!]|$)`,
  ).exec(t.slice(zeros.index + zeros[0].length));
  if (!drop) return null;
  // the zeros dropped are the zeros told: 「末尾有两个0，去掉一个0」 makes 甲 ten times 乙, not a hundred times
  const dropped = drop.slice(1).filter(Boolean).map(smallNumber);
  if (dropped.some((n) => n !== k)) return null;
  if (k > 1 && !dropped.length && !/这些/.test(drop[0])) return null;
  const dropAt = zeros.index + zeros[0].length + drop.index;
  // one relation, one told number: a third number, a second condition or a multiple is another problem
  if (/倍|比|多|少|[丙丁]/.test(t.replace(/多少/g, ''))) return null;
  const asked = new RegExp(`^${NAME}(?:是|为|等于)?多少`).exec(p.ask.text);
  if (!asked) return null;
  const spans: Array<[number, number]> = [
    [intro.index, intro.index + intro[0].length],
    [told.index, told.index + told[0].length],
    [zeros.index, zeros.index + zeros[0].length],
    [dropAt, dropAt + drop[0].length],
  ];
  const used = quantitiesIn(p, spans);
  if (!used) return null;
  const value = Rat.of(Number(told[2]));
  const times = Rat.of(10 ** k);
  const sum = told[1] === '和';
  const parts = sum ? times.add(Rat.ONE) : times.sub(Rat.ONE);
  const smallValue = value.div(parts);
  if (!smallValue.isInteger() || smallValue.sign() <= 0) return null;
  const bigValue = smallValue.mul(times);
  const answer = asked[1] === big ? bigValue : smallValue;
  const tenText = numTex(times);
  const zerosText = k === 1 ? '个位上的0' : `末尾的${k}个0`;
  const steps = [
    `**分析数量关系** ${big}数去掉${zerosText}就缩小到原来的 $\\frac{1}{${tenText}}$，与${small}数相同，所以${big}数是${small}数的 ${tenText} 倍。`,
    sum
      ? `**求${small}数** 把${small}数看作 1 份，两数的和是 $${tenText} + 1 = ${numTex(parts)}$ 份：$${numTex(value)} \\div ${numTex(parts)} = ${numTex(smallValue)}$`
      : `**求${small}数** 把${small}数看作 1 份，两数的差是 $${tenText} - 1 = ${numTex(parts)}$ 份：$${numTex(value)} \\div ${numTex(parts)} = ${numTex(smallValue)}$`,
    `**求${big}数** $${numTex(smallValue)} \\times ${tenText} = ${numTex(bigValue)}$`,
  ];
  const back = sum ? bigValue.add(smallValue) : bigValue.sub(smallValue);
  if (!back.eq(value)) return null;
  return {
    kind: 'drop-trailing-zeros',
    idea: `去掉一个数末尾的${k === 1 ? '' : `${k}个`}0，这个数就缩小到原来的 $\\frac{1}{${tenText}}$：两数成 ${tenText} 倍的关系，用${sum ? '和倍' : '差倍'}问题的方法解。`,
    steps,
    answer,
    unit: '',
    form: 'number',
    used,
    check: `验算：$${numTex(bigValue)} ${sum ? '+' : '-'} ${numTex(smallValue)} = ${numTex(back)}$；$${numTex(bigValue)}$ 去掉${zerosText}是 $${numTex(smallValue)}$，都与题意相符。`,
  };
}
