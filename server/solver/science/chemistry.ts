import { splitChoice } from '../math/answers/choice';
import { stripDecorations } from '../read/exam';
import type { Refused, Solved } from '../types';
import { solveBalance } from './chem/balance-solver';
import { solveChemistryChoice } from './chem/choice';
import { findEquation, type ParsedEquation } from './chem/equation-text';
import { asksMolarMass, solveMolarMass } from './chem/molar-solver';
import { normalizeScienceText } from './chem/normalize';
import { solveChemistryStem } from './chem/stem-kinds';
import { refused } from './outcome';

const BALANCE_WORDS = /配平|balance|ajusta|化学方程式|离子方程式|方程式|化学反应式|化学反応式|係数を(?:決め|求め|つけ)/i;

/**
 * Offline chemistry: balancing equations, molar masses, n = m/M calculations (also through an equation).
 * Null when the text is not a chemistry problem of these kinds.
 */
export async function solveChemistry(text: string): Promise<Solved | Refused | null> {
  try {
    // The question number and score (「36．」「（3分）」) are no quantities of the problem.
    // Papers print the number with a full-width point (「31．25 ℃ 时」): once folded to 「31.25」 it would read as a decimal,
    // so the number is marked before the text is normalised.
    const raw = String(text ?? '');
    const numbered = raw.replace(/^\s*(\d{1,3})\s*．\s*(?=\d)/, '第$1题 ');
    const out = solveNormalized(stripDecorations(normalizeScienceText(numbered)).text);
    // 「12．5 g」 may also be 12.5 g typed with a full-width point. The item number is plain when the digits after the point
    // cannot be a decimal's (「6．0.1」, 「38．500」: a second point, a trailing zero); otherwise a decimal reading that
    // answers differently leaves the question undecided.
    const glued = /^\s*\d{1,3}\s*．\s*(\d+)(?![\d.])/.exec(raw);
    if (out?.ok && numbered !== raw && glued && !glued[1].endsWith('0')) {
      const asDecimal = solveNormalized(stripDecorations(normalizeScienceText(raw.replace('．', '.'))).text);
      if (asDecimal?.ok && asDecimal.finalAnswer !== out.finalAnswer)
        return refused('chemistry', '题号后的全角点也可能是小数点（例如「12．5 g」），两种读法结果不同，为避免算错，暂不作答。');
    }
    return out;
  } catch {
    return null;
  }
}

function solveNormalized(text: string): Solved | Refused | null {
  if (!text.trim()) return null;
  // A choice question is read option by option: never as one equation or one calculation.
  const split = splitChoice(text);
  if (split) return solveChemistryChoice(text, split);
  const eq = findEquation(text);
  const stoich = solveChemistryStem(text);
  if (stoich) return stoich;
  if (eq && (BALANCE_WORDS.test(text) || isBareEquation(text, eq))) return solveBalance(eq);
  if (asksMolarMass(text)) return solveMolarMass(text);
  if (/配平/.test(text)) {
    return refused(
      'chemistry',
      '看得出要配平化学方程式，但没能读出方程式本身。请用化学式书写，并用 → 或 = 连接反应物和生成物，例如 Fe + O2 → Fe3O4。',
    );
  }
  return null;
}

/** Only an equation (and punctuation) with at least one real compound: clearly asks for balancing. */
function isBareEquation(text: string, eq: ParsedEquation): boolean {
  const rest = text.replace(eq.source, '').replace(/[\s:：。.,，?？!！]/g, '');
  const compound = [...eq.reactants, ...eq.products].some((s) => s.atoms.size > 1 || [...s.atoms.values()].some((n) => n > 1));
  return rest.length <= 4 && compound;
}
