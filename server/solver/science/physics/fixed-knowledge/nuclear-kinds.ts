import { splitChoice } from '../../../math/answers/choice';
import type { Refused, Solved } from '../../../types';
import { normalizeScienceText } from '../../chem/normalize';
import { ASKS_A_CLASS, ASKS_BY_ANOTHER_MEASURE, ASKS_OTHER, asksForFalse } from '../../statement-picks';
import { type Reaction, readReaction } from '../nuclear-reactions';
import { judgePrincipleOption } from '../principles/principle-statements';
import { answerFromVerdicts } from '../statement-verdicts-answer';
import type { OptionVerdict } from './unit-statements';

/**
 * The kinds of nuclear reaction 选择性必修 3 names, read from a written equation: α decay (one nucleus gives a nucleus
 * and ⁴₂He), β decay (a nucleus and ⁰₋₁e, the mass number kept), fusion (two hydrogen or helium nuclei giving a
 * heavier one), fission (a neutron splitting a heavy nucleus, A ≥ 230, into two middle-weight nuclei and neutrons),
 * and artificial transmutation (α, p, n or d striking a lighter nucleus, giving a nucleus and one light particle). An
 * equation that does not balance, or fits none of these shapes exactly, has no kind.
 */
export type NuclearKind = 'α衰变' | 'β衰变' | '轻核聚变' | '重核裂变' | '人工转变';

const KIND_WORDS: [RegExp, NuclearKind][] = [
  [/^(?:α|\\alpha)衰变$/, 'α衰变'],
  [/^(?:β|\\beta)衰变$/, 'β衰变'],
  [/^(?:轻核)?聚变$|^核聚变$|^热核反应$/, '轻核聚变'],
  [/^(?:重核)?裂变$|^核裂变$/, '重核裂变'],
  [/^(?:原子核的)?人工(?:核)?转变$/, '人工转变'],
];
const KIND_NAME = String.raw`((?:α|\\alpha|β|\\beta)衰变|(?:轻核|重核|核)?(?:聚变|裂变)|热核反应|(?:原子核的)?人工(?:核)?转变)`;

interface Nuc {
  A: number;
  Z: number;
}

function kindWord(word: string): NuclearKind | null {
  return KIND_WORDS.find(([re]) => re.test(word))?.[1] ?? null;
}

/** The reaction's kind; null unless every term is a known nuclide, A and Z balance, and one shape fits exactly. */
export function reactionKind(r: Reaction): NuclearKind | null {
  const side = (ts: Reaction['left']) => {
    const out: Nuc[] = [];
    for (const t of ts) {
      if (!('known' in t)) return null;
      for (let i = 0; i < t.n; i++) out.push({ A: t.known.A, Z: t.known.Z });
    }
    return out;
  };
  const left = side(r.left);
  const right = side(r.right);
  if (!left || !right) return null;
  const sum = (xs: Nuc[], k: 'A' | 'Z') => xs.reduce((s, x) => s + x[k], 0);
  if (sum(left, 'A') !== sum(right, 'A') || sum(left, 'Z') !== sum(right, 'Z')) return null;
  const is = (x: Nuc, A: number, Z: number) => x.A === A && x.Z === Z;
  const neutron = (x: Nuc) => is(x, 1, 0);
  if (left.length === 1 && left[0].Z > 2 && right.length === 2) {
    const [a, b] = right;
    const daughter = is(a, 4, 2) ? b : is(b, 4, 2) ? a : null;
    if (daughter && daughter.Z > 2) return 'α衰变';
    const beta = is(a, 0, -1) ? b : is(b, 0, -1) ? a : null;
    if (beta && beta.A === left[0].A && beta.Z === left[0].Z + 1) return 'β衰变';
    return null;
  }
  if (left.length !== 2) return null;
  if (left.every((x) => (x.Z === 1 || x.Z === 2) && x.A >= 2 && x.A <= 4) && !left.every((x) => is(x, 4, 2))) {
    const heavier = right.filter((x) => x.A > Math.max(...left.map((y) => y.A)));
    if (heavier.length === 1 && right.every((x) => x === heavier[0] || neutron(x) || is(x, 1, 1))) return '轻核聚变';
    return null;
  }
  const heavy = left.find((x) => x.A >= 230);
  if (heavy && left.some(neutron)) {
    const fragments = right.filter((x) => x.Z >= 20);
    if (fragments.length === 2 && right.every((x) => fragments.includes(x) || neutron(x)) && right.some(neutron)) return '重核裂变';
    return null;
  }
  const PROJECTILES: [number, number][] = [
    [4, 2],
    [1, 1],
    [1, 0],
    [2, 1],
  ];
  const LIGHT: [number, number][] = [
    [1, 1],
    [1, 0],
  ];
  const projectile = left.find((x) => PROJECTILES.some(([A, Z]) => is(x, A, Z)));
  const target = left.find((x) => x !== projectile);
  if (!projectile || !target || target.Z < 3 || target.A >= 230 || right.length !== 2) return null;
  const [c, d] = right;
  const product = LIGHT.some(([A, Z]) => is(d, A, Z)) ? c : LIGHT.some(([A, Z]) => is(c, A, Z)) ? d : null;
  return product && product.Z >= 3 ? '人工转变' : null;
}

const WHY: Record<NuclearKind, string> = {
  α衰变: '一个原子核自发地放出 α 粒子（氦核，质量数 4、电荷数 2），是 α 衰变',
  β衰变: '一个原子核自发地放出电子（质量数 0、电荷数 −1），质量数不变、电荷数加 1，是 β 衰变',
  轻核聚变: '两个轻核结合成质量较大的核，是轻核聚变',
  重核裂变: '中子轰击重核，重核分裂成两个中等质量的核并放出中子，是重核裂变',
  人工转变: '用粒子轰击原子核，生成新原子核和一个粒子，是原子核的人工转变',
};

/** The one equation an option is, with the words after it; null unless the option has exactly one equation. */
function equationOf(option: string): { r: Reaction; rest: string } | null {
  const segs = [...option.matchAll(/\$([^$]+)\$/g)];
  if (segs.length !== 1) return null;
  const r = readReaction(segs[0][1]);
  if (!r) return null;
  const rest = normalizeScienceText(option.replace(segs[0][0], '')).replace(/[\s。.；;]/g, '');
  return { r, rest };
}

/** 「$…$ 是α衰变」: the equation's kind against the kind named. */
export function judgeReactionKindClaim(option: string): OptionVerdict | null {
  const eq = equationOf(option);
  if (!eq) return null;
  const m = new RegExp(`^(?:是|属于|为)(?:一个|一种)?${KIND_NAME}(?:方程|反应|方程式)?$`).exec(eq.rest);
  const named = m && kindWord(m[1]);
  const kind = named ? reactionKind(eq.r) : null;
  if (!named || !kind) return null;
  return { truth: kind === named, why: `$${eq.r.tex}$：${WHY[kind]}` };
}

/**
 * Questions on written nuclear equations, read from the text as typed (the normalised text loses the subscripts):
 * 「下列核反应方程中，属于α衰变的是」 with one equation an option, or statements 「$…$ 是α衰变」 beside other
 * statements, which the principle judges decide. Every option decided, or null.
 */
export function solveNuclearKindChoice(raw: string): Solved | Refused | null {
  const split = splitChoice(raw);
  if (!split || split.options.length < 2) return null;
  const stem = normalizeScienceText(split.stem)
    .replace(/\s+/g, '')
    .replace(/\\alpha/g, 'α')
    .replace(/\\beta/g, 'β')
    .replace(/\$/g, '');
  if (/不/.test(stem.replace(/[（(][^（()）]*[）)]/g, '').replace(/选对但不全|不全的?得|不选|不答/g, ''))) return null;
  const asked = new RegExp(`(?:下列|以下)(?:核反应)?(?:方程|方程式)?(?:中)?[，,]?(?:表示|属于)${KIND_NAME}(?:方程|反应)?的(?:是|有)`).exec(
    stem,
  );
  const kindAsked = asked && kindWord(asked[1]);
  if (kindAsked) {
    const eqs = split.options.map((o) => equationOf(o.text));
    if (eqs.some((e) => e?.rest !== '')) return null;
    const kinds = eqs.map((e) => reactionKind(e!.r));
    if (kinds.some((k) => !k)) return null;
    const verdicts: OptionVerdict[] = kinds.map((k, i) => ({ truth: k === kindAsked, why: `$${eqs[i]!.r.tex}$：${WHY[k!]}` }));
    return answerFromVerdicts(raw, split.options, verdicts, false, {
      checked: '逐个判断核反应的类型',
      idea: `先核对每个方程的质量数和电荷数守恒，再看反应物和生成物判断它是哪一类核反应，找出${kindAsked}。`,
      wanted: [`属于${kindAsked}`, `不属于${kindAsked}`],
      how: '逐个判断核反应的类型',
      checkedBy: '每个方程都核对了质量数、电荷数守恒和反应类型',
    });
  }
  if (ASKS_OTHER.test(stem) || ASKS_BY_ANOTHER_MEASURE.test(stem) || ASKS_A_CLASS.test(stem)) return null;
  const wantsFalse = asksForFalse(stem);
  if (wantsFalse === null) return null;
  const claims = split.options.map((o) => judgeReactionKindClaim(o.text));
  if (!claims.some(Boolean)) return null;
  const verdicts = split.options.map(
    (o, i) => claims[i] ?? (/\$/.test(o.text) ? null : judgePrincipleOption(normalizeScienceText(o.text), split.stem)),
  );
  if (verdicts.some((v) => !v)) return null;
  return answerFromVerdicts(raw, split.options, verdicts as OptionVerdict[], wantsFalse, {
    checked: '逐项分析',
    idea: '核反应方程先核对质量数和电荷数守恒，再按反应物和生成物判断类型；其余说法用相应的物理规律判断。',
    wanted: ['正确', '错误'],
    how: '逐项判断',
    checkedBy: '每个选项逐一判断',
  });
}
