import type { Subject } from '../../contract/subjects';

export type SuggestionIcon = 'list' | 'spark' | 'chart' | 'triangle' | 'circle' | 'calc' | 'trophy' | 'atom' | 'flask' | 'pencil';

/** A suggested question on the home page (spec §3 "Suggestion / example problem"). */
export interface Suggestion {
  id: string;
  /** Markdown with $…$ math. */
  text: string;
  tags: string[];
  /** Decorative; hidden from screen readers (drawn as an svg, so no emoji font is needed). */
  icon: SuggestionIcon;
  category: Subject;
}

/** Tags that have their own style (spec §3); any other tag gets the default style. */
export const STYLED_TAGS = ['2025高考', '高考真题', '考研真题', '模拟题', '竞赛题'] as const;
export type TagStyle = (typeof STYLED_TAGS)[number] | 'default';

export function tagStyle(tag: string): TagStyle {
  return (STYLED_TAGS as readonly string[]).includes(tag) ? (tag as TagStyle) : 'default';
}

export const SUGGESTIONS: readonly Suggestion[] = [
  {
    id: 'gk25-set',
    text: '已知集合 $A=\\{x \\mid x^2-4x+3<0\\}$，$B=\\{x \\mid 2<x<5\\}$，求 $A\\cap B$。',
    tags: ['2025高考', '高考真题', '集合'],
    icon: 'list',
    category: 'math',
  },
  {
    id: 'gk25-complex',
    text: '若复数 $z$ 满足 $(1+i)z=3-i$，求 $z$ 及 $|z|$。',
    tags: ['2025高考', '复数'],
    icon: 'spark',
    category: 'math',
  },
  {
    id: 'gk25-sequence',
    text: '已知等差数列 $\\{a_n\\}$ 的前 $n$ 项和为 $S_n$，且 $a_3=5$，$S_6=36$，求通项公式 $a_n$ 及 $S_n$。',
    tags: ['2025高考', '高考真题', '数列'],
    icon: 'chart',
    category: 'math',
  },
  {
    id: 'gk25-trig',
    text: '已知 $\\sin\\alpha=\\dfrac{3}{5}$，$\\alpha\\in\\left(\\dfrac{\\pi}{2},\\pi\\right)$，求 $\\tan\\left(\\alpha+\\dfrac{\\pi}{4}\\right)$ 的值。',
    tags: ['2025高考', '三角函数'],
    icon: 'triangle',
    category: 'math',
  },
  {
    id: 'gk25-derivative',
    text: '已知函数 $f(x)=x^3-3x^2+2$，求 $f(x)$ 的单调区间和极值。',
    tags: ['2025高考', '高考真题', '导数'],
    icon: 'chart',
    category: 'math',
  },
  {
    id: 'gk25-ellipse',
    text: '已知椭圆 $C:\\dfrac{x^2}{a^2}+\\dfrac{y^2}{b^2}=1\\ (a>b>0)$ 的离心率为 $\\dfrac{\\sqrt{2}}{2}$，且经过点 $(2,\\sqrt{2})$，求椭圆 $C$ 的方程。',
    tags: ['2025高考', '圆锥曲线'],
    icon: 'circle',
    category: 'math',
  },
  {
    id: 'ky-limit',
    text: '求极限 $\\displaystyle\\lim_{x\\to 0}\\frac{e^x-1-x}{x^2}$。',
    tags: ['考研真题', '高等数学'],
    icon: 'calc',
    category: 'math',
  },
  {
    id: 'jingsai-mod',
    text: '求所有正整数 $n$，使得 $3 \\mid 2^n+1$。',
    tags: ['竞赛题', '数论'],
    icon: 'trophy',
    category: 'math',
  },
  {
    id: 'moni-brake',
    text: '一辆汽车以 $v_0=20\\,\\text{m/s}$ 的速度行驶，刹车后做匀减速直线运动，加速度大小为 $5\\,\\text{m/s}^2$，求刹车后 $6\\,\\text{s}$ 内的位移。',
    tags: ['模拟题', '物理'],
    icon: 'atom',
    category: 'physics',
  },
  {
    id: 'ja-chem',
    text: '次の化学反応式の係数を決めなさい：$\\mathrm{C_3H_8 + O_2 \\rightarrow CO_2 + H_2O}$',
    tags: ['日本語', '化学'],
    icon: 'flask',
    category: 'chemistry',
  },
  {
    id: 'es-system',
    text: 'Resuelve el sistema de ecuaciones: $2x+y=7$, $x-y=2$.',
    tags: ['Español', 'Álgebra'],
    icon: 'pencil',
    category: 'math',
  },
];

/** `count` distinct suggestions in random order (partial Fisher–Yates). */
export function pickSuggestions(
  count: number,
  list: readonly Suggestion[] = SUGGESTIONS,
  random: () => number = Math.random,
): Suggestion[] {
  const pool = [...list];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, n);
}
