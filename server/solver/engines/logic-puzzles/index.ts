import type { Question } from '../../read/question';
import type { Refused, Solved } from '../../types';
import type { Engine, EngineResult } from '../types';
import { readCulpritPuzzle } from './culprit-puzzle';
import { culpritAnswer, culpritSteps, culpritWorlds } from './culprit-solution';
import { optionNaming, optionPeople } from './option-people';
import { readSelectionPuzzle } from './selection-puzzle';
import { selectionSteps, selectionWorlds } from './selection-solution';

function refused(reason: string): EngineResult {
  const outcome: Refused = { ok: false, subject: 'math', problemType: 'choice', reason };
  return { outcome };
}

/** The chosen option, after checking it names the answer of the one world left. */
function answered(q: Question, cast: string[], answer: string[], steps: string[], check: string): EngineResult {
  const people = optionPeople(q.options, cast);
  if (!people) return refused('逻辑推理题：有选项不是题中的人名，无法逐项判断。');
  const at = optionNaming(answer, people);
  if (at === null) return refused(`逻辑推理题：推出的结果是 ${answer.join('、')}，但没有恰好一个选项与之相同。`);
  const { letter, text } = q.options[at];
  const markdown = [...steps, `**答案** 只有一种情况成立，结果是 ${answer.join('、')}，选 ${letter}。`, `**检验** ${check}`].join('\n\n');
  const outcome: Solved = {
    ok: true,
    subject: 'math',
    problemType: 'choice',
    markdown,
    finalAnswer: `${letter}（${text}）`,
    verification: { status: 'verified', note: check },
    engine: 'offline:logic-puzzles',
  };
  return { outcome };
}

function solveCulprit(q: Question): EngineResult | null {
  const p = readCulpritPuzzle(q.stem);
  if (!p) return null;
  const worlds = culpritWorlds(p);
  const left = worlds.filter((w) => w.fits);
  const steps = culpritSteps(p, worlds);
  if (left.length !== 1) return refused(`逻辑推理题：满足「${p.countPhrase}」的情况有 ${left.length} 种，不能唯一确定。`);
  const check = `把 ${left[0].doer} 代回，${p.statements.length} 句话中恰有 ${p.trueCount} 句对，其余假设都矛盾。`;
  return answered(q, p.cast, culpritAnswer(p, left[0]), steps, check);
}

function solveSelection(q: Question): EngineResult | null {
  const p = readSelectionPuzzle(q.stem);
  if (!p) return null;
  const worlds = selectionWorlds(p);
  const left = worlds.filter((w) => w.broken < 0);
  if (left.length !== 1) return refused(`逻辑推理题：满足全部条件的选法有 ${left.length} 种，不能唯一确定。`);
  const check = `选 ${left[0].group.join('、')} 时逐条代入，每个条件都成立；其余 ${worlds.length - 1} 种选法各违反一个条件。`;
  return answered(q, p.cast, left[0].group, selectionSteps(p, worlds), check);
}

/**
 * Logic puzzles (逻辑推理): who did it when only some statements are true, and which people are sent under
 * if-then rules. Each is read whole into a small logic form, every possible world is tried, and an answer is given
 * only when exactly one world is left and exactly one option names it.
 */
export const logicPuzzlesEngine: Engine = {
  name: 'logic-puzzles',
  subjects: ['math'],
  readsOptions: true,
  solve(q): EngineResult | null {
    if (q.options.length < 2 || q.multi) return null;
    try {
      return solveCulprit(q) ?? solveSelection(q);
    } catch {
      return null;
    }
  },
};
