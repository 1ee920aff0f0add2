import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { questionPart } from '../question';
import { answerAskedFact, askedFromBlank, shownInUnit } from './asked-fact';
import { num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { stretchFacts } from './motion-statements';
import { optionValue } from './option-values';
import { chooseStatements, type WorkedSituation } from './statement-judge';

const COEF = String.raw`(\d+(?:\.\d+)?)?`;
/** 「x = 5t + t²」「s=4t+2t^{2}」: the displacement as v₀t + ½at², both coefficients positive. */
const LAW = new RegExp(String.raw`([xs])\s*=\s*${COEF}\s*t\s*\+\s*${COEF}\s*t\s*(?:\^\s*\{?\s*2\s*\}?|²)`);
/** How a paper says the law is in SI units: 「（各物理量均采用国际单位制单位）」「（x 的单位为 m，t 的单位为 s）」「(m)」. */
const SI_NOTES = [
  /[(（]?\s*(?:各物理量|式中各量|各量)\s*(?:均|都)?\s*(?:采用|用|为)\s*国际单位\s*(?:制)?\s*(?:单位)?\s*[)）]?/g,
  /[(（]?\s*[xs]\s*的单位(?:为|是)\s*m\s*[,，、]\s*t\s*的单位(?:为|是)\s*s\s*[)）]?/g,
  /^\s*[(（]\s*m\s*[)）]/,
];
const N = String.raw`(\d+(?:\.\d+)?)`;

/**
 * A straight-line motion told by its displacement law x = v₀t + ½at² (「x = 5t + t²」, SI units): v₀ and a read off
 * the law, then an asked quantity (第 n s 内的位移, 前 n s 内的平均速度, n s 末的速度, 相邻 1 s 内的位移差 aT², 任意 1 s
 * 内的速度增量 aT) worked, as a blank or against value options, or each statement judged. Both coefficients must be
 * positive (the body never turns back, so 位移 and 路程 agree) and the law the only data; anything else is left.
 */
export function solveDisplacementLaw(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  let text = normalizeMechanics(split?.stem ?? raw);
  const law = LAW.exec(text);
  if (!law || !/位移|x\s*与\s*时间|位置/.test(text) || /图|加速度[^,，。]*变|变加速|[xs]\s*=.*[xs]\s*=/.test(text)) return null;
  const v0 = Number(law[2] ?? 1);
  const a = 2 * Number(law[3] ?? 1);
  if (!(v0 > 0) || !(a > 0)) return null;
  const after = text.slice(law.index + law[0].length);
  let rest = after;
  for (const note of SI_NOTES) rest = rest.replace(note, ' ');
  // Any other unit note (「x 的单位为 cm」「(cm)」「t 的单位为 min」) puts the law outside SI: v₀ and a are not m/s, m/s².
  if (/单位|[(（]\s*(?:[a-zA-Z]+|厘米|米|分钟?|小时|秒)\s*[)）]/.test(rest)) return null;
  text = `${text.slice(0, law.index)} 位移关系 ${rest}`;
  // Every number other than the law's must be an n the ask or an option names.
  const question = questionPart(text).text;
  const before = text.slice(0, text.length - question.length);
  if (/\d/.test(before.replace(/^\s*\d{1,3}\s*[.．、]/, ''))) return null;
  const x = (t: number) => v0 * t + (a * t * t) / 2;
  const v = (t: number) => v0 + a * t;
  const s: WorkedSituation = {
    facts: [
      // Each label ends in its symbol, which the answer shows.
      ...stretchFacts(x, v, Number.POSITIVE_INFINITY, '').map((f) => ({ ...f, label: `${f.label} ${f.unit === 'm' ? 'x' : 'v'}` })),
      { name: /初速度/, value: () => v0, unit: 'm/s', label: '初速度 v_0' },
      { name: /(?<!初)加速度/, value: () => a, unit: 'm/s^2', label: '加速度 a' },
      {
        name: new RegExp(`(?:任意)?(?:两个)?(?:连续)?相邻(?:的)?${N}s内(?:的)?位移(?:之)?差(?:都|均)?`),
        value: (_, n) => (n && n > 0 ? a * n * n : null),
        unit: 'm',
        label: '相邻 n s 内的位移差 \\Delta{x}',
      },
      {
        name: new RegExp(`任意(?:的)?${N}s内(?:的)?速度(?:的)?(?:增量|增加量|变化量|改变量|增加)(?:都|均)?`),
        value: (_, n) => (n && n > 0 ? a * n : null),
        unit: 'm/s',
        label: '任意 n s 内的速度增量 \\Delta{v}',
      },
    ],
    letters: null,
    kind: '匀加速直线运动',
    working: [
      `对照 $x = v_0 t + \\frac{1}{2}at^2$ 与 $${law[1]} = ${law[2] ?? ''}t + ${law[3] ?? ''}t^2$：$v_0 = ${num(v0)}\\ \\mathrm{m/s}$，$\\frac{1}{2}a = ${num(a / 2)}\\ \\mathrm{m/s^2}$，即 $a = ${num(a)}\\ \\mathrm{m/s^2}$。`,
      '于是 $v = v_0 + at$；第 n s 内的位移是 $x(n) - x(n-1)$，前 n s 内的平均速度是 $\\frac{x(n)}{n}$；相邻相等时间 $T$ 内的位移差 $\\Delta x = aT^2$，$T$ 内的速度增量 $\\Delta v = aT$。',
    ],
  };
  if (
    split &&
    split.options.length >= 2 &&
    !split.options.every((o) => optionValue(o.text, 'm') ?? optionValue(o.text, 'm/s') ?? optionValue(o.text, 'm/s^2'))
  )
    return chooseStatements(raw, split, s);
  const blank = askedFromBlank(text);
  if (!split && !blank) return null;
  const asked = (blank?.asked ?? text).replace(/(?:该|此|这个|这一)(?=质点|物体|汽车|小车|物块)/g, '');
  const out = answerAskedFact(asked, split, s, '把 $t$ 代入位移关系式与速度公式 $v = v_0 + at$ 两种算法，结果相同。', true);
  if (!shownInUnit(out, blank?.unit)) return null;
  return out;
}
