import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { optionByOptionMarkdown, refused, solved, verdictLine } from '../outcome';
import { statementsAsked } from '../statement-picks';
import { readCell } from './electrochem-cell';
import { judgeOption } from './electrochem-claims';
import { MANY } from './ionic-equation-choice';

/** Stems about a cell: a battery, a fuel cell, electrolysis, plating or refining. */
const CELL = /原电池|电池|电解|电镀|镀铜|镀银|精炼/;
const ASK_SPLIT = '可以把某个选项单独提问，或请老师帮忙。';

/**
 * Electrochemistry statements: the cell is worked out from the stem (its total reaction, a fuel cell and its
 * electrolyte, or an electrolysis told in words), each option is judged from it clause by clause, and the answer
 * is given only when every option is decided and exactly one fits the ask. Null when the stem is not of this kind.
 */
export function solveElectrochemChoice(text: string, split: ChoiceSplit): Solved | Refused | null {
  if (!CELL.test(split.stem)) return null;
  const asked = statementsAsked(split.stem);
  const cell = readCell(split.stem);
  if (!cell) {
    if (!/负极|正极|阳极|阴极|电极/.test(text)) return null;
    return refused(
      'chemistry',
      `这是电化学的说法判断题，但题干没有用文字给全电池（总反应、电极材料或电解质${/如图|图示|图/.test(split.stem) ? '；电极或隔膜只画在图中' : ''}），无法确定正负极与各电极反应，为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  }
  const verdicts = split.options.map((o) => ({ ...o, ...judgeOption(cell, o.text) }));
  const wantsFalse = asked === 'false';
  const picks = verdicts.filter((v) => v.right === !wantsFalse);
  const undecided = verdicts.filter((v) => v.right === null).map((v) => v.letter);
  if (!asked || MANY.test(text) || undecided.length > 0 || picks.length !== 1) {
    const decided = verdicts.filter((v) => v.right !== null).map((v) => `${v.letter}${v.right ? '正确' : '错误'}`);
    return refused(
      'chemistry',
      `这是电化学的说法判断题。${cell.told}${decided.length ? `已判断：${decided.join('、')}；` : ''}${
        undecided.length ? `选项 ${undecided.join('、')} 还不能从这个电池完整判断，` : '没有恰好一个选项符合要求，'
      }为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  }
  const pick = picks[0];
  const markdown = optionByOptionMarkdown(
    `**思路**：${cell.told}原电池的负极、电解池的阳极失电子，发生氧化反应；原电池的正极、电解池的阴极得电子，发生还原反应；外电路中电子由负极流向正极，电子不经过溶液；原电池中阳离子移向正极、阴离子移向负极，电解池中阳离子移向阴极、阴离子移向阳极；充电时电池的负极接电源负极作阴极，正极接电源正极作阳极。`,
    verdicts.map((v) => verdictLine(v.letter, v.why, v.right === true)),
    pick.letter,
  );
  return solved(
    'chemistry',
    'offline:electrochemistry',
    markdown,
    `${pick.letter}（${pick.text.replace(/\$/g, '').trim()}）`,
    '已由总反应（或电解的条件）确定各电极及其反应，逐项判断了每个说法',
    'choice',
  );
}
