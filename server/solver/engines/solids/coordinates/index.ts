import { Rat } from '../../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../../math/expression/types';
import { im, solved } from '../../../math/write/format';
import { solidLine } from '../solid-text';
import { placeDefinedPoints } from './derived-points';
import { len2, sub, type Vec, vecTex } from './metric-vectors';
import { readAsk } from './read-ask';
import { readLengths } from './read-lengths';
import { readSolid } from './read-solid';
import { TextTaker } from './text-taker';
import { workAsk } from './work-ask';

/**
 * Solid geometry worked in coordinates: a named standard solid (正方体, 长方体, 正三棱柱, 直三棱柱 with a right-angled
 * base, 正四棱锥, 三棱锥/四棱锥 with PA ⊥ the base) placed on perpendicular axes, the points the statement defines from
 * its vertices, and one asked measure — an angle of lines, of a line and a plane, a dihedral angle, a distance to a
 * plane, a tetrahedron's volume. Every part of the statement must be read, or the question is refused.
 */
export function coordinateSolid(text: string, mp: MathProblem): MathOutcome | null {
  const line = solidLine(text);
  if (!line) return null;
  const t = new TextTaker(line);
  const ask = readAsk(t);
  if (!ask) return null;
  const solid = readSolid(t);
  if (!solid) return null;
  const points = new Map(solid.placement.points);
  const defined = placeDefinedPoints(t, points);
  if (!defined) return null;
  const lengths = readLengths(t, solid.placement, points);
  if (!lengths || !t.allTaken()) return null;
  const s = lengths.scale;
  const at = (n: string) => points.get(n) as Vec;
  const worked = workAsk(ask, points, s, lengths.free);
  if (!worked) return null;
  const unit = lengths.free ? solid.placement.edges.find(([a, b]) => len2(sub(at(b), at(a)), s).eq(Rat.of(4))) : undefined;
  const unitSay = lengths.free ? `（角的大小与棱长无关，不妨设 $${(unit ?? solid.placement.edges[0]).join('')}=2$）` : '';
  const coords = worked.used.map((n) => `$${n}${vecTex(at(n), s)}$`).join('，');
  const facts = [...solid.said, ...defined.map((d) => d.said)];
  return solved(mp, {
    engine: 'solids',
    idea: `建立空间直角坐标系，写出点的坐标，用向量求${askName(ask.kind)}。`,
    steps: [`${solid.placement.setup}${unitSay}。`, `${facts.length ? `由${facts.join('，')}，得` : '则'} ${coords}。`, ...worked.steps],
    finalAnswer: im(worked.tex),
    verificationNote: `${worked.check}，与所得结果一致。`,
    value: { kind: 'numbers', values: [worked.value] },
  });
}

function askName(kind: string): string {
  return (
    {
      lines: '两直线所成的角',
      planes: '两平面的夹角',
      linePlane: '直线与平面所成的角',
      dihedral: '二面角',
      distance: '点到平面的距离',
      volume: '三棱锥的体积',
    }[kind] ?? ''
  );
}
