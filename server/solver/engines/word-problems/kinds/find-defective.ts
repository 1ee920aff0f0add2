import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import type { Problem } from '../read';
import { quantitiesIn } from './spans';

/**
 * 找次品（五年级下册 数学广角）: among n things one is lighter (or heavier), found with a balance; the fewest
 * weighings that are sure to find it. Each weighing splits what is left into three groups as equal as possible,
 * so k weighings tell apart at most 3ᵏ things: the answer is the least k with 3ᵏ ≥ n.
 */

const ITEMS = /^(?:有)?(\d+)(个|袋|瓶|盒|本|箱|件|颗|粒|只|块|包|枚|听|筐|罐|支|根|张|台|桶)/;
const LIGHT_OR_HEAVY = /较轻|轻一些|轻些|轻一点|偏轻|质量不足|重量不足|分量不足|少了|较重|重一些|重些|重一点|偏重/;

export function findDefectiveKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/天平/.test(p.text) || !LIGHT_OR_HEAVY.test(p.text)) return null;
  if (!/至少|最少/.test(p.ask.text) || !/称|次/.test(p.ask.text) || !/保证/.test(p.text)) return null;
  // exactly one thing differs
  if (/两个次品|2个次品|两[个袋瓶盒本]|几个次品/.test(p.text.replace(/两面|两边|两端|两盘/g, ''))) return null;
  // the number of things: the first count of the problem (「20本书」「一箱有31袋」「7个钢珠」)
  const counts = p.qs.filter((q) => !q.chinese && q.kind === 'plain' && !q.unit && q.measure);
  const first = counts[0];
  if (!first) return null;
  const m = ITEMS.exec(p.text.slice(first.start));
  if (!m) return null;
  const n = Number(m[1]);
  if (!Number.isInteger(n) || n < 2 || n > 100000) return null;
  const spans: Array<[number, number]> = [[first.start, first.end]];
  // 「其中19本质量相同，另有1本…」: the others must add up to n
  const rest = counts.slice(1);
  if (rest.length) {
    const same = rest.find((q) => /相同|一样|合格|正品/.test(p.text.slice(q.end, q.end + 6)));
    const odd = rest.filter((q) => q !== same);
    if (same && !same.value.add(Rat.ONE).eq(Rat.of(n))) return null;
    if (odd.length > 1 || (odd.length === 1 && !odd[0].value.isOne())) return null;
    for (const q of rest) spans.push([q.start, q.end]);
  }
  const used = quantitiesIn(p, spans);
  if (!used) return null;
  // the weighings: each time the things left are split into three groups, the odd one is in the largest group at worst
  const steps: string[] = [];
  let left = n;
  let k = 0;
  while (left > 1) {
    const a = Math.floor(left / 3);
    const groups = left % 3 === 0 ? [a, a, a] : left % 3 === 1 ? [a, a, a + 1] : [a + 1, a + 1, a];
    k++;
    const worst = Math.max(...groups);
    const dir = /较重|重一些|重些|重一点|偏重/.test(p.text) ? '重' : '轻';
    steps.push(
      left === 2
        ? `**第 ${k} 次** 天平两边各放 1 个，${dir}的那个就是次品。`
        : `**第 ${k} 次** 把 ${left} 个分成 ${groups.join('、')} 三份，把两份数量相同的放在天平两边：平衡则次品在第三份里，不平衡则在${dir}的一边，最多还剩 ${worst} 个。`,
    );
    left = worst;
  }
  const check = Math.ceil(Math.log(n) / Math.log(3) - 1e-9);
  if (k !== check || 3 ** k < n || 3 ** (k - 1) >= n) return null;
  return {
    kind: 'find-defective',
    idea: '找次品：每次把待测的物品尽量平均分成三份，称一次就能确定次品在哪一份；称 $k$ 次最多能从 $3^k$ 个中保证找出次品。',
    steps: [...steps, `**结论** $3^{${k - 1}} = ${3 ** (k - 1)} < ${n} \\le 3^{${k}} = ${3 ** k}$，所以至少称 $${k}$ 次才能保证找出次品。`],
    answer: Rat.of(k),
    unit: '次',
    form: 'number',
    used,
    check: `每次都取最不利的情况，${n} 个经过 ${k} 次称量只剩 1 个；而 ${k - 1} 次最多只能保证从 $${3 ** (k - 1)}$ 个中找出，不够 ${n} 个。`,
  };
}
