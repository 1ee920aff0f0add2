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

export function refused(subject: Subject, reason: string, problemType: ProblemType = 'solution'): Refused {
  return { ok: false, subject, problemType, reason };
}
