import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { judgeLabSentence, practicesMatching } from '../../server/solver/science/chem/lab-practice/judge';
import { labText } from '../../server/solver/science/chem/lab-practice/lab-text';
import { LAB_PRACTICE_CASES } from './chem-lab-practice-cases';
import { expectProbe } from './lookalike-hunt-shared';

const solver = createOfflineSolver();

describe('实验操作正误: probes', () => {
  it.each(LAB_PRACTICE_CASES.map((c, i) => [`${i + 1}: ${c.text.split('\n')[0]}`, c] as const))('%s', async (_, c) => {
    await expectProbe(solver, c);
  });
});

describe('one laboratory sentence', () => {
  const verdict = (text: string) => judgeLabSentence(labText(text))?.truth ?? null;
  it.each([
    ['加热氯化铵和氢氧化钙的混合物制取氨气', true],
    ['实验室用加热 NH₄Cl 固体的方法制取 NH₃', false],
    ['制取氨气时，加热氯化铵固体', false],
    ['用 CCl₄ 萃取碘水中的碘', true],
    // OCR's 人 for 入 after a verb.
    ['常压蒸馏时, 加人液体的体积不超过圆底烧瓶容积的三分之二', true],
    // Look-alikes with a part changed or added: undecided.
    ['用铝片与热浓硝酸反应制取二氧化氮', null],
    ['用排水法收集一氧化氮，并用浓硫酸干燥', null],
    ['用托盘天平称取 10.58 g 氯化钠', null],
    // Recorded as unsure: recognised, never decided.
    ['用洁净的铁丝代替铂丝做焰色试验', null],
    ['实验室用加热浓氨水的方法制取氨气', null],
    ['蒸馏时，温度计的水银球位于蒸馏烧瓶的支管口处，测定的是溶液的温度', null],
    ['用饱和食盐水除去氯气中的氯化氢，再通过浓硫酸得到纯净干燥的氯气', null],
  ] as const)('%s', (text, truth) => {
    expect(verdict(text)).toBe(truth);
  });
  it('reads no two recorded practices of opposite truth into one sentence', () => {
    const samples = ['用浓硫酸干燥氨气', '用排水法收集NO', '加热氯化铵固体制取氨气', '用酒精萃取碘水中的碘'];
    for (const s of samples) {
      const truths = new Set(practicesMatching(labText(s)).map((p) => p.truth));
      expect(truths.size, s).toBe(1);
    }
  });
});
