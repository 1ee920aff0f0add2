import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';

const X = '(?:一个数|某数)';
const ASKED = '[，,]?(?:求这个数|(?:求)?(?:这个数|一个数|某数)(?:是|等于)?(?:多少|几))';

interface Sentence {
  /** The sentence with each number written as #, its numbers in order, plain or a part (分数、百分数). */
  re: RegExp;
  parts: Array<'plain' | 'part'>;
  /** The number sought from the numbers told (in order) and the words matched. */
  solve: (v: Rat[], m: RegExpExecArray) => Rat | null;
  /** The equation or the expression, as a pupil writes it. */
  tex: (v: string[], m: RegExpExecArray) => string;
}

const SENTENCES: Sentence[] = [
  // 一个数比36多15，这个数是多少
  {
    re: new RegExp(`^${X}比#(多|少)#${ASKED}$`),
    parts: ['plain', 'plain'],
    solve: ([a, b], m) => (m[1] === '多' ? a.add(b) : a.sub(b)),
    tex: ([a, b], m) => `${a} ${m[1] === '多' ? '+' : '-'} ${b}`,
  },
  // 36比一个数多15
  {
    re: new RegExp(`^#比${X}(多|少)#${ASKED}$`),
    parts: ['plain', 'plain'],
    solve: ([a, b], m) => (m[1] === '多' ? a.sub(b) : a.add(b)),
    tex: ([a, b], m) => `${a} ${m[1] === '多' ? '-' : '+'} ${b}`,
  },
  // 比48少19的数是多少
  {
    re: /^比#(多|少)#的数是(?:多少|几)$/,
    parts: ['plain', 'plain'],
    solve: ([a, b], m) => (m[1] === '多' ? a.add(b) : a.sub(b)),
    tex: ([a, b], m) => `${a} ${m[1] === '多' ? '+' : '-'} ${b}`,
  },
  // 一个数加上15等于36 / 一个数减去15的差是36
  {
    re: new RegExp(`^${X}(加上|加|减去|减)#(?:的和|的差|后)?(?:是|等于|得)#${ASKED}$`),
    parts: ['plain', 'plain'],
    solve: ([a, b], m) => (m[1].startsWith('加') ? b.sub(a) : b.add(a)),
    tex: ([a, b], m) => `${b} ${m[1].startsWith('加') ? '-' : '+'} ${a}`,
  },
  // 50减去一个数等于36
  {
    re: new RegExp(`^#(?:减去|减)${X}(?:的差|后)?(?:是|等于|得)#${ASKED}$`),
    parts: ['plain', 'plain'],
    solve: ([a, b]) => a.sub(b),
    tex: ([a, b]) => `${a} - ${b}`,
  },
  // 24的1/3是多少
  {
    re: /^#的#是(?:多少|几)$/,
    parts: ['plain', 'part'],
    solve: ([a, f]) => a.mul(f),
    tex: ([a, f]) => `${a} \\times ${f}`,
  },
  // 一个数的3/4是36，这个数是多少
  {
    re: new RegExp(`^${X}的#是#${ASKED}$`),
    parts: ['part', 'plain'],
    solve: ([f, a]) => (f.isZero() ? null : a.div(f)),
    tex: ([f, a]) => `${a} \\div ${f}`,
  },
];

/**
 * 求比一个数多（少）几的数, 一个数加（减）几等于几, 求一个数的几分之几 (人教版 一至六年级 列式计算): a bare number sentence
 * and nothing else. The sentence is read whole, each number in its place; the answer is put back into it (the check).
 */
export function numberSentenceKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 2 || nums.some((q) => q.unit || q.measure)) return null;
  let shape = '';
  let at = 0;
  for (const q of nums) {
    shape += `${p.text.slice(at, q.start)}#`;
    at = q.end;
  }
  shape = (shape + p.text.slice(at)).replace(/[？?。.！!\s]+$/, '');
  for (const s of SENTENCES) {
    const m = s.re.exec(shape);
    if (!m) continue;
    const fits = (q: Qty, part: 'plain' | 'part') =>
      part === 'plain' ? q.kind === 'plain' : (q.kind === 'fraction' || q.kind === 'percent') && q.value.sign() > 0;
    if (!nums.every((q, i) => fits(q, s.parts[i]))) return null;
    const values = nums.map((q) => q.value);
    const answer = s.solve(values, m);
    if (!answer || answer.sign() < 0) return null;
    const texts = nums.map((q) => (q.kind === 'percent' ? `${numTex(q.value.mul(Rat.of(100)))}\\%` : numTex(q.value)));
    const ofPart = s.parts.includes('part');
    return {
      kind: 'number-sentence',
      idea: ofPart
        ? '求一个数的几分之几（百分之几）是多少用乘法；已知一个数的几分之几是多少，求这个数用除法。'
        : '按数量关系列式：求比一个数多几的数用加法，求比一个数少几的数用减法；由和（差）求一个加数（被减数、减数）用逆运算。',
      steps: [`**列式计算** $${s.tex(texts, m)} = ${numTex(answer)}$`],
      answer,
      unit: '',
      form: 'number',
      decimal: true,
      used: nums,
      check: `把 $${numTex(answer)}$ 放回题中的关系，正好成立。`,
    };
  }
  return null;
}
