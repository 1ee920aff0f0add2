import { describe, expect, it } from 'vitest';
import { loadDevset, loadExtra } from '../../bench/solver/load';
import { chosenLetters, expectedNumber, readPlainNumbers, scoreOutcome } from '../../bench/solver/score';
import { expectedValue, type MathExpected } from '../../server/solver/math/answers/expected';
import type { SolveOutcome } from '../../server/solver/types';

const solved = (finalAnswer: string): SolveOutcome => ({
  ok: true,
  subject: 'math',
  problemType: 'other',
  markdown: '',
  finalAnswer,
  verification: { status: 'unverified' } as never,
  engine: 'test',
});
const refused: SolveOutcome = { ok: false, subject: 'math', problemType: 'other', reason: '暂不作答' };

describe('choice scoring', () => {
  const choice = (value: string) => ({ kind: 'choice', value });
  it('reads the letters before a parenthesised value', () => {
    expect([...(chosenLetters('C（$\\frac{1}{2}$）') ?? [])]).toEqual(['C']);
    expect([...(chosenLetters('BD') ?? [])].sort()).toEqual(['B', 'D']);
    expect(chosenLetters('$\\frac{1}{2}$')).toBeNull();
  });
  it('the right letter is solved, a wrong letter is wrong', () => {
    expect(scoreOutcome(choice('C'), solved('C（$\\frac{1}{2}$）'))).toBe('solved');
    expect(scoreOutcome(choice('C'), solved('B（$2$）'))).toBe('wrong');
  });
  it('a superset or a subset of the letters is wrong', () => {
    expect(scoreOutcome(choice('BD'), solved('BD'))).toBe('solved');
    expect(scoreOutcome(choice('BD'), solved('D、B'))).toBe('solved');
    expect(scoreOutcome(choice('B'), solved('BD'))).toBe('wrong');
    expect(scoreOutcome(choice('BD'), solved('B'))).toBe('wrong');
  });
  it('letters inside the parenthesised value do not count', () => {
    expect(scoreOutcome(choice('A'), solved('A（$S_{ABC}=2$）'))).toBe('solved');
  });
  it('an answer without a letter is wrong; a refusal is refused', () => {
    expect(scoreOutcome(choice('A'), solved('$2$'))).toBe('wrong');
    expect(scoreOutcome(choice('A'), refused)).toBe('refused');
  });
});

describe('number scoring', () => {
  const numbers = (value: Array<number | string>, unit?: string) => ({ kind: 'numbers', value, ...(unit ? { unit } : {}) });
  it('accepts numbers within 1e-6 relative and rejects beyond', () => {
    expect(scoreOutcome(numbers([0.102]), solved('0.1020000001 毫米'))).toBe('solved');
    expect(scoreOutcome(numbers([0.102]), solved('0.1021 毫米'))).toBe('wrong');
    expect(scoreOutcome(numbers([10.2]), solved('$10.2\\ \\mathrm{cm} = 102\\ \\mathrm{mm}$'))).toBe('wrong');
  });
  it('reads word-problem answers with units, fractions and percents', () => {
    expect(scoreOutcome(numbers([36]), solved('36千克'))).toBe('solved');
    expect(scoreOutcome(numbers(['5/8']), solved('$\\frac{5}{8}$'))).toBe('solved');
    expect(scoreOutcome(numbers(['12/100']), solved('12%'))).toBe('solved');
    expect(scoreOutcome(numbers(['1+sqrt(2)']), solved('$1+\\sqrt{2}$'))).toBe('solved');
    expect(readPlainNumbers('$2\\frac{1}{2}$ 米')).toEqual({ numbers: [2.5], unit: '米' });
  });
  it('needs every expected number and no other', () => {
    expect(scoreOutcome(numbers([2, 3]), solved('$x=2$ 或 $x=3$'))).toBe('solved');
    expect(scoreOutcome(numbers([3]), solved('$x=2$ 或 $x=3$'))).toBe('wrong');
  });
  it('checks the unit only when both sides have one', () => {
    expect(scoreOutcome(numbers([36], '千克'), solved('36 kg'))).toBe('solved');
    expect(scoreOutcome(numbers([36], '千克'), solved('36'))).toBe('solved');
    expect(scoreOutcome(numbers([36], '千克'), solved('36 克'))).toBe('wrong');
  });
  it('an angle published in degrees is also right in radians, and wrong with another value', () => {
    expect(scoreOutcome(numbers([90], '°'), solved('$90^{\\circ}$'))).toBe('solved');
    expect(scoreOutcome(numbers([90], '°'), solved('$\\frac{\\pi}{2}$'))).toBe('solved');
    expect(scoreOutcome(numbers([90], '°'), solved('$60^{\\circ}$'))).toBe('wrong');
    expect(scoreOutcome(numbers([90], '°'), solved('$90$'))).toBe('wrong');
  });
  it('a tangent line is right as y = f(x) or in general form, wrong otherwise', () => {
    const line = { kind: 'expression', value: '-2x-1' };
    expect(scoreOutcome(line, solved('$y=-2x-1$'))).toBe('solved');
    expect(scoreOutcome(line, solved('$2x+y+1=0$'))).toBe('solved');
    expect(scoreOutcome(line, solved('$2x+y-1=0$'))).toBe('wrong');
    expect(scoreOutcome(line, solved('$(2x+y+1)(y-3)=0$'))).toBe('wrong');
  });
  it('an expected refusal is solved by refusing and wrong when answered', () => {
    expect(scoreOutcome({ kind: 'refuse' }, refused)).toBe('solved');
    expect(scoreOutcome({ kind: 'refuse' }, solved('3'))).toBe('wrong');
  });
});

describe('the published development set', () => {
  const all = [...loadDevset('dev'), ...loadDevset('holdout'), ...loadExtra()];
  it('has at least 450 problems with unique ids', () => {
    expect(all.length).toBeGreaterThanOrEqual(450);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  });
  it('has only expectations the bench can read', () => {
    for (const p of all) {
      const e = p.expected as { kind: string; value?: unknown };
      if (e.kind === 'choice') expect(String(e.value), p.id).toMatch(/^[A-H]{1,8}$/);
      else if (e.kind === 'numbers')
        for (const v of e.value as Array<number | string>) expect(Number.isFinite(expectedNumber(v)), p.id).toBe(true);
      else expect(() => expectedValue(e as Exclude<MathExpected, { kind: 'refuse' }>), p.id).not.toThrow();
    }
  });
});
