import type { ChoiceSplit } from '../../../math/answers/choice';
import type { Refused, Solved } from '../../../types';
import { optionByOptionMarkdown, refused, solved } from '../../outcome';
import { askClause } from '../../statement-picks';
import { formulasInSentence } from '../formula-in-steps';
import { judgeOrganicStatement } from '../organic-statements/judge';
import { judgeExplanation } from './explanations';
import { judgeClaim, type Verdict } from './judge';
import { type Claim, plainOption, processes, readClaim } from './reader';

const ASKS_FALSE = /错误|不正确|不合理|不恰当|不符合|不相符|不对应/;
const ASKS_TRUE = /正确|合理|对应关系|相符|符合/;
/** 「下列过程属于化学变化的是」「不涉及化学变化的是」: every option names a process (or several). */
const ASKS_CHANGE = /(不|没有|只)?(?:属于|是|涉及|发生了?|发生的是)(物理|化学)变化的是/;
/**
 * A stem whose ask is negated or counted in words other than those of ASKS_FALSE (「不具有对应关系」「没有对应关系」
 * 「不一定正确」「错误的有几项」): which statement it wants is not known, so the question is left to other readers.
 */
const UNSURE_ASK = /(?:不|没有|无|未|并非|非)(?:具有|具备|存在|体现|能|可|是|一定|相?对应|相关|涉及|属于)|无关|几项|几个|几种|个数|有误/;
/** The question is about statements, uses or properties of substances, not about a described experiment. */
const ASKS_STATEMENT = /说法|叙述|描述|用途|性质|应用|对应关系|做法|化学式|化学成分|主要成分|俗名|俗称/;

type Decided = { letter: string; text: string; verdict: Verdict | null };

/**
 * How the options of a stem are read: as statements, or — when the stem asks which process is a physical (chemical)
 * change — as the processes they name, each said to be the asked kind of change.
 */
export function optionReader(stem: string): (option: string) => Claim | null {
  const change = ASKS_CHANGE.exec(plainOption(stem));
  if (!change) return readClaim;
  const kind = change[2] === '物理' ? '物理变化' : '化学变化';
  const negated = change[1] === '不' || change[1] === '没有';
  // 「只涉及物理变化」 asks for the option that is wholly physical: the same as 「属于物理变化」 for every process.
  return (option) => {
    const named = processes(plainOption(option));
    return named ? { kind: 'change', processes: named, change: kind, negated } : null;
  };
}

/**
 * 「化学与生活密切相关。下列说法错误的是」 and its relatives: every option is read into claims and decided by the
 * textbook's substance facts. An answer only when every option was decided and exactly one fits what is asked;
 * a refusal saying which options were understood when at least `refuseFrom` of them were (any one by default); null
 * otherwise (other readers may know the question).
 */
export function solveSubstanceStatements(split: ChoiceSplit, refuseFrom = 0): Solved | Refused | null {
  const stem = plainOption(split.stem);
  if (stem.length > 80) return null;
  const change = ASKS_CHANGE.exec(stem);
  if (!change && !ASKS_STATEMENT.test(stem)) return null;
  if (!change && UNSURE_ASK.test(stem.replace(new RegExp(ASKS_FALSE.source, 'g'), ''))) return null;
  const wantsFalse = !change && ASKS_FALSE.test(stem);
  // 「某物质不符合环保要求，下列说法正确的是」: a false-ask word only in a premise leaves which statements are asked unsure.
  if (wantsFalse && !ASKS_FALSE.test(askClause(stem))) return null;
  if (!change && !wantsFalse && !ASKS_TRUE.test(stem)) return null;
  const read = optionReader(stem);
  const decided: Decided[] = split.options.map((o) => {
    const claim = read(o.text);
    // An option no substance fact decides may be an organic statement (isomers, a reaction's type, a shape) or an
    // everyday practice with its reason (「…是因为蛋白质受热变性」).
    const other = change ? null : (judgeOrganicStatement(o.text) ?? judgeExplanation(o.text));
    return { letter: o.letter, text: o.text.trim(), verdict: (claim ? judgeClaim(claim) : null) ?? other };
  });
  const known = decided.filter((d) => d.verdict);
  if (!known.length) return null;
  const picks = decided.filter((d) => d.verdict && d.verdict.truth !== wantsFalse);
  const undecided = decided.filter((d) => !d.verdict).map((d) => d.letter);
  if (undecided.length || picks.length !== 1) {
    if (undecided.length && known.length < refuseFrom * decided.length) return null;
    const said = known.map((d) => `${d.letter}${d.verdict!.truth ? '正确' : '错误'}（${formulasInSentence(d.verdict!.why)}）`).join('；');
    const rest = undecided.length
      ? `选项 ${undecided.join('、')} 说的内容超出了已整理的物质性质和用途知识（或说法中有没能读懂的部分），不能可靠判断`
      : `符合题目要求（${wantsFalse ? '错误' : '正确'}）的选项有 ${picks.length} 个，而题目只要求选一个`;
    return refused(
      'chemistry',
      `这是根据教材中物质的性质、用途、组成（或变化的类型）逐项判断的选择题。按教材知识，${said}；${rest}，为避免凭排除法猜测，暂不作答。可以把没判断的选项单独提问，或请老师帮忙。`,
      'choice',
    );
  }
  const pick = picks[0];
  const asked = change
    ? `${change[1] === '不' || change[1] === '没有' ? '不' : ''}属于${change[2]}变化的过程`
    : `${wantsFalse ? '错误' : '正确'}的说法`;
  const lines = decided.map((d) => {
    const fits = change ? (d.verdict!.truth ? '符合题意' : '不符合题意') : d.verdict!.truth ? '正确' : '错误';
    return `- **${d.letter}**（${formulasInSentence(d.text)}）：${formulasInSentence(d.verdict!.why)}，故 ${d.letter} ${fits}。`;
  });
  const markdown = optionByOptionMarkdown(
    change
      ? `**思路**：逐项判断每个过程有没有新物质生成（化学变化）；题目要求选出${asked}。`
      : `**思路**：逐项对照教材中物质的性质、用途和组成，判断每个说法的正误；题目要求选出${asked}。`,
    lines,
    pick.letter,
  );
  return solved(
    'chemistry',
    'offline:substance-facts',
    markdown,
    `${pick.letter}（${pick.text}）`,
    `每个选项都对照教材中的物质知识判断：${decided.map((d) => `${d.letter}${d.verdict!.truth ? '对' : '错'}`).join('，')}；只有 ${pick.letter} 符合题目要求`,
    'choice',
  );
}
