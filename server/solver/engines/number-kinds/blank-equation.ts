import { substitute } from '../../math/expression/ast';
import { parseChain } from '../../math/expression/parser';
import { normalize } from '../../math/expression/text';
import { unexplained } from '../../math/expression/vocab';
import { evalExact } from '../../math/numbers/exact';
import { toRationalFn } from '../../math/polynomials/mpoly';
import type { Worked } from './text';

/** The shapes a paper prints for the number to fill in: a box, a triangle, a circle, empty brackets (read as a blank). */
const SYMBOL = /\\square|\\Box|□|\\triangle|\\Delta|△|\\bigcirc|○|◯|____|\(\s*\)|（\s*）/g;

/** What the prose around the equation may say: where the number goes and that it is asked, nothing else. */
const WORDS = [
  '在',
  '算式',
  '等式',
  '横式',
  '式子',
  '下面的',
  '中',
  '里',
  '内',
  '若',
  '如果',
  '已知',
  '那么',
  '请问',
  '应该',
  '应',
  '填入',
  '填上',
  '填写',
  '填',
  '什么数',
  '几',
  '要使',
  '才能',
  '才可以',
  '使',
  '成立',
  '所',
  '代表',
  '表示',
  '数',
  '括号',
  '方框',
  '三角形',
  '圆圈',
  '口',
];

/** A blank standing where a number goes: after the start, a sign or an opening bracket and before a sign, a closing bracket or the end. */
function standsAsNumber(formula: string): boolean {
  const s = formula.replace(/\\times|\\div|\\cdot(?!s)/g, '*').replace(/\\left|\\right/g, '');
  const re = new RegExp(SYMBOL.source, 'g');
  for (const m of s.matchAll(re)) {
    const before = s.slice(0, m.index).trimEnd();
    const after = s.slice((m.index ?? 0) + m[0].length).trimStart();
    if (before && !/(?:[-+*/=(×÷…]|\\cdots|\\ldots)$/.test(before)) return false;
    if (after && !/^[-+*/=)×÷]/.test(after)) return false;
  }
  return true;
}

const REMAINDER_FORM = /^\s*(\S+?)\s*\\div\s*(\S+?)\s*=\s*(\S+?)\s*(?:\\cdots\s*\\cdots|\\cdots|\\ldots|…+|\.{3,}|⋯+)\s*(\S+?)\s*$/;

/**
 * 「□÷8=7……3」「59÷□=7……3」: a division with a remainder, one of its four numbers blank (被除数 = 除数 × 商 + 余数,
 * the remainder less than the divisor). undefined when the equation is not of this form, null when it cannot be filled.
 */
function remainderDivision(equation: string): Worked | null | undefined {
  const m = REMAINDER_FORM.exec(equation.replace(/\\left|\\right|\$/g, ''));
  if (!m) return undefined;
  const parts = m
    .slice(1, 5)
    .map((x) => (new RegExp(`^(?:${SYMBOL.source})$`).test(x) ? null : /^\d{1,9}$/.test(x) ? BigInt(x) : undefined));
  if (parts.some((x) => x === undefined) || parts.filter((x) => x === null).length !== 1) return null;
  const [a, d, q, r] = parts as Array<bigint | null>;
  const filled =
    a === null
      ? (d as bigint) * (q as bigint) + (r as bigint)
      : d === null
        ? (q as bigint) > 0n && (a - (r as bigint)) % (q as bigint) === 0n
          ? (a - (r as bigint)) / (q as bigint)
          : null
        : q === null
          ? d > 0n && (a - (r as bigint)) % d === 0n
            ? (a - (r as bigint)) / d
            : null
          : a - d * q;
  if (filled === null) return null;
  const [A, D, Q, R] = parts.map((x) => x ?? filled);
  if (D <= 0n || R < 0n || R >= D || D * Q + R !== A) return null;
  const which = ['被除数', '除数', '商', '余数'][parts.indexOf(null)];
  return {
    kind: 'blank-equation',
    steps: [
      '**解题思路** 有余数的除法中，被除数 = 除数 × 商 + 余数，余数要比除数小。',
      `**步骤 1** 要填的是${which}：$${A}\\div ${D} = ${Q}\\cdots\\cdots ${R}$，因为 $${D}\\times ${Q} + ${R} = ${A}$。`,
    ],
    answer: `要填的数是 $${filled}$`,
    value: { kind: 'numbers', values: [Number(filled)] },
    check: `$${D}\\times ${Q} + ${R} = ${A}$，且余数 $${R} < ${D}$。`,
  };
}

/**
 * 「在算式 □+5=13−2 中，□ 里应填几」「若 (△×2−1)×2 = 2018，△ 代表的数是多少」: one equation with one kind of blank
 * for a number, linear in it, solved exactly; the prose may only say where the blank is and that its number is asked.
 */
export function blankEquationKind(stem: string): Worked | null {
  const formulas = [...stem.matchAll(/\$([^$]*)\$/g)].map((m) => m[1]);
  // 「则 $\square =$（ ）」 asks the blank's number; it is no second equation
  const asked = (f: string) => /^\s*=\s*$/.test(f.replace(SYMBOL, ''));
  const equations = formulas.filter((f) => f.includes('=') && !asked(f));
  if (equations.length !== 1 || /[<>≤≥≠]|\\[lg]e|\\neq/.test(equations[0])) return null;
  const equation = equations[0];
  const kinds = new Set([...equation.matchAll(SYMBOL)].map((m) => (/^\(|^（|^_/.test(m[0]) ? 'bracket' : m[0])));
  if (kinds.size !== 1 || !standsAsNumber(equation)) return null;
  // every other formula is the blank itself, named in the question
  if (formulas.some((f) => f !== equation && !asked(f) && f.replace(SYMBOL, '').trim() !== '')) return null;
  const prose = stem.replace(/\$[^$]*\$/g, ' ');
  const asks = /[?？几多少]|什么数|[是为]$|填[入上写]?$/.test(prose.replace(/(?:[。.，,\s]|____)+$/, ''));
  if (/\d/.test(prose) || !(asks || formulas.some(asked))) return null;
  if (unexplained(prose.replace(SYMBOL, ' ').replace(/[□△○]/g, ' '), WORDS)) return null;
  const withRemainder = remainderDivision(equation);
  if (withRemainder !== undefined) return withRemainder;
  let chain: ReturnType<typeof parseChain>;
  try {
    chain = parseChain(normalize(equation.replace(SYMBOL, ' x ')));
  } catch {
    return null;
  }
  if (chain.ops.length !== 1 || chain.ops[0] !== '=') return null;
  const [lhs, rhs] = chain.exprs;
  const rf = toRationalFn({ k: 'add', args: [lhs, { k: 'neg', arg: rhs }] });
  const top = rf?.num.univariate('x');
  const bottom = rf?.den.univariate('x');
  if (!top || !bottom || top.length !== 2 || top[1].isZero()) return null;
  const x = top[0].neg().div(top[1]);
  const at = (n: typeof lhs) => evalExact(substitute(n, 'x', { k: 'num', v: x }));
  const left = at(lhs);
  const right = at(rhs);
  if (!left || !right || !left.eq(right)) return null;
  const shown = equation.trim();
  return {
    kind: 'blank-equation',
    steps: [
      `**解题思路** 把要填的数看作未知数 $x$，算式 $${shown}$ 就是关于 $x$ 的一元一次方程，解出 $x$ 即可。`,
      `**步骤 1** 方程 $${shown.replace(SYMBOL, ' x ')}$，移项、合并后解得 $x = ${x.toLatex()}$。`,
    ],
    answer: `要填的数是 $${x.toLatex()}$`,
    value: { kind: 'numbers', values: [x.toNumber()] },
    check: `把 $${x.toLatex()}$ 填回原式：左边 $= ${left.toLatex()}$，右边 $= ${right.toLatex()}$，两边相等。`,
  };
}
