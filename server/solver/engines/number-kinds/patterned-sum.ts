import { Rat } from '../../math/expression/rational';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { num, type Worked } from './text';

/**
 * Sums written with a pattern and an ellipsis: 「100−97+94−91+…+4−1」「1−2+3−4+…+2021」「(1+2+…+30)×6−6×128」
 * 「9+99+999+…+9999999999」「1+12+123+…+123456789」. The rule is read from the terms before the dots (at least three:
 * equal steps with a repeating sign, or each term the one before with a digit appended) and must reach every term
 * written after the dots; the run is then added up exactly. Asked: the value, one digit of it, or its last digits.
 */
const EXPR = '([\\d+\\-×÷()…]{5,200})';
const VALUE = new RegExp(`^(?:计算|请问|求|算一算)?:?(?:算式)?${EXPR}(?:=|之值|的值|的结果|的得数)?(?:等于|是|为)?(?:多少|几)?$`);
const DIGIT = new RegExp(
  `^(?:计算|请问|求)?:?(?:算式)?${EXPR}(?:\\(最后一项有(\\d+)位数字?\\))?(?:的和|的结果|的得数|的值)?的(个|十|百|千)位(?:数字|数|上的数字)?(?:是|为)(?:多少|几)?$`,
);
const LAST = new RegExp(`^(?:已知)?([a-zA-Z])=${EXPR},\\1的(?:最)?后(二|两|三|四|2|3|4)位(?:数字|数)?(?:是|为)(?:多少)?$`);
const PLACE: Record<string, number> = { 个: 0, 十: 1, 百: 2, 千: 3 };
const COUNT: Record<string, number> = { 二: 2, 两: 2, 三: 3, 四: 4, '2': 2, '3': 3, '4': 4 };
const MAX_TERMS = 200000;

interface Term {
  sign: 1n | -1n;
  v: bigint;
}

function terms(s: string): Term[] | null {
  const out: Term[] = [];
  const re = /([+-]?)(\d{1,18})/gy;
  let at = 0;
  while (at < s.length) {
    re.lastIndex = at;
    const m = re.exec(s);
    if (!m || (at > 0 && !m[1])) return null;
    out.push({ sign: m[1] === '-' ? -1n : 1n, v: BigInt(m[2]) });
    at = re.lastIndex;
  }
  return out;
}

/** The whole run from its first written term to its last, or null when the rule does not reach the last terms. */
function expand(head: Term[], tail: Term[]): { all: Term[]; rule: string } | null {
  if (head.length < 3 || tail.length < 1) return null;
  const period = head.every((t) => t.sign === head[0].sign) ? 1 : head.every((t, i) => i < 2 || t.sign === head[i - 2].sign) ? 2 : 0;
  if (!period || (period === 2 && head.length < 4)) return null;
  const signAt = (i: number) => head[i % period].sign;
  const vs = head.map((t) => t.v);
  const d = vs[1] - vs[0];
  let next: ((prev: bigint, i: number) => bigint) | null = null;
  let rule = '';
  if (d !== 0n && vs.every((v, i) => i === 0 || v - vs[i - 1] === d)) {
    next = (prev) => prev + d;
    rule = `相邻两个数依次相差 ${d < 0n ? -d : d}`;
  } else if (period === 1 && head[0].sign === 1n) {
    const c = vs[1] - vs[0] * 10n;
    if (c >= 0n && c <= 9n && vs.every((v, i) => i === 0 || v === vs[i - 1] * 10n + c)) {
      next = (prev) => prev * 10n + c;
      rule = `每一项是前一项的末尾添上一个 ${c}`;
    } else if (vs[0] >= 1n && vs[0] <= 8n && vs.every((v, i) => i === 0 || v === vs[i - 1] * 10n + vs[0] + BigInt(i))) {
      next = (prev, i) => prev * 10n + vs[0] + BigInt(i);
      rule = '每一项是前一项的末尾添上下一个数字';
    }
  }
  if (!next) return null;
  const all: Term[] = head.map((t) => ({ ...t }));
  // walk on until the first term written after the dots
  let prev = vs[vs.length - 1];
  while (all.length < MAX_TERMS) {
    const i = all.length;
    const v = next(prev, i);
    if (v < 0n || v.toString().length > 18) return null;
    all.push({ sign: signAt(i), v });
    prev = v;
    if (v === tail[0].v && all[i].sign === tail[0].sign) break;
    if ((d > 0n && v > tail[0].v) || (d < 0n && v < tail[0].v)) return null;
  }
  if (all.length >= MAX_TERMS || all[all.length - 1].v !== tail[0].v) return null;
  if (all.length === head.length + 1) return null;
  for (const t of tail.slice(1)) {
    const i = all.length;
    const v = next(prev, i);
    if (v !== t.v || signAt(i) !== t.sign) return null;
    all.push(t);
    prev = v;
  }
  return { all, rule };
}

function written(t: Term[]): string {
  return t.map((x, i) => `${x.sign < 0n ? '-' : i ? '+' : ''}${x.v}`).join('');
}

/** 「(1+30)×30÷2 = 465」: an all-plus run with one common difference summed as 等差数列 (首项+末项)×项数÷2. */
function gaussSum(all: Term[], sum: bigint): string | null {
  if (all.length < 3 || all.some((t) => t.sign < 0n)) return null;
  const d = all[1].v - all[0].v;
  if (all.some((t, i) => i > 0 && t.v - all[i - 1].v !== d)) return null;
  const [first, last, n] = [all[0].v, all[all.length - 1].v, BigInt(all.length)];
  if ((first + last) * n !== 2n * sum) return null;
  return `用（首项 + 末项）× 项数 ÷ 2：$(${first}+${last})\\times ${n}\\div 2 = ${sum}$。`;
}

/** 100−97+94−91+…+4−1: each neighbouring + − pair is one group of the same value, so the sum is that × the groups. */
function pairedSum(all: Array<{ sign: bigint; v: bigint }>, sum: bigint): string | null {
  if (all.length % 2 !== 0 || all.length < 4) return null;
  const pairs = Array.from({ length: all.length / 2 }, (_, i) => all[2 * i].sign * all[2 * i].v + all[2 * i + 1].sign * all[2 * i + 1].v);
  if (all[0].sign < 0n || all[1].sign > 0n || pairs.some((x) => x !== pairs[0])) return null;
  const groups = BigInt(pairs.length);
  if (pairs[0] * groups !== sum) return null;
  return `每相邻的一加一减成一组：$${all[0].v}-${all[1].v} = ${pairs[0]}$，共 $${all.length}\\div 2 = ${groups}$ 组，和是 $${pairs[0]}\\times ${groups} = ${sum}$。`;
}

/** The value of an expression whose one +/− run with dots stands alone or in brackets. */
function runExpressionValue(expr: string): { value: Rat; steps: string[]; terms?: bigint[] } | null {
  const s = expr.replace(/…[+-]…/g, '…');
  const dots = [...s.matchAll(/…/g)];
  if (dots.length !== 1) return null;
  // the run: the bracket around the dots, or the whole expression
  const open = s.lastIndexOf('(', dots[0].index);
  const close = s.indexOf(')', dots[0].index);
  const inner = open >= 0 && close > 0 ? s.slice(open + 1, close) : s;
  if (/[()×÷]/.test(inner)) return null;
  const m = /^(.*[\d])([+-])…([+-])(\d.*)$/.exec(inner);
  if (!m) return null;
  const head = terms(m[1]);
  const tail = terms(m[3] + m[4]);
  if (!head || !tail) return null;
  const run = expand(head, tail);
  if (!run) return null;
  const sum = run.all.reduce((a, t) => a + t.sign * t.v, 0n);
  const n = run.all.length;
  const steps = [
    `**找规律** 写出的前几项 ${written(head)}：${run.rule}${head.some((t) => t.sign < 0n) ? '，加号减号轮流出现' : ''}；按这个规律一直写到 ${written(tail).replace(/^\+/, '')}，一共 ${n} 项。`,
    `**步骤 1** ${gaussSum(run.all, sum) ?? pairedSum(run.all, sum) ?? `这 ${n} 项的和是 $${sum}$${head.some((t) => t.sign < 0n) ? '（每相邻的一加一减成一组再相加）' : ''}。`}`,
  ];
  if (inner === s) return { value: Rat.of(sum), steps, terms: run.all.map((t) => t.sign * t.v) };
  const rest = `${s.slice(0, open)}${sum}${s.slice(close + 1)}`;
  const node = parseRat(rest.replace(/=$/, ''));
  if (!node) return null;
  const value = evalRat(node, () => null);
  if (!value) return null;
  return {
    value,
    steps: [
      ...steps,
      `**步骤 2** 代回算式：$${rest.replace(/×/g, '\\times ').replace(/÷/g, '\\div ').replace(/=$/, '')} = ${value.toLatex()}$。`,
    ],
  };
}

/**
 * 「x 的后三位」 of an all-plus run: only the last k places of each term reach the last k places of the sum, so the
 * textbook adds those (1+12+123+234+…+789 = 3205). Null when a term is subtracted or the run is long.
 */
function lastPlaces(terms: bigint[] | undefined, mod: bigint, k: number): string | null {
  if (!terms || terms.length > 12 || terms.some((t) => t <= 0n) || terms.every((t) => t < mod)) return null;
  const cut = terms.map((t) => t % mod);
  const total = cut.reduce((a, b) => a + b, 0n);
  const whole = terms.reduce((a, b) => a + b, 0n);
  if (total % mod !== whole % mod) return null;
  return `和的后 ${k} 位只与每一项的后 ${k} 位有关，把每一项的后 ${k} 位相加：$${cut.join('+')} = ${total}$。`;
}

export function patternedSumKind(f: string): Worked | null {
  let m = LAST.exec(f);
  if (m) {
    const r = runExpressionValue(m[2]);
    const k = COUNT[m[3]];
    if (!r?.value.isInteger() || r.value.n < 0n) return null;
    const mod = 10n ** BigInt(k);
    const last = (r.value.n % mod).toString().padStart(k, '0');
    const tails = lastPlaces(r.terms, mod, k);
    return {
      kind: 'patterned-sum',
      steps: tails
        ? [r.steps[0], `**步骤 1** ${tails}`, `**步骤 2** 所以 $${m[1]}$ 的后 ${k} 位是 ${last}。`]
        : [...r.steps, `**步骤 ${r.steps.length}** $${m[1]} = ${r.value.n}$，后 ${k} 位是 ${last}。`],
      answer: `后 ${k} 位数是 $${last}$`,
      value: num(Number(last)),
      check: `逐项相加的和 ${r.value.n} 的最后 ${k} 位正是 ${last}。`,
    };
  }
  m = DIGIT.exec(f);
  if (m) {
    const r = runExpressionValue(m[1]);
    if (!r?.value.isInteger() || r.value.n < 0n) return null;
    const last = m[1].replace(/^.*…[+-]?/, '').match(/\d+$/)?.[0];
    if (m[2] && last && last.length !== Number(m[2])) return null;
    const at = PLACE[m[3]];
    const digits = r.value.n.toString();
    const digit = Number(digits[digits.length - 1 - at] ?? '0');
    return {
      kind: 'patterned-sum',
      steps: [...r.steps, `**步骤 ${r.steps.length}** 和是 $${digits}$，${m[3]}位上的数字是 ${digit}。`],
      answer: `${m[3]}位数字是 $${digit}$`,
      value: num(digit),
      check: `和 ${digits} 从右数第 ${at + 1} 位是 ${digit}。`,
    };
  }
  m = VALUE.exec(f);
  if (m) {
    const r = runExpressionValue(m[1]);
    if (!r) return null;
    return {
      kind: 'patterned-sum',
      steps: r.steps,
      answer: `$${r.value.toLatex()}$`,
      value: { kind: 'numbers', values: [r.value.toNumber()] },
      check: '按规律把每一项都写出来逐项相加，和相同。',
    };
  }
  return null;
}
