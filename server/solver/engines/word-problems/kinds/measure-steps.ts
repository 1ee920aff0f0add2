import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, type Unit, UNITS } from '../units';
import { sameCount } from './change';

/**
 * Measurement problems one step beyond a formula: floor tiles counted (with a unit conversion), laps of a rectangle,
 * a rectangle widened with its length kept, a square-based cuboid from its base perimeter or its edge sum, and an open
 * fish tank's glass. Each reads only named sides, uses every number, and checks its answer a second way.
 */

const t = numTex;
const two = Rat.of(2);
const four = Rat.of(4);
const given = (p: Problem) => p.qs.filter((q) => !isOptional(q));

/** The name written just before a number: 长、宽、高、边长、周长、棱长之和. */
function nameBefore(p: Problem, q: Qty): string | null {
  const before = p.text.slice(Math.max(0, q.start - 10), q.start).replace(/的/g, '');
  const m = /(棱长之和|棱长总和|棱长和|周长|边长|长|宽|高|面积)(?:是|为|都是|有)?$/.exec(before);
  return m ? m[1] : null;
}

/** The unit whose square (cube) is `u`, or `u` itself for a length. */
function lengthOf(u: Unit): Unit | null {
  const name = u.name.replace(/^平方|^立方/, '');
  const len = UNITS.get(name === '公里' ? '千米' : name);
  return len?.dim === 'length' ? len : null;
}

/** The answer in the unit asked (or the square/cube of `len` when none is asked); null when it cannot convert. */
function inAsked(p: Problem, value: Rat, len: Unit, power: 1 | 2 | 3): { answer: Rat; unit: string; natural: string } | null {
  const natural = UNITS.get(power === 1 ? len.name : `${power === 2 ? '平方' : '立方'}${len.name}`);
  if (!natural) return null;
  const dim = power === 1 ? 'length' : power === 2 ? 'area' : 'volume';
  if (!p.ask.unit) return p.ask.dim && p.ask.dim !== dim ? null : { answer: value, unit: natural.name, natural: natural.name };
  if (p.ask.unit.dim !== dim) return null;
  const answer = convert(value, natural, p.ask.unit);
  return answer ? { answer, unit: p.ask.unit.name, natural: natural.name } : null;
}

const note = (value: Rat, out: { answer: Rat; unit: string; natural: string }) =>
  out.unit === out.natural ? '' : `，$${t(value)}$ ${out.natural} $= ${t(out.answer)}$ ${out.unit}`;

/** 「长8米、宽5米的地面，用面积为4平方分米的方砖铺」: the tiles needed, a whole number only. */
function coverFloor(p: Problem): Model | null {
  if (!/铺/.test(p.text) || !/砖|瓷砖|地板|木板/.test(p.text) || !/块/.test(p.ask.measure ?? '')) return null;
  if (/每块[^，,。]{0,6}元|价|钱|剩|还|已经|至少|最少|圆|正方形地面|三角/.test(p.text)) return null;
  const qs = given(p);
  if (qs.length !== 3) return null;
  const long = qs.find((q) => q.unit?.dim === 'length' && nameBefore(p, q) === '长');
  const wide = qs.find((q) => q.unit?.dim === 'length' && nameBefore(p, q) === '宽');
  const tile = qs.find((q) => q.unit?.dim === 'area' && nameBefore(p, q) === '面积');
  if (!long || !wide || !tile || long.start > tile.start || wide.start > tile.start || !tile.unit) return null;
  if (long.kind !== 'plain' || wide.kind !== 'plain' || tile.kind !== 'plain') return null;
  const len = lengthOf(tile.unit);
  if (!len) return null;
  const a = convert(long.value, long.unit as Unit, len) as Rat;
  const b = convert(wide.value, wide.unit as Unit, len) as Rat;
  const s = tile.value;
  if (a.sign() <= 0 || b.sign() <= 0 || s.sign() <= 0) return null;
  const floor = a.mul(b);
  const count = floor.div(s);
  // tiles are whole: a floor the tiles do not cover exactly needs a rule (进一法, cutting) the text must state
  if (!count.isInteger()) return null;
  // check: the floor's area in its own unit, converted to the tile's unit afterwards
  const floorOwn = (long.value as Rat).mul(convert(wide.value, wide.unit as Unit, long.unit as Unit) as Rat);
  const ownArea = UNITS.get(`平方${(long.unit as Unit).name}`);
  if (!ownArea) return null;
  const again = (convert(floorOwn, ownArea, tile.unit) as Rat).div(s);
  if (!again.eq(count)) return null;
  const conv =
    long.unit?.name !== len.name
      ? `先把长和宽化成${len.name}：$${t(long.value)}$ ${long.unit?.name} $= ${t(a)}$ ${len.name}，$${t(wide.value)}$ ${wide.unit?.name} $= ${t(b)}$ ${len.name}。`
      : '';
  return {
    kind: 'cover-floor',
    idea: '需要的块数 = 地面的面积 ÷ 每块砖的面积，面积单位要先统一。',
    steps: [
      `**分析数量关系** ${conv}地面的面积：$${t(a)} \\times ${t(b)} = ${t(floor)}$（${tile.unit.name}）。`,
      `**列式计算** $${t(floor)} \\div ${t(s)} = ${t(count)}$（块）`,
    ],
    answer: count,
    unit: '块',
    form: 'number',
    used: [long, wide, tile],
    check: `另一种算法：先算地面面积 $${t(floorOwn)}$ 平方${long.unit?.name}，化成 $${t(floor)}$ ${tile.unit.name}，再除以 $${t(s)}$，也是 $${t(count)}$ 块。`,
  };
}

/** The sides of a named rectangle (长, 宽) or square (边长) among `qs`, in one length unit. */
function rectangleSides(p: Problem, qs: Qty[], unit: Unit): { a: Rat; b: Rat; sq: boolean } | null {
  const lens = qs.filter((q) => q.unit?.dim === 'length' && q.kind === 'plain');
  if (lens.length === 2 && /长方形/.test(p.text) && !/正方形/.test(p.text)) {
    const [l, w] = lens;
    if (nameBefore(p, l) !== '长' || nameBefore(p, w) !== '宽') return null;
    return { a: convert(l.value, l.unit as Unit, unit) as Rat, b: convert(w.value, w.unit as Unit, unit) as Rat, sq: false };
  }
  if (lens.length === 1 && /正方形/.test(p.text) && !/长方形/.test(p.text) && nameBefore(p, lens[0]) === '边长') {
    const a = convert(lens[0].value, lens[0].unit as Unit, unit) as Rat;
    return { a, b: a, sq: true };
  }
  return null;
}

/** 「长250米、宽200米的长方形操场，跑了两圈」: the perimeter times the laps. */
function laps(p: Problem): Model | null {
  if (!/跑|走|绕|骑/.test(p.text) || !/(?:跑|走|骑|绕|行)了?(?:多少|几)/.test(p.ask.text)) return null;
  if (/圆|每|速度|分钟|秒|小时|比|还|剩|多跑|少跑|倍|篱笆|面积/.test(p.text)) return null;
  const len = p.ask.unit;
  if (len?.dim !== 'length') return null;
  const laps = p.qs.filter((q) => q.measure === '圈' && q.kind === 'plain');
  if (laps.length !== 1 || !laps[0].value.isInteger() || laps[0].value.sign() <= 0) return null;
  const n = laps[0];
  // 「两圈半」「三圈多」: a part of a lap more, not read as a number
  if (/^[半多]/.test(p.text.slice(n.end, n.end + 1))) return null;
  const sideQs = given(p).filter((q) => q !== n);
  if (sideQs.some((q) => q.unit?.dim !== 'length')) return null;
  const sides = rectangleSides(p, sideQs, len);
  if (!sides) return null;
  const { a, b, sq } = sides;
  const round = sq ? a.mul(four) : a.add(b).mul(two);
  const value = round.mul(n.value);
  // check: walk the sides one by one, lap after lap
  const again = sq ? a.mul(n.value.mul(four)) : a.mul(two).mul(n.value).add(b.mul(two).mul(n.value));
  if (!again.eq(value)) return null;
  return {
    kind: 'laps',
    idea: `跑一圈的路程就是${sq ? '正方形' : '长方形'}的周长，跑几圈就是几个周长。`,
    steps: [
      `**分析数量关系** 一圈：${sq ? `$${t(a)} \\times 4 = ${t(round)}$` : `$(${t(a)} + ${t(b)}) \\times 2 = ${t(round)}$`}（${len.name}）。`,
      `**列式计算** $${t(round)} \\times ${t(n.value)} = ${t(value)}$（${len.name}）`,
    ],
    answer: value,
    unit: len.name,
    form: 'number',
    used: [...sideQs, n],
    check: `另一种算法：把每条边走过的次数加起来，${sq ? `$${t(a)} \\times (4 \\times ${t(n.value)})$` : `$${t(a)} \\times 2 \\times ${t(n.value)} + ${t(b)} \\times 2 \\times ${t(n.value)}$`} $= ${t(again)}$，一致。`,
  };
}

/**
 * 「面积42平方米，宽3米，长不变，宽增加到5米」: the new area, or the area added (or taken off). The side told may be the
 * one that changes or the one kept (「面积60平方厘米，长10厘米，长不变，宽增加到9厘米」), and the change may be told as the
 * new length (增加到5米) or as the length added or taken off (增加2米, 减少2米).
 */
function keptSide(p: Problem): Model | null {
  if (!/长方形/.test(p.text) || /正方形|圆|倍|缩小|路/.test(p.text) || !/面积/.test(p.ask.text)) return null;
  const keptM = /(长|宽)(?:保持)?不变/.exec(p.text);
  if (!keptM) return null;
  const kept = keptM[1];
  const changed = kept === '长' ? '宽' : '长';
  const qs = given(p);
  if (qs.length !== 3 || qs.some((q) => q.kind !== 'plain')) return null;
  const area = qs.find((q) => q.unit?.dim === 'area');
  const lens = qs.filter((q) => q.unit?.dim === 'length');
  if (!area?.unit || lens.length !== 2 || nameBefore(p, area) !== '面积') return null;
  const [before, after] = lens;
  const head = (q: Qty) => p.text.slice(Math.max(0, q.start - 10), q.start);
  const keptTold = nameBefore(p, before) === kept && !new RegExp(`${kept}从$`).test(head(before));
  const isOld = keptTold || nameBefore(p, before) === changed || new RegExp(`${changed}从$`).test(head(before));
  const to = /(?:增加|延长|加长|加宽|扩大|扩建|拓宽|变|减少|缩短)(?:到|成|为)$/.test(head(after));
  const by = /(?:增加|延长|加长|加宽|减少|缩短)了?$/.exec(head(after));
  const shrinks = /(?:减少|缩短)(?:到|成|为|了)?$/.test(head(after));
  if (!isOld || !(to || by) || new RegExp(`${kept}(?:从|增加|延长|加长|加宽|扩大|减少|缩短|变)`).test(p.text)) return null;
  // the changed side named with its change: 「宽增加到9厘米」「宽减少2米」
  if (!new RegExp(`${changed}(?:从[^，,。]{0,8})?(?:增加|延长|加长|加宽|扩大|扩建|拓宽|变|减少|缩短)`).test(p.text)) return null;
  const len = lengthOf(area.unit);
  if (!len) return null;
  const s = area.value;
  const told = convert(before.value, before.unit as Unit, len) as Rat;
  const keptLen = keptTold ? told : s.div(told);
  const w = keptTold ? s.div(told) : told;
  const change = convert(after.value, after.unit as Unit, len) as Rat;
  const w2 = to ? change : shrinks ? w.sub(change) : w.add(change);
  if (s.sign() <= 0 || w.sign() <= 0 || w2.sign() <= 0 || w2.eq(w) || shrinks !== w2.cmp(w) < 0) return null;
  const bigger = keptLen.mul(w2);
  const asksChange = shrinks
    ? /减少|少了|小了|少多少|小多少|少几/.test(p.ask.text)
    : /增加|多了|扩大了|多多少|大多少|多几/.test(p.ask.text);
  if (!asksChange && /原来|增加|减少|多|少/.test(p.ask.text.replace(/多少/g, ''))) return null;
  const value = asksChange ? (shrinks ? s.sub(bigger) : bigger.sub(s)) : bigger;
  // check: the area changes in proportion to the changed side
  const again = asksChange ? s.mul(shrinks ? w.sub(w2) : w2.sub(w)).div(w) : s.mul(w2).div(w);
  if (!again.eq(value)) return null;
  const out = inAsked(p, value, len, 2);
  if (!out) return null;
  const delta = shrinks ? `(${t(w)} - ${t(w2)})` : `(${t(w2)} - ${t(w)})`;
  return {
    kind: 'kept-side',
    idea: keptTold
      ? `${kept}不变：${changed}原来是 面积 ÷ ${kept}，再算${asksChange ? (shrinks ? '减少的面积' : '增加的面积') : '现在的面积'}。`
      : `${kept}不变：先用原来的面积 ÷ 原来的${changed}求出${kept}，再算${asksChange ? (shrinks ? '减少的面积' : '增加的面积') : '现在的面积'}。`,
    steps: [
      keptTold
        ? `**分析数量关系** 原来的${changed}：$${t(s)} \\div ${t(keptLen)} = ${t(w)}$（${len.name}），现在的${changed}是 $${t(w2)}$（${len.name}）。`
        : `**分析数量关系** ${kept}：$${t(s)} \\div ${t(w)} = ${t(keptLen)}$（${len.name}），现在的${changed}是 $${t(w2)}$（${len.name}）。`,
      asksChange
        ? `**列式计算** $${t(keptLen)} \\times ${delta} = ${t(value)}$（${out.natural}）${note(value, out)}`
        : `**列式计算** $${t(keptLen)} \\times ${t(w2)} = ${t(value)}$（${out.natural}）${note(value, out)}`,
    ],
    answer: out.answer,
    unit: out.unit,
    form: 'number',
    used: [area, before, after],
    check: `另一种算法：${kept}不变，面积和${changed}成正比，$${t(s)} \\times ${asksChange ? `${delta} \\div ${t(w)}` : `${t(w2)} \\div ${t(w)}`} = ${t(again)}$，一致。`,
  };
}

/** A cuboid whose base is a square, told by the base's perimeter or by all its edges: its volume or surface. */
function squareBaseCuboid(p: Problem): Model | null {
  if (!/长方体/.test(p.text) || !/底面是(?:一个|个)?(?:(?:周长|边长)[^，,。]{0,12})?正方形/.test(p.text)) return null;
  if (/圆|切|截|锯|拼|水|每|比|倍|增加|减少/.test(p.text)) return null;
  const asked = /表面积/.test(p.ask.text) ? '表面积' : /体积|容积/.test(p.ask.text) ? '体积' : null;
  if (!asked) return null;
  const qs = given(p);
  if (qs.length !== 2 || qs.some((q) => q.kind !== 'plain' || q.unit?.dim !== 'length')) return null;
  const height = qs.find((q) => nameBefore(p, q) === '高');
  const other = qs.find((q) => q !== height);
  if (!height || !other) return null;
  const what = nameBefore(p, other);
  const head = p.text.slice(Math.max(0, other.start - 12), other.start).replace(/的/g, '');
  const after = p.text.slice(other.end, other.end + 8);
  const perimeter =
    what === '周长' &&
    (/底面(?:是(?:一个|个)?)?周长(?:是|为)?$/.test(head) || /底面周长/.test(head)) &&
    (/^[^，,。]{0,3}的?正方形/.test(after) || /底面是(?:一个|个)?正方形/.test(p.text));
  const edges = what === '棱长之和' || what === '棱长总和' || what === '棱长和';
  // 「底面是边长4厘米的正方形」: the side itself
  const sideTold = what === '边长' && /底面是(?:一个|个)?边长$/.test(head) && /^的?正方形/.test(after);
  if (!perimeter && !edges && !sideTold) return null;
  // work in the problem's own length unit, convert the answer at the end
  const unit = height.unit as Unit;
  const h = height.value;
  const told = convert(other.value, other.unit as Unit, unit) as Rat;
  const side = sideTold ? told : perimeter ? told.div(four) : told.sub(h.mul(four)).div(Rat.of(8));
  if (side.sign() <= 0 || h.sign() <= 0) return null;
  const value = asked === '体积' ? side.mul(side).mul(h) : side.mul(side).mul(two).add(side.mul(h).mul(four));
  // check: the side back into what was told, and the formula another way
  const back = sideTold ? side : perimeter ? side.mul(four) : side.mul(Rat.of(8)).add(h.mul(four));
  const again = asked === '体积' ? h.mul(side).mul(side) : side.mul(two).mul(side.add(h.mul(two)));
  if (!back.eq(told) || !again.eq(value)) return null;
  const out = inAsked(p, value, unit, asked === '体积' ? 3 : 2);
  if (!out) return null;
  const u = unit.name;
  return {
    kind: 'square-base-cuboid',
    idea: sideTold
      ? '底面是正方形：长和宽都等于底面的边长，再用长方体的公式。'
      : perimeter
        ? '底面是正方形：边长 = 底面周长 ÷ 4，再用长方体的公式。'
        : '底面是正方形的长方体有 8 条一样长的底面棱和 4 条高：底面边长 = (棱长之和 − 高 × 4) ÷ 8。',
    steps: [
      `**分析数量关系** 底面边长：${sideTold ? `$${t(side)}$` : perimeter ? `$${t(told)} \\div 4 = ${t(side)}$` : `$(${t(told)} - ${t(h)} \\times 4) \\div 8 = ${t(side)}$`}（${u}）。`,
      asked === '体积'
        ? `**列式计算** $${t(side)} \\times ${t(side)} \\times ${t(h)} = ${t(value)}$（${out.natural}）${note(value, out)}`
        : `**列式计算** $${t(side)} \\times ${t(side)} \\times 2 + ${t(side)} \\times ${t(h)} \\times 4 = ${t(value)}$（${out.natural}）${note(value, out)}`,
    ],
    answer: out.answer,
    unit: out.unit,
    form: 'number',
    used: [height, other],
    check: `验算：边长 $${t(side)}$ ${u} 时，${sideTold ? `长、宽都是 $${t(side)}$` : perimeter ? `底面周长 $${t(side)} \\times 4 = ${t(back)}$` : `棱长之和 $${t(side)} \\times 8 + ${t(h)} \\times 4 = ${t(back)}$`}，与题目一致；换一种顺序计算${asked}也是 $${t(again)}$。`,
  };
}

/** An open tank (鱼缸, 无盖): five faces of a cuboid, the glass (iron sheet) it needs. */
function openTank(p: Problem): Model | null {
  if (!/鱼缸|无盖|没有盖|不加盖|没盖/.test(p.text) || /(?<![无没不])有盖|带盖|加盖(?!子)/.test(p.text.replace(/不加盖/g, ''))) return null;
  if (!/长方体/.test(p.text) || /正方体|圆|水深|装水|每|比|倍|切|截|拼|角钢|铁丝|棱/.test(p.text)) return null;
  // the glass (sheet) it is made of; 占地面积 or 底面积 is one face, 表面积 is ambiguous for a tank
  // some of its faces asked (侧面, 前后两面, 四周) are not all five
  if (!/玻璃|铁皮|材料|木板|钢板/.test(p.ask.text) || /体积|容积|水|占地|底面|表面|侧|前后|左右|上下|四周|四壁|个面/.test(p.ask.text))
    return null;
  const qs = given(p);
  if (qs.length !== 3 || qs.some((q) => q.kind !== 'plain' || q.unit?.dim !== 'length')) return null;
  const list = /(长|宽|高)、(长|宽|高)、(长|宽|高)分别是/.exec(p.text);
  const names = list ? [list[1], list[2], list[3]] : qs.map((q) => nameBefore(p, q));
  const byName = new Map(names.map((n, i) => [n, qs[i]]));
  const l = byName.get('长');
  const w = byName.get('宽');
  const hq = byName.get('高');
  if (!l || !w || !hq || byName.size !== 3) return null;
  const unit = l.unit as Unit;
  const [a, b, c] = [l, w, hq].map((q) => convert(q.value, q.unit as Unit, unit) as Rat);
  if (a.sign() <= 0 || b.sign() <= 0 || c.sign() <= 0) return null;
  const value = a.mul(b).add(a.mul(c).mul(two)).add(b.mul(c).mul(two));
  // check: the whole surface less the missing lid
  const whole = a.mul(b).add(a.mul(c)).add(b.mul(c)).mul(two);
  const again = whole.sub(a.mul(b));
  if (!again.eq(value)) return null;
  const out = inAsked(p, value, unit, 2);
  if (!out) return null;
  const u = unit.name;
  return {
    kind: 'open-tank',
    idea: '没有盖的长方体只有 5 个面：1 个底面、前后 2 个面、左右 2 个面。',
    steps: [
      `**分析数量关系** 底面 $${t(a)} \\times ${t(b)} = ${t(a.mul(b))}$，前后 $${t(a)} \\times ${t(c)} \\times 2 = ${t(a.mul(c).mul(two))}$，左右 $${t(b)} \\times ${t(c)} \\times 2 = ${t(b.mul(c).mul(two))}$（平方${u}）。`,
      `**列式计算** $${t(a.mul(b))} + ${t(a.mul(c).mul(two))} + ${t(b.mul(c).mul(two))} = ${t(value)}$（${out.natural}）${note(value, out)}`,
    ],
    answer: out.answer,
    unit: out.unit,
    form: 'number',
    used: [l, w, hq],
    check: `另一种算法：整个长方体的表面积 $${t(whole)}$ 减去没有的盖 $${t(a.mul(b))}$，也是 $${t(again)}$（平方${u}）。`,
  };
}

/** The name of a plane figure's side written just before a number: 上底、下底、底、高、长、宽、边长. */
function sideBefore(p: Problem, q: Qty): string | null {
  const before = p.text.slice(Math.max(0, q.start - 8), q.start).replace(/的/g, '');
  const m = /(上底|下底|边长|底|高|长|宽)(?:长)?(?:是|为|有)?$/.exec(before);
  return m ? m[1] : null;
}

type Plane = '长方形' | '正方形' | '平行四边形' | '三角形' | '梯形';
const PLANE_SIDES: Record<Plane, string[]> = {
  长方形: ['长', '宽'],
  正方形: ['边长'],
  平行四边形: ['底', '高'],
  三角形: ['底', '高'],
  梯形: ['上底', '下底', '高'],
};

/** 「底8.4分米、高3.5分米的平行四边形钢板，每平方分米重0.75千克」: the figure's area times the amount per area unit. */
function byArea(p: Problem): Model | null {
  const shapes = (Object.keys(PLANE_SIDES) as Plane[]).filter((s) => p.text.includes(s));
  if (shapes.length !== 1 || /圆|长方体|正方体|剩|还|比|倍|折|%|损耗|至少|一半|涂色|每块|各/.test(p.text)) return null;
  const shape = shapes[0];
  const per = /每(平方千米|平方米|平方分米|平方厘米)/.exec(p.text);
  if (!per || p.text.indexOf('每', per.index + 1) !== -1) return null;
  const perArea = UNITS.get(per[1]) as Unit;
  const len = lengthOf(perArea);
  const ask = p.ask.unit;
  // 「每平方米种3棵菜，一共可以种多少棵」: things counted per area unit, as well as amounts measured
  const counted = !ask && p.ask.measure ? p.ask.measure : null;
  if (!len || (!ask && !counted) || ask?.dim === 'length' || ask?.dim === 'area' || /面积/.test(p.ask.text)) return null;
  const qs = given(p);
  if (qs.some((q) => q.kind !== 'plain')) return null;
  const rates = qs.filter((q) => q.unit?.dim !== 'length');
  if (rates.length !== 1) return null;
  const rate = rates[0];
  const perEnd = per.index + per[0].length;
  if (rate.start < perEnd || rate.start - perEnd > 12) return null;
  if (ask ? !rate.unit || rate.unit.dim !== ask.dim : rate.unit || !sameCount(rate.measure, counted)) return null;
  const inAsk = (x: Rat): Rat => (ask && rate.unit ? (convert(x, rate.unit, ask) as Rat) : x);
  const rateName = rate.unit?.name ?? (rate.measure as string);
  const askName = ask?.name ?? (counted as string);
  const sides = qs.filter((q) => q !== rate);
  const names = PLANE_SIDES[shape];
  if (sides.length !== names.length || sides.some((q, i) => sideBefore(p, q) !== names[i] || q.start > per.index)) return null;
  const v = sides.map((q) => convert(q.value, q.unit as Unit, len) as Rat);
  if (v.some((x) => x.sign() <= 0)) return null;
  const areaOf = (x: Rat[]): Rat =>
    shape === '正方形'
      ? x[0].mul(x[0])
      : shape === '三角形'
        ? x[0].mul(x[1]).div(two)
        : shape === '梯形'
          ? x[0].add(x[1]).mul(x[2]).div(two)
          : x[0].mul(x[1]);
  const formula =
    shape === '正方形'
      ? `${t(v[0])} \\times ${t(v[0])}`
      : shape === '三角形'
        ? `${t(v[0])} \\times ${t(v[1])} \\div 2`
        : shape === '梯形'
          ? `(${t(v[0])} + ${t(v[1])}) \\times ${t(v[2])} \\div 2`
          : `${t(v[0])} \\times ${t(v[1])}`;
  const area = areaOf(v);
  const total = inAsk(area.mul(rate.value));
  if (counted && !total.isInteger()) return null;
  // check: the area in the sides' own unit first, converted to the unit of the rate afterwards
  const own = sides[0].unit as Unit;
  const ownArea = UNITS.get(`平方${own.name}`);
  if (!ownArea || sides.some((q) => q.unit?.name !== own.name)) return null;
  const areaOwn = areaOf(sides.map((q) => q.value));
  const areaBack = convert(areaOwn, ownArea, perArea) as Rat;
  const again = inAsk(rate.value.mul(areaBack));
  if (!again.eq(total) || total.sign() <= 0) return null;
  const conv = own.name !== len.name ? `（先把长度化成${len.name}）` : '';
  return {
    kind: 'by-area',
    idea: `先求${shape}的面积（用${perArea.name}作单位），再乘每${perArea.name}的${rateName}数。`,
    steps: [
      `**分析数量关系** ${shape}的面积${conv}：$${formula} = ${t(area)}$（${perArea.name}）。`,
      `**列式计算** $${t(area)} \\times ${t(rate.value)} = ${t(area.mul(rate.value))}$（${rateName}）${rateName === askName ? '' : `$= ${t(total)}$ ${askName}`}`,
    ],
    answer: total,
    unit: askName,
    form: 'number',
    used: [...sides, rate],
    check: `另一种算法：面积按${own.name}算是 $${t(areaOwn)}$ ${ownArea.name}，化成 $${t(areaBack)}$ ${perArea.name}，再乘 $${t(rate.value)}$，也是 $${t(again)}$ ${askName}。`,
  };
}

export function measureStepsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  return coverFloor(p) ?? laps(p) ?? keptSide(p) ?? squareBaseCuboid(p) ?? openTank(p) ?? byArea(p);
}
