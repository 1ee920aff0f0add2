import type { Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { CURRENCIES } from '../units';
import { quantitiesIn } from './spans';

/** The clause of the rate: so much of a foreign money 兑换 so much 人民币, in either order, and nothing else. */
const CUR = '(?:美元|欧元|港元|港币|日元|英镑|韩元)';
const RATE = new RegExp(
  `^(?:每)?#${CUR}?(?:可以|可|能|能够)?(?:兑换|换|兑)(?:成)?(?:人民币)?#(?:元)?(?:人民币)?$|^(?:人民币)?#(?:元)?(?:人民币)?(?:可以|可|能|能够)?(?:兑换|换|兑)(?:成)?#${CUR}?$`,
);
/** Who has the amount and what is done with it, before the question: 「小明的爸爸有200美元」「王叔叔用1400元人民币」. */
const HOLDER = /^(?:[\u4e00-\u9fff]{1,6}?(?:有|用|带了?|拿|存了?)|[\u4e00-\u9fff]{1,8}?(?:价格|售价|标价|价钱|定价)(?:是|为))?(?:人民币)?$/;

/**
 * 汇率 (人教版 五年级上 小数乘法): 「1美元可以兑换人民币6.8元，小明的爸爸有200美元，可以兑换人民币多少元？」 and the other way
 * 「…用1400元人民币可以兑换多少美元？」. The rate clause holds the two moneys and nothing else; the amount is of one of
 * them and the question asks the other.
 */
export function exchangeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/兑换|换成|合人民币|折合|合多少/.test(p.ask.text)) return null;
  const foreign = (q: Qty) => !q.unit && CURRENCIES.includes(q.measure ?? '');
  // (「100日元」 is read as a label by the date reader: a foreign money is an amount here)
  const nums = p.qs.filter((q) => !q.label || foreign(q));
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain')) return null;
  const yuan = (q: Qty) => q.unit?.name === '元';
  // the rate's clause holds two of the three numbers (「1美元兑换人民币7.2元」 may come after the amount)
  const rateClause = nums.find((q) => nums.filter((o) => o.clause === q.clause).length === 2)?.clause;
  if (rateClause === undefined) return null;
  const [x, y] = nums.filter((q) => q.clause === rateClause);
  const c = nums.find((q) => q.clause !== rateClause);
  if (!x || !y || !c || nums.filter((q) => q.clause === rateClause).length !== 2) return null;
  const shape = `${p.clauses[rateClause].slice(0, x.start - p.offsets[rateClause])}#${p.text.slice(x.end, y.start)}#${p.text.slice(y.end, p.offsets[rateClause] + p.clauses[rateClause].length)}`;
  if (!RATE.test(shape)) return null;
  const [f, r] = foreign(x) && yuan(y) ? [x, y] : foreign(y) && yuan(x) ? [y, x] : [null, null];
  // the textbook's rate is of 1 (10, 100, 1000) foreign units: 「1元人民币可以兑换0.14美元」 is the rate turned round
  if (!f || !r || r.value.isZero() || !['1', '10', '100', '1000'].includes(f.value.toString())) return null;
  // the amount: its clause (or the question) says only who holds it
  const cClause = p.clauses[c.clause];
  if (!HOLDER.test(cClause.slice(0, c.start - p.offsets[c.clause]))) return null;
  // 「小明和妈妈各有100美元」「每人带了100美元」「每天存2美元」: the amount is of one of several, and the question asks them all
  if (/各|每|都|分别/.test(cClause) || /一共|共|总|合计|一个月|一年|一周/.test(p.ask.text)) return null;
  // (「可以兑换多少元港币」: the 元 of another money is no 人民币)
  if (CURRENCIES.some((m) => m !== f.measure && p.ask.text.includes(m))) return null;
  const toYuan = foreign(c) && c.measure === f.measure && /多少元/.test(p.ask.text) && !p.ask.text.includes(f.measure as string);
  const toForeign = yuan(c) && new RegExp(`多少${f.measure}$`).test(p.ask.text);
  if (!toYuan && !toForeign) return null;
  if (!quantitiesIn(p, [[0, p.text.length]])) return null;
  const answer = toYuan ? c.value.mul(r.value).div(f.value) : c.value.mul(f.value).div(r.value);
  const unit = toYuan ? '元' : (f.measure as string);
  const per = f.value.isOne() ? '' : `${numTex(f.value)} `;
  return {
    kind: 'exchange',
    idea: `${per}${f.measure}兑换 $${numTex(r.value)}$ 元人民币：${toYuan ? '外币换人民币，用乘法' : '人民币换外币，用除法'}。`,
    steps: [
      toYuan
        ? `**列式计算** $${numTex(c.value)}${f.value.isOne() ? '' : ` \\div ${numTex(f.value)}`} \\times ${numTex(r.value)} = ${numTex(answer)}$（元）`
        : `**列式计算** $${numTex(c.value)} \\div ${numTex(r.value)}${f.value.isOne() ? '' : ` \\times ${numTex(f.value)}`} = ${numTex(answer)}$（${unit}）`,
    ],
    answer,
    unit,
    form: 'number',
    decimal: true,
    used: nums,
    check: toYuan
      ? `倒过来换：$${numTex(answer)}$ 元可以换回 $${numTex(answer.mul(f.value).div(r.value))}$ ${f.measure}，正是原来的钱数。`
      : `倒过来换：$${numTex(answer)}$ ${f.measure}可以换回 $${numTex(answer.mul(r.value).div(f.value))}$ 元，正是原来的钱数。`,
  };
}
