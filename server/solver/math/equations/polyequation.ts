import { type Node, sub } from '../expression/ast';
import { toLatex } from '../write/latex';
import { toRationalFn } from '../polynomials/mpoly';
import { factoredLatex } from '../polynomials/polyshow';
import { Rat } from '../expression/rational';
import { countRealRoots, type RealRoot, realRoots, rootChecks } from '../polynomials/roots';
import { missedRoots, satisfies } from '../compute/rootcheck';
import { dm, im } from '../write/format';
import { rootsLatex, vl } from '../write/show';
import { evalPolySurd } from '../numbers/surd';
import { factorU } from '../polynomials/ufactor';
import { degree, primitive, squareFree, toNodeU, type UPoly } from '../polynomials/upoly';

export interface PolyEquationSolution {
  steps: string[];
  roots: RealRoot[];
  doubleRoot: boolean;
  engine: string;
  note: string;
}

export type PolyEquationResult = PolyEquationSolution | { refuse: string } | null;

const intPoly = (p: UPoly): UPoly => primitive(p).map((c) => Rat.of(c));

function nonZeroAt(den: UPoly, r: RealRoot): boolean {
  if (r.surd) return !evalPolySurd(den, r.surd).isZero();
  return Math.abs(den.reduce((s, c, i) => s + c.toNumber() * r.approx ** i, 0)) > 1e-9;
}

const paren = (r: Rat) => (r.sign() < 0 || !r.isInteger() ? `\\left(${r.toLatex()}\\right)` : r.toLatex());

function quadraticSteps(p: UPoly, v: string, roots: RealRoot[]): string[] {
  const [c, b, a] = p;
  const disc = b.mul(b).sub(Rat.of(4).mul(a).mul(c));
  const x = vl(v);
  const steps = [
    `这是一元二次方程，${im(`a = ${a.toLatex()},\\ b = ${b.toLatex()},\\ c = ${c.toLatex()}`)}，判别式${dm(
      `\\Delta = b^2 - 4ac = ${paren(b)}^2 - 4 \\times ${paren(a)} \\times ${paren(c)} = ${disc.toLatex()}`,
    )}`,
  ];
  if (disc.sign() < 0) {
    steps.push(`${im('\\Delta < 0')}，方程没有实数根。`);
  } else if (disc.isZero()) {
    steps.push(`${im('\\Delta = 0')}，方程有两个相等的实数根：${dm(`${x}_1 = ${x}_2 = -\\frac{b}{2a} = ${toLatex(roots[0].node)}`)}`);
  } else if (roots.every((r) => r.surd?.isRational())) {
    const f = factorU(p);
    const fl = f ? `因式分解得${dm(`${factoredLatex(f, v)} = 0`)}所以` : '';
    steps.push(
      `${im('\\Delta > 0')}，方程有两个不相等的实数根。${fl}${dm(
        rootsLatex(
          v,
          roots.map((r) => r.node),
        ),
      )}`,
    );
  } else {
    steps.push(
      `${im('\\Delta > 0')}，由求根公式${dm(`${x} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = \\frac{${b.neg().toLatex()} \\pm \\sqrt{${disc.toLatex()}}}{${a.mul(Rat.of(2)).toLatex()}}`)}化简得${dm(
        rootsLatex(
          v,
          roots.map((r) => r.node),
        ),
      )}`,
    );
  }
  return steps;
}

function higherSteps(p: UPoly, v: string, roots: RealRoot[]): string[] {
  const f = factorU(p);
  const steps: string[] = [];
  const rationals = roots.filter((r) => r.surd?.isRational());
  if (rationals.length) {
    steps.push(
      `由有理根定理（有理根的分子整除常数项、分母整除首项系数）试根，得到有理根 ${rationals
        .map((r) => im(`${vl(v)} = ${toLatex(r.node)}`))
        .join('、')}。`,
    );
  }
  if (f) steps.push(`因式分解得${dm(`${factoredLatex(f, v)} = 0`)}`);
  const irr = roots.filter((r) => !r.surd?.isRational());
  if (irr.length) steps.push(`由其余因式等于 0 解得 ${irr.map((r) => im(`${vl(v)} = ${toLatex(r.node)}`)).join('、')}。`);
  if (!roots.length) steps.push('各因式都没有实数根，所以方程没有实数根。');
  return steps;
}

/**
 * Solves lhs = rhs exactly when both sides are rational functions of v.
 * null: not a rational equation. {refuse}: it is one, but the roots cannot be found exactly.
 */
export function solvePolyEquation(lhs: Node, rhs: Node, v: string): PolyEquationResult {
  const rf = toRationalFn(sub(lhs, rhs));
  if (!rf) return null;
  const numU = rf.num.univariate(v);
  const denU = rf.den.univariate(v);
  if (!numU || !denU) return null;
  if (numU.length === 0) return { refuse: '该方程对定义域内的任意实数都成立（恒等式），目前暂不处理这种情况。' };
  const x = vl(v);
  const hasDen = degree(denU) > 0;
  const p = intPoly(numU);
  const steps: string[] = [];
  const std = `${toLatex(toNodeU(p, v))} = 0`;
  if (hasDen) steps.push(`方程两边同乘各分母的最简公分母（要求分母不为 0），去分母并整理得${dm(std)}`);
  else if (std !== `${toLatex(lhs)} = ${toLatex(rhs)}`) steps.push(`移项、合并同类项，整理成一般形式：${dm(std)}`);
  const deg = degree(p);
  if (deg === 0) {
    steps.push('左边是不为 0 的常数，等式不可能成立。');
    return { steps, roots: [], doubleRoot: false, engine: 'polynomial', note: '整理后得到矛盾等式，方程无解。' };
  }
  const { roots, complete } = realRoots(p);
  if (!complete) return { refuse: '该方程的实数根无法用根式简洁表示，目前暂不作答。' };
  if (roots.some((r) => !rootChecks(p, r))) return { refuse: '算出的结果没有通过验算，为避免给出错误答案，暂不作答。' };
  if (countRealRoots(squareFree(p)) !== roots.length) return { refuse: '算出的结果没有通过验算，为避免给出错误答案，暂不作答。' };

  if (deg === 1) {
    steps.push(`解这个一元一次方程得${dm(`${x} = ${toLatex(roots[0].node)}`)}`);
  } else if (deg === 2) {
    steps.push(...quadraticSteps(p, v, roots));
  } else {
    steps.push(...higherSteps(p, v, roots));
  }

  let kept = roots;
  if (hasDen) {
    kept = roots.filter((r) => nonZeroAt(denU, r));
    const dropped = roots.filter((r) => !kept.includes(r));
    steps.push(
      dropped.length
        ? `检验：${dropped.map((r) => im(`${x} = ${toLatex(r.node)}`)).join('、')} 使原方程的分母为 0，是增根，舍去。`
        : '检验：所得的根都不使原方程的分母为 0，都是原方程的根。',
    );
  }
  const values = kept.map((r) => r.approx);
  if (!values.every((r) => satisfies(lhs, rhs, v, r))) return { refuse: '算出的结果没有通过验算，为避免给出错误答案，暂不作答。' };
  if (missedRoots(lhs, rhs, v, values).length) return { refuse: '算出的结果没有通过验算，为避免给出错误答案，暂不作答。' };
  const doubleRoot = deg === 2 && roots.length === 1 && roots[0].multiplicity === 2;
  return {
    steps,
    roots: kept,
    doubleRoot,
    engine: hasDen ? 'rational-equation' : deg <= 2 ? (deg === 1 ? 'linear' : 'quadratic') : 'polynomial',
    note: hasDen
      ? '已将每个根代入原方程验证（精确计算），并检查了分母不为 0；用斯图姆定理核对了实根个数。'
      : '已将每个根精确代入原方程验证，并用斯图姆定理核对了实根个数，没有遗漏。',
  };
}
