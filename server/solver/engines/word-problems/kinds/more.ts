import { Rat } from '../../../math/expression/rational';
import { asksOfAnother } from '../asked-of-other';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty, wholeCount } from '../read';
import { convert, MEASURE_WORDS, UNITS, type Unit } from '../units';
import { namesOtherThing, sameCount } from './change';
import { restAsked, restClause } from './rest-of-share';

/**
 * More kinds taught in primary school: money with change after buying several of a thing, fractions of the whole
 * and of what is left, an average after one more, division with a remainder, one unknown number set up from words.
 */

const given = (p: Problem) => p.qs.filter((q) => !isOptional(q));
const t = numTex;
const MW = `[${MEASURE_WORDS.join('')}]`;

/** The count word a price is per: 每支12元, 12元一支, 一支12元 (null for an amount spent). */
function pricePer(p: Problem, q: Qty): string | null {
  const clause = p.clauses[q.clause];
  const before = clause.slice(0, q.start - p.offsets[q.clause]);
  const after = clause.slice(q.end - p.offsets[q.clause]);
  const m =
    new RegExp(`每(?:一)?个?(${MW}|千克|克|吨|米|千米|升)[^每]*$`).exec(before) ??
    new RegExp(`一(${MW})(?:[\u4e00-\u9fff]{0,4}?(?:是|要|卖|价))?$`).exec(before) ??
    new RegExp(`^一(${MW})`).exec(after) ??
    // 「一个足球45元」: the clause is one thing and its price
    new RegExp(`^一(${MW})(?:(?!有|里|中|内|共|还|剩|存|带)[\u4e00-\u9fff]){1,5}$`).exec(before);
  return m ? m[1] : null;
}

/**
 * Money left or change after buying: 「妈妈带了100元，买了3千克苹果，每千克6.5元，还剩多少元？」,
 * 「买4支钢笔，每支12元，付给售货员50元，应找回多少元？」.
 */
export function payChangeKind(p: Problem): Model | null {
  const u = p.ask.unit;
  if (p.ask.form !== 'number' || u?.dim !== 'money') return null;
  if (!/找回|找给|应找|找多少|找零|还剩|剩下|剩/.test(p.ask.text)) return null;
  if (/比|倍|[一二三四五六七八九十\d]折|打折|折扣|几折|%|分之|平均|原来/.test(p.text)) return null;
  const nums = given(p);
  if (nums.length < 3 || nums.length > 7) return null;
  // 「又买了一块橡皮」: a thing bought with no price told, so what was spent is not known
  if (p.clauses.some((c, i) => i !== p.ask.clause && /买/.test(c) && !nums.some((q) => q.clause === i))) return null;
  const yuan = UNITS.get('元') as Unit;
  const money = (q: Qty) => (q.unit?.dim === 'money' && q.kind === 'plain' ? (convert(q.value, q.unit, yuan) as Rat) : null);
  const paid = nums.filter(
    (q) =>
      money(q) &&
      /付给|付了|付出|拿出|拿了|拿着|给售货员|给营业员|交给|带了|带着|带|有/.test(
        p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]),
      ) &&
      !pricePer(p, q),
  );
  if (paid.length !== 1) return null;
  const items: Array<{ price: Qty; count: Qty | null; value: Rat; text: string }> = [];
  const counts = nums.filter((q) => !q.unit?.dim || q.unit.dim !== 'money');
  const usedCounts = new Set<Qty>();
  for (const q of nums) {
    if (q === paid[0] || !money(q)) continue;
    const clause = p.clauses[q.clause];
    const per = pricePer(p, q);
    if (per) {
      // its count: a number of that word (or unit), in this clause or the one before
      // 「每袋饼干有4块」 is a count per one bag, never the number bought
      const cands = counts.filter(
        (c) =>
          !usedCounts.has(c) &&
          (sameCount(c.measure, per) || c.unit?.name === per) &&
          Math.abs(c.clause - q.clause) <= 1 &&
          !/每/.test(p.clauses[c.clause].slice(0, c.start - p.offsets[c.clause])),
      );
      if (cands.length !== 1) return null;
      const c = cands[0];
      let n = c.value;
      if (c.unit && UNITS.get(per)) n = convert(c.value, c.unit, UNITS.get(per) as Unit) as Rat;
      usedCounts.add(c);
      items.push({ price: q, count: c, value: (money(q) as Rat).mul(n), text: `${t(money(q) as Rat)} \\times ${t(n)}` });
    } else {
      if (!/用了|花了|用去|花去|买|付/.test(clause)) return null;
      items.push({ price: q, count: null, value: money(q) as Rat, text: t(money(q) as Rat) });
    }
  }
  if (!items.some((i) => i.count) || usedCounts.size !== counts.length) return null;
  const total = items.reduce((s, i) => s.add(i.value), Rat.ZERO);
  const have = money(paid[0]) as Rat;
  const left = have.sub(total);
  if (left.sign() < 0) return null;
  const answer = convert(left, yuan, u) as Rat;
  // check: what was spent, item by item, plus the answer is what was paid
  const again = items.reduce(
    (s, i) => s.add(i.count ? (money(i.price) as Rat).mul(i.value.div(money(i.price) as Rat)) : i.value),
    Rat.ZERO,
  );
  if (!again.add(left).eq(have)) return null;
  const spent = items.map((i) => i.text).join(' + ');
  return {
    kind: 'pay-change',
    idea: '先算买东西一共用去多少钱（单价 × 数量），再从带的（付的）钱里减去。',
    steps: [`**第一步** 一共用去：$${spent} = ${t(total)}$（元）`, `**第二步** $${t(have)} - ${t(total)} = ${t(left)}$（元）`],
    answer,
    unit: u.name,
    form: 'number',
    used: nums,
    check: `验算：用去的 $${t(total)}$ 元加上${/找/.test(p.ask.text) ? '找回' : '剩下'}的 $${t(left)}$ 元，正好是 $${t(have)}$ 元。`,
  };
}

/**
 * Fractions of the whole and of what is left: 「一本书240页，第一天看了全书的1/4，第二天看了余下的1/3，还剩多少页？」,
 * also asked the whole when what is left is told.
 */
/** 「一支钢笔比一本笔记本贵多少钱」「第一次比第二次多用多少米」: two parts compared, each named by its side. */
const COMPARED_PARTS = /^(?<a>[\u4e00-\u9fff]{2,8}?)比(?<b>[\u4e00-\u9fff]{2,8}?)(?<dir>多|少|贵|便宜)(?:用|花|运|卖|吃)?了?(?:多少|几)/;

/** Two parts of one told whole, each a fraction of it, compared: whole × (one fraction − the other). */
function partsCompared(
  p: Problem,
  compared: RegExpExecArray,
  nums: Qty[],
  whole: Qty | null,
  left: Qty | null,
  steps: Array<{ q: Qty; ofRest: boolean; text: string; amount?: boolean }>,
  inThing: (q: Qty) => Rat | null,
): Model | null {
  if (!whole || left || steps.length !== 2 || steps.some((s) => s.ofRest || s.amount) || !compared.groups) return null;
  const { a, b, dir } = compared.groups;
  // each side names exactly one of the two parts (by its last two characters: 一只笔记本 is the 一本笔记本 told)
  const partOf = (side: string) => {
    const hits = steps.filter((s) => s.text.includes(side.slice(-2)));
    return hits.length === 1 ? hits[0] : null;
  };
  const [sa, sb] = [partOf(a), partOf(b)];
  if (!sa || !sb || sa === sb) return null;
  const more = dir === '多' || dir === '贵';
  const diff = more ? sa.q.value.sub(sb.q.value) : sb.q.value.sub(sa.q.value);
  if (diff.sign() <= 0) return null;
  const W = inThing(whole) as Rat;
  const [va, vb] = [W.mul(sa.q.value), W.mul(sb.q.value)];
  const answer = more ? va.sub(vb) : vb.sub(va);
  if (!W.mul(diff).eq(answer)) return null;
  const name = p.ask.unit?.name ?? p.ask.measure ?? '';
  if (p.ask.measure && (!va.isInteger() || !vb.isInteger())) return null;
  const [big, small] = more ? [sa, sb] : [sb, sa];
  return {
    kind: 'fraction-steps',
    idea: '两部分都是总数的几分之几：先分别求出各是多少（总数 × 分率），再相减。',
    steps: [
      `**${a}** $${t(W)} \\times ${sa.q.value.toLatex()} = ${t(va)}$（${name}）`,
      `**${b}** $${t(W)} \\times ${sb.q.value.toLatex()} = ${t(vb)}$（${name}）`,
      `**相差** $${t(more ? va : vb)} - ${t(more ? vb : va)} = ${t(answer)}$（${name}）`,
    ],
    answer,
    unit: name,
    form: 'number',
    decimal: true,
    used: nums,
    check: `另一种算法：$${t(W)} \\times (${big.q.value.toLatex()} - ${small.q.value.toLatex()}) = ${t(W.mul(diff))}$，一致。`,
  };
}

/**
 * 「第一天运走了3/8，其余是第二天运走的，第二天运走多少吨」: the question asks the part the fraction is of only when it
 * names no other ordinal (第二天 for 第一天) and no clause tells of the rest of the whole.
 */
function askedSamePart(p: Problem, partClause: string): boolean {
  const ordinal = /第[一二三四五六七八九十\d]+[\u4e00-\u9fff]/;
  const asked = ordinal.exec(p.ask.text)?.[0];
  if (asked && ordinal.exec(partClause)?.[0] !== asked) return false;
  return !p.clauses.some((c, i) => i !== p.ask.clause && c !== partClause && /其余|其他|余下|剩下|剩余/.test(c));
}

export function fractionStepsKind(p: Problem): Model | null {
  if (asksOfAnother(p)) return null;
  if (p.ask.form !== 'number') return null;
  // 「…比…多用多少元」: two parts of the whole compared is asked; a 比 or 倍 told is another kind's
  const compared = COMPARED_PARTS.exec(p.ask.text);
  const told = p.clauses.filter((_, i) => i !== p.ask.clause).join('，');
  if (/比|倍/.test(compared ? told : p.text) || /每|平均|[一二三四五六七八九十\d]折|打折|折扣|几折/.test(p.text)) return null;
  const nums = given(p);
  // 「又用去8千克水」 in a story of 油: an amount of another thing than the story's
  if (nums.some((q) => namesOtherThing(p, q))) return null;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  if (!unit && !measure) return null;
  const inThing = (q: Qty) =>
    q.kind !== 'plain' ? null : unit ? (q.unit ? convert(q.value, q.unit, unit) : null) : sameCount(q.measure, measure) ? q.value : null;
  const steps: Array<{ q: Qty; ofRest: boolean; text: string; amount?: boolean }> = [];
  let whole: Qty | null = null;
  let left: Qty | null = null;
  for (const q of nums) {
    const clause = p.clauses[q.clause];
    const before = clause.slice(0, q.start - p.offsets[q.clause]);
    if ((q.kind === 'fraction' || q.kind === 'percent') && !q.unit && !q.measure) {
      const ofRest = /(?:余下|剩下|剩余|其余)(?:的)?$/.test(before);
      const ofWhole =
        (!steps.length &&
          /(?:用去|用了|用掉|吃了|吃掉|卖出|卖掉|卖了|运走|运出|修了|看了|读了|走了|烧了|捐出|借出|送出|剪去|截去|加工了|完成了|生产了|打了|做了|挖了|铺了|耕了|收割了|播种了|行了)了?$/.test(
            before,
          )) ||
        /(?:它|全部|全书|全长|全程|总数|总量|全年|全班|这批[\u4e00-\u9fff]{0,3}|这堆[\u4e00-\u9fff]{0,3}|这本书|这条路|总页数|总长|总钱数|(?<![剩余下])钱数|带的钱)(?:的)?$/.test(
          before,
        );
      if (ofRest === ofWhole) return null;
      if (!/了|用|看|修|吃|卖|运|走|行|读|做|挖|铺|烧|捐|借|拿|送|分|剪|截|锯|倒|喝|花/.test(before)) return null;
      steps.push({ q, ofRest, text: clause });
    } else if (inThing(q)) {
      if (/剩|还有|没/.test(clause)) {
        if (left) return null;
        left = q;
      } else if (whole && TAKEN_AMOUNT.test(before)) {
        // 「第一次运走了总数的1/3，第二次运走了12吨」: an amount taken beside the parts of the whole
        steps.push({ q, ofRest: false, text: clause, amount: true });
      } else {
        if (whole || steps.length) return null;
        whole = q;
      }
    } else return null;
  }
  if (steps.length < 1 || steps.length > 4 || steps[0].ofRest) return null;
  if (steps.some((s) => !s.amount && s.q.value.cmp(Rat.ONE) >= 0)) return null;
  if (steps.some((s) => s.amount)) return takenInTurn(p, nums, whole, left, steps, inThing);
  if (compared) return partsCompared(p, compared, nums, whole, left, steps, inThing);
  // the amount left, as a multiple of the whole
  let frac = Rat.ONE;
  const parts: string[] = [];
  for (const s of steps) {
    if (s.ofRest) {
      frac = frac.mul(Rat.ONE.sub(s.q.value));
      parts.push(`(1 - ${s.q.value.toLatex()})`);
    } else {
      frac = frac.sub(s.q.value);
      if (frac.sign() <= 0) return null;
      parts.push(`- ${s.q.value.toLatex()}`);
    }
  }
  if (frac.sign() <= 0) return null;
  const ask = p.ask.text;
  const askLeft = /剩|还有|没/.test(ask);
  let answer: Rat;
  let expr: string;
  let W: Rat;
  if (whole && !left && askLeft) {
    W = inThing(whole) as Rat;
    answer = W.mul(frac);
    expr = stepsExpr(W, steps);
  } else if (!whole && left && /原来|一共|全书|这本书|总|全长|这批|这堆|有多少/.test(ask) && !askLeft) {
    const L = inThing(left) as Rat;
    answer = L.div(frac);
    W = answer;
    expr = `${t(L)} \\div ${frac.toLatex()} = ${t(answer)}`;
  } else if (
    whole &&
    !left &&
    steps.length === 1 &&
    !askLeft &&
    (() => {
      const verb = /(用去|用了|用掉|吃了|吃掉|卖出|卖掉|卖了|运走|运出|修了|看了|读了|走了|烧了|捐出|借出|送出|剪去|截去)/.exec(
        steps[0].text,
      );
      return !!verb && ask.includes(verb[1].slice(0, 1)) && askedSamePart(p, steps[0].text);
    })()
  ) {
    W = inThing(whole) as Rat;
    answer = W.mul(steps[0].q.value);
    if (wholeCount(measure) && !answer.isInteger()) return null;
    if (!answer.div(W).eq(steps[0].q.value)) return null;
    const name1 = unit?.name ?? measure ?? '';
    const fTex = steps[0].q.kind === 'percent' ? `${t(steps[0].q.value.mul(Rat.of(100)))}\\%` : steps[0].q.value.toLatex();
    return {
      kind: 'fraction-steps',
      idea: '求一个数的几分之几（百分之几）是多少，用乘法。',
      steps: [`**列式计算** $${t(W)} \\times ${fTex} = ${t(answer)}$（${name1}）`],
      answer,
      unit: name1,
      form: 'number',
      decimal: true,
      used: nums,
      check: `验算：$${t(answer)} \\div ${t(W)} = ${fTex}$，与题中的分率一致。`,
    };
  } else if (whole && !left && steps.length >= 2 && steps.every((s) => !s.ofRest) && /一共|共|合计|总共/.test(ask) && !askLeft) {
    W = inThing(whole) as Rat;
    const sumF = steps.reduce((acc, s) => acc.add(s.q.value), Rat.ZERO);
    if (sumF.cmp(Rat.ONE) > 0) return null;
    answer = W.mul(sumF);
    expr = `${t(W)} \\times (${steps.map((s) => s.q.value.toLatex()).join(' + ')}) = ${t(answer)}`;
    const again = steps.reduce((acc, s) => acc.add(W.mul(s.q.value)), Rat.ZERO);
    if (!again.eq(answer) || (wholeCount(measure) && !answer.isInteger())) return null;
    const name0 = unit?.name ?? measure ?? '';
    return {
      kind: 'fraction-steps',
      idea: '都是「全部的几分之几」，以总数为单位“1”：一共用去的 = 总数 × 几个分率的和。',
      steps: [`**列式计算** $${expr}$（${name0}）`],
      answer,
      unit: name0,
      form: 'number',
      decimal: true,
      used: nums,
      check: `分别计算再相加：${steps.map((s) => `$${t(W)} \\times ${s.q.value.toLatex()} = ${t(W.mul(s.q.value))}$`).join('，')}，合计 $${t(again)}$，一致。`,
    };
  } else return null;
  // check: run the steps forward on the whole
  let amount = W;
  const forward: string[] = [];
  for (const s of steps) {
    const taken = (s.ofRest ? amount : W).mul(s.q.value);
    amount = amount.sub(taken);
    forward.push(t(taken));
    if (amount.sign() < 0) return null;
  }
  const end = askLeft ? answer : (inThing(left as Qty) as Rat);
  if (!amount.eq(end)) return null;
  if (measure && (!answer.isInteger() || !W.isInteger())) return null;
  const name = unit?.name ?? measure ?? '';
  return {
    kind: 'fraction-steps',
    idea: '「全部的几分之几」以总数为单位“1”，「余下的几分之几」以余下的部分为单位“1”；依次求出每次用去多少。',
    steps: [`**分析数量关系** 剩下的占总数的 $${frac.toLatex()}$。`, `**列式计算** $${expr}$（${name}）`],
    answer,
    unit: name,
    form: 'number',
    decimal: true,
    used: nums,
    check: `按顺序算：依次用去 ${forward.map((x) => `$${x}$`).join('、')}（${name}），最后剩 $${t(amount)}$（${name}），与题意一致。`,
  };
}

/** 「运走了12吨」「用去8米」: an amount taken away, told after the verb. */
const TAKEN_AMOUNT =
  /(?:用去|用了|用掉|吃了|吃掉|卖出|卖掉|卖了|运走|运出|修了|看了|读了|剪去|截去|花了|捐出|借出|送出|倒出|倒掉|拿走)了?$/;

/**
 * Parts of a whole taken in turn, some as fractions (of the whole or of the rest) and some as amounts: 「有化肥36吨，
 * 第一次运走了总数的1/3，第二次运走了12吨，还剩多少吨？」 → 36 − 36 × 1/3 − 12. Only what is left is asked; each
 * step is taken from what is there at that moment, which never goes below zero; the check adds the parts back.
 */
function takenInTurn(
  p: Problem,
  nums: Qty[],
  whole: Qty | null,
  left: Qty | null,
  steps: Array<{ q: Qty; ofRest: boolean; amount?: boolean }>,
  inThing: (q: Qty) => Rat | null,
): Model | null {
  if (!whole || left || !/剩|还有|没/.test(p.ask.text) || steps.every((s) => s.amount)) return null;
  const W = inThing(whole) as Rat;
  let amount = W;
  const taken: Rat[] = [];
  const lines: string[] = [];
  for (const s of steps) {
    const base = s.ofRest ? amount : W;
    const part = s.amount ? (inThing(s.q) as Rat) : base.mul(s.q.value);
    if (!s.amount) lines.push(`$${t(base)} \\times ${s.q.value.toLatex()} = ${t(part)}$`);
    taken.push(part);
    amount = amount.sub(part);
    if (amount.sign() < 0) return null;
  }
  if (!taken.reduce((acc, x) => acc.add(x), amount).eq(W)) return null;
  if (wholeCount(p.ask.measure) && taken.some((x) => !x.isInteger())) return null;
  const u = p.ask.unit?.name ?? p.ask.measure ?? '';
  return {
    kind: 'fraction-steps',
    idea: '先求出按分率拿走的部分（单位“1”是它所对应的量），再从总数里依次减去每次拿走的量。',
    steps: [`**按分率拿走的** ${lines.join('，')}（${u}）`, `**还剩** $${t(W)} - ${taken.map(t).join(' - ')} = ${t(amount)}$（${u}）`],
    answer: amount,
    unit: u,
    form: 'number',
    decimal: true,
    used: nums,
    check: `把还剩的和每次拿走的加起来：$${[amount, ...taken].map(t).join(' + ')} = ${t(W)}$，正好是总数。`,
  };
}

function stepsExpr(W: Rat, steps: Array<{ q: Qty; ofRest: boolean }>): string {
  let amount = W;
  const out: string[] = [];
  const takens: string[] = [];
  for (const s of steps) {
    const base = s.ofRest ? amount : W;
    const taken = base.mul(s.q.value);
    out.push(`${t(base)} \\times ${s.q.value.toLatex()} = ${t(taken)}`);
    takens.push(t(taken));
    amount = amount.sub(taken);
  }
  return `${out.join('，')}，${t(W)} - ${takens.join(' - ')} = ${t(amount)}`;
}

/**
 * An average after one more: 「前4次测验的平均分是85分，第5次得了95分，5次的平均分是多少？」, and the one more asked
 * for a wanted average: 「…要使5次的平均分达到88分，第5次要得多少分？」.
 */
export function averageMoreKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  if (/比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|去掉|离开|走了|减少/.test(p.text)) return null;
  const all = given(p);
  // 「这5次的平均分」: the new count named again in the question
  const nums = all.filter(
    (q) =>
      !(
        q.measure &&
        !q.unit &&
        all.some((c) => c !== q && c.start < q.start && c.measure === q.measure && c.value.add(Rat.ONE).eq(q.value))
      ),
  );
  if (nums.length !== 3) return null;
  const avgIdx = nums.findIndex((q) => /平均/.test(p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause])));
  if (avgIdx < 0) return null;
  const avg = nums[avgIdx];
  const count = nums.find((q, i) => i !== avgIdx && q.measure && !q.unit && q.start < avg.start && q.clause === avg.clause);
  const third = nums.find((q) => q !== avg && q !== count);
  if (!count || !third || !count.value.isInteger() || count.value.sign() <= 0) return null;
  const sameKind = (a: Qty, b: Qty) => (a.unit && b.unit ? a.unit.name === b.unit.name : !a.unit && !b.unit && a.measure === b.measure);
  if (!sameKind(avg, third)) return null;
  // the one more: 第(n+1)次, or 又/再/新 one
  const n1 = count.value.add(Rat.ONE);
  const ordinal = p.qs.find((q) => q.label && p.text[q.start - 1] === '第');
  if (ordinal && !ordinal.value.eq(n1)) return null;
  if (!ordinal && !/又|再|新|加入|来了/.test(p.text)) return null;
  const later = p.qs.filter((q) => q.label && !q.value.eq(n1) && !q.value.eq(count.value) && p.text[q.start - 1] !== '第');
  if (later.length) return null;
  const unitName = avg.unit?.name ?? avg.measure ?? '';
  const askUnit = p.ask.unit?.name ?? p.ask.measure ?? '';
  if (askUnit && askUnit !== unitName) return null;
  const sum1 = avg.value.mul(count.value);
  const ask = p.ask.text;
  const thirdIsAvg = /平均/.test(p.clauses[third.clause].slice(0, third.start - p.offsets[third.clause]));
  let answer: Rat;
  let steps: string[];
  if (/平均/.test(ask) && !thirdIsAvg) {
    answer = sum1.add(third.value).div(n1);
    steps = [
      `**第一步** 前 ${t(count.value)} 个的总数：$${t(avg.value)} \\times ${t(count.value)} = ${t(sum1)}$（${unitName}）`,
      `**第二步** $(${t(sum1)} + ${t(third.value)}) \\div ${t(n1)} = ${t(answer)}$（${unitName}）`,
    ];
  } else if (!/平均/.test(ask) && thirdIsAvg && /第|要|应|得|考/.test(ask)) {
    answer = third.value.mul(n1).sub(sum1);
    if (answer.sign() < 0) return null;
    steps = [
      `**第一步** ${t(n1)} 个一共要：$${t(third.value)} \\times ${t(n1)} = ${t(third.value.mul(n1))}$（${unitName}）；前 ${t(count.value)} 个一共：$${t(avg.value)} \\times ${t(count.value)} = ${t(sum1)}$（${unitName}）`,
      `**第二步** $${t(third.value.mul(n1))} - ${t(sum1)} = ${t(answer)}$（${unitName}）`,
    ];
  } else return null;
  const newAvg = thirdIsAvg ? third.value : answer;
  const added = thirdIsAvg ? answer : third.value;
  if (!sum1.add(added).div(n1).eq(newAvg)) return null;
  return {
    kind: 'average-more',
    idea: '平均数 × 个数 = 总数：先求原来的总数，再加上新的一个，除以新的个数（或倒过来求新的一个）。',
    steps,
    answer,
    unit: askUnit || unitName,
    form: 'number',
    decimal: true,
    used: all,
    check: `验算：$(${t(sum1)} + ${t(added)}) \\div ${t(n1)} = ${t(newAvg)}$，正是${thirdIsAvg ? '要求的' : '所求的'}平均数。`,
  };
}

/** Division with a remainder: 「一个数除以7，商是5，余数是3，这个数是多少？」 → 被除数 = 商 × 除数 + 余数. */
export function remainderKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/被除数|这个数|某数|原数|是多少|是几/.test(p.ask.text)) return null;
  // the dividend itself is asked: 「商与余数的和是多少」「被除数比除数多多少」「某数减去余数是多少」 ask something else
  const askedBeside = p.ask.text.replace(/被除数|这个数|某数|原数|一个数|则|那么|请问|求|应?是|为|等于|多少|几|[？?。．.，,\s（）()]/g, '');
  if (askedBeside) return null;
  if (/最大|最小|可能|至少|最多/.test(p.text)) return null;
  const nums = given(p);
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain' || !q.value.isInteger() || q.unit)) return null;
  const after = (re: RegExp) => nums.filter((q) => re.test(p.text.slice(0, q.start)));
  // 「某数被13除」 names the divisor as well as 「除以13」
  const divisor = nums.filter(
    (q) =>
      /(?:除以|除数是|除数为)$/.test(p.text.slice(0, q.start)) ||
      (/被$/.test(p.text.slice(0, q.start)) && /^除(?!以)/.test(p.text.slice(q.end))),
  );
  const quotient = after(/商(?:是|为)?$/);
  const rem = after(/余(?:数)?(?:是|为)?$/);
  if (divisor.length !== 1 || quotient.length !== 1 || rem.length !== 1) return null;
  const [d, q, r] = [divisor[0].value, quotient[0].value, rem[0].value];
  if (d.sign() <= 0 || r.sign() < 0 || r.cmp(d) >= 0) return null;
  if (!/被除数|一个数|某数|这个数/.test(p.text)) return null;
  const answer = q.mul(d).add(r);
  // check: divide again
  const back = answer.sub(r).div(d);
  if (!back.eq(q) || !back.isInteger()) return null;
  return {
    kind: 'remainder',
    idea: '被除数 = 商 × 除数 + 余数（余数要比除数小）。',
    steps: [`**列式计算** $${t(q)} \\times ${t(d)} + ${t(r)} = ${t(answer)}$`],
    answer,
    unit: '',
    form: 'number',
    used: nums,
    check: `验算：$${t(answer)} \\div ${t(d)} = ${t(q)} \\cdots\\cdots ${t(r)}$，余数 $${t(r)} < ${t(d)}$。`,
  };
}

/**
 * One unknown number set up from words (列方程解): 「一个数的3倍比它多20」, 「一个数的4倍加上15等于75」, 「一个数的5倍减去8是32」.
 */
export function oneUnknownKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/这个数|一个数|某数|原数|这个数是|求这个数/.test(p.ask.text + p.text)) return null;
  const nums = given(p);
  const X = '(?:一个数|某数|这个数)';
  const text = p.text;
  const num = (i: number) => nums.find((q) => q.start === i) ?? null;
  let k: Qty | null = null;
  let c: Qty | null = null;
  let d: Qty | null = null;
  let eqTex = '';
  let solve: (() => Rat) | null = null;
  let holds: ((x: Rat) => boolean) | null = null;
  const m1 = new RegExp(`${X}的(\\d+(?:\\.\\d+)?)倍比(?:它|这个数|原数)(?:本身)?(多|少)(\\d+(?:\\.\\d+)?)`).exec(text);
  const m2 = new RegExp(
    `${X}的(\\d+(?:\\.\\d+)?)倍(?:再)?(加上|加|减去|减|多)(\\d+(?:\\.\\d+)?)(?:后)?(?:的和|的差)?(?:是|等于|得|得到)(\\d+(?:\\.\\d+)?)`,
  ).exec(text);
  const m3 = m1 || m2 ? null : new RegExp(`${X}的(\\d+(?:\\.\\d+)?)倍(?:是|等于)(\\d+(?:\\.\\d+)?)(?![\\d.])`).exec(text);
  if (m1) {
    const at = m1.index + m1[0].indexOf(m1[1], 3);
    k = num(at);
    c = num(m1.index + m1[0].length - m1[3].length);
    if (!k || !c || k.kind !== 'multiple' || m1[2] !== '多' || k.value.cmp(Rat.ONE) <= 0) return null;
    const kv = k.value;
    const cv = c.value;
    eqTex = `${t(kv)}x - x = ${t(cv)}`;
    solve = () => cv.div(kv.sub(Rat.ONE));
    holds = (x) => kv.mul(x).sub(x).eq(cv);
  } else if (m2) {
    const at = m2.index + m2[0].indexOf(m2[1], 3);
    k = num(at);
    const cAt = m2.index + m2[0].indexOf(m2[3], m2[0].indexOf(m2[2]) + m2[2].length - 1);
    c = num(cAt);
    d = num(m2.index + m2[0].length - m2[4].length);
    if (!k || !c || !d || k.kind !== 'multiple') return null;
    const plus = m2[2] !== '减去' && m2[2] !== '减';
    const [kv, cv, dv] = [k.value, c.value, d.value];
    eqTex = `${t(kv)}x ${plus ? '+' : '-'} ${t(cv)} = ${t(dv)}`;
    solve = () => (plus ? dv.sub(cv) : dv.add(cv)).div(kv);
    holds = (x) => (plus ? kv.mul(x).add(cv) : kv.mul(x).sub(cv)).eq(dv);
  } else if (m3) {
    k = num(m3.index + m3[0].indexOf(m3[1], 3));
    d = num(m3.index + m3[0].length - m3[2].length);
    if (!k || !d || k.kind !== 'multiple') return null;
    const [kv, dv] = [k.value, d.value];
    eqTex = `${t(kv)}x = ${t(dv)}`;
    solve = () => dv.div(kv);
    holds = (x) => kv.mul(x).eq(dv);
  } else return null;
  const usedQ = [k, c, d].filter((q): q is Qty => !!q);
  if (nums.some((q) => !usedQ.includes(q))) return null;
  if (!solve || !holds || k.value.isZero()) return null;
  const x = solve();
  if (!holds(x)) return null;
  return {
    kind: 'one-unknown',
    idea: '设这个数为 $x$，按题中的数量关系列方程。',
    steps: [`**列方程** 设这个数为 $x$：$${eqTex}$`, `**解方程** $x = ${t(x)}$`],
    answer: x,
    unit: '',
    form: 'number',
    decimal: true,
    used: usedQ,
    check: `把 $x = ${t(x)}$ 代回原题的关系，等式成立。`,
  };
}

/**
 * Prices in two tiers: 「出租车起步价（3千米以内）7元，以后每超过1千米（不足1千米按1千米计算）加价1.6元，乘车7千米要付多少钱？」,
 * 「每月用水不超过10吨的部分每吨2元，超过的部分每吨3元，用水15吨要交多少元？」.
 */
export function tieredPriceKind(p: Problem): Model | null {
  const u = p.ask.unit;
  if (p.ask.form !== 'number' || u?.dim !== 'money') return null;
  if (!/起步价|以内|不超过|以下|超过部分|超过的部分|超出部分/.test(p.text)) return null;
  if (/比|倍|[一二三四五六七八九十\d]折|打折|折扣|几折|%|分之|平均|剩/.test(p.text)) return null;
  const nums = given(p);
  const yuan = UNITS.get('元') as Unit;
  const moneys = nums.filter((q) => q.unit?.dim === 'money' && q.kind === 'plain');
  const others = nums.filter((q) => !moneys.includes(q));
  if (moneys.length !== 2 || others.some((q) => q.kind !== 'plain' || !q.unit || q.unit.dim === 'money')) return null;
  const dimUnit = others[0]?.unit as Unit;
  if (!dimUnit || others.some((q) => q.unit?.dim !== dimUnit.dim)) return null;
  const inU = (q: Qty) => convert(q.value, q.unit as Unit, dimUnit) as Rat;
  const ctx = (q: Qty) => p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
  // 「超过12吨的部分，每吨3.8元」: a clause that starts with 每 continues the tier named in the clause before it
  const wide = (q: Qty) => {
    const c = ctx(q);
    return /^每/.test(c) && q.clause > 0 && !moneys.some((m) => m.clause === q.clause - 1) ? `${p.clauses[q.clause - 1]}，${c}` : c;
  };
  const extraIdx = moneys.findIndex((q) => /(?<!不)超过|以后|超出|另加|加收|再加|每增加/.test(wide(q)) && /每/.test(ctx(q)));
  if (extraIdx < 0) return null;
  const r = convert(moneys[extraIdx].value, moneys[extraIdx].unit as Unit, yuan) as Rat;
  const baseQ = moneys[1 - extraIdx];
  const P = convert(baseQ.value, baseQ.unit as Unit, yuan) as Rat;
  if (baseQ.start > moneys[extraIdx].start) return null;
  const perUnitBase = /每/.test(p.clauses[baseQ.clause].slice(0, baseQ.start - p.offsets[baseQ.clause]));
  // the amount used: in the question, or the last one told
  const D = others.find((q) => q.clause === p.ask.clause) ?? others[others.length - 1];
  if (!D || D.start < moneys[extraIdx].start) return null;
  // the step: 「每超过1千米」
  const stepQ = others.find((q) => q !== D && /每(?:超过|超出|增加)?$/.test(p.text.slice(0, q.start)));
  const step = stepQ ? inU(stepQ) : Rat.ONE;
  const rest = others.filter((q) => q !== D && q !== stepQ);
  const d0Q = rest.find((q) => q.start < moneys[extraIdx].start && !inU(q).eq(step)) ?? rest.find((q) => q.start < moneys[extraIdx].start);
  if (!d0Q) return null;
  const d0 = inU(d0Q);
  // every other number repeats the first tier or the step (「包括3千米」「不足1千米按1千米计算」)
  if (rest.some((q) => !inU(q).eq(d0) && !inU(q).eq(step))) return null;
  const roundUp = /不足[^，,。]{0,8}按[^，,。]{0,8}(?:计算|算|计)/.test(p.text);
  const used = inU(D);
  if (step.sign() <= 0 || d0.sign() <= 0 || used.sign() <= 0) return null;
  let over = used.sub(d0);
  if (over.sign() < 0) over = Rat.ZERO;
  let steps = over.div(step);
  if (!steps.isInteger()) {
    if (!roundUp) {
      if (stepQ) return null;
    } else steps = Rat.of(steps.n / steps.d + 1n);
  }
  const baseCost = perUnitBase ? P.mul(used.cmp(d0) < 0 ? used : d0) : P;
  const total = baseCost.add(steps.mul(r));
  // check: add the price step by step
  let again = baseCost;
  if (steps.isInteger()) {
    if (steps.cmp(Rat.of(10000)) > 0) return null;
    for (let i = 0n; i < steps.n; i++) again = again.add(r);
  } else again = r.mul(used).sub(r.mul(d0)).add(baseCost);
  if (!again.eq(total)) return null;
  const answer = convert(total, yuan, u) as Rat;
  const un = dimUnit.name;
  const baseTex = perUnitBase ? `${t(P)} \\times ${t(used.cmp(d0) < 0 ? used : d0)}` : t(P);
  const overTex = over.isZero()
    ? ''
    : roundUp && !over.div(step).isInteger()
      ? `，超出 $${t(used)} - ${t(d0)} = ${t(over)}$（${un}），不足的按${t(step)}${un}算，记 $${t(steps)}$ 个${t(step)}${un}`
      : `，超出 $${t(used)} - ${t(d0)} = ${t(over)}$（${un}）`;
  return {
    kind: 'tiered-price',
    idea: `分段计费：${t(d0)}${un}以内按${perUnitBase ? '第一段的单价' : '起步价'}算，超出的部分每${stepQ ? t(step) : ''}${un}加 ${t(r)} 元。`,
    steps: [
      `**分析数量关系** ${perUnitBase ? `第一段：$${baseTex} = ${t(baseCost)}$（元）` : `起步价 $${t(P)}$ 元`}${overTex}。`,
      `**列式计算** $${t(baseCost)}${over.isZero() ? '' : ` + ${t(r)} \\times ${t(steps)}`} = ${t(total)}$（元）`,
    ],
    answer,
    unit: u.name,
    form: 'number',
    used: nums,
    check: `按段逐一加价：从 $${t(baseCost)}$ 元起，每${stepQ ? t(step) : ''}${un}加 $${t(r)}$ 元，共加 $${t(steps)}$ 次，得 $${t(total)}$ 元，一致。`,
  };
}

/**
 * Twice 归一: 「5个工人10天修路500米，照这样，20人修4000米要多少天？」, 「3台抽水机4小时抽水360吨，5台6小时抽水多少吨？」.
 * Work = workers × time × the work of one in one unit of time.
 */
export function twoFactorKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  if (/比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|剩|又|再|一共|合作|同时|每/.test(p.text)) return null;
  const nums = given(p);
  if (nums.length !== 5) return null;
  type Role = 'who' | 'time' | 'work';
  const roleOf = (q: Qty): Role | null => {
    if (q.kind !== 'plain') return null;
    if (q.unit?.dim === 'time') return 'time';
    if (q.measure && /^[人台辆名位只头匹架艘]$/.test(q.measure) && !q.unit) return 'who';
    if (q.unit || q.measure) return 'work';
    return null;
  };
  const roles = nums.map(roleOf);
  if (roles.some((r) => !r)) return null;
  // 「4名工人5小时安装80辆」: vehicles made by people are the work, not the workers
  const firstWho = nums.slice(0, 3).filter((_, i) => roles[i] === 'who');
  const person = (q: Qty) => /^[人名位]$/.test(q.measure ?? '');
  if (firstWho.length === 2 && roles.slice(0, 3).includes('time') && firstWho.filter(person).length === 1) {
    const made = firstWho.find((q) => !person(q)) as Qty;
    nums.forEach((q, i) => {
      if (roles[i] === 'who' && !person(q) && sameCount(q.measure, made.measure)) roles[i] = 'work';
    });
  }
  const first = nums.slice(0, 3);
  const second = nums.slice(3);
  const r1 = roles.slice(0, 3) as Role[];
  const r2 = roles.slice(3) as Role[];
  if (new Set(r1).size !== 3 || new Set(r2).size !== 2) return null;
  const asked = (['who', 'time', 'work'] as Role[]).find((r) => !r2.includes(r)) as Role;
  const get = (qs: Qty[], rs: Role[], r: Role) => qs[rs.indexOf(r)];
  const [w1, t1, k1] = [get(first, r1, 'who'), get(first, r1, 'time'), get(first, r1, 'work')];
  // the same kinds of things in both situations, in the same units
  const sameAs = (a: Qty, b: Qty) => (a.unit && b.unit ? a.unit.dim === b.unit.dim : sameCount(a.measure, b.measure));
  for (const r of r2) if (!sameAs(get(second, r2, r), get(first, r1, r))) return null;
  const timeUnit = t1.unit as Unit;
  const workVal = (q: Qty) => (q.unit && k1.unit ? (convert(q.value, q.unit, k1.unit) as Rat) : q.value);
  const timeVal = (q: Qty) => convert(q.value, q.unit as Unit, timeUnit) as Rat;
  const one = workVal(k1).div(w1.value.mul(timeVal(t1)));
  if (one.sign() <= 0) return null;
  const askOk =
    asked === 'time'
      ? p.ask.unit?.dim === 'time'
      : asked === 'who'
        ? sameCount(p.ask.measure, w1.measure)
        : p.ask.unit
          ? !!k1.unit && p.ask.unit.dim === k1.unit.dim
          : sameCount(p.ask.measure, k1.measure);
  if (!askOk) return null;
  // 「需增加多少名工人」: the workers needed minus those there were; any other change asked is not this kind's
  const change = /增加|增派|添|减少|少派/.exec(p.ask.text.replace(/多少/g, ''));
  if (/提前|缩短|延长|多|少/.test(p.ask.text.replace(/多少|减少|少派/g, '')) && !change) return null;
  if (change && asked !== 'who') return null;
  let answer: Rat;
  let last: string;
  let unitName: string;
  const whoName = w1.measure as string;
  if (asked === 'work') {
    const w2 = get(second, r2, 'who').value;
    const t2 = timeVal(get(second, r2, 'time'));
    const inK1 = one.mul(w2).mul(t2);
    answer = p.ask.unit && k1.unit ? (convert(inK1, k1.unit, p.ask.unit) as Rat) : inK1;
    unitName = p.ask.unit?.name ?? k1.measure ?? '';
    last = `${t(one)} \\times ${t(w2)} \\times ${t(t2)} = ${t(inK1)}`;
  } else if (asked === 'time') {
    const w2 = get(second, r2, 'who').value;
    const k2 = workVal(get(second, r2, 'work'));
    const inT = k2.div(one.mul(w2));
    answer = convert(inT, timeUnit, p.ask.unit as Unit) as Rat;
    unitName = (p.ask.unit as Unit).name;
    last = `${t(k2)} \\div ${t(w2)} \\div ${t(one)} = ${t(inT)}`;
  } else {
    const t2 = timeVal(get(second, r2, 'time'));
    const k2 = workVal(get(second, r2, 'work'));
    answer = k2.div(one.mul(t2));
    unitName = whoName;
    last = `${t(k2)} \\div ${t(t2)} \\div ${t(one)} = ${t(answer)}`;
    if (!answer.isInteger()) return null;
  }
  if (answer.sign() <= 0) return null;
  const needed = answer;
  const more = !!change && /增加|增派|添/.test(change[0]);
  const diff = change ? (more ? needed.sub(w1.value) : w1.value.sub(needed)) : null;
  if (diff && diff.sign() <= 0) return null;
  // check: the work of one in one unit of time is the same in both situations
  const w2v = asked === 'who' ? needed : get(second, r2, 'who').value;
  const t2v = asked === 'time' ? (convert(answer, p.ask.unit as Unit, timeUnit) as Rat) : timeVal(get(second, r2, 'time'));
  const k2v = asked === 'work' ? one.mul(w2v).mul(t2v) : workVal(get(second, r2, 'work'));
  if (!k2v.div(w2v.mul(t2v)).eq(one)) return null;
  const kName = k1.unit?.name ?? k1.measure ?? '';
  return {
    kind: 'two-factor',
    idea: `先求 1 ${whoName} 1 ${timeUnit.name}的工作量（两次归一），再求所问的量。`,
    steps: [
      `**第一步** 1 ${whoName} 1 ${timeUnit.name}：$${t(workVal(k1))} \\div ${t(w1.value)} \\div ${t(timeVal(t1))} = ${t(one)}$（${kName}）`,
      `**第二步** $${last}$（${asked === 'work' ? kName : unitName}）`,
      ...(diff
        ? [
            `**第三步** ${more ? '需增加' : '可减少'}：$${more ? `${t(needed)} - ${t(w1.value)}` : `${t(w1.value)} - ${t(needed)}`} = ${t(diff)}$（${unitName}）`,
          ]
        : []),
    ],
    answer: diff ?? answer,
    unit: unitName,
    form: 'number',
    decimal: true,
    used: nums,
    check: `验算：两种情况下 1 ${whoName} 1 ${timeUnit.name}的工作量都是 $${t(one)}$ ${kName}，一致。${diff ? `要 $${t(needed)}$ ${unitName}，原有 $${t(w1.value)}$ ${unitName}，相差 $${t(diff)}$ ${unitName}。` : ''}`,
  };
}

/**
 * A part given as a fraction of the whole: 「一个班有40人，其中女生占45%，女生有多少人？」,
 * 「一块地共48公顷，其中3/8种小麦，种小麦多少公顷？」 → 总数 × 分率.
 */
export function partOfWholeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const rest = restClause(p);
  if (/比|倍|每|平均|剩|其余|另|还|又|再/.test(p.clauses.filter((_, c) => c !== rest?.clause).join('，'))) return null;
  const nums = given(p);
  if (nums.length !== 2) return null;
  const f = nums.find((q) => (q.kind === 'fraction' || q.kind === 'percent') && !q.unit && !q.measure);
  const W = nums.find((q) => q !== f);
  if (!f || !W || W.start > f.start || f.value.cmp(Rat.ONE) >= 0 || f.value.sign() <= 0) return null;
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  const w =
    W.kind !== 'plain'
      ? null
      : unit
        ? W.unit
          ? convert(W.value, W.unit, unit)
          : null
        : measure && sameCount(W.measure, measure)
          ? W.value
          : null;
  if (!w) return null;
  const clause = p.clauses[f.clause];
  const before = clause.slice(0, f.start - p.offsets[f.clause]);
  const after = clause.slice(f.end - p.offsets[f.clause]);
  // 「其中科技书有150本，占这批图书的30%，这批图书一共有多少本？」: the whole from a part
  if (W.clause === f.clause - 1 || W.clause === f.clause) {
    const partClause = p.clauses[W.clause];
    const zhanText = p.clauses[f.clause].slice(0, f.start - p.offsets[f.clause]);
    if (
      /^(?:其中)?[\u4e00-\u9fff]{1,8}(?:有|是)?$/.test(partClause.slice(0, W.start - p.offsets[W.clause])) &&
      /^(?:它|这|正好|恰好)?占(?:[\u4e00-\u9fff]{1,8}的)?$/.test(zhanText.replace(/^.*?(?=占)/, '')) &&
      // (「学校有学生600人，其中女生占2/5」: a share said of another part, the number before it is the whole)
      partSaidAgain(zhanText, partClause.slice(0, W.start - p.offsets[W.clause])) &&
      /一共|共|全部|这批|总|全班|全校|全年级/.test(p.ask.text) &&
      W.clause !== f.clause
        ? true
        : /^(?:其中)?[\u4e00-\u9fff]{1,8}(?:有|是)?$/.test(partClause.slice(0, W.start - p.offsets[W.clause])) &&
          /^占/.test(partClause.slice(W.end - p.offsets[W.clause], f.start - p.offsets[f.clause]).replace(/^[，]/, '')) &&
          /一共|共|全部|这批|总|全班|全校|全年级/.test(p.ask.text)
    ) {
      // 「是小明的3/5，两人一共有多少元」: the whole named after 占 must be the whole asked, not another amount
      const named = /占([\u4e00-\u9fff]{1,8})的$/.exec(
        W.clause === f.clause ? clause.slice(0, f.start - p.offsets[f.clause]) : zhanText,
      )?.[1];
      if (named && !/^(?:全|总|这|整|它)/.test(named) && !p.ask.text.includes(named)) return null;
      // 「梨树和苹果树一共有多少棵」: the part and the whole named together ask their sum, not the whole
      if (named && !/^(?:全|总|这|整|它)/.test(named) && /和|与|、|及|两/.test(p.ask.text)) return null;
      const whole = w.div(f.value);
      if (measure && !whole.isInteger()) return null;
      if (!whole.mul(f.value).eq(w)) return null;
      const un0 = unit?.name ?? measure ?? '';
      const fTex0 = f.kind === 'percent' ? `${t(f.value.mul(Rat.of(100)))}\\%` : f.value.toLatex();
      return {
        kind: 'part-of-whole',
        idea: '已知一个数的几分之几（百分之几）是多少，求这个数，用除法：部分量 ÷ 对应分率。',
        steps: [`**列式计算** $${t(w)} \\div ${fTex0} = ${t(whole)}$（${un0}）`],
        answer: whole,
        unit: un0,
        form: 'number',
        decimal: true,
        used: nums,
        check: `验算：$${t(whole)} \\times ${fTex0} = ${t(w)}$，正是题中的部分量。`,
      };
    }
  }
  let name: string | null = null;
  const zhan = /^(?:其中)?(.{1,6}?)(?:的[\u4e00-\u9fff]{1,3})?占(?:全部|全班|全校|总数|总面积|总人数|[\u4e00-\u9fff]{0,6}的)?$/.exec(
    before,
  );
  if (zhan && !after.replace(/^[。，]?/, '')) name = zhan[1];
  else if (/^其中$/.test(before) && /^(?:的)?(?:是|用来|用于)?[\u4e00-\u9fff]{2,6}$/.test(after))
    name = after.replace(/^(?:的)?(?:是|用来|用于)?/, '');
  if (!name || name.length < 1) return null;
  // 「其中女生占男生的2/5」: a share of another part, not of the whole told
  const of = /占([\u4e00-\u9fff]{1,6})的$/.exec(before)?.[1];
  if (of && !/^(?:全|总|这|整|它)/.test(of) && !p.clauses[W.clause].includes(of.replace(/(?:总数|总人数|人数|总量|数)$/, ''))) return null;
  // 「男生和女生一共有多少人」 asks a sum, not the part named
  if (/和|与|、|及|一共|总共|合计/.test(p.ask.text)) return null;
  // 「其中女生占2/5，男生有多少人」「其中3/8是大米，其余是面粉，面粉有多少吨」: the rest of the whole is asked
  const other = restAsked(p, name, rest);
  if (other) return restOfWhole(p, nums, w, f, other);
  if (!p.ask.text.includes(name) || (rest && p.ask.text.includes(rest.name))) return null;
  const answer = w.mul(f.value);
  if (wholeCount(measure) && !answer.isInteger()) return null;
  if (!answer.div(w).eq(f.value)) return null;
  const un = unit?.name ?? measure ?? '';
  const fTex = f.kind === 'percent' ? `${t(f.value.mul(Rat.of(100)))}\\%` : f.value.toLatex();
  return {
    kind: 'part-of-whole',
    idea: `求一个数的几分之几（百分之几）是多少，用乘法：总数 × 分率。`,
    steps: [`**列式计算** $${t(w)} \\times ${fTex} = ${t(answer)}$（${un}）`],
    answer,
    unit: un,
    form: 'number',
    decimal: true,
    used: nums,
    check: `验算：$${t(answer)} \\div ${t(w)} = ${fTex}$，正是${name}所占的分率。`,
  };
}

/** The rest of a whole when one part's share is told: 总数 × (1 − 分率). */
function restOfWhole(p: Problem, nums: Qty[], w: Rat, f: Qty, name: string): Model | null {
  const share = Rat.ONE.sub(f.value);
  const answer = w.mul(share);
  if (wholeCount(p.ask.measure) && !answer.isInteger()) return null;
  const un = p.ask.unit?.name ?? p.ask.measure ?? '';
  const fTex = f.kind === 'percent' ? `${t(f.value.mul(Rat.of(100)))}\\%` : f.value.toLatex();
  const part = w.mul(f.value);
  return {
    kind: 'part-of-whole',
    idea: `${name}占总数的 $1 - ${fTex}$，求一个数的几分之几（百分之几）是多少，用乘法：总数 × 分率。`,
    steps: [
      `**${name}所占的分率** $1 - ${fTex} = ${f.kind === 'percent' ? `${t(share.mul(Rat.of(100)))}\\%` : share.toLatex()}$`,
      `**列式计算** $${t(w)} \\times (1 - ${fTex}) = ${t(answer)}$（${un}）`,
    ],
    answer,
    unit: un,
    form: 'number',
    decimal: true,
    used: nums,
    check: `验算：另一部分是 $${t(w)} \\times ${fTex} = ${t(part)}$，$${t(part)} + ${t(answer)} = ${t(w)}$，正是总数。`,
  };
}

/** The words before 占 name nothing, or the same part the amount before was told of (「科技书有150本，科技书占…」). */
function partSaidAgain(beforeZhan: string, partHead: string): boolean {
  const subject = beforeZhan.replace(/占.*$/, '').replace(/^(?:其中|它|这|正好|恰好)+/, '');
  return (
    !subject ||
    partHead
      .replace(/^其中/, '')
      .replace(/(?:有|是)$/, '')
      .endsWith(subject)
  );
}
