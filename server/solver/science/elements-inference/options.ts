import { type Bond, bondsOf, compoundWithBonds } from './bonds';
import type { Assignment } from './clues';
import { formulaOf, hydrideBoilsHigher, meltsHigher, oxidesOf, solidKinds } from './compounds';
import { type ElementData, isGas, isNobleGas, outer, simpleIons } from './periodic-table';
import { REAGENT, simpleSubstanceReacts } from './simple-substances';
import { binarySolution, HYDRIDE_SOLUTION, hydrideAcidRank, indicatorMedium } from './solutions';
import { ionRadiusGreater, metalGreater, nonMetalGreater, radiusGreater } from './trends';

export interface Verdict {
  verdict: boolean;
  why: string;
}

type Compare = (a: ElementData, b: ElementData) => boolean | null;

/** The simple ion an option means by 「简单离子」: the element's only one (Na⁺, O²⁻); null when it has none or two. */
function onlyIon(e: ElementData): number | null {
  const ions = simpleIons(e);
  return ions.length === 1 ? ions[0] : null;
}

function ionText(e: ElementData, q: number): string {
  const n = Math.abs(q);
  return `${e.symbol}^{${n === 1 ? '' : n}${q > 0 ? '+' : '-'}}`;
}

const hydrideStable: Compare = (a, b) => (a.metal || b.metal ? null : nonMetalGreater(a, b));
/** The highest oxoacid: O and F have none. */
const acidStronger: Compare = (a, b) => (['O', 'F'].includes(a.symbol) || ['O', 'F'].includes(b.symbol) ? null : nonMetalGreater(a, b));
const ionRadius: Compare = (a, b) => {
  const qa = onlyIon(a);
  const qb = onlyIon(b);
  return qa === null || qb === null ? null : ionRadiusGreater(a, qa, b, qb);
};

const BASES = ['Li', 'Be', 'Na', 'Mg', 'Al'];
const OXOACID_FORMERS = ['C', 'N', 'P', 'S', 'Cl'];
/** 「氧化物对应水化物」 without 最高价: every oxoacid of C, N, P, S, Cl is a stronger acid than a metal hydroxide of the table. */
const anyOxoacidStronger: Compare = (a, b) => {
  if (BASES.includes(a.symbol) && OXOACID_FORMERS.includes(b.symbol)) return false;
  if (BASES.includes(b.symbol) && OXOACID_FORMERS.includes(a.symbol)) return true;
  return null;
};

function stateOf(e: ElementData): '气' | '固' {
  return isGas(e) ? '气' : '固';
}

/**
 * Binary compounds of a metal and a non-metal that the textbook classifies: Li, Na, Mg with N, O, F, S, Cl
 * (and Li, Na with H) are ionic, so are Al2O3 and AlF3; AlCl3 is covalent. Other pairs (Be, AlN, Al2S3) are not decided.
 */
function ionicPair(x: ElementData, y: ElementData): boolean | null {
  const [metal, other] = x.metal ? [x, y] : [y, x];
  if (!metal.metal || other.metal || isNobleGas(other)) return null;
  if (['Li', 'Na', 'Mg'].includes(metal.symbol) && ['N', 'O', 'F', 'S', 'Cl'].includes(other.symbol)) return true;
  if (['Li', 'Na'].includes(metal.symbol) && other.symbol === 'H') return true;
  if (metal.symbol === 'Al' && ['O', 'F'].includes(other.symbol)) return true;
  if (metal.symbol === 'Al' && other.symbol === 'Cl') return false;
  return null;
}

/** 「非金属性越强，简单阴离子的还原性越弱」: non-metals with a simple anion only. */
const anionReducing: Compare = (a, b) => {
  const anion = (e: ElementData) => e.symbol !== 'H' && simpleIons(e).some((q) => q < 0);
  return anion(a) && anion(b) ? nonMetalGreater(b, a) : null;
};

const hydrideAcidStronger =
  (simple: boolean): Compare =>
  (a, b) => {
    const ra = hydrideAcidRank(a, simple);
    const rb = hydrideAcidRank(b, simple);
    return ra === null || rb === null || ra === rb ? null : ra > rb;
  };

/** Property words → how two elements compare (true: the first has more of it). */
const PROPERTIES: readonly [RegExp, string, Compare][] = [
  [/^(?:简单|气态)氢化物(?:的)?水溶液(?:的)?酸性$/, '简单氢化物水溶液的酸性', hydrideAcidStronger(true)],
  [/^氢化物(?:的)?水溶液(?:的)?酸性$/, '氢化物水溶液的酸性', hydrideAcidStronger(false)],
  [/^(?:原子)?半径$/, '原子半径', radiusGreater],
  [/^(?:简单)?离子(?:的)?半径$/, '简单离子半径', ionRadius],
  [/^非金属性$/, '非金属性', nonMetalGreater],
  [/^金属性$/, '金属性', metalGreater],
  [/^(?:最?简单|气态)?氢化物的?(?:热)?稳定性$|^热稳定性$/, '简单氢化物的热稳定性', hydrideStable],
  [/^最高价氧化物(?:对应)?的?水化物的?酸性$/, '最高价氧化物对应水化物的酸性', acidStronger],
  [/^氧化物(?:对应)?的?水化物的?酸性$/, '氧化物对应水化物的酸性', anyOxoacidStronger],
  [/^(?:最?简单|气态)氢化物的?沸点$/, '简单氢化物的沸点', (a, b) => hydrideBoilsHigher(a, b, true)],
  [/^氢化物的?沸点$/, '氢化物的沸点', (a, b) => hydrideBoilsHigher(a, b, false)],
  [
    /^最高正(?:化合)?价$/,
    '最高正化合价',
    (a, b) => (a.highest === null || b.highest === null || a.highest === b.highest ? null : a.highest > b.highest),
  ],
  [/^(?:简单)?(?:阴)?离子的?还原性$/, '简单阴离子的还原性', anionReducing],
  [/^最高价氧化物(?:对应)?的?水化物的?碱性$/, '最高价氧化物对应水化物的碱性', (a, b) => (a.metal && b.metal ? metalGreater(a, b) : null)],
  [
    /^(?:单质的?)?氧化性$/,
    '单质的氧化性',
    (a, b) => (a.metal || b.metal || a.symbol === 'H' || b.symbol === 'H' ? null : nonMetalGreater(a, b)),
  ],
];

/** Counts read straight from the table: exact comparisons. */
const count =
  (f: (e: ElementData) => number): Compare =>
  (a, b) =>
    f(a) === f(b) ? false : f(a) > f(b);
const COUNTS: readonly [RegExp, string, Compare][] = [
  [/^(?:原子)?(?:的)?(?:核外)?最外层电子数$/, '最外层电子数', count(outer)],
  [/^原子序数$|^核电荷数$|^质子数$/, '原子序数', count((e) => e.z)],
];

function property(words: string): { name: string; compare: Compare } | null {
  const hit = [...PROPERTIES, ...COUNTS].find(([re]) => re.test(words));
  return hit ? { name: hit[1], compare: hit[2] } : null;
}

function compareText(name: string, a: ElementData, b: ElementData, greater: boolean): string {
  return `${name}：${a.symbol} ${greater ? '>' : '<'} ${b.symbol}`;
}

/**
 * One option decided for the inferred elements, or null when the table cannot decide it with certainty
 * (melting and boiling points, solutions, reactions, any wording not read).
 */
export function decideOption(text: string, letters: string[], a: Assignment): Verdict | null {
  const L = `([${letters.join('')}])`;
  const t = text.replace(/[。.]$/, '').replace(/r\(([A-Za-z])\)/g, '$1');
  let m: RegExpExecArray | null;

  // 「原子半径：d>c>b>a」「原子半径大小为 W<X<Y<Z」
  // 「离子半径：X^{2-}>Y^{+}>Z^{-}」: the written ions must be the elements' simple ions.
  const ionChain = /^(?:简单)?离子(?:的)?半径(?:大小)?(?:为|是)?:?([A-Za-z]\^\{\d?[+-]\}(?:[<>][A-Za-z]\^\{\d?[+-]\})+)$/.exec(t);
  if (ionChain) {
    const tokens = ionChain[1].split(/([<>])/);
    const ions = tokens.filter((_, i) => i % 2 === 0).map((x) => /^([A-Za-z])\^\{(\d?)([+-])\}$/.exec(x));
    if (ions.some((x) => !x || !letters.includes(x[1]))) return null;
    const parsed = ions.map((x) => ({ e: a[x?.[1] ?? ''], q: Number(x?.[2] || 1) * (x?.[3] === '+' ? 1 : -1) }));
    if (parsed.some((p) => !simpleIons(p.e).includes(p.q))) return null;
    const steps: string[] = [];
    for (let i = 0; i + 1 < parsed.length; i++) {
      const [x, y] = [parsed[i], parsed[i + 1]];
      const greater = tokens[2 * i + 1] === '>';
      const v = greater ? ionRadiusGreater(x.e, x.q, y.e, y.q) : ionRadiusGreater(y.e, y.q, x.e, x.q);
      if (v === null) return null;
      const left = `${ionText(x.e, x.q)}`;
      const right = `${ionText(y.e, y.q)}`;
      steps.push(`离子半径：$${left}$ ${greater === v ? '>' : '<'} $${right}$`);
      if (!v) return { verdict: false, why: `${steps.at(-1)}，与选项不符` };
    }
    return { verdict: true, why: steps.join('；') };
  }
  const chain = /^(?:上述|这)?(?:[四三]种)?(?:元素的?)?(.+?)(?:的)?(?:大小)?(?:顺序)?(?:为|是)?:?([A-Za-z](?:[<>][A-Za-z])+)$/.exec(t);
  if (chain) {
    const prop = property(chain[1]);
    const tokens = chain[2].split(/([<>])/);
    if (!prop || tokens.some((x, i) => i % 2 === 0 && !letters.includes(x))) return null;
    const steps: string[] = [];
    for (let i = 0; i + 2 < tokens.length; i += 2) {
      const x = a[tokens[i]];
      const y = a[tokens[i + 2]];
      const greater = tokens[i + 1] === '>';
      const v = greater ? prop.compare(x, y) : prop.compare(y, x);
      if (v === null) return null;
      steps.push(compareText(prop.name, x, y, greater === v));
      if (!v) return { verdict: false, why: `${steps.at(-1)}，与选项不符` };
    }
    return { verdict: true, why: steps.join('；') };
  }

  // 「W、X、Y、Z 原子的核外最外层电子数的总和为 20」
  m = new RegExp(
    `^([${letters.join('')}](?:[、和与][${letters.join('')}])+)(?:原子)?的?(?:核外)?(最外层电子数|原子序数|核电荷数|质子数)的?(?:总和|之和)(?:为|是|等于)(\\d+)$`,
  ).exec(t);
  if (m) {
    const ls = m[1].split(/[、和与]/);
    const count = (e: ElementData) => (m?.[2] === '最外层电子数' ? outer(e) : e.z);
    const total = ls.reduce((sum, l) => sum + count(a[l]), 0);
    return { verdict: total === Number(m[3]), why: `${m[2]}之和为 ${ls.map((l) => count(a[l])).join(' + ')} = ${total}` };
  }
  // 「化合物熔点：Y2X3 < YZ3」
  m = /^(?:化合物)?(?:的)?熔点:([A-Za-z0-9]+)([<>])([A-Za-z0-9]+)$/.exec(t);
  if (m) {
    const symbolOf = (l: string) => (letters.includes(l) ? a[l].symbol : undefined);
    const x = formulaOf(m[1], symbolOf);
    const y = formulaOf(m[3], symbolOf);
    if (!x || !y) return null;
    const v = meltsHigher([x], [y]);
    if (v === null) return null;
    const claimsGreater = m[2] === '>';
    return {
      verdict: v === claimsGreater,
      why: `${solidKinds([v ? x : y])}，${solidKinds([v ? y : x])}，熔点 ${x} ${v ? '>' : '<'} ${y}`,
    };
  }
  // 「熔点：X 的氧化物比 Y 的氧化物高」
  m = new RegExp(`^熔点:${L}的氧化物比${L}的(?:氧化物)?(高|低)$`).exec(t);
  if (m) {
    const [, p, q, how] = m;
    const v = meltsHigher(oxidesOf(a[p]), oxidesOf(a[q]));
    if (v === null) return null;
    const [hi, lo] = v ? [a[p], a[q]] : [a[q], a[p]];
    return {
      verdict: v === (how === '高'),
      why: `${solidKinds(oxidesOf(hi))}，${solidKinds(oxidesOf(lo))}，${hi.symbol} 的氧化物熔点高`,
    };
  }
  // 「X 的简单氢化物的热稳定性比 W 强」「d 单质的氧化性比 a 单质的氧化性强」「原子半径 Y 比 Z 大」
  m = new RegExp(`^${L}(?:的|原子的?|单质的?)(.+?)比${L}(?:的|原子的?|单质的?)?(?:.*?)?(强|弱|大|小|高|低)$`).exec(t);
  if (m) {
    const [, p, words, q, how] = m;
    const prop = property(words);
    if (!prop || /高|低/.test(how)) return null;
    const tail = t.slice(t.indexOf('比') + 2, -1).replace(/^(?:的|原子的?|单质的?)/, '');
    // The second half may repeat the same property (「…的氧化性比 a 单质的氧化性强」), never name another one.
    // A carrier alone (「… 强于 Y 的氢化物」) must be the one the property is of, not another substance.
    const carrier = /^(?:简单|气态)?氢化物$/.test(tail) ? /^(?:简单)?氢化物/ : tail === '单质' ? /^单质/ : null;
    if (tail !== '' && property(tail)?.name !== prop.name && !carrier?.test(prop.name)) return null;
    const v = prop.compare(a[p], a[q]);
    if (v === null) return null;
    const claimsGreater = how === '强' || how === '大';
    return { verdict: v === claimsGreater, why: compareText(prop.name, a[p], a[q], v) };
  }
  // 「X 的氢化物水溶液酸性强于 Z 的」「Y 的原子半径小于 Z 的」: the second letter may repeat the property or its carrier.
  m = new RegExp(`^${L}的(.+?)(强于|弱于|大于|小于|高于|低于)${L}(?:的)?(.*)$`).exec(t);
  if (m) {
    const [, p, words, how, q, tail] = m;
    const prop = property(words);
    if (!prop || /高|低/.test(how)) return null;
    // A carrier alone (「… 强于 Y 的氢化物」) must be the one the property is of, not another substance.
    const carrier = /^(?:简单|气态)?氢化物$/.test(tail) ? /^(?:简单)?氢化物/ : tail === '单质' ? /^单质/ : null;
    if (tail !== '' && property(tail)?.name !== prop.name && !carrier?.test(prop.name)) return null;
    const v = prop.compare(a[p], a[q]);
    if (v === null) return null;
    const claimsGreater = how === '强于' || how === '大于';
    return { verdict: v === claimsGreater, why: compareText(prop.name, a[p], a[q], v) };
  }
  // 「X 的简单氢化物的水溶液呈碱性」
  m = new RegExp(`^${L}的(简单|气态)?氢化物(?:的)?水溶液(?:呈|显|为)(酸|碱|中)性$`).exec(t);
  if (m) {
    const [, p, simple, medium] = m;
    const rank = hydrideAcidRank(a[p], Boolean(simple));
    if (rank === null) return null;
    const actual = rank === 0 ? '碱' : rank === 1 ? '中' : '酸';
    return { verdict: actual === medium, why: `${a[p].symbol} 的${simple ?? ''}氢化物的水溶液呈${HYDRIDE_SOLUTION[rank]}` };
  }
  // 「Z 的最高正价为 +7」: O and F have no positive valence equal to their group (the table keeps null).
  m = new RegExp(`^${L}(?:元素)?的最高正(?:化合)?价(?:为|是|等于)\\+?(\\d)(?:价)?$`).exec(t);
  if (m) {
    const e = a[m[1]];
    // O is +2 in OF2: papers mark 「O 的最高正价为 +2」 either way.
    if (isNobleGas(e) || (e.symbol === 'O' && m[2] === '2')) return null;
    const v = e.highest === Number(m[2]);
    return {
      verdict: v,
      why: e.highest === null ? `${e.symbol} 没有最高正价（不显 +${m[2]} 价）` : `${e.symbol} 的最高正价为 +${e.highest}`,
    };
  }
  // 「Y 的氧化物对应的水化物均为强酸 / 一定是强酸」: every short-period element has a weak one (HNO2, H2SO3, HClO, H2CO3, H3PO4 …).
  m = new RegExp(`^${L}的(?:各种)?氧化物(?:对应)?的?水化物(?:均|都|一定)(?:为|是)强酸$`).exec(t);
  if (m) {
    const e = a[m[1]];
    const weak: Record<string, string> = { N: 'HNO2', S: 'H2SO3', Cl: 'HClO', C: 'H2CO3', Si: 'H2SiO3', P: 'H3PO4', B: 'H3BO3' };
    if (e.metal) return { verdict: false, why: `${e.symbol} 是金属，其氧化物的水化物不是酸` };
    return weak[e.symbol] ? { verdict: false, why: `${weak[e.symbol]} 是弱酸` } : null;
  }
  // 「Y 的单质与 Z 的单质均能溶于浓硝酸」「X 的单质能与 NaOH 溶液反应」「W 的单质不能与水反应」
  m = new RegExp(`^${L}(?:的单质)?(?:(?:与|和)${L}的单质)?(均|都)?(不)?(?:能|可以|可)?(溶于|与)${REAGENT}(?:发生)?(?:反应)?$`).exec(t);
  if (m && t.includes('单质') && (m[5] === '溶于' ? !t.endsWith('反应') : t.endsWith('反应'))) {
    const [, p, q, all, not, how, reagent] = m;
    if (q && !all) return null;
    const ls = q ? [p, q] : [p];
    const each = ls.map((l) => ({ e: a[l], v: simpleSubstanceReacts(a[l], reagent, how === '溶于') }));
    const no = each.find((x) => x.v === false);
    const verb = how === '溶于' ? `溶于${reagent}` : `与${reagent}反应`;
    const line = (x: (typeof each)[number]) => `${x.e.symbol} 的单质${x.v ? '能' : '不能'}${verb}`;
    if (!not) {
      if (no) return { verdict: false, why: line(no) };
      if (each.some((x) => x.v === null)) return null;
      return { verdict: true, why: each.map(line).join('，') };
    }
    if (ls.length > 1 || each[0].v === null) return null;
    return { verdict: each[0].v === false, why: line(each[0]) };
  }
  // 「Y 与 Z 形成的化合物的水溶液呈中性」「… 可使蓝色石蕊试纸变红」
  m = new RegExp(
    `^${L}(?:与|和)${L}(?:可|能)?(?:形成|组成)的(?:一种)?(?:化合物|物质)(?:的水溶液|溶于水(?:后)?(?:所得)?(?:的)?(?:溶液)?)(?:(?:呈|显|为)(酸|碱|中)性|(?:能|可|可以)?使(.+))$`,
  ).exec(t);
  if (m) {
    const [, p, q, said, indicator] = m;
    const solution = binarySolution(a[p], a[q]);
    const medium = said ?? (indicator ? indicatorMedium(indicator) : null);
    if (!solution || !medium || (indicator && !solution.turnsIndicators)) return null;
    const holds = solution.medium === medium;
    return { verdict: holds, why: `${a[p].symbol} 与 ${a[q].symbol} 形成 ${solution.compounds}，其水溶液呈${solution.medium}性` };
  }
  // 「热稳定性：X 的氢化物大于 Z 的氢化物」
  m = new RegExp(`^(.+?):${L}的(?:简单|气态)?(?:氢化物|单质)?(大于|小于|强于|弱于|>|<)${L}的(?:简单|气态)?(?:氢化物|单质)?$`).exec(t);
  if (m) {
    const [, words, p, how, q] = m;
    const prop = property(words);
    if (!prop) return null;
    const v = prop.compare(a[p], a[q]);
    if (v === null) return null;
    const claimsGreater = /大于|强于|>/.test(how);
    return { verdict: v === claimsGreater, why: compareText(prop.name, a[p], a[q], v) };
  }
  // 「4 种元素中 b 的金属性最强」
  m = new RegExp(
    `^(?:[3-5四三五]种元素中|上述元素中)?${L}的(金属性|非金属性|原子半径)(?:是|在)?(?:这些元素|这[四三]种元素|[四三]种元素|上述元素)?中?最(强|大|弱|小)(?:的)?$`,
  ).exec(t);
  if (m) {
    const [, p, words, how] = m;
    const prop = property(words);
    if (!prop) return null;
    const wantsMost = how === '强' || how === '大';
    const others = letters.filter((l) => l !== p);
    const results = others.map((l) => (wantsMost ? prop.compare(a[p], a[l]) : prop.compare(a[l], a[p])));
    if (results.some((r) => r === false)) {
      const beaten = others[results.indexOf(false)];
      return { verdict: false, why: `${compareText(prop.name, a[beaten], a[p], wantsMost)}` };
    }
    if (results.some((r) => r === null)) return null;
    return { verdict: true, why: others.map((l) => compareText(prop.name, a[p], a[l], wantsMost)).join('；') };
  }
  // 「Z 与 X 属于同一主族，与 Y 属于同一周期」
  m = new RegExp(
    `^${L}(?:与|和)${L}(?:属于|位于|处于|在)?同一?(主族|族|周期)(?:,(?:与|和)${L}(?:属于|位于|处于|在)?同一?(主族|族|周期))?$`,
  ).exec(t);
  if (m) {
    const [, p, q, what, r, what2] = m;
    const same = (x: string, w: string) => (w === '周期' ? a[p].period === a[x].period : a[p].group === a[x].group && !isNobleGas(a[p]));
    const parts = [[q, what], ...(r ? [[r, what2]] : [])] as [string, string][];
    const ok = parts.every(([x, w]) => same(x, w));
    return {
      verdict: ok,
      why: parts
        .map(([x, w]) => `${a[p].symbol} 与 ${a[x].symbol} ${same(x, w) ? '' : '不'}同${w === '周期' ? '周期' : '主族'}`)
        .join('，'),
    };
  }
  // 「X 与 Y 位于不同周期」
  m = new RegExp(`^${L}(?:与|和)${L}(?:属于|位于|处于|在)?不同(?:的)?(主族|族|周期)$`).exec(t);
  if (m) {
    const [, p, q, what] = m;
    if (what !== '周期' && (isNobleGas(a[p]) || isNobleGas(a[q]))) return null;
    const differ = what === '周期' ? a[p].period !== a[q].period : a[p].group !== a[q].group;
    return { verdict: differ, why: `${a[p].symbol} 与 ${a[q].symbol} ${differ ? '不' : ''}同${what === '周期' ? '周期' : '主族'}` };
  }
  // 「Y 与 X 的简单离子具有相同的电子层结构」
  m = new RegExp(`^${L}(?:与|和)${L}的?(?:简单)?离子(?:的)?(?:具有)?(?:相同的)?(?:电子层结构|核外电子排布)(?:相同)?$`).exec(t);
  if (m) {
    const [, p, q] = m;
    const qp = onlyIon(a[p]);
    const qq = onlyIon(a[q]);
    if (qp === null || qq === null) return null;
    const ep = a[p].z - qp;
    const eq = a[q].z - qq;
    return {
      verdict: ep === eq,
      why: `$${ionText(a[p], qp)}$ 有 ${ep} 个电子，$${ionText(a[q], qq)}$ 有 ${eq} 个电子`,
    };
  }
  // 「c 的（最高价）氧化物的水化物是强碱」
  m = new RegExp(`^${L}的(?:最高价)?氧化物(?:对应)?的?水化物(?:是|为)强碱$`).exec(t);
  if (m) {
    const e = a[m[1]];
    if (e.symbol === 'Na') return { verdict: true, why: 'NaOH 是强碱' };
    if (!e.metal && !isNobleGas(e) && e.symbol !== 'H') return { verdict: false, why: `${e.symbol} 是非金属，其氧化物的水化物不是碱` };
    if (e.symbol === 'Al' || e.symbol === 'Be')
      return { verdict: false, why: `${e.symbol}(OH)_${e.symbol === 'Al' ? 3 : 2} 是两性氢氧化物` };
    if (e.symbol === 'Mg') return { verdict: false, why: 'Mg(OH)2 是中强碱，不是强碱' };
    return null;
  }
  // 「Z 的最高价氧化物的水化物是强酸」: HNO3, H2SO4, HClO4 are; H2CO3, H2SiO3, H3PO4, H3BO3 are not.
  // 「X 的最高价氧化物对应的水化物是弱酸」: the same table read the other way.
  m = new RegExp(`^${L}的最高价氧化物(?:对应)?的?水化物(?:是|为)(?:一种)?(强|弱)酸$`).exec(t);
  if (m) {
    const e = a[m[1]];
    const strong = m[2] === '强';
    if (['N', 'S', 'Cl'].includes(e.symbol)) return { verdict: strong, why: `${e.symbol} 的最高价含氧酸是强酸` };
    if (['B', 'C', 'Si', 'P'].includes(e.symbol)) return { verdict: !strong, why: `${e.symbol} 的最高价含氧酸是弱酸` };
    if (e.metal) return { verdict: false, why: `${e.symbol} 是金属，其最高价氧化物的水化物不是酸` };
    return null;
  }
  // 「X 的氧化物是两性氧化物」: only BeO and Al2O3 among the short-period elements.
  m = new RegExp(`^${L}的(?:最高价)?氧化物(?:是|为|属于)两性氧化物$`).exec(t);
  if (m) {
    const e = a[m[1]];
    const amphoteric = e.symbol === 'Al' || e.symbol === 'Be';
    return { verdict: amphoteric, why: amphoteric ? `${e.symbol} 的氧化物是两性氧化物` : `${e.symbol} 的氧化物不是两性氧化物` };
  }
  // 「Z 的最高价氧化物对应的水化物能与 Y 的最高价氧化物对应的水化物反应」: an acid with a base (or an amphoteric
  // hydroxide with a strong acid or base); two acids or two bases do not.
  m = new RegExp(`^${L}的最高价氧化物(?:对应)?的?水化物(?:能|可以|可)?(?:与|和)${L}的最高价氧化物(?:对应)?的?水化物(?:发生)?反应$`).exec(t);
  if (m) {
    const [x, y] = [hydroxideKind(a[m[1]]), hydroxideKind(a[m[2]])];
    if (!x || !y) return null;
    const v = hydroxidesReact(x, y);
    if (v === null) return null;
    return {
      verdict: v,
      why: `${a[m[1]].symbol} 的最高价氧化物的水化物${HYDROXIDE_WORD[x]}，${a[m[2]].symbol} 的${HYDROXIDE_WORD[y]}，二者${v ? '能' : '不能'}反应`,
    };
  }
  // 「常温常压下，Y 单质为固态」「标准状况下 W 的单质状态与 X 的相同」
  m = new RegExp(`^(常温常压下|标准状况下|常温下)?,?${L}(?:的)?单质(常温常压下|标准状况下|常温下)?(?:为|是|呈)(气|液|固)(?:态|体)$`).exec(
    t,
  );
  if (m && (m[1] ?? m[3])) {
    const e = a[m[2]];
    return { verdict: stateOf(e) === m[4], why: `${m[1] ?? m[3]}${e.symbol} 的单质为${stateOf(e)}态` };
  }
  m = new RegExp(`^(常温常压下|标准状况下|常温下),?${L}的单质(?:的)?状态与${L}的(?:单质)?(?:的)?(?:状态)?(相同|不同)$`).exec(t);
  if (m) {
    const [, when, p, q, how] = m;
    const same = stateOf(a[p]) === stateOf(a[q]);
    return {
      verdict: same === (how === '相同'),
      why: `${when}${a[p].symbol} 的单质为${stateOf(a[p])}态，${a[q].symbol} 的单质为${stateOf(a[q])}态`,
    };
  }
  // 「X 与 Z 可形成离子化合物 ZX」「Y 与 Z 形成的化合物是共价化合物」: two non-metals never form an ionic binary compound.
  m = new RegExp(`^${L}(?:与|和)${L}(?:可|能)?形成的?(?:化合物)?(?:是|为|属于)?(离子|共价)化合物(?:[A-Za-z0-9]*)$`).exec(t);
  if (m) {
    const [, p, q, kind] = m;
    const bothNonMetal = [a[p], a[q]].every((e) => !e.metal && !isNobleGas(e));
    if (bothNonMetal) {
      return {
        verdict: kind === '共价',
        why: `${a[p].symbol}、${a[q].symbol} 都是非金属元素，二者之间只形成共价键，所成的二元化合物是共价化合物`,
      };
    }
    const ionic = ionicPair(a[p], a[q]);
    if (ionic === null) return null;
    return {
      verdict: (kind === '离子') === ionic,
      why: `${a[p].symbol} 与 ${a[q].symbol} 形成的二元化合物是${ionic ? '离子' : '共价'}化合物`,
    };
  }
  return decideBonds(t, letters, a);
}

type HydroxideKind = 'strong acid' | 'weak acid' | 'strong base' | 'base' | 'amphoteric';
const HYDROXIDE_WORD: Record<HydroxideKind, string> = {
  'strong acid': '是强酸',
  'weak acid': '是弱酸',
  'strong base': '是强碱',
  base: '是碱',
  amphoteric: '是两性氢氧化物',
};
function hydroxideKind(e: ElementData): HydroxideKind | null {
  if (['N', 'S', 'Cl'].includes(e.symbol)) return 'strong acid';
  if (['B', 'C', 'Si', 'P'].includes(e.symbol)) return 'weak acid';
  if (e.symbol === 'Na' || e.symbol === 'K') return 'strong base';
  if (e.symbol === 'Mg' || e.symbol === 'Li') return 'base';
  if (e.symbol === 'Al' || e.symbol === 'Be') return 'amphoteric';
  return null;
}
/** Null where the textbook does not say (a weak acid with a weak base or an amphoteric hydroxide, 硅酸 with Mg(OH)2). */
function hydroxidesReact(x: HydroxideKind, y: HydroxideKind): boolean | null {
  const acid = (k: HydroxideKind) => k.endsWith('acid');
  const base = (k: HydroxideKind) => k.endsWith('base');
  if ((acid(x) && acid(y)) || (base(x) && base(y))) return false;
  if (x === 'amphoteric' && y === 'amphoteric') return false;
  if ([x, y].includes('strong acid') || [x, y].includes('strong base')) return true;
  return null;
}

const BOND = '(离子键|极性(?:共价)?键|非极性(?:共价)?键|共价键)';
const bondOf = (w: string): Bond | '共价键' =>
  w.startsWith('离子') ? '离子键' : w.startsWith('非极性') ? '非极性键' : w.startsWith('极性') ? '极性键' : '共价键';

/**
 * Bonds, read against the table of binary compounds (bonds.ts): 「W 与 Y 可形成既含极性共价键又含非极性共价键的化合物」
 * is true when the table has such a compound (and undecided, never false, when it has none); 「Y2W2 与 ZW2 均含有非极性
 * 共价键」 and 「X2Y 中只含离子键」 are decided when every formula, its letters replaced, is a compound of the table.
 */
function decideBonds(t: string, letters: string[], a: Assignment): Verdict | null {
  const L = `([${letters.join('')}])`;
  let m = new RegExp(
    `^${L}(?:与|和)${L}(?:可|能)(?:以)?形成(?:一种)?(?:既)?含有?${BOND}(?:又|和|与|、)?(?:含有?)?${BOND}?的(共价|离子)?化合物$`,
  ).exec(t);
  if (m) {
    const [, p, q, b1, b2, kind] = m;
    const asked = [b1, b2].filter(Boolean).map(bondOf);
    if (asked.includes('共价键')) return null;
    const found = compoundWithBonds(a[p].symbol, a[q].symbol, asked as Bond[], kind as '共价' | '离子' | undefined);
    if (!found) return null;
    return { verdict: true, why: `${a[p].symbol} 与 ${a[q].symbol} 可形成 ${found}，其中含有${asked.join('和')}` };
  }
  // 「Y 与 Z 形成的化合物中可能含有共价键」: shown by one compound of the table (Na2O2); never decided false.
  m = new RegExp(`^${L}(?:与|和)${L}(?:可|能)?(?:形成|组成)的(?:化合物|物质)(?:中)?可能(?:含有?|存在)${BOND}$`).exec(t);
  if (m) {
    const [, p, q, word] = m;
    const bond = bondOf(word);
    const kinds: Bond[][] = bond === '共价键' ? [['极性键'], ['非极性键']] : [[bond]];
    const found = kinds.map((b) => compoundWithBonds(a[p].symbol, a[q].symbol, b)).find(Boolean);
    if (!found) return null;
    return { verdict: true, why: `${a[p].symbol} 与 ${a[q].symbol} 可形成 ${found}，其中含有${bondsOf(found)!.join('和')}` };
  }
  m = new RegExp(`^([A-Za-z0-9]+)(?:(?:与|和|、)([A-Za-z0-9]+))?(?:中)?(均|都)?(只)?含有?${BOND}$`).exec(t);
  if (!m) return null;
  const [, f1, f2, both, only, word] = m;
  if (f2 && !both) return null;
  const symbolOf = (l: string) => (letters.includes(l) ? a[l].symbol : undefined);
  const formulas = [f1, f2].filter(Boolean).map((f) => formulaOf(f, symbolOf));
  if (formulas.some((f) => !f || !bondsOf(f))) return null;
  const bond = bondOf(word);
  const holds = (f: string) => {
    const has = bondsOf(f)!;
    const covalent = (b: Bond) => b !== '离子键';
    if (bond === '共价键') return only ? has.every(covalent) : has.some(covalent);
    return only ? has.length === 1 && has[0] === bond : has.includes(bond);
  };
  const verdict = formulas.every((f) => holds(f!));
  return {
    verdict,
    why: formulas.map((f) => `${f} 含有${bondsOf(f!)!.join('和')}`).join('；'),
  };
}
