import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert } from '../units';
import { sameCount } from './change';
import { COMMUTE } from './commute-words';

/**
 * Amounts told one by one, each of a named thing, and a question about some of them (一年级 求比一个数多/少几,
 * 求两个数的和, 求一个数是另一个数的几倍):
 * 「果园有96棵梨树，90棵桃树。梨树比桃树多多少棵？」, 「养了33只鸡，30只鸭，9只鹅。鸭和鹅一共多少只？」,
 * 「黑羊8只，白羊448只。白羊是黑羊的多少倍？」, 「妈妈包了15个，丽丽包了3个。丽丽还要包几个才与妈妈一样多？」.
 * Every name of the question is matched to the one told amount whose clause names it. Amounts of other things
 * (「…9只鹅。鸭和鹅一共多少只？」: the 33 hens) are shown as not needed and set aside: every number of the story
 * has been tied to the thing it counts, so none is left unexplained. A story with relations of its own (比, 倍,
 * 每, 剩 …) is not this kind.
 */

interface Amount {
  q: Qty;
  /** Value in the unit asked. */
  v: Rat;
  /** The words around the number that name it (the number itself removed). */
  words: string;
}

const RELATION =
  /比|倍|每|各|剩|还|又|再|其中|平均|一样|同样|相同|分之|%|[一二三四五六七八九]折|打折|走了|吃|用去|卖出|借|送|给|原来|原有|以后|后来|然后|如果|一共|共|总|合计|[多少]了|一些|剪|截|锯|倒出|取出|拿走|运走/;
const GENERIC =
  /^(?:有|是|的|了|买|养|种|摘|拔|修|做|跑|跳|拍|踢|捡|卖|运|收|重|长|高|价格|价钱|售价|要|需要|一共|共|这|那|里|上)+|(?:有|是|的|了)+$/g;

/** The amounts of the story: one per clause, or a clause listing several (3千克苹果和5千克梨). */
function storyAmounts(p: Problem, amountOf: (q: Qty) => Rat | null): Amount[] | null {
  const out: Amount[] = [];
  for (let c = 0; c < p.clauses.length; c++) {
    if (c === p.ask.clause) continue;
    const nums = p.qs.filter((q) => q.clause === c && !isOptional(q));
    if (!nums.length) continue;
    const text = p.clauses[c];
    if (RELATION.test(text)) return null;
    const parts = nums.length === 1 ? [text] : text.split(/和|、|与|及/);
    if (parts.length !== nums.length) return null;
    let at = p.offsets[c];
    for (let i = 0; i < parts.length; i++) {
      const q = nums[i];
      const from = at - p.offsets[c];
      const to = from + parts[i].length;
      at += parts[i].length + (i < parts.length - 1 ? 1 : 0);
      const qs = q.start - p.offsets[c];
      const qe = q.end - p.offsets[c];
      if (qs < from || qe > to) return null;
      const v = amountOf(q);
      if (!v) return null;
      const words = (text.slice(from, qs) + text.slice(qe, to)).replace(/[^\u4e00-\u9fff]/g, '').replace(/今年|去年|明年|现在/g, '');
      out.push({ q, v, words });
    }
  }
  return out;
}

/** The one amount a name of the question refers to; null when none or several. */
function amountNamed(name: string, amounts: Amount[]): Amount | null {
  const bare = name.replace(/今年|去年|明年|现在/g, '').replace(/^(?:买|卖|用|有)/, '');
  const core = bare
    .replace(/^(?:这|那)?(?:[一两二三四五六七八九十\d]+[个只本张支架辆双件条块台匹头棵盆朵颗位名])/, '')
    .replace(/的[\u4e00-\u9fff]{0,4}$/, '')
    .replace(/(?:价格|价钱|售价|重量|体重|身高|年龄|岁数|数量|总数|个数|只数|本数|人数|棵数|钱数)$/, '');
  if (!core) return null;
  // the name as written first (「一本书」 is not 「一个书包」), then without its count word
  for (const form of [name, bare, core]) {
    const exact = amounts.filter((a) => a.words.includes(form));
    if (exact.length === 1) return exact[0];
    if (exact.length > 1) return null;
  }
  if (core.length < 3) return null;
  // 「果园里梨树」 for 「果园有96棵梨树」: the longest common part of at least two characters, unique
  const common = (a: string, b: string) => {
    let best = 0;
    for (let i = 0; i < a.length; i++) for (let j = i + 1; j <= a.length; j++) if (j - i > best && b.includes(a.slice(i, j))) best = j - i;
    return best;
  };
  const scores = amounts.map((a) => common(core, a.words.replace(GENERIC, '')));
  const top = Math.max(...scores);
  if (top < 2 || scores.filter((s) => s === top).length !== 1) return null;
  return amounts[scores.indexOf(top)];
}

/** 「小明和小丽的书总数」 → the amounts of 小明 and 小丽. */
function side(text: string, amounts: Amount[]): Amount[] | null {
  const names = text.replace(/的?(?:总数|总和|和|合起来|一共|共)$/, '').split(/和|与|跟|、/);
  const out = names.map((n) => amountNamed(n, amounts));
  if (out.some((a) => !a) || new Set(out).size !== out.length) return null;
  return out as Amount[];
}

const MORE = '多|贵|重|长|高|大|快|宽|厚|深|远';
const LESS = '少|便宜|轻|短|矮|小|慢|窄|薄|浅|近';

export function namedAmountsKind(p: Problem): Model | null {
  const ask = p.ask.text;
  // 「家离学校800米 … 上下学比小红多走多少米」: the way told is gone twice, no amount told as it is
  if (COMMUTE.test(p.text)) return null;
  const timesAsked = p.ask.measure === '倍' || (p.ask.form === 'fraction' && /是.+的几分之几/.test(ask));
  if (p.ask.form === 'percent' || (p.ask.form === 'fraction' && !timesAsked)) return null;
  if (p.qs.some((q) => q.clause === p.ask.clause && !isOptional(q))) return null;
  // every amount must be of one kind: the unit or count word asked, or (for 倍) the same as the others
  let kindOf: Qty | null = null;
  const amountOf = (q: Qty): Rat | null => {
    if (q.kind !== 'plain') return null;
    if (timesAsked) {
      kindOf ??= q;
      if (kindOf.unit && q.unit) return convert(q.value, q.unit, kindOf.unit);
      return !kindOf.unit && !q.unit && sameCount(kindOf.measure, q.measure) ? q.value : null;
    }
    if (p.ask.unit) return q.unit ? convert(q.value, q.unit, p.ask.unit) : null;
    return p.ask.measure && sameCount(q.measure, p.ask.measure) ? q.value : null;
  };
  const amounts = storyAmounts(p, amountOf);
  if (!amounts || amounts.length < 2) return null;
  const unit = timesAsked ? '' : (p.ask.unit?.name ?? p.ask.measure ?? '');
  const shown = (xs: Amount[]) => (xs.length > 1 ? `(${xs.map((a) => numTex(a.v)).join(' + ')})` : numTex(xs[0].v));
  const total = (xs: Amount[]) => xs.reduce((s, a) => s.add(a.v), Rat.ZERO);
  const model = (
    answer: Rat,
    idea: string,
    expr: string,
    check: string,
    form: Model['form'] = 'number',
    asked: Amount[] = amounts,
  ): Model => {
    // 「一个书包需要 $30$ 元」: the amount as the question tells it, in the unit the answer is counted in
    const named = (xs: Amount[]) =>
      xs.map((a) => `${a.words.replace(GENERIC, '') || '—'}${unit ? ` $${numTex(a.v)}$ ${unit}` : `：$${numTex(a.v)}$`}`).join('；');
    const others = amounts.filter((a) => !asked.includes(a));
    return {
      kind: 'named-amounts',
      idea,
      steps: [
        `**找出所问的数量** ${named(asked)}。`,
        ...(others.length ? [`**用不到的数量** ${named(others)}：题目没有问到${others.length > 1 ? '它们' : '它'}，不参与计算。`] : []),
        `**列式计算** $${expr} = ${form === 'fraction' ? answer.toLatex() : numTex(answer)}$${unit ? `（${unit}）` : ''}`,
      ],
      answer,
      unit,
      form,
      used: asked.map((a) => a.q),
      // Every told amount was tied to the one thing it counts, and the question names the ones it needs.
      setAside: others.map((a) => a.q),
      check,
    };
  };

  // X 是 Y 的几倍 / 几分之几
  const times = /^(.+?)(?:的[\u4e00-\u9fff]{0,3}数)?(?:是|相当于)(.+?)的(?:几倍|多少倍|几分之几)/.exec(ask);
  if (timesAsked) {
    if (!times) return null;
    const a = side(times[1], amounts);
    const b = side(times[2], amounts);
    if (!a || !b || a.length !== 1 || b.length !== 1 || a[0] === b[0] || b[0].v.isZero()) return null;
    const answer = a[0].v.div(b[0].v);
    if (!answer.mul(b[0].v).eq(a[0].v)) return null;
    return model(
      answer,
      '求一个数是另一个数的几倍（几分之几），用除法。',
      `${numTex(a[0].v)} \\div ${numTex(b[0].v)}`,
      `验算：$${numTex(b[0].v)} \\times ${p.ask.form === 'fraction' ? answer.toLatex() : numTex(answer)} = ${numTex(a[0].v)}$。`,
      p.ask.form === 'fraction' ? 'fraction' : 'number',
      [a[0], b[0]],
    );
  }
  if (p.ask.form !== 'number' || !unit) return null;

  // X 比 Y 多/少 … 多少
  const cmp = new RegExp(`^(.*?)比(.+?)(${MORE}|${LESS})了?[\\u4e00-\\u9fff]?了?(?:多少|几)`).exec(ask);
  if (cmp) {
    const a = side(cmp[1], amounts);
    const b = side(cmp[2], amounts);
    if (!a || !b || a.some((x) => b.includes(x))) return null;
    const diff = total(a).sub(total(b));
    const more = new RegExp(`^(?:${MORE})$`).test(cmp[3]);
    if (diff.sign() === 0 || diff.sign() > 0 !== more) return null;
    const answer = diff.abs();
    const [big, small] = more ? [a, b] : [b, a];
    return model(
      answer,
      '求一个数比另一个数多（少）多少，用较大的数减去较小的数。',
      `${shown(big)} - ${shown(small)}`,
      `验算：$${numTex(total(small))} + ${numTex(answer)} = ${numTex(total(big))}$。`,
      'number',
      [...a, ...b],
    );
  }
  // X 和 Y 相差 多少 (两… 相差: the two amounts told): the larger less the smaller, whichever it is
  const apart = /^(.+?)(?:的[\u4e00-\u9fff]{1,3}?)?相差(?:多少|几)/.exec(ask);
  if (apart) {
    const pair = apart[1].split(/和|与|跟/);
    const both = /^(?:他们|她们|它们)?(?:两|俩|二者|两者)/.test(apart[1]);
    const two = pair.length === 2 ? side(apart[1], amounts) : both && amounts.length === 2 ? amounts : null;
    if (two?.length !== 2 || two[0] === two[1]) return null;
    const [big, small] = two[0].v.cmp(two[1].v) >= 0 ? two : [two[1], two[0]];
    const answer = big.v.sub(small.v);
    if (answer.isZero()) return null;
    return model(
      answer,
      '求两个数相差多少，用较大的数减去较小的数。',
      `${numTex(big.v)} - ${numTex(small.v)}`,
      `验算：$${numTex(small.v)} + ${numTex(answer)} = ${numTex(big.v)}$。`,
      'number',
      two,
    );
  }
  // Y 还要/再 … 多少 才/就 和 X 一样多
  const catchUp =
    /^(.+?)(?:还要|还需|再|还得)[\u4e00-\u9fff]{0,3}?(?:多少|几)[\u4e00-\u9fff]{0,4}?(?:才|就)?(?:能)?(?:和|与|跟|同)([\u4e00-\u9fff]+?)(?:(?:包|跳|拍|踢|做|写|种|摘|剪|折|画|读|看|跑|走)的)?(?:一样多|同样多|相等|一样)/.exec(
      ask,
    );
  if (catchUp) {
    const a = side(catchUp[1], amounts);
    const b = side(catchUp[2], amounts);
    if (!a || !b || a.length !== 1 || b.length !== 1 || a[0] === b[0]) return null;
    const answer = b[0].v.sub(a[0].v);
    if (answer.sign() <= 0) return null;
    return model(
      answer,
      '要和多的一样多，少的还差的就是两数相差的部分，用减法。',
      `${numTex(b[0].v)} - ${numTex(a[0].v)}`,
      `验算：$${numTex(a[0].v)} + ${numTex(answer)} = ${numTex(b[0].v)}$，正好一样多。`,
      'number',
      [a[0], b[0]],
    );
  }
  // X 和 Y 一共 多少
  const sum = /^(.+?)(?:一共|共|总共|合计|合起来)/.exec(ask);
  if (sum && /和|与|跟|、/.test(sum[1])) {
    const a = side(sum[1].replace(/^.*?(?:里|上|中)(?=[\u4e00-\u9fff])/, ''), amounts) ?? side(sum[1], amounts);
    if (!a || a.length < 2) return null;
    const answer = total(a);
    return model(
      answer,
      '求几个数合起来一共是多少，用加法。',
      a.map((x) => numTex(x.v)).join(' + '),
      `验算：$${numTex(answer)} - ${a.map((x) => numTex(x.v)).join(' - ')} = 0$。`,
      'number',
      a,
    );
  }
  return null;
}
