import type { Status } from './lookalike-hunt-shared';

/**
 * Look-alikes of the range of a parameter found by separating it: each changes one detail of a question the kind
 * answers (strict or not, an end open or closed, a domain that cuts the table, the natural domain, the coefficient of
 * the letter changing sign or vanishing, 没有 / 至多 / 恰有, a tangent level, a limit never reached, a largest value not
 * attained, integers) and carries its hand-worked answer: a set 「(e,+inf)u{1}」, a value 「=e」, a letter, or null
 * when no value of the letter fits and the question must be refused.
 */
export type SeparationCase = [text: string, expected: string | null, status: Status];
const r = String.raw;
const may = 'mayRefuse' as const;
const solves = 'solves' as const;
const withOptions = (stem: string, ...xs: string[]) => [stem, ...xs.map((x, i) => `${'ABCD'[i]}. $${x}$`)].join('\n');

export const zerosOfExpMinusLine: SeparationCase[] = [
  // h = e^x/x: (−∞,0) falls from 0⁻ to −∞; (0,+∞) falls from +∞ to e at x=1, rises to +∞
  [r`已知函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $(0,+\infty)$ 上有两个零点，则实数 $a$ 的取值范围是`, '(e,inf)', solves],
  // beyond x=1 h only rises from e (not reached): one zero at most
  [r`已知函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $(1,+\infty)$ 上有两个零点，则实数 $a$ 的取值范围是`, null, may],
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $[1,+\infty)$ 上有零点，则实数 $a$ 的取值范围是`, '[e,inf)', solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $(1,+\infty)$ 上有零点，则实数 $a$ 的取值范围是`, '(e,inf)', may],
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $(0,1]$ 上有零点，则实数 $a$ 的取值范围是`, '[e,inf)', solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $(0,1)$ 上有零点，则实数 $a$ 的取值范围是`, '(e,inf)', may],
  // x=0 is never a zero (f(0)=1); on (1,2] h rises from e to e²/2
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $[0,2]$ 上有两个零点，则实数 $a$ 的取值范围是`, r`(e,\frac{e^2}{2}]`, solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $[0,2)$ 上有两个零点，则实数 $a$ 的取值范围是`, r`(e,\frac{e^2}{2})`, may],
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 没有零点，则实数 $a$ 的取值范围是`, '[0,e)', solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 有零点，则实数 $a$ 的取值范围是`, '(-inf,0)u[e,inf)', solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 有且仅有一个零点，则实数 $a$ 的取值范围是`, '(-inf,0)u{e}', solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $(-\infty,0)$ 上有零点，则实数 $a$ 的取值范围是`, '(-inf,0)', solves],
  [r`若关于 $x$ 的方程 $\mathrm{e}^{x}=a x$ 有两个不等实根，则实数 $a$ 的取值范围是`, '(e,inf)', solves],
  [r`若关于 $x$ 的方程 $\mathrm{e}^{x}=a x$ 没有实数根，则实数 $a$ 的取值范围是`, '[0,e)', solves],
  [r`若关于 $x$ 的方程 $\mathrm{e}^{x}=a x$ 有实数根，则实数 $a$ 的取值范围是`, '(-inf,0)u[e,inf)', solves],
  [r`若直线 $y=a x$ 与曲线 $y=\mathrm{e}^{x}$ 有两个交点，则实数 $a$ 的取值范围是`, '(e,inf)', solves],
  [r`若直线 $y=a x$ 与曲线 $y=\mathrm{e}^{x}$ 有且只有一个公共点，则实数 $a$ 的取值范围是`, '(-inf,0)u{e}', solves],
  [r`若直线 $y=a x$ 与曲线 $y=\mathrm{e}^{x}$ 没有公共点，则实数 $a$ 的取值范围是`, '[0,e)', solves],
  // 至多一个 / 至少一个: words the kind does not read, answered right or refused
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 至多有一个零点，则实数 $a$ 的取值范围是`, '(-inf,e]', may],
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 至少有一个零点，则实数 $a$ 的取值范围是`, '(-inf,0)u[e,inf)', may],
  [r`已知函数 $f(x)=\mathrm{e}^{x}-a x$ 有两个零点，则实数 $a$ 的最小值是`, null, may],
  [r`已知函数 $f(x)=\mathrm{e}^{x}-a x$ 有两个不同的零点，则实数 $a$ 的取值范围为`, '(e,inf)', solves],
  [r`已知函数 $f(x)=e^x-ax$ 有且仅有两个零点，则实数 $a$ 的取值范围是`, '(e,inf)', solves],
  [r`已知函数 $f(x)=\mathrm{e}^{x}-a x$ 恰有三个零点，则实数 $a$ 的取值范围是`, null, may],
];

export const forAllExpAgainstLine: SeparationCase[] = [
  [r`若关于 $x$ 的不等式 $\mathrm{e}^{x}-a x>0$ 对任意 $x \in \mathbb{R}$ 恒成立，则实数 $a$ 的取值范围是`, '[0,e)', solves],
  [r`若不等式 $\mathrm{e}^{x}>a x$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,e)', solves],
  [r`若不等式 $\mathrm{e}^{x} \geq a x$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,e]', solves],
  // on (1,+∞) h = e^x/x > e, never e: both relations give a ≤ e
  [r`若不等式 $\mathrm{e}^{x} \geq a x$ 对任意 $x>1$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,e]', may],
  [r`若不等式 $\mathrm{e}^{x}>a x$ 对任意 $x>1$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,e]', may],
  [r`若不等式 $\mathrm{e}^{x}>a x$ 对任意 $x \geq 1$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,e)', solves],
  [r`若不等式 $\mathrm{e}^{x} \geq a x$ 对任意 $x \geq 2$ 恒成立，则实数 $a$ 的取值范围是`, r`(-inf,\frac{e^2}{2}]`, solves],
  [r`若存在 $x \in(0,+\infty)$，使得 $\mathrm{e}^{x} \leq a x$ 成立，则实数 $a$ 的取值范围是`, '[e,inf)', solves],
  [r`若存在 $x \in(0,+\infty)$，使得 $\mathrm{e}^{x}<a x$ 成立，则实数 $a$ 的取值范围是`, '(e,inf)', solves],
  // on (1,2) h runs through (e, e²/2): a ≥ h(x) somewhere iff a > e
  [r`若存在 $x \in(1,2)$，使得 $\mathrm{e}^{x} \leq a x$ 成立，则实数 $a$ 的取值范围是`, '(e,inf)', may],
  [r`若存在 $x \in[1,2)$，使得 $\mathrm{e}^{x} \leq a x$ 成立，则实数 $a$ 的取值范围是`, '[e,inf)', may],
  // x<0: −x>0, a ≥ e^x/x whose values fill (−∞,0)
  [r`若不等式 $\mathrm{e}^{x}-a x \geq 0$ 对任意 $x<0$ 恒成立，则实数 $a$ 的取值范围是`, '[0,inf)', solves],
  [r`若不等式 $\mathrm{e}^{x}-a x>0$ 对任意 $x \leq 0$ 恒成立，则实数 $a$ 的取值范围是`, '[0,inf)', solves],
  [r`若不等式 $\mathrm{e}^{x} \geq a x$ 对任意 $x>0$ 恒成立，则实数 $a$ 的最大值为`, '=e', solves],
  [r`若不等式 $\mathrm{e}^{x}>a x$ 对任意 $x>0$ 恒成立，则实数 $a$ 的最大值为`, null, may],
  [r`若不等式 $\mathrm{e}^{x}>a x$ 对任意 $x>1$ 恒成立，则实数 $a$ 的最大值为`, '=e', may],
  [r`若不等式 $\mathrm{e}^{x} \geq a x$ 对任意 $x>0$ 恒成立，则整数 $a$ 的最大值为`, '=2', may],
  [r`若不等式 $\lambda x<\mathrm{e}^{x}$ 对任意 $x>0$ 恒成立，则 $\lambda$ 的最大值为`, null, may],
  [r`若不等式 $\mathrm{e}^{x}-a x \geq 0$ 对任意 $x \in \mathbb{R}$ 恒成立，则实数 $a$ 的最小值为`, '=0', solves],
  [r`若 $\forall x \in \mathbb{R}$，$\mathrm{e}^{x} \geqslant a x$，则实数 $a$ 的取值范围是`, '[0,e]', solves],
  // e^x − 1 ≥ ax on R: x>0 gives a ≤ 1 (inf of (e^x−1)/x, not reached), x<0 gives a ≥ 1
  [r`若不等式 $\mathrm{e}^{x}-1 \geq a x$ 对任意 $x \in \mathbb{R}$ 恒成立，则实数 $a$ 的取值范围是`, '{1}', solves],
  [r`若不等式 $\mathrm{e}^{x}-1>a x$ 对任意 $x \in \mathbb{R}$ 恒成立，则实数 $a$ 的取值范围是`, null, may],
  [r`若不等式 $\mathrm{e}^{x}-1>a x$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,1]', solves],
  [r`若不等式 $\mathrm{e}^{x}-1 \geq a x$ 对任意 $x \geq 0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,1]', solves],
  [r`若不等式 $\mathrm{e}^{x}-1 \geq a x$ 对任意 $x<0$ 恒成立，则实数 $a$ 的取值范围是`, '[1,inf)', solves],
];

export const lnOverX: SeparationCase[] = [
  // h = ln x / x: rises from −∞ to 1/e at x=e, falls to 0⁺
  [r`若函数 $f(x)=\ln x-a x$ 有且只有一个零点，则实数 $a$ 的取值范围是`, r`(-inf,0]u{\frac{1}{e}}`, solves],
  [r`若函数 $f(x)=\ln x-a x$ 没有零点，则实数 $a$ 的取值范围是`, r`(\frac{1}{e},inf)`, solves],
  [r`若函数 $f(x)=\ln x-a x$ 有零点，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{e}]`, solves],
  [r`若关于 $x$ 的方程 $\ln x=a x$ 没有实数根，则实数 $a$ 的取值范围是`, r`(\frac{1}{e},inf)`, solves],
  [r`若关于 $x$ 的方程 $\ln x=a x$ 没有实根，则实数 $a$ 的取值范围是`, r`(\frac{1}{e},inf)`, solves],
  [r`若关于 $x$ 的方程 $\ln x=a x$ 无实数根，则实数 $a$ 的取值范围是`, r`(\frac{1}{e},inf)`, solves],
  [r`若关于 $x$ 的方程 $\ln x=a x$ 有实数根，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{e}]`, solves],
  [r`若直线 $y=a$ 与曲线 $y=\frac{\ln x}{x}$ 没有公共点，则实数 $a$ 的取值范围是`, r`(\frac{1}{e},inf)`, solves],
  [r`若直线 $y=a$ 与曲线 $y=\frac{\ln x}{x}$ 没有交点，则实数 $a$ 的取值范围是`, r`(\frac{1}{e},inf)`, solves],
  [r`若直线 $y=a$ 与曲线 $y=\frac{\ln x}{x}$ 有公共点，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{e}]`, solves],
  [r`若直线 $y=a$ 与曲线 $y=\frac{\ln x}{x}$ 有且只有一个公共点，则实数 $a$ 的取值范围是`, r`(-inf,0]u{\frac{1}{e}}`, solves],
  [
    r`若关于 $x$ 的方程 $\ln x=a x$ 在 $[1, \mathrm{e}^{2}]$ 上有两个不等实根，则实数 $a$ 的取值范围是`,
    r`[\frac{2}{e^2},\frac{1}{e})`,
    solves,
  ],
  [
    r`若关于 $x$ 的方程 $\ln x=a x$ 在 $(1, \mathrm{e}^{2}]$ 上有两个不等实根，则实数 $a$ 的取值范围是`,
    r`[\frac{2}{e^2},\frac{1}{e})`,
    solves,
  ],
  [
    r`若关于 $x$ 的方程 $\ln x=a x$ 在 $[1, \mathrm{e}^{2})$ 上有两个不等实根，则实数 $a$ 的取值范围是`,
    r`(\frac{2}{e^2},\frac{1}{e})`,
    may,
  ],
  [r`若函数 $f(x)=\ln x-a x$ 在 $(0, \mathrm{e})$ 上有零点，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{e})`, may],
  [r`若函数 $f(x)=\ln x-a x$ 在 $(0, \mathrm{e}]$ 上有零点，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{e}]`, solves],
  [r`若函数 $f(x)=\ln x-a x$ 在 $(1,+\infty)$ 上有两个零点，则实数 $a$ 的取值范围是`, r`(0,\frac{1}{e})`, solves],
  [r`若函数 $f(x)=\ln x-a x$ 在 $[\mathrm{e},+\infty)$ 上有零点，则实数 $a$ 的取值范围是`, r`(0,\frac{1}{e}]`, solves],
  [r`若函数 $f(x)=\ln x-a x$ 在 $(\mathrm{e},+\infty)$ 上有零点，则实数 $a$ 的取值范围是`, r`(0,\frac{1}{e})`, may],
  [r`若不等式 $\ln x<a x$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, r`(\frac{1}{e},inf)`, solves],
  [r`若不等式 $\ln x \leq a x$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, r`[\frac{1}{e},inf)`, solves],
  [r`若存在 $x>0$，使得 $\ln x>a x$ 成立，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{e})`, solves],
  [r`若存在 $x \in(0, \mathrm{e})$，使得 $\ln x \geq a x$ 成立，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{e})`, may],
  [r`若不等式 $a x \geq \ln x$ 对任意 $x \in[\mathrm{e}, \mathrm{e}^{2}]$ 恒成立，则实数 $a$ 的取值范围是`, r`[\frac{1}{e},inf)`, solves],
  [r`若不等式 $a x>\ln x$ 对任意 $x \in(\mathrm{e}, \mathrm{e}^{2}]$ 恒成立，则实数 $a$ 的取值范围是`, r`[\frac{1}{e},inf)`, may],
  [r`若不等式 $\ln x \leq a x$ 对任意 $x>0$ 恒成立，则实数 $a$ 的最小值为`, r`=\frac{1}{e}`, solves],
  [r`若不等式 $\ln x<a x$ 对任意 $x>0$ 恒成立，则实数 $a$ 的最小值为`, null, may],
  [r`已知函数 $f(x)=\ln x-a x$ 有两个零点，则实数 $a$ 的最大值是`, null, may],
  [
    withOptions(
      r`若 $\forall x>0$，$\ln x<a x$ 恒成立，则实数 $a$ 的取值范围为（ ）`,
      r`\left[\frac{1}{\mathrm{e}},+\infty\right)`,
      r`\left(\frac{1}{\mathrm{e}},+\infty\right)`,
      r`[\mathrm{e},+\infty)`,
      r`(-\infty, \mathrm{e}]`,
    ),
    'B',
    solves,
  ],
];

export const xLnX: SeparationCase[] = [
  // h = x ln x: falls from 0⁻ to −1/e at x=1/e, rises to +∞
  [r`若关于 $x$ 的方程 $x \ln x=a$ 恰有一个实根，则实数 $a$ 的取值范围是`, r`{-\frac{1}{e}}u[0,inf)`, solves],
  [r`若函数 $f(x)=x \ln x-a$ 在 $\left[\frac{1}{\mathrm{e}}, \mathrm{e}\right]$ 上有两个零点，则实数 $a$ 的取值范围是`, null, may],
  [r`若函数 $f(x)=x \ln x-a$ 在 $(0, \mathrm{e}]$ 上有两个零点，则实数 $a$ 的取值范围是`, r`(-\frac{1}{e},0)`, solves],
  [r`若函数 $f(x)=x \ln x-a$ 在 $(0, 1)$ 上有两个零点，则实数 $a$ 的取值范围是`, r`(-\frac{1}{e},0)`, solves],
  [r`若函数 $f(x)=x \ln x-a$ 没有零点，则实数 $a$ 的取值范围是`, r`(-inf,-\frac{1}{e})`, solves],
  [r`若不等式 $x \ln x \geq a$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, r`(-inf,-\frac{1}{e}]`, solves],
  [r`若不等式 $x \ln x>a$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, r`(-inf,-\frac{1}{e})`, solves],
  [r`若不等式 $x \ln x+a>0$ 对任意 $x \in(0,+\infty)$ 恒成立，则实数 $a$ 的最小值是`, null, may],
  [r`若不等式 $x \ln x \geq a$ 对任意 $x \in[1, \mathrm{e}]$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,0]', solves],
  [r`若不等式 $x \ln x \geq a$ 对任意 $x \in(1, \mathrm{e})$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,0]', may],
  [r`若不等式 $x \ln x>a$ 对任意 $x \in(1, \mathrm{e})$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,0]', may],
  [r`若不等式 $x \ln x>a$ 对任意 $x \in[1, \mathrm{e})$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,0)', may],
  [r`若存在 $x \in[1, \mathrm{e}]$，使得 $x \ln x \geq a$ 成立，则实数 $a$ 的取值范围是`, '(-inf,e]', solves],
  [r`若存在 $x \in[1, \mathrm{e})$，使得 $x \ln x \geq a$ 成立，则实数 $a$ 的取值范围是`, '(-inf,e)', may],
  // f(x) ≥ g(x): a ≤ ln x + 1/x, least value 1 at x=1
  [r`已知 $f(x)=x \ln x$，$g(x)=a x-1$，若 $f(x) \geq g(x)$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,1]', solves],
  [r`已知 $f(x)=x \ln x$，$g(x)=a x-1$，若 $f(x)>g(x)$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,1)', solves],
  [r`已知 $f(x)=x \ln x$，$g(x)=a x-1$，若 $f(x)>g(x)$ 对任意 $x>0$ 恒成立，则实数 $a$ 的最大值是`, null, may],
  [r`对任意 $x>0$，不等式 $x \ln x-a x+1>0$ 恒成立，则实数 $a$ 的最大值为`, null, may],
];

export const cubics: SeparationCase[] = [
  [r`若函数 $f(x)=x^{3}-3 x-a$ 有两个零点，则实数 $a$ 的取值范围为`, '{-2}u{2}', solves],
  [r`若函数 $f(x)=x^{3}-3 x-a$ 恰有两个零点，则实数 $a$ 的值组成的集合为`, '{-2}u{2}', may],
  [r`若函数 $f(x)=x^{3}-3 x-a$ 在 $[0,2]$ 上有两个零点，则实数 $a$ 的取值范围为`, '(-2,0]', solves],
  [r`若函数 $f(x)=x^{3}-3 x-a$ 在 $(0,2)$ 上有两个零点，则实数 $a$ 的取值范围为`, '(-2,0)', solves],
  [r`若函数 $f(x)=x^{3}-3 x-a$ 在 $(0,2]$ 上有两个零点，则实数 $a$ 的取值范围为`, '(-2,0)', solves],
  [r`若函数 $f(x)=x^{3}-3 x-a$ 在 $[0,2]$ 上有零点，则实数 $a$ 的取值范围为`, '[-2,2]', solves],
  [r`若函数 $f(x)=x^{3}-3 x-a$ 在 $(0,2)$ 上有零点，则实数 $a$ 的取值范围为`, '[-2,2)', solves],
  [r`若函数 $f(x)=x^{3}-3 x-a$ 在 $[-1,1]$ 上有零点，则实数 $a$ 的取值范围为`, '[-2,2]', solves],
  [r`若函数 $f(x)=x^{3}-3 x-a$ 在 $(-1,1)$ 上有零点，则实数 $a$ 的取值范围为`, '(-2,2)', solves],
  [r`若函数 $f(x)=x^{3}-3 x-a$ 在 $(-2,2)$ 上有三个零点，则实数 $a$ 的取值范围为`, '(-2,2)', solves],
  // on [−2,2] the ends reach ±2 too, but a = ±2 meets a double root there: two different zeros, not three
  [r`若函数 $f(x)=x^{3}-3 x-a$ 在 $[-2,2]$ 上有三个零点，则实数 $a$ 的取值范围为`, '(-2,2)', solves],
  [r`若不等式 $x^{3}-3 x \leq a$ 对任意 $x \in[0,2]$ 恒成立，则实数 $a$ 的取值范围为`, '[2,inf)', solves],
  [r`若不等式 $x^{3}-3 x<a$ 对任意 $x \in[0,2]$ 恒成立，则实数 $a$ 的取值范围为`, '(2,inf)', solves],
  [r`若不等式 $x^{3}-3 x<a$ 对任意 $x \in[0,2)$ 恒成立，则实数 $a$ 的取值范围为`, '[2,inf)', solves],
  [r`若存在 $x \in[0,2]$，使得 $x^{3}-3 x \geq a$ 成立，则实数 $a$ 的取值范围为`, '(-inf,2]', solves],
  [r`若存在 $x \in(0,2)$，使得 $x^{3}-3 x \geq a$ 成立，则实数 $a$ 的取值范围为`, '(-inf,2)', solves],
  [r`若存在 $x \in(0,2)$，使得 $x^{3}-3 x \leq a$ 成立，则实数 $a$ 的取值范围为`, '[-2,inf)', solves],
  [r`若存在 $x \in(0,2)$，使得 $x^{3}-3 x<a$ 成立，则实数 $a$ 的取值范围为`, '(-2,inf)', solves],
  [r`已知函数 $f(x)=x^{3}-3 x^{2}+a$ 恰有两个零点, 则实数 $a$ 的取值范围是`, '{0}u{4}', solves],
  [r`已知函数 $f(x)=x^{3}-3 x^{2}+a$ 有且只有一个零点, 则实数 $a$ 的取值范围是`, '(-inf,0)u(4,inf)', solves],
  [r`若函数 $f(x)=x^{3}-3 x+a$ 有三个零点，则实数 $a$ 的取值范围为`, '(-2,2)', solves],
  [r`若函数 $f(x)=2 x^{3}-6 x+a$ 有三个不同的零点，则实数 $a$ 的取值范围为`, '(-4,4)', solves],
  // the letter times a constant: 2a runs through (−2, 2)
  [r`若函数 $f(x)=x^{3}-3 x+2 a$ 有三个零点，则实数 $a$ 的取值范围为`, '(-1,1)', solves],
  [r`若函数 $f(x)=x^{3}-3 x-2 a$ 恰有两个零点，则实数 $a$ 的取值范围为`, '{-1}u{1}', solves],
  [r`若函数 $f(x)=x^{3}-12 x+a$ 的图象与 $x$ 轴有两个交点，则 $a$ 的取值范围是`, '{-16}u{16}', solves],
  [r`若函数 $f(x)=x^{3}-12 x+a$ 的图象与 $x$ 轴恰有一个交点，则 $a$ 的取值范围是`, '(-inf,-16)u(16,inf)', solves],
  [r`若直线 $y=a$ 与曲线 $y=x^{3}-3 x$ 有两个公共点，则实数 $a$ 的取值范围是`, '{-2}u{2}', solves],
  [r`若直线 $y=a$ 与曲线 $y=x^{3}-3 x$ 有三个公共点，则实数 $a$ 的取值范围是`, '(-2,2)', solves],
  // the zero on one side: x³−3x²+2 = a has one zero beyond 1 for a > 2 and one below −1 for a < −2
  [r`已知函数 $f(x)=x^{3}-3 x^{2}+2-a$ 恰有一个零点 $x_{0}$，且 $x_{0}<1$，则实数 $a$ 的取值范围是`, '(-inf,-2)', solves],
  [r`已知函数 $f(x)=x^{3}-3 x^{2}+2-a$ 恰有一个零点 $x_{0}$，且 $x_{0}>3$，则实数 $a$ 的取值范围是`, '(2,inf)', solves],
  [r`已知函数 $f(x)=x^{3}-3 x^{2}+2-a$ 恰有一个零点 $x_{0}$，且 $x_{0}>4$，则实数 $a$ 的取值范围是`, '(18,inf)', solves],
  [r`已知函数 $f(x)=x^{3}-3 x^{2}+2-a$ 恰有一个零点 $x_{0}$，且 $x_{0} \geq 3$，则实数 $a$ 的取值范围是`, '(2,inf)', solves],
  [r`已知函数 $f(x)=a x^{3}-3 x^{2}+1$，若 $f(x)$ 存在唯一的零点 $x_{0}$，且 $x_{0}>0$，则实数 $a$ 的取值范围是`, '(-inf,-2)', solves],
  [r`已知函数 $f(x)=a x^{3}-3 x^{2}+1$，若 $f(x)$ 存在唯一的零点 $x_{0}$，且 $x_{0}<0$，则实数 $a$ 的取值范围是`, '(2,inf)', solves],
  // a = 2: 2x³ − 3x² + 1 = (x−1)²(2x+1), two zeros
  [r`已知函数 $f(x)=a x^{3}-3 x^{2}+1$ 有两个零点，则实数 $a$ 的取值范围是`, '{-2}u{0}u{2}', solves],
];

export const quadraticsOnIntervals: SeparationCase[] = [
  [r`对任意 $x \in[1,2]$，不等式 $x^{2}-a x+1>0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,2)', solves],
  [r`对任意 $x \in(1,2]$，不等式 $x^{2}-a x+1 \geq 0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,2]', solves],
  [r`对任意 $x \in(1,2]$，不等式 $x^{2}-a x+1>0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,2]', solves],
  [r`对任意 $x \in\left[\frac{1}{2}, 3\right]$，不等式 $x^{2}-a x+1 \geq 0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,2]', solves],
  [r`对任意 $x \in[2,3]$，不等式 $x^{2}-a x+1 \geq 0$ 恒成立，则实数 $a$ 的取值范围是`, r`(-inf,\frac{5}{2}]`, solves],
  [r`若不等式 $x^{2}-a x+1 \geq 0$ 对任意 $x \in \mathbb{R}$ 恒成立，则实数 $a$ 的取值范围是`, '[-2,2]', solves],
  [r`若不等式 $x^{2}-a x+1>0$ 对任意 $x \in \mathbb{R}$ 恒成立，则实数 $a$ 的取值范围是`, '(-2,2)', solves],
  [r`若不等式 $x^{2}-a x+1 \geq 0$ 对任意 $x<0$ 恒成立，则实数 $a$ 的取值范围是`, '[-2,inf)', solves],
  [r`若存在 $x \in[1,2]$，使得不等式 $x^{2}-a x+1 \leq 0$ 成立，则实数 $a$ 的取值范围是`, '[2,inf)', solves],
  [r`若存在 $x \in(1,2]$，使得不等式 $x^{2}-a x+1 \leq 0$ 成立，则实数 $a$ 的取值范围是`, '(2,inf)', solves],
  [r`若存在 $x \in[2,3]$，使得不等式 $x^{2}-a x+1<0$ 成立，则实数 $a$ 的取值范围是`, r`(\frac{5}{2},inf)`, solves],
  [r`若关于 $x$ 的不等式 $x^{2}-a x+1 \leq 0$ 在区间 $[2,3]$ 上有解，则实数 $a$ 的取值范围是`, r`[\frac{5}{2},inf)`, solves],
  [r`若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在区间 $(1,4]$ 上有两个不等实根，则实数 $a$ 的取值范围是`, '(4,5)', solves],
  [r`若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在区间 $[1,4)$ 上有两个不等实根，则实数 $a$ 的取值范围是`, '(4,5)', solves],
  [r`若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在区间 $[1,4]$ 上有且只有一个实根，则实数 $a$ 的取值范围是`, '{4}', solves],
  [r`若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在区间 $[1,4]$ 上有实根，则实数 $a$ 的取值范围是`, '[4,5]', solves],
  [r`若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在区间 $[1,5]$ 上有且只有一个实根，则实数 $a$ 的取值范围是`, r`{4}u(5,\frac{29}{5}]`, solves],
  [r`若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在 $(0,+\infty)$ 上有两个不等实根，则实数 $a$ 的取值范围是`, '(4,inf)', solves],
  [r`若对任意 $x \in[1,2]$，都有 $x^{2}-a x+2>0$，则实数 $a$ 的取值范围是`, r`(-inf,2\sqrt{2})`, solves],
  [r`若对任意 $x \in[2,3]$，都有 $x^{2}-a x+2 \geq 0$，则实数 $a$ 的取值范围是`, '(-inf,3]', solves],
  // the coefficient of a vanishes at x=0: there 1 ≥ 0 holds, −1 ≥ 0 fails
  [r`若不等式 $x^{2}-a x+1 \geq 0$ 对任意 $x \in[0,2]$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,2]', solves],
  [r`若不等式 $x^{2}-a x-1 \geq 0$ 对任意 $x \in[0,2]$ 恒成立，则实数 $a$ 的取值范围是`, null, may],
  [r`若不等式 $x^{2}-a x-1 \geq 0$ 对任意 $x \in(0,2]$ 恒成立，则实数 $a$ 的取值范围是`, null, may],
  [r`若不等式 $x^{2}-a x-1 \geq 0$ 对任意 $x \in[1,2]$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,0]', solves],
  [r`若不等式 $x^{2}-a x-1 \geq 0$ 对任意 $x \in[1,2]$ 恒成立，则实数 $a$ 的最大值是`, '=0', solves],
  // over the positive integers x + 2/x is least (3) at x = 1 and 2, not 2√2
  [r`若不等式 $x^{2}-a x+2 \geq 0$ 对任意 $x \in \mathbf{N}^{*}$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,3]', may],
  [r`若不等式 $x^{2}-a x+2 \geq 0$ 对任意 $x \in \mathbb{N}^{*}$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,3]', may],
  [r`若不等式 $x^{2}-a x+3>0$ 对任意正整数 $x$ 恒成立，则实数 $a$ 的取值范围是`, r`(-inf,\frac{7}{2})`, may],
  [r`若不等式 $x^{2}-a x+1 \geq 0$ 对任意 $x \in \mathbb{Z}$ 恒成立，则实数 $a$ 的取值范围是`, '[-2,2]', may],
  [r`若不等式 $x^{2}-a x+2 \geq 0$ 对任意 $x \in \mathbb{Z}$ 恒成立，则实数 $a$ 的取值范围是`, '[-3,3]', may],
  [r`若存在 $x \in \mathbb{N}^{*}$，使得 $x^{2}-a x+2 \leq 0$ 成立，则实数 $a$ 的取值范围是`, '[3,inf)', may],
];

export const reciprocalsAndRoots: SeparationCase[] = [
  // x + 1/x = a: x² − ax + 1 = 0 with two different non-zero roots iff a² > 4
  [r`若关于 $x$ 的方程 $x+\frac{1}{x}=a$ 有两个不等实根，则实数 $a$ 的取值范围是`, '(-inf,-2)u(2,inf)', solves],
  [r`若关于 $x$ 的方程 $x+\frac{1}{x}=a$ 有实数根，则实数 $a$ 的取值范围是`, '(-inf,-2]u[2,inf)', solves],
  [r`若关于 $x$ 的方程 $x+\frac{1}{x}=a$ 没有实数根，则实数 $a$ 的取值范围是`, '(-2,2)', solves],
  [r`若不等式 $x+\frac{1}{x} \geq a$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,2]', solves],
  [r`若不等式 $x+\frac{1}{x}>a$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,2)', solves],
  [r`若不等式 $x+\frac{1}{x} \geq a$ 对任意 $x>1$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,2]', solves],
  // on x≠0 the values of x + 1/x are unbounded below
  [r`若不等式 $x+\frac{1}{x} \geq a$ 恒成立，则实数 $a$ 的取值范围是`, null, may],
  [r`若不等式 $x+\frac{1}{x} \leq a$ 对任意 $x<0$ 恒成立，则实数 $a$ 的取值范围是`, '[-2,inf)', solves],
  // x − 1/x = a always has two roots
  [r`若关于 $x$ 的方程 $x-\frac{1}{x}=a$ 有两个不等实根，则实数 $a$ 的取值范围是`, '(-inf,inf)', solves],
  [r`若关于 $x$ 的方程 $x-\frac{1}{x}=a$ 恰有一个实根，则实数 $a$ 的取值范围是`, null, may],
  // ax − 1/x = 0: ax² = 1
  [r`若函数 $f(x)=a x-\frac{1}{x}$ 有两个零点，则实数 $a$ 的取值范围是`, '(0,inf)', solves],
  [r`若函数 $f(x)=a x-\frac{1}{x}$ 没有零点，则实数 $a$ 的取值范围是`, '(-inf,0]', solves],
  [r`若函数 $f(x)=a x-\frac{1}{x}$ 有零点，则实数 $a$ 的取值范围是`, '(0,inf)', solves],
  [r`若函数 $f(x)=a-\frac{1}{x}$ 有零点，则实数 $a$ 的取值范围是`, '(-inf,0)u(0,inf)', solves],
  [r`若函数 $f(x)=a-\frac{1}{x^{2}}$ 有两个零点，则实数 $a$ 的取值范围是`, '(0,inf)', solves],
  [r`若函数 $f(x)=a-\frac{1}{x^{2}}$ 没有零点，则实数 $a$ 的取值范围是`, '(-inf,0]', solves],
  // √x = ax: x = 0 always, and x = 1/a² for a > 0
  [r`若函数 $f(x)=\sqrt{x}-a x$ 有两个零点，则实数 $a$ 的取值范围是`, '(0,inf)', solves],
  [r`若函数 $f(x)=\sqrt{x}-a x$ 有且只有一个零点，则实数 $a$ 的取值范围是`, '(-inf,0]', solves],
  [r`若函数 $f(x)=x-a \sqrt{x}$ 有两个零点，则实数 $a$ 的取值范围是`, '(0,inf)', may],
  [r`若函数 $f(x)=x-a \sqrt{x}$ 有且只有一个零点，则实数 $a$ 的取值范围是`, '(-inf,0]', may],
  [r`若函数 $f(x)=\sqrt{x}-a$ 有零点，则实数 $a$ 的取值范围是`, '[0,inf)', solves],
  [r`若函数 $f(x)=\sqrt{x}-a$ 在 $(0,4)$ 上有零点，则实数 $a$ 的取值范围是`, '(0,2)', may],
  [r`若不等式 $\sqrt{x} \geq a x$ 对任意 $x \geq 0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,0]', solves],
  [r`若不等式 $\sqrt{x}>a x$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,0]', solves],
  [r`若不等式 $\sqrt{x} \geq a x$ 对任意 $x \in[1,4]$ 恒成立，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{2}]`, solves],
  [r`若存在 $x \in(1,4)$，使得 $\sqrt{x} \geq a x$ 成立，则实数 $a$ 的取值范围是`, '(-inf,1)', solves],
  [r`若函数 $f(x)=\sqrt{1-x}-a$ 有零点，则实数 $a$ 的取值范围是`, '[0,inf)', solves],
  [r`若函数 $f(x)=\sqrt{4-x^{2}}-a$ 有两个零点，则实数 $a$ 的取值范围是`, '[0,2)', solves],
  [r`若函数 $f(x)=\sqrt{4-x^{2}}-a$ 恰有一个零点，则实数 $a$ 的取值范围是`, '{2}', solves],
];

export const coefficientChangesSign: SeparationCase[] = [
  // x − a ln x: h = x/ln x falls from 0⁻ to −∞ on (0,1), from +∞ to e on (1,e), rises on (e,+∞); x=0 is not in the domain
  [r`若函数 $f(x)=x-a \ln x$ 有零点，则实数 $a$ 的取值范围是`, '(-inf,0)u[e,inf)', solves],
  [r`若函数 $f(x)=x-a \ln x$ 没有零点，则实数 $a$ 的取值范围是`, '[0,e)', solves],
  [r`若函数 $f(x)=x-a \ln x$ 有两个零点，则实数 $a$ 的取值范围是`, '(e,inf)', solves],
  [r`若函数 $f(x)=x-a \ln x$ 有且只有一个零点，则实数 $a$ 的取值范围是`, '(-inf,0)u{e}', solves],
  [r`若不等式 $x \geq a \ln x$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '[0,e]', solves],
  [r`若不等式 $x>a \ln x$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '[0,e)', solves],
  [r`若不等式 $x-a \ln x>0$ 对任意 $x \in(1,+\infty)$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,e)', solves],
  [r`若不等式 $x-a \ln x \geq 0$ 对任意 $x \in(1, \mathrm{e})$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,e]', may],
  [r`若不等式 $x-a \ln x>0$ 对任意 $x \in(1, \mathrm{e})$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,e]', may],
  [r`若不等式 $x-a \ln x \geq 0$ 对任意 $x \in(0,1)$ 恒成立，则实数 $a$ 的取值范围是`, '[0,inf)', solves],
  // x² ≥ a ln x on (0,+∞): x>1 gives a ≤ 2e (x²/ln x least at √e), 0<x<1 gives a ≥ 0
  [r`已知 $f(x)=x^{2}$，$g(x)=a \ln x$，若 $f(x) \geq g(x)$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '[0,2e]', solves],
  [r`已知 $f(x)=x^{2}$，$g(x)=a \ln x$，若 $f(x)>g(x)$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '[0,2e)', solves],
  // ln x ≤ a(x−1) on (0,+∞) holds only for the tangent slope a = 1
  [r`若不等式 $\ln x \leq a(x-1)$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '{1}', solves],
  [r`若不等式 $\ln x<a(x-1)$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, null, may],
  [r`若不等式 $\ln x \leq a(x-1)$ 对任意 $x \geq 1$ 恒成立，则实数 $a$ 的取值范围是`, '[1,inf)', solves],
  [r`若不等式 $\ln x<a(x-1)$ 对任意 $x>1$ 恒成立，则实数 $a$ 的取值范围是`, '[1,inf)', solves],
  [r`若不等式 $\ln x \leq a(x-1)$ 对任意 $x>0$ 恒成立，则实数 $a$ 的最小值为`, '=1', solves],
  [r`若不等式 $\ln x \geq a(x-1)$ 对任意 $x>1$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,0]', solves],
  // the letter on both sides: a(x−1) ≤ 1 + ln x on (1,+∞), (1+ln x)/(x−1) falls to 0; a(x−1) ≥ x²−1 is a ≥ x+1
  [r`若不等式 $a x-1 \leq a+\ln x$ 对任意 $x>1$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,0]', solves],
  [r`若不等式 $a x+1 \geq a+x^{2}$ 对任意 $x \in(1,2]$ 恒成立，则实数 $a$ 的取值范围是`, '[3,inf)', solves],
  [r`若不等式 $a x+1 \geq a+x^{2}$ 对任意 $x \in[1,2]$ 恒成立，则实数 $a$ 的取值范围是`, '[3,inf)', solves],
];

export const productsWithExp: SeparationCase[] = [
  // h = x e^x: falls from 0⁻ to −1/e at x=−1, rises to +∞
  [r`若直线 $y=a$ 与函数 $y=x \mathrm{e}^{x}$ 的图象有且只有一个交点，则实数 $a$ 的取值范围是`, r`{-\frac{1}{e}}u[0,inf)`, solves],
  [r`若直线 $y=a$ 与函数 $y=x \mathrm{e}^{x}$ 的图象没有交点，则实数 $a$ 的取值范围是`, r`(-inf,-\frac{1}{e})`, solves],
  [r`若直线 $y=a$ 与函数 $y=x \mathrm{e}^{x}$ 的图象有交点，则实数 $a$ 的取值范围是`, r`[-\frac{1}{e},inf)`, solves],
  [r`若函数 $f(x)=x \mathrm{e}^{x}-a$ 在 $[-2,0]$ 上有两个零点，则实数 $a$ 的取值范围是`, r`(-\frac{1}{e},-\frac{2}{e^2}]`, solves],
  [r`若函数 $f(x)=x \mathrm{e}^{x}-a$ 在 $(-2,0]$ 上有两个零点，则实数 $a$ 的取值范围是`, r`(-\frac{1}{e},-\frac{2}{e^2})`, may],
  [r`若不等式 $x \mathrm{e}^{x} \geq a$ 对任意 $x \in \mathbb{R}$ 恒成立，则实数 $a$ 的取值范围是`, r`(-inf,-\frac{1}{e}]`, solves],
  [r`若不等式 $x \mathrm{e}^{x}>a$ 对任意 $x \in \mathbb{R}$ 恒成立，则实数 $a$ 的取值范围是`, r`(-inf,-\frac{1}{e})`, solves],
  [r`若不等式 $x \mathrm{e}^{x}>a$ 对任意 $x>-1$ 恒成立，则实数 $a$ 的取值范围是`, r`(-inf,-\frac{1}{e}]`, may],
  // h = x² e^x: a maximum 4/e² at x=−2, a minimum 0 at x=0, 0⁺ at −∞
  [r`若直线 $y=a$ 与曲线 $y=x^{2} \mathrm{e}^{x}$ 有三个交点，则实数 $a$ 的取值范围是`, r`(0,\frac{4}{e^2})`, solves],
  [r`若直线 $y=a$ 与曲线 $y=x^{2} \mathrm{e}^{x}$ 有两个交点，则实数 $a$ 的取值范围是`, r`{\frac{4}{e^2}}`, solves],
  [r`若直线 $y=a$ 与曲线 $y=x^{2} \mathrm{e}^{x}$ 有且只有一个交点，则实数 $a$ 的取值范围是`, r`{0}u(\frac{4}{e^2},inf)`, solves],
  // a e^x − x: a = x/e^x, largest 1/e at x=1
  [r`若函数 $f(x)=a \mathrm{e}^{x}-x$ 有两个零点，则实数 $a$ 的取值范围是`, r`(0,\frac{1}{e})`, may],
  [r`若函数 $f(x)=a \mathrm{e}^{x}-x$ 有且只有一个零点，则实数 $a$ 的取值范围是`, r`(-inf,0]u{\frac{1}{e}}`, may],
  [r`若关于 $x$ 的方程 $\frac{x}{\mathrm{e}^{x}}=a$ 在 $[0,+\infty)$ 上有两个实根，则实数 $a$ 的取值范围是`, r`(0,\frac{1}{e})`, may],
  [
    r`若关于 $x$ 的方程 $\frac{x}{\mathrm{e}^{x}}=a$ 在 $(-\infty, 2]$ 上有两个不同的实根，则实数 $a$ 的取值范围是`,
    r`[\frac{2}{e^2},\frac{1}{e})`,
    solves,
  ],
  [r`若函数 $f(x)=\mathrm{e}^{x}-x-2 a$ 有两个零点，则实数 $a$ 的取值范围是`, r`(\frac{1}{2},inf)`, solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-x-a$ 有且只有一个零点，则实数 $a$ 的取值范围是`, '{1}', solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-x-a$ 在 $[0,1]$ 上有零点，则实数 $a$ 的取值范围是`, '[1,e-1]', solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-x-a$ 在 $(0,1]$ 上有零点，则实数 $a$ 的取值范围是`, '(1,e-1]', solves],
  [r`若函数 $f(x)=(x-1) \mathrm{e}^{x}-a$ 有且只有一个零点，则实数 $a$ 的取值范围是`, '{-1}u[0,inf)', solves],
  [r`若不等式 $(x-1) \mathrm{e}^{x} \geq a$ 对任意 $x \in \mathbb{R}$ 恒成立，则实数 $a$ 的最大值为`, '=-1', solves],
  [r`若不等式 $(x-1) \mathrm{e}^{x}>a$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,-1]', solves],
  [r`若函数 $f(x)=x-\ln x-a$ 有且只有一个零点，则实数 $a$ 的取值范围是`, '{1}', solves],
  [r`若函数 $f(x)=x-\ln x-a$ 在 $[1, \mathrm{e}]$ 上有两个零点，则实数 $a$ 的取值范围是`, null, may],
  [
    r`若函数 $f(x)=x-\ln x-a$ 在 $\left[\frac{1}{\mathrm{e}}, \mathrm{e}\right]$ 上有两个零点，则实数 $a$ 的取值范围是`,
    r`(1,\frac{1}{e}+1]`,
    solves,
  ],
];

export const ocrAndChoices: SeparationCase[] = [
  [
    withOptions(
      r`已知函数 $f(x)=e^{x}-a x$ 有两个零点, 则实数 a 的取值范围是 ( )`,
      r`(-\infty, e)`,
      r`(e,+\infty)`,
      r`[e,+\infty)`,
      r`(0, e)`,
    ),
    'B',
    solves,
  ],
  [
    withOptions(
      r`已知函数 $f(x)=e^{x}-a x$ 在 $[1,+\infty)$ 上有零点, 则实数 a 的取值范围是 ( )`,
      r`(e,+\infty)`,
      r`[e,+\infty)`,
      r`(0,+\infty)`,
      r`[1,+\infty)`,
    ),
    'B',
    solves,
  ],
  [
    withOptions(
      r`若不等式 $e^{x} \geqslant a x$ 对 $x \in(0,+\infty)$ 恒成立，则实数 $a$ 的取值范围是（ ）`,
      r`(-\infty, e)`,
      r`(-\infty, e]`,
      r`[0, e]`,
      r`(0, e)`,
    ),
    'B',
    solves,
  ],
  [
    withOptions(
      r`若不等式 $e^{x}>a x$ 对 $x \in(0,+\infty)$ 恒成立，则实数 $a$ 的取值范围是（ ）`,
      r`(-\infty, e)`,
      r`(-\infty, e]`,
      r`[0, e]`,
      r`(0, e)`,
    ),
    'A',
    solves,
  ],
  [r`若 $\ln x \leqslant a x$ 对 $x \in\left(0,+\infty\right)$ 恒成立，则实数 $a$ 的取值范围是`, r`[\frac{1}{e},inf)`, solves],
  [r`已知函数 $f\left(x\right)=x\ln x-a$ 有两个零点，则实数 $a$ 的取值范围是`, r`(-\frac{1}{e},0)`, solves],
  [r`已知函数 $f(x)=\mathrm{e}^{x}-a x$ 恰有 2 个零点，则实数 $a$ 的取值范围是`, '(e,inf)', solves],
  [
    withOptions(
      r`若函数 $f(x)=x^{3}-3 x-a$ 有 3 个零点，则实数 $a$ 的取值范围为（ $)$`,
      '(-2,2)',
      '[-2,2]',
      '(-\\infty,-2)',
      '(2,+\\infty)',
    ),
    'A',
    solves,
  ],
  [
    withOptions(r`若函数 $f(x)=x^{3}-3 x-a$ 有 2 个零点，则实数 $a$ 的取值范围为（ $)$`, '(-2,2)', '[-2,2]', '\\{-2,2\\}', '(2,+\\infty)'),
    'C',
    solves,
  ],
  [r`已知函数 $f(x)=\frac{\ln x}{x}$ ，若 $f(x)<a$ 恒成立，则实数 $a$ 的取值范围是`, r`(\frac{1}{e},inf)`, solves],
  [r`已知函数 $f(x)=\frac{\ln x}{x}$ ，若 $f(x) \leq a$ 恒成立，则实数 $a$ 的取值范围是`, r`[\frac{1}{e},inf)`, solves],
  [
    r`已知函数 $f(x)=\frac{\ln x}{x}$，若关于 $x$ 的方程 $f(x)=a$ 在 $[1,+\infty)$ 上有两个不同的实根，则实数 $a$ 的取值范围是`,
    r`(0,\frac{1}{e})`,
    solves,
  ],
  [
    r`已知函数 $f(x)=\frac{\ln x}{x}$，若关于 $x$ 的方程 $f(x)=a$ 在 $(1,+\infty)$ 上有两个不同的实根，则实数 $a$ 的取值范围是`,
    r`(0,\frac{1}{e})`,
    solves,
  ],
  [r`设函数 $f(x)=\mathrm{e}^{x}-a x-1$，若 $f(x)>0$ 在 $(0,+\infty)$ 上恒成立，求实数 $a$ 的取值范围`, '(-inf,1]', solves],
  [r`设函数 $f(x)=\mathrm{e}^{x}-a x-1$，若 $f(x)>0$ 在 $[0,+\infty)$ 上恒成立，求实数 $a$ 的取值范围`, null, may],
];

export const rootsThroughTheVanishingCoefficient: SeparationCase[] = [
  // x = 1 is a root for every a; a = ln x/(x−1) takes every value of (0,1) ∪ (1,+∞) once more
  [r`若关于 $x$ 的方程 $\ln x=a(x-1)$ 有两个不等实根，则实数 $a$ 的取值范围是`, '(0,1)u(1,inf)', solves],
  [r`若关于 $x$ 的方程 $\ln x=a(x-1)$ 有且只有一个实根，则实数 $a$ 的取值范围是`, '(-inf,0]u{1}', solves],
  // x = 0 is a root for every a; (e^x − 1)/x runs through (0,1) ∪ (1,+∞)
  [r`若函数 $f(x)=\mathrm{e}^{x}-1-a x$ 有两个零点，则实数 $a$ 的取值范围是`, '(0,1)u(1,inf)', solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-1-a x$ 有且只有一个零点，则实数 $a$ 的取值范围是`, '(-inf,0]u{1}', solves],
  // x ln x ≥ a(x−1) on (0,+∞): both sides of x = 1 squeeze a to 1
  [r`若不等式 $x \ln x \geq a(x-1)$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, '{1}', solves],
  [r`若不等式 $x \ln x>a(x-1)$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是`, null, may],
  [r`若关于 $x$ 的方程 $x^{2}-a x+1=0$ 在 $[0,2]$ 上有实根，则实数 $a$ 的取值范围是`, '[2,inf)', solves],
  [r`若函数 $f(x)=x^{2}-a x+1$ 在区间 $(0,2)$ 内有且只有一个零点，则实数 $a$ 的取值范围是`, r`{2}u[\frac{5}{2},inf)`, solves],
  [r`若函数 $f(x)=x^{2}-a x+1$ 在区间 $(0,2)$ 内有两个零点，则实数 $a$ 的取值范围是`, r`(2,\frac{5}{2})`, solves],
];

export const letterTimesOtherTerms: SeparationCase[] = [
  [r`若函数 $f(x)=\mathrm{e}^{x}-2 a x$ 有两个零点，则实数 $a$ 的取值范围是`, r`(\frac{e}{2},inf)`, solves],
  // a(e^x − x) = 1: 1/(e^x − x) rises from 0 to 1 at x = 0 and falls back to 0
  [r`若函数 $f(x)=a(\mathrm{e}^{x}-x)-1$ 有两个零点，则实数 $a$ 的取值范围是`, '(0,1)', solves],
  [r`若不等式 $a x^{2}-2 x+1 \geq 0$ 对任意 $x \in[1,2]$ 恒成立，则实数 $a$ 的取值范围是`, '[1,inf)', solves],
  [r`若不等式 $a x^{2}-2 x+1 \geq 0$ 恒成立，则实数 $a$ 的取值范围是`, '[1,inf)', solves],
  [r`若不等式 $a x^{2}-2 x+1>0$ 恒成立，则实数 $a$ 的取值范围是`, '(1,inf)', solves],
  [r`若关于 $x$ 的方程 $a x^{2}-2 x+1=0$ 有两个不等实根，则实数 $a$ 的取值范围是`, '(-inf,0)u(0,1)', solves],
  [r`若关于 $x$ 的方程 $a x^{2}-2 x+1=0$ 有且只有一个实根，则实数 $a$ 的取值范围是`, '{0}u{1}', solves],
  [r`若存在 $x \in \mathbb{R}$，使得 $\mathrm{e}^{x}<a x$ 成立，则实数 $a$ 的取值范围是`, '(-inf,0)u(e,inf)', solves],
  [r`若存在 $x \in \mathbb{R}$，使得 $\mathrm{e}^{x} \leq a x$ 成立，则实数 $a$ 的取值范围是`, '(-inf,0)u[e,inf)', solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $[-1,1]$ 上有零点，则实数 $a$ 的取值范围是`, r`(-inf,-\frac{1}{e}]u[e,inf)`, solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $[-1,1]$ 上有两个零点，则实数 $a$ 的取值范围是`, null, may],
  // 「存在零点 x₀，且 x₀>1」: some zero beyond 1 (x³ − 3x rises from −2 beyond 1), not every zero
  [r`若函数 $f(x)=x^{3}-3 x-a$ 存在零点 $x_{0}$，且 $x_{0}>1$，则实数 $a$ 的取值范围是`, '(-2,inf)', solves],
  [r`若函数 $f(x)=x^{3}-3 x-a$ 有唯一零点 $x_{0}$，且 $x_{0}>1$，则实数 $a$ 的取值范围是`, '(2,inf)', solves],
  [r`若函数 $f(x)=x^{3}-3 x-a$ 有唯一零点 $x_{0}$，且 $x_{0} \in(0,3)$，则实数 $a$ 的取值范围是`, '(2,18)', may],
];

export const negatedAndUnqualifiedWords: SeparationCase[] = [
  // 「没有解」 of an inequality: the opposite holds for every x of the interval
  [r`若关于 $x$ 的不等式 $x^{2}-a x+1<0$ 在区间 $[1,2]$ 上没有解，则实数 $a$ 的取值范围是`, '(-inf,2]', solves],
  [r`若关于 $x$ 的不等式 $x^{2}-a x+1 \leq 0$ 在区间 $[1,2]$ 上没有解，则实数 $a$ 的取值范围是`, '(-inf,2)', solves],
  [r`若关于 $x$ 的不等式 $x^{2}-a x+1<0$ 在区间 $[1,2]$ 上无解，则实数 $a$ 的取值范围是`, '(-inf,2]', solves],
  [r`若关于 $x$ 的不等式 $\ln x>a x$ 在 $(0,+\infty)$ 上没有实数解，则实数 $a$ 的取值范围是`, r`[\frac{1}{e},inf)`, solves],
  [r`若关于 $x$ 的不等式 $x^{2}-a x+1<0$ 在区间 $[1,2]$ 上有解，则实数 $a$ 的取值范围是`, '(2,inf)', solves],
  // 「有两个实根」 of a quadratic counts two equal roots too (Δ ≥ 0); 「不等」 does not
  [r`若关于 $x$ 的方程 $x^{2}-a x+1=0$ 有两个实根，则实数 $a$ 的取值范围是`, '(-inf,-2]u[2,inf)', may],
  [r`若关于 $x$ 的方程 $x^{2}-a x+1=0$ 有两个不等实根，则实数 $a$ 的取值范围是`, '(-inf,-2)u(2,inf)', solves],
  [r`若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在 $(0,+\infty)$ 上有两个实数根，则实数 $a$ 的取值范围是`, '[4,inf)', may],
  [r`若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在 $(0,+\infty)$ 上有两个不相等的实数根，则实数 $a$ 的取值范围是`, '(4,inf)', solves],
  [r`若关于 $x$ 的方程 $x^{3}-3 x=a$ 有三个不同的实数解，则实数 $a$ 的取值范围是`, '(-2,2)', solves],
  [r`若关于 $x$ 的方程 $x^{3}-3 x=a$ 有三个实根，则实数 $a$ 的取值范围是`, '[-2,2]', may],
  [r`若关于 $x$ 的方程 $x^{3}-3 x=a$ 有两个相等的实根，则实数 $a$ 的取值范围是`, '{-2}u{2}', may],
];

export const linesThroughAPoint: SeparationCase[] = [
  [r`若直线 $y=k x$ 与曲线 $y=\ln x$ 有两个交点，则实数 $k$ 的取值范围是`, r`(0,\frac{1}{e})`, solves],
  [r`若直线 $y=k x$ 与曲线 $y=\ln x$ 有且只有一个公共点，则实数 $k$ 的取值范围是`, r`(-inf,0]u{\frac{1}{e}}`, solves],
  [r`若直线 $y=k x$ 与曲线 $y=\ln x$ 没有公共点，则实数 $k$ 的取值范围是`, r`(\frac{1}{e},inf)`, solves],
  // x = 1 (and x = 0) lie on both for every slope
  [r`若直线 $y=a(x-1)$ 与曲线 $y=\ln x$ 有两个交点，则实数 $a$ 的取值范围是`, '(0,1)u(1,inf)', solves],
  [r`若直线 $y=a x+1$ 与曲线 $y=\mathrm{e}^{x}$ 有两个交点，则实数 $a$ 的取值范围是`, '(0,1)u(1,inf)', solves],
  [r`若直线 $y=a x+1$ 与曲线 $y=\mathrm{e}^{x}$ 有且只有一个公共点，则实数 $a$ 的取值范围是`, '(-inf,0]u{1}', solves],
  [r`若不等式 $\mathrm{e}^{x}-a x \geq 0$ 对任意 $x \in[0,1]$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,e]', solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-1-a x$ 存在零点 $x_{0}$，且 $x_{0}>1$，则实数 $a$ 的取值范围是`, '(e-1,inf)', solves],
  [r`若函数 $f(x)=\mathrm{e}^{x}-1-a x$ 有唯一零点 $x_{0}$，且 $x_{0}>1$，则实数 $a$ 的取值范围是`, null, may],
  [r`若函数 $f(x)=\ln x-a x$ 存在零点 $x_{0}$，且 $x_{0}>\mathrm{e}$，则实数 $a$ 的取值范围是`, r`(0,\frac{1}{e})`, solves],
];

export const notesAndOtherRoots: SeparationCase[] = [
  // a note on the constant e is no condition
  [r`若函数 $f(x)=\mathrm{e}^{x}-a x$ 有两个零点（其中 $\mathrm{e}$ 为自然对数的底数），则实数 $a$ 的取值范围是`, '(e,inf)', solves],
  [r`已知函数 $f(x)=\mathrm{e}^{x}-a x$（$\mathrm{e}$ 为自然对数的底数）没有零点，则实数 $a$ 的取值范围是`, '[0,e)', solves],
  [r`若不等式 $\mathrm{e}^{x}>a x$ 对任意 $x>0$ 恒成立，其中 e 是自然对数的底数，则实数 $a$ 的取值范围是`, '(-inf,e)', solves],
  // the cube root is defined for negative x: ∛x = ax has 0 and ±a^{−3/2} for a > 0
  [r`若函数 $f(x)=\sqrt[3]{x}-a x$ 有三个零点，则实数 $a$ 的取值范围是`, '(0,inf)', solves],
  [r`若函数 $f(x)=\sqrt[3]{x}-a x$ 有两个零点，则实数 $a$ 的取值范围是`, null, may],
  [r`若函数 $f(x)=\sqrt[3]{x}-a$ 在 $[-1,8]$ 上有零点，则实数 $a$ 的取值范围是`, '[-1,2]', solves],
  [r`若不等式 $\sqrt[3]{x} \geq a$ 对任意 $x \in[-8,1]$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,-2]', solves],
  [r`若函数 $f(x)=\log_{2} x-a x$ 有两个零点，则实数 $a$ 的取值范围是`, r`(0,\frac{1}{e \ln 2})`, solves],
  // x = 0 is a zero of ln(1 − x) + ax for every a
  [r`若函数 $f(x)=\ln (1-x)+a x$ 有两个零点，则实数 $a$ 的取值范围是`, '(0,1)u(1,inf)', solves],
  [r`若函数 $f(x)=x^{2}+\frac{2}{x}-a$ 在 $(0,+\infty)$ 上有两个零点，则实数 $a$ 的取值范围是`, '(3,inf)', solves],
  [r`若函数 $f(x)=\frac{\mathrm{e}^{x}}{x}-a$ 有两个零点，则实数 $a$ 的取值范围是`, '(e,inf)', solves],
  [r`若函数 $f(x)=\frac{x^{2}+1}{x}-a$ 有两个零点，则实数 $a$ 的取值范围是`, '(-inf,-2)u(2,inf)', solves],
  [r`若函数 $f(x)=x^{3}-a$ 在 $[-1,1]$ 上有零点，则实数 $a$ 的取值范围是`, '[-1,1]', solves],
  [r`若函数 $f(x)=x^{3}+3 x-a$ 有两个零点，则实数 $a$ 的取值范围是`, null, may],
  [r`若不等式 $x \ln x \geq a(x-1)$ 对任意 $x \geq 1$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,1]', solves],
  [r`若不等式 $x \ln x>a(x-1)$ 对任意 $x \geq 1$ 恒成立，则实数 $a$ 的取值范围是`, null, may],
  [r`若不等式 $x \ln x>a(x-1)$ 对任意 $x>1$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,1]', solves],
  // x = 1 makes 0 ≤ 0 true whatever a is
  [r`若存在 $x \in[1,2]$，使得 $x \ln x \leq a(x-1)$ 成立，则实数 $a$ 的取值范围是`, '(-inf,inf)', may],
  // x = 0 is a zero for every a; the other zero is x = a
  [r`若函数 $f(x)=x^{2}-a x$ 在 $[0,2]$ 上有两个零点，则实数 $a$ 的取值范围是`, '(0,2]', solves],
  [r`若函数 $f(x)=x^{2}-a x$ 在 $[0,2]$ 上有且只有一个零点，则实数 $a$ 的取值范围是`, '(-inf,0]u(2,inf)', solves],
  [r`若函数 $f(x)=x \ln x-a$ 在 $[0,1]$ 上有两个零点，则实数 $a$ 的取值范围是`, r`(-\frac{1}{e},0)`, solves],
  [r`若函数 $f(x)=\ln x-a x$ 在 $[0,\mathrm{e}]$ 上有零点，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{e}]`, solves],
  [r`若关于 $x$ 的方程 $m=\frac{\ln x}{x}$ 有两个不等实根，则实数 $m$ 的取值范围是`, r`(0,\frac{1}{e})`, solves],
  [r`若关于 $x$ 的方程 $\lambda x=\ln x$ 有两个不等实根，则 $\lambda$ 的取值范围是`, r`(0,\frac{1}{e})`, solves],
];

export const choicesByValue: SeparationCase[] = [
  // no option is (e, +∞)
  [
    withOptions(
      r`已知函数 $f(x)=\mathrm{e}^{x}-a x$ 有两个零点，则实数 $a$ 的取值范围是（ ）`,
      r`(0,\mathrm{e})`,
      r`[\mathrm{e},+\infty)`,
      r`(-\infty,\mathrm{e})`,
      r`(1,+\infty)`,
    ),
    null,
    may,
  ],
  [
    withOptions(
      r`已知函数 $f(x)=\mathrm{e}^{x}-a x$ 恰有一个零点，则实数 $a$ 的取值范围是（ ）`,
      r`(-\infty,0)`,
      r`\{\mathrm{e}\}`,
      r`\{\mathrm{e}\} \cup(-\infty,0)`,
      r`(-\infty,0] \cup\{\mathrm{e}\}`,
    ),
    'C',
    solves,
  ],
  [
    withOptions(
      r`已知函数 $f(x)=\ln x-a x$ 有两个零点，则实数 $a$ 的取值范围是（ ）`,
      r`\left(0, \frac{1}{\mathrm{e}}\right]`,
      r`\left(0, \mathrm{e}^{-1}\right)`,
      r`(0,1)`,
      r`\left(-\infty, \frac{1}{\mathrm{e}}\right)`,
    ),
    'B',
    solves,
  ],
  [
    withOptions(
      r`若不等式 $x \ln x \geq a$ 对任意 $x>0$ 恒成立，则实数 $a$ 的最大值为（ ）`,
      r`-\frac{1}{\mathrm{e}}`,
      r`\frac{1}{\mathrm{e}}`,
      r`-\mathrm{e}`,
      '0',
    ),
    'A',
    solves,
  ],
  // the range is (−∞, −1/e): no largest value, whatever the options offer
  [
    withOptions(
      r`若不等式 $x \ln x>a$ 对任意 $x>0$ 恒成立，则实数 $a$ 的最大值为（ ）`,
      r`-\frac{1}{\mathrm{e}}`,
      r`\frac{1}{\mathrm{e}}`,
      r`-\mathrm{e}`,
      '0',
    ),
    null,
    may,
  ],
  [
    withOptions(r`若函数 $f(x)=x^{3}-3 x-a$ 有三个零点，则实数 $a$ 的取值范围是（ ）`, 'a<2', '-2<a<2', 'a>-2', r`-2 \leq a \leq 2`),
    'B',
    solves,
  ],
  [withOptions(r`若函数 $f(x)=x^{3}-3 x-a$ 有三个零点，则实数 $a$ 的取值可以是（ ）`, '-3', '1', '2', '3'), 'B', may],
];

export const quantifiersAndPropositions: SeparationCase[] = [
  [r`若 $\forall x \in[1,2], x^{2}-a x+1 \geq 0$，则实数 $a$ 的取值范围是`, '(-inf,2]', solves],
  [r`若 $\exists x \in[1,2], x^{2}-a x+1<0$，则实数 $a$ 的取值范围是`, '(2,inf)', solves],
  [r`若 $\forall x \in[1,2]$，$x^{2}-a x+1>0$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,2)', solves],
  // a false proposition turns 存在 into 任意 with the opposite relation, and back
  [r`若命题“$\exists x \in[1,2]$，$x^{2}-a x+1<0$”是假命题，则实数 $a$ 的取值范围是`, '(-inf,2]', may],
  [r`若命题“$\forall x \in[1,2]$，$x^{2}-a x+1 \geq 0$”为假命题，则实数 $a$ 的取值范围是`, '(2,inf)', may],
  [r`已知函数 $f(x)=x^{2}-a x+1$，若 $f(x) \geq 0$ 在 $[1,2]$ 上恒成立，则 $a$ 的取值范围是`, '(-inf,2]', solves],
  [r`已知函数 $f(x)=x^{2}-a x+1$，若 $f(x) \geq 0$ 在 $[1,2]$ 上不恒成立，则 $a$ 的取值范围是`, '(2,inf)', may],
  [r`已知函数 $f(x)=x^{2}-a x+1$，若 $f(x)<0$ 在 $[1,2]$ 上恒不成立，则 $a$ 的取值范围是`, '(-inf,2]', may],
  [r`若函数 $f(x)=x^{2}-a x+1$ 在 $[1,2]$ 上的最小值不小于 $0$，则 $a$ 的取值范围是`, '(-inf,2]', may],
];

export const integersOfTheRange: SeparationCase[] = [
  // h = e^x/x on (1,+∞) rises from e (not reached): a ≤ e, the largest integer 2
  [r`若 $\mathrm{e}^{x}-a x>0$ 对任意 $x\in(1,+\infty)$ 恒成立，则整数 $a$ 的最大值为`, '=2', solves],
  [r`若 $\mathrm{e}^{x}-a x\geq 0$ 对任意 $x\in(0,+\infty)$ 恒成立，则整数 $a$ 的最大值是`, '=2', solves],
  [r`若 $\mathrm{e}^{x}-a x>0$ 对任意 $x\in(1,+\infty)$ 恒成立，则 $a$ 的最大整数值为`, '=2', solves],
  // unbounded below: no smallest integer, and infinitely many integers
  [r`若 $\mathrm{e}^{x}-a x\geq 0$ 对任意 $x\in(0,+\infty)$ 恒成立，则整数 $a$ 的最小值是`, null, may],
  [r`若 $\mathrm{e}^{x}-a x\geq 0$ 对任意 $x\in(0,+\infty)$ 恒成立，则满足条件的整数 $a$ 的个数为`, null, may],
  // the positive integers of (−∞, e]: 1 and 2
  [r`若 $\mathrm{e}^{x}-a x\geq 0$ 对任意 $x\in(0,+\infty)$ 恒成立，则满足条件的正整数 $a$ 的个数为`, '#2', solves],
  [r`若 $\mathrm{e}^{x}-a x\geq 0$ 对任意 $x\in(0,+\infty)$ 恒成立，则正整数 $a$ 的最小值是`, '=1', solves],
  // (−2, 2): −1, 0, 1
  [r`若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个不等实根，则满足条件的整数 $a$ 的个数为`, '#3', solves],
  [r`若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个不等实根，则整数 $a$ 的最大值为`, '=1', solves],
  [r`若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个不等实根，则整数 $a$ 的最小值为`, '=-1', solves],
  [r`若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个不等实根，则正整数 $a$ 的个数为`, '#1', solves],
  [r`若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个不等实根，则实数 $a$ 的最小整数值为`, '=-1', solves],
  // 三个实根 without 不等: a double root at a = ±2 may count, refused
  [r`若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个实根，则整数 $a$ 的最大值为`, null, may],
  // (0, 4): 1, 2, 3
  [r`已知函数 $f(x)=x^{3}-3 x^{2}+a$ 有三个零点，则整数 $a$ 的个数为`, '#3', solves],
  [r`已知函数 $f(x)=x^{3}-3 x^{2}+a$ 有三个零点，则整数 $a$ 的最大值为`, '=3', solves],
  // an exact end that is an integer: its bracket decides (a ≤ 1 or a < 1)
  [r`若 $x^{2}-2 \ln x-a\geq 0$ 对任意 $x\in(0,+\infty)$ 恒成立，则整数 $a$ 的最大值为`, '=1', solves],
  [r`若 $x^{2}-2 \ln x-a>0$ 对任意 $x\in(0,+\infty)$ 恒成立，则整数 $a$ 的最大值为`, '=0', solves],
  // e^x − 2x has least value 2 − 2ln2 ≈ 0.61 at x = ln 2
  [r`若 $\mathrm{e}^{x}-2 x-a\geq 0$ 对任意 $x\in\mathbb{R}$ 恒成立，则整数 $a$ 的最大值为`, '=0', solves],
  [r`已知函数 $f(x)=\mathrm{e}^{x}-2 x-a$ 有两个零点，则整数 $a$ 的最小值为`, '=1', solves],
  [r`已知函数 $f(x)=\mathrm{e}^{x}-2 x-a$ 有两个零点，则整数 $a$ 的最大值为`, null, may],
  // (1, +∞): the smallest integer 2, not the end 1
  [r`若函数 $g(x)=\mathrm{e}^{x}-x-a$ 恰有两个零点，则整数 $a$ 的最小值为`, '=2', solves],
  [r`若 $\mathrm{e}^{x}-x-a\geq 0$ 对任意 $x\in\mathbb{R}$ 恒成立，则整数 $a$ 的最大值为`, '=1', solves],
  // a > 1/e: the smallest integer 1
  [r`若 $\ln x-a x<0$ 对任意 $x\in(0,+\infty)$ 恒成立，则整数 $a$ 的最小值为`, '=1', solves],
  // a ≤ −1/e: the largest integer −1
  [r`若 $x \ln x-a\geq 0$ 对任意 $x\in(0,+\infty)$ 恒成立，则整数 $a$ 的最大值为`, '=-1', solves],
  // (0, 1/e) and (−1/e, 0) hold no integer
  [r`若关于 $x$ 的方程 $\frac{\ln x}{x}=a$ 有两个不等实根，则整数 $a$ 的最大值为`, null, may],
  [r`若直线 $y=a$ 与函数 $y=x \mathrm{e}^{x}$ 的图象有两个交点，则整数 $a$ 的个数为`, null, may],
  [r`若直线 $y=a$ 与函数 $y=x \mathrm{e}^{x}$ 的图象有两个交点，则正整数 $a$ 的最大值为`, null, may],
  // (e²/4, +∞), e²/4 ≈ 1.85
  [r`关于 $x$ 的方程 $\mathrm{e}^{x}=a x^{2}$ 在 $(0,+\infty)$ 上有两个不同的实数根，则整数 $a$ 的最小值为`, '=2', solves],
  // (4, 5]: the closed integer end 5 is the only integer; on [1, 4) the set is (4, 5), empty of integers
  [r`若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在区间 $[1,4]$ 上有两个不等实根，则整数 $a$ 的个数为`, '#1', solves],
  [r`若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在区间 $[1,4]$ 上有两个不等实根，则整数 $a$ 的最小值为`, '=5', solves],
  [r`若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在区间 $[1,4)$ 上有两个不等实根，则整数 $a$ 的最大值为`, null, may],
  // (−∞, −2) ∪ (2, +∞): unbounded on both sides
  [r`函数 $f(x)=x^{3}-3 x+a$ 有且只有一个零点，则整数 $a$ 的最大值为`, null, may],
  [r`函数 $f(x)=x^{3}-3 x+a$ 有且只有一个零点，则正整数 $a$ 的最小值为`, '=3', solves],
  // a > e: the smallest integer 3 (on (1, e] x/ln x falls to e at x = e)
  [r`若存在 $x\in[1,\mathrm{e}]$，使得 $x-a \ln x<0$ 成立，则整数 $a$ 的最小值为`, '=3', solves],
  // as a choice: every option decided by the integer
  [withOptions(r`若 $\mathrm{e}^{x}-a x>0$ 对任意 $x\in(1,+\infty)$ 恒成立，则整数 $a$ 的最大值为（ ）`, '1', '2', '3', '4'), 'B', solves],
  [withOptions(r`若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个不等实根，则满足条件的整数 $a$ 的个数为（ ）`, '2', '3', '4', '5'), 'B', solves],
  [withOptions(r`若 $x^{2}-2 \ln x-a>0$ 对任意 $x\in(0,+\infty)$ 恒成立，则整数 $a$ 的最大值为（ ）`, '-1', '0', '1', '2'), 'B', solves],
  // integers asked by a range, or a count of reals: not this kind's question
  [r`若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个不等实根，则整数 $a$ 的取值范围为`, null, may],
  [r`若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个不等实根，则实数 $a$ 的个数为`, null, may],
  // a unique integer solution is another kind of question
  [r`若存在唯一的整数 $x_{0}$，使得 $x_{0}^{2}-a x_{0}<0$ 成立，则实数 $a$ 的取值范围是`, null, may],
];

export const limitsAtAnOpenTurningEnd: SeparationCase[] = [
  // e^x/x is continuous at 1 (its turning point): on (1,+∞) it tends to e there without reaching it
  [r`若 $\mathrm{e}^{x}-a x>0$ 对任意 $x\in(1,+\infty)$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,e]', solves],
  [r`若 $\mathrm{e}^{x}-a x\geq 0$ 对任意 $x\in(1,+\infty)$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,e]', solves],
  [r`若存在 $x\in(1,+\infty)$，使得 $\mathrm{e}^{x}-a x<0$ 成立，则实数 $a$ 的取值范围是`, '(e,inf)', solves],
  [r`若存在 $x\in[1,+\infty)$，使得 $\mathrm{e}^{x}-a x\leq 0$ 成立，则实数 $a$ 的取值范围是`, '[e,inf)', solves],
  [r`若 $\mathrm{e}^{x}-a x\geq 0$ 对任意 $x\in(0,1)$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,e]', solves],
  [r`已知函数 $f(x)=\mathrm{e}^{x}-a x$ 在 $(1,2)$ 上有零点，则实数 $a$ 的取值范围是`, r`(e,\frac{e^2}{2})`, solves],
  // ln x/x on (0, e) rises to 1/e at e, not reached
  [r`若关于 $x$ 的方程 $\frac{\ln x}{x}=a$ 在 $(0,\mathrm{e})$ 上有解，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{e})`, solves],
  [r`已知函数 $f(x)=\ln x-a x$ 在 $(0,\mathrm{e})$ 上有零点，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{e})`, solves],
  [r`若 $\ln x-a x<0$ 对任意 $x\in(0,\mathrm{e})$ 恒成立，则实数 $a$ 的取值范围是`, r`[\frac{1}{e},inf)`, solves],
  [r`若 $\ln x-a x\leq 0$ 对任意 $x\in(0,\mathrm{e})$ 恒成立，则实数 $a$ 的取值范围是`, r`[\frac{1}{e},inf)`, solves],
  [r`若存在 $x\in(0,\mathrm{e})$，使得 $\ln x-a x>0$ 成立，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{e})`, solves],
  // on (0, e] the end is attained: a ≤ 0 … 1/e included
  [r`已知函数 $f(x)=\ln x-a x$ 在 $(0,\mathrm{e}]$ 上有零点，则实数 $a$ 的取值范围是`, r`(-inf,\frac{1}{e}]`, solves],
  // x ln x on (1/e, 1) rises from −1/e to 0; x e^x on (−1, 0) from −1/e to 0
  [r`若函数 $f(x)=x \ln x-a$ 在 $\left(\frac{1}{\mathrm{e}},1\right)$ 上有零点，则实数 $a$ 的取值范围是`, r`(-\frac{1}{e},0)`, solves],
  [r`若关于 $x$ 的方程 $x \mathrm{e}^{x}=a$ 在 $(-1,0)$ 上有实数根，则实数 $a$ 的取值范围是`, r`(-\frac{1}{e},0)`, solves],
  // e^x − x on (0, 1) rises from 1 to e − 1
  [r`若函数 $g(x)=\mathrm{e}^{x}-x-a$ 在 $(0,1)$ 上有零点，则实数 $a$ 的取值范围是`, '(1,e-1)', solves],
  // x³ − 3x turns at ±1: on (−1, 1) it falls from 2 to −2, on (1, 2) it rises from −2 to 2
  [r`若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 在 $(-1,1)$ 上有实数根，则实数 $a$ 的取值范围是`, '(-2,2)', solves],
  [r`若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 在 $(1,2)$ 上有实数根，则实数 $a$ 的取值范围是`, '(-2,2)', solves],
  // x² − 2ln x turns at 1: on (1, e) it rises from 1 (not reached)
  [r`若 $x^{2}-2 \ln x-a\geq 0$ 对任意 $x\in(1,\mathrm{e})$ 恒成立，则实数 $a$ 的取值范围是`, '(-inf,1]', solves],
  [r`若存在 $x\in(1,\mathrm{e})$，使得 $x^{2}-2 \ln x-a<0$ 成立，则实数 $a$ 的取值范围是`, '(1,inf)', solves],
  [r`若 $x^{2}-2 \ln x-a>0$ 对任意 $x\in(1,\mathrm{e})$ 恒成立，则整数 $a$ 的最大值为`, '=1', solves],
  [r`若 $x^{2}-2 \ln x-a>0$ 对任意 $x\in[1,\mathrm{e})$ 恒成立，则整数 $a$ 的最大值为`, '=0', solves],
];
