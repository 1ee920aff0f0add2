import { isOptional, type Model } from '../model';
import { numTex as t, type Problem, type Qty } from '../read';

const RIGHT = /做对|答对|对一题|正确/;
const WRONG = /做错|答错|错一题|不答|不做/;

/**
 * 得分问题, 鸡兔同笼 with a penalty (四年级 数学广角): each right answer gains g points, each wrong one (错或不答) loses d,
 * N questions were all answered (or counted), the score is S; how many right (or wrong). 假设法: had all been right the
 * score would be N × g; each wrong one costs g + d, so wrong = (N × g − S) ÷ (g + d). Checked by scoring again.
 */
export function rightWrongScoreKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/分/.test(p.text)) return null;
  if (/不答(?:的|题)?(?:不得分|不扣分|得0分)|平均|每人|比|倍|至少|最多/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 4 || nums.some((q) => q.kind !== 'plain' || !q.value.isInteger() || q.value.sign() <= 0)) return null;
  const after = (q: Qty) => p.text.slice(q.start + q.raw.length, q.start + q.raw.length + 2);
  const points = nums.filter((q) => after(q).startsWith('分'));
  const count = nums.filter((q) => !points.includes(q));
  if (points.length !== 3 || count.length !== 1 || !/^(?:道)?题|^道/.test(after(count[0]))) return null;
  const clauseOf = (q: Qty) => p.clauses[q.clause];
  const gain = points.filter((q) => RIGHT.test(clauseOf(q)) && /得|加/.test(clauseOf(q)) && !WRONG.test(clauseOf(q)));
  const loss = points.filter((q) => WRONG.test(clauseOf(q)) && /扣|减/.test(clauseOf(q)) && !RIGHT.test(clauseOf(q)));
  const score = points.filter((q) => !gain.includes(q) && !loss.includes(q));
  if (gain.length !== 1 || loss.length !== 1 || score.length !== 1) return null;
  if (!/得了|共得|一共得|总分|得分|成绩|考了|获得/.test(clauseOf(score[0]))) return null;
  const askRight = RIGHT.test(p.ask.text);
  const askWrong = WRONG.test(p.ask.text);
  if (askRight === askWrong) return null;
  const g = gain[0].value;
  const d = loss[0].value;
  const N = count[0].value;
  const S = score[0].value;
  const lost = N.mul(g).sub(S);
  const wrong = lost.div(g.add(d));
  const right = N.sub(wrong);
  if (!wrong.isInteger() || wrong.sign() < 0 || right.sign() < 0) return null;
  if (!right.mul(g).sub(wrong.mul(d)).eq(S)) return null;
  const answer = askRight ? right : wrong;
  const unit = p.ask.measure ?? '道';
  return {
    kind: 'right-wrong-score',
    idea: '得分问题（鸡兔同笼）用假设法：假设全部答对，算出比实际多得多少分；每答错一题，不但得不到这一题的分，还要扣分，共少得（得分 + 扣分）。',
    steps: [
      `**第一步** 假设 $${t(N)}$ 题全对：$${t(N)} \\times ${t(g)} = ${t(N.mul(g))}$（分），比实际多 $${t(N.mul(g))} - ${t(S)} = ${t(lost)}$（分）`,
      `**第二步** 每答错一题少得：$${t(g)} + ${t(d)} = ${t(g.add(d))}$（分）；答错：$${t(lost)} \\div ${t(g.add(d))} = ${t(wrong)}$（${unit}）`,
      `**列式计算** 答对：$${t(N)} - ${t(wrong)} = ${t(right)}$（${unit}）`,
    ],
    answer,
    unit,
    form: 'number',
    used: nums,
    check: `验算：答对 $${t(right)}$ 题得 $${t(right.mul(g))}$ 分，答错 $${t(wrong)}$ 题扣 $${t(wrong.mul(d))}$ 分，$${t(right.mul(g))} - ${t(wrong.mul(d))} = ${t(S)}$（分），与题目相符。`,
  };
}
