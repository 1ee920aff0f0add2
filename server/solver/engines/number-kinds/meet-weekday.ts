import { lcm } from '../../math/expression/rational';
import { num, type Worked } from './text';
import { optionWeekday } from './weekday';

const DAY_NAMES = ['一', '二', '三', '四', '五', '六', '日'];
const EVERY =
  /^[\u4e00-\u9fff]{1,6}?每(\d{1,3})天(?:去|来|到|回|值班|值一次班)?[\u4e00-\u9fff]{0,4}?一次(?:[\u4e00-\u9fff]{0,5}?(?<![多少以或]))$/;
const TOGETHER = '(?:碰面|相遇|见面|遇见|遇到|相会|同时|一起)';
const MET = new RegExp(
  `^[\\u4e00-\\u9fff]{0,8}?(?:上|这个)?星期([一二三四五六日天])[\\u4e00-\\u9fff]{0,10}?${TOGETHER}[\\u4e00-\\u9fff]{0,6}$`,
);
const ASK = new RegExp(
  `^(?:那么|则|问|请问)?,?(?:他们|她们|它们|[\\u4e00-\\u9fff]{1,3}人)?下(?:一)?次[\\u4e00-\\u9fff]{0,6}?${TOGETHER}[\\u4e00-\\u9fff]{0,6}?(?:是|在)星期几?$`,
);
/** A clause that only says who they are (「三位采购员定期去某市场采购」) may stand first; none may count days another way. */
const LEAD = /^[\u4e00-\u9fff]{2,20}$/;
const OTHER_DAYS = /隔|天|星期|周|号|日|次/;

/** 「小王每8天去一次，大刘每5天去一次，老李每6天去一次，三人星期二第一次碰面，下次碰面是星期几」: the lcm of the periods, as weekdays. */
export function meetWeekdayKind(f: string): Worked | null {
  const clauses = f.split(/[,.;]/).filter(Boolean);
  const ask = ASK.exec(clauses.at(-1) ?? '');
  if (!ask || /隔/.test(f)) return null;
  const periods: number[] = [];
  let met: string | null = null;
  for (const [i, c] of clauses.slice(0, -1).entries()) {
    const e = EVERY.exec(c);
    if (e) {
      periods.push(Number(e[1]));
      continue;
    }
    const m = MET.exec(c);
    // 「星期一没有同时去」 tells no meeting
    if (m && met === null && !/\d|没|不|未|无|非/.test(c)) {
      met = m[1];
      continue;
    }
    if (i === 0 && LEAD.test(c) && !OTHER_DAYS.test(c)) continue;
    return null;
  }
  if (!met || periods.length < 2 || periods.some((p) => p < 1)) return null;
  const days = periods.map(BigInt).reduce((a, b) => lcm(a, b));
  if (days > 100000n) return null;
  const w0 = met === '天' ? 7 : DAY_NAMES.indexOf(met) + 1;
  const n = Number(days);
  const w1 = ((w0 - 1 + n) % 7) + 1;
  for (let k = 1; k < n; k++) if (periods.every((p) => k % p === 0)) return null;
  return {
    kind: 'meet-weekday',
    steps: [
      `**解题思路** 下次同时到的那天，与这次相隔的天数同时是 ${periods.join('、')} 的倍数，最少就是它们的最小公倍数。`,
      `**步骤 1** ${periods.join('、')} 的最小公倍数是 ${n}，所以再过 ${n} 天又碰面。`,
      `**步骤 2** $${n} = ${Math.floor(n / 7)}\\times 7 + ${n % 7}$，星期${met === '天' ? '日' : met}往后推 ${n % 7} 天是星期${DAY_NAMES[w1 - 1]}。`,
    ],
    answer: `星期${DAY_NAMES[w1 - 1]}`,
    value: num(w1),
    optionValue: optionWeekday,
    check: `从 1 数到 ${n}，第一个同时是 ${periods.join('、')} 的倍数的天数是 ${n}；${n} 天后是星期${DAY_NAMES[w1 - 1]}。`,
  };
}
