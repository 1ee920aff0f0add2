import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { sameCount } from './change';

/**
 * 重叠问题 (三年级上 数学广角 集合): two groups of one whole with some in both —
 * 「某班48人，其中21人参加数学竞赛，13人参加作文竞赛，有7人既参加数学竞赛又参加作文竞赛。只参加数学竞赛的有多少人？」.
 * The answer is read off the Venn diagram: 只A = A − 两者, 至少一种 = A + B − 两者, 都不 = 总数 − (A + B − 两者).
 */

const BOTH = /既|两(?:种|项|样|个|类|门)?都|都(?:参加|喜欢|会|订|养|有|爱|去|是)|同时|又/;
const NEITHER = /都不|都没|(?:一|任何一)(?:种|项|样|个|门)?(?:也|都)(?:不|没)|没有参加任何/;
const COMPARE = /比|倍|每|平均|分之|%|折|还剩|剩下|走了|来了|又来|又有/;

interface Told {
  q: Qty;
  /** The clause without its number and filler words: what the group does (参加数学竞赛). */
  what: string;
}

function predicate(p: Problem, q: Qty): string {
  const c = p.clauses[q.clause];
  const at = q.start - p.offsets[q.clause];
  const end = q.end - p.offsets[q.clause];
  return (c.slice(0, at) + c.slice(end))
    .replace(/^(?:其中|而且|并且|另外|还|那么)+/, '')
    .replace(/^有/, '')
    .replace(/的?(?:有|是)$/, '')
    .replace(/的$/, '');
}

/** The words that tell two groups apart: 参加数学竞赛 / 参加作文竞赛 → 数学, 作文. */
function keys(a: string, b: string): [string, string] | null {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  const ka = a.slice(i, a.length - j);
  const kb = b.slice(i, b.length - j);
  return ka && kb && !ka.includes(kb) && !kb.includes(ka) ? [ka, kb] : null;
}

export function twoGroupsOverlapKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !p.ask.measure || COMPARE.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length < 3 || nums.length > 4) return null;
  if (nums.some((q) => q.kind !== 'plain' || !q.value.isInteger() || !sameCount(q.measure, p.ask.measure) || q.clause === p.ask.clause))
    return null;
  if (new Set(nums.map((q) => q.clause)).size !== nums.length) return null;
  const told: Told[] = nums.map((q) => ({ q, what: predicate(p, q) }));
  const both = told.filter((t) => BOTH.test(t.what) && !NEITHER.test(t.what));
  const neither = told.filter((t) => NEITHER.test(t.what));
  const groups = told.filter((t) => !both.includes(t) && !neither.includes(t));
  if (both.length !== 1 || neither.length > 1) return null;
  // the whole comes first (某班学生48人); then the two groups
  let total: Told | null = null;
  if (groups.length === 3) {
    total = groups.shift() as Told;
    if (told.indexOf(total) !== 0) return null;
  }
  if (groups.length !== 2) return null;
  const [A, B] = groups;
  const k = keys(A.what, B.what);
  if (!k) return null;
  const [ka, kb] = k;
  // 「既参加数学竞赛又参加作文竞赛」 names both groups; 「两项都参加的」 names them together
  const bothText = both[0].what;
  if (!(bothText.includes(ka) && bothText.includes(kb)) && !/两(?:种|项|样|个|类|门)?都|都(?:参加|喜欢)/.test(bothText)) return null;
  const a = A.q.value;
  const b = B.q.value;
  const ab = both[0].q.value;
  if (ab.cmp(a) > 0 || ab.cmp(b) > 0) return null;
  const union = a.add(b).sub(ab);
  const T = total?.q.value ?? null;
  const none = neither[0]?.q.value ?? null;
  if (T && none) {
    if (!union.add(none).eq(T)) return null;
  } else if (T && union.cmp(T) > 0) return null;

  const ask = p.ask.text;
  const only = /只|仅/.test(ask);
  let answer: Rat;
  let expr: string;
  let what: string;
  const used: Qty[] = [A.q, B.q, both[0].q];
  if (only) {
    const hasA = ask.includes(ka);
    const hasB = ask.includes(kb);
    if (hasA === hasB) return null;
    answer = (hasA ? a : b).sub(ab);
    expr = `${numTex(hasA ? a : b)} - ${numTex(ab)}`;
    what = `只${hasA ? ka : kb}的`;
    // the other numbers are still placed in the diagram: the whole must hold both groups
  } else if (NEITHER.test(ask)) {
    if (!T || none) return null;
    answer = T.sub(union);
    expr = `${numTex(T)} - (${numTex(a)} + ${numTex(b)} - ${numTex(ab)})`;
    what = '两种都不的';
  } else if (
    (/至少/.test(ask) && /一|1/.test(ask)) ||
    (/(?:这|那)?两(?:个|种|项|样|类|门)?[\u4e00-\u9fff]{0,4}?的?(?:一共|共有|总共)/.test(ask) && !T && !none)
  ) {
    // (「参加这两个小组的一共有多少人」: who takes part in either, counted once)
    if (none && !T) return null;
    answer = union;
    expr = `${numTex(a)} + ${numTex(b)} - ${numTex(ab)}`;
    what = '至少一种的';
  } else if (/一共|共有|总共|全班|这个班|全组|全校/.test(ask) && none && !T) {
    answer = union.add(none);
    expr = `${numTex(a)} + ${numTex(b)} - ${numTex(ab)} + ${numTex(none)}`;
    what = '总数';
  } else return null;
  if (answer.sign() < 0) return null;
  if (total) used.push(total.q);
  if (neither[0]) used.push(neither[0].q);
  // every number must be placed in the diagram: the whole without a question about it is only checked
  if (used.length !== nums.length) return null;
  const onlyA = a.sub(ab);
  const onlyB = b.sub(ab);
  const outside = T ? T.sub(union) : none;
  if (outside && outside.sign() < 0) return null;
  const parts = [onlyA, onlyB, ab, ...(outside ? [outside] : [])];
  const whole = T ?? union.add(none ?? Rat.ZERO);
  if (!parts.reduce((s, v) => s.add(v), Rat.ZERO).eq(whole)) return null;
  const m = p.ask.measure;
  return {
    kind: 'two-groups-overlap',
    idea: `重叠问题：两部分有重复计算的${numTex(ab)}${m}，画韦恩图：只${ka}的 = ${ka}的 − 两者都有的，两部分合起来 = ${ka}的 + ${kb}的 − 两者都有的。`,
    steps: [
      `**分析数量关系** ${ka}的 $${numTex(a)}$ ${m}，${kb}的 $${numTex(b)}$ ${m}，其中两者都有的 $${numTex(ab)}$ ${m}被算了两次${T ? `，总数 $${numTex(T)}$ ${m}` : ''}${none ? `，两者都不的 $${numTex(none)}$ ${m}` : ''}。`,
      `**列式计算** ${what}：$${expr} = ${numTex(answer)}$（${m}）`,
    ],
    answer,
    unit: m,
    form: 'number',
    used,
    check: `验算：只${ka}的 $${numTex(onlyA)}$ + 只${kb}的 $${numTex(onlyB)}$ + 两者都有的 $${numTex(ab)}$${outside ? ` + 两者都不的 $${numTex(outside)}$` : ''} = $${numTex(whole)}$ ${m}，图中各部分合起来正好是总数，没有一部分是负数。`,
  };
}
