import { im, solved } from '../../math/write/format';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { type Central, dist, foci, onConic, place, readConic } from './conic-model';
import { flatConicText, NUM, readNumber } from './conic-text';

/**
 * A point of an ellipse and its two focal radii (人教A版 选择性必修一 3.1, the definition |PF₁| + |PF₂| = 2a):
 * 「椭圆 x²/25 + y²/9 = 1 上一点 P 到一个焦点的距离为 3，则 P 到另一个焦点的距离为」 is 2a − 3. The given distance
 * must lie in [a − c, a + c] (else no such point); the point is then built on the ellipse and both distances
 * measured. Hyperbolas (|PF₁| − |PF₂| = ±2a, often two answers) are not read.
 */
const FIRST: Record<string, string> = { 一个: '另一个', 左: '右', 右: '左', 上: '下', 下: '上', F1: 'F2', F2: 'F1' };

export function ellipseOtherFocus(stem: string, mp: MathProblem): MathOutcome | null {
  const ct = flatConicText(stem);
  if (!ct || ct.condition) return null;
  const c = readConic(ct.equation);
  if (c?.kind !== 'ellipse') return null;
  const m = new RegExp(
    `^(?:已知)?(?:椭圆)?(?:C:?)?〔C〕上(?:的)?一点([A-Z])到(?:它的|其|椭圆的)?(一个|左|右|上|下)?焦点(F[12])?的距离(?:为|是|等于)${NUM},(?:则|那么)(?:点)?([A-Z])到(?:它的|其|椭圆的)?(另一个|另一|左|右|上|下)?焦点(F[12])?的距离(?:为|是|等于)?(?:多少)?[.。]?$`,
  ).exec(ct.text);
  // groups: the point, 一个/左…, F1/F2, the distance, the point again, 另一个/右…, F2/F1
  if (!m || m[1] !== m[5]) return null;
  const first = m[2] ?? m[3];
  const second = m[6] ?? m[7];
  if (!first || !second || (m[2] && m[3]) || (m[6] && m[7])) return null;
  if (FIRST[first] !== second.replace(/^另一$/, '另一个')) return null;
  // 左/右 name foci on the x-axis, 上/下 on the y-axis.
  if ((/[左右]/.test(first) && !c.axisX) || (/[上下]/.test(first) && c.axisX)) return null;
  const d = Rat.fromNumber(readNumber(m[4]!));
  const a = Rat.fromNumber(Math.sqrt(c.a2));
  if (!d || !a || Math.abs(a.toNumber() ** 2 - c.a2) > 1e-9 * c.a2) return null;
  const cv = Math.sqrt(c.c2);
  const dv = d.toNumber();
  const av = a.toNumber();
  if (dv < av - cv - 1e-12 || dv > av + cv + 1e-12) return null;
  const other = a.mul(Rat.of(2)).sub(d);
  if (!pointCheck(c, dv, other.toNumber())) return null;
  return solved(mp, {
    engine: 'conic:ellipse-focal-sum',
    idea: '椭圆的定义：椭圆上任意一点到两个焦点的距离之和等于 2a。',
    steps: [
      `由方程得 ${im(`a^2=${fmt(c.a2)}`)}，${im(`a=${a.toLatex()}`)}，${im(`c=\\sqrt{${fmt(c.c2)}}`)}；到一个焦点的距离 ${im(d.toLatex())} 在 ${im('[a-c,\\,a+c]')} 内，这样的点存在。`,
      `由 ${im('|PF_1|+|PF_2|=2a')}，所求距离为 ${im(`2\\times ${a.toLatex()}-${d.toLatex()}=${other.toLatex()}`)}。`,
    ],
    finalAnswer: im(other.toLatex()),
    verificationNote: '在椭圆上取出到该焦点距离为已知值的点，量得它到另一个焦点的距离与所求一致。',
    value: { kind: 'numbers', values: [other.toNumber()] },
  });
}

const fmt = (x: number) => String(Number(x.toPrecision(12)));

/** A point of the ellipse at distance d from the first focus (|PF₁| = a + e·u along the axis) and its other distance. */
function pointCheck(c: Central, d: number, expected: number): boolean {
  const a = Math.sqrt(c.a2);
  const e = Math.sqrt(c.c2) / a;
  const u = (d - a) / e;
  const across2 = c.b2 * (1 - (u * u) / c.a2);
  if (across2 < -1e-9) return false;
  const p = place(c, u, Math.sqrt(Math.max(0, across2)));
  const [f1, f2] = foci(c) as [[number, number], [number, number]];
  return Math.abs(onConic(c, p)) < 1e-9 && Math.abs(dist(p, f1) - d) < 1e-9 && Math.abs(dist(p, f2) - expected) < 1e-9;
}
