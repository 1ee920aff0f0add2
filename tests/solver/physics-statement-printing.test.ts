import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

/** A judged statement is printed in the steps as the paper printed it, formulas in $…$, not as normalised for reading. */
describe('the options of a physics statement question in the steps', () => {
  it('keeps the formulas of an option', async () => {
    const out = await createOfflineSolver().solve({
      text: [
        '下列说法符合物理学史实的是',
        'A. 赫兹通过一系列实验, 证实了麦克斯韦关于光的电磁理论',
        'B. 查德威克用 $\\alpha$ 粒子轰击 ${ }_{7}^{14} \\mathrm{~N}$ 获得反冲核 ${ }_{8}^{17} \\mathrm{O}$, 发现了中子',
        'C. 贝克勒尔发现天然放射性现象, 说明原子核有复杂结构',
        'D. 卢瑟福通过对阴极射线的研究, 提出了原子核式结构模型',
      ].join('\n'),
    });
    expect(out.ok && out.finalAnswer.startsWith('AC')).toBe(true);
    const markdown = out.ok ? out.markdown : '';
    expect(markdown).toContain('- B：查德威克用 $\\alpha$ 粒子轰击 ${ }_{7}^{14} \\mathrm{~N}$');
    expect(markdown).not.toContain(' \\alpha  ');
  });
});
