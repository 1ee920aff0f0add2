import type { ProblemType, Solved } from '../types';
import { refuse } from './format';
import { answerMatches } from './answer';
import type { MathOutcome } from './types';

export interface ChoiceSplit {
  stem: string;
  options: Array<{ letter: string; text: string }>;
}

/** "… （ ） A. 2  B. 3  C. …" → stem and options; null without at least options A and B. */
export function splitChoice(text: string): ChoiceSplit | null {
  const t = text.normalize('NFKC');
  const re = /(?:^|[\s(（)）])([A-D])\s*[.．、:：)）]/g;
  const marks = [...t.matchAll(re)].map((m) => ({ letter: m[1], at: m.index! + m[0].length - m[0].trimStart().length, end: m.index! + m[0].length }));
  const seq: typeof marks = [];
  for (const m of marks) if (m.letter === 'ABCD'[seq.length]) seq.push(m);
  if (seq.length < 2) return null;
  const options = seq.map((m, i) => ({ letter: m.letter, text: t.slice(m.end, i + 1 < seq.length ? seq[i + 1].at : undefined).trim() }));
  if (options.some((o) => !o.text)) return null;
  return { stem: t.slice(0, seq[0].at).trim(), options };
}

/**
 * Solves the stem, then reads every option against the verified answer: exactly one option must
 * match and every other must be readable and not match, otherwise the caller refuses.
 */
export function pickOption(stem: MathOutcome, split: ChoiceSplit): MathOutcome | { refuse: string } {
  if (!stem.outcome.ok || !stem.value) return { refuse: stem.outcome.ok ? '离线求解器无法核对选项。' : stem.outcome.reason };
  const verdicts = split.options.map((o) => answerMatches(stem.value!, o.text));
  const hits = split.options.filter((_, i) => verdicts[i] === true);
  if (hits.length !== 1 || verdicts.some((v) => v === null)) {
    return { refuse: '离线求解器算出了题干的结果，但无法可靠地把它与选项一一对应，为避免选错，暂不作答。' };
  }
  const pick = hits[0];
  const base: Solved = stem.outcome;
  const outcome: Solved = {
    ...base,
    problemType: 'choice',
    markdown: `${base.markdown}\n\n**对照选项** 计算结果与选项 ${pick.letter}（${pick.text}）一致，其余选项都不符合。`,
    finalAnswer: `${pick.letter}（${pick.text}）`,
    verification: { status: 'verified', note: `${base.verification.note} 已逐一核对各选项，只有 ${pick.letter} 与结果一致。` },
  };
  return { outcome, value: stem.value };
}

/**
 * For an engine that solves the stem of a question: a choice question is answered by the option that
 * matches the verified value (exactly one, every other option readable and different), else refused.
 */
export function withOptions(
  problemType: ProblemType,
  options: Array<{ letter: string; text: string }>,
  stem: MathOutcome | null,
): MathOutcome | null {
  if (!stem || !options.length) return stem;
  const picked = pickOption(stem, { stem: '', options });
  return 'refuse' in picked ? refuse(problemType === 'choice' ? 'choice' : problemType, picked.refuse) : picked;
}
