import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { solveParameterSeparation } from '../../server/solver/engines/functions/param-separation';
import { integerAnswer, integerRuns } from '../../server/solver/engines/functions/separation-integers';
import { E, fn, type Node, num } from '../../server/solver/math/expression/ast';

const solver = createOfflineSolver();
async function answer(text: string): Promise<string> {
  const o = await solver.solve({ text });
  if (o.ok) expect(o.verification.status).toBe('verified');
  return o.ok ? o.finalAnswer : 'refused';
}
/** What the kind itself says: its answer, 'refused' (it declines with a reason) or 'not read' (not of this kind). */
function kind(text: string): string {
  const o = solveParameterSeparation(text, 'fill_in_blank');
  if (!o) return 'not read';
  return o.outcome.ok ? o.outcome.finalAnswer : 'refused';
}
const opts = (xs: string[]) => xs.map((x, i) => `${'ABCD'[i]}. $${x}$`).join('\n');

describe('the number of zeros or roots: a = h(x) and the line y = a across the graph of h (分离参数·零点)', () => {
  it('two zeros of e^x − ax, ln x − ax, x ln x − a, e^x − x − a', async () => {
    expect(await answer('已知函数 $f(x)=\\mathrm{e}^{x}-a x$ 有两个零点，则实数 $a$ 的取值范围是')).toBe('$(\\mathrm{e}, +\\infty)$');
    expect(await answer('已知函数 $f(x)=\\ln x-a x$ 有两个零点，则实数 $a$ 的取值范围是____')).toBe('$(0, \\frac{1}{\\mathrm{e}})$');
    expect(await answer('若函数 $f(x)=x \\ln x-a$ 有两个不同的零点，则 $a$ 的取值范围是')).toBe('$(-\\frac{1}{\\mathrm{e}}, 0)$');
    expect(await answer('若函数 $g(x)=\\mathrm{e}^{x}-x-a$ 恰有两个零点，则实数 $a$ 的取值范围为')).toBe('$(1, +\\infty)$');
  });
  it('three zeros of a cubic, and exactly one', async () => {
    expect(await answer('若函数 $f(x)=x^{3}-3 x-a$ 有三个零点，则实数 $a$ 的取值范围为')).toBe('$(-2, 2)$');
    expect(await answer('已知函数 $f(x)=x^{3}-3 x^{2}+a$ 有三个零点, 则实数 $a$ 的取值范围是')).toBe('$(0, 4)$');
    expect(await answer('函数 $f(x)=x^{3}-3 x+a$ 有且只有一个零点，则实数 $a$ 的取值范围是')).toBe('$(-\\infty, -2) \\cup (2, +\\infty)$');
  });
  it('exactly one zero of e^x − ax: a negative a, or the tangent value e', async () => {
    expect(await answer('若函数 $f(x)=\\mathrm{e}^{x}-a x$ 恰有一个零点，则实数 $a$ 的取值范围是')).toBe(
      '$(-\\infty, 0) \\cup \\{\\mathrm{e}\\}$',
    );
  });
  it('an equation with two or three different real roots', async () => {
    expect(await answer('若关于 $x$ 的方程 $\\frac{\\ln x}{x}=a$ 有两个不等实根，则实数 $a$ 的取值范围是')).toBe(
      '$(0, \\frac{1}{\\mathrm{e}})$',
    );
    expect(await answer('已知函数 $f(x)=\\frac{\\ln x}{x}$，若方程 $f(x)=k$ 有两个不同的实数根，则实数 $k$ 的取值范围是')).toBe(
      '$(0, \\frac{1}{\\mathrm{e}})$',
    );
    expect(await answer('已知 $f(x)=2 x^{3}-6 x$，若关于 $x$ 的方程 $f(x)=m$ 有三个不同的实数解，则 $m$ 的取值范围是')).toBe('$(-4, 4)$');
    expect(await answer('若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在区间 $[1,4]$ 上有两个不等实根，则实数 $a$ 的取值范围是')).toBe('$(4, 5]$');
    expect(await answer('关于 $x$ 的方程 $\\mathrm{e}^{x}=a x^{2}$ 在 $(0,+\\infty)$ 上有两个不同的实数根，则实数 $a$ 的取值范围是')).toBe(
      '$(\\frac{\\mathrm{e}^{2}}{4}, +\\infty)$',
    );
  });
  it('a line y = a meeting a curve twice', async () => {
    expect(await answer('若直线 $y=a$ 与函数 $y=x \\mathrm{e}^{x}$ 的图象有两个交点，则实数 $a$ 的取值范围是')).toBe(
      '$(-\\frac{1}{\\mathrm{e}}, 0)$',
    );
  });
  it('zeros on a closed interval, some zero, or none', async () => {
    expect(
      await answer(
        '若函数 $g(x)=x^{2}-2 \\ln x-a$ 在 $\\left[\\frac{1}{\\mathrm{e}}, \\mathrm{e}\\right]$ 上有两个零点，则实数 $a$ 的取值范围是',
      ),
    ).toBe('$(1, 2 + \\left(\\frac{1}{\\mathrm{e}}\\right)^{2}]$');
    expect(await answer('若函数 $f(x)=a x-\\ln x$ 在 $[1, \\mathrm{e}]$ 上有零点，则实数 $a$ 的取值范围是')).toBe(
      '$[0, \\frac{1}{\\mathrm{e}}]$',
    );
    expect(await answer('若函数 $f(x)=\\mathrm{e}^{x}-a x$ 在 $(0,+\\infty)$ 上没有零点，则实数 $a$ 的取值范围是')).toBe(
      '$(-\\infty, \\mathrm{e})$',
    );
  });
  it('zeros that must lie on one side: 「存在唯一的零点 x₀，且 x₀>0」', async () => {
    expect(
      await answer(
        `已知函数 $f(x)=a x^{3}-3 x^{2}+1$，若 $f(x)$ 存在唯一的零点 $x_{0}$，且 $x_{0}<0$，则实数 $a$ 的取值范围是（ ）\n${opts(['(2,+\\infty)', '(1,+\\infty)', '(-\\infty,-2)', '(-\\infty,-1)'])}`,
      ),
    ).toMatch(/^A/);
    expect(await answer('已知函数 $f(x)=x^{3}-3 x^{2}+2-a$ 恰有一个零点 $x_{0}$，且 $x_{0}>1$，则实数 $a$ 的取值范围是')).toBe(
      '$(2, +\\infty)$',
    );
    // the closing bracket of the printed 「（ ）」 typeset as a formula, and the bound 0 left outside its formula
    expect(
      await answer(
        `已知函数 $f(x)=a x^{3}-3 x^{2}+1$, 若 $f(x)$ 存在唯一的零点 $x_{0}$, 且 $x_{0}>$ 0 , 则实数 a 的取值范围是（ $)$\n${opts(['(1,+\\infty)', '(2,+\\infty)', '(-\\infty,-1)', '(-\\infty,-2)'])}`,
      ),
    ).toMatch(/^D/);
  });
  it('a curve given as f(x), met by a line y = m or by the x-axis', async () => {
    expect(await answer('已知函数 $f(x)=\\frac{\\ln x}{x}$ 的图象与直线 $y=m$ 有两个交点，则实数 $m$ 的取值范围是')).toBe(
      '$(0, \\frac{1}{\\mathrm{e}})$',
    );
    expect(await answer('若函数 $f(x)=x^{3}-12 x+a$ 的图象与 $x$ 轴有三个交点，则 $a$ 的取值范围是')).toBe('$(-16, 16)$');
    expect(await answer('已知函数 $f(x)=x^{3}-3 x$，若方程 $f(x)=k$ 有且只有一个实根，则实数 $k$ 的取值范围是')).toBe(
      '$(-\\infty, -2) \\cup (2, +\\infty)$',
    );
  });
  it('limits that grow like ln x, and a minimum between two closed ends', async () => {
    expect(await answer('若函数 $f(x)=x-\\ln x-a$ 有两个零点，则实数 $a$ 的取值范围是')).toBe('$(1, +\\infty)$');
    expect(await answer('函数 $f(x)=\\ln x-a x^{2}$ 有两个零点，则 $a$ 的取值范围为')).toBe('$(0, \\frac{1}{2\\mathrm{e}})$');
    expect(await answer('若函数 $f(x)=\\mathrm{e}^{x}-2 x-a$ 在 $[0,2]$ 上有两个零点，则实数 $a$ 的取值范围是')).toBe('$(2 - 2\\ln 2, 1]$');
  });
  it('(x − 1)eˣ, x/eˣ over the whole line, x² − a ln x with the coefficient vanishing at an end, 「有根」「有解」', async () => {
    expect(await answer('若函数 $f(x)=(x-1) \\mathrm{e}^{x}-a$ 有两个零点，则实数 $a$ 的取值范围是')).toBe('$(-1, 0)$');
    expect(
      await answer('已知函数 $f(x)=\\frac{x}{\\mathrm{e}^{x}}$，若关于 $x$ 的方程 $f(x)=a$ 有两个不同的实根，则 $a$ 的取值范围是'),
    ).toBe('$(0, \\frac{1}{\\mathrm{e}})$');
    expect(
      await answer('已知函数 $f(x)=\\frac{x}{\\mathrm{e}^{x}}$，若关于 $x$ 的方程 $f(x)=a$ 在 $(0,+\\infty)$ 上有解，则 $a$ 的取值范围是'),
    ).toBe('$(0, \\frac{1}{\\mathrm{e}}]$');
    expect(await answer('已知函数 $f(x)=x^{2}-a \\ln x$ 在 $[1, \\mathrm{e}]$ 上有两个零点，则实数 $a$ 的取值范围是')).toBe(
      '$(2\\mathrm{e}, \\mathrm{e}^{2}]$',
    );
    expect(await answer('若关于 $x$ 的方程 $x^{3}-3 x+m=0$ 在 $[0,2]$ 上有根，则实数 $m$ 的取值范围是')).toBe('$[-2, 2]$');
  });
  it('chooses the option equal to the range', async () => {
    expect(
      await answer(
        `已知函数 $f(x)=\\mathrm{e}^{x}-a x$ 有两个零点，则 $a$ 的取值范围是（ ）\n${opts(['(-\\infty, \\mathrm{e})', '(\\mathrm{e},+\\infty)', '(0, \\mathrm{e})', '(1,+\\infty)'])}`,
      ),
    ).toMatch(/^B/);
    expect(
      await answer(
        `若函数 $f(x)=\\ln x-a x$ 有两个零点，则实数 $a$ 的取值范围为 ( )\n${opts(['\\left(0,\\frac{1}{e}\\right)', '\\left(-\\infty,\\frac{1}{e}\\right)', '(0, e)', '\\left(\\frac{1}{e},+\\infty\\right)'])}`,
      ),
    ).toMatch(/^A/);
  });
});

describe('for every x, or for some x: a against the extreme values of h (分离参数·恒成立与有解)', () => {
  it('holds for every x on the natural domain or a given interval', async () => {
    expect(await answer('已知函数 $f(x)=a x^{2}-\\ln x$，若 $f(x)\\geq 0$ 恒成立，则 $a$ 的取值范围是')).toBe(
      '$[\\frac{1}{2\\mathrm{e}}, +\\infty)$',
    );
    expect(await answer('对任意 $x \\in[1,2]$，不等式 $x^{2}-a x+1 \\geq 0$ 恒成立，则实数 $a$ 的取值范围是')).toBe('$(-\\infty, 2]$');
    expect(await answer('若不等式 $a x \\geq \\ln x+1$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是')).toBe('$[1, +\\infty)$');
    expect(await answer('当 $x>1$ 时，不等式 $x \\ln x>a(x-1)$ 恒成立，则实数 $a$ 的取值范围是')).toBe('$(-\\infty, 1]$');
  });
  it('splits the line where the coefficient of a changes sign (e^x ≥ ax on R)', async () => {
    expect(
      await answer('若关于 $x$ 的不等式 $\\mathrm{e}^{x}-a x \\geq 0$ 对任意 $x \\in \\mathbb{R}$ 恒成立，则实数 $a$ 的取值范围是'),
    ).toBe('$[0, \\mathrm{e}]$');
  });
  it('an end where the coefficient of a vanishes, and two functions compared', async () => {
    expect(await answer('设函数 $f(x)=\\mathrm{e}^{x}-a x-1$，若 $f(x) \\geq 0$ 在 $[0,+\\infty)$ 上恒成立，求实数 $a$ 的取值范围')).toBe(
      '$(-\\infty, 1]$',
    );
    expect(await answer('若不等式 $2 x \\ln x \\geq-x^{2}+a x-3$ 对 $x \\in(0,+\\infty)$ 恒成立，则实数 $a$ 的取值范围是')).toBe(
      '$(-\\infty, 4]$',
    );
    expect(
      await answer(
        '已知 $f(x)=x \\ln x$，$g(x)=a x-1$，若 $f(x) \\leq g(x)$ 对任意 $x \\in\\left[\\frac{1}{\\mathrm{e}}, \\mathrm{e}\\right]$ 都成立，则实数 $a$ 的最小值为',
      ),
    ).toBe('$a_{\\min}=\\mathrm{e} - 1$');
    expect(
      await answer(
        `若 $\\forall x>0$，$\\ln x \\leq a x$ 恒成立，则实数 $a$ 的取值范围为（ ）\n${opts(['\\left[\\frac{1}{\\mathrm{e}},+\\infty\\right)', '\\left(\\frac{1}{\\mathrm{e}},+\\infty\\right)', '[\\mathrm{e},+\\infty)', '(-\\infty, \\mathrm{e}]'])}`,
      ),
    ).toMatch(/^A/);
  });
  it('「都有」 on a closed interval with an irrational minimum point', async () => {
    expect(await answer('若对任意 $x \\in[1,2]$，都有 $x^{2}-a x+2 \\geq 0$，则实数 $a$ 的取值范围是')).toBe('$(-\\infty, 2\\sqrt{2}]$');
    expect(await answer('已知函数 $f(x)=a x-\\ln x$，若 $f(x)>0$ 恒成立，则实数 $a$ 的取值范围是')).toBe(
      '$(\\frac{1}{\\mathrm{e}}, +\\infty)$',
    );
  });
  it('asks the largest or the smallest value', async () => {
    expect(await answer('若不等式 $x \\ln x+a \\geq 0$ 对任意 $x\\in(0,+\\infty)$ 恒成立，则实数 $a$ 的最小值是')).toBe(
      '$a_{\\min}=\\frac{1}{\\mathrm{e}}$',
    );
    expect(await answer('对任意 $x>0$，不等式 $x \\ln x-a x+1 \\geq 0$ 恒成立，则实数 $a$ 的最大值为')).toBe('$a_{\\max}=1$');
    expect(await answer('若不等式 $\\lambda x \\leq \\mathrm{e}^{x}$ 对任意 $x>0$ 恒成立，则 $\\lambda$ 的最大值为')).toMatch(
      /\\mathrm\{e\}\$$/,
    );
  });
  it('holds for some x', async () => {
    expect(await answer('若 $\\exists x\\in[1,\\mathrm{e}]$，使得 $x-a\\ln x<0$ 成立，则实数 $a$ 的取值范围是')).toBe(
      '$(\\mathrm{e}, +\\infty)$',
    );
    expect(await answer('若存在 $x \\in[1,2]$，使得不等式 $x^{2}-a x+1<0$ 成立，则实数 $a$ 的取值范围是')).toBe('$(2, +\\infty)$');
    expect(await answer('若存在 $x\\in(0,+\\infty)$，使 $\\ln x-a x \\geq 0$ 成立，则实数 $a$ 的取值范围是')).toBe(
      '$(-\\infty, \\frac{1}{\\mathrm{e}}]$',
    );
    expect(await answer('若关于 $x$ 的不等式 $x^{2}-2 x-a>0$ 在区间 $[1,4]$ 上有解，则实数 $a$ 的取值范围是')).toBe('$(-\\infty, 8)$');
  });
});

describe('near misses the kind must not answer', () => {
  it('refuses a letter that does not enter linearly', () => {
    expect(kind('已知函数 $f(x)=\\mathrm{e}^{x}-a^{2} x$ 有两个零点，则实数 $a$ 的取值范围是')).toBe('refused');
    expect(kind('已知函数 $f(x)=\\mathrm{e}^{a x}-x$ 有两个零点，则实数 $a$ 的取值范围是')).toBe('refused');
    expect(kind('已知函数 $f(x)=\\ln (x+a)-x$ 有两个零点，则实数 $a$ 的取值范围是')).toBe('refused');
    expect(kind('已知函数 $f(x)=\\frac{x}{a}-\\ln x$ 有两个零点，则实数 $a$ 的取值范围是')).toBe('refused');
  });
  it('does not read a piecewise function, a second letter, or a condition it does not know', () => {
    expect(
      kind('已知函数 $f(x)=\\begin{cases}\\mathrm{e}^{x}-a, & x \\leq 0 \\\\ x-a, & x>0\\end{cases}$ 有两个零点，则实数 $a$ 的取值范围是'),
    ).toBe('not read');
    expect(kind('已知函数 $f(x)=\\mathrm{e}^{x}-a x+b$ 有两个零点，则实数 $a$ 的取值范围是')).toBe('not read');
    expect(kind('已知函数 $f(x)=\\mathrm{e}^{x}-a x$ 有两个极值点，则实数 $a$ 的取值范围是')).toBe('not read');
    expect(kind('若函数 $f(x)=x^{3}-3 x-a$ 有三个零点，且其中两个零点为正数，则实数 $a$ 的取值范围是')).toBe('not read');
    expect(kind('对任意 $x_{1} \\in[0,1]$，存在 $x_{2} \\in[1,2]$，使 $x_{1}^{2}+a \\geq \\ln x_{2}$ 成立，则实数 $a$ 的取值范围是')).toBe(
      'not read',
    );
  });
  it('refuses when an extreme point or a limit cannot be written exactly', () => {
    expect(kind('若函数 $f(x)=\\mathrm{e}^{x}-2 x^{2}-a$ 有三个零点，则实数 $a$ 的取值范围是')).toBe('refused');
    expect(kind('若函数 $f(x)=x \\mathrm{e}^{x}+x^{2}-a$ 有两个零点，则实数 $a$ 的取值范围是')).toBe('refused');
    expect(kind('若关于 $x$ 的方程 $\\frac{1}{\\ln x}=a$ 有两个不等实根，则实数 $a$ 的取值范围是')).toBe('refused');
  });
  it('refuses when no value of the letter meets the condition', () => {
    // a unique zero of e^x − ax lies at x = 1 or below 0, never beyond 1
    expect(kind('已知函数 $f(x)=\\mathrm{e}^{x}-a x$ 有唯一零点 $x_{0}$，且 $x_{0}>1$，则实数 $a$ 的取值范围是')).toBe('refused');
    // x + ln x / x is unbounded below on (0, +∞)
    expect(
      kind('已知函数 $f(x)=x^{2}+\\ln x$，$g(x)=a x$，若 $f(x) \\geq g(x)$ 对 $x \\in(0,+\\infty)$ 恒成立，则实数 $a$ 的取值范围是'),
    ).toBe('refused');
  });
  it('refuses trigonometric functions, an empty range, and a bound that is not attained', () => {
    expect(kind('若函数 $f(x)=\\sin x-a x$ 在 $(0, \\pi)$ 上有零点，则实数 $a$ 的取值范围是')).toBe('refused');
    expect(kind('若不等式 $a x \\leq \\ln x+1$ 对任意 $x>0$ 恒成立，则实数 $a$ 的取值范围是')).toBe('refused');
    expect(kind('已知函数 $f(x)=\\mathrm{e}^{x}-a x$ 有两个零点，则实数 $a$ 的最小值是')).toBe('refused');
    expect(kind('若函数 $f(x)=|x-1|-a x$ 有两个零点，则实数 $a$ 的取值范围是')).toBe('refused');
  });
});

describe('the integers of the range (整数 a 的最大值 / 最小值 / 个数)', () => {
  it('the largest or smallest integer follows the bracket of an integer end and lies strictly inside an irrational one', async () => {
    // a ≤ e: 2; a < 1 and a ≤ 1 differ; a > 2 − 2ln 2 ≈ 0.61: 1
    expect(await answer('若 $\\mathrm{e}^{x}-a x>0$ 对任意 $x\\in(1,+\\infty)$ 恒成立，则整数 $a$ 的最大值为')).toBe('$a_{\\max}=2$');
    expect(await answer('若 $x^{2}-2 \\ln x-a\\geq 0$ 对任意 $x\\in(0,+\\infty)$ 恒成立，则整数 $a$ 的最大值为')).toBe('$a_{\\max}=1$');
    expect(await answer('若 $x^{2}-2 \\ln x-a>0$ 对任意 $x\\in(0,+\\infty)$ 恒成立，则整数 $a$ 的最大值为')).toBe('$a_{\\max}=0$');
    expect(await answer('已知函数 $f(x)=\\mathrm{e}^{x}-2 x-a$ 有两个零点，则整数 $a$ 的最小值为')).toBe('$a_{\\min}=1$');
    expect(await answer('若 $\\mathrm{e}^{x}-a x>0$ 对任意 $x\\in(1,+\\infty)$ 恒成立，则 $a$ 的最大整数值为')).toBe('$a_{\\max}=2$');
  });
  it('counts the integers or the positive integers of a bounded set', async () => {
    expect(await answer('若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个不等实根，则满足条件的整数 $a$ 的个数为')).toBe('$3$');
    expect(await answer('若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个不等实根，则正整数 $a$ 的个数为')).toBe('$1$');
    // the steps list the integers of the set, an unbounded side as dots
    const listed = await solver.solve({ text: '若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个不等实根，则整数 $a$ 的个数为' });
    expect(listed.ok && listed.markdown).toContain('其中的整数为 $-1,0,1$');
    const dots = await solver.solve({ text: '函数 $f(x)=x^{3}-3 x+a$ 有且只有一个零点，则正整数 $a$ 的最小值为' });
    expect(dots.ok && dots.markdown).toContain('其中的正整数为 $3,4,\\ldots$');
    expect(await answer('若 $\\mathrm{e}^{x}-a x\\geq 0$ 对任意 $x\\in(0,+\\infty)$ 恒成立，则满足条件的正整数 $a$ 的个数为')).toBe('$2$');
  });
  it('refuses an unbounded side, a set without integers, and integers asked as a range', () => {
    expect(kind('若 $\\mathrm{e}^{x}-a x\\geq 0$ 对任意 $x\\in(0,+\\infty)$ 恒成立，则整数 $a$ 的最小值是')).toBe('refused');
    expect(kind('若 $\\mathrm{e}^{x}-a x\\geq 0$ 对任意 $x\\in(0,+\\infty)$ 恒成立，则整数 $a$ 的个数为')).toBe('refused');
    expect(kind('若关于 $x$ 的方程 $\\frac{\\ln x}{x}=a$ 有两个不等实根，则整数 $a$ 的最大值为')).toBe('refused');
    expect(kind('若关于 $x$ 的方程 $x^{2}-a x+4=0$ 在区间 $[1,4)$ 上有两个不等实根，则整数 $a$ 的最大值为')).toBe('refused');
    expect(kind('若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 有三个不等实根，则整数 $a$ 的取值范围为')).toBe('not read');
    expect(kind('若存在唯一的整数 $x_{0}$，使得 $x_{0}^{2}-a x_{0}<0$ 成立，则实数 $a$ 的取值范围是')).toBe('not read');
  });
  it('places an end against the integers only with a margin; an integer end must be written as one', () => {
    const end = (node: Node, approx: number) => ({ node, approx });
    const open = (lo: ReturnType<typeof end> | null, hi: ReturnType<typeof end> | null) => [{ lo, hi, loClosed: false, hiClosed: false }];
    expect(integerRuns(open(end(num(0), 0), end(E, Math.E)), false)).toEqual([[1, 2]]);
    expect(integerRuns([{ lo: end(num(0), 0), hi: end(num(3), 3), loClosed: true, hiClosed: false }], false)).toEqual([[0, 2]]);
    // an irrational end within 10⁻⁶ of an integer (ln of something, say) is not decided by its float
    expect(integerRuns(open(null, end(fn('ln', num(8)), 2 + 1e-9)), false)).toBeNull();
    expect(integerRuns(open(null, end(E, Math.E)), true)).toEqual([[1, 2]]);
    expect(integerAnswer([[-Infinity, 2]], 'min')).toMatch(/无界/);
    expect(integerAnswer([[-1, 1]], 'count')).toBe(3);
    expect(integerAnswer([], 'max')).toMatch(/没有/);
  });
});

describe('limits at an open end that is a turning point: the value there, approached and not attained', () => {
  it('e^x/x towards 1 on (1, +∞), ln x/x towards e on (0, e)', async () => {
    expect(await answer('若 $\\mathrm{e}^{x}-a x>0$ 对任意 $x\\in(1,+\\infty)$ 恒成立，则实数 $a$ 的取值范围是')).toBe(
      '$(-\\infty, \\mathrm{e}]$',
    );
    expect(await answer('若存在 $x\\in(1,+\\infty)$，使得 $\\mathrm{e}^{x}-a x<0$ 成立，则实数 $a$ 的取值范围是')).toBe(
      '$(\\mathrm{e}, +\\infty)$',
    );
    expect(await answer('已知函数 $f(x)=\\ln x-a x$ 在 $(0,\\mathrm{e})$ 上有零点，则实数 $a$ 的取值范围是')).toBe(
      '$(-\\infty, \\frac{1}{\\mathrm{e}})$',
    );
    expect(await answer('已知函数 $f(x)=\\ln x-a x$ 在 $(0,\\mathrm{e}]$ 上有零点，则实数 $a$ 的取值范围是')).toBe(
      '$(-\\infty, \\frac{1}{\\mathrm{e}}]$',
    );
    expect(await answer('若关于 $x$ 的方程 $x^{3}-3 x-a=0$ 在 $(1,2)$ 上有实数根，则实数 $a$ 的取值范围是')).toBe('$(-2, 2)$');
  });
});
