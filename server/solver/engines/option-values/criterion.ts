import { Rat } from '../../math/expression/rational';
import { flatStem } from '../number-kinds/text';
import { exactValue } from './option-value';

/** What a stem asks of options that are numbers or formulas: the one that is largest, equals, is closest to … */
export type Criterion =
  | { k: 'extreme'; max: boolean }
  | { k: 'equals'; target: Rat }
  | { k: 'compare'; op: '<' | '>' | '≤' | '≥'; target: Rat }
  | { k: 'parity'; even: boolean }
  | { k: 'kind'; what: '质数' | '合数' | '完全平方数' | '整数' }
  | { k: 'closest'; target: Rat; to: string }
  | { k: 'rank'; descending: boolean; place: number }
  | { k: 'divides'; exact: boolean }
  | { k: 'true'; wanted: boolean; order: '<' | '>' | null };

export interface Asked {
  criterion: Criterion;
  /** The numbers listed in the stem (「在$\frac57$，$\frac34$…中」): they must be the options' numbers. */
  listed: Rat[] | null;
}

const PLACE: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
const SUBJ =
  '(?:在)?(?:下面|下列|以下|下边)(?:的)?(?:[二三四五六]个|几个|各|这些)?(?:除法算式|除法|除式|算式|式子|各式|数|各数|分数|小数|选项|数字|计算)?(?:中|里|当中)?,?';
// 「以下哪一个选项中的数」「下面哪个算式的结果」
const WHICH = '(?:下面|下列|以下)哪(?:一)?(?:个|项|道)(?:选项|算式|数)?(?:中|里)?的(?:数|算式)?';
const ANY = `(?:${SUBJ}|${WHICH})`;
const VAL = '(?:的)?(?:得数|结果|计算结果|计算的结果|运算结果|值|数值|积|商)?';
const TAIL =
  '(?:的(?:算式|式子|数|分数|小数|选项|一个|一项|一道|那个|是))?(?:是|为)?(?:(?:哪个|哪一个|哪一项|哪项|哪一道)(?:算式|式子|数|选项)?)?';
const NUM = '((?:@\\d+@|\\d+(?:\\.\\d+)?)(?:万|亿)?)';
const LIST = '((?:@\\d+@,?){2,})';
const COUNT = '(?:这)?(?:[二三四五六七八]个|几个)?(?:分数|数|小数|算式)?';

// a short label before the question 「比较大小：」
const re = (s: string) => new RegExp(`^(?:[\u4e00-\u9fff]{1,6}:)?${s}$`);
const EXTREME = re(`${ANY}${VAL}(最大|最小)${TAIL}`);
const EXTREME_LISTED = re(`(?:求)?(?:在)?${COUNT}${LIST}${COUNT}(?:中|里|当中),?${VAL}(最大|最小)${TAIL}`);
const EQUALS = re(`${ANY}${VAL}(?:为|是|等于|得)${NUM}${TAIL}`);
const COMPARE = re(`${ANY}${VAL}(小于|大于|不小于|不大于|不超过|超过)${NUM}${TAIL}`);
const COMPARE_THAN = re(`${ANY}${VAL}比${NUM}(大|小)${TAIL}`);
const PARITY = re(`${ANY}${VAL}是(偶数|奇数)${TAIL}`);
const KIND = re(`${ANY}${VAL}(?:是)?(质数|素数|合数|完全平方数|整数)${TAIL}`);
const SAME_AS = re(`${ANY}(?:与|和|跟)${NUM}(?:的)?(?:得数|结果|计算结果|值)?(?:相等|相同|一样|同样大)${TAIL}`);
const PARITY_WHICH = re(`(?:下面|下列|以下)哪(?:个|一个|道)算式的${VAL}是(偶数|奇数)`);
const CLOSEST = re(`${SUBJ}(?:与|和|跟)?(?:最接近${NUM}|${NUM}最接近)${TAIL}`);
const CLOSEST_WORKED = re(
  `(?:[^@]{0,40}?(?:计算题|算式|计算))?(?:是)?:?(@\\d+@)(?:的(?:结果|得数|积|值))?,?${SUBJ}(?:与|和|跟)?最接近(?:计算结果|计算的结果|它的(?:计算)?结果|结果|得数|积|这个(?:算式的)?(?:结果|得数|积)|它)${TAIL}`,
);
const RANK = re(
  `(?:在)?${LIST}${COUNT}(?:中|里|当中),?(?:按|把它们按|将它们按|如果按)?从(大|小)到(小|大)(?:的顺序)?(?:排列|排序|排),?排在第([一二三四五六1-6])(?:位|个)的(?:数|分数)?是`,
);
const DIVIDES = re(
  `${SUBJ}(?:(?:那|哪)一(?:道|个)除法(?:算式)?中,?)?(除数不能整除被除数|被除数不能被除数整除|不能整除|有余数|除不尽|除数能整除被除数|被除数能被除数整除|能整除|没有余数|除得尽)(?:的(?:是|算式是|一道是))?`,
);
const TRUTH = /(不?正确|错误|不?成立|不?对)的(?:是|答案|一项是|一个是|一组是|选项是)?$/;
// what may stand before 「正确的是」: the options named, an order asked, 计算/比较 — not a change to make first
// (「把各式中的“>”改成“<”后」) nor a doubt 「不一定」
const TRUTH_BEFORE =
  /^(?:[\u4e00-\u9fff]{1,6}:)?(?:(?:在)?(?:下面|下列|以下|下边)(?:的)?(?:[二三四五六]个|几个|各|这些)?[\u4e00-\u9fff]{0,4}?(?:中|里|当中)?)?,?(?:(?:将|把)?(?:这)?(?:(?:@\d+@,?){2,})?(?:这)?(?:[二三四五六]个)?(?:分数|数|小数)?(?:按)?从(?:小到大|大到小)(?:的顺序)?排列,?)?(?:[\u4e00-\u9fff]{1,4}比较了?(?:几组|一些|这些)?数的大小,)?(?:请你)?(?:找出|选出)?(?:计算|比较|比较大小|大小比较)?(?:结果)?$/;

// 「小糊涂遇到一个问题：比较…的大小．他感到很迷糊，请你帮他找到」: a story that only asks the order, changing nothing
const TRUTH_STORY = /^[^@\d]{0,20}?比较(?:@\d+@,?){2,}的大小[.,][^@\d]{0,20}?(?:请你)?(?:帮(?:他|她|忙))?(?:找到|找出|选出)$/;
const CHANGED = /改|换|变|如果|若|假设|当|后|不一定|可能|去掉|添|移|交换|倍|错/;
const plainBefore = (s: string) => TRUTH_BEFORE.test(s) || (TRUTH_STORY.test(s) && !CHANGED.test(s));

/** The stem with its formulas as tokens 「@0@」, flattened; the formulas themselves kept apart. */
function tokenised(stem: string): { f: string; formulas: string[] } {
  const formulas: string[] = [];
  const withTokens = stem.replace(/\$([^$]*)\$/g, (_, body: string) => {
    formulas.push(body);
    return `@${formulas.length - 1}@`;
  });
  const f = flatStem(withTokens)
    .replace(/^(?:请问|问|求问)/, '')
    .replace(/\(以[^()]{0,8}作答\)/g, '')
    // the English twin of a bilingual paper follows the Chinese question
    .replace(/\?[\x20-\x7e]*$/, '')
    .replace(/[.?,;:]+$/g, '');
  return { f, formulas };
}

function numberAt(token: string, formulas: string[]): Rat | null {
  const scale = token.endsWith('万') ? 10000n : token.endsWith('亿') ? 100000000n : 1n;
  const t = scale === 1n ? token : token.slice(0, -1);
  const m = /^@(\d+)@$/.exec(t);
  const v = m ? exactValue(formulas[Number(m[1])]) : /^\d+(?:\.\d+)?$/.test(t) ? Rat.parseDecimal(t) : null;
  return v ? v.mul(Rat.of(scale)) : null;
}

function listedAt(list: string, formulas: string[]): Rat[] | null {
  const vs = list
    .split(',')
    .filter(Boolean)
    .map((t) => numberAt(t, formulas));
  return vs.every((v): v is Rat => !!v) ? vs : null;
}

/** The criterion the stem asks; null when the stem says anything else. */
export function readAsked(stem: string): Asked | null {
  const { f, formulas } = tokenised(stem);
  if (f.length > 160) return null;
  let m = EXTREME.exec(f);
  if (m) return { criterion: { k: 'extreme', max: m[1] === '最大' }, listed: null };
  m = EXTREME_LISTED.exec(f);
  if (m) {
    const listed = listedAt(m[1], formulas);
    return listed ? { criterion: { k: 'extreme', max: m[2] === '最大' }, listed } : null;
  }
  m = EQUALS.exec(f);
  if (m) {
    const target = numberAt(m[1], formulas);
    return target ? { criterion: { k: 'equals', target }, listed: null } : null;
  }
  m = COMPARE.exec(f);
  if (m) {
    const target = numberAt(m[2], formulas);
    const op = ({ 小于: '<', 大于: '>', 不小于: '≥', 不大于: '≤', 不超过: '≤', 超过: '>' } as const)[m[1] as '小于'];
    return target ? { criterion: { k: 'compare', op, target }, listed: null } : null;
  }
  m = COMPARE_THAN.exec(f);
  if (m) {
    const target = numberAt(m[1], formulas);
    return target ? { criterion: { k: 'compare', op: m[2] === '大' ? '>' : '<', target }, listed: null } : null;
  }
  m = KIND.exec(f);
  if (m) return { criterion: { k: 'kind', what: m[1] === '素数' ? '质数' : (m[1] as '质数') }, listed: null };
  m = SAME_AS.exec(f);
  if (m) {
    const target = numberAt(m[1], formulas);
    return target ? { criterion: { k: 'equals', target }, listed: null } : null;
  }
  m = PARITY.exec(f) ?? PARITY_WHICH.exec(f);
  if (m) return { criterion: { k: 'parity', even: m[1] === '偶数' }, listed: null };
  m = CLOSEST.exec(f);
  if (m) {
    const token = m[1] ?? m[2];
    const target = numberAt(token, formulas);
    return target ? { criterion: { k: 'closest', target, to: token }, listed: null } : null;
  }
  m = CLOSEST_WORKED.exec(f);
  if (m && formulas.length === 1) {
    const target = numberAt(m[1], formulas);
    return target ? { criterion: { k: 'closest', target, to: formulas[0] }, listed: null } : null;
  }
  m = RANK.exec(f);
  if (m) {
    const listed = listedAt(m[1], formulas);
    const descending = m[2] === '大';
    if (!listed || (descending ? m[3] !== '小' : m[3] !== '大')) return null;
    const place = PLACE[m[4]] ?? Number(m[4]);
    return { criterion: { k: 'rank', descending, place }, listed };
  }
  m = DIVIDES.exec(f);
  if (m) return { criterion: { k: 'divides', exact: !/不能|有余数|除不尽/.test(m[1]) }, listed: null };
  m = TRUTH.exec(f);
  if (m && plainBefore(f.slice(0, m.index))) {
    const order = /从小到大/.test(f) ? '<' : /从大到小/.test(f) ? '>' : null;
    return { criterion: { k: 'true', wanted: !/^不|错误/.test(m[1]), order }, listed: null };
  }
  return null;
}
