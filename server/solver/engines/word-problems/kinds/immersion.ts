import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex as t, type Problem, type Qty } from '../read';
import { convert, type Unit, UNITS } from '../units';
import { PI_NOTE, primaryPi } from './measure';

/**
 * 浸物问题（五、六年级 体积的等积变形）: a solid put wholly into the water of a cylinder or a cuboid container; the water
 * rises (or falls when it is taken out) by exactly the solid's volume over the container's base:
 * - the rise from the solid's measures (「将一个底面直径4厘米、高6厘米的圆锥形铅锤放入水中，水面上升多少厘米」);
 * - the solid's volume from the rise;
 * - the solid's missing height from the rise and its other measures (「长5米、宽4米的铁块全部放入水中，水面上升0.5米，
 *   铁块的高是多少米」).
 * The solid must be under water: told (全部浸没/完全淹没) or shorter than the water told.
 */

type Solid = '圆锥' | '圆柱' | '长方体' | '正方体' | '物体';

const ROUND_CONTAINER = /圆柱形?(?:的)?(?:容器|水桶|桶|玻璃杯|杯|水杯|水池|储水池|鱼缸|水缸|量杯|玻璃缸)|圆柱体?(?:储水池|水池|容器)/;
const BOX_CONTAINER = /长方体(?:的)?(?:容器|水箱|水槽|鱼缸|玻璃缸|水缸|水池)|正方体(?:的)?(?:容器|水箱|鱼缸|玻璃缸|水缸)/;
const SOLID =
  /(?:(圆锥|圆柱|长方体|正方体)(?:形|体)?(?:的)?)?(?:铅锤|铁块|钢材|钢坯|石块|石头|零件|铁锤|铅块|铁球|物体|钢块|铜块|假山|铁|钢|铅)/;
const SUBMERGED = /全部(?:放入|放进|浸入|浸没|沉入|淹没)|完全(?:浸没|淹没|浸入|沉入|放入|放进)|浸没|淹没|沉入水中|沉没/;
const RISE = /(?:上升|升高|提高|涨了|下降|降低|降了)了?$/;
const NAMED = /(底面半径|底面直径|半径|直径|棱长|边长|长|宽|高|深)(?:是|为|约|有|都是)?$/;

interface Read {
  container: { round: boolean; r?: Rat; l?: Rat; w?: Rat };
  depth?: Rat;
  rise?: Rat;
  solid: { shape: Solid; r?: Rat; h?: Rat; l?: Rat; w?: Rat; a?: Rat };
  used: Qty[];
  len: Unit;
}

/** The measures of the problem, each named by the words before it, in one length unit. */
function read(p: Problem): Read | null {
  const solidM = SOLID.exec(p.text);
  const roundC = ROUND_CONTAINER.exec(p.text);
  const boxC = BOX_CONTAINER.exec(p.text);
  if (!solidM || (roundC ? 1 : 0) + (boxC ? 1 : 0) !== 1) return null;
  const containerAt = (roundC ?? boxC)?.index ?? -1;
  if (containerAt > solidM.index) return null;
  const lens = p.qs.filter((q) => !q.label && !(q.chinese && q.value.isOne()));
  if (lens.some((q) => q.kind !== 'plain' || q.unit?.dim !== 'length')) return null;
  const len = lens[0]?.unit;
  if (!len) return null;
  const v = (q: Qty) => convert(q.value, q.unit as Unit, len) as Rat;
  // the solid's own words start at the last 「一个/一块」 after the container is named (「将一个底面直径4厘米，高6厘米的
  // 圆锥形铅锤」), else at the clause that names it
  const containerEnd = containerAt + ((roundC ?? boxC)?.[0].length ?? 0);
  const intros = [...p.text.slice(containerEnd, solidM.index).matchAll(/一(?:个|块|根|段|座)/g)];
  const solidClause = p.clauses.findIndex((_, i) => p.offsets[i] <= solidM.index && (p.offsets[i + 1] ?? Infinity) > solidM.index);
  const lastIntro = intros[intros.length - 1];
  const solidStart = lastIntro ? containerEnd + (lastIntro.index ?? 0) : (p.offsets[solidClause] ?? 0);
  const out: Read = { container: { round: !!roundC }, solid: { shape: (solidM[1] ?? '物体') as Solid }, used: [], len };
  for (const q of lens) {
    const before = p.text.slice(Math.max(0, q.start - 8), q.start).replace(/的/g, '');
    const after = p.text.slice(q.end, q.end + 4);
    let name: string | null = null;
    if (RISE.test(before)) name = 'rise';
    else if (/^深的?水|^的?水深|^深$/.test(after) || /水深(?:是|为)?$|水的?深度?(?:是|为)?$|水面高(?:是|为)?$/.test(before)) name = 'depth';
    else name = NAMED.exec(before)?.[1].replace(/^底面/, '') ?? null;
    if (!name) return null;
    const value = v(q);
    if (name === 'rise' || name === 'depth') {
      if (out[name]) return null;
      out[name] = value;
    } else if (q.start < solidStart) {
      const c = out.container;
      const key =
        name === '半径'
          ? 'r'
          : name === '直径'
            ? 'r'
            : name === '长'
              ? 'l'
              : name === '宽'
                ? 'w'
                : name === '棱长' || name === '边长'
                  ? 'l'
                  : null;
      if (!key || c[key]) return null;
      c[key] = name === '直径' ? value.div(Rat.of(2)) : value;
      if (name === '棱长' || name === '边长') c.w = value;
    } else {
      const s = out.solid;
      const key =
        name === '半径' || name === '直径'
          ? 'r'
          : name === '高'
            ? 'h'
            : name === '长'
              ? 'l'
              : name === '宽'
                ? 'w'
                : name === '棱长'
                  ? 'a'
                  : null;
      if (!key || s[key]) return null;
      s[key] = name === '直径' ? value.div(Rat.of(2)) : value;
    }
    out.used.push(q);
  }
  if (out.container.round ? !out.container.r || out.container.l : !out.container.l || !out.container.w || out.container.r) return null;
  return out;
}

const PI = Rat.of(314, 100);

export function immersionKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/放入|放进|浸入|浸没|淹没|沉入|取出|拿出|捞出/.test(p.text)) return null;
  if (/溢出|露出|一半|部分浸|倒出|注入|每|比|倍/.test(p.text)) return null;
  const r = read(p);
  if (!r) return null;
  const { container: c, solid: s, len } = r;
  const base = c.round ? PI.mul(c.r as Rat).mul(c.r as Rat) : (c.l as Rat).mul(c.w as Rat);
  const baseTex = c.round ? `3.14 \\times ${t(c.r as Rat)}^2` : `${t(c.l as Rat)} \\times ${t(c.w as Rat)}`;
  const solidVolume = (h: Rat): Rat | null => {
    if (s.shape === '圆锥' || s.shape === '圆柱')
      return s.r
        ? PI.mul(s.r)
            .mul(s.r)
            .mul(h)
            .div(Rat.of(s.shape === '圆锥' ? 3 : 1))
        : null;
    if (s.shape === '长方体') return s.l && s.w ? s.l.mul(s.w).mul(h) : null;
    return null;
  };
  const round = c.round || s.shape === '圆锥' || s.shape === '圆柱';
  if (s.shape === '物体' && !/体积/.test(p.ask.text)) return null;
  if (round && !primaryPi(p)) return null;
  const falls = /下降|降低|降了/.test(p.text);
  if (falls !== /取出|拿出|捞出/.test(p.text)) return null;
  const askRise = /上升|升高|下降|降低|提高/.test(p.ask.text) && (p.ask.unit?.dim === 'length' || p.ask.dim === 'length');
  const askHeight = /高|高度/.test(p.ask.text.replace(/升高|提高/g, '')) && !askRise;
  const askVolume = /体积/.test(p.ask.text);
  const submerged = SUBMERGED.test(p.text);
  let answer: Rat;
  let unit: Unit;
  const steps: string[] = [];
  let check: string;
  if (askRise) {
    if (r.rise) return null;
    const h = s.shape === '正方体' ? s.a : s.h;
    const vol = s.shape === '正方体' && s.a ? s.a.pow(3) : h ? solidVolume(h) : null;
    if (!vol || !h) return null;
    // under water: told, or the water is at least as deep as the solid is tall
    if (!submerged && !(r.depth && r.depth.cmp(h) >= 0)) return null;
    if (r.depth && !submerged && r.depth.cmp(h) < 0) return null;
    answer = vol.div(base);
    unit = p.ask.unit ?? len;
    steps.push(`**第一步** ${s.shape}的体积：$${t(vol)}$（立方${len.name}）`);
    steps.push(`**第二步** 容器的底面积：$${baseTex} = ${t(base)}$（平方${len.name}）`);
    steps.push(`**第三步** 水面${falls ? '下降' : '上升'}：$${t(vol)} \\div ${t(base)} = ${t(answer)}$（${len.name}）`);
    check = `验算：上升的水的体积 $${t(base)} \\times ${t(answer)} = ${t(vol)}$，正好是${s.shape}的体积。`;
  } else if (askHeight || askVolume) {
    if (!r.rise || !submerged) return null;
    const water = base.mul(r.rise);
    if (askVolume) {
      if (s.r || s.h || s.l || s.w || s.a) return null;
      answer = water;
      const vu = UNITS.get(`立方${len.name}`);
      if (!vu) return null;
      unit = p.ask.unit?.dim === 'volume' ? p.ask.unit : vu;
      steps.push(
        `**列式计算** 物体的体积等于${falls ? '下降' : '上升'}部分水的体积：$${baseTex} \\times ${t(r.rise)} = ${t(water)}$（${vu.name}）`,
      );
      check = `验算：$${t(water)} \\div ${t(base)} = ${t(r.rise)}$，正好是水面${falls ? '下降' : '上升'}的高度。`;
    } else {
      if (s.h || s.shape === '正方体' || r.depth) return null;
      const one = solidVolume(Rat.ONE);
      if (!one) return null;
      answer = water.div(one);
      unit = p.ask.unit ?? len;
      const solidBase = s.shape === '长方体' ? `${t(s.l as Rat)} \\times ${t(s.w as Rat)}` : `3.14 \\times ${t(s.r as Rat)}^2`;
      steps.push(
        `**第一步** ${s.shape}的体积等于${falls ? '下降' : '上升'}部分水的体积：$${baseTex} \\times ${t(r.rise)} = ${t(water)}$（立方${len.name}）`,
      );
      steps.push(
        `**第二步** ${s.shape}的高：$${t(water)}${s.shape === '圆锥' ? ' \\times 3' : ''} \\div (${solidBase}) = ${t(answer)}$（${len.name}）`,
      );
      check = `验算：高 $${t(answer)}$ 的${s.shape}体积是 $${t(solidVolume(answer) as Rat)}$，等于 $${t(water)}$。`;
      if (!(solidVolume(answer) as Rat).eq(water)) return null;
    }
  } else return null;
  if (unit.dim === 'length' && unit.name !== len.name) {
    const conv = convert(answer, len, unit);
    if (!conv) return null;
    answer = conv;
  }
  if (unit.dim === 'volume') answer = convert(answer, UNITS.get(`立方${len.name}`) as Unit, unit) as Rat;
  if (answer.sign() <= 0) return null;
  return {
    kind: 'immersion',
    idea: `物体完全浸没在水中，${falls ? '取出后水面下降' : '水面上升'}部分的水的体积就是物体的体积（等积变形）。${round ? PI_NOTE : ''}`,
    steps,
    answer,
    unit: unit.name,
    form: 'number',
    used: r.used,
    impliedPi: round,
    roundable: true,
    check,
  };
}
