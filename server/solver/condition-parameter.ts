/**
 * 「已知函数 f(x)=2sin(ωx+π/3)(ω>0) 的最小正周期为 4π，则 f(π)=」「已知函数 f(x)=ax²+1 的图象在 x=1 处的切线斜率为 4，
 * 则 f(2)=」: one condition on a definition with one letter fixes the letter, and the rest of the question is about
 * the function it gives. As with the parity premise (parity-parameter.ts), the letter is found by the same stem
 * ending 「则 ω=」 (answered and checked like any other question), written into the definition, and the question is
 * asked again without the condition. Every topic whose questions define a function with one letter shares the step.
 */
import type { Question } from './read/question';
import type { SolveOutcome } from './types';

export interface ConditionPremise {
  /** the question that finds the letter */
  ask: string;
  /** the letter as written: "a", "\omega" */
  letter: string;
  /** the question with the letter's value written in and the condition dropped */
  rewrite: (value: string) => string;
}

/** The stem: a definition first (only 已知/设/若 函数 before it), then its condition, then 「，则」 and the ask. */
const SHAPE =
  /^((?:已知|设|若)?\s*(?:函数)?\s*)\$\s*([fgh])\s*\(\s*x\s*\)\s*=\s*([^$]+)\$([^$]*?(?:\$[^$]*\$[^$]*?)*?)[,，]\s*则\s*([^则]+)$/;

/** A trailing restriction on the letter 「(ω>0)」「(a \neq 0)」, inside the definition's formula or right after it. */
const RESTRICTION = /\(\s*(\\omega|\\varphi|[a-z])\s*(?:>|<|\\neq|\\ne|\\geq|\\leq|\\geqslant|\\leqslant|≠)\s*0\s*\)\s*$/;
const RESTRICTION_AFTER =
  /^\s*\$\s*\(\s*(\\omega|\\varphi|[a-z])\s*(?:>|<|\\neq|\\ne|≠)\s*0\s*\)\s*\$|^\s*[（(]\s*\$?\s*(\\omega|\\varphi|[a-z])\s*(?:>|<|\\neq|\\ne|≠)\s*0\s*\$?\s*[）)]/;

/** A condition that narrows the domain or adds a second fact would be lost when dropped: those are not read. */
const NOT_ONE_FACT = /[,，;；]|且(?!$)|区间|定义域|\\in(?![a-z])|∈|[<>≤≥]|\\[lg]e(?:q|qslant)?(?![a-z])|恒成立|有且|两个|零点|单调/;

const letterPattern = (letter: string) =>
  letter.startsWith('\\') ? new RegExp(`\\${letter}(?![a-zA-Z])`, 'g') : new RegExp(`(?<![\\\\a-zA-Z])${letter}(?![a-zA-Z])`, 'g');

/** The letters of a formula besides x and e: Latin ones standing alone, and ω / φ. */
function lettersOf(formula: string): Set<string> {
  const greek = [...formula.matchAll(/\\(omega|varphi)(?![a-zA-Z])/g)].map((m) => `\\${m[1]}`);
  const latin = [...formula.replace(/\\[a-zA-Z]+/g, ' ').matchAll(/(?<![a-zA-Z])([a-z])(?![a-zA-Z])/g)]
    .map((m) => m[1])
    .filter((l) => l !== 'x' && l !== 'e');
  return new Set([...greek, ...latin]);
}

export function readConditionPremise(stem: string): ConditionPremise | null {
  const m = SHAPE.exec(stem.trim());
  if (!m) return null;
  const [, prefix, name, body0, after0, ask] = m;
  let body = body0.trim();
  let after = after0;
  let restriction = '';
  const inside = RESTRICTION.exec(body);
  if (inside) {
    restriction = inside[0];
    body = body.slice(0, inside.index).trim();
  } else {
    const outside = RESTRICTION_AFTER.exec(after);
    if (outside) {
      restriction = outside[0];
      after = after.slice(outside[0].length);
    }
  }
  if (/[<>]|\\(?:leq|geq|le|ge)(?![a-zA-Z])|\\begin/.test(body)) return null;
  const letters = lettersOf(body);
  if (letters.size !== 1) return null;
  const letter = [...letters][0];
  const restricted = restriction
    ? /(\\omega|\\varphi|[a-z])/.exec(restriction.replace(/\\(?:neq|ne|geq|leq|geqslant|leqslant)/g, ''))?.[1]
    : null;
  if (restricted && restricted !== letter) return null;
  const condition = after.replace(/^\s*[,，]?\s*(?:且|若|如果|满足)?\s*/, '').trim();
  if (!condition || NOT_ONE_FACT.test(condition)) return null;
  // the ask is about the function the letter gives: the letter, and any other letter of a formula, are not in it
  // the condition is said of this function: attached to its formula (「的…」「在…处…」) or naming it, never another one
  const names = [...condition.matchAll(/(?<![a-zA-Z\\])([a-zA-Z])\s*(?:\^\{?\\prime\}?|')?\s*\(/g)].map((n) => n[1]);
  if (names.some((n) => n !== name)) return null;
  if (!/^(?:的|在)/.test(condition) && !names.includes(name)) return null;
  // 「该点处的切线」「此时」 point back into the condition that is dropped
  if (/该|此|上述/.test(ask)) return null;
  if (letterPattern(letter).test(ask) || letterPattern(letter).test(condition.replace(/\\[a-zA-Z]+/g, ' '))) return null;
  const head = `${prefix}$${name}(x)=${body}${restriction && inside ? restriction : ''}$${restriction && !inside ? restriction : ''}${after}`;
  return {
    ask: `${head}，则 $${letter}=$____`,
    letter,
    rewrite: (value) => `${prefix}$${name}(x)=${withValue(body, letter, value)}$，则 ${ask}`,
  };
}

/** The letter replaced by its value: bracketed when a sign, a digit before it, or a power after it would change the reading. */
function withValue(body: string, letter: string, value: string): string {
  return body.replace(letterPattern(letter), (_, offset: number, whole: string) => {
    const before = whole.slice(0, offset).trimEnd();
    const after = whole.slice(offset + letter.length).trimStart();
    const bare = /^\d+(?:\.\d+)?$/.test(value) && !/[\d.]$/.test(before);
    const fraction = value.startsWith('\\frac') && !/[\d.}]$/.test(before) && !after.startsWith('^');
    return bare || fraction ? `${value} ` : `(${value})`;
  });
}

/** "$a=3$", "$\omega=\frac{1}{2}$", "$a=-2$": the one checked value found for the letter; null for anything else. */
export function conditionValue(outcome: SolveOutcome, letter: string): string | null {
  if (!outcome.ok || outcome.verification.status !== 'verified') return null;
  const name = letter.replace(/\\/g, '\\\\');
  const m = new RegExp(`^\\$\\s*${name}\\s*=\\s*(-?\\d+(?:\\.\\d+)?|-?\\\\[dt]?frac\\{\\d+\\}\\{\\d+\\})\\s*\\$$`).exec(
    outcome.finalAnswer.trim(),
  );
  return m ? m[1].replace(/\\[dt]frac/, '\\frac') : null;
}

/** The question answered through its condition; null when it is not of this form or a step is not answered. */
export async function solveThroughCondition(
  question: Question,
  solve: (text: string) => Promise<SolveOutcome>,
): Promise<SolveOutcome | null> {
  const p = readConditionPremise(question.stem);
  if (!p) return null;
  // an option naming the letter (「$a=2$」「$4a+1$」) would be read against a function where the letter is gone
  if (question.options.some((o) => letterPattern(p.letter).test(o.text.replace(/\\[a-zA-Z]+/g, (c) => (c === p.letter ? c : ' ')))))
    return null;
  const found = await solve(p.ask);
  const value = conditionValue(found, p.letter);
  if (!value || !found.ok) return null;
  const options = question.options.map((o) => `${o.letter}. ${o.text}`);
  const out = await solve([p.rewrite(value), ...options].join('\n'));
  if (!out.ok) return null;
  const first = `**先求参数** ${p.ask.replace(/，则 \$[^$]*=\$____$/, '')}：${found.finalAnswer}（${found.verification.note.replace(/[。.]\s*$/, '')}）。把 $${p.letter}=${value}$ 代入解析式，再解原题。`;
  return {
    ...out,
    markdown: `${first}\n\n${out.markdown}`,
    verification: { ...out.verification, note: `${found.verification.note} ${out.verification.note}` },
  };
}
