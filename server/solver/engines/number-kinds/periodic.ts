import { num, type Worked } from './text';

const ASK_NTH =
  '(?:那么|则|请问|问|照这样(?:排|写)下去|按(?:这样的|这个|此)?规律(?:排|写)下去)?,?(?:从左(?:往|至|到)右(?:数)?,?)?(?:的)?第(\\d{1,9})';
const LIST = new RegExp(
  `^(?:有|观察|下面|下列|已知)?(?:一|这)(?:列|串|组|行)数[:,]?((?:\\d{1,6},){2,}\\d{1,6}),?…,?${ASK_NTH}个数?(?:应该|应)?(?:是|为)(?:多少|几)?$`,
);
const STRING = new RegExp(
  `^(?:(?:将|把)([A-Za-z0-9\\u4e00-\\u9fff]{1,12}?)(?:连续|重复|依次|不断)?地?(?:接下去|写下去|排下去|排列下去)(?:可)?(?:得到)?[:;,]?)?([A-Za-z0-9\\u4e00-\\u9fff]{2,80})…,?${ASK_NTH}个(字母|数字|字|汉字)?(?:应该|应)?(?:是|为)(?:什么|哪个|几|多少)?$`,
);
const ORDER = new RegExp(
  `^(?:[\\u4e00-\\u9fff]{1,10})?(?:按照|按)([\\u4e00-\\u9fff\\d,]{2,60})的顺序(?:依次|重复|循环|不断)?(?:地)?(?:排列|排成一(?:行|排|列)|排|挂|摆放|摆|插|串)(?:起来|下去)?,?${ASK_NTH}([个面盏朵颗只根张块])([\\u4e00-\\u9fff]{0,2})(?:应该|应)?(?:是|为)(?:什么颜色的?|什么|哪种|哪一种)?([\\u4e00-\\u9fff]{0,2})$`,
);
const DECIMAL =
  /^(?:将|把)?(?:分数)?(?:\\frac\{(\d{1,6})\}\{(\d{1,6})\}|(\d{1,6})\/(\d{1,6}))(?:写成|化成|化为|转化为|改写成)(?:循环)?小数(?:后)?,?(?:那么|则)?,?小数点后(?:的)?第(\d{1,6})位(?:上的)?(?:数字|数)?(?:是|为)(?:几|多少)?$/;

/** The smallest period shown at least twice in the listed items; null when the list shows none. */
function periodOf<T>(items: T[]): number | null {
  for (let p = 1; 2 * p <= items.length; p++) if (items.every((x, i) => i < p || x === items[i - p])) return p;
  return null;
}

function nth<T>(cycle: T[], n: number): { item: T; q: number; r: number } {
  const p = cycle.length;
  return { item: cycle[(n - 1) % p], q: Math.floor(n / p), r: n % p };
}

function cycleSteps(shown: string, p: number, n: number): string[] {
  const q = Math.floor(n / p);
  const r = n % p;
  return [
    `**解题思路** ${shown} 每 ${p} 个为一组（一个周期）重复出现。`,
    `**步骤 1** $${n}\\div ${p} = ${q}${r ? `\\cdots\\cdots ${r}` : ''}$，${r ? `即 ${q} 个完整的周期后再数 ${r} 个，是一个周期中的第 ${r} 个` : `正好 ${q} 个完整的周期，是一个周期中的最后一个`}。`,
  ];
}

/** 「有一列数：3，1，2，3，1，2，…，第53个数是」 — repeated at least twice as listed; an arithmetic list is not read here. */
function listKind(f: string): Worked | null {
  const m = LIST.exec(f);
  if (!m) return null;
  const items = m[1].split(',').map(Number);
  const p = periodOf(items);
  const n = Number(m[2]);
  if (!p || p === items.length || n < 1) return null;
  const { item } = nth(items.slice(0, p), n);
  return {
    kind: 'periodic',
    steps: [...cycleSteps(`这列数按 ${items.slice(0, p).join('，')}`, p, n), `**步骤 2** 所以第 ${n} 个数是 ${item}。`],
    answer: `第 $${n}$ 个数是 $${item}$`,
    value: num(item),
    check: `按周期把数列写出，第 ${n} 个正是 ${item}。`,
  };
}

/** An option as an item of the cycle (its number 1…p, 0 for none); null when several items could be meant. */
function itemReader(cycle: string[], trim: (s: string) => string): (text: string) => string | null {
  return (text) => {
    const t = trim(text.replace(/\$|~|\s|\\text\{|\\mathrm\{|\}/g, ''));
    if (!t) return null;
    const hits = cycle.map((c, i) => (trim(c) === t ? i + 1 : 0)).filter(Boolean);
    const distinct = new Set(hits.map((i) => trim(cycle[i - 1])));
    if (distinct.size > 1) return null;
    return String(hits[0] ?? 0);
  };
}

/** 「将“OPQRST”连续接下去：OPQRSTOPQRST…，第2015个字母是」. */
function stringKind(f: string): Worked | null {
  const m = STRING.exec(f);
  if (!m) return null;
  const chars = [...m[2]];
  const p = periodOf(chars);
  if (!p || p === chars.length) return null;
  const unit = chars.slice(0, p);
  if (m[1] && m[1] !== unit.join('')) return null;
  const n = Number(m[3]);
  if (n < 1) return null;
  const { item, r } = nth(unit, n);
  const pos = r || p;
  const numeric = unit.every((c) => /\d/.test(c));
  return {
    kind: 'periodic',
    steps: [
      ...cycleSteps(`「${unit.join('')}」`, p, n),
      `**步骤 2** 「${unit.join('')}」中第 ${pos} 个是 ${item}，所以第 ${n} 个是 ${item}。`,
    ],
    answer: `第 $${n}$ 个是 $${item}$`,
    value: numeric ? num(Number(item)) : num(unit.indexOf(item) + 1),
    optionValue: numeric ? undefined : itemReader(unit, (s) => s),
    check: `把「${unit.join('')}」重复写到第 ${n} 个，正是 ${item}。`,
  };
}

const NEAR = /[前后旁边中里左右上下]/;
/** Words in the clause before 「按…的顺序」 that move where the pattern starts (从第二盏起, 除第一盏外, 前两盏是白的). */
const SHIFTS_START = /\d|第|从|除|起|开始|外|先|首|头|前|后|末|最|隔|另|再|又|其余|剩下/;

/** 「彩旗按红、黄、蓝、绿的顺序排列，第100面是什么颜色」, 「按2个红、3个黄的顺序」 with counts. */
function orderKind(f: string): Worked | null {
  const m = ORDER.exec(f);
  if (!m || NEAR.test(m[4] + m[5]) || SHIFTS_START.test(f.slice(0, f.indexOf(m[1])))) return null;
  const groups = m[1].split(',');
  if (groups.length < 2) return null;
  const cycle: string[] = [];
  const shown: string[] = [];
  for (const g of groups) {
    const c = /^(?:(\d{1,3})([个面盏朵颗只根张块]))?([\u4e00-\u9fff]{1,4})$/.exec(g);
    if (!c) return null;
    const k = c[1] ? Number(c[1]) : 1;
    if (k < 1 || (c[1] && c[2] !== m[3])) return null;
    if (/[个面盏朵颗只根张块]/.test(c[3]) && !c[1]) return null;
    for (let i = 0; i < k; i++) cycle.push(c[3]);
    shown.push(g);
  }
  if (groups.some((g) => /\d/.test(g)) && !groups.every((g) => /^\d/.test(g))) return null;
  const n = Number(m[2]);
  if (n < 1 || cycle.length > 200) return null;
  const trim = (s: string) => s.replace(/(?:颜色|色|旗|球|灯|花|珠子|珠|的)$/, '').replace(/^(?:一个|一面|一盏|一朵|一颗)/, '');
  if (new Set(cycle.map(trim)).size !== new Set(cycle).size) return null;
  const p = cycle.length;
  const { item, r } = nth(cycle, n);
  return {
    kind: 'periodic',
    steps: [
      ...cycleSteps(`按「${shown.join('，')}」`, p, n),
      `**步骤 2** 一个周期中的第 ${r || p} 个是${item}，所以第 ${n} ${m[3]}是${item}。`,
    ],
    answer: `第 $${n}$ ${m[3]}是${item}`,
    value: num(cycle.indexOf(item) + 1),
    optionValue: itemReader(cycle, trim),
    check: `按顺序把一个周期写出，${p} 个一组重复到第 ${n} 个，是${item}。`,
  };
}

/** 「将分数1/7写成循环小数，小数点后第2017位数字是」, by long division. */
function decimalKind(f: string): Worked | null {
  const m = DECIMAL.exec(f);
  if (!m) return null;
  const a = BigInt(m[1] ?? m[3]);
  const b = BigInt(m[2] ?? m[4]);
  const n = Number(m[5]);
  if (b < 2n || a < 1n || n < 1) return null;
  const digit = ((a * 10n ** BigInt(n)) / b) % 10n;
  // the remainders of the long division repeat; the digits after the first repeat form the period
  const seen = new Map<bigint, number>();
  const digits: bigint[] = [];
  let rem = a % b;
  while (!seen.has(rem) && rem !== 0n && digits.length < 2000) {
    seen.set(rem, digits.length);
    digits.push((rem * 10n) / b);
    rem = (rem * 10n) % b;
  }
  if (rem === 0n || digits.length >= 2000) return null;
  const start = seen.get(rem) ?? 0;
  const period = digits.length - start;
  const idx = n <= start ? n - 1 : start + ((n - start - 1) % period);
  if (digits[idx] !== digit) return null;
  const intPart = a / b;
  const pre = digits.slice(0, start).join('');
  const rep = digits.slice(start).join('');
  const k = n - start;
  return {
    kind: 'decimal-digit',
    steps: [
      `**步骤 1** 用除法算出 $\\frac{${a}}{${b}} = ${intPart}.${pre}\\dot{${rep[0]}}${rep.length > 1 ? `${rep.slice(1, -1)}\\dot{${rep[rep.length - 1]}}` : ''}$，循环节「${rep}」有 ${period} 位${start ? `，小数点后先有 ${start} 位不循环` : ''}。`,
      n <= start
        ? `**步骤 2** 第 ${n} 位在不循环的部分，是 ${digit}。`
        : `**步骤 2** ${start ? `去掉前 ${start} 位，` : ''}$${k}\\div ${period} = ${Math.floor(k / period)}${k % period ? `\\cdots\\cdots ${k % period}` : ''}$，是循环节中的第 ${k % period || period} 位，即 ${digit}。`,
    ],
    answer: `小数点后第 $${n}$ 位数字是 $${digit}$`,
    value: num(digit),
    check: `精确计算 $${a}\\times 10^{${n}}\\div ${b}$ 的整数部分，其个位（即小数点后第 ${n} 位）同样是 ${digit}。`,
  };
}

export function periodicKind(f: string): Worked | null {
  return listKind(f) ?? stringKind(f) ?? orderKind(f) ?? decimalKind(f);
}
