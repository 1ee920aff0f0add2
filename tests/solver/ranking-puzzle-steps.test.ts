import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();

describe('the ranking puzzle counts what each condition excludes', () => {
  it('says 「排除」, not 「又排除」, when the sayings are the first thing to exclude anything', async () => {
    const r = await solver.solve({
      text: '小明、小红、小刚、小丽四人赛跑。小明说：“我不是第一名。”小红说：“我比小刚跑得快。”小刚说：“我是第三名。”小丽说：“我不是最后一名，小红比我快。”他们说的都是真话。第一名是谁？\nA. 小明\nB. 小红\nC. 小刚\nD. 小丽',
    });
    expect(r.ok && r.finalAnswer).toContain('B');
    expect(r.ok && r.markdown).toContain('再看各人的话：有人的话不成立的排法排除 23 种。');
    expect(r.ok && r.markdown).not.toContain('又排除');
  });

  it('names the true count when only some sayings hold', async () => {
    const r = await solver.solve({
      text: '甲、乙、丙三人赛跑。甲说：“我是第一名。”乙说：“我不是第一名。”丙说：“我是最后一名。”赛后知道他们中只有一人说了假话。谁是第一名？\nA. 甲\nB. 乙\nC. 丙\nD. 无法确定',
    });
    expect(r.ok && r.finalAnswer).toContain('A');
    expect(r.ok && r.markdown).toContain('说对的句数不等于 2 的排法排除 5 种。');
  });
});
