import { describe, expect, it } from 'vitest';
import { primesAsApostrophes } from '../../server/solver/read/clean';
import { createOfflineSolver } from '../../server/solver/offline';

// OCR writes the derivative's prime as a superscript \prime; the readers know f'(x).
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('primes written as superscripts', () => {
  it('are apostrophes after a letter or a bracket', () => {
    expect(primesAsApostrophes('$f^{\\prime}(1)=$')).toBe("$f'(1)=$");
    expect(primesAsApostrophes('$y^{\\prime \\prime}$')).toBe("$y''$");
    expect(primesAsApostrophes('$f ^ \\prime(x)$')).toBe("$f'(x)$");
    expect(primesAsApostrophes('$(x^2)^{\\prime}$')).toBe("$(x^2)'$");
  });

  it('are left alone on nothing (those are quotation marks, read elsewhere)', () => {
    const quoted = ['$', '{ }^{\\prime} a$'].join('');
    expect(primesAsApostrophes(quoted)).toBe(quoted);
  });

  it('let the derivative readers answer the OCR spelling', async () => {
    expect(await answer('已知函数 $f(x)=x e^{x}$，则 $f^{\\prime}(1)=$____')).toBe("$f'(1) = 2\\mathrm{e}$");
    expect(await answer('已知函数 $f(x)=x^2\\ln x$，则 $f^{\\prime}(1)=$____')).toBe("$f'(1) = 1$");
    expect(await answer('已知函数 $f(x)=\\sin x$，则 $f^\\prime(\\frac{\\pi}{3})=$____')).toBe("$f'(\\frac{\\pi}{3}) = \\frac{1}{2}$");
  });
});
