import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';

/**
 * 还原问题 (倒推): one unknown number put through a chain of operations, the result told —
 * 「一个数加上25，再乘3，得120，这个数是多少？」, 「一个数先减去8，再除以4，商是5」. The chain is undone from the
 * result backwards, and the answer is put through the chain forwards to check it.
 */

const NUM = String.raw`(\d+(?:\.\d+)?(?:\/\d+)?)`;
const START = /^(?:有)?(?:一个数|某数|一个数字)(?:先)?/;
const SEP = /^[，,]?(?:再|然后|接着|最后)?(?:把(?:结果|所得的?(?:和|差|积|商)))?/;
const OP = new RegExp(`^(?:(加上|加|减去|减|乘以|乘|除以)${NUM}|的${NUM}倍)(?:以?后)?(?:的(?:和|差|积|商))?`);
const END = new RegExp(`^[，,]?(?:最后)?(?:得数是|结果是|结果为|正好是|得到|得|等于|和是|差是|积是|商是)${NUM}$`);

type Op = '+' | '-' | '×' | '÷';

interface Step {
  op: Op;
  q: Qty;
}

function apply(x: Rat, s: Step): Rat | null {
  const v = s.q.value;
  if (s.op === '+') return x.add(v);
  if (s.op === '-') return x.sub(v);
  if (s.op === '×') return x.mul(v);
  return v.isZero() ? null : x.div(v);
}

function undo(y: Rat, s: Step): Rat | null {
  const v = s.q.value;
  if (s.op === '+') return y.sub(v);
  if (s.op === '-') return y.add(v);
  if (s.op === '×') return v.isZero() ? null : y.div(v);
  return y.mul(v);
}

const INVERSE: Record<Op, { tex: string; word: string }> = {
  '+': { tex: '-', word: '加' },
  '-': { tex: '+', word: '减' },
  '×': { tex: '\\div', word: '乘' },
  '÷': { tex: '\\times', word: '除以' },
};

export function operationChainKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/(?:这个数|原数|这个数字|某数|一个数)(?:是)?(?:多少|几)|求(?:这个数|原数)/.test(p.ask.text)) return null;
  const stem = p.text.slice(0, p.offsets[p.ask.clause]).replace(/[，,。；]$/, '');
  const start = START.exec(stem);
  if (!start) return null;
  const qAt = (i: number) => p.qs.find((q) => q.start === i) ?? null;
  const steps: Step[] = [];
  let i = start[0].length;
  for (;;) {
    const sep = SEP.exec(stem.slice(i));
    const at = i + (sep?.[0].length ?? 0);
    const m = OP.exec(stem.slice(at));
    if (!m) break;
    const word = m[1];
    const raw = m[2] ?? m[3];
    const q = qAt(at + m[0].indexOf(raw, word ? word.length : 1));
    if (!q || q.unit || (q.measure && q.measure !== '倍')) return null;
    const op: Op = !word ? '×' : word.startsWith('加') ? '+' : word.startsWith('减') ? '-' : word.startsWith('乘') ? '×' : '÷';
    // 「的3倍」 names the first operation only
    if (!word && steps.length) return null;
    steps.push({ op, q });
    i = at + m[0].length;
  }
  if (steps.length < 2) return null;
  const end = END.exec(stem.slice(i));
  if (!end) return null;
  const result = qAt(i + end[0].length - end[1].length);
  if (!result || result.unit || result.measure) return null;
  const used = [...steps.map((s) => s.q), result];
  if (p.qs.some((q) => !isOptional(q) && !used.includes(q))) return null;
  // 倒推: from the result, each step undone in reverse order
  const lines: string[] = [];
  let y = result.value;
  for (let k = steps.length - 1; k >= 0; k--) {
    const s = steps[k];
    const x = undo(y, s);
    if (!x) return null;
    lines.push(
      `最后第 ${steps.length - k} 步是${INVERSE[s.op].word} $${numTex(s.q.value)}$，倒推回去：$${numTex(y)} ${INVERSE[s.op].tex} ${numTex(s.q.value)} = ${numTex(x)}$`,
    );
    y = x;
  }
  let forward: Rat | null = y;
  for (const s of steps) forward = forward ? apply(forward, s) : null;
  if (!forward?.eq(result.value)) return null;
  const chain = steps.map((s) => `${s.op === '×' ? '\\times' : s.op === '÷' ? '\\div' : s.op} ${numTex(s.q.value)}`);
  return {
    kind: 'operation-chain',
    idea: '还原问题：从最后的结果出发倒着想，每一步都做相反的运算（加变减、减变加、乘变除、除变乘）。',
    steps: lines.map((l) => `**倒推** ${l}`),
    answer: y,
    unit: '',
    form: 'number',
    decimal: true,
    used,
    check: `验算：$${numTex(y)}$ 依次 ${chain.map((c) => `$${c}$`).join('、')}，正好得 $${numTex(result.value)}$。`,
  };
}
