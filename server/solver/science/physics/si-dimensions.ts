import type { ChoiceSplit } from '../../math/answers/choice';
import type { Node } from '../../math/expression/ast';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { refused, solved } from '../outcome';
import { readSymbolicOption } from './symbolic-options';

/** Powers of kg, m, s, A (the base units a school problem meets). */
type Dim = [number, number, number, number];
const ZERO: Dim = [0, 0, 0, 0];
const plus = (a: Dim, b: Dim, k = 1): Dim => a.map((x, i) => x + k * b[i]) as Dim;
const same = (a: Dim, b: Dim) => a.every((x, i) => Math.abs(x - b[i]) < 1e-9);

/** SI units by symbol; F (farad) and H (henry) are left out, their letters name forces and heights. */
const UNITS: Record<string, Dim> = {
  kg: [1, 0, 0, 0],
  m: [0, 1, 0, 0],
  s: [0, 0, 1, 0],
  A: [0, 0, 0, 1],
  N: [1, 1, -2, 0],
  J: [1, 2, -2, 0],
  W: [1, 2, -3, 0],
  Pa: [1, -1, -2, 0],
  C: [0, 0, 1, 1],
  V: [1, 2, -3, -1],
  Ω: [1, 2, -3, -2],
  T: [1, 0, -2, -1],
  Wb: [1, 2, -2, -1],
  Hz: [0, 0, -1, 0],
};

/** A quantity named in words, with its SI dimension: 「普朗克常量 h」, 「光速为 c」. */
const NAMED: [RegExp, Dim][] = [
  [/普朗克常量/, [1, 2, -1, 0]],
  [/(?:万有)?引力常量/, [-1, 3, -2, 0]],
  [/静电力常量/, [1, 3, -4, -2]],
  [/加速度/, [0, 1, -2, 0]],
  [/光速|速度|速率/, [0, 1, -1, 0]],
  [/质量/, [1, 0, 0, 0]],
  [/电荷量|电量|元电荷/, [0, 0, 1, 1]],
  [/电压|电势差|电动势/, [1, 2, -3, -1]],
  [/电流/, [0, 0, 0, 1]],
  [/电阻/, [1, 2, -3, -2]],
  [/磁感应强度/, [1, 0, -2, -1]],
  [/电场强度|场强/, [1, 1, -3, -1]],
  [/长度|距离|半径|波长|位移/, [0, 1, 0, 0]],
  [/时间|周期/, [0, 0, 1, 0]],
  [/频率/, [0, 0, -1, 0]],
  [/功率/, [1, 2, -3, 0]],
  [/能量|动能|功/, [1, 2, -2, 0]],
  [/面积/, [0, 2, 0, 0]],
];

/** 「\mathrm{J} \cdot \mathrm{s}」, 「kg·m/s^{2}」, 「N/(A·m)」 → its dimension; null when a symbol is not an SI unit. */
export function readUnit(text: string): Dim | null {
  const t = normalizeScienceText(text)
    .replace(/\\(?:mathrm|text|rm)\s*\{([^{}]*)\}/g, '$1')
    .replace(/\\Omega/g, 'Ω')
    .replace(/\\(?:cdot|times)|[·⋅•*×]/g, ' ')
    .replace(/[~$]/g, ' ')
    .replace(/\^\s*\{\s*([-−]?\d+)\s*\}/g, '^$1')
    .replace(/−/g, '-')
    .trim();
  if (!t || /[\u4e00-\u9fa5\\]/.test(t)) return null;
  const [top, ...bottoms] = t.split('/');
  if (bottoms.length > 1) return null;
  const part = (s: string, sign: number): Dim | null => {
    const inner = s.trim().replace(/^\((.*)\)$/, '$1');
    if (!inner.trim()) return null;
    let dim = ZERO;
    const tokens = inner.trim().split(/\s+/);
    for (const tok of tokens) {
      if (tok === '1' && sign > 0 && tokens.length === 1) continue;
      const m = /^(kg|Pa|Wb|Hz|[mSsANJWCVΩT])(?:\^(-?\d+))?$/.exec(tok);
      if (!m || !UNITS[m[1]]) return null;
      dim = plus(dim, UNITS[m[1]], sign * Number(m[2] ?? 1));
    }
    return dim;
  };
  const up = part(top, 1);
  if (!up) return null;
  if (!bottoms.length) return up;
  const down = part(bottoms[0], -1);
  return down ? plus(up, down) : null;
}

/** The dimension of an expression in named letters; null for a sum of unlike terms or a function of a dimension. */
function dimensionOf(n: Node, letters: Map<string, Dim>): Dim | null {
  switch (n.k) {
    case 'num':
    case 'const':
      return ZERO;
    case 'var':
      return letters.get(n.name) ?? null;
    case 'neg':
      return dimensionOf(n.arg, letters);
    case 'mul': {
      let d = ZERO;
      for (const a of n.args) {
        const x = dimensionOf(a, letters);
        if (!x) return null;
        d = plus(d, x);
      }
      return d;
    }
    case 'div': {
      const a = dimensionOf(n.num, letters);
      const b = dimensionOf(n.den, letters);
      return a && b ? plus(a, b, -1) : null;
    }
    case 'add': {
      const ds = n.args.map((a) => dimensionOf(a, letters));
      if (ds.some((d) => !d) || ds.some((d) => !same(d!, ds[0]!))) return null;
      return ds[0];
    }
    case 'pow': {
      const base = dimensionOf(n.base, letters);
      if (!base || n.exp.k !== 'num') return null;
      return plus(ZERO, base, n.exp.v.toNumber());
    }
    case 'root': {
      const a = dimensionOf(n.arg, letters);
      return a ? plus(ZERO, a, 1 / n.index) : null;
    }
    default:
      return null;
  }
}

/** A quantity's dimension from its words; the word must end the phrase (「电子质量」 is a mass, 「电阻率」 is not). */
function quantityDims(words: string): Dim | null {
  const word = words.replace(/(?:约为|为|是)$/, '');
  const dims = NAMED.filter(([re]) => new RegExp(`(?:${re.source})$`).test(word));
  return dims.length ? dims[0][1] : null;
}

/** kg·m²·s⁻¹ written in LaTeX. */
function baseTex(d: Dim): string {
  return (
    ['kg', 'm', 's', 'A']
      .map((u, i) => (d[i] === 0 ? '' : d[i] === 1 ? `\\mathrm{${u}}` : `\\mathrm{${u}}^{${Math.round(d[i] * 100) / 100}}`))
      .filter(Boolean)
      .join('\\cdot ') || '1'
  );
}

const LETTER = String.raw`(\\boldsymbol\{\s*[A-Za-z]\s*\}(?:_\{?\s*[A-Za-z0-9]\s*\}?)?|[A-Za-z](?:_\{?\s*[A-Za-z0-9]\s*\}?)?)`;

/**
 * 「普朗克常量 h，光速为 c，电子质量为 m_e，则 h/(m_e c) 在国际单位制下的单位是」: each letter named by its quantity,
 * the expression's dimension found in kg, m, s, A, and every option read as an SI unit; the option whose unit has
 * that dimension, exactly one. Null when a letter is not named, an option is not a unit, or the question is not that.
 */
export function solveSiDimensions(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const stem = split.stem;
  if (!/国际单位制|单位/.test(stem)) return null;
  const ask = /\$([^$]+)\$\s*(?:在国际单位制(?:中|下)?的单位|的(?:国际单位制)?单位)(?:是|为)/.exec(stem);
  let dim: Dim | null = null;
  let asked = '';
  let explained: string[] = [];
  if (ask) {
    const expr = readSymbolicOption(ask[1]);
    if (!expr || expr.letters.size === 0) return null;
    // The letters and the words before each: 「光速为 $c$」, 「电子质量为 $\boldsymbol{m}_{e}$」, 「普朗克常量 $h=…$」.
    const letters = new Map<string, Dim>();
    const before = stem.slice(0, ask.index);
    for (const m of before.matchAll(new RegExp(String.raw`([\u4e00-\u9fa5]{2,8})\s*(?:为|是)?\s*\$\s*${LETTER}\s*(?:=[^$]*)?\$`, 'g'))) {
      const read = readSymbolicOption(m[2]);
      if (read?.letters.size !== 1) continue;
      const name = [...read.letters][0];
      const dims = quantityDims(m[1]);
      if (!dims || letters.has(name)) return null;
      letters.set(name, dims);
    }
    for (const l of expr.letters) if (!letters.has(l)) return null;
    dim = dimensionOf(expr.node, letters);
    asked = `$${ask[1].trim()}$`;
    explained = [...expr.letters].map((l) => `- $${l}$：$${baseTex(letters.get(l)!)}$`);
  } else {
    // 「用国际单位制的基本单位表示，磁感应强度的单位是」: a quantity named in words.
    if (!/基本单位/.test(stem) || /\$/.test(stem)) return null;
    const named = /([\u4e00-\u9fa5]{2,8})的单位(?:用国际单位制(?:的)?基本单位(?:可)?表示)?(?:是|为|可表示为)/.exec(
      stem.replace(/\s+/g, ''),
    );
    if (!named) return null;
    dim = quantityDims(named[1].replace(/^(?:表示|则)/, ''));
    asked = named[1];
  }
  if (!dim) return null;
  const units = split.options.map((o) => readUnit(o.text));
  if (units.some((u) => !u)) return null;
  const hits = split.options.filter((_, i) => same(units[i]!, dim));
  if (hits.length !== 1) return refused('physics', '算出的单位和选项对不上（或有两个选项量纲相同），为避免选错，暂不作答。', 'choice');
  const markdown = [
    '**思路**：把每个字母的单位换成国际单位制的基本单位（kg、m、s、A），再按式子相乘除。',
    '',
    ...explained,
    '',
    `所以 ${asked} 的单位是 $${baseTex(dim)}$。`,
    '',
    '**逐项核对**：',
    '',
    ...split.options.map(
      (o, i) => `- ${o.letter}：${o.text.trim()} = $${baseTex(units[i]!)}$，${same(units[i]!, dim) ? '相同' : '不同'}。`,
    ),
    '',
    `**答**：${hits[0].letter}。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${hits[0].letter}（${hits[0].text.trim()}）`,
    '每个选项的单位都化成基本单位与算出的量纲逐一比较',
    'choice',
  );
}
