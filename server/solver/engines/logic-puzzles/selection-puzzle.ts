import { readCastList } from './cast';
import { COUNT, smallCount } from './chinese-count';
import { type Formula, not } from './logic-form';
import { puzzleText } from './puzzle-text';

export interface Condition {
  words: string;
  f: Formula;
}

/** 「从甲、乙、丙、丁中选出两人；如果甲去，那么乙也去……最后去的是」 read whole. */
export interface SelectionPuzzle {
  cast: string[];
  size: number;
  conditions: Condition[];
}

const PICK = '(?:选出|挑选出|挑选|挑出|选派|选|派出|派|抽出|抽调|抽)';
const GROUP_WORD = '(?:个人|个|名|位|人|只|头)';
const NEGATION = ['不能', '不会', '不愿意', '不愿', '不肯', '不要', '不用', '不想', '没有', '没', '不'];
const VERBS = [
  '去参加比赛',
  '去参加活动',
  '参加比赛',
  '参加活动',
  '去参加',
  '参加',
  '参赛',
  '入选',
  '被选中',
  '被选上',
  '被选',
  '选',
  '派',
  '去',
  '出场',
];
const FILLERS = ['也要', '也得', '也', '就', '要', '一定', '必须', '肯定', '的话', '可', '会', '得', '愿意', '那么', '则'];
const TOKENS = [...NEGATION, ...VERBS, ...FILLERS].sort((a, b) => b.length - a.length);

/** 「甲去」「丙不去」「也不能派老虎去」「大象可不愿意去」 → whether the one named goes; null when a word is left over. */
function readGoes(clause: string, cast: readonly string[]): Formula | null {
  const named = cast.filter((n) => clause.includes(n));
  if (named.length !== 1) return null;
  let rest = clause.replace(named[0], '');
  let negations = 0;
  let verbs = 0;
  while (rest) {
    const tok = TOKENS.find((w) => rest.startsWith(w));
    if (!tok) return null;
    if (NEGATION.includes(tok)) negations++;
    if (VERBS.includes(tok)) verbs++;
    rest = rest.slice(tok.length);
  }
  if (!verbs || negations > 1) return null;
  const f: Formula = { t: 'in', who: named[0] };
  return negations ? not(f) : f;
}

function readCondition(sentence: string, cast: readonly string[]): Formula | null {
  const ifThen = /^(?:如果|假如|若|要是|倘若)([^,]+?),(?:那么|则|就)?(.+)$/.exec(sentence);
  if (ifThen) {
    const a = readGoes(ifThen[1], cast);
    const b = readGoes(ifThen[2], cast);
    return a && b ? { t: 'imp', a, b } : null;
  }
  const onlyIf = /^只有([^,]+?),?([^,]*?)才([^,]+)$/.exec(sentence);
  if (onlyIf) {
    const a = readGoes(onlyIf[1], cast);
    const b = readGoes(onlyIf[2] + onlyIf[3], cast);
    return a && b ? { t: 'imp', a: b, b: a } : null;
  }
  const names = cast.join('|');
  const notBoth = new RegExp(`^(${names})和(${names})(?:不能|不会|不可能)(?:都|同时)(?:去|参加|入选|被选)$`).exec(sentence);
  if (notBoth)
    return not({
      t: 'and',
      fs: [
        { t: 'in', who: notBoth[1] },
        { t: 'in', who: notBoth[2] },
      ],
    });
  const oneOf = new RegExp(
    `^(${names})和(${names})(?:两人)?(?:中)?(?:至少|最少)(?:要)?(?:有)?(?:一|1)(?:个|人|位|名)(?:去|参加|入选|被选)?$`,
  ).exec(sentence);
  if (oneOf)
    return {
      t: 'or',
      fs: [
        { t: 'in', who: oneOf[1] },
        { t: 'in', who: oneOf[2] },
      ],
    };
  return readGoes(sentence, cast);
}

const ASK = /(?:去|参加|入选|选|派)[^,]*(?:是|谁|____|哪)/;
/** Words that turn the ask to the ones left out (「落选的是」「未被选中的是」「剩下的是」) or to a case (「如果…」). */
const ASK_ELSEWHERE = /如果|不|没|未|非|落|淘汰|剩|留|除|外|其余|其他|另/;

export function readSelectionPuzzle(stem: string): SelectionPuzzle | null {
  const t = puzzleText(stem);
  const list = readCastList(t);
  if (!list) return null;
  const cast = list.names;
  const sentences = t
    .split(/[.;?!]/)
    .map((s) => s.replace(/^[^,:“”]{0,6}:/, '').replace(/^,|,$/g, ''))
    .filter(Boolean);
  const setupAt = sentences.findIndex((s) => s.includes(cast.join('、').slice(0, 3)) || s.includes(cast[0]));
  if (setupAt < 0) return null;
  const setup = sentences[setupAt];
  const sizeRe = new RegExp(`(?:中的?${PICK}?|${PICK}[^,]{0,12}?中的?|${PICK})(${COUNT})${GROUP_WORD}`);
  const sized = sizeRe.exec(setup);
  if (sentences.slice(0, setupAt).some((s) => /如果|假如|若|要是|不|没|只|或|都/.test(s))) return null;
  const size = sized ? smallCount(sized[1]) : null;
  if (!size || size >= cast.length || !new RegExp(PICK).test(setup) || /如果|假如|若|要是|不|没|只有|至|最多|最少|或/.test(setup))
    return null;
  const rest = sentences.slice(setupAt + 1);
  const ask = rest.pop();
  if (!ask || !ASK.test(ask) || cast.some((n) => ask.includes(n)) || ASK_ELSEWHERE.test(ask)) return null;
  const conditions: Condition[] = [];
  for (const sentence of rest) {
    const words = sentence.replace(/^(?:已知|规定|并且|而且|另外)[,:]?/, '');
    const f = readCondition(words, cast);
    if (!f) return null;
    conditions.push({ words, f });
  }
  if (!conditions.length) return null;
  return { cast, size, conditions };
}
