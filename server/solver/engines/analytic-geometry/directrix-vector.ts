import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { valueTex } from './answer-value';
import { dist, onConic, type Pt, place, readConic } from './conic-model';
import { type ConicText, NUM, readNumber } from './conic-text';

/**
 * 「抛物线 C 的焦点为 F，准线为 l，P 是 l 上一点，Q 是直线 PF 与 C 的一个交点，若 FP→ = λ·FQ→，则 |QF| =」
 * (人教A版 选择性必修一 3.3 习题): P, F, Q lie on one line, so the vector relation holds for the coordinates along
 * the axis: x_P = −p/2 and x_F = p/2 give x_Q, and |QF| = x_Q + p/2 by the definition of the parabola. Refused when
 * x_Q would not be positive (no such Q) or the line would be the axis or parallel to the directrix.
 */
const VEC = String.raw`\\(?:overrightarrow|vec)\{([A-Z])([A-Z])\}`;

export function directrixVector(ct: ConicText, mp: MathProblem): MathOutcome | null {
  const t = ct.text.replace(/[.。?？]$/, '');
  if (!/准线/.test(t) || !/overrightarrow|vec/.test(t) || ct.all.length !== 1) return null;
  const c = readConic(ct.equation);
  if (c?.kind !== 'parabola') return null;
  let rest = t;
  const take = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(rest);
    if (m) rest = rest.replace(m[0], ',');
    return m;
  };
  const focus = take(/的焦点(?:为|是)([A-Z])/);
  const directrix = take(/,?准线(?:为|是)?([lI])/);
  if (!focus || !directrix) return null;
  const [F, l] = [focus[1], directrix[1]];
  const onL = take(new RegExp(`(?:点)?([A-Z])(?:是|为|在)(?:准线)?${l}上(?:的)?(?:一点|点)?`));
  const cut =
    take(/(?:点)?([A-Z])(?:是|为)直线([A-Z])([A-Z])与(?:抛物线)?C?的(?:一个)?交点/) ??
    take(/直线([A-Z])([A-Z])与(?:抛物线)?C?的(?:一个)?交点(?:为|是)([A-Z])/);
  if (!onL || !cut) return null;
  const P = onL[1];
  const [Q, L1, L2] = cut[0].startsWith('直线') || /^直线/.test(cut[0]) ? [cut[3], cut[1], cut[2]] : [cut[1], cut[2], cut[3]];
  if (new Set([L1, L2]).size !== 2 || ![L1, L2].includes(P) || ![L1, L2].includes(F) || new Set([P, F, Q]).size !== 3) return null;
  const rel = take(new RegExp(`${VEC}=${NUM}?${VEC}`));
  if (!rel) return null;
  const lam = rel[3] ? readNumber(rel[3]) : 1;
  if (!Number.isFinite(lam) || lam === 0) return null;
  const ask = take(/则\|([A-Z])([A-Z])\|(?:=|为|等于|是)?$/);
  if (!ask || new Set([ask[1], ask[2]]).size !== 2 || ![P, F, Q].includes(ask[1]) || ![P, F, Q].includes(ask[2])) return null;
  if (rest.replace(/已知|设|若|且|抛物线|C?:?〔C〕|C|,|;/g, '') !== '') return null;
  // coordinates along the axis (u) with the parabola opening towards u > 0
  const f = Math.abs(c.k) / 4;
  const known: Record<string, number> = { [F]: f, [P]: -f };
  const [X, Y, Z, W] = [rel[1], rel[2], rel[4], rel[5]];
  // u_Y − u_X = λ(u_W − u_Z), linear in u_Q
  const side = (a: string, b: string) => (n: string) => (n === b ? 1 : 0) - (n === a ? 1 : 0);
  const coefQ = side(X, Y)(Q) - lam * side(Z, W)(Q);
  const value = (n: string) => known[n] ?? 0;
  const free = value(Y) - value(X) - lam * (value(W) - value(Z));
  if ([X, Y, Z, W].some((n) => ![P, F, Q].includes(n)) || Math.abs(coefQ) < 1e-12) return null;
  const uQ = -free / coefQ;
  if (!(uQ > 1e-9) || Math.abs(uQ - f) < 1e-9) return null;
  const sgn = c.k > 0 ? 1 : -1;
  const pt = (u: number, w: number): Pt => place(c, sgn * u, w);
  const wQ = Math.sqrt(Math.abs(c.k) * uQ);
  const wP = (wQ * (-f - f)) / (uQ - f);
  const pts: Record<string, Pt> = { [F]: pt(f, 0), [P]: pt(-f, wP), [Q]: pt(uQ, wQ) };
  // Checks: Q on the curve, P on the directrix, the vector relation in the plane, |QF| = distance to the directrix.
  const vec = (a: string, b: string) => [pts[b][0] - pts[a][0], pts[b][1] - pts[a][1]];
  const [v1, v2] = [vec(X, Y), vec(Z, W)];
  if (Math.abs(onConic(c, pts[Q])) > 1e-9 || Math.abs(v1[0] - lam * v2[0]) > 1e-9 || Math.abs(v1[1] - lam * v2[1]) > 1e-9) return null;
  if (Math.abs(dist(pts[Q], pts[F]) - (uQ + f)) > 1e-9) return null;
  const d = dist(pts[ask[1]], pts[ask[2]]);
  const [dTex, fTex, uTex, qfTex] = [valueTex(d), valueTex(f), valueTex(uQ), valueTex(uQ + f)];
  if (!dTex || !fTex || !uTex || !qfTex) return null;
  const axis = c.axisX ? 'x' : 'y';
  const [fPos, fNeg] = sgn > 0 ? [fTex, `-${fTex}`] : [`-${fTex}`, fTex];
  const coord = (n: string) => (n === Q ? `${axis}_${Q}` : n === F ? fPos : fNeg);
  const asked = `|${ask[1]}${ask[2]}|`;
  return solved(mp, {
    engine: 'analytic-geometry:directrix-vector',
    idea: `${im(`${P},${F},${Q}`)} 共线，向量关系对沿对称轴方向的坐标也成立；再用抛物线的定义：${im(`|${Q}${F}|`)} 等于 ${im(Q)} 到准线的距离。`,
    steps: [
      `抛物线的焦点 ${im(F)} 在对称轴上，${im(`${axis}_${F}=${sgn < 0 ? '-' : ''}${fTex}`)}，准线 ${im(`${axis}=${sgn < 0 ? '' : '-'}${fTex}`)}，所以${sgn < 0 ? '（取开口方向为正）' : ''} ${im(`${axis}_${P}=${sgn < 0 ? '' : '-'}${fTex}`)}。`,
      `由 ${im(`\\overrightarrow{${X}${Y}}=${rel[3] ?? ''}\\overrightarrow{${Z}${W}}`)}，取${axis === 'x' ? '横' : '纵'}坐标：${im(`${coord(Y)}-${par(coord(X))}=${rel[3] ?? ''}\\left[${coord(W)}-${par(coord(Z))}\\right]`)}，解得 ${im(`${axis}_${Q}=${sgn < 0 ? '-' : ''}${uTex}`)}。`,
      `由抛物线的定义，${im(`|${Q}${F}|`)} 等于 ${im(Q)} 到准线的距离：${im(`|${Q}${F}|=${uTex}+${fTex}=${qfTex}`)}。`,
      ...(asked === `|${Q}${F}|` || asked === `|${F}${Q}|` ? [] : [`由向量关系，${im(`${asked}=${dTex}`)}。`]),
    ],
    finalAnswer: `$${dTex}$`,
    verificationNote: `取 ${im(`${Q}`)} 的坐标代入抛物线方程成立，${im(P)} 在准线上，${im(`\\overrightarrow{${X}${Y}}`)} 与 ${im(`${rel[3] ?? ''}\\overrightarrow{${Z}${W}}`)} 的两个坐标都相等。`,
    value: { kind: 'numbers', values: [d] },
  });
}

const par = (tex: string): string => (tex.startsWith('-') ? `(${tex})` : tex);
