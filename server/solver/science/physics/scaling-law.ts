import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { compactStem } from './compact-stem';
import { readMultiple } from './multiples';
import { readRatioOption } from './ratio-option';

/** One factor of a power law: the words that name it and its exponent. */
interface Factor {
  words: string;
  exp: number;
  /** The pair of bodies (charges, masses) the factor belongs to: 「都」 changes both, 「其中一个」 one. */
  pair?: boolean;
}

interface Law {
  name: string;
  /** Where the law applies; a problem without these words is not this law's. */
  context: RegExp;
  asked: RegExp;
  tex: string;
  factors: Factor[];
  /** A variant of the law chosen by which factor the problem names (向心力 with v or with ω). */
  needs?: RegExp;
  forbids?: RegExp;
}

/** The power sent said to stay the same: without it a higher voltage need not mean a smaller current. */
const SENT_POWER_HELD =
  /(?:输送|输电|输出)(?:的)?(?:总)?(?:电)?功率(?:一定|不变|保持不变|相同|恒定)|(?:保持|在)(?:输送|输电|输出)(?:的)?(?:总)?(?:电)?功率(?:一定|不变)/;

/** A loss on a transmission line, as the voltage sent and the line's resistance change with the power sent held. */
function transmissionLoss(name: string, asked: RegExp, tex: string, voltageExp: number): Law {
  return {
    name,
    context: /输电/,
    asked,
    tex,
    factors: [
      // The voltage sent, never the voltage lost on the line (「损失的电压变为原来的一半」 is not U halved).
      { words: '输电电压|输送电压|(?<!损失的|损耗的|损失|损耗)电压(?!损失|损耗|降)', exp: voltageExp },
      { words: '输电线(?:的)?(?:总)?电阻|导线(?:的)?(?:总)?电阻|线路(?:的)?(?:总)?电阻', exp: 1 },
    ],
    needs: SENT_POWER_HELD,
    forbids: /输送(?:的)?(?:电)?功率(?:变|增|减|提|加)|用户|降压|匝数/,
  };
}

const LAWS: Law[] = [
  {
    name: '库仑力',
    context: /点电荷|电荷量|带电(?:量|荷)/,
    asked: /库仑力|静电力|相互作用力|作用力|斥力|引力/,
    tex: 'F = k\\frac{q_1q_2}{r^2}',
    factors: [
      { words: '电荷量|带电量|电量', exp: 1, pair: true },
      { words: '距离|间距', exp: -2 },
    ],
    forbids: /接触|万有引力|质量/,
  },
  {
    name: '万有引力',
    context: /万有引力|引力/,
    asked: /万有引力|引力/,
    tex: 'F = G\\frac{m_1m_2}{r^2}',
    factors: [
      { words: '质量', exp: 1, pair: true },
      { words: '距离|间距', exp: -2 },
    ],
    forbids: /电荷|库仑/,
  },
  {
    name: '动能',
    context: /动能/,
    asked: /动能/,
    tex: 'E_k = \\frac{1}{2}mv^2',
    factors: [
      { words: '质量', exp: 1 },
      { words: '速度|速率', exp: 2 },
    ],
    forbids: /动量|做功|功率/,
  },
  {
    name: '导线电阻',
    context: /导线|电阻丝|金属丝|电阻线/,
    asked: /电阻|阻值/,
    tex: 'R = \\rho\\frac{l}{S}',
    factors: [
      { words: '长度|长', exp: 1 },
      { words: '横截面积|截面积', exp: -1 },
    ],
    forbids: /温度|电阻率|材料不同|直径|半径/,
  },
  {
    name: '单摆周期',
    context: /单摆/,
    asked: /周期/,
    tex: 'T = 2\\pi\\sqrt{\\frac{l}{g}}',
    factors: [
      { words: '摆长', exp: 0.5 },
      { words: '重力加速度', exp: -0.5 },
      { words: '摆球(?:的)?质量|质量', exp: 0 },
      { words: '振幅', exp: 0 },
    ],
    forbids: /频率之比|摆角(?:较)?大/,
  },
  {
    name: '平行板电容',
    context: /平行板电容器/,
    asked: /电容/,
    tex: 'C = \\frac{\\varepsilon_r S}{4\\pi kd}',
    factors: [
      { words: '正对面积', exp: 1 },
      { words: '(?:板间|两板间|两极板间)?(?:的)?(?:距离|间距)', exp: -1 },
    ],
    forbids: /电介质|插入|电荷量|电压|场强/,
  },
  // The power sent P = UI held, the line's resistance r: I = P/U, the loss I²r ∝ r/U² and the voltage lost Ir ∝ r/U.
  transmissionLoss(
    '输电线上损失的功率',
    /(?:损失|损耗|消耗)(?:的)?(?:电)?功率|(?:电)?功率(?:的)?(?:损失|损耗)/,
    'P_{损} = \\left(\\frac{P}{U}\\right)^2 r',
    -2,
  ),
  transmissionLoss('输电线上损失的电压', /(?:损失|损耗)(?:的)?电压|电压(?:的)?(?:损失|损耗|降)/, '\\Delta U = \\frac{P}{U} r', -1),
  {
    name: '向心力（线速度）',
    context: /圆周运动/,
    asked: /向心力/,
    tex: 'F = m\\frac{v^2}{r}',
    factors: [
      { words: '质量', exp: 1 },
      { words: '线速度|速度|速率', exp: 2 },
      { words: '(?:轨道|运动|圆周)?半径', exp: -1 },
    ],
    needs: /线速度|(?<!角)速度|速率/,
    forbids: /角速度|周期|转速/,
  },
  {
    name: '向心力（角速度）',
    context: /圆周运动/,
    asked: /向心力/,
    tex: 'F = m\\omega^2 r',
    factors: [
      { words: '质量', exp: 1 },
      { words: '角速度', exp: 2 },
      { words: '(?:轨道|运动|圆周)?半径', exp: 1 },
    ],
    needs: /角速度/,
    forbids: /线速度|(?<!角)速度|速率|周期|转速/,
  },
];

const CHINESE: Record<string, number> = { 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 八: 8, 九: 9, 十: 10 };
const VALUE = String.raw`(\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\}|\d+/\d+|[二两三四五六八九十]|一半)`;
const CHANGE =
  '(?:变为|变成|变到|增大为|增大到|增加为|增加到|增为|减小为|减小到|减少为|减少到|减为|缩小为|缩小到|扩大为|扩大到|提高为|提高到|升高为|升高到|降低为|降低到|降为|降到)';
const UNIT_NUMBER = String.raw`(\d+(?:\.\d+)?)\s*(kV|V|MV|m/s|km/h|m|cm|km|kg|g|N|A|Ω)(?![A-Za-z])`;

/**
 * 「由 110 kV 提高到 220 kV」, 「从 2 m/s 增大到 6 m/s」: a change from one value to another of the same unit is the
 * multiple of the two ('变为原来的 k 倍'); a pair in different units is left as it is (and then refused, a number left).
 * Only 「…到 / …为」 name the new value: 「由 110 kV 提高 110 kV」 names the step, and is left (refused).
 */
function fromToChanges(t: string): string {
  const re = new RegExp(`(?:由|从)\\s*${UNIT_NUMBER}\\s*${CHANGE}\\s*${UNIT_NUMBER}`, 'g');
  return t.replace(re, (whole, a: string, u: string, b: string, w: string) =>
    u === w && /^\d+$/.test(a) && /^\d+$/.test(b) && Number(a) > 0 ? `变为原来的\\frac{${b}}{${a}}倍` : whole,
  );
}

function value(s: string): number | null {
  if (s === '一半') return 0.5;
  if (CHINESE[s]) return CHINESE[s];
  const f = /^\\frac\{(\d+)\}\{(\d+)\}$|^(\d+)\/(\d+)$/.exec(s);
  if (f) return Number(f[1] ?? f[3]) / Number(f[2] ?? f[4]);
  const n = Number(s);
  return n > 0 ? n : null;
}

interface Change {
  factor: Factor;
  by: number;
  /** How many of the pair change (2 for 「都」, 1 for 「其中一个」); 1 for a factor that is not a pair's. */
  count: number;
  text: string;
}

/** 「质量和速度都变为原来的 2 倍」 is a change of each: written out as two changes. */
function distribute(t: string, law: Law): string {
  let out = t;
  for (const a of law.factors)
    for (const b of law.factors) {
      if (a === b) continue;
      const joint = new RegExp(
        `(${a.words})(?:和|与|及)(${b.words})(都|均|同时)((?:将)?${CHANGE}(?:原来的|原来)?\\s*${VALUE}\\s*倍?)`,
        'g',
      );
      out = out.replace(joint, (_, x: string, y: string, all: string, change: string) => `${x}${all}${change}，${y}${all}${change}`);
    }
  return out;
}

/** Every change the stem tells, as (factor, multiple); null when a change cannot be placed. */
function readChanges(t: string, law: Law): Change[] | null {
  const out: Change[] = [];
  let rest = t;
  for (const factor of law.factors) {
    const forms: [RegExp, (m: RegExpExecArray) => number | null][] = [
      [new RegExp(`(${factor.words})(?:都|均|各|同时|也)?(?:将)?${CHANGE}(?:原来的|原来)?\\s*${VALUE}\\s*倍?`, 'g'), (m) => value(m[2])],
      [new RegExp(`(${factor.words})(?:都|均|各|同时|也)?(?:加倍|增大一倍|增加一倍|扩大一倍)`, 'g'), () => 2],
      [new RegExp(`(${factor.words})(?:都|均|各|同时|也)?减半`, 'g'), () => 0.5],
    ];
    for (const [re, read] of forms) {
      for (const m of rest.matchAll(re)) {
        const by = read(m as RegExpExecArray);
        if (by === null) return null;
        let count = 1;
        if (factor.pair) {
          const before = rest.slice(Math.max(0, (m.index ?? 0) - 14), m.index ?? 0) + m[0];
          const both = /都|均|各|同时|它们的|两(?:个)?(?:点)?(?:电荷|物体|小球|球|星球|天体)(?:的)?(?:电荷量|带电量|电量|质量)/.test(
            before,
          );
          const one =
            /其中一个|一个(?:点)?(?:电荷|物体|小球|球)(?:的)?(?:电荷量|带电量|电量|质量)|[甲乙AB](?:球|的)?(?:电荷量|带电量|电量|质量)/.test(
              before,
            );
          if (both === one) return null;
          count = both ? 2 : 1;
        }
        out.push({ factor, by, count, text: m[0] });
      }
      rest = rest.replace(re, ' ');
    }
  }
  return out;
}

/** An option as a multiple of the original: 「原来的 4 倍」「\frac{1}{4}」「4F」「\frac{F}{4}」; null otherwise. */
function optionMultiple(text: string, letter: string | null): number | null {
  if (/^\s*(?:不变|保持不变)\s*$/.test(text)) return 1;
  const plain = readRatioOption(text.replace(/原来的|原来/g, ''));
  if (plain !== null) return plain;
  if (!letter) return null;
  const f = readMultiple(compactStem(text).replace(/\s+/g, ''), letter);
  return f && f[0] > 0 ? f[0] / f[1] : null;
}

/**
 * 「… 变为原来的几倍」 by a textbook power law: Coulomb's and Newton's force between two bodies (a charge or mass of
 * one or of both, their distance), kinetic energy, a simple pendulum's period, a parallel-plate capacitor, the
 * centripetal force with v or with ω. Every factor not said to change stays; the asked quantity's multiple is the
 * product of each change raised to its exponent, checked by the formula evaluated before and after. Refused: a
 * change that cannot be placed (whose charge?), a number left unread, two laws that could apply.
 */
export function solveScalingLaw(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  // A wire drawn out evenly keeps its volume (lS), so its cross-section shrinks as its length grows; folded in two,
  // it is half as long and twice as thick.
  const stemText = fromToChanges(compactStem(split.stem))
    .replace(new RegExp(`(?:均匀(?:地)?)?拉长(?:为|到|成)(?:原来的|原长的)?\\s*${VALUE}\\s*倍`, 'g'), (_, k: string) => {
      const by = value(k);
      return by ? `长度变为原来的${k}倍，横截面积变为原来的\\frac{1}{${k}}倍` : '拉长';
    })
    .replace(/对折(?:后)?(?:合并|绞合|并联)?(?:起来|在一起|成一根)?(?:使用)?/g, '长度变为原来的一半，横截面积变为原来的2倍');
  if (!/原来|加倍|减半|增大一倍/.test(stemText)) return null;
  // A percentage (「提高到原来的 110%」「提高 10%」) is not a multiple this reading takes.
  if (/%|百分/.test(stemText)) return null;
  const clauses = stemText.split(/[,，。;；]/).filter((c) => c.trim());
  const asked = clauses[clauses.length - 1] ?? '';
  if (!/(?:变为|变成|将变为|为原来的|是原来的|变为原来的)(?:几|多少)?倍?|(?:变为|变成|将变为|为)$/.test(asked)) return null;
  const laws = LAWS.filter(
    (l) => l.context.test(stemText) && l.asked.test(asked) && (!l.needs || l.needs.test(stemText)) && !l.forbids?.test(stemText),
  );
  if (laws.length !== 1) return null;
  const law = laws[0];
  const t = distribute(stemText, law);
  const changes = readChanges(t, law);
  if (!changes || changes.length === 0) return null;
  // A wire said only to grow longer may have been drawn out (thinner) or cut from a longer one: its cross-section
  // must be said.
  const said = (words: string) => changes.some((c) => c.factor.words === words);
  if (law.name === '导线电阻' && said('长度|长') !== said('横截面积|截面积') && !/(?:横截面积|截面积|粗细|长度)(?:保持)?不变/.test(t))
    return null;
  const single = changes.filter((c) => !c.factor.pair).map((c) => c.factor.words);
  if (new Set(single).size !== single.length) return null;
  // The letter the original asked value goes by (「相互作用力为 F」), which options may use.
  const named = new RegExp(`(?:${law.asked.source})(?:的)?(?:大小)?(?:为|是|=)\\s*([A-Za-z])(?![A-Za-z])`).exec(t);
  let rest = t;
  for (const c of changes) rest = rest.replace(c.text, ' ');
  if (/\d/.test(rest)) return null;
  // A change this reading did not place (「摆角变大」, 「拉长」) would be left out of the product: refuse instead.
  const told = rest.replace(asked, ' ');
  if (new RegExp(`${CHANGE}|变大|变小|增大|减小|增加|减少|减半|加倍|缩小|扩大|拉长|对折|一倍|提高|升高|降低`).test(told)) return null;
  // A factor still named outside its change (「电荷量和距离都变为…」 reads only the distance) must be said to stay.
  for (const f of law.factors) {
    for (const m of told.matchAll(new RegExp(`(?:${f.words})`, 'g'))) {
      const after = told.slice((m.index ?? 0) + m[0].length);
      if (!/^(?:都|均|也)?(?:保持)?(?:不变|一定)/.test(after)) return null;
    }
  }
  // The pair's two members changed separately (「甲的电荷量…，乙的电荷量…」) multiply.
  const multiple = changes.reduce((p, c) => p * c.by ** (c.factor.exp * c.count), 1);
  if (!(multiple > 0) || !Number.isFinite(multiple)) return null;
  const hit = uniqueEqualOption(multiple, split, (text) => optionMultiple(text, named ? named[1] : null));
  if (typeof hit === 'string')
    return refused('physics', '算出的倍数和选项对不上（或有选项读不懂），为避免选错，暂不作答。可以请老师帮忙核对。', 'choice');
  const shown = formatNumber(multiple, 4);
  const markdown = [
    `**思路**：${law.name}的公式 $${law.tex}$，没说变化的量保持不变。`,
    '',
    ...changes.map(
      (c) => `- ${c.text}：${law.name}乘以 $(${formatNumber(c.by, 4).latex})^{${formatNumber(c.factor.exp * c.count, 4).latex}}$`,
    ),
    '',
    `**答**：${law.name}变为原来的 $${shown.latex}$ 倍。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    `${markdown}\n\n**对照选项**：与选项 ${hit.letter}（${hit.text.trim()}）一致，其余选项都不相等。`,
    `${hit.letter}（原来的 $${shown.latex}$ 倍）`,
    '已按公式中各量的幂次计算倍数，并逐一核对各选项',
    'choice',
  );
}
