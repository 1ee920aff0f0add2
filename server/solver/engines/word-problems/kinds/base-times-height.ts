import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, type Unit, UNITS } from '../units';
import { quantitiesIn } from './spans';

/**
 * Formulas of the form 「底 × 高」, forwards and backwards (五、六年级): 柱体 V = Sh, 锥体 V = ⅓Sh, 平行四边形 S = ah,
 * 三角形 S = ah ÷ 2 — the volume from the base area, or the height (the base) from the area or volume. Every amount
 * is converted to metres first; the check puts the answer back into the formula.
 */

type Shape = '圆锥' | '圆柱' | '长方体' | '正方体' | '平行四边形' | '三角形';
const SHAPES: Array<[RegExp, Shape]> = [
  [/圆锥/, '圆锥'],
  [/圆柱/, '圆柱'],
  [/长方体/, '长方体'],
  [/正方体/, '正方体'],
  [/平行四边形/, '平行四边形'],
  [/三角形/, '三角形'],
];

type Role = 'base' | 'height' | 'whole';

function roleOf(before: string, solid: boolean): Role | null {
  const b = before.replace(/[的是为约有]+$/g, '');
  if (solid) {
    if (/底面积$/.test(b)) return 'base';
    if (/(?:体积|容积)$/.test(b)) return 'whole';
    if (/高$/.test(b)) return 'height';
    return null;
  }
  if (/面积$/.test(b)) return 'whole';
  if (/(?<!上|下)底(?:边)?(?:长)?$/.test(b)) return 'base';
  if (/高$/.test(b)) return 'height';
  return null;
}

function askedRole(ask: string, solid: boolean): Role | null {
  if (solid) {
    if (/底面积/.test(ask)) return 'base';
    if (/体积|容积/.test(ask)) return 'whole';
    if (/高/.test(ask)) return 'height';
    return null;
  }
  if (/面积/.test(ask)) return 'whole';
  if (/高/.test(ask)) return 'height';
  if (/底/.test(ask)) return 'base';
  return null;
}

export function baseTimesHeightKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !p.ask.unit) return null;
  if (/比|增加|减少|扩大|缩小|切|截|锯|拼|倒入|放入|水面|上升|下降|每|共|平均|倍|%|分之|剩|周长|半径|直径|上底|下底|长是|宽/.test(p.text))
    return null;
  const shapes = SHAPES.filter(([re]) => re.test(p.text)).map(([, s]) => s);
  if (shapes.length !== 1) return null;
  const shape = shapes[0];
  const solid = shape === '圆锥' || shape === '圆柱' || shape === '长方体' || shape === '正方体';
  const asked = askedRole(p.ask.text, solid);
  if (!asked) return null;
  const roles = new Map<Role, Qty>();
  for (const q of p.qs) {
    if (q.label || (q.chinese && q.value.isOne())) continue;
    if (q.kind !== 'plain' || !q.unit) return null;
    const role = roleOf(p.text.slice(Math.max(0, q.start - 8), q.start), solid);
    if (!role || roles.has(role) || role === asked) return null;
    const dim = role === 'height' || (!solid && role === 'base') ? 'length' : solid && role === 'whole' ? 'volume' : 'area';
    if (q.unit.dim !== dim) return null;
    roles.set(role, q);
  }
  if (roles.size !== 2) return null;
  const used = quantitiesIn(
    p,
    [...roles.values()].map((q) => [q.start, q.end] as [number, number]),
  );
  if (!used) return null;
  const wantDim = asked === 'height' || (!solid && asked === 'base') ? 'length' : solid && asked === 'whole' ? 'volume' : 'area';
  if (p.ask.unit.dim !== wantDim) return null;
  // in metres, square metres, cubic metres
  const si = (q: Qty | undefined): Rat | null => (q?.unit ? q.value.mul(q.unit.factor) : null);
  const k = shape === '圆锥' ? Rat.of(1, 3) : shape === '三角形' ? Rat.of(1, 2) : Rat.ONE;
  const [B, H, W] = [si(roles.get('base')), si(roles.get('height')), si(roles.get('whole'))];
  let value: Rat;
  if (asked === 'whole' && B && H) value = k.mul(B).mul(H);
  else if (asked === 'height' && B && W) value = W.div(k.mul(B));
  else if (asked === 'base' && H && W) value = W.div(k.mul(H));
  else return null;
  if (value.sign() <= 0) return null;
  const full = { base: asked === 'base' ? value : B, height: asked === 'height' ? value : H, whole: asked === 'whole' ? value : W };
  if (!full.base || !full.height || !full.whole || !k.mul(full.base).mul(full.height).eq(full.whole)) return null;
  const siUnit = UNITS.get(wantDim === 'length' ? '米' : wantDim === 'area' ? '平方米' : '立方米') as Unit;
  const answer = convert(value, siUnit, p.ask.unit) as Rat;
  // the steps in the units of the problem: the given amounts as written, converted only when the units differ
  const lenName = p.ask.unit.name.replace(/^平方|^立方/, '');
  const lenUnit = UNITS.get(lenName) ?? UNITS.get('米');
  const shown = (r: Role): string => {
    const q = roles.get(r) as Qty;
    const dim = q.unit?.dim;
    const target = UNITS.get(dim === 'length' ? (lenUnit?.name ?? '米') : `${dim === 'area' ? '平方' : '立方'}${lenUnit?.name ?? '米'}`);
    const v = target && q.unit ? convert(q.value, q.unit, target) : null;
    return numTex(v ?? q.value);
  };
  const name = { base: solid ? '底面积' : '底', height: '高', whole: solid ? '体积' : '面积' };
  const kTex = shape === '圆锥' ? '\\frac{1}{3} \\times ' : '';
  const formula =
    asked === 'whole'
      ? `${name.whole} $= ${kTex}${shown('base')} \\times ${shown('height')}${shape === '三角形' ? ' \\div 2' : ''}`
      : `${name[asked]} $= ${name.whole}${shape === '圆锥' ? ' \\times 3' : shape === '三角形' ? ' \\times 2' : ''} \\div ${name[asked === 'height' ? 'base' : 'height']} = ${shown('whole')}${shape === '圆锥' ? ' \\times 3' : shape === '三角形' ? ' \\times 2' : ''} \\div ${shown(asked === 'height' ? 'base' : 'height')}`;
  const rule =
    shape === '圆锥'
      ? '圆锥的体积 = 底面积 × 高 × ⅓'
      : shape === '三角形'
        ? '三角形的面积 = 底 × 高 ÷ 2'
        : shape === '平行四边形'
          ? '平行四边形的面积 = 底 × 高'
          : `${shape}的体积 = 底面积 × 高`;
  return {
    kind: 'base-times-height',
    idea: `用公式「${rule}」${asked === 'whole' ? '直接计算' : `反过来求${name[asked]}`}。`,
    steps: [`**列式计算** ${formula} = ${numTex(answer)}$（${p.ask.unit.name}）`],
    answer,
    unit: p.ask.unit.name,
    form: 'number',
    decimal: true,
    used,
    check: `把结果代回公式「${rule}」，与题中给出的量一致。`,
  };
}
