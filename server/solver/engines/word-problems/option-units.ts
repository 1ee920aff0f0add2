/**
 * Options of a word problem stated in the unit of its answer, for the choice module's one comparison
 * (server/solver/choice): 「2千米」 is 2000 when the answer is in 米, 「8天」 is 8 when it is in 天.
 */
import { decimalText, readAmount } from './read';
import { UNITS } from './units';

/**
 * The option's value as a plain number in `answerUnit` (the unit or count word of the answer, '' for none);
 * null when the option is not one amount, or carries a unit of another dimension or another count word.
 */
export function optionInUnit(answerUnit: string): (text: string) => string | null {
  const target = UNITS.get(answerUnit) ?? null;
  // an old unit the quantity reader does not know (「96 里」「5 尺」), when it is the answer's own word
  const own = !target && /^[\u4e00-\u9fff]$/.test(answerUnit) ? new RegExp(`^\\$?\\s*(\\d+(?:\\.\\d+)?)\\s*\\$?\\s*${answerUnit}$`) : null;
  return (text) => {
    const bare = own?.exec(text.trim());
    if (bare) return bare[1];
    const q = readAmount(text);
    if (!q || q.kind === 'multiple' || q.kind === 'discount') return null;
    let value = q.value;
    if (q.unit) {
      if (!target || q.unit.dim !== target.dim) return null;
      value = value.mul(q.unit.factor).div(target.factor);
    } else if (q.measure && q.measure !== answerUnit) return null;
    return decimalText(value) ?? value.toString();
  };
}
