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
    const read = (t: string) => solveNormalized(stripDecorations(normalizeScienceText(t)).text);
    const lead = /^\s*(\d{1,3})\s*．\s*(\d+(?:\.\d+)?)\s*(℃|°C)?/.exec(raw);
    if (!lead || Number(lead[1]) === 0) return read(raw);
    const numbered = raw.replace(/^\s*(\d{1,3})\s*．\s*(?=\d)/, '第$1题 ');
    // Clearly an item number when what follows has its own point (「27．0.5 L」), a trailing zero no decimal would print
    // (「38．500 mL」) or is the temperature of the tables (「31．25 ℃」). Otherwise (「1．5 mol」 may be 1.5 mol typed with a
    // full-width point) both readings must agree.
    const after = lead[2];
    if (after.includes('.') || (after.length >= 2 && after.endsWith('0')) || (lead[3] && /^(?:20|25)$/.test(after))) {
      return read(numbered);
    }
    const asItem = read(numbered);
    const asDecimal = read(raw);
    if (asItem?.ok && asDecimal?.ok && asItem.finalAnswer === asDecimal.finalAnswer) return asItem;
    if (!asItem?.ok && !asDecimal?.ok) return asDecimal ?? asItem;
    return refused(
      'chemistry',
      '题首的「数字．数字」既可能是题号，也可能是用全角句点写的小数，两种读法结果不同，为避免给出错误答案，暂不作答。请把题号去掉，或把小数点改成半角「.」后再问。',
    );
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
