import { Rat } from '../../../math/expression/rational';
import { eq, solveAll } from '../linear';
import { isOptional, type Model } from '../model';
import { chineseNumber, numTex, type Problem, type Qty } from '../read';
import { CURRENCIES, convert, speedUnit, UNITS, type Unit } from '../units';
import { COST_ASKED, isPriceChange } from './discount';
import { LEGS } from './legs';
import { RATE_CHANGED } from './rate-changed';
import { WORKER } from './whole-job';
import { groupWord, TOGETHER } from './work-timeline';

/** The numbers that must be used (labels and "一个…" left out). */
const given = (p: Problem) => p.qs.filter((q) => !isOptional(q));
const t = numTex;

/**
 * 鸡兔同笼: two kinds of things, how many in all and how many legs (wheels) in all; asked how many of one kind.
 * Solved by 假设法 and checked by counting heads and legs again.
 */
export function chickenRabbitKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const kinds = Object.keys(LEGS)
    .filter((k) => p.text.includes(k))
    .filter((k, _, all) => !all.some((o) => o !== k && o.includes(k)));
  if (kinds.length !== 2) return null;
  const legWord = /脚|腿|足|轮子|车轮|轮/;
  const nums = given(p);
  if (nums.length !== 2) return null;
  const bare = (c: number) => kinds.reduce((s, k) => s.split(k).join(''), p.clauses[c]);
  const legsQ = nums.find((q) => legWord.test(bare(q.clause)));
  const headsQ = nums.find((q) => q !== legsQ);
  if (!legsQ || !headsQ || !legsQ.value.isInteger() || !headsQ.value.isInteger()) return null;
  if (legWord.test(bare(headsQ.clause))) return null;
  const asked = kinds.filter((k) => p.ask.text.includes(k));
  // 「兔的脚有多少只」 asks legs, not heads; 「兔有几只耳朵」 another part of each animal
  const askedPart = kinds.reduce((s, k) => s.split(k).join(''), p.ask.text);
  if (legWord.test(askedPart) || /耳朵|翅膀|眼睛|尾巴|头|嘴|角|鼻/.test(askedPart)) return null;
  // 「鸡比兔多多少只」: the difference of the two counts
  const cmp = new RegExp(`(${kinds.join('|')})子?比(${kinds.join('|')})子?(多|少)(?:多少|几)`).exec(p.ask.text);
  if (asked.length !== 1 && !(asked.length === 2 && cmp && cmp[1] !== cmp[2])) return null;
  const [a, b] = kinds;
  const la = Rat.of(LEGS[a]);
  const lb = Rat.of(LEGS[b]);
  if (la.eq(lb)) return null;
  // suppose all are the kind with fewer legs
  const [few, many] = la.cmp(lb) < 0 ? [a, b] : [b, a];
  const lf = Rat.of(LEGS[few]);
  const lm = Rat.of(LEGS[many]);
  const H = headsQ.value;
  const F = legsQ.value;
  const nMany = F.sub(H.mul(lf)).div(lm.sub(lf));
  const nFew = H.sub(nMany);
  if (!nMany.isInteger() || !nFew.isInteger() || nMany.sign() < 0 || nFew.sign() < 0) return null;
  if (!nFew.add(nMany).eq(H) || !nFew.mul(lf).add(nMany.mul(lm)).eq(F)) return null;
  const count = (k: string) => (k === many ? nMany : nFew);
  const answer =
    cmp && asked.length === 2 ? (cmp[3] === '多' ? count(cmp[1]).sub(count(cmp[2])) : count(cmp[2]).sub(count(cmp[1]))) : count(asked[0]);
  if (answer.sign() < 0) return null;
  const word = /轮/.test(p.text) ? '车轮' : '脚';
  return {
    kind: 'chicken-rabbit',
    idea: `鸡兔同笼问题，用假设法：假设全是${few}，算出${word}数比实际少多少，再看每把一${few === '自行车' || few === '三轮车' ? '辆' : '只'}${few}换成${many}多几${word === '车轮' ? '个车轮' : '只脚'}。`,
    steps: [
      `**分析数量关系** ${few}和${many}共 $${t(H)}$，${word}共 $${t(F)}$；每个${few}有 $${t(lf)}$，每个${many}有 $${t(lm)}$。`,
      `**列式计算** 假设全是${few}：$${t(H)} \\times ${t(lf)} = ${t(H.mul(lf))}$；比实际少 $${t(F)} - ${t(H.mul(lf))} = ${t(F.sub(H.mul(lf)))}$；` +
        `${many}的数量：$${t(F.sub(H.mul(lf)))} \\div (${t(lm)} - ${t(lf)}) = ${t(nMany)}$；${few}的数量：$${t(H)} - ${t(nMany)} = ${t(nFew)}$。`,
      ...(cmp && asked.length === 2
        ? [
            `**求相差** ${cmp[1]}比${cmp[2]}${cmp[3]}：$${t(cmp[3] === '多' ? count(cmp[1]) : count(cmp[2]))} - ${t(cmp[3] === '多' ? count(cmp[2]) : count(cmp[1]))} = ${t(answer)}$`,
          ]
        : []),
    ],
    answer,
    unit: p.ask.measure ?? (p.ask.unit?.name || ''),
    form: 'number',
    used: [headsQ, legsQ],
    check: `${few} $${t(nFew)}$、${many} $${t(nMany)}$：共 $${t(nFew)} + ${t(nMany)} = ${t(H)}$，${word} $${t(nFew)} \\times ${t(lf)} + ${t(nMany)} \\times ${t(lm)} = ${t(F)}$，与题目相符。`,
  };
}

/** Speeds written "每小时行60千米", "速度是60千米/时", "每分钟走50米". */
export function speedsOf(p: Problem): Array<{ q: Qty; v: Rat; unit: Unit }> {
  const out: Array<{ q: Qty; v: Rat; unit: Unit }> = [];
  for (const q of p.qs) {
    if (q.unit?.dim === 'speed') out.push({ q, v: q.value, unit: q.unit });
    else if (q.unit?.dim === 'length') {
      const before = p.text.slice(Math.max(0, q.start - 8), q.start);
      const m = /每(小时|时|分钟|分|秒)(?:[行走跑骑飞驶游开]{1,2})?(?:约|大约)?$/.exec(before);
      if (m) {
        const u = speedUnit(q.unit.name, m[1]);
        if (u) out.push({ q, v: q.value, unit: u });
      }
    }
  }
  return out;
}

/** The question names one mover and not the other: the mover is what opens the clause of its speed (「甲车每小时行」). */
function askedOneMover(p: Problem, speeds: Array<{ q: Qty }>): boolean {
  const owners = speeds.map(({ q }) =>
    p.clauses[q.clause]
      .slice(0, q.start - p.offsets[q.clause])
      .split('每')[0]
      .replace(/^(?:其中|而|和|与)/, ''),
  );
  if (owners.some((o) => o === '')) return false;
  return owners.filter((o) => p.ask.text.includes(o)).length === 1;
}

/**
 * 相遇与追及: two movers with speeds, a distance and a time, one of them asked;
 * 相遇: 路程 = 速度和 × 相遇时间; 追及: 路程差 = 速度差 × 追及时间.
 */
export function meetKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const meet = /相遇|相对|相向|对面/.test(p.text);
  const chase = /追上|追及|追赶/.test(p.text);
  if (meet === chase || /往返|返回|又|再|后又|到达后|相距.*又|停|休息|先出发|提前|晚|早/.test(p.text)) return null;
  if (!/同时/.test(p.text) && meet) return null;
  const speeds = speedsOf(p);
  const nums = given(p);
  const distances = nums.filter((q) => q.unit?.dim === 'length' && !speeds.some((s) => s.q === q));
  const times = nums.filter((q) => q.unit?.dim === 'time');
  if (speeds.length + distances.length + times.length !== nums.length) return null;
  if (speeds.length > 2 || distances.length > 1 || times.length > 1) return null;
  const base = speeds[0]?.unit;
  if (!base || speeds.some((s) => s.unit.name !== base.name)) return null;
  const [dName, tName] = base.name.split('/');
  const dU = UNITS.get(dName) as Unit;
  const tU = UNITS.get(tName === '时' ? '小时' : tName === '分' ? '分钟' : tName) as Unit;
  const D = distances[0]?.unit ? convert(distances[0].value, distances[0].unit, dU) : null;
  const T = times[0]?.unit ? convert(times[0].value, times[0].unit, tU) : null;
  const askDim = p.ask.unit?.dim === 'speed' ? 'speed' : (p.ask.dim ?? p.ask.unit?.dim);
  const askPer = /每(小时|时|分钟|分|秒)/.test(p.ask.text) || /速度/.test(p.ask.text);
  // unknowns: v1, v2, d, t — with d = (v1 ± v2)·t written as linear in the unknown asked
  let answer: Rat | null = null;
  let expr = '';
  let unitName = '';
  const v1 = speeds[0]?.v;
  const v2 = speeds[1]?.v;
  if (speeds.length === 2 && D && !T && askDim === 'time' && !askPer) {
    // 「相遇后甲车还要几小时到达乙地」: the time of another event than the meeting (or catching up)
    if (/相遇后|追上后|到达|还要|还需|再/.test(p.ask.text)) return null;
    const rel = chase ? v1.sub(v2).abs() : v1.add(v2);
    if (rel.isZero()) return null;
    answer = D.div(rel);
    expr = `${t(D)} \\div (${t(chase ? Rat.ONE.mul(v1.cmp(v2) >= 0 ? v1 : v2) : v1)} ${chase ? '-' : '+'} ${t(chase ? (v1.cmp(v2) >= 0 ? v2 : v1) : v2)})`;
    unitName = tU.name;
    if (p.ask.unit && p.ask.unit.dim === 'time') {
      answer = convert(answer, tU, p.ask.unit) as Rat;
      unitName = p.ask.unit.name;
    }
  } else if (speeds.length === 2 && T && !D && askDim === 'length' && !askPer) {
    // the way of one mover (「相遇时甲车行了多少千米」) or, when meeting, how much farther one went is not the whole way
    if (askedOneMover(p, speeds) || (meet && /比|多|少|差/.test(p.ask.text.replace(/多少/g, '')))) return null;
    const rel = chase ? v1.sub(v2).abs() : v1.add(v2);
    answer = rel.mul(T);
    expr = `(${t(chase ? (v1.cmp(v2) >= 0 ? v1 : v2) : v1)} ${chase ? '-' : '+'} ${t(chase ? (v1.cmp(v2) >= 0 ? v2 : v1) : v2)}) \\times ${t(T)}`;
    unitName = dU.name;
    if (p.ask.unit && p.ask.unit.dim === 'length') {
      answer = convert(answer, dU, p.ask.unit) as Rat;
      unitName = p.ask.unit.name;
    }
  } else if (speeds.length === 1 && D && T && meet && askPer) {
    answer = D.div(T).sub(v1);
    expr = `${t(D)} \\div ${t(T)} - ${t(v1)}`;
    unitName = p.ask.unit?.dim === 'length' ? p.ask.unit.name : dU.name;
    if (p.ask.unit && p.ask.unit.name !== dU.name) return null;
  } else return null;
  if (!answer || answer.sign() <= 0) return null;
  // check: put the answer back and solve 路程 = (速度和或差) × 时间 as equations
  const vA = v1;
  const vB = speeds.length === 2 ? v2 : D && T ? D.div(T).sub(v1) : null;
  const tt = T ?? (D && vB ? D.div(chase ? vA.sub(vB).abs() : vA.add(vB)) : null);
  const dd = D ?? (tt && vB ? (chase ? vA.sub(vB).abs() : vA.add(vB)).mul(tt) : null);
  if (!vB || !tt || !dd) return null;
  const sys = solveAll([
    eq([['t', 1]], tt),
    eq(
      [
        ['d', 1],
        ['t', chase ? vA.sub(vB).abs().neg() : vA.add(vB).neg()],
      ],
      0,
    ),
  ]);
  if (!sys || !(sys.get('d') as Rat).eq(dd)) return null;
  const rel = chase ? '速度差 × 追及时间 = 路程差' : '速度和 × 相遇时间 = 路程';
  return {
    kind: chase ? 'chase' : 'meet',
    idea: `${chase ? '追及' : '相遇'}问题：${rel}。`,
    steps: [`**分析数量关系** ${rel}。`, `**列式计算** $${expr} = ${t(answer)}$（${unitName}）`],
    answer,
    unit: unitName,
    form: 'number',
    used: nums,
    check: `代回检验：两者${chase ? '速度差' : '速度和'} $${t(chase ? vA.sub(vB).abs() : vA.add(vB))}$ 乘时间 $${t(tt)}$ 等于路程 $${t(dd)}$，与题目相符。`,
  };
}

/**
 * 工程问题（含水池进水、出水）: each does the whole job alone in a given time; together (or one filling while
 * the other empties) how long? Work efficiency = 1 ÷ time.
 */
export function workKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  if (!TOGETHER.test(p.text)) return null;
  if (/先|后|剩下|余下|几分之几|%|又|再|休息|离开/.test(p.text)) return null;
  if (!(p.ask.dim === 'time' || p.ask.unit?.dim === 'time')) return null;
  // 「完成时甲比乙多做了几天」: a comparison of the two, not the time they take together
  if (/比|差/.test(p.ask.text) || /多|少/.test(p.ask.text.replace(/多少|至少|最少/g, ''))) return null;
  const nums = given(p).filter((q) => !groupWord(p, q));
  if (nums.length !== 2 || nums.some((q) => q.unit?.dim !== 'time' || q.unit.name !== nums[0].unit?.name)) return null;
  // each number is "alone … N days finishes (fills/empties)"
  const ok = nums.every((q) =>
    /单独|独|单开|注满|放完|排完|放空|完成|修完|做完|干完|运完|加工完|抄完|打完|装满|耕完/.test(
      p.clauses[q.clause] + p.text.slice(q.end, q.end + 6),
    ),
  );
  if (!ok) return null;
  const empties = nums.map((q) => /出水|排水|放水|放完|排完|放空/.test(p.clauses[q.clause]));
  if (empties.filter(Boolean).length > 1) return null;
  const rates = nums.map((q, i) => q.value.inv().mul(Rat.of(empties[i] ? -1 : 1)));
  const sum = rates[0].add(rates[1]);
  if (sum.sign() <= 0) return null;
  const answerIn = sum.inv();
  const u = nums[0].unit as Unit;
  const target = p.ask.unit?.dim === 'time' ? p.ask.unit : u;
  const answer = convert(answerIn, u, target) as Rat;
  // check: in that time the two together do exactly one whole job
  const done = rates[0].mul(answerIn).add(rates[1].mul(answerIn));
  if (!done.isOne()) return null;
  const tank = empties.some(Boolean);
  const [a, b] = nums.map((q) => q.value);
  const expr = tank
    ? `1 \\div \\left(\\frac{1}{${t(empties[0] ? b : a)}} - \\frac{1}{${t(empties[0] ? a : b)}}\\right)`
    : `1 \\div \\left(\\frac{1}{${t(a)}} + \\frac{1}{${t(b)}}\\right)`;
  return {
    kind: 'work',
    idea:
      '工程问题：把工作总量看作单位“1”，工作效率 = 1 ÷ 单独完成的时间，合作时间 = 工作总量 ÷ 效率' +
      (tank ? '（出水管的效率要减去）' : '和') +
      '。',
    steps: [
      `**分析数量关系** 一个的效率是 $\\frac{1}{${t(a)}}$，另一个是 $\\frac{1}{${t(b)}}$${tank ? '（一个进水、一个出水）' : ''}。`,
      `**列式计算** $${expr} = ${t(answerIn)}$（${u.name}）${target !== u ? `，即 $${t(answer)}$ ${target.name}` : ''}`,
    ],
    answer,
    unit: target.name,
    form: 'number',
    used: given(p),
    check: `在 $${t(answerIn)}$ ${u.name}里完成的工作量：$${t(rates[0].abs())} \\times ${t(answerIn)} ${rates[1].sign() < 0 ? '-' : '+'} ${t(rates[1].abs())} \\times ${t(answerIn)} = 1$，正好是全部工作。`,
  };
}

/** 比例尺: 图上距离 ÷ 比例尺 = 实际距离, or the other way round. */
export function scaleKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const m = /比例尺(?:是|为)?1[:：∶](\d+)/.exec(p.text);
  if (!m) return null;
  const n = Rat.of(BigInt(m[1]));
  const nums = given(p).filter(
    (q) => !(q.raw === m[1] || (q.raw === '1' && q.start < (m.index ?? 0) + m[0].length && q.start >= (m.index ?? 0))),
  );
  if (nums.length !== 1 || nums[0].unit?.dim !== 'length' || p.ask.unit?.dim !== 'length') return null;
  const q = nums[0];
  const mapToReal = !/实际/.test(p.clauses[q.clause]) && /实际/.test(p.ask.text) && !/图上/.test(p.ask.text);
  const realToMap = !/图上/.test(p.clauses[q.clause]) && /图上/.test(p.ask.text) && !/实际/.test(p.ask.text);
  if (mapToReal === realToMap) return null;
  const cm = UNITS.get('厘米') as Unit;
  const inCm = convert(q.value, q.unit as Unit, cm) as Rat;
  const resultCm = mapToReal ? inCm.mul(n) : inCm.div(n);
  const answer = convert(resultCm, cm, p.ask.unit) as Rat;
  const back = mapToReal ? resultCm.div(n) : resultCm.mul(n);
  if (!back.eq(inCm)) return null;
  return {
    kind: 'scale',
    idea: `比例尺 1:${m[1]} 表示图上 1 厘米代表实际 ${m[1]} 厘米；${mapToReal ? '实际距离 = 图上距离 ÷ 比例尺' : '图上距离 = 实际距离 × 比例尺'}。`,
    steps: [
      `**分析数量关系** ${mapToReal ? '图上距离' : '实际距离'}是 $${t(q.value)}$ ${q.unit?.name}${q.unit?.name !== '厘米' ? `，即 $${t(inCm)}$ 厘米` : ''}。`,
      `**列式计算** $${t(inCm)} ${mapToReal ? '\\times' : '\\div'} ${m[1]} = ${t(resultCm)}$（厘米）${p.ask.unit.name !== '厘米' ? `，$${t(resultCm)}$ 厘米 $= ${t(answer)}$ ${p.ask.unit.name}` : ''}`,
    ],
    answer,
    unit: p.ask.unit.name,
    form: 'number',
    used: [q, ...p.qs.filter((x) => !nums.includes(x) && !isOptional(x))],
    check: `反过来算：$${t(resultCm)}$ 厘米${mapToReal ? ' ÷ ' : ' × '}${m[1]} $= ${t(inCm)}$ 厘米，正是题中的距离。`,
  };
}

/**
 * 分数、百分数应用题 of one quantity: 「A是B的几分之几（百分之几）」 from two given amounts,
 * 「打八折」「降价/涨价百分之几」「利息 = 本金 × 利率 × 存期」「增长率」.
 */
export function percentKind(p: Problem): Model | null {
  const nums = given(p);
  const ask = p.ask.text;
  // 打折: 原价 → 现价 or back
  const pcs = nums.filter((q) => q.kind === 'percent');
  // a price raised or cut by x% only when the base is plainly the original price (no cost price, profit, two changes)
  const plainChange = /原价/.test(p.text) && !/比|进价|成本|利润|盈利|亏|赚|定价|标价|先|再|又|然后|税|利率|折/.test(p.text);
  const change =
    pcs.length === 1 && plainChange
      ? /^(?:后|以后)?/.exec(p.text.slice(pcs[0].end)) &&
        /(降价|降低|便宜|减少|涨价|提价|提高|增加)了?$/.exec(p.text.slice(Math.max(0, pcs[0].start - 4), pcs[0].start))
      : null;
  const zhe = change
    ? [
        {
          ...pcs[0],
          kind: 'discount' as const,
          value: /降价|降低|便宜|减少/.test(change[1]) ? Rat.ONE.sub(pcs[0].value) : Rat.ONE.add(pcs[0].value),
        },
      ]
    : nums.filter((q) => q.kind === 'discount');
  if (zhe.length === 1 && nums.length === 2 && p.ask.unit?.dim === 'money') {
    const price = nums.find((q) => q.unit?.dim === 'money') as Qty;
    // 「打九折后便宜了15元」: the amount told is the change of the price, not a price
    if (!price || isPriceChange(p, price) || COST_ASKED.test(ask)) return null;
    // asked the price, not how much it changed ("降低了多少元", "便宜多少元")
    if (price.unit?.dim !== 'money' || /比|便宜|少|省|降|涨|提|增|减|贵|多|差|优惠|节约/.test(ask.replace(/多少/g, ''))) return null;
    const k = zhe[0].value;
    const fromOriginal =
      /原价|定价|标价/.test(p.clauses[price.clause]) ||
      (!/现价|售价|实际|打折后|买|花/.test(p.clauses[price.clause]) &&
        /现价|售价|实际|要付|需付|付|花|多少钱|多少元/.test(ask) &&
        !/原价/.test(ask));
    const toOriginal = /原价|定价|标价/.test(ask) && !/原价|定价|标价/.test(p.clauses[price.clause]);
    // the original price told and asked again: not a question of this kind (it was answered with the new price)
    if (fromOriginal === toOriginal || (fromOriginal && /原价|定价|标价/.test(ask))) return null;
    const v = convert(price.value, price.unit, p.ask.unit) as Rat;
    const answer = fromOriginal ? v.mul(k) : v.div(k);
    const back = fromOriginal ? answer.div(k) : answer.mul(k);
    if (!back.eq(v)) return null;
    return {
      kind: 'discount',
      idea: `${change ? `${change[1]} $${t(pcs[0].value.mul(Rat.of(100)))}\\%$` : `打${zhe[0].raw.replace('折', '')}折`}就是按原价的 $${t(k.mul(Rat.of(100)))}\\%$ 出售：现价 = 原价 × $${t(k.mul(Rat.of(100)))}\\%$${toOriginal ? `，所以原价 = 现价 ÷ $${t(k.mul(Rat.of(100)))}\\%$` : ''}。`,
      steps: [`**列式计算** $${t(v)} ${fromOriginal ? '\\times' : '\\div'} ${t(k)} = ${t(answer)}$（${p.ask.unit.name}）`],
      answer,
      unit: p.ask.unit.name,
      form: 'number',
      used: nums,
      check: `${fromOriginal ? `$${t(answer)} \\div ${t(k)} = ${t(v)}$` : `$${t(answer)} \\times ${t(k)} = ${t(v)}$`}，与题目相符。`,
    };
  }
  // 利息: 本金 × 利率 × 存期
  if (/利率/.test(p.text) && /利息|本息|本金和利息|一共能取|共可取|取回/.test(ask) && p.ask.unit?.dim === 'money') {
    // 「利息比本金少多少元」: a comparison of the interest with another amount is not the interest
    if (/比|相差|差多少|多多少|少多少/.test(ask)) return null;
    // 「每年的利息」: the interest of one year, not of the whole 存期
    if (/每|平均|一年的|第.{1,3}年/.test(ask)) return null;
    // 利息税: the percent written with 利息税 (or 税) is the tax, the one after 利率 the rate
    const taxQ = nums.find(
      (q) => q.kind === 'percent' && /^(?:的)?(?:缴纳|交纳|缴|交)?(?:的)?(?:利息税|利息所得税|税)/.test(p.text.slice(q.end, q.end + 8)),
    );
    const rate = nums.filter((q) => q.kind === 'percent' && q !== taxQ);
    const money = nums.filter((q) => q.unit?.dim === 'money');
    const years = nums.filter((q) => q.measure === '年');
    if (rate.length !== 1 || money.length !== 1 || nums.length > 3) return null;
    const rest = nums.filter((q) => q !== rate[0] && q !== money[0] && q !== taxQ);
    if (rest.length > 1 || (rest.length === 1 && !years.includes(rest[0]))) return null;
    if (/税/.test(p.text) !== !!taxQ) return null;
    if (!/年利率/.test(p.text)) return null;
    const n = rest[0]?.value ?? (/一年/.test(p.text) ? Rat.ONE : null);
    if (!n) return null;
    if (/活期|复利|利滚利|月利率/.test(p.text)) return null;
    const P = convert(money[0].value, money[0].unit as Unit, p.ask.unit) as Rat;
    const gross = P.mul(rate[0].value).mul(n);
    const keep = taxQ ? Rat.ONE.sub(taxQ.value) : Rat.ONE;
    const interest = gross.mul(keep);
    const total = /本息|本金和利息|一共能取|共可取|取回/.test(ask);
    const answer = total ? P.add(interest) : interest;
    const check = P.mul(n.mul(rate[0].value)).sub(
      P.mul(rate[0].value)
        .mul(n)
        .mul(taxQ ? taxQ.value : Rat.ZERO),
    );
    if (!check.eq(interest)) return null;
    return {
      kind: 'interest',
      idea: `利息 = 本金 × 利率 × 存期${taxQ ? '，扣除利息税后实得利息 = 利息 × (1 − 税率)' : ''}${total ? '，本息和 = 本金 + 利息' : ''}。`,
      steps: [
        `**列式计算** 利息：$${t(P)} \\times ${t(rate[0].value.mul(Rat.of(100)))}\\% \\times ${t(n)}${taxQ ? ` \\times (1 - ${t(taxQ.value.mul(Rat.of(100)))}\\%)` : ''} = ${t(interest)}$（元）` +
          (total ? `；本息：$${t(P)} + ${t(interest)} = ${t(answer)}$（元）` : ''),
      ],
      answer,
      unit: p.ask.unit.name,
      form: 'number',
      used: nums,
      check: `反过来：$${t(gross)} \\div ${t(P)} \\div ${t(n)} = ${t(rate[0].value)}$，正是年利率。`,
    };
  }
  return null;
}

/** 「A占（是）B的几分之几/百分之几」 from two amounts of the same unit, B given or the sum of both. */
export function shareKind(p: Problem): Model | null {
  if (p.ask.form === 'number') return null;
  const nums = given(p);
  if (nums.length !== 2) return null;
  const [x, y] = nums;
  if (x.kind !== 'plain' || y.kind !== 'plain') return null;
  const sameUnit =
    x.unit && y.unit
      ? x.unit.dim === y.unit.dim
      : x.measure === y.measure || ['人', '名'].includes(x.measure ?? '') === ['人', '名'].includes(y.measure ?? '');
  if (!sameUnit || /每|平均|比|倍|又|剩|完成|没有|未|还/.test(p.text)) return null;
  const q = /^(.*?)(?:占|是)(.+?)的(?:几分之几|百分之几)/.exec(p.ask.text);
  if (!q) return null;
  const vx = x.unit ? x.value.mul(x.unit.factor) : x.value;
  const vy = y.unit ? y.value.mul(y.unit.factor) : y.value;
  // the name right before (or after) each amount
  const nameOf = (n: Qty) => {
    const head = p.clauses[n.clause].slice(0, n.start - p.offsets[n.clause]).replace(/^.*(?:放入|放进|把|加入|溶解在|溶于|倒入|在)/, '');
    const cut = head.lastIndexOf('有') >= 0 ? head.lastIndexOf('有') : head.lastIndexOf('是');
    const pre = (cut >= 0 ? head.slice(cut + 1) || head.slice(0, cut) : head).replace(/(?:的)?(?:质量|重量|人数|数量|面积|长度)?$/, '');
    const post = p.text.slice(n.end).match(/^[\u4e00-\u9fff]{1,4}/)?.[0] ?? '';
    return pre || post.split(/溶解|溶于|放入|放进|加入|倒入|混合|和|与|中|里/)[0];
  };
  const nx = nameOf(x);
  const ny = nameOf(y);
  if (!nx || !ny || nx === ny) return null;
  const part = q[1];
  const whole = q[2];
  const who = (s: string) =>
    s.includes(nx) && !s.includes(ny)
      ? 'x'
      : s.includes(ny) && !s.includes(nx)
        ? 'y'
        : s.includes(nx) && s.includes(ny)
          ? 'both'
          : /总|全|一共|小组|全班|全体|整/.test(s)
            ? 'both'
            : null;
  const a = who(part);
  const b = who(whole);
  if (!a || !b || a === 'both' || a === b) return null;
  const num = a === 'x' ? vx : vy;
  const den = b === 'both' ? vx.add(vy) : b === 'x' ? vx : vy;
  if (den.isZero()) return null;
  const answer = num.div(den);
  if (!answer.mul(den).eq(num)) return null;
  const expr =
    b === 'both'
      ? `${t(a === 'x' ? x.value : y.value)} \\div (${t(x.value)} + ${t(y.value)})`
      : `${t(a === 'x' ? x.value : y.value)} \\div ${t(b === 'x' ? x.value : y.value)}`;
  if (x.unit && y.unit && x.unit.name !== y.unit.name) return null;
  // the check in the question's own unit (吨, not the kilograms compared above)
  const shownPart = a === 'x' ? x.value : y.value;
  const shownWhole = b === 'both' ? x.value.add(y.value) : b === 'x' ? x.value : y.value;
  return {
    kind: 'share',
    idea: `求一个数是另一个数的几分之几（百分之几），用这个数除以另一个数${b === 'both' ? '；总量是两部分的和。' : '。'}`,
    steps: [`**列式计算** $${expr} = ${p.ask.form === 'percent' ? `${t(answer.mul(Rat.of(100)))}\\%` : answer.toLatex()}$`],
    answer,
    unit: '',
    form: p.ask.form,
    used: nums,
    check: `反过来：$${answer.toLatex()} \\times ${t(shownWhole)} = ${t(shownPart)}$，与题目相符。`,
  };
}

/** 「9只兔子有多少条腿？」: a count times the legs of one, when the animal's legs are common knowledge. */
export function legsKind(p: Problem): Model | null {
  if (!/多少(?:条腿|只脚|条腿|个轮子|个车轮)|几(?:条腿|只脚)/.test(p.ask.text)) return null;
  const nums = given(p);
  if (nums.length !== 1 || !nums[0].value.isInteger() || !nums[0].measure) return null;
  const q = nums[0];
  // 「5只小狗」「3只大白鹅」: a word of size, age or colour before the animal is no other animal
  const after = p.text.slice(q.end, q.end + 6);
  const named = /^(?:小汽车|小轿车)/.test(after) ? after : after.replace(/^(?:小|大|老|公|母|白|黑|花|灰)+/, '');
  const word = Object.keys(LEGS)
    .filter((k) => named.startsWith(k))
    .sort((a, b) => b.length - a.length)[0];
  if (!word || Object.keys(LEGS).some((k) => k !== word && !word.includes(k) && !k.includes(word) && p.text.includes(k))) return null;
  if (/鸡兔|同笼|和|与|共有|一共有|头/.test(p.text.replace(p.ask.text, ''))) return null;
  const each = Rat.of(LEGS[word]);
  const answer = q.value.mul(each);
  if (!answer.div(each).eq(q.value)) return null;
  const unit = /条腿/.test(p.ask.text) ? '条' : /只脚/.test(p.ask.text) ? '只' : '个';
  return {
    kind: 'legs',
    idea: `每只${word}有 $${t(each)}$ ${/轮/.test(p.ask.text) ? '个轮子' : unit === '条' ? '条腿' : '只脚'}，求几个 $${t(each)}$ 是多少，用乘法。`,
    steps: [`**列式计算** $${t(q.value)} \\times ${t(each)} = ${t(answer)}$（${unit}）`],
    answer,
    unit,
    form: 'number',
    used: [q],
    check: `$${t(answer)} \\div ${t(each)} = ${t(q.value)}$，正好是${word}的数量。`,
  };
}

/** 「…的2/7涂蓝色，3/7涂红色，没有涂色的部分占几分之几？」: the rest of a whole taken as 1. */
export function restOfWholeKind(p: Problem): Model | null {
  if (p.ask.form !== 'fraction' && p.ask.form !== 'percent') return null;
  if (!/没有|剩下|剩余|其余|余下|还剩|未|丙|第三/.test(p.ask.text) && !/其余|剩下的|余下的/.test(p.text)) return null;
  // "三个工程队" only counts the parts: one more than the parts given
  const parts = given(p).filter((q) => !(q.chinese && q.kind === 'plain'));
  const counts = given(p).filter((q) => q.chinese && q.kind === 'plain');
  if (counts.length > 1 || (counts.length === 1 && !counts[0].value.eq(Rat.of(parts.length + 1)))) return null;
  const nums = parts;
  // one part is enough when the rest is named (剩下的种松树, 还剩…的几分之几)
  if (!nums.length || nums.some((q) => (q.kind !== 'fraction' && q.kind !== 'percent') || q.unit || q.measure)) return null;
  if (nums.length === 1 && !/剩下|其余|余下|还剩|没有/.test(p.text)) return null;
  if (/比|倍|又|再|每|各/.test(p.text)) return null;
  // 「第二天看了剩下的1/2」: a part of the rest, not of the whole
  if (nums.some((q) => /(?:剩下|余下|其余|剩余|还剩)的?$/.test(p.text.slice(Math.max(0, q.start - 4), q.start)))) return null;
  // every part is a part of the same whole: "全长的", "这张纸的", "总数的" or written right before the part
  const sum = nums.reduce((s, q) => s.add(q.value), Rat.ZERO);
  const answer = Rat.ONE.sub(sum);
  if (answer.sign() <= 0) return null;
  if (!answer.add(sum).isOne()) return null;
  return {
    kind: 'rest-of-whole',
    idea: '把整体看作单位“1”，用 1 减去已知的各部分，就是剩下部分占整体的几分之几。',
    steps: [
      `**列式计算** $1 - ${nums.map((q) => (q.kind === 'percent' ? `${t(q.value.mul(Rat.of(100)))}\\%` : q.value.toLatex())).join(' - ')} = ${answer.toLatex()}$`,
    ],
    answer,
    unit: '',
    form: p.ask.form,
    used: [...nums, ...counts],
    check: `各部分加上所求部分：$${nums.map((q) => q.value.toLatex()).join(' + ')} + ${answer.toLatex()} = 1$，正好是整体。`,
  };
}

/** 平均数: several amounts of the same unit listed, asked their average. */
export function averageKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/平均/.test(p.ask.text) || /每/.test(p.ask.text.replace(/平均每(?:次|场|人|个)?/, ''))) return null;
  const all = p.qs.filter((q) => !q.label);
  const unit = p.ask.unit;
  const measure = p.ask.measure;
  // 「5名同学的体重分别是32千克、…」: a count in digits of who the measured amounts are of, when a measure is asked
  // 「小明4次测验的成绩分别是…」「王叔叔3天分别加工…」: how many amounts there are, counted right before 分别 (a time
  // told elsewhere, 「上午用了2小时」, counts no amounts)
  const perWord = /平均每(?:一)?个?(小时|分钟|[\u4e00-\u9fff])/.exec(p.ask.text)?.[1];
  const ofAsked = (q: Qty) => (unit ? q.unit?.dim === unit.dim : !q.unit && q.measure === measure);
  const countsAmounts = (q: Qty) =>
    q.kind === 'plain' && q.value.isInteger() && !ofAsked(q) && /^[\u4e00-\u9fff]{0,10}?分别/.test(p.text.slice(q.end));
  const headCount = all.filter(
    (q) => (unit && !q.chinese && q.kind === 'plain' && !q.unit && q.measure) || (q.clause !== p.ask.clause && countsAmounts(q)),
  );
  const nums = all.filter((q) => !q.chinese && !headCount.includes(q));
  // (「她这三次的平均成绩」: the count in the question only names the span, read below)
  const spanned = /这[两二三四五六七八九十]个?(?:月|天|年|周|星期|次|场)/.test(p.ask.text);
  const counts = [
    ...new Set([...headCount, ...all.filter((q) => q.chinese && !q.value.isOne() && !(spanned && q.clause === p.ask.clause))]),
  ];
  if (nums.length < 2 || counts.length > 1 || /比|多|少|又|再|剩|倍/.test(p.text.replace(/多少/g, ''))) return null;
  if (unit ? nums.some((q) => !q.unit || q.unit.dim !== unit.dim) : !measure || nums.some((q) => q.unit || q.measure !== measure))
    return null;
  if (counts.length === 1 && !counts[0].value.eq(Rat.of(nums.length))) return null;
  // 「3天分别加工…，平均每小时」: a count of periods must be of the period asked
  if (perWord && counts.some((q) => q.unit && q.unit.name !== perWord)) return null;
  // the amounts are listed (分别, 、) or counted (「这两个月」 and two amounts told)
  const span = /这([两二三四五六七八九十])个?(?:月|天|年|周|星期|次|场)/.exec(p.ask.text);
  const spanCount = span ? chineseNumber(span[1] === '两' ? '二' : span[1]) : null;
  if (spanCount !== null && spanCount !== nums.length) return null;
  // 「语文90分，数学95分，英语88分」: the marks of named subjects are a list as well
  const subjects = new Set(p.text.match(/语文|数学|英语|科学|音乐|美术|体育/g) ?? []).size;
  // 「第一次跳了98下，第二次跳了105下…」: one amount to each ordinal, all different, is a list too
  const ordinals = nums.map((q) => /第([一二三四五六七八九十\d]+)/.exec(p.clauses[q.clause])?.[1]);
  const byOrdinal =
    ordinals.every(Boolean) && new Set(ordinals).size === nums.length && new Set(nums.map((q) => q.clause)).size === nums.length;
  const listed = /分别|依次|成绩|、/.test(p.text) || (measure === '分' && subjects === nums.length) || byOrdinal;
  // 「一月份卖出120台，二月份卖出96台，…平均每月卖出多少台」: one amount to each named month (day, year), the average per one
  const per = /平均每个?(月|天|日|周|年|季度)/.exec(p.ask.text)?.[1];
  const oneEach =
    !!per &&
    nums.every(
      (q) =>
        nums.filter((o) => o.clause === q.clause).length === 1 &&
        p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]).includes(per === '日' ? '天' : per),
    );
  if (!listed && !oneEach && counts.length !== 1 && spanCount === null) return null;
  const values = nums.map((q) => (unit ? (convert(q.value, q.unit as Unit, unit) as Rat) : q.value));
  const unitName = unit?.name ?? (measure as string);
  const total = values.reduce((s, v) => s.add(v), Rat.ZERO);
  const n = Rat.of(values.length);
  const answer = total.div(n);
  // check: the deviations from the average add up to zero
  if (!values.reduce((s, v) => s.add(v.sub(answer)), Rat.ZERO).isZero()) return null;
  return {
    kind: 'average',
    idea: '平均数 = 总数 ÷ 份数。',
    steps: [
      `**列式计算** $(${values.map(t).join(' + ')}) \\div ${values.length} = ${t(total)} \\div ${values.length} = ${t(answer)}$（${unitName}）`,
    ],
    answer,
    unit: unitName,
    form: 'number',
    used: [...nums, ...counts, ...all.filter((q) => spanned && q.chinese && q.clause === p.ask.clause)],
    check: '每个数与平均数的差（多的和少的）加起来正好为 0，说明平均数正确。',
  };
}

/**
 * 植树问题: a line of length L with a tree every d — 两端都种 L÷d+1, 只种一端 L÷d, 两端都不种 L÷d−1,
 * a closed line (一圈, 周围, 圆形, 环形) L÷d; on both sides (两旁, 两侧, 两边) twice as many.
 */
/** The gap of 植树问题: 「每隔5米」「每两棵树相距8米」「相邻两根电线杆间隔50米」; groups: the number, its unit. */
export const GAP =
  /(?:每隔|每两(?:棵|根|盆|个|盏|面|块)[\u4e00-\u9fff]{0,3}?(?:之间)?(?:相距|相隔|间隔|距离|的距离)(?:是|为)?|相邻两(?:棵|根|盆|个|盏|面|块)[\u4e00-\u9fff]{0,3}?(?:之间)?(?:相距|相隔|间隔|的距离)(?:是|为)?)(\d+(?:\.\d+)?)(米|千米|厘米|分米)/;
/** 「两端都种」「两端也要栽」「从头到尾」: both ends planted. */
export const BOTH_ENDS =
  /两端(?:都|也)(?:要)?(?:种|栽|插|放|安|挂|装|立|架)|两头(?:都|也)(?:要)?(?:种|栽|插|放|安|挂|装|立|架)|从头到尾|首尾都|第(?:一|1)(?:个|棵|根|盏|盆|面|位|名|人)[\u4e00-\u9fff]{0,4}?到最后一/;
/**
 * 「两端都不种」, or a line between two things that stand at its ends (「两座楼房之间」「学校和邮局之间」): no tree at
 * either end. 「每两棵树之间」「相邻两…之间」 are gaps, not ends.
 */
export const NO_ENDS =
  /两端都不|两头都不|(?<![每邻的])两(?:座|栋|幢|棵|根|个)[\u4e00-\u9fff]{0,4}?(?:之间|中间)|[\u4e00-\u9fff]{1,4}(?:和|与)[\u4e00-\u9fff]{1,4}(?:之间|中间)(?:相距|的距离|的路)/;
/** 「一行能栽多少棵」, or a line between two things: one line is counted. */
export const ONE_LINE = /一行|一排|一侧|一旁|一边/;
const BETWEEN_TWO = /(?<![每邻的])两(?:座|栋|幢|棵|根|个)[\u4e00-\u9fff]{0,4}?(?:之间|中间)/;

export function plantingKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !p.ask.measure) return null;
  const m = GAP.exec(p.text);
  if (!m || /比|又|再|剩|共有|一共有|已经/.test(p.text.replace(p.ask.text, ''))) return null;
  const nums = given(p);
  const gap = nums.find((q) => q.start === m.index + m[0].length - m[1].length - m[2].length);
  // 「每两棵树相距8米」: the 两 belongs to the gap's wording
  const inGap = (q: Qty) => q.start >= m.index && q.start < m.index + m[0].length;
  // 「两棵大树之间」: the 两 names the ends of the line, it is no amount
  const between = BETWEEN_TWO.exec(p.text);
  const len = nums.filter((q) => q !== gap && !inGap(q) && !(between && q.start === between.index));
  if (!gap?.unit || len.length !== 1 || !len[0].unit || len[0].unit.dim !== 'length') return null;
  const L = convert(len[0].value, len[0].unit, gap.unit) as Rat;
  const d = gap.value;
  if (d.isZero()) return null;
  const segments = L.div(d);
  if (!segments.isInteger()) return null;
  const closed = /一圈|周围|四周|圆形|环形|一周|围成/.test(p.text);
  const both = BOTH_ENDS.test(p.text);
  const none = NO_ENDS.test(p.text);
  const one = /只(?:种|栽|插|放)?一端|一端(?:种|栽)一端不/.test(p.text);
  const kinds = [closed, both, none, one].filter(Boolean).length;
  if (kinds !== 1) return null;
  const sides = /两旁|两侧|两边/.test(p.text)
    ? 2
    : /一旁|一侧|一边/.test(p.text) || closed || ONE_LINE.test(p.ask.text) || BETWEEN_TWO.test(p.text)
      ? 1
      : 0;
  if (!sides) return null;
  const perLine = closed || one ? segments : both ? segments.add(Rat.ONE) : segments.sub(Rat.ONE);
  if (perLine.sign() < 0) return null;
  const answer = perLine.mul(Rat.of(sides));
  const rule = closed
    ? '封闭路线：棵数 = 间隔数'
    : both
      ? '两端都种：棵数 = 间隔数 + 1'
      : none
        ? '两端都不种：棵数 = 间隔数 − 1'
        : '只种一端：棵数 = 间隔数';
  // check: count the positions one by one (bounded: at most a few thousand)
  if (segments.n > 5000n) return null;
  let count = 0;
  const nSeg = Number(segments.n);
  for (let i = 0; i <= nSeg; i++) {
    const end = i === 0 || i === nSeg;
    if (closed && i === nSeg) continue;
    if (!closed && end && (none || (one && i === nSeg))) continue;
    count++;
  }
  if (!Rat.of(count * sides).eq(answer)) return null;
  return {
    kind: 'planting',
    idea: `植树问题：先求间隔数（全长 ÷ 间隔长），再按${rule}${sides === 2 ? '，两旁都种再乘 2' : ''}。`,
    steps: [
      `**列式计算** 间隔数：$${t(len[0].value)}${len[0].unit.name !== gap.unit.name ? `（即 ${t(L)} ${gap.unit.name}）` : ''} \\div ${t(d)} = ${t(segments)}$（个）；` +
        `每一${closed ? '圈' : '行'}：$${t(segments)}${closed || one ? '' : both ? ' + 1' : ' - 1'} = ${t(perLine)}$${sides === 2 ? `；两旁：$${t(perLine)} \\times 2 = ${t(answer)}$` : ''}（${p.ask.measure}）`,
    ],
    answer,
    unit: p.ask.measure,
    form: 'number',
    used: nums,
    check: `按位置一个一个数：从起点起每隔 $${t(d)}$ ${gap.unit.name}一${p.ask.measure}，共 $${t(answer)}$ ${p.ask.measure}，与列式结果相同。`,
  };
}

/**
 * Two purchases (or two mixtures) of the same two things: 「a X 和 b Y 共 M 元，c X 和 d Y 共 N 元，每 X 多少元？」.
 * An equation system in two unknowns, solved by elimination and checked in both statements.
 */
export function twoUnknownsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !p.ask.unit) return null;
  // 「1只小河马重多少吨」: the one in the question is the one thing asked about, not an amount
  // (「三只大象和一只小河马共重16吨」: a count written 一 is a count of each row like 1只)
  const counts = p.qs.filter((q) => !q.label);
  const perOne = counts.filter((q) => q.clause === p.ask.clause && q.value.isOne() && q.kind === 'plain' && !q.unit);
  if (perOne.length > 1) return null;
  const nums = counts.filter((q) => !perOne.includes(q));
  if (nums.length !== 6) return null;
  type Row = { a: Rat; b: Rat; total: Rat; qs: Qty[] };
  const rows: Row[] = [];
  let names: [string, string] | null = null;
  for (let c = 0; c < p.clauses.length; c++) {
    const qs = nums.filter((q) => q.clause === c);
    if (!qs.length) continue;
    if (qs.length !== 3) return null;
    const [x, y, tot] = qs;
    if (!tot.unit || tot.unit.dim !== p.ask.unit.dim || x.unit?.dim === tot.unit.dim || y.unit?.dim === tot.unit.dim) return null;
    const between = p.text.slice(x.end, y.start);
    const after = p.text.slice(y.end, tot.start);
    const m1 = /^([\u4e00-\u9fff]{1,4}?)(?:和|与|、|加|以及)$/.exec(between);
    const m2 = /^([\u4e00-\u9fff]{1,4}?)(?:则|就|一起|都|总)?(?:共|一共|共计|合计|总共)/.exec(after);
    if (!m1 || !m2) return null;
    const pair: [string, string] = [m1[1], m2[1]];
    if (names && (names[0] !== pair[0] || names[1] !== pair[1])) {
      if (names[0] === pair[1] && names[1] === pair[0]) {
        rows.push({ a: y.value, b: x.value, total: convert(tot.value, tot.unit, p.ask.unit) as Rat, qs });
        continue;
      }
      return null;
    }
    names = pair;
    rows.push({ a: x.value, b: y.value, total: convert(tot.value, tot.unit, p.ask.unit) as Rat, qs });
  }
  if (rows.length !== 2 || !names) return null;
  const asked = names.filter((n) => p.ask.text.includes(n));
  if (asked.length !== 1) return null;
  const [r1, r2] = rows;
  const det = r1.a.mul(r2.b).sub(r1.b.mul(r2.a));
  if (det.isZero()) return null;
  const x = r1.total.mul(r2.b).sub(r2.total.mul(r1.b)).div(det);
  const y = r1.a.mul(r2.total).sub(r2.a.mul(r1.total)).div(det);
  if (x.sign() <= 0 || y.sign() <= 0) return null;
  for (const r of rows) if (!r.a.mul(x).add(r.b.mul(y)).eq(r.total)) return null;
  const answer = asked[0] === names[0] ? x : y;
  const [X, Y] = names;
  const u = p.ask.unit.name;
  return {
    kind: 'two-unknowns',
    idea: `设每份${X}为 $x$ ${u}，每份${Y}为 $y$ ${u}，根据两次的总价（总量）列二元一次方程组，用加减消元法求解。`,
    steps: [
      `**列方程组** $\\begin{cases} ${t(r1.a)}x + ${t(r1.b)}y = ${t(r1.total)} \\\\ ${t(r2.a)}x + ${t(r2.b)}y = ${t(r2.total)} \\end{cases}$`,
      `**解方程组** 消去 $y$：$(${t(r1.a)} \\times ${t(r2.b)} - ${t(r2.a)} \\times ${t(r1.b)})x = ${t(r1.total)} \\times ${t(r2.b)} - ${t(r2.total)} \\times ${t(r1.b)}$，得 $x = ${t(x)}$；代入得 $y = ${t(y)}$。`,
    ],
    answer,
    unit: u,
    form: 'number',
    used: [...nums, ...perOne],
    check: `代回两个条件：$${t(r1.a)} \\times ${t(x)} + ${t(r1.b)} \\times ${t(y)} = ${t(r1.total)}$，$${t(r2.a)} \\times ${t(x)} + ${t(r2.b)} \\times ${t(y)} = ${t(r2.total)}$，都成立。`,
  };
}

/** 「今年比去年增长了百分之几」: (A − B) ÷ B from two amounts, named in the question. */
export function rateOfChangeKind(p: Problem): Model | null {
  if (p.ask.form === 'number') return null;
  let m: RegExpExecArray | string[] | null =
    /^(.*?)比(.+?)(增长|增加|提高|多|减少|降低|下降|少|节约|节省)了?([\u4e00-\u9fff]{1,3}?)?(?:百分之几|几分之几|几成)/.exec(p.ask.text);
  // 「今年比去年多植树百分之几」: the doing said again after 多, as it was told (今年植树250棵)
  if (m?.[4] && !p.text.replace(p.ask.text, '').includes(m[4])) return null;
  // 「原价…，现价…，降价了百分之几？」: the change against the former amount
  const plain = /^(?:[\u4e00-\u9fff]*?)(降价|涨价|提价|降低|提高|增长|增加|减少|下降)了?(?:百分之几|几分之几|几成)/.exec(p.ask.text);
  if (!m && plain && /原价|原来/.test(p.text) && /现价|现在/.test(p.text)) {
    const up = /涨价|提价|提高|增长|增加/.test(plain[1]);
    m = ['', /现价/.test(p.text) ? '现价' : '现在', /原价/.test(p.text) ? '原价' : '原来', up ? '增加' : '减少'];
  }
  if (!m) return null;
  const nums = given(p);
  if (nums.length !== 2 || nums.some((q) => q.kind !== 'plain')) return null;
  const [q1, q2] = nums;
  if ((q1.unit?.name ?? q1.measure) !== (q2.unit?.name ?? q2.measure)) return null;
  // 「育新小学的图书比红卫小学多百分之几」: the owner before 的 names the amount (育新小学有5000本图书)
  const inClause = (name: string) => {
    const found = nums.filter((q) => name && p.clauses[q.clause].includes(name));
    const owner = name.split('的')[0];
    return found.length || !name.includes('的') ? found : nums.filter((q) => owner && p.clauses[q.clause].includes(owner));
  };
  const A = m[1] ? inClause(m[1]) : [];
  const B = inClause(m[2]);
  if (A.length !== 1 || B.length !== 1 || A[0] === B[0]) return null;
  // 「今年产量是165吨，比去年增加了15吨」: the number after 比去年增加了 is the change, not last year's amount
  const beforeB = p.clauses[B[0].clause].slice(0, B[0].start - p.offsets[B[0].clause]);
  if (/比[\u4e00-\u9fff]{0,6}(?:增长|增加|提高|多|减少|降低|下降|少|节约|节省)了?$/.test(beforeB)) return null;
  const up = /增长|增加|提高|多/.test(m[3]);
  // 「现在降价45元」: the number told is the change itself, not the new amount
  const beforeA = p.clauses[A[0].clause].slice(0, A[0].start - p.offsets[A[0].clause]);
  const change = /(降价|涨价|提价|降低|提高|增长|增加|减少|下降|便宜|贵|节约|节省)了?$/.exec(beforeA);
  if (change && /涨价|提价|提高|增长|增加|贵/.test(change[1]) !== up) return null;
  const newValue = change ? (up ? B[0].value.add(A[0].value) : B[0].value.sub(A[0].value)) : A[0].value;
  const diff = up ? newValue.sub(B[0].value) : B[0].value.sub(newValue);
  if (diff.sign() <= 0 || B[0].value.isZero()) return null;
  const answer = diff.div(B[0].value);
  if (!B[0].value.mul(up ? Rat.ONE.add(answer) : Rat.ONE.sub(answer)).eq(newValue)) return null;
  return {
    kind: 'rate-of-change',
    idea: `求${m[1]}比${m[2]}${m[3]}了百分之几：${m[3]}的量 ÷ ${m[2]}的量（单位“1”）。`,
    steps: [
      `**列式计算** $${change ? t(A[0].value) : `(${up ? `${t(A[0].value)} - ${t(B[0].value)}` : `${t(B[0].value)} - ${t(A[0].value)}`})`} \\div ${t(B[0].value)} = ${p.ask.form === 'percent' ? `${t(answer.mul(Rat.of(100)))}\\%` : answer.toLatex()}$`,
    ],
    answer,
    unit: '',
    form: p.ask.form,
    used: nums,
    check: `$${t(B[0].value)} \\times (1 ${up ? '+' : '-'} ${answer.toLatex()}) = ${t(newValue)}$，与题目相符。`,
  };
}

/** The words linking two amounts of one proportion, without 可以/能/照这样 …: 「海水可以晒盐」 → 「海水晒盐」. */
function linkWords(s: string): string {
  return s
    .replace(/^(?:的)/, '')
    .replace(/照这样计算|照这样|这样的|同样的|按这样/g, '')
    .replace(/可以|能够|能|可|就|要|需要|一共|共|了/g, '');
}

/**
 * 「100千克海水可以晒盐3千克，要晒盐1.5吨需要海水多少吨？」: the doing that makes b is told again before c, and the
 * question asks for what a is of. With no such thing (「3小时织布24米，织布96米要多少小时」「1欧元可以兑换人民币8元，
 * 兑换人民币400元需要多少欧元」) a must be a time or a currency, spent on the doing itself.
 */
function sameDoingAsked(p: Problem, a: Qty, b: Qty, c: Qty, beforeAsk: string): boolean {
  // 「海水可以晒盐」: the thing a is of, then the doing that makes b
  const between = linkWords(p.text.slice(a.end, b.start));
  const cOpen = /(?:^|要|需要|想|如果)([\u4e00-\u9fff]{2,6})$/.exec(p.text.slice(p.offsets[c.clause], c.start));
  if (!cOpen) return false;
  const doing = linkWords(cOpen[1]);
  if (doing.length < 1 || !between.endsWith(doing)) return false;
  const source = between.slice(0, between.length - doing.length);
  if (!source && !(a.unit?.dim === 'time' || CURRENCIES.includes(a.measure ?? ''))) return false;
  return linkWords(beforeAsk) === source;
}

/** 「重」「共」「质量是」「一共卖」: the words after a thing's count that tell its weight or price. */
const TELLING = /(?:一共|总共|共)?(?:的)?(?:质量|重量|价钱|价格)?(?:是|为|重|卖|值|有)?$/;

/**
 * 「4个西瓜重12千克，36千克西瓜有多少个？」「3支铅笔共6元，18元可以买多少支铅笔？」: the same thing told with another
 * weight or price, asked how many of it; the count word of a is the one asked (checked by the caller).
 */
function sameThingAsked(p: Problem, a: Qty, b: Qty, c: Qty, beforeAsk: string): boolean {
  // 「100克大豆含蛋白质36克」: a weight of what b is part of, not a count of things
  if (a.unit && b.unit && a.unit.dim === b.unit.dim) return false;
  const thing = p.text.slice(a.end, b.start).replace(TELLING, '');
  if (!/^[\u4e00-\u9fff]{1,6}$/.test(thing) || /可以|能|要|买|卖|用|比|含|装|做|生产|加工/.test(thing)) return false;
  // nothing but 那么/照这样 before c in its clause
  if (!/^(?:那么|照这样计算|照这样|这样的)?$/.test(p.text.slice(p.offsets[c.clause], c.start))) return false;
  // 「36千克西瓜（大约）有多少个」
  const has = /^(?:大约|约)?(?:一共|共|总共)?(?:有|是)?$/;
  if (beforeAsk.startsWith(thing) && has.test(beforeAsk.slice(thing.length))) return true;
  // 「18元可以买多少支铅笔」: money buys the thing named after the count asked
  if (b.unit?.dim !== 'money' || !/^(?:可以|能|能够|可)?(?:买|购买|买到)$/.test(beforeAsk)) return false;
  const after = p.ask.text.slice(p.ask.text.indexOf(beforeAsk) + beforeAsk.length).replace(/^(?:多少|几)./, '');
  return after === thing;
}

/**
 * 正比例 asked the other way: 「100千克海水可以晒盐3千克，要晒盐1.5吨需要海水多少吨？」 — the amount of what is made
 * is told again (要晒盐1.5吨), and the question asks how much of what it is made from (需要海水多少吨).
 */
function proportionBack(p: Problem, nums: Qty[], a: Qty, b: Qty, c: Qty): Model | null {
  const askUnit = p.ask.unit;
  if (askUnit ? !a.unit || a.unit.dim !== askUnit.dim : !p.ask.measure || p.ask.measure !== a.measure) return null;
  const askAfter = p.ask.text.slice(Math.max(0, c.end - p.offsets[p.ask.clause]));
  const m = /^(.*?)(?:多少|几)/.exec(askAfter);
  if (!m || !(sameDoingAsked(p, a, b, c, m[1]) || sameThingAsked(p, a, b, c, m[1]))) return null;
  const cIn = b.unit && c.unit ? (convert(c.value, c.unit, b.unit) as Rat) : c.value;
  const aAsked = askUnit ? (convert(a.value, a.unit as Unit, askUnit) as Rat) : a.value;
  const answer = aAsked.mul(cIn).div(b.value);
  const times = cIn.div(b.value);
  if (!aAsked.mul(times).eq(answer) || answer.sign() <= 0) return null;
  if (!askUnit && !answer.isInteger()) return null;
  const u = askUnit?.name ?? (p.ask.measure as string);
  const per = b.unit?.name ?? b.measure;
  const cConv = b.unit && c.unit && b.unit.name !== c.unit.name ? `$${t(c.value)}$ ${c.unit.name} $= ${t(cIn)}$ ${b.unit.name}；` : '';
  return {
    kind: 'proportion',
    idea: '照这样计算，两种量的比值不变：先求得到 1 份所需的量（归一），再求所需的总量；也可以先求是几倍（倍比）。',
    steps: [
      `**分析数量关系** ${cConv}每${per}需要：$${t(aAsked)} \\div ${t(b.value)}$（${u}）`,
      `**列式计算** $${t(aAsked)} \\div ${t(b.value)} \\times ${t(cIn)} = ${t(answer)}$（${u}）`,
    ],
    answer,
    unit: u,
    form: 'number',
    used: nums,
    check: `用倍比再算一遍：$${t(cIn)}$ 是 $${t(b.value)}$ 的 $${t(times)}$ 倍，$${t(aAsked)} \\times ${t(times)} = ${t(answer)}$，结果相同。`,
  };
}

/**
 * 正比例（归一）with the same wording twice: 「10千克油菜籽可榨油4.1千克，100千克油菜籽可榨油多少千克？」 —
 * the question repeats the statement with another amount; the answer keeps the ratio.
 */
export function proportionKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const nums = given(p);
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain' || (!q.unit && !q.measure))) return null;
  // (asked the other way, the amount wanted may come in a clause of its own: 「要晒盐1.5吨，需要海水多少吨？」)
  const c = nums.find((q) => q.clause === p.ask.clause) ?? nums.find((q) => q.clause === p.ask.clause - 1 && q === nums[2]);
  const [a, b] = nums.filter((q) => q !== c);
  if (!c || !a || !b || a.clause !== b.clause || a.start > b.start || c.clause === a.clause) return null;
  // Workers and the time they take go in inverse proportion (more tractors, fewer days): never this kind.
  if ([a, b].some((q) => q.unit?.dim === 'time') && [a, b].some((q) => !q.unit && WORKER.test(q.measure ?? ''))) return null;
  // 「现在铅笔涨价了」「现在效率提高了」: the ratio told no longer holds, and how it changed is not told
  if (RATE_CHANGED.test(p.text)) return null;
  const same = (x: Qty, y: Qty) => (x.unit && y.unit ? x.unit.dim === y.unit.dim : !x.unit && !y.unit && x.measure === y.measure);
  const back = same(b, c) ? proportionBack(p, nums, a, b, c) : null;
  if (back || c.clause !== p.ask.clause) return back;
  if (!same(a, c)) return null;
  const askUnit = p.ask.unit;
  if (askUnit ? !b.unit || b.unit.dim !== askUnit.dim : p.ask.measure !== b.measure) return null;
  // the same predicate: "…油菜籽可榨油" between a and b, and between c and 多少
  const link = (s: string) =>
    s
      .replace(/^(?:的)/, '')
      .replace(/照这样计算|照这样|这样的|同样的|按这样/g, '')
      .replace(/可以|能够|能|可|就|要|一共|共|了/g, '');
  const between = link(p.text.slice(a.end, b.start));
  const askAfter = p.ask.text.slice(c.end - p.offsets[p.ask.clause]);
  const m = /^(.*?)(?:多少|几)/.exec(askAfter);
  if (!m || between.length < 2 || link(m[1]) !== between) return null;
  const bAsked = askUnit ? (convert(b.value, b.unit as Unit, askUnit) as Rat) : b.value;
  // c in the unit of a ("1吨" → 1000 千克), then per one unit of a
  const cIn = a.unit && c.unit ? (convert(c.value, c.unit, a.unit) as Rat) : c.value;
  const ratio = bAsked.div(a.value);
  const answer = ratio.mul(cIn);
  // check the other way (倍比): c is how many times a, the answer the same times b
  const times = cIn.div(a.value);
  if (!bAsked.mul(times).eq(answer) || answer.sign() <= 0) return null;
  const u = askUnit?.name ?? (p.ask.measure as string);
  const per = a.unit?.name ?? a.measure;
  const cConv = a.unit && c.unit && a.unit.name !== c.unit.name ? `$${t(c.value)}$ ${c.unit.name} $= ${t(cIn)}$ ${a.unit.name}；` : '';
  return {
    kind: 'proportion',
    idea: '照这样计算，每一份的量不变（归一）：先求一份能得多少，再求几份能得多少；也可以先求是几倍（倍比）。',
    steps: [
      `**分析数量关系** ${cConv}每${per}对应：$${t(bAsked)} \\div ${t(a.value)} = ${t(ratio)}$（${u}）`,
      `**列式计算** $${t(ratio)} \\times ${t(cIn)} = ${t(answer)}$（${u}）`,
    ],
    answer,
    unit: u,
    form: 'number',
    used: nums,
    check: `用倍比再算一遍：$${t(cIn)}$ 是 $${t(a.value)}$ 的 $${t(times)}$ 倍，$${t(bAsked)} \\times ${t(times)} = ${t(answer)}$，结果相同。`,
  };
}

/**
 * 百分率: 含盐率（糖、药…）= 溶质 ÷ (溶质 + 水)，发芽率、合格率、出勤率、成活率 … = 部分 ÷ 总数 × 100%.
 */
export function percentRateKind(p: Problem): Model | null {
  const m = /(含[\u4e00-\u9fff]|[\u4e00-\u9fff]{2})率/.exec(p.ask.text);
  if (!m || p.ask.form === 'fraction' || /利率|增长率|税率|折|亏损率|亏本率|盈利率/.test(p.ask.text)) return null;
  const nums = given(p);
  if (nums.length !== 2 || nums.some((q) => q.kind !== 'plain')) return null;
  const [x, y] = nums;
  const sameKind = (x.unit && y.unit && x.unit.dim === y.unit.dim) || (!x.unit && !y.unit && x.measure === y.measure);
  if (!sameKind || /比|倍|又|再|剩|每|平均/.test(p.text)) return null;
  const vx = x.unit ? x.value.mul(x.unit.factor) : x.value;
  const vy = y.unit ? y.value.mul(y.unit.factor) : y.value;
  const solution = /^含(?:盐|糖|药|水|酒精)|浓度/.test(m[0]) && /水/.test(p.text);
  let part: Qty;
  let whole: Rat;
  let expr: string;
  if (solution) {
    // the amount written before 水 is the water
    const water = nums.find((q) => /^水/.test(p.text.slice(q.end, q.end + 1)));
    if (!water) return null;
    part = water === x ? y : x;
    whole = vx.add(vy);
    expr = `${t(part.value)} \\div (${t(part.value)} + ${t(water.value)}) \\times 100\\%`;
  } else {
    // part and total: the total is the larger, written first with 有/共/一共/抽查/种了…
    const [big, small] = vx.cmp(vy) >= 0 ? [x, y] : [y, x];
    if (!p.clauses[small.clause].includes(m[1].slice(-1)) && !p.text.slice(small.end, small.end + 6).includes(m[1].slice(-1))) return null;
    part = small;
    whole = big === x ? vx : vy;
    expr = `${t(small.value)} \\div ${t(big.value)} \\times 100\\%`;
  }
  // 「缺勤2人」 is the part left out of 出勤率, not its part
  const leftOut = /缺勤|缺席|请假|不合格|次品|废品|没有?发芽|未发芽|不发芽|不及格|没有?成活|未成活|死|错/;
  if (leftOut.test(p.clauses[part.clause]) && !leftOut.test(p.ask.text)) return null;
  const pv = part === x ? vx : vy;
  if (whole.isZero()) return null;
  const answer = pv.div(whole);
  if (answer.cmp(Rat.ONE) > 0 || !answer.mul(whole).eq(pv)) return null;
  return {
    kind: 'percent-rate',
    idea: `${m[0]}是${solution ? '溶质（盐、糖…）占溶液（溶质 + 水）' : `${m[1]}的数量占总数`}的百分之几：${m[0]} = ${solution ? '溶质 ÷ 溶液' : '部分 ÷ 总数'} × 100%。`,
    steps: [`**列式计算** $${expr} = ${t(answer.mul(Rat.of(100)))}\\%$`],
    answer,
    unit: '',
    form: 'percent',
    used: nums,
    check: `反过来：$${solution ? '溶液' : '总数'} \\times ${t(answer.mul(Rat.of(100)))}\\% = ${t(part.value)}$，与题目相符。`,
  };
}

/** 年龄问题: two ages now, asked after (before) how many years one is k times the other; the difference never changes. */
export function ageKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/几年(?:后|以后|前|以前)|多少年(?:后|以后|前|以前)/.test(p.ask.text)) return null;
  const nums = given(p);
  const ages = nums.filter((q) => q.measure === '岁');
  const k = nums.find((q) => q.kind === 'multiple');
  if (ages.length !== 2 || !k || nums.length !== 3 || !k.value.isInteger() || k.value.cmp(Rat.ONE) <= 0) return null;
  // 小明, 小芳 are names, not 大/小 of a comparison
  if (/比|和是|差是|大|小/.test(p.text.replace(/多大/g, '').replace(/小(?=[\u4e00-\u9fff](?:今年|现在|的|\d))/g, ''))) return null;
  const [a, b] = ages[0].value.cmp(ages[1].value) >= 0 ? ages : [ages[1], ages[0]];
  const diff = a.value.sub(b.value);
  // after n years: a + n = k (b + n) → n = (a − k b) ÷ (k − 1)
  const n = a.value.sub(k.value.mul(b.value)).div(k.value.sub(Rat.ONE));
  const after = /后/.test(p.ask.text);
  if (!n.isInteger() || n.isZero() || (after ? n.sign() < 0 : n.sign() > 0)) return null;
  const years = n.abs();
  const older = a.value.add(n);
  const younger = b.value.add(n);
  if (younger.sign() <= 0 || !older.eq(younger.mul(k.value))) return null;
  return {
    kind: 'age',
    idea: '年龄差永远不变：当大的年龄是小的年龄的几倍时，年龄差就相当于小的年龄的（倍数 − 1）倍。',
    steps: [
      `**分析数量关系** 年龄差：$${t(a.value)} - ${t(b.value)} = ${t(diff)}$（岁）；那时小的年龄：$${t(diff)} \\div (${t(k.value)} - 1) = ${t(younger)}$（岁）。`,
      `**列式计算** $${after ? `${t(younger)} - ${t(b.value)}` : `${t(b.value)} - ${t(younger)}`} = ${t(years)}$（年）`,
    ],
    answer: years,
    unit: '年',
    form: 'number',
    used: nums,
    check: `${t(years)} 年${after ? '后' : '前'}两人分别是 $${t(older)}$ 岁和 $${t(younger)}$ 岁，$${t(older)} = ${t(younger)} \\times ${t(k.value)}$，符合题意。`,
  };
}

/**
 * Paying: 「买A用了a元，买B用了b元，付给售货员c元，应找回多少元？」 → c − (a + b);
 * 「一个A a元，一个B b元，各买一个需要多少钱？」 → a + b.
 */
export function payKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.dim !== 'money') return null;
  const nums = given(p);
  if (nums.length < 2 || nums.length > 5 || nums.some((q) => q.unit?.dim !== 'money' || q.kind !== 'plain')) return null;
  if (/比|倍|每|平均|又|再|剩|还差|[一二三四五六七八九十\d]折|打折|折扣|几折|%/.test(p.text)) return null;
  const u = p.ask.unit;
  const v = (q: Qty) => convert(q.value, q.unit as Unit, u) as Rat;
  if (/找回|找给|应找|找多少|找零/.test(p.ask.text)) {
    const paid = nums.filter((q) => /付给|付了|付出|拿出|拿了|给售货员|给营业员|交给|带了/.test(p.clauses[q.clause]));
    const spent = nums.filter((q) => !paid.includes(q));
    if (paid.length !== 1 || !spent.length || spent.some((q) => !/用了|花了|用去|花去|买|价|元/.test(p.clauses[q.clause]))) return null;
    const total = spent.reduce((s, q) => s.add(v(q)), Rat.ZERO);
    const answer = v(paid[0]).sub(total);
    if (answer.sign() < 0 || !answer.add(total).eq(v(paid[0]))) return null;
    return {
      kind: 'change-back',
      idea: '应找回的钱 = 付出的钱 − 买东西一共用的钱。',
      steps: [
        `**列式计算** $${t(v(paid[0]))} - ${spent.length > 1 ? `(${spent.map((q) => t(v(q))).join(' + ')})` : t(v(spent[0]))} = ${t(answer)}$（${u.name}）`,
      ],
      answer,
      unit: u.name,
      form: 'number',
      used: nums,
      check: `找回的 $${t(answer)}$ ${u.name}加上用去的 $${t(total)}$ ${u.name}，正好是付出的 $${t(v(paid[0]))}$ ${u.name}。`,
    };
  }
  if (/各买一[个件本支把双只台条块张瓶盒套]/.test(p.ask.text)) {
    if (
      !nums.every(
        (q) =>
          /^一[个件本支把双只台条块张瓶盒套]/.test(p.clauses[q.clause]) || /一[个件本支把双只台条块张瓶盒套]/.test(p.clauses[q.clause]),
      )
    )
      return null;
    if (new Set(nums.map((q) => q.clause)).size !== nums.length) return null;
    const total = nums.reduce((s, q) => s.add(v(q)), Rat.ZERO);
    const again = [...nums].reverse().reduce((s, q) => s.add(v(q)), Rat.ZERO);
    if (!total.eq(again)) return null;
    return {
      kind: 'buy-each',
      idea: '各买一个，就是把每种一个的价钱加起来。',
      steps: [`**列式计算** $${nums.map((q) => t(v(q))).join(' + ')} = ${t(total)}$（${u.name}）`],
      answer: total,
      unit: u.name,
      form: 'number',
      used: nums,
      check: '倒过来相加，结果相同。',
    };
  }
  return null;
}

const CN_COUNT: Record<string, number> = { 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

/**
 * 「马路两边各种40棵树」「借给3位好朋友各4本」「又种了同样多的黄花，两种花共多少盆」: equal amounts several times,
 * asked the total → 份数 × 每份数.
 */
/** 「第二次和第一次剪的同样多」「小红跟小明一样多」: one amount the same as another. */
const SAME_AS = /[\u4e00-\u9fff]{1,6}(?:和|跟|与)[\u4e00-\u9fff]{1,8}?(?:同样多|一样多)/;

export function eachKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/一共|共|总共|合计/.test(p.ask.text)) return null;
  // "又种了同样多的…" is the equal share itself, not another change
  if (/比|倍|剩|又|再|每|平均|还/.test(p.text.replace(/又[\u4e00-\u9fff]{1,2}了?同样多/g, ''))) return null;
  const plainQs = given(p).filter((q) => q.kind === 'plain');
  const amount = plainQs[plainQs.length - 1];
  if (!amount || amount.chinese) return null;
  let count: Rat | null = null;
  let countQ: Qty | null = null;
  const ge = /([两二三四五六七八九十]|\d+)(?:个|位|名|只|条|边|侧|旁|组|班|队|人|家)?[\u4e00-\u9fff]{0,6}?各[\u4e00-\u9fff]{0,3}$/.exec(
    p.text.slice(0, amount.start),
  );
  const others = plainQs.filter((q) => q !== amount && !(ge && q.start === ge.index));
  if (others.length) return null;
  if (ge) {
    count = /\d/.test(ge[1]) ? Rat.of(Number(ge[1])) : Rat.of(CN_COUNT[ge[1]]);
    countQ = p.qs.find((q) => q.start === (ge.index ?? 0)) ?? null;
  } else if (SAME_AS.test(p.text) && /^两[次人天个组班队家]?(?:一共|共|总共|合计)/.test(p.ask.text.replace(/^(?:他们|她们|这|那)/, ''))) {
    // 「第二次和第一次剪的同样多，两次一共剪了多少个」: two equal amounts, one of them told
    const same = SAME_AS.exec(p.text) as RegExpExecArray;
    if (p.qs.some((q) => q.start >= same.index && q.start < same.index + same[0].length && !q.label)) return null;
    count = Rat.of(2);
    countQ = p.qs.find((q) => q.clause === p.ask.clause && q.raw === '两') ?? null;
  } else if (/同样多|一样多/.test(p.text)) {
    const kinds = /([两二三四五六七八九十])种/.exec(p.ask.text);
    const listed = p.text.slice(amount.end).match(/同样多的([\u4e00-\u9fff]+?)(?:和([\u4e00-\u9fff]+?))?(?:，|。|,|$)/);
    if (!listed) return null;
    // 「又折了同样多的纸飞机，一共折了多少只」: the question names no one thing, so it counts every kind told
    const first = p.text.slice(amount.end).split(/[，,。]/)[0];
    const namesOne = [first, listed[1], listed[2] ?? ''].some((x) => x.length >= 1 && p.ask.text.includes(x.slice(-2)));
    if (!kinds && namesOne) return null;
    // 「小红折了同样多的纸飞机，小明一共折了多少只」: the question asks of both doers, or of the one who did both
    const sameClause = p.clauses.find((c) => /同样多|一样多/.test(c)) ?? '';
    const askWho = p.ask.text.replace(/(?:一共|共|总共|合计|一起).*$/, '');
    const ownDoer = !/^(?:又|再|还|接着|然后|他|她)/.test(sameClause);
    const bothAsked = /^(?:两人|他们|她们|两个人|二人|两位)?$/.test(askWho);
    const doerAsked = askWho === '' || /^(?:他|她)$/.test(askWho) || p.clauses[amount.clause].startsWith(askWho);
    if (!kinds && !(ownDoer ? bothAsked : doerAsked)) return null;
    count = Rat.of(kinds ? CN_COUNT[kinds[1]] : listed[2] ? 3 : 2);
    if (!count.eq(Rat.of(listed[2] ? 3 : 2))) return null;
    countQ = kinds ? (p.qs.find((q) => q.start === (kinds.index ?? 0) + p.offsets[p.ask.clause]) ?? null) : null;
  }
  if (!count?.isInteger() || count.cmp(Rat.ONE) <= 0) return null;
  const unit = p.ask.unit
    ? amount.unit && amount.unit.dim === p.ask.unit.dim
      ? p.ask.unit
      : null
    : amount.measure === p.ask.measure
      ? null
      : undefined;
  if (unit === undefined) return null;
  const v = unit && amount.unit ? (convert(amount.value, amount.unit, unit) as Rat) : amount.value;
  const answer = v.mul(count);
  let again = Rat.ZERO;
  for (let i = 0; i < Number(count.n) && i < 100; i++) again = again.add(v);
  if (!again.eq(answer)) return null;
  const u = unit?.name ?? (p.ask.measure as string);
  const n = Number(count.n);
  return {
    kind: 'each',
    idea: `${n} 份同样多，每份 $${t(v)}$ ${u}，求一共多少用乘法。`,
    steps: [`**列式计算** $${t(v)} \\times ${n} = ${t(answer)}$（${u}）`],
    answer,
    unit: u,
    form: 'number',
    used: [amount, ...(countQ ? [countQ] : [])],
    check: `${n} 个 $${t(v)}$ 连加：$${Array.from({ length: Math.min(n, 6) }, () => t(v)).join(' + ')}${n > 6 ? ' + \\cdots' : ''} = ${t(answer)}$，结果相同。`,
  };
}
