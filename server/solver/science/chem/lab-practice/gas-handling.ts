import { aimed, chapter, operation, type Practice } from './practice-records';

/**
 * How each laboratory gas is collected and dried (人教版 必修第一册、第二册 气体的制备, 实验基础), generated from its
 * properties so that every gas and every method is judged the same way: 排水法 needs a gas that neither dissolves
 * much in water nor reacts with it; 向上/向下排空气法 a gas denser / lighter than air (M = 29) that does not react
 * with O2 and whose density is not close to air's (C2H4, CO, N2, NO are collected over water only). A drying agent
 * must not react with the gas: 浓硫酸 (acidic, oxidising) not NH3 or H2S; 碱石灰 not an acidic gas or Cl2.
 * null: what papers mark either way (CO2 over water; NO2 and C2H4 through 浓硫酸).
 */
interface Gas {
  name: string;
  molar: number;
  water: boolean | null;
  /** Collected by displacing air: denser or lighter than air decides which way; false when not at all. */
  byAir: boolean;
  waterWhy: string;
  airWhy?: string;
  sulfuric: boolean | null;
  sodaLime: boolean;
}

// biome-ignore format: one gas a line
const GASES: Gas[] = [
  { name: '氢气', molar: 2, water: true, byAir: true, waterWhy: 'H₂ 难溶于水', sulfuric: true, sodaLime: true },
  { name: '氧气', molar: 32, water: true, byAir: true, waterWhy: 'O₂ 不易溶于水', sulfuric: true, sodaLime: true },
  { name: '二氧化碳', molar: 44, water: null, byAir: true, waterWhy: 'CO₂ 能溶于水，一般不用排水法', sulfuric: true, sodaLime: false },
  { name: '氯气', molar: 71, water: false, byAir: true, waterWhy: 'Cl₂ 能溶于水并与水反应', sulfuric: true, sodaLime: false },
  { name: '氨气', molar: 17, water: false, byAir: true, waterWhy: 'NH₃ 极易溶于水', sulfuric: false, sodaLime: true },
  { name: '一氧化氮', molar: 30, water: true, byAir: false, waterWhy: 'NO 难溶于水', airWhy: 'NO 与空气中的 O₂ 反应，只能用排水法收集', sulfuric: true, sodaLime: true },
  { name: '二氧化氮', molar: 46, water: false, byAir: true, waterWhy: 'NO₂ 与水反应', sulfuric: null, sodaLime: false },
  { name: '二氧化硫', molar: 64, water: false, byAir: true, waterWhy: 'SO₂ 易溶于水', sulfuric: true, sodaLime: false },
  { name: '氯化氢', molar: 36.5, water: false, byAir: true, waterWhy: 'HCl 极易溶于水', sulfuric: true, sodaLime: false },
  { name: '硫化氢', molar: 34, water: false, byAir: true, waterWhy: 'H₂S 能溶于水', sulfuric: false, sodaLime: false },
  { name: '甲烷', molar: 16, water: true, byAir: true, waterWhy: 'CH₄ 难溶于水', sulfuric: true, sodaLime: true },
  { name: '乙烯', molar: 28, water: true, byAir: false, waterWhy: 'C₂H₄ 难溶于水', airWhy: 'C₂H₄ 的密度与空气接近，不能用排空气法收集', sulfuric: null, sodaLime: true },
  { name: '一氧化碳', molar: 28, water: true, byAir: false, waterWhy: 'CO 难溶于水', airWhy: 'CO 的密度与空气接近且有毒，不用排空气法收集', sulfuric: true, sodaLime: true },
  { name: '氮气', molar: 28, water: true, byAir: false, waterWhy: 'N₂ 难溶于水', airWhy: 'N₂ 的密度与空气接近，不能用排空气法收集', sulfuric: true, sodaLime: true },
];

/**
 * 「收集铜与稀硝酸反应生成的 NO」: where the gas comes from does not change how it is collected. Only a reaction of
 * two reagents is read: a source that gives no such gas (加热氯化铵分解产生的氨气, a classic trap) is not judged.
 */
const FROM = '(?:[^,]+?(?:与|和)[^,]+?反应(?:产生|生成|制得|放出)的)?';
const ABLE = '(?:可|可以|能|应|常)?(?:用|采用)';

function collecting(g: Gas, method: string, truth: boolean | null, why: string) {
  const gas = `{${g.name}}`;
  return [
    operation(
      [`(?:可|可以|能|应)?用${method}收集${FROM}${gas}`, `${FROM}${gas}${ABLE}${method}收集`, `收集${FROM}${gas}(?:时)?,?${ABLE}${method}`],
      truth,
      why,
    ),
    aimed([`收集${FROM}${gas}(?:气体)?`], [`(?:用)?${method}(?:收集)?`], truth, why),
  ];
}

function drying(g: Gas, agent: string, truth: boolean | null, why: string) {
  const gas = `{${g.name}}`;
  return [
    operation([`(?:可|可以|能|应)?用${agent}干燥${gas}`, `${gas}${ABLE}${agent}干燥`], truth, why),
    aimed([`干燥${gas}(?:气体)?`, `除去${gas}中(?:的)?水蒸气`], [`(?:通过|用)(?:盛有)?${agent}(?:的(?:洗气瓶|干燥管|U形管))?`], truth, why),
  ];
}

function handling(g: Gas) {
  const denser = g.molar > 29;
  const airWhy = (up: boolean) =>
    g.airWhy ??
    `${g.name}的密度比空气${denser ? '大' : '小'}（M = ${g.molar}），用向${denser ? '上' : '下'}排空气法${up === denser ? '' : `，不能用向${up ? '上' : '下'}排空气法`}`;
  const records = [
    ...collecting(g, '(?:排水法|排水集气法)', g.water, g.waterWhy + (g.water ? '，可用排水法收集' : '，不能用排水法收集')),
    ...collecting(g, '向上排空气法', g.byAir && denser, airWhy(true)),
    ...collecting(g, '向下排空气法', g.byAir && !denser, airWhy(false)),
    ...drying(
      g,
      '{浓硫酸}',
      g.sulfuric,
      g.sulfuric === false
        ? `浓硫酸与 ${g.name} 反应，不能干燥`
        : g.sulfuric
          ? `浓硫酸不与 ${g.name} 反应，可干燥`
          : `浓硫酸能否干燥 ${g.name} 各卷说法不一`,
    ),
    ...drying(g, '碱石灰', g.sodaLime, g.sodaLime ? `碱石灰不与 ${g.name} 反应，可干燥` : `${g.name}与碱石灰反应，不能用碱石灰干燥`),
  ];
  if (g.name === '氯气')
    records.push(...collecting(g, '排饱和(?:食盐水|{氯化钠}溶液)(?:法|的方法)?', true, 'Cl₂ 在饱和食盐水中溶解度很小'));
  return records;
}

export const GAS_HANDLING: Practice[] = chapter('实验基础 · 气体的收集与干燥', ...GASES.flatMap(handling));
