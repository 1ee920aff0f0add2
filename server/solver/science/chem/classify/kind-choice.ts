import type { ChoiceSplit } from '../../../math/answers/choice';
import type { Refused, Solved } from '../../../types';
import { optionByOptionMarkdown, refused, solved } from '../../outcome';
import { ASKS_FALSE, askClause } from '../../statement-picks';
import { isOfClass, substanceKinds } from './substance-kinds';

const KIND = '(纯净物|混合物|单质|化合物|酸性氧化物|碱性氧化物|两性氧化物|氧化物|强电解质|弱电解质|非电解质|电解质|酸|碱|盐)';
const ASKS_KIND = new RegExp(`^(?:下列)?(?:各?组?)?(?:物质|化合物)?(?:中)?[，,]?(不)?(?:属于|是)${KIND}的是$`);
const NEITHER = /既不(?:属于|是)电解质[，,]?也不(?:属于|是)非电解质的是$/;
const ORDER = new RegExp(`按(${KIND}(?:、${KIND})+)(?:的)?顺序排列(?:正确)?的是$`);
const STATEMENT = new RegExp(`^(.+?)(?:属于|是)${KIND}$`);
const ASKS_STATEMENT = /(?:说法|叙述|分类)(?:中)?(?:正确|错误|不正确)的是$/;

const plain = (t: string) =>
  t
    .replace(/\s+/g, '')
    .replace(/\$/g, '')
    .replace(/[（(]\s*[）)]$/, '')
    .replace(/[。．.]$/, '');

interface Verdict {
  truth: boolean;
  why: string;
}

function judge(name: string, kind: string): Verdict | null {
  const k = substanceKinds(name);
  return k ? isOfClass(k.kinds, kind) : null;
}

/** Every member of 「a、b、c」 judged against the kinds in order. */
function judgeOrdered(option: string, kinds: string[]): Verdict | null {
  const names = option.split(/、|，|,/).filter(Boolean);
  if (names.length !== kinds.length) return null;
  const vs = names.map((n, i) => judge(n, kinds[i]));
  const wrong = vs.find((v) => v && !v.truth);
  if (wrong) return wrong;
  if (vs.some((v) => !v)) return null;
  return { truth: true, why: vs.map((v) => v!.why).join('；') };
}

/**
 * 「下列物质属于（强/弱/非）电解质（酸性氧化物、盐、混合物 …）的是」, 「既不是电解质也不是非电解质的是」,
 * 「按混合物、单质、化合物顺序排列的是」 and statements 「X 属于 K」: every option's substance sorted by its formula or
 * the curriculum's lists. Null when the stem is no such question or most options are not read.
 */
export function solveSubstanceKindChoice(split: ChoiceSplit): Solved | Refused | null {
  const stem = plain(split.stem);
  const ask = askClause(stem);
  let decide: (option: string) => Verdict | null;
  let wantsFalse = false;
  let asked: string;
  let statements = false;
  const kindAsk = ASKS_KIND.exec(ask);
  const order = ORDER.exec(stem);
  if (NEITHER.test(stem)) {
    asked = '既不是电解质也不是非电解质的物质';
    decide = (o) => judge(o, '既不是电解质也不是非电解质');
  } else if (kindAsk) {
    wantsFalse = !!kindAsk[1];
    asked = `${wantsFalse ? '不' : ''}属于${kindAsk[2]}的物质`;
    decide = (o) => judge(o, kindAsk[2]);
  } else if (order) {
    const kinds = order[1].split('、');
    asked = `依次为${kinds.join('、')}的一组`;
    decide = (o) => judgeOrdered(o, kinds);
  } else if (ASKS_STATEMENT.test(ask)) {
    if (!ASKS_FALSE.test(ask) && ASKS_FALSE.test(stem)) return null;
    wantsFalse = ASKS_FALSE.test(ask);
    statements = true;
    asked = `${wantsFalse ? '错误' : '正确'}的说法`;
    decide = (o) => {
      const m = STATEMENT.exec(o);
      return m && !/不/.test(m[1]) ? judge(m[1], m[2]) : null;
    };
  } else return null;
  const decided = split.options.map((o) => ({ letter: o.letter, text: o.text.trim(), verdict: decide(plain(o.text)) }));
  const known = decided.filter((d) => d.verdict);
  const undecided = decided.filter((d) => !d.verdict).map((d) => d.letter);
  if (!known.length || (undecided.length && known.length * 2 < decided.length)) return null;
  const picks = decided.filter((d) => d.verdict && d.verdict.truth !== wantsFalse);
  if (undecided.length || picks.length !== 1) {
    const said = known.map((d) => `${d.letter}${d.verdict!.truth ? '是' : '不是'}（${d.verdict!.why}）`).join('；');
    const rest = undecided.length
      ? `选项 ${undecided.join('、')} 的物质类别没能由化学式或教材所列的物质确定`
      : `符合题目要求的选项有 ${picks.length} 个，而题目只要求选一个`;
    return refused('chemistry', `逐项判断：${said}；${rest}，为避免凭排除法猜测，暂不作答。`, 'choice');
  }
  const pick = picks[0];
  const lines = decided.map((d) => {
    const fits = d.verdict!.truth !== wantsFalse;
    const word = statements ? (d.verdict!.truth ? '正确' : '错误') : fits ? '符合题意' : '不符合题意';
    return `- **${d.letter}**（${d.text}）：${d.verdict!.why}，故 ${d.letter} ${word}。`;
  });
  return solved(
    'chemistry',
    'offline:substance-kinds',
    optionByOptionMarkdown(`**思路**：按物质的组成（化学式）和教材中的分类标准逐项判断；题目要求选出${asked}。`, lines, pick.letter),
    `${pick.letter}（${pick.text}）`,
    `每个选项都按分类标准判断：${decided.map((d) => `${d.letter}${d.verdict!.truth ? '是' : '否'}`).join('，')}；只有 ${pick.letter} 符合题目要求`,
    'choice',
  );
}
