import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// Selections from two groups asked 「…的选法有」 with no comma before the question, and 「男、女生都有」.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('selections asked in one clause', () => {
  it('reads the condition running into 「的选法」', async () => {
    expect(await answer('从 4 名男生和 3 名女生中选出 3 人，至少有 1 名女生的选法有____种')).toBe('$31$');
    expect(await answer('从 5 名男生和 4 名女生中选出 3 人，恰有 2 名女生的不同选法有____种')).toBe('$30$');
    expect(await answer('从 5 名男生和 4 名女生中选出 3 人，男、女生都有的选法共有____种')).toBe('$70$');
    expect(await answer('从 5 名男生和 4 名女生中选出 3 人参加活动，要求男、女生都有，则不同的选法共有____种')).toBe('$70$');
  });

  it('refuses a condition on a group that is not there, and a count larger than the group', async () => {
    expect(await answer('从 4 名男生和 3 名女生中选出 3 人，至少有 1 名教师的选法有____种')).toBeNull();
    expect(await answer('从 4 名男生和 3 名女生中选出 3 人，恰有 4 名女生的选法有____种')).toBeNull();
  });
});
