import { analyticGeometryEngine } from '../../server/solver/engines/analytic-geometry';
import { readQuestion } from '../../server/solver/read/question';

/** The analytic-geometry engine's final answer, 'refused', or 'declined' (not its kind of question). */
export async function answer(text: string): Promise<string> {
  const r = await analyticGeometryEngine.solve(readQuestion(text, 'solution', 'math'));
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : 'declined';
}
