import type { ProblemType, Subject, Verification } from '../../contract/subjects';

export type { ProblemType, Subject, Verification };

export interface SolveInput {
  /** The problem as the student typed it, plus any OCR text of the photo appended. */
  text: string;
  /** What the student chose, when they chose; the solver may classify on its own otherwise. */
  problemType?: ProblemType;
  /** Absolute paths of the uploaded images (already checked by content), for a vision model. */
  imagePaths?: string[];
  signal?: AbortSignal;
}

export interface Solved {
  ok: true;
  subject: Subject;
  problemType: ProblemType;
  /** Step-by-step solution in Chinese, Markdown with $...$ / $$...$$ LaTeX. */
  markdown: string;
  /** The final answer alone, Markdown with LaTeX, e.g. "$x_1 = 2,\\ x_2 = 3$". */
  finalAnswer: string;
  verification: Verification;
  /** Which engine produced it, e.g. "offline:quadratic" or "llm:gpt-4o". */
  engine: string;
}

export interface Refused {
  ok: false;
  subject: Subject;
  problemType: ProblemType;
  /** Honest Chinese message for the student: why this could not be solved. */
  reason: string;
}

export type SolveOutcome = Solved | Refused;

export interface Solver {
  readonly name: string;
  solve(input: SolveInput): Promise<SolveOutcome>;
}
