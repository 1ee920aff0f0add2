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
