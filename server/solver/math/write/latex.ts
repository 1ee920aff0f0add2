import { freeVars, type Node } from '../expression/ast';
import { Rat } from '../expression/rational';

const FN_LATEX: Record<string, string> = {
  sin: '\\sin',
  cos: '\\cos',
  tan: '\\tan',
  cot: '\\cot',
  sec: '\\sec',
  csc: '\\csc',
  arcsin: '\\arcsin',
  arccos: '\\arccos',
  arctan: '\\arctan',
  ln: '\\ln',
};

/** True when the term prints with a leading minus sign. */
function isNegative(n: Node): boolean {
  if (n.k === 'num') return n.v.sign() < 0;
  if (n.k === 'neg') return true;
  if (n.k === 'mul') return isNegative(n.args[0]);
  if (n.k === 'div') return isNegative(n.num);
  return false;
}

function negate(n: Node): Node {
  if (n.k === 'num') return { k: 'num', v: n.v.neg() };
  if (n.k === 'neg') return n.arg;
  if (n.k === 'mul') {
    const [first, ...rest] = n.args;
    const f = negate(first);
    if (f.k === 'num' && f.v.isOne() && rest.length > 0) return rest.length === 1 ? rest[0] : { k: 'mul', args: rest };
    return { k: 'mul', args: [f, ...rest] };
  }
  if (n.k === 'div') return { k: 'div', num: negate(n.num), den: n.den };
  return { k: 'neg', arg: n };
}

function varName(name: string): string {
  const m = /^([^_]+)_(.+)$/.exec(name);
  if (!m) return name;
  return `${m[1]}_{${m[2]}}`;
}

/** "Simple" arguments print without brackets after a function name: \sin x, \ln 2. */
function isSimpleArg(n: Node): boolean {
  if (n.k === 'var' || n.k === 'const') return true;
  if (n.k === 'num') return n.v.sign() >= 0 && n.v.isInteger();
  if (n.k === 'mul')
    return n.args.length === 2 && n.args[0].k === 'num' && n.args[0].v.sign() > 0 && isSimpleArg(n.args[1]) && n.args[1].k !== 'num';
  return false;
}

/** Brackets a sum so it can follow \\int or \\lim. */
export function groupLatex(n: Node): string {
  return n.k === 'add' ? paren(toLatex(n)) : toLatex(n);
}

function paren(s: string): string {
  return `\\left(${s}\\right)`;
}

export function toLatex(n: Node): string {
  switch (n.k) {
    case 'num':
      return n.v.toLatex();
    case 'const':
      return n.name === 'pi' ? '\\pi' : '\\mathrm{e}';
    case 'var':
      return varName(n.name);
    case 'add': {
      const terms = textbookOrder(n.args);
      let s = toLatex(terms[0]);
      for (const t of terms.slice(1)) {
        s += isNegative(t) ? ` - ${factorLatex(negate(t), true)}` : ` + ${toLatex(t)}`;
      }
      return s;
    }
    case 'neg':
      return `-${factorLatex(n.arg, true)}`;
    case 'mul':
      return mulLatex(n.args);
    case 'div':
      return `\\frac{${toLatex(n.num)}}{${toLatex(n.den)}}`;
    case 'pow':
      return powLatex(n.base, n.exp);
    case 'fn':
      if (n.name === 'abs') return `\\left|${toLatex(n.arg)}\\right|`;
      if (n.name === 'exp') return `\\mathrm{e}^{${toLatex(n.arg)}}`;
      if (n.name === 'ln' && n.arg.k === 'fn' && n.arg.name === 'abs') return `\\ln${toLatex(n.arg)}`;
      return `${FN_LATEX[n.name]}${isSimpleArg(n.arg) ? ` ${toLatex(n.arg)}` : paren(toLatex(n.arg))}`;
    case 'log': {
      const base = n.base.k === 'num' && n.base.v.eq(Rat.of(10)) ? '\\lg' : `\\log_{${toLatex(n.base)}}`;
      return `${base}${isSimpleArg(n.arg) ? ` ${toLatex(n.arg)}` : paren(toLatex(n.arg))}`;
    }
    case 'root':
      return n.index === 2 ? `\\sqrt{${toLatex(n.arg)}}` : `\\sqrt[${n.index}]{${toLatex(n.arg)}}`;
    case 'fact':
      return `${factorLatex(n.arg, false)}!`;
  }
}

/**
 * A sum of constants that opens with a negative term is written from its first positive term:
 * √2 − 1, not −1 + √2. Sums with a variable keep their order (descending powers, y = −x + π).
 */
function textbookOrder(terms: Node[]): Node[] {
  if (!isNegative(terms[0])) return terms;
  const lead = terms.findIndex((t) => !isNegative(t) && !(t.k === 'num' && t.v.isZero()));
  if (lead < 0 || terms.some((t) => freeVars(t).size > 0)) return terms;
  return [terms[lead], ...terms.filter((_, i) => i !== lead)];
}

/** A factor inside a product or after a minus sign; sums are bracketed. */
function factorLatex(n: Node, afterMinus: boolean): string {
  if (n.k === 'add') return paren(toLatex(n));
  if (n.k === 'neg' || (n.k === 'num' && n.v.sign() < 0)) return paren(toLatex(n));
  if (afterMinus && n.k === 'mul') return mulLatex(n.args);
  return toLatex(n);
}

/** Display order inside a product: number, variables, constants, roots, exponentials, functions, sums. */
function rank(n: Node): number {
  if (n.k === 'num') return 0;
  if (n.k === 'var' || (n.k === 'pow' && n.base.k === 'var')) return 1;
  if (n.k === 'const') return 2;
  if (n.k === 'root') return 3;
  if (n.k === 'pow' && n.base.k === 'const') return 4;
  if (n.k === 'fn' || n.k === 'log' || (n.k === 'pow' && (n.base.k === 'fn' || n.base.k === 'log'))) return 5;
  if (n.k === 'add') return 6;
  return 7;
}

function isReciprocal(n: Node): boolean {
  return n.k === 'pow' && n.exp.k === 'num' && n.exp.v.sign() < 0;
}

function mulLatex(input: Node[]): string {
  const args = [...input].sort((a, b) => rank(a) - rank(b));
  const den = args.filter(isReciprocal).map((f) => {
    const p = f as Extract<Node, { k: 'pow' }>;
    const e = (p.exp as Extract<Node, { k: 'num' }>).v.neg();
    return e.isOne() ? p.base : ({ k: 'pow', base: p.base, exp: { k: 'num', v: e } } as Node);
  });
  const numer = args.filter((f) => !isReciprocal(f));
  if (den.length) {
    let coef = Rat.ONE;
    const rest: Node[] = [];
    for (const f of numer)
      if (f.k === 'num') coef = coef.mul(f.v);
      else rest.push(f);
    const sign = coef.sign() < 0 ? '-' : '';
    const c = coef.abs();
    const topParts = [...(c.n === 1n ? [] : [{ k: 'num', v: Rat.of(c.n) } as Node]), ...rest];
    const top = topParts.length === 0 ? '1' : topParts.length === 1 ? toLatex(topParts[0]) : mulLatex(topParts);
    const bottomParts = [...(c.d === 1n ? [] : [{ k: 'num', v: Rat.of(c.d) } as Node]), ...den];
    const bottom = bottomParts.length === 1 ? toLatex(bottomParts[0]) : mulLatex(bottomParts);
    return `${sign}\\frac{${top}}{${bottom}}`;
  }
  return coefProduct(numer);
}

function coefProduct(args: Node[]): string {
  const first = args[0];
  if (first.k === 'num' && args.length > 1) {
    const c = first.v;
    const rest = args.slice(1);
    const body = productLatex(rest);
    const sign = c.sign() < 0 ? '-' : '';
    const a = c.abs();
    if (a.isOne()) return sign + body;
    if (startsWithFraction(body)) return `${sign}${a.toLatex()} ${timesBefore(body)} ${body}`;
    // (p/q)·X prints as \frac{pX}{q} unless X is a sum.
    if (!a.isInteger() && !(rest.length === 1 && rest[0].k === 'add')) {
      const top = a.n === 1n ? body : joinFactors(a.n.toString(), body);
      return `${sign}\\frac{${top}}{${a.d}}`;
    }
    return sign + joinFactors(a.toLatex(), body);
  }
  return productLatex(args);
}

function productLatex(factors: Node[]): string {
  let s = '';
  for (const f of factors) s = s === '' ? factorLatex(f, false) : joinFactors(s, factorLatex(f, false));
  return s;
}

const startsWithFraction = (s: string): boolean => /^\\d?frac\{/.test(s);
/** × between plain numbers as primary books print it, · where letters are involved. */
const timesBefore = (fraction: string): string => (/^\\d?frac\{\d+\}\{\d+\}$/.test(fraction) ? '\\times' : '\\cdot');

/** Juxtaposes two factors: "2x", "2\\sqrt{3}", "x \\sin x", and "2 \\cdot 3" where digits would merge. */
function joinFactors(left: string, right: string): string {
  if (/\d$/.test(left) && /^\d/.test(right)) return `${left} \\cdot ${right}`;
  // 3\frac{8}{3} reads as the mixed number 3⅔ (三又三分之八): a number before a fraction takes a sign
  if (/\d$/.test(left) && startsWithFraction(right)) return `${left} ${timesBefore(right)} ${right}`;
  if (/^\d+$/.test(left) && /^[a-zA-Z\\]/.test(right) && !right.startsWith('\\left')) return left + right;
  return `${left} ${right}`;
}

function powLatex(base: Node, exp: Node): string {
  if (exp.k === 'num' && exp.v.sign() < 0) {
    const pos: Node = { k: 'num', v: exp.v.neg() };
    return `\\frac{1}{${powLatex(base, pos)}}`;
  }
  if (exp.k === 'num' && exp.v.eq(Rat.of(1, 2))) return `\\sqrt{${toLatex(base)}}`;
  if (exp.k === 'num' && exp.v.isOne()) return toLatex(base);
  const e = toLatex(exp);
  if (base.k === 'fn' && base.name !== 'abs' && base.name !== 'exp' && exp.k === 'num' && exp.v.isInteger()) {
    const inner = toLatex(base);
    const name = FN_LATEX[base.name];
    return `${name}^{${e}}${inner.slice(name.length)}`;
  }
  const simpleBase =
    base.k === 'var' ||
    base.k === 'const' ||
    (base.k === 'num' && base.v.isInteger() && base.v.sign() >= 0) ||
    (base.k === 'fn' && base.name === 'abs') ||
    base.k === 'root';
  return `${simpleBase ? toLatex(base) : paren(toLatex(base))}^{${e}}`;
}
