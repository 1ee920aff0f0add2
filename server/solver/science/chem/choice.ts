import type { ChoiceSplit } from '../../math/choice';
import type { Refused, Solved } from '../../types';
import { pickNumericOption } from '../choice';
import { refused } from '../outcome';
import { isBalanced } from './balance';
import { findEquation } from './equation-text';
import { solveStoichiometry } from './stoich-solver';

/** Words that make a choice question chemistry. */
const CHEMISTRY = /化学|方程式|摩尔|\bmol\b|物质的量|N_?\{?A\}?|阿伏[加伽]德罗|溶液|反应|元素|原子|分子|离子|氧化|还原|酸|碱|盐|相对.{0,2}质量/;
const ASK_SPLIT = '可以把某个选项单独提问（例如“配平 …”或“计算 …的物质的量”），或请老师帮忙。';

/**
 * Chemistry choice questions. Statements about equations are checked option by option: an option
 * whose atoms or charges do not balance is certainly wrong, but whether a balanced one is right (does
 * the reaction happen, products, conditions, ↑↓) is chemistry knowledge not decided here, so such a
 * question is refused with what was found. A computational stem is solved alone and matched to the options.
 */
export function solveChemistryChoice(text: string, split: ChoiceSplit): Solved | Refused | null {
  const chemistry = CHEMISTRY.test(text) || split.options.some((o) => findEquation(o.text));
  if (!chemistry) return null;
  const equations = split.options.map((o) => ({ letter: o.letter, eq: findEquation(o.text) }));
  if (equations.filter((e) => e.eq).length >= 2 || /方程式/.test(split.stem)) {
    const unbalanced = equations
      .filter((e) => e.eq && !isBalanced(e.eq.reactants, e.eq.products, e.eq.written))
      .map((e) => e.letter);
    const found = unbalanced.length
      ? `已逐项核对：选项 ${unbalanced.join('、')} 两边的原子（或电荷）不守恒，一定书写错误；`
      : '已逐项核对：各选项两边的原子（和电荷）都守恒；';
    return refused(
      'chemistry',
      `这是判断化学方程式（或离子方程式）正误的选择题。${found}其余选项还要判断反应能否发生、产物、反应条件和 ↑↓ 符号是否正确，这些目前还不能自动判断，为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  }
  if (/N_?\{?A\}?|阿伏[加伽]德罗常数/.test(text)) {
    return refused(
      'chemistry',
      `这是判断与阿伏加德罗常数有关的说法的选择题，每个选项都要结合物质状态、反应程度、水解或电离等知识判断，目前还不能逐项可靠判断，为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  }
  const stem = solveStoichiometry(split.stem);
  if (!stem) {
    return refused('chemistry', `这是一道化学选择题，但没能从题干中读出一个可以直接计算的问题，为避免选错，暂不作答。${ASK_SPLIT}`, 'choice');
  }
  if (!stem.ok) return { ...stem, problemType: 'choice' };
  const picked = pickNumericOption(stem, split);
  if ('refuse' in picked) return refused('chemistry', `${picked.refuse}${ASK_SPLIT}`, 'choice');
  return picked.outcome;
}
