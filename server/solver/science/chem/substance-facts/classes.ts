/**
 * The kinds the textbook sorts substances and materials into: each kind with its broader kinds, and the groups
 * of kinds that exclude one another (a disaccharide is no polysaccharide, an inorganic material is no organic
 * polymer). A substance of one kind of a group is therefore not of another kind of the same group.
 */
const PARENTS: Record<string, string[]> = {
  单糖: ['糖类'],
  双糖: ['糖类'],
  二糖: ['糖类'],
  多糖: ['糖类'],
  糖类: ['营养物质'],
  碳水化合物: ['营养物质'],
  油脂: ['营养物质'],
  蛋白质: ['营养物质'],
  天然高分子化合物: ['高分子化合物'],
  合成高分子化合物: ['高分子化合物'],
  有机高分子材料: ['有机高分子化合物'],
  有机高分子化合物: ['高分子化合物'],
  合成纤维: ['合成高分子材料'],
  合成高分子材料: ['有机高分子材料', '合成高分子化合物'],
  天然纤维: ['有机高分子材料', '天然高分子化合物'],
  化学纤维: ['有机高分子材料'],
  硅酸盐材料: ['传统无机非金属材料'],
  传统无机非金属材料: ['无机非金属材料'],
  新型无机非金属材料: ['无机非金属材料'],
  合金: ['金属材料'],
  两性氧化物: ['氧化物'],
  碱性氧化物: ['氧化物'],
  酸性氧化物: ['氧化物'],
  两性氢氧化物: ['碱'],
  微量元素: ['人体必需元素'],
  常量元素: ['人体必需元素'],
  复合材料: ['材料'],
  化石燃料: ['不可再生能源'],
  化石能源: ['不可再生能源'],
};

/** Words that name one kind. */
const SYNONYMS: Record<string, string> = {
  二糖: '双糖',
  碳水化合物: '糖类',
  高分子: '高分子化合物',
  天然高分子: '天然高分子化合物',
  有机高分子: '有机高分子化合物',
  合成高分子: '合成高分子化合物',
  硅酸盐产品: '硅酸盐材料',
  硅酸盐: '硅酸盐材料',
  无机非金属材料: '无机非金属材料',
  人体必需微量元素: '微量元素',
  人体必需的微量元素: '微量元素',
  人体所需微量元素: '微量元素',
  人体必需常量元素: '常量元素',
  人体必需的常量元素: '常量元素',
  非再生能源: '不可再生能源',
  不可再生的能源: '不可再生能源',
  可再生的能源: '可再生能源',
};

const EXCLUSIVE: string[][] = [
  ['单糖', '双糖', '多糖'],
  ['糖类', '油脂', '蛋白质'],
  ['高分子化合物', '小分子化合物'],
  ['天然高分子化合物', '合成高分子化合物'],
  ['无机非金属材料', '有机高分子化合物', '金属材料'],
  ['传统无机非金属材料', '新型无机非金属材料'],
  ['两性氧化物', '碱性氧化物', '酸性氧化物'],
  ['微量元素', '常量元素'],
  ['无机非金属材料', '有机高分子化合物', '金属材料', '复合材料'],
  ['纯净物', '混合物'],
  ['可再生能源', '不可再生能源'],
  ['极性分子', '非极性分子'],
];

/** The one name of a kind, or null when the words name no kind known here. */
export function kindOf(words: string): string | null {
  const w = SYNONYMS[words] ?? words;
  return w in PARENTS || EXCLUSIVE.some((g) => g.includes(w)) || Object.values(PARENTS).some((p) => p.includes(w)) ? w : null;
}

/** The kinds of what a thing is made of (a material, a nutrient, a polymer), as opposed to the kinds of one substance. */
const MADE_OF = ['营养物质', '高分子化合物', '材料', '金属材料', '无机非金属材料'];

/**
 * Whether a thing mainly made of a substance of this kind is of the kind too: 棉花 (纤维素) is a polysaccharide and a
 * natural polymer, but 天然气 (甲烷) is no non-polar molecule, 铝土矿 (氧化铝) no amphoteric oxide, 钢 (铁) no trace
 * element: an oxide, a molecule's shape or an element names one substance, not a mixture mostly made of it.
 */
export function passesToWhole(kind: string): boolean {
  const broader = withBroader([kind]);
  return MADE_OF.some((k) => broader.has(k));
}

/** A kind with every broader kind above it. */
export function withBroader(kinds: string[]): Set<string> {
  const out = new Set<string>();
  const walk = (k: string) => {
    if (out.has(k)) return;
    out.add(k);
    for (const p of PARENTS[k] ?? []) walk(p);
  };
  for (const k of kinds) walk(k);
  return out;
}

/**
 * Whether something of the kinds `own` is of `kind`: true when `kind` is among them or broader; false when
 * one of them (or a broader one) and `kind` (or a broader one) are different members of an exclusive group;
 * null otherwise.
 */
export function isOfKind(own: string[], kind: string): { truth: boolean; clash?: [string, string] } | null {
  const mine = withBroader(own);
  if (mine.has(kind)) return { truth: true };
  const theirs = withBroader([kind]);
  for (const group of EXCLUSIVE) {
    const a = group.find((g) => mine.has(g));
    const b = group.find((g) => theirs.has(g));
    if (a && b && a !== b) return { truth: false, clash: [a, b] };
  }
  return null;
}
