import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { MEASURE_NAMES, MEASURE_WORDS, type Measure, mean, median, modes, range, sorted, sqrtLatex, variance } from './measures';
import { decimalLatex, ratOf } from './plain';

/**
 * A listed data set and its measures (平均数, 中位数, 众数, 极差, 方差, 标准差): 「一组数据 3，5，7，4，6 的方差是＿」,
 * 「数据 …… 的中位数和众数分别是＿」, and one unknown told by the mean or the mode (「4，x，6，8 的平均数是 6，则 x=＿」,
 * then another measure of the completed set). Every number of the text is a datum, the told measure or the count of
 * data; anything that changes the set (每个数据都加上 3, 去掉一个) or weighs it (权, 比例, 频数) is another kind.
 */

type Out = ReturnType<typeof solved>;

const NUM = String.raw`-?\d+(?:\.\d+)?`;
const ITEM = `(?:${NUM}|[a-z])`;
const LIST = new RegExp(`(数据|分别为|分别是|依次为|依次是|如下|:)(${ITEM}(?:[,，、]${ITEM}){2,})`, 'g');
const MEASURE = Object.keys(MEASURE_WORDS).join('|');
const CHANGES =
  /加上|减去|乘以|除以|都加|都减|都乘|都扩大|扩大|缩小|去掉|删去|删除|添加|增加|加入|再加|新数据|另一组|频数|频率|权|比例|占|估计|总体|…|若干|\d+次|x_|每[个位名]|至少|至多|可能|最大|最小|整数|两组|甲|乙|分组|之和|总和|总数|加权|众数和平均数相等/;
const UNIT = `(?:cm|mm|m|kg|g|km|分|岁|环|次|个|件|元|℃|°C|小时|分钟|秒|本|棵|人|天|度|千克|厘米|米|克|只)`;

export function listedData(stem: string, mp: MathProblem): Out | null {
  const t = stem.replace(/[.。]$/, '');
  const lists = [...t.matchAll(LIST)];
  if (lists.length !== 1) return null;
  const [whole, lead, body] = lists[0];
  const items = body.split(/[,，、]/);
  const letters = items.filter((s) => /^[a-z]$/.test(s));
  if (letters.length > 1) return null;
  const unknown = letters[0] ?? null;
  const after = t.slice((lists[0].index ?? 0) + whole.length);
  // Data written on and on (「…」), or a number glued to the list's end, is not this list.
  if (/^[\d.]/.test(after)) return null;
  let rest = t.replace(whole, lead === ':' ? '〈D〉' : `${lead}〈D〉`);
  if (CHANGES.test(rest)) return null;

  // The count of data may be named (「5 名同学的身高」), and must agree.
  const count = /(\d+)(?:名|个|位|户|天|家|只|棵|人)/.exec(rest);
  if (count) {
    if (Number(count[1]) !== items.length) return null;
    rest = rest.replace(count[0], '');
  }
  const given = new RegExp(`(?:的)?(${MEASURE})(?:是|为|等于)(${NUM})[,，]`).exec(rest);
  let told: { measure: Measure; value: Rat } | null = null;
  if (given) {
    const value = ratOf(given[2]);
    if (!value) return null;
    told = { measure: MEASURE_WORDS[given[1]], value };
    rest = rest.replace(given[0], '，');
  }
  // a measure told of a set with no unknown (「…的平均数为 6，则方差为」) adds nothing, but must be the set's own
  if (told && !unknown) {
    const all = items.map((x) => ratOf(x));
    const own = all.every((v) => v !== null) ? measure(all as Rat[], told.measure) : null;
    if (own?.values.length !== 1 || !own.values[0].eq(told.value)) return null;
  }
  if (unknown && !told) return null;

  // The question: x itself, or one or two measures at the end.
  const tail = rest.split(/则|那么|求/).pop() ?? '';
  const ask = new RegExp(
    `(?:^|[,，]|〈D〉)(?:这组数据|该组数据|这组|数据|它|其|它们)?(?:的)?(${MEASURE})(?:(?:和|与|、)(${MEASURE}))?(?:分别)?(?:是|为|等于)?＿${UNIT}?$`,
  ).exec(tail);
  const askX = unknown ? new RegExp(`^[,，]?(?:${unknown}=＿|${unknown}的值(?:是|为)＿)$`).exec(tail) : null;
  if (!ask && !askX) return null;
  const asked: Measure[] = ask ? [MEASURE_WORDS[ask[1]], ...(ask[2] ? [MEASURE_WORDS[ask[2]]] : [])] : [];
  if (asked.length === 2 && asked[0] === asked[1]) return null;
  if (told && unknown && asked.includes(told.measure)) return null;
  const residue = rest
    .replace(((ask ?? askX) as RegExpExecArray)[0], '')
    .replace(/〈D〉/, '')
    .replace(/^(?:已知|若|设|如果|在)?(?:一组|这组|某组|一组样本|样本)?/, '')
    .replace(
      /数据|分别为|分别是|依次为|依次是|如下|的|同学|学生|身高|体重|年龄|成绩|得分|分数|环数|气温|最高气温|温度|用水量|单位|[（()）:,，]|cm|kg|m|℃|吨|元|分|岁|环|某班|某组|某校|某小组|小组|一周内|一周|每天|某地|某户|某一周|连续|测得|测试|统计|记录|为|是|则|那么|求/g,
      '',
    );
  if (residue !== '') return null;

  const raw = items.map((s) => (s === unknown ? null : ratOf(s)));
  if (raw.some((v, i) => v === null && items[i] !== unknown)) return null;
  let data: Rat[];
  let xValue: Rat | null = null;
  const steps: string[] = [];
  if (unknown && told) {
    const known = raw.filter((v): v is Rat => v !== null);
    xValue = solveUnknown(known, told.measure, told.value, items.length);
    if (!xValue) return null;
    const x = xValue;
    data = raw.map((v) => v ?? x);
    steps.push(unknownStep(known, told.measure, told.value, items.length, unknown, x));
  } else data = raw as Rat[];

  const values: Rat[][] = [];
  const shown: string[] = [];
  for (const m of asked) {
    const r = measure(data, m);
    if (!r) return null;
    values.push(r.values);
    steps.push(r.step);
    shown.push(`${MEASURE_NAMES[m]}为 ${r.values.map((v) => im(r.latex ?? decimalLatex(v))).join(' 和 ')}`);
  }
  // Check another way: the mean by deviations summing to 0, the variance as E(x²)−x̄², the median by counting.
  if (!checks(data)) return null;
  const finalAnswer = askX
    ? im(`${unknown}=${(xValue as Rat).toLatex()}`)
    : asked.length === 1
      ? im(measure(data, asked[0])?.latex ?? values[0].map(decimalLatex).join(',\\ '))
      : shown.join('，');
  const nums = askX
    ? [(xValue as Rat).toNumber()]
    : asked.flatMap((m, i) => (m === 'sd' ? [Math.sqrt(variance(data).toNumber())] : values[i].map((v) => v.toNumber())));
  return solved(mp, {
    engine: 'statistics:data-set',
    idea: '按定义计算：平均数是总和除以个数，中位数是排序后居中的数（偶数个时取中间两数的平均数），众数是出现次数最多的数，极差是最大值减最小值，方差是各数与平均数之差的平方的平均数。',
    steps: [
      `把数据从小到大排列：${im(
        sorted(data)
          .map((v) => v.toLatex())
          .join(',\\ '),
      )}（共 ${data.length} 个）。`,
      ...steps,
    ],
    finalAnswer,
    verificationNote:
      '另一种算法核对：各数与平均数之差的和为 0，方差与“平方的平均数减平均数的平方”相等，不超过中位数与不小于中位数的数各占至少一半。',
    // 「平均数和中位数分别为」: one value a measure, in the order asked.
    value: { kind: 'numbers', values: nums, ordered: !askX && asked.length === 2 && nums.length === 2 },
  });
}

function solveUnknown(known: Rat[], m: Measure, v: Rat, n: number): Rat | null {
  if (m === 'mean') {
    const x = v.mul(Rat.of(n)).sub(known.reduce((a, b) => a.add(b), Rat.ZERO));
    return mean([...known, x]).eq(v) ? x : null;
  }
  if (m === 'mode') {
    // The candidates: every listed value, the told mode, and one value unlike all of them.
    const fresh = known.reduce((a, b) => (a.cmp(b) > 0 ? a : b), v).add(Rat.of(1000));
    const cands = [...known, v, fresh];
    const fits = new Map<string, Rat>();
    for (const c of cands) {
      const ms = modes([...known, c]);
      if (ms && ms.length === 1 && ms[0].eq(v)) fits.set(c.toString(), c);
    }
    if (fits.size !== 1) return null;
    const x = [...fits.values()][0];
    return x.eq(fresh) ? null : x;
  }
  return null;
}

function unknownStep(known: Rat[], m: Measure, v: Rat, n: number, name: string, x: Rat): string {
  if (m === 'mean')
    return `由平均数为 ${im(v.toLatex())}：${im(`${known.map((k) => k.toLatex()).join('+')}+${name}=${v.toLatex()}\\times ${n}`)}，得 ${im(`${name}=${x.toLatex()}`)}。`;
  return `众数 ${im(v.toLatex())} 出现的次数要比其他数都多，只有 ${im(`${name}=${x.toLatex()}`)} 时成立（代回检验：众数只有 ${im(v.toLatex())}）。`;
}

function measure(data: Rat[], m: Measure): { values: Rat[]; step: string; latex?: string } | null {
  const n = data.length;
  const total = data.reduce((a, b) => a.add(b), Rat.ZERO);
  const avg = mean(data);
  if (m === 'mean') return { values: [avg], step: `平均数 ${im(`\\bar{x}=\\frac{${total.toLatex()}}{${n}}=${avg.toLatex()}`)}。` };
  if (m === 'median') {
    const s = sorted(data);
    const mid = n % 2 ? `第 ${(n + 1) / 2} 个数` : `第 ${n / 2}、${n / 2 + 1} 个数的平均数`;
    return {
      values: [median(data)],
      step: `共 ${n} 个数，中位数是${mid}：${im(median(data).toLatex())}（排序后 ${im(s.map((v) => v.toLatex()).join(','))}）。`,
    };
  }
  if (m === 'mode') {
    const ms = modes(data);
    if (!ms) return null;
    return { values: ms, step: `出现次数最多的数是 ${ms.map((v) => im(v.toLatex())).join('、')}，即众数。` };
  }
  if (m === 'range') {
    const s = sorted(data);
    return { values: [range(data)], step: `极差 ${im(`${s[n - 1].toLatex()}-(${s[0].toLatex()})=${range(data).toLatex()}`)}。` };
  }
  const v = variance(data);
  const devs = data.map((x) => `(${x.toLatex()}-${avg.toLatex()})^2`).join('+');
  const vStep = `平均数 ${im(`\\bar{x}=${avg.toLatex()}`)}，方差 ${im(`s^2=\\frac{1}{${n}}[${devs}]=${v.toLatex()}`)}。`;
  if (m === 'variance') return { values: [v], step: vStep };
  const root = sqrtLatex(v);
  return { values: [v], step: `${vStep}标准差 ${im(`s=\\sqrt{${v.toLatex()}}=${root}`)}。`, latex: root };
}

function checks(data: Rat[]): boolean {
  const avg = mean(data);
  if (!data.reduce((a, x) => a.add(x.sub(avg)), Rat.ZERO).isZero()) return false;
  const meanSq = mean(data.map((x) => x.mul(x)));
  if (!meanSq.sub(avg.mul(avg)).eq(variance(data))) return false;
  const med = median(data);
  const half = data.length / 2;
  return data.filter((x) => x.cmp(med) <= 0).length >= half && data.filter((x) => x.cmp(med) >= 0).length >= half;
}
