import type { ChoiceSplit } from '../../../math/answers/choice';
import type { Refused, Solved } from '../../../types';
import { normalizeScienceText } from '../../chem/normalize';
import { ASKS_A_CLASS, ASKS_BY_ANOTHER_MEASURE, ASKS_OTHER, asksForFalse } from '../../statement-picks';
import { judgeFringeSpacingChange } from '../fixed-knowledge/fringe-spacing-change';
import { judgeHydrogenTransition } from '../fixed-knowledge/hydrogen-transition-claims';
import { judgeLightIntoMedium } from '../fixed-knowledge/light-into-medium';
import { judgeMolecularForce } from '../fixed-knowledge/molecular-forces';
import type { OptionVerdict } from '../fixed-knowledge/unit-statements';
import { answerFromVerdicts } from '../statement-verdicts-answer';
import { judgeCapacitorChange } from './capacitor-change';
import { judgeFirstLawStatement } from './first-law-statements';
import { judgeLightColorStatement } from './light-colors';
import { judgePhotoelectricComparison } from './photoelectric-compare';
import { judgePotentialEnergyStatement } from './potential-energy-signs';
import { judgePowerLawStatement } from './power-law-change';
import { judgeTextbookFact } from './textbook-fact-statements';

/** A stem that picks options by what they violate, show or belong to, not by whether they are true. */

type Judge = (option: string, stem: string) => OptionVerdict | null;
const JUDGES: Judge[] = [
  judgeFirstLawStatement,
  judgeLightColorStatement,
  judgePhotoelectricComparison,
  judgeCapacitorChange,
  judgePowerLawStatement,
  (option) => judgePotentialEnergyStatement(option),
  (option) => judgeTextbookFact(option),
  (option) => judgeMolecularForce(option),
  judgeLightIntoMedium,
  judgeHydrogenTransition,
  judgeFringeSpacingChange,
];

/**
 * 「按照经典电磁理论，…」「汤姆孙模型认为…」: the options are judged inside a view the stem names, not the textbook's own;
 * 「开普勒第二定律的表述」: the options are sorted by which law they state, and a true statement of another law is no
 * answer. Neither is judging each option's truth.
 */
const JUDGED_IN_A_VIEW = /经典|按照|依照|认为|(?:理论|模型|观点|学说)(?:不能|无法|能|可以)?解释/;
const ONE_LAW_OF_A_SET = /开普勒第[一二三]定律|第[一二三]定律的?(?:内容|表述)/;
/**
 * 「由α粒子散射实验得出的是」「由卢瑟福提出的是」「与天然放射现象有关的是」: the options are measured by whose finding
 * they are or what they touch, and a true statement of another finding is no answer.
 */
const ASKS_WHOSE =
  /由.{1,20}?(?:得出|提出|发现|证实|建立|得到|总结)|(?:提出|得出|发现|证实|建立|总结)(?:的|了)|(?:有关|无关)的是|(?:假设|假说|结论|观点|贡献|成就)/;
/**
 * A stem that says in words it asks for the true or the false statements, or that ends 「…，则（ ）」: the options are
 * what follows from the situation, so all of them may be true.
 */
const ASKS_IN_WORDS = /正确|错误|说法|表述|叙述|对的|不对|有误|符合|不符|则\s*(?:[（(]\s*(?:\\quad)?\s*[)）])?\s*[$]?\s*$/;

/** The first verdict any judge gives one option under its stem; null when none decides it. */
export function judgePrincipleOption(option: string, stem: string): OptionVerdict | null {
  for (const judge of JUDGES) {
    const v = judge(option, stem);
    if (v) return v;
  }
  return null;
}

/**
 * Statement questions decided by one textbook relationship applied to each option: the first law of thermodynamics
 * with the signs of Q and W, the order of the colours of light, the photoelectric equation on one metal. Every option
 * must be decided (never an answer by elimination) and the count must fit the question; null otherwise, so the
 * question keeps the usual refusal.
 */
export function solvePrincipleStatements(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || split.options.length < 2) return null;
  const stem = normalizeScienceText(split.stem).replace(/\s+/g, '');
  if (ASKS_OTHER.test(stem)) return null;
  const wantsFalse = asksForFalse(stem);
  if (wantsFalse === null) return null;
  if (ASKS_BY_ANOTHER_MEASURE.test(stem) || ASKS_A_CLASS.test(stem)) return null;
  if (JUDGED_IN_A_VIEW.test(stem) || ONE_LAW_OF_A_SET.test(stem) || ASKS_WHOSE.test(stem)) return null;
  if (
    !wantsFalse &&
    /不/.test(
      stem
        .replace(/[（(][^（()）]*[）)]/g, '')
        .replace(/选对但不全|不全的?得|不选|不答|不计(?:粒子(?:的)?)?重力|重力不计|(?:大小|方向)不同|不变/g, ''),
    )
  )
    return null;
  const verdicts = split.options.map((o) => judgePrincipleOption(o.text, split.stem));
  if (verdicts.some((v) => !v)) return null;
  // Every option picked under a stem that never says it asks for true statements: it asks by another measure.
  if (verdicts.every((v) => v!.truth !== wantsFalse) && !ASKS_IN_WORDS.test(stem)) return null;
  return answerFromVerdicts(raw, split.options, verdicts as OptionVerdict[], wantsFalse, {
    checked: '逐项分析',
    idea: '每个选项都用同一条物理规律来判断。',
    wanted: ['正确', '错误'],
    how: '逐项用物理规律判断',
    checkedBy: '每个选项逐一判断',
  });
}
