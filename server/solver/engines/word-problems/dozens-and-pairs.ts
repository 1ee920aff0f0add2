import { MEASURE_WORDS } from './units';

/** How many things one of these counts holds, known without being told (一打 = 12 个, 一双 = 一对 = 2 只). */
const HOLDS: Record<string, number> = { 打: 12, 双: 2, 对: 2 };
const CN: Record<string, number> = { 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const ASKED = new RegExp(`(?:多少|几)([${MEASURE_WORDS.join('')}])`, 'g');

/**
 * 「买了两打鸡蛋，吃了9个，还剩多少个」「5对兔子…多少只」: a count in dozens or pairs, when the question counts the things
 * one by one, becomes that count of things (两打 → 24个), with the step that says so. 一打, 一双 and 一对 are left:
 * they name the thing (一双球鞋29元), and a 每打 / 每双 keeps its own rate.
 */
export function dozensAndPairsAsCounts(t: string): { text: string; notes: string[] } {
  const last = [...t.matchAll(ASKED)].pop();
  const asked = last?.[1];
  // 「多少只脚」「多少个碗」: the thing asked, when named, must be the thing told in pairs (3对鸽子 are no 6只脚)
  const askedThing = last
    ? (/^[\u4e00-\u9fff]*/.exec(t.slice((last.index ?? 0) + last[0].length))?.[0] ?? '').replace(/[呢啊呀]$/, '')
    : '';
  if (!asked || asked in HOLDS || /每(?:一)?[打双对]/.test(t)) return { text: t, notes: [] };
  const notes: string[] = [];
  const text = t.replace(
    /(?<![第\d.])(\d+|[两二三四五六七八九十]|半)([打双对])(?=[\u4e00-\u9fff])/g,
    (whole, n: string, g: string, at: number) => {
      if (askedThing && !t.slice(at + whole.length, at + whole.length + 3).includes(askedThing.slice(-1))) return whole;
      const count = n === '半' ? 0.5 : /\d/.test(n) ? Number(n) : CN[n];
      const things = count * HOLDS[g];
      if (!count || !Number.isInteger(things)) return whole;
      notes.push(`**换算** $1$ ${g} $= ${HOLDS[g]}$ ${asked}，${n}${g} $= ${count} \\times ${HOLDS[g]} = ${things}$（${asked}）`);
      return `${things}${asked}`;
    },
  );
  return { text, notes };
}
