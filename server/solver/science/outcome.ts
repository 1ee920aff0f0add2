import type { ProblemType, Refused, Solved, Subject } from '../types';

export function solved(
  subject: Subject,
  engine: string,
  markdown: string,
  finalAnswer: string,
  note: string,
  problemType: ProblemType = 'solution',
): Solved {
  return { ok: true, subject, problemType, markdown, finalAnswer, verification: { status: 'verified', note }, engine };
}

/** A worked answer laid out as the textbook writes it: 解, the steps, 答 with the answer. */
export function solvedSteps(subject: Subject, engine: string, lines: string[], answer: string, note: string): Solved {
  return solved(subject, engine, ['**解**：', '', ...lines, '', `**答**：${answer}`].join('\n'), answer, note);
}

export function refused(subject: Subject, reason: string, problemType: ProblemType = 'solution'): Refused {
  return { ok: false, subject, problemType, reason };
}

/** Steps of a choice question decided option by option: the idea, one line per option, then 答 with the letters. */
export function optionByOptionMarkdown(idea: string, lines: string[], letters: string): string {
  return [idea, '', ...lines, '', `**答**：选 ${letters}。`].join('\n');
}

/** One option's line in those steps: 「- **A**：reason，故 A 正确。」 */
export function verdictLine(letter: string, why: string, right: boolean): string {
  return `- **${letter}**：${why}，故 ${letter} ${right ? '正确' : '错误'}。`;
}
