import { MEASURE_WORDS, UNIT_NAMES } from './units';

const N = '(\\d+|[一二两三四五六七八九十]+)';
const WORDS = [...UNIT_NAMES, ...MEASURE_WORDS].sort((a, b) => b.length - a.length).join('|');
/** 「3个半小时」「两个半月」: the half before the unit, with 个. */
const BEFORE = new RegExp(`${N}个半(小时|钟头|星期|月)`, 'g');
/** 「两盒半」「3天半」「5米半」: the half after the unit (not 半径, 半圆, 半天 of 两个半天). */
const AFTER = new RegExp(`${N}(${WORDS})半(?![径圆岛夜场边面身价数天日年月])`, 'g');
/** 「半小时」「半天」: a half alone (not 一半, 上半年, 前半夜, 多半, 大半, 对半). */
const ALONE = /(?<![一二两三四五六七八九十\d大多前后上下对过每])半(?:个)?(小时|天|分钟|年)/g;

/**
 * A half told with a count (「买了两盒半」「用了3个半小时」「半小时」) is one amount with .5: a kind reading 两盒 alone
 * would answer as if the half were not there (「一盒12支，买了两盒半」 was 24 支). The reader's own numeral reader is passed in.
 */
export function halvesAsDecimals(t: string, chineseNumber: (s: string) => number | null): string {
  const value = (n: string): string | null => {
    const v = /^\d+$/.test(n) ? Number(n) : chineseNumber(n === '两' ? '二' : n);
    return v === null || v <= 0 ? null : `${v}.5`;
  };
  return t
    .replace(BEFORE, (whole, n: string, u: string) => {
      const v = value(n);
      return v ? `${v}个${u}` : whole;
    })
    .replace(AFTER, (whole, n: string, u: string) => {
      const v = value(n);
      return v ? `${v}${u}` : whole;
    })
    .replace(ALONE, (_, u: string) => `0.5${u}`);
}
