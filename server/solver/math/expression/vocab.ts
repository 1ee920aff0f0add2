/** Words that may surround any math problem without changing its meaning. */
const COMMON = [
  '已知',
  '设',
  '若',
  '求',
  '解',
  '请',
  '计算',
  '的',
  '值',
  '结果',
  '答案',
  '是',
  '为',
  '等于',
  '多少',
  '试',
  '写出',
  '过程',
  '并',
  '给出',
  '详细',
  '步骤',
  '问',
  '一下',
  '帮我',
  '吗',
  '呢',
  '则',
  '该',
  '如下',
  '题目',
  '这道题',
  '下面',
  '以下',
  '算',
  '出',
  '得',
  '答',
  '求出',
  '计算出',
  '得到',
  '数学',
  '题',
];

const PUNCT = /[\s.,;:!?()[\]{}'"`~、。，；：！？（）【】《》〈〉「」『』…—\-_=+*/<>|#$%^&@\d]/gu;

/**
 * What remains of the prose after removing the given vocabulary: empty when every word is understood.
 * A non-empty remainder means the problem says something the solver did not account for.
 */
export function unexplained(prose: string, allowed: readonly string[]): string {
  let s = prose;
  const words = [...allowed, ...COMMON].sort((a, b) => b.length - a.length);
  for (const w of words) s = s.split(w).join(' ');
  s = s.replace(PUNCT, ' ').replace(/\s+/g, ' ').trim();
  return s;
}

export function hasAny(text: string, words: readonly string[]): boolean {
  return words.some((w) => text.includes(w));
}
