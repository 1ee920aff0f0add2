import type { Node } from '../expression/ast';

/** A solved single-variable equation, before it is turned into Markdown. */
export interface EquationSolution {
  steps: string[];
  roots: Node[];
  approx: number[];
  engine: string;
  note: string;
  answerLatex: string;
}
