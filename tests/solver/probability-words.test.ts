import { describe, expect, it } from 'vitest';
import { probabilityEngine } from '../../server/solver/engines/probability';
import { readQuestion } from '../../server/solver/read/question';

async function answer(text: string) {
  const r = await probabilityEngine.solve(readQuestion(text, 'solution', 'math'));
  if (r?.outcome.ok) expect(r.outcome.verification.status).toBe('verified');
  return r?.outcome.ok ? r.outcome.finalAnswer : r ? 'refused' : null;
}

describe('independent events in words', () => {
  it('two shooters', async () => {
    expect(await answer('甲、乙两人独立地射击同一目标，命中的概率分别为0.8和0.7，两人各射击一次，则至少一人命中的概率为')).toBe(
      '$\\frac{47}{50}$',
    );
    expect(await answer('甲、乙两人各射击一次，击中目标的概率分别为 $0.8$ 和 $0.7$，两人是否击中相互独立，则恰有一人击中的概率为')).toBe(
      '$\\frac{19}{50}$',
    );
    expect(await answer('甲、乙两人各射击一次，命中的概率分别为0.8和0.7，两人都命中的概率为')).toBe('$\\frac{14}{25}$');
  });
  it('three people and fractions', async () => {
    expect(
      await answer(
        '甲、乙、丙三人独立地解答一道题，解出的概率分别为 $\\frac{1}{2}$，$\\frac{1}{3}$，$\\frac{1}{4}$，则至少有一人解出的概率为',
      ),
    ).toBe('$\\frac{3}{4}$');
    expect(
      await answer(
        '甲、乙、丙三人独立地解答一道题，解出的概率分别为 $\\frac{1}{2}$，$\\frac{1}{3}$，$\\frac{1}{4}$，则三人都未解出的概率为',
      ),
    ).toBe('$\\frac{1}{4}$');
  });
  it('reads 「密码被译出」 as at least one of them succeeding (1 − 0.5 × 0.4)', async () => {
    expect(await answer('甲、乙两人独立地破译一个密码，他们能译出的概率分别为0.5和0.6，则密码被译出的概率为')).toBe('$\\frac{4}{5}$');
  });
  it('does not guess when the question is about something else', async () => {
    expect(await answer('甲、乙两人独立地破译一个密码，他们能译出的概率分别为0.5和0.6，则译出密码平均需要的天数为')).toBeNull();
    expect(await answer('甲、乙两人独立地破译一个密码，他们能译出的概率分别为0.5和0.6，则甲比乙先译出的概率为')).toBeNull();
  });
});

describe('drawing balls without replacement', () => {
  it('probability of exactly / at least k of a colour', async () => {
    expect(await answer('袋中有5个红球和3个白球，这些球除颜色外完全相同，从中一次任取3个球，则恰有2个红球的概率为')).toBe(
      '$\\frac{15}{28}$',
    );
    expect(await answer('盒子里装有4个白球和2个黑球，从中任取2个球，则至少有1个黑球的概率为')).toBe('$\\frac{3}{5}$');
    expect(await answer('袋中有3个红球和2个白球，从中任取2个，则取出的球都是红球的概率为')).toBe('$\\frac{3}{10}$');
  });
  it('expectation of the number of a colour', async () => {
    expect(await answer('袋中有6个红球和4个白球，从中不放回地任取3个球，记取出的红球个数为X，求X的数学期望')).toBe('$\\frac{9}{5}$');
  });
  it('leaves drawing with replacement alone', async () => {
    expect(await answer('袋中有5个红球和3个白球，有放回地取3次，每次取1个，则恰有2个红球的概率为')).toBeNull();
  });
});

describe('drawing balls: what is not understood', () => {
  it('a third colour or two colours asked together', async () => {
    expect(await answer('袋中有10个球，其中3个红球和2个白球，其余为黑球，从中任取2个，则恰有1个红球的概率为')).toBeNull();
    expect(await answer('袋中有5个红球和3个白球，从中任取3个，则恰有1个红球和1个白球的概率为')).toBeNull();
  });
});

describe('distribution tables', () => {
  it('a missing probability, then E and D', async () => {
    expect(
      await answer('已知随机变量 $X$ 的分布列为\n| $X$ | $0$ | $1$ | $2$ |\n|---|---|---|---|\n| $P$ | $0.2$ | $a$ | $0.3$ |\n则 $a=$'),
    ).toBe('$\\frac{1}{2}$');
    expect(
      await answer('已知随机变量 $X$ 的分布列为\n| $X$ | $0$ | $1$ | $2$ |\n|---|---|---|---|\n| $P$ | $0.2$ | $a$ | $0.3$ |\n求 $E(X)$'),
    ).toBe('$\\frac{11}{10}$');
    expect(
      await answer(
        '随机变量 $X$ 的分布列如下：$\\begin{array}{c|ccc} X & -1 & 0 & 1 \\\\ \\hline P & \\frac{1}{2} & \\frac{1}{3} & \\frac{1}{6} \\end{array}$，则 $D(X)=$',
      ),
    ).toBe('$\\frac{5}{9}$');
  });
  it('refuses nothing it cannot check', async () => {
    expect(
      await answer('已知随机变量 $X$ 的分布列为\n| $X$ | $0$ | $1$ | $2$ |\n|---|---|---|---|\n| $P$ | $0.5$ | $a$ | $0.7$ |\n则 $a=$'),
    ).toBeNull();
  });
});

describe('choosing from two groups without replacement', () => {
  it('products and people', async () => {
    expect(await answer('已知10件产品中有3件次品，从中任取2件，则恰有1件次品的概率为')).toBe('$\\frac{7}{15}$');
    expect(await answer('某小组有4名男生和2名女生，从中任选3人，则至少有1名女生的概率为')).toBe('$\\frac{4}{5}$');
    expect(await answer('一批产品共10件，其中有3件次品，从中任取3件，记取出的次品件数为X，求X的数学期望')).toBe('$\\frac{9}{10}$');
    expect(await answer('已知10件产品中有3件次品，从中有放回地取2次，则恰有1件次品的概率为')).toBeNull();
  });
});
