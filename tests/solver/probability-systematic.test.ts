import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
async function answer(text: string): Promise<string> {
  const o = await solver.solve({ text });
  if (o.ok) expect(o.verification.status).toBe('verified');
  return o.ok ? o.finalAnswer : 'refused';
}

describe('systematic sampling (系统抽样): numbers drawn at a fixed step', () => {
  it('decides which listed number is drawn, option by option', async () => {
    // step 600/50 = 12; 35 ≡ 11 (mod 12): only 215 shares it
    expect(
      await answer(
        '将 600 名学生编号为 $1,2, \\cdots, 600$, 采用系统抽样方法抽取 50 人, 已知 35 号被抽到, 则下列编号中被抽到的是\nA. 110\nB. 215\nC. 346\nD. 590',
      ),
    ).toBe('B（215）');
    // step 10, an option split over two lines as photographed papers print it
    expect(
      await answer(
        '工厂把 500 件产品编号为 1~500, 用系统抽样的方法抽取 50 件检验, 若 23 号产品被抽到, 则下面 4 件产品中被抽到的是\nA. 9 号产品\nB. 153 号\n\n产品\nC. 250 号产品\nD. 499 号产品',
      ),
    ).toBe('B（153号产品）');
  });
  it('gives the number drawn in a named group', async () => {
    expect(
      await answer(
        '某工厂有 800 名职工, 编号为 1~800, 现用系统抽样的方法抽取 40 人进行调查, 若第 1 组抽出的号码为 7, 则第 15 组抽出的号码为',
      ),
    ).toBe('287');
    expect(await answer('将 240 名学生编号为 1 至 240, 用系统抽样抽取 20 人, 若 30 号被抽到, 则第 8 组抽出的号码为')).toBe('90');
  });
  it('refuses a step that is not whole, two drawn options, or a known number outside its group', async () => {
    expect(
      await answer(
        '将 500 名学生编号为 $1,2, \\cdots, 500$, 采用系统抽样方法抽取 30 人, 已知 35 号被抽到, 则下列编号中被抽到的是\nA. 110\nB. 215\nC. 347\nD. 590',
      ),
    ).toBe('refused');
    expect(
      await answer(
        '将 600 名学生编号为 $1,2, \\cdots, 600$, 采用系统抽样方法抽取 50 人, 已知 35 号被抽到, 则下列编号中被抽到的是\nA. 110\nB. 215\nC. 347\nD. 590',
      ),
    ).toBe('refused');
    expect(
      await answer('某工厂有 800 名职工, 编号为 1~800, 现用系统抽样的方法抽取 40 人, 若第 2 组抽出的号码为 7, 则第 15 组抽出的号码为'),
    ).toBe('refused');
  });
});
