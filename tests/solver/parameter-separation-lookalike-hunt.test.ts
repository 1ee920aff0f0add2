import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { lookalikeFaults } from './lookalike-hunt-shared';
import * as families from './parameter-separation-lookalike-cases';
import { readSet, wrongUnlessSame } from './parameter-separation-lookalike-check';

// Look-alikes of the range of a parameter found by separating it, each worked by hand in its file: the solver must
// give exactly the hand-worked set (values, brackets, isolated points) or refuse.
const solver = createOfflineSolver();

describe('the comparison of a range with the hand-worked one', () => {
  it('tells a bracket, an isolated point and a union apart', () => {
    expect(wrongUnlessSame('$(\\mathrm{e}, +\\infty)$', '(e,inf)')).toBeNull();
    expect(wrongUnlessSame('$[\\mathrm{e}, +\\infty)$', '(e,inf)')).toBe('wrong');
    expect(wrongUnlessSame('$(-\\infty, 0) \\cup \\{\\mathrm{e}\\}$', '(-inf,0)u{e}')).toBeNull();
    expect(wrongUnlessSame('$(-\\infty, 0]$', '(-inf,0)u{e}')).toBe('wrong');
    expect(wrongUnlessSame('$a_{\\max}=\\mathrm{e}$', '=e')).toBeNull();
    expect(wrongUnlessSame('$a_{\\max}=2$', '=e')).toBe('wrong');
    expect(wrongUnlessSame('B. $(e,+\\infty)$', 'B')).toBeNull();
    expect(wrongUnlessSame('$(0, 1)$', null)).toBe('wrong');
    expect(readSet('$\\{-2, 2\\}$')).toEqual(readSet('{-2}u{2}'));
  });
});

describe('look-alikes of the parameter-separation kind: answered exactly right or refused', () => {
  for (const [name, cases] of Object.entries(families)) {
    it(`${name} (${cases.length})`, { timeout: 120_000 }, async () => {
      expect(await lookalikeFaults(solver, cases, wrongUnlessSame)).toEqual([]);
    });
  }
  it('holds at least 150 look-alikes', () => {
    expect(Object.values(families).flat().length).toBeGreaterThanOrEqual(150);
  });
});
