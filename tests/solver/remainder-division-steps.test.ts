import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
const solve = async (text: string) => {
  const r = await solver.solve({ text });
  if (!r.ok) throw new Error('not solved');
  return r;
};

/** A division that does not come out even is written with its remainder (……), not as a fraction. */
describe('division with a remainder in word problems', () => {
  it('进一法: 425 ÷ 6 = 70……5, 70 + 1 = 71', async () => {
    const r = await solve('饲养小组养了425只兔子，每6只关一个笼子，最少需要多少个笼子？');
    expect(r.finalAnswer).toContain('71');
    expect(r.markdown).toContain('$425 \\div 6 = 70$（个）……$5$（只）');
    expect(r.markdown).toContain('$70 + 1 = 71$（个）');
    expect(r.markdown).not.toContain('\\frac{425}{6}');
  });

  it('去尾法 and a share keep the quotient', async () => {
    const cloth = await solve('有50米布，每3米做一件衣服，最多可以做几件？');
    expect(cloth.markdown).toContain('$50 \\div 3 = 16$（件）……$2$（米）');
    const books = await solve('74本书平均分给9个班，每个班分多少本？');
    expect(books.markdown).toContain('商 $8$ 就是每份分得的');
  });

  it('equal amounts read as sharing into equal parts', async () => {
    const r = await solve('红、黄、蓝三种气球一样多，一共15个，红气球有多少个？');
    expect(r.markdown).toContain('3 种同样多，就是把总数平均分成 3 份');
  });
});
