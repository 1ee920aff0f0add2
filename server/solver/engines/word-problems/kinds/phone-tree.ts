import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import type { Problem } from '../read';
import { quantitiesIn } from './spans';

/**
 * 打电话（五年级下册 数学广角）: one person must tell n people, each call takes the same time, and everyone who
 * knows calls someone new each minute. After k rounds 2ᵏ people know (the caller included), so the fewest rounds
 * are the least k with 2ᵏ ≥ n + 1.
 */

export function phoneTreeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/通知/.test(p.text) || !/电话|通话|每分钟(?:只能)?通知/.test(p.text)) return null;
  if (!/至少|最少|最快|通知到每/.test(p.text) || !/分钟/.test(p.ask.text) || !/多少|几/.test(p.ask.text)) return null;
  // who calls must be outside the n people told (包括/其中 would make it n − 1): refuse those wordings
  if (/包括|其中|含|连同|其他|其余|别的|队长|组长|班长|团长/.test(p.text)) return null;
  // the time of one call: 「每人通话1分钟」「每分钟通知一个人」「打一次电话要2分钟」「每通知一人需要1分钟」
  const call =
    /(?:通话|打一次电话|打一个电话|每次|每通知(?:一|1)(?:个|名)?人)(?:要|需要|需|用)?(\d+(?:\.\d+)?)分钟|每(\d*)分钟(?:只能)?通知(?:一|1)(?:个|名)?人/.exec(
      p.text,
    );
  if (!call) return null;
  // the people to tell, not the one person of a call (「每分钟通知1人」)
  const inCall = (q: { start: number }) => q.start >= call.index && q.start < call.index + call[0].length;
  const people = p.qs.filter(
    (q) => !q.chinese && !inCall(q) && q.kind === 'plain' && !q.unit && (q.measure === '人' || q.measure === '名' || q.measure === '位'),
  );
  if (people.length !== 1) return null;
  const n = people[0].value;
  if (!n.isInteger() || n.sign() <= 0 || n.toNumber() > 1_000_000) return null;
  const spans: Array<[number, number]> = [
    [people[0].start, people[0].end],
    [call.index, call.index + call[0].length],
  ];
  const used = quantitiesIn(p, spans);
  if (!used) return null;
  const minutes = Rat.parseDecimal(call[1] ?? (call[2] || '1'));
  if (!minutes || minutes.sign() <= 0) return null;
  const total = n.toNumber() + 1;
  const steps: string[] = [];
  let know = 1;
  let k = 0;
  while (know < total) {
    k++;
    know *= 2;
    steps.push(`第 ${k} ${minutes.isOne() ? '分钟' : '轮'}后，知道消息的最多有 $${know}$ 人（包括打电话的人）`);
  }
  const answer = minutes.mul(Rat.of(k));
  if (2 ** k < total || 2 ** (k - 1) >= total) return null;
  return {
    kind: 'phone-tree',
    idea: '打电话：每个已经知道消息的人都同时去通知一个还不知道的人，每过一轮知道消息的人数就翻一番。',
    steps: [
      `**分析数量关系** 要通知 $${n.toString()}$ 人，加上打电话的人一共 $${total}$ 人都要知道消息。`,
      `**逐轮计算** ${steps.join('；')}。`,
      `**结论** $2^{${k - 1}} = ${2 ** (k - 1)} < ${total} \\le 2^{${k}} = ${2 ** k}$，至少要 ${k} 轮${minutes.isOne() ? '' : `，$${k} \\times ${minutes.toString()} = ${answer.toString()}$（分钟）`}。`,
    ],
    answer,
    unit: '分钟',
    form: 'number',
    used,
    check: `${k - 1} 轮最多只有 $${2 ** (k - 1)}$ 人知道，不够 ${total} 人；${k} 轮最多 $${2 ** k}$ 人，够了。`,
  };
}
