import { chineseNumber } from '../word-problems/read';
import type { Worked } from './text';

const PRIME = '(?:质数|素数)';
const TIMES = '(\\d{1,3}|[二两三四五六七八九十])';
const ASKED = '(?:的)?(和|之和|积|乘积)(?:是|为|等于)?(?:多少)?';
/** 「一个质数的3倍与另一个质数的5倍的和是133，这两个质数的和是」: a sum of two multiples told in words. */
const IN_WORDS = new RegExp(
  `^(?:已知|有)?(?:一个|某个|某一个)${PRIME}的${TIMES}倍(?:与|加上|加|和)另(?:一个|外一个)${PRIME}(?:的${TIMES}倍)?(?:的和|之和|相加的和|相加)?(?:是|为|等于|得)(\\d{1,6}),?(?:则|那么|求)?(?:这两个${PRIME}|它们)${ASKED}$`,
);
/** 「若质数a,b满足5a+b=2027，则a+b=」「已知p、q都是质数，且3p+7q=41，求pq」. */
const IN_LETTERS = new RegExp(
  `^(?:已知|若|如果|设)?(?:(?:两个)?${PRIME}([a-z]),([a-z])|([a-z]),([a-z])(?:都|均)?(?:是|为)(?:两个)?${PRIME}),?(?:且|并且)?(?:满足)?(\\d{0,3})([a-z])\\+(\\d{0,3})([a-z])=(\\d{1,6}),?(?:则|那么|求)?(?:代数式)?([a-z])(\\+|×)?([a-z])(?:的值)?(?:是|为|等于|=)?(?:多少)?$`,
);

function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

function times(s: string | undefined): number | null {
  if (!s) return 1;
  const n = /^\d+$/.test(s) ? Number(s) : chineseNumber(s);
  return n && n >= 1 ? n : null;
}

interface Read {
  a: number;
  b: number;
  total: number;
  /** 「另一个质数」: the two primes differ. */
  differ: boolean;
  product: boolean;
  names: [string, string];
}

function read(f: string): Read | null {
  const w = IN_WORDS.exec(f);
  if (w) {
    const a = times(w[1]);
    const b = times(w[2]);
    if (!a || !b) return null;
    return { a, b, total: Number(w[3]), differ: true, product: /积/.test(w[4]), names: ['p', 'q'] };
  }
  const l = IN_LETTERS.exec(f);
  if (!l) return null;
  const x = l[1] ?? l[3];
  const y = l[2] ?? l[4];
  const [, , , , , ca, va, cb, vb, total, ax, op, ay] = l;
  // the equation and the ask must name the two declared letters, each once, in the order they were declared
  if (x === y || va !== x || vb !== y || ax !== x || ay !== y) return null;
  if ((ca && /^0/.test(ca)) || (cb && /^0/.test(cb))) return null;
  return {
    a: ca ? Number(ca) : 1,
    b: cb ? Number(cb) : 1,
    total: Number(total),
    differ: false,
    product: op !== '+',
    names: [x, y],
  };
}

/**
 * Two primes with a·p + b·q = N (「一个质数的3倍与另一个质数的5倍的和是133」「质数a,b满足5a+b=2027」), their sum or
 * product asked: every prime p with a·p < N is tried, so every solution is found; several solutions give several
 * values (an option 「61或99」 names them all), none — or two equal primes where 「另一个」 says they differ — refuses.
 */
export function primeCombinationKind(f: string): Worked | null {
  const r = read(f);
  if (!r || r.total > 200000 || r.a > 100 || r.b > 100) return null;
  const found: Array<[number, number]> = [];
  for (let p = 2; r.a * p < r.total; p++) {
    if (!isPrime(p)) continue;
    const rest = r.total - r.a * p;
    if (rest % r.b === 0 && isPrime(rest / r.b)) found.push([p, rest / r.b]);
  }
  if (!found.length || found.length > 4) return null;
  if (r.differ && found.some(([p, q]) => p === q)) return null;
  const [x, y] = r.names;
  const values = [...new Set(found.map(([p, q]) => (r.product ? p * q : p + q)))].sort((u, v) => u - v);
  const term = (k: number, v: string) => (k === 1 ? v : `${k}${v}`);
  const eq = `${term(r.a, x)}+${term(r.b, y)}=${r.total}`;
  const bothOdd = r.a % 2 === 1 && r.b % 2 === 1 && r.total % 2 === 1;
  const idea = bothOdd
    ? `$${r.total}$ 是奇数，$${term(r.a, x)}$ 与 $${term(r.b, y)}$ 必定一奇一偶，而偶质数只有 $2$，所以 $${x}=2$ 或 $${y}=2$。`
    : `把质数 $${x}$ 从 $2$ 起逐个代入（$${term(r.a, x)}<${r.total}$），看 $${y}=(${r.total}-${term(r.a, x)})\\div ${r.b}$ 是不是质数。`;
  const asked = r.product ? `${x}${y}` : `${x}+${y}`;
  const each = found.map(([p, q]) => `$${x}=${p}$，$${y}=${q}$，$${asked}=${r.product ? p * q : p + q}$`);
  const shown = values.map((v) => `$${v}$`).join(' 或 ');
  return {
    kind: 'prime-combination',
    steps: [
      `**解题思路** 设两个质数为 $${x}$、$${y}$，则 $${eq}$。${idea}`,
      `**步骤 1** 逐一检验，满足条件的只有：${each.join('；')}。`,
      `**步骤 2** 所以 $${asked}$ ${values.length > 1 ? '有两种可能：' : '='} ${shown}。`,
    ],
    answer: shown,
    value: { kind: 'numbers', values },
    check: `代回：${found.map(([p, q]) => `$${r.a}\\times ${p}+${r.b}\\times ${q}=${r.total}$`).join('，')}，且都是质数；其余质数代入后另一个数都不是质数。`,
  };
}
