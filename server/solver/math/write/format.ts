import type { ProblemType, Refused, Solved } from '../../types';
import type { AnswerValue, MathOutcome, MathProblem } from '../expression/types';

export const DEFAULT_REFUSAL =
  '这道题目前还不能自动解答，为避免给出错误答案，暂不作答。可以换一种说法、把题目拆成几个小问分别提问，或把公式直接输入（例如 x^2-5x+6=0）；也可以请老师帮忙。';

export function refuse(p: Pick<MathProblem, 'problemType'> | ProblemType, reason: string): MathOutcome {
  const problemType = typeof p === 'string' ? p : p.problemType;
  const outcome: Refused = { ok: false, subject: 'math', problemType, reason };
  return { outcome };
}

export interface SolvedParts {
  engine: string;
  idea: string;
  steps: string[];
  /** LaTeX-bearing Markdown of the final answer alone. */
  finalAnswer: string;
  verificationNote: string;
  value: AnswerValue;
}

/** A solution's markdown with a step put before its first one, every later step numbered one on. */
export function withFirstStep(markdown: string, step: string): string {
  const renumbered = markdown.replace(/\*\*步骤 (\d+)\*\*/g, (_, n: string) => `**步骤 ${Number(n) + 1}**`);
  return renumbered.replace('**步骤 2**', `**步骤 1** ${step}\n\n**步骤 2**`);
}

export function solved(p: MathProblem, parts: SolvedParts): MathOutcome {
  const body = [
    `**解题思路** ${parts.idea}`,
    ...parts.steps.map((s, i) => `**步骤 ${i + 1}** ${s}`),
    `**答案** ${parts.finalAnswer}`,
    `**检验** ${parts.verificationNote}`,
  ].join('\n\n');
  const outcome: Solved = {
    ok: true,
    subject: 'math',
    problemType: p.problemType,
    markdown: body,
    finalAnswer: parts.finalAnswer,
    verification: { status: 'verified', note: parts.verificationNote },
    engine: `offline:${parts.engine}`,
  };
  return { outcome, value: parts.value };
}

/** Display-math block. */
export const dm = (latex: string): string => `\n$$${latex}$$\n`;
/** Inline math. */
export const im = (latex: string): string => `$${latex}$`;
