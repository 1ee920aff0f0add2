import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';

/**
 * The negation of a quantified proposition (人教A版 必修一 1.5 全称量词命题与存在量词命题的否定): 「命题 p：∃x∈R，
 * x²−x+1<0，则 ¬p 为」 is 「∀x∈R，x²−x+1≥0」 — the quantifier changes, the range of x stays, the conclusion is
 * negated. Every option is read as a quantified proposition; exactly one must be the negation, every other
 * decidably not (another quantifier, range, expression or relation).
 */

type Prop = { q: 'all' | 'some'; range: string; lhs: string; rel: string; rhs: string };

const REL: Array<[RegExp, string]> = [
  [/\\(?:leqslant|leq|le)(?![a-z])|≤|⩽/g, '≤'],
  [/\\(?:geqslant|geq|ge)(?![a-z])|≥|⩾/g, '≥'],
  [/\\(?:neq|ne)(?![a-z])|≠/g, '≠'],
];
const NEGATE: Record<string, string> = { '<': '≥', '>': '≤', '≤': '>', '≥': '<', '=': '≠', '≠': '=' };

/** One spelling for each symbol: no dollars, spaces or \left \right, the reals as R, x^{2} as x^2. */
function canon(s: string): string {
  // relations first: once the spaces go, 「\leq x」 would read as one command \leqx
  let t = s;
  for (const [re, r] of REL) t = t.replace(re, r);
  t = t
    .replace(/\$/g, '')
    .replace(/\\left|\\right|\\,|\\;|\\quad|\s+/g, '')
    .replace(/\\math(?:bf|bb|rm)\{R\}/g, 'R')
    .replace(/\\in(?![a-z])|∈/g, '∈')
    // the bound letter x₀ is x (「2^{x_{0}}」 must meet 「2^{x}」 once the braces go)
    .replace(/([a-z])_\{?0\}?/g, '$1')
    .replace(/\^\{(\w)\}/g, '^$1')
    .replace(/，/g, ',');
  return t;
}

function readProp(src: string): Prop | null {
  const t = canon(src);
  const m = /^(\\forall|\\exists|∀|∃)([a-z](?:_0|_\{0\})?)(∈[^,]+|[<>≤≥][^,]+)?,(.+)$/.exec(t);
  if (!m) return null;
  const rels = [...m[4].matchAll(/[<>≤≥=≠]/g)];
  if (rels.length !== 1) return null;
  const at = rels[0].index ?? 0;
  const lhs = m[4].slice(0, at);
  const rhs = m[4].slice(at + 1);
  if (!lhs || !rhs) return null;
  // the variable x₀ of an existence statement is x in the negation: the range is compared without the subscript
  return {
    q: /forall|∀/.test(m[1]) ? 'all' : 'some',
    range: `${m[3] ?? ''}`,
    lhs: lhs.replace(/_\{?0\}?/g, ''),
    rel: rels[0][0],
    rhs: rhs.replace(/_\{?0\}?/g, ''),
  };
}

const ASKS_NEGATION = /(?:否定|(?:\\neg|¬)\s*[a-z])\s*(?:是|为)?\s*(?:[（(]\s*[）)]|(?:\\_)+|_+)?\s*[.。]?\s*$/;

function show(p: Prop): string {
  return `${p.q === 'all' ? '\\forall' : '\\exists'} x${p.range.replace(/∈/, '\\in ')},\\ ${p.lhs}${p.rel}${p.rhs}`;
}

export function quantifierNegation(stem: string, options: Array<{ letter: string; text: string }>, mp: MathProblem): MathOutcome | null {
  if (options.length < 2 || !/否定|\\neg|¬/.test(stem)) return null;
  const flat = stem.replace(/\$/g, '');
  // the negation itself is asked, last (「…的否定是真命题还是假命题」 asks something else)
  if (!ASKS_NEGATION.test(flat)) return null;
  const found = /((?:\\forall|\\exists|∀|∃)[^，,]*[,，][^，,」”"]*?)(?=\s*(?:」|”|"|的否定|[，,]\s*(?:则|那么)|$))/.exec(flat);
  if (!found) return null;
  const p = readProp(found[1]);
  if (!p) return null;
  // nothing else quantified in the stem
  if ((flat.match(/\\forall|\\exists|∀|∃/g) ?? []).length !== 1) return null;
  const want: Prop = { q: p.q === 'all' ? 'some' : 'all', range: p.range, lhs: p.lhs, rel: NEGATE[p.rel], rhs: p.rhs };
  const read = options.map((o) => readProp(o.text));
  if (read.some((r) => !r)) return null;
  const same = (a: Prop, b: Prop) => a.q === b.q && a.range === b.range && a.lhs === b.lhs && a.rel === b.rel && a.rhs === b.rhs;
  const hits = options.filter((_, i) => same(read[i]!, want));
  if (hits.length !== 1) return null;
  const hit = hits[0];
  const others = options.filter((o) => o !== hit).map((o) => o.letter);
  return solved(
    { ...mp, problemType: 'choice' },
    {
      engine: 'logic:negation',
      idea: '含有一个量词的命题的否定：全称量词改为存在量词（或存在量词改为全称量词），x 的范围不变，结论改为它的否定。',
      steps: [
        `原命题 ${im(show(p))}。`,
        `它的否定：量词${p.q === 'all' ? '“∀”改为“∃”' : '“∃”改为“∀”'}，范围不变，${im(p.rel)} 改为 ${im(want.rel)}，得 ${im(show(want))}。`,
        `选项 ${hit.letter} 正是它；选项 ${others.join('、')} 的量词、范围或结论不符。`,
      ],
      finalAnswer: `${hit.letter}（${hit.text}）`,
      verificationNote: '逐一读出每个选项的量词、范围、式子和不等号，只有一个与所求的否定完全一致。',
      value: { kind: 'words', text: hit.letter },
    },
  );
}
