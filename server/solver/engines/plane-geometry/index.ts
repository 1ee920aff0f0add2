import { plainJunior } from '../statistics/plain';
import { stemProblem } from '../stem-problem';
import type { Engine } from '../types';
import { polygonAngles, triangleAngles } from './angles';
import { arcSector } from './circle';
import { isosceles } from './isosceles';
import { quadrilateral } from './quadrilateral';
import { namedRightTriangle, specialAngleOf } from './right-triangle';
import { unnamedRightTriangle } from './right-unnamed';
import { similar } from './similar';

/**
 * Plane geometry with numbers as 初中 teaches it: a right triangle solved by 勾股定理 and the acute-angle ratios,
 * the angles of triangles and polygons, isosceles triangles, arcs and sectors, similar figures. Each kind reads the
 * whole question (every number placed) and checks its answer by a second relation.
 */
export const planeGeometryEngine: Engine = {
  name: 'plane-geometry',
  subjects: ['math', 'other'],
  solve: (q) => {
    try {
      const t = plainJunior(q.stem).replace(/[.。]$/, '');
      const mp = stemProblem(q);
      const out =
        namedRightTriangle(t, mp) ??
        unnamedRightTriangle(t, mp) ??
        triangleAngles(t, mp) ??
        polygonAngles(t, mp) ??
        isosceles(t, mp) ??
        arcSector(t, mp) ??
        similar(t, mp) ??
        quadrilateral(t, mp) ??
        specialAngleOf(t, mp);
      if (!out?.outcome.ok) return null;
      return { outcome: out.outcome, value: out.value };
    } catch {
      return null;
    }
  },
};
