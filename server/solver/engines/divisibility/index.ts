import { dm, im } from '../../math/write/format';
import { normalize } from '../../math/expression/text';
import { unexplained } from '../../math/expression/vocab';
import type { Solved } from '../../types';
import type { Engine, EngineResult } from '../types';

/**
 * "求所有正整数 n，使得 m | c₁·a₁ⁿ + … + d": the powers aᵢⁿ taken mod m repeat with a period, so the
 * condition holds exactly on some residue classes of n (after a few first values). Checked by computing
 * the expression exactly (BigInt) for the first values of n.
 */

interface Term {
  coef: bigint;
  base: bigint;
  /** Exponent k·n + c. */
  k: number;
  c: number;
}

interface Divisibility {
  m: bigint;
  terms: Term[];
  constant: bigint;
  expr: string;
  /** The smallest n allowed (1 for 正整数, 0 for 自然数). */
  from: number;
}

const WORDS = [
  '求所有的',
  '求所有',
  '求出所有',
  '所有的',
  '所有',
  '求',
  '正整数',
  '自然数',
  '非负整数',
  '使得',
  '使',
  '能被',
  '整除',
  '的倍数',
  '是',
  '满足',
  '条件',
];
const MAX_M = 100000n;
const MAX_STEPS = 5000;

function readExpr(src: string): { terms: Term[]; constant: bigint } | null {
  const s = src.replace(/\s+/g, '').replace(/\\cdot|\\times|×|·|\*/g, '*');
  if (!s || !/n/.test(s)) return null;
  const terms: Term[] = [];
  let constant = 0n;
  const re = /([+-]?)(?:(\d+)\*?)?(\d+)\^(?:\{([^{}]+)\}|(n))|([+-]?)(\d+)/gy;
  let at = 0;
  while (at < s.length) {
    re.lastIndex = at;
    const m = re.exec(s);
    if (!m || m.index !== at) return null;
    at = re.lastIndex;
    if (m[3]) {
      const exp = (m[4] ?? m[5]).replace(/\s+/g, '');
      const e = /^(\d*)n(?:\+(\d+))?$/.exec(exp);
      if (!e) return null;
      const k = e[1] ? Number(e[1]) : 1;
      const c = e[2] ? Number(e[2]) : 0;
      if (k < 1 || k > 50 || c > 50) return null;
      const coef = BigInt(m[2] ?? '1') * (m[1] === '-' ? -1n : 1n);
      terms.push({ coef, base: BigInt(m[3]), k, c });
    } else {
      constant += BigInt(m[7]) * (m[6] === '-' ? -1n : 1n);
    }
  }
  return terms.length ? { terms, constant } : null;
}

function read(text: string): Divisibility | null {
  const t = normalize(text).replace(/\$/g, ' ');
  const from = /正整数/.test(t) ? 1 : /自然数|非负整数/.test(t) ? 0 : null;
  if (from === null || !/所有/.test(t)) return null;
  const forms: Array<[RegExp, number, number]> = [
    [/(\d+)\s*(?:\\mid|\||∣)\s*([0-9n^{}+\-*\\a-z\s×·]+?)\s*(?:[,，。.;；]|$)/, 1, 2],
    [/([0-9n^{}+\-*\\a-z\s×·]+?)\s*能被\s*(\d+)\s*整除/, 2, 1],
    [/(\d+)\s*整除\s*([0-9n^{}+\-*\\a-z\s×·]+?)\s*(?:[,，。.;；]|$)/, 1, 2],
    [/([0-9n^{}+\-*\\a-z\s×·]+?)\s*是\s*(\d+)\s*的倍数/, 2, 1],
  ];
  for (const [re, mi, ei] of forms) {
    const m = re.exec(t);
    if (!m) continue;
    const mod = BigInt(m[mi]);
    // Only the question's own letter may stand before the expression: a factor such as n· in n·2ⁿ + 1 is part of it.
    const lead = /^.*?(?=\d)/.exec(m[ei])?.[0] ?? '';
    if (!/^\s*(?:n\s+)?$/.test(lead)) return null;
    const exprSrc = m[ei].slice(lead.length).trim();
    const e = readExpr(exprSrc);
    if (!e || mod < 2n || mod > MAX_M) return null;
    const rest = t.replace(m[0], ' ').replace(/(?<![a-zA-Z\\])n(?![a-zA-Z])/g, ' ');
    if (unexplained(rest, WORDS)) return null;
    return { m: mod, ...e, expr: exprSrc, from };
  }
  return null;
}

function modPow(b: bigint, e: number, m: bigint): bigint {
  let r = 1n % m;
  let x = ((b % m) + m) % m;
  let k = e;
  while (k > 0) {
    if (k & 1) r = (r * x) % m;
    x = (x * x) % m;
    k >>= 1;
  }
  return r;
}

function valueMod(d: Divisibility, n: number): bigint {
  let s = d.constant % d.m;
  for (const t of d.terms) s = (s + t.coef * modPow(t.base, t.k * n + t.c, d.m)) % d.m;
  return ((s % d.m) + d.m) % d.m;
}

/** The residues of every aᵢ^(kn+c) mod m as one state; the first repeat gives the preperiod and period. */
function cycle(d: Divisibility): { start: number; period: number } | null {
  const seen = new Map<string, number>();
  for (let n = d.from; n < d.from + MAX_STEPS; n++) {
    const key = d.terms.map((t) => modPow(t.base, t.k * n + t.c, d.m).toString()).join(',');
    const prev = seen.get(key);
    if (prev !== undefined) return { start: prev, period: n - prev };
    seen.set(key, n);
  }
  return null;
}

function exactHolds(d: Divisibility, n: number): boolean {
  let s = d.constant;
  for (const t of d.terms) s += t.coef * t.base ** BigInt(t.k * n + t.c);
  return s % d.m === 0n;
}

function classLatex(r: number, T: number, from: number): string {
  // n = T·k + r with k ≥ 0 and n ≥ from, written with k ∈ N* as n = Tk − (T − r).
  const first = r >= from ? r : r + T * Math.ceil((from - r) / T);
  const shift = first - T;
  const body = T === 1 ? 'k' : `${T}k`;
  const tail = shift === 0 ? '' : shift > 0 ? ` + ${shift}` : ` - ${-shift}`;
  return `n = ${body}${tail}`;
}

function solve(text: string): EngineResult | null {
  const d = read(text);
  if (!d) return null;
  const c = cycle(d);
  if (!c || c.period > 200) return null;
  const { start } = c;
  // The condition may repeat with a smaller period than the powers do (5 | 2ⁿ + 3ⁿ: every odd n).
  let T = c.period;
  for (let p = 1; p < c.period; p++) {
    if (c.period % p) continue;
    let same = true;
    for (let n = start; n < start + c.period && same; n++)
      same = (valueMod(d, n) === 0n) === (valueMod(d, start + ((n - start) % p)) === 0n);
    if (same) {
      T = p;
      break;
    }
  }
  const early: number[] = [];
  for (let n = d.from; n < start; n++) if (valueMod(d, n) === 0n) early.push(n);
  const classes: number[] = [];
  for (let n = start; n < start + T; n++) if (valueMod(d, n) === 0n) classes.push(n);
  // Independent check: the exact value for the first values of n agrees with the periodic description.
  const predicted = (n: number) => (n < start ? early.includes(n) : classes.some((r) => (n - r) % T === 0));
  const limit = d.from + Math.min(3 * T + start + 12, 120);
  for (let n = d.from; n <= limit; n++) if (exactHolds(d, n) !== predicted(n)) return null;
  const kind = d.from === 1 ? '正整数' : '自然数';
  const kSet = 'k \\in \\mathbb{N}^{*}';
  let answer: string;
  let words = '';
  if (!early.length && !classes.length) answer = `不存在满足条件的${kind} $n$`;
  else if (!early.length && classes.length === T) answer = `所有${kind} $n$ 都满足`;
  else {
    const parts = classes.map((r) => classLatex(r, T, Math.max(start, d.from)));
    if (T === 2 && classes.length === 1 && start <= d.from) {
      const odd = ((classes[0] % 2) + 2) % 2 === 1;
      words = odd ? `，即 $n$ 为正奇数` : d.from === 1 ? '，即 $n$ 为正偶数' : '，即 $n$ 为偶数';
    }
    const list = [...early.map((n) => `n = ${n}`), ...parts];
    answer = `$${list.join(' \\text{ 或 } ')}\\ (${kSet})$${words}`;
  }
  const powRows = d.terms.map((t) => {
    const vals = Array.from({ length: Math.min(start + T - d.from + 1, 12) }, (_, i) => d.from + i).map(
      (n) => `${t.base}^{${t.k * n + t.c}} \\equiv ${modPow(t.base, t.k * n + t.c, d.m)}`,
    );
    return `${vals.join(',\\ ')} \\pmod{${d.m}}`;
  });
  const caseRows = Array.from({ length: T }, (_, i) => start + i).map((r) => {
    const v = valueMod(d, r);
    return `当 ${im(T === 1 ? 'n' : `n \\equiv ${r % T} \\pmod{${T}}`)} 时，${im(`${d.expr} \\equiv ${v} \\pmod{${d.m}}`)}，${v === 0n ? '能' : '不能'}被 ${d.m} 整除。`;
  });
  const markdown = [
    `**解题思路** 幂 ${im(`${d.terms.map((t) => `${t.base}^{n}`).join(',\\ ')}`)} 除以 ${d.m} 的余数呈周期变化，只需按 ${im('n')} 除以周期的余数分类讨论。`,
    `**步骤 1** 计算余数：${dm(powRows.join(' \\\\ '))}余数从 ${im(`n = ${start}`)} 起以 ${T} 为周期重复${start > d.from ? `（此前的 ${im('n')} 单独检验${early.length ? `，其中 ${early.map((n) => im(`n = ${n}`)).join('、')} 满足` : '，都不满足'}）` : ''}。`,
    `**步骤 2** 分类讨论：\n\n${caseRows.map((r) => `- ${r}`).join('\n')}`,
    `**答案** ${answer}。`,
    `**检验** 对 ${im(`n = ${d.from}, ${d.from + 1}, \\dots, ${limit}`)} 直接计算 ${im(d.expr)} 的精确值，是否被 ${d.m} 整除与上述结论完全一致。`,
  ].join('\n\n');
  const outcome: Solved = {
    ok: true,
    subject: 'math',
    problemType: 'solution',
    markdown,
    finalAnswer: answer,
    verification: { status: 'verified', note: `对 n = ${d.from} 到 ${limit} 逐一精确计算，与按周期分类的结论一致。` },
    engine: 'offline:divisibility',
  };
  return { outcome };
}

/** Which n make m divide an expression in powers aⁿ (number theory, residues with a period). */
export const divisibilityEngine: Engine = {
  name: 'divisibility',
  subjects: ['math', 'other'],
  solve(q) {
    if (q.options.length || q.stem.length > 300) return null;
    return solve(q.stem);
  },
};
