import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { chineseNumber, numTex, type Problem, type Qty, wholeCount } from '../read';
import { convert, MEASURE_WORDS, UNITS, type Unit } from '../units';
import { namesOtherThing, sameCount, TAKE } from './change';
import { LEGS } from './legs';
import { WORKER } from './whole-job';

/**
 * Two-step kinds where one relation feeds another: a rate with what is left (「每天看5页，看了4天，还剩16页」),
 * a total kept while the rate changes (归总), equal parts of a total, 扩大/缩小 chains, ages counted from a birth.
 */

const given = (p: Problem) => p.qs.filter((q) => !isOptional(q));
const t = numTex;

/** The word right after 每 in a clause: a time unit (天, 小时 …) or a count word (本, 行 …). */
function perWord(clause: string): { word: string; at: number } | null {
  const m = new RegExp(
    `每(?:一)?(平方千米|平方米|平方分米|平方厘米|立方米|立方分米|立方厘米|千米|公里|厘米|分米|毫米|米|千克|公斤|克|吨|公顷|毫升|升|小时|分钟|星期|[天日时分秒周年月]|[${MEASURE_WORDS.join('')}]|车)`,
  ).exec(clause);
  if (!m) return null;
  if (m[1] === '个' && MEASURE_WORDS.includes(clause[m.index + m[0].length] ?? ''))
    return { word: clause[m.index + m[0].length], at: m.index };
  const word = m[1] === '日' ? '天' : m[1] === '时' ? '小时' : m[1] === '分' ? '分钟' : m[1];
  return { word, at: m.index };
}

/** 「一件衬衫进价68元」: the one thing a clause tells of, read as 每件. */
function oneOf(clause: string): { word: string; at: number } | null {
  const m = /(?<![\d十百千万第每])一([\u4e00-\u9fff])/.exec(clause);
  return m && MEASURE_WORDS.includes(m[1]) ? perWord(`每${m[1]}`) : null;
}

/** Whether a quantity is counted in `word` (天 as a unit, 行 as a count word). */
function countedIn(q: Qty, word: string): boolean {
  if (q.kind !== 'plain') return false;
  if (q.unit) return q.unit.name === word || (q.unit.dim === 'time' && UNITS.get(word)?.dim === 'time' && q.unit.name === word);
  return sameCount(q.measure, word);
}

/** Value of q in the thing asked (unit converted, or the same count word); null otherwise. */
function inThing(q: Qty, unit: Unit | null, measure: string | null): Rat | null {
  if (q.kind !== 'plain') return null;
  if (unit) return q.unit ? convert(q.value, q.unit, unit) : null;
  if (measure) return sameCount(q.measure, measure) ? q.value : null;
  return null;
}

/**
 * Rate × count + what is left = the whole: 「每天看5页，已经看了4天，还剩16页，一共多少页？」,
 * 「买回30袋，吃了4天后还剩2袋，平均每天吃多少袋？」, 「共120页，每天看15页，看了6天，还剩多少页？」.
 */
export function rateRestKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  if (/比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|又|再|原计划|实际|如果|提前/.test(p.text)) return null;
  // 「离中点还有30千米」: what is left is to the middle, not to the end
  if (/中点|中间|一半|正中/.test(p.text)) return null;
  const nums = given(p);
  if (nums.length !== 3) return null;
  const ask = p.ask.text;
  const per = perWord(p.text);
  if (!per) return null;
  // the thing counted (页, 袋, 千克 …): the unit of every amount
  const rateQ = nums.find((q) => p.clauses[q.clause].includes('每') && q.start > per.at && !countedIn(q, per.word));
  const askRate = /每/.test(ask);
  const unit = askRate ? p.ask.unit : (rateQ?.unit ?? p.ask.unit);
  const measure = askRate ? p.ask.measure : (rateQ?.measure ?? p.ask.measure);
  if (!unit && !measure) return null;
  // 「站了6行，还多3人」: what is over after the equal groups is left over like 还剩
  const isLeft = (c: number) => /剩|还有|没(?:看|读|做|修|吃|用|卖|走|完)|还差|还多|多出|余下/.test(p.clauses[c]);
  let rate: Qty | null = null;
  let count: Qty | null = null;
  let left: Qty | null = null;
  let whole: Qty | null = null;
  for (const q of nums) {
    const text = p.clauses[q.clause];
    if (countedIn(q, per.word)) {
      if (count) return null;
      count = q;
    } else if (!inThing(q, unit, measure)) return null;
    else if (text.includes('每') && q.start > per.at) {
      // 「每套衣服有上衣和裤子，每件用布2.5米，做了8套」: a rate per another word than the count is not per one of it
      if (rate || perWord(text)?.word !== per.word) return null;
      rate = q;
    } else if (isLeft(q.clause)) {
      if (left) return null;
      left = q;
    } else {
      if (whole) return null;
      whole = q;
    }
  }
  if (!count) return null;
  // 「还多4个梨」 of apples counted: a thing named after what is over must be a thing of the story
  if ([left, rate].some((q) => q && namesOtherThing(p, q))) return null;
  // 「买5支钢笔还差3元」: money 还差 is what is short of a price, not what is left of a whole
  const short = (c: number, money: boolean) => /差/.test(p.clauses[c]) && (money || /买|够|付/.test(p.clauses[c]));
  if (left && short(left.clause, left.unit?.dim === 'money')) return null;
  if (short(p.ask.clause, p.ask.unit?.dim === 'money')) return null;
  // rate × count is the part done and the whole is what there was: a whole told as taken (用了25个) belongs to the
  // other story (a total of groups, then a part taken)
  if (whole && TAKE.test(p.clauses[whole.clause])) return null;
  const unknowns = [rate, left, whole].filter((x) => !x).length;
  if (unknowns !== 1) return null;
  const name = unit?.name ?? measure ?? '';
  // 「还剩多少分米」 of a cloth told in 米, 「还剩的钱可以买几个篮球」 of money: the question asks another thing than the
  // amounts are told in
  if (p.ask.unit ? unit?.name !== p.ask.unit.name : !!unit && !!p.ask.measure) return null;
  const v = (q: Qty) => inThing(q, unit, measure) as Rat;
  const n = count.value;
  if (n.sign() <= 0) return null;
  let answer: Rat;
  let expr: string;
  let idea: string;
  if (!rate) {
    if (!askRate || !whole || !left) return null;
    answer = v(whole).sub(v(left)).div(n);
    expr = `(${t(v(whole))} - ${t(v(left))}) \\div ${t(n)} = ${t(answer)}`;
    idea = `先求${per.word === '天' ? '这几天' : `这几${per.word}`}一共用去多少（总数 − 剩下的），再平均分。`;
  } else if (!left) {
    // 「还要做多少套」「还要行多少千米才能到达」: what is still to do is what is left of the whole
    if (!(isLeft(p.ask.clause) || /还要|还需要?|还得/.test(ask)) || !whole) return null;
    answer = v(whole).sub(v(rate).mul(n));
    expr = `${t(v(whole))} - ${t(v(rate))} \\times ${t(n)} = ${t(answer)}`;
    idea = '先求已经用去（完成）的部分：每份数 × 份数，再从总数里减去。';
  } else {
    if (!/一共|共|总|全|原来|原有|这[本批堆条项]|多少/.test(ask) || isLeft(p.ask.clause) || askRate) return null;
    answer = v(rate).mul(n).add(v(left));
    expr = `${t(v(rate))} \\times ${t(n)} + ${t(v(left))} = ${t(answer)}`;
    idea = '已经完成的部分是 每份数 × 份数，再加上剩下的，就是总数。';
  }
  if (answer.sign() < 0) return null;
  const R = rate ? v(rate) : answer;
  const L = left ? v(left) : answer;
  const W = whole ? v(whole) : answer;
  // check: the whole is what was done plus what is left; what was done does not exceed the whole
  if (!R.mul(n).add(L).eq(W) || R.sign() <= 0 || R.mul(n).cmp(W) > 0) return null;
  if (wholeCount(measure) && !answer.isInteger()) return null;
  return {
    kind: 'rate-rest',
    idea,
    steps: [`**列式计算** $${expr}$（${name}）`],
    answer,
    unit: name,
    form: 'number',
    used: nums,
    check: `验算：$${t(R)} \\times ${t(n)} + ${t(L)} = ${t(W)}$，与题中的数量一致。`,
  };
}

/** Two periods one after the other, each with an amount of its own (上午…下午, 第一次…第二次, 星期一…星期二). */
const SUCCESSIVE_PARTS =
  /(?:上午|白天|早上|第一[天次周回]|星期一|周一|昨天|去年|前\d+[天次])[^。？?]*?(?:下午|晚上|第二[天次周回]|星期二|周二|今天|今年|后\d+[天次])/;

/**
 * 归总 with a changed rate: 「每天烧0.8吨，可以烧30天；每天节约0.2吨，可以多烧多少天？」,
 * 「原计划每天修1.65千米，20天完成；实际用了15天，实际每天修多少千米？」, 「每行12人，排15行；每行20人，排几行？」.
 * The whole (rate × count) stays the same.
 */
export function keepTotalKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  // 「已经做了5天，…，还要做几天」: what is still to do after a part done is no new way of doing the whole
  if (/还要|还需|还得|再/.test(p.ask.text) && /已经|已/.test(p.text)) return null;
  // 「往返的平均速度」 is the whole way over the whole time, not the rate of one leg
  if (/往返|来回|全程/.test(p.ask.text)) return null;
  // 「上午行驶了3小时，下午行驶了2小时」: two successive parts of one doing, added — not the same whole done again
  if (SUCCESSIVE_PARTS.test(p.text)) return null;
  // 「小明每分钟行70米…爸爸…以每分钟280米的速度去追」: two movers chasing or meeting, not one whole done again
  if (/追|赶上|相遇|相向|同向|迎面|背向/.test(p.text)) return null;
  // 「从甲地开往丙地」 after a way from 甲地 to 乙地: another way, not the same one again
  if (new Set(p.text.match(/[甲乙丙丁][地城港站村]/g) ?? []).size > 2) return null;
  // the legs of a way there and back may be told back first (「返回时用了6小时，去时用了5小时」): this kind reads
  // the first situation first, so it leaves those to the 往返 kind, which tells the legs apart by name
  const back = p.text.search(/返回|回来|回去|下山/);
  const go = p.text.search(/去时|去的|上山|出发|开往|驶往|前往/);
  if (back >= 0 && (go < 0 || back < go) && p.qs.some((q) => !q.label && q.start > back && q.start < (go < 0 ? Infinity : go))) return null;
  // 「每天比计划多挖20米」「每分比小芳多走10米」: the new rate compared with the first one
  if (
    /比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|剩|一共|合作|同时/.test(
      p.text.replace(/比(?:原)?计划|(?<=每[\u4e00-\u9fff]{1,2})比[\u4e00-\u9fff]{1,4}?(?=多|少)/g, ''),
    )
  )
    return null;
  const nums = given(p);
  if (nums.length !== 3) return null;
  const per = perWord(p.text);
  if (!per) return null;
  const perAll = [...p.text.matchAll(/每(?:一)?/g)].length;
  // first situation: a rate and a count, in the clauses before the change
  const rate1 = nums[0];
  const count1 = nums[1];
  if (!countedIn(count1, per.word) || countedIn(rate1, per.word)) return null;
  // the first rate told (每天修45米，10天) or the whole and the count (1200米，计划15天挖完)
  const wholeFirst = !p.clauses[rate1.clause].includes('每');
  if (wholeFirst && (count1.value.sign() <= 0 || !/计划|原来|原计划|要|可以|能/.test(p.text.slice(0, count1.end)))) return null;
  const r1 = wholeFirst ? rate1.value.div(count1.value) : rate1.value;
  const thingUnit = rate1.unit;
  const thingMeasure = rate1.measure;
  if (!thingUnit && !thingMeasure) return null;
  const third = nums[2];
  const thirdText = p.clauses[third.clause];
  const ask = p.ask.text;
  const whole = wholeFirst ? rate1.value : r1.mul(count1.value);
  let rate2: Rat;
  let count2: Rat;
  let answer: Rat;
  let steps: string[];
  let unitName: string;
  const beforeThird = thirdText.slice(0, third.start - p.offsets[third.clause]);
  const change = /(节约|节省|少|减少|降低|降价|降|便宜|多|增加|提高|涨价|上涨|涨|贵)了?[\u4e00-\u9fff]?$/.exec(beforeThird);
  // a change word the reading above did not place (每张涨了, 比原来…): not understood
  if (!change && /节|省|少|减|降|便宜|多|增|加|提|涨|贵|比|改|变|调|换/.test(beforeThird.slice(beforeThird.lastIndexOf('每') + 1)))
    return null;
  const LESS_CHANGE = /节约|节省|少|减少|降低|降价|降|便宜/;
  if (countedIn(third, per.word)) {
    // the new count is told, the new rate is asked
    if (!/每/.test(ask) || perAll < 2) return null;
    if (!(ask.includes(p.ask.measure ?? '∅') || (p.ask.unit && thingUnit && p.ask.unit.name === thingUnit.name))) return null;
    if (thingUnit ? p.ask.unit?.name !== thingUnit.name : !sameCount(p.ask.measure, thingMeasure)) return null;
    count2 = third.value;
    if (count2.sign() <= 0) return null;
    rate2 = whole.div(count2);
    // 「每小时需要多行多少千米」: the change of the rate is asked
    const diff = /多|少|快|慢/.exec(ask.replace(/多少/g, '').replace(/至少|最少/g, ''));
    if (diff && /多|快/.test(diff[0]) !== rate2.cmp(r1) > 0) return null;
    answer = diff ? rate2.sub(r1).abs() : rate2;
    unitName = thingUnit?.name ?? thingMeasure ?? '';
    steps = [
      `**分析数量关系** 总量不变：总量 = 每${per.word}的量 × ${per.word}数。`,
      `**列式计算** 总量：$${t(r1)} \\times ${t(count1.value)} = ${t(whole)}$（${unitName}）；现在每${per.word}：$${t(whole)} \\div ${t(count2)} = ${t(rate2)}$（${unitName}）` +
        (diff ? `；$${rate2.cmp(r1) > 0 ? `${t(rate2)} - ${t(r1)}` : `${t(r1)} - ${t(rate2)}`} = ${t(answer)}$（${unitName}）` : ''),
    ];
  } else {
    // the new rate is told (or its change), the new count (or how many more/fewer) is asked
    if (thingUnit ? third.unit?.name !== thingUnit.name : !sameCount(third.measure, thingMeasure)) return null;
    if (!thirdText.includes('每')) return null;
    // 「每小时行60千米…返回时每分钟行80千米」: the new rate is per the same word as the first
    if (!new RegExp(`每一?${per.word}`).test(thirdText)) return null;
    if (change) rate2 = LESS_CHANGE.test(change[1]) ? r1.sub(third.value) : r1.add(third.value);
    else rate2 = third.value;
    if (rate2.sign() <= 0) return null;
    const askWord = per.word;
    const askCount = p.ask.unit?.name === askWord || sameCount(p.ask.measure, askWord);
    if (!askCount) return null;
    count2 = whole.div(rate2);
    const diff = /多|少|提前|延长/.exec(ask.replace(/多少/g, ''));
    const rate2Expr = change ? `(${t(r1)} ${LESS_CHANGE.test(change[1]) ? '-' : '+'} ${t(third.value)})` : t(rate2);
    unitName = askWord;
    if (diff) {
      answer = count2.sub(count1.value).abs();
      if ((diff[0] === '多' || diff[0] === '延长') !== count2.cmp(count1.value) > 0) return null;
    } else answer = count2;
    steps = [
      `**分析数量关系** 总量不变：总量 = 每${per.word}的量 × ${per.word}数。`,
      `**列式计算** 总量：$${t(r1)} \\times ${t(count1.value)} = ${t(whole)}$；现在能${per.word === '天' ? '用' : '分'}：$${t(whole)} \\div ${rate2Expr} = ${t(count2)}$（${askWord}）` +
        (diff
          ? `；$${count2.cmp(count1.value) > 0 ? `${t(count2)} - ${t(count1.value)}` : `${t(count1.value)} - ${t(count2)}`} = ${t(answer)}$（${askWord}）`
          : ''),
    ];
  }
  if (answer.sign() <= 0 && !answer.isZero()) return null;
  if (!rate2.mul(count2).eq(whole)) return null;
  if (!thingUnit && !count2.isInteger()) return null;
  if (!UNITS.get(per.word) && !count2.isInteger()) return null;
  return {
    kind: 'keep-total',
    idea: '总量一定：每份数 × 份数 = 总量，先求总量，再求现在的每份数或份数。',
    steps,
    answer,
    unit: unitName,
    form: 'number',
    used: nums,
    check: `验算：$${t(rate2)} \\times ${t(count2)} = ${t(whole)} = ${t(r1)} \\times ${t(count1.value)}$，总量不变。`,
  };
}

const NUM = '[零一二两三四五六七八九十百千]+|\\d+';

/**
 * A total shared equally: 「红、黄、蓝三种气球一样多，一共15个，红气球有多少个？」,
 * 「160盆花摆在校门口两侧，平均每侧放多少盆？」.
 */
export function equalPartsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  if (/比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|剩|又|再|每(?!侧|边|端|种|面|旁)/.test(p.text.replace(p.ask.text, '')))
    return null;
  const nums = given(p);
  if (nums.length !== 1) return null;
  const total = nums[0];
  const val = inThing(total, p.ask.unit, p.ask.measure);
  if (!val) return null;
  const ask = p.ask.text;
  let n: number | null = null;
  let how = '';
  const each = /每(侧|边|端|面|种|旁)/.exec(ask);
  if (each) {
    const m = new RegExp(`(${NUM})${each[1]}`).exec(p.text.replace(ask, ''));
    if (!m) return null;
    n = /^\d/.test(m[1]) ? Number(m[1]) : chineseNumber(m[1]);
    how = `平均分成 ${n} ${each[1]}`;
  } else if (/一样多|同样多|数量相等|个数相等|相同/.test(p.text)) {
    const m = new RegExp(
      `(?:^|[，,。])([^，,。]*?)(?<!第)(${NUM})(种|个|只|队|组|堆|筐|箱|盒|袋|班)[^，,。]*?(?:一样多|同样多|相等|相同)`,
    ).exec(p.text);
    if (!m) return null;
    n = /^\d/.test(m[2]) ? Number(m[2]) : chineseNumber(m[2]);
    // the things listed before the count (红、黄、蓝) must be as many as the count, and the question names one of them
    const listed = m[1].split(/、|和|与/).filter(Boolean);
    if (listed.length > 1) {
      if (listed.length !== n) return null;
      const asked = listed.filter((x) => ask.includes(x.replace(/^.*[有是]/, '')));
      if (asked.length !== 1) return null;
    } else if (!/每|其中|一/.test(ask)) return null;
    how = `${n} ${m[3]}同样多，就是把总数平均分成 ${n} 份`;
  }
  if (!n || n < 2 || n > 1000) return null;
  const N = Rat.of(n);
  const answer = val.div(N);
  if (wholeCount(p.ask.measure) && !answer.isInteger()) return null;
  if (!answer.mul(N).eq(val)) return null;
  const name = p.ask.unit?.name ?? p.ask.measure ?? '';
  return {
    kind: 'equal-parts',
    idea: `${how.startsWith('平均') ? `把总数${how}` : how}，求一份是多少，用除法。`,
    steps: [`**列式计算** $${t(val)} \\div ${n} = ${t(answer)}$（${name}）`],
    answer,
    unit: name,
    form: 'number',
    used: nums,
    check: `验算：$${t(answer)} \\times ${n} = ${t(val)}$，正好是总数。`,
  };
}

/**
 * 扩大/缩小 chains: 「把21.06扩大到原数的1000倍是多少？」, 「一个数先扩大到原来的100倍，再缩小到原来的1/1000 … 后是0.038，
 * 这个数原来是多少？」, also 小数点向右移动两位.
 */
export function scaleChainKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const text = p.text;
  // 「两数之和是52.8，把其中一个数的小数点向右移动一位就与另一个数相等」: two numbers, the told one is their sum
  if (/两(?:个)?数|其中一个数|另一个数|[和差商积]是|之[和差商积]/.test(text)) return null;
  const ops: Array<{ factor: Rat; text: string; q: Qty | null; start: number }> = [];
  const usedQ = new Set<Qty>();
  const OP = /(扩大|缩小)(?:到|为|成)?(?:原来|原数|它|这个数)?的?/g;
  for (const m of text.matchAll(OP)) {
    const end = (m.index ?? 0) + m[0].length;
    const q = p.qs.find((x) => x.start === end);
    if (!q) return null;
    let factor: Rat;
    if (q.kind === 'multiple') factor = m[1] === '扩大' ? q.value : q.value.inv();
    else if (q.kind === 'fraction' && m[1] === '缩小' && q.value.cmp(Rat.ONE) < 0) factor = q.value;
    else return null;
    if (factor.isZero()) return null;
    ops.push({ factor, text: `${m[0]}${q.raw}`, q, start: m.index ?? 0 });
    usedQ.add(q);
  }
  for (const m of text.matchAll(/小数点(?:先|再|又|然后)?向(左|右)移动?了?([一二两三四五六七八九]|\d)位/g)) {
    const k = /\d/.test(m[2]) ? Number(m[2]) : (chineseNumber(m[2]) ?? 0);
    if (k < 1 || k > 9) return null;
    const f = Rat.of(10).pow(k);
    ops.push({ factor: m[1] === '右' ? f : f.inv(), text: m[0], q: null, start: m.index ?? 0 });
    const q = p.qs.find((x) => x.start === (m.index ?? 0) + m[0].length - 2);
    if (q) usedQ.add(q);
  }
  // 「小数点向右移动一位再向左移动一位」: a move told without its own 小数点 is a step the reader above did not take
  if (ops.filter((o) => o.q === null).length !== (text.match(/向[左右]移/g) ?? []).length) return null;
  if (!ops.length || ops.length > 6) return null;
  ops.sort((a, b) => a.start - b.start);
  const rest = p.qs.filter((q) => !usedQ.has(q) && !isOptional(q));
  if (rest.length !== 1 || rest[0].kind !== 'plain' || rest[0].unit || rest[0].measure) return null;
  const x = rest[0];
  const product = ops.reduce((s, o) => s.mul(o.factor), Rat.ONE);
  const reverse = /(?:原来|原数)(?:的数)?(?:是|为)?(?:多少|几)/.test(p.ask.text);
  const startsWithX = x.start < ops[0].start;
  let answer: Rat;
  let steps: string[];
  const chain = ops.map((o) => (o.factor.isInteger() ? `\\times ${t(o.factor)}` : `\\div ${t(o.factor.inv())}`)).join(' ');
  if (reverse) {
    if (startsWithX || !/(?:是|得|为|得到|变成|变为|等于)$/.test(text.slice(0, x.start)) || !/一个(?:小)?数|某数|这个数/.test(text))
      return null;
    answer = x.value.div(product);
    const back = [...ops]
      .reverse()
      .map((o) => (o.factor.isInteger() ? `\\div ${t(o.factor)}` : `\\times ${t(o.factor.inv())}`))
      .join(' ');
    steps = [`**分析数量关系** 从结果倒着推：扩大的就缩小回去，缩小的就扩大回去。`, `**列式计算** $${t(x.value)} ${back} = ${t(answer)}$`];
  } else {
    if (!startsWithX || !/(?:是|得|等于)?多少/.test(p.ask.text)) return null;
    answer = x.value.mul(product);
    steps = [`**列式计算** $${t(x.value)} ${chain} = ${t(answer)}$`];
  }
  // check: apply the steps one by one to the start
  const start = reverse ? answer : x.value;
  const end = ops.reduce((s, o) => s.mul(o.factor), start);
  if (!end.eq(reverse ? x.value : answer)) return null;
  return {
    kind: 'scale-chain',
    idea: '一个数扩大到原来的 $n$ 倍就乘 $n$，缩小到原来的 $\\frac{1}{n}$（缩小 $n$ 倍）就除以 $n$。',
    steps,
    answer,
    unit: '',
    form: 'number',
    decimal: true,
    used: [x, ...usedQ],
    check: `把 $${t(start)}$ 按题中顺序${ops.map((o) => o.text).join('，')}，得到 $${t(end)}$，与题意一致。`,
  };
}

/**
 * Ages counted from a birth: 「小明今年12岁，小明出生时妈妈23岁，妈妈今年多少岁？」 (the difference of two ages never
 * changes: the mother's age when he was born).
 */
export function birthAgeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.measure !== '岁') return null;
  if (/倍|比|和是|差是|年后|年前|以后|以前/.test(p.text)) return null;
  const nums = given(p);
  if (nums.length !== 2 || nums.some((q) => q.measure !== '岁')) return null;
  const bornIdx = p.clauses.findIndex((c) => /出生(?:时|的时候|那年)/.test(c));
  if (bornIdx < 0) return null;
  const born = /^(?:在|当)?(.+?)出生(?:时|的时候|那年)/.exec(p.clauses[bornIdx]);
  if (!born) return null;
  const child = born[1];
  const atBirth = nums.find((q) => q.clause === bornIdx || (q.clause === bornIdx + 1 && !/今年|现在/.test(p.clauses[q.clause])));
  const now = nums.find((q) => q !== atBirth);
  if (!atBirth || !now || !/今年|现在/.test(p.text)) return null;
  const nowHead = p.clauses[now.clause].slice(0, now.start - p.offsets[now.clause]);
  const askHead = p.ask.text;
  const nowIsChild = nowHead.includes(child);
  const askChild = askHead.includes(child);
  if (nowIsChild === askChild) return null;
  const answer = nowIsChild ? now.value.add(atBirth.value) : now.value.sub(atBirth.value);
  if (answer.sign() <= 0) return null;
  const childAge = nowIsChild ? now.value : answer;
  const otherAge = nowIsChild ? answer : now.value;
  if (!otherAge.sub(childAge).eq(atBirth.value)) return null;
  return {
    kind: 'age-birth',
    idea: `${child}出生时，另一人的年龄就是两人的年龄差；年龄差永远不变。`,
    steps: [
      `**列式计算** $${nowIsChild ? `${t(now.value)} + ${t(atBirth.value)}` : `${t(now.value)} - ${t(atBirth.value)}`} = ${t(answer)}$（岁）`,
    ],
    answer,
    unit: '岁',
    form: 'number',
    used: nums,
    check: `验算：现在两人相差 $${t(otherAge)} - ${t(childAge)} = ${t(atBirth.value)}$（岁），正是${child}出生时另一人的年龄。`,
  };
}

interface Spell {
  /** 'strike': 敲N下 (N − 1 gaps); 'cut': 锯成N段 (N − 1 cuts); 'walk': 从第a根到第b根 (b − a gaps). */
  how: 'strike' | 'cut' | 'walk';
  pos: number;
  count: Rat | null;
  from: Rat | null;
  to: Rat | null;
  word: string;
  time: Qty | null;
  countQ: Qty | null;
}

const numOf = (s: string) => (/^\d/.test(s) ? Number(s) : chineseNumber(s));

/**
 * Gaps between points (间隔): 「挂钟6点钟敲6下，10秒敲完，9点钟敲9下，几秒敲完？」, 「锯成4段要9分钟，锯成7段要几分钟？」,
 * 「从1楼走到3楼用了6分钟，照这样，从1楼走到7楼用几分钟？」, 「从第1根电线杆走到第12根用了22分钟，走36分钟到第几根？」.
 */
export function gapsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  if (/比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|两端|两头|一端|每隔|周长|环形|圆形/.test(p.text)) return null;
  const text = p.text;
  const spells: Spell[] = [];
  const N = `(\\d+|${'[一二两三四五六七八九十]+'})`;
  const strike = new RegExp(`(?:敲|响|打|鸣|撞)了?${N}(下|声)`, 'g');
  const cut = new RegExp(`(?:锯|截|剪|切|砍)(?:成|断成|开成)${N}(段|节|块|截)`, 'g');
  const walk = new RegExp(`从(?:第)?${N}(楼|层|根|棵|站)[^，,。？?]*?到(?:第)?${N}(楼|层|根|棵|站)`, 'g');
  for (const m of text.matchAll(strike)) {
    const n = numOf(m[1]);
    if (n === null) return null;
    const q = p.qs.find((x) => x.start === (m.index ?? 0) + m[0].length - m[1].length - m[2].length) ?? null;
    spells.push({ how: 'strike', pos: m.index ?? 0, count: Rat.of(n), from: null, to: null, word: m[2], time: null, countQ: q });
  }
  for (const m of text.matchAll(cut)) {
    const n = numOf(m[1]);
    if (n === null) return null;
    const q = p.qs.find((x) => x.start === (m.index ?? 0) + m[0].length - m[1].length - m[2].length) ?? null;
    spells.push({ how: 'cut', pos: m.index ?? 0, count: Rat.of(n), from: null, to: null, word: m[2], time: null, countQ: q });
  }
  for (const m of text.matchAll(walk)) {
    const a = numOf(m[1]);
    const b = numOf(m[3]);
    if (a === null || b === null || m[2] !== m[4] || b <= a) return null;
    spells.push({ how: 'walk', pos: m.index ?? 0, count: null, from: Rat.of(a), to: Rat.of(b), word: m[2], time: null, countQ: null });
  }
  if (!spells.length || new Set(spells.map((s) => s.how)).size !== 1) return null;
  spells.sort((a, b) => a.pos - b.pos);
  const how = spells[0].how;
  const countQs = new Set(spells.map((s) => s.countQ).filter((q): q is Qty => !!q));
  const nums = given(p);
  const times = nums.filter((q) => !countQs.has(q));
  if (times.some((q) => q.kind !== 'plain' || q.unit?.dim !== 'time')) return null;
  // 「每上一层楼要用1分钟，从一楼走到五楼」: the time of one gap is told, the walk gives the gaps
  const perGap = times.length === 1 && spells.length === 1 && how === 'walk' ? floorTime(p, times[0], spells[0]) : null;
  if (perGap) return perGap;
  // 「每锯一次要3分钟」 is the time of one gap, not the time of a spell
  if (times.some((q) => /每[^，,。；;]{0,5}$/.test(p.text.slice(Math.max(0, q.start - 8), q.start)))) return null;
  for (const q of times) {
    const before = spells.filter((s) => s.pos < q.start);
    const last = before[before.length - 1];
    if (!last) {
      // 「用10秒敲了6下」: the time told before its spell
      const next = spells.find((s) => s.pos > q.start && !s.time);
      if (!next) return null;
      next.time = q;
    } else if (!last.time) last.time = q;
    else spells.push({ how, pos: q.start, count: null, from: last.from, to: null, word: last.word, time: q, countQ: null });
  }
  spells.sort((a, b) => a.pos - b.pos);
  if (spells.length !== 2) return null;
  const [s1, s2] = spells;
  const gaps = (s: Spell): Rat | null =>
    s.how === 'walk' ? (s.from && s.to ? s.to.sub(s.from) : null) : s.count ? s.count.sub(Rat.ONE) : null;
  const g1 = gaps(s1);
  if (!g1 || g1.sign() <= 0 || !s1.time || !s1.time.unit) return null;
  const t1 = s1.time.value;
  const u1 = s1.time.unit;
  const each = t1.div(g1);
  const gapWord = how === 'cut' ? '次' : '个间隔';
  const step1 =
    how === 'cut'
      ? `锯成 $${t(s1.count as Rat)}$ ${s1.word}要锯 $${t(s1.count as Rat)} - 1 = ${t(g1)}$ 次`
      : how === 'strike'
        ? `敲 $${t(s1.count as Rat)}$ ${s1.word}之间有 $${t(s1.count as Rat)} - 1 = ${t(g1)}$ 个间隔`
        : `从 ${t(s1.from as Rat)} ${s1.word}到 ${t(s1.to as Rat)} ${s1.word}有 $${t(s1.to as Rat)} - ${t(s1.from as Rat)} = ${t(g1)}$ 个间隔`;
  const steps = [
    `**分析数量关系** ${step1}，每${how === 'cut' ? '次' : '个间隔'}用 $${t(t1)} \\div ${t(g1)} = ${t(each)}$（${u1.name}）。`,
  ];
  let answer: Rat;
  let unitName: string;
  let check: string;
  const g2known = gaps(s2);
  if (!s2.time && g2known) {
    // the time is asked, in a unit named (几分钟) or in the unit told (多长时间)
    const askUnit = p.ask.unit ?? (p.ask.dim === 'time' ? u1 : null);
    if (askUnit?.dim !== 'time' || g2known.sign() <= 0) return null;
    const inAsk = convert(each.mul(g2known), u1, askUnit);
    if (!inAsk) return null;
    answer = inAsk;
    unitName = askUnit.name;
    const desc =
      s2.how === 'walk'
        ? `$${t(s2.to as Rat)} - ${t(s2.from as Rat)} = ${t(g2known)}$ 个间隔`
        : `$${t(s2.count as Rat)} - 1 = ${t(g2known)}$ ${gapWord}`;
    steps.push(`**列式计算** 现在有 ${desc}，$${t(each)} \\times ${t(g2known)} = ${t(each.mul(g2known))}$（${u1.name}）`);
    const back = convert(answer, askUnit, u1);
    if (!back?.div(g2known).eq(t1.div(g1))) return null;
    check = `验算：两次每${how === 'cut' ? '次' : '个间隔'}用的时间都是 $${t(each)}$ ${u1.name}，一致。`;
  } else if (s2.time && !g2known && s2.time.unit) {
    // how far (第几根, 几楼) or how many strikes/pieces is asked
    const t2 = convert(s2.time.value, s2.time.unit, u1);
    if (!t2) return null;
    const g2 = t2.div(each);
    if (!g2.isInteger() || g2.sign() <= 0) return null;
    if (how === 'walk') {
      if (!new RegExp(`第?几${s1.word}|第几`).test(p.ask.text) || !s2.from) return null;
      answer = s2.from.add(g2);
      unitName = '';
      steps.push(
        `**列式计算** $${t(t2)} \\div ${t(each)} = ${t(g2)}$（个间隔），$${t(s2.from)} + ${t(g2)} = ${t(answer)}$，走到第 ${t(answer)} ${s1.word}。`,
      );
    } else {
      if (!new RegExp(`几${s1.word}|多少${s1.word}`).test(p.ask.text)) return null;
      answer = g2.add(Rat.ONE);
      unitName = s1.word;
      steps.push(`**列式计算** $${t(t2)} \\div ${t(each)} = ${t(g2)}$（${gapWord}），$${t(g2)} + 1 = ${t(answer)}$（${s1.word}）`);
    }
    check = `验算：${how === 'walk' ? `从 ${t(s2.from as Rat)} 到 ${t(answer)}` : `${t(answer)} ${s1.word}`}有 $${t(g2)}$ 个间隔，$${t(g2)} \\times ${t(each)} = ${t(t2)}$（${u1.name}），正好是所给的时间。`;
    if (
      !answer
        .sub(how === 'walk' ? (s2.from as Rat) : Rat.ONE)
        .mul(each)
        .eq(t2)
    )
      return null;
  } else return null;
  return {
    kind: 'gaps',
    idea:
      how === 'walk'
        ? '走过的是间隔：间隔数 = 终点序号 − 起点序号，先求走一个间隔的时间。'
        : '用的时间算在间隔（锯的次数）上：间隔数 = 点数 − 1，先求一个间隔的时间。',
    steps,
    answer,
    unit: unitName,
    form: 'number',
    used: nums,
    check,
  };
}

/** 「每上一层楼要用1分钟」 before or after one walk 从a楼到b楼: (b − a) gaps of that time, the time asked. */
function floorTime(p: Problem, time: Qty, walk: Spell): Model | null {
  if (walk.word !== '楼' && walk.word !== '层') return null;
  const clause = p.clauses[time.clause];
  if (!/每(?:上|爬|走|下)(?:一|1)层(?:楼)?/.test(clause) || time.clause === p.ask.clause || !time.unit) return null;
  const askUnit = p.ask.unit ?? (p.ask.dim === 'time' ? time.unit : null);
  if (askUnit?.dim !== 'time' || !walk.from || !walk.to) return null;
  const gaps = walk.to.sub(walk.from);
  const answer = convert(time.value.mul(gaps), time.unit, askUnit);
  if (!answer || gaps.sign() <= 0) return null;
  const per = convert(answer, askUnit, time.unit)?.div(gaps);
  if (!per?.eq(time.value)) return null;
  return {
    kind: 'gaps',
    idea: '上楼走的是楼层之间的间隔：从 a 楼到 b 楼要走 b − a 层，再乘走一层的时间。',
    steps: [
      `**分析数量关系** 从 ${t(walk.from)} 楼到 ${t(walk.to)} 楼要走 $${t(walk.to)} - ${t(walk.from)} = ${t(gaps)}$ 层楼梯。`,
      `**列式计算** $${t(time.value)} \\times ${t(gaps)} = ${t(answer)}$（${askUnit.name}）`,
    ],
    answer,
    unit: askUnit.name,
    form: 'number',
    used: [time],
    check: `验算：$${t(answer)}$ ${askUnit.name}走了 $${t(gaps)}$ 层，每层正好 $${t(time.value)}$ ${time.unit.name}。`,
  };
}

/**
 * A group counted by a product, then compared: 「绘画组有4组，每组7人，书法组比绘画组少20人，书法组有多少人？」,
 * 「…，合唱队的人数是舞蹈队的3倍」.
 */
export function productCompareKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  if (/分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|剩|又|再|一共|共有|和是|差是/.test(p.text)) return null;
  // the feet (wheels) of animals are no count of the animals compared (「每只鸡有2只脚，鸭比鸡多5只」)
  if (/脚|腿|足|轮/.test(p.text) && Object.keys(LEGS).some((k) => p.text.includes(k))) return null;
  const nums = given(p);
  if (nums.length !== 3) return null;
  const per = perWord(p.text);
  if (!per) return null;
  const count = nums.find((q) => countedIn(q, per.word));
  const rate = nums.find((q) => q !== count && p.clauses[q.clause].includes('每') && q.start > per.at);
  const rel = nums.find((q) => q !== count && q !== rate);
  if (!count || !rate || !rel || rel.clause === rate.clause || rel.clause === count.clause) return null;
  const thing = rate.unit?.name ?? rate.measure;
  if (!thing || rate.kind !== 'plain') return null;
  const askThing = p.ask.unit?.name ?? p.ask.measure;
  if (!askThing || !(p.ask.unit ? askThing === thing : sameCount(askThing, thing))) return null;
  const relText = p.clauses[rel.clause];
  const cmp = /^(?<a>.+?)比(?<b>.+?)(?<dir>多|少)/.exec(relText);
  const times = /^(?<a>.+?)(?:的[\u4e00-\u9fff]{0,3})?是(?<b>.+?)的/.exec(relText);
  let a: string;
  let b: string;
  let apply: (x: Rat) => Rat;
  let undo: (x: Rat) => Rat;
  let sym: [string, string];
  if (cmp?.groups && rel.kind === 'plain' && (rel.unit ? rel.unit.name === thing : sameCount(rel.measure, thing))) {
    a = cmp.groups.a;
    b = cmp.groups.b;
    const more = cmp.groups.dir === '多';
    apply = (x) => (more ? x.add(rel.value) : x.sub(rel.value));
    undo = (x) => (more ? x.sub(rel.value) : x.add(rel.value));
    sym = more ? ['+', '-'] : ['-', '+'];
  } else if (times?.groups && rel.kind === 'multiple' && !cmp) {
    a = times.groups.a;
    b = times.groups.b;
    apply = (x) => x.mul(rel.value);
    undo = (x) => x.div(rel.value);
    sym = ['\\times', '\\div'];
  } else return null;
  if (!a || !b || a.includes(b) || b.includes(a)) return null;
  // whose amount the product is: the name told with the count
  const countHead = p.clauses.slice(0, Math.max(count.clause, rate.clause) + 1).join('，');
  const productIsB = countHead.includes(b) && !countHead.includes(a);
  const productIsA = countHead.includes(a) && !countHead.includes(b);
  if (productIsA === productIsB) return null;
  const ask = p.ask.text;
  const askA = ask.includes(a) && !ask.includes(b);
  const askB = ask.includes(b) && !ask.includes(a);
  if (productIsB ? !askA : !askB) return null;
  const product = count.value.mul(rate.value);
  const answer = productIsB ? apply(product) : undo(product);
  if (answer.sign() <= 0) return null;
  if (!p.ask.unit && !answer.isInteger()) return null;
  // check: the relation holds between the two amounts
  const A = productIsB ? answer : product;
  const B = productIsB ? product : answer;
  if (!apply(B).eq(A)) return null;
  const who = productIsB ? b : a;
  return {
    kind: 'product-compare',
    idea: `先求${who}有多少（每份数 × 份数），再根据两者的关系求另一个。`,
    steps: [
      `**第一步** ${who}：$${t(rate.value)} \\times ${t(count.value)} = ${t(product)}$（${thing}）`,
      `**第二步** ${productIsB ? a : b}：$${t(product)} ${productIsB ? sym[0] : sym[1]} ${t(rel.value)} = ${t(answer)}$（${thing}）`,
    ],
    answer,
    unit: askThing,
    form: 'number',
    used: nums,
    check: `验算：${a} $${t(A)}$，${b} $${t(B)}$，$${t(B)} ${sym[0]} ${t(rel.value)} = ${t(A)}$，符合「${relText}」。`,
  };
}

/**
 * Two rates compared: 「小明5/6分钟踢了20个，小丽2/3分钟踢了18个，小丽每分钟比小明多踢多少个？」.
 */
export function rateCompareKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const ask = p.ask.text;
  const per = perWord(ask);
  const m = /^(?<a>.+?)每.+?比(?<b>.+?)(?<dir>多|少|快|慢)/.exec(ask);
  if (!per || !m?.groups) return null;
  if (/倍|分之之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|剩|又|再|一共/.test(p.text.replace(ask, ''))) return null;
  const nums = given(p);
  if (nums.length !== 4) return null;
  const askThing = p.ask.unit ?? null;
  const askMeasure = p.ask.measure;
  const perUnit = UNITS.get(per.word) ?? null;
  const rates: Array<{ name: string; rate: Rat; n: Qty; d: Qty; dv: Rat; nv: Rat }> = [];
  for (let c = 0; c < p.clauses.length; c++) {
    if (c === p.ask.clause) continue;
    const qs = nums.filter((q) => q.clause === c);
    if (!qs.length) continue;
    if (qs.length !== 2) return null;
    const d = qs.find((q) => (perUnit && q.unit ? q.unit.dim === perUnit.dim : countedIn(q, per.word)));
    const n = qs.find((q) => q !== d);
    if (!d || !n) return null;
    const dv = perUnit && d.unit ? convert(d.value, d.unit, perUnit) : d.value;
    const nv = inThing(n, askThing, askMeasure);
    if (!dv || !nv || dv.sign() <= 0) return null;
    const name = p.clauses[c].slice(0, Math.min(d.start, n.start) - p.offsets[c]);
    rates.push({ name, rate: nv.div(dv), n, d, dv, nv });
  }
  if (rates.length !== 2) return null;
  const find = (s: string) => rates.filter((r) => r.name && (s.includes(r.name) || r.name.includes(s)));
  const A = find(m.groups.a);
  const B = find(m.groups.b);
  if (A.length !== 1 || B.length !== 1 || A[0] === B[0]) return null;
  const more = m.groups.dir === '多' || m.groups.dir === '快';
  const diff = A[0].rate.sub(B[0].rate);
  const answer = more ? diff : diff.neg();
  if (answer.sign() <= 0) return null;
  const unitName = askThing?.name ?? askMeasure ?? '';
  const rateTex = (r: (typeof rates)[number]) =>
    `${t(r.nv)} \\div ${r.dv.isInteger() || r.dv.d === 2n || r.dv.d === 4n || r.dv.d === 5n ? t(r.dv) : r.dv.toLatex()}`;
  // check: each rate times its time gives back its amount
  if (!A[0].rate.mul(A[0].dv).eq(A[0].nv) || !B[0].rate.mul(B[0].dv).eq(B[0].nv)) return null;
  return {
    kind: 'rate-compare',
    idea: `先分别求出两人每${per.word}的数量（总数 ÷ ${per.word}数），再相减。`,
    steps: [
      `**第一步** ${A[0].name}每${per.word}：$${rateTex(A[0])} = ${t(A[0].rate)}$（${unitName}）；${B[0].name}每${per.word}：$${rateTex(B[0])} = ${t(B[0].rate)}$（${unitName}）`,
      `**第二步** $${more ? `${t(A[0].rate)} - ${t(B[0].rate)}` : `${t(B[0].rate)} - ${t(A[0].rate)}`} = ${t(answer)}$（${unitName}）`,
    ],
    answer,
    unit: unitName,
    form: 'number',
    decimal: true,
    used: nums,
    check: `验算：$${t(A[0].rate)} \\times ${A[0].dv.toLatex()} = ${t(A[0].nv)}$，$${t(B[0].rate)} \\times ${B[0].dv.toLatex()} = ${t(B[0].nv)}$，与题中一致。`,
  };
}

/**
 * Profit from two unit prices: 「每千克进价7.62元，售价8.9元，买进240千克全部卖出，一共可得毛利多少元？」.
 */
export function priceMarginKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.dim !== 'money') return null;
  if (!/毛利|利润|赚|盈利|获利|挣/.test(p.ask.text)) return null;
  // 「除去各种开支874元」「扣除运费40元」: one sum of costs, told whole, taken from the margin of all
  const expenses = given(p).filter((q) => {
    const clause = p.clauses[q.clause];
    return (
      q.unit?.dim === 'money' && q.kind === 'plain' && /除去|扣除|去掉|扣掉|减去/.test(clause) && /费|开支|成本|税|工资|租金/.test(clause)
    );
  });
  if (
    expenses.length > 1 ||
    expenses.some((q) => /每|平均/.test(p.clauses[q.clause]) || given(p).filter((o) => o.clause === q.clause).length > 1)
  )
    return null;
  const expense = expenses[0] ?? null;
  const rest = p.clauses.filter((_, c) => c !== expense?.clause).join('，');
  if (/比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|剩|运费|损耗|坏/.test(rest)) return null;
  const nums = given(p).filter((q) => q !== expense);
  if (nums.length !== 3) return null;
  const prices = nums.filter((q) => q.unit?.dim === 'money');
  // 「一件衬衫进价68元」: the price of one thing is the price per that thing
  const per = perWord(p.text) ?? oneOf(p.clauses[prices[0]?.clause ?? 0]);
  if (!per) return null;
  // the margin of all is what this kind gives: 「平均每件赚多少元」 asks the margin of one
  if (new RegExp(`每|平均|单|(?<![\\d十百千万第])一[${MEASURE_WORDS.join('')}]`).test(p.ask.text)) return null;
  // 「一件衬衫进价68元，一条裤子售价96元」: the one thing each price is of must be the same thing
  const ones = new Set(
    [...p.text.matchAll(new RegExp(`(?<![\\d十百千万第每])一([${MEASURE_WORDS.join('')}][\\u4e00-\\u9fff]{0,2})`, 'g'))].map((m) => m[1]),
  );
  if (!perWord(p.text) && ones.size > 1) return null;
  const amount = nums.find((q) => !prices.includes(q));
  if (prices.length !== 2 || !amount || amount.kind !== 'plain') return null;
  const perUnit = UNITS.get(per.word) ?? null;
  const n = perUnit
    ? amount.unit
      ? convert(amount.value, amount.unit, perUnit)
      : null
    : countedIn(amount, per.word)
      ? amount.value
      : null;
  if (!n || n.sign() <= 0) return null;
  const SELL = /零售|售价|卖价|卖出价|出售|卖/;
  const BUY = /进价|批发|买进|买入|购进|进了|成本|进货|收购/;
  const role = (q: Qty) => {
    const clause = p.clauses[q.clause];
    const head = clause.slice(0, q.start - p.offsets[q.clause]);
    // 「以每件68元的价格购进一批衣服」: the price first, what is done at it after
    const words = SELL.test(head) || BUY.test(head) ? head : clause.slice(q.end - p.offsets[q.clause]).split(/\d/)[0];
    const sell = SELL.test(words);
    const buy = BUY.test(words);
    return sell === buy ? null : sell ? 'sell' : 'buy';
  };
  // 「一共卖了11040元」 is the takings of all, no price of one
  if (prices.some((q) => /一共|共|总|全部|合计/.test(p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause])))) return null;
  const [r0, r1] = prices.map(role);
  if (!r0 || !r1 || r0 === r1) return null;
  const sell = r0 === 'sell' ? prices[0] : prices[1];
  const buy = r0 === 'sell' ? prices[1] : prices[0];
  const yuan = UNITS.get('元') as Unit;
  const s = convert(sell.value, sell.unit as Unit, yuan) as Rat;
  const b = convert(buy.value, buy.unit as Unit, yuan) as Rat;
  const margin = s.sub(b);
  if (margin.sign() <= 0) return null;
  const total = margin.mul(n);
  const cost = expense ? (convert(expense.value, expense.unit as Unit, yuan) as Rat) : Rat.ZERO;
  const net = total.sub(cost);
  if (net.sign() <= 0) return null;
  const answer = convert(net, yuan, p.ask.unit) as Rat;
  // check: all sold minus all bought
  if (!s.mul(n).sub(b.mul(n)).eq(total)) return null;
  return {
    kind: 'price-margin',
    idea: `每${per.word}赚的钱 = 卖价 − 买价，再乘${per.word}数${expense ? '；再减去各种开支' : ''}。`,
    steps: [
      `**列式计算** $(${t(s)} - ${t(b)}) \\times ${t(n)} = ${t(margin)} \\times ${t(n)} = ${t(total)}$（元）`,
      ...(expense ? [`**除去开支** $${t(total)} - ${t(cost)} = ${t(net)}$（元）`] : []),
    ],
    answer,
    unit: p.ask.unit.name,
    form: 'number',
    used: expense ? [...nums, expense] : nums,
    check: `另一种算法：卖出共得 $${t(s)} \\times ${t(n)} = ${t(s.mul(n))}$（元），买进共花 $${t(b)} \\times ${t(n)} = ${t(b.mul(n))}$（元），相减也是 $${t(total)}$ 元。`,
  };
}

/** The thing named right after an amount (「4千克梨用了」 → 梨, 「5瓶饮料」 → 饮料), '' when a verb or a stop follows. */
function namedAfter(p: Problem, q: Qty): string {
  const rest = p.clauses[q.clause].slice(q.end - p.offsets[q.clause]).replace(/^(?:这样|同样)的?/, '');
  // a verb right after the amount (「3分钟走了180米」) names no thing
  return (
    /^[^\d用要需花买卖共是的能可还就才走行跑骑飞游开运装做织读写看种挖修加生产造打印吃喝了过到，,。？?；;：:！!\s]*/.exec(rest)?.[0] ?? ''
  );
}

/**
 * 「照这样」 proportions in either direction: 「3小时行了156千米，照这样的速度，行驶260千米需要多少小时？」,
 * 「4盒彩笔24元，照这样计算，9盒多少元？」: the ratio of the two kinds of amount stays the same.
 */
export function sameRatioKind(p: Problem): Model | null {
  // 「如果买5瓶」 asks the same proportion as 「照这样计算」 when the new amount is in the question or its own 如果 clause
  // 「买8支这样的铅笔」「同样的钢笔」: the same things at the same price say 照这样 too
  const ifOnly = !/照这样|按照这样|按这样|照这个|同样的速度|这样的|同样的/.test(p.text);
  if (p.ask.form !== 'number' || (ifOnly && !/如果|要是|假如/.test(p.text))) return null;
  if (
    /比|倍|分之|%|[一二三四五六七八九十\d]折|打折|折扣|几折|剩|又|再|每|相遇|同时/.test(p.text) ||
    /一共/.test(p.text.replace(p.ask.text, ''))
  )
    return null;
  // 「修2400米的路，前3天修了480米，还需要多少天」: what is still to come is the whole less the part done, no proportion
  if (/还/.test(p.ask.text)) return null;
  const nums = given(p);
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain' || (!q.unit && !q.measure))) return null;
  // the pair told together, and the third amount in a clause of its own (after the pair, or before it: 「加工490个，前5天加工了350个」)
  const [a, b, c] =
    nums[0].clause === nums[1].clause ? nums : nums[1].clause === nums[2].clause ? [nums[1], nums[2], nums[0]] : [null, null, null];
  if (!a || !b || !c || a.clause !== b.clause || c.clause === b.clause) return null;
  if (c.clause < b.clause && ifOnly) return null;
  if (ifOnly && !/如果|要是|假如/.test(p.clauses[c.clause])) return null;
  // 「如果钱数增加了15元」 tells a change, not the new amount (增加到 is the new amount)
  if (/增加(?!到)|减少(?!到)|提高(?!到)|降低(?!到)|增多|[多少](?!少)/.test(p.clauses[c.clause].replace(/多少/g, ''))) return null;
  const kindOf = (q: Qty) => (q.unit ? `u:${q.unit.dim}` : `m:${q.measure === '名' || q.measure === '位' ? '人' : q.measure}`);
  const askKind = p.ask.unit ? `u:${p.ask.unit.dim}` : p.ask.measure ? `m:${p.ask.measure}` : null;
  if (!askKind || kindOf(a) === kindOf(b)) return null;
  // 「4人做9天可以完成」「12人修需要8天」: with nothing else told, workers and the time they take vary inversely, not
  // in proportion (the job is the same), whether or not 完成 is said
  const workersAndTime = [a, b].some((q) => q.unit?.dim === 'time') && [a, b].some((q) => !q.unit && WORKER.test(q.measure ?? ''));
  if (workersAndTime) return null;
  // c is of one kind, the question of the other
  const [known, other] = kindOf(c) === kindOf(a) ? [a, b] : kindOf(c) === kindOf(b) ? [b, a] : [null, null];
  if (!known || !other || kindOf(other) !== askKind) return null;
  // 「4千克梨用了12元，如果买7千克苹果」: another thing named after the amount of the same kind has a price of its own
  const [was, now] = [namedAfter(p, known), namedAfter(p, c)];
  if (was && now && !was.includes(now) && !now.includes(was)) return null;
  const cv = known.unit && c.unit ? (convert(c.value, c.unit, known.unit) as Rat) : c.value;
  const inOther = other.value.mul(cv).div(known.value);
  const answer = p.ask.unit && other.unit ? (convert(inOther, other.unit, p.ask.unit) as Rat) : inOther;
  if (answer.sign() <= 0) return null;
  if (!p.ask.unit && !answer.isInteger()) return null;
  // check: the same ratio in both situations
  if (!inOther.div(cv).eq(other.value.div(known.value))) return null;
  const un = p.ask.unit?.name ?? p.ask.measure ?? '';
  const oName = other.unit?.name ?? other.measure ?? '';
  const kName = known.unit?.name ?? known.measure ?? '';
  const per = other.value.div(known.value);
  const perInv = known.value.div(other.value);
  const steps = [
    `**分析数量关系** 照这样，两种量的比值不变：每 1 ${kName}对应 $${t(other.value)} \\div ${t(known.value)} = ${per.isInteger() || per.d <= 1000n ? t(per) : per.toLatex()}$ ${oName}。`,
    `**列式计算** $${t(cv)} \\div (${t(known.value)} \\div ${t(other.value)}) = ${t(cv)} \\div ${perInv.d <= 1000n ? t(perInv) : perInv.toLatex()} = ${t(inOther)}$（${oName}）`,
  ];
  return {
    kind: 'same-ratio',
    idea: '「照这样」说明两种量的比值一定：先求一份（归一），再求所问的量。',
    steps,
    answer,
    unit: un,
    form: 'number',
    decimal: true,
    used: nums,
    check: `验算：$${t(inOther)} : ${t(cv)} = ${t(other.value)} : ${t(known.value)}$，比值相同。`,
  };
}
