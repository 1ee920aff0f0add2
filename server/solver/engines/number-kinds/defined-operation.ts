import { freeVars } from '../../math/expression/ast';
import { parseExpr } from '../../math/expression/parser';
import type { Rat } from '../../math/expression/rational';
import { normalize } from '../../math/expression/text';
import { unexplained } from '../../math/expression/vocab';
import { evalExact } from '../../math/numbers/exact';
import type { Worked } from './text';

/** The signs papers give a new operation (定义新运算). */
const OPERATOR =
  /\\(?:oplus|otimes|odot|ominus|circledast|circ|triangle|nabla|diamond|Diamond|star|bigstar|heartsuit|spadesuit|clubsuit|diamondsuit|Delta|bigcirc|square|Box|#|&)(?![a-zA-Z])|[※☆★△▽◇◆○●◎⊕⊗⊙♣♥♠♦*#@&□◯]/;

/** What the prose may say besides the formulas: that an operation is defined, for which numbers, and that a value is asked. */
const WORDS = [
  '我们',
  '现在',
  '定义',
  '规定',
  '一种',
  '新运算',
  '新的运算',
  '运算符号',
  '运算',
  '符号',
  '如下',
  '对于',
  '对',
  '任意',
  '两个',
  '数',
  '表示',
  '若',
  '如果',
  '已知',
  '那么',
  '请问',
  '其中',
  '当',
  '时',
  '按照',
  '按此',
  '这种',
  '这个',
  '此',
  '和',
  '例如',
  '比如',
  '如',
];

interface Definition {
  vars: [string, string];
  /** The body, and when it applies (a relation between the two letters), for a definition by cases. */
  cases: Array<{ body: string; when: { op: string; sides: [string, string] } | null }>;
}

// a mixed number 1\frac{1}{2} first, so that its whole part is never read as a number of its own
const ATOM = String.raw`(?:\d+\\frac\{\d+\}\{\d+\}|\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\}|\(\s*-?(?:\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\})\s*\))`;
const RELATION = /^\s*([a-z])\s*(>|<|\\geq?|\\leq?|\\geqslant|\\leqslant|≥|≤)\s*([a-z])\s*$/;

const escapeRegExp = (s: string) => s.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

function holds(op: string, x: Rat, y: Rat): boolean {
  const c = x.cmp(y);
  if (op === '>') return c > 0;
  if (op === '<') return c < 0;
  if (/^(?:\\geq?|\\geqslant|≥)$/.test(op)) return c >= 0;
  return c <= 0;
}

/** The value of x ⊙ y by the definition; null when no case or more than one applies, or the body cannot be evaluated. */
function apply(def: Definition, x: Rat, y: Rat): Rat | null {
  const env = { [def.vars[0]]: x, [def.vars[1]]: y };
  const live = def.cases.filter((c) => !c.when || holds(c.when.op, env[c.when.sides[0]], env[c.when.sides[1]]));
  if (live.length !== 1) return null;
  try {
    return evalExact(parseExpr(normalize(live[0].body)), env);
  } catch {
    return null;
  }
}

const atomValue = (s: string): Rat | null => {
  try {
    return evalExact(parseExpr(normalize(s)));
  } catch {
    return null;
  }
};

/**
 * Works out a formula with the new operation, innermost first: a ⊙ between two numbers is replaced by its value. A
 * chain 「1⊙2⊙3」 and a ⊙ beside × ÷ or a power (which goes first?) are refused; beside + − it goes first, as papers mean.
 */
function evaluate(formula: string, op: string, def: Definition, steps: string[]): Rat | null {
  let s = formula.replace(/\\left|\\right/g, '').trim();
  const pair = new RegExp(`(${ATOM})\\s*${escapeRegExp(op)}\\s*(${ATOM})`);
  for (let guard = 0; guard < 20 && s.includes(op); guard++) {
    const m = pair.exec(s);
    if (!m || m.index === undefined) return null;
    const before = s.slice(0, m.index).trimEnd();
    const after = s.slice(m.index + m[0].length).trimStart();
    if (before.endsWith(op) || after.startsWith(op)) return null;
    // only a bracket, + − or the ends may stand beside the pair: × ÷, a power, a digit or a bracket written on
    // (「3※4(2)」) leave which goes first unsaid; so does a sign that is no subtraction (「−3※4」: −(3※4) or (−3)※4?)
    const lead = before.slice(-1);
    if (before && !'+-−([{'.includes(lead)) return null;
    if (before && '+-−'.includes(lead) && /^$|[([{]$/.test(before.slice(0, -1).trimEnd())) return null;
    if (after && !'+-−)]}'.includes(after[0])) return null;
    const x = atomValue(m[1]);
    const y = atomValue(m[2]);
    const v = x && y ? apply(def, x, y) : null;
    if (!v) return null;
    steps.push(`$${m[0].trim()} = ${v.toLatex()}$`);
    const shown = v.sign() < 0 ? `(${v.toLatex()})` : v.isInteger() ? v.toLatex() : `(${v.toLatex()})`;
    s = `${before} ${shown} ${after}`.trim();
  }
  if (s.includes(op)) return null;
  return atomValue(s);
}

/**
 * 「规定 a※b = 3a − 2b，求 5※4」「当 a>b 时 a⊕b = 2b−1；当 a≤b 时 a⊕b = a+1，则 (2⊕3)⊕(5⊕4) =」: an operation
 * defined by a formula in two letters (or by cases), applied to numbers innermost first and worked exactly. Every
 * formula of the stem must be the definition, a case's condition, the letters, the sign, an example that agrees, or
 * the one formula asked; the prose may only say so.
 */
export function definedOperationKind(stem: string): Worked | null {
  const formulas = [...stem.matchAll(/\$([^$]*)\$/g)].map((m) => ({ text: m[1].trim(), at: m.index ?? 0 }));
  const defining = formulas
    .map((f) => ({ f, m: /^([a-z])\s*(\S+?|\\[a-zA-Z]+)\s*([a-z])\s*=(.+)$/.exec(f.text) }))
    .filter((d) => d.m && OPERATOR.test(d.m[2]) && new RegExp(`^(?:${OPERATOR.source})$`).test(d.m[2]));
  if (!defining.length) return null;
  const op = (defining[0].m as RegExpExecArray)[2];
  const vars: [string, string] = [(defining[0].m as RegExpExecArray)[1], (defining[0].m as RegExpExecArray)[3]];
  if (vars[0] === vars[1]) return null;
  const def: Definition = { vars, cases: [] };
  const used = new Set<number>();
  for (const { f, m } of defining) {
    const [, a, o, b, body] = m as RegExpExecArray;
    if (o !== op || a !== vars[0] || b !== vars[1] || body.includes(op)) return null;
    try {
      const free = [...freeVars(parseExpr(normalize(body)))];
      if (free.some((v) => !vars.includes(v))) return null;
    } catch {
      return null;
    }
    // a condition is the formula just before, joined by 当…时
    const i = formulas.indexOf(f);
    const prev = i > 0 ? formulas[i - 1] : null;
    const rel = prev ? RELATION.exec(prev.text) : null;
    const between = prev ? stem.slice(prev.at + prev.text.length, f.at) : '';
    if (rel && /时/.test(between) && vars.includes(rel[1]) && vars.includes(rel[3])) {
      def.cases.push({ body, when: { op: rel[2], sides: [rel[1], rel[3]] } });
      used.add(i - 1);
    } else def.cases.push({ body, when: null });
    used.add(i);
  }
  if (def.cases.length > 1 && def.cases.some((c) => !c.when)) return null;
  const steps: string[] = [];
  let asked: { text: string; value: Rat } | null = null;
  for (const [i, f] of formulas.entries()) {
    if (used.has(i)) continue;
    const bare = f.text.replace(/\s+/g, '');
    if (bare === op || bare === '' || /^[a-z](?:[,、][a-z])*$/.test(bare) || bare === `${vars[0]}${op}${vars[1]}`) continue;
    if (!f.text.includes(op)) return null;
    const sides = f.text.split('=');
    if (sides.length > 2) return null;
    const value = evaluate(sides[0], op, def, sides.length === 2 && sides[1].trim() ? [] : steps);
    if (!value) return null;
    if (sides.length === 2 && sides[1].trim()) {
      // an example: it must agree with the definition as read
      const said = atomValue(sides[1]);
      if (!said?.eq(value)) return null;
      continue;
    }
    if (asked) return null;
    asked = { text: sides[0].trim(), value };
  }
  if (!asked) return null;
  const prose = stem.replace(/\$[^$]*\$/g, ' ').replace(/``|''|[“”"'‘’]|____/g, ' ');
  if (/\d/.test(prose) || unexplained(prose, WORDS)) return null;
  const defined = def.cases.map(
    (c) => `${c.when ? `当 $${c.when.sides[0]} ${c.when.op} ${c.when.sides[1]}$ 时，` : ''}$${vars[0]} ${op} ${vars[1]} = ${c.body}$`,
  );
  return {
    kind: 'defined-operation',
    steps: [
      `**解题思路** 按定义 ${defined.join('；')}，有括号先算括号里的，从里往外逐步计算。`,
      `**步骤 1** ${steps.join('，')}。`,
      `**步骤 2** 所以 $${asked.text} = ${asked.value.toLatex()}$。`,
    ],
    answer: `$${asked.text} = ${asked.value.toLatex()}$`,
    value: { kind: 'numbers', values: [asked.value.toNumber()] },
    check: '每一步都按定义代入后用分数精确计算；定义分情况时，每一步只有一种情况适用。',
  };
}
