import type { Problem } from '../read';
import { MEASURE_WORDS, type Unit } from '../units';

/**
 * The dimension of a quantity as the unit chain (`rate.ts`) tracks it: L, M, T and $ with their powers, and one key per
 * thing counted (#本, #人, #座位); and the words that tell which count a number is in when the text leaves it implicit.
 */
export type Dim = Map<string, number>;

export function unitDim(u: Unit): Dim {
  switch (u.dim) {
    case 'length':
      return new Map([['L', 1]]);
    case 'mass':
      return new Map([['M', 1]]);
    case 'time':
      return new Map([['T', 1]]);
    case 'money':
      return new Map([['$', 1]]);
    case 'area':
      return new Map([['L', 2]]);
    case 'volume':
      return new Map([['L', 3]]);
    case 'speed':
      return new Map([
        ['L', 1],
        ['T', -1],
      ]);
    case 'data':
      return new Map([['B', 1]]);
    case 'energy':
      return new Map([['E', 1]]);
  }
}

export function add(a: Dim, b: Dim, k = 1): Dim {
  const out = new Map(a);
  for (const [key, v] of b) {
    const n = (out.get(key) ?? 0) + k * v;
    if (n === 0) out.delete(key);
    else out.set(key, n);
  }
  return out;
}

export const same = (a: Dim, b: Dim) => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/**
 * 「2车图书」「每车装125包」: a container named without its count word is counted by the count word the text gives it
 * elsewhere (每辆车, 3辆车); null when the text never counts it or counts it two ways.
 */
export function containerMeasure(text: string, noun: string): string | null {
  if (!/^[\u4e00-\u9fff]$/.test(noun) || MEASURE_WORDS.includes(noun)) return null;
  const words = new Set(
    [...text.matchAll(new RegExp(`(?:每|[\\d一两二三四五六七八九十])([${MEASURE_WORDS.join('')}])${noun}`, 'g'))].map((m) => m[1]),
  );
  if (words.size) return words.size === 1 ? [...words][0] : null;
  // 「5车…每车装120箱」: counted by the noun itself, both as a count and per one
  const count = new RegExp(`[\\d一两二三四五六七八九十]${noun}`).test(text);
  return count && text.includes(`每${noun}`) ? noun : null;
}

/**
 * 「每排125个座位…每张票8元，票全部售完」「每排坐42人，每个座位票价5元，座位全部坐满」: in a full house one seat holds
 * one person and sells one ticket, so seats, people and tickets are one count. Only when the text says every seat is
 * taken (坐满, 满座) or every ticket sold (售完, 卖完, 全部售出), and only for the words it counts them by.
 */
export function seatsFilled(p: Problem): (d: Dim) => Dim {
  if (!/座位|座/.test(p.text) || !/坐满|满座|(?:票|座位)[^，,。]{0,6}(?:售完|卖完|售出|卖出|售空)/.test(p.text)) return (d) => d;
  const oneCount = new Set(['#人']);
  if (/(?:个|每个)座位/.test(p.text)) oneCount.add('#个');
  if (/张(?:门|电影|入场)?票/.test(p.text)) oneCount.add('#张');
  if (/\d座位|座位\d|(?:个|张)座/.test(p.text)) oneCount.add('#座');
  return (d) => {
    const out: Dim = new Map();
    for (const [k, v] of d) {
      const key = oneCount.has(k) ? '#座位' : k;
      const n = (out.get(key) ?? 0) + v;
      if (n) out.set(key, n);
      else out.delete(key);
    }
    return out;
  };
}

/** Count words of a bundle of things (捆, 箱, 盒 …): a 单价 of the things is never the price of one bundle. */
const BUNDLE_WORDS = '捆箱盒袋包筐扎串束批堆篮打';

/** 「单价是15元的书，买了6捆」: a count key (#捆) that counts bundles of the things, not the things. */
export const isBundle = (key: string) => [...key.replace(/^#/, '')].some((ch) => BUNDLE_WORDS.includes(ch));
