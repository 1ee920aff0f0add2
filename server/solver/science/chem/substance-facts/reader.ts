import { normalizeScienceText } from '../normalize';
import { kindOf } from './classes';
import { substanceId } from './names';
import { processOf } from './processes';

/** One thing an option says about substances, in the words of the facts. */
export type Claim =
  | { kind: 'use'; subjects: string[]; use: string; negated: boolean }
  | { kind: 'property'; subjects: string[]; wordings: string[] }
  | { kind: 'kind'; subjects: string[]; of: string; negated: boolean }
  | { kind: 'component'; subjects: string[]; which: 'main' | 'effective'; parts: string[] }
  | { kind: 'formula'; subject: string; formula: string }
  | { kind: 'shows'; subject: string; phenomenon: string; property: string }
  | { kind: 'because'; first: Claim; use: Claim & { kind: 'use' } }
  | { kind: 'explained'; use: Claim & { kind: 'use' }; property: string }
  | { kind: 'mix'; a: string; b: string; allowed: boolean }
  | { kind: 'value'; subject: string; attribute: string; inner: string; value: number; unit: string }
  | { kind: 'cause'; subjects: string[]; problem: string }
  /** 「活性炭具有除异味和杀菌作用」: each part a claim, all of which the option says. */
  | { kind: 'all'; claims: Claim[] }
  /** 「用灼烧的方法可以区分蚕丝和人造纤维」: whether burning tells the two apart (a protein smells of burnt feathers). */
  | { kind: 'burn'; a: string; b: string }
  /** 「氯仿的化学名称是四氯化碳」「糖类化合物也可称为碳水化合物」: two names said to name one thing. */
  | { kind: 'same'; a: string; b: string }
  /** 「工业上电解熔融氯化钠制钠」: how a metal is obtained in industry. */
  | { kind: 'obtain'; subject: string; method: string }
  /** 「煤的气化和液化都是化学变化」: processes and the kind of change they are said (not) to be. */
  | { kind: 'change'; processes: string[]; change: '物理变化' | '化学变化'; negated: boolean }
  /** 「维生素C是一种抗氧化剂」: read as a kind, a property or a use; decided when the readings that decide agree. */
  | { kind: 'either'; claims: Claim[] }
  /** 「…可混合使用以提高消毒效果」: a claim with the purpose it is said to serve; false when the claim is. */
  | { kind: 'purpose'; claim: Claim };

// No quantity word (大量、过量) here: 「可大量用作防腐剂」 says more than the use, and must stay undecided.
const MODAL = '(?:常|可|能|可以|常常|通常|一般|广泛|常被|被|也可|还可)*';
const USE_VERB = '(?:用于|用作|用来|用做|作为|用以|用在|适用于)';
/** 「体现了」「说明」「是因为」… with the substance said again or as 其/它. */
const EXPLAINS = /^(?:这|此)?(?:体现|表现|说明|证明|是因为|是由于|因为|由于|是利用|利用)(?:了|出)?(.+)$/;

/** An option as plain text: LaTeX and full-width forms folded, spaces and the closing stop removed. */
export function plainOption(text: string): string {
  return (
    normalizeScienceText(text)
      .replace(/\\%/g, '%')
      .replace(/\\square/g, '')
      .replace(/[“”"'‘’]/g, '')
      // scans read 沫 as 沬 (「泡沬灭火器」)
      .replace(/泡沬/g, '泡沫')
      .replace(/\s+/g, '')
      .replace(/[。.;；]+$/, '')
  );
}

/**
 * Other ways papers say a claim of the forms below, rewritten into them: 「可用蘸浓盐酸的棉棒检验…」 is a use of
 * 浓盐酸; 「A 由 B、C、D 混合制成」 names A's components; 「…是人体必需的微量元素，但不宜摄入过多」 adds what holds
 * for every trace element, so it is true exactly when the element is one.
 */
const SAME_CLAIM: Array<[RegExp, string]> = [
  // 「生石灰：CaO」「黄铜矿的主要成分：CuFeS2」「纯碱：碳酸钠」: a name paired with its formula, component or other name.
  [/^(.+?)的(主要成分|有效成分):(.+)$/, '$1的$2是$3'],
  [/^([^:]+?):([A-Za-z0-9()·-]+)$/, '$1的化学式是$2'],
  [/^([\u4e00-\u9fa5]+?):([\u4e00-\u9fa5]+)$/, '$1的化学名称是$2'],
  // 「电器着火时，可用泡沫灭火器灭火」: a use of the extinguisher.
  [/^(.+?)(?:着火|起火|失火)(?:时)?,(?:可|可以|应|应该|能|宜)?(?:用|使用|选用)(.+?)(?:来)?(?:灭火|扑灭)$/, '$2可用于扑灭$1着火'],
  // 「使用含氟牙膏能预防龋齿」 says what the toothpaste does.
  [/^(?:使用|经常使用|食用|服用)(.+?)(能|可|可以|能够)(.+)$/, '$1$2$3'],
  [/^(?:可|可以|能)?用(?:蘸有?|沾有?)(.+?)(?:的)?(?:棉棒|玻璃棒)(检验.+)$/, '$1可用于$2'],
  [/^(.+?)由(.+?)(?:[二三四两]种物质)?(?:按一定比例)?混合(?:制成|而成|组成)$/, '$1的主要成分是$2'],
  [/^(.+?是人体(?:必需|所必需)的微量元素),(?:但|但是)(?:不宜|不能|不可)(?:摄入|食用)?过多$/, '$1'],
];

/**
 * The claims of one option; null when some part of it is not read (an extra clause, a quantity, a name not in
 * the table, a negation that fits no form): such an option stays undecided.
 */
export function readClaim(option: string): Claim | null {
  const t = withCondition(SAME_CLAIM.reduce((text, [from, to]) => text.replace(from, to), plainOption(option)));
  if (!t || /\d+(?:\.\d+)?\s*(?:mol|g|L|mL|kg|t)\b/.test(t)) return null;
  const clauses = t.split(',');
  if (clauses.length === 1) {
    const purpose = /^(.+?)以(?:提高|增强|加快|加强|防止|减少|避免|节约)[\u4e00-\u9fa5]+$/.exec(t);
    if (purpose) {
      const claim = readSimple(purpose[1]);
      return claim ? { kind: 'purpose', claim } : null;
    }
    return readSimple(t);
  }
  if (clauses.length !== 2) return null;
  const [first, second] = clauses;
  const explained = EXPLAINS.exec(second);
  if (explained) {
    const phenomenon = readPhenomenon(first);
    const subject = phenomenon?.subject ?? null;
    const use = phenomenon ? null : readSimple(first);
    const subjects = phenomenon ? [phenomenon.subject] : use?.kind === 'use' ? use.subjects : null;
    if (subjects?.length !== 1) return null;
    const property = propertyWord(explained[1], subjects[0]);
    if (!property) return null;
    if (phenomenon && subject) return { kind: 'shows', subject, phenomenon: phenomenon.phenomenon, property };
    if (use?.kind === 'use' && !use.negated) return { kind: 'explained', use, property };
    return null;
  }
  const head = readSimple(first);
  // 「S 可用于 A，也适用于 B」: two uses of one subject, each to be decided.
  const more = new RegExp(`^(?:也|还|又|同时)${MODAL}(?:${USE_VERB}|作|做)(.+)$`).exec(second);
  if (more) {
    if (head?.kind !== 'use' || head.negated) return null;
    return { kind: 'all', claims: [head, { kind: 'use', subjects: head.subjects, use: more[1], negated: false }] };
  }
  // 「浓硫酸具有吸水性，可用作干燥剂」: a property and the use it is said to explain.
  const cause = head?.kind === 'either' ? head.claims.find((x) => x.kind === 'property') : head;
  if (!cause || (cause.kind !== 'property' && cause.kind !== 'kind')) return null;
  const tail = new RegExp(`^(?:因此|所以|故|因而)?${MODAL}(?:${USE_VERB}|作|做)(.+)$`).exec(second);
  if (!tail) return null;
  return { kind: 'because', first: cause, use: { kind: 'use', subjects: cause.subjects, use: tail[1], negated: false } };
}

/**
 * 「常温下，铝遇浓硝酸会发生钝化」: a condition said first belongs to the statement about the substance, and is kept
 * in it (「铝常温下遇浓硝酸…」), so that only a fact written with that condition decides it.
 */
function withCondition(text: string): string {
  const m = /^在?(常温下|常温常压下|室温下|加热时|加热条件下|高温下|点燃时|点燃条件下),(.+)$/.exec(text);
  if (!m) return text;
  const named = splitName(m[2]);
  return named ? `${m[2].slice(0, m[2].length - named.rest.length)}${m[1]}${named.rest}` : text;
}

/** 「其漂白性」「SO2的还原性」「二氧化硫具有还原性」「浓硫酸有脱水性」 → the property word, said of `subject`. */
function propertyWord(text: string, subject: string): string | null {
  let rest = text;
  const named = splitName(rest);
  if (named && named.id === subject) rest = named.rest;
  else if (/^(?:其|它|该物质)/.test(rest)) rest = rest.replace(/^(?:其|它|该物质)/, '');
  rest = rest.replace(/^的/, '').replace(/^(?:具有|具备|有)/, '');
  return /^[\u4e00-\u9fa5]{1,6}(?:性|反应|氧化物)$/.test(rest) ? rest : null;
}

/** 「SO2 能使品红溶液褪色」 → subject and 「使品红溶液褪色」. */
function readPhenomenon(clause: string): { subject: string; phenomenon: string } | null {
  const named = splitName(clause);
  if (!named) return null;
  const m = /^(?:能|可|可以|会)?(使.+?(?:褪色|变黑|炭化|变白|变蓝|变红))$/.exec(named.rest);
  return m ? { subject: named.id, phenomenon: m[1] } : null;
}

/** The longest name from the table that starts the text, and what follows it. */
function splitName(text: string): { id: string; rest: string } | null {
  for (let n = Math.min(text.length - 1, 16); n >= 1; n--) {
    const id = substanceId(text.slice(0, n));
    if (id && !continuesName(text.slice(0, n), text.slice(n))) return { id, rest: text.slice(n) };
  }
  return null;
}

/**
 * Whether the text after a name goes on with the same name (「Na2SO3」 is no 「Na」 followed by 「2SO3」, 「硫酸铵」 no
 * 「硫酸」, 「煤油」 no 「煤」, 「黄铜矿」 no 「黄铜」, 「Na⁻」 no 「Na」): a longer name the table does not hold (or an
 * ion), so nothing is read.
 */
function continuesName(name: string, rest: string): boolean {
  if (/[A-Za-z0-9)]$/.test(name) && /^[A-Za-z0-9(]/.test(rest)) return true;
  // 「Na⁻」「Na^{-}」「Fe3+」: an ion, not the substance.
  if (/^(?:\^|[+\-⁺⁻])/.test(rest)) return true;
  return /^[铵矿油钠钾钙钡晶粉石灰精银渣焦]/.test(rest);
}

/** A property as written, without 「具有」, and with 「为」 read as 「是」. */
function propertyWordings(rest: string): string[] {
  const bare = rest.replace(/^(?:具有|具备|有)(?=.)/, '');
  // 「是仅由碳、氢、氧元素组成的物质」 says the same as 「仅由碳、氢、氧元素组成」.
  const described = rest.replace(/^是(.+)的(?:物质|化合物)$/, '$1');
  return [...new Set([rest, bare, described, rest.replace(/(?:均|都)?为/, '是'), bare.replace(/(?:均|都)?为/, '是')])];
}

/** The longest list of two or more names that starts the text, and what follows it. */
function splitNames(text: string): { ids: string[]; rest: string } | null {
  for (let n = text.length - 1; n >= 3; n--) {
    const ids = names(text.slice(0, n));
    // 「A 与 B 反应…」 names two substances but says one thing of them together: a list needs 、 or 都/均.
    if (ids && ids.length > 1 && (text.slice(0, n).includes('、') || /都|均/.test(text.slice(n)))) return { ids, rest: text.slice(n) };
  }
  return null;
}

/** 「棉花、麻和蚕丝」 → every name; null unless each piece is one. */
function names(text: string): string[] | null {
  const one = substanceId(text);
  if (one) return [one];
  const pieces = text.split(/、|和|与|及|以及/);
  if (pieces.length < 2) return null;
  const ids = pieces.map((p) => substanceId(p));
  return ids.every((id) => id) ? (ids as string[]) : null;
}

/** Subjects before a predicate; 都/均 in the predicate needs a list. */
function subjectsWith(subjectText: string, all: string | undefined): string[] | null {
  const ids = names(subjectText);
  if (!ids) return null;
  return ids.length > 1 || !all ? ids : null;
}

/** 「煤的气化和液化」「石油的分馏、裂化」 → the processes named, each completed with the shared head (「煤的」). */
export function processes(text: string): string[] | null {
  const one = processOf(text);
  if (one) return [one.name];
  const pieces = text.split(/、|和|与|及|以及/);
  if (pieces.length < 2) return null;
  const head = /^(.+?的)/.exec(pieces[0])?.[1] ?? '';
  const found = pieces.map((p, i) => processOf(p) ?? (i > 0 && head ? processOf(head + p) : null));
  return found.every((p) => p) ? found.map((p) => p!.name) : null;
}

function readSimple(c: string): Claim | null {
  const same = /^(.+?)(?:的(?:化学名称|学名|俗名|俗称)(?:是|为)|(?:也|又|还)?(?:可|可以)?(?:称为|叫做|叫作|俗称|称作))(.+)$/.exec(c);
  if (same) {
    const [a, b] = [same[1].replace(/化合物$/, ''), same[2].replace(/化合物$/, '')];
    const ids = [substanceId(a) ?? kindOf(a) ?? kindOf(`${a}化合物`), substanceId(b) ?? kindOf(b) ?? kindOf(`${b}化合物`)];
    return ids[0] && ids[1] ? { kind: 'same', a: ids[0], b: ids[1] } : null;
  }
  const obtain =
    /^(?:工业上|工业)?(?:常|可|可以|一般)?(?:用|通过|采用|利用)?(.+?)(?:的方法)?(?:可以|可|能)?(?:来)?(?:制取|制备|制得|冶炼|生产|获得|得到|制|炼)(?:金属)?(.+)$/.exec(
      c,
    );
  if (obtain && /^(?:电解|一氧化碳|CO(?![A-Za-z0-9])|焦炭|铁与|湿法|热还原)/.test(obtain[1]) && !new RegExp(USE_VERB).test(obtain[1])) {
    const subject = substanceId(obtain[2]);
    return subject ? { kind: 'obtain', subject, method: obtain[1] } : null;
  }
  const change = /^(.+?)(都|均)?(不是|不属于|是|属于|为|发生的是|发生了|涉及)(物理变化|化学变化)$/.exec(c);
  if (change) {
    const named = processes(change[1]);
    if (!named || (change[2] && named.length < 2)) return null;
    return { kind: 'change', processes: named, change: change[4] as '物理变化' | '化学变化', negated: change[3].startsWith('不') };
  }
  const burn = /^(?:用|通过)?灼烧(?:的方法|法)?(?:可以|可|能)?(?:区分|鉴别|区别)(.+?)(?:和|与)(.+)$/.exec(c);
  if (burn) {
    const [a, b] = [substanceId(burn[1]), substanceId(burn[2])];
    return a && b && a !== b ? { kind: 'burn', a, b } : null;
  }
  let m = /^(.+?)(?:与|和)(.+?)(可以|可|能|不能|不可|不可以|不宜|不得)?(?:混合使用|混用)$/.exec(c);
  if (m) {
    const [a, b] = [substanceId(m[1]), substanceId(m[2])];
    if (!a || !b || !m[3]) return null;
    return { kind: 'mix', a, b, allowed: !m[3].startsWith('不') };
  }
  m = /^(.+?)的(?:化学式|分子式)(?:是|为)([A-Za-z0-9()·-]+)$/.exec(c);
  if (m) {
    const subject = substanceId(m[1]);
    return subject ? { kind: 'formula', subject, formula: m[2] } : null;
  }
  m = /^(.+?)的(主要成分|有效成分|成分)(都|均)?(?:是|为)(.+)$/.exec(c);
  if (m) {
    const subjects = subjectsWith(m[1], m[3]);
    const parts = m[4].split(/和|、|与/);
    if (!subjects) return null;
    return { kind: 'component', subjects, which: m[2] === '有效成分' ? 'effective' : 'main', parts };
  }
  m = /^(.+?)(?:中(乙醇|酒精))?的([A-Za-z\u4e00-\u9fa5]+?)(?:通常|一般)?(?:是|为|约为|约是)(\d+(?:\.\d+)?)(%?)$/.exec(c);
  if (m) {
    const subject = substanceId(m[1]);
    return subject ? { kind: 'value', subject, inner: m[2] ?? '', attribute: m[3], value: Number(m[4]), unit: m[5] } : null;
  }
  m = /^(.+?)(都|均)?(?:是|为)(?:形成|造成|导致|引起|产生)(.+?)的主要(?:有害)?(?:物质|气体|原因|污染物|成分)(?:之一)?$/.exec(c);
  if (m) {
    const subjects = subjectsWith(m[1], m[2]);
    return subjects ? { kind: 'cause', subjects, problem: m[3] } : null;
  }
  m = /^(.+?)(都|均)?(?:会|能|易)?((?:形成|造成|导致|引起|破坏).+)$/.exec(c);
  if (m && names(m[1])) {
    const subjects = subjectsWith(m[1], m[2]);
    return subjects ? { kind: 'cause', subjects, problem: m[3] } : null;
  }
  m = new RegExp(`^(.+?)(都|均)?(?:不能|不可|不可以|不宜|不适用于|不适合)${USE_VERB}?(.+)$`).exec(c);
  if (m && names(m[1])) {
    const subjects = subjectsWith(m[1], m[2]);
    if (!subjects) return null;
    // 「葡萄糖不能水解」 is a property in its own words; 「明矾不能用于消毒」 a use denied.
    const property: Claim = { kind: 'property', subjects, wordings: propertyWordings(c.slice(m[1].length + (m[2]?.length ?? 0))) };
    return { kind: 'either', claims: [{ kind: 'use', subjects, use: m[3], negated: true }, property] };
  }
  m = new RegExp(`^(.+?)(都|均)?${MODAL}(?:${USE_VERB}|(?<=[可能常])(?:作|做))(.+)$`).exec(c);
  if (m && names(m[1])) {
    const subjects = subjectsWith(m[1], m[2]);
    return subjects ? { kind: 'use', subjects, use: m[3], negated: false } : null;
  }
  m = /^(.+?)(都|均)?(?:是|为)(.+?)的(?:常用|主要|重要)?(材料|原料)(?:之一)?$/.exec(c);
  if (m && names(m[1])) {
    const subjects = subjectsWith(m[1], m[2]);
    return subjects ? { kind: 'use', subjects, use: `${m[3]}${m[4]}`, negated: false } : null;
  }
  m = /^(.+?)(?:具有|有)(.+?)(?:的)?(?:作用|功能|功效)$/.exec(c);
  if (m && names(m[1])) {
    const subjects = names(m[1])!;
    const parts = m[2].split(/和|、|及/);
    const claims: Claim[] = parts.map((use) => ({ kind: 'use', subjects, use, negated: false }));
    return claims.length === 1 ? claims[0] : { kind: 'all', claims };
  }
  m = /^(?:可|可以|能|常)?用(.+)$/.exec(c);
  if (m) {
    const named = splitName(m[1]);
    const rest = named?.rest.replace(/^(?:水溶液|溶液)/, '').replace(/^(?:作为|作|做|来)/, '');
    if (named && rest) return { kind: 'use', subjects: [named.id], use: rest, negated: false };
  }
  m = /^(.+?)(都|均)?(?:不是|不属于)(?:一种|一类)?(.+)$/.exec(c);
  if (m && names(m[1])) {
    const subjects = subjectsWith(m[1], m[2]);
    const of = kindOf(m[3]);
    return subjects && of ? { kind: 'kind', subjects, of, negated: true } : null;
  }
  m = /^(.+?)(都|均)?(?:是|为|属于|都属于|均属于)(?:一种|一类)?(.+)$/.exec(c);
  if (m && names(m[1])) {
    const subjects = subjectsWith(m[1], m[2]);
    if (!subjects) return null;
    const of = kindOf(m[3]);
    if (of) return { kind: 'kind', subjects, of, negated: false };
    // 「硅酸钠是一种难溶于水的硅酸盐」「CO2 是直线形的非极性分子」: a kind and a property, both said.
    const described = /^(?:一种|一类)?(.+)的([\u4e00-\u9fa5]+)$/.exec(m[3]);
    const ofKind = described && kindOf(described[2]);
    if (described && ofKind)
      return {
        kind: 'all',
        claims: [
          { kind: 'kind', subjects, of: ofKind, negated: false },
          { kind: 'property', subjects, wordings: propertyWordings(described[1]) },
        ],
      };
    if (substanceId(m[3])) return { kind: 'component', subjects, which: 'main', parts: [m[3]] };
    // 「维生素C是一种抗氧化剂」「硅是良好的半导体材料」: what it is used as, or a property in the same words.
    const as = m[3].replace(/^(?:常用的|常见的|良好的|重要的|优良的|一种)/, '');
    return {
      kind: 'either',
      claims: [
        { kind: 'use', subjects, use: as, negated: false },
        { kind: 'property', subjects, wordings: propertyWordings(c.slice(m[1].length + (m[2]?.length ?? 0))) },
      ],
    };
  }
  // 「淀粉和纤维素水解的最终产物均为葡萄糖」: a property said of several names at once.
  const listed = splitNames(c);
  if (listed) {
    const rest = listed.rest.replace(/^(?:都|均)/, '').replace(/(?:都|均)(?=为|是)/, '');
    return rest ? { kind: 'property', subjects: listed.ids, wordings: propertyWordings(rest) } : null;
  }
  // 「碳酸氢钠受热易分解」「浓硫酸具有吸水性」「硅是半导体」: a property in one of its wordings; 「明矾能杀菌消毒」 a use.
  const named = splitName(c);
  if (!named || /^(?:都|均)/.test(named.rest) || !named.rest) return null;
  const property: Claim = { kind: 'property', subjects: [named.id], wordings: propertyWordings(named.rest) };
  // 「明矾能杀菌消毒」: a use said with 能/可 and no 用于.
  const done = /^(?:能|可|可以|能够)(.+)$/.exec(named.rest);
  return done ? { kind: 'either', claims: [property, { kind: 'use', subjects: [named.id], use: done[1], negated: false }] } : property;
}
