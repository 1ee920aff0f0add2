import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { solveLinear } from './linear3';
import { SIN2, lengthLatex, specialAngle, squareOf } from './squares';

/**
 * Solving a right triangle named by its vertices (「在 Rt△ABC 中，∠C=90°，AC=3，BC=4，则 AB=＿」): two facts among
 * the side lengths, an acute angle of 30°/45°/60°, and sin/cos/tan of an acute angle fix the triangle; asked is a side,
 * a ratio, an acute angle, the area, the height or the median on the hypotenuse. Worked on squared lengths so surds
 * stay exact (勾股定理: a²+b²=c²); the answer is checked by putting every found side back into every told fact.
 */

type Out = ReturnType<typeof solved>;

const VALUE = String.raw`(\d+(?:\.\d+)?(?:√\d+)?(?:/\d+)?|√\d+(?:/\d+)?)`;

export function namedRightTriangle(t: string, mp: MathProblem): Out | null {
  const head = /^(?:如图[,，]?)?(?:在|已知)?Rt△([A-Z])([A-Z])([A-Z])中[,，]∠([A-Z])=90°[,，]/.exec(t);
  if (!head) return null;
  const names = [head[1], head[2], head[3]];
  const right = head[4];
  if (!names.includes(right) || new Set(names).size !== 3) return null;
  const [p, q] = names.filter((n) => n !== right);
  const body = t.slice(head[0].length);
  const parts = body.split(/[,，]/);
  const last = parts.pop() ?? '';
  const asked =
    /^(?:则|那么|求)?(?:([A-Z]{2})|(sin|cos|tan)([A-Z])|∠([A-Z])|(△[A-Z]{3}的面积|斜边上的高|斜边上的中线(?:长)?|AB边上的高))(?:的长)?(?:=|为|是|等于)＿(?:度)?$/.exec(
      last,
    );
  if (!asked) return null;
  // Each told fact is one linear equation in the squared sides (a, b, c); with a + b = c they fix the triangle.
  const eqs: Rat[][] = [[Rat.ONE, Rat.ONE, Rat.ONE.neg(), Rat.ZERO]];
  const told: Array<{ check: (s: Sides) => boolean; words: string }> = [];
  const sideKey = (xy: string): keyof Sides | null => {
    const set = new Set(xy);
    if (set.size !== 2 || ![...set].every((v) => names.includes(v))) return null;
    if (!set.has(right)) return 'c';
    return set.has(q) ? 'a' : 'b';
  };
  const at = (v: string) => (v === p ? { opp: 0, adj: 1 } : { opp: 1, adj: 0 });
  const ratio = (fn: string, v: string, s: Sides): Rat | null => {
    // For the angle at v: opposite²/hypotenuse² (sin²), adjacent²/hypotenuse² (cos²), opposite²/adjacent² (tan²).
    const [opp, adj] = v === p ? [s.a, s.b] : [s.b, s.a];
    if (fn === 'sin') return opp.div(s.c);
    if (fn === 'cos') return adj.div(s.c);
    return adj.isZero() ? null : opp.div(adj);
  };
  const row = (entries: Array<[number, Rat]>, rhs: Rat): Rat[] => {
    const r = [Rat.ZERO, Rat.ZERO, Rat.ZERO, rhs];
    for (const [i, v] of entries) r[i] = r[i].add(v);
    return r;
  };
  const ratioRow = (fn: string, v: string, r2: Rat): Rat[] => {
    const { opp, adj } = at(v);
    if (fn === 'sin')
      return row(
        [
          [opp, Rat.ONE],
          [2, r2.neg()],
        ],
        Rat.ZERO,
      );
    if (fn === 'cos')
      return row(
        [
          [adj, Rat.ONE],
          [2, r2.neg()],
        ],
        Rat.ZERO,
      );
    return row(
      [
        [opp, Rat.ONE],
        [adj, r2.neg()],
      ],
      Rat.ZERO,
    );
  };
  for (const part of parts) {
    const side = new RegExp(`^(?:且)?([A-Z]{2})=${VALUE}$`).exec(part);
    const angle = /^(?:且)?∠([A-Z])=(\d+)°$/.exec(part);
    const trig = new RegExp(`^(?:且)?(sin|cos|tan)([A-Z])=${VALUE}$`).exec(part);
    if (side) {
      const key = sideKey(side[1]);
      const sq = squareOf(side[2]);
      if (!key || !sq || sq.isZero()) return null;
      eqs.push(row([[['a', 'b', 'c'].indexOf(key), Rat.ONE]], sq));
      told.push({ check: (s) => s[key].eq(sq), words: `${side[1]}=${side[2]}` });
    } else if (angle) {
      const v = angle[1];
      const deg = Number(angle[2]);
      if (v === right || !names.includes(v) || !SIN2[deg]) return null;
      eqs.push(ratioRow('sin', v, SIN2[deg]));
      told.push({ check: (s) => ratio('sin', v, s)?.eq(SIN2[deg]) ?? false, words: `∠${v}=${deg}°` });
    } else if (trig) {
      const v = trig[2];
      const sq = squareOf(trig[3]);
      if (v === right || !names.includes(v) || !sq || sq.isZero()) return null;
      if (trig[1] !== 'tan' && sq.cmp(Rat.ONE) >= 0) return null;
      eqs.push(ratioRow(trig[1], v, sq));
      told.push({ check: (s) => ratio(trig[1], v, s)?.eq(sq) ?? false, words: `${trig[1]}${v}=${trig[3]}` });
    } else return null;
  }
  const shapeOnly = !!(asked[2] || asked[4]);
  if (told.length === 1 && shapeOnly) eqs.push(row([[2, Rat.ONE]], Rat.ONE));
  else if (told.length !== 2) return null;
  const sol = solveLinear(eqs);
  if (!sol || sol.some((v) => v.sign() <= 0)) return null;
  const s: Sides = { a: sol[0], b: sol[1], c: sol[2] };
  const sides = told.length === 2;
  // Check another way: every told fact read again from its definition on the found sides.
  if (!told.every((f) => f.check(s)) || !s.a.add(s.b).eq(s.c)) return null;
  let answer: string;
  let num: number;
  if (asked[1]) {
    const key = sideKey(asked[1]);
    if (!key || !sides) return null;
    answer = lengthLatex(s[key]);
    num = Math.sqrt(s[key].toNumber());
  } else if (asked[2]) {
    const r2 = ratio(asked[2], asked[3], s);
    if (!r2 || asked[3] === right || !names.includes(asked[3])) return null;
    answer = lengthLatex(r2);
    num = Math.sqrt(r2.toNumber());
  } else if (asked[4]) {
    const v = asked[4];
    if (v === right || !names.includes(v)) return null;
    const deg = specialAngle(ratio('sin', v, s) as Rat);
    if (!deg) return null;
    answer = `${deg}^\\circ`;
    num = deg;
  } else {
    if (!sides) return null;
    const what = asked[5];
    if (what.startsWith('△')) {
      if (new Set(what.slice(1, 4)).size !== 3 || ![...what.slice(1, 4)].every((v) => names.includes(v))) return null;
      const sq = s.a.mul(s.b).div(Rat.of(4));
      answer = lengthLatex(sq);
      num = Math.sqrt(sq.toNumber());
    } else if (what.includes('中线')) {
      answer = lengthLatex(s.c.div(Rat.of(4)));
      num = Math.sqrt(s.c.toNumber()) / 2;
    } else {
      if (what === 'AB边上的高' && sideKey('AB') !== 'c') return null;
      const sq = s.a.mul(s.b).div(s.c);
      answer = lengthLatex(sq);
      num = Math.sqrt(sq.toNumber());
    }
  }
  return solved(mp, {
    engine: 'plane-geometry:right-triangle',
    idea: `∠${right}=90°，${p}${q} 是斜边；用勾股定理 ${im('a^2+b^2=c^2')} 和锐角三角函数的定义（对边比斜边、邻边比斜边、对边比邻边）。`,
    steps: [
      `由 ${told.map((f) => im(f.words)).join('，')}：${im(`${q}${right}=${lengthLatex(s.a)}`)}，${im(`${p}${right}=${lengthLatex(s.b)}`)}，${im(`${p}${q}=${lengthLatex(s.c)}`)}${sides ? '' : '（只定形状，取一个代表）'}。`,
      `所以所求为 ${im(answer)}。`,
    ],
    finalAnswer: im(answer),
    verificationNote: `把三边代回：${im(`${lengthLatex(s.a)}^2+${lengthLatex(s.b)}^2=${lengthLatex(s.c)}^2`)} 成立，已知的每个条件也都成立。`,
    value: { kind: 'numbers', values: [num] },
  });
}

export interface Sides {
  a: Rat;
  b: Rat;
  c: Rat;
}

/** 「已知 ∠A 为锐角，且 tanA=√3，则 ∠A=＿」: the special acute angle whose ratio is told. */
export function specialAngleOf(t: string, mp: MathProblem): Out | null {
  const m = new RegExp(
    `^(?:已知|若)?∠([A-Z])(?:为|是)锐角[,，](?:且)?(sin|cos|tan)([A-Z])=${VALUE}[,，](?:则)?∠([A-Z])(?:=|为|是|等于)＿(?:度|°)?$`,
  ).exec(t);
  if (!m || m[1] !== m[3] || m[1] !== m[5]) return null;
  const r2 = squareOf(m[4]);
  if (!r2) return null;
  const sin2 = m[2] === 'sin' ? r2 : m[2] === 'cos' ? Rat.ONE.sub(r2) : r2.div(Rat.ONE.add(r2));
  const deg = specialAngle(sin2);
  if (!deg) return null;
  return solved(mp, {
    engine: 'plane-geometry:special-angle',
    idea: '特殊角的三角函数值：sin30°=1/2，sin45°=√2/2，sin60°=√3/2，tan30°=√3/3，tan45°=1，tan60°=√3。',
    steps: [`${im(`${m[2]}${m[1]}=${m[4]}`)}，锐角中只有 ${im(`${deg}^\\circ`)} 满足。`],
    finalAnswer: im(`${deg}^\\circ`),
    verificationNote: `${im(`\\sin^2${deg}^\\circ=${SIN2[deg].toLatex()}`)}，由它算出的 ${m[2]} 值的平方为 ${im(r2.toLatex())}，与已知相同。`,
    value: { kind: 'numbers', values: [deg] },
  });
}
