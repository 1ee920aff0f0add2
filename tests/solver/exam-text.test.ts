import { describe, expect, it } from 'vitest';
import { examText } from '../../server/solver/engines/counting';
import { detachLeadingValue } from '../../server/solver/read/clean';

describe('examText removes exam decorations, never data', () => {
  it('keeps a count at the start of the question', () => {
    expect(examText('10件产品中有3件次品')).toContain('10件产品');
  });
  it('removes a question number and its score', () => {
    const t = examText('13. (5分) 10件产品中有3件次品');
    expect(t).not.toContain('13');
    expect(t).not.toContain('5分');
    expect(t).toContain('10件产品');
  });
});

describe('a value that OCR put into the next formula', () => {
  it('is split off after Chinese words', () => {
    expect(detachLeadingValue('前 3 项和为 $168, a_{2}-a_{5}=42$, 则')).toBe('前 3 项和为 $168$, $a_{2}-a_{5}=42$, 则');
    expect(detachLeadingValue('夹角为 $45^{\\circ}, k a-b$ 与 $a$ 垂直')).toBe('夹角为 $45^{\\circ}$, $k a-b$ 与 $a$ 垂直');
  });
  it('leaves lists of numbers and formulas that start with a letter alone', () => {
    expect(detachLeadingValue('从 $1,2,3,4,5$ 中任取 3 个')).toBe('从 $1,2,3,4,5$ 中任取 3 个');
    expect(detachLeadingValue('已知 $a_4+a_7=2, a_5 a_6=-8$')).toBe('已知 $a_4+a_7=2, a_5 a_6=-8$');
    expect(detachLeadingValue('点 $(1, 2)$ 在')).toBe('点 $(1, 2)$ 在');
  });
});
