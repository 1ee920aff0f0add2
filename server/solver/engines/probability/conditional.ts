import { Rat } from '../../math/expression/rational';
import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';

/**
 * Conditional probability told as formulas (「已知 P(A)=1/2，P(AB)=1/8，则 P(B|A)=」): of P(A), P(AB) and P(B|A) (or
 * P(B), P(AB), P(A|B)) two are told and the third asked, by P(AB) = P(A)·P(B|A). Every formula of the stem must be
 * one of these, so a told P(B) or P(A∪B) beside them refuses.
 */
type Key = 'A' | 'B' | 'AB' | 'B|A' | 'A|B';

function keyOf(inside: string): Key | null {
  const s = inside
    .replace(/\\left|\\right|\s+/g, '')
    .replace(/\\mid|\|/g, '|')
    .replace(/\\cap|∩/g, '');
  if (s === 'A' || s === 'B') return s;
  if (s === 'AB' || s === 'BA') return 'AB';
  if (s === 'B|A' || s === 'A|B') return s;
  return null;
}

const PARTS: Record<'B|A' | 'A|B', [Key, Key]> = { 'B|A': ['A', 'AB'], 'A|B': ['B', 'AB'] };

export function conditionalFromFormulas(text: string, mp: MathProblem): MathOutcome | null {
  // 「$P(A)=0.5, P(AB)=0.2$」: two formulas printed in one pair of dollars are two formulas
  const segs = [...text.matchAll(/\$([^$]*)\$/g)].flatMap((m) => m[1].replace(/\s+/g, '').split(/[,，;；](?=P\()/));
  if (segs.length < 3) return null;
  const told = new Map<Key, Rat>();
  let asked: Key | null = null;
  for (const s of segs) {
    const m = /^P\((.+)\)=(.*)$/.exec(s.replace(/\\left|\\right/g, ''));
    if (!m) return null;
    const key = keyOf(m[1]);
    if (!key) return null;
    if (m[2] === '') {
      if (asked) return null;
      asked = key;
      continue;
    }
    const node = parseRat(m[2]);
    const v = node && evalRat(node, () => null);
    if (!v || v.sign() < 0 || v.cmp(Rat.ONE) > 0 || told.has(key)) return null;
    told.set(key, v);
  }
  if (!asked || told.size !== 2) return null;
  const prose = text.replace(/\$[^$]*\$/g, ' ').replace(/^\s*\d{1,2}\s*[.、．]/, '');
  if (prose.replace(/已知|设|若|且|则|求|事件|[,，、。.:：\s]|的值|为|是|等于|随机/g, '') !== '') return null;
  const cond = (['B|A', 'A|B'] as const).find(
    (c) => [c, ...PARTS[c]].includes(asked!) && [c, ...PARTS[c]].every((k) => k === asked || told.has(k)),
  );
  if (!cond) return null;
  const [base, joint] = PARTS[cond];
  let value: Rat;
  let show: string;
  if (asked === cond) {
    const b = told.get(base)!;
    if (b.sign() === 0) return null;
    value = told.get(joint)!.div(b);
    show = `P(${cond})=\\frac{P(AB)}{P(${base})}=\\frac{${told.get(joint)!.toLatex()}}{${b.toLatex()}}=${value.toLatex()}`;
  } else if (asked === joint) {
    value = told.get(base)!.mul(told.get(cond)!);
    show = `P(AB)=P(${base})P(${cond})=${told.get(base)!.toLatex()}\\times ${told.get(cond)!.toLatex()}=${value.toLatex()}`;
  } else {
    const c = told.get(cond)!;
    if (c.sign() === 0) return null;
    value = told.get(joint)!.div(c);
    show = `P(${base})=\\frac{P(AB)}{P(${cond})}=\\frac{${told.get(joint)!.toLatex()}}{${c.toLatex()}}=${value.toLatex()}`;
  }
  if (value.sign() < 0 || value.cmp(Rat.ONE) > 0) return null;
  // P(AB) can be no larger than P(base): the told numbers must describe events at all
  const jointV = asked === joint ? value : told.get(joint)!;
  const baseV = asked === base ? value : told.get(base)!;
  if (jointV.cmp(baseV) > 0) return null;
  const askedTex = asked.replace('|', '\\mid ');
  return solved(mp, {
    engine: 'probability:conditional',
    idea: '条件概率公式：$P(B\\mid A)=\\dfrac{P(AB)}{P(A)}$，即乘法公式 $P(AB)=P(A)P(B\\mid A)$。',
    steps: [im(show.replace(/\|/g, '\\mid '))],
    finalAnswer: im(`P(${askedTex})=${value.toLatex()}`),
    verificationNote: `代回乘法公式：${im(`P(${base})\\cdot P(${cond.replace('|', '\\mid ')})=${baseV.mul(asked === cond ? value : told.get(cond)!).toLatex()}=P(AB)`)}。`,
    value: { kind: 'numbers', values: [value.toNumber()] },
  });
}
