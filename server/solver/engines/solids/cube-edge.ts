import { Rat } from '../../math/expression/rational';
import type { AnswerValue, MathOutcome } from '../../math/expression/types';
import { sqrtTex } from '../analytic-geometry/curve';

/**
 * 「已知正方体的表面积为 24」「正方体的体积为 8」: papers name a cube by a measure instead of its edge. The edge is exact
 * here (6a² = S gives a = √(S/6); a³ = V only for a whole cube root), and the stem is read again with 「棱长为 a」, so
 * every reader of a cube's edge (volume, area, the sphere around it) takes it. The told measure must be a plain
 * number (no π, no letter) and stated once; a stem that also tells the edge is left alone.
 */
// the number is the whole formula (「$8$」) or stands alone before a stop: 「$6 a^{2}$」「$16 \sqrt{2}$」 are not it
const TOLD = /正方体的(表面积|全面积|体积)(?:为|是|等于)\s*(?:\$\s*(\d+(?:\.\d+)?)\s*\$|(\d+(?:\.\d+)?)(?=\s*(?:[，,。.；;]|$)))/;

export interface CubeEdge {
  text: string;
  /** the step that finds the edge, for the solution text */
  step: string;
}

export function cubeEdgeFromMeasure(text: string): CubeEdge | null {
  const m = TOLD.exec(text);
  if (!m || /棱长/.test(text) || (text.match(/正方体的(?:表面积|全面积|体积)(?:为|是|等于)/g) ?? []).length !== 1) return null;
  const measure = m[2] ?? m[3];
  const told = Rat.parseDecimal(measure);
  if (!told || told.sign() <= 0) return null;
  let edge: string;
  let step: string;
  if (m[1] === '体积') {
    const v = told.toNumber();
    const a = Math.round(Math.cbrt(v));
    if (!told.isInteger() || a ** 3 !== v) return null;
    edge = String(a);
    step = `正方体的体积 $a^3=${measure}$，所以棱长 $a=${edge}$。`;
  } else {
    edge = sqrtTex(told.div(Rat.of(6)));
    step = `正方体的${m[1]} $6a^2=${measure}$，所以棱长 $a=${edge}$。`;
  }
  return { text: text.replace(m[0], `正方体的棱长为 $${edge}$`), step };
}

/** The edge's step put before the reader's own steps. */
export function withEdgeStep(out: MathOutcome, step: string): MathOutcome {
  if (!out.outcome.ok) return out;
  const markdown = out.outcome.markdown.replace(/\n\n\*\*步骤 1\*\*/, `\n\n**先求棱长** ${step}\n\n**步骤 1**`);
  return { outcome: { ...out.outcome, markdown }, value: out.value as AnswerValue };
}
