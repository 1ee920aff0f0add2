import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex as t, type Problem } from '../read';
import { derive, type Known, type Rule } from './derive-relations';

/** 成本 (进价), 定价 (标价, 原价), 售价, 利润, 加价的百分数, 利润率, 折扣. */
type Role = 'cost' | 'list' | 'sale' | 'profit' | 'markup' | 'rate' | 'off';

const NAME: Record<Role, string> = {
  cost: '成本',
  list: '定价',
  sale: '售价',
  profit: '利润',
  markup: '加价的百分数',
  rate: '利润率',
  off: '折扣',
};

const COST = /成本价|成本|进价|买进|购进|进货价/;
const LIST = /标价|定价|原价/;
const SALE = /售价|卖了|卖出|卖价|现价|实际售价|卖/;
const PROFIT = /利润|赚了|赚|获利|盈利|挣/;
const LOSS = /亏了|亏损|亏本|赔了|赔/;

/** The last role word before a number in its clause: the one that names it. */
function nearest(before: string, words: Array<[RegExp, Role]>): Role | null {
  let best: Role | null = null;
  let at = -1;
  for (const [re, role] of words) {
    for (const m of before.matchAll(new RegExp(re.source, 'g')))
      if (m.index + m[0].length > at) {
        at = m.index + m[0].length;
        best = role;
      }
  }
  return best;
}

const pc = (r: Rat) => `${t(r.mul(Rat.of(100)))}\\%`;

/**
 * 利润和折扣 (六年级 百分数): 定价 = 成本 × (1 + 加价的百分数), 售价 = 定价 × 折扣, 利润 = 售价 − 成本, 利润率 = 利润 ÷ 成本
 * (so 售价 = 成本 × (1 + 利润率); 亏了 10% is a 利润率 of −10%). Each told number is named by the word before it in its
 * clause (进价、标价、售价、赚了…; a percent by 加价/提高/定价 or by 利润/赚/亏), the asked one likewise, and it is found by these
 * relations alone; a number the answer does not need refuses, and the answer is checked against every relation told.
 */
export function profitChainKind(p: Problem): Model | null {
  if (!COST.test(p.text) && !PROFIT.test(p.text) && !LOSS.test(p.text) && !/便宜/.test(p.ask.text)) return null;
  if (/利息|税|倍/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length < 2 || nums.length > 4) return null;
  const known = new Map<Role, Known>();
  let loss = false;
  for (const q of nums) {
    const clause = p.clauses[q.clause];
    const before = clause.slice(0, q.start - p.offsets[q.clause]);
    let role: Role | null;
    let value = q.value;
    if (q.kind === 'discount') role = 'off';
    else if (q.kind === 'percent') {
      // 「按成本的125%定价」「按进价的80%出售」: a percent of a price is no rate added to it
      if (/的$/.test(before)) return null;
      if (/定价|标价|加价|提高|加成/.test(clause) && !/售价|卖/.test(clause)) role = 'markup';
      else if (LOSS.test(clause) && !PROFIT.test(clause)) {
        role = 'rate';
        value = value.neg();
        loss = true;
      } else if (PROFIT.test(clause) && !LOSS.test(clause)) role = 'rate';
      else return null;
    } else if (q.kind === 'plain' && q.unit?.dim === 'money' && q.unit.name === '元') {
      role = nearest(before, [
        [COST, 'cost'],
        [LIST, 'list'],
        [SALE, 'sale'],
        [PROFIT, 'profit'],
      ]);
      if (!role) return null;
    } else return null;
    // 「按原价出售可以赚40元」: a profit at the list price is no profit of the sale
    if ((role === 'profit' || role === 'rate') && LIST.test(clause) && !p.qs.some((o) => o.clause === q.clause && o.kind === 'discount'))
      return null;
    if (known.has(role)) return null;
    if ((role === 'off' || role === 'markup') && (value.sign() <= 0 || (role === 'off' && value.cmp(Rat.ONE) >= 0))) return null;
    known.set(role, { value, from: new Set([q]), steps: [] });
  }
  // the question
  const ask = p.ask.text;
  let asked: Role | 'less' | null = null;
  let lossAsked = false;
  // 「利润是售价的百分之几」: a share of another price is no 利润率 (which is of the cost)
  const base = /(?:是|占|相当于)([\u4e00-\u9fff]{1,4}?)的(?:百分之|几)/.exec(ask);
  if (base && !/^(?:成本|成本价|进价)$/.test(base[1])) return null;
  if (p.ask.form === 'percent') {
    if (/亏损率|亏本率|亏了百分之|亏损了百分之/.test(ask)) {
      asked = 'rate';
      lossAsked = true;
    } else if (/利润率|利润是成本的|盈利率|赚了百分之|获利百分之/.test(ask) || (/百分之几/.test(ask) && PROFIT.test(ask))) asked = 'rate';
  } else if (p.ask.form === 'number' && (p.ask.unit?.dim === 'money' || /多少钱/.test(ask))) {
    if (/便宜|少卖|优惠|降低了多少/.test(ask)) asked = 'less';
    else
      asked = nearest(ask, [
        [COST, 'cost'],
        [LIST, 'list'],
        [SALE, 'sale'],
        [PROFIT, 'profit'],
      ]);
    if (asked === 'profit' && loss) return null;
  }
  if (!asked || (asked !== 'less' && known.has(asked))) return null;
  if (p.ask.unit && p.ask.unit.name !== '元') return null;
  const one = Rat.ONE;
  const rules: Rule<Role>[] = [
    {
      need: ['cost', 'markup'],
      give: 'list',
      f: ([c, m]) => c.mul(one.add(m)),
      tex: ([c, m], r) => `定价：$${t(c)} \\times (1 + ${pc(m)}) = ${t(r)}$（元）`,
    },
    {
      need: ['list', 'markup'],
      give: 'cost',
      f: ([l, m]) => l.div(one.add(m)),
      tex: ([l, m], r) => `成本：$${t(l)} \\div (1 + ${pc(m)}) = ${t(r)}$（元）`,
    },
    {
      need: ['list', 'off'],
      give: 'sale',
      f: ([l, d]) => l.mul(d),
      tex: ([l, d], r) => `售价：$${t(l)} \\times ${pc(d)} = ${t(r)}$（元）`,
    },
    { need: ['sale', 'off'], give: 'list', f: ([s, d]) => s.div(d), tex: ([s, d], r) => `定价：$${t(s)} \\div ${pc(d)} = ${t(r)}$（元）` },
    {
      need: ['cost', 'rate'],
      give: 'sale',
      f: ([c, k]) => c.mul(one.add(k)),
      tex: ([c, k], r) => `售价：$${t(c)} \\times (1 ${k.sign() < 0 ? '-' : '+'} ${pc(k.abs())}) = ${t(r)}$（元）`,
    },
    {
      need: ['sale', 'rate'],
      give: 'cost',
      f: ([s, k]) => (one.add(k).sign() > 0 ? s.div(one.add(k)) : null),
      tex: ([s, k], r) => `成本：$${t(s)} \\div (1 ${k.sign() < 0 ? '-' : '+'} ${pc(k.abs())}) = ${t(r)}$（元）`,
    },
    {
      need: ['profit', 'rate'],
      give: 'cost',
      f: ([pr, k]) => (k.isZero() ? null : pr.div(k)),
      tex: ([pr, k], r) => `成本：$${t(pr)} \\div ${pc(k)} = ${t(r)}$（元）`,
    },
    {
      need: ['cost', 'profit'],
      give: 'sale',
      f: ([c, pr]) => c.add(pr),
      tex: ([c, pr], r) => `售价：$${t(c)} + ${t(pr)} = ${t(r)}$（元）`,
    },
    {
      need: ['sale', 'profit'],
      give: 'cost',
      f: ([s, pr]) => s.sub(pr),
      tex: ([s, pr], r) => `成本：$${t(s)} - ${t(pr)} = ${t(r)}$（元）`,
    },
    { need: ['sale', 'cost'], give: 'profit', f: ([s, c]) => s.sub(c), tex: ([s, c], r) => `利润：$${t(s)} - ${t(c)} = ${t(r)}$（元）` },
    {
      need: ['profit', 'cost'],
      give: 'rate',
      f: ([pr, c]) => pr.div(c),
      tex: ([pr, c], r) => `利润率：$${t(pr)} \\div ${t(c)} = ${pc(r)}$`,
    },
  ];
  let answer: Rat;
  let got: Known[];
  if (asked === 'less') {
    const l = derive('list', known, rules);
    const s = derive('sale', known, rules);
    if (!l || !s) return null;
    answer = l.value.sub(s.value);
    got = [l, s];
  } else {
    const k = derive(asked, known, rules);
    if (!k) return null;
    answer = k.value;
    got = [k];
  }
  if (lossAsked) {
    answer = answer.neg();
    if (answer.sign() <= 0) return null;
  }
  const used = new Set(got.flatMap((k) => [...k.from]));
  if (nums.some((q) => !used.has(q))) return null;
  // every price positive; the relations told hold with the values found
  for (const r of ['cost', 'list', 'sale'] as const) {
    const v = known.get(r)?.value;
    if (v && v.sign() <= 0) return null;
  }
  const v = (r: Role) => known.get(r)?.value;
  const checks: string[] = [];
  const c = v('cost');
  const l = v('list');
  const s = v('sale');
  const pr = v('profit');
  if (c && v('markup') && l) {
    if (!c.mul(one.add(v('markup') as Rat)).eq(l)) return null;
    checks.push(`$${t(c)} \\times (1 + ${pc(v('markup') as Rat)}) = ${t(l)}$`);
  }
  if (l && v('off') && s) {
    if (!l.mul(v('off') as Rat).eq(s)) return null;
    checks.push(`$${t(l)} \\times ${pc(v('off') as Rat)} = ${t(s)}$`);
  }
  if (c && s) {
    const k = s.sub(c).div(c);
    if (v('rate') && !k.eq(v('rate') as Rat)) return null;
    if (pr && !s.sub(c).eq(pr)) return null;
    checks.push(`利润 $${t(s)} - ${t(c)} = ${t(s.sub(c))}$（元），利润率 $${t(s.sub(c))} \\div ${t(c)} = ${pc(k)}$`);
  }
  if (c && pr && !s && v('rate')) {
    if (!c.mul(v('rate') as Rat).eq(pr)) return null;
    checks.push(`$${t(c)} \\times ${pc(v('rate') as Rat)} = ${t(pr)}$（元），正是利润`);
  }
  if (asked === 'less' && l && s) checks.push(`$${t(s)} + ${t(answer)} = ${t(l)}$`);
  if (!checks.length) return null;
  if (asked === 'less' || (asked !== 'rate' && asked !== 'profit' && answer.sign() <= 0)) {
    if (answer.sign() <= 0) return null;
  }
  const steps = [...new Set(got.flatMap((k) => k.steps))];
  if (asked === 'less') steps.push(`便宜了：$${t(l as Rat)} - ${t(s as Rat)} = ${t(answer)}$（元）`);
  const told = nums.map((q) => {
    const role = [...known.entries()].find(([, k]) => k.steps.length === 0 && k.from.has(q))?.[0];
    return role ? `${NAME[role]} ${q.kind === 'percent' || q.kind === 'discount' ? q.raw.replace('%', '\\%') : t(q.value)}` : q.raw;
  });
  return {
    kind: 'profit-chain',
    idea: '利润和折扣：定价 = 成本 × (1 + 加价的百分数)，售价 = 定价 × 折扣，利润 = 售价 − 成本，利润率 = 利润 ÷ 成本（所以售价 = 成本 × (1 + 利润率)，亏本时利润率取负）。',
    steps: [`**分析数量关系** 已知：${told.join('，')}。`, ...steps.map((x, i) => `**第${'一二三四五六'[i] ?? i + 1}步** ${x}`)],
    answer,
    unit: asked === 'rate' ? '' : '元',
    form: asked === 'rate' ? 'percent' : 'number',
    used: nums,
    check: `验算：${checks.join('；')}，与题目相符。`,
  };
}
