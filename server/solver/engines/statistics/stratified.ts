import type { MathOutcome, MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';

/**
 * Stratified sampling (人教A版 必修二 9.1 分层随机抽样): 「某校有高一学生 400 人，高二学生 300 人，高三学生 300 人，用分层
 * 抽样的方法从中抽取 50 人，则应从高一学生中抽取 ＿ 人」. Each stratum gives the sample in proportion to its size:
 * n·Nᵢ/N, which must be a whole number; the shares of all strata are checked to add up to the sample.
 */

const GROUP = /([\u4e00-\u9fff]{1,8}?)(?:有|共有|共)?(\d+)(?:人|名)/g;

/** The ask, as papers word it: 「应从女生中抽取＿人」「应抽取女生＿人」「女生应抽取＿人」「从女生中抽取的人数为＿」. */
const ASKS = [
  /^(?:则)?(?:应)?(?:从|在)(.+?)中?抽取(?:的人数为|的人数是)?＿(?:人|名)?$/,
  /^(?:则)?应抽取(?:的)?(.+?)(?:的?人数为|的?人数是)?＿(?:人|名)?$/,
  /^(?:则)?(.+?)中?应抽取(?:的人数为)?＿(?:人|名)?$/,
];

/** What may follow a stratum's name and still name it: 「高二」「高二年级」「高二学生」「管理人员」. */
const SAME_PEOPLE = /^(?:年级)?(?:有)?(?:的)?(?:学生|同学|人员|职工|员工)?$/;

/** 「高一年级有男生400人」: the owner before 有 is not a stratum; 「高一有400人」 keeps its name. */
const OWNER = /^[\u4e00-\u9fff]{1,6}?(?:有|共有)(?=[\u4e00-\u9fff]{1,8}\d)/;

/** 「职工160人，其中业务员120人，…」: the whole told first, then its parts, which must add up to it. */
const WHOLE_THEN_PARTS = /^[\u4e00-\u9fff]{1,8}?(?:有|共有|共)?(\d+)(?:人|名)[，,]其中(.+)$/;

export function stratifiedSample(t: string, mp: MathProblem): MathOutcome | null {
  const s = t.replace(/^\d{1,2}[.．、]\s*(?:[(（]\d+分[)）])?/, '').replace(/[。．.]$/, '');
  const m =
    /^(?:某校|某学校|某中学|某单位|某公司|某企业|某工厂|某社区)?(?:有|共有)?(.+?)[，,](?:现|若|为了解[^，,]*[，,])?(?:用|采用|按)分层(?:随机)?抽样(?:的)?(?:方法)?(?:从(?:中|全体[^，,]*中|这些[^，,]*中))?抽取(?:一个)?(?:容量为)?(\d+)(?:人|名)?(?:的样本)?[，,](.+)$/.exec(
      s,
    );
  if (!m) return null;
  const asked = ASKS.map((re) => re.exec(m[3])?.[1])
    .find(Boolean)
    ?.replace(/^的/, '');
  if (!asked) return null;
  // the owner is said once: 「高一年级有…，高二年级有…」 names each stratum by its owner
  let list = (m[1].match(/有/g) ?? []).length === 1 ? m[1].replace(OWNER, '') : m[1];
  const whole = WHOLE_THEN_PARTS.exec(list);
  if (whole) list = whole[2];
  const groups = [...list.matchAll(GROUP)].map((g) => ({ name: g[1].replace(/^[，,、]/, ''), size: Number(g[2]) }));
  // every word of the list is a stratum and its size: nothing else is told there
  if (groups.length < 2 || list.replace(GROUP, '').replace(/[，,、和及]/g, '') !== '') return null;
  const n = Number(m[2]);
  // the ask names one stratum and nothing more: 「女生比男生多」「男生人数与女生人数之比」 ask another quantity
  const sameStratum = (longer: string, shorter: string) => longer.startsWith(shorter) && SAME_PEOPLE.test(longer.slice(shorter.length));
  const hit = groups.filter((g) => sameStratum(asked, g.name) || sameStratum(g.name, asked));
  if (hit.length !== 1 || new Set(groups.map((g) => g.name)).size !== groups.length) return null;
  if (whole && groups.reduce((a, g) => a + g.size, 0) !== Number(whole[1])) return null;
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
