import type { EngineResult } from '../engines/types';
import type { Question } from '../read/question';
import type { Solved } from '../types';
import {
  type ConditionKind,
  type ConditionSet,
  conditionSet,
  kindName,
  readConditionPair,
  readKindOption,
  setOf,
  witness,
} from './condition-kind';

const UNREAD =
  '这是判断充分、必要条件的题目，但有的条件目前无法化成确定的取值集合（只处理关于一个字母的不等式或方程），为避免判断错误，暂不作答。';
const OPTIONS_UNREAD = '这是判断充分、必要条件的题目，但选项不是四种条件类型的写法，为避免选错，暂不作答。';

function refused(reason: string): EngineResult {
  return { outcome: { ok: false, subject: 'math', problemType: 'choice', reason } };
}

const fmt = (x: number) => String(Number(x.toFixed(6)));

/** Whether from's condition gives to's, with the sentence that shows it; null when not decided. */
function implication(from: ConditionSet, to: ConditionSet, fromName: string, toName: string): { holds: boolean; why: string } | null {
  const w = witness(from, to);
  if (w === 'unsure') return null;
  if (w === null)
    return {
      holds: true,
      why: `集合 $A_${fromName}$ 中的每个值都在 $A_${toName}$ 中（$A_${fromName}\\subseteq A_${toName}$），所以由 ${fromName} 能推出 ${toName}`,
    };
  const v = from.letter;
  return {
    holds: false,
    why: `取 $${v}=${fmt(w)}$：满足 $${from.latex}$，但不满足 $${to.latex}$，所以由 ${fromName} 推不出 ${toName}`,
  };
}

/**
 * 「“P”是“Q”的（ ）」 with the four kinds as options: P's and Q's solution sets decide P ⇒ Q and Q ⇒ P.
 * Null when the stem is not such a question; a refusal when it is but a condition or an option is not read.
 */
export function solveConditionKind(q: Question): EngineResult | null {
  const pair = readConditionPair(q.stem);
  if (!pair) return null;
  const kinds = q.options.map((o) => readKindOption(o.text));
  if (q.options.length < 2 || kinds.some((k) => !k)) return refused(OPTIONS_UNREAD);
  const p = conditionSet(pair.p);
  const c = conditionSet(pair.q);
  if (!p || !c || p.letter !== c.letter) return refused(UNREAD);
  const [pn, qn] = pair.names;
  const forward = implication(p, c, pn, qn);
  const backward = implication(c, p, qn, pn);
  if (!forward || !backward) return refused(UNREAD);
  const kind: ConditionKind = { sufficient: forward.holds, necessary: backward.holds };
  const matching = q.options.filter((_, i) => kinds[i]!.sufficient === kind.sufficient && kinds[i]!.necessary === kind.necessary);
  if (matching.length !== 1) return refused(OPTIONS_UNREAD);
  const chosen = matching[0]!;
  const name = kindName(kind);
  const markdown = [
    `**解题思路** 用集合法判断：把 ${pn}、${qn} 化成字母的取值集合 $A_${pn}$、$A_${qn}$；$A_${pn}\\subseteq A_${qn}$ 即由 ${pn} 能推出 ${qn}（${pn} 是 ${qn} 的充分条件），$A_${qn}\\subseteq A_${pn}$ 即由 ${qn} 能推出 ${pn}（${pn} 是 ${qn} 的必要条件）。`,
    `**步骤 1** ${pn}：$${p.latex}$，解得 $A_${pn}=${setOf(p)}$。`,
    `**步骤 2** ${qn}：$${c.latex}$，解得 $A_${qn}=${setOf(c)}$。`,
    `**步骤 3** ${forward.why}。`,
    `**步骤 4** ${backward.why}。`,
    `**答案** ${pn} 是 ${qn} 的${name}，选 ${chosen.letter}。`,
  ].join('\n\n');
  const outcome: Solved = {
    ok: true,
    subject: 'math',
    problemType: 'choice',
    markdown,
    finalAnswer: `${chosen.letter}（${name}）`,
    verification: {
      status: 'verified',
      note: '两个条件的解集都在许多取值处与条件本身逐一核对过；推不出的方向都有一个代入原条件验证过的反例。',
    },
    engine: 'offline:choice:condition',
  };
  return { outcome };
}
