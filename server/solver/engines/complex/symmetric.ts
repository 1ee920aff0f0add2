import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { formulas, head, type MJ, proseWithSlots, readLatex, symbols, unwrap } from '../../math/expression/mathjson';
import type { MathOutcome } from '../../math/expression/types';
import { evalFloat, evalLin, type Gauss } from './gauss';

const RULES: Array<[RegExp, string, (z: Gauss) => Gauss, string]> = [
  [/^(?:虚轴|y\s*轴)$/, '虚轴', (z) => z.conj().neg(), '关于虚轴对称的点横坐标互为相反数、纵坐标相同'],
  [/^(?:实轴|x\s*轴)$/, '实轴', (z) => z.conj(), '关于实轴对称的点横坐标相同、纵坐标互为相反数（即互为共轭复数）'],
  [/^原点$/, '原点', (z) => z.neg(), '关于原点对称的点横、纵坐标都互为相反数'],
];

function subst(j: MJ, vals: Map<string, Gauss>): MJ {
  const u = unwrap(j);
  if (typeof u === 'string' && vals.has(u)) {
    const g = vals.get(u)!;
    return ['Add', ['Rational', Number(g.re.n), Number(g.re.d)], ['Multiply', ['Rational', Number(g.im.n), Number(g.im.d)], 'i']];
  }
  return Array.isArray(u) ? [u[0], ...u.slice(1).map((x) => subst(x as MJ, vals))] : u;
}

/** "复数 z₁, z₂ 在复平面内的对应点关于虚轴对称，z₁=2+i，则 z₁z₂=": z₂ from the symmetry, then the expression. */
export function solveSymmetric(text: string, problemType: Parameters<typeof prepare>[1]): MathOutcome | null {
  const prose = proseWithSlots(text);
  const m = /对应(?:的)?点关于\s*(虚轴|实轴|原点|[xy]\s*轴)\s*对称/.exec(prose);
  if (!m) return null;
  const rule = RULES.find(([re]) => re.test(m[1]));
  if (!rule) return null;
  const fs = formulas(text);
  const parsed = fs.map((f) => readLatex(f));
  if (parsed.some((j) => j === null)) return null;
  const names = new Set<string>();
  for (const j of parsed) for (const s of symbols(j!)) if (/^z_?\d?$/.test(s)) names.add(s);
  if (names.size !== 2) return null;
  let given: { name: string; value: Gauss; latex: string } | null = null;
  const asks: Array<{ j: MJ; latex: string }> = [];
  for (let k = 0; k < parsed.length; k++) {
    const u = unwrap(parsed[k]!);
    if (typeof u === 'string' && names.has(u)) continue;
    const syms = [...symbols(u)];
    if (syms.some((s) => !names.has(s) && s !== 'i' && s !== 'ImaginaryUnit')) return null;
    if (
      head(u) === 'Equal' &&
      Array.isArray(u) &&
      typeof unwrap(u[1]) === 'string' &&
      names.has(unwrap(u[1]) as string) &&
      ![...symbols(u[2])].some((s) => names.has(s))
    ) {
      if (given) return null;
      try {
        const v = evalLin(u[2], null);
        if (!v.isConst()) return null;
        given = { name: unwrap(u[1]) as string, value: v.q, latex: fs[k].split('=').slice(1).join('=').trim() };
      } catch {
        return null;
      }
      continue;
    }
    if (head(u) === 'Equal') return null;
    asks.push({ j: u, latex: fs[k].replace(/=\s*$/, '').trim() });
  }
  if (!given || asks.length !== 1) return null;
  const other = [...names].find((n) => n !== given!.name)!;
  const w = rule[2](given.value);
  const p = prepare(text, problemType);
  const vals = new Map([
    [given.name, given.value],
    [other, w],
  ]);
  const nm = (s: string) => s.replace(/^z_?(\d)$/, 'z_{$1}');
  const steps = [
    `${im(`${nm(given.name)}=${given.value.latex()}`)} 对应的点为 ${im(`(${given.value.re.toLatex()},${given.value.im.toLatex()})`)}。${rule[3]}，所以 ${im(nm(other))} 对应的点为 ${im(`(${w.re.toLatex()},${w.im.toLatex()})`)}，即 ${im(`${nm(other)}=${w.latex()}`)}。`,
  ];
  let v: Gauss;
  try {
    const r = evalLin(subst(asks[0].j, vals), null);
    if (!r.isConst()) return null;
    v = r.q;
    // independent check: floats, powers in polar form
    const f = evalFloat(subst(asks[0].j, vals), null, { re: 0, im: 0 });
    if (Math.abs(f.re - v.re.toNumber()) > 1e-9 || Math.abs(f.im - v.im.toNumber()) > 1e-9)
      return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  } catch {
    return refuse(p, '离线求解器无法计算所求的式子，暂不作答。');
  }
  steps.push(`代入计算（${im('i^2=-1')}）：${dm(`${asks[0].latex}=${v.latex()}`)}`);
  return solved(p, {
    engine: 'complex',
    idea: `复数与复平面内的点一一对应：${im('a+bi')} 对应点 ${im('(a,b)')}。先由对称关系写出另一个复数，再按复数的运算法则计算。`,
    steps,
    finalAnswer: im(v.latex()),
    verificationNote: '用浮点数（幂按三角形式）重新计算所求式子，结果一致。',
    value: { kind: 'complex', re: v.re.toNumber(), im: v.im.toNumber() },
  });
}
