import { describe, expect, it } from 'vitest';
import { expectedMatches, pairsOf, windowMayFill } from '../../server/services/community/search-estimate';

// Shares as the benchmark's data has them: 离心 and 心率 always together, in a tenth of the problems.
const stats = {
  shares: new Map([
    ['离心', 0.1],
    ['心率', 0.1],
    ['椭圆', 0.067],
    ['其中', 1],
  ]),
  floor: 0.005,
};

describe('search window estimate', () => {
  it('takes a word’s pairs as zj_bigrams does: overlapping, lower case, none for one character', () => {
    expect(pairsOf('离心率')).toEqual(['离心', '心率']);
    expect(pairsOf('AbC')).toEqual(['ab', 'bc']);
    expect(pairsOf('偶')).toEqual([]);
  });

  it('a word is as common as its rarest pair; words multiply; unlisted pairs count at the floor', () => {
    expect(expectedMatches(['离心率'], stats, 1000)).toBeCloseTo(100);
    expect(expectedMatches(['椭圆', '离心率'], stats, 1000)).toBeCloseTo(6.7);
    expect(expectedMatches(['第', '12345', '题'], stats, 1000)).toBeCloseTo(5);
    expect(expectedMatches(['偶'], stats, 1000)).toBe(1000);
  });

  it('reads the window unless it is expected to hold fewer than half the rows wanted, and always without statistics', () => {
    expect(windowMayFill(['离心率'], stats, 21, 1000)).toBe(true);
    expect(windowMayFill(['其中', '离心率'], stats, 21, 1000)).toBe(true);
    expect(windowMayFill(['椭圆', '离心率'], stats, 21, 1000)).toBe(false);
    expect(windowMayFill(['椭圆', '离心率'], stats, 13, 1000)).toBe(true);
    expect(windowMayFill(['椭圆', '离心率'], undefined, 21, 1000)).toBe(true);
  });
});
