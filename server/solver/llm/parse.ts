import type { ProblemType, Subject } from '../types';

export interface ParsedAnswer {
  subject?: Subject;
  problemType?: ProblemType;
  /** The solution without the classification line. */
  markdown: string;
  /** Null when there is no usable "最终答案：" line. */
  finalAnswer: string | null;
  /** The model said it cannot solve the problem. */
  gaveUp: boolean;
}

const SUBJECTS: [RegExp, Subject][] = [
  [/math|数学/i, 'math'],
  [/physic|物理/i, 'physics'],
  [/chem|化学/i, 'chemistry'],
  [/program|coding|code|编程|程序|计算机/i, 'programming'],
  [/other|其他|其它/i, 'other'],
];
const TYPES: [RegExp, ProblemType][] = [
  [/choice|选择|单选|多选/i, 'choice'],
  [/fill|blank|填空/i, 'fill_in_blank'],
  [/solution|解答|计算|证明|应用|简答/i, 'solution'],
  [/other|其他|其它/i, 'other'],
];

const pick = <T>(table: [RegExp, T][], value: string | undefined) => (value ? table.find(([re]) => re.test(value))?.[1] : undefined);

const HEADER_SUBJECT = /(?:学科|科目|subject)\s*["']?\s*[:：=]\s*["']?([A-Za-z_\u4e00-\u9fff-]+)/i;
const HEADER_TYPE = /(?:题型|类型|problem_?type|type)\s*["']?\s*[:：=]\s*["']?([A-Za-z_\u4e00-\u9fff-]+)/i;
const FINAL = /^[\s>*_#-]*(?:最终答案|最后答案|final answer)[\s*_]*[:：][\s*_]*(.*?)[\s*_]*$/i;
const PLAIN_FINAL = /^[\s>*_#-]*答案?[\s*_]*[:：][\s*_]*(.*?)[\s*_]*$/;

/** Reads the model's reply: classification line (tolerantly), the solution, the last final-answer line. */
export function parseModelAnswer(raw: string): ParsedAnswer {
  const content = raw.replace(/<think>[\s\S]*?<\/think>/g, '').trim();
  const lines = content.split(/\r?\n/);
  let subject: Subject | undefined;
  let problemType: ProblemType | undefined;
  const headerAt = lines.slice(0, 3).findIndex((l) => HEADER_SUBJECT.test(l) || HEADER_TYPE.test(l));
  if (headerAt >= 0) {
    const line = lines[headerAt];
    subject = pick(SUBJECTS, HEADER_SUBJECT.exec(line)?.[1]);
    problemType = pick(TYPES, HEADER_TYPE.exec(line)?.[1]);
    lines.splice(headerAt, 1);
  }
  const markdown = lines.join('\n').trim();
  const last = finalLine(markdown.split('\n'), FINAL) ?? finalLine(markdown.split('\n'), PLAIN_FINAL);
  const gaveUp = !!last && /无法解答|无法求解|不能解答|无解答/.test(last);
  return { subject, problemType, markdown, finalAnswer: last && !gaveUp ? asMath(last) : null, gaveUp };
}

/** The text of the last line matching `re`, or of the next line when that one ends at the colon. */
function finalLine(lines: string[], re: RegExp): string | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = re.exec(lines[i]);
    if (!m) continue;
    const same = m[1].trim();
    const next = lines
      .slice(i + 1)
      .find((l) => l.trim())
      ?.trim();
    const answer = same || next || '';
    return answer.replace(/[。.]$/, '') || undefined;
  }
  return undefined;
}

/** "\boxed{5}" → "$5$"; bare LaTeX gets $…$; text with $…$ stays as it is. */
function asMath(answer: string): string {
  const unboxed = answer.replace(/\\boxed\{([^{}]*)\}/g, '$1');
  if (unboxed.includes('$')) return unboxed;
  if (/\\[a-zA-Z]+|[\^_{}]/.test(unboxed)) return `$${unboxed}$`;
  return unboxed;
}
