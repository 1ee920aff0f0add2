import type { ChoiceSplit } from '../../../math/answers/choice';
import type { Refused, Solved } from '../../../types';
import { normalizeScienceText } from '../../chem/normalize';
import { refused } from '../../outcome';
import { ASKS_BY_ANOTHER_MEASURE, ASKS_OTHER, asksForFalse } from '../../statement-picks';
import { answerFromVerdicts } from '../statement-verdicts-answer';
import { activeVoice, judgeHistoryClaim } from './history-claims';
import type { MethodKind } from './history-facts';
import { personAt, TITLE } from './history-people';
import { plainOption } from './plain-option';
import { judgeMethodStatement } from './research-methods';
import { askedOfUnits, asksNot, judgeUnitOption, judgeUnitSentence, type OptionVerdict } from './unit-statements';

const HISTORY_CUE =
  /物理学史|史实|科学家|物理学家|物理学(?:的)?发展|发展(?:过程|历程|史)|发现(?:过程|历程)|研究历程|科学史|科学足迹|(?:研究|物理|科学)方法|思想方法|物理思想/;
/** Research methods the table lists completely for every achievement that has `kinds`. */
const CHECKED_KINDS: MethodKind[] = ['理想实验'];
const ASKED_KIND = /(?:运用|采用|利用|应用|使用|用)了?(理想实验)(?:法|的方法)?(?:而)?(?:得到|得出|获得|发现|建立)/;

type Topic = 'history' | 'method' | 'both' | 'units';
const TOPIC_NAME: Record<Topic, string> = {
  history: '物理学史',
  method: '物理学研究方法',
  both: '物理学史和研究方法',
  units: '单位制与物理量',
};

/**
 * Choice questions that rest on fixed curriculum knowledge: the history of physics (who found what, by which
 * experiment), the research method behind an achievement, SI base units and quantities, unit equations checked by
 * dimensions, vectors and scalars. Every option is decided from the tables; the answer is given only when the options
 * that fit are exactly as many as the question asks (one for 单选). Null when the question is not of these kinds; a
 * refusal naming the options that could not be checked when it is but some option is not one the tables hold.
 */
export function solveFixedKnowledge(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || split.options.length < 2) return null;
  const stem = normalizeScienceText(split.stem).replace(/\s+/g, '');
  if (ASKS_OTHER.test(stem) || ASKS_BY_ANOTHER_MEASURE.test(stem)) return null;
  const texts = split.options.map((o) => o.text);
  let topic: Topic;
  let verdicts: (OptionVerdict | null)[];
  // 「不符合平行四边形定则的是」 names the property asked (scalars), not a wrong statement.
  const plainStem = stem.replace(/不(?:遵[循从守]|满足|符合|适用|能用)[^，。,]*?(?:平行四边形定则|代数(?:运算)?法则)/g, '');
  const askedFalse = asksForFalse(plainStem);
  if (askedFalse === null) return null;
  let wantsFalse = askedFalse;
  // A 「不」 neither reading names (「不全是」「不能说明」) may turn the question round: refuse rather than guess.
  // Paper headings in brackets (「选对但不全的得 3 分」) are not part of the question.
  if (
    /不/.test(plainStem.replace(/[（(][^（()）]*[）)]/g, '').replace(/选对但不全|不全的?得|不选|不答/g, '')) &&
    !wantsFalse &&
    !asksNot(split.stem)
  )
    return null;
  const asked = askedOfUnits(split.stem, texts);
  const kind = ASKED_KIND.exec(stem);
  const listed = asked ? texts.map((t) => judgeUnitOption(asked, t, /力学/.test(stem))) : [];
  if (asked && listed.some(Boolean)) {
    topic = 'units';
    verdicts = listed;
    if (asked !== 'unit-equation') wantsFalse = wantsFalse || asksNot(split.stem);
  } else if (/单位|矢量|标量|基本量/.test(stem + texts.join('')) && texts.every((t) => judgeUnitSentence(t))) {
    topic = 'units';
    verdicts = texts.map((t) => judgeUnitSentence(t));
  } else if (kind) {
    topic = 'method';
    verdicts = texts.map((t) => judgeMethodKind(t, kind[1] as MethodKind));
  } else {
    const methods = texts.map((t) => judgeMethodStatement(t));
    const led = texts.filter((t, i) => methods[i] || personLed(t)).length;
    if (!(led === texts.length || (HISTORY_CUE.test(stem) && led > 0))) return null;
    topic = methods.some(Boolean) ? (methods.every(Boolean) ? 'method' : 'both') : 'history';
    verdicts = texts.map((t, i) => methods[i] ?? judgeHistoryClaim(t));
  }
  const undecided = split.options.filter((_, i) => !verdicts[i]);
  if (undecided.length) {
    if (undecided.length === texts.length && topic === 'units') return null;
    const checked = split.options
      .filter((_, i) => verdicts[i])
      .map((o) => `${o.letter} ${verdicts[split.options.indexOf(o)]!.truth ? '正确' : '错误'}`);
    return refused(
      'physics',
      `这是考查${TOPIC_NAME[topic]}的选择题。选项 ${undecided.map((o) => o.letter).join('、')} 所说的内容（${topic === 'units' ? '单位或物理量的名称' : '人物、实验、年代或附加的说法'}）在教材的知识里核对不了，为避免选错，暂不作答${checked.length ? `（已核对：${checked.join('，')}）` : ''}。可以请老师帮忙核对这几项。`,
      'choice',
    );
  }
  return answerFromVerdicts(raw, split.options, verdicts as OptionVerdict[], wantsFalse, {
    checked: `逐项核对${TOPIC_NAME[topic]}`,
    idea: `这是考查${TOPIC_NAME[topic]}的选择题，把每个选项和教材中的相应知识逐一对照。`,
    wanted: ['正确（符合）', '错误（不符合）'],
    how: `逐项对照${TOPIC_NAME[topic]}`,
    checkedBy: '每个选项都与教材知识逐一核对',
  });
}

/** An option that begins with a scientist the table knows (after a year or a title). */
function personLed(text: string): boolean {
  let t = activeVoice(plainOption(text)).replace(/^\d{4}年(?:\d{1,2}月)?[，,]?/, '');
  t = t.replace(TITLE, '');
  const who = personAt(t);
  // 「安培力」「牛顿第一定律」「法拉第电磁感应定律」 name a thing after a person; they do not tell what the person did.
  return who !== null && !/^(?:力|定律|定则|第|常量|效应|电磁感应定律|的|单位|是)/.test(t.slice(who.length));
}

/** 「牛顿发现“万有引力定律”」 under 「哪个成果是运用理想实验法得到的」: the achievement's research methods decide. */
function judgeMethodKind(text: string, kind: MethodKind): OptionVerdict | null {
  const claim = judgeHistoryClaim(text);
  if (!claim?.truth || claim.facts?.length !== 1) return null;
  const fact = claim.facts[0];
  if (!fact.kinds) return null;
  if (fact.kinds.includes(kind)) return { truth: true, why: `${claim.why}，用的是${kind}法` };
  if (!CHECKED_KINDS.includes(kind)) return null;
  return { truth: false, why: `${claim.why}，靠的是${fact.kinds.join('、')}，不是${kind}法` };
}
