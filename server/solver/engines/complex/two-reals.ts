import { formulas, type MJ, proseWithSlots, readLatex, stripBlank, symbols, unwrap } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { AnswerValue, MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import type { ProblemType } from '../../types';
import { evalFloat, evalLin, Gauss } from './gauss';

/** 「a, b∈R」「其中 a，b 为实数」「实数 a, b 满足」: the two letters are declared real. */
function declaredReals(text: string): [string, string] | null {
  const t = text.replace(/\$/g, ' ');
  const m =
    /([a-z])\s*[,，、]\s*([a-z])\s*(?:\\in\s*(?:\\math(?:bf|bb)\s*\{\s*R\s*\}|R)|∈\s*R|(?:都|均)?(?:是|为)实数)/.exec(t) ??
    /实数\s*([a-z])\s*[,，、]\s*([a-z])\s*满足/.exec(t);
  return m && m[1] !== m[2] && m[1] !== 'i' && m[2] !== 'i' ? [m[1]!, m[2]!] : null;
}

const ratJson = (r: Rat): MJ => (r.d === 1n ? Number(r.n) : ['Rational', Number(r.n), Number(r.d)]);

function put(j: MJ, values: Record<string, MJ>): MJ {
  if (typeof j === 'string') return values[j] ?? j;
  if (Array.isArray(j)) return j.map((x, k) => (k === 0 ? x : put(x as MJ, values))) as MJ;
  return j;
}

const at = (j: MJ, names: [string, string], a: Rat, b: Rat): Gauss =>
  evalLin(put(j, { [names[0]]: ratJson(a), [names[1]]: ratJson(b) }), null).q;

/**
 * 「已知 (a+2i)/i=b+i（a, b∈R），则 a+b=」 (复数相等, 人教A版 必修二 7.1): one equation between complex numbers with two
 * declared real letters is two real equations, its real and imaginary parts. Read only when the equation is affine
 * in the two letters (checked: no product ab, no letter in a denominator), the pair is unique, and the ask is one
 * expression in them; the pair is put back into the equation in floats.
 */
export function solveTwoReals(text0: string, problemType: ProblemType): MathOutcome | null {
  const names = declaredReals(text0);
  if (!names) return null;
  // the declaration printed inside the equation's formula 「$…=b+i (a, b \in \mathbb{R})$」 is a remark, not maths
  const text = text0.replace(/\s*\(\s*[a-z]\s*,\s*[a-z]\s*\\in\s*\\math(?:bb|bf)\s*\{\s*R\s*\}\s*\)\s*\$/g, '$');
  const fs = formulas(text);
  const prose = proseWithSlots(text);
  let equation: { j: MJ[]; latex: string } | null = null;
  let ask: { j: MJ; latex: string; slot: number } | null = null;
  for (let k = 0; k < fs.length; k++) {
    const f = fs[k]!;
    // the declaration's own pieces and the unit named alone
    if (/\\in|∈/.test(f) || /^\s*[a-z]\s*$/.test(f)) continue;
    const latex = stripBlank(f);
    const j = readLatex(latex);
    if (j === null) return null;
    const u = unwrap(j);
    const syms = [...symbols(u)].filter((x) => !['i', 'ImaginaryUnit', 'Half'].includes(x));
    if (syms.some((x) => !names.includes(x))) return null;
    if (Array.isArray(u) && u[0] === 'Equal' && u.length === 3 && latex === f.trim()) {
      if (equation || !syms.length) return null;
      equation = { j: u as MJ[], latex };
    } else if (!Array.isArray(u) || u[0] !== 'Equal') {
      if (ask || !syms.length) return null;
      ask = { j: u, latex, slot: k };
    } else return null;
  }
  if (!equation || !ask || ask.slot !== fs.length - 1) return null;
  // the ask is the question's last words: 「则 a+b=」「则 a+b 的值为」「a-b 等于」
  const tail = prose.split(`⟨${ask.slot}⟩`)[1] ?? '';
  if (!/^\s*(?:的值)?\s*(?:为|是|等于)?\s*(?:[(（]\s*[)）]|_+)?\s*[.。?？]?\s*$/.test(tail)) return null;
  if (!/则|那么|求/.test(prose.split(`⟨${ask.slot}⟩`)[0]!.slice(-12))) return null;
  const p = prepare(text, problemType);
  const diff: MJ = ['Subtract', equation.j[1]!, equation.j[2]!];
  const zero = Rat.of(0);
  const one = Rat.of(1);
  let f0: Gauss;
  let fa: Gauss;
  let fb: Gauss;
  try {
    f0 = at(diff, names, zero, zero);
    fa = at(diff, names, one, zero).sub(f0);
    fb = at(diff, names, zero, one).sub(f0);
    // affine: the value at (1,1) and at two other points agrees with f0 + a·fa + b·fb
    for (const [a, b] of [
      [one, one],
      [Rat.of(3), Rat.of(-2)],
      [Rat.of(-5, 2), Rat.of(7)],
    ] as Array<[Rat, Rat]>) {
      const want = f0.add(fa.mul(Gauss.of(a))).add(fb.mul(Gauss.of(b)));
      const got = at(diff, names, a, b);
      if (!got.sub(want).isZero()) return null;
    }
  } catch {
    return null;
  }
  // re: f0.re + a fa.re + b fb.re = 0; im likewise
  const det = fa.re.mul(fb.im).sub(fb.re.mul(fa.im));
  if (det.isZero()) return refuse(p, `由实部、虚部分别相等得到的方程组不能唯一确定 ${names.join('、')}，离线求解器暂不作答。`);
  const a = fb.re.mul(f0.im).sub(f0.re.mul(fb.im)).div(det);
  const b = f0.re.mul(fa.im).sub(fa.re.mul(f0.im)).div(det);
  let value: Gauss;
  try {
    const back = evalFloat(put(diff, { [names[0]]: a.toNumber(), [names[1]]: b.toNumber() }), null, { re: 0, im: 0 });
    if (Math.hypot(back.re, back.im) > 1e-9) return refuse(p, '验算没有通过，为避免给出错误答案，暂不作答。');
    value = at(ask.j, names, a, b);
    const check = evalFloat(put(ask.j, { [names[0]]: a.toNumber(), [names[1]]: b.toNumber() }), null, { re: 0, im: 0 });
    if (Math.hypot(check.re - value.re.toNumber(), check.im - value.im.toNumber()) > 1e-9)
      return refuse(p, '验算没有通过，为避免给出错误答案，暂不作答。');
  } catch {
    return null;
  }
  const [A, Bn] = names;
  const line = (c0: Rat, ca: Rat, cb: Rat) => {
    const terms = [
      [ca, A],
      [cb, Bn],
      [c0, ''],
    ] as Array<[Rat, string]>;
    const shown = terms
      .filter(([c]) => !c.isZero())
      .map(([c, x], k) => {
        const s = x && c.abs().isOne() ? (c.sign() < 0 ? '-' : '') + x : `${c.toLatex()}${x}`;
        return k > 0 && c.sign() > 0 ? `+${s}` : s;
      })
      .join('');
    return `${shown || '0'}=0`;
  };
  const result: AnswerValue = value.im.isZero()
    ? { kind: 'numbers', values: [value.re.toNumber()] }
    : { kind: 'complex', re: value.re.toNumber(), im: value.im.toNumber() };
  return solved(p, {
    engine: 'complex:two-reals',
    idea: `${im(A)}、${im(Bn)} 是实数，两个复数相等当且仅当实部与虚部分别相等，据此列出关于 ${im(A)}、${im(Bn)} 的方程组。`,
    steps: [
      `把等式 ${im(equation.latex)} 移项并按实部、虚部整理（${im('i^2=-1')}）：实部 ${im(line(f0.re, fa.re, fb.re))}，虚部 ${im(line(f0.im, fa.im, fb.im))}。`,
      `解得 ${im(`${A}=${a.toLatex()},\\ ${Bn}=${b.toLatex()}`)}。`,
      `所以 ${dm(`${ask.latex}=${value.latex()}`)}`,
    ],
    finalAnswer: im(value.latex()),
    verificationNote: `把 ${im(`${A}=${a.toLatex()},\\ ${Bn}=${b.toLatex()}`)} 代回原等式用浮点复数计算，两边相等。`,
    value: result,
  });
}
