import { im, solved } from '../../math/write/format';
import { Rat } from '../../math/expression/rational';
import { evalNum, isqrt, parseRat } from '../../math/numbers/ratexpr';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { sqrtTex } from '../analytic-geometry/curve';

/**
 * A cone known through two generatrices SA, SB from its apex: the angle between them, the angle a generatrix
 * makes with the base and the area of the section △SAB (人教A版 必修二 第八章). The area ½l²·sin∠ASB gives the
 * generatrix l, the base angle α gives r = l cos α and h = l sin α, and from them the volume, the lateral or whole
 * area, the base area, the radius, the height or l itself. Every value is √W·π^k with W rational, and is recomputed
 * in floating point from the angles themselves.
 */

/** Squares of cos and sin of an angle given in degrees, as π/k, or by one of its values. */
interface Angle {
  cos2: Rat;
  sin2: Rat;
  /** The angle itself, or null when only its sine is known (acute or obtuse alike). */
  radians: number | null;
  sine: number;
}

/** A rational read back from a float that is one (the squares of cos 30°, 7/8, √15/8…); null otherwise. */
function rationalOf(x: number): Rat | null {
  for (const d of [1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225, 256]) {
    const n = Math.round(x * d);
    if (Math.abs(n - x * d) < 1e-9 * Math.max(1, Math.abs(x * d))) return Rat.of(n, d);
  }
  return null;
}

function numberOf(src: string): number | null {
  const n = parseRat(src);
  const v = n ? evalNum(n) : Number.NaN;
  return Number.isFinite(v) ? v : null;
}

function angleOf(src: string, which: string | undefined): Angle | null {
  let radians: number | null = null;
  const deg = /^(\d+(?:\.\d+)?)\^\{?\\circ\}?$/.exec(src);
  const rad = /^\\frac\{(\d*)\\pi\}\{(\d+)\}$/.exec(src);
  if (!which && deg) radians = (Number(deg[1]) * Math.PI) / 180;
  else if (!which && rad) radians = (Number(rad[1] || '1') * Math.PI) / Number(rad[2]);
  else if (which === '余弦') {
    const c = numberOf(src);
    if (c === null || Math.abs(c) >= 1) return null;
    radians = Math.acos(c);
  } else if (which === '正弦') {
    const s = numberOf(src);
    if (s === null || s <= 0 || s >= 1) return null;
    const sin2 = rationalOf(s * s);
    return sin2 ? { cos2: Rat.ONE.sub(sin2), sin2, radians: null, sine: s } : null;
  } else return null;
  if (!(radians > 0 && radians < Math.PI)) return null;
  const cos2 = rationalOf(Math.cos(radians) ** 2);
  return cos2 ? { cos2, sin2: Rat.ONE.sub(cos2), radians, sine: Math.sin(radians) } : null;
}

function ratSqrt(r: Rat): Rat | null {
  const n = isqrt(r.n);
  const d = isqrt(r.d);
  return n !== null && d !== null ? Rat.of(n, d) : null;
}

type Ask = '体积' | '侧面积' | '表面积' | '底面积' | '底面半径' | '高' | '母线长';

const V = `(?:为|是|等于)⟨([^⟩]*)⟩`;
const ANGLE_VALUE = String.raw`(?:的(余弦|正弦)值)?\s*${V}`;

/** The formulas as ⟨…⟩ without spaces or \mathrm, bare numbers as formulas too. */
function marked(text: string): string {
  return text
    .replace(/\$([^$]*)\$/g, (_, f: string) => `⟨${f.replace(/\\mathrm\s*\{([^{}]*)\}/g, '$1').replace(/\s+/g, '')}⟩`)
    .replace(/(?<![⟨\w^{])(\d+(?:\.\d+)?)(?![^⟨]*⟩)/g, '⟨$1⟩')
    .replace(/\s+/g, '');
}

export function coneFromGeneratrices(text: string, mp: MathProblem): MathOutcome | null {
  if (!/圆锥/.test(text) || !/母线/.test(text) || !/面积/.test(text)) return null;
  let t = marked(text);
  const take = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(t);
    if (m) t = `${t.slice(0, m.index)}，${t.slice(m.index + m[0].length)}`;
    return m;
  };
  const apexNamed = take(/圆锥的顶点(?:为|是)⟨([A-Z])⟩/)?.[1];
  const pair = take(/(?:圆锥的)?母线⟨([A-Z])([A-Z]),\1([A-Z])⟩/) ?? take(/(?:圆锥的)?母线⟨([A-Z])([A-Z])⟩(?:[,，、]|与|和)⟨\1([A-Z])⟩/);
  if (!pair) return null;
  const [, S, A, B] = pair;
  if (A === B || (apexNamed && apexNamed !== S)) return null;
  // The angle at the apex, written right after the two generatrices.
  let top: Angle | null;
  const rest = t.slice(pair.index);
  const perpendicular = /^，(?:互相垂直|垂直)/.exec(rest);
  const topValue = new RegExp(`^，(?:的夹角|所成(?:的)?角)${ANGLE_VALUE}`).exec(rest);
  if (perpendicular) {
    top = { cos2: Rat.ZERO, sin2: Rat.ONE, radians: Math.PI / 2, sine: 1 };
    t = t.slice(0, pair.index) + rest.replace(perpendicular[0], '，');
  } else if (topValue) {
    top = angleOf(topValue[2], topValue[1]);
    t = t.slice(0, pair.index) + rest.replace(topValue[0], '，');
  } else return null;
  if (!top) return null;
  const side = `(?:⟨${S}(?:${A}|${B})⟩|母线)`;
  const baseM = take(new RegExp(`${side}与(?:该)?圆锥(?:的)?底面所成(?:的)?角${ANGLE_VALUE}`));
  if (!baseM) return null;
  const base = angleOf(baseM[2], baseM[1]);
  if (!base?.radians || base.radians >= Math.PI / 2) return null;
  const tri = `(?:△|三角形)?⟨(?:\\\\triangle)?(?:${S}${A}${B}|${S}${B}${A}|${A}${S}${B}|${B}${S}${A}|${A}${B}${S}|${B}${A}${S})⟩`;
  const areaM = take(new RegExp(`${tri}的面积${V}`));
  if (!areaM) return null;
  const area = numberOf(areaM[1]);
  const area2 = area !== null && area > 0 ? rationalOf(area * area) : null;
  if (!area2 || area === null) return null;
  const askM = take(/(?:该|这个)?圆锥的(体积|侧面积|表面积|全面积|底面积|底面半径|高|母线长)(?:为|是|等于)?[。.]?$/);
  if (!askM) return null;
  const ask = (askM[1] === '全面积' ? '表面积' : askM[1]) as Ask;
  // Every condition read: only joining words may remain.
  if (t.replace(/已知|若|则|且|设|，|,|\.|。|;|；/g, '') !== '') return null;

  // Two generatrices at angle θ exist only when θ is at most the apex angle π − 2α (for a sine, either θ will do).
  const apex = Math.PI - 2 * base.radians;
  const thetas = top.radians !== null ? [top.radians] : [Math.asin(top.sine), Math.PI - Math.asin(top.sine)];
  if (!thetas.some((th) => th <= apex + 1e-12)) return null;

  const l2 = ratSqrt(area2.mul(Rat.of(4)).div(top.sin2)); // l² = 2T / sin θ
  if (!l2) return null;
  const r2 = l2.mul(base.cos2);
  const h2 = l2.mul(base.sin2);
  let W: Rat;
  let k = 1;
  let formula: string;
  switch (ask) {
    case '体积':
      W = r2.pow(2).mul(h2).div(Rat.of(9));
      formula = 'V=\\frac{1}{3}\\pi r^2h';
      break;
    case '侧面积':
      W = r2.mul(l2);
      formula = 'S_{侧}=\\pi rl';
      break;
    case '底面积':
      W = r2.pow(2);
      formula = 'S_{底}=\\pi r^2';
      break;
    case '表面积': {
      const rl = ratSqrt(r2.mul(l2));
      if (!rl) return null;
      W = r2.add(rl).pow(2);
      formula = 'S=\\pi r^2+\\pi rl';
      break;
    }
    default:
      k = 0;
      W = ask === '底面半径' ? r2 : ask === '高' ? h2 : l2;
      formula = ask === '底面半径' ? 'r=l\\cos\\alpha' : ask === '高' ? 'h=l\\sin\\alpha' : 'l^2=\\frac{2S_{\\triangle}}{\\sin\\theta}';
  }
  // The same quantity from the angles in floating point.
  const l = Math.sqrt((2 * area) / top.sine);
  const [r, h] = [l * Math.cos(base.radians), l * Math.sin(base.radians)];
  const float: Record<Ask, number> = {
    体积: (Math.PI * r * r * h) / 3,
    侧面积: Math.PI * r * l,
    表面积: Math.PI * r * (r + l),
    底面积: Math.PI * r * r,
    底面半径: r,
    高: h,
    母线长: l,
  };
  const exact = Math.sqrt(W.toNumber()) * Math.PI ** k;
  if (!(Math.abs(exact - float[ask]) <= 1e-9 * Math.max(1, float[ask]))) return null;
  const root = sqrtTex(W);
  const tex = k ? (root === '1' ? '\\pi' : `${root}\\pi`) : root;
  const tri2 = `\\triangle ${S}${A}${B}`;
  return solved(mp, {
    engine: 'solids:cone-generatrices',
    idea: `圆锥的母线都等长：先由 ${im(tri2)} 的面积求母线长 ${im('l')}，再由母线与底面所成的角求底面半径和高。`,
    steps: [
      `${im(`S_{${tri2}}=\\frac{1}{2}l^2\\sin\\angle ${A}${S}${B}`)}，${im(`\\sin^2\\angle ${A}${S}${B}=${top.sin2.toLatex()}`)}，所以 ${im(`l^2=${l2.toLatex()}`)}。`,
      `设母线与底面所成的角为 ${im('\\alpha')}，则 ${im(`r^2=l^2\\cos^2\\alpha=${r2.toLatex()}`)}，${im(`h^2=l^2\\sin^2\\alpha=${h2.toLatex()}`)}。`,
      `${im(formula)}，代入得圆锥的${ask}为 ${im(tex)}。`,
    ],
    finalAnswer: `$${tex}$`,
    verificationNote: `由两个角直接用小数重算 l、r、h，得 ${float[ask].toFixed(4)}，与精确结果一致；两条母线的夹角不超过轴截面的顶角，这样的圆锥存在。`,
    value: { kind: 'numbers', values: [exact] },
  });
}
