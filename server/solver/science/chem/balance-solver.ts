import type { Refused, Solved } from '../../types';
import { refused, solved } from '../outcome';
import { balance } from './balance';
import { balanceMarkdown, equationLatex } from './balance-steps';
import type { ParsedEquation } from './equation-text';

const WHY = {
  impossible: '这个方程式无法配平：两边的元素（或电荷）无法同时守恒，请检查化学式是否写对。',
  ambiguous: '这个方程式有多组互相独立的配平方式（相当于几个反应叠加），需要题目给出额外条件才能确定唯一的系数。',
  sides: '这个方程式无法用正系数配平：某种物质的系数只能为零或负数，请检查反应物和生成物是否写对。',
} as const;

export function solveBalance(eq: ParsedEquation): Solved | Refused {
  const result = balance(eq.reactants, eq.products);
  if (!result.ok) return refused('chemistry', WHY[result.why]);
  const { coefficients } = result;
  const charged = [...eq.reactants, ...eq.products].some((s) => s.charge !== 0);
  return solved(
    'chemistry',
    'offline:balance',
    balanceMarkdown(eq, coefficients),
    `$${equationLatex(eq, coefficients)}$`,
    charged ? '已核对两边各元素原子数和电荷守恒' : '已核对两边各元素原子数守恒',
  );
}
