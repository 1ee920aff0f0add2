import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { statementsAsked } from '../../server/solver/science/statement-picks';

// One reading of what a statement question asks, shared by every physics chooser that picks true or false statements:
// a stem that measures the options against something else (「违背…的是」「能说明…的是」) must not be answered with the
// true statements.
const solver = createOfflineSolver();

describe('what a statement stem asks', () => {
  it('reads the true, the false, and the stems picking cannot answer', () => {
    expect(statementsAsked('下列说法正确的是')).toBe('true');
    expect(statementsAsked('下列说法中不符合物理学史实的是')).toBe('false');
    expect(statementsAsked('下列说法不正确的是')).toBe('false');
    expect(statementsAsked('下列说法违背物理学史实的是')).toBeNull();
    expect(statementsAsked('下列事实能说明光具有粒子性的是')).toBeNull();
    expect(statementsAsked('下列说法中正确的有几项')).toBeNull();
  });

  it('reads the ask in the last clause: a premise that speaks of what is wrong does not turn the question round', () => {
    expect(statementsAsked('下列说法错误的是（ ）')).toBe('false');
    expect(statementsAsked('由于操作不当，下列说法正确的是')).toBe('true');
    expect(statementsAsked('下列实验操作不当的是')).toBe('false');
    expect(statementsAsked('某同学的实验记录有误，下列说法正确的是')).toBeNull();
    expect(statementsAsked('若小球不可能到达最高点，下列说法正确的是')).toBeNull();
  });

  const cases: [string, string][] = [
    [
      '下列说法中，违背物理学史实的是（　）\nA. 牛顿发现了万有引力定律\nB. 卡文迪许测出了引力常量\nC. 法拉第发现了电流的磁效应\nD. 库仑发现了库仑定律',
      'C',
    ],
    [
      '一辆汽车以10 m/s的速度匀速行驶，刹车后做匀减速直线运动，加速度大小为2 m/s²，下列说法违背事实的是（　）\nA. 刹车后2 s末的速度为6 m/s\nB. 刹车后5 s内的位移为25 m\nC. 刹车后6 s内的位移为24 m\nD. 刹车后3 s末的速度为4 m/s',
      'C',
    ],
    [
      '一定质量的理想气体，某同学的判断有误，下列说法正确的是（ ）\nA. 气体绝热膨胀，其内能一定减小\nB. 气体绝热压缩，其内能一定减小\nC. 气体对外做功，其内能一定减小\nD. 气体放出热量，其内能不可能增加',
      'A',
    ],
  ];
  it('a substance question whose premise speaks of what is wrong is not answered with the false statement', async () => {
    // three options are true and the stem asks for the true one: no single answer, so it must be refused
    const text =
      '某些做法不符合安全要求，下列说法正确的是（ ）\nA. 碳酸氢钠可用于治疗胃酸过多\nB. 明矾可用于净水\nC. 医用酒精中乙醇的体积分数为95%\nD. 小苏打可用作焙制糕点的膨松剂';
    const out = await solver.solve({ text });
    expect(out.ok, out.ok ? out.finalAnswer : '').toBe(false);
  });

  for (const [text, letter] of cases) {
    it(`right or refused, never the true statements: ${text.split('\n')[0]}`, async () => {
      const out = await solver.solve({ text });
      if (out.ok) expect(out.finalAnswer.trim().match(/^[A-D]+/)?.[0]).toBe(letter);
    });
  }
});
