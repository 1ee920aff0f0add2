import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { optionByOptionMarkdown, refused, solved } from '../outcome';
import { dissolvedIons } from './dissolved-ions';
import { parseSpecies } from './formula';
import { acidRedox, acidRedoxUnsure, type IonKey, ionColor, ionKeysInWater, ionLatex, pairVerdict } from './ion-reactions';
import { findNamedSubstances } from './substances';

/** 「下列各组离子…能大量共存的是」: the stem of an ions-together question. */
const STEM = /离子.*共存|共存.*离子|离子.*大量存在|大量共存/;

/** One reading of a solution's condition: the ions it adds, and whether colour is excluded. */
interface Medium {
  adds: IonKey[];
  /** 「与 Al 反应放出 H2」 in acid: HNO3 gives no H2, so a set with NO3⁻ cannot be this solution. */
  noNitrate?: boolean;
}
interface Condition {
  /** Each way the solution may be; one entry when the condition is definite. */
  media: Medium[];
  colorless: boolean;
  why: string[];
}

/**
 * 「能大量共存，且溶液呈碱性的是」: an acidity named after the ask is a demand on the ions themselves (NaHCO3's
 * solution is basic), not a solution they are put in; only 「无色」 reads the same on either side of the ask.
 */
const DEMAND_AFTER_ASK = /(?:共存|存在).*(?:酸性|碱性|中性|酚酞|石蕊|甲基橙|pH|c\s*\()/;

/** What a stem says besides its condition: 「下列各组离子在指定溶液中一定能大量共存的是」. */
const ASK_WORDS =
  /于?同一|一组|组|可以|并且|而且|且|呈|下列|各组|离子组|离子|中的|一定|可能|不能|能够|能|大量|共存|存在|的是|是|指定|给定|所给|条件|为/g;

type Verdict = { together: boolean | null; why: string };
type Quantifier = 'must' | 'may' | null;

const ACID = { adds: ['H+'] } satisfies Medium;
const BASE = { adds: ['OH-'] } satisfies Medium;
const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const H = String.raw`H\s*\^?\s*\{?\s*\+\s*\}?`;
const OH = String.raw`OH\s*\^?\s*\{?\s*-\s*\}?`;
const VALUE = String.raw`(?:(\d+(?:\.\d+)?)(?!\s*×)|(?:(\d+(?:\.\d+)?)\s*×\s*)?10\s*\^\s*\{?\s*(-?\d+)\s*\}?)`;
const POWER = String.raw`(?:1\s*×\s*)?10\s*\^\s*\{?\s*(-?\d+)\s*\}?`;

/**
 * Reads a condition (the stem's or an option's) completely: every phrase must be one the textbook uses for
 * an acidic, basic, colourless or either-acid-or-base solution, or a named strong electrolyte's solution;
 * null when anything is left over (a reason restriction, an added reagent, a neutral solution…).
 */
function readCondition(raw: string, filler?: RegExp): Condition | null {
  const out: Condition = { media: [{ adds: [] }], colorless: false, why: [] };
  let t = ` ${raw} `;
  const take = (re: RegExp, act: (m: RegExpExecArray) => boolean) => {
    for (let m = re.exec(t); m; m = re.exec(t)) {
      if (!act(m)) return false;
      t = `${t.slice(0, m.index)} ${t.slice(m.index + m[0].length)}`;
    }
    return true;
  };
  const set = (media: Medium[], why: string) => {
    if (out.media.length !== 1 || out.media[0].adds.length) {
      // Two conditions saying the same (「酸性」 and 「pH = 1」) agree; any other pair is left to a person.
      const same = media.length === 1 && out.media.length === 1 && media[0].adds.join() === out.media[0].adds.join();
      if (!same) return false;
    }
    out.media = media;
    out.why.push(why);
    return true;
  };
  const ok =
    // Water's own ions at 10⁻¹³: acid or base.
    take(
      new RegExp(String.raw`由?水电离(?:出|产生)?的\s*c\s*\(\s*(?:${H}|${OH})\s*\)\s*=\s*${POWER}\s*mol\s*(?:/|·)\s*L(?:\^\{-1\})?`),
      (m) => {
        if (Number(m[1]) > -8) return false;
        return set([ACID, BASE], '水的电离受到抑制，溶液可能呈酸性也可能呈碱性');
      },
    ) &&
    take(
      /(?:能)?与\s*(?:金属)?(?:铝|Al)\s*(?:粉|片)?\s*反应\s*(?:能|可以)?\s*(?:放出|产生|生成)\s*(?:大量)?\s*(?:氢气|H2)|(?:加入|投入)\s*(?:铝|Al)\s*(?:粉|片)?\s*(?:能)?(?:放出|产生|生成)\s*(?:大量)?\s*(?:氢气|H2)/,
      () => set([{ adds: ['H+'], noNitrate: true }, BASE], '与铝反应放出氢气的溶液可能呈酸性（不含 NO₃⁻）也可能呈碱性'),
    ) &&
    take(
      /(?:能?使)?\s*pH\s*试纸(?:显|变|呈)红色?|(?:能?使)?\s*(?:紫色)?\s*石蕊(?:试液|溶液|试纸)?\s*(?:变红|呈红)色?|(?:能?使)?\s*甲基橙(?:试液|溶液)?\s*(?:变红|呈红)色?|强酸性|酸性/,
      () => set([ACID], '酸性溶液中含有大量 H⁺'),
    ) &&
    take(
      /(?:能?使)?\s*pH\s*试纸(?:显|变|呈)蓝色?|(?:能?使)?\s*(?:无色)?\s*酚酞(?:试液|溶液)?\s*(?:变红|呈红)色?|(?:能?使)?\s*(?:紫色|红色)?\s*石蕊(?:试液|溶液|试纸)?\s*(?:变蓝|呈蓝)色?|强碱性|碱性/,
      () => set([BASE], '碱性溶液中含有大量 OH⁻'),
    ) &&
    take(/无色(?:透明)?|无色的?/, () => {
      out.colorless = true;
      out.why.push('无色溶液中不能含有有色离子');
      return true;
    }) &&
    take(/澄清透明的?|透明的?/, () => true) &&
    take(new RegExp(String.raw`pH\s*(?:=|为|等于)\s*${NUMBER}`), (m) => {
      const ph = Number(m[1]);
      if (ph <= 2) return set([ACID], `pH = ${ph} 的溶液呈强酸性，含有大量 H⁺`);
      if (ph >= 12) return set([BASE], `pH = ${ph} 的溶液呈强碱性，含有大量 OH⁻`);
      return false;
    }) &&
    // 「c(H+)/c(OH-) = 10^12」, upside down 「c(OH-)/c(H+) = 10^-12」, or as AG 「lg[c(H+)/c(OH-)] = 12」.
    take(
      new RegExp(
        String.raw`(lg\s*[\[(]?\s*)?c\s*\(\s*(${H}|${OH})\s*\)\s*/\s*c\s*\(\s*(${H}|${OH})\s*\)\s*[\])]?\s*=\s*(?:${POWER}|(-?\d+))`,
      ),
      (m) => {
        const hFirst = !m[2].startsWith('O');
        if (hFirst === !m[3].startsWith('O')) return false;
        const exponent = m[1] ? m[5] : m[4];
        if (exponent === undefined) return false;
        const k = hFirst ? Number(exponent) : -Number(exponent);
        if (k >= 8) return set([ACID], `c(H⁺)/c(OH⁻) = 10^${k} 的溶液呈强酸性`);
        if (k <= -8) return set([BASE], `c(H⁺)/c(OH⁻) = 10^${k} 的溶液呈强碱性`);
        return false;
      },
    ) &&
    // 「c(H+) = 1×10^-13 mol/L」 (常温, so c(OH⁻) = 0.1), 「K_w/c(H+) = 0.1 mol/L」 (that is c(OH⁻)), 「c(Fe3+) = 0.1 mol/L」.
    take(
      new RegExp(
        String.raw`(K\s*_?\s*\{?\s*[wW]\s*\}?\s*/\s*)?c\s*\(\s*([A-Z][A-Za-z0-9()\[\]]*(?:\^\{\d*[+-]\}|\^?\d*[+-]))\s*\)\s*=\s*${VALUE}\s*mol\s*(?:/|·)\s*L(?:\^\{-1\})?`,
      ),
      (m) => {
        const keys = ionOf(m[2]);
        const ion = keys?.length === 1 ? keys[0] : undefined;
        const c = m[3] !== undefined ? Number(m[3]) : Number(m[4] ?? 1) * 10 ** Number(m[5]);
        if (!ion || !(c > 0)) return false;
        // K_w/c(H⁺) is c(OH⁻); at room temperature c(H⁺)·c(OH⁻) = 10⁻¹⁴.
        const [hplus, ohminus] = m[1]
          ? ion === 'H+'
            ? [1e-14 / c, c]
            : [Number.NaN, Number.NaN]
          : ion === 'H+'
            ? [c, 1e-14 / c]
            : ion === 'OH-'
              ? [1e-14 / c, c]
              : [Number.NaN, Number.NaN];
        if (Number.isNaN(hplus)) {
          if (m[1]) return false;
          out.media = out.media.map((md) => ({ ...md, adds: [...md.adds, ion] }));
          out.why.push(`溶液中含有大量 ${ionText(ion)}`);
          return true;
        }
        if (hplus >= 0.01) return set([ACID], `c(H⁺) = ${Number(hplus.toPrecision(3))} mol/L，溶液呈强酸性`);
        if (ohminus >= 0.01) return set([BASE], `c(OH⁻) = ${Number(ohminus.toPrecision(3))} mol/L，溶液呈强碱性`);
        return false;
      },
    ) &&
    // 「含有大量 Fe3+ 的溶液」「0.1 mol/L 的 KNO3 溶液」: the solution brings its own ions.
    take(
      new RegExp(
        String.raw`(?:含有?大量|含)\s*([A-Z][A-Za-z0-9()\[\]]*(?:\^\{\d*[+-]\}|\^?\d*[+-]))|(?:${NUMBER}\s*mol\s*(?:/|·)\s*L(?:\^\{-1\})?\s*的?\s*)?([A-Z][A-Za-z0-9()]*)(?=\s*溶液)`,
      ),
      (m) => {
        const adds = m[1] ? ionOf(m[1]) : saltIons(m[3]);
        if (!adds) return false;
        out.media = out.media.map((md) => ({ ...md, adds: [...md.adds, ...adds] }));
        out.why.push(`溶液中含有大量 ${adds.map(ionText).join('、')}`);
        return true;
      },
    ) &&
    // 「氯化铁溶液」「0.1 mol·L⁻¹ 硫酸钠溶液」: a strong electrolyte named in words.
    take(new RegExp(String.raw`(?:${NUMBER}\s*mol\s*(?:/|·)\s*L(?:\^\{-1\})?\s*的?\s*)?(${SALT_NAMES.join('|')})(?=\s*溶液)`), (m) => {
      const adds = saltIons(SALT_FORMULA[m[2]]);
      if (!adds) return false;
      out.media = out.media.map((md) => ({ ...md, adds: [...md.adds, ...adds] }));
      out.why.push(`${m[2]}溶液中含有大量 ${adds.map(ionText).join('、')}`);
      return true;
    });
  if (!ok) return null;
  const rest = (filler ? t.replace(filler, '') : t).replace(
    /常温下|室温下|25\s*°\s*C\s*时?|在|的|水?溶液|中|里|下|时|[,，：:、;；\s]/g,
    '',
  );
  return rest ? null : out;
}

/** The table's ions a written ion stands for (HSO4⁻ is H⁺ and SO4²⁻ in water); null when unknown. */
function ionOf(text: string): IonKey[] | null {
  const s = parseSpecies(text);
  return s && s.charge !== 0 ? ionKeysInWater(s) : null;
}

function saltIons(formula: string): IonKey[] | null {
  const s = parseSpecies(formula);
  const ions = s ? dissolvedIons(s) : null;
  if (!ions) return null;
  const keys = ions.map((i) => ionKeysInWater(i.ion));
  return keys.every((k) => k) ? [...new Set((keys as IonKey[][]).flat())] : null;
}

/** The names of the strong electrolytes whose ions the table knows (氯化铁, 硫酸钠 …), longest first. */
const SALT_FORMULA: Record<string, string> = {};
// biome-ignore format: a list of names reads best packed
for (const name of ['氯化铁', '氯化亚铁', '氯化铝', '氯化铜', '氯化钡', '氯化钙', '氯化镁', '氯化钠', '氯化钾', '氯化铵', '硫酸铜', '硫酸亚铁', '硫酸铁', '硫酸铝', '硫酸镁', '硫酸钠', '硫酸锌', '碳酸钠', '碳酸钾', '碳酸氢钠', '硝酸银', '硝酸钾', '硝酸铵', '高锰酸钾', '氢氧化钠', '氢氧化钾', '盐酸', '硫酸', '硝酸']) {
  const found = findNamedSubstances(name);
  if (found.length === 1 && found[0].name === name) SALT_FORMULA[name] = found[0].formula;
}
const SALT_NAMES = Object.keys(SALT_FORMULA).sort((a, b) => b.length - a.length);

const ionText = (key: IonKey) => `$${ionLatex(key)}$`;

/** Exam typesetting left after normalising: 「SO4{ }^{2 -}」, 「\\frac{c(H^{+})}{c(OH^{-})}」. */
function untypeset(text: string): string {
  return text
    .replace(/\u2212/g, '-')
    .replace(/\{\s*\}/g, '')
    .replace(/\^\s*\{\s*(\d*)\s*([+-])\s*(\d*)\s*\}/g, '^{$1$2$3}')
    .replace(/\\d?frac\s*\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}\s*\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g, '$1/$2');
}

/** 「pH = 1 的溶液中：Na⁺、Fe²⁺、NO3⁻」 → its condition and its ions; null when a piece is not read. */
function readOption(text: string): { condition: Condition; ions: IonKey[] } | null {
  const t = untypeset(text).replace(/[。.]\s*$/, '');
  const colon = Math.max(t.lastIndexOf('：'), t.lastIndexOf(':'));
  const condition = readCondition(colon >= 0 ? t.slice(0, colon) : '');
  if (!condition) return null;
  const tokens = (colon >= 0 ? t.slice(colon + 1) : t).split(/[、,，;；\s]+/).filter(Boolean);
  const ions: IonKey[] = [];
  for (const token of tokens) {
    const keys = ionOf(token);
    if (!keys) return null;
    if (keys.length > 1) condition.why.push(`$${parseSpecies(token)!.latex}$ 在水中完全电离出 ${keys.map(ionText).join('、')}`);
    for (const key of keys) if (!ions.includes(key)) ions.push(key);
  }
  return ions.length >= 2 ? { condition, ions } : null;
}

/** Whether the ions can be present together in large amounts in one medium. */
function together(ions: IonKey[], medium: Medium, colorless: boolean): Verdict {
  const all = [...new Set([...ions, ...medium.adds])];
  if (colorless) {
    const colored = all.find((k) => ionColor(k));
    if (colored) return { together: false, why: `${ionText(colored)} 的溶液呈${ionColor(colored)}，不是无色溶液` };
  }
  for (const [i, a] of all.entries()) {
    for (const b of all.slice(i + 1)) {
      const v = pairVerdict(a, b);
      if (typeof v === 'object') return { together: false, why: `${ionText(a)} 与 ${ionText(b)} ${v.react}，不能大量共存` };
    }
  }
  const redox = acidRedox(all);
  if (redox) {
    const [oxidant, reductant] = redox;
    return { together: false, why: `酸性条件下 ${ionText(oxidant)} 能氧化 ${ionText(reductant)}，不能大量共存` };
  }
  const unsure = all.flatMap((a, i) =>
    all
      .slice(i + 1)
      .filter((b) => pairVerdict(a, b) === 'unsure')
      .map((b) => [a, b]),
  );
  if (unsure.length || acidRedoxUnsure(all)) return { together: null, why: '' };
  return { together: true, why: `${all.map(ionText).join('、')} 相互之间不反应，能大量共存` };
}

/**
 * 「与铝反应放出氢气」 read as acid, with NO3⁻ among the ions: papers differ on whether this case counts against
 * the option (HNO3 gives off no H2) or is simply not the solution meant. Both readings agree that it is no case
 * in which the ions do coexist, so it counts as 「不能」 except for 「一定能」, where only a reaction of the ions
 * themselves in acid decides it.
 */
function togetherInAcidWithNitrate(ions: IonKey[], medium: Medium, colorless: boolean, quantifier: Quantifier): Verdict {
  const v = together(ions, medium, colorless);
  if (v.together === false) return v;
  if (quantifier === 'must') return { together: null, why: '' };
  return { together: false, why: `酸性溶液中有 ${ionText('NO3-')} 时与铝反应不放出氢气` };
}

/** The option's verdict over every medium its conditions allow: 「一定」 needs all of them, 「可能」 one. */
function decide(ions: IonKey[], cond: Condition, quantifier: Quantifier, negated: boolean): Verdict {
  const verdicts = cond.media.map((m) =>
    m.noNitrate && ions.includes('NO3-')
      ? togetherInAcidWithNitrate(ions, m, cond.colorless, quantifier)
      : together(ions, m, cond.colorless),
  );
  const intro = cond.why.length ? `${cond.why.join('；')}。` : '';
  if (verdicts.length === 1) return { together: verdicts[0].together, why: intro + verdicts[0].why };
  // 「一定不能」 over two possible solutions is read by few papers the same way: left to a person.
  if (negated) return { together: null, why: '' };
  const no = verdicts.find((v) => v.together === false);
  const yes = verdicts.find((v) => v.together === true);
  if (quantifier === 'must' && no) return { together: false, why: `${intro}${no.why}，所以不是一定能大量共存` };
  if (quantifier === 'may' && yes) return { together: true, why: `${intro}${yes.why}，所以可能大量共存` };
  if (verdicts.every((v) => v.together === true)) return { together: true, why: `${intro}两种情况下都能大量共存` };
  if (verdicts.every((v) => v.together === false)) return { together: false, why: `${intro}两种情况下都不能大量共存` };
  return { together: null, why: '' };
}

/**
 * 「下列各组离子在指定溶液中一定能大量共存的是」: each option's ions (with the stem's and the option's
 * conditions) are checked pair by pair against the table of reactions; an answer only when every option is
 * decided and exactly one fits the ask. Null when the stem is not such a question.
 */
export function solveIonCoexistence(split: ChoiceSplit): Solved | Refused | null {
  if (!STEM.test(split.stem)) return null;
  // Any other 「不」 is left over by the reading of the stem, so 「不能」 anywhere is the negated ask
  // (「不能在溶液中大量共存」 as well as 「在溶液中不能大量共存」).
  const negated = /不能/.test(split.stem);
  const quantifier = /一定/.test(split.stem) ? 'must' : /可能/.test(split.stem) ? 'may' : null;
  const stemCondition = readCondition(
    untypeset(split.stem)
      .replace(/[（(]\s*(?:\\quad)?\s*[)）]/g, '')
      .replace(/^\s*\d+\s*[.、．]\s*/, '')
      .replace(/[（(]\s*\d+\s*分\s*[)）]/g, ''),
    ASK_WORDS,
  );
  const fail = (why: string) =>
    refused(
      'chemistry',
      `这是判断离子能否大量共存的选择题。${why}为避免选错，暂不作答。可以把其中一组离子单独提问，或请老师帮忙。`,
      'choice',
    );
  if (!stemCondition) return fail('题干中的条件（或所问的方式）目前还不能完全读懂，');
  if (DEMAND_AFTER_ASK.test(untypeset(split.stem)))
    return fail('题目要求离子组本身使溶液呈一定的酸碱性（而不是给出溶液的条件），这要看离子的水解和电离程度，');
  const verdicts = split.options.map((o) => {
    const read = readOption(o.text);
    if (!read) return { letter: o.letter, together: null, why: '', read: false };
    const cond: Condition = {
      media: combine(stemCondition.media, read.condition.media),
      colorless: stemCondition.colorless || read.condition.colorless,
      why: [...stemCondition.why, ...read.condition.why],
    };
    const media = cond.media.length ? cond : null;
    return { letter: o.letter, read: true, ...(media ? decide(read.ions, media, quantifier, negated) : { together: null, why: '' }) };
  });
  const undecided = verdicts.filter((v) => v.together === null).map((v) => v.letter);
  const picks = verdicts.filter((v) => v.together === !negated);
  if (undecided.length || picks.length !== 1) {
    const decided = verdicts.filter((v) => v.together !== null).map((v) => `${v.letter}${v.together ? '能' : '不能'}大量共存`);
    return fail(
      `${decided.length ? `已判断：${decided.join('、')}；` : ''}${undecided.length ? `选项 ${undecided.join('、')} 中有离子或条件目前还不能确定，` : '没有恰好一个选项符合要求，'}`,
    );
  }
  const pick = picks[0];
  const markdown = optionByOptionMarkdown(
    '**思路**：离子之间生成沉淀、气体、弱电解质，发生氧化还原反应、相互促进水解或生成配合物时，就不能大量共存；还要把题目条件带来的离子（酸性溶液中的 H⁺、碱性溶液中的 OH⁻）和「无色」等限制一起考虑。',
    verdicts.map((v) => `- **${v.letter}**：${v.why}。`),
    pick.letter,
  );
  const option = split.options.find((o) => o.letter === pick.letter)!;
  return solved(
    'chemistry',
    'offline:chemistry:ion-coexistence',
    markdown,
    `${pick.letter}（${option.text.trim()}）`,
    '已逐组核对离子之间的反应',
    'choice',
  );
}

/** The stem's media and the option's together; an empty list when they contradict (acid stem, basic option). */
function combine(stem: Medium[], option: Medium[]): Medium[] {
  const out: Medium[] = [];
  for (const s of stem) {
    for (const o of option) {
      const adds = [...new Set([...s.adds, ...o.adds])];
      if (adds.includes('H+') && adds.includes('OH-')) continue;
      out.push({ adds, noNitrate: s.noNitrate || o.noNitrate });
    }
  }
  return out;
}
