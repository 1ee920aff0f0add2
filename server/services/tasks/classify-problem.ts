import type { ProblemType, Subject } from '../../../contract/subjects';

type Classify = (text: string) => { subject: Subject; problemType: ProblemType };

let loaded: Promise<Classify | null> | undefined;

/**
 * The solver's classifier (server/solver/classify.ts), loaded on first use. Until that module
 * exists in the tree the submit still works: the subject is 'other' and the solver classifies
 * again when it runs (the pipeline stores the subject it finds for image problems).
 */
export async function classifyProblem(text: string): Promise<{ subject: Subject; problemType: ProblemType }> {
  loaded ??= import('../../solver/classify').then(
    (m) => m.classify as Classify,
    (err: unknown) => {
      console.error(`classify unavailable: ${(err as Error).message}`);
      return null;
    },
  );
  const classify = await loaded;
  return classify ? classify(text) : { subject: 'other', problemType: 'solution' };
}
