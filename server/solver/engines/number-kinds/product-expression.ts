/**
 * The integer expressions of 「…的个位数字」「…的末尾有几个0」: sums and differences of products whose factors are
 * whole numbers, factorials n!, powers a^{b}, and runs 「1×3×5×…×99」 (equal steps, the last factor written).
 * Read whole or not at all; values kept small enough to compute exactly.
 */
export type Factor =
  | { k: 'int'; n: bigint }
  | { k: 'fact'; n: number }
  | { k: 'pow'; base: bigint; exp: number }
  | { k: 'run'; first: bigint; step: bigint; last: bigint }
  /** 「1!+2!+3!+…+n!」, a sum of consecutive factorials, kept as one part of the expression. */
  | { k: 'factSum'; from: number; to: number };

export interface Term {
  sign: 1n | -1n;
  factors: Factor[];
}

const MAX_DIGITS = 60000;

function readFactor(s: string): Factor | null {
  let m = /^(\d{1,12})!$/.exec(s);
  if (m) return Number(m[1]) <= 3000 ? { k: 'fact', n: Number(m[1]) } : null;
  m = /^(\d{1,12})\^(?:\{(\d{1,7})\}|(\d))$/.exec(s) ?? /^\((\d{1,12})\)\^(?:\{(\d{1,7})\}|(\d))$/.exec(s);
  if (m) {
    const base = BigInt(m[1]);
    const exp = Number(m[2] ?? m[3]);
    if (base < 2n || exp * Math.log10(Number(base)) > MAX_DIGITS) return null;
    return { k: 'pow', base, exp };
  }
  m = /^(\d{1,12})$/.exec(s);
  if (m && !/^0\d/.test(s)) return { k: 'int', n: BigInt(m[1]) };
  return null;
}

function readTerm(s: string): Factor[] | null {
  const parts = s.split(/×|\*/);
  const dots = parts.indexOf('…');
  if (dots < 0) {
    const fs = parts.map(readFactor);
    return fs.every((f): f is Factor => !!f) ? fs : null;
  }
  // 「a×b×…×c」: the written factors before the dots show the step; only whole numbers in a run
  if (parts.lastIndexOf('…') !== dots || dots < 2 || dots !== parts.length - 2) return null;
  const nums = parts.filter((_, i) => i !== dots).map((p) => (/^[1-9]\d{0,5}$/.test(p) ? BigInt(p) : null));
  if (nums.some((n) => n === null)) return null;
  const head = nums.slice(0, dots) as bigint[];
  const last = nums[nums.length - 1] as bigint;
  const step = head[1] - head[0];
  if (step < 1n || head.some((v, i) => i > 0 && v - head[i - 1] !== step)) return null;
  if (last <= head[head.length - 1] || (last - head[0]) % step !== 0n || (last - head[0]) / step > 5000n) return null;
  return [{ k: 'run', first: head[0], step, last }];
}

/** 「a!+(a+1)!+…+b!」 (at least two written before the dots): the sum of the factorials a! to b!. */
function factorialSum(s: string): Factor | null {
  const m = /^(\d{1,4})!\+(\d{1,4})!(?:\+(\d{1,4})!)?\+…\+(\d{1,4})!$/.exec(s);
  if (!m) return null;
  const shown = [m[1], m[2], m[3]].filter((x): x is string => !!x).map(Number);
  const to = Number(m[4]);
  if (shown.some((v, i) => i > 0 && v !== shown[i - 1] + 1) || to <= shown[shown.length - 1] || to > 3000) return null;
  return { k: 'factSum', from: shown[0], to };
}

export function readExpression(s: string): Term[] | null {
  const src = s.replace(/^\((.*)\)$/, '$1');
  if (!src || /[^0-9!^{}()×*+\-…]/.test(src)) return null;
  const sum = factorialSum(src);
  if (sum) return [{ sign: 1n, factors: [sum] }];
  const terms: Term[] = [];
  const re = /([+-]?)([^+-]+)/gy;
  let at = 0;
  while (at < src.length) {
    re.lastIndex = at;
    const m = re.exec(src);
    if (!m || m.index !== at || (at > 0 && !m[1])) return null;
    at = re.lastIndex;
    const factors = readTerm(m[2]);
    if (!factors) return null;
    terms.push({ sign: m[1] === '-' ? -1n : 1n, factors });
  }
  return terms.length ? terms : null;
}

export function factorial(n: number): bigint {
  let r = 1n;
  for (let i = 2n; i <= BigInt(n); i++) r *= i;
  return r;
}

export function runValues(f: Extract<Factor, { k: 'run' }>): bigint[] {
  const out: bigint[] = [];
  for (let v = f.first; v <= f.last; v += f.step) out.push(v);
  return out;
}

export function factorValue(f: Factor): bigint {
  if (f.k === 'int') return f.n;
  if (f.k === 'fact') return factorial(f.n);
  if (f.k === 'pow') return f.base ** BigInt(f.exp);
  if (f.k === 'factSum') {
    let sum = 0n;
    for (let n = f.from; n <= f.to; n++) sum += factorial(n);
    return sum;
  }
  return runValues(f).reduce((p, v) => p * v, 1n);
}

export function termValue(t: Term): bigint {
  return t.sign * t.factors.reduce((p, f) => p * factorValue(f), 1n);
}

export function factorTex(f: Factor): string {
  if (f.k === 'int') return `${f.n}`;
  if (f.k === 'fact') return `${f.n}!`;
  if (f.k === 'pow') return `${f.base}^{${f.exp}}`;
  if (f.k === 'factSum') return `${f.from}!+${f.from + 1}!+\\cdots +${f.to}!`;
  const [a, b] = [f.first, f.first + f.step];
  return `${a}\\times ${b}\\times \\cdots \\times ${f.last}`;
}

export function termTex(t: Term, first: boolean): string {
  const body = t.factors.map(factorTex).join('\\times ');
  return first ? (t.sign < 0n ? `-${body}` : body) : `${t.sign < 0n ? '-' : '+'}${body}`;
}
