import { Rat } from '../../../math/expression/rational';
import { asksOfAnother } from '../asked-of-other';
import type { Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, UNITS, type Unit } from '../units';

/**
 * Perimeter, area and volume of the standard figures and solids from their named measures
 * (长、宽、高、边长、棱长、半径、直径、底、上底、下底), π = 3.14 only when the problem says so.
 */

/** π as a primary-school text means it: 3.14 unless π (圆周率) is spoken of at all. */
export function primaryPi(p: Problem): boolean {
  return !/π|圆周率|\\pi/.test(p.text);
}

export const PI_NOTE = '题目没有给出 $\\pi$ 的取值，按小学的约定取 $\\pi \\approx 3.14$，';

type Shape = '长方形' | '正方形' | '三角形' | '平行四边形' | '梯形' | '圆' | '长方体' | '正方体' | '圆柱' | '圆锥';
type Asked = '周长' | '面积' | '体积' | '表面积' | '侧面积' | '棱长和' | '边长' | '宽' | '长' | '半径' | '直径';

const SHAPES: Array<[RegExp, Shape]> = [
  [/长方体|长方形水池|长方体水池/, '长方体'],
  [/正方体/, '正方体'],
  [/圆柱/, '圆柱'],
  [/圆锥/, '圆锥'],
  [/长方形/, '长方形'],
  [/正方形/, '正方形'],
  [/平行四边形/, '平行四边形'],
  [/梯形/, '梯形'],
  [/三角形/, '三角形'],
  [/圆形|圆(?![柱锥])/, '圆'],
];

const ATTR = /(底面半径|底面直径|上底|下底|边长|棱长|半径|直径|周长|长|宽|高|底|深)(?:是|为|约|有|都是)?$/;

function askedOf(text: string, unit: Unit | null): Asked | null {
  if (/表面积/.test(text)) return '表面积';
  if (/侧面积/.test(text)) return '侧面积';
  if (/棱长(?:之)?和|棱长总和/.test(text)) return '棱长和';
  if (/体积|容积/.test(text)) return '体积';
  if (/面积|占地|大小/.test(text)) return '面积';
  if (/周长/.test(text)) return '周长';
  // 「能装水多少升」「有水多少毫升」: a capacity asked in a volume unit is the volume of the container (or of the water)
  if (unit?.dim === 'volume' && /装|盛|容纳|有水|(?:水|油)(?:有)?(?:多少|几)/.test(text)) return '体积';
  // a side from the perimeter: "边长是多少", "宽是多少米"
  if (/边长(?:是)?(?:多少|几)/.test(text)) return '边长';
  // 「它的半径是多少厘米」: the radius or diameter of a circle from its circumference
  if (/(?<!底面)半径(?:是)?(?:多少|几)/.test(text)) return '半径';
  if (/(?<!底面)直径(?:是)?(?:多少|几)/.test(text)) return '直径';
  if (/宽(?:是)?(?:多少|几)/.test(text)) return '宽';
  if (/(?<!周)长(?:是)?(?:多少|几)/.test(text)) return '长';
  return null;
}

export function measureKind(p: Problem): Model | null {
  if (asksOfAnother(p)) return null;
  if (p.ask.form !== 'number') return null;
  if (
    /比|增加|减少|扩大|缩小|剩|切|截|锯|拼|围|折|展开|水面|上升|下降|倒入|放入|每|一共|共|平均|倍|%|分之|至少|最多|需要|用了|粉刷|油漆|贴|铺/.test(
      // 「最多能装水多少升」 is the capacity, as 「能装水多少升」 is
      p.text.replace(/最多(?=(?:能|可以|可)?(?:装|盛|容纳))/, ''),
    )
  )
    return null;
  // a half circle, a sector or a ring is not the circle its formulas are for (半圆的周长 = πr + 2r)
  if (/半圆|扇形|圆环|环形/.test(p.text)) return null;
  const asked = askedOf(p.ask.text, p.ask.unit);
  if (!asked) return null;
  // An open container's 表面积 may mean five faces or six: which one the teacher means is not certain.
  if (asked === '表面积' && /鱼缸|无盖|没有盖|不加盖|没盖|水池|游泳池|水槽|水箱|盒子?没有/.test(p.text)) return null;
  // 「有水多少升」 is the water's volume: only when its depth is told or the container is full
  const capacity = /(?:能|可以|可|最多)(?:装|盛|容纳)/.test(p.ask.text);
  if (!/体积|容积/.test(p.ask.text) && !capacity && /有水|水(?:有)?(?:多少|几)/.test(p.ask.text) && !/深|装满|盛满|注满/.test(p.text))
    return null;
  const shapes = SHAPES.filter(([re]) => re.test(p.text)).map(([, s]) => s);
  const shape = shapes[0];
  if (!shape || new Set(shapes).size > 1) return null;
  const round = shape === '圆' || shape === '圆柱' || shape === '圆锥';

  // named measures: "长50米", "它的宽是40米", "半径为3厘米"
  const attrs = new Map<string, Qty>();
  const used: Qty[] = [];
  let pi: Qty | null = null;
  // "长、宽、高分别是50厘米、24厘米、40厘米"
  const list = /(长|宽|高)、(长|宽|高)、(长|宽|高)分别是/.exec(p.text);
  if (list) {
    const lens = p.qs.filter((q) => q.unit?.dim === 'length');
    if (lens.length !== 3) return null;
    for (const [i, q] of lens.entries()) attrs.set(list[i + 1], q);
    used.push(...lens);
  }
  for (const q of p.qs) {
    if (q.label || used.includes(q)) continue;
    if (q.kind !== 'plain') return null;
    if (!q.unit && q.raw === '3.14' && /π|圆周率|取/.test(p.text)) {
      pi = q;
      continue;
    }
    if (q.unit?.dim !== 'length') {
      if (q.chinese && q.value.isOne()) continue;
      return null;
    }
    const before = p.text.slice(Math.max(0, q.start - 8), q.start).replace(/的/g, '');
    const m = ATTR.exec(before);
    if (!m) return null;
    let name = m[1] === '深' ? '高' : m[1];
    if (name === '底面半径') name = '半径';
    if (name === '底面直径') name = '直径';
    if (attrs.has(name)) return null;
    attrs.set(name, q);
    used.push(q);
  }
  // π: 3.14 when the text says so, and 3.14 as primary school always takes it when the text names no π at all;
  // a text that speaks of π without 3.14 (用π表示, 取3.1416) is left alone.
  if (round) {
    if (pi) used.push(pi);
    else if (!primaryPi(p)) return null;
  } else if (pi) return null;

  // the unit: asked, or the one length unit of the problem
  const lengthUnits = [...new Set([...attrs.values()].map((q) => q.unit?.name))];
  const power = asked === '面积' || asked === '表面积' || asked === '侧面积' ? 2 : asked === '体积' ? 3 : 1;
  const solidFromCircumference = (shape === '圆柱' || shape === '圆锥') && asked === '体积';
  const circleFromCircumference = shape === '圆' && (asked === '面积' || asked === '半径' || asked === '直径');
  if (attrs.has('周长') && !(shape === '正方形' || shape === '长方形' || circleFromCircumference || solidFromCircumference)) return null;
  let out: Unit | null = p.ask.unit;
  if (out && out.dim !== (power === 1 ? 'length' : power === 2 ? 'area' : 'volume')) return null;
  if (!out) {
    if (lengthUnits.length !== 1 || !lengthUnits[0]) return null;
    const base = lengthUnits[0];
    out = UNITS.get(power === 1 ? base : `${power === 2 ? '平方' : '立方'}${base}`) ?? null;
    if (!out) return null;
  }
  // lengths in the unit whose square/cube is the answer's unit
  const lenName = out.name.replace(/^平方|^立方/, '');
  const lenUnit =
    out.name === '公顷'
      ? UNITS.get('米')
      : out.name === '升'
        ? UNITS.get('分米')
        : out.name === '毫升'
          ? UNITS.get('厘米')
          : UNITS.get(lenName === '公里' ? '千米' : lenName);
  if (lenUnit?.dim !== 'length') return null;
  const L = (name: string): Rat | null => {
    const q = attrs.get(name);
    return q?.unit ? convert(q.value, q.unit, lenUnit) : null;
  };
  const PI = Rat.of(314, 100);
  const has = (...names: string[]) => names.every((n) => attrs.has(n)) && attrs.size === names.length;
  let value: Rat | null = null;
  let formula = '';
  let check: Rat | null = null;
  const r = L('半径') ?? (L('直径') ? (L('直径') as Rat).div(Rat.of(2)) : null);
  const rName = attrs.has('半径') ? '半径' : '直径';
  const two = Rat.of(2);
  const key = shape === '正方形' && asked === '面积' && attrs.has('周长') ? '正方形:面积:周长' : `${shape}:${asked}`;
  switch (key) {
    case '长方形:周长':
      if (!has('长', '宽')) return null;
      value = (L('长') as Rat).add(L('宽') as Rat).mul(two);
      check = (L('长') as Rat).mul(two).add((L('宽') as Rat).mul(two));
      formula = `长方形的周长 $=(长+宽)\\times 2 = (${numTex(L('长') as Rat)} + ${numTex(L('宽') as Rat)}) \\times 2`;
      break;
    case '长方形:面积':
      // 「周长是30厘米，长是9厘米」: the other side first, 周长 ÷ 2 − 长
      if (has('周长', '长') || has('周长', '宽')) {
        const [told, other] = attrs.has('长') ? ['长', '宽'] : ['宽', '长'];
        const c = L('周长') as Rat;
        const side = c.div(two).sub(L(told) as Rat);
        if (side.sign() <= 0) return null;
        value = side.mul(L(told) as Rat);
        check = (L(told) as Rat).mul(c.sub((L(told) as Rat).mul(two)).div(two));
        formula = `先求${other} $=周长\\div 2 - ${told} = ${numTex(c)} \\div 2 - ${numTex(L(told) as Rat)} = ${numTex(side)}$，长方形的面积 $=长\\times 宽 = ${numTex(L(told) as Rat)} \\times ${numTex(side)}`;
        break;
      }
      if (!has('长', '宽')) return null;
      value = (L('长') as Rat).mul(L('宽') as Rat);
      check = (L('宽') as Rat).mul(L('长') as Rat);
      formula = `长方形的面积 $=长\\times 宽 = ${numTex(L('长') as Rat)} \\times ${numTex(L('宽') as Rat)}`;
      break;
    case '平行四边形:面积':
      if (!(has('长', '宽') || has('底', '高'))) return null;
      {
        const [a, b] = attrs.has('长') ? ['长', '宽'] : ['底', '高'];
        value = (L(a) as Rat).mul(L(b) as Rat);
        check = (L(b) as Rat).mul(L(a) as Rat);
        formula = `${shape}的面积 $=${a}\\times ${b} = ${numTex(L(a) as Rat)} \\times ${numTex(L(b) as Rat)}`;
      }
      break;
    case '正方形:周长':
      if (!has('边长')) return null;
      value = (L('边长') as Rat).mul(Rat.of(4));
      check = [1, 2, 3, 4].reduce((s) => s.add(L('边长') as Rat), Rat.ZERO);
      formula = `正方形的周长 $=边长\\times 4 = ${numTex(L('边长') as Rat)} \\times 4`;
      break;
    case '正方形:面积':
      if (!has('边长')) return null;
      value = (L('边长') as Rat).pow(2);
      check = (L('边长') as Rat).mul(L('边长') as Rat);
      formula = `正方形的面积 $=边长\\times 边长 = ${numTex(L('边长') as Rat)} \\times ${numTex(L('边长') as Rat)}`;
      break;
    case '三角形:面积':
      if (!has('底', '高')) return null;
      value = (L('底') as Rat).mul(L('高') as Rat).div(two);
      check = (L('底') as Rat).div(two).mul(L('高') as Rat);
      formula = `三角形的面积 $=底\\times 高\\div 2 = ${numTex(L('底') as Rat)} \\times ${numTex(L('高') as Rat)} \\div 2`;
      break;
    case '梯形:面积':
      if (!has('上底', '下底', '高')) return null;
      value = (L('上底') as Rat)
        .add(L('下底') as Rat)
        .mul(L('高') as Rat)
        .div(two);
      check = (L('上底') as Rat)
        .mul(L('高') as Rat)
        .div(two)
        .add((L('下底') as Rat).mul(L('高') as Rat).div(two));
      formula = `梯形的面积 $=(上底+下底)\\times 高\\div 2 = (${numTex(L('上底') as Rat)} + ${numTex(L('下底') as Rat)}) \\times ${numTex(L('高') as Rat)} \\div 2`;
      break;
    case '圆:周长':
      if (!r || attrs.size !== 1) return null;
      value = PI.mul(r).mul(two);
      check = PI.mul(r.mul(two));
      formula =
        rName === '半径'
          ? `圆的周长 $=2\\pi r = 2 \\times 3.14 \\times ${numTex(r)}`
          : `圆的周长 $=\\pi d = 3.14 \\times ${numTex(r.mul(two))}`;
      break;
    case '圆:面积':
      if (has('周长')) {
        // the radius from the circumference first: r = C ÷ 2π
        const c = L('周长') as Rat;
        const rc = c.div(PI.mul(two));
        value = PI.mul(rc).mul(rc);
        check = c.mul(c).div(PI.mul(Rat.of(4)));
        formula = `先求半径 $r = C \\div (2\\pi) = ${numTex(c)} \\div (2 \\times 3.14) = ${numTex(rc)}$，圆的面积 $=\\pi r^2 = 3.14 \\times ${numTex(rc)}^2`;
        break;
      }
      if (!r || attrs.size !== 1) return null;
      value = PI.mul(r).mul(r);
      check = PI.mul(r.pow(2));
      formula = `圆的面积 $=\\pi r^2 = 3.14 \\times ${numTex(r)}^2`;
      break;
    case '圆:半径':
    case '圆:直径': {
      if (!has('周长')) return null;
      const c = L('周长') as Rat;
      value = asked === '半径' ? c.div(PI.mul(two)) : c.div(PI);
      check = asked === '半径' ? c.div(two).div(PI) : c.div(two).div(PI).mul(two);
      formula =
        asked === '半径'
          ? `圆的半径 $r = C \\div (2\\pi) = ${numTex(c)} \\div (2 \\times 3.14)`
          : `圆的直径 $d = C \\div \\pi = ${numTex(c)} \\div 3.14`;
      break;
    }
    case '长方体:体积':
      if (!has('长', '宽', '高')) return null;
      value = (L('长') as Rat).mul(L('宽') as Rat).mul(L('高') as Rat);
      check = (L('高') as Rat).mul((L('长') as Rat).mul(L('宽') as Rat));
      formula = `长方体的体积 $=长\\times 宽\\times 高 = ${numTex(L('长') as Rat)} \\times ${numTex(L('宽') as Rat)} \\times ${numTex(L('高') as Rat)}`;
      break;
    case '长方体:表面积': {
      if (!has('长', '宽', '高')) return null;
      const [a, b, c] = [L('长') as Rat, L('宽') as Rat, L('高') as Rat];
      value = a.mul(b).add(a.mul(c)).add(b.mul(c)).mul(two);
      check = a.mul(b).mul(two).add(a.mul(c).mul(two)).add(b.mul(c).mul(two));
      formula = `长方体的表面积 $=(长\\times 宽+长\\times 高+宽\\times 高)\\times 2 = (${numTex(a)}\\times ${numTex(b)} + ${numTex(a)}\\times ${numTex(c)} + ${numTex(b)}\\times ${numTex(c)}) \\times 2`;
      break;
    }
    case '长方体:棱长和': {
      if (!has('长', '宽', '高')) return null;
      const [a, b, c] = [L('长') as Rat, L('宽') as Rat, L('高') as Rat];
      value = a.add(b).add(c).mul(Rat.of(4));
      check = a
        .mul(Rat.of(4))
        .add(b.mul(Rat.of(4)))
        .add(c.mul(Rat.of(4)));
      formula = `长方体的棱长和 $=(长+宽+高)\\times 4 = (${numTex(a)} + ${numTex(b)} + ${numTex(c)}) \\times 4`;
      break;
    }
    case '正方体:体积':
      if (!has('棱长')) return null;
      value = (L('棱长') as Rat).pow(3);
      check = (L('棱长') as Rat).mul(L('棱长') as Rat).mul(L('棱长') as Rat);
      formula = `正方体的体积 $=棱长\\times 棱长\\times 棱长 = ${numTex(L('棱长') as Rat)}^3`;
      break;
    case '正方体:表面积':
      if (!has('棱长')) return null;
      value = (L('棱长') as Rat).pow(2).mul(Rat.of(6));
      check = (L('棱长') as Rat).mul(Rat.of(6)).mul(L('棱长') as Rat);
      formula = `正方体的表面积 $=棱长\\times 棱长\\times 6 = ${numTex(L('棱长') as Rat)} \\times ${numTex(L('棱长') as Rat)} \\times 6`;
      break;
    case '正方体:棱长和':
      if (!has('棱长')) return null;
      value = (L('棱长') as Rat).mul(Rat.of(12));
      check = (L('棱长') as Rat).mul(Rat.of(4)).mul(Rat.of(3));
      formula = `正方体的棱长和 $=棱长\\times 12 = ${numTex(L('棱长') as Rat)} \\times 12`;
      break;
    case '圆柱:体积':
    case '圆锥:体积': {
      // 「底面周长12.56米」: the radius from the base circumference first, r = C ÷ 2π
      const c = L('周长');
      const rr = r ?? (c ? c.div(PI.mul(two)) : null);
      if (!rr || !attrs.has('高') || attrs.size !== 2) return null;
      const h = L('高') as Rat;
      const cone = shape === '圆锥';
      value = PI.mul(rr).mul(rr).mul(h);
      if (cone) value = value.div(Rat.of(3));
      // the check from the circumference (or the diameter) itself: V = C²h ÷ 4π (÷ 3 for a cone)
      check = (c ? c.pow(2).div(PI.mul(Rat.of(4))) : PI.mul(rr.mul(two).pow(2)).div(Rat.of(4))).mul(h).div(Rat.of(cone ? 3 : 1));
      formula = `${c ? `先求底面半径 $r = C \\div (2\\pi) = ${numTex(c)} \\div (2 \\times 3.14) = ${numTex(rr)}$，` : ''}${shape}的体积 $=${cone ? '\\frac{1}{3}' : ''}\\pi r^2 h = ${cone ? '\\frac{1}{3} \\times ' : ''}3.14 \\times ${numTex(rr)}^2 \\times ${numTex(h)}`;
      break;
    }
    case '圆柱:侧面积': {
      if (!r || !attrs.has('高') || attrs.size !== 2) return null;
      const h = L('高') as Rat;
      value = PI.mul(r).mul(two).mul(h);
      check = PI.mul(r.mul(two)).mul(h);
      formula = `圆柱的侧面积 $=底面周长\\times 高 = 2 \\times 3.14 \\times ${numTex(r)} \\times ${numTex(h)}`;
      break;
    }
    case '圆柱:表面积': {
      if (!r || !attrs.has('高') || attrs.size !== 2) return null;
      const h = L('高') as Rat;
      value = PI.mul(r).mul(two).mul(h).add(PI.mul(r).mul(r).mul(two));
      check = PI.mul(r.mul(two)).mul(h.add(r));
      formula = `圆柱的表面积 $=侧面积+2个底面积 = 2 \\times 3.14 \\times ${numTex(r)} \\times ${numTex(h)} + 2 \\times 3.14 \\times ${numTex(r)}^2`;
      break;
    }
    case '正方形:边长':
    case '正方形:面积:周长': {
      if (!has('周长')) return null;
      const side = (L('周长') as Rat).div(Rat.of(4));
      value = asked === '边长' ? side : side.mul(side);
      // the fourth side is what is left of the perimeter; the area is P² ÷ 16
      check = asked === '边长' ? (L('周长') as Rat).sub(side.mul(Rat.of(3))) : (L('周长') as Rat).pow(2).div(Rat.of(16));
      if (!side.mul(Rat.of(4)).eq(L('周长') as Rat)) return null;
      formula =
        asked === '边长'
          ? `正方形的边长 $=周长\\div 4 = ${numTex(L('周长') as Rat)} \\div 4`
          : `边长 $= ${numTex(L('周长') as Rat)} \\div 4 = ${numTex(side)}$，面积 $= ${numTex(side)} \\times ${numTex(side)}`;
      break;
    }
    case '长方形:宽':
    case '长方形:长': {
      const other = asked === '宽' ? '长' : '宽';
      if (!has('周长', other)) return null;
      value = (L('周长') as Rat).div(two).sub(L(other) as Rat);
      check = (L('周长') as Rat).sub((L(other) as Rat).mul(two)).div(two);
      if (
        value.sign() <= 0 ||
        !value
          .add(L(other) as Rat)
          .mul(two)
          .eq(L('周长') as Rat)
      )
        return null;
      formula = `长方形的${asked} $=周长\\div 2 - ${other} = ${numTex(L('周长') as Rat)} \\div 2 - ${numTex(L(other) as Rat)}`;
      break;
    }
    default:
      return null;
  }
  if (!value || !check || !value.eq(check) || value.sign() <= 0) return null;
  // every given length was used by the formula
  if (used.length !== p.qs.filter((q) => !q.label && !(q.chinese && q.value.isOne())).length) return null;
  let answer = value;
  let unitNote = '';
  const natural = UNITS.get(power === 1 ? lenUnit.name : `${power === 2 ? '平方' : '立方'}${lenUnit.name}`);
  if (natural && natural.name !== out.name) {
    answer = convert(value, natural, out) as Rat;
    unitNote = `，$${numTex(value)}$ ${natural.name} $= ${numTex(answer)}$ ${out.name}`;
  }
  const conv = [...attrs.values()].some((q) => q.unit?.name !== lenUnit.name) ? `（先把长度都化成${lenUnit.name}）` : '';
  return {
    kind: 'measure',
    roundable: true,
    impliedPi: round && !pi,
    idea: `这是求${shape}${asked}的问题，${round ? (pi ? '按题意取 $\\pi = 3.14$，' : PI_NOTE) : ''}用${shape}的${asked}公式计算。`,
    steps: [
      `**分析数量关系** 已知${[...attrs.entries()].map(([k, q]) => `${k} $${numTex(q.value)}$ ${q.unit?.name}`).join('，')}${conv}。`,
      `**列式计算** ${formula} = ${numTex(value)}$（${natural?.name ?? out.name}）${unitNote}`,
    ],
    answer,
    unit: out.name,
    form: 'number',
    used,
    check: '换一种顺序重新计算（如把公式展开后分步相乘再相加），结果相同。',
  };
}
