import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert } from '../units';

/**
 * A container weighed with what is in it, before and after a part of the content is taken out:
 * 「一桶油连桶共重200千克，倒出一半油以后，连桶重110千克，原来油重多少千克？」 — the weight lost is that part of
 * the content: content = (before − after) ÷ part, container = before − content.
 */

const CONTAINER = '桶瓶筐盒缸罐篮袋箱壶杯';
const TAKEN = /倒出|倒掉|倒了|用去|用了|用掉|吃了|吃掉|卖出|卖了|卖掉|取出|喝了|喝掉|运走|拿走/;

export function withContainerKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !p.ask.unit || p.ask.unit.dim !== 'mass') return null;
  const box = new RegExp(`连([${CONTAINER}])`).exec(p.text);
  if (!box || !TAKEN.test(p.text)) return null;
  const c = box[1];
  // what is in it: 「一桶油」 → 油
  const content = new RegExp(`[一每这那]${c}([\\u4e00-\\u9fff])`).exec(p.text)?.[1];
  if (!content || content === '连' || CONTAINER.includes(content)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  const masses = nums.filter((q) => q.kind === 'plain' && q.unit?.dim === 'mass');
  const parts = nums.filter((q) => (q.kind === 'fraction' || q.kind === 'percent') && !q.unit && !q.measure);
  if (masses.length !== 2 || parts.length !== 1 || nums.length !== 3) return null;
  const [before, after] = masses;
  const part = parts[0];
  // the part taken is told between the two weighings, and the second weighing is again with the container
  if (!(before.start < part.start && part.start < after.start)) return null;
  if (!new RegExp(`连${c}`).test(p.text.slice(part.end, after.start))) return null;
  const A = convert(before.value, before.unit as NonNullable<Qty['unit']>, p.ask.unit) as Rat;
  const B = convert(after.value, after.unit as NonNullable<Qty['unit']>, p.ask.unit) as Rat;
  const f = part.value;
  if (f.sign() <= 0 || f.cmp(Rat.ONE) >= 0 || A.cmp(B) <= 0) return null;
  const ask = p.ask.text;
  // 「油桶重多少千克」 names the container by what it holds: the container is asked, not the oil
  const askContent = ask.includes(content) && !ask.includes(`${content}${c}`);
  const askBox = !askContent && ask.includes(c);
  if (!askContent && !askBox) return null;
  const inside = A.sub(B).div(f);
  const shell = A.sub(inside);
  if (shell.sign() <= 0 || !A.sub(f.mul(inside)).eq(B)) return null;
  const answer = askContent ? inside : shell;
  const unit = p.ask.unit.name;
  const fTex = f.toLatex();
  return {
    kind: 'with-container',
    idea: `前后两次都连${c}称，${c}的重量不变，少了的重量就是取出的那部分${content}（原来${content}的 $${fTex}$）。`,
    steps: [
      `**列式计算** 原来的${content}：$(${numTex(A)} - ${numTex(B)}) \\div ${fTex} = ${numTex(inside)}$（${unit}）${askBox ? `；${c}：$${numTex(A)} - ${numTex(inside)} = ${numTex(shell)}$（${unit}）` : ''}`,
    ],
    answer,
    unit,
    form: 'number',
    used: nums,
    check: `验算：${c}重 $${numTex(shell)}$，${content}重 $${numTex(inside)}$，共 $${numTex(A)}$；取出 $${numTex(f.mul(inside))}$ 后剩 $${numTex(B)}$，与题目相符。`,
  };
}
