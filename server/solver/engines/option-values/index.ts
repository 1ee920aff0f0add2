import { beyondKind } from '../../choice/beyond-options';
import type { Rat } from '../../math/expression/rational';
import type { ChoiceOption } from '../../read/options';
import type { Solved } from '../../types';
import type { Engine, EngineResult } from '../types';
import { type Asked, type Criterion, readAsked } from './criterion';
import { chainHolds, type OptionReading, readOption, showValue } from './option-value';

/** Every option the same number as the others 「三个一样大」: true only when all the numbers are equal. */
const ALL_EQUAL = /^(?:[两二三四五]个|它们|这些数|三个分数|四个分数)?(?:都)?(?:一样大|同样大|相等|一样)$/;

type Read = { o: ChoiceOption; r: OptionReading | null; beyond: 'none of the above' | 'cannot tell' | 'all equal' | null };

const sameNumbers = (a: Rat[], b: Rat[]) => {
  if (a.length !== b.length) return false;
  const s = (x: Rat[]) => [...x].sort((p, q) => p.cmp(q));
  const sa = s(a);
  const sb = s(b);
  return sa.every((v, i) => v.eq(sb[i]));
};

function describe(c: Criterion): string {
  switch (c.k) {
    case 'extreme':
      return c.max ? '最大' : '最小';
    case 'equals':
      return `等于 $${showValue(c.target)}$`;
    case 'compare':
      return `${{ '<': '小于', '>': '大于', '≤': '不大于', '≥': '不小于' }[c.op]} $${showValue(c.target)}$`;
    case 'parity':
      return c.even ? '是偶数' : '是奇数';
    case 'kind':
      return `是${c.what}`;
    case 'closest':
      return `最接近 $${showValue(c.target)}$`;
    case 'rank':
      return `${c.descending ? '从大到小' : '从小到大'}排在第 ${c.place} 位`;
    case 'divides':
      return c.exact ? '能整除（没有余数）' : '不能整除（有余数）';
    case 'true':
      return c.wanted ? '成立' : '不成立';
  }
}

/** Each option decided against the criterion; null when some option cannot be decided. */
function decide(asked: Asked, reads: Read[]): boolean[] | null {
  const c = asked.criterion;
  const values = reads.filter((x) => x.r?.k === 'value').map((x) => (x.r as Extract<OptionReading, { k: 'value' }>).v);
  if (c.k === 'true') {
    if (reads.some((x) => x.r && x.r.k !== 'relation')) return null;
    const rels = reads.filter((x) => x.r?.k === 'relation').map((x) => x.r as Extract<OptionReading, { k: 'relation' }>);
    if (rels.length < 2) return null;
    if (c.order) {
      // 「按从小到大排列」: every option orders the same numbers with the asked sign
      if (rels.some((r) => r.ops.some((op) => op !== c.order) || !sameNumbers(r.parts, rels[0].parts))) return null;
    }
  } else {
    if (reads.some((x) => x.r && x.r.k !== 'value')) return null;
    if (values.length < 2) return null;
    if (asked.listed && !sameNumbers(asked.listed, values)) return null;
  }
  const fitsCriterion = (x: Read): boolean | null => {
    const r = x.r;
    if (!r) return null;
    if (r.k === 'relation') return chainHolds(r) === (c.k === 'true' && c.wanted);
    const v = r.v;
    switch (c.k) {
      case 'extreme': {
        const best = values.reduce((a, b) => ((c.max ? b.cmp(a) > 0 : b.cmp(a) < 0) ? b : a));
        return v.eq(best);
      }
      case 'equals':
        return v.eq(c.target);
      case 'compare': {
        const s = v.cmp(c.target);
        return c.op === '<' ? s < 0 : c.op === '>' ? s > 0 : c.op === '≤' ? s <= 0 : s >= 0;
      }
      case 'parity':
        return v.isInteger() && (v.n % 2n === 0n) === c.even;
      case 'kind':
        return isKind(v, c.what);
      case 'closest': {
        const gap = (u: Rat) => u.sub(c.target).abs();
        const best = values.reduce((a, b) => (gap(b).cmp(gap(a)) < 0 ? b : a));
        return gap(v).eq(gap(best));
      }
      case 'rank': {
        const sorted = [...values].sort((p, q) => (c.descending ? q.cmp(p) : p.cmp(q)));
        if (c.place > sorted.length) return null;
        return v.eq(sorted[c.place - 1]);
      }
      case 'divides':
        return null;
      default:
        return null;
    }
  };
  const out: boolean[] = [];
  for (const x of reads) {
    if (x.r) {
      const f = c.k === 'divides' ? divides(x, c.exact) : fitsCriterion(x);
      if (f === null) return null;
      out.push(f);
    } else out.push(false);
  }
  // options that name no number: decided from the numbered ones
  reads.forEach((x, i) => {
    if (x.beyond === 'none of the above') out[i] = !out.some((f, j) => f && !reads[j].beyond);
    else if (x.beyond === 'all equal') out[i] = c.k === 'extreme' && values.every((v) => v.eq(values[0]));
    else if (x.beyond === 'cannot tell') out[i] = false;
  });
  // two equal numbers that both fit (a tie for the largest) leave the question without one answer
  return out;
}

/** 质数 and 合数 are whole numbers above 1; a square is the square of a whole number. */
function isKind(v: Rat, what: '质数' | '合数' | '完全平方数' | '整数'): boolean | null {
  if (what === '整数') return v.isInteger();
  if (!v.isInteger() || v.n < 0n) return false;
  const n = v.n;
  if (what === '完全平方数') {
    const r = BigInt(Math.round(Math.sqrt(Number(n))));
    return n < 2n ** 52n ? r * r === n : null;
  }
  if (n < 2n) return false;
  if (n > 10n ** 12n) return null;
  for (let d = 2n; d * d <= n; d++) if (n % d === 0n) return what === '合数';
  return what === '质数';
}

/** 「$45825\div 33$」 as a whole-number division: exact or not. */
function divides(x: Read, exact: boolean): boolean | null {
  const m = /^\s*(\d+)\s*\\div\s*(\d+)\s*$/.exec(x.r?.tex ?? '');
  if (!m || BigInt(m[2]) === 0n) return null;
  return (BigInt(m[1]) % BigInt(m[2]) === 0n) === exact;
}

function remainderLeft(x: Read): boolean {
  const m = /^\s*(\d+)\s*\\div\s*(\d+)\s*$/.exec(x.r?.tex ?? '');
  return !!m && BigInt(m[2]) !== 0n && BigInt(m[1]) % BigInt(m[2]) !== 0n;
}

function row(x: Read, fits: boolean, c: Criterion): string {
  const r = x.r;
  if (!r) return `- ${x.o.letter}. ${x.o.text.trim()}：${fits ? '其余选项都不符合，所以它对。' : '不对。'}`;
  if (r.k === 'relation') {
    const vals = r.parts.map(showValue).join('，');
    return `- ${x.o.letter}. $${r.tex}$：各数依次是 $${vals}$，这个式子${chainHolds(r) ? '成立' : '不成立'}。`;
  }
  if (c.k === 'divides') {
    const m = /^\s*(\d+)\s*\\div\s*(\d+)/.exec(r.tex) as RegExpExecArray;
    const a = BigInt(m[1]);
    const b = BigInt(m[2]);
    const q = a / b;
    const rem = a % b;
    return `- ${x.o.letter}. $${a}\\div ${b} = ${q}${rem ? `\\cdots\\cdots ${rem}` : ''}$，${rem ? '有余数' : '能整除'}。`;
  }
  return `- ${x.o.letter}. $${r.tex} = ${showValue(r.v)}$${fits ? `，${describe(c)}` : ''}。`;
}

/**
 * Choice questions whose options are numbers or arithmetic formulas and whose stem asks one property of them
 * (得数最大, 结果为 500, 小于 1, 是偶数, 最接近 80, 从大到小排第二, 除数不能整除被除数, 哪个式子正确): every option is
 * worked out exactly and checked; answered only when exactly one option has the property.
 */
export const optionValuesEngine: Engine = {
  name: 'option-values',
  subjects: ['math', 'other'],
  readsOptions: true,
  solve(q): EngineResult | null {
    if (q.options.length < 2 || q.multi) return null;
    const asked = readAsked(q.stem);
    if (!asked) return null;
    const reads: Read[] = q.options.map((o) => {
      const b = beyondKind(o.text);
      const plain = o.text.replace(/[\s$~]/g, '');
      if (b) return { o, r: null, beyond: b };
      if (ALL_EQUAL.test(plain)) return { o, r: null, beyond: 'all equal' };
      return { o, r: readOption(o.text), beyond: null };
    });
    if (reads.some((x) => !x.r && !x.beyond)) return null;
    // 「商是3」 beside a division with a remainder: 10÷3 has 商 3 in the remainder reading, 10/3 in the exact one
    if (asked.criterion.k !== 'divides' && /商/.test(q.stem) && reads.some((x) => remainderLeft(x))) return null;
    const fits = decide(asked, reads);
    if (!fits) return null;
    const hits = reads.filter((_, i) => fits[i]);
    if (hits.length !== 1) return null;
    const hit = hits[0];
    const c = asked.criterion;
    const what = c.k === 'true' ? (c.wanted ? '成立的式子' : '不成立的式子') : `${describe(c)}的选项`;
    const outcome: Solved = {
      ok: true,
      subject: 'math',
      problemType: 'choice',
      markdown: [
        `**解题思路** 把每个选项都算出准确的值，再逐个看是否${c.k === 'true' ? '成立' : describe(c)}。`,
        reads.map((x, i) => row(x, fits[i], c)).join('\n'),
        `**结论** 只有 ${hit.o.letter} 是${what}，选 ${hit.o.letter}。`,
      ].join('\n\n'),
      finalAnswer: `${hit.o.letter}（${hit.o.text.trim()}）`,
      verification: { status: 'verified', note: `每个选项都按准确值算过，只有 ${hit.o.letter} 符合。` },
      engine: 'offline:option-values',
    };
    return { outcome };
  },
};
