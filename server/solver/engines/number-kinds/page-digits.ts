import { num, type Worked } from './text';

const BOOK = '(?:这|一)本(?:[\\u4e00-\\u9fff]{0,3}书|字典|词典|画册|杂志|练习本)';
const PAGES_ASK = new RegExp(
  `^${BOOK}(?:一共|共|总共)?有?(\\d{1,6})页,?(?:这本书的|它的|给它|为它|给这本书|要给它)?(?:编|排)?(?:页码|上页码)(?:时)?,?(?:一共|共|总共)?(?:要|需要|需|用了|要用|需用|用)(?:多少|几)?个(?:数字|数码|铅字)$`,
);
const GIVE_PAGES =
  /^(?:给|为)一本(\d{1,6})页的书编(?:上)?页码,?(?:一共|共|总共)?(?:要|需要|需|用了|要用|需用|用)(?:多少|几)?个(?:数字|数码|铅字)$/;
const COUNT_ASK = new RegExp(
  `^(?:${BOOK}的页码|(?:给|为)${BOOK}编(?:上)?页码,?)(?:一共|共|总共)?(?:用了|需要|要用)(\\d{1,7})个(?:数字|数码|铅字),?(?:这本书|它)(?:一共|共|总共)?有(?:多少|几)?页$`,
);
/** A clause that only tells whose book it is may stand first; one that changes the numbering may not. */
const CHANGES = /\d|从|第|开始|撕|缺|掉|除|不|没|少|多|重复|只|页|数字|数码|编号/;

function digitsUpTo(n: number): { total: number; rows: string[] } {
  const rows: string[] = [];
  let total = 0;
  for (let d = 1, lo = 1; lo <= n; d++, lo *= 10) {
    const hi = Math.min(n, lo * 10 - 1);
    const count = hi - lo + 1;
    total += count * d;
    rows.push(`${lo}～${hi} 页共 ${count} 页，每页用 ${d} 个数字，共 $${count}\\times ${d} = ${count * d}$ 个`);
  }
  return { total, rows };
}

function withoutLeadClause(f: string): string | null {
  const parts = f.split(',');
  if (PAGES_ASK.test(f) || COUNT_ASK.test(f) || GIVE_PAGES.test(f)) return f;
  const lead = parts[0].replace(/《[^《》]*》/g, '');
  return parts.length > 1 && !CHANGES.test(lead) ? parts.slice(1).join(',') : null;
}

/** 「一本书共301页，页码共用了多少个数字」 and the other way round (页码共用了 N 个数字，共有几页). */
export function pageDigitsKind(f0: string): Worked | null {
  const f = withoutLeadClause(f0);
  if (!f) return null;
  const m = PAGES_ASK.exec(f) ?? GIVE_PAGES.exec(f);
  if (m) {
    const n = Number(m[1]);
    if (n < 1) return null;
    const { total, rows } = digitsUpTo(n);
    let byCount = 0;
    for (let i = 1; i <= n; i++) byCount += String(i).length;
    if (byCount !== total) return null;
    return {
      kind: 'page-digits',
      steps: [
        `**解题思路** 页码从 1 开始，按一位数、两位数、三位数……分段数数字。`,
        `**步骤 1** ${rows.join('；')}。`,
        `**步骤 2** 合计 ${rows.length > 1 ? `$${rows.map((r) => /= (\d+)\$/.exec(r)?.[1]).join('+')} = ${total}$` : total} 个数字。`,
      ],
      answer: `页码共用了 $${total}$ 个数字`,
      value: num(total),
      check: `把 1 到 ${n} 每个页码的位数逐一相加，也是 ${total}。`,
    };
  }
  const c = COUNT_ASK.exec(f);
  if (!c) return null;
  const want = Number(c[1]);
  let n = 0;
  let used = 0;
  while (used < want && n < 10_000_000) used += String(++n).length;
  if (used !== want) return null;
  const { rows } = digitsUpTo(n);
  return {
    kind: 'page-digits',
    steps: [
      `**解题思路** 页码从 1 开始，按一位数、两位数、三位数……分段数数字，直到用完 ${want} 个数字。`,
      `**步骤 1** ${rows.join('；')}。`,
      `**步骤 2** 合计正好 ${want} 个数字，所以这本书有 ${n} 页。`,
    ],
    answer: `这本书有 $${n}$ 页`,
    value: num(n),
    check: `1 到 ${n} 的页码逐一数位数，合计正好 ${want} 个数字。`,
  };
}
