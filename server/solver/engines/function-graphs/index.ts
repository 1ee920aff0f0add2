import { plainJunior } from '../statistics/plain';
import { stemProblem } from '../stem-problem';
import type { Engine } from '../types';
import { comparePoints } from './compare';
import { aboutKnown } from './known';
import { throughPoints } from './params';
import { readFn } from './read';
import { shifted } from './shift';

/**
 * The functions of 初中 (一次函数, 正比例函数, 反比例函数, 二次函数) read from y=… in the question: intersections with
 * the axes, quadrants, how y changes, vertex and extremum, values, and 平移. Only a question read whole is answered.
 */

const NAMES = '一次函数|正比例函数|反比例函数|二次函数|抛物线|直线|函数|双曲线';

export const functionGraphsEngine: Engine = {
  name: 'function-graphs',
  subjects: ['math', 'other'],
  solve: (q) => {
    try {
      const t = plainJunior(q.stem).replace(/[.。]$/, '');
      const mp = stemProblem(q);
      const through = throughPoints(t, mp) ?? comparePoints(t, mp);
      if (through?.outcome.ok) return { outcome: through.outcome, value: through.value };
      const m = new RegExp(`^(?:已知|若|关于|对于|在)?(将)?(${NAMES})?y=([-+*/^(){}.\\da-z√]+?)(?=的|[,，]|向|与|在|中|上|$)`).exec(t);
      if (!m || (t.match(/y=(?!＿)/g) ?? []).length !== 1) return null;
      const fn = readFn(m[3]);
      if (!fn) return null;
      const name = m[2] ?? '';
      if (!fits(name, fn)) return null;
      const rest = t.slice(m[0].length);
      const out = m[1] ? shifted(fn, rest, mp) : aboutKnown(fn, `y=${m[3]}`, rest, mp);
      if (!out?.outcome.ok) return null;
      return { outcome: out.outcome, value: out.value };
    } catch {
      return null;
    }
  },
};

/** The function's name must be true of it: 一次函数 a line, 正比例 through 0, 反比例 k/x, 二次函数/抛物线 a parabola. */
function fits(name: string, fn: ReturnType<typeof readFn>): boolean {
  if (!fn) return false;
  if (name === '反比例函数' || name === '双曲线') return fn.kind === 'inverse';
  if (fn.kind === 'inverse') return name === '' || name === '函数';
  if (name === '一次函数' || name === '直线') return fn.a.isZero();
  if (name === '正比例函数') return fn.a.isZero() && fn.c.isZero();
  if (name === '二次函数' || name === '抛物线') return !fn.a.isZero();
  return true;
}
