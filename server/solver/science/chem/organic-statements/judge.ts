import { judgeCoplanarStatement } from '../coplanar-choice';
import { countSubstituted } from '../isomers';
import { plainOption } from '../substance-facts/reader';
import { type Compound, compoundNamed } from './compounds';
import { FUNCTIONAL_GROUP, ORGANIC_PROPERTIES, type OrganicProperty, propertyPhrase } from './properties';
import { type Condition, INERT, MAIN_TYPES, ORGANIC_REACTIONS, type ReactionType } from './reactions';

export interface OrganicVerdict {
  truth: boolean;
  why: string;
}

/**
 * One statement of an organic-chemistry option, decided by the tables: 同分异构体/同系物 of two named compounds, a
 * name 「也称」 another, the number of isomers of CnH2n+2 or CnH2n+1X, all atoms in one plane, the type of a textbook
 * reaction, a reagent the textbook says does not react. Null when the whole sentence does not fit one form.
 */
export function judgeOrganicStatement(text: string): OrganicVerdict | null {
  const t = plainOption(text);
  return pair(t) ?? alias(t) ?? isomerCount(t) ?? judgeCoplanarStatement(t) ?? reactionType(t) ?? property(t) ?? solubilityOrder(t);
}

/** 「乙醇室温下在水中的溶解度大于溴乙烷」: decided only when one dissolves readily and the other hardly at all. */
function solubilityOrder(t: string): OrganicVerdict | null {
  const m = /^(.+?)(?:在)?(?:室温|常温)?(?:下)?(?:在)?水中的溶解度(大于|小于|比)(.+?)(?:的)?(大|小)?$/.exec(t);
  if (!m || (m[2] === '比') !== Boolean(m[4])) return null;
  const [a, b] = [compoundNamed(m[1]), compoundNamed(m[3])];
  const [sa, sb] = [a && ORGANIC_PROPERTIES[a.names[0]]?.易溶于水, b && ORGANIC_PROPERTIES[b.names[0]]?.易溶于水];
  if (typeof sa !== 'boolean' || typeof sb !== 'boolean' || sa === sb) return null;
  const greater = m[2] === '大于' || m[4] === '大';
  const why = `${m[1]}${groupOf(m[1])}${propertyPhrase('易溶于水', sa)}，${m[3]}${groupOf(m[3])}${propertyPhrase('易溶于水', sb)}`;
  return { truth: greater === sa, why };
}

/** The wordings of each property after 能/不能 (「能使酸性 KMnO4 溶液褪色」「能与金属钠反应放出氢气」「能发生银镜反应」). */
const PROPERTY_WORDS: Array<[RegExp, OrganicProperty]> = [
  [/^使酸性(?:高锰酸钾|KMnO4)溶液褪色$/, '使酸性高锰酸钾溶液褪色'],
  [/^使溴水褪色$/, '使溴水褪色'],
  [/^使(?:溴的四氯化碳|溴的CCl4|Br2的CCl4|Br2\/CCl4)溶液褪色$|^使Br2\/CCl4褪色$/, '使溴的四氯化碳溶液褪色'],
  [/^与(?:金属)?(?:钠|Na)反应(?:放出|产生|生成)?(?:氢气|H2)?$/, '与钠反应'],
  [/^与(?:氢氧化钠|NaOH)(?:溶液)?(?:发生)?反应$/, '与氢氧化钠反应'],
  [/^与(?:碳酸氢钠|NaHCO3)(?:溶液)?反应(?:放出|产生|生成)?(?:气体|CO2|二氧化碳)?$/, '与碳酸氢钠反应'],
  [/^与(?:碳酸钠|Na2CO3)(?:溶液)?反应$/, '与碳酸钠反应'],
  [/^发生(加成|取代|水解|加聚|银镜|酯化|消去)反应$/, '加成反应'],
];

const SUBJECTS = /^(.+?)(?:都|均|也)?(不)?(?:能|可以|可)(.+)$/;

/**
 * 「乙醇、乙酸都能与金属钠反应」「苯不能使酸性高锰酸钾溶液褪色」「葡萄糖能发生水解反应」「乙醛易溶于水」: each named
 * compound's recorded property; every compound must have it recorded.
 */
function property(t: string): OrganicVerdict | null {
  const soluble = /^(.+?)(?:都|均)?(易溶于水|与水互溶|能与水以任意比互溶|难溶于水|不溶于水)$/.exec(t);
  const m = soluble ? null : SUBJECTS.exec(t);
  if (!soluble && !m) return null;
  const names = (soluble ? soluble[1] : m![1]).split(/、|和|与|及/);
  let key: OrganicProperty | null = null;
  let negated = false;
  if (soluble) {
    key = '易溶于水';
    negated = /难|不/.test(soluble[2]);
  } else {
    negated = m![2] === '不';
    for (const [re, k] of PROPERTY_WORDS) {
      const w = re.exec(m![3]);
      if (w) key = k === '加成反应' ? (`${w[1]}反应` as OrganicProperty) : k;
    }
  }
  if (!key) return null;
  const values = names.map((n) => {
    const c = compoundNamed(n);
    return c ? ORGANIC_PROPERTIES[c.names[0]]?.[key] : undefined;
  });
  if (values.some((v) => v === undefined)) return null;
  const has = values.every(Boolean);
  if (!has && values.some(Boolean) && names.length > 1 && negated) return null;
  const why = names.map((n, i) => `${n}${groupOf(n)}${propertyPhrase(key, Boolean(values[i]))}`).join('；');
  return { truth: negated ? values.every((v) => !v) : has, why };
}

function pair(t: string): OrganicVerdict | null {
  const m = /^(.+?)(?:和|与|跟|、)(.+?)(?:互为|互是|是|属于)(同分异构体|同系物)$/.exec(t);
  if (!m) return null;
  const [a, b] = [compoundNamed(m[1]), compoundNamed(m[2])];
  if (!a || !b || a.formula === 'mixture' || b.formula === 'mixture') return null;
  if (a === b) return { truth: false, why: `${m[1]}和${m[2]}是同一种物质` };
  if (a.formula === 'polymer' || b.formula === 'polymer') {
    return { truth: false, why: `${m[1]}、${m[2]}是高分子化合物，聚合度 n 不同，分子式不同，不是${m[3]}` };
  }
  if (m[3] === '同分异构体') {
    return a.formula === b.formula
      ? { truth: true, why: `${m[1]}和${m[2]}的分子式都是 ${a.formula}，结构不同，互为同分异构体` }
      : { truth: false, why: `${m[1]}（${a.formula}）和${m[2]}（${b.formula}）分子式不同，不是同分异构体` };
  }
  return homologs(m[1], a, m[2], b);
}

function homologs(na: string, a: Compound, nb: string, b: Compound): OrganicVerdict | null {
  if (a.formula === b.formula) return { truth: false, why: `${na}和${nb}分子式相同（${a.formula}），是同分异构体，不是同系物` };
  if (!a.series || !b.series) return null;
  return a.series === b.series
    ? { truth: true, why: `${na}（${a.formula}）和${nb}（${b.formula}）结构相似，分子组成相差若干个 CH2，互为同系物` }
    : { truth: false, why: `${na}和${nb}不属于同一类物质（结构不相似），不是同系物` };
}

function alias(t: string): OrganicVerdict | null {
  const m = /^(.+?)(?:也|又|俗)(?:称为?|叫做?|名)(.+)$/.exec(t);
  if (!m) return null;
  const [a, b] = [compoundNamed(m[1]), compoundNamed(m[2])];
  if (!a || !b) return null;
  return a === b
    ? { truth: true, why: `${m[1]}和${m[2]}是同一种物质的名称` }
    : {
        truth: false,
        why: `${m[1]}的另一个名称是${a.names.find((n) => n !== m[1] && !/[A-Z]/.test(n)) ?? a.names[0]}，${m[2]}是另一种物质`,
      };
}

const NUMBER: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/**
 * 「C4H9Cl 有 4 种同分异构体」「分子式为 C5H12 的烷烃有 3 种」: structures counted by building them. A chiral
 * structure adds an isomer when 立体异构 counts, so beyond the sizes without one (alkanes up to C6, halides up to C3)
 * only a stated number below the structural count is decided (false either way).
 */
function isomerCount(t: string): OrganicVerdict | null {
  const m =
    /^(?:分子式为)?C(\d*)H(\d+)(Cl|Br|F|I)?(?:的(?:烷烃|有机物|物质|结构))?(?:有|共有|存在)(\d+|[一两二三四五六七八九])种(?:同分异构体|结构|不同结构)?$/.exec(
      t,
    );
  if (!m || !/同分异构体|种结构|不同结构|烷烃/.test(t)) return null;
  const n = Number(m[1] || 1);
  const h = Number(m[2]);
  const halide = Boolean(m[3]);
  if (n < 1 || n > 8 || h !== 2 * n + (halide ? 1 : 2)) return null;
  const stated = Number(NUMBER[m[4]] ?? m[4]);
  const count = countSubstituted(n, halide ? 1 : 0);
  const formula = `C${n > 1 ? n : ''}H${h}${m[3] ?? ''}`;
  const why = `${formula} 的${halide ? `结构相当于 C${n > 1 ? n : ''}H${2 * n + 1}— 连一个 ${m[3]}，烃基有` : '碳链结构有'} ${count} 种，同分异构体有 ${count} 种`;
  if (stated < count) return { truth: false, why };
  const noChiral = halide ? n <= 3 : n <= 6;
  return noChiral ? { truth: stated === count, why } : null;
}

const CONDITION = /在?(?:光照|加热|催化剂(?:作用)?|一定条件|浓硫酸(?:作用)?|FeBr3催化)(?:条件)?下?|光照|加热/g;
/** The condition each wording of CONDITION names; 「一定条件」 names none (it fits every reaction). */
function conditionsNamed(t: string): Condition[] {
  const named: Condition[] = [];
  for (const [re, c] of [
    [/光照/, '光照'],
    [/加热/, '加热'],
    [/催化剂/, '催化剂'],
    [/浓硫酸/, '浓硫酸'],
    [/FeBr3/, 'FeBr3'],
  ] as const) {
    if (re.test(t)) named.push(c);
  }
  return named;
}

const PRODUCES = /生成|制取|制备|制得|转化为|转变为|合成|得到|制/;

/**
 * 「由乙烯生成乙醇属于加成反应」「乙醇与乙酸生成乙酸乙酯的反应是酯化反应」「乙烷光照下能与浓盐酸发生取代反应」:
 * the reaction found by its reactant, reagent and product, each of which it must match.
 */
function reactionType(t: string): OrganicVerdict | null {
  const m =
    /^(.+?)(?:的反应)?(?:属于|是|为|发生了?|能发生|可发生|可以发生)(取代|加成|消去|氧化|还原|加聚|缩聚|酯化|水解|置换|皂化|聚合)反应$/.exec(
      t,
    );
  if (!m) return null;
  const type = m[2] as ReactionType;
  const body = m[1]
    .replace(/^由/, '')
    .replace(CONDITION, '')
    .replace(/(?:能|可以|可)(?=与|和|跟)/, '')
    .replace(/反应$/, '');
  const [left, product] = body.split(PRODUCES);
  if (body.split(PRODUCES).length > 2) return null;
  const [from, reagent] = left.replace(/(?:反应)$/, '').split(/与|和|跟/);
  if (left.split(/与|和|跟/).length > 2 || !from) return null;
  const inert = reagent ? INERT.find((i) => i.of.includes(from) && i.to.includes(reagent)) : undefined;
  if (inert) return { truth: false, why: inert.why };
  if (!reagent && !product) return null;
  // A condition the reaction does not run under (苯与液溴「在光照下」) makes it another reaction, not in the table.
  const stated = conditionsNamed((m[1].match(CONDITION) ?? []).join(''));
  const found = ORGANIC_REACTIONS.filter(
    (r) =>
      stated.every((c) => r.when?.includes(c)) &&
      r.from.includes(from) &&
      (reagent === undefined || r.with.includes(reagent) || r.from.includes(reagent)) &&
      (product === undefined || r.to.includes(product)),
  );
  if (!found.length) return null;
  const verdicts = new Set(
    found.map((r) => (r.types.includes(type) ? 'yes' : r.unsure?.includes(type) ? 'unsure' : MAIN_TYPES.includes(type) ? 'no' : 'unsure')),
  );
  if (verdicts.size !== 1 || verdicts.has('unsure')) return null;
  const named = `${from}${reagent ? `与${reagent}` : ''}${product ? `生成${product}` : ''}`;
  const types = [...new Set(found.flatMap((r) => r.types))].map((x) => `${x}反应`).join('、');
  return { truth: verdicts.has('yes'), why: `${named}属于${types}` };
}

function groupOf(name: string): string {
  const c = compoundNamed(name);
  const group = c ? FUNCTIONAL_GROUP[c.names[0]] : undefined;
  return group ? `${group}，` : '';
}
