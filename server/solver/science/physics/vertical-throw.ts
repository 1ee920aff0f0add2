import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { type Answer, finishMechanics, num, refuseWithoutG } from './mechanics-answer';
import { ofUnits, readMechanics, si } from './mechanics-reading';

const THROWN_UP = /竖直上抛|竖直向上(?:抛出|抛|射出|弹出|发射|跳起|踢出)|(?:竖直)?向上抛出.{0,6}竖直/;
const OUTSIDE =
  /平抛|斜抛|下抛|图|两个|两球|两物|[A-D]\s*[、和与]\s*[A-D]|楼|塔|台|井|崖|阳台|距地面|离地面?\s*\d|高处|若|如果|下列|正确的是|错误的是|之比|阻力|气球|电梯|火箭|先|再|然后|路程|平均/;

type Asked = 'H' | 'tUp' | 'tBack' | 'vBack' | 'v0' | 'vAt' | 'hAt';

/** What is asked, by the usual words of a throw's question. */
function askedOf(q: string, timeGiven: boolean, fromGround: boolean): Asked | undefined {
  if (/初速度|抛出时的?速度|抛出的?速度/.test(q)) return 'v0';
  // 「上升到最大高度所用的时间」 asks the time: the words of the height name the moment, not the quantity.
  const asksTime = /时间|多久|多长时间|几秒/.test(q);
  if (asksTime && !/回到|落回|返回|落地|着地/.test(q) && /(?:上升|最高点|最大高度)[^，,。]{0,8}(?:时间|多久|几秒)/.test(q)) return 'tUp';
  if (/最大高度|最高点?(?:离|距)|上升的?(?:最大)?高度|能上升多高|上升多高/.test(q)) return asksTime ? undefined : 'H';
  // Thrown from the ground, it lands where it was thrown from.
  if (/(?:回到|落回|返回)(?:抛出点|原处|手中|出发点|抛出处)/.test(q) || (fromGround && /落(?:回)?(?:到)?地(?:面)?|着地/.test(q))) {
    if (/时间|多久|多长时间|几秒/.test(q)) return 'tBack';
    if (/速度/.test(q)) return 'vBack';
    return undefined;
  }
  if (/(?:上升|到达最高点|到最高点)[^，,。]{0,6}(?:时间|多久|几秒)|上升时间/.test(q)) return 'tUp';
  if (timeGiven && /速度/.test(q)) return 'vAt';
  if (timeGiven && /位移|高度|离抛出点/.test(q)) return 'hAt';
  return undefined;
}

/**
 * A body thrown straight up, air resistance ignored: the rise is uniformly decelerated at g and the fall
 * mirrors it. From the launch speed v₀: the highest point v₀²/2g, the time up v₀/g, back at the hand after 2v₀/g
 * with speed v₀, the speed and height t seconds later (before it is back); or v₀ from the time up or the highest
 * point. Checked by energy (½v₀² = gH) and by the time up. g must be stated; null for throws from a height,
 * two bodies, drag, or anything else.
 */
export function solveVerticalThrow(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const stem = split ? split.stem : raw;
  if (!THROWN_UP.test(stem)) return null;
  const read = readMechanics(stem);
  if (!read || OUTSIDE.test(read.text.replace(/不计空气阻力|空气阻力不计|忽略空气阻力|空气阻力(?:可以)?忽略(?:不计)?/g, ''))) return null;
  const qs = read.quantities;
  const speeds = ofUnits(qs, 'm/s');
  const times = ofUnits(qs, 's');
  const heights = ofUnits(qs, 'm');
  if (speeds.length + times.length + heights.length !== qs.length || qs.length !== 1 + (times.length === 1 && speeds.length === 1 ? 1 : 0))
    return null;
  const q = read.question;
  // A time before the question that is not the time up is a moment of the flight.
  // A time is the time up only when its own clause says so (「经 4 s 落回抛出点，…到达最高点时」 is the time back).
  const clauseOf = (at: number) => {
    const start = Math.max(...['，', ',', '。', '；', ';'].map((c) => read.text.lastIndexOf(c, at)));
    const ends = ['，', ',', '。', '；', ';'].map((c) => read.text.indexOf(c, at)).filter((i) => i >= 0);
    return read.text.slice(start + 1, ends.length > 0 ? Math.min(...ends) : read.text.length);
  };
  const timeClause = times.length === 1 ? clauseOf(times[0].index) : '';
  const timeUp =
    times.length === 1 &&
    speeds.length === 0 &&
    /(?:到达|到)最高点|上升(?:的)?时间|上升到最高点/.test(timeClause) &&
    !/回|落|返/.test(timeClause) &&
    times[0].index < read.text.indexOf(read.question);
  // 「第 3 s 内」, 「最后 1 s 内」: a stretch of the flight, not the moment t.
  if (times.length === 1 && /(?:第|最后|最初|头)\s*$/.test(read.text.slice(Math.max(0, times[0].index - 3), times[0].index))) return null;
  const asked = askedOf(q, times.length === 1 && !timeUp, /从地面|地面上|在地面/.test(read.text));
  if (!asked) return null;
  if (read.g === undefined) return refuseWithoutG(split);
  const g = read.g;
  const lines: string[] = [];
  let v0: number;
  if (speeds.length === 1) {
    if (asked === 'v0') return null;
    v0 = si(speeds[0]);
    lines.push(`竖直上抛运动：取向上为正方向，$v_0 = ${num(v0)}\\ \\mathrm{m/s}$，加速度为 $-g$，$g = ${num(g)}\\ \\mathrm{m/s^2}$。`);
  } else if (timeUp) {
    const t = si(times[0]);
    v0 = g * t;
    lines.push(
      `竖直上抛运动上升到最高点时速度为零：$v_0 = gt_{上} = ${num(g)} \\times ${num(t)}\\ \\mathrm{m/s} = ${num(v0)}\\ \\mathrm{m/s}$。`,
    );
    if (asked === 'tUp') return null;
  } else if (heights.length === 1 && /最大高度|最高|上升.{0,4}高/.test(read.text.slice(0, heights[0].index + 12))) {
    const H = si(heights[0]);
    v0 = Math.sqrt(2 * g * H);
    lines.push(
      `上升到最高点时速度为零，由 $v_0^2 = 2gH$ 得 $v_0 = \\sqrt{2 \\times ${num(g)} \\times ${num(H)}}\\ \\mathrm{m/s} = ${num(v0)}\\ \\mathrm{m/s}$。`,
    );
    if (asked === 'H') return null;
  } else return null;
  if (!(v0 > 0)) return null;
  const H = (v0 * v0) / (2 * g);
  const tUp = v0 / g;
  // Check: the highest point from energy and from the time up agree.
  if (Math.abs(H - 0.5 * g * tUp * tUp) > 1e-9 * Math.max(1, H)) return null;
  const check = `最高点高度 $H = \\frac{v_0^2}{2g} = ${num(H)}\\ \\mathrm{m}$ 与 $\\frac{1}{2}gt_{上}^2$（$t_{上} = \\frac{v_0}{g} = ${num(tUp)}\\ \\mathrm{s}$）一致，机械能守恒 $\\frac{1}{2}mv_0^2 = mgH$。`;
  let answer: Answer;
  if (asked === 'v0') answer = { tex: 'v_0', value: v0, unit: 'm/s', unitTex: 'm/s' };
  else if (asked === 'H') {
    lines.push(
      `上升的最大高度 $H = \\frac{v_0^2}{2g} = \\frac{${num(v0)}^2}{2 \\times ${num(g)}}\\ \\mathrm{m} = ${num(H)}\\ \\mathrm{m}$。`,
    );
    answer = { tex: 'H', value: H, unit: 'm', unitTex: 'm' };
  } else if (asked === 'tUp') {
    lines.push(`上升时间 $t_{上} = \\frac{v_0}{g} = ${num(tUp)}\\ \\mathrm{s}$。`);
    answer = { tex: 't_{上}', value: tUp, unit: 's', unitTex: 's' };
  } else if (asked === 'tBack') {
    lines.push(
      `上升和下落过程对称，回到抛出点共用时 $t = \\frac{2v_0}{g} = \\frac{2 \\times ${num(v0)}}{${num(g)}}\\ \\mathrm{s} = ${num(2 * tUp)}\\ \\mathrm{s}$。`,
    );
    answer = { tex: 't', value: 2 * tUp, unit: 's', unitTex: 's' };
  } else if (asked === 'vBack') {
    lines.push(`由机械能守恒（或运动的对称性），回到抛出点时速度大小等于 $v_0$，方向竖直向下。`);
    answer = { tex: 'v', value: v0, unit: 'm/s', unitTex: 'm/s' };
  } else {
    const t = si(times[0]);
    if (!(t > 0 && t < 2 * tUp)) return null;
    const v = v0 - g * t;
    const h = v0 * t - 0.5 * g * t * t;
    if (asked === 'vAt') {
      // Past the top the velocity points down: only its size is answered, and only when the size is asked.
      if (v < 0 && !/大小|速率/.test(q)) return null;
      if (Math.abs(v) < 1e-12) return null;
      lines.push(
        `$t = ${num(t)}\\ \\mathrm{s}$ 时 $v = v_0 - gt = ${num(v0)} - ${num(g)} \\times ${num(t)}\\ \\mathrm{m/s} = ${num(v)}\\ \\mathrm{m/s}$${v < 0 ? '，负号表示方向竖直向下' : '，方向竖直向上'}。`,
      );
      answer = { tex: 'v', value: Math.abs(v), unit: 'm/s', unitTex: 'm/s' };
    } else {
      lines.push(
        `$t = ${num(t)}\\ \\mathrm{s}$ 时离抛出点的高度 $h = v_0t - \\frac{1}{2}gt^2 = ${num(h)}\\ \\mathrm{m}$（在抛出点上方）。`,
      );
      answer = { tex: 'h', value: h, unit: 'm', unitTex: 'm' };
    }
    // Check: energy at that moment, ½v² + gh = ½v₀².
    if (Math.abs(0.5 * v * v + g * h - 0.5 * v0 * v0) > 1e-9 * Math.max(1, v0 * v0)) return null;
  }
  return finishMechanics(lines, check, answer, '已用机械能守恒与上升时间两种方法核对', split);
}
