import { im, refuse, solved } from '../../math/write/format';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { parseRat, type RNode, varsOf } from '../../math/numbers/ratexpr';
import { type Kind, type Model, residual, solveModels } from './solve';

/**
 * "若 a_k=96，则 k=", "S_{m−1}=−2, S_m=0, S_{m+1}=3，则 m=" (人教A版 选择性必修二 4.2–4.3, 项数): the asked index
 * is a positive integer. The conditions without it fix the sequence (basic-quantity method); when every
 * condition holds the index, an arithmetic sequence's conditions are linear in a₁ and d and are solved for
 * each value. Each value 1…MAX_INDEX is put into the subscripts and every condition checked exactly; the
 * answer is the one value for which all hold. More than one such value, or none, is a refusal.
 */

const MAX_INDEX = 200;

interface Eq {
  lhs: RNode;
  rhs: RNode;
  tex: string;
}

/** Replaces the subscripts that hold the letter (a_{k+1}, S_k) by their value for letter = v; null when one cannot be read. */
function putIndex(formula: string, letter: string, v: number): string | null {
  let bad = false;
  const out = formula.replace(
    new RegExp(String.raw`_\s*(?:\{\s*([^{}]*?)\s*\}|(${letter})(?![a-zA-Z]))`, 'g'),
    (whole, braced: string | undefined, bare: string | undefined) => {
      const sub = (braced ?? bare ?? '').replace(/\s+/g, '');
      if (!new RegExp(`(?<![a-zA-Z])${letter}(?![a-zA-Z])`).test(sub)) return whole;
      const m = new RegExp(String.raw`^(\d*)${letter}([+-]\d+)?$`).exec(sub);
      if (!m) {
        bad = true;
        return whole;
      }
      const value = (m[1] ? Number(m[1]) : 1) * v + (m[2] ? Number(m[2]) : 0);
      if (value < 1) bad = true;
      return `_{${value}}`;
    },
  );
  return bad ? null : out;
}

function splitTop(s: string): string[] {
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
  return out.map((x) => x.trim()).filter(Boolean);
}

/** "a_{3}=7, S_{5}=2a_{2}" → equations in a_k, S_k, d or q; null when a piece is anything else. */
function readEqs(formula: string, kind: Kind): Eq[] | null {
  const eqs: Eq[] = [];
  for (const piece of splitTop(formula)) {
    const parts = piece.split('=');
    if (parts.length !== 2) return null;
    const lhs = parseRat(parts[0]);
    const rhs = parseRat(parts[1]);
    if (!lhs || !rhs) return null;
    for (const v of [...varsOf(lhs), ...varsOf(rhs)]) {
      const m = /^([aS])_(\d+)$/.exec(v);
      if (m ? Number(m[2]) < 1 || Number(m[2]) > 200 : v !== (kind === 'arith' ? 'd' : 'q')) return null;
    }
    eqs.push({ lhs, rhs, tex: piece });
  }
  return eqs;
}

const holds = (kind: Kind, eqs: Eq[], m: Model) => eqs.every((e) => residual(kind, e, m.a1, m.r)?.isZero() ?? false);

/** Arithmetic conditions are affine in (a₁, d): the one (a₁, d) they allow, or null (none, many, or not affine). */
function affineModel(eqs: Eq[]): Model | null {
  const rows: [Rat, Rat, Rat][] = [];
  for (const e of eqs) {
    const f = (x: number, y: number) => residual('arith', e, Rat.of(x), Rat.of(y));
    const [f0, fa, fd, fc] = [f(0, 0), f(1, 0), f(0, 1), f(2, -3)];
    if (!f0 || !fa || !fd || !fc) return null;
    const A = fa.sub(f0);
    const B = fd.sub(f0);
    if (
      !f0
        .add(A.mul(Rat.of(2)))
        .add(B.mul(Rat.of(-3)))
        .eq(fc)
    )
      return null;
    rows.push([A, B, f0.neg()]);
  }
  for (let i = 0; i < rows.length; i++)
    for (let j = i + 1; j < rows.length; j++) {
      const [a, b, c] = rows[i];
      const [p, q, r] = rows[j];
      const det = a.mul(q).sub(b.mul(p));
      if (det.isZero()) continue;
      return { a1: c.mul(q).sub(b.mul(r)).div(det), r: a.mul(r).sub(c.mul(p)).div(det) };
    }
  return null;
}

export function unknownIndex(stem: string, mp: MathProblem): MathOutcome | null {
  const asked =
    /则\s*\$\s*([kmnpt])\s*=\s*(?:\(\s*(?:\\quad)?\s*\)|_+|\\_+)?\s*\$\s*(?:[(（]\s*(?:\\quad)?\s*\$?\s*[)）]\s*)?[.。]?\s*$/.exec(
      stem.trim(),
    );
  if (!asked) return null;
  const isA = /等差数列/.test(stem);
  if (isA === /等比数列/.test(stem)) return null;
  const kind: Kind = isA ? 'arith' : 'geo';
  const letter = asked[1];
  const head = stem.trim().slice(0, asked.index);
  const formulas = [...head.matchAll(/\$([^$]*)\$/g)].map((m) => m[1]);
  // any inequality or other relation is beyond this kind
  if (formulas.some((f) => /[<>]|\\[lg]eq?|\\neq/.test(f))) return null;
  const conditions = formulas.filter((f) => /=\s*\S/.test(f));
  const indexed = conditions.filter((f) => putIndex(f, letter, 1) !== f);
  if (!indexed.length) return null;
  const fixed: Eq[] = [];
  for (const f of conditions.filter((c) => !indexed.includes(c))) {
    const eqs = readEqs(f, kind);
    if (!eqs) return null;
    fixed.push(...eqs);
  }
  const positive = /各项均为正数|各项都为正数|正项/.test(head);
  let models: Model[] | null = null;
  if (fixed.length) {
    const sols = solveModels(kind, fixed, { positive, constraints: [] });
    if (sols === 'unknown' || !sols.length) return refuse(mp, '由已知条件无法确定这个数列，为避免给出错误答案，暂不作答。');
    models = sols;
  } else if (kind !== 'arith') return null;
  const fits: { v: number; model: Model; eqs: Eq[] }[] = [];
  for (let v = 1; v <= MAX_INDEX; v++) {
    const eqs: Eq[] = [];
    let readable = true;
    for (const f of indexed) {
      const put = putIndex(f, letter, v);
      // the letter also written outside a subscript ("S_k = 2k") is beyond this kind
      if (put !== null && new RegExp(`(?<![a-zA-Z\\\\])${letter}(?![a-zA-Z])`).test(put)) return null;
      const read = put === null ? null : readEqs(put, kind);
      if (!read) {
        readable = false;
        break;
      }
      eqs.push(...read);
    }
    if (!readable) continue;
    const candidates = models ?? [affineModel(eqs)].filter((m): m is Model => m !== null);
    for (const model of candidates) {
      if (positive && model.a1.sign() <= 0) continue;
      if (holds(kind, eqs, model) && holds(kind, fixed, model)) {
        fits.push({ v, model, eqs });
        break;
      }
    }
  }
  const values = [...new Set(fits.map((f) => f.v))];
  if (values.length !== 1)
    return refuse(
      mp,
      values.length
        ? `所求的项数不唯一（${values.slice(0, 3).join('、')}${values.length > 3 ? '等' : ''} 都满足条件），为避免给出错误答案，暂不作答。`
        : `在 1 到 ${MAX_INDEX} 中没有找到满足全部条件的项数，为避免给出错误答案，暂不作答。`,
    );
  const { v, model, eqs } = fits[0];
  const r = kind === 'arith' ? 'd' : 'q';
  const shown = indexed.map((f) => im(`${f.trim()}\\Rightarrow ${putIndex(f, letter, v)!.trim()}`)).join('，');
  return solved(mp, {
    engine: 'sequences',
    idea: `项数 ${im(letter)} 是正整数。用基本量法求出首项和${kind === 'arith' ? '公差' : '公比'}，再看 ${im(letter)} 取哪个正整数时含 ${im(letter)} 的条件成立。`,
    steps: [
      fixed.length
        ? `由 ${fixed.map((e) => im(e.tex)).join('，')} 解得 ${im(`a_1=${model.a1.toLatex()},\\ ${r}=${model.r.toLatex()}`)}。`
        : `条件都是 ${im('a_1')}、${im('d')} 的一次式：取 ${im(`${letter}=${v}`)} 时解得 ${im(`a_1=${model.a1.toLatex()},\\ d=${model.r.toLatex()}`)}，且全部条件成立。`,
      `取 ${im(`${letter}=${v}`)}，条件成为 ${shown}，代入都成立。`,
      `对 ${im(`${letter}=1,2,\\dots,${MAX_INDEX}`)} 逐一检验，只有 ${im(`${letter}=${v}`)} 使全部条件成立，所以 ${im(`${letter}=${v}`)}。`,
    ],
    finalAnswer: im(`${letter}=${v}`),
    verificationNote: `用精确分数把 ${im(`a_1=${model.a1.toLatex()},\\ ${r}=${model.r.toLatex()}`)} 代回全部 ${eqs.length + fixed.length} 个条件，都成立；其他取值都不能让全部条件成立。`,
    value: { kind: 'numbers', values: [v] },
  });
}
