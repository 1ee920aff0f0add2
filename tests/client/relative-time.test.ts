// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/lib/relative-time';

const NOW = new Date('2025-06-07T12:00:00+08:00').getTime();
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTime (spec §9)', () => {
  it.each([
    [0, '刚刚'],
    [59_999, '刚刚'],
    [60_000, '1分钟前'],
    [59 * 60_000 + 59_999, '59分钟前'],
    [3_600_000, '1小时前'],
    [23 * 3_600_000 + 3_599_999, '23小时前'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(relativeTime(ago(ms), NOW)).toBe(text);
  });

  it('a day or more: a short zh-CN date with month, day, hour and minute', () => {
    const at = new Date(NOW - 24 * 3_600_000);
    const expected = new Intl.DateTimeFormat('zh-CN', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);
    const text = relativeTime(at.toISOString(), NOW);
    expect(text).toBe(expected);
    expect(text).toMatch(/6月6日/);
    expect(text).toMatch(/\d{2}:\d{2}/);
  });

  it('a future time (clock skew) reads as just now; garbage reads as empty', () => {
    expect(relativeTime(new Date(NOW + 5000), NOW)).toBe('刚刚');
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});
