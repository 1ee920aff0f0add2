import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { readRatioOption } from './ratio-option';

/**
 * A worked ratio (or multiple 「变为原来的」) as the answer: the working, its check, and for a choice question the one
 * option equal to it (「1:4」, 「\frac{1}{4}」, 「2 倍」), every option read; a refusal when none or two agree.
 */
export function finishRatio(
  lines: string[],
  check: string,
  value: number,
  shown: (latex: string) => string,
  note: string,
  split: ChoiceSplit | null,
  colon = false,
): Solved | Refused {
  const answer = shown(ratioTex(value, colon));
  const markdown = ['**解**：', '', ...lines, '', `**检验**：${check}`, '', `**答**：${answer}。`].join('\n');
  if (!split) return solved('physics', 'offline:physics', markdown, answer, note);
  const hit = uniqueEqualOption(value, split, readRatioOption);
  if (typeof hit === 'string') return refused('physics', '算出的比值和选项对不上，为避免选错，暂不作答。可以请老师帮忙核对。', 'choice');
  return solved(
    'physics',
    'offline:physics',
    `${markdown}\n\n**对照选项**：与选项 ${hit.letter}（${hit.text.trim()}）一致，其余选项都不相等。`,
    `${hit.letter}（${answer}）`,
    `${note}；已逐一核对各选项，只有 ${hit.letter} 相等`,
    'choice',
  );
}

/** 「= \frac{1}{3}」 for a ratio of small whole numbers, else the number (「\approx 1.414」). */
export function ratioTex(value: number, colon = false): string {
  for (let d = 1; d <= 100; d++) {
    const n = Math.round(value * d);
    if (n > 0 && Math.abs(n / d - value) < 1e-9 * Math.max(1, value))
      return colon ? `= ${n} : ${d}` : d === 1 ? `= ${n}` : `= \\frac{${n}}{${d}}`;
  }
  const f = formatNumber(value, 4);
  return `${f.approx ? '\\approx' : '='} ${f.latex}`;
}
