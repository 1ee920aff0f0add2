/**
 * 「设函数 f(x)=x³+(a−1)x²+ax．若 f(x) 为奇函数，则曲线 y=f(x) 在点 (0,0) 处的切线方程为」: the parity fixes the one
 * letter of the definition, and the rest of the question is about the function it gives. The letter is found by
 * the question 「已知函数 f(x)=… 是奇函数，则 a=」 (answered and checked like any other), then put into the
 * definition, and the question is asked again without the premise it used.
 */
import type { SolveOutcome } from './types';

export interface ParityPremise {
  /** the question that finds the letter */
  ask: string;
  letter: string;
  /** the question with the letter's value written in and the premise dropped */
  rewrite: (value: string) => string;
}

const PREMISE = /([,，.。;；]\s*)(?:若|如果|已知)\s*\$\s*([fgh])\s*\(\s*x\s*\)\s*\$\s*(?:为|是)\s*(奇|偶)函数\s*[,，]\s*/;

/** A letter standing alone in a formula (not part of \frac, \ln, …). */
const alone = (letter: string) => new RegExp(`(?<![\\\\a-zA-Z])${letter}(?![a-zA-Z])`, 'g');

/** 「设函数 $f(x)=…$ 为奇函数，则…」: the premise said of the definition itself. */
const ATTACHED = /\$\s*([fgh])\s*\(\s*x\s*\)\s*=\s*([^$]+)\$\s*(?:为|是)\s*(奇|偶)函数\s*([,，])\s*/;

export function readParityPremise(text: string): ParityPremise | null {
  const attached = ATTACHED.exec(text);
  if (attached && !PREMISE.test(text)) {
    const [whole, name, body0, parity, comma] = attached;
    const body = body0.replace(/[,，;；.。]\s*$/, '').trim();
    return premiseOn(name, body, parity, text.replace(whole, comma), (newBody) => text.replace(whole, `$${name}(x)=${newBody}$${comma}`));
  }
  const premise = PREMISE.exec(text);
  if (!premise) return null;
  const name = premise[2];
  const defs = [...text.matchAll(new RegExp(`\\$([^$]*?(?<![a-zA-Z\\\\])${name}\\s*\\(\\s*x\\s*\\)\\s*=\\s*([^$]+))\\$`, 'g'))];
  if (defs.length !== 1 || (defs[0].index ?? 0) > premise.index) return null;
  const body = defs[0][2].replace(/[,，;；.。]\s*$/, '');
  const rest = text.slice(0, defs[0].index) + text.slice((defs[0].index ?? 0) + defs[0][0].length);
  return premiseOn(name, body, premise[3], rest, (newBody) =>
    text.replace(defs[0][1], defs[0][1].replace(body, newBody)).replace(premise[0], premise[1]),
  );
}

/** The premise on f(x)=body, when the body has one letter besides x that the rest of the question never names. */
function premiseOn(name: string, body: string, parity: string, rest: string, withBody: (newBody: string) => string): ParityPremise | null {
  if (/[<>]|\\(?:leq|geq|le|ge)(?![a-zA-Z])/.test(body)) return null;
  const letters = new Set(
    [...body.replace(/\\[a-zA-Z]+/g, ' ').matchAll(/(?<![a-zA-Z])([a-z])(?![a-zA-Z])/g)]
      .map((m) => m[1])
      .filter((l) => l !== 'x' && l !== 'e'),
  );
  if (letters.size !== 1) return null;
  const letter = [...letters][0];
  // the letter must be asked about nowhere else: the rest of the question is about f alone
  if (alone(letter).test(rest.replace(/\\[a-zA-Z]+/g, ' ').replace(/[\u4e00-\u9fff]/g, ' '))) return null;
  return {
    ask: `已知函数 $${name}(x)=${body}$ 是${parity}函数，则 $${letter}=$____`,
    letter,
    rewrite: (value) => withBody(body.replace(alone(letter), `(${value})`)),
  };
}

/** "$a=1$", "$a=-\frac{1}{2}$": the one value found for the letter; null for anything else (two values, a range). */
export function parameterValue(outcome: SolveOutcome, letter: string): string | null {
  if (!outcome.ok || outcome.verification.status !== 'verified') return null;
  const m = new RegExp(`^\\$\\s*${letter}\\s*=\\s*(-?\\d+|-?\\\\frac\\{\\d+\\}\\{\\d+\\})\\s*\\$$`).exec(outcome.finalAnswer.trim());
  return m ? m[1] : null;
}

/** The question answered through its parity premise; null when it is not of this form or a step is not answered. */
export async function solveThroughParity(text: string, solve: (text: string) => Promise<SolveOutcome>): Promise<SolveOutcome | null> {
  const p = readParityPremise(text);
  if (!p) return null;
  const found = await solve(p.ask);
  const value = parameterValue(found, p.letter);
  if (!value || !found.ok) return null;
  const out = await solve(p.rewrite(value));
  if (!out.ok) return null;
  const first = `**先求参数** ${p.ask.replace(/，则.*$/, '')}：${found.finalAnswer}（${found.verification.note.replace(/[。.]\s*$/, '')}）。把 $${p.letter}=${value}$ 代入解析式，再解原题。`;
  return {
    ...out,
    markdown: `${first}\n\n${out.markdown}`,
    verification: { ...out.verification, note: `${found.verification.note} ${out.verification.note}` },
  };
}
