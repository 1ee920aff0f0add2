import { describe, expect, it } from 'vitest';
import { parseExpr } from '../../server/solver/math/expression/parser';
import { surdValue } from '../../server/solver/math/numbers/surd-eval';
import { normalize } from '../../server/solver/math/expression/text';
import { createOfflineSolver } from '../../server/solver/offline';

const solver = createOfflineSolver();
const partsOf = (latex: string) => {
  const s = surdValue(parseExpr(normalize(latex)));
  return s && [s.a.toString(), s.b.toString(), String(s.r)];
};

describe('the exact value of a constant with one kind of square root', () => {
  it('multiplies, divides and raises to whole powers exactly', () => {
    expect(partsOf('\\frac{(\\sqrt{3}-1)(\\sqrt{3}+1)}{8}')).toEqual(['1/4', '0', '1']);
    expect(partsOf('\\sqrt{2}\\cdot\\sqrt{6}')).toEqual(['0', '2', '3']);
    expect(partsOf('\\frac{1}{2-\\sqrt{3}}')).toEqual(['2', '1', '3']);
    expect(partsOf('(1+\\sqrt{2})^{2}')).toEqual(['3', '2', '2']);
    expect(partsOf('\\sqrt{\\frac{1}{2}}')).toEqual(['0', '1/2', '2']);
  });

  it('takes the root of a radicand built of surds when the radicand is rational', () => {
    expect(partsOf('\\sqrt{(2-\\sqrt{2})(2+\\sqrt{2})}')).toEqual(['0', '1', '2']);
    expect(partsOf('\\sqrt{(\\sqrt{3}+1)(\\sqrt{3}-1)}')).toEqual(['0', '1', '2']);
    expect(partsOf('\\sqrt{(1-\\sqrt{2})(1+\\sqrt{2})}')).toBeNull();
    expect(partsOf('\\sqrt{2+\\sqrt{3}}')).toBeNull();
  });

  it('gives nothing for two different radicands or other functions', () => {
    expect(partsOf('\\sqrt{2}+\\sqrt{3}')).toBeNull();
    expect(partsOf('\\sqrt[3]{2}')).toBeNull();
    expect(partsOf('\\ln 2')).toBeNull();
  });

  it('writes products of special angles in their simplest form', async () => {
    const cases: [string, string][] = [
      ['$\\sin 15^{\\circ} \\cos 15^{\\circ}=$____', '$\\frac{1}{4}$'],
      ['$\\cos 75^{\\circ} \\cos 15^{\\circ}=$____', '$\\frac{1}{4}$'],
      ['$\\sin 15^{\\circ}\\sin 75^{\\circ}=$____', '$\\frac{1}{4}$'],
      ['$\\sin 75^{\\circ}\\cos 15^{\\circ}+\\cos 75^{\\circ}\\sin 15^{\\circ}=$____', '$1$'],
      ['$(\\sqrt{3}+1)^2=$____', '$4 + 2\\sqrt{3}$'],
    ];
    for (const [text, answer] of cases) {
      const r = await solver.solve({ text });
      expect(r.ok && r.finalAnswer, text).toBe(answer);
    }
  });
});
