import { type ChoiceSplit, splitChoice } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { refused, solved } from '../outcome';
import type { OptionVerdict } from './fixed-knowledge/unit-statements';

/** How a chooser names what it checked each option against. */
export interface VerdictWording {
  /** 「逐项分析」: said before the count when the options that fit do not match what is asked. */
  checked: string;
  /** The idea line of the steps. */
  idea: string;
  /** The statements asked for, as the steps say it: [when the true ones are asked, when the false ones are]. */
  wanted: [string, string];
  /** Beside the letters in the short answer: 「逐项用物理规律判断」. */
  how: string;
  /** Before the per-option list of the check line. */
  checkedBy: string;
}

/**
 * The answer of a statement question once every option is decided: the letters that fit what is asked, refused when
 * none fits or when several fit a question that asks for one. Steps list each option with the reason that decides it.
 */
export function answerFromVerdicts(
  raw: string,
  options: ChoiceSplit['options'],
  verdicts: OptionVerdict[],
  wantsFalse: boolean,
  wording: VerdictWording,
): Solved | Refused {
  const truths = verdicts.map((v) => v.truth);
  const letters = options.filter((_, i) => truths[i] !== wantsFalse).map((o) => o.letter);
  if (!letters.length || (askedCount(raw) === 'one' && letters.length !== 1)) {
    return refused(
      'physics',
      `${wording.checked}后，${letters.length ? `有 ${letters.length} 个选项都符合，而题目只要一个` : '没有符合题目要求的选项'}，可能没读懂题意，为避免选错，暂不作答。`,
      'choice',
    );
  }
  // the options as printed (with their $…$ formulas), not as normalised for reading
  const printed = splitChoice(raw)?.options;
  const shown = (o: ChoiceSplit['options'][number]) => (printed?.find((p) => p.letter === o.letter) ?? o).text.trim();
  const markdown = [
    `**思路**：${wording.idea}`,
    '',
    '**逐项判断**：',
    '',
    ...options.map((o, i) => `- ${o.letter}：${shown(o)} —— ${verdicts[i].why}，所以这一说法${truths[i] ? '正确' : '错误'}。`),
    '',
    `题目要求选出${wording.wanted[wantsFalse ? 1 : 0]}的选项。`,
    '',
    `**答**：${letters.join('')}。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${letters.join('')}（${wording.how}）`,
    `${wording.checkedBy}：${options.map((o, i) => `${o.letter}${truths[i] ? '对' : '错'}`).join('，')}`,
    'choice',
  );
}

/** 「只有一项符合题目要求」 asks for one; 「有多项符合」 or a paper heading naming both leaves the count open. */
export function askedCount(raw: string): 'one' | 'open' {
  const t = normalizeScienceText(raw).replace(/\s+/g, '');
  const one = /只有一(?:个|项)(?:选项)?(?:是)?(?:正确|符合)|单项选择|单选/.test(t);
  const many = /多项|多个选项|多选|不定项|选对但不全|选不全/.test(t);
  return one && !many ? 'one' : 'open';
}
