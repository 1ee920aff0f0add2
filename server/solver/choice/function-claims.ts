/**
 * A statement about the one function f(x) of the stem, read into what it claims: its parity, a period,
 * an axis or centre of symmetry of its graph, monotonicity on an interval, how many zeros or extreme
 * points it has, its maximum or minimum (or extreme) value, a tangent line, a value f(c). Null when the
 * statement says anything else — the caller then refuses rather than guess.
 */
import { freeVars, type Node, neg, num, sub, substitute } from '../math/expression/ast';
import { evaluate } from '../math/compute/evaluate';
import { parseExpr } from '../math/expression/parser';
import { normalize } from '../math/expression/text';
import type { Interval } from '../math/expression/types';
import { readInterval } from './properties';

export type FunctionClaim =
  | { kind: 'parity'; parity: 'odd' | 'even' }
  | { kind: 'period'; period: Node; smallest: boolean }
  | { kind: 'axis'; at: Node }
  | { kind: 'centre'; at: Node; height: Node }
  | { kind: 'monotonic'; interval: Interval; increasing: boolean }
  | { kind: 'zeros'; count: number; interval: Interval | null }
  | { kind: 'extremes'; count: number; interval: Interval | null }
  | { kind: 'bound'; max: boolean; value: Node; interval: Interval | null }
  | { kind: 'extremum'; max: boolean; value: Node }
  | { kind: 'tangent'; slope: Node; intercept: Node }
  /** "x=1 是 f(x) 的极小值点", "f(x) 在 x=1 处取得极大值" */
  | { kind: 'extremeAt'; at: Node; max: boolean }
  /** "曲线 y=f(x) 在点 (0, f(0)) 处的切线方程为 y=x" */
  | { kind: 'tangentAt'; at: Node; slope: Node; intercept: Node }
  | { kind: 'value'; at: Node; value: Node }
  /**
   * A translation h(x) ↦ h(x + dx) + dy of the graph: of f onto the function `other` ("将 f(x) 的图象向左平移
   * π/6 个单位得到 y=…"), of `other` onto f ("f(x) 的图象可由 y=… 的图象向右平移 … 得到"), or of f onto an
   * odd or even function ("f(x+π/6) 是偶函数", "向左平移 π/6 个单位后关于 y 轴对称").
   */
  | { kind: 'translate'; dx: Node; dy: Node; from: 'f' | 'other'; onto: Node | 'odd' | 'even' };

const flat = (s: string) =>
  normalize(s)
    .replace(/\\(?:mathrm|text|rm|mathbf|mathbb)\s*\{([^{}]*)\}/g, '$1')
    .replace(/\$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[。.;；,，]+$/, '')
    .trim();

/** The function named as f(x), y=f(x), 函数 f(x), 曲线 y=f(x), with 的图象 optionally after it. */
const F = String.raw`(?:函数\s*)?(?:曲线\s*)?(?:y\s*=\s*)?f\s*\(\s*x\s*\)\s*(?:的?\s*图[象像])?`;
const INTERVAL = String.raw`([([][^()[\]]*[)\]]|R)`;
const ON = String.raw`(?:在\s*(?:区间\s*)?${INTERVAL}\s*(?:上|内)?\s*)?`;
const COUNT = String.raw`([一二两三四五六\d])`;
const NUMERALS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6 };

/** A constant written in the statement ("\frac{\pi}{2}", "-1"); null when it has a letter or does not parse. */
function constant(text: string): Node | null {
  try {
    const n = parseExpr(text.trim());
    return freeVars(n).size ? null : n;
  } catch {
    return null;
  }
}

function count(text: string): number {
  return NUMERALS[text] ?? Number(text);
}

/** "R" is the whole line (null interval); otherwise a finite or infinite interval; undefined when unreadable. */
function interval(text: string | undefined): Interval | null | undefined {
  if (!text || text === 'R') return null;
  return readInterval(text) ?? undefined;
}

type Reader = (s: string) => FunctionClaim | null;

const readers: Reader[] = [
  (s) => {
    const m = new RegExp(`^${F}\\s*(?:是|为)\\s*(奇|偶)函数$`).exec(s);
    if (m) return { kind: 'parity', parity: m[1] === '奇' ? 'odd' : 'even' };
    const g = new RegExp(`^${F}\\s*关于\\s*(y\\s*轴|原点)\\s*对称$`).exec(s);
    return g ? { kind: 'parity', parity: g[1].startsWith('y') ? 'even' : 'odd' } : null;
  },
  (s) => {
    const m =
      new RegExp(`^${F}\\s*的\\s*(最小正周期|一个周期)\\s*(?:是|为)\\s*(.+)$`).exec(s) ??
      new RegExp(`^(.+?)\\s*是\\s*${F}\\s*的\\s*(最小正周期|一个周期)$`).exec(s);
    if (!m) return null;
    const [word, value] = m[1].includes('周期') ? [m[1], m[2]] : [m[2], m[1]];
    const period = constant(value);
    return period ? { kind: 'period', period, smallest: word === '最小正周期' } : null;
  },
  (s) => {
    const m =
      new RegExp(`^${F}\\s*关于\\s*直线\\s*x\\s*=\\s*([^\\u4e00-\\u9fff]+?)\\s*(?:成轴)?对称$`).exec(s) ??
      new RegExp(`^直线\\s*x\\s*=\\s*([^\\u4e00-\\u9fff]+?)\\s*是\\s*${F}\\s*的\\s*(?:一条\\s*)?对称轴$`).exec(s) ??
      new RegExp(`^${F}\\s*的\\s*(?:一条\\s*)?对称轴\\s*(?:方程\\s*)?(?:是|为)\\s*(?:直线\\s*)?x\\s*=\\s*([^\\u4e00-\\u9fff]+)$`).exec(s);
    const at = m ? constant(m[1]) : null;
    return at ? { kind: 'axis', at } : null;
  },
  (s) => {
    const P = String.raw`\(\s*([^,()\u4e00-\u9fff]+(?:\([^()]*\))?[^,()\u4e00-\u9fff]*)\s*,\s*([^,()\u4e00-\u9fff]+)\s*\)`;
    const m =
      new RegExp(`^${F}\\s*关于\\s*点\\s*${P}\\s*(?:中心)?对称$`).exec(s) ??
      new RegExp(`^点\\s*${P}\\s*是\\s*${F}\\s*的\\s*(?:一个\\s*)?对称中心$`).exec(s) ??
      new RegExp(`^${F}\\s*的\\s*(?:一个\\s*)?对称中心\\s*(?:是|为)\\s*(?:点\\s*)?${P}$`).exec(s);
    if (!m) return null;
    const at = constant(m[1]);
    const height = constant(m[2]);
    return at && height ? { kind: 'centre', at, height } : null;
  },
  (s) => {
    const m = new RegExp(
      `^${F}\\s*在\\s*(?:区间\\s*)?${INTERVAL}\\s*(?:上|内)?\\s*(?:(?:是|为)\\s*)?(?:单调)?\\s*(递增|递减|增|减)(?:函数)?$`,
    ).exec(s);
    const i = m ? interval(m[1]) : undefined;
    return m && i ? { kind: 'monotonic', interval: i, increasing: m[2].includes('增') } : null;
  },
  (s) => {
    const m =
      new RegExp(`^${F}\\s*${ON}(?:有且(?:仅|只)有|恰有|只有|有)\\s*${COUNT}\\s*个\\s*(零点|极值点)$`).exec(s) ??
      new RegExp(`^${F}\\s*${ON}(?:没有|无|不存在)\\s*(零点|极值点)$`).exec(s);
    if (!m) return null;
    const none = m.length === 3;
    const i = interval(m[1]);
    if (i === undefined) return null;
    const n = none ? 0 : count(m[2]);
    const what = none ? m[2] : m[3];
    return { kind: what === '零点' ? 'zeros' : 'extremes', count: n, interval: i };
  },
  (s) => {
    const m = new RegExp(`^${F}\\s*${ON}的\\s*(零点|极值点)\\s*(?:的\\s*)?个数\\s*(?:是|为)\\s*(\\d)$`).exec(s);
    const i = m ? interval(m[1]) : undefined;
    if (!m || i === undefined) return null;
    return { kind: m[2] === '零点' ? 'zeros' : 'extremes', count: Number(m[3]), interval: i };
  },
  (s) => {
    const m =
      new RegExp(`^x\\s*=\\s*([^\\u4e00-\\u9fff]+?)\\s*是\\s*${F}\\s*的\\s*(?:一个\\s*)?极(大|小)值点$`).exec(s) ??
      new RegExp(`^${F}\\s*在\\s*x\\s*=\\s*([^\\u4e00-\\u9fff]+?)\\s*处\\s*取(?:得)?\\s*极(大|小)值$`).exec(s);
    const at = m ? constant(m[1]) : null;
    return m && at ? { kind: 'extremeAt', at, max: m[2] === '大' } : null;
  },
  (s) => {
    const m = new RegExp(
      `^${F}\\s*在\\s*(?:点\\s*\\(\\s*([^,()]+?)\\s*,\\s*f\\s*\\(\\s*([^()]+?)\\s*\\)\\s*\\)|x\\s*=\\s*([^\\u4e00-\\u9fff]+?))\\s*处\\s*的\\s*切线\\s*(?:方程\\s*)?(?:是|为)\\s*y\\s*=\\s*([^\\u4e00-\\u9fff]+)$`,
    ).exec(s);
    if (!m || (m[1] !== undefined && m[1].replace(/\\s/g, '') !== m[2].replace(/\\s/g, ''))) return null;
    const at = constant(m[1] ?? m[3]);
    const line = tangentLine(m[4]);
    return at && line?.kind === 'tangent' ? { kind: 'tangentAt', at, slope: line.slope, intercept: line.intercept } : null;
  },
  (s) => {
    const m = new RegExp(`^${F}\\s*${ON}的\\s*最(大|小)值\\s*(?:是|为)\\s*([^\\u4e00-\\u9fff]+)$`).exec(s);
    if (!m) return null;
    const i = interval(m[1]);
    const value = constant(m[3]);
    return i !== undefined && value ? { kind: 'bound', max: m[2] === '大', value, interval: i } : null;
  },
  (s) => {
    const m = new RegExp(`^${F}\\s*的\\s*极(大|小)值\\s*(?:是|为)\\s*([^\\u4e00-\\u9fff]+)$`).exec(s);
    const value = m ? constant(m[2]) : null;
    return m && value ? { kind: 'extremum', max: m[1] === '大', value } : null;
  },
  (s) => {
    const m = new RegExp(`^直线\\s*y\\s*=\\s*([^\\u4e00-\\u9fff]+?)\\s*是\\s*${F}\\s*的\\s*(?:一条\\s*)?切线$`).exec(s);
    return m ? tangentLine(m[1]) : null;
  },
  (s) => {
    const m = /^f\s*\(\s*([^()\u4e00-\u9fff]+)\s*\)\s*=\s*([^\u4e00-\u9fff=]+)$/.exec(s);
    if (!m) return null;
    const at = constant(m[1]);
    const value = constant(m[2]);
    return at && value ? { kind: 'value', at, value } : null;
  },
];

const SHIFT = String.raw`向\s*(左|右|上|下)\s*平移\s*([^\u4e00-\u9fff]+?)\s*个\s*(?:单位)?\s*(?:长度)?`;

/** "向左平移 π/6 个单位长度" → h(x) ↦ h(x + π/6); null when the distance is not a positive constant. */
function shift(direction: string, distance: string): { dx: Node; dy: Node } | null {
  const a = constant(distance);
  if (!a || !(evaluate(a) > 0)) return null;
  const zero = num(0);
  if (direction === '左') return { dx: a, dy: zero };
  if (direction === '右') return { dx: neg(a), dy: zero };
  return direction === '上' ? { dx: zero, dy: a } : { dx: zero, dy: neg(a) };
}

/** "y=\sin 2x", "g(x)=…" or a bare formula in x → the formula; null otherwise. */
function formulaInX(text: string): Node | null {
  try {
    const n = parseExpr(text.replace(/^\s*(?:y|[a-eg-z]\s*\(\s*x\s*\))\s*=/, '').trim());
    return [...freeVars(n)].every((v) => v === 'x') && freeVars(n).size ? n : null;
  } catch {
    return null;
  }
}

const translations: Reader[] = [
  (s) => {
    const m = new RegExp(
      `^(?:将|把)?\\s*${F}\\s*${SHIFT}\\s*(?:后)?\\s*(?:可以|可)?\\s*得到\\s*(?:函数\\s*)?(?:曲线\\s*)?([^\\u4e00-\\u9fff]+?)\\s*(?:的\\s*图[象像])?$`,
    ).exec(s);
    const t = m ? shift(m[1], m[2]) : null;
    const onto = m ? formulaInX(m[3]) : null;
    return t && onto ? { kind: 'translate', ...t, from: 'f', onto } : null;
  },
  (s) => {
    const m = new RegExp(
      `^${F}\\s*(?:可以|可)?\\s*(?:由|是由)\\s*(?:函数\\s*)?(?:曲线\\s*)?([^\\u4e00-\\u9fff]+?)\\s*的\\s*图[象像]\\s*${SHIFT}\\s*(?:后)?\\s*(?:而)?得到$`,
    ).exec(s);
    const t = m ? shift(m[2], m[3]) : null;
    const from = m ? formulaInX(m[1]) : null;
    return t && from ? { kind: 'translate', ...t, from: 'other', onto: from } : null;
  },
  (s) => {
    const m = new RegExp(
      `^(?:将|把)?\\s*${F}\\s*${SHIFT}\\s*(?:后)?\\s*(?:所?得(?:到的)?\\s*(?:函数|图[象像])?\\s*)?(?:的\\s*图[象像]\\s*)?(?:关于\\s*(y\\s*轴|原点)\\s*对称|(?:是|为)\\s*(奇|偶)函数)$`,
    ).exec(s);
    const t = m ? shift(m[1], m[2]) : null;
    if (!m || !t) return null;
    const odd = m[3] ? !m[3].startsWith('y') : m[4] === '奇';
    return { kind: 'translate', ...t, from: 'f', onto: odd ? 'odd' : 'even' };
  },
  (s) => {
    const m = /^(?:函数\s*)?(?:y\s*=\s*)?f\s*\(\s*x\s*([+-])\s*([^()\u4e00-\u9fff]+?)\s*\)\s*(?:是|为)\s*(奇|偶)函数$/.exec(s);
    const a = m ? constant(m[2]) : null;
    if (!m || !a) return null;
    return { kind: 'translate', dx: m[1] === '+' ? a : neg(a), dy: num(0), from: 'f', onto: m[3] === '奇' ? 'odd' : 'even' };
  },
];

/** "2x-1" → slope 2, intercept −1; null when the right side is not a line in x. */
function tangentLine(text: string): FunctionClaim | null {
  try {
    const n = parseExpr(text.trim());
    if (![...freeVars(n)].every((v) => v === 'x')) return null;
    const intercept = substitute(n, 'x', num(0));
    const slope = sub(substitute(n, 'x', num(1)), intercept);
    const [k, b] = [evaluate(slope), evaluate(intercept)];
    // a line: the same value as kx + b at other points
    const line = [-2.5, 0.7, 3.1].every((x) => Math.abs(evaluate(n, { x }) - (k * x + b)) <= 1e-9 * Math.max(1, Math.abs(k * x + b)));
    return line ? { kind: 'tangent', slope, intercept } : null;
  } catch {
    return null;
  }
}

/** What the statement claims about f; null when it is not one of the statements read here. */
export function readFunctionClaim(statement: string): FunctionClaim | null {
  const s = flat(statement);
  for (const read of [...translations, ...readers]) {
    const c = read(s);
    if (c) return c;
  }
  return null;
}
