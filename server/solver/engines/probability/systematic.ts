import { im, refuse, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import type { ChoiceOption } from '../../read/question';
import type { EngineResult } from '../types';

/**
 * 系统抽样 (人教A版 必修二 9.1 / 旧版必修三 2.1.2): N individuals numbered consecutively, n drawn at equal
 * steps, so the step is k = N/n and the drawn numbers are those congruent to one known number modulo k.
 * Two questions: which of the listed numbers is drawn (every option is decided by its remainder, exactly
 * one must be drawn), and the number drawn in the t-th group. The list of drawn numbers is built and
 * counted (n numbers, all within the numbering) as the check.
 */

interface Setting {
  first: number;
  last: number;
  count: number;
  known: number;
  /** the group the known number lies in, when the question names it */
  knownGroup: number | null;
}

const NUM = String.raw`(\d+)`;

function readSetting(text: string): Setting | null {
  const t = text
    .replace(/\$/g, ' ')
    .replace(/\\cdots|\\ldots|…+|⋯/g, '…')
    .replace(/\s+/g, '');
  const range =
    new RegExp(`编号(?:为|是)?(?:[:：])?${NUM},${NUM},…,${NUM}`).exec(t) ??
    new RegExp(`编号(?:为|是)?(?:[:：])?${NUM}(?:~|～|至|到|-|—)${NUM}`).exec(t);
  if (!range) return null;
  const first = Number(range[1]);
  const last = Number(range[range.length - 1]);
  if (range.length === 4 && Number(range[2]) !== first + 1) return null;
  const drawn = [...t.matchAll(/(?:抽取|抽出|选取|抽)(\d+)(?:名|个|人|件|份|户|位)/g)];
  if (drawn.length !== 1) return null;
  const count = Number(drawn[0][1]);
  let known: number | null = null;
  let knownGroup: number | null = null;
  const byName = /(?:若|已知)?(\d+)号(?:学生|同学|职工|员工|产品|个体)?(?:被抽到|被抽中|被选中|被抽出|被选出)/.exec(t);
  const byGroup = /第(\d+)(?:组|段)(?:中)?(?:抽到|抽出|抽取|抽中|选出)的(?:号码|编号|号)(?:为|是)(\d+)/.exec(t);
  if (byName && byGroup) return null;
  if (byName) known = Number(byName[1]);
  if (byGroup) {
    knownGroup = Number(byGroup[1]);
    known = Number(byGroup[2]);
  }
  if (known === null || !(first <= known && known <= last) || !(count > 0)) return null;
  return { first, last, count, known, knownGroup };
}

export function systematicSampling(stem: string, options: ChoiceOption[], mp: MathProblem): EngineResult | null {
  if (!/系统抽样/.test(stem)) return null;
  const s = readSetting(stem);
  if (!s) return null;
  const size = s.last - s.first + 1;
  if (size % s.count !== 0)
    return { outcome: refuse(mp, '总体个数不能被样本容量整除，系统抽样的分段间隔不是整数，为避免给出错误答案，暂不作答。').outcome };
  const k = size / s.count;
  // the number drawn in the first group, and every number drawn
  const start = s.first + ((((s.known - s.first) % k) + k) % k);
  if (s.knownGroup !== null && start + (s.knownGroup - 1) * k !== s.known)
    return { outcome: refuse(mp, '已知的号码不在它所说的那一组里，请检查题目。').outcome };
  const drawn = Array.from({ length: s.count }, (_, i) => start + i * k);
  if (drawn.length !== s.count || drawn[drawn.length - 1] > s.last || !drawn.includes(s.known))
    return { outcome: refuse(mp, '按系统抽样列出的号码与题目不符，为避免给出错误答案，暂不作答。').outcome };
  const steps = [
    `总体 ${size} 个个体（编号 ${s.first}～${s.last}），抽取 ${s.count} 个，分段间隔 ${im(`k=\\frac{${size}}{${s.count}}=${k}`)}。`,
    `${s.known} 号被抽到，${s.known} 除以 ${k}（从 ${s.first} 起数）余下的位置决定了每一组抽到的号码：第一组抽到 ${start} 号，以后每组加 ${k}，即 ${start}，${start + k}，${start + 2 * k}，…，${drawn[drawn.length - 1]}。`,
  ];
  const note = `列出全部 ${s.count} 个被抽到的号码（${start} 到 ${drawn[drawn.length - 1]}，间隔 ${k}），个数与样本容量一致，都在编号范围内，且包含已知的 ${s.known} 号。`;
  const idea = '系统抽样：把总体平均分成若干段，段距 k=N/n；在第一段确定一个号码后，每次加 k 得到其余各段被抽到的号码。';
  if (options.length) {
    if (!/下列|下面|以下/.test(stem) || !/被抽到|被抽中|被选中|抽到的是/.test(stem)) return null;
    const nums = options.map((o) => {
      const m = /^\$?\s*(\d+)\s*\$?\s*号?\s*(?:学生|同学|职工|员工|产品|个体)?\s*$/.exec(o.text.replace(/\s+/g, ' ').trim());
      return m ? Number(m[1]) : null;
    });
    if (nums.some((x) => x === null)) return null;
    const hits = nums.flatMap((x, i) => (drawn.includes(x as number) ? [i] : []));
    if (hits.length !== 1) return { outcome: refuse(mp, '被抽到的选项不是恰好一个，为避免选错，暂不作答。').outcome };
    const o = options[hits[0]];
    const decided = nums
      .map(
        (x, i) =>
          `${options[i].letter}：${x} 号${i === hits[0] ? '被抽到' : `不被抽到（${x} 与 ${start} 相差不是 ${k} 的倍数或超出编号范围）`}`,
      )
      .join('；');
    const out = solved(mp, {
      engine: 'probability:systematic-sampling',
      idea,
      steps: [...steps, `逐个检查选项：${decided}。`],
      finalAnswer: `${o.letter}（${o.text.replace(/\s+/g, '')}）`,
      verificationNote: note,
      value: { kind: 'words', text: o.letter },
    });
    return { outcome: out.outcome, value: out.value };
  }
  const asked = /第(\d+)(?:组|段)(?:中)?(?:抽到|抽出|抽取|抽中|应抽出|应抽取|选出)的(?:号码|编号|号)(?:为|是|应是|应为)?\s*$/.exec(
    stem
      .replace(/\$/g, ' ')
      .replace(/[\s.。_]+$/g, '')
      .replace(/\s+/g, ''),
  );
  if (!asked) return null;
  const t = Number(asked[1]);
  if (!(t >= 1 && t <= s.count)) return { outcome: refuse(mp, '所问的组号超出了分组的范围，请检查题目。').outcome };
  const v = start + (t - 1) * k;
  const out = solved(mp, {
    engine: 'probability:systematic-sampling',
    idea,
    steps: [...steps, `第 ${t} 组抽到的号码为 ${im(`${start}+(${t}-1)\\times ${k}=${v}`)}。`],
    finalAnswer: `${v}`,
    verificationNote: note,
    value: { kind: 'numbers', values: [v] },
  });
  return { outcome: out.outcome, value: out.value };
}
