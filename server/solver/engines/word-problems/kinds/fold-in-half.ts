import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import type { Problem } from '../read';
import { quantitiesIn, SMALL_NUMBER, smallNumber } from './spans';

/**
 * 对折 (三年级 分数的初步认识): a sheet or a rope folded in half n times is cut into 2ⁿ equal parts —
 * 「把一张纸对折再对折，每份是这张纸的几分之几？」「长绳连续对折三次，沿折痕剪开，每根短绳占长绳的几分之几？」.
 * Only one part's fraction is answered; how many pieces a folded rope falls into when cut is another question.
 */

const TIMES = new RegExp(`(?:连续)?对折${SMALL_NUMBER}次`);
const AGAIN = /对折(?:(?:后)?再对折)+/;

export function foldInHalfKind(p: Problem): Model | null {
  if (p.ask.form !== 'fraction' || !/每(?:一)?(?:份|根|段|条|块|张|部分)|一(?:份|根|段|块)/.test(p.ask.text)) return null;
  if (/比|倍|剩|用去|剪去|还|又|平均分成|分给/.test(p.text.replace(/再对折/g, ''))) return null;
  const times = TIMES.exec(p.text);
  const again = times ? null : AGAIN.exec(p.text);
  if (!times && !again) return null;
  // exactly one fold told: 对折三次 or 对折再对折…, nowhere a second one
  if (p.text.split('对折').length - 1 !== (times ? 1 : (again as RegExpExecArray)[0].split('对折').length - 1)) return null;
  const n = times ? smallNumber(times[1]) : (again as RegExpExecArray)[0].split('对折').length - 1;
  if (!n || n > 6) return null;
  const at = (times ?? again)?.index ?? 0;
  const len = (times ?? again)?.[0].length ?? 0;
  if (!quantitiesIn(p, [[at, at + len]])) return null;
  const used = p.qs.filter((q) => q.start >= at && q.start < at + len);
  const parts = 2 ** n;
  const answer = Rat.of(1, parts);
  // check: each fold doubles the parts
  let count = 1;
  for (let i = 0; i < n; i++) count *= 2;
  if (count !== parts || !answer.mul(Rat.of(parts)).isOne()) return null;
  const doubling = Array.from({ length: n }, (_, i) => 2 ** (i + 1)).join(' → ');
  return {
    kind: 'fold-in-half',
    idea: '每对折一次，份数就变成原来的 2 倍；对折几次就是几个 2 相乘，平均分成的每一份就是整体的几分之一。',
    steps: [
      `**分析数量关系** 对折 ${n} 次，份数依次是 ${doubling}，一共平均分成 $${Array(n).fill('2').join(' \\times ')} = ${parts}$ 份。`,
      `**列式计算** 每份是整体的 $\\frac{1}{${parts}}$。`,
    ],
    answer,
    unit: '',
    form: 'fraction',
    used,
    check: `验算：$${parts}$ 个 $\\frac{1}{${parts}}$ 合起来正好是整体 1。`,
  };
}
