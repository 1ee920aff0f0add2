import { withOptions } from '../../math/answers/choice';
import { formulas, head, type MJ, proseWithSlots, readLatex, stripBlank, symbols, unwrap } from '../../math/expression/mathjson';
import { Rat, squareFactor } from '../../math/expression/rational';
import type { AnswerValue, MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import { asksAModifiedQuantity } from '../../read/modified-ask';
import type { Engine } from '../types';
import { crossMultipliedSteps } from './cross-multiplied';
import { type CF, evalFloat, evalLin, Gauss, linearLatex } from './gauss';
import { solveParallelogram } from './parallelogram';
import { productExpansion } from './product-expansion';
import { solveSymmetric } from './symmetric';
import { solveTwoReals } from './two-reals';

type Ask = 'z' | 'modulus' | 'conj' | 're' | 'im' | 'quadrant';

const Z = 'z';

/** √(n/d) in simplest radical form, exactly. */
function sqrtRat(r: Rat): { latex: string; value: number } {
  const [k, rest] = squareFactor(r.n * r.d);
  const coef = Rat.of(k, r.d);
  const value = Math.sqrt(r.toNumber());
  if (rest === 1n) return { latex: coef.toLatex(), value };
  const root = `\\sqrt{${rest}}`;
  if (coef.isOne()) return { latex: root, value };
  if (coef.d === 1n) return { latex: `${coef.n}${root}`, value };
  return { latex: `\\frac{${coef.n === 1n ? '' : coef.n}${root}}{${coef.d}}`, value };
}

function isZRef(j: MJ): boolean {
  const u = unwrap(j);
  if (u === Z) return true;
  if (Array.isArray(u) && (u[0] === 'Abs' || u[0] === 'Norm' || u[0] === 'Conjugate' || u[0] === 'Mean' || u[0] === 'OverBar'))
    return unwrap(u[1]) === Z;
  return false;
}

function hasImaginary(j: MJ): boolean {
  return symbols(j).has('i') || (Array.isArray(j) && JSON.stringify(j).includes('"Complex"'));
}

interface Reading {
  /** The relation or expression that fixes z. */
  source: MJ;
  /** Written as an equation in z (true) or as the value itself (false). */
  equation: boolean;
  latex: string;
  slot: number;
  /** The value was given a name z. */
  named?: boolean;
  /** Expressions in z asked after z is fixed ("\\frac{\\bar z}{|z|}="). */
  extras?: Array<{ j: MJ; latex: string }>;
}

function read(fs: string[]): Reading | null {
  let found: Reading | null = null;
  for (let k = 0; k < fs.length; k++) {
    const j = readLatex(fs[k]);
    if (j === null) return null;
    if (isZRef(j) || (typeof j === 'string' && j.length === 1)) continue;
    const h = head(j);
    if (
      h === 'Equal' &&
      Array.isArray(j) &&
      j.length === 3 &&
      (isZRef(j[2]) || unwrap(j[2]) === 'Nothing') &&
      !isZRef(j[1]) &&
      !symbols(j[1]).has(Z)
    ) {
      // "z 的共轭复数 \bar z =" blanks; or "\frac{..}{..} = " as the thing to compute
      if (!hasImaginary(j[1])) return null;
      if (found) return null;
      found = { source: j[1], equation: false, latex: fs[k].replace(/=\s*$/, ''), slot: k };
      continue;
    }
    if (found && h !== 'Equal' && symbols(j).has(Z) && [...symbols(j)].every((s) => ['i', Z, 'ImaginaryUnit', 'Half'].includes(s))) {
      found.extras = [...(found.extras ?? []), { j, latex: stripBlank(fs[k]) }];
      continue;
    }
    if (!hasImaginary(j)) return null;
    if (found) return null;
    const syms = symbols(j);
    for (const s of syms) if (!['i', Z, 'ImaginaryUnit', 'Half'].includes(s)) return null;
    if (h === 'Equal') {
      if (!Array.isArray(j) || j.length !== 3) return null;
      const lhs = unwrap(j[1]);
      const rhs = unwrap(j[2]);
      if (lhs === Z && !symbols(rhs).has(Z))
        found = { source: rhs, equation: false, latex: fs[k].split('=').slice(1).join('='), slot: k, named: true };
      else if (syms.has(Z)) found = { source: j, equation: true, latex: fs[k], slot: k };
      else return null;
    } else if (!syms.has(Z)) found = { source: j, equation: false, latex: fs[k], slot: k };
    else return null;
  }
  return found;
}

/** The asked attributes; conjSubject when they are asked of \bar{z} written as a formula ("\bar{z} 对应的点位于"). */
function asks(prose: string, fs: string[], slot: number): { list: Ask[]; conjSubject: boolean } {
  let conjSubject = false;
  const out: Array<{ a: Ask; at: number }> = [];
  const after = prose.indexOf(`⟨${slot}⟩`);
  const tail = prose.slice(after < 0 ? 0 : after);
  const base = after < 0 ? 0 : after;
  const conjAt = tail.search(/共轭/);
  const attrs: Array<[RegExp, Ask]> = [
    [/模|\|z\|/, 'modulus'],
    [/实部/, 're'],
    [/虚部/, 'im'],
    [/象限|的点\s*(?:位于|在)/, 'quadrant'],
  ];
  for (const [re, a] of attrs) {
    const m = re.exec(tail);
    if (m) out.push({ a, at: base + m.index });
  }
  for (let k = slot + 1; k < fs.length; k++) {
    const j = readLatex(fs[k]);
    const u = j === null ? null : unwrap(j);
    const at = prose.indexOf(`⟨${k}⟩`);
    if (Array.isArray(u) && (u[0] === 'Abs' || u[0] === 'Norm') && !out.some((o) => o.a === 'modulus')) out.push({ a: 'modulus', at });
    if (Array.isArray(u) && ['Conjugate', 'Mean', 'OverBar'].includes(String(u[0])) && unwrap(u[1]) === Z) {
      if (/^⟨\d+⟩\s*(?:在复平面内)?\s*(?:对应的点|表示的点|的实部|的虚部|的模)/.test(prose.slice(at))) conjSubject = true;
      else out.push({ a: 'conj', at });
    }
    if (u === Z && /^⟨\d+⟩\s*(?:[,，.。;；?？及和与=]|$)/.test(prose.slice(at))) out.push({ a: 'z', at });
  }
  const attrAfterConj = conjAt >= 0 && out.some((o) => o.at > base + conjAt && o.a !== 'z' && o.a !== 'modulus');
  if (conjAt >= 0 && !attrAfterConj) out.push({ a: 'conj', at: base + conjAt });
  if (!out.length) out.push({ a: 'z', at: 0 });
  out.sort((p, q) => p.at - q.at);
  const seen = new Set<Ask>();
  const list: Ask[] = [];
  for (const o of out) {
    if (seen.has(o.a)) continue;
    seen.add(o.a);
    list.push(o.a);
  }
  return { list, conjSubject };
}

const QUADRANT = ['第一象限', '第二象限', '第三象限', '第四象限'];

/**
 * 「$\frac{1+z}{1-z}=i$」: an equation whose one side is a fraction with z below is the linear equation of the two
 * sides cross-multiplied, 1+z = i(1−z); the solution is checked in the equation as written (so 1−z ≠ 0 there).
 */
function clearDenominator(left: MJ, right: MJ): [MJ, MJ] {
  const over = (side: MJ): MJ[] | null => {
    const u = unwrap(side);
    if (!Array.isArray(u) || (u[0] !== 'Divide' && u[0] !== 'Rational') || u.length !== 3) return null;
    try {
      return evalLin(u[2] as MJ, Z).isConst() ? null : (u as MJ[]);
    } catch {
      return null;
    }
  };
  const l = over(left);
  const r = over(right);
  if (l && !r) return [l[1], ['Multiply', right, l[2]]];
  if (r && !l) return [['Multiply', left, r[2]], r[1]];
  return [left, right];
}

function solveStem(text: string, problemType: Parameters<typeof prepare>[1]): MathOutcome | null {
  // 「没有重复数字」 names digits, not a complex number
  if (!/(?<!重)复数|虚数|复平面|\bi\b|[^a-z\\]i\b/.test(text)) return null;
  const fs = formulas(text);
  if (!fs.length) return null;
  const prose = proseWithSlots(text);
  if (/纯虚数|是实数|为实数|实部与虚部(?:相等|互为相反数)/.test(prose) || paramEquation(fs))
    return solveParameter(text, fs, prose, problemType);
  // asks this engine does not answer (a sum of parts, coordinates, arguments, loci, ranges)
  if (/辐角|轨迹|最大|最小|范围|向量|坐标|之和|之积|之差|的和|的积|和为|积为|比较/.test(prose) || asksAModifiedQuantity(prose)) return null;
  const r = read(fs);
  if (!r) return null;
  const p = prepare(text, problemType);
  const steps: string[] = [];
  let z: Gauss;
  try {
    if (r.equation) {
      const j = r.source as MJ[];
      const [left, right] = clearDenominator(j[1], j[2]);
      const lin = evalLin(left, Z).sub(evalLin(right, Z));
      if (lin.isConst()) return null;
      if (left !== j[1] || right !== j[2]) steps.push('方程两边同乘分母（分母不为 0，最后代回原方程检验），化为关于 z 的一次方程。');
      if (!lin.r.isZero()) {
        // p z + r z̄ + q = 0 with z = a + bi: two real equations
        const det = lin.p.norm().sub(lin.r.norm());
        if (det.isZero()) return refuse(p, '这个关于复数 z 的方程的解不唯一（或无解），离线求解器暂不作答。');
        z = lin.q.neg().mul(lin.p.conj()).add(lin.r.mul(lin.q.conj())).div(Gauss.of(det));
        steps.push(
          `设 ${im('z=a+bi')}（${im('a,b\\in\\mathbb{R}')}），则 ${im('\\overline{z}=a-bi')}，代入 ${im(r.latex)}，按实部、虚部分别相等列方程组，解得 ${im(`a=${z.re.toLatex()},\\ b=${z.im.toLatex()}`)}。`,
        );
        steps.push(`所以 ${im(`z=${z.latex()}`)}。`);
      } else {
        const num = lin.q.neg();
        const den = lin.p;
        z = num.div(den);
        steps.push(`由 ${im(r.latex)} 得 ${dm(`z=\\frac{${num.latex()}}{${den.latex()}}`)}`);
        steps.push(conjStep(num, den, z));
      }
    } else {
      const v = evalLin(r.source, null);
      z = v.q;
      const top = unwrap(r.source);
      if (Array.isArray(top) && top[0] === 'Divide') {
        const num = evalLin(top[1], null).q;
        const den = evalLin(top[2], null).q;
        if (!den.im.isZero()) {
          const simplified = `\\frac{${num.latex()}}{${den.latex()}}`;
          // 「先化简分子、分母」 only when they did change
          if (
            simplified.replace(/\s+/g, '') !==
            stripBlank(r.latex)
              .replace(/\s*=\s*$/, '')
              .replace(/\s+/g, '')
          )
            steps.push(`先分别化简分子、分母：${im(simplified)}。`);
          steps.push(conjStep(num, den, z));
        }
      }
      if (!steps.length) {
        // the question's own 「=」 before its blank is not a second equals sign
        const asked = stripBlank(r.latex).replace(/\s*=\s*$/, '');
        const expanded = productExpansion(top);
        steps.push(`利用 ${im('i^2=-1')} 按复数的运算法则计算：${dm(`${asked}=${expanded ? `${expanded}=` : ''}${z.latex()}`)}`);
      }
    }
  } catch {
    return null;
  }
  // independent check: substitute back in floats
  const zf: CF = { re: z.re.toNumber(), im: z.im.toNumber() };
  try {
    if (r.equation) {
      const j = r.source as MJ[];
      const l = evalFloat(j[1], Z, zf);
      const rr = evalFloat(j[2], Z, zf);
      if (Math.hypot(l.re - rr.re, l.im - rr.im) > 1e-9 * Math.max(1, Math.hypot(l.re, l.im)))
        return refuse(p, '验算没有通过，为避免给出错误答案，暂不作答。');
    } else {
      const v = evalFloat(r.source, null, zf);
      if (Math.hypot(v.re - zf.re, v.im - zf.im) > 1e-9 * Math.max(1, Math.hypot(zf.re, zf.im)))
        return refuse(p, '验算没有通过，为避免给出错误答案，暂不作答。');
    }
  } catch {
    return refuse(p, '离线求解器无法独立验算这个复数运算，暂不作答。');
  }

  if (r.extras?.length) {
    const answers: string[] = [];
    let value: AnswerValue | null = null;
    for (const e of r.extras) {
      let v: Gauss;
      try {
        v = evalLin(substitute(e.j, asJson(z)), null).q;
        const f = evalFloat(e.j, Z, zf);
        if (Math.hypot(f.re - v.re.toNumber(), f.im - v.im.toNumber()) > 1e-9 * Math.max(1, Math.hypot(f.re, f.im)))
          return refuse(p, '验算没有通过，为避免给出错误答案，暂不作答。');
      } catch {
        return null;
      }
      steps.push(`把 ${im(`z=${z.latex()}`)} 代入：${dm(`${e.latex}=${v.latex()}`)}`);
      answers.push(im(`${e.latex}=${v.latex()}`));
      value = { kind: 'complex', re: v.re.toNumber(), im: v.im.toNumber() };
    }
    return solved(p, {
      engine: 'complex',
      idea: '先把 $z$ 化成 $a+bi$ 的代数形式，再代入所求式子按复数的运算法则计算。',
      steps,
      finalAnswer: answers.join('，'),
      verificationNote: '用浮点复数另行代入计算，结果一致。',
      value: value!,
    });
  }
  const { list: wanted, conjSubject } = asks(prose, fs, r.slot);
  const conjFirst = (/共轭/.test(prose) && !wanted.includes('conj')) || conjSubject;
  // |z̄| = |z|: the modulus step below is written for z, which is the same number.
  if (conjSubject && wanted.includes('z')) return null;
  const w = conjFirst ? z.conj() : z;
  const name = conjFirst ? '\\overline{z}' : 'z';
  if (conjFirst) steps.push(`${im(`z`)} 的共轭复数 ${im(`\\overline{z}=${w.latex()}`)}。`);
  const answers: string[] = [];
  let value: AnswerValue | null = null;
  for (const a of wanted) {
    if (a === 'z') {
      answers.push(im(r.equation || r.named ? `z=${z.latex()}` : z.latex()));
      value = { kind: 'complex', re: zf.re, im: zf.im };
    } else if (a === 'conj') {
      const c = z.conj();
      steps.push(`共轭复数：实部不变、虚部变为相反数，${im(`\\overline{z}=${c.latex()}`)}。`);
      answers.push(im(`\\overline{z}=${c.latex()}`));
      value = { kind: 'complex', re: c.re.toNumber(), im: c.im.toNumber() };
    } else if (a === 'modulus') {
      const m = sqrtRat(z.norm());
      steps.push(`${dm(`|z|=\\sqrt{${paren(z.re)}^2+${paren(z.im)}^2}=${m.latex}`)}`);
      answers.push(im(`|z|=${m.latex}`));
      value = { kind: 'numbers', values: [m.value] };
    } else if (a === 're' || a === 'im') {
      const part = a === 're' ? w.re : w.im;
      const word = a === 're' ? '实部' : '虚部';
      steps.push(
        `${im(`${name}=${w.latex()}`)} 的${word}为 ${im(part.toLatex())}${a === 'im' ? `（虚部是 ${im('i')} 的系数，不含 ${im('i')}）` : ''}。`,
      );
      answers.push(im(part.toLatex()));
      value = { kind: 'numbers', values: [part.toNumber()] };
    } else {
      const sr = w.re.sign();
      const si = w.im.sign();
      if (sr === 0 || si === 0) return refuse(p, '这个复数对应的点在坐标轴上，不属于任何象限，请核对题目。');
      const qd = sr > 0 ? (si > 0 ? 0 : 3) : si > 0 ? 1 : 2;
      steps.push(
        `${im(`${name}=${w.latex()}`)} 在复平面内对应的点为 ${im(`(${w.re.toLatex()},${w.im.toLatex()})`)}，位于${QUADRANT[qd]}。`,
      );
      answers.push(QUADRANT[qd]);
      value = { kind: 'words', text: QUADRANT[qd] };
    }
  }
  if (!value) return null;
  return solved(p, {
    engine: 'complex',
    idea: r.equation
      ? '把已知等式看成关于 $z$ 的方程，解出 $z$ 后化成 $a+bi$ 的代数形式，再回答所问。'
      : '按复数的四则运算法则（除法时分子分母同乘分母的共轭复数）化成 $a+bi$ 的形式，再回答所问。',
    steps,
    finalAnswer: answers.join('，'),
    verificationNote: r.equation ? `把 ${im(`z=${z.latex()}`)} 代回原等式，两边相等。` : '用复数的三角（极）形式另行数值计算，结果一致。',
    value,
  });
}

/**
 * "(a+i)(1-2i) 是纯虚数，求实数 a": the number is linear in the real parameter, so its real and imaginary
 * parts are linear too; the condition gives one linear equation.
 */
function solveParameter(text: string, fs: string[], prose: string, problemType: Parameters<typeof prepare>[1]): MathOutcome | null {
  const p = prepare(text, problemType);
  let param: string | null = null;
  let expr: { j: MJ; latex: string } | null = null;
  let equation: MJ | null = null;
  for (const f of fs) {
    const j = readLatex(f);
    if (j === null) return null;
    const u = unwrap(j);
    if (typeof u === 'string' && /^[a-z]$/.test(u) && u !== 'i') {
      if (param && param !== u) return null;
      param = u;
      continue;
    }
    if (Array.isArray(u) && u[0] === 'Element') continue;
    // 「（$i$ 为虚数单位）」 names the unit, it is not the number the condition is about
    if ((u === 'ImaginaryUnit' || u === 'i') && /虚数单位/.test(prose)) continue;
    if (!hasImaginary(u)) return null;
    if (expr) return null;
    let body = u;
    let latex = stripBlank(f);
    if (Array.isArray(u) && u[0] === 'Equal' && u.length === 3 && unwrap(u[1]) === Z) {
      body = u[2];
      latex = latex.replace(/^\s*z\s*=/, '');
    } else if (Array.isArray(u) && u[0] === 'Equal' && u.length === 3) {
      // an equation in the real parameter: both sides as one expression equal to 0
      body = ['Subtract', u[1], u[2]];
      equation = u;
    }
    const syms = [...symbols(body)].filter((x) => !['i', 'ImaginaryUnit', 'Half'].includes(x));
    if (syms.length !== 1) return null;
    if (param && param !== syms[0]) return null;
    param = syms[0];
    expr = { j: body, latex };
  }
  if (!param || !expr) return null;
  let lin: ReturnType<typeof evalLin>;
  try {
    lin = evalLin(expr.j, param);
  } catch {
    return null;
  }
  if (!lin.r.isZero() || lin.p.isZero()) return null;
  // z = (P + Q a) + (R + S a) i with a real
  const [P, Q, R, S] = [lin.q.re, lin.p.re, lin.q.im, lin.p.im];
  if (equation) return solveParamEquation(p, expr.latex, expr.j, equation, param, P, Q, R, S);
  const cond = /纯虚数/.test(prose) ? 'pure' : /实部与虚部相等/.test(prose) ? 'equal' : /互为相反数/.test(prose) ? 'opposite' : 'real';
  // coefficient and constant of the linear equation k·a + c = 0
  const [k, c] = cond === 'pure' ? [Q, P] : cond === 'real' ? [S, R] : cond === 'equal' ? [Q.sub(S), P.sub(R)] : [Q.add(S), P.add(R)];
  if (k.isZero()) return refuse(p, '由条件得到的方程中参数的系数为 0，参数不能唯一确定，离线求解器暂不作答。');
  const a = c.neg().div(k);
  const A = param;
  const re = `${linearLatex(Q, P, A)}`;
  const imL = `${linearLatex(S, R, A)}`;
  const steps = [`化成代数形式：${dm(`${expr.latex}=(${re})+(${imL})i`)}`];
  const v = { re: P.add(Q.mul(a)), im: R.add(S.mul(a)) };
  if (cond === 'pure') {
    if (v.im.isZero()) return refuse(p, `当实部为 0 时虚部也为 0，这个复数是 0 而不是纯虚数，满足条件的 ${A} 不存在。`);
    steps.push(
      `纯虚数要求实部为 0 且虚部不为 0：${im(`${re}=0`)}，得 ${im(`${A}=${a.toLatex()}`)}，此时虚部 ${im(`${v.im.toLatex()}\ne 0`)}。`,
    );
  } else if (cond === 'real') {
    steps.push(`实数要求虚部为 0：${im(`${imL}=0`)}，得 ${im(`${A}=${a.toLatex()}`)}。`);
  } else {
    const equation = cond === 'equal' ? `${re}=${imL}` : `(${re})+(${imL})=0`;
    steps.push(`${cond === 'equal' ? '实部与虚部相等' : '实部与虚部互为相反数'}：${im(equation)}，解得 ${im(`${A}=${a.toLatex()}`)}。`);
  }
  // independent check in floats
  try {
    const f = evalFloat(expr.j, param, { re: a.toNumber(), im: 0 });
    const ok =
      cond === 'pure'
        ? Math.abs(f.re) < 1e-9 && Math.abs(f.im) > 1e-9
        : cond === 'real'
          ? Math.abs(f.im) < 1e-9
          : cond === 'equal'
            ? Math.abs(f.re - f.im) < 1e-9
            : Math.abs(f.re + f.im) < 1e-9;
    if (!ok) return refuse(p, '验算没有通过，为避免给出错误答案，暂不作答。');
  } catch {
    return null;
  }
  return solved(p, {
    engine: 'complex',
    idea: `把复数化成 $a+bi$ 的形式，用实部、虚部满足的条件列出关于 $${A}$ 的方程。`,
    steps,
    finalAnswer: im(`${A}=${a.toLatex()}`),
    verificationNote: `把 ${im(`${A}=${a.toLatex()}`)} 代回原式数值计算，满足题目条件。`,
    value: { kind: 'numbers', values: [a.toNumber()] },
  });
}

/** A formula "… = …" with one real parameter and i, and no z. */
function paramEquation(fs: string[]): boolean {
  return fs.some((f) => {
    const j = readLatex(f);
    if (!Array.isArray(j) || j[0] !== 'Equal' || !hasImaginary(j)) return false;
    const syms = [...symbols(j)].filter((x) => !['i', 'ImaginaryUnit', 'Half'].includes(x));
    return syms.length === 1 && syms[0] !== Z && /^[a-z]$/.test(syms[0]);
  });
}

/** (P + Q a) + (R + S a) i = 0 with a real: both parts vanish. */
function solveParamEquation(
  p: ReturnType<typeof prepare>,
  latex: string,
  j: MJ,
  equation: MJ,
  A: string,
  P: Rat,
  Q: Rat,
  R: Rat,
  S: Rat,
): MathOutcome {
  const fromRe = !Q.isZero() ? P.neg().div(Q) : null;
  const fromIm = !S.isZero() ? R.neg().div(S) : null;
  const a = fromRe ?? fromIm;
  if (!a || (fromRe && fromIm && !fromRe.eq(fromIm)) || !P.add(Q.mul(a)).isZero() || !R.add(S.mul(a)).isZero()) {
    return refuse(p, `按实部、虚部分别相等列方程，找不到同时满足的实数 ${A}，请核对题目。`);
  }
  try {
    const f = evalFloat(j, A, { re: a.toNumber(), im: 0 });
    if (Math.hypot(f.re, f.im) > 1e-9) return refuse(p, '验算没有通过，为避免给出错误答案，暂不作答。');
  } catch {
    return refuse(p, '离线求解器无法独立验算这个复数运算，暂不作答。');
  }
  const steps = crossMultipliedSteps(latex, equation, A, a) ?? [
    `把等式 ${im(latex)} 整理为“左边−右边 = 0”并化成代数形式：${dm(`(${linearLatex(Q, P, A)})+(${linearLatex(S, R, A)})i=0`)}`,
    `复数等于 0 当且仅当实部、虚部都为 0：${im(`${linearLatex(Q, P, A)}=0`)} 且 ${im(`${linearLatex(S, R, A)}=0`)}，解得 ${im(`${A}=${a.toLatex()}`)}。`,
  ];
  return solved(p, {
    engine: 'complex',
    idea: `两个复数相等，当且仅当实部与虚部分别相等；据此列出关于实数 $${A}$ 的方程。`,
    steps,
    finalAnswer: im(`${A}=${a.toLatex()}`),
    verificationNote: `把 ${im(`${A}=${a.toLatex()}`)} 代回原等式数值计算，两边相等。`,
    value: { kind: 'numbers', values: [a.toNumber()] },
  });
}

const ratJson = (r: Rat): MJ => (r.d === 1n ? Number(r.n) : ['Rational', Number(r.n), Number(r.d)]);
const asJson = (g: Gauss): MJ => ['Add', ratJson(g.re), ['Multiply', ratJson(g.im), 'i']];

/** The expression with z replaced by a known value. */
function substitute(j: MJ, value: MJ): MJ {
  if (j === Z) return ['Delimiter', value];
  if (Array.isArray(j)) return [j[0], ...j.slice(1).map((x) => substitute(x, value))];
  return j;
}

function paren(r: Rat): string {
  return r.sign() < 0 ? `(${r.toLatex()})` : r.toLatex();
}

function conjStep(num: Gauss, den: Gauss, z: Gauss): string {
  if (den.im.isZero()) return `所以 ${im(`z=${z.latex()}`)}。`;
  const c = den.conj();
  const top = num.mul(c);
  return `分子、分母同乘分母的共轭复数 ${im(c.latex())}：${dm(
    `z=\\frac{(${num.latex()})(${c.latex()})}{(${den.latex()})(${c.latex()})}=\\frac{${top.latex()}}{${den.norm().toLatex()}}=${z.latex()}`,
  )}`;
}

/** Arithmetic of complex numbers a + bi: simplify, solve a linear equation in z (and z̄), modulus, conjugate, parts, quadrant. */
export const complexEngine: Engine = {
  name: 'complex',
  subjects: ['math'],
  solve(q) {
    try {
      const r = withOptions(
        q.problemType,
        q.options,
        solveTwoReals(q.stem, q.problemType) ??
          solveSymmetric(q.stem, q.problemType) ??
          solveParallelogram(q.stem, q.problemType) ??
          solveStem(q.stem, q.problemType),
      );
      if (r || !/(?<!重)复数|虚数/.test(q.stem)) return r;
      return refuse(
        q.problemType,
        '这是一道复数题。离线求解器目前能做复数的四则运算、解关于 z 的一次方程，并求模、共轭复数、实部、虚部和对应点所在象限；这道题超出了这些范围，暂不作答。可以把题目拆成这样的小问再试，或请老师帮忙。',
      );
    } catch {
      return null;
    }
  },
};
