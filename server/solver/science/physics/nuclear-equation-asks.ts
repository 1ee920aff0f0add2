import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { solved } from '../outcome';
import { nuclideTex, QTY, type Reaction, readReaction, solveUnknowns } from './nuclear-reactions';

/** A blank as papers print it: underscores or an underlined gap. */
const BLANK = String.raw`(?:_{2,}|\\underline\{[^}]*\})`;
/** A coefficient placeholder no printed equation uses. */
const SENTINEL = 19;

/** The one math segment of the stem holding a reaction; null unless there is exactly one. */
function oneReaction(stem: string): string | null {
  const segs = [...stem.matchAll(/\$([^$]+)\$/g)].map((m) => m[1]).filter((s) => /\\rightarrow|\\longrightarrow|→/.test(s));
  return segs.length === 1 ? segs[0] : null;
}

/** The stem with its reaction and the exam number taken out: what the words ask. */
function wordsOf(stem: string, reaction: string): string {
  return stem
    .replace(`$${reaction}$`, ' ')
    .replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ')
    .replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ')
    .replace(/\$\s*(\\mathrm\{\s*)?([A-Za-z])\s*\}?\s*\$/g, '$2')
    .replace(/\\mathrm\{\s*([A-Z])\s*\}/g, '$1')
    .replace(/[$\s]+/g, '');
}

/**
 * 「${}_{92}^{235}U + {}_{0}^{1}n → … + k{}_{0}^{1}n$，则 k 的值为」: a letter standing for the number of one known particle in a
 * nuclear equation, fixed by the conservation of mass number and checked by the conservation of charge. As a choice
 * the options are bare whole numbers, each decided; as a blank 「k = ____」. Null unless the stem is exactly that.
 */
export function solveNuclearCoefficient(raw: string, split: ChoiceSplit | null): Solved | null {
  const stem = split ? split.stem : raw;
  const seg = oneReaction(stem);
  if (!seg || !/核/.test(stem)) return null;
  const letters = [...seg.matchAll(/(?<![A-Za-z\\{])([a-z])\s*(?=\{\s*\}|_\{|\^\{)/g)];
  if (letters.length !== 1) return null;
  const k = letters[0][1];
  if (new RegExp(`(?<!\\d)${SENTINEL}(?!\\d)`).test(seg)) return null;
  const reaction = readReaction(seg.replace(letters[0][0], `${SENTINEL} `));
  if (!reaction) return null;
  const terms = [...reaction.left.map((t) => ({ t, side: 1 })), ...reaction.right.map((t) => ({ t, side: -1 }))];
  const target = terms.filter(({ t }) => t.n === SENTINEL);
  if (target.length !== 1 || terms.some(({ t }) => 'unknown' in t)) return null;
  const x = (target[0].t as Extract<Reaction['left'][number], { known: unknown }>).known;
  if (x.A === 0) return null;
  let dA = 0;
  let dZ = 0;
  for (const { t, side } of terms) {
    if (t.n === SENTINEL || !('known' in t)) continue;
    dA += side * t.n * t.known.A;
    dZ += side * t.n * t.known.Z;
  }
  // side·k·x + (the rest) = 0 on each count.
  const s = target[0].side;
  const value = (-s * dA) / x.A;
  if (!Number.isInteger(value) || value < 1 || value > 20) return null;
  if (s * value * x.Z + dZ !== 0) return null;
  const words = wordsOf(stem, seg);
  const asks = new RegExp(`(?:^|[，,。则其中])${k}(?:的值|的数值)?(?:为|是|等于|=)${split ? '' : BLANK}[。.]?$`);
  if (!asks.test(split ? words.replace(/[(（](?:\\q?quad)?[)）]$/, '') : words)) return null;
  if (/\d/.test(words.replace(new RegExp(BLANK, 'g'), ''))) return null;
  const answer = `${k} = ${value}`;
  const markdown = [
    '**思路**：核反应中质量数守恒、电荷数守恒。',
    '',
    `- 质量数守恒：左边与右边的质量数相等，由此 $${k} \\times ${x.A} = ${Math.abs(dA)}$，所以 $${k} = ${value}$；`,
    `- 电荷数检验：$${k}$ 个 $${nuclideTex(x)}$ 的电荷数共 $${value} \\times ${x.Z} = ${value * x.Z}$，两边电荷数相等，与 $${k} = ${value}$ 一致。`,
    '',
  ];
  if (!split) {
    markdown.push(`**答**：$${answer}$。`);
    return solved('physics', 'offline:physics', markdown.join('\n'), `$${answer}$`, '已用质量数求出，并用电荷数守恒核对');
  }
  const values = split.options.map((o) => /^\s*\$?\s*(\d+)\s*\$?\s*[。.]?\s*$/.exec(o.text)?.[1]);
  if (values.some((v) => v === undefined)) return null;
  const hits = split.options.filter((_, i) => Number(values[i]) === value);
  if (hits.length !== 1) return null;
  markdown.push(`**答案**：${hits[0].letter}`);
  return solved(
    'physics',
    'offline:physics',
    markdown.join('\n'),
    `${hits[0].letter}（$${answer}$）`,
    '已用质量数求出，并用电荷数守恒核对',
    'choice',
  );
}

/**
 * 「…，则 X 的质量数为____」: one unknown particle of the stem's nuclear equation, its mass number, charge number (or
 * neutron number) asked as a blank; conservation of both counts fixes it. Null unless the stem is exactly that.
 */
export function solveNuclearUnknownBlank(raw: string, split: ChoiceSplit | null): Solved | null {
  if (split) return null;
  const seg = oneReaction(raw);
  if (!seg || !/核/.test(raw)) return null;
  const reaction = readReaction(seg);
  if (!reaction) return null;
  const names = new Set([...reaction.left, ...reaction.right].flatMap((t) => ('unknown' in t ? [t.unknown] : [])));
  if (names.size !== 1) return null;
  const name = [...names][0];
  const x = solveUnknowns([reaction])?.get(name);
  if (!x) return null;
  const words = wordsOf(raw, seg);
  const m = new RegExp(`(?:^|[，,。则其中])${name}(?:粒子|核)?的(${Object.keys(QTY).join('|')})(?:为|是|等于)${BLANK}[。.]?$`).exec(words);
  if (!m) return null;
  if (/\d/.test(words.replace(new RegExp(BLANK, 'g'), ''))) return null;
  const q = QTY[m[1]];
  const v = q.f(x);
  const markdown = [
    '**思路**：核反应中质量数守恒、电荷数守恒。',
    '',
    `由两边质量数相等、电荷数相等，$${name}$ 的质量数为 ${x.A}，电荷数为 ${x.Z}，即 $${name} = ${nuclideTex(x)}$。`,
    '',
    `**答**：$${name}$ 的${q.name}为 ${v}。`,
  ].join('\n');
  return solved('physics', 'offline:physics', markdown, `${v}`, '已对核反应两边的质量数和电荷数核对');
}
