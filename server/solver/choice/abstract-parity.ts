/**
 * 「设函数 f(x), g(x) 的定义域都为 R，且 f(x) 是奇函数，g(x) 是偶函数，则下列结论正确的是」 with options such as
 * 「f(x)·|g(x)| 是奇函数」: the parity of a function built from functions known only by their parity (人教A版 必修一
 * 3.2.2). An option claims that its function is odd (even) for *every* such f and g; it is checked with several
 * concrete odd and even functions (with negative values, so that |·| matters): true when it holds for all of them at
 * many points, false with the pair and the point that break it.
 */
import { evaluate } from '../math/compute/evaluate';
import { freeVars, type Node } from '../math/expression/ast';
import { expr, flat } from './graph-symmetry';

type Parity = 'odd' | 'even';

export interface AbstractParity {
  parity: Map<string, Parity>;
}

const WORD: Record<string, Parity> = { 奇: 'odd', 偶: 'even' };
const SAMPLES: Record<Parity, string[]> = {
  odd: ['(U)^{3}-2(U)', '\\sin(U)+\\frac{1}{2}(U)', '(U)^{5}+(U)'],
  even: ['(U)^{2}-2', '\\cos(U)-\\frac{1}{3}', '(U)^{4}-3(U)^{2}+1'],
};
const SAMPLE_TEX: Record<Parity, string[]> = {
  odd: ['x^3-2x', '\\sin x+\\frac{1}{2}x', 'x^5+x'],
  even: ['x^2-2', '\\cos x-\\frac{1}{3}', 'x^4-3x^2+1'],
};
const POINTS = Array.from({ length: 60 }, (_, i) => 0.05 + i * 0.061 + 0.001 * Math.SQRT2);

/** The words such a stem may use besides its parity declarations. */
const FILLER =
  /已知|设|函数|的定义域(?:都|均)?(?:为|是)\s*(?:R|\\mathbb\s*\{R\}|\\mathbf\s*\{R\})|定义在\s*(?:R|\\mathbb\s*\{R\}|\\mathbf\s*\{R\})\s*上的|[fgh]\s*\(\s*x\s*\)|且|分别|则|(?:下列|以下|下面)结论(?:中)?正确的是|[,，、.。;；()（）\s$_]/g;

export function readAbstractParity(stem: string): AbstractParity | null {
  const s = flat(stem);
  const parity = new Map<string, Parity>();
  // a name standing alone: in 「f(x) g(x) 是奇函数」「x f(x) 是偶函数」 the product is declared, not g or f
  const rest = s.replace(
    /(?<![)\]}|\w+\-*/^·.\\]\s*)([fgh])\s*\(\s*x\s*\)\s*\$?\s*(?:是|为)\s*(奇|偶)函数/g,
    (_, name: string, w: string) => {
      if (parity.has(name)) parity.set(name, parity.get(name) === WORD[w] ? WORD[w] : ('clash' as Parity));
      else parity.set(name, WORD[w]);
      return '';
    },
  );
  if (!parity.size || [...parity.values()].some((p) => p !== 'odd' && p !== 'even')) return null;
  if (!/(?:下列|以下|下面)结论(?:中)?正确的是/.test(rest) || rest.replace(FILLER, '') !== '') return null;
  // every function named in the stem is declared
  for (const m of s.matchAll(/([fgh])\s*\(\s*x\s*\)/g)) if (!parity.has(m[1])) return null;
  return { parity };
}

/** The option's function with each named function replaced by the sample of its parity; null when not read. */
function instantiate(src: string, pick: Map<string, string>): Node | null {
  let s = src.replace(/\\bullet|\\times/g, '\\cdot').replace(/\\left|\\right/g, '');
  // innermost calls first, each set aside as a token so that f(g(x)) is read from the inside out
  const parts: string[] = [];
  for (let guard = 0; /[fgh]\s*\(/.test(s); guard++) {
    if (guard > 10) return null;
    const next = s.replace(/([fgh])\s*\(([^()]*)\)/g, (m, name: string, arg: string) => {
      const f = pick.get(name);
      if (!f) return m;
      parts.push(`(${f.replace(/U/g, arg)})`);
      return `Ψ${parts.length - 1}Ψ`;
    });
    if (next === s) return null;
    s = next;
  }
  for (let guard = 0; /Ψ/.test(s); guard++) {
    if (guard > 10) return null;
    s = s.replace(/Ψ(\d+)Ψ/g, (_, k: string) => parts[Number(k)]);
  }
  const n = expr(s);
  return n && [...freeVars(n)].every((v) => v === 'x') ? n : null;
}

/** Every way of choosing one sample function for each declared name. */
function choices(parity: Map<string, Parity>): Array<Map<string, [string, string]>> {
  let out: Array<Map<string, [string, string]>> = [new Map()];
  for (const [name, p] of parity) {
    const next: Array<Map<string, [string, string]>> = [];
    for (const m of out)
      SAMPLES[p].forEach((f, i) => {
        next.push(new Map(m).set(name, [f, SAMPLE_TEX[p][i]]));
      });
    out = next;
  }
  return out;
}

export function decideParityOption(g: AbstractParity, option: string): { truth: boolean; why: string } | null {
  const m = /^(.+?)\s*(?:是|为)\s*(奇|偶)函数\s*[.。]?$/.exec(flat(option));
  if (!m) return null;
  const src = m[1].trim();
  if (!/[fgh]\s*\(/.test(src) || /[\u4e00-\u9fff]/.test(src)) return null;
  const claim = WORD[m[2]];
  for (const pick of choices(g.parity)) {
    const n = instantiate(src, new Map([...pick].map(([k, [f]]) => [k, f])));
    if (!n) return null;
    for (const x of POINTS) {
      const [p, q] = [evaluate(n, { x }), evaluate(n, { x: -x })];
      if (!Number.isFinite(p) || !Number.isFinite(q)) return null;
      const gap = claim === 'odd' ? p + q : p - q;
      if (Math.abs(gap) > 1e-6 * Math.max(1, Math.abs(p), Math.abs(q))) {
        const names = [...pick].map(([k, [, tex]]) => `$${k}(x)=${tex}$`).join('，');
        const at = String(Number(x.toPrecision(4)));
        return {
          truth: false,
          why: `取 ${names}（符合题设的奇偶性），在 $x=${at}$ 与 $x=-${at}$ 处该函数的值分别约为 ${round(p)} 与 ${round(q)}，不满足 ${claim === 'odd' ? '$F(-x)=-F(x)$' : '$F(-x)=F(x)$'}，不一定是${m[2]}函数`,
        };
      }
    }
  }
  const rule =
    claim === 'odd'
      ? '把 $x$ 换成 $-x$：奇函数变号、偶函数不变、绝对值去掉符号，整个式子恰好变号，$F(-x)=-F(x)$'
      : '把 $x$ 换成 $-x$：奇函数变号、偶函数不变、绝对值去掉符号，整个式子不变，$F(-x)=F(x)$';
  return { truth: true, why: `定义域 $\\mathbf{R}$ 关于原点对称；${rule}（也已用多组符合题设的具体函数在许多点上验证）` };
}

const round = (v: number) => String(Number(v.toPrecision(4)));
