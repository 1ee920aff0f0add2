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
import { DEFAULT_REFUSAL, refuse } from './write/format';
import { extract, normalize } from './expression/text';
import type { AnswerValue, Family, MathOutcome, MathProblem } from './expression/types';

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
  // vectors and complex numbers have their own engines; a question they did not understand is not ours either
  [
    /如图|图中|见图|下图|图示|示意图/,
    '这道题要看图才能解答，而图中的信息读不出来，暂不作答。可以把图中的条件（长度、角度、坐标等）用文字写进题目再试，或请老师帮忙。',
  ],
  [
    /证明|求证|试说明|说明理由|prove|demuestra|証明/i,
    '这是一道证明题，目前还不能自动写出严谨的证明，暂不作答。可以把其中要用到的计算（例如解方程、求导）单独提问，或请老师帮忙。',
  ],
  [/矩阵|行列式/, '看得出这是矩阵或行列式题，这一类目前还不能自动解答。可以把其中的计算单独提问，或请老师帮忙。'],
];

const IMAGINARY = '题目中的字母 i 可能表示虚数单位，这样的写法目前读不准，暂不作答。如果 i 只是一个变量，可以换成别的字母再试。';

/** Readings that a solved answer must not silently depend on. */
function ambiguity(p: MathProblem): string | null {
  // "i" may be the imaginary unit rather than a variable.
  if (p.segments.some((s) => /(?<![a-zA-Z\\])i(?![a-zA-Z_])/.test(s))) return IMAGINARY;
  // sin 30 without a degree sign: degrees or radians?
  const trigOfNumber = /(?:sin|cos|tan|cot|sec|csc)\s*\(?\s*(\d+(?:\.\d+)?)(?![\d.°^]|\s*\\circ|\s*\^\s*\{?\\circ)/g;
  for (const s of p.segments) {
    for (const m of s.matchAll(trigOfNumber))
      if (Number(m[1]) > 6.3)
        return '三角函数的角没有写单位，看不出是度还是弧度，暂不作答。请在角度后加上 °（例如 sin 30°），或写成弧度（例如 sin(π/6)）再试。';
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
export function solveMathDetailed(text: string, problemType: ProblemType = 'solution', finalAnswer = false): MathOutcome | null {
  try {
    if (!text.trim()) return null;
    if (text.length > MAX_LENGTH) return refuse(problemType, '题目太长，暂不作答。可以把题目拆成几个小问分别提问。');
    if (/向量|复数|虚数/.test(text)) return null;
    for (const [re, reason] of OUT_OF_SCOPE) if (re.test(text)) return refuse(problemType, reason);
    // Probability and statistics belong to the probability engine; when it does not answer, nobody here does.
    if (/概率|统计|期望|方差|分布列/.test(text)) return null;
    const p = { ...prepare(text, problemType), finalAnswer };
    if (!p.segments.length) return null;
    for (const family of FAMILIES) {
      const r = family(p);
      if (!r) continue;
      const doubt = r.outcome.ok && family !== sumFamily ? ambiguity(p) : null;
      // a free i is the imaginary unit: the complex-number engine answers those
      if (doubt === IMAGINARY) return null;
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
