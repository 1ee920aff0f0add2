import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// People in a row kept together (捆绑法) or apart (插空法), counted by listing every order.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('orders in a row with people together or apart', () => {
  it('bundles the people who must stand together', async () => {
    expect(
      await answer(
        '甲、乙、丙、丁、戊 5 人站成一排，其中甲、乙两人必须相邻，则不同的排法共有（ ）\nA. 24 种\nB. 48 种\nC. 72 种\nD. 120 种',
      ),
    ).toBe('B（48 种）');
    expect(await answer('5 个人排成一排，甲、乙两人站在一起，不同的排法有____种')).toBe('$48$');
    expect(await answer('甲、乙、丙等 7 人排成一排，甲、乙、丙三人必须相邻的排法有____种')).toBe('$720$');
    expect(await answer('4 名男生和 3 名女生站成一排，若 3 名女生必须站在一起，则不同的站法共有多少种？')).toBe('$720$');
  });

  it('puts the people who must stand apart into the gaps', async () => {
    expect(await answer('6 名同学排成一排照相，其中甲、乙两人不相邻的排法有____种')).toBe('$480$');
    expect(await answer('5 名同学站成一排，甲、乙不能相邻，则不同的站法有（ ）\nA. 36 种\nB. 48 种\nC. 72 种\nD. 120 种')).toBe(
      'C（72 种）',
    );
    expect(await answer('有 4 名男生和 2 名女生排成一排，2 名女生不相邻，则不同的排法有____种')).toBe('$480$');
    expect(await answer('3 名男生和 4 名女生排成一排，男生两两不相邻，则不同的排法有____种')).toBe('$1440$');
  });

  it('refuses other conditions and the ambiguous 三人不相邻', async () => {
    expect(await answer('5 人排成一排，甲、乙、丙三人不相邻，则不同的排法有____种')).toBeNull();
    expect(await answer('5 人排成一排，甲不站排头，甲、乙相邻，则不同的排法有____种')).toBeNull();
    expect(await answer('5 人排成一排，甲、乙之间恰有一人，则不同的排法有____种')).toBeNull();
    expect(await answer('甲、乙、丙 3 人站成一排，甲、乙、丙、丁相邻，则不同的排法有____种')).toBeNull();
  });
});
