import { describe, expect, it } from 'vitest';
import { readInclusion } from '../../server/solver/choice/inclusion';
import { createOfflineSolver } from '../../server/solver/offline';

async function answer(text: string): Promise<string | null> {
  const out = await createOfflineSolver().solve({ text });
  return out.ok ? out.finalAnswer : null;
}

describe('options saying one set contains another', () => {
  it('reads the sign and which set is the smaller', () => {
    expect(readInclusion('$B \\subseteq A$')).toEqual({ sub: 'B', sup: 'A', kind: 'subset' });
    expect(readInclusion('$A \\supseteq B$')).toEqual({ sub: 'B', sup: 'A', kind: 'subset' });
    expect(readInclusion('$A \\subsetneqq B$')).toEqual({ sub: 'A', sup: 'B', kind: 'proper' });
    expect(readInclusion('$A \\subset B$')).toEqual({ sub: 'A', sup: 'B', kind: 'either' });
    expect(readInclusion('$A \\subseteq A$')).toBeNull();
    expect(readInclusion('$A \\cap B \\subseteq C$')).toBeNull();
  });

  it.each([
    [
      '已知集合 $A=\\left\\{x \\mid x^{2}-3 x>0\\right\\}, B=\\{x \\mid-\\sqrt{10}<x<\\sqrt{10}\\}$, 则（）\nA. $A \\cap B=\\emptyset$\nB. $A \\cup B=R$\nC. $B \\subseteq A$\nD. $A \\subseteq B$',
      'B',
    ],
    [
      '设集合 $M=\\{x \\mid x^{2}-4<0\\}, N=\\{x \\mid x>-1\\}$, 则下列结论正确的是（ ）\nA. $M \\subseteq N$\nB. $N \\subseteq M$\nC. $M \\cap N=\\{x \\mid-1<x<2\\}$\nD. $M \\cup N=R$',
      'C',
    ],
    [
      '已知集合 $A=\\{1,2\\}, B=\\{x \\mid x^{2}-3 x+2=0\\}$, 则（ ）\nA. $A \\subseteq B$\nB. $A \\subsetneqq B$\nC. $B \\subsetneqq A$\nD. $A \\cap B=\\emptyset$',
      'A',
    ],
    [
      '已知集合 $P=\\{x \\mid 0<x<1\\}, Q=\\{x \\mid x<2\\}$, 则（ ）\nA. $P \\subsetneqq Q$\nB. $Q \\subseteq P$\nC. $P \\cap Q=\\emptyset$\nD. $P \\cup Q=R$',
      'A',
    ],
  ])('%s', async (text, letter) => {
    expect(await answer(text)).toMatch(new RegExp(`^${letter}`));
  });

  it('refuses when ⊂ between equal sets decides the option', async () => {
    const text =
      '已知集合 $A=\\{1,2\\}, B=\\{x \\mid x^{2}-3 x+2=0\\}$, 则（ ）\nA. $A \\subset B$\nB. $A \\cap B=\\emptyset$\nC. $A \\cup B=\\{1\\}$\nD. $A \\cap B=\\{2\\}$';
    expect(await answer(text)).toBeNull();
  });
});

describe('a set-builder bounded by roots', () => {
  it('keeps √ bounds exact in intersections and unions', async () => {
    const { solvedBy } = await import('./hs-helpers');
    const { setsEngine } = await import('../../server/solver/engines/sets-inequalities');
    const { out, value } = await solvedBy(
      setsEngine,
      '已知集合 $A=\\{x \\mid x^{2}-2 x>0\\}, B=\\{x \\mid-\\sqrt{5}<x<\\sqrt{5}\\}$，则 $A \\cap B=$____',
    );
    expect(out.finalAnswer).toContain('\\sqrt{5}');
    expect(value).toEqual({
      kind: 'interval',
      intervals: [
        { lo: -Math.sqrt(5), hi: 0, loClosed: false, hiClosed: false },
        { lo: 2, hi: Math.sqrt(5), loClosed: false, hiClosed: false },
      ],
    });
  });
});
