import { evaluate } from '../../math/compute/evaluate';
import { freeVars, type Node } from '../../math/expression/ast';
import { formulas, proseWithSlots, stripBlank } from '../../math/expression/mathjson';
import { parseExpr, parseExprOrNull } from '../../math/expression/parser';

/**
 * Reads the usual wordings of 「含参数的零点个数 / 恒成立 / 有解」 questions into one relation G(x, a) ⋈ 0 on a
 * domain: 「函数 f(x)=… 有两个零点」「方程 … 有两个不等实根」「直线 y=a 与曲线 y=… 有两个交点」「对任意 x∈D，… 恒成立」
 * 「存在 x∈D，使 … 成立」「不等式 … 在 D 上有解」; asked is the letter's range, or its largest or smallest value.
 * Any word or formula it does not place makes the question not of this kind (null).
 */

export type Rel = '>' | '>=' | '<' | '<=';
/**
 * roots: how many on the whole domain; `within`: 「且 x₀>0」, where they lie; `equalMayCount`: 「有两个实根」 without
 * 不等 / 不同 — whether two equal roots count as two is left open
 */
export type Condition =
  | { kind: 'roots'; count: number | 'some'; within?: [DomainEnd, DomainEnd]; equalMayCount?: boolean }
  | { kind: 'forall'; rel: Rel }
  | { kind: 'exists'; rel: Rel };

export interface DomainEnd {
  x: number;
  node: Node | null;
  closed: boolean;
}

export interface Reading {
  G: Node;
  param: string;
  domain: [DomainEnd, DomainEnd] | null;
  domainLatex: string | null;
  condition: Condition;
  ask: 'range' | 'max' | 'min';
  /** 「整数 a 的最大值」「正整数 k 的个数」「a 的最大整数值」: the integers (or positive integers) of the set are asked */
  integers?: { positive: boolean; count: boolean };
  /** the condition as written, with the functions put in, for the steps */
  shown: string;
}

const REL: Array<[RegExp, Rel]> = [
  [/\\geqslant|\\geq|\\ge(?![a-z])|≥/, '>='],
  [/\\leqslant|\\leq|\\le(?![a-z])|≤/, '<='],
  [/>/, '>'],
  [/</, '<'],
];
/** 「在区间 D 上有两个零点」 right after the function */
const ZERO_AFTER = /^\s*(?:在\s*(?:区间\s*)?⟨\d+⟩\s*(?:内|上)?\s*)?(?:有|存在|恰有|恰好有|有且只有|有且仅有|有唯一|没有|无)[^⟨]*零点/;
const OPPOSITE: Record<Rel, Rel> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>' };
const NUMBER: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 1: 1, 2: 2, 3: 3, 4: 4 };
const LETTERS = /^[abkmtλ]$|^\\lambda$/;

/** Words the kind places; whatever else the prose says is a condition it does not read. */
const FILLER =
  /已知|若|如果|设|对于|对|函数|关于|的|方程|不等式|直线|曲线|图象|图像|与|有且只有|有且仅有|没有|无|恰有|恰好有|有唯一|存在唯一|存在|有|个|不同|不相等|不等|相异|实数根|实根|实数解|解|根|零点|交点|公共点|对任意|对于任意|对一切|对所有|任意|都|恒成立|总成立|成立|能成立|使得|使|在|区间|上|内|时|且|并且|轴|当|则|求|实数|取值范围|范围|最大值|最小值|是|为|[一两二三四1-4]|[,，.。;；:：\s()（）]|_+|⟨\d+⟩/g;

/** 「则整数 a 的最大值」「满足条件的正整数 k 的个数」「a 的最大整数值」: integers only where the question asks for them */
const INTEGER_ASK =
  /(?:则|求)\s*(?:满足(?:条件|题意)的\s*)?(?:(?:正整数|整数)\s*⟨\d+⟩\s*的\s*(?:最大值|最小值|个数)|(?:实数\s*)?⟨\d+⟩\s*的\s*(?:最大|最小)整数值)/;

function readRel(f: string): { rel: Rel; lhs: string; rhs: string } | null {
  for (const [re, rel] of REL) {
    const parts = f.split(re);
    if (parts.length === 2) {
      if (REL.some(([r]) => r.test(parts[0]) || r.test(parts[1]))) return null;
      return { rel, lhs: parts[0].trim(), rhs: parts[1].trim() };
    }
  }
  return null;
}

function constantEnd(src: string, lo: boolean): DomainEnd | null {
  const s = src.trim();
  if (/^[+-]?\s*\\infty$/.test(s)) {
    if (lo !== s.startsWith('-')) return null;
    return { x: lo ? -Infinity : Infinity, node: null, closed: false };
  }
  try {
    const node = parseExpr(s);
    if (freeVars(node).size) return null;
    const x = evaluate(node);
    return Number.isFinite(x) ? { x, node, closed: false } : null;
  } catch {
    return null;
  }
}

/** "(0,+\infty)", "[1,\mathrm{e}]", "x>1", "x\in(0,2]". */
function readDomain(f: string): [DomainEnd, DomainEnd] | null {
  let s = f
    .replace(/\\left|\\right/g, '')
    .replace(/^\\forall\s*|^\\exists\s*/, '')
    .trim();
  const cmp = /^x\s*(\\geqslant|\\geq|\\ge|≥|>|\\leqslant|\\leq|\\le|≤|<)\s*([^<>]+)$/.exec(s);
  if (cmp) {
    const e = constantEnd(cmp[2], true);
    if (!e?.node) return null;
    const closed = !/^[<>]$/.test(cmp[1]);
    const above = /g|>|≥/.test(cmp[1]);
    const inf: DomainEnd = { x: above ? Infinity : -Infinity, node: null, closed: false };
    return above ? [{ ...e, closed }, inf] : [inf, { ...e, closed }];
  }
  s = s.replace(/^x\s*\\in\s*/, '');
  if (/^(?:\\mathbb\s*\{?R\}?|\\mathbf\s*\{?R\}?|R)$/.test(s))
    return [
      { x: -Infinity, node: null, closed: false },
      { x: Infinity, node: null, closed: false },
    ];
  const m = /^([[(])\s*([^,]+?)\s*,\s*([^,]+?)\s*([\])])$/.exec(s);
  if (!m) return null;
  const lo = constantEnd(m[2], true);
  const hi = constantEnd(m[3], false);
  if (!lo || !hi || !(lo.x < hi.x)) return null;
  return [
    { ...lo, closed: m[1] === '[' && !!lo.node },
    { ...hi, closed: m[4] === ']' && !!hi.node },
  ];
}

/** 「（其中 e 为自然对数的底数）」: a note on the constant e, no condition */
const E_NOTE = /[（(]?\s*(?:其中\s*)?(?:\$\s*(?:\\mathrm\{e\}|e)\s*\$|e)\s*(?:是|为)\s*自然对数的底数?\s*[）)]?/g;

export function readSeparation(text: string): Reading | null {
  // OCR splits 「$x_{0}>$ 0」: the number after a formula that ends in a comparison belongs to it
  const joined = text
    .replace(E_NOTE, '')
    .replace(/\$([^$]*?(?:>|<|\\geq|\\leq|\\geqslant|\\leqslant))\s*\$\s*(-?\d+(?:\.\d+)?)/g, '$$$1 $2$$');
  const prose = proseWithSlots(joined);
  if (!/取值范围|最大值|最小值|整数/.test(prose)) return null;
  const fs = formulas(joined).map((f) =>
    stripBlank(f.trim())
      .replace(/x_\{?0\}?/g, 'x')
      .replace(/\\mathrm\{e\}/g, 'e'),
  );
  const defs = new Map<string, string>();
  let letter: string | null = null;
  let domain: [DomainEnd, DomainEnd] | null = null;
  let domainLatex: string | null = null;
  let relation: { rel: Rel; lhs: string; rhs: string } | null = null;
  let equation: { lhs: string; rhs: string } | null = null;
  let line: string | null = null;
  let curve: string | null = null;
  let zeroOf: string | null = null;
  let within: [DomainEnd, DomainEnd] | null = null;
  for (const m of prose.matchAll(/⟨(\d+)⟩/g)) {
    const f = fs[Number(m[1])];
    if (f === undefined) return null;
    const before = prose.slice(Math.max(0, (m.index ?? 0) - 8), m.index);
    const after = prose.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 24);
    if (f === 'x') continue;
    if (LETTERS.test(f)) {
      if (letter && letter !== f) return null;
      letter = f;
      continue;
    }
    const def = /^([fgh])\s*\(\s*x\s*\)\s*=\s*(.+)$/s.exec(f);
    const y = /^y\s*=\s*(.+)$/s.exec(f);
    if (/直线\s*$/.test(before) && y) {
      if (line) return null;
      line = y[1];
      continue;
    }
    if (/(?:曲线|函数)\s*$/.test(before) && y && /交点|公共点/.test(after)) {
      if (curve) return null;
      curve = y[1];
      continue;
    }
    if (def && !/方程\s*$/.test(before)) {
      if (defs.has(def[1])) return null;
      defs.set(def[1], def[2]);
      if (ZERO_AFTER.test(after)) zeroOf = def[1];
      continue;
    }
    if (/^[fgh]\s*\(\s*x\s*\)$/.test(f) && ZERO_AFTER.test(after)) {
      zeroOf = f[0];
      continue;
    }
    // 「存在唯一的零点 x₀，且 x₀>0」: where the zeros lie
    const where = /(?:且|并且)\s*$/.test(before) ? readDomain(f) : null;
    if (where) {
      if (within) return null;
      within = where;
      continue;
    }
    // a range of x binds only where the words quantify over it (对任意 x∈D, 存在 x∈D, 在 D 上, 当 x>1 时)
    const dom = /(?:任意|存在|在|区间|当|对|一切|所有)\s*$/.test(before) || /^\\(?:forall|exists)/.test(f) ? readDomain(f) : null;
    if (dom) {
      if (domain) return null;
      domain = dom;
      domainLatex = f.replace(/^\\forall\s*|^\\exists\s*/, '').trim();
      continue;
    }
    const r = readRel(f);
    if (r) {
      if (relation) return null;
      relation = r;
      continue;
    }
    const eq = /^([^=]+)=([^=]+)$/.exec(f);
    if (eq && /方程\s*$/.test(before)) {
      if (equation) return null;
      equation = { lhs: eq[1], rhs: eq[2] };
      continue;
    }
    return null;
  }
  if (
    prose
      .replace(INTEGER_ASK, '')
      .replace(FILLER, '')
      .replace(/[a-z]|\\lambda/g, '')
      .trim()
  )
    return null;
  const used = new Set<string>();
  const put = (src: string): string | null => {
    let out = src;
    for (const [name, body] of defs) {
      const call = new RegExp(`${name}\\s*\\(\\s*x\\s*\\)`, 'g');
      if (call.test(out)) used.add(name);
      out = out.replace(call, `\\left(${body}\\right)`);
    }
    return /[fgh]\s*\(/.test(out) ? null : out;
  };
  let cond: Condition | null = null;
  let equalMayCount = false;
  let src: string | null = null;
  let shown = '';
  const count = (re: RegExp): number | 'some' | null => {
    const c = re.exec(prose);
    if (!c) return null;
    return c[1] ? NUMBER[c[1]] : 'some';
  };
  // 「没有实数根」「无公共点」 contain 「有实数根」「有公共点」: the negation is read first, as none at all
  const anyOrNone = (noun: string): 0 | 'some' | null =>
    new RegExp(`(?:没有|无)${noun}`).test(prose) ? 0 : new RegExp(`有${noun}`).test(prose) ? 'some' : null;
  // 「函数 f(x)=… 的图象与直线 y=a 有两个交点」「f(x) 的图象与 x 轴有两个交点」
  const [only] = defs.size === 1 ? [...defs.keys()] : [null];
  if (line && !curve && only) curve = `${only}(x)`;
  const xAxis = !zeroOf && only && /图[象像]\s*与\s*(?:⟨\d+⟩|x)\s*轴\s*(?:有|恰有|只有|没有|无)/.test(prose);
  if (xAxis) zeroOf = only;
  if (within && !zeroOf && !equation) return null;
  const kinds = [relation, equation, line || curve, zeroOf].filter(Boolean).length;
  if (kinds !== 1) return null;
  if (relation) {
    const forall = /恒成立|总成立|都成立|对任意|对于任意|对一切|对所有/.test(prose) || /\\forall/.test(text);
    // 「在 D 上没有解 / 无解」: the opposite relation holds for every x of D (「没有解」 contains 「有解」)
    const none = /(?:没有|无)(?:实数)?解/.test(prose);
    const exists = !none && (/存在|有解|能成立/.test(prose) || /\\exists/.test(text));
    if ([forall, exists, none].filter(Boolean).length !== 1) return null;
    const rel = none ? OPPOSITE[relation.rel] : relation.rel;
    cond = exists ? { kind: 'exists', rel } : { kind: 'forall', rel };
    const l = put(relation.lhs);
    const r = put(relation.rhs);
    if (!l || !r) return null;
    src = `${l}-\\left(${r}\\right)`;
    shown = `${relation.lhs}${{ '>': '>', '>=': '\\geq', '<': '<', '<=': '\\leq' }[rel]}${relation.rhs}`;
  } else {
    // 「方程 … 有解」 asks for a root; 「有解」 of anything else is an inequality's word
    if (/恒成立|总成立|对任意|能成立/.test(prose) || (!equation && /有解/.test(prose))) return null;
    let n: number | 'some' | null = null;
    if (zeroOf) {
      n =
        count(/(?:有且只有|有且仅有|恰有|恰好有|有|存在)\s*([一两二三四1-4])\s*个(?:不同的|不相等的|相异的)?零点/) ??
        (/有唯一(?:的)?零点|存在唯一(?:的)?零点/.test(prose) ? 1 : null) ??
        (/没有零点|无零点/.test(prose) ? 0 : null) ??
        (/(?:有|存在)零点/.test(prose) ? 'some' : null);
      if (xAxis) n = count(/有\s*([一两二三四1-4])\s*个(?:不同的)?(?:交点|公共点)/) ?? anyOrNone('(?:交点|公共点)');
      const body = defs.get(zeroOf);
      if (!body) return null;
      src = put(body);
      used.add(zeroOf);
      shown = `${zeroOf}(x)=0`;
    } else if (equation) {
      n =
        count(/有\s*([一两二三四1-4])\s*个(?:不同的|不相等的|不等的|相异的|不同|不等|相异)?(?:实(?:数)?)?(?:根|解)/) ??
        anyOrNone('(?:实(?:数)?)?(?:根|解)');
      equalMayCount = typeof n === 'number' && n >= 2 && /有\s*[两二三四2-4]\s*个(?:实(?:数)?)?(?:根|解)/.test(prose);
      const l = put(equation.lhs);
      const r = put(equation.rhs);
      if (!l || !r) return null;
      src = `${l}-\\left(${r}\\right)`;
      shown = `${equation.lhs}=${equation.rhs}`;
    } else {
      if (!line || !curve) return null;
      n = count(/有\s*([一两二三四1-4])\s*个(?:不同的)?(?:交点|公共点)/) ?? anyOrNone('(?:交点|公共点)');
      const c = put(curve);
      if (!c) return null;
      src = `${c}-\\left(${line}\\right)`;
      shown = `${curve}=${line}`;
    }
    if (n === null) return null;
    cond = { kind: 'roots', count: n, ...(within ? { within } : {}), ...(equalMayCount ? { equalMayCount } : {}) };
  }
  if (!src || !cond) return null;
  // every function given must be used
  for (const name of defs.keys()) if (!used.has(name)) return null;
  const G = parseExprOrNull(src);
  if (!G) return null;
  const vars = [...freeVars(G)].filter((v) => v !== 'x');
  if (vars.length !== 1 || !freeVars(G).has('x')) return null;
  const param = vars[0];
  if (letter && letter !== param) return null;
  const askRe = new RegExp(
    `(?:则|求)\\s*(?:满足(?:条件|题意)的\\s*)?(实数|正整数|整数)?\\s*(?:⟨\\d+⟩|${param})\\s*的\\s*(取值范围|最大值|最小值|个数|最大整数值|最小整数值)`,
  );
  const ask = askRe.exec(prose);
  if (!ask) return null;
  const [, noun, what] = ask;
  // the integers are asked by the noun (整数 a 的最大值) or by the value (a 的最大整数值); a range or a count of reals is not
  const wholes = noun === '整数' || noun === '正整数' || /整数值/.test(what);
  if (wholes ? what === '取值范围' : what === '个数') return null;
  return {
    G,
    param,
    domain,
    domainLatex,
    condition: cond,
    ask: what === '取值范围' || what === '个数' ? 'range' : /最大/.test(what) ? 'max' : 'min',
    ...(wholes ? { integers: { positive: noun === '正整数', count: what === '个数' } } : {}),
    shown,
  };
}
