import { sub } from '../../math/expression/ast';
import { evaluate } from '../../math/compute/evaluate';
import { dm, im, refuse, solved } from '../../math/write/format';
import { prepare } from '../../math/index';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { toPoly } from '../../math/polynomials/mpoly';
import { parseExpr } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import type { MathOutcome } from '../../math/expression/types';
import type { ProblemType } from '../../types';

const SIDE_OF: Record<string, string> = { A: 'a', B: 'b', C: 'c' };
const COS_ANGLES: Array<[Rat, string, number, string]> = [
  [Rat.of(1, 2), '\\frac{\\pi}{3}', Math.PI / 3, '60^\\circ'],
  [Rat.of(-1, 2), '\\frac{2\\pi}{3}', (2 * Math.PI) / 3, '120^\\circ'],
  [Rat.ZERO, '\\frac{\\pi}{2}', Math.PI / 2, '90^\\circ'],
];

/**
 * "△ABC 中，b²+c²−a²=bc，则 A=": a relation between the sides that is the law of cosines at one angle,
 * s(y²+z²−x²) + t·yz = 0, gives cos X = −t/(2s).
 */
export function solveRelation(text: string, problemType: ProblemType): MathOutcome | null {
  if (
    !/△|\\triangle|三角形/.test(text) ||
    /面积|周长|最大|最小|范围|sin|cos|tan|证明|如图|向量/.test(text.replace(/则\s*\$\\(?:sin|cos|tan)\s*[ABC]\s*=?\s*\$/, ''))
  )
    return null;
  const fs = formulas(text).map((f) => f.trim());
  const prose = proseWithSlots(text);
  let rel: { x: string; cos: Rat; s: Rat; t: Rat; latex: string } | null = null;
  let ask: { angle: string; fn: '' | 'sin' | 'cos' | 'tan'; latex: string } | null = null;
  for (const [i, f] of fs.entries()) {
    if (/^(?:\\triangle|△)?\s*[ABC]\s*[ABC]\s*[ABC]$/.test(f) || /^[abc]$/.test(f)) continue;
    if (/^[ABC]$/.test(f)) {
      const before = prose.slice(0, prose.indexOf(`⟨${i}⟩`));
      if (/(?:则|求)\s*(?:角\s*)?$/.test(before)) {
        if (ask) return null;
        ask = { angle: f, fn: '', latex: f };
      }
      continue;
    }
    const a = /^(?:\\(sin|cos|tan)\s*)?([ABC])\s*=\s*$/.exec(f);
    if (a) {
      if (ask) return null;
      ask = { angle: a[2], fn: (a[1] ?? '') as '' | 'sin' | 'cos' | 'tan', latex: f.replace(/=\s*$/, '') };
      continue;
    }
    const parts = f.split('=');
    if (parts.length !== 2 || rel) return null;
    let P: ReturnType<typeof toPoly>;
    try {
      P = toPoly(sub(parseExpr(parts[0]), parseExpr(parts[1])));
    } catch {
      return null;
    }
    if (!P) return null;
    const co: Record<string, Rat> = {};
    for (const t of P.terms.values()) {
      const key = t.m.map(([v, e]) => `${v}${e}`).join('');
      if (!/^(?:a2|b2|c2|a1b1|a1c1|b1c1)$/.test(key)) return null;
      co[key] = t.c;
    }
    const g = (k: string) => co[k] ?? Rat.ZERO;
    for (const [x, y, z, yz, o1, o2] of [
      ['a', 'b', 'c', 'b1c1', 'a1b1', 'a1c1'],
      ['b', 'a', 'c', 'a1c1', 'a1b1', 'b1c1'],
      ['c', 'a', 'b', 'a1b1', 'a1c1', 'b1c1'],
    ]) {
      const s = g(`${y}2`);
      if (!s.isZero() && g(`${z}2`).eq(s) && g(`${x}2`).eq(s.neg()) && g(o1).isZero() && g(o2).isZero())
        rel = {
          x,
          s,
          t: g(yz),
          cos: g(yz)
            .neg()
            .div(s.mul(Rat.of(2))),
          latex: f,
        };
    }
    if (!rel) return null;
  }
  if (!rel || !ask || SIDE_OF[ask.angle] !== rel.x) return null;
  const p = prepare(text, problemType);
  const X = ask.angle;
  const [y, z] = ['a', 'b', 'c'].filter((q) => q !== rel!.x);
  if (rel.cos.abs().cmp(Rat.ONE) >= 0) return refuse(p, '由这个关系算出的余弦值不在 (−1, 1) 内，这样的三角形不存在，请核对题目。');
  const hit = COS_ANGLES.find(([c]) => c.eq(rel!.cos));
  const degrees = /°|\\circ/.test(text);
  const k = rel.t.neg().div(rel.s);
  const kyz = `${k.isOne() ? '' : k.eq(Rat.of(-1)) ? '-' : k.toLatex()}${y}${z}`;
  const steps = [
    `由 ${im(rel.latex)} 得 ${im(`${y}^2+${z}^2-${rel.x}^2=${kyz}`)}。`,
    `由余弦定理，${dm(`\\cos ${X}=\\frac{${y}^2+${z}^2-${rel.x}^2}{2${y}${z}}=\\frac{${kyz}}{2${y}${z}}=${rel.cos.toLatex()}`)}`,
  ];
  // independent check: a concrete triangle with that angle satisfies the relation
  const ang = Math.acos(rel.cos.toNumber());
  for (const [yy, zz] of [
    [2, 3],
    [5, 1.7],
  ]) {
    const xx = Math.sqrt(yy * yy + zz * zz - 2 * yy * zz * Math.cos(ang));
    const v: Record<string, number> = { [rel.x]: xx, [y]: yy, [z]: zz };
    const [l, r] = rel.latex.split('=');
    if (Math.abs(evaluate(parseExpr(l), v) - evaluate(parseExpr(r), v)) > 1e-9)
      return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
  }
  let answer: string;
  let value: number;
  if (ask.fn === '') {
    if (!hit) return refuse(p, `${im(`\\cos ${X}=${rel.cos.toLatex()}`)}，${im(X)} 不是特殊角，离线求解器暂不作答。`);
    steps.push(`因为 ${im(`0<${X}<\\pi`)}，所以 ${im(`${X}=${degrees ? hit[3] : hit[1]}`)}。`);
    answer = `${X}=${degrees ? hit[3] : hit[1]}`;
    value = degrees ? (hit[2] * 180) / Math.PI : hit[2];
  } else if (ask.fn === 'cos') {
    answer = `\\cos ${X}=${rel.cos.toLatex()}`;
    value = rel.cos.toNumber();
  } else {
    if (!hit) return refuse(p, '所求的三角函数值不是简单的根式，离线求解器暂不作答。');
    const sv = Math.sin(hit[2]);
    const tv = Math.tan(hit[2]);
    const map: Record<string, [string, string]> = {
      '\\frac{\\pi}{3}': ['\\frac{\\sqrt{3}}{2}', '\\sqrt{3}'],
      '\\frac{2\\pi}{3}': ['\\frac{\\sqrt{3}}{2}', '-\\sqrt{3}'],
      '\\frac{\\pi}{2}': ['1', ''],
    };
    const [sl, tl] = map[hit[1]];
    if (ask.fn === 'tan' && !tl) return refuse(p, `${im(X)} 是直角，${im(`\\tan ${X}`)} 不存在。`);
    steps.push(`因为 ${im(`0<${X}<\\pi`)}，所以 ${im(`${X}=${hit[1]}`)}。`);
    answer = ask.fn === 'sin' ? `\\sin ${X}=${sl}` : `\\tan ${X}=${tl}`;
    value = ask.fn === 'sin' ? sv : tv;
  }
  return solved(p, {
    engine: 'triangle',
    idea: '看到“两边平方和减第三边平方”与两边之积的关系，就用余弦定理求这两边的夹角。',
    steps,
    finalAnswer: im(answer),
    verificationNote: '按求得的角取几个具体的三角形，代回已知关系式，等式成立。',
    value: { kind: 'numbers', values: [value] },
  });
}
