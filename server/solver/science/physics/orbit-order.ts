import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { solved } from '../outcome';
import { askedLetters } from '../statement-picks';

/**
 * Orbital quantities of circular orbits about one body: the letter, the words that name it, r's exponent. `usual`:
 * the letter means this quantity in every paper (v, ω, T), so an option may use it when the stem names another.
 */
const QUANTITIES: { letter: RegExp; words: RegExp; exp: number; name: string; law: string; usual?: true }[] = [
  { letter: /^a$/, words: /加速度/, exp: -2, name: '向心加速度', law: 'G\\frac{Mm}{r^2} = ma \\Rightarrow a = \\frac{GM}{r^2}' },
  {
    letter: /^v$/,
    words: /速率|线速度|速度/,
    exp: -0.5,
    usual: true,
    name: '线速度（速率）',
    law: 'G\\frac{Mm}{r^2} = m\\frac{v^2}{r} \\Rightarrow v = \\sqrt{\\frac{GM}{r}}',
  },
  {
    letter: /^(?:ω|\\omega)$/,
    words: /角速度/,
    exp: -1.5,
    usual: true,
    name: '角速度',
    law: 'G\\frac{Mm}{r^2} = m\\omega^2 r \\Rightarrow \\omega = \\sqrt{\\frac{GM}{r^3}}',
  },
  {
    letter: /^T$/,
    words: /周期/,
    exp: 1.5,
    usual: true,
    name: '周期',
    law: 'G\\frac{Mm}{r^2} = m\\frac{4\\pi^2}{T^2}r \\Rightarrow T = 2\\pi\\sqrt{\\frac{r^3}{GM}}',
  },
];

/** "\mathrm{a}_{\text {金 }}" → "a金"; relation signs kept. */
function flat(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/\$/g, '')
    .replace(/\\(?:mathrm|text|mathit|rm)\s*/g, '')
    .replace(/\\omega/g, 'ω')
    .replace(/\\(?:gt)\b/g, '>')
    .replace(/\\(?:lt)\b/g, '<')
    .replace(/[{}_\s、,，]/g, '');
}

type Chain = { letter: string; labels: string[]; rels: ('<' | '>')[] };

/** "a金>a地>a火" → the letter, labels in order and the relations; null for anything else. */
function readChain(s: string): Chain | null {
  const parts = s.split(/([<>])/);
  if (parts.length < 3 || parts.length % 2 === 0) return null;
  const terms = parts.filter((_, i) => i % 2 === 0);
  const rels = parts.filter((_, i) => i % 2 === 1) as ('<' | '>')[];
  const read = terms.map((x) => /^([A-Za-zω])([\u4e00-\u9fa5]{1,2}|[A-Z]|\d)$/.exec(x));
  if (read.some((m) => !m)) return null;
  const letter = read[0]![1];
  if (read.some((m) => m![1] !== letter)) return null;
  return { letter, labels: read.map((m) => m![2]), rels };
}

/**
 * Circular orbits about the same central body, the radii ordered in the stem ("R金<R地<R火"); each option
 * an ordering of one quantity (a, v, ω, T) whose meaning the stem names. Every option decided by how the
 * quantity scales with r; null when any part is not exactly that.
 */
export function solveOrbitOrdering(_raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split) return null;
  const stem = split.stem.normalize('NFKC');
  if (!/匀速圆周运动/.test(stem) || /椭圆|变轨|不同的?(?:中心|恒星|行星)|质量不同/.test(stem)) return null;
  // One central body: every "绕…" names the same one.
  const around = [...stem.matchAll(/绕(?:着)?\s*(太阳|地球|月球|火星|木星|土星|金星|水星|恒星|行星|黑洞)/g)];
  const centres = new Set(around.map((m) => m[1]));
  if (centres.size !== 1 || around.length !== (stem.match(/绕/g) ?? []).length) return null;
  const radii = [...stem.matchAll(/\$([^$]*)\$/g)].map((m) => readChain(flat(m[1]))).filter((c) => c && /^[Rr]$/.test(c.letter));
  if (radii.length !== 1) return null;
  const r = radii[0]!;
  // Ranks of the radii: from the chain, strictly ordered.
  const rank = new Map<string, number>();
  let level = 0;
  rank.set(r.labels[0], 0);
  for (let i = 0; i < r.rels.length; i++) {
    level += r.rels[i] === '<' ? 1 : -1;
    if (rank.has(r.labels[i + 1])) return null;
    rank.set(r.labels[i + 1], level);
  }
  // The chain must be monotone (a<b<c or a>b>c) for the ranks to be an order.
  if (new Set(r.rels).size !== 1) return null;
  const verdicts: { ok: boolean; why: string }[] = [];
  const used = new Set<string>();
  for (const o of split.options) {
    const c = readChain(flat(o.text));
    if (!c) return null;
    const q = QUANTITIES.find((x) => x.letter.test(c.letter));
    if (!q || !(q.usual || q.words.test(stem)) || c.labels.some((l) => !rank.has(l))) return null;
    used.add(q.name);
    let ok = true;
    for (let i = 0; i < c.rels.length; i++) {
      const [ra, rb] = [rank.get(c.labels[i])!, rank.get(c.labels[i + 1])!];
      if (ra === rb) return null;
      // Larger r → larger quantity when exp > 0.
      const bigger = ra > rb === q.exp > 0;
      if ((c.rels[i] === '>') !== bigger) ok = false;
    }
    verdicts.push({ ok, why: `$${q.name === '角速度' ? '\\omega' : c.letter}$ 随 $r$ 增大而${q.exp > 0 ? '增大' : '减小'}` });
  }
  const truths = askedLetters(
    split,
    verdicts.map((v) => v.ok),
  );
  if (!truths) return null;
  const laws = QUANTITIES.filter((q) => used.has(q.name)).map((q) => `$${q.law}$`);
  const markdown = [
    `**思路**：它们都绕${[...centres][0]}做匀速圆周运动，万有引力提供向心力：`,
    '',
    ...laws.flatMap((l) => [`- ${l}`]),
    '',
    `已知轨道半径 $${r.labels.map((l, i) => `R_{\\text{${l}}}${i < r.rels.length ? r.rels[i] : ''}`).join(' ')}$。`,
    '',
    '**逐项判断**：',
    '',
    ...split.options.map((o, i) => `- ${o.letter}：${verdicts[i].why}，该关系${verdicts[i].ok ? '**正确**' : '错误'}。`),
    '',
    `**答案**：${truths.join('')}`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${truths.join('')}（按半径的大小关系逐项判断）`,
    '已由万有引力提供向心力得出各量与半径的关系，逐项核对了每个大小关系',
    'choice',
  );
}
