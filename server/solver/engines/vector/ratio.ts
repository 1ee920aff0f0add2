import { normalize } from '../../math/expression/text';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';

/**
 * "|a| = 2|b|, (a−b) ⊥ b, 则 a 与 b 的夹角": only the ratio of the two lengths is given. The angle does not depend on
 * the unit of length, so the question is solved with |b| = 1 (|a| = 2) and again with |b| = 2 (|a| = 4); the two
 * answers must agree, which also refuses a question whose other conditions fix the lengths.
 */

type Solve = (text: string, problemType: ProblemType) => MathOutcome | null;

const NAME = String.raw`(?:\\(?:vec|overrightarrow|boldsymbol|mathbf|bm)\s*\{?\s*)?([a-z])\s*\}?`;
const RATIO = new RegExp(String.raw`\$\s*\|\s*${NAME}\s*\|\s*=\s*([^$|]*?)\s*\|\s*${NAME}\s*\|\s*\$`);

/** A positive factor k = p/q·√r as LaTeX at scale t; null when it is not such a number. */
function scaled(k: string, t: number): string | null {
  const s = k.replace(/\s+/g, '');
  const int = /^(\d+)?(?:\\sqrt\{(\d+)\})?$/.exec(s);
  if (int && (int[1] || int[2])) {
    const c = Number(int[1] ?? 1) * t;
    return int[2] ? `${c === 1 ? '' : c}\\sqrt{${int[2]}}` : String(c);
  }
  const frac = /^\\frac\{(\d+)\}\{(\d+)\}$/.exec(s);
  if (frac && Number(frac[2]) > 0) return `\\frac{${Number(frac[1]) * t}}{${frac[2]}}`;
  const fracRoot = /^\\frac\{(\d+)?\\sqrt\{(\d+)\}\}\{(\d+)\}$/.exec(s);
  if (fracRoot) return `\\frac{${Number(fracRoot[1] ?? 1) * t}\\sqrt{${fracRoot[2]}}}{${fracRoot[3]}}`;
  return null;
}

export function solveLengthRatio(text: string, problemType: ProblemType, solve: Solve): MathOutcome | null {
  const t = normalize(text);
  const m = RATIO.exec(t);
  if (!m || m[1] === m[3]) return null;
  // only an angle is the same at every scale; other numbers given would fix the lengths
  if (!/夹角/.test(t) || /投影|模|长度/.test(t)) return null;
  const rest = t.replace(m[0], '');
  if ((rest.match(/\|/g) ?? []).length % 2) return null;
  const answers: MathOutcome[] = [];
  for (const scale of [1, 2]) {
    const k = scaled(m[2], scale);
    if (!k) return null;
    const out = solve(t.replace(m[0], `$|${m[1]}|=${k}$, $|${m[3]}|=${scale}$`), problemType);
    if (!out?.outcome.ok || out.value?.kind !== 'numbers') return null;
    answers.push(out);
  }
  const [a, b] = answers.map((o) => (o.value?.kind === 'numbers' ? o.value.values : []));
  if (a.length !== b.length || a.some((x, i) => Math.abs(x - b[i]) > 1e-9)) return null;
  const first = answers[0];
  const solvedOutcome = first.outcome;
  const value = first.value;
  if (!solvedOutcome.ok || !value) return null;
  const note = `夹角只与两个向量的方向有关，与长度的单位无关；由 $|${m[1]}|=${m[2]}|${m[3]}|$，可设 $|${m[3]}|=1$，则 $|${m[1]}|=${scaled(m[2], 1)}$。`;
  return {
    value,
    outcome: {
      ...solvedOutcome,
      markdown: solvedOutcome.markdown.replace('**步骤 1**', `**设定** ${note}\n\n**步骤 1**`),
      verification: {
        ...solvedOutcome.verification,
        note: `${solvedOutcome.verification.note} 又设 $|${m[3]}|=2$、$|${m[1]}|=${scaled(m[2], 2)}$ 重算一遍，夹角相同。`,
      },
    },
  };
}
