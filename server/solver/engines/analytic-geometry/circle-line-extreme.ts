import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { Surd } from '../../math/numbers/surd';
import { im, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import { readLine } from './line';
import { readCircle } from './relations';

/**
 * The farthest and nearest points of a circle from a line (人教A版 选择性必修一 2.5): with d the distance from the
 * centre to the line and r the radius, the greatest distance of a point of the circle from the line is d + r, the
 * least d − r when the line misses the circle and 0 when it meets it. Checked on points of the circle all round.
 */

const PROSE = /已知|设|若|则|圆|上|的|动点|任意一点|任一点|点|到|直线|距离|最大值|最小值|为|是|等于|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;

const root = (q: Rat): Surd => Surd.make(Rat.ZERO, Rat.of(1n, q.d), q.n * q.d);

export function circleLineExtreme(text: string, mp: MathProblem): MathOutcome | null {
  const prose = proseWithSlots(text);
  const flat = prose.replace(/\s+/g, '');
  if (prose.replace(PROSE, '').trim()) return null;
  const fs = formulas(text).map((f) => stripBlank(f.trim()));
  // 「圆 C 上的点到直线 l 的距离的最大值」 or 「点 P 是圆 C 上的动点，则点 P 到直线 l 的距离的最小值」
  const a =
    /^(?:已知|设|若)?圆⟨(\d+)⟩上的?(?:动点|任意一点|任一点|点)(?:⟨\d+⟩)?到直线⟨(\d+)⟩的距离的(最大值|最小值)(?:为|是|等于)?[,，.。]?$/.exec(
      flat,
    );
  const b = a
    ? null
    : /^(?:已知|设|若)?点⟨(\d+)⟩(?:是|为|在)圆⟨(\d+)⟩上的?(?:动点|任意一点|任一点|点)?[,，]?则?点?⟨(\d+)⟩到直线⟨(\d+)⟩的距离的(最大值|最小值)(?:为|是|等于)?[,，.。]?$/.exec(
        flat,
      );
  if (b && fs[Number(b[1])] !== fs[Number(b[3])]) return null;
  const m = a ?? (b ? [b[0], b[2], b[4], b[5]] : null);
  if (!m) return null;
  const C = readCircle(fs[Number(m[1])]);
  const L = readLine(fs[Number(m[2])]);
  const used = new Set([Number(m[1]), Number(m[2])]);
  // the other formulas may only name the moving point
  if (!C || !L || fs.some((f, i) => !used.has(i) && !/^[A-Z]$/.test(f))) return null;
  const N = L.a.mul(C.a).add(L.b.mul(C.b)).add(L.c).abs();
  const M = L.a.mul(L.a).add(L.b.mul(L.b));
  const d = Surd.make(Rat.ZERO, N.div(M), M.n * M.d).mul(Surd.rat(Rat.of(1n, M.d)));
  const r = root(C.r2);
  const most = m[3] === '最大值';
  const dv = d.toNumber();
  const rv = r.toNumber();
  let value: Surd;
  try {
    value = most ? d.add(r) : dv > rv + 1e-12 ? d.add(r.mul(Surd.rat(Rat.of(-1)))) : Surd.rat(Rat.ZERO);
  } catch {
    return null; // d and r are surds of different roots: no one simple form
  }
  // check: the distance from points all round the circle
  let best = most ? -Infinity : Infinity;
  for (let k = 0; k < 7200; k++) {
    const t = (2 * Math.PI * k) / 7200;
    const x = C.a.toNumber() + rv * Math.cos(t);
    const y = C.b.toNumber() + rv * Math.sin(t);
    const dist = Math.abs(L.a.toNumber() * x + L.b.toNumber() * y + L.c.toNumber()) / Math.sqrt(M.toNumber());
    best = most ? Math.max(best, dist) : Math.min(best, dist);
  }
  if (Math.abs(best - value.toNumber()) > 1e-3) return null;
  const dTex = toLatex(d.toNode());
  const rTex = toLatex(r.toNode());
  const vTex = toLatex(value.toNode());
  const meets = !most && !(dv > rv + 1e-12);
  return solved(mp, {
    engine: 'analytic-geometry:circle-line-extreme',
    idea: '圆上的点到直线距离的最值：先求圆心到直线的距离 d，最大值为 d+r；直线与圆相离时最小值为 d−r，相交或相切时最小值为 0。',
    steps: [
      `圆心 ${im(`(${C.a.toLatex()},${C.b.toLatex()})`)}，半径 ${im(`r=${rTex}`)}。`,
      `圆心到直线 ${im(L.tex)} 的距离 ${im(`d=\\frac{|${N.toLatex()}|}{\\sqrt{${M.toLatex()}}}=${dTex}`)}。`,
      most
        ? `圆上的点到直线距离的最大值为 ${im(`d+r=${vTex}`)}。`
        : meets
          ? `${im('d\\le r')}，直线与圆有公共点，距离的最小值为 ${im('0')}。`
          : `${im('d>r')}，直线与圆相离，距离的最小值为 ${im(`d-r=${vTex}`)}。`,
    ],
    finalAnswer: im(vTex),
    verificationNote: '沿圆周取 7200 个点逐一计算到直线的距离，所得最值与公式结果一致。',
    value: { kind: 'numbers', values: [value.toNumber()] },
  });
}
