import { describe, expect, it } from 'vitest';
import { examText } from '../../server/solver/engines/counting';

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
