import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { plainJunior, ratOf } from './plain';

/**
 * A regression line through the sample's centre (x̄, ȳ): the centre told as means (x̄=3，ȳ=5), as 「样本中心点为 (3,5)」
 * or as sums over n samples (Σx_i=225 or x_1+x_2+…+x_{10}=225), the line ŷ=b̂x+â with one coefficient unknown (the
 * other in the line or told apart, 「b̂=4」), and the ask that coefficient or the value predicted at x=c (预测/估计).
 * Every number of the stem must be one of these, else refuse. Checked by putting the centre back into the line.
 */
type Out = ReturnType<typeof solved>;

const UNUM = String.raw`\d+(?:\.\d+)?(?:/\d+)?`;
const NUM = `-?${UNUM}`;
const COEF = `(?:b̂|â|[abmkt])`;

function hatted(stem: string): string {
  return plainJunior(stem)
    .replace(/\\hat\{y\}|\\hat y|y\^/g, 'ŷ')
    .replace(/\\hat\{a\}|\\hat a/g, 'â')
    .replace(/\\hat\{b\}|\\hat b/g, 'b̂')
    .replace(/\\(?:bar|overline)\{x\}/g, 'x̄')
    .replace(/\\(?:bar|overline)\{y\}/g, 'ȳ')
    .replace(/_\{(\d+)\}/g, '_$1')
    .replace(/[（）]/g, (c) => (c === '（' ? '(' : ')'));
}

function num(s: string): Rat | null {
  return ratOf(s);
}

export function regressionCentre(stem: string, mp: MathProblem): Out | null {
  let t = hatted(stem);
  if (!/回归/.test(t)) return null;
  const take = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(t);
    if (m) t = t.replace(m[0], '〈〉');
    return m;
  };
  // the line: ŷ = (coef)x ± (const), or ŷ = (const) ± (coef)x
  const line =
    take(new RegExp(`ŷ=(${NUM}|${COEF})?x([+-])(${UNUM}|${COEF})(?![\\dx])`)) ??
    take(new RegExp(`ŷ=(${NUM}|${COEF})([+-])(${UNUM}|${COEF})?x(?![\\d])`));
  if (!line) return null;
  const slopeFirst = line[0].indexOf('x') < line[0].search(/[+-](?=[^=]*$)/) || /x[+-]/.test(line[0]);
  let slopeText = slopeFirst ? (line[1] ?? '1') : (line[3] ?? '1');
  let constText = slopeFirst ? line[3] : line[1];
  if (line[2] === '-') {
    if (slopeFirst) constText = `-${constText}`;
    else slopeText = `-${slopeText}`;
  }
  const value = (s: string): Rat | null | 'letter' => (new RegExp(`^-?${COEF}$`).test(s) ? 'letter' : num(s));
  let slope = value(slopeText);
  let icpt = value(constText);
  if (slope === null || icpt === null) return null;
  const letterOf = (s: string) => s.replace(/^-/, '');
  // a coefficient told apart: 「b̂=4」
  for (const side of ['slope', 'icpt'] as const) {
    const text = side === 'slope' ? slopeText : constText;
    if ((side === 'slope' ? slope : icpt) !== 'letter') continue;
    const told = take(new RegExp(`(?<![\\wŷ])${letterOf(text)}=(${NUM})(?![\\d])`));
    if (!told) continue;
    const v = num(told[1]);
    if (!v) return null;
    const signed = text.startsWith('-') ? v.neg() : v;
    if (side === 'slope') slope = signed;
    else icpt = signed;
  }
  // the centre
  let cx: Rat | null = null;
  let cy: Rat | null = null;
  const pt = take(new RegExp(`(?:样本)?(?:点的)?中心(?:点)?(?:的)?(?:坐标)?(?:为|是)\\((${NUM}),(${NUM})\\)`));
  if (pt) {
    cx = num(pt[1]);
    cy = num(pt[2]);
  } else {
    const mx = take(new RegExp(`x̄=(${NUM})(?![\\d])`));
    const my = take(new RegExp(`ȳ=(${NUM})(?![\\d])`));
    if (mx && my) {
      cx = num(mx[1]);
      cy = num(my[1]);
    } else if (!mx && !my) {
      const sum = (v: 'x' | 'y') =>
        take(new RegExp(`(?:\\\\sum_\\{?i=1\\}?\\^\\{?(\\d+)\\}?${v}_i|${v}_1\\+${v}_2\\+…\\+${v}_\\{?(\\d+)\\}?)=(${NUM})(?![\\d])`));
      const sx = sum('x');
      const sy = sum('y');
      if (!sx || !sy) return null;
      const [nx, ny] = [Number(sx[1] ?? sx[2]), Number(sy[1] ?? sy[2])];
      if (nx !== ny || nx < 2) return null;
      const [a, b] = [num(sx[3]), num(sy[3])];
      if (!a || !b) return null;
      // 「由 10 组样本数据」 names the same n
      const groups = take(/(\d+)(?:组|对)(?:样本)?(?:数据|观测数据|观测值)/);
      if (groups && Number(groups[1]) !== nx) return null;
      cx = a.div(Rat.of(nx));
      cy = b.div(Rat.of(nx));
    } else return null;
  }
  if (!cx || !cy) return null;
  // the ask: the unknown coefficient, or the value predicted at x = c
  const at = take(new RegExp(`(?:当|若)?x=(${NUM})(?![\\d])`));
  let asked: 'slope' | 'icpt' | 'predict';
  if (at) {
    if (!/预测|估计|预报/.test(t) || !/(?:为|是|约为|约是|等于)?＿[^＿]*$/.test(t)) return null;
    asked = 'predict';
  } else {
    const ask = new RegExp(`(?:则|那么|求)(-?${COEF})(?:=|的值(?:为|是)?|等于)＿`).exec(t);
    if (!ask) return null;
    const letter = letterOf(ask[1]);
    if (slope === 'letter' && letterOf(slopeText) === letter) asked = 'slope';
    else if (icpt === 'letter' && letterOf(constText) === letter) asked = 'icpt';
    else return null;
    t = t.replace(ask[0], '〈〉');
  }
  // exactly one unknown left, and for a prediction none
  const unknown = (slope === 'letter' ? 1 : 0) + (icpt === 'letter' ? 1 : 0);
  if (asked === 'predict' ? unknown > 1 : unknown !== 1) return null;
  // nothing else told: no number outside what was read
  if (/\d/.test(t.replace(/^\s*\d{1,2}\s*[.、．]/, ''))) return null;
  // ȳ = b̂x̄ + â
  let b = slope;
  let a = icpt;
  if (b === 'letter') {
    if (a === 'letter' || cx.isZero()) return null;
    b = cy.sub(a).div(cx);
    if (slopeText.startsWith('-')) b = b.neg();
  }
  if (a === 'letter') {
    a = cy.sub((b as Rat).mul(cx));
    if (constText.startsWith('-')) a = a.neg();
  }
  const bs = slopeText.startsWith('-') && slope === 'letter' ? (b as Rat).neg() : (b as Rat);
  const as = constText.startsWith('-') && icpt === 'letter' ? (a as Rat).neg() : (a as Rat);
  if (!bs.mul(cx).add(as).eq(cy)) return null;
  const centre = `(${cx.toLatex()},${cy.toLatex()})`;
  const lineTex = `\\hat{y}=${bs.toLatex()}x${as.sign() < 0 ? '' : '+'}${as.toLatex()}`;
  const steps = [`回归直线过样本中心点 ${im(centre)}。`];
  let answer: Rat;
  let shown: string;
  if (asked === 'predict') {
    const x0 = num(at![1]);
    if (!x0) return null;
    answer = bs.mul(x0).add(as);
    steps.push(`${im(lineTex)}，当 ${im(`x=${x0.toLatex()}`)} 时，${im(`\\hat{y}=${answer.toLatex()}`)}。`);
    shown = answer.toLatex();
  } else {
    const letter = letterOf(asked === 'slope' ? slopeText : constText)
      .replace('â', '\\hat{a}')
      .replace('b̂', '\\hat{b}');
    answer = asked === 'slope' ? (b as Rat) : (a as Rat);
    steps.push(
      `代入 ${im(`${cy.toLatex()}=${asked === 'slope' ? `${letter}\\times ${cx.toLatex()}+${as.toLatex()}` : `${bs.toLatex()}\\times ${cx.toLatex()}+${letter}`}`)}，得 ${im(`${letter}=${answer.toLatex()}`)}。`,
    );
    shown = `${letter}=${answer.toLatex()}`;
  }
  return solved(mp, {
    engine: 'statistics:regression-centre',
    idea: '线性回归方程 $\\hat{y}=\\hat{b}x+\\hat{a}$ 的图象一定经过样本中心点 $(\\bar{x},\\bar{y})$。',
    steps,
    finalAnswer: im(shown),
    verificationNote: `把 ${im(`x=${cx.toLatex()}`)} 代入 ${im(lineTex)} 得 ${im(cy.toLatex())}，正是 ${im('\\bar{y}')}。`,
    value: { kind: 'numbers', values: [answer.toNumber()] },
  });
}
