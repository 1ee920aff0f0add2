import type { ChoiceSplit } from '../../../math/answers/choice';
import type { Refused, Solved } from '../../../types';
import { refused, solved } from '../../outcome';
import { ASKS_FALSE, ASKS_FALSE_IN_THE_ASK, statementsAsked } from '../../statement-picks';
import { formulasPrinted } from '../formula-in-steps';
import { judgeLabSentence, type LabVerdict } from './judge';
import { tableSentences } from './lab-table';
import { labText } from './lab-text';

/** The stem names laboratory practice: operations, preparing gases, removing impurities, tests, titration. */
const ASKS_LAB = /实验|试验|操作|制备|制取|除杂|除去|杂质|检验|鉴别|分离|提纯|滴定|试剂和方法|方法/;
/**
 * The ask judges the experiment right or wrong (正确、可行、规范、能达到目的、相匹配 and their negations). A stem asking for a
 * consequence (「会使测定结果偏高的是」), a purpose (「目的是防止暴沸的是」) or a point of view (「从安全角度考虑的是」)
 * measures the options otherwise: a right operation is not the one that makes a result high.
 */
const ASKS_RIGHT_OR_WRONG = /正确|错误|有误|错的|不当|恰当|合理|规范|可行|达到(?:实验)?目的|匹配|相符|不妥|不对/;
/** Right words that remain once the false-asking ones are taken out: 「操作和现象正确，但结论错误的是」 asks for a part. */
const RIGHT_WORD = /正确|恰当|合理|规范|可行|能达到|匹配|相符/;
/** A figure or apparatus the options refer to, or a scenario before the ask: not read here. */
const NOT_READ = /如图|下图|图示|图中|所示|装置|流程/;
/** An option that only names its table row: 「A」「$\mathrm{A}$」「A. A」. */
const ROW_ONLY = /^[A-D]?$/;

type Decided = { letter: string; text: string; verdict: LabVerdict | null };

/**
 * 「下列实验操作（不）正确的是」「实验室制备下列气体的方法可行的是」「除去…中的杂质，所用试剂和方法正确的是」
 * 「下列实验操作、现象和结论都正确的是」: every option (or its table row) decided by the practice table. An answer only
 * when every option is decided and exactly one fits the ask; a refusal naming what was decided when at least one was;
 * null when none was (other readers may know the question).
 */
export function solveLabPractice(text: string, split: ChoiceSplit): Solved | Refused | null {
  const stem = labText(split.stem.replace(/\\begin\{tabular\}[\s\S]*?\\end\{tabular\}/g, ''));
  if (NOT_READ.test(stem) || stem.length > 60) return null;
  const asked = statementsAsked(stem);
  if (!asked || !ASKS_RIGHT_OR_WRONG.test(stem)) return null;
  const wantsFalse = asked === 'false';
  const unasked = stem.replace(new RegExp(ASKS_FALSE.source, 'g'), '').replace(new RegExp(ASKS_FALSE_IN_THE_ASK.source, 'g'), '');
  if (wantsFalse && RIGHT_WORD.test(unasked)) return null;
  const letters = split.options.map((o) => o.letter);
  const rowOnly = split.options.every((o) => ROW_ONLY.test(labText(o.text)));
  const table = rowOnly ? tableSentences(text, letters) : null;
  if (rowOnly && !table) return null;
  const decided: Decided[] = split.options.map((o) => {
    const sentence = table ? table.get(o.letter)! : labText(o.text);
    return { letter: o.letter, text: sentence, verdict: judgeLabSentence(sentence) };
  });
  const known = decided.filter((d) => d.verdict);
  if (!known.length) return null;
  const picks = decided.filter((d) => d.verdict && d.verdict.truth !== wantsFalse);
  const undecided = decided.filter((d) => !d.verdict).map((d) => d.letter);
  // A plain 「下列说法正确的是」 is taken as laboratory practice only when every option is.
  if (undecided.length && !ASKS_LAB.test(stem)) return null;
  const want = wantsFalse ? '错误（不能达到目的）' : '正确（能达到目的）';
  if (undecided.length || picks.length !== 1) {
    const said = known.map((d) => `${d.letter}${d.verdict!.truth ? '正确' : '错误'}（${formulasPrinted(d.verdict!.why)}）`).join('；');
    const rest = undecided.length
      ? `选项 ${undecided.join('、')} 的操作超出了已整理的教材实验知识（或其中有没能读懂的部分），不能可靠判断`
      : `符合题目要求（${want}）的选项有 ${picks.length} 个，而题目只要求选一个`;
    return refused(
      'chemistry',
      `这是根据教材实验的规范操作逐项判断的选择题。按教材，${said}；${rest}，为避免凭排除法猜测，暂不作答。可以把没判断的选项单独提问，或请老师帮忙。`,
      'choice',
    );
  }
  const pick = picks[0];
  const lines = decided.map(
    (d) =>
      `- **${d.letter}**（${formulasPrinted(d.text)}）：${formulasPrinted(d.verdict!.why)}，故 ${d.letter} ${d.verdict!.truth ? '正确' : '错误'}。`,
  );
  const markdown = [
    `**思路**：逐项对照教材实验的规范操作（试剂、方法、现象和结论），判断每个选项是否正确；题目要求选出${want}的一项。`,
    '',
    ...lines,
    '',
    `**答**：选 ${pick.letter}。`,
  ].join('\n');
  return solved(
    'chemistry',
    'offline:lab-practice',
    markdown,
    `${pick.letter}（${pick.text}）`,
    `每个选项都对照教材实验判断：${decided.map((d) => `${d.letter}${d.verdict!.truth ? '对' : '错'}`).join('，')}；只有 ${pick.letter} 符合题目要求`,
    'choice',
  );
}
