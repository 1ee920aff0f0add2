import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';

/**
 * Stratified sampling (人教A版 必修二 9.1 分层随机抽样): 「某校有高一学生 400 人，高二学生 300 人，高三学生 300 人，用分层
 * 抽样的方法从中抽取 50 人，则应从高一学生中抽取 ＿ 人」. Each stratum gives the sample in proportion to its size:
 * n·Nᵢ/N, which must be a whole number; the shares of all strata are checked to add up to the sample.
 */

const GROUP = /([\u4e00-\u9fff]{1,8}?)(?:有|共有|共)?(\d+)(?:人|名)/g;

export function stratifiedSample(t: string, mp: MathProblem): MathOutcome | null {
  const s = t.replace(/^\d{1,2}[.．、]\s*(?:[(（]\d+分[)）])?/, '').replace(/[。．.]$/, '');
  const m =
    /^(?:某校|某学校|某中学|某单位|某公司|某企业|某工厂|某社区)?(?:有|共有)?(.+?)[，,](?:现|若|为了解[^，,]*[，,])?(?:用|采用|按)分层(?:随机)?抽样(?:的)?(?:方法)?(?:从(?:中|全体[^，,]*中|这些[^，,]*中))?抽取(?:一个)?(?:容量为)?(\d+)(?:人|名)?(?:的样本)?[，,](?:则)?(?:应)?(?:从|在)(.+?)中?抽取(?:的人数为)?＿(?:人|名)?$/.exec(
      s,
    );
  if (!m) return null;
  const groups = [...m[1].matchAll(GROUP)].map((g) => ({ name: g[1].replace(/^[，,、]/, ''), size: Number(g[2]) }));
  // every word of the list is a stratum and its size: nothing else is told there
  if (groups.length < 2 || m[1].replace(GROUP, '').replace(/[，,、和及]/g, '') !== '') return null;
  const n = Number(m[2]);
  const asked = m[3].replace(/^的/, '');
  const hit = groups.filter((g) => g.name === asked || asked.startsWith(g.name) || g.name.startsWith(asked));
  if (hit.length !== 1 || new Set(groups.map((g) => g.name)).size !== groups.length) return null;
  const total = groups.reduce((a, g) => a + g.size, 0);
  if (!(n > 0 && n < total)) return null;
  const shares = groups.map((g) => (n * g.size) / total);
  if (!shares.every(Number.isInteger) || shares.reduce((a, b) => a + b, 0) !== n) return null;
  const k = (n * hit[0].size) / total;
  return solved(mp, {
    engine: 'statistics:stratified',
    idea: '分层抽样中每一层抽取的个体数与该层的个体数成正比，抽样比 = 样本容量 ÷ 总体个数。',
    steps: [
      `总体共 ${im(groups.map((g) => g.size).join('+'))}${im(`=${total}`)} 人，抽样比为 ${im(`\\frac{${n}}{${total}}`)}。`,
      `${hit[0].name}应抽取 ${im(`${hit[0].size}\\times\\frac{${n}}{${total}}=${k}`)} 人。`,
    ],
    finalAnswer: im(String(k)),
    verificationNote: `各层按同一抽样比抽取的人数 ${shares.join('、')} 都是整数，合计 ${n} 人，正是样本容量。`,
    value: { kind: 'numbers', values: [k] },
  });
}
