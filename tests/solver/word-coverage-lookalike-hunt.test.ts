import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { COVERAGE_LOOKALIKES } from './word-coverage-lookalikes';

/**
 * Look-alikes of the word problems of decision 0072, each with one detail changed. Every one must be answered with
 * its hand-worked answer or refused. Against the code before this hunt, 31 were answered wrongly: 两天共 and 两周一共
 * read as the whole of 上午 · 下午 and of 第一天 · 第二天, 一天共运出 as the whole of 运来, 全年共取钱 as the whole of
 * 上半年存钱, 李阿姨全年 and 小红第二次 as the doings of someone else, 共用了4小时 as 1/6 of a day of reading, 小红又走
 * added to 小明's way, 小红英语 to 小明's mean, 每个篮球 priced from 6 个足球 bought, 多少角 answered in 元, 还多4个梨
 * counted with the apples, 还剩8个梨 and 80千克梨 in a story of apples and peaches, 梨树和苹果树一共 answered with the
 * apple trees alone, a way back 每分钟 read as 每小时, 比计划节约20% taken of the amount used, 60亩 read as 60 公顷, and
 * 小明去年 · 小红今年 or 去年苹果 · 今年梨 read as one amount changed, and eleven questions of another one than the story's
 * (另一根绳子, 另一个圆, 另一个班, 小红5天, 一辆摩托车, 多少个螺母, 12吨水泥, 8千克水, 60套裤子, 剩下的沙子, 从甲地开往丙地,
 * 小明付了 for 小华's purchase).
 */
const solver = createOfflineSolver();

describe('word-problem look-alikes of decision 0072: one detail changed, the right answer or a refusal', () => {
  it(`${COVERAGE_LOOKALIKES.length} look-alikes`, { timeout: 120_000 }, async () => {
    expect(COVERAGE_LOOKALIKES.length).toBeGreaterThanOrEqual(550);
    expect(await lookalikeFaults(solver, COVERAGE_LOOKALIKES, wrongUnlessAgrees, (text) => text)).toEqual([]);
  });
});
