import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { type SolvedParts, solved } from '../../math/write/format';
import type { Refused } from '../../types';
import type { Engine, EngineResult } from '../types';
import { answerSentence } from './answer-sentence';
import { asksOfOther } from './asked-of-other';
import { clockTimes } from './clock-times';
import { KINDS } from './kinds';
import { boatCurrentKind } from './kinds/boat-current';
import { elapsedTimeKind } from './kinds/elapsed-time';
import { phoneTreeKind } from './kinds/phone-tree';
import { turnBackTripKind } from './kinds/turn-back-trip';
import { isOptional, type Model } from './model';
import { optionInUnit } from './option-units';
import { decimalText, type Problem, readProblem, wholeCount } from './read';

/** Words that make two times of day the start and the end of one activity (not 4点钟敲4下 and 8点钟敲8下). */
const STREAM = /顺水|逆水|顺流|逆流|静水/;
const SPAN = /出发|到达|开始|结束|开出|离开|抵达|上班|下班|上课|下课|开门|关门|从.{0,12}到|至/;

/** Physics and chemistry words: such a problem is left to the science engines. */
const SCIENCE =
  /加速度|牛顿|电阻|电流|电压|功率|压强|浮力|密度|动能|势能|焦耳|摩擦|弹簧|重力|质量分数|溶质|溶剂|摩尔|化学|反应|物体|匀速直线|匀加速|位移|初速度|末速度|\bm\/s|物理/;
/** Problems of other kinds that a later engine may understand (counting, probability, sampling, algebra, functions). */
const OTHER =
  /概率|可能性|方程|函数|几种|多少种|不同的?[^，。,]{0,10}(?:方法|方案|排法|选法|分法|站法|种数)|排列|组合|证明|不等式|数列|直线|坐标|化简|因式|分解|解集|取值范围|最简|约分|通分|质数|合数|因数|倍数|公约数|公倍数|奇数|偶数|四舍五入|近似|估算|规律|周期|星期几|几点|几时几分|抽样|样本/;

/** 9/4 → 2\frac{1}{4} and 2又1/4, as a problem given in 带分数 is answered; null for a proper or negative fraction. */
function mixedText(r: Rat): { latex: string; plain: string } | null {
  if (r.sign() <= 0 || r.isInteger() || r.n < r.d) return null;
  const whole = r.n / r.d;
  const rest = Rat.of(r.n - whole * r.d, r.d);
  return { latex: `${whole}${rest.toLatex()}`, plain: `${whole}又${rest.toString()}` };
}

function answerText(m: Model, asFraction: boolean): { latex: string; plain: string } | null {
  if (asFraction && m.form === 'number' && !m.answer.isInteger()) return { latex: m.answer.toLatex(), plain: m.answer.toString() };
  if (m.form === 'number' && !m.decimal && m.used.some((q) => /\d又\d/.test(q.raw))) {
    const mixed = mixedText(m.answer);
    if (mixed) return mixed;
  }
  // fractions in, fraction out (5/8吨 + 1/4吨 = 7/8吨), as a teacher would write it
  if (m.form === 'number' && !m.decimal && !m.answer.isInteger() && m.used.some((q) => /\/|分之/.test(q.raw))) {
    return { latex: m.answer.toLatex(), plain: m.answer.toString() };
  }
  if (m.form === 'percent') {
    const pc = decimalText(m.answer.mul(Rat.of(100)));
    return pc ? { latex: `${pc}\\%`, plain: `${pc}%` } : null;
  }
  if (m.form === 'fraction') return { latex: m.answer.toLatex(), plain: m.answer.toString() };
  const d = decimalText(m.answer);
  return d ? { latex: d, plain: d } : { latex: m.answer.toLatex(), plain: m.answer.toString() };
}

/** Half up to `places` decimals (四舍五入), as the rounding instruction asks; the exact value stays in the steps. */
function roundAsTold(m: Model, places: number): Model {
  const scale = Rat.of(10n ** BigInt(places));
  const scaled = m.answer.mul(scale);
  const down = scaled.n / scaled.d;
  const up = scaled.sub(Rat.of(down)).mul(Rat.of(2)).cmp(Rat.ONE) >= 0;
  const rounded = Rat.of(down + (up ? 1n : 0n)).div(scale);
  if (rounded.eq(m.answer)) return m;
  const exact = decimalText(m.answer) ?? m.answer.toLatex();
  const to = places === 0 ? '整数' : `${places === 2 ? '两' : ['', '一', '', '三'][places]}位小数`;
  return {
    ...m,
    answer: rounded,
    decimal: true,
    steps: [...m.steps, `**按要求取近似值** 保留${to}：$${exact} \\approx ${decimalText(rounded) ?? rounded.toLatex()}$（${m.unit}）`],
  };
}

function everyNumberUsed(p: Problem, m: Model): boolean {
  return p.qs.every((q) => isOptional(q) || m.used.includes(q) || (m.setAside ?? []).includes(q));
}

/** Counts of things are whole and nothing is negative. */
function sane(p: Problem, m: Model): boolean {
  if (m.answer.sign() < 0) return false;
  if (wholeCount(p.ask.measure) && m.form === 'number' && !m.answer.isInteger()) return false;
  return true;
}

function present(p: Problem, raw: string, m: Model, problemType: MathProblem['problemType']): EngineResult | null {
  const ans = answerText(m, !!p.asFraction);
  if (!ans) return null;
  const finalAnswer = `$${ans.latex}$${m.unit ? ` ${m.unit}` : ''}`;
  const parts: SolvedParts = {
    engine: `word-problems:${m.kind}`,
    idea: m.idea,
    steps: [...(p.notes ?? []), ...m.steps],
    finalAnswer: `${finalAnswer}`,
    verificationNote: m.check,
    value: { kind: 'numbers', values: [m.answer.toNumber()] },
  };
  const mp: MathProblem = { raw, text: p.text, segments: [], prose: p.text, problemType };
  const out: EngineResult = { ...solved(mp, parts), optionValue: optionInUnit(m.unit) };
  if (out.outcome.ok) {
    const unitWritten = !!(p.ask.unit || p.ask.measure) || m.form !== 'number';
    out.outcome.markdown = `${out.outcome.markdown}\n\n${answerSentence(p.ask.text, ans.plain, m.unit, unitWritten)}`;
  }
  return out;
}

function refusal(q: { problemType: MathProblem['problemType'] }, p: Problem): EngineResult {
  const n = p.qs.filter((x) => !x.label).length;
  const outcome: Refused = {
    ok: false,
    subject: 'math',
    problemType: q.problemType,
    reason:
      `这是一道应用题：读到了 ${n} 个已知数，问的是「${p.ask.text}」，但还没能确定这些数量之间的关系，为避免给出错误答案，暂不作答。` +
      '可以试着把题目写得更直接（例如写明“每…”“一共…”“比…多…”），或把一道多问的题拆成几道分别提问；也可以请老师或同学帮忙。',
  };
  return { outcome };
}

/** Primary and junior-high word problems: arithmetic stories, 归一, fractions and percent, travel, work, measurement. */
export const wordProblemsEngine: Engine = {
  name: 'word-problems',
  subjects: ['math', 'other', 'physics'],
  solve(q) {
    if (q.options.length) return null;
    const p = readProblem(q.stem);
    if (!p) return null;
    // 「列方程解」 asks for the method only: the problem is still a word problem
    // 「把一个因数18看成了81」 names an operand of a product (错看), not 因数 of number theory
    // 「两个小组合作」 is a group working together, not 组合 of counting
    const gate = p.text
      .replace(/(?:列|用)方程(?:解答|解决|解)?/g, '')
      .replace(/(?<=[把将]一?个?)因数(?=\d)/g, '乘数')
      .replace(/组合作/g, '组 合作');
    if (SCIENCE.test(p.text) || OTHER.test(gate)) return null;
    if (/[(（]\d[)）]|①|②/.test(p.text)) return null;
    if (asksOfOther(p)) return null;
    // between two times of day the time spent is theirs to tell (经过时间): another kind would miss it (休息了1小时)
    const clocks = clockTimes(p.text);
    const betweenClocks = !!clocks && clocks.length >= 2 && SPAN.test(p.text);
    // 顺水/逆水: a speed told is the boat's, the current's or one leg's; a kind that reads only 每小时行 would mix them
    const onStream = STREAM.test(p.text);
    // 「用打电话的方式，至少要几分钟」: who knows calls on, so counting one call per person would be wrong
    const phoneTree = /电话/.test(p.text) && /通知/.test(p.text) && /至少|最少|最快/.test(p.text);
    // 返回取物 (忘带了，回家去取): part of the way is walked twice; a kind that reads 走了 as a step of the way would miss it
    const turnsBack = /忘|没带|落在|丢在/.test(p.text) && /(?:回家|返回|折回|回)[\u4e00-\u9fff]{0,3}?(?:取|拿)/.test(p.text);
    for (const kind of KINDS) {
      if (betweenClocks && kind !== elapsedTimeKind) continue;
      if (onStream && kind !== boatCurrentKind) continue;
      if (phoneTree && kind !== phoneTreeKind) continue;
      if (turnsBack && kind !== turnBackTripKind) continue;
      let m: Model | null = null;
      try {
        m = kind(p);
      } catch {
        m = null;
      }
      if (!m || !everyNumberUsed(p, m) || !sane(p, m)) continue;
      // 「…甲数是乙数的4倍，甲数的小数点向左移动一位是多少」: the number asked is one of the story's moved or scaled,
      // which only the scale chain reads; another kind would answer the story's number itself
      if (m.kind !== 'scale-chain' && /小数点|(?:扩大|缩小)(?:到|为|成)?(?:原来|原数|它)?的?\d/.test(p.ask.text)) continue;
      // 「（结果用π表示）」 is taken out of the stem by the question reader; π spoken of anywhere forbids 3.14 assumed
      if (m.impliedPi && /π|圆周率|\\pi/.test(q.raw)) continue;
      if (p.round !== undefined) {
        const rounded = roundAsTold(m, p.round);
        // an answer already at the precision asked stands; rounding one needs a kind that measures
        if (rounded !== m && (!m.roundable || m.form !== 'number')) continue;
        m = rounded;
      }
      const out = present(p, q.raw, m, q.problemType);
      if (out) return out;
    }
    // A word problem with quantities and a question, but no kind fits: say so rather than let a formula engine guess.
    const numbers = p.qs.filter((x) => !x.label || x.names);
    const story =
      numbers.length >= 2 &&
      p.clauses.filter(Boolean).length >= 2 &&
      !/等于多少|合多少|换算|是多少(?:米|千米|厘米)\/(?:秒|时)/.test(p.text);
    if (
      story &&
      numbers.every((x) => x.unit || x.measure || x.kind !== 'plain') &&
      q.subject !== 'chemistry' &&
      q.subject !== 'programming'
    ) {
      return refusal(q, p);
    }
    return null;
  },
};
