import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert } from '../units';

/**
 * What is left of a whole, cut or packed into equal pieces (三年级 有余数的除法 / 两步计算):
 * 「一根绳子长25米，剪去10米，剩下的每2米做一根跳绳，可以做多少根？」 → (25 − 10) ÷ 2 = 7……1, 7 根 (去尾法);
 * 「有50千克大米，吃了14千克，剩下的每6千克装一袋，需要几个袋子？」 → 进一法. Checked by pieces × size + remainder.
 */

const TAKEN = /剪去|剪下|剪掉|剪了|用去|用了|用掉|吃了|吃掉|卖了|卖掉|卖出|运走|送出|送给|拿走|拿出|花了|截去|锯下|锯去|剪/;

export function restIntoPiecesKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !p.ask.measure || p.ask.unit) return null;
  if (!/剩下|剩余|余下|其余/.test(p.text) || /比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|又|再/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain' || !q.unit || q.clause === p.ask.clause)) return null;
  const [whole, taken, size] = nums;
  const before = (q: Qty) => p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
  const after = (q: Qty) => p.clauses[q.clause].slice(q.end - p.offsets[q.clause]);
  if (!TAKEN.test(before(taken)) || TAKEN.test(before(whole))) return null;
  // 「剩下的每2米做一根…」: the size of one piece, in the clause about what is left
  if (!/(?:剩下|剩余|余下|其余)的?(?:部分)?每$/.test(before(size)) && !/(?:剩下|剩余|余下|其余)的?(?:部分)?(?:平均)?每/.test(before(size)))
    return null;
  const piece = /^(?:做|装|剪|截|锯|编|织|分|包|缝)(?:成)?(?:一|1)([\u4e00-\u9fff])/.exec(after(size));
  if (!piece || piece[1] !== p.ask.measure) return null;
  const unit = whole.unit!;
  const D = convert(taken.value, taken.unit!, unit);
  const S = convert(size.value, size.unit!, unit);
  if (!D || !S || S.sign() <= 0) return null;
  const left = whole.value.sub(D);
  if (left.sign() <= 0) return null;
  const q = left.div(S);
  let count: Rat;
  let how = '';
  let rem = Rat.ZERO;
  if (q.isInteger()) count = q;
  else {
    const up = /至少|最少|需要|需|要用|才能/.test(p.ask.text);
    const down = /最多|可以|能|可|够/.test(p.ask.text) && !up;
    if (up === down) return null;
    const fl = Rat.of(q.n / q.d);
    rem = left.sub(fl.mul(S));
    count = up ? fl.add(Rat.ONE) : fl;
    how = up ? '进一法' : '去尾法';
  }
  // check: pieces × size + remainder gives back what was left, the remainder smaller than one piece
  const full = how === '进一法' ? count.sub(Rat.ONE) : count;
  if (!full.mul(S).add(rem).eq(left) || rem.sign() < 0 || rem.cmp(S) >= 0) return null;
  const u = unit.name;
  return {
    kind: 'rest-into-pieces',
    idea: '先求剩下多少（总数 − 用去的），再看剩下的里面有几个每份的量，用除法。',
    steps: [
      `**剩下** $${numTex(whole.value)} - ${numTex(D)} = ${numTex(left)}$（${u}）`,
      rem.isZero()
        ? `**能做** $${numTex(left)} \\div ${numTex(S)} = ${numTex(count)}$（${p.ask.measure}）`
        : `**能做** $${numTex(left)} \\div ${numTex(S)} = ${numTex(full)}$（${p.ask.measure}）……$${numTex(rem)}$（${u}），用${how}取 $${numTex(count)}$ ${p.ask.measure}`,
    ],
    answer: count,
    unit: p.ask.measure,
    form: 'number',
    used: nums,
    check: `验算：$${numTex(full)} \\times ${numTex(S)}${rem.isZero() ? '' : ` + ${numTex(rem)}`} = ${numTex(left)}$，正好是剩下的部分。`,
  };
}
