import { pickOption } from '../../math/answers/choice';
import { add, mul, num, pow, variable } from '../../math/expression/ast';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { cleanLatex, evalRat, parseRat, type RNode, varsOf } from '../../math/numbers/ratexpr';
import { dm, im, refuse, solved } from '../../math/write/format';
import { stemProblem } from '../stem-problem';
import type { Engine, EngineResult } from '../types';
import { alternatingSum } from './alternating-sum';
import { arithmeticExtremum, isIndexQuantity } from './extremum';
import { geometricEquationTex } from './geo-basics';
import { geometricProduct } from './geo-product';
import { geometricTermByPowers } from './geoterm';
import { foldedPowerTex } from './power-form';
import { productRule } from './product-rule';
import { formulaPutIn } from './put-in';
import { recurrence } from './recurrence';
import { type Kind, linearDetermined, type Model, partial, solveModels, term } from './solve';
import { unknownIndex } from './unknown-index';
import { sequenceWords } from './words';

/**
 * Arithmetic and geometric sequences from conditions on terms and partial sums (a_3=5, S_6=36,
 * a_4+a_7=2, a_5a_6=-8, 前4项和为15, 各项均为正数): finds a_1 and d (or q) exactly, checks every condition
 * again with the values found, and answers a term, a sum, d/q, or the general formulas a_n and S_n.
 */
export const sequencesEngine: Engine = {
  name: 'sequences',
  subjects: ['math', 'other'],
  solve: (q) => {
    try {
      const mp = stemProblem(q);
      const kind = namedKinds(q.stem, mp);
      if (kind) {
        if (!q.options.length) return { outcome: kind.outcome, value: kind.value };
        const picked = pickOption(kind, { stem: q.stem, options: q.options });
        return 'refuse' in picked ? null : { outcome: picked.outcome, value: picked.value };
      }
      const index = unknownIndex(q.stem, mp);
      if (index) {
        if (!q.options.length || !index.outcome.ok)
          return index.outcome.ok ? { outcome: index.outcome, value: index.value } : { outcome: index.outcome };
        const picked = pickOption(index, { stem: q.stem, options: q.options });
        return 'refuse' in picked ? null : { outcome: picked.outcome, value: picked.value };
      }
      return solveSequence(q.stem, q.options, q.problemType);
    } catch {
      return null;
    }
  },
};

/**
 * The kinds read whole (an alternating recurrence summed, a_{m+n}=a_m a_n, a tower in words). A sequence named {b_n}
 * or {c_n} alone is read as {a_n} and the solution written back in its own letter.
 */
function namedKinds(stem: string, mp: MathProblem): MathOutcome | null {
  const letters = new Set([...stem.matchAll(/([a-z])_(?:\{|n|\d)/g)].map((m) => m[1]));
  const only = letters.size === 1 ? [...letters][0] : null;
  const letter = only === 'b' || only === 'c' ? only : null;
  const read = letter ? stem.replace(new RegExp(`${letter}_`, 'g'), 'a_') : stem;
  const kind = alternatingSum(read, mp) ?? productRule(read, mp);
  if (!kind?.outcome.ok || !letter) return kind;
  const { outcome, value } = kind as { outcome: typeof kind.outcome; value: NonNullable<MathOutcome['value']> };
  const back = (t: string) => t.replace(/a_/g, `${letter}_`);
  return { outcome: { ...outcome, markdown: back(outcome.markdown), finalAnswer: back(outcome.finalAnswer) }, value };
}

interface Cond {
  lhs: RNode;
  rhs: RNode;
  tex: string;
}

type Target =
  | { k: 'expr'; node: RNode; tex: string }
  | { k: 'general'; an: boolean; sn: boolean }
  | { k: 'param' }
  | { k: 'extremum'; node: RNode; tex: string; which: 'min' | 'max'; ask: 'value' | 'index' };

const KNOWN_PROSE =
  /已知|设|记|若|且|则|为|是|的|数列|等差|等比|前|项和|项的和|求|通项公式|通项|及|和|公差|公比|满足|各项均为正数|各项都为正数|正项|首项|在|中|其|它|并|分别|等于|值|第|项|，|,|。|\.|;|；|:|：|\s/g;

function solveSequence(
  stem: string,
  options: { letter: string; text: string }[],
  problemType: MathProblem['problemType'],
): EngineResult | null {
  const cleaned = cleanLatex(
    stem
      .replace(/(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])/g, '')
      .replace(/^\s*\d+\s*[.、．]?\s*(?:[(（]\s*\d+\s*分\s*[)）])?/, ' ')
      .replace(/\$\s*\(\s*\$?\s*5\s*分\s*\$?\s*\)/, ' '),
  ).replace(/\(\s*(?:\\quad)?\s*\)|（\s*）|_{2,}|\\_+/g, ' ');
  // 「则 $a_n$=____」: the equals sign typed after the formula still asks for it
  const text = sequenceWords(cleaned).replace(/\$\s*([aS]_\{?n\}?)\s*\$\s*=\s*(?=[\s。.]*$)/, '$$$1=$$ ');
  const isA = /等差数列/.test(text);
  const isG = /等比数列/.test(text);
  if (!isA && !isG && /数列/.test(text)) {
    const mp0: MathProblem = { raw: stem, text: stem, segments: [], prose: '', problemType: options.length ? 'choice' : problemType };
    const r = recurrence(text, mp0);
    if (!r) return null;
    if (options.length) {
      const picked = pickOption(r, { stem, options });
      return 'refuse' in picked ? null : { outcome: picked.outcome, value: picked.value };
    }
    return r;
  }
  if (isA === isG) return null;
  if (isG) {
    const mpG: MathProblem = { raw: stem, text: stem, segments: [], prose: '', problemType: options.length ? 'choice' : problemType };
    const g = geometricTermByPowers(text, mpG);
    if (g && options.length) {
      if (!g.outcome.ok) return null;
      const picked = pickOption(g, { stem, options });
      return 'refuse' in picked ? null : { outcome: picked.outcome, value: picked.value };
    }
    if (g) return g.outcome.ok ? { outcome: g.outcome, value: g.value } : { outcome: g.outcome };
  }
  const kind: Kind = isA ? 'arith' : 'geo';
  // Only one sequence named a.
  if (/\{\s*[b-zB-Z]_\{?n\}?\s*\}/.test(text) || /递推|a_\{?n\s*\+\s*1\}?/.test(text)) return null;

  const conds: Cond[] = [];
  const constraints: string[] = [];
  let target: Target | null = null;
  let positive = /各项均为正数|各项都为正数|正项等比|正项等差/.test(text);

  // Word conditions.
  let prose = text;
  const wordCond = (re: RegExp, make: (m: RegExpExecArray) => string) => {
    prose = prose.replace(re, (...args) => {
      const m = args as unknown as RegExpExecArray;
      const t = make(m);
      const [l, r] = t.split('=');
      conds.push({ lhs: parseRat(l)!, rhs: parseRat(r)!, tex: t });
      return ' ';
    });
  };
  wordCond(/前\s*\$?\s*(\d+)\s*\$?\s*项(?:的)?和\s*(?:为|是|等于)\s*\$?\s*(-?\d+(?:\.\d+)?)\s*\$?/g, (m) => `S_{${m[1]}}=${m[2]}`);
  wordCond(/首项\s*(?:为|是|等于)\s*\$?\s*(-?\d+(?:\.\d+)?)\s*\$?/g, (m) => `a_{1}=${m[1]}`);
  wordCond(/公差\s*(?:为|是|等于)\s*\$?\s*(-?\d+(?:\.\d+)?)\s*\$?/g, (m) => `d=${m[1]}`);
  wordCond(/公比\s*(?:为|是|等于)\s*\$?\s*(-?\d+(?:\.\d+)?)\s*\$?/g, (m) => `q=${m[1]}`);

  // "则 nS_n 的最小值为": the one formula in n whose least or greatest value is asked
  // 「当 S_n 取最小值时，n 等于」: the index where it is reached is asked instead of the value
  const atIndex =
    /当\s*(\$[^$]+\$)\s*(?:取得?|有)\s*最\s*([小大])\s*值\s*时\s*[,，]?\s*(?:\$\s*n\s*=?\s*\$|n)\s*(?:的值)?\s*(?:为|是|等于)?/;
  const indexAsk = atIndex.exec(prose);
  if (indexAsk) prose = prose.replace(atIndex, `${indexAsk[1]} 的最${indexAsk[2]}值`);
  const extremes = [...prose.matchAll(/\$([^$]+)\$\s*的\s*最\s*([小大])\s*值/g)];
  const extremum =
    extremes.length === 1
      ? {
          src: extremes[0][1].trim(),
          which: extremes[0][2] === '小' ? ('min' as const) : ('max' as const),
          ask: indexAsk ? ('index' as const) : ('value' as const),
        }
      : null;
  // Math segments.
  const segs: string[] = [];
  prose = prose.replace(/\$([^$]*)\$/g, (_, s: string) => {
    segs.push(s);
    return ' ';
  });
  // the asked formula is the last one written so (S_n may also name the sum earlier: "前 n 项和为 S_n")
  const askedAt = extremum ? segs.map((x) => x.trim()).lastIndexOf(extremum.src) : -1;
  for (const [at, seg] of segs.entries()) {
    if (extremum && at === askedAt) {
      const node = parseRat(seg);
      if (!node || !isIndexQuantity(node) || target) return null;
      target = { k: 'extremum', node, tex: seg.trim(), which: extremum.which, ask: extremum.ask };
      continue;
    }
    for (const raw of splitComma(seg)) {
      const piece = raw.trim();
      if (!piece) continue;
      if (/^n$|^\\?\{\s*a_\{?n\}?\s*\\?\}$/.test(piece)) continue;
      if (/^[aS]_\{?n\}?$/.test(piece)) {
        if (/^a_/.test(piece) && /通项/.test(text)) target = mergeGeneral(target, 'an');
        if (/^S_/.test(piece) && /求[^。]*S_\{?n\}?/.test(text.replace(/\s/g, ''))) target = mergeGeneral(target, 'sn');
        continue;
      }
      const rel = /^([^=<>]*?)(=|>|<|\\geq|\\leq|\\ge|\\le|\\neq)([^=<>]*)$/.exec(piece);
      if (rel) {
        const [, l, op, r] = rel;
        // 「则 a_n=」「S_n=」 with a blank: the general formula is asked
        const general = /^\s*([aS])_\{?n\}?\s*$/.exec(l);
        if (op === '=' && r.trim() === '' && general) {
          target = mergeGeneral(target, general[1] === 'a' ? 'an' : 'sn');
          continue;
        }
        if (op === '=' && r.trim() === '') {
          const node = parseRat(l);
          if (!node || !okVars(node, kind)) return null;
          target = { k: 'expr', node, tex: l.trim() };
          continue;
        }
        if (op !== '=') {
          const lv = l.trim();
          // 「公差 d≠0」「公比 q≠1」「q>0」: a bound on the common difference or ratio keeps the models within it
          if (/^[qd]$/.test(lv) && /^-?\d+$/.test(r.trim())) {
            constraints.push(`${lv}${op === '\\neq' ? '!=' : op.includes('g') || op === '>' ? '>' : '<'}${r.trim()}`);
            continue;
          }
          return null;
        }
        const lhs = parseRat(l);
        const rhs = parseRat(r);
        if (!lhs || !rhs || !okVars(lhs, kind) || !okVars(rhs, kind)) return null;
        conds.push({ lhs, rhs, tex: piece });
        continue;
      }
      const node = parseRat(piece);
      if (node && okVars(node, kind)) {
        // A quantity named in the question part: "则 $a_1+a_{10}$ 的值为".
        target = { k: 'expr', node, tex: piece };
        continue;
      }
      return null;
    }
  }
  if (/公差/.test(prose) && kind === 'arith' && !target && /(?:则|求)[^，。]*公差/.test(prose)) target = { k: 'param' };
  if (/公比/.test(prose) && kind === 'geo' && !target && /(?:则|求)[^，。]*公比/.test(prose)) target = { k: 'param' };
  if (!target && /通项/.test(prose)) target = { k: 'general', an: true, sn: false };
  if (!target) return null;
  if (
    prose
      .replace(target.k === 'extremum' ? /最[小大]值/g : /$^/g, '')
      .replace(KNOWN_PROSE, '')
      .replace(/[()（）]/g, '')
      .trim() !== ''
  )
    return null;
  if (constraints.includes('q>0') && kind === 'geo') positive = positive || false;
  if (conds.length === 0) return null;

  const mp: MathProblem = { raw: stem, text: stem, segments: [], prose: '', problemType: options.length ? 'choice' : problemType };
  if (kind === 'geo' && conds.length === 1 && target.k === 'expr') {
    const g = geometricProduct(mp, conds[0], target, positive);
    if (g?.outcome.ok) {
      if (!options.length) return { outcome: g.outcome, value: g.value };
      const picked = pickOption(g, { stem, options });
      return 'refuse' in picked ? null : { outcome: picked.outcome, value: picked.value };
    }
  }
  if (kind === 'arith' && conds.length === 1 && target.k === 'expr') {
    const v = linearDetermined(conds[0], target.node);
    if (v) return singleLinear(mp, conds[0], target, v, stem, options);
  }
  const sols = solveModels(
    kind,
    conds.map((c) => ({ lhs: c.lhs, rhs: c.rhs })),
    { positive, constraints },
  );
  const name = kind === 'arith' ? '等差数列' : '等比数列';
  const r = kind === 'arith' ? 'd' : 'q';
  if (sols === 'unknown' || sols.length === 0) {
    return {
      outcome: refuse(
        mp,
        `已读出这是${name}的题目，但由所给条件无法唯一确定首项和${kind === 'arith' ? '公差' : '公比'}（或条件超出了离线求解器能核对的范围）。可以检查条件是否抄写完整，或把条件改写成 $a_k=\\dots$、$S_k=\\dots$ 的形式。`,
      ).outcome,
    };
  }
  // The value asked must be the same for every solution.
  let answerTex: string;
  let value: MathOutcome['value'];
  const steps: string[] = [];
  steps.push(
    kind === 'arith'
      ? `设首项为 ${im('a_1')}，公差为 ${im('d')}，则 ${im('a_n=a_1+(n-1)d')}，${im('S_n=na_1+\\frac{n(n-1)}{2}d')}。`
      : `设首项为 ${im('a_1')}，公比为 ${im('q')}，则 ${im('a_n=a_1q^{n-1}')}，${im('S_n=\\frac{a_1(1-q^n)}{1-q}\\ (q\\ne 1)')}。`,
  );
  steps.push(`把条件用 ${im('a_1')}、${im(r)} 表示：${conds.map((c) => conditionInBasics(c, kind)).join('；')}。`);
  const oneSolution = sols.length === 1 && !positive && !constraints.length;
  const eliminated = !oneSolution ? null : kind === 'arith' ? eliminationStep(conds, sols[0]) : divisionStep(conds, sols[0]);
  if (eliminated) steps.push(eliminated);
  else
    steps.push(
      `解得 ${sols.map((s) => im(`a_1=${s.a1.toLatex()},\\ ${r}=${s.r.toLatex()}`)).join(' 或 ')}${positive ? '（各项为正数，已舍去不合题意的解）' : ''}${constraints.length ? `（由 ${im(constraints.join(',').replace(/!=/g, '\\neq '))} 取舍）` : ''}。`,
    );

  if (target.k === 'extremum') {
    if (kind !== 'arith' || sols.length !== 1)
      return { outcome: refuse(mp, `已读出这是${name}的题目，但离线暂只判断唯一确定的等差数列中关于 n 的量的最值。`).outcome };
    const ext = arithmeticExtremum(target.node, target.tex, target.which, sols[0], mp, target.ask);
    if (!options.length || !ext.outcome.ok) return ext.outcome.ok ? { outcome: ext.outcome, value: ext.value } : { outcome: ext.outcome };
    const picked = pickOption(ext, { stem, options });
    return 'refuse' in picked ? null : { outcome: picked.outcome, value: picked.value };
  }
  if (target.k === 'general') {
    if (sols.length !== 1)
      return {
        outcome: refuse(mp, `已读出这是${name}的题目，但所给条件对应不止一个数列，离线求解器暂不作答。请检查条件是否完整。`).outcome,
      };
    const s = sols[0];
    const parts: string[] = [];
    const an = generalTerm(kind, s);
    if (target.an || !target.sn) parts.push(`a_n=${an.tex}`);
    if (target.sn) parts.push(`S_n=${generalSum(kind, s).tex}`);
    answerTex = parts.join(',\\quad ');
    value =
      target.an || !target.sn
        ? { kind: 'expression', node: an.node, vars: ['n'] }
        : { kind: 'expression', node: generalSum(kind, s).node, vars: ['n'] };
    steps.push(`所以 ${dm(answerTex)}`);
  } else {
    // One condition fixes only the ratio (a1 is a stand-in 1): the value must not change with a1.
    const withA1 = (s: (typeof sols)[number]) => (conds.length === 1 ? [s, { a1: Rat.of(2), r: s.r }, { a1: Rat.of(-3), r: s.r }] : [s]);
    const vals = sols.flatMap((s) =>
      withA1(s).map((m) => (target.k === 'param' ? m.r : evalRat((target as { node: RNode }).node, envOf(kind, m)))),
    );
    if (vals.some((v) => v === null) || vals.some((v) => !v!.eq(vals[0]!))) {
      return { outcome: refuse(mp, `已读出这是${name}的题目，但所给条件下所求的量不唯一，离线求解器暂不作答。`).outcome };
    }
    const v = vals[0]!;
    const asked = target.k === 'param' ? r : target.tex;
    answerTex = `${asked}=${v.toLatex()}`;
    value = { kind: 'numbers', values: [v.toNumber()] };
    const putIn = sols.length === 1 && target.k === 'expr' ? formulaPutIn(kind, target.node, sols[0], v) : null;
    steps.push(`所以 ${im(putIn ? `${asked}=${putIn}=${v.toLatex()}` : answerTex)}${sols.length > 1 ? '（各组解结果相同）' : ''}。`);
  }
  const check = sols
    .map((s) => conds.map((c) => im(`${c.tex.replace(/=.*/, '')}=${evalRat(c.lhs, envOf(kind, s))!.toLatex()}`)).join('，'))
    .join('；');
  const outcome = solved(mp, {
    engine: 'sequences',
    idea: `用基本量法：把已知条件都化成首项 ${im('a_1')} 和${kind === 'arith' ? '公差' : '公比'} ${im(r)} 的方程，解出基本量再求所问。`,
    steps,
    finalAnswer: `$${answerTex}$`,
    verificationNote: `把求得的首项和${kind === 'arith' ? '公差' : '公比'}代回，逐项算出各条件：${check}，与题设一致。`,
    value: value!,
  });
  if (options.length) {
    const picked = pickOption(outcome, { stem, options });
    if ('refuse' in picked) return null;
    return { outcome: picked.outcome, value: picked.value };
  }
  return { outcome: outcome.outcome, value: outcome.value };
}

function mergeGeneral(t: Target | null, what: 'an' | 'sn'): Target {
  const base = t && t.k === 'general' ? t : { k: 'general' as const, an: false, sn: false };
  return { ...base, [what]: true };
}

function splitComma(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if ('({['.includes(ch)) depth++;
    if (')}]'.includes(ch)) depth--;
    if (depth === 0 && (ch === ',' || ch === '，' || ch === ';')) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

function okVars(n: RNode, kind: Kind): boolean {
  for (const v of varsOf(n)) {
    const m = /^([aS])_(\d+)$/.exec(v);
    if (m) {
      const k = Number(m[1] === 'a' ? m[2] : m[2]);
      if (k < 1 || k > (kind === 'geo' ? 60 : 200)) return false;
      continue;
    }
    if (v === (kind === 'arith' ? 'd' : 'q')) continue;
    return false;
  }
  return true;
}

export function envOf(kind: Kind, s: Model): (name: string) => Rat | null {
  return (name) => {
    if (name === 'd' || name === 'q') return s.r;
    const m = /^([aS])_(\d+)$/.exec(name);
    if (!m) return null;
    const k = Number(m[2]);
    return m[1] === 'a' ? term(kind, s, k) : partial(kind, s, k);
  };
}

function expand(c: { lhs: RNode; rhs: RNode }, kind: Kind): string {
  // Shows the condition as an equation in a_1 and d/q by naming each term.
  const names = [...varsOf(c.lhs), ...varsOf(c.rhs)];
  const show = (name: string): string => {
    const m = /^([aS])_(\d+)$/.exec(name);
    if (!m) return name;
    const k = Number(m[2]);
    if (kind === 'arith') {
      const dTerm = (c: number) => (c === 1 ? 'd' : `${c}d`);
      if (m[1] === 'a') return k === 1 ? 'a_1' : `a_1+${dTerm(k - 1)}`;
      return k === 1 ? 'a_1' : `${k}a_1+${dTerm((k * (k - 1)) / 2)}`;
    }
    if (m[1] === 'a') return k === 1 ? 'a_1' : k === 2 ? 'a_1q' : `a_1q^{${k - 1}}`;
    return k <= 3 ? ['a_1', 'a_1q', 'a_1q^{2}'].slice(0, k).join('+') : `\\frac{a_1(1-q^{${k}})}{1-q}`;
  };
  // a_1 is already in a_1: naming it again (「a_1=a_1」) says nothing
  const uniq = [...new Set(names)].filter((n) => /^[aS]_/.test(n) && show(n) !== n);
  return uniq.map((n) => `${n}=${show(n)}`).join(',\\ ');
}

/** 「a_4+a_8=10 ⇒ a_4=a_1+3d, a_8=a_1+7d」, or the condition alone when it names only a_1. */
function expandedTex(c: Cond, kind: Kind): string {
  const named = expand(c, kind);
  return named ? `${c.tex}\\Rightarrow ${named}` : c.tex;
}

/**
 * The condition as the equation in a₁ and d that is solved (「即 2a_1+7d=24」); null when it is not linear in them
 * (checked at a fourth point) or says nothing new (a_1=2).
 */
function linearEquationTex(c: Cond): string | null {
  const lin = linearForm(c);
  if (!lin) return null;
  const tex = `${formTex(lin.alpha, lin.beta)}=${lin.c.toLatex()}`;
  return tex.replace(/\s+/g, '') === c.tex.replace(/\s+/g, '') || !expand(c, 'arith') ? null : tex;
}

/** The condition as α·a₁ + β·d = c (checked at a fourth point); null when it is not linear or says nothing. */
function linearForm(c: Cond): { alpha: Rat; beta: Rat; c: Rat } | null {
  const at = (a1: number, d: number) => {
    const env = envOf('arith', { a1: Rat.of(a1), r: Rat.of(d) });
    const [l, r] = [evalRat(c.lhs, env), evalRat(c.rhs, env)];
    return l && r ? l.sub(r) : null;
  };
  const [f00, f10, f01, f23] = [at(0, 0), at(1, 0), at(0, 1), at(2, 3)];
  if (!f00 || !f10 || !f01 || !f23) return null;
  const [alpha, beta] = [f10.sub(f00), f01.sub(f00)];
  if (!f23.eq(f00.add(alpha.mul(Rat.of(2))).add(beta.mul(Rat.of(3))))) return null;
  if (alpha.isZero() && beta.isZero()) return null;
  return { alpha, beta, c: f00.neg() };
}

/**
 * Two terms of a geometric sequence a_i = x, a_j = y an odd number of places apart: divided (「两式相除得 q^{3}=8」),
 * q put back into the first. Null for any other pair or another solution than `s`.
 */
function divisionStep(conds: Cond[], s: Model): string | null {
  if (conds.length !== 2) return null;
  const terms = conds.map((c) => {
    const m = c.lhs.k === 'var' ? /^a_(\d+)$/.exec(c.lhs.name) : null;
    const v = c.rhs.k === 'num' ? c.rhs.v : null;
    return m && v && !v.isZero() ? { k: Number(m[1]), v } : null;
  });
  if (!terms[0] || !terms[1] || terms[0].k === terms[1].k) return null;
  const [lo, hi] = terms[0].k < terms[1].k ? [terms[0], terms[1]] : [terms[1], terms[0]];
  const gap = hi.k - lo.k;
  if (gap % 2 === 0) return null;
  const ratio = hi.v.div(lo.v);
  let power = Rat.ONE;
  for (let i = 0; i < gap; i++) power = power.mul(s.r);
  if (!power.eq(ratio)) return null;
  const q = gap === 1 ? 'q' : `q^{${gap}}`;
  const loTex = lo.k === 1 ? 'a_1' : lo.k === 2 ? 'a_1q' : `a_1q^{${lo.k - 1}}`;
  const back = lo.k === 1 ? '' : `；代入 ${im(`${loTex}=${lo.v.toLatex()}`)} 得 ${im(`a_1=${s.a1.toLatex()}`)}`;
  return `两式相除得 ${im(`${q}=${ratio.toLatex()}`)}，所以 ${im(`q=${s.r.toLatex()}`)}${back}。`;
}

/**
 * Two conditions α·a₁ + β₁·d = c₁ and α·a₁ + β₂·d = c₂ with the same α solved as the textbook does: subtracted
 * (「两式相减得 4d=8」), d put back into the first. Null for any other pair or another solution than `s`.
 */
function eliminationStep(conds: Cond[], s: Model): string | null {
  if (conds.length !== 2) return null;
  const [e1, e2] = conds.map(linearForm);
  if (!e1 || !e2 || e1.alpha.isZero() || !e1.alpha.eq(e2.alpha) || e1.beta.eq(e2.beta)) return null;
  const [lo, hi] = e2.beta.sub(e1.beta).sign() > 0 ? [e1, e2] : [e2, e1];
  const k = hi.beta.sub(lo.beta);
  const d = hi.c.sub(lo.c).div(k);
  const a1 = lo.c.sub(lo.beta.mul(d)).div(lo.alpha);
  if (!d.eq(s.r) || !a1.eq(s.a1)) return null;
  const first = `${formTex(lo.alpha, lo.beta)}=${lo.c.toLatex()}`;
  return `两式相减得 ${im(`${formTex(Rat.ZERO, k)}=${hi.c.sub(lo.c).toLatex()}`)}，所以 ${im(`d=${d.toLatex()}`)}；代入 ${im(first)} 得 ${im(`a_1=${a1.toLatex()}`)}。`;
}

/** The condition in a₁ and d/q, with the linear equation it becomes for an arithmetic sequence. */
function conditionInBasics(c: Cond, kind: Kind): string {
  if (kind === 'geo') {
    const eq = expand(c, kind) ? geometricEquationTex(c.lhs, c.rhs) : null;
    if (!eq) return im(expandedTex(c, kind));
    // one term equal to a number needs no naming step: 「a_5=16 ⇒ a_1q^4=16」
    return c.lhs.k === 'var' && c.rhs.k === 'num' ? im(`${c.tex}\\Rightarrow ${eq}`) : `${im(expandedTex(c, kind))}，即 ${im(eq)}`;
  }
  const eq = linearEquationTex(c);
  return `${im(expandedTex(c, kind))}${eq ? `，即 ${im(eq)}` : ''}`;
}

function generalTerm(kind: Kind, s: Model) {
  if (kind === 'arith') {
    const c = s.a1.sub(s.r);
    const node = add(mul(num(s.r), variable('n')), num(c));
    return { node, tex: linTex(s.r, c) };
  }
  const node = mul(num(s.a1), pow(num(s.r), add(variable('n'), num(-1))));
  const q = s.r.d === 1n && s.r.sign() > 0 ? s.r.toLatex() : `\\left(${s.r.toLatex()}\\right)`;
  const coef = s.a1.isOne() ? '' : s.a1.eq(Rat.ONE.neg()) ? '-' : s.a1.toLatex();
  // a number before a power of a number needs its dot: 2·3^{n-1}, never 23^{n-1}
  const dot = coef && coef !== '-' && (!s.a1.isInteger() || /^\d/.test(q));
  return { node, tex: foldedPowerTex(s.a1, s.r, -1) ?? `${coef}${dot ? '\\cdot ' : ''}${q}^{n-1}` };
}

function generalSum(kind: Kind, s: Model) {
  if (kind === 'arith') {
    const A = s.r.div(Rat.of(2));
    const B = s.a1.sub(A);
    const node = add(mul(num(A), pow(variable('n'), num(2))), mul(num(B), variable('n')));
    return { node, tex: quadTex(A, B) };
  }
  if (s.r.isOne()) return { node: mul(num(s.a1), variable('n')), tex: `${s.a1.toLatex()}n` };
  const k = s.a1.div(Rat.ONE.sub(s.r));
  const node = mul(num(k), add(num(1), mul(num(-1), pow(num(s.r), variable('n')))));
  const q = s.r.d === 1n && s.r.sign() > 0 ? s.r.toLatex() : `\\left(${s.r.toLatex()}\\right)`;
  // a negative coefficient (q > 1) is written the way a textbook does: -1·(1-2^n) as 2^n-1
  if (k.sign() < 0) {
    const m = k.neg();
    const coef = m.isOne() ? '' : `${m.toLatex()}\\cdot `;
    return { node, tex: `${foldedPowerTex(m, s.r, 0) ?? `${coef}${q}^{n}`}-${m.toLatex()}` };
  }
  return { node, tex: `${k.isOne() ? '' : k.toLatex()}\\left(1-${q}^{n}\\right)` };
}

function linTex(a: Rat, b: Rat): string {
  const first = a.isZero() ? '' : a.isOne() ? 'n' : a.eq(Rat.ONE.neg()) ? '-n' : `${a.toLatex()}n`;
  if (!first) return b.toLatex();
  if (b.isZero()) return first;
  return `${first}${b.sign() > 0 ? '+' : ''}${b.toLatex()}`;
}

function quadTex(a: Rat, b: Rat): string {
  const first = a.isZero() ? '' : a.isOne() ? 'n^2' : a.eq(Rat.ONE.neg()) ? '-n^2' : `${a.toLatex()}n^2`;
  const second = b.isZero() ? '' : b.isOne() ? 'n' : b.eq(Rat.ONE.neg()) ? '-n' : `${b.toLatex()}n`;
  if (!first) return second || '0';
  if (!second) return first;
  return `${first}${b.sign() > 0 ? '+' : ''}${second}`;
}

/** 「3a_1+6d=3」: a linear form in a₁ and d with its constant, as a textbook writes it. */
function formTex(ca: Rat, cd: Rat): string {
  const term = (c: Rat, x: string, first: boolean) =>
    c.isZero() ? '' : `${c.sign() < 0 ? '-' : first ? '' : '+'}${c.abs().isOne() ? '' : c.abs().toLatex()}${x}`;
  return `${term(ca, 'a_1', true)}${term(cd, 'd', ca.isZero())}` || '0';
}

/**
 * 整体代入 shown with its multiple: the condition is α·a₁ + β·d = c, the target μ·a₁ + ν·d + ρ with (μ, ν) = λ(α, β),
 * so the target is λ·c + ρ. Null when the forms are not multiples (the caller keeps the general wording).
 */
function wholeSubstitution(
  cond: (a1: Rat, d: Rat) => Rat,
  target: (a1: Rat, d: Rat) => Rat | null,
  c: Cond,
  targetTex: string,
  v: Rat,
): string[] | null {
  const [z, one] = [Rat.ZERO, Rat.ONE];
  const t0 = target(z, z);
  const ta = target(one, z);
  const td = target(z, one);
  if (!t0 || !ta || !td) return null;
  const [alpha, beta, gamma] = [cond(one, z).sub(cond(z, z)), cond(z, one).sub(cond(z, z)), cond(z, z)];
  const [mu, nu, rho] = [ta.sub(t0), td.sub(t0), t0];
  const lambda = !alpha.isZero() ? mu.div(alpha) : !beta.isZero() ? nu.div(beta) : null;
  if (!lambda || lambda.isZero() || !mu.eq(lambda.mul(alpha)) || !nu.eq(lambda.mul(beta))) return null;
  const given = gamma.neg();
  if (!lambda.mul(given).add(rho).eq(v)) return null;
  const rest = rho.isZero() ? '' : `${rho.sign() < 0 ? '-' : '+'}${rho.abs().toLatex()}`;
  const times = lambda.isOne() ? '' : lambda.toLatex();
  return [
    `把条件用 ${im('a_1')}、${im('d')} 表示：${im(expandedTex(c, 'arith'))}，即 ${im(`${formTex(alpha, beta)}=${given.toLatex()}`)}。`,
    `所求 ${im(`${targetTex}=${`${formTex(mu, nu)}${rest}` === targetTex ? '' : `${formTex(mu, nu)}${rest}=`}${times}\\left(${formTex(alpha, beta)}\\right)${rest}`)}，整体代入得 ${im(
      `${targetTex}=${times ? `${times}\\times ${given.sign() < 0 ? `\\left(${given.toLatex()}\\right)` : given.toLatex()}` : given.toLatex()}${rest}=${v.toLatex()}`,
    )}。`,
  ];
}

function singleLinear(
  mp: MathProblem,
  cond: Cond,
  target: { node: RNode; tex: string },
  v: Rat,
  stem: string,
  options: { letter: string; text: string }[],
): EngineResult | null {
  // Independent check: two different sequences satisfying the condition give the same target.
  const checks: string[] = [];
  const f = (a1: Rat, d: Rat) => evalRat(cond.lhs, envOf('arith', { a1, r: d }))!.sub(evalRat(cond.rhs, envOf('arith', { a1, r: d }))!);
  // A condition without a1 (2S_3=3S_2+6 is 3d=6) fixes d: then a1 is the one chosen freely.
  const freeA1 = f(Rat.ONE, Rat.ZERO).sub(f(Rat.ZERO, Rat.ZERO)).isZero();
  for (const k of [0, 1, -2]) {
    const kr = Rat.of(k);
    const f0 = freeA1 ? f(kr, Rat.ZERO) : f(Rat.ZERO, kr);
    const slope = (freeA1 ? f(kr, Rat.ONE) : f(Rat.ONE, kr)).sub(f0);
    if (slope.isZero()) return null;
    const x = f0.neg().div(slope);
    const [a1, d] = freeA1 ? [kr, x] : [x, kr];
    if (!f(a1, d).isZero()) return null;
    const tv = evalRat(target.node, envOf('arith', { a1, r: d }));
    if (!tv?.eq(v)) return null;
    checks.push(im(`a_1=${a1.toLatex()},d=${d.toLatex()}`));
  }
  const outcome = solved(mp, {
    engine: 'sequences',
    idea: `条件只有一个，不能求出首项和公差，但所求的量恰好是条件的倍数，可整体代入。`,
    steps: [
      `设首项为 ${im('a_1')}，公差为 ${im('d')}，${im('a_n=a_1+(n-1)d')}，${im('S_n=na_1+\\frac{n(n-1)}{2}d')}。`,
      ...(wholeSubstitution(f, (a1, d) => evalRat(target.node, envOf('arith', { a1, r: d })), cond, target.tex, v) ?? [
        `把条件和所求都用 ${im('a_1')}、${im('d')} 表示：${im(expandedTex(cond, 'arith'))}；所求 ${im(target.tex)} 也化成 ${im('a_1')}、${im('d')} 的一次式，它是条件左边一次式的常数倍（等差数列的性质：下标和相等的项之和相等）。`,
        `整体代入得 ${im(`${target.tex}=${v.toLatex()}`)}。`,
      ]),
    ],
    finalAnswer: `$${target.tex}=${v.toLatex()}$`,
    verificationNote: `另取满足条件的几组数列（${checks.join('；')}）直接计算，所求的值都等于 ${im(v.toLatex())}。`,
    value: { kind: 'numbers', values: [v.toNumber()] },
  });
  if (options.length) {
    const picked = pickOption(outcome, { stem, options });
    return 'refuse' in picked ? null : { outcome: picked.outcome, value: picked.value };
  }
  return { outcome: outcome.outcome, value: outcome.value };
}
