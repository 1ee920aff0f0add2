import { describe, expect, it } from 'vitest';
import { sequencesEngine } from '../../server/solver/engines/sequences';
import { readQuestion } from '../../server/solver/read/question';
import { expectNoAnswer, numbersBy } from './hs-helpers';

async function run(text: string) {
  return sequencesEngine.solve(readQuestion(text, 'solution', 'math'));
}

describe('sequences engine', () => {
  it('finds a_n and S_n of an arithmetic sequence from a term and a sum', async () => {
    const r = await run('已知等差数列 $\\{a_n\\}$ 的前 $n$ 项和为 $S_n$，且 $a_2=7$，$S_5=45$，求通项公式 $a_n$ 及 $S_n$。');
    expect(r?.outcome.ok).toBe(true);
    if (r?.outcome.ok) expect(r.outcome.finalAnswer).toBe('$a_n=2n+3,\\quad S_n=n^2+4n$');
  });
  it('answers the common difference asked in exam wording', async () => {
    const r = await run(
      '记 $S_{n}$ 为等差数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和. 若 $a_{2}+a_{6}=10, S_{3}=3$, 则 $\\left\\{a_{n}\\right\\}$ 的公差为____',
    );
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$d=2$');
  });
  it('finds a geometric ratio from a homogeneous condition', async () => {
    const r = await run('等比数列 $\\{a_n\\}$ 的前 $n$ 项和为 $S_n$，若 $S_2=3a_1$，则公比 $q=$');
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$q=2$');
  });
  it('uses 各项均为正数 to pick the ratio', async () => {
    const r = await run('已知各项均为正数的等比数列 $\\{a_n\\}$ 中，$a_1=2$，$a_3=18$，则 $a_4=$');
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$a_4=54$');
  });
  it('answers a determined sum from a single condition and picks the option', async () => {
    const r = await run(
      '已知 $S_{n}$ 是等差数列 $\\{a_{n}\\}$ 的前 $n$ 项和, 若 $a_{2}+a_{8}=6$, 则 $S_{9}=(\\quad)$ A. 18 B. 27 C. 36 D. 54',
    );
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('B（27）');
  });
  it('refuses when the asked value is not determined', async () => {
    const r = await run('已知等比数列 $\\{a_n\\}$ 中，$a_2a_4=16$，$a_1+a_5=17$，则 $a_2=$');
    expect(r?.outcome.ok).toBe(false);
  });
  it('leaves questions with unknown conditions to other engines', async () => {
    expect(await run('已知等差数列 $\\{a_n\\}$ 满足 $a_3=5$，且 $b_n=2^{a_n}$，求 $b_2$')).toBeNull();
    expect(await run('已知数列 $\\{a_n\\}$ 满足 $a_{n+1}=a_n^2+1$，$a_1=1$，求 $a_n$')).toBeNull();
  });
  it('reads 求 $a_n$ like 则 $a_n=$ (a linear recurrence it knows)', async () => {
    const r = await run('已知数列 $\\{a_n\\}$ 满足 $a_{n+1}=2a_n+1$，$a_1=1$，求 $a_n$');
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$a_n=2^{n}-1$');
  });
});

describe('sequences engine: recurrences', () => {
  it('a_{n+1}=pa_n+r by the construction of a geometric sequence', async () => {
    const r = await run('已知数列 $\\{a_n\\}$ 满足 $a_1=3$，$a_{n+1}=2a_n-1$，则 $a_n=$');
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$a_n=2^{n}+1$');
  });
  it('a_{n+1}=a_n+f(n) by accumulation', async () => {
    const r = await run('数列 $\\{a_n\\}$ 满足 $a_1=2, a_{n+1}=a_n+2n$，求通项公式 $a_n$');
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$a_n=n^2-n+2$');
  });
  it('terms and sums from S_n = p a_n + r', async () => {
    const r = await run('记 $S_n$ 为数列 $\\{a_n\\}$ 的前 $n$ 项和，若 $S_n=3a_n-2$，则 $S_4=$');
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$S_{4}=\\frac{65}{8}$');
  });
  it('a term of a nonlinear recurrence by iteration', async () => {
    const r = await run('已知数列 $\\{a_n\\}$ 中，$a_1=1$，$a_{n+1}=\\frac{2a_n}{a_n+2}$，则 $a_4=$');
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$a_{4}=\\frac{2}{5}$');
  });
  it('leaves recurrences with extra conditions alone', async () => {
    expect(await run('已知数列 $\\{a_n\\}$ 满足 $a_1=1$，$a_{n+1}=2a_n+1$ $(n\\geq 2)$，$b_n=a_n+1$，求 $b_3$')).toBeNull();
  });
  it('reads 「在等差数列…中」 like 「已知等差数列…」', async () => {
    const r = await run('在等差数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{3}=4, a_{6}=13$, 则 $a_{8}=$');
    expect(r?.outcome.ok && r.outcome.finalAnswer).toBe('$a_{8}=19$');
  });
});

describe('sequences: a condition that holds for every a1 at some ratio', () => {
  it('takes a1 from another condition and answers what every solution shares', async () => {
    // S3 = a2 + 10a1 ⇔ a1(q²−9)=0 → q = ±3; a5 = a1q⁴ = 9 → a1 = 1/9 for both
    expect(
      await numbersBy(
        sequencesEngine,
        '等比数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和为 $S_{n}$, 已知 $S_{3}=a_{2}+10 a_{1}, a_{5}=9$, 则 $a_{1}=$',
      ),
    ).toEqual([1 / 9]);
  });
  it('leaves what differs between the solutions', async () => {
    // a2 = a1·q = ±1/3
    await expectNoAnswer(
      sequencesEngine,
      '等比数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和为 $S_{n}$, 已知 $S_{3}=a_{2}+10 a_{1}, a_{5}=9$, 则 $a_{2}=$',
    );
  });
});

describe('sequences: one condition that fixes only d or q', () => {
  it('answers d or q, and values that do not depend on a1', async () => {
    expect(
      await numbersBy(
        sequencesEngine,
        '记 $S_{n}$ 为等差数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和. 若 $2 S_{3}=3 S_{2}+6$, 则公差 $d=$',
      ),
    ).toEqual([2]);
    expect(
      await numbersBy(
        sequencesEngine,
        '等比数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和为 $S_{n}$, 若 $S_{3}+3 S_{2}=0$, 则 $\\frac{a_{3}}{a_{1}}=$',
      ),
    ).toEqual([4]);
  });
  it('leaves a term, which depends on the a1 that no condition gives', async () => {
    await expectNoAnswer(sequencesEngine, '等差数列 $\\{a_n\\}$ 中, $2S_{3}=3S_{2}+6$, 则 $a_2=$');
    await expectNoAnswer(sequencesEngine, '等比数列 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和为 $S_{n}$, 若 $S_{3}+3 S_{2}=0$, 则 $a_{3}=$');
  });
});

describe('sequences: the number of terms from the sum, for a recurrence', () => {
  it('finds the only n with S_n equal to the value (terms of one sign)', async () => {
    expect(
      await numbersBy(
        sequencesEngine,
        '在数列 $\\left\\{a_{n}\\right\\}$ 中, $a_{1}=2, a_{n+1}=2 a_{n}, S_{n}$ 为 $\\left\\{a_{n}\\right\\}$ 的前 $n$ 项和, 若 $S_{n}=126$, 则 $n=$',
      ),
    ).toEqual([6]);
    expect(await numbersBy(sequencesEngine, '在数列 $\\{a_n\\}$ 中, $a_{1}=1, a_{n+1}=a_{n}+2$, 若 $S_{n}=100$, 则 $n=$')).toEqual([10]);
  });
  it('leaves a value no sum reaches and recurrences that are neither arithmetic nor geometric', async () => {
    await expectNoAnswer(sequencesEngine, '在数列 $\\{a_n\\}$ 中, $a_{1}=2, a_{n+1}=2 a_{n}$, 若 $S_{n}=100$, 则 $n=$');
    await expectNoAnswer(sequencesEngine, '在数列 $\\{a_n\\}$ 中, $a_{1}=1, a_{n+1}=a_{n}+n$, 若 $S_{n}=14$, 则 $n=$');
  });
});
