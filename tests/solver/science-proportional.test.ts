import { describe, expect, it } from 'vitest';
import { solvePhysics } from '../../server/solver/science/physics';

const answerOf = async (text: string) => {
  const out = await solvePhysics(text);
  return out?.ok ? out.finalAnswer.replace(/（.*$/, '') : null;
};

describe('proportionality in uniformly accelerated motion from rest', () => {
  it('momentum is proportional to time and speed', async () => {
    const text = [
      '一辆汽车由静止开始做匀加速直线运动，在这一过程中，汽车的动量（ ）',
      'A. 与它的位移成正比',
      'B. 与它所经历的时间成正比',
      'C. 与它的速度成正比',
      'D. 与它的动能成正比',
    ].join('\n');
    expect(await answerOf(text)).toBe('BC');
  });
  it('displacement is proportional to the square of the time', async () => {
    const text = [
      '物体做初速度为零的匀加速直线运动，物体的位移（ ）',
      'A. 与时间成正比',
      'B. 与时间的平方成正比',
      'C. 与速度成正比',
      'D. 与动能成正比',
    ].join('\n');
    expect(await answerOf(text)).toBe('BD');
  });
  it('does not answer with friction or an option of another form', async () => {
    const text = [
      '物体由静止开始做匀加速直线运动，物体的动能（ ）',
      'A. 与时间成正比',
      'B. 随时间均匀增加',
      'C. 与速度成正比',
      'D. 与位移成正比',
    ].join('\n');
    expect(await answerOf(text)).toBeNull();
  });
});
