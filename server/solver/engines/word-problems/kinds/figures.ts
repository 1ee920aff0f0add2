import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, type Unit, UNITS } from '../units';

/**
 * Rectangles and squares that change or are fenced: a path around a pool, sides lengthened, a fence against a wall.
 */

const given = (p: Problem) => p.qs.filter((q) => !isOptional(q));
const t = numTex;

/** Lengths of the problem in one unit (the first length's), or null when something else is given. */
function lengths(p: Problem, skip: (q: Qty) => boolean = () => false): { unit: Unit; qs: Qty[]; v: (q: Qty) => Rat } | null {
  const nums = given(p).filter((q) => !skip(q));
  if (!nums.length || nums.some((q) => q.kind !== 'plain' || q.unit?.dim !== 'length')) return null;
  const unit = nums[0].unit as Unit;
  return { unit, qs: nums, v: (q) => convert(q.value, q.unit as Unit, unit) as Rat };
}

/** The area unit asked for, from the length unit (米 → 平方米), converted when the question names another. */
function areaAnswer(p: Problem, value: Rat, unit: Unit): { answer: Rat; name: string } | null {
  const area = UNITS.get(`平方${unit.name}`);
  if (!area) return null;
  if (p.ask.unit) {
    if (p.ask.unit.dim !== 'area') return null;
    const a = convert(value, area, p.ask.unit);
    return a ? { answer: a, name: p.ask.unit.name } : null;
  }
  return { answer: value, name: area.name };
}

/** The side named before a length: 边长, 长, 宽. */
function named(p: Problem, q: Qty): string | null {
  const before = p.text.slice(Math.max(0, q.start - 4), q.start);
  const m = /(边长|长|宽)(?:是|为|都是)?$/.exec(before);
  return m ? m[1] : null;
}

/**
 * A path of width c around (or inside) a square or rectangle: 「边长8米的正方形水池外围一条宽1米的小路，小路的面积」.
 */
export function pathAroundKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/面积/.test(p.ask.text) || !/路|走道|花边|草坪|环/.test(p.ask.text)) return null;
  if (!/宽/.test(p.text) || !/外围|周围|四周|外面|一周/.test(p.text) || /内|里面|圆/.test(p.text)) return null;
  const L = lengths(p);
  if (!L) return null;
  const widthQ = L.qs.find(
    (q) => /宽(?:是|为)?$/.test(p.text.slice(0, q.start)) && /路|走道|花边|草坪/.test(p.text.slice(q.end, q.end + 6)),
  );
  if (!widthQ) return null;
  const sides = L.qs.filter((q) => q !== widthQ);
  let a: Rat;
  let b: Rat;
  if (/正方形/.test(p.text) && sides.length === 1 && named(p, sides[0]) === '边长') {
    a = L.v(sides[0]);
    b = a;
  } else if (/长方形/.test(p.text) && sides.length === 2 && named(p, sides[0]) === '长' && named(p, sides[1]) === '宽') {
    a = L.v(sides[0]);
    b = L.v(sides[1]);
  } else return null;
  const c = L.v(widthQ);
  if (a.sign() <= 0 || b.sign() <= 0 || c.sign() <= 0) return null;
  const big = a.add(c.mul(Rat.of(2))).mul(b.add(c.mul(Rat.of(2))));
  const value = big.sub(a.mul(b));
  // check: four strips along the sides and four corner squares
  const again = c
    .mul(Rat.of(2))
    .mul(a.add(b))
    .add(c.mul(c).mul(Rat.of(4)));
  if (!again.eq(value)) return null;
  const out = areaAnswer(p, value, L.unit);
  if (!out) return null;
  const sq = a.eq(b);
  return {
    kind: 'path-around',
    idea: '小路的面积 = 外面大图形的面积 − 里面图形的面积；外面的边长比里面多 2 个路宽。',
    steps: [
      `**分析数量关系** 外面图形的${sq ? '边长' : '长和宽'}：$${t(a)} + ${t(c)} \\times 2 = ${t(a.add(c.mul(Rat.of(2))))}$${sq ? '' : `，$${t(b)} + ${t(c)} \\times 2 = ${t(b.add(c.mul(Rat.of(2))))}$`}（${L.unit.name}）。`,
      `**列式计算** $${t(a.add(c.mul(Rat.of(2))))} \\times ${t(b.add(c.mul(Rat.of(2))))} - ${t(a)} \\times ${t(b)} = ${t(big)} - ${t(a.mul(b))} = ${t(value)}$（平方${L.unit.name}）`,
    ],
    answer: out.answer,
    unit: out.name,
    form: 'number',
    used: L.qs,
    check: `另一种算法：四条边上的长条加四个角上的小正方形，$2 \\times ${t(c)} \\times (${t(a)} + ${t(b)}) + 4 \\times ${t(c)}^2 = ${t(again)}$，一致。`,
  };
}

/**
 * A rectangle lengthened: 「长300米、宽100米的长方形，长和宽都增加了100米，面积增加了多少？」 (also only the 长 or the 宽).
 */
export function enlargeKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/面积|增加|扩大|多/.test(p.ask.text)) return null;
  if (!/长方形|正方形/.test(p.text) || /倍|减少|缩短|路/.test(p.text)) return null;
  if (!/增加|多了|扩大/.test(p.ask.text)) return null;
  const L = lengths(p);
  if (!L) return null;
  const inc = L.qs.filter((q) => /(?:增加|延长|加长|加宽|拓宽|扩大)了?$/.test(p.text.slice(0, q.start)));
  if (inc.length !== 1) return null;
  const d = L.v(inc[0]);
  const sides = L.qs.filter((q) => q !== inc[0]);
  let a: Rat;
  let b: Rat;
  if (sides.length === 2 && named(p, sides[0]) === '长' && named(p, sides[1]) === '宽') {
    a = L.v(sides[0]);
    b = L.v(sides[1]);
  } else if (sides.length === 1 && named(p, sides[0]) === '边长' && /正方形/.test(p.text)) {
    a = L.v(sides[0]);
    b = a;
  } else return null;
  const head = p.text.slice(Math.max(0, inc[0].start - 12), inc[0].start);
  const both = /长和宽都|长、宽都|长与宽都|边长都|各边都|边长(?:增加|延长)|都(?:增加|延长)/.test(head);
  const onlyLong = !both && /长(?:增加|延长|加长)/.test(head);
  const onlyWide = !both && /宽(?:增加|延长|加宽)/.test(head);
  if ([both, onlyLong, onlyWide].filter(Boolean).length !== 1) return null;
  const a2 = both || onlyLong ? a.add(d) : a;
  const b2 = both || onlyWide ? b.add(d) : b;
  const value = a2.mul(b2).sub(a.mul(b));
  // check: the added strips
  const again = both ? a.mul(d).add(b.mul(d)).add(d.mul(d)) : onlyLong ? d.mul(b) : d.mul(a);
  if (!again.eq(value) || value.sign() <= 0) return null;
  const out = areaAnswer(p, value, L.unit);
  if (!out) return null;
  return {
    kind: 'enlarge',
    idea: '增加的面积 = 现在的面积 − 原来的面积。',
    steps: [
      `**分析数量关系** 现在的长 $${t(a2)}$ ${L.unit.name}，宽 $${t(b2)}$ ${L.unit.name}。`,
      `**列式计算** $${t(a2)} \\times ${t(b2)} - ${t(a)} \\times ${t(b)} = ${t(a2.mul(b2))} - ${t(a.mul(b))} = ${t(value)}$（平方${L.unit.name}）`,
    ],
    answer: out.answer,
    unit: out.name,
    form: 'number',
    used: L.qs,
    check: `另一种算法：把增加的部分分成长条${both ? '和一个小正方形' : ''}，${both ? `$${t(a)} \\times ${t(d)} + ${t(b)} \\times ${t(d)} + ${t(d)}^2$` : `$${t(onlyLong ? b : a)} \\times ${t(d)}$`} $= ${t(again)}$，一致。`,
  };
}

/**
 * A rectangle fenced on three sides, the fourth against a wall (or a river): 「一边利用18米长的墙，篱笆共长40米，求面积」,
 * 「长8米，宽5米，不靠河的三面围上篱笆，至少要多少米」.
 */
export function wallFenceKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/篱笆|围栏|栅栏/.test(p.text) || !/墙|河|靠/.test(p.text)) return null;
  if (/正方形|圆|倍|每/.test(p.text) || !/长方形/.test(p.text)) return null;
  // 「其余三面」「三边」: the sides fenced, counted
  const sideCount = (q: Qty) => (q.measure === '面' || q.measure === '边') && q.value.eq(Rat.of(3)) && !q.unit;
  const L = lengths(p, sideCount);
  if (L?.qs.length !== 2) return null;
  const [q1, q2] = L.qs;
  const counted = given(p).filter(sideCount);
  L.qs.push(...counted);
  const u = L.unit.name;
  if (/面积/.test(p.ask.text)) {
    const wall = [q1, q2].find((q) => /墙|河/.test(p.text.slice(q.end, q.end + 4)) || /利用[^，,。]{0,4}$/.test(p.text.slice(0, q.start)));
    const fence = [q1, q2].find((q) => q !== wall && /篱笆|围栏|栅栏/.test(p.text.slice(Math.max(0, q.start - 6), q.start)));
    if (!wall || !fence) return null;
    const w = L.v(wall);
    const f = L.v(fence);
    const other = f.sub(w).div(Rat.of(2));
    if (other.sign() <= 0) return null;
    const area = w.mul(other);
    if (!w.add(other.mul(Rat.of(2))).eq(f)) return null;
    const out = areaAnswer(p, area, L.unit);
    if (!out) return null;
    return {
      kind: 'wall-fence',
      idea: '靠墙的一边不用篱笆：篱笆长 = 靠墙的边 + 另外两条边。',
      steps: [
        `**分析数量关系** 另外两条边各长：$(${t(f)} - ${t(w)}) \\div 2 = ${t(other)}$（${u}）。`,
        `**列式计算** $${t(w)} \\times ${t(other)} = ${t(area)}$（平方${u}）`,
      ],
      answer: out.answer,
      unit: out.name,
      form: 'number',
      used: L.qs,
      check: `验算：篱笆 $${t(w)} + ${t(other)} \\times 2 = ${t(f)}$（${u}），正好用完。`,
    };
  }
  if (!/(?:多少|几)(?:米|千米|分米|厘米)?(?:长)?的?(?:篱笆|围栏|栅栏)|篱笆[^，,。]{0,4}(?:多少|几)/.test(p.ask.text)) return null;
  if (named(p, q1) !== '长' || named(p, q2) !== '宽') return null;
  const a = L.v(q1);
  const b = L.v(q2);
  let fence: Rat;
  let how: string;
  if (/长(?:的一边|边)?(?:靠|沿|利用)|靠[^，,。]{0,4}的(?:一边|一面)是长/.test(p.text)) {
    fence = a.add(b.mul(Rat.of(2)));
    how = `长靠墙：$${t(a)} + ${t(b)} \\times 2 = ${t(fence)}$`;
  } else if (/宽(?:的一边|边)?(?:靠|沿|利用)/.test(p.text)) {
    fence = b.add(a.mul(Rat.of(2)));
    how = `宽靠墙：$${t(b)} + ${t(a)} \\times 2 = ${t(fence)}$`;
  } else if (/至少|最少/.test(p.ask.text)) {
    const long = a.cmp(b) >= 0 ? a : b;
    const short = a.cmp(b) >= 0 ? b : a;
    fence = long.add(short.mul(Rat.of(2)));
    how = `要用得最少，就让较长的一边靠着不围：$${t(long)} + ${t(short)} \\times 2 = ${t(fence)}$`;
  } else return null;
  // check: the perimeter less the side not fenced
  const perimeter = a.add(b).mul(Rat.of(2));
  if (!perimeter.sub(fence).eq(a) && !perimeter.sub(fence).eq(b)) return null;
  const name = p.ask.unit?.name ?? u;
  const answer = p.ask.unit ? convert(fence, L.unit, p.ask.unit) : fence;
  if (!answer) return null;
  return {
    kind: 'wall-fence',
    idea: '三面围篱笆：篱笆长 = 长方形的周长 − 不用围的那条边。',
    steps: [`**列式计算** ${how}（${u}）`],
    answer,
    unit: name,
    form: 'number',
    used: L.qs,
    check: `验算：周长 $(${t(a)} + ${t(b)}) \\times 2 = ${t(perimeter)}$，减去不围的一边 $${t(perimeter.sub(fence))}$，也是 $${t(fence)}$（${u}）。`,
  };
}
