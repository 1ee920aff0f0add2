import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex as t, type Problem, type Qty } from '../read';
import { convert, speedUnit, type Unit, UNITS } from '../units';

/**
 * 比例尺, one step after it (六年级下册 比例的应用):
 * - the real distance from a map, then a trip over it: 「在1:6000000的地图上，甲乙两地相距6.5厘米，货车行了6.5小时，
 *   速度是多少千米每小时」 (or the time at a speed told);
 * - a figure drawn smaller: 「足球场长120米，宽90米，画在纸上长画了16厘米，宽应画多少厘米」 — every length is drawn
 *   at the same ratio.
 */

const cm = () => UNITS.get('厘米') as Unit;

/** 「每小时行60千米」: the time unit a length is told per, when it is a speed. */
function perTime(p: Problem, q: Qty): string | null {
  if (q.unit?.dim !== 'length') return null;
  const m = /每(小时|分钟|秒)[\u4e00-\u9fff]{0,3}$/.exec(p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]));
  return m ? m[1] : null;
}

function mapTravel(p: Problem): Model | null {
  const m = /(?:比例尺(?:是|为)?|在)1[:：∶](\d+)(?:的(?:地图|图|平面图))?/.exec(p.text);
  if (!m || !p.ask.unit) return null;
  const n = Rat.of(BigInt(m[1]));
  const nums = p.qs.filter((q) => !isOptional(q) && !(q.start >= m.index && q.start < m.index + m[0].length));
  const lens = nums.filter((q) => q.kind === 'plain' && q.unit?.dim === 'length' && !perTime(p, q));
  const others = nums.filter((q) => !lens.includes(q));
  if (lens.length !== 1 || others.length !== 1 || others[0].kind !== 'plain' || !others[0].unit) return null;
  const [map] = lens;
  const [other] = others;
  if (/实际/.test(p.clauses[map.clause]) || map.start < m.index) return null;
  const realCm = (convert(map.value, map.unit as Unit, cm()) as Rat).mul(n);
  const km = UNITS.get('千米') as Unit;
  const realKm = convert(realCm, cm(), km) as Rat;
  // 「平均每小时行多少千米」 asks a speed in 千米 per hour
  const perAsk = /每(小时|分钟|秒)[\u4e00-\u9fff]{0,3}$/.exec(p.ask.text.replace(/(?:多少|几).*$/, ''));
  const ask = p.ask.unit.dim === 'length' && perAsk ? speedUnit(p.ask.unit.name, perAsk[1]) : p.ask.unit;
  if (!ask) return null;
  let answer: Rat;
  let step: string;
  let check: string;
  if (ask.dim === 'speed' && other.unit?.dim === 'time') {
    const [lenName, per] = ask.name.split('/');
    const lenU = UNITS.get(lenName);
    const timeU = UNITS.get(per === '时' ? '小时' : per === '分' ? '分钟' : per);
    if (!lenU || !timeU) return null;
    const d = convert(realCm, cm(), lenU) as Rat;
    const tm = convert(other.value, other.unit, timeU) as Rat;
    if (tm.sign() <= 0) return null;
    answer = d.div(tm);
    step = `**第二步** 速度：$${t(d)} \\div ${t(tm)} = ${t(answer)}$（${ask.name}）`;
    check = `验算：$${t(answer)} \\times ${t(tm)} = ${t(d)}$ ${lenU.name}，图上 $${t(d)}$ ${lenU.name} ÷ ${m[1]} 正是 $${t(map.value)}$ ${map.unit?.name}。`;
    if (!answer.mul(tm).eq(d)) return null;
  } else if (ask.dim === 'time' && (other.unit?.dim === 'speed' || perTime(p, other))) {
    const [lenName, per] = other.unit?.dim === 'speed' ? other.unit.name.split('/') : [other.unit?.name ?? '', perTime(p, other) ?? ''];
    const v = speedUnit(lenName, per);
    const lenU = UNITS.get(lenName);
    const timeU = UNITS.get(per === '时' ? '小时' : per === '分' ? '分钟' : per);
    if (!v || !lenU || !timeU) return null;
    const d = convert(realCm, cm(), lenU) as Rat;
    const tm = d.div(other.value);
    answer = convert(tm, timeU, ask) as Rat;
    step = `**第二步** 时间：$${t(d)} \\div ${t(other.value)} = ${t(tm)}$（${timeU.name}）`;
    check = `验算：$${t(other.value)} \\times ${t(tm)} = ${t(d)}$ ${lenU.name}，正是实际距离。`;
  } else return null;
  return {
    kind: 'scale-steps',
    idea: `比例尺 1:${m[1]}：实际距离 = 图上距离 × ${m[1]}；再用路程、速度、时间的关系。`,
    steps: [
      `**第一步** 实际距离：$${t(convert(map.value, map.unit as Unit, cm()) as Rat)} \\times ${m[1]} = ${t(realCm)}$（厘米）$= ${t(realKm)}$ 千米`,
      step,
    ],
    answer,
    unit: perAsk && ask.dim === 'speed' ? (p.ask.unit?.name ?? ask.name) : ask.name,
    form: 'number',
    used: p.qs.filter((q) => !isOptional(q)),
    check,
  };
}

const SIDE = /(长|宽|高|底|边长)(?:是|为|画了|画成|应画|应该画|画|要画)?$/;

/** 「足球场长120米，宽90米，把它画在纸上，长画了16厘米，宽应该画多少厘米？」 */
function drawnAlike(p: Problem): Model | null {
  const draw = /画在[\u4e00-\u9fff]{0,5}?(?:纸|图|本子|黑板)上|按比例画|缩小后画/.exec(p.text);
  if (!draw || !p.ask.unit || p.ask.unit.dim !== 'length') return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 3 || nums.some((q) => q.kind !== 'plain' || q.unit?.dim !== 'length')) return null;
  const named = (q: Qty) => SIDE.exec(p.text.slice(Math.max(0, q.start - 5), q.start).replace(/的/g, ''))?.[1] ?? null;
  const real = nums.filter((q) => q.start < draw.index);
  const drawn = nums.filter((q) => q.start > draw.index);
  if (real.length !== 2 || drawn.length !== 1) return null;
  const names = real.map(named);
  const dName = named(drawn[0]);
  const asked = SIDE.exec(p.ask.text.replace(/(?:是|为|画了|画成|应画|应该画|画|要画)?(?:多少|几).*$/, '').replace(/的/g, ''))?.[1];
  if (!names[0] || !names[1] || names[0] === names[1] || !dName || !asked || asked === dName) return null;
  const same = real.find((_, i) => names[i] === dName);
  const other = real.find((_, i) => names[i] === asked);
  if (!same || !other) return null;
  const d = convert(drawn[0].value, drawn[0].unit as Unit, cm()) as Rat;
  const s = convert(same.value, same.unit as Unit, cm()) as Rat;
  const o = convert(other.value, other.unit as Unit, cm()) as Rat;
  if (s.sign() <= 0) return null;
  const ratio = d.div(s);
  const answerCm = o.mul(ratio);
  const answer = convert(answerCm, cm(), p.ask.unit) as Rat;
  // check: the two drawn lengths keep the ratio of the real ones
  if (!answerCm.mul(s).eq(d.mul(o))) return null;
  return {
    kind: 'scale-steps',
    idea: `按同一个比例画图：图上的${asked}与实际的${asked}之比，等于图上的${dName}与实际的${dName}之比。`,
    steps: [
      `**第一步** 比例：$${t(d)} 厘米 : ${t(s)} 厘米 = ${ratio.toLatex()}$（图上 : 实际）`,
      `**第二步** 图上的${asked}：$${t(o)} \\times ${ratio.toLatex()} = ${t(answerCm)}$（厘米）${p.ask.unit.name === '厘米' ? '' : `$= ${t(answer)}$ ${p.ask.unit.name}`}`,
    ],
    answer,
    unit: p.ask.unit.name,
    form: 'number',
    used: nums,
    check: `验算：图上 ${dName} : ${asked} $= ${t(d)} : ${t(answerCm)}$，与实际 $${t(s)} : ${t(o)}$ 相同。`,
  };
}

export function scaleStepsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  return mapTravel(p) ?? drawnAlike(p);
}
