import type { Question } from '../../read/question';
import type { Refused, Solved } from '../../types';
import type { Engine, EngineResult } from '../types';
import { readCulpritPuzzle } from './culprit-puzzle';
import { culpritAnswer, culpritSteps, culpritWorlds } from './culprit-solution';
import { optionNaming, optionPeople } from './option-people';
import { puzzleText } from './puzzle-text';
import { readRankingPuzzle } from './ranking-puzzle';
import { rankingAnswer, rankingSteps, rankingWorlds } from './ranking-solution';
import { readSelectionPuzzle } from './selection-puzzle';
import { selectionSteps, selectionWorlds } from './selection-solution';

function refused(reason: string): EngineResult {
  const outcome: Refused = { ok: false, subject: 'math', problemType: 'choice', reason };
  return { outcome };
}

/** The chosen option, after checking it names the answer of the one world left. */
/** The answer as a verified choice: every world was tried, and exactly one option names the one left. */
function chosen(markdown: string, letter: string, text: string, check: string): EngineResult {
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

function answered(q: Question, cast: string[], answer: string[], steps: string[], check: string): EngineResult {
  const people = optionPeople(q.options, cast);
  if (!people) return refused('逻辑推理题：有选项不是题中的人名，无法逐项判断。');
  const at = optionNaming(answer, people);
  if (at === null) return refused(`逻辑推理题：推出的结果是 ${answer.join('、')}，但没有恰好一个选项与之相同。`);
  const { letter, text } = q.options[at];
  const markdown = [...steps, `**答案** 只有一种情况成立，结果是 ${answer.join('、')}，选 ${letter}。`, `**检验** ${check}`].join('\n\n');
  return chosen(markdown, letter, text, check);
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

/** Each option as an order 「戊>丙>甲>丁>乙」 naming every person once; null when one is not. */
function optionOrders(q: Question, cast: string[]): string[][] | null {
  const orders = q.options.map((o) => puzzleText(o.text).replace(/[.]$/, '').split(/>|＞/));
  const whole = orders.every((o) => o.length === cast.length && new Set(o).size === o.length && o.every((n) => cast.includes(n)));
  return whole ? orders : null;
}

function solveRanking(q: Question): EngineResult | null {
  const p = readRankingPuzzle(q.stem);
  if (!p || p.cast.length > 6) return null;
  const worlds = rankingWorlds(p);
  const left = worlds.filter((w) => w.fits);
  if (left.length !== 1) return refused(`逻辑推理题：满足全部条件的名次排法有 ${left.length} 种，不能唯一确定。`);
  const steps = rankingSteps(p, worlds, left[0]);
  const answer = rankingAnswer(p, left[0]);
  const check = `把名次 ${left[0].order.join('、')} 代回，每个条件都成立${p.countPhrase ? `，且恰有 ${p.trueCount} 句话对` : ''}。`;
  if (p.ask.kind === 'place') return answered(q, p.cast, answer, steps, check);
  const orders = optionOrders(q, p.cast);
  if (!orders) return refused('逻辑推理题：有选项不是完整的名次排列，无法逐项判断。');
  const hits = orders.map((o, i) => (o.join() === answer.join() ? i : -1)).filter((i) => i >= 0);
  if (hits.length !== 1) return refused(`逻辑推理题：推出的名次是 ${answer.join('>')}，但没有恰好一个选项与之相同。`);
  const optionLines = orders.map((o, i) => {
    const w = worlds.find((x) => x.order.join() === o.join());
    const wrong = w ? p.statements.findIndex((_, k) => !w.truths[k]) : -1;
    const why =
      !w || w.fits
        ? '符合全部条件。'
        : w.broken >= 0
          ? `与「${p.facts[w.broken].words}」矛盾。`
          : p.countPhrase
            ? `说对的有 ${w.truths.filter(Boolean).length} 句，与「${p.countPhrase}」矛盾。`
            : `与${p.statements[wrong].speaker}说的「${p.statements[wrong].words}」矛盾。`;
    return `- 选项 ${q.options[i].letter}（${o.join('>')}）：${why}`;
  });
  const { letter, text } = q.options[hits[0]];
  const markdown = [...steps, ...optionLines, `**答案** 名次是 ${answer.join('>')}，选 ${letter}。`, `**检验** ${check}`].join('\n\n');
  return chosen(markdown, letter, text, check);
}

/**
 * Logic puzzles (逻辑推理): who did it when only some statements are true, which people are sent under
 * if-then rules, and who is where in a ranking. Each is read whole into a small logic form, every possible world is tried, and an answer is given
 * only when exactly one world is left and exactly one option names it.
 */
export const logicPuzzlesEngine: Engine = {
  name: 'logic-puzzles',
  subjects: ['math'],
  readsOptions: true,
  solve(q): EngineResult | null {
    if (q.options.length < 2 || q.multi) return null;
    try {
      return solveCulprit(q) ?? solveSelection(q) ?? solveRanking(q);
    } catch {
      return null;
    }
  },
};
