import type { ProblemType, Refused, Solved } from '../types';
import { derivativeFamily } from './families/derivative';
import { equationFamily } from './families/equation';
import { expressionFamily } from './families/expression';
import { factorFamily } from './families/factor';
import { inequalityFamily } from './families/inequality';
import { integralFamily } from './families/integral';
import { limitFamily } from './families/limit';
import { monotonicFamily } from './families/monotonic';
import { sequenceFamily } from './families/sequence';
import { sumFamily } from './families/sum';
import { systemFamily } from './families/system';
import { pickOption, splitChoice } from './choice';
import { DEFAULT_REFUSAL, refuse } from './format';
import { extract, normalize } from './text';
import type { AnswerValue, Family, MathOutcome, MathProblem } from './types';

/** Order matters: specific families (keywords such as 数列, ∫, lim, 导数) before the generic ones. */
const FAMILIES: Family[] = [
  sequenceFamily,
  sumFamily,
  factorFamily,
  integralFamily,
  limitFamily,
  monotonicFamily,
  derivativeFamily,
  equationFamily,
  inequalityFamily,
  systemFamily,
  expressionFamily,
];

const MAX_LENGTH = 4000;

/** Problems that need a figure, a proof or reasoning the offline engine does not do. */
const OUT_OF_SCOPE: Array<[RegExp, string]> = [
  [/如图|图中|见图|下图|图示|示意图/, '这道题依赖图形，离线求解器无法读取图形信息，暂不作答。'],
  [/证明|求证|试说明|说明理由|prove|demuestra|証明/i, '离线求解器不能完成证明题，为避免给出不严谨的解答，暂不作答。'],
  [/向量|复数|矩阵|行列式/, '离线求解器暂不解答向量、复数和矩阵题。'],
];

/** Readings that a solved answer must not silently depend on. */
function ambiguity(p: MathProblem): string | null {
  // "i" may be the imaginary unit rather than a variable.
  if (p.segments.some((s) => /(?<![a-zA-Z\\])i(?![a-zA-Z_])/.test(s))) return '题目中的字母 i 可能表示虚数单位，离线求解器暂不处理复数，暂不作答。';
  // sin 30 without a degree sign: degrees or radians?
  const trigOfNumber = /(?:sin|cos|tan|cot|sec|csc)\s*\(?\s*(\d+(?:\.\d+)?)(?![\d.°^]|\s*\\circ|\s*\^\s*\{?\\circ)/g;
  for (const s of p.segments) {
    for (const m of s.matchAll(trigOfNumber)) if (Number(m[1]) > 6.3) return '三角函数的角没有写单位（度还是弧度不明确），离线求解器暂不作答。';
  }
  return null;
}

export function prepare(text: string, problemType: ProblemType): MathProblem {
  const norm = normalize(text);
  const { segments, prose } = extract(norm);
  return { raw: text, text: norm, segments, prose, problemType };
}

/**
 * Solves with the machine-readable answer. Null when no family recognises the problem.
 * Never throws: any internal error becomes a refusal.
 */
export function solveMathDetailed(text: string, problemType: ProblemType = 'solution'): MathOutcome | null {
  try {
    if (!text.trim()) return null;
    if (text.length > MAX_LENGTH) return refuse(problemType, '题目过长，离线求解器暂不作答。');
    for (const [re, reason] of OUT_OF_SCOPE) if (re.test(text)) return refuse(problemType, reason);
    // Probability and statistics belong to the probability engine; when it does not answer, nobody here does.
    if (/概率|统计|期望|方差|分布列/.test(text)) return null;
    const choice = splitChoice(text);
    if (choice) {
      const stem = solveMathDetailed(choice.stem, 'solution');
      if (!stem) return null;
      const picked = pickOption(stem, choice);
      return 'refuse' in picked ? refuse('choice', picked.refuse) : picked;
    }
    const p = prepare(text, problemType);
    if (!p.segments.length) return null;
    for (const family of FAMILIES) {
      const r = family(p);
      if (!r) continue;
      const doubt = r.outcome.ok && family !== sumFamily ? ambiguity(p) : null;
      return doubt ? refuse(p, doubt) : r;
    }
    return null;
  } catch {
    return refuse(problemType, DEFAULT_REFUSAL);
  }
}

/** The math solver as the other offline solvers: null = "not a problem of mine". */
export async function solveMath(text: string, problemType: ProblemType = 'solution'): Promise<Solved | Refused | null> {
  return solveMathDetailed(text, problemType)?.outcome ?? null;
}

export type { AnswerValue };
