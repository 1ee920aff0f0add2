import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import type { Rat } from '../../math/expression/rational';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { ratOf } from '../statistics/plain';
import { readFn, valueAt } from './read';

/**
 * Points of a told graph named by their ordinates (「点 A(−1,y₁)，B(2,y₂) 都在直线 y=−2x+3 上，则 y₁＿y₂」, three
 * points on y=4/x, 「大小关系」): each y is computed and the values ordered. Checked by evaluating the formula as
 * written, apart from the reading of it as a line, hyperbola or parabola.
 */

type Out = ReturnType<typeof solved>;
const NAME = '(?:一次函数|正比例函数|反比例函数|二次函数|抛物线|直线|双曲线|函数)?';

export function comparePoints(t: string, mp: MathProblem): Out | null {
  const s = t.replace(/[（(]填[^）)]*[）)]$/, '');
  const m = new RegExp(
    `^(?:已知|若)?(?:点)?((?:[A-Z]?\\(-?\\d+(?:\\.\\d+)?,y_\\d\\)[,，、]?(?:点)?)+)(?:都|均)?在${NAME}y=([-+*/^(){}.\\da-z]+?)(?:的图[象像])?上[,，](?:则)?(.+)$`,
  ).exec(s);
  if (!m) return null;
  const pts = [...m[1].matchAll(/\((-?\d+(?:\.\d+)?),y_(\d)\)/g)].map((p) => ({ x: ratOf(p[1]) as Rat, name: `y_${p[2]}` }));
  if (pts.length < 2 || new Set(pts.map((p) => p.name)).size !== pts.length) return null;
  const fn = readFn(m[2]);
  if (!fn) return null;
  const ys = pts.map((p) => valueAt(fn, p.x));
  if (ys.some((y) => !y)) return null;
  const vals = ys as Rat[];
  const node = parseRat(m[2]);
  if (!node || !pts.every((p, i) => evalRat(node, (v) => (v === 'x' ? p.x : null))?.eq(vals[i]))) return null;
  const ask = m[3];
  const two = pts.length === 2 && new RegExp(`^${pts[0].name}＿${pts[1].name}$`).test(ask);
  const order = new RegExp(`^${pts.map((p) => p.name).join('[,，、]')}的大小关系(?:是|为)＿$`).test(ask);
  if (!two && !order) return null;
  const idx = pts.map((_, i) => i).sort((i, j) => vals[i].cmp(vals[j]));
  let answer: string;
  if (two) {
    const c = vals[0].cmp(vals[1]);
    // The blank stands between y₁ and y₂: the sign alone fills it.
    answer = c > 0 ? '>' : c < 0 ? '<' : '=';
  } else {
    if (idx.some((i, k) => k > 0 && vals[i].eq(vals[idx[k - 1]]))) return null;
    answer = idx.map((i) => pts[i].name).join('<');
  }
  return solved(mp, {
    engine: 'function-graphs:compare',
    idea: '把各点的横坐标代入解析式求出纵坐标，再比较大小。',
    steps: [`${pts.map((p, i) => im(`${p.name}=${vals[i].toLatex()}`)).join('，')}。`],
    finalAnswer: im(answer),
    verificationNote: '按原式逐个代入重算各纵坐标，结果相同。',
    value: { kind: 'numbers', values: vals.map((v) => v.toNumber()) },
  });
}
