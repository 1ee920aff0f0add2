import { freeVars, type Node } from '../../math/expression/ast';
import { evaluate } from '../../math/compute/evaluate';
import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { parseChain, parseExpr } from '../../math/expression/parser';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';

/**
 * "B=\{(x,y) | x∈A, y∈A, x−y∈A\}，则 B 中元素的个数为": a set of ordered pairs of integers, counted by listing
 * its elements (列举法). Every letter ranges over a finite listed set, or over the integers inside a bounded
 * region (a·x²+b·y²+… ≤ c with a positive definite square part); anything else is refused.
 */

type Domain = { kind: 'list'; values: number[]; name: string } | { kind: 'Z' | 'N' | 'N*'; name: string };

interface Condition {
  latex: string;
  holds: (x: number, y: number) => boolean;
}

const ASK = /(?:集合\s*)?\$?\s*([A-Z])\s*\$?\s*(?:中\s*(?:所含|含有)?\s*(?:的)?|的)\s*元素(?:的)?个数/;
const DEF = /([A-Z])\s*=\s*\\\{/g;
const NUMBER_SETS: Record<string, Exclude<Domain['kind'], 'list'>> = { Z: 'Z', N: 'N', 'N*': 'N*', 'N+': 'N*' };
const TOL = 1e-9;

/** The body of every "X=\{…\}" (braces balanced), in order, and the text with each body left out ("X=\{\}"). */
export function definitions(text: string): { defs: Map<string, string>; rest: string } | null {
  const out = new Map<string, string>();
  let rest = '';
  let from = 0;
  for (const m of text.matchAll(DEF)) {
    if (m.index! < from) return null;
    let depth = 1;
    let i = m.index! + m[0].length;
    const start = i;
    while (i < text.length && depth > 0) {
      if (text.startsWith('\\{', i)) depth++;
      else if (text.startsWith('\\}', i)) depth--;
      if (depth > 0) i++;
    }
    if (depth) return null;
    if (out.has(m[1])) return null;
    out.set(m[1], text.slice(start, i).trim());
    rest += text.slice(from, start);
    from = i;
  }
  return { defs: out, rest: rest + text.slice(from) };
}

/** Commas outside brackets split the conditions of a set-builder. */
export function topLevelParts(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if ('({['.includes(ch)) depth++;
    if (')}]'.includes(ch)) depth--;
    if ((ch === ',' || ch === '，') && depth === 0) {
      parts.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  parts.push(cur.trim());
  return parts.filter(Boolean);
}

function numberList(body: string): number[] | null {
  const parts = topLevelParts(body);
  if (!parts.length || parts.length > 30) return null;
  const out: number[] = [];
  for (const p of parts) {
    const n = parseExpr(p);
    if (freeVars(n).size) return null;
    const v = evaluate(n);
    if (!Number.isFinite(v) || Math.abs(v - Math.round(v)) > TOL) return null;
    out.push(Math.round(v));
  }
  return new Set(out).size === out.length ? out : null;
}

function numberSet(src: string): Domain['kind'] | null {
  const s = src
    .replace(/\\math(?:bb|bf|rm)\s*\{\s*([A-Z])\s*\}/g, '$1')
    .replace(/[\s{}^_]/g, '')
    .replace(/\\ast/g, '*');
  return NUMBER_SETS[s] ?? null;
}

function compare(a: number, op: string, b: number): boolean {
  if (op === '<') return a < b - TOL;
  if (op === '<=') return a <= b + TOL;
  if (op === '>') return a > b + TOL;
  if (op === '>=') return a >= b - TOL;
  if (op === '=') return Math.abs(a - b) <= TOL;
  return Math.abs(a - b) > TOL;
}

/** f(x, y) = L − R written as a quadratic polynomial; null when it is not one (checked at points off the grid). */
function quadratic(f: (x: number, y: number) => number): { xx: number; yy: number; xy: number } | null {
  const c = f(0, 0);
  const xx = (f(1, 0) + f(-1, 0)) / 2 - c;
  const x1 = (f(1, 0) - f(-1, 0)) / 2;
  const yy = (f(0, 1) + f(0, -1)) / 2 - c;
  const y1 = (f(0, 1) - f(0, -1)) / 2;
  const xy = f(1, 1) - xx - yy - x1 - y1 - c;
  const model = (x: number, y: number) => xx * x * x + yy * y * y + xy * x * y + x1 * x + y1 * y + c;
  for (const [x, y] of [
    [0.37, -1.9],
    [2.6, 3.1],
    [-4.2, 0.55],
    [7.3, -6.1],
    [-11.5, 13.25],
  ]) {
    const v = f(x, y);
    if (!Number.isFinite(v) || Math.abs(v - model(x, y)) > 1e-7 * Math.max(1, Math.abs(v))) return null;
  }
  return { xx, yy, xy };
}

interface PairSet {
  vars: [string, string];
  domains: [Domain, Domain];
  conditions: Condition[];
  /** The condition that keeps the integer points inside a bounded region (an ellipse or a disk), if any. */
  bounded: string | null;
}

function readPairSet(body: string, lists: Map<string, number[]>): PairSet | null {
  const m = /^\(\s*([a-z])\s*,\s*([a-z])\s*\)\s*(?:\\mid|\||:)\s*(.+)$/s.exec(body);
  if (!m || m[1] === m[2]) return null;
  const vars: [string, string] = [m[1], m[2]];
  const domains: Array<Domain | null> = [null, null];
  const conditions: Condition[] = [];
  let bounded: string | null = null;
  const parts = topLevelParts(m[3]);
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k];
    const member = /^(.+?)\s*\\in\s*(.+)$/.exec(part);
    if (member) {
      const lhs = member[1].trim();
      const kind = numberSet(member[2]);
      const list = /^[A-Z]$/.test(member[2].trim()) ? lists.get(member[2].trim()) : undefined;
      if (!kind && !list) return null;
      const name = member[2].trim();
      const domain: Domain = list ? { kind: 'list', values: list, name } : { kind: kind as Exclude<Domain['kind'], 'list'>, name };
      // "x, y ∈ Z": a bare letter just before carries the same membership
      const prev = k > 0 && vars.includes(parts[k - 1]) && !domains[vars.indexOf(parts[k - 1])] ? parts[k - 1] : null;
      const index = vars.indexOf(lhs);
      if (index >= 0) {
        if (domains[index]) return null;
        domains[index] = domain;
        if (prev) domains[vars.indexOf(prev)] = domain;
        continue;
      }
      // "x−y ∈ A": a condition on both letters
      if (!list) return null;
      const e = parseExpr(lhs);
      if (![...freeVars(e)].every((v) => vars.includes(v))) return null;
      conditions.push({
        latex: part,
        holds: (x, y) => {
          const v = evaluate(e, { [vars[0]]: x, [vars[1]]: y });
          return list.some((w) => Math.abs(w - v) <= TOL);
        },
      });
      continue;
    }
    if (vars.includes(part) && k + 1 < parts.length && /\\in/.test(parts[k + 1])) continue;
    const chain = parseChain(part.replace(/\\leqslant/g, '\\leq').replace(/\\geqslant/g, '\\geq'));
    if (!chain.ops.length) return null;
    for (const e of chain.exprs) if (![...freeVars(e)].every((v) => vars.includes(v))) return null;
    const at = (n: Node, x: number, y: number) => evaluate(n, { [vars[0]]: x, [vars[1]]: y });
    conditions.push({
      latex: part,
      holds: (x, y) => chain.ops.every((op, i) => compare(at(chain.exprs[i], x, y), op, at(chain.exprs[i + 1], x, y))),
    });
    if (chain.ops.length === 1 && chain.ops[0] !== '!=' && chain.ops[0] !== '=') {
      const [l, r] = chain.exprs;
      const sign = chain.ops[0].startsWith('<') ? 1 : -1;
      const q = quadratic((x, y) => sign * (at(l, x, y) - at(r, x, y)));
      if (q && q.xx > 0 && q.yy > 0 && 4 * q.xx * q.yy - q.xy * q.xy > 0) bounded = part;
    }
  }
  if (!domains[0] || !domains[1]) return null;
  return { vars, domains: [domains[0], domains[1]], conditions, bounded };
}

function candidates(d: Domain, reach: number): number[] {
  if (d.kind === 'list') return d.values;
  const lo = d.kind === 'Z' ? -reach : d.kind === 'N' ? 0 : 1;
  return Array.from({ length: reach - lo + 1 }, (_, i) => lo + i);
}

function members(s: PairSet, reach: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const x of candidates(s.domains[0], reach))
    for (const y of candidates(s.domains[1], reach)) if (s.conditions.every((c) => c.holds(x, y))) out.push([x, y]);
  return out;
}

function domainWords(d: Domain, v: string): string {
  if (d.kind === 'list') return `${im(`${v}\\in ${d.name}=\\{${d.values.join(',')}\\}`)}`;
  return `${im(v)} 取${d.kind === 'Z' ? '整数' : d.kind === 'N' ? '自然数' : '正整数'}`;
}

export function solvePairCount(text: string, problemType: ProblemType): MathOutcome | null {
  if ((text.match(/个数/g) ?? []).length !== 1) return null;
  if (/子集|真子集|映射|\\cap|\\cup|\\complement|∩|∪/.test(text)) return null;
  const read = definitions(text.replace(/\\left|\\right/g, ''));
  // "B 中元素的个数", or "集合 B=\{…\} 中元素的个数" with the definition in between
  const ask = read ? ASK.exec(read.rest.replace(/\s*=\s*\\\{\s*\\\}/g, '')) : null;
  const defs = read?.defs;
  if (!ask || !defs?.has(ask[1])) return null;
  // nothing else may be said: a condition in words would be left unread
  const said = read!.rest
    .replace(/\s*=\s*\\\{\s*\\\}/g, '')
    .replace(ASK, '')
    .replace(/已知|设|若|记|集合|则|为|是|等于|_+|\\quad|\$|[A-Z]|[(),，.。:：;；（）\s]/g, '');
  if (said) return null;
  const lists = new Map<string, number[]>();
  for (const [name, body] of defs) {
    if (name === ask[1]) continue;
    const list = numberList(body);
    if (!list) return null;
    lists.set(name, list);
  }
  const set = readPairSet(defs.get(ask[1])!, lists);
  if (!set) return null;
  // every listed set must be used by the set that is counted
  for (const name of lists.keys())
    if (!set.domains.some((d) => d.name === name) && !set.conditions.some((c) => c.latex.includes(name))) return null;
  const p = prepare(text, problemType);
  const infinite = set.domains.some((d) => d.kind !== 'list');
  if (infinite && !set.bounded) return refuse(p, '这个点集中的整数点可能有无穷多个（没有读出把它们限制在有限范围内的条件），暂不作答。');
  const reach = 60;
  const found = members(set, reach);
  if (infinite) {
    // the region must lie well inside the searched square, and a square twice as wide finds nothing more
    if (found.some(([x, y]) => Math.max(Math.abs(x), Math.abs(y)) > reach / 2)) return refuse(p, '点集的范围太大，暂不列举。');
    if (members(set, 2 * reach).length !== found.length) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  }
  // checked another way: every listed pair satisfies each condition again, counted by rows of x
  const byRow = new Map<number, number>();
  for (const [x, y] of found) {
    if (!set.conditions.every((c) => c.holds(x, y))) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
    byRow.set(x, (byRow.get(x) ?? 0) + 1);
  }
  const total = [...byRow.values()].reduce((a, b) => a + b, 0);
  if (total !== found.length) return refuse(p, '算出的结果没有通过验算，为避免给出错误答案，暂不作答。');
  const [u, v] = set.vars;
  const listed = found.map(([x, y]) => `(${x},${y})`).join(',');
  const steps = [
    `${ask[1]} 的元素是有序数对 ${im(`(${u},${v})`)}，其中 ${domainWords(set.domains[0], u)}，${domainWords(set.domains[1], v)}${
      set.conditions.length ? `，并且满足 ${set.conditions.map((c) => im(c.latex)).join('、')}` : ''
    }。`,
    ...(infinite
      ? [`由 ${im(set.bounded ?? '')} 知点 ${im(`(${u},${v})`)} 在一个有界区域内，${im(u)}、${im(v)} 只能取有限个整数，逐个代入检验。`]
      : []),
    `按 ${im(u)} 的取值逐一列举满足条件的数对：${found.length ? dm(`${ask[1]}=\\{${listed}\\}`) : `没有满足条件的数对，${im(`${ask[1]}=\\emptyset`)}`}`,
    `所以 ${ask[1]} 中共有 ${found.length} 个元素。`,
  ];
  return solved(p, {
    engine: 'sets:pairs',
    idea: '集合的元素是有序数对，用列举法把满足全部条件的数对一一列出，再数个数。',
    steps,
    finalAnswer: String(found.length),
    verificationNote: `列出的每个数对都重新代入全部条件检验，并按 ${u} 的取值分行计数，合计 ${found.length} 个${infinite ? '；在两倍大的范围内再列举一次，没有多出的数对' : ''}。`,
    value: { kind: 'numbers', values: [found.length] },
  });
}
