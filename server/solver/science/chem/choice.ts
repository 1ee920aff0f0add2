import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { pickNumericOption, readOptionNumber } from '../choice';
import { extractComparable } from '../comparable';
import { optionByOptionMarkdown, refused, solved, verdictLine } from '../outcome';
import { math } from '../physics/units';
import { uniqueEqualOption } from '../unique-option';
import { isBalanced } from './balance';
import { solveClassificationChoice } from './classify/choose';
import { solveSubstanceKindChoice } from './classify/kind-choice';
import { solveCoplanarChoice } from './coplanar-choice';
import { solveElectrochemChoice } from './electrochem-choice';
import { findEquation } from './equation-text';
import { solveGasRatioChoice } from './gas-laws';
import { solveIonCoexistence } from './ion-coexistence';
import { solveIonConcentrationChoice } from './ion-concentration-choice';
import { solveIonicEquationChoice } from './ionic-equation-choice';
import { solveIsomerChoice } from './isomer-choice';
import { solveIsomerComparison } from './isomer-compare';
import { solveLabPractice } from './lab-practice/choose';
import { judgeStatement } from './na-judge';
import { solveRedoxEquationOptions } from './redox-equation-options';
import { solveRedoxRatioChoice } from './redox-ratio';
import { solveRedoxStatementChoice } from './redox-statement-choice';
import { solveSameAmountRatio } from './same-amount-ratio';
import { solveChemistryStem } from './stem-kinds';
import { solveStoichiometry } from './stoich-solver';
import { solveSubstanceStatements } from './substance-facts/choose';

/** Words that make a choice question chemistry. */
const CHEMISTRY = /化学|方程式|分子式|同分异构|摩尔|\bmol\b|物质的量|N_?\{?A\}?|阿伏[加伽]德罗|溶液|元素|离子|氧化|还原|相对.{0,2}质量/;
const ASK_SPLIT = '可以把某个选项单独提问（例如“配平 …”或“计算 …的物质的量”），或请老师帮忙。';

/**
 * Chemistry choice questions. Statements about equations are checked option by option: an option
 * whose atoms or charges do not balance is certainly wrong, but whether a balanced one is right (does
 * the reaction happen, products, conditions, ↑↓) is chemistry knowledge not decided here, so such a
 * question is refused with what was found. A computational stem is solved alone and matched to the options.
 */
export function solveChemistryChoice(text: string, split: ChoiceSplit): Solved | Refused | null {
  const ions = solveIonCoexistence(split);
  if (ions) return ions;
  // 「所有原子可能共平面的是」: every option a molecule, decided by its shape.
  const plane = solveCoplanarChoice(split);
  if (plane) return plane;
  // 同位素 / 同素异形体 / 同系物 / 同分异构体 and a nuclide's counts: every option decided from what is written.
  // A refusal waits: the substance-fact chooser reads wider 「X 属于 K」 statements and may decide every option.
  const classes = solveClassificationChoice(split) ?? solveSubstanceKindChoice(split);
  if (classes?.ok) return classes;
  const sameAmount =
    solveSameAmountRatio(split) ?? solveGasRatioChoice(split) ?? solveRedoxRatioChoice(split) ?? solveIonConcentrationChoice(split);
  if (sameAmount) return sameAmount;
  // Statements about one written redox equation, or one property of each option's equation (水作氧化剂).
  const redox = solveRedoxStatementChoice(text, split) ?? solveRedoxEquationOptions(text, split);
  if (redox) return redox;
  // Statements about what substances are, do and are used for: answered only when every option is decided.
  const substance = solveSubstanceStatements(split);
  if (substance?.ok) return substance;
  // Laboratory practice (operations, gases prepared, impurities removed, ions tested): every option by the table.
  const lab = solveLabPractice(text, split);
  if (lab?.ok) return lab;
  if (classes) return classes;
  const chemistry = CHEMISTRY.test(text) || split.options.some((o) => findEquation(o.text));
  if (!chemistry) {
    // 「完全燃烧 4 g 氢气，消耗氧气的质量为」 names its substances without any of the words above: it is chemistry
    // when one of the calculation kinds reads the whole stem.
    const stem = solveChemistryStem(split.stem);
    if (stem?.ok) return matchStem(stem, split);
    // A refusal only when most options were read as substance facts: a physics question with one option naming a
    // material must still reach the physics readers.
    return substance?.ok ? substance : solveSubstanceStatements(split, 0.5);
  }
  const isomers = solveIsomerChoice(split) ?? solveIsomerComparison(split);
  if (isomers) return isomers;
  // 电化学: the cell worked out from the stem, every option judged from it.
  const cell = solveElectrochemChoice(text, split);
  if (cell) return cell;
  // 离子方程式正误: decided option by option from certain faults and a table of textbook equations.
  const ionic = solveIonicEquationChoice(text, split);
  if (ionic) return ionic;
  const equations = split.options.map((o) => ({ letter: o.letter, eq: findEquation(o.text) }));
  if (equations.filter((e) => e.eq).length >= 2 || /方程式/.test(split.stem)) {
    const unbalanced = equations.filter((e) => e.eq && !isBalanced(e.eq.reactants, e.eq.products, e.eq.written)).map((e) => e.letter);
    const found = unbalanced.length
      ? `已逐项核对：选项 ${unbalanced.join('、')} 两边的原子（或电荷）不守恒，一定书写错误；`
      : '已逐项核对：各选项两边的原子（和电荷）都守恒；';
    return refused(
      'chemistry',
      `这是判断化学方程式（或离子方程式）正误的选择题。${found}其余选项还要判断反应能否发生、产物、反应条件和 ↑↓ 符号是否正确，这些目前还不能自动判断，为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  }
  // 「转移电子的数目为 A. 0.1N_A B. 0.2N_A …」: a computed amount whose options count it in N_A.
  const multiples = split.options.map((o) => readAvogadroMultiple(o.text));
  if (!/说法|叙述|正确|错误/.test(split.stem) && multiples.every((k) => k !== null)) {
    const stem = solveChemistryStem(split.stem);
    if (stem?.ok) return matchMultiples(stem, split, multiples as number[]);
    if (stem) return { ...stem, problemType: 'choice' };
  }
  if (/N_?\{?A\}?|阿伏[加伽]德罗常数/.test(text)) return solveAvogadroChoice(split);
  // A statement question whose every option is a calculation (6.02×10²³, electrolysis, preparing a solution).
  if (/说法|叙述/.test(split.stem)) {
    const all = solveAvogadroChoice(split);
    if (all.ok) return all;
  }
  const stem = solveChemistryStem(split.stem);
  if (!stem && /说法|叙述|描述|措施|操作|方法|解释|结论|判断|正确|错误|不正确|不当|可行/.test(split.stem)) {
    if (lab) return lab;
    if (substance) return substance;
    return refused(
      'chemistry',
      `这道选择题要结合化学知识逐项判断各个说法，目前还不能自动判断，为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  }
  if (!stem) {
    return refused(
      'chemistry',
      `这是一道化学选择题，但没能从题干中读出一个可以直接计算的问题，为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  }
  if (!stem.ok) return { ...stem, problemType: 'choice' };
  return matchStem(stem, split);
}

/** A solved computational stem matched to the one option that agrees with it; anything else is a refusal. */
function matchStem(stem: Solved, split: ChoiceSplit): Solved | Refused {
  const percent = /(-?\d+(?:\.\d+)?)\\%\$$/.exec(stem.finalAnswer);
  if (percent) return matchPercent(stem, split, Number(percent[1]));
  const exact = matchExact(stem, split);
  if (exact) return exact;
  const picked = pickNumericOption(stem, split);
  if ('refuse' in picked) return refused('chemistry', `${picked.refuse}${ASK_SPLIT}`, 'choice');
  return picked.outcome;
}

/**
 * An exact result (c = n/V, pH of a strong acid, …) matched to the one option equal to it in the option's unit,
 * every other option at least 1 % away: 「1 mol/L」 is then read as exactly 1, not as anything from 0.5 to 1.5.
 * Null when no option is exactly equal, and the usual matching by printed precision decides.
 */
function matchExact(stem: Solved, split: ChoiceSplit): Solved | null {
  if (!stem.engine.startsWith('offline:chemistry:')) return null;
  const got = extractComparable(stem);
  if (!got || !('numbers' in got) || got.numbers.length !== 1 || /\\approx/.test(stem.finalAnswer)) return null;
  const [value, unit] = [got.numbers[0], got.units[0]];
  const pick = uniqueEqualOption(value, split, (t) => {
    const o = readOptionNumber(t);
    if (!o || !o.unit !== !unit) return null;
    try {
      return unit && o.unit ? math.unit(o.value, o.unit).toNumber(unit) : o.value;
    } catch {
      return null;
    }
  });
  if (typeof pick === 'string') return null;
  return {
    ...stem,
    problemType: 'choice',
    markdown: `${stem.markdown}\n\n**对照选项**：计算结果与选项 ${pick.letter}（${pick.text}）相等，其余选项都不相等。`,
    finalAnswer: `${pick.letter}（${stem.finalAnswer}）`,
  };
}

/** 「0.2N_A」, 「0.2 N_{A}」, 「N_A」 → 0.2, 1; null for anything else. */
function readAvogadroMultiple(text: string): number | null {
  const m = /^\s*\$?\s*(\d+(?:\.\d+)?)?\s*(?:\\mathrm\s*\{\s*~?\s*)?N\s*\}?\s*_\s*\{?\s*(?:\\mathrm\s*\{)?\s*A\s*\}?\s*\}?\s*\$?\s*$/.exec(
    text.replace(/\\square/g, ''),
  );
  return m ? Number(m[1] ?? 1) : null;
}

/** A stem solved in mol (of particles, e.g. electrons) matched to the one option k·N_A with k equal to it. */
function matchMultiples(stem: Solved, split: ChoiceSplit, multiples: number[]): Solved | Refused {
  const inMol = /=\s*(\d+(?:\.\d+)?)\\ \\mathrm\{mol\}\$$/.exec(stem.finalAnswer);
  // A count of particles (「N = 5.418 × 10^{23}」) is that many N_A when divided by 6.02 × 10²³.
  const count = /^\$N[^=]*=\s*(\d+(?:\.\d+)?)\s*\\times\s*10\^\{(\d+)\}\$$/.exec(stem.finalAnswer);
  const mol =
    inMol ?? (count ? [count[0], String(Number(((Number(count[1]) * 10 ** Number(count[2])) / AVOGADRO).toPrecision(10)))] : null);
  if (!mol) return refused('chemistry', `算出了题干的结果，但没能把它和选项一一对照。${ASK_SPLIT}`, 'choice');
  const pick = uniqueEqualOption(Number(mol[1]), split, (t) => multiples[split.options.findIndex((o) => o.text === t)] ?? null);
  if (typeof pick === 'string')
    return refused('chemistry', `算出了题干的结果，但它和选项对不上，为避免选错，暂不作答。${ASK_SPLIT}`, 'choice');
  return {
    ...stem,
    problemType: 'choice',
    markdown: `${stem.markdown}\n\n**对照选项**：$${mol[1]}\\ \\mathrm{mol}$ 即 $${mol[1]}N_A$ 个，与选项 ${pick.letter}（${pick.text}）一致，其余选项都不符合。`,
    finalAnswer: `${pick.letter}（${stem.finalAnswer}）`,
  };
}

/** A mass fraction matched to the one option printing it as a percentage (「20%」, 「20 \\%」). */
function matchPercent(stem: Solved, split: ChoiceSplit, value: number): Solved | Refused {
  const read = (t: string) => {
    const m = /^\s*\$?\s*(\d+(?:\.\d+)?)\s*\\?%\s*\$?\s*$/.exec(t.trim());
    return m ? { value: Number(m[1]), half: 0.5 * 10 ** -(m[1].split('.')[1]?.length ?? 0) } : null;
  };
  const options = split.options.map((o) => read(o.text));
  // Equal to the option's printed precision (46.67 % is 「46.7%」), and every other option at least 1 % away.
  const hits = split.options.filter((_, i) => options[i] && Math.abs(options[i]!.value - value) <= options[i]!.half + 1e-9);
  const clear = options.every((o) => o && (Math.abs(o.value - value) <= o.half + 1e-9 || Math.abs(o.value - value) > 0.01 * value));
  if (hits.length !== 1 || !clear) {
    return refused('chemistry', `算出了题干的结果，但它和选项对不上（或有选项无法比较），为避免选错，暂不作答。${ASK_SPLIT}`, 'choice');
  }
  const pick = hits[0];
  return {
    ...stem,
    problemType: 'choice',
    markdown: `${stem.markdown}\n\n**对照选项**：计算结果与选项 ${pick.letter}（${pick.text}）一致，其余选项都不符合。`,
    finalAnswer: `${pick.letter}（${stem.finalAnswer}）`,
  };
}

const AVOGADRO = 6.02e23;
/** Words of an N_A statement that need more than counting (state, reaction, solution, mixture…). */
const NOT_COUNTING =
  /标准状况|标况|常温|常压|L\b|升|溶液|mol\/L|mol·L|反应|转移|生成|混合|充分|密闭|电离|水解|键|最外层|价电子|电子对|未成对|离子|中子|同位素|重水|\^\s*\{?\d+\}?\s*[A-Z]|胶体|燃烧|电解|得到|失去|分解|和|与|、|或|及/;
const NA = String.raw`(\d+(?:\.\d+)?)?\s*N_?\{?A\}?`;

/**
 * "设 N_A 为阿伏加德罗常数的值，下列说法正确的是": each option that only counts particles in a mass or
 * an amount of one substance ("18 g H2O 中含有的质子数为 10N_A") is decided by computing the count;
 * any other option (gas volumes, solutions, reactions, mixtures) is not decided, and then neither is
 * the question.
 */
function solveAvogadroChoice(split: ChoiceSplit): Solved | Refused {
  const wantsFalse = /错误|不正确/.test(split.stem);
  const wantsTrue = !wantsFalse && /正确/.test(split.stem);
  const verdicts = split.options.map((o) => {
    const counted = countingVerdict(o.text);
    const judged = counted.verdict === null ? judgeStatement(o.text) : null;
    return { letter: o.letter, text: o.text, ...(judged ?? counted) };
  });
  const undecided = verdicts.filter((v) => v.verdict === null).map((v) => v.letter);
  const picks = verdicts.filter((v) => v.verdict === wantsTrue);
  if (!wantsTrue && !wantsFalse) return refused('chemistry', `没能看出题目要选正确的还是错误的说法。${ASK_SPLIT}`, 'choice');
  if (undecided.length > 0 || picks.length !== 1) {
    const decided = verdicts.filter((v) => v.verdict !== null).map((v) => `${v.letter}${v.verdict ? '正确' : '错误'}`);
    return refused(
      'chemistry',
      `这是判断与阿伏加德罗常数有关的说法的选择题。${decided.length ? `按粒子数计算，${decided.join('、')}；` : ''}${undecided.length ? `选项 ${undecided.join('、')} 还要结合物质状态、反应程度、溶液中的电离或水解等判断，目前还不能自动判断，` : '没有恰好一个选项符合要求，'}为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  }
  const pick = picks[0];
  const markdown = optionByOptionMarkdown(
    `**思路**：逐项把质量、气体体积（标准状况）或溶液的浓度与体积换算成 $n$，再乘以每个粒子所含的个数，与选项给出的 $N_A$ 倍数比较；同时注意物质的状态、可逆反应、溶液中的水解和溶剂等条件。${split.options.some((o) => /6\.02\s*(?:\\times|×)\s*10/.test(o.text)) ? '（选项中的 $6.02 \\times 10^{23}$ 即 $N_A$ 个。）' : ''}`,
    verdicts.map((v) => verdictLine(v.letter, v.why, v.verdict === true)),
    pick.letter,
  );
  return solved(
    'chemistry',
    'offline:stoichiometry',
    markdown,
    `${pick.letter}（${pick.text.replace(/\\square/g, '').trim()}）`,
    '已逐项计算各选项中的粒子数并与选项比较',
    'choice',
  );
}

/** One counting statement decided by computing it; null when it is not only counting. */
function countingVerdict(option: string): { verdict: boolean | null; why: string } {
  const none = { verdict: null, why: '' };
  const t = option
    .replace(/\$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[。.;；]\s*$/, '');
  if (NOT_COUNTING.test(t)) return none;
  // "…数为 2N_A" / "…数目是 0.5 N_A" or "含有 N_A 个氧原子".
  const stated = new RegExp(`^(.*?(?:数|数目|总数))\\s*(?:为|是|约为|等于)\\s*${NA}$`).exec(t);
  const counted = new RegExp(`^(.*?含有?)\\s*${NA}\\s*个\\s*([\\u4e00-\\u9fa5]{1,4})$`).exec(t);
  let question: string;
  let k: number;
  if (stated) {
    question = `${stated[1]}是多少？`;
    k = Number(stated[2] ?? 1);
  } else if (counted) {
    question = `${counted[1]}多少个${counted[3]}？`;
    k = Number(counted[2] ?? 1);
  } else return none;
  const out = solveStoichiometry(question);
  if (!out?.ok || out.engine !== 'offline:stoichiometry') return none;
  const m = /([\d.]+)(?: \\times 10\^\{(-?\d+)\})?\$$/.exec(out.finalAnswer);
  if (!m || !/^\$N/.test(out.finalAnswer)) return none;
  const value = Number(m[1]) * 10 ** Number(m[2] ?? 0);
  const ratio = value / AVOGADRO;
  const exact = Math.abs(ratio - Math.round(ratio * 1000) / 1000) < 1e-6;
  if (!Number.isFinite(k) || !exact) return none;
  const verdict = Math.abs(ratio - k) < 1e-9 * Math.max(1, k);
  return { verdict, why: `${out.finalAnswer.replace(/\$$/, ` = ${Number(ratio.toPrecision(6))}N_A$`)}，选项给出 $${k}N_A$` };
}
