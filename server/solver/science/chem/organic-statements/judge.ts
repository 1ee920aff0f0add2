import { judgeCoplanarStatement } from '../coplanar-choice';
import { countSubstituted } from '../isomers';
import { plainOption } from '../substance-facts/reader';
import { type Compound, compoundNamed } from './compounds';
import { INERT, MAIN_TYPES, ORGANIC_REACTIONS, type ReactionType } from './reactions';

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
  return pair(t) ?? alias(t) ?? isomerCount(t) ?? judgeCoplanarStatement(t) ?? reactionType(t);
}

function pair(t: string): OrganicVerdict | null {
  const m = /^(.+?)(?:和|与|跟|、)(.+?)(?:互为|互是|是|属于)(同分异构体|同系物)$/.exec(t);
  if (!m) return null;
  const [a, b] = [compoundNamed(m[1]), compoundNamed(m[2])];
  if (!a || !b) return null;
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
    : { truth: false, why: `${m[1]}的另一个名称是${a.names.find((n) => n !== m[1] && !/[A-Z]/.test(n)) ?? a.names[0]}，${m[2]}是另一种物质` };
}

const NUMBER: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/**
 * 「C4H9Cl 有 4 种同分异构体」「分子式为 C5H12 的烷烃有 3 种」: structures counted by building them. A chiral
 * structure adds an isomer when 立体异构 counts, so beyond the sizes without one (alkanes up to C6, halides up to C3)
 * only a stated number below the structural count is decided (false either way).
 */
function isomerCount(t: string): OrganicVerdict | null {
  const m = /^(?:分子式为)?C(\d*)H(\d+)(Cl|Br|F|I)?(?:的(?:烷烃|有机物|物质|结构))?(?:有|共有|存在)(\d+|[一两二三四五六七八九])种(?:同分异构体|结构|不同结构)?$/.exec(t);
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
const PRODUCES = /生成|制取|制备|制得|转化为|转变为|合成|得到|制/;

/**
 * 「由乙烯生成乙醇属于加成反应」「乙醇与乙酸生成乙酸乙酯的反应是酯化反应」「乙烷光照下能与浓盐酸发生取代反应」:
 * the reaction found by its reactant, reagent and product, each of which it must match.
 */
function reactionType(t: string): OrganicVerdict | null {
  const m = /^(.+?)(?:的反应)?(?:属于|是|为|发生了?|能发生|可发生|可以发生)(取代|加成|消去|氧化|还原|加聚|缩聚|酯化|水解|置换|皂化|聚合)反应$/.exec(t);
  if (!m) return null;
  const type = m[2] as ReactionType;
  const body = m[1].replace(/^由/, '').replace(CONDITION, '').replace(/(?:能|可以|可)(?=与|和|跟)/, '').replace(/反应$/, '');
  const [left, product] = body.split(PRODUCES);
  if (body.split(PRODUCES).length > 2) return null;
  const [from, reagent] = left.replace(/(?:反应)$/, '').split(/与|和|跟/);
  if (left.split(/与|和|跟/).length > 2 || !from) return null;
  const inert = reagent ? INERT.find((i) => i.of.includes(from) && i.to.includes(reagent)) : undefined;
  if (inert) return { truth: false, why: inert.why };
  if (!reagent && !product) return null;
  const found = ORGANIC_REACTIONS.filter(
    (r) =>
      r.from.includes(from) &&
      (reagent === undefined || r.with.includes(reagent) || r.from.includes(reagent)) &&
      (product === undefined || r.to.includes(product)),
  );
  if (!found.length) return null;
  const verdicts = new Set(found.map((r) => (r.types.includes(type) ? 'yes' : r.unsure?.includes(type) ? 'unsure' : MAIN_TYPES.includes(type) ? 'no' : 'unsure')));
  if (verdicts.size !== 1 || verdicts.has('unsure')) return null;
  const named = `${from}${reagent ? `与${reagent}` : ''}${product ? `生成${product}` : ''}`;
  const types = [...new Set(found.flatMap((r) => r.types))].map((x) => `${x}反应`).join('、');
  return { truth: verdicts.has('yes'), why: `${named}属于${types}` };
}
