import { Rat } from '../../../math/expression/rational';
import { sqrtTex } from '../../analytic-geometry/curve';
import { dihedralCos, distanceByVolume, lineCos, lineToPlaneSin, planesCos, real, volumeByBase } from './float-checks';
import { coordTex, det, dot, isZeroVec, len2, normalOf, type Scale, signedSqrtTex, sub, type Vec, vecTex } from './metric-vectors';
import type { Ask, Fn } from './read-ask';

/**
 * The asked measure worked as a 高中 teacher writes it — direction vectors, a normal from n·u = n·v = 0, the formula,
 * the exact value (±√r) — and checked in floating point another way. null when the points do not make the figure
 * asked for (a plane through collinear points, 「异面」 lines that meet, a line in its plane, a distance of 0, an
 * angle asked 「大小」 that is no standard angle).
 */
export interface Worked {
  steps: string[];
  tex: string;
  value: number;
  check: string;
  used: string[];
}

const arrow = (a: string, b: string) => `\\overrightarrow{${a}${b}}`;
const AXES = ['x', 'y', 'z'];
const COS_ANGLES: Array<[Rat, number]> = [
  [Rat.of(1), 0],
  [Rat.of(3, 4), 30],
  [Rat.of(1, 2), 45],
  [Rat.of(1, 4), 60],
  [Rat.of(0), 90],
];

/** The angle whose cos² is c2 (cos of the given sign); null for any other angle. */
function angleOfCos2(c2: Rat, sign: number): number | null {
  const hit = COS_ANGLES.find(([r]) => r.eq(c2));
  if (!hit) return null;
  return sign < 0 ? 180 - hit[1] : hit[1];
}

/** A measure given as cos² and the sign of cos, asked as cos, sin, tan or the angle. */
function asked(fn: Fn, c2: Rat, sign: number): { tex: string; value: number; name: string } | null {
  const one = Rat.of(1);
  if (fn === 'cos') return { tex: signedSqrtTex(c2, sign), value: sign * Math.sqrt(c2.toNumber()), name: '余弦值' };
  if (fn === 'sin') return { tex: sqrtTex(one.sub(c2)), value: Math.sqrt(one.sub(c2).toNumber()), name: '正弦值' };
  if (fn === 'tan') {
    if (c2.isZero()) return null;
    const t2 = one.sub(c2).div(c2);
    return { tex: signedSqrtTex(t2, sign), value: sign * Math.sqrt(t2.toNumber()), name: '正切值' };
  }
  const deg = angleOfCos2(c2, sign);
  return deg === null ? null : { tex: `${deg}^{\\circ}`, value: (deg * Math.PI) / 180, name: '大小' };
}

function equationTex(u: Vec, s: Scale): string {
  const terms = u
    .map((c, i) => {
      if (c.isZero()) return '';
      const k = coordTex(c, s[i]);
      return `${k === '1' ? '' : k === '-1' ? '-' : k}${AXES[i]}`;
    })
    .filter(Boolean);
  return terms.join('+').replace(/\+-/g, '-');
}

export function workAsk(ask: Ask, points: Map<string, Vec>, s: Scale, free: boolean): Worked | null {
  const P = (n: string) => points.get(n) as Vec;
  const needed = (() => {
    switch (ask.kind) {
      case 'lines':
        return [...ask.a, ...ask.b];
      case 'linePlane':
        return [...ask.a, ...ask.plane];
      case 'dihedral':
        return [ask.x, ...ask.edge, ask.y];
      case 'planes':
        return [...ask.p1, ...ask.p2];
      case 'distance':
        return [ask.x, ...ask.plane];
      case 'volume':
        return [ask.apex, ...ask.base];
    }
  })();
  if (!needed.every((n) => points.has(n))) return null;
  const used = [...new Set(needed)];
  const R = (n: string) => real(P(n), s);
  const vecStep = (pairs: Array<[string, string]>) =>
    `${pairs.map(([a, b]) => `$${arrow(a, b)}=${vecTex(sub(P(b), P(a)), s)}$`).join('，')}。`;
  const abs = (r: Rat) => (r.sign() < 0 ? r.neg() : r);

  /** A normal of plane through p[0], p[1], p[2] (a fourth point must lie in it), with its working. */
  const normal = (plane: string[], label: string): { n: Vec; steps: string[] } | null => {
    if (plane.length < 3 || new Set(plane).size !== plane.length) return null;
    const [a, b, c] = plane;
    const u = sub(P(b), P(a));
    const v = sub(P(c), P(a));
    const n = normalOf(u, v, s);
    if (!n) return null;
    if (plane[3] && !det(u, v, sub(P(plane[3]), P(a))).isZero()) return null;
    return {
      n,
      steps: [
        `${vecStep([
          [a, b],
          [a, c],
        ])}设平面 $${plane.join('')}$ 的法向量为 $\\vec{${label}}=(x,y,z)$，则 $\\begin{cases}\\vec{${label}}\\cdot${arrow(a, b)}=${equationTex(u, s)}=0\\\\ \\vec{${label}}\\cdot${arrow(a, c)}=${equationTex(v, s)}=0\\end{cases}$，取 $\\vec{${label}}=${vecTex(n, s)}$。`,
      ],
    };
  };
  const mag = (v: Vec) => sqrtTex(len2(v, s));

  switch (ask.kind) {
    case 'lines':
    case 'planes': {
      let u: Vec;
      let v: Vec;
      const steps: string[] = [];
      let check: number;
      let uName: string;
      let vName: string;
      if (ask.kind === 'lines') {
        const [a, b] = ask.a;
        const [c, d] = ask.b;
        u = sub(P(b), P(a));
        v = sub(P(d), P(c));
        if (isZeroVec(u) || isZeroVec(v)) return null;
        const meets = det(u, v, sub(P(c), P(a))).isZero();
        if (ask.skew && meets) return null;
        steps.push(
          vecStep([
            [a, b],
            [c, d],
          ]),
        );
        [uName, vName] = [arrow(a, b), arrow(c, d)];
        check = lineCos(R(a), R(b), R(c), R(d));
      } else {
        const n1 = normal(ask.p1, 'm');
        const n2 = normal(ask.p2, 'n');
        if (!n1 || !n2) return null;
        [u, v] = [n1.n, n2.n];
        steps.push(...n1.steps, ...n2.steps);
        [uName, vName] = ['\\vec{m}', '\\vec{n}'];
        // the angle of two planes is that of the lines ⊥ them: checked from the perpendiculars to their common line
        const [a, b, c] = ask.p1.map(R);
        const [d, e, f] = ask.p2.map(R);
        check = Math.abs(planesCheck(ask.p1, ask.p2, R) ?? planesCos([a, b, c], [d, e, f]));
      }
      const d = dot(u, v, s);
      const c2 = d.mul(d).div(len2(u, s).mul(len2(v, s)));
      if (c2.eq(Rat.of(1))) return null; // parallel lines or planes have no angle asked this way
      const out = asked(ask.fn, c2, 1);
      if (!out) return null;
      const theta = ask.kind === 'lines' ? '所成角' : '夹角';
      steps.push(
        `设${theta}为 $\\theta$，则 $\\cos\\theta=\\frac{|${uName}\\cdot ${vName}|}{|${uName}||${vName}|}=\\frac{${abs(d).toLatex()}}{${mag(u)}\\times ${mag(v)}}=${sqrtTex(c2)}$。`,
      );
      if (ask.fn !== 'cos') steps.push(askedStep(ask.fn, c2, 1, out.tex));
      mustAgree(check, c2);
      const how = ask.kind === 'lines' ? '另取两直线上的其他点' : '由两平面交线的垂线方向（无公共棱时由平面内两向量的叉积）';
      return { steps, tex: out.tex, value: out.value, check: `${how}重新计算，得 $|\\cos\\theta|\\approx ${check.toFixed(4)}$`, used };
    }
    case 'linePlane': {
      const [a, b] = ask.a;
      const u = sub(P(b), P(a));
      const nn = normal(ask.plane, 'n');
      if (!nn || isZeroVec(u)) return null;
      const d = dot(u, nn.n, s);
      const s2 = d.mul(d).div(len2(u, s).mul(len2(nn.n, s)));
      if (s2.isZero()) return null;
      const c2 = Rat.of(1).sub(s2); // cos² of the angle itself
      const out = asked(ask.fn, c2, 1);
      if (!out) return null;
      const steps = [
        ...nn.steps,
        `$${arrow(a, b)}=${vecTex(u, s)}$，设直线 $${a}${b}$ 与平面 $${ask.plane.join('')}$ 所成角为 $\\theta$，则 $\\sin\\theta=|\\cos\\langle ${arrow(a, b)},\\vec{n}\\rangle|=\\frac{|${arrow(a, b)}\\cdot\\vec{n}|}{|${arrow(a, b)}||\\vec{n}|}=\\frac{${abs(d).toLatex()}}{${mag(u)}\\times ${mag(nn.n)}}=${sqrtTex(s2)}$。`,
      ];
      if (ask.fn !== 'sin') steps.push(askedStep(ask.fn, c2, 1, out.tex));
      const [p0, p1, p2] = ask.plane.map(R);
      const check = lineToPlaneSin(R(a), R(b), p0, p1, p2);
      mustAgree(check, s2);
      return {
        steps,
        tex: out.tex,
        value: out.value,
        check: `由两点到平面的距离之差除以线段长重新计算，得 $\\sin\\theta\\approx ${check.toFixed(4)}$`,
        used,
      };
    }
    case 'dihedral': {
      const [e, f] = ask.edge;
      const n1 = normal([e, f, ask.x], 'm');
      const n2 = normal([e, f, ask.y], 'n');
      if (!n1 || !n2) return null;
      const d = dot(n1.n, n2.n, s);
      const c2 = d.mul(d).div(len2(n1.n, s).mul(len2(n2.n, s)));
      // the sign: the perpendiculars from X and Y to the edge, exactly
      const edge = sub(P(f), P(e));
      const perp = (x: string): Vec => {
        const w = sub(P(x), P(e));
        const k = dot(w, edge, s).div(len2(edge, s));
        return sub(w, edge.map((c) => c.mul(k)) as Vec);
      };
      const wx = perp(ask.x);
      const wy = perp(ask.y);
      if (isZeroVec(wx) || isZeroVec(wy)) return null;
      const dw = dot(wx, wy, s);
      const sign = dw.sign();
      if (
        !dw
          .mul(dw)
          .div(len2(wx, s).mul(len2(wy, s)))
          .eq(c2) ||
        c2.eq(Rat.of(1))
      )
        return null;
      const out = asked(ask.fn, c2, sign || 1);
      if (!out) return null;
      const kind = sign > 0 ? '锐角' : sign < 0 ? '钝角' : '直角';
      const name = `${ask.x}-${e}${f}-${ask.y}`;
      const steps = [
        ...n1.steps.map((t) => t.replace(`平面 $${e}${f}${ask.x}$`, `平面 $${ask.x}${e}${f}$`)),
        ...n2.steps.map((t) => t.replace(`平面 $${e}${f}${ask.y}$`, `平面 $${ask.y}${e}${f}$`)),
        `$|\\cos\\langle\\vec{m},\\vec{n}\\rangle|=\\frac{|\\vec{m}\\cdot\\vec{n}|}{|\\vec{m}||\\vec{n}|}=\\frac{${abs(d).toLatex()}}{${mag(n1.n)}\\times ${mag(n2.n)}}=${sqrtTex(c2)}$。`,
        `由图可知二面角 $${name}$ 为${kind}（点 $${ask.x}$、$${ask.y}$ 到棱 $${e}${f}$ 的垂线方向所成角为${kind}），所以二面角 $${name}$ 的余弦值为 $${signedSqrtTex(c2, sign)}$。`,
      ];
      if (ask.fn !== 'cos') steps.push(askedStep(ask.fn, c2, sign || 1, out.tex));
      const check = dihedralCos(R(ask.x), R(e), R(f), R(ask.y));
      const ok = Math.abs(check - (sign || 1) * Math.sqrt(c2.toNumber())) < 1e-9;
      return ok
        ? {
            steps,
            tex: out.tex,
            value: out.value,
            check: `在棱 $${e}${f}$ 上作垂线，由两垂线方向的夹角重新计算，得 $\\cos\\approx ${check.toFixed(4)}$`,
            used,
          }
        : null;
    }
    case 'distance': {
      if (free) return null;
      const nn = normal(ask.plane, 'n');
      if (!nn) return null;
      const a = ask.plane[0];
      const w = sub(P(ask.x), P(a));
      const d = dot(w, nn.n, s);
      if (d.isZero()) return null;
      const d2 = d.mul(d).div(len2(nn.n, s));
      const tex = sqrtTex(d2);
      const [p0, p1, p2] = ask.plane.map(R);
      const check = distanceByVolume(R(ask.x), p0, p1, p2);
      mustAgree(check, d2);
      const steps = [
        ...nn.steps,
        `$${arrow(a, ask.x)}=${vecTex(w, s)}$，点 $${ask.x}$ 到平面 $${ask.plane.join('')}$ 的距离 $d=\\frac{|${arrow(a, ask.x)}\\cdot\\vec{n}|}{|\\vec{n}|}=\\frac{${abs(d).toLatex()}}{${mag(nn.n)}}=${tex}$。`,
      ];
      return {
        steps,
        tex,
        value: Math.sqrt(d2.toNumber()),
        check: `用等体积法 $d=\\frac{3V}{S}$ 重新计算，得 $d\\approx ${check.toFixed(4)}$`,
        used,
      };
    }
    case 'volume': {
      if (free || ask.base.length !== 3 || new Set([ask.apex, ...ask.base]).size !== 4) return null;
      const [b0, b1, b2] = ask.base;
      const nn = normal(ask.base, 'n');
      if (!nn) return null;
      const w = sub(P(ask.apex), P(b0));
      const d = dot(w, nn.n, s);
      if (d.isZero()) return null;
      // V = (1/3)·S·h with S = |b₀b₁ × b₀b₂|/2: V² = det² · s₀s₁s₂ / 36
      const D = det(sub(P(b1), P(b0)), sub(P(b2), P(b0)), w);
      const V2 = D.mul(D).mul(s[0]).mul(s[1]).mul(s[2]).div(Rat.of(36));
      const h2 = d.mul(d).div(len2(nn.n, s));
      const S2 = V2.mul(Rat.of(9)).div(h2);
      const tex = sqrtTex(V2);
      const steps = [
        ...nn.steps,
        `$${arrow(b0, ask.apex)}=${vecTex(w, s)}$，点 $${ask.apex}$ 到平面 $${ask.base.join('')}$ 的距离 $h=\\frac{|${arrow(b0, ask.apex)}\\cdot\\vec{n}|}{|\\vec{n}|}=\\frac{${abs(d).toLatex()}}{${mag(nn.n)}}=${sqrtTex(h2)}$。`,
        `$|${arrow(b0, b1)}|=${mag(sub(P(b1), P(b0)))}$，$|${arrow(b0, b2)}|=${mag(sub(P(b2), P(b0)))}$，$\\triangle ${ask.base.join('')}$ 的面积 $S=\\frac{1}{2}\\sqrt{|${arrow(b0, b1)}|^2|${arrow(b0, b2)}|^2-(${arrow(b0, b1)}\\cdot${arrow(b0, b2)})^2}=${sqrtTex(S2)}$。`,
        `三棱锥 $${ask.apex}-${ask.base.join('')}$ 的体积 $V=\\frac{1}{3}Sh=\\frac{1}{3}\\times ${sqrtTex(S2)}\\times ${sqrtTex(h2)}=${tex}$。`,
      ];
      // another face as the base: b₀ as the apex over apex-b₁-b₂
      const check = volumeByBase(R(b0), R(ask.apex), R(b1), R(b2));
      mustAgree(check, V2);
      return {
        steps,
        tex,
        value: Math.sqrt(V2.toNumber()),
        check: `换底面 $${ask.apex}${b1}${b2}$、以 $${b0}$ 为顶点重新计算，得 $V\\approx ${check.toFixed(4)}$`,
        used,
      };
    }
  }

  function planesCheck(p1: string[], p2: string[], Rf: (n: string) => ReturnType<typeof real>): number | null {
    // the common line of the planes must be two shared points for this check; otherwise the plain normals
    const shared = p1.filter((x) => p2.includes(x));
    if (shared.length < 2) return null;
    const x = p1.find((n) => !shared.includes(n) && !isOn(n));
    const y = p2.find((n) => !shared.includes(n) && !isOn(n));
    if (!x || !y) return null;
    return dihedralCos(Rf(x), Rf(shared[0]), Rf(shared[1]), Rf(y));
    function isOn(n: string): boolean {
      const e = sub(P(shared[1]), P(shared[0]));
      const w = sub(P(n), P(shared[0]));
      const cr = normalOf(e, w, s);
      return cr === null;
    }
  }
}

/** The step from cos θ to the asked sin, tan or angle. */
function askedStep(fn: Fn, c2: Rat, sign: number, tex: string): string {
  const cos = signedSqrtTex(c2, sign);
  if (fn === 'sin') return `所以所求角的正弦值为 $\\sqrt{1-\\left(${cos}\\right)^2}=${tex}$。`;
  if (fn === 'cos') return `所以所求角的余弦值为 $\\sqrt{1-\\sin^2\\theta}=${tex}$。`;
  if (fn === 'tan') return `所以 $\\tan\\theta=\\frac{\\sin\\theta}{\\cos\\theta}=${tex}$。`;
  return `由 $\\cos\\theta=${cos}$ 得所求角为 $${tex}$。`;
}

/** The float check agrees with √sq, or the answer is dropped (the engine refuses on the throw). */
function mustAgree(check: number, sq: Rat): void {
  if (!(Math.abs(check - Math.sqrt(sq.toNumber())) < 1e-9 * Math.max(1, check))) throw new Error('check failed');
}
