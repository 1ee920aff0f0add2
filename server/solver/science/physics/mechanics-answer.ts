import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { pickNumericOption } from '../choice';
import { eqSign, formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { pickExactOption } from './option-values';

/** A value with its symbol and unit, as the answer of a worked mechanics problem. */
export interface Answer {
  tex: string;
  value: number;
  /** mathjs spelling ('m/s^2'), undefined for a pure number (μ). */
  unit?: string;
  /** LaTeX of the unit. */
  unitTex?: string;
}

/** "2.5", rounded to six significant digits for the working. */
export const num = (x: number) => formatNumber(x, 6).latex;

/** "$a = 2\ \mathrm{m/s^2}$" (≈ when rounded). */
export function answerTex(a: Answer): string {
  const f = formatNumber(a.value, 4);
  // A unit already in LaTeX (\Omega) is written as it is.
  const unit = !a.unitTex ? '' : a.unitTex.startsWith('\\') ? `\\ ${a.unitTex}` : `\\ \\mathrm{${a.unitTex}}`;
  return `$${a.tex} ${eqSign(f)} ${f.latex}${unit}$`;
}

/**
 * The worked solution; for a choice question the one option equal to the value (plain numbers within their
 * printed digits, or surds such as 5\sqrt{3} m/s² exactly), otherwise a refusal.
 */
export function finishMechanics(lines: string[], check: string, answer: Answer, note: string, split: ChoiceSplit | null): Solved | Refused {
  const shown = answerTex(answer);
  const markdown = ['**解**：', '', ...lines, '', `**检验**：${check}`, '', `**答**：${shown}。`].join('\n');
  const out = solved('physics', 'offline:physics', markdown, shown, note);
  if (!split) return out;
  const picked = pickNumericOption(out, split);
  if (!('refuse' in picked)) return picked.outcome;
  if (split.options.some((o) => /sqrt|√|\\frac/.test(o.text))) {
    const exact = pickExactOption(answer.value, answer.unit, split);
    if (!('refuse' in exact)) {
      return {
        ...out,
        problemType: 'choice',
        markdown: `${markdown}\n\n**对照选项**：计算结果与选项 ${exact.letter}（${exact.text}）相等，其余选项都不相等。`,
        finalAnswer: `${exact.letter}（${shown}）`,
        verification: { status: 'verified', note: `${note}；已逐一核对各选项，只有 ${exact.letter} 与结果相等` },
      };
    }
  }
  return refused('physics', `${picked.refuse}可以请老师帮忙核对。`, 'choice');
}

/** The problem is physics and clearly of this kind, but g is not stated: which value to take is not the solver's choice. */
export function refuseWithoutG(split: ChoiceSplit | null): Refused {
  return refused(
    'physics',
    '这道题要用到重力加速度 g，但题目没有给出 g 的取值（取 9.8 还是 10 m/s² 会得到不同的结果），为避免选错，暂不作答。可以补上“g 取 10 m/s²”后再提问。',
    split ? 'choice' : 'solution',
  );
}
