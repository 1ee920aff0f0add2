import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { plainSentence } from './plain-sentence';

type Out = ReturnType<typeof solved>;

const CN: Record<string, number> = { 三: 3, 四: 4, 五: 5, 六: 6, 七: 7 };
const num = (s: string): number => CN[s] ?? Number(s);
const NAME = '[甲乙丙丁戊]';

type Place = 'adjacent' | 'apart' | 'ends' | 'notEnds';

/**
 * 「甲、乙、丙、丁 4 名同学站成一排，则甲、乙相邻的概率」「5 名同学排成一排，则甲不站在两端的概率」: N people in a
 * random row, every order equally likely; the event is one of 相邻 / 不相邻 (two named) or 站在两端 / 不站在两端 (one
 * named). Counted by 捆绑 / 插空 / 特殊位置优先 and checked by listing every order.
 */
export function namedInRow(text: string, mp: MathProblem): Out | null {
  const t = plainSentence(text);
  const m = new RegExp(
    `^(?:\\d{1,2}\\.)?(?:现有|有|将|把)?((?:${NAME}、)+${NAME})?(?:共|这)?(\\d|[三四五六七])(?:(?:名|位|个)(?:同学|学生|人|小朋友)?|人)(?:随机(?:地)?)?(?:站成|排成)一(?:排|行|列)(?:照相|拍照|合影)?,(?:则)?(.+?)的概率(?:为|是|等于)?$`,
  ).exec(t);
  if (!m) return null;
  const N = num(m[2]);
  if (!(N >= 3 && N <= 7)) return null;
  const listed = m[1] ? m[1].split('、') : null;
  if (listed && (listed.length !== N || new Set(listed).size !== N)) return null;
  const ev = m[3];
  const pair = new RegExp(`^(${NAME})、(${NAME})(?:两人|二人)?(不)?相邻$`).exec(ev);
  const end = new RegExp(`^(${NAME})(不)?(?:站|排)?(?:在)?两端$`).exec(ev.replace(/^(.)不(?:站|排)在/, '$1不'));
  if (!pair && !end) return null;
  const who = (pair ? [pair[1], pair[2]] : [(end as RegExpExecArray)[1]]) as string[];
  if (new Set(who).size !== who.length) return null;
  // named people without a list: 甲 (and 乙) are among the N; with a list, they must be on it
  if (listed && who.some((w) => !listed.includes(w))) return null;
  const place: Place = pair ? (pair[3] ? 'apart' : 'adjacent') : end?.[2] ? 'notEnds' : 'ends';
  const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
  const total = fact(N);
  const byFormula =
    place === 'adjacent'
      ? 2 * fact(N - 1)
      : place === 'apart'
        ? total - 2 * fact(N - 1)
        : place === 'ends'
          ? 2 * fact(N - 1)
          : (N - 2) * fact(N - 1);
  // Check: list every order of 0..N−1 (0 and 1 stand for the named people) and count the event.
  let good = 0;
  const holds = (row: number[]): boolean => {
    const a = row.indexOf(0);
    if (place === 'ends' || place === 'notEnds') return (a === 0 || a === N - 1) === (place === 'ends');
    return (Math.abs(a - row.indexOf(1)) === 1) === (place === 'adjacent');
  };
  const permute = (rest: number[], row: number[]) => {
    if (!rest.length) {
      if (holds(row)) good++;
      return;
    }
    for (const [i, x] of rest.entries()) permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...row, x]);
  };
  permute(
    Array.from({ length: N }, (_, i) => i),
    [],
  );
  if (good !== byFormula) return null;
  const P = Rat.of(good, total);
  const [a, b] = who;
  const how =
    place === 'adjacent'
      ? `把${a}、${b}捆成一个整体，与其余 ${N - 2} 人一起排列有 ${im(`A_{${N - 1}}^{${N - 1}}`)} 种，整体内部有 ${im('A_{2}^{2}')} 种，共 ${im(`${fact(N - 1)}\\times 2=${good}`)} 种。`
      : place === 'apart'
        ? `${a}、${b}相邻的排法有 ${im(`A_{${N - 1}}^{${N - 1}}A_{2}^{2}=${2 * fact(N - 1)}`)} 种，所以不相邻的有 ${im(`${total}-${2 * fact(N - 1)}=${good}`)} 种。`
        : place === 'ends'
          ? `${a}站在两端有 2 种站法，其余 ${N - 1} 人排在余下位置有 ${im(`A_{${N - 1}}^{${N - 1}}`)} 种，共 ${im(`2\\times ${fact(N - 1)}=${good}`)} 种。`
          : `${a}站在中间 ${N - 2} 个位置之一，有 ${N - 2} 种站法，其余 ${N - 1} 人有 ${im(`A_{${N - 1}}^{${N - 1}}`)} 种，共 ${im(`${N - 2}\\times ${fact(N - 1)}=${good}`)} 种。`;
  return solved(mp, {
    engine: 'probability:arrangement',
    idea: '古典概型：所有排法等可能；相邻用“捆绑法”，特殊位置的人优先安排。',
    steps: [
      `${N} 人站成一排，共 ${im(`A_{${N}}^{${N}}=${total}`)} 种等可能的排法。`,
      how,
      `所以 ${im(`P=\\frac{${good}}{${total}}${P.d === BigInt(total) ? '' : `=${P.toLatex()}`}`)}。`,
    ],
    finalAnswer: `$${P.toLatex()}$`,
    verificationNote: `逐一列出全部 ${total} 种排法，所求事件恰有 ${good} 种。`,
    value: { kind: 'numbers', values: [P.toNumber()] },
  });
}
