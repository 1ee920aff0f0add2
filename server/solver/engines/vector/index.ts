import { withOptions } from '../../math/answers/choice';
import { formulas, head, type MJ, proseWithSlots, readLatex, unwrap } from '../../math/expression/mathjson';
import { Rat } from '../../math/expression/rational';
import type { AnswerValue, MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { Surd } from '../../math/numbers/surd';
import { rationalRoots } from '../../math/polynomials/roots';
import { dm, im, refuse, solved } from '../../math/write/format';
import { piLatex, SPECIAL_ANGLES } from '../../math/write/pi-latex';
import { asksAModifiedQuantity } from '../../read/modified-ask';
import type { ProblemType } from '../../types';
import type { Engine } from '../types';
import { solveBasisDecomposition } from './basis-decomposition';
import { angleConst, latexOf, ratOf, squareConst } from './constants';
import { markDeclaredVectors } from './plain-letters';
import { solveLengthRatio } from './ratio';
import { renameSubscripted } from './subscript-names';
import { solveSurdAngle } from './surd-angle';

/** Polynomials in the one unknown u (a coordinate parameter, or a·b when it is not given), low → high. */
type Poly = Rat[];
const P = {
  c: (r: Rat): Poly => [r],
  u: (): Poly => [Rat.ZERO, Rat.ONE],
  add(a: Poly, b: Poly): Poly {
    const n = Math.max(a.length, b.length);
    return Array.from({ length: n }, (_, i) => (a[i] ?? Rat.ZERO).add(b[i] ?? Rat.ZERO));
  },
  neg: (a: Poly): Poly => a.map((x) => x.neg()),
  mul(a: Poly, b: Poly): Poly {
    if (a.length + b.length > 8) throw new RangeError('次数过高');
    const out: Rat[] = Array.from({ length: a.length + b.length - 1 }, () => Rat.ZERO);
    for (const [i, x] of a.entries()) {
      for (const [j, y] of b.entries()) out[i + j] = out[i + j].add(x.mul(y));
    }
    return out;
  },
  trim(a: Poly): Poly {
    const out = [...a];
    while (out.length > 1 && out[out.length - 1].isZero()) out.pop();
    return out;
  },
  at(a: Poly, x: Rat): Rat {
    let s = Rat.ZERO;
    for (let i = a.length - 1; i >= 0; i--) s = s.mul(x).add(a[i]);
    return s;
  },
  isConst: (a: Poly) => P.trim(a).length === 1,
};

type Val = { t: 's'; p: Poly } | { t: 'v'; c: Poly[] };

interface Ctx {
  mode: 'coord' | 'gram';
  /** coordinates (coord mode) or coefficients on the two basis vectors (gram mode) */
  vecs: Map<string, Poly[]>;
  /** Gram matrix of the basis (gram mode). */
  gram: Poly[][];
  param: string | null;
}

const VEC_MARK = /\\(?:vec|overrightarrow|boldsymbol|mathbf|bm)\s*\{?\s*([a-z])\s*\}?/g;

function dot(ctx: Ctx, x: Poly[], y: Poly[]): Poly {
  let s: Poly = [Rat.ZERO];
  for (let i = 0; i < 2; i++) {
    for (let j = 0; j < 2; j++) {
      if (ctx.mode === 'coord' && i !== j) continue;
      const g = ctx.mode === 'coord' ? [Rat.ONE] : ctx.gram[i][j];
      s = P.add(s, P.mul(P.mul(x[i], y[j]), g));
    }
  }
  return P.trim(s);
}

function ev(ctx: Ctx, j0: MJ): Val {
  const j = unwrap(j0);
  const r = ratOf(j);
  if (r) return { t: 's', p: P.c(r) };
  if (typeof j === 'string') {
    const v = ctx.vecs.get(j);
    if (v) return { t: 'v', c: v };
    if (ctx.param && j === ctx.param) return { t: 's', p: P.u() };
    throw new RangeError(`未知量 ${j}`);
  }
  if (!Array.isArray(j)) throw new RangeError('无法识别');
  const h = head(j);
  const args = j.slice(1) as MJ[];
  const lin = (a: Val, b: Val, sign: 1 | -1): Val => {
    if (a.t !== b.t) throw new RangeError('类型');
    const f = (x: Poly, y: Poly) => P.add(x, sign < 0 ? P.neg(y) : y);
    return a.t === 's'
      ? { t: 's', p: f(a.p, (b as typeof a).p) }
      : { t: 'v', c: [f(a.c[0], (b as typeof a).c[0]), f(a.c[1], (b as typeof a).c[1])] };
  };
  switch (h) {
    case 'Add':
      return args.map((a) => ev(ctx, a)).reduce((a, b) => lin(a, b, 1));
    case 'Subtract': {
      const xs = args.map((a) => ev(ctx, a));
      if (xs.length === 1) return neg(xs[0]);
      return xs.reduce((a, b) => lin(a, b, -1));
    }
    case 'Negate':
      return neg(ev(ctx, args[0]));
    case 'Multiply':
    case 'InvisibleOperator':
      return args
        .map((a) => ev(ctx, a))
        .reduce((a, b) => {
          if (a.t === 's' && b.t === 's') return { t: 's', p: P.mul(a.p, b.p) };
          if (a.t === 'v' && b.t === 'v') return { t: 's', p: dot(ctx, a.c, b.c) };
          const s = a.t === 's' ? a.p : (b as { p: Poly }).p;
          const v = a.t === 'v' ? a.c : (b as { c: Poly[] }).c;
          return { t: 'v', c: v.map((x) => P.mul(x, s)) };
        });
    case 'Divide':
    case 'Rational': {
      const a = ev(ctx, args[0]);
      const b = ev(ctx, args[1]);
      if (b.t !== 's' || !P.isConst(b.p) || P.trim(b.p)[0].isZero()) throw new RangeError('除法');
      const k = P.c(P.trim(b.p)[0].inv());
      return a.t === 's' ? { t: 's', p: P.mul(a.p, k) } : { t: 'v', c: a.c.map((x) => P.mul(x, k)) };
    }
    case 'Power':
    case 'Square': {
      // 「|\vec a+\vec b|^{2}」: a length squared is the vector's square, |x|² = x·x
      const base = unwrap(args[0]);
      const a = ev(ctx, Array.isArray(base) && base[0] === 'Abs' ? (base[1] as MJ) : args[0]);
      const e = h === 'Square' ? Rat.of(2) : ratOf(unwrap(args[1]));
      if (!e?.eq(Rat.of(2))) throw new RangeError('幂');
      return a.t === 'v' ? { t: 's', p: dot(ctx, a.c, a.c) } : { t: 's', p: P.mul(a.p, a.p) };
    }
    default:
      throw new RangeError(`运算 ${h}`);
  }
}

function neg(a: Val): Val {
  return a.t === 's' ? { t: 's', p: P.neg(a.p) } : { t: 'v', c: a.c.map(P.neg) };
}

/** The special angles [n, d, LaTeX] of nπ/d in [0, π]. */
const COS_TABLE: Array<[number, number, string]> = SPECIAL_ANGLES.map((q) => [Number(q.n), Number(q.d), piLatex(q)]);

function wrap(s: string): string {
  const t = s
    .trim()
    .replace(/^\\left\s*\(/, '(')
    .replace(/\\right\s*\)$/, ')');
  return /^\(.*\)$/.test(t) || !/[+-]/.test(t) ? t : `(${t})`;
}

function sqrtLatex(r: Rat): { latex: string; value: number } {
  if (r.isZero()) return { latex: '0', value: 0 };
  const s = Surd.make(Rat.ZERO, Rat.of(1n, r.d), r.n * r.d);
  return { latex: latexOf(s), value: s.toNumber() };
}

function tupleOf(j0: MJ): MJ[] | null {
  const j = unwrap(j0);
  if (Array.isArray(j) && (j[0] === 'Sequence' || j[0] === 'Tuple' || j[0] === 'Pair' || j[0] === 'List') && j.length === 3)
    return [j[1], j[2]];
  return null;
}

function solveStem(text0: string, problemType: ProblemType): MathOutcome | null {
  let text = text0;
  // a bold lower-case letter is a vector too (「$|\boldsymbol{a}|=2$」 without the word 向量); \mathbf{R} is not
  if (!/向量|\\vec|\\overrightarrow|\\perp|\\parallel|\\(?:boldsymbol|mathbf|bm)\s*\{\s*[a-z]\s*\}/.test(text)) return null;
  // the projection of one vector on another is a number (投影, 投影数量); the projection vector is another kind
  if (/投影向量|基底|共面|空间|三角形|平行四边形|\\overrightarrow\s*\{\s*[A-Z]/.test(text)) return null;
  // 「a, b 是夹角为 60° 的两个单位向量」 says 「单位向量 a, b 的夹角为 60°」
  text = text.replace(/(\$[^$]+\$)\s*(?:是|为)\s*夹角(?:为|是)\s*(\$[^$]+\$)\s*的\s*(?:两个)?\s*单位向量/g, '单位向量 $1 的夹角为 $2');
  // OCR writes the dot product as \bullet ("\vec{a} \bullet \vec{b}")
  text = text.replace(/\\bullet(?![a-zA-Z])/g, '\\cdot ');
  // "$\cos \langle\vec{a}, \vec{b}\rangle=$" asks the same as "a 与 b 的夹角的余弦值为"
  text = text.replace(
    /\$\s*\\cos\s*\\langle\s*(\\(?:vec|overrightarrow|boldsymbol|mathbf|bm)\s*\{?\s*[a-z]\s*\}?)\s*,\s*(\\(?:vec|overrightarrow|boldsymbol|mathbf|bm)\s*\{?\s*[a-z]\s*\}?)\s*\\rangle\s*=?\s*\$/g,
    (_, a: string, b: string) => `$${a}$ 与 $${b}$ 的夹角的余弦值为`,
  );
  const vecNames = new Set<string>();
  for (const m of text.matchAll(VEC_MARK)) vecNames.add(m[1]);
  // "$k$ $\vec{a}-\vec{b}$": one formula typeset in two pairs of dollars
  text = text.replace(/\$\s*([a-z]|\\lambda|\\mu)\s*\$\s+\$(?=\s*\\(?:vec|overrightarrow|boldsymbol|mathbf|bm))/g, '$$$1 ');
  // "\vec{c} / /(2\vec{a}+\vec{b})": a parallel sign typed as two slashes
  const plainText = text.replace(VEC_MARK, (_, a) => ` ${a} `).replace(/\/\s*\//g, '\\parallel ');
  const raw = formulas(plainText);
  const shown = formulas(text);
  if (shown.length !== raw.length) return null;
  const fs = raw.map((f) => f.replace(/\\cdot/g, '\\cdot '));
  const parsed = fs.map((f) => readLatex(f));
  if (!fs.length || parsed.some((x) => x === null)) return null;
  const prose = proseWithSlots(plainText);
  if (asksAModifiedQuantity(prose)) return null;
  const p = prepare(text, problemType);

  // definitions by coordinates
  const coords = new Map<string, MJ[]>();
  const used = new Set<number>();
  parsed.forEach((j, i) => {
    const u = unwrap(j!);
    if (head(u) === 'Equal' && Array.isArray(u) && typeof unwrap(u[1]) === 'string' && tupleOf(u[2])) {
      coords.set(unwrap(u[1]) as string, tupleOf(u[2])!);
      vecNames.add(unwrap(u[1]) as string);
      used.add(i);
    }
  });
  if (!vecNames.size) return null;
  const mode: Ctx['mode'] = coords.size ? 'coord' : 'gram';
  const letters = new Set<string>();
  const collect = (j: MJ) => {
    if (typeof j === 'string' && /^(?:[a-z]|lambda|mu)$/.test(j)) letters.add(j);
    else if (Array.isArray(j)) for (const x of j.slice(1)) collect(x);
  };
  for (const j of parsed) collect(j!);
  const params = [...letters].filter((l) => !vecNames.has(l));
  if (params.length > 1) return null;
  const param = params[0] ?? null;
  const ctx: Ctx = { mode, vecs: new Map(), gram: [], param };
  const eqs: Array<{ poly: Poly; latex: string }> = [];
  const steps: string[] = [];
  let abUnknown = false;
  let basis = false;
  let unknownLen: { index: number; cosSign: number; names: string[] } | null = null;
  /** The two basis vectors when the vectors are combinations of them (gram mode), for expanding a dot product. */
  let gramNames: [string, string] | null = null;
  /** One length not given, a·b given: the unknown is that length squared, t = |v|². */
  let lenSquare: { name: string; known: Rat; ab: Rat } | null = null;
  try {
    if (mode === 'coord') {
      for (const v of vecNames) if (!coords.has(v)) return null;
      for (const [v, [x, y]] of coords) {
        const cx = ev(ctx, x);
        const cy = ev(ctx, y);
        if (cx.t !== 's' || cy.t !== 's') return null;
        ctx.vecs.set(v, [cx.p, cy.p]);
      }
    } else {
      const names = [...vecNames].sort();
      if (names.length !== 2) return null;
      gramNames = [names[0], names[1]];
      const basisOnly = /不(?:平行|共线)/.test(prose);
      const sq: Array<Rat | null> = [null, null];
      let ab: Poly | null = null;
      // "a, b 为单位向量", "a 与 b 为两个垂直的单位向量", "单位向量 a, b"
      const slotNames = (k: string | undefined): string[] => {
        if (k === undefined) return [];
        const j = unwrap(parsed[Number(k)]!);
        return typeof j === 'string' && names.includes(j) ? [j] : ['?'];
      };
      const unitRe = [
        /⟨(\d+)⟩(?:\s*(?:与|和|、|,|，)\s*⟨(\d+)⟩)?\s*(?:为|是|均为|都是)\s*(?:两个|两)?\s*(互相垂直的|垂直的)?\s*单位向量/,
        /(?:两个)?(互相垂直的|垂直的)?单位向量\s*⟨(\d+)⟩\s*(?:与|和|、|,|，)\s*⟨(\d+)⟩/,
      ];
      const um0 = unitRe[0].exec(prose);
      const um1 = um0 ? null : unitRe[1].exec(prose);
      const unitNames = um0 ? [...slotNames(um0[1]), ...slotNames(um0[2])] : um1 ? [...slotNames(um1[2]), ...slotNames(um1[3])] : [];
      if (/单位向量/.test(prose) && !(unitNames.length === 2 && !unitNames.includes('?') && unitNames[0] !== unitNames[1])) return null;
      if (unitNames.length === 2) {
        sq[0] = Rat.ONE;
        sq[1] = Rat.ONE;
        if ((um0?.[3] ?? um1?.[1]) !== undefined) ab = [Rat.ZERO];
        steps.push(
          `${im(`\\vec{${names[0]}}`)}、${im(`\\vec{${names[1]}}`)} 是单位向量，${im(`|\\vec{${names[0]}}|=|\\vec{${names[1]}}|=1`)}${ab ? `；两者垂直，${im(`\\vec{${names[0]}}\\cdot\\vec{${names[1]}}=0`)}` : ''}。`,
        );
      }
      parsed.forEach((j, i) => {
        const u = unwrap(j!);
        if (head(u) !== 'Equal' || !Array.isArray(u)) return;
        const l = unwrap(u[1]);
        if (Array.isArray(l) && l[0] === 'Abs' && typeof unwrap(l[1]) === 'string') {
          const k = names.indexOf(unwrap(l[1]) as string);
          const s = squareConst(u[2]);
          if (k >= 0 && s) {
            if (sq[k]) throw new RangeError('重复');
            sq[k] = s;
            used.add(i);
          }
        }
        if (
          Array.isArray(l) &&
          (l[0] === 'Multiply' || l[0] === 'InvisibleOperator') &&
          l.length === 3 &&
          unwrap(l[1]) === names[0] &&
          unwrap(l[2]) === names[1]
        ) {
          const r = ratOf(unwrap(u[2])) ?? (Array.isArray(u[2]) && u[2][0] === 'Negate' ? (ratOf(unwrap(u[2][1]))?.neg() ?? null) : null);
          if (r) {
            if (ab) throw new RangeError('重复');
            ab = [r];
            used.add(i);
          }
        }
      });
      if (basisOnly) {
        // a, b not parallel, nothing else known: only linear conditions (collinearity) can be used
        if (sq[0] || sq[1] || ab || !param || /夹角/.test(prose)) return null;
        ctx.mode = 'coord';
        basis = true;
        ctx.vecs.set(names[0], [[Rat.ONE], [Rat.ZERO]]);
        ctx.vecs.set(names[1], [[Rat.ZERO], [Rat.ONE]]);
        steps.push(
          `因为 ${im(`\\vec{${names[0]}}`)}、${im(`\\vec{${names[1]}}`)} 不共线，可以作为一组基底，每个向量写成 ${im(`x\\vec{${names[0]}}+y\\vec{${names[1]}}`)}，记作 ${im('(x,y)')}；两个向量 ${im('(x_1,y_1)')}、${im('(x_2,y_2)')} 共线 ${im('\\Leftrightarrow')} 存在实数 ${im('t')} 使一个是另一个的 ${im('t')} 倍，比较系数即 ${im('x_1y_2-x_2y_1=0')}。`,
        );
      } else {
        if (param && (!sq[0] || !sq[1])) return null;
        ctx.vecs.set(names[0], [[Rat.ONE], [Rat.ZERO]]);
        ctx.vecs.set(names[1], [[Rat.ZERO], [Rat.ONE]]);
      }
      if (basis) {
        // nothing more
      } else if (sq[0] && sq[1]) {
        // the angle between the two, given in words
        const angleAt = prose.search(/夹角(?:为|是|等于)\s*⟨(\d+)⟩/);
        if (angleAt >= 0 && !ab) {
          const k = Number(/夹角(?:为|是|等于)\s*⟨(\d+)⟩/.exec(prose)![1]);
          const q = angleConst(parsed[k]!);
          if (!q) return null;
          const t = COS_TABLE.find(([n, d]) => Rat.of(n, d).eq(q));
          if (!t) return null;
          const cos = Math.cos(q.toNumber() * Math.PI);
          const prod = Math.sqrt(sq[0].toNumber() * sq[1].toNumber()) * cos;
          const r = Rat.fromNumber(Math.round(prod * 1e9) / 1e9);
          if (!r || Math.abs(r.toNumber() - prod) > 1e-12) return refuse(p, '这道题的数量积含有根式，离线求解器暂不作答。');
          ab = [r];
          used.add(k);
          steps.push(
            `${im(`\\vec{${names[0]}}\\cdot \\vec{${names[1]}}=|\\vec{${names[0]}}||\\vec{${names[1]}}|\\cos${t[2]}=${r.toLatex()}`)}。`,
          );
        }
        if (!ab) {
          if (param) return null;
          abUnknown = true;
          ctx.param = '__ab';
          ab = P.u();
        }
        ctx.gram = [
          [[sq[0]], ab],
          [ab, [sq[1]]],
        ];
        steps.unshift(
          `由已知，${im(`\\vec{${names[0]}}^2=|\\vec{${names[0]}}|^2=${sq[0].toLatex()}`)}，${im(`\\vec{${names[1]}}^2=|\\vec{${names[1]}}|^2=${sq[1].toLatex()}`)}。`,
        );
      } else if ((sq[0] || sq[1]) && ab && P.isConst(ab) && !param && !/夹角/.test(prose)) {
        // one length unknown, a·b given: t = |v|² is the unknown, found from a length condition
        const known = sq[0] ? 0 : 1;
        const nk = names[known];
        const nu = names[1 - known];
        lenSquare = { name: nu, known: sq[known]!, ab: P.trim(ab)[0] };
        ctx.param = '__len';
        ctx.gram =
          known === 0
            ? [
                [[sq[0]!], ab],
                [ab, P.u()],
              ]
            : [
                [P.u(), ab],
                [ab, [sq[1]!]],
              ];
        steps.push(
          `设 ${im(`|\\vec{${nu}}|^2=t`)}。由已知，${im(`\\vec{${nk}}^2=|\\vec{${nk}}|^2=${sq[known]!.toLatex()}`)}，${im(`\\vec{${names[0]}}\\cdot\\vec{${names[1]}}=${lenSquare.ab.toLatex()}`)}。`,
        );
      } else if (sq[0] || sq[1]) {
        // one length unknown, the angle given: unknown s = a·b, the unknown length follows from s
        const known = sq[0] ? 0 : 1;
        const m = /夹角(?:为|是|等于)\s*⟨(\d+)⟩/.exec(prose);
        if (!m || ab || param) return null;
        const k = Number(m[1]);
        const q = angleConst(parsed[k]!);
        if (!q) return null;
        const t = COS_TABLE.find(([n, d]) => Rat.of(n, d).eq(q));
        if (!t || Rat.of(t[0], t[1]).eq(Rat.of(1, 2))) return null;
        const cos2 = [Rat.ONE, Rat.of(3, 4), Rat.of(1, 2), Rat.of(1, 4), Rat.ZERO, Rat.of(1, 4), Rat.of(1, 2), Rat.of(3, 4), Rat.ONE][
          COS_TABLE.indexOf(t)
        ];
        const coef = Rat.ONE.div(sq[known]!.mul(cos2));
        used.add(k);
        abUnknown = true;
        unknownLen = { index: 1 - known, cosSign: Math.sign(Math.cos((t[0] / t[1]) * Math.PI)), names };
        ctx.param = '__ab';
        ab = P.u();
        const sqU: Poly = [Rat.ZERO, Rat.ZERO, coef];
        ctx.gram =
          known === 0
            ? [
                [[sq[0]!], ab],
                [ab, sqU],
              ]
            : [
                [sqU, ab],
                [ab, [sq[1]!]],
              ];
        const nk = names[known];
        const nu = names[1 - known];
        steps.push(
          `设 ${im(`\\vec{${nk}}\\cdot\\vec{${nu}}=s`)}。由 ${im(`\\vec{${nk}}\\cdot\\vec{${nu}}=|\\vec{${nk}}||\\vec{${nu}}|\\cos${t[2]}`)} 得 ${im(`|\\vec{${nu}}|^2=\\frac{s^2}{|\\vec{${nk}}|^2\\cos^2${t[2]}}=${polyText(sqU, 's')}`)}，又 ${im(`\\vec{${nk}}^2=${sq[known]!.toLatex()}`)}。`,
        );
      } else return null;
    }
    // conditions
    parsed.forEach((j, i) => {
      if (used.has(i)) return;
      const u = unwrap(j!);
      const h = head(u);
      if (!Array.isArray(u)) return;
      if (basis && (h === 'Perpendicular' || h === 'Equal')) throw new RangeError('基底');
      if (h === 'Perpendicular' && u.length === 3) {
        const a = ev(ctx, u[1]);
        const b = ev(ctx, u[2]);
        if (a.t !== 'v' || b.t !== 'v') throw new RangeError('垂直');
        const byCoords = ctx.mode === 'coord' ? coordinateDotLatex(a.c, b.c, ctx.param) : null;
        eqs.push({
          poly: dot(ctx, a.c, b.c),
          latex: `${wrap(shown[i].replace(/\\perp.*/, ''))}\\cdot ${wrap(shown[i].replace(/.*\\perp/, ''))}=${byCoords ? `${byCoords}=` : ''}0`,
        });
        used.add(i);
      } else if (h === 'Parallel' && u.length === 3) {
        if (ctx.mode !== 'coord') throw new RangeError('平行');
        const a = ev(ctx, u[1]);
        const b = ev(ctx, u[2]);
        if (a.t !== 'v' || b.t !== 'v') throw new RangeError('平行');
        eqs.push({ poly: P.trim(P.add(P.mul(a.c[0], b.c[1]), P.neg(P.mul(a.c[1], b.c[0])))), latex: collinearLatex(a.c, b.c, ctx.param) });
        used.add(i);
      } else if (h === 'Equal' && u.length === 3) {
        const l = unwrap(u[1]);
        const r = unwrap(u[2]);
        if (Array.isArray(l) && l[0] === 'Abs' && Array.isArray(r) && r[0] === 'Abs') {
          // 「|\vec a+\vec b|=|\vec a-\vec b|」: equal lengths, equal squares
          const a = ev(ctx, l[1]);
          const b = ev(ctx, r[1]);
          if (a.t !== 'v' || b.t !== 'v') throw new RangeError('模');
          eqs.push({
            poly: P.trim(P.add(dot(ctx, a.c, a.c), P.neg(dot(ctx, b.c, b.c)))),
            latex: shown[i]
              .split('=')
              .map((side) => `${side}^2`)
              .join('='),
          });
        } else if (Array.isArray(l) && l[0] === 'Abs') {
          const a = ev(ctx, l[1]);
          const s = squareConst(u[2]);
          if (a.t !== 'v' || !s) throw new RangeError('模');
          const expanded = ctx.mode === 'gram' ? dotExpansion(a.c, a.c, gramNames, ctx.param ?? undefined) : null;
          eqs.push({
            poly: P.trim(P.add(dot(ctx, a.c, a.c), [s.neg()])),
            latex: `${shown[i].split('=')[0]}^2=${expanded ? `${expanded}=` : ''}${s.toLatex()}`,
          });
        } else {
          const a = ev(ctx, u[1]);
          const b = ev(ctx, u[2]);
          if (a.t !== 's' || b.t !== 's') throw new RangeError('等式');
          eqs.push({ poly: P.trim(P.add(a.p, P.neg(b.p))), latex: shown[i] });
        }
        used.add(i);
      }
    });
  } catch {
    return null;
  }
  // perpendicular / collinear in words: "a 与 b 垂直", "a 与 b 共线且方向相反", "a 与 b 同向"
  const directions: Array<{ a: Poly[]; b: Poly[]; sign: 1 | -1 }> = [];
  let directionWords = 0;
  for (const m of prose.matchAll(
    /⟨(\d+)⟩\s*(?:与|和|[,，、])\s*(?:向量\s*)?⟨(\d+)⟩\s*(垂直|共线|平行|同向|反向|方向相同|方向相反)(?:\s*[，,]?\s*且\s*(同向|反向|方向相同|方向相反))?/g,
  )) {
    try {
      const a = ev(ctx, parsed[Number(m[1])]!);
      const b = ev(ctx, parsed[Number(m[2])]!);
      if (a.t !== 'v' || b.t !== 'v') return null;
      if (basis && m[3] === '垂直') return null;
      const direction = /同|反/.test(m[3]) ? m[3] : m[4];
      if (direction && (m[3] === '垂直' || ctx.mode !== 'coord')) return null;
      if (direction) {
        directions.push({ a: a.c, b: b.c, sign: /同/.test(direction) ? 1 : -1 });
        directionWords += 1;
      }
      if (m[3] === '垂直') {
        const [sa, sb] = [wrap(shown[Number(m[1])]), wrap(shown[Number(m[2])])];
        const expanded =
          ctx.mode === 'gram' ? dotExpansion(a.c, b.c, gramNames, ctx.param ?? undefined) : coordinateDotLatex(a.c, b.c, ctx.param);
        eqs.push({ poly: dot(ctx, a.c, b.c), latex: `${sa}\\cdot ${sb}=${expanded ? `${expanded}=` : ''}0` });
      } else if (ctx.mode === 'coord')
        eqs.push({ poly: P.trim(P.add(P.mul(a.c[0], b.c[1]), P.neg(P.mul(a.c[1], b.c[0])))), latex: collinearLatex(a.c, b.c, ctx.param) });
      else return null;
      used.add(Number(m[1]));
      used.add(Number(m[2]));
    } catch {
      return null;
    }
  }

  // a direction read nowhere would be dropped silently: 「a∥b 且方向相反」 is not 「a∥b」
  if ((prose.match(/同向|反向|方向相同|方向相反|相同方向|相反方向|同方向/g)?.length ?? 0) !== directionWords) return null;
  if (directions.length && !ctx.param) return null;

  // the unknown
  let uVals: Rat[] = [];
  const unknown = ctx.param;
  let undetermined = false;
  if (unknown === '__len' && !eqs.some((e) => !P.isConst(e.poly))) {
    // Nothing fixes t: the answer is given only if it is the same for two admissible lengths (t > (a·b)²/|u|²).
    if (eqs.some((e) => !P.trim(e.poly)[0].isZero())) return null;
    const lo = lenSquare!.ab.mul(lenSquare!.ab).div(lenSquare!.known);
    uVals = [lo.add(Rat.ONE), lo.add(Rat.of(4))];
    undetermined = true;
  } else if (unknown) {
    const eq = eqs.find((e) => !P.isConst(e.poly));
    if (!eq) return null;
    const roots = rationalRoots(P.trim(eq.poly));
    const deg = P.trim(eq.poly).length - 1;
    if (!roots || deg > 2) return refuse(p, '由条件得到的方程没有有理数解，离线求解器暂不作答。');
    uVals = roots.filter((r) => eqs.every((e) => P.at(e.poly, r).isZero()));
    // collinear vectors point the same way when a·b > 0 and opposite ways when a·b < 0; a zero vector has no direction
    uVals = uVals.filter((r) =>
      directions.every(({ a, b, sign }) => {
        const ab = P.at(dot(ctx, a, b), r);
        return !P.at(dot(ctx, a, a), r).isZero() && !P.at(dot(ctx, b, b), r).isZero() && ab.sign() === sign;
      }),
    );
    // a length squared is positive and |a·b| ≤ |a||b| (Cauchy–Schwarz)
    if (lenSquare)
      uVals = uVals.filter((r) => r.sign() > 0 && lenSquare!.ab.mul(lenSquare!.ab).toNumber() <= lenSquare!.known.mul(r).toNumber());
    const dropped = unknownLen ? uVals.filter((r) => r.sign() !== unknownLen!.cosSign) : [];
    if (unknownLen) uVals = uVals.filter((r) => r.sign() === unknownLen!.cosSign);
    if (!uVals.length) return refuse(p, '题目的条件互相矛盾（没有满足全部条件的取值），请核对题目。');
    const name =
      unknown === '__ab'
        ? `${[...ctx.vecs.keys()]
            .sort()
            .map((n) => `\\vec{${n}}`)
            .join('\\cdot ')}`
        : unknown === '__len'
          ? 't'
          : unknown === 'lambda'
            ? '\\lambda'
            : unknown === 'mu'
              ? '\\mu'
              : unknown;
    const polyLatex = polyText(eq.poly, name);
    if (unknownLen) {
      const all = [...uVals, ...dropped].sort((x, y) => x.toNumber() - y.toNumber());
      steps.push(
        `${eq.latex ? `由 ${im(eq.latex)}，` : ''}得 ${im(`${polyText(eq.poly, 's')}=0`)}，解得 ${im(`s=${all.map((r) => r.toLatex()).join('\\text{ 或 }')}`)}。`,
      );
      steps.push(
        `因为 ${im(`s=|\\vec{${unknownLen.names[0]}}||\\vec{${unknownLen.names[1]}}|\\cos\\theta`)} 与 ${im('\\cos\\theta')} 同号（${im(`\\cos\\theta${unknownLen.cosSign > 0 ? '>0' : '<0'}`)}），所以 ${im(`s=${uVals.map((r) => r.toLatex()).join('\\text{ 或 }')}`)}。`,
      );
    } else
      steps.push(
        `${eq.latex ? `由 ${im(eq.latex)}，` : ''}得 ${im(`${polyLatex}=0`)}，解得 ${im(`${name}=${uVals.map((r) => r.toLatex()).join('\\text{ 或 }')}`)}。`,
      );
  } else if (eqs.some((e) => !P.isConst(e.poly) || !P.trim(e.poly)[0].isZero())) return null;

  // what is asked
  const answers: string[] = [];
  let value: AnswerValue | null = null;
  const asks = parsed.map((_, i) => i).filter((i) => !used.has(i));
  if (
    basis &&
    asks.some((i) => {
      const u = unwrap(parsed[i]!);
      return !(typeof u === 'string' && (u === unknown || vecNames.has(u)));
    })
  )
    return null;
  const angleAsk = /⟨(\d+)⟩\s*(?:与|和)\s*⟨(\d+)⟩\s*的?夹角(?!(?:为|是|等于)\s*⟨)/.exec(prose);
  const projAsk = /⟨(\d+)⟩\s*在\s*⟨(\d+)⟩\s*(?:方向)?上的\s*(?:投影(?:数量)?|数量投影)(?!向量)/.exec(prose);
  const atU = (poly: Poly, k: number) => (unknown ? P.at(poly, uVals[k]) : P.trim(poly)[0]);
  const single = <T>(f: (k: number) => T, key: (x: T) => string): T | null => {
    const xs = (unknown ? uVals : [Rat.ZERO]).map((_, k) => f(k));
    return xs.every((x) => key(x) === key(xs[0])) ? xs[0] : null;
  };
  try {
    if (angleAsk) {
      const a = ev(ctx, parsed[Number(angleAsk[1])]!);
      const b = ev(ctx, parsed[Number(angleAsk[2])]!);
      if (a.t !== 'v' || b.t !== 'v') return null;
      asks.splice(0, asks.length, ...asks.filter((i) => i !== Number(angleAsk[1]) && i !== Number(angleAsk[2])));
      const res = single(
        (k) => {
          const d = atU(dot(ctx, a.c, b.c), k);
          const na = atU(dot(ctx, a.c, a.c), k);
          const nb = atU(dot(ctx, b.c, b.c), k);
          return { d, na, nb };
        },
        (x) => `${x.d}/${x.na}/${x.nb}`,
      );
      if (!res && undetermined) return refuse(p, '所求的量与没有给出的那个向量的模有关，条件不足以确定答案。');
      if (!res) return refuse(p, '由条件得到的参数有两个值，对应的夹角不同，离线求解器无法确定答案。');
      if (res.na.isZero() || res.nb.isZero()) return refuse(p, '其中有零向量，夹角无意义。');
      const cos = res.d.toNumber() / Math.sqrt(res.na.toNumber() * res.nb.toNumber());
      const t = COS_TABLE.find(([n, d]) => Math.abs(Math.cos((n / d) * Math.PI) - cos) < 1e-12);
      const cos2 = res.d.mul(res.d).div(res.na.mul(res.nb));
      const cosL = `${res.d.sign() < 0 ? '-' : ''}${sqrtLatex(cos2).latex}`;
      steps.push(
        `${dm(`\\cos\\theta=\\frac{${shown[Number(angleAsk[1])]}\\cdot ${shown[Number(angleAsk[2])]}}{|${shown[Number(angleAsk[1])]}||${shown[Number(angleAsk[2])]}|}=\\frac{${res.d.toLatex()}}{${sqrtLatex(res.na).latex}\\times ${sqrtLatex(res.nb).latex}}=${cosL}`)}`,
      );
      if (/余弦/.test(prose.slice(angleAsk.index))) {
        answers.push(im(`\\cos\\theta=${cosL}`));
        value = { kind: 'numbers', values: [cos] };
      } else {
        if (!t) return refuse(p, `两向量夹角的余弦值为 ${im(cosL)}，不是特殊角，离线求解器暂不作答。`);
        steps.push(`因为 ${im('\\theta\\in[0,\\pi]')}，所以 ${im(`\\theta=${t[2]}`)}。`);
        answers.push(im(`\\theta=${t[2]}`));
        value = { kind: 'numbers', values: [(t[0] / t[1]) * Math.PI] };
      }
    }
    if (projAsk) {
      // a·b/|b|: the signed length of a's projection on b
      const a = ev(ctx, parsed[Number(projAsk[1])]!);
      const b = ev(ctx, parsed[Number(projAsk[2])]!);
      if (a.t !== 'v' || b.t !== 'v' || angleAsk) return null;
      asks.splice(0, asks.length, ...asks.filter((i) => i !== Number(projAsk[1]) && i !== Number(projAsk[2])));
      const res = single(
        (k) => ({ d: atU(dot(ctx, a.c, b.c), k), nb: atU(dot(ctx, b.c, b.c), k) }),
        (x) => `${x.d}/${x.nb}`,
      );
      if (!res) return refuse(p, '所求的投影与未确定的量有关，条件不足以确定答案。');
      if (res.nb.isZero()) return refuse(p, '投影所在的向量是零向量，投影无意义。');
      const proj2 = res.d.mul(res.d).div(res.nb);
      const projL = `${res.d.sign() < 0 ? '-' : ''}${sqrtLatex(proj2).latex}`;
      const [sa, sb] = [shown[Number(projAsk[1])], shown[Number(projAsk[2])]];
      steps.push(`${dm(`\\frac{${sa}\\cdot ${sb}}{|${sb}|}=\\frac{${res.d.toLatex()}}{${sqrtLatex(res.nb).latex}}=${projL}`)}`);
      answers.push(im(projL));
      value = { kind: 'numbers', values: [res.d.toNumber() / Math.sqrt(res.nb.toNumber())] };
    }
    for (const i of asks) {
      const u = unwrap(parsed[i]!);
      if (typeof u === 'string' && (u === unknown || vecNames.has(u))) continue;
      if (Array.isArray(u) && u[0] === 'Abs') {
        const a = ev(ctx, u[1]);
        if (a.t !== 'v') return null;
        const sq = single(
          (k) => atU(dot(ctx, a.c, a.c), k),
          (x) => x.toString(),
        );
        if (!sq && undetermined) return refuse(p, '所求的量与没有给出的那个向量的模有关，条件不足以确定答案。');
        if (!sq) return refuse(p, '由条件得到的参数有两个值，所求的模不同，离线求解器无法确定答案。');
        const s = sqrtLatex(sq);
        steps.push(
          `${dm(`${shown[i].replace(/=\s*$/, '')}^2=${sq.toLatex()}`)}所以 ${im(`${shown[i].replace(/=\s*$/, '')}=${s.latex}`)}。`,
        );
        answers.push(im(`${shown[i].replace(/=\s*$/, '')}=${s.latex}`));
        value = { kind: 'numbers', values: [s.value] };
        continue;
      }
      const a = ev(ctx, u);
      if (a.t !== 's') return null;
      const v = single(
        (k) => atU(a.p, k),
        (x) => x.toString(),
      );
      if (!v && undetermined) return refuse(p, '所求的量与没有给出的那个向量的模有关，条件不足以确定答案。');
      if (!v) return refuse(p, '由条件得到的参数有两个值，所求的结果不同，离线求解器无法确定答案。');
      steps.push(`${im(`${shown[i].replace(/=\s*$/, '')}=${v.toLatex()}`)}。`);
      answers.push(im(`${shown[i].replace(/=\s*$/, '')}=${v.toLatex()}`));
      value = { kind: 'numbers', values: [v.toNumber()] };
    }
  } catch {
    return null;
  }
  if (!answers.length && unknown && unknown !== '__ab' && unknown !== '__len') {
    const name = unknown === 'lambda' ? '\\lambda' : unknown === 'mu' ? '\\mu' : unknown;
    answers.push(im(`${name}=${uVals.map((r) => r.toLatex()).join('\\text{ 或 }')}`));
    value = { kind: 'numbers', values: uVals.map((r) => r.toNumber()) };
  }
  if (!answers.length || !value) return null;
  // independent check: concrete plane vectors in floats, every condition re-tested
  if (basis) {
    // the same conditions with another pair of non-parallel vectors must hold for the same values
    const [n0, n1] = [...ctx.vecs.keys()].sort();
    ctx.vecs.set(n0, [[Rat.of(2)], [Rat.ONE]]);
    ctx.vecs.set(n1, [[Rat.of(-1)], [Rat.of(3)]]);
  }
  if (!check(ctx, parsed, uVals, abUnknown)) return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  void abUnknown;
  return solved(p, {
    engine: 'vector',
    idea: basis
      ? '不共线的两个向量可作为基底，用系数表示向量；两向量共线当且仅当系数对应成比例。'
      : mode === 'coord'
        ? '用向量的坐标运算：数量积 $x_1x_2+y_1y_2$，垂直 $\\Leftrightarrow x_1x_2+y_1y_2=0$，共线 $\\Leftrightarrow x_1y_2-x_2y_1=0$，模 $\\sqrt{x^2+y^2}$。'
        : '把所求量用 $|\\vec a|$、$|\\vec b|$ 和 $\\vec a\\cdot\\vec b$ 表示：求模先平方，夹角用 $\\cos\\theta=\\frac{\\vec a\\cdot\\vec b}{|\\vec a||\\vec b|}$。',
    steps,
    finalAnswer: answers.join('，'),
    verificationNote: basis
      ? '另取一组不共线的具体向量代入，重新数值检验每个共线条件，结果一致。'
      : mode === 'coord'
        ? '把结果代回，用坐标重新数值计算每个条件与所求量，结果一致。'
        : '按已知的模与夹角在平面上取出具体的向量，数值重算每个条件与所求量，结果一致。',
    value,
  });
}

/** The unknown as the question wrote it (k, \\lambda), or null when it is not a letter of the question (a·b, a length). */
function letterLatex(param: string | null | undefined): string | null {
  if (!param) return 'x';
  if (!/^(?:[a-z]|lambda|mu)$/.test(param)) return null;
  return param === 'lambda' ? '\\lambda' : param === 'mu' ? '\\mu' : param;
}

/** 「(λ,1)∥(1,2): λ×2−1×1=0」, or the rule x₁y₂−x₂y₁=0 alone when the unknown is not a letter of the question. */
function collinearLatex(x: Poly[], y: Poly[], param: string | null | undefined): string {
  const letter = letterLatex(param);
  if (!letter) return 'x_1y_2-x_2y_1=0';
  const pair = (v: Poly[]) => `\\left(${polyText(v[0], letter)},${polyText(v[1], letter)}\\right)`;
  const factor = (v: Poly) => {
    const t = polyText(v, letter);
    return /[+-]/.test(t) ? `(${t})` : t;
  };
  return `${pair(x)}\\parallel ${pair(y)}:\\ ${factor(x[0])}\\times ${factor(y[1])}-${factor(x[1])}\\times ${factor(y[0])}=0`;
}

/** 「(1,−1)·(m+1,2m−4) = 1×(m+1)+(−1)×(2m−4)」 (a combination shown by its coordinates): x₁x₂+y₁y₂ with the coordinates put in (null when the unknown is no letter). */
function coordinateDotLatex(x: Poly[], y: Poly[], param: string | null | undefined): string | null {
  const letter = letterLatex(param);
  if (!letter) return null;
  const factor = (v: Poly) => {
    const t = polyText(v, letter);
    return /[+-]/.test(t) ? `(${t})` : t;
  };
  const pair = (v: Poly[]) => `\\left(${polyText(v[0], letter)},${polyText(v[1], letter)}\\right)`;
  return `${pair(x)}\\cdot ${pair(y)}=${factor(x[0])}\\times ${factor(y[0])}+${factor(x[1])}\\times ${factor(y[1])}`;
}

/**
 * 「(a+b)·(ka−b) = ka² + (k−1)a·b − b²」: a dot product of two combinations of the basis expanded before the known
 * a², a·b, b² are put in. Null when the unknown is not a letter of the question (a·b or a length is being found).
 */
function dotExpansion(x: Poly[], y: Poly[], names: [string, string] | null, param: string | undefined): string | null {
  // |a−b|² with |b| unknown: the coefficients are numbers, and the letter never shows
  const constant = [...x, ...y].every((c) => P.trim(c).length <= 1);
  const letter = letterLatex(param) ?? (constant ? 'x' : null);
  if (!names || !letter) return null;
  const [a, b] = names.map((n) => `\\vec{${n}}`);
  const terms: Array<[Poly, string]> = [
    [P.mul(x[0], y[0]), `${a}^2`],
    [P.trim(P.add(P.mul(x[0], y[1]), P.mul(x[1], y[0]))), `${a}\\cdot ${b}`],
    [P.mul(x[1], y[1]), `${b}^2`],
  ];
  const parts: string[] = [];
  for (const [c, v] of terms) {
    const t = P.trim(c);
    if (t.every((r) => r.isZero())) continue;
    const text = polyText(t, letter);
    const several = t.filter((r) => !r.isZero()).length > 1;
    const coef = several ? `(${text})` : text === '1' ? '' : text === '-1' ? '-' : text;
    parts.push(`${parts.length && !coef.startsWith('-') ? '+' : ''}${coef}${v}`);
  }
  return parts.join('') || null;
}

function polyText(p: Poly, name: string): string {
  const t = P.trim(p);
  const parts: string[] = [];
  for (let i = t.length - 1; i >= 0; i--) {
    const c = t[i];
    if (c.isZero()) continue;
    const v = i === 0 ? '' : i === 1 ? name : `${name}^2`;
    const abs = c.abs();
    const coef = v && abs.isOne() ? '' : abs.toLatex();
    parts.push(`${c.sign() < 0 ? '-' : parts.length ? '+' : ''}${coef}${v}`);
  }
  return parts.join('') || '0';
}

/** Float re-evaluation with concrete coordinates. */
function check(ctx: Ctx, parsed: Array<MJ | null>, uVals: Rat[], abUnknown: boolean): boolean {
  const runs = ctx.param ? uVals : [Rat.ZERO];
  for (const u of runs) {
    const vec = new Map<string, [number, number]>();
    const names = [...ctx.vecs.keys()].sort();
    if (ctx.mode === 'coord') {
      for (const [n, c] of ctx.vecs) vec.set(n, [P.at(c[0], u).toNumber(), P.at(c[1], u).toNumber()]);
    } else {
      const aa = P.at(ctx.gram[0][0], u).toNumber();
      const bb = P.at(ctx.gram[1][1], u).toNumber();
      const ab = abUnknown ? u.toNumber() : P.at(ctx.gram[0][1], u).toNumber();
      const la = Math.sqrt(aa);
      const lb = Math.sqrt(bb);
      const c = ab / (la * lb);
      if (Math.abs(c) > 1 + 1e-12) return false;
      vec.set(names[0], [la, 0]);
      vec.set(names[1], [lb * c, lb * Math.sqrt(Math.max(0, 1 - c * c))]);
    }
    const pv = ctx.param && ctx.param !== '__ab' ? u.toNumber() : 0;
    const fl = (j0: MJ): number | [number, number] => {
      const j = unwrap(j0);
      const r = ratOf(j);
      if (r) return r.toNumber();
      if (typeof j === 'string') return vec.get(j) ?? (j === ctx.param ? pv : Number.NaN);
      if (!Array.isArray(j)) return Number.NaN;
      const xs = (j.slice(1) as MJ[]).map(fl);
      const comb = (a: number | [number, number], b: number | [number, number], s: number): number | [number, number] =>
        typeof a === 'number' && typeof b === 'number'
          ? a + s * b
          : typeof a !== 'number' && typeof b !== 'number'
            ? [a[0] + s * b[0], a[1] + s * b[1]]
            : Number.NaN;
      const mul = (a: number | [number, number], b: number | [number, number]): number | [number, number] =>
        typeof a === 'number'
          ? typeof b === 'number'
            ? a * b
            : [a * b[0], a * b[1]]
          : typeof b === 'number'
            ? [b * a[0], b * a[1]]
            : a[0] * b[0] + a[1] * b[1];
      switch (j[0]) {
        case 'Add':
          return xs.reduce((a, b) => comb(a, b, 1));
        case 'Subtract':
          return xs.length === 1 ? mul(-1, xs[0]) : xs.reduce((a, b) => comb(a, b, -1));
        case 'Negate':
          return mul(-1, xs[0]);
        case 'Multiply':
        case 'InvisibleOperator':
          return xs.reduce(mul);
        case 'Divide':
        case 'Rational':
          return typeof xs[1] === 'number' ? mul(1 / xs[1], xs[0]) : Number.NaN;
        case 'Power':
        case 'Square':
          return mul(xs[0], xs[0]);
        case 'Sqrt':
          return typeof xs[0] === 'number' ? Math.sqrt(xs[0]) : Number.NaN;
        case 'Abs':
          return typeof xs[0] === 'number' ? Math.abs(xs[0]) : Math.hypot(xs[0][0], xs[0][1]);
        default:
          return Number.NaN;
      }
    };
    for (const j of parsed) {
      const x = unwrap(j!);
      if (!Array.isArray(x)) continue;
      const close = (a: number | [number, number], b: number | [number, number]) =>
        typeof a === 'number' && typeof b === 'number'
          ? Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(a))
          : typeof a !== 'number' && typeof b !== 'number'
            ? Math.hypot(a[0] - b[0], a[1] - b[1]) < 1e-9
            : false;
      if (x[0] === 'Perpendicular') {
        const d = mul2(fl(x[1]), fl(x[2]));
        if (d === null || Math.abs(d) > 1e-9) return false;
      } else if (x[0] === 'Parallel') {
        const a = fl(x[1]);
        const b = fl(x[2]);
        if (typeof a === 'number' || typeof b === 'number' || Math.abs(a[0] * b[1] - a[1] * b[0]) > 1e-9) return false;
      } else if (x[0] === 'Equal' && !(typeof unwrap(x[1]) === 'string' && tupleOf(x[2]))) {
        if (!close(fl(x[1]), fl(x[2]))) return false;
      }
    }
  }
  return true;
}

function mul2(a: number | [number, number], b: number | [number, number]): number | null {
  return typeof a !== 'number' && typeof b !== 'number' ? a[0] * b[0] + a[1] * b[1] : null;
}

/** Plane vectors by coordinates or by lengths and angle: dot product, length, angle, parallel/perpendicular conditions. */
export const vectorEngine: Engine = {
  name: 'vector',
  subjects: ['math'],
  solve(q) {
    try {
      const basis = solveBasisDecomposition(q.stem, q.problemType, q.options);
      if (basis?.outcome.ok) return { outcome: basis.outcome, value: basis.value };
      const named = renameSubscripted(q.stem);
      const stem = markDeclaredVectors(named.text);
      return withOptions(
        q.problemType,
        q.options,
        named.back(
          solveSurdAngle(stem, q.problemType) ?? solveStem(stem, q.problemType) ?? solveLengthRatio(stem, q.problemType, solveStem),
        ),
      );
    } catch {
      return null;
    }
  },
};
