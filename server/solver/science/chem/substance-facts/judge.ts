import { isOfKind, kindOf, passesToWhole } from './classes';
import { FACTS } from './facts';
import { dissolvedIn, formulaOf, squeeze, substanceId } from './names';
import { processOf } from './processes';
import type { Claim } from './reader';
import type { Fact } from './records';

/** A claim decided by the facts: true or false, and the fact that decides it in a sentence for the student. */
export interface Verdict {
  truth: boolean;
  why: string;
}

type Of<K extends Fact['kind']> = Extract<Fact, { kind: K }>;
const factsOf = <K extends Fact['kind']>(kind: K, subject: string): Of<K>[] =>
  FACTS.filter((f): f is Of<K> => f.kind === kind && 'subject' in f && f.subject === subject);

/**
 * What a solution shares with the dissolved substance: its chemistry in water (酸碱性、氧化还原性、漂白、水解), not the
 * solid's (受热分解、吸水、颜色、熔点): 「硫酸铜溶液可用于检验水」 is not 「无水硫酸铜可用于检验水」.
 */
const IN_SOLUTION = new Set([
  '酸性',
  '强酸性',
  '弱酸性',
  '碱性',
  '强碱性',
  '弱碱性',
  '水解呈碱性',
  '氧化性',
  '还原性',
  '漂白性',
  '水解生成胶体',
  '能与酸反应',
  '能与碱反应',
  '使蛋白质变性',
  '能与二氧化硅反应',
  '杀菌作用',
]);

/** The facts of a substance; for a solution, only its true properties and uses that rest on its chemistry in water. */
function facts<K extends Fact['kind']>(kind: K, subject: string): Of<K>[] {
  const dissolved = dissolvedIn(subject);
  if (!dissolved) return factsOf(kind, subject);
  return factsOf(kind, dissolved).filter((f: Fact) => {
    if (f.kind === 'property' || f.kind === 'shows') return IN_SOLUTION.has(f.key);
    if (f.kind === 'use') return f.truth && f.because.some((b) => IN_SOLUTION.has(b));
    return false;
  });
}

/** 「焙制糕点的膨松剂」「制作光导纤维的材料」 → the forms a use may be listed under. */
function useForms(words: string): string[] {
  // Words papers add or swap without changing the use: 「实验室」「设备」「预包装」「内包装」, 起火 for 着火, 抗氧剂.
  const base = squeeze(words)
    .replace(/的/g, '')
    .replace(/实验室|预包装/g, '')
    .replace(/电器设备/g, '电器')
    .replace(/内包装/g, '包装')
    .replace(/起火|失火/g, '着火')
    .replace(/抗氧剂/g, '抗氧化剂')
    .replace(/人工增雨/g, '人工降雨')
    .replace(/^(除去|去除|清除)(?:水壶|热水瓶|暖水瓶|锅炉|水瓶)(?:中|内|里)/, '$1');
  const forms = new Set([base]);
  for (const f of [...forms]) forms.add(f.replace(/^(?:制作|制造|生产|制备|制取|制)/, ''));
  for (const f of [...forms]) forms.add(f.replace(/(?:材料|原料)$/, ''));
  forms.delete('');
  return [...forms];
}

const sameUse = (a: string, b: string) => {
  const fa = useForms(a);
  return useForms(b).some((f) => fa.includes(f));
};

/** Every subject decided; the claim holds when all do (「A、B 都…」), each verdict kept for the reasons. */
function every(subjects: string[], one: (s: string) => Verdict | null): Verdict | null {
  const verdicts = subjects.map(one);
  if (verdicts.some((v) => !v)) return null;
  const vs = verdicts as Verdict[];
  const wrong = vs.filter((v) => !v.truth);
  return wrong.length ? { truth: false, why: wrong.map((v) => v.why).join('；') } : { truth: true, why: vs.map((v) => v.why).join('；') };
}

function judgeUse(subject: string, use: string): (Verdict & { because: string[]; arguable: string[] }) | null {
  const hits = facts('use', subject).filter((f) => f.uses.some((u) => sameUse(u, use)));
  if (hits.length !== 1) return null;
  const f = hits[0];
  const said = f.uses.find((u) => sameUse(u, use))!;
  const rests = f.because.length ? `（与其「${f.because.join('、')}」有关）` : '';
  return f.truth
    ? { truth: true, why: `${subject}可用于${said}${rests}`, because: f.because, arguable: f.arguable }
    : { truth: false, why: f.note ?? `${subject}不用于${said}`, because: [], arguable: [] };
}

function judgeProperty(subject: string, wordings: string[]): (Verdict & { key: string }) | null {
  const plain = (w: string) =>
    squeeze(w)
      .replace(/的/g, '')
      .replace(/显/g, '呈')
      .replace(/容易/g, '易')
      .replace(/^(?:通常|一般|常)(?=保存|存放)/, '')
      .replace(/(?<![A-Za-z0-9])O2(?![A-Za-z0-9])/g, '氧气')
      .replace(/(?:可|能|会)(?=生成)/g, '')
      .replace(/时?(?:会|能)?(?:发生)?(?=钝化|变质)/g, '')
      .replace(/而(?=变质)/g, '');
  // 「FeCl3 溶液呈酸性」 is read with the solution's name as the subject.
  const ws = wordings.flatMap((w) => [plain(w), plain(`溶液${w}`), plain(`水溶液${w}`)]);
  const hits = facts('property', subject).filter((f) => f.wordings.some((w) => ws.includes(plain(w))));
  if (hits.length !== 1) return null;
  const f = hits[0];
  const said = f.wordings.find((w) => ws.includes(plain(w)))!;
  return f.truth
    ? { truth: true, why: `${subject}${said}`, key: f.key }
    : { truth: false, why: f.note ?? `${subject}不是${said}`, key: f.key };
}

/** The kinds of a substance, with those of what it is mainly made of (棉花 → 纤维素 → 多糖). */
function kindsOf(subject: string, seen = new Set<string>()): string[] {
  if (seen.has(subject)) return [];
  seen.add(subject);
  const own = facts('kind', subject).flatMap((f) => f.kinds);
  const parts = facts('component', subject).filter((f) => f.which === 'main' && f.component.length === 1);
  const fromParts = parts
    .flatMap((f) => {
      const k = kindOf(f.component[0]);
      return k ? [k, ...kindsOf(f.component[0], seen)] : kindsOf(f.component[0], seen);
    })
    .filter(passesToWhole);
  return [...own, ...fromParts];
}

function judgeKind(subject: string, of: string): Verdict | null {
  // A solution is a mixture, whatever is dissolved in it.
  const own = dissolvedIn(subject) ? ['混合物'] : kindsOf(subject);
  if (!own.length) return null;
  // A classic false version written out (油脂不是高分子) decides first.
  const denied = facts('property', subject).find((f) => !f.truth && kindOf(f.key) === of);
  if (denied) return { truth: false, why: denied.note ?? `${subject}不属于${of}` };
  const r = isOfKind(own, of);
  if (!r) return null;
  if (r.truth) return { truth: true, why: `${subject}属于${of}` };
  const [own2, other] = r.clash!;
  return { truth: false, why: `${subject}${own2 === subject ? '' : `属于${own2}，`}不属于${other}` };
}

function judgeComponent(subject: string, which: 'main' | 'effective', parts: string[]): Verdict | null {
  const recorded = facts('component', subject).find((f) => f.which === which);
  if (!recorded) return which === 'main' ? pureSubstance(subject, parts) : null;
  const label = which === 'main' ? '主要成分' : '有效成分';
  const said = parts.map((p) => substanceId(p) ?? kindOf(p));
  if (said.some((p) => !p)) return null;
  // 浓盐酸 said for 盐酸 (浓硫酸 for 硫酸) names the same acid at another concentration: not a different component.
  const bare = (name: string) => name.replace(/^[浓稀]/, '');
  if (said.some((p) => !recorded.component.includes(p!) && recorded.component.some((r) => bare(r) === bare(p!)))) return null;
  const within = said.every((p) => recorded.component.includes(p!));
  if (within && said.length === recorded.component.length)
    return { truth: true, why: `${subject}的${label}是${recorded.component.join('和')}` };
  // Part of a mixture named alone (「漂白粉的主要成分是次氯酸钙」) is how papers sometimes speak: not decided.
  if (within) return null;
  // A kind said of a one-substance component is a kind claim about that substance (「主要成分是多糖」).
  if (said.length === 1 && recorded.component.length === 1 && kindOf(parts[0]) && !kindOf(recorded.component[0])) {
    const k = judgeKind(recorded.component[0], kindOf(parts[0])!);
    return k ? { truth: k.truth, why: `${subject}的${label}是${recorded.component[0]}，${k.why}` } : null;
  }
  return { truth: false, why: `${subject}的${label}是${recorded.component.join('和')}，不是${parts.join('和')}` };
}

/**
 * 「小苏打的主要成分是 Na2CO3」: a substance with a formula, under a common name, is what it mainly consists of;
 * another substance with another formula named instead is false.
 */
function pureSubstance(subject: string, parts: string[]): Verdict | null {
  const own = formulaOf(subject);
  const said = parts.length === 1 ? substanceId(parts[0]) : null;
  if (!said || kindOf(subject)) return null;
  if (said === subject) return { truth: true, why: `${parts[0]}就是${subject}${own ? `（${own}）` : ''}` };
  if (!own) return null;
  const theirs = formulaOf(said);
  if (!theirs || squeeze(theirs) === squeeze(own)) return null;
  // 「芒硝的主要成分是硫酸钠」: the salt of a crystal hydrate is said to be its main component as often as the hydrate
  // (the table itself lists 胆矾 as mainly 硫酸铜), so this is left undecided.
  if (squeeze(own).startsWith(`${squeeze(theirs)}·`)) return null;
  return { truth: false, why: `${subject}的化学式是 ${own}，${theirs} 是${said}` };
}

function judgeFormula(subject: string, formula: string): Verdict | null {
  const own = formulaOf(subject);
  if (!own) return null;
  if (squeeze(own) === squeeze(formula)) return { truth: true, why: `${subject}的化学式是 ${own}` };
  const other = substanceId(formula);
  // 「草酸：HOOC-COOH」: another way the table writes the same substance.
  if (other === subject) return { truth: true, why: `${subject}的化学式是 ${own}（${formula}）` };
  return other && other !== subject ? { truth: false, why: `${subject}的化学式是 ${own}，${formula} 是${other}` } : null;
}

/** The properties a phenomenon may be said to show: the keys of the facts, so that a swapped one is recognised. */
const PROPERTY_KEYS = new Set(FACTS.flatMap((f) => (f.kind === 'shows' || f.kind === 'property' ? [f.key] : [])));

function judgeShows(subject: string, phenomenon: string, word: string): Verdict | null {
  const property = keyOf(subject, word);
  const f = facts('shows', subject).find((s) => s.phenomena.some((p) => squeeze(p) === phenomenon));
  if (!f) return null;
  if (f.key === property) return { truth: true, why: `${subject}${phenomenon}，体现的是${f.key}` };
  return PROPERTY_KEYS.has(property) ? { truth: false, why: `${subject}${phenomenon}体现的是${f.key}，不是${property}` } : null;
}

/** 「P，可用于 U」: both parts hold and U rests on P. */
function judgeBecause(first: Claim, use: string): Verdict | null {
  const subjects = 'subjects' in first ? first.subjects : [];
  if (subjects.length !== 1) return null;
  const subject = subjects[0];
  const head =
    first.kind === 'property'
      ? judgeProperty(subject, first.wordings)
      : first.kind === 'kind'
        ? withKey(judgeKind(subject, first.of), first.of)
        : null;
  const u = judgeUse(subject, use);
  if (!head || !u) return null;
  if (!head.truth) return head;
  if (!u.truth) return u;
  return relates(u, head.key, subject, use, `${head.why}，但`);
}

/** Whether a true use rests on a property: true, false (it rests on another), or null (not recorded, or arguable). */
function relates(
  u: { why: string; because: string[]; arguable: string[] },
  key: string,
  subject: string,
  use: string,
  lead: string,
): Verdict | null {
  if (!u.because.length || u.arguable.includes(key)) return null;
  return u.because.includes(key)
    ? { truth: true, why: `${u.why}，性质与用途对应` }
    : { truth: false, why: `${lead}${subject}用于${use}利用的是其${u.because.join('、')}，不是${key}` };
}

const withKey = (v: Verdict | null, key: string) => (v ? { ...v, key } : null);

/** A property word as written (「强氧化性」) → the key the facts keep it under for that substance (「氧化性」). */
const keyOf = (subject: string, word: string) =>
  facts('property', subject).find((f) => f.wordings.some((w) => squeeze(w) === word))?.key ?? word;

function judgeExplained(subject: string, use: string, word: string): Verdict | null {
  const property = keyOf(subject, word);
  const u = judgeUse(subject, use);
  if (!u) return null;
  if (!u.truth) return u;
  if (!PROPERTY_KEYS.has(property) && !u.because.includes(property)) return null;
  return relates(u, property, subject, use, '');
}

/** Whether a substance smells of burnt feathers when burnt: recorded, or known from its kind (a protein or not). */
function burntFeathers(subject: string): boolean | null {
  const recorded = judgeProperty(subject, ['灼烧有烧焦羽毛气味']);
  if (recorded) return recorded.truth;
  return isOfKind(kindsOf(subject), '蛋白质')?.truth ?? null;
}

function judgeBurn(a: string, b: string): Verdict | null {
  const [x, y] = [burntFeathers(a), burntFeathers(b)];
  if (x === null || y === null) return null;
  const smell = (s: string, v: boolean) => `${s}${v ? '' : '不'}含蛋白质，灼烧时${v ? '有' : '没有'}烧焦羽毛的气味`;
  return { truth: x !== y, why: `${smell(a, x)}，${smell(b, y)}${x === y ? '，灼烧不能区分' : ''}` };
}

function judgeMix(a: string, b: string, allowed: boolean): Verdict | null {
  const f = FACTS.find((x): x is Of<'clash'> => x.kind === 'clash' && x.subjects.includes(a) && x.subjects.includes(b) && a !== b);
  return f ? { truth: !allowed, why: f.note } : null;
}

function judgeValue(c: Claim & { kind: 'value' }): Verdict | null {
  const f = facts('value', c.subject).find((v) => v.attributes.includes(c.attribute) && (c.inner === '' || v.inner.includes(c.inner)));
  if (!f || f.unit !== c.unit) return null;
  const truth = Math.abs(f.value - c.value) < 1e-9;
  return { truth, why: `${c.subject}的${f.attributes[0]}${f.inner.length ? `（${f.inner[0]}）` : ''}约为 ${f.value}${f.unit}` };
}

function judgeCause(subject: string, problem: string): Verdict | null {
  const p = squeeze(problem);
  const hits = facts('cause', subject).filter((f) => f.problems.some((x) => squeeze(x) === p));
  if (hits.length !== 1) return null;
  const f = hits[0];
  return f.truth
    ? { truth: true, why: `${subject}会造成${f.problems[0]}` }
    : { truth: false, why: f.note ?? `${subject}不会造成${f.problems[0]}` };
}

/** A claim decided by the facts, or null when some part of it is not in them. */
export function judgeClaim(c: Claim): Verdict | null {
  switch (c.kind) {
    case 'use':
      return every(c.subjects, (s) => {
        const v = judgeUse(s, c.use);
        return v && c.negated ? { truth: !v.truth, why: v.why } : v;
      });
    case 'property':
      return every(c.subjects, (s) => judgeProperty(s, c.wordings));
    case 'kind':
      return every(c.subjects, (s) => {
        const v = judgeKind(s, c.of);
        return v && c.negated ? { truth: !v.truth, why: v.why } : v;
      });
    case 'component':
      return every(c.subjects, (s) => judgeComponent(s, c.which, c.parts));
    case 'formula':
      return judgeFormula(c.subject, c.formula);
    case 'shows':
      return judgeShows(c.subject, c.phenomenon, c.property);
    case 'because':
      return judgeBecause(c.first, c.use.use);
    case 'explained':
      return c.use.subjects.length === 1 ? judgeExplained(c.use.subjects[0], c.use.use, c.property) : null;
    case 'mix':
      return judgeMix(c.a, c.b, c.allowed);
    case 'change': {
      const vs = c.processes.map((p) => {
        const kind = processOf(p)!.kind;
        return { truth: (kind === c.change) !== c.negated, why: `${p}是${kind}` };
      });
      const wrong = vs.filter((v) => !v.truth);
      return { truth: !wrong.length, why: (wrong.length ? wrong : vs).map((v) => v.why).join('；') };
    }
    case 'obtain': {
      const m = squeeze(c.method).replace(/的/g, '');
      const f = facts('obtain', c.subject).find((x) => x.methods.some((w) => squeeze(w).replace(/的/g, '') === m));
      if (!f) return null;
      return f.truth ? { truth: true, why: `工业上用${f.methods[0]}的方法得到${c.subject}` } : { truth: false, why: f.note! };
    }
    case 'same': {
      if (c.a === c.b) return { truth: true, why: `这两个名称指的是同一种（类）物质：${c.a}` };
      // Two rows of the table may be one substance in another state or form (干冰 and 二氧化碳, 液氨 and 氨气,
      // 铁粉 and 铁): only two different formulas show two different substances. Two kinds may be one inside the other.
      const [fa, fb] = [formulaOf(c.a), formulaOf(c.b)];
      const both = substanceId(c.a) === c.a && substanceId(c.b) === c.b && !kindOf(c.a) && !kindOf(c.b);
      return both && fa && fb && squeeze(fa) !== squeeze(fb)
        ? { truth: false, why: `${c.a}（${fa}）和${c.b}（${fb}）是两种不同的物质` }
        : null;
    }
    case 'burn':
      return judgeBurn(c.a, c.b);
    case 'value':
      return judgeValue(c);
    case 'cause':
      return every(c.subjects, (s) => judgeCause(s, c.problem));
    case 'all': {
      // Every part is said: one false part makes the statement false, whatever the undecided parts are.
      const vs = c.claims.map(judgeClaim);
      const wrong = vs.filter((v): v is Verdict => v !== null && !v.truth);
      if (wrong.length) return { truth: false, why: wrong.map((v) => v.why).join('；') };
      if (vs.some((v) => !v)) return null;
      return { truth: true, why: (vs as Verdict[]).map((v) => v.why).join('；') };
    }
    case 'either': {
      const vs = c.claims.map(judgeClaim).filter((v): v is Verdict => v !== null);
      return vs.length && vs.every((v) => v.truth === vs[0].truth) ? vs[0] : null;
    }
    case 'purpose': {
      // Whether the purpose is served is not in the facts: only a false claim decides the option.
      const v = judgeClaim(c.claim);
      return v && !v.truth ? v : null;
    }
  }
}

/** Whether the facts record a substance or material as a mixture (by its own kind, or as a solution); null when silent. */
export function recordedMixture(name: string): boolean {
  const id = substanceId(name);
  if (!id) return false;
  return dissolvedIn(id) !== null || kindsOf(id).includes('混合物');
}
