import { div, E, fn, log, mul, type Node, neg, num, PI, type RelOp, variable } from './ast';
import { lex, type Token } from './lexer';
import { Rat } from './rational';

export class ParseError extends Error {}

/* The parser keeps what the student wrote: "1+2", "2×3" and "2^{10}" are not folded into numbers,
   so that the problem can be displayed as given and sums like 1^2+2^2+… keep their pattern. */
function rawAdd(a: Node, b: Node): Node {
  return { k: 'add', args: [...(a.k === 'add' ? a.args : [a]), ...(b.k === 'add' ? b.args : [b])] };
}
function rawMul(a: Node, b: Node): Node {
  if (a.k === 'num' && b.k === 'num') return { k: 'mul', args: [a, b] };
  if (a.k === 'mul' && a.args.every((x) => x.k === 'num')) return { k: 'mul', args: [...a.args, b] };
  return mul(a, b);
}
function rawPow(base: Node, exp: Node): Node {
  return { k: 'pow', base, exp };
}

const REL_OPS = new Set(['=', '<', '>', '<=', '>=', '!=']);
const MAX_TOKENS = 600;

class Parser {
  private pos = 0;
  private absDepth = 0;

  constructor(private readonly toks: Token[]) {
    if (toks.length > MAX_TOKENS) throw new ParseError('式子过长');
  }

  private peek(offset = 0): Token | undefined {
    return this.toks[this.pos + offset];
  }
  private isOp(s: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.t === 'op' && t.s === s;
  }
  private expectOp(s: string): void {
    if (!this.isOp(s)) throw new ParseError(`缺少 "${s}"`);
    this.pos++;
  }
  atEnd(): boolean {
    return this.pos >= this.toks.length;
  }

  /** expr (relop expr)* */
  chain(): { exprs: Node[]; ops: RelOp[] } {
    const exprs = [this.expr()];
    const ops: RelOp[] = [];
    for (;;) {
      const t = this.peek();
      if (t?.t !== 'op' || !REL_OPS.has(t.s)) break;
      this.pos++;
      ops.push(t.s as RelOp);
      exprs.push(this.expr());
    }
    return { exprs, ops };
  }

  expr(): Node {
    let left = this.unary();
    for (;;) {
      if (this.isOp('+')) {
        this.pos++;
        left = rawAdd(left, this.unary());
      } else if (this.isOp('-')) {
        this.pos++;
        left = rawAdd(left, neg(this.unary()));
      } else return left;
    }
  }

  private unary(): Node {
    if (this.isOp('-')) {
      this.pos++;
      return neg(this.unary());
    }
    if (this.isOp('+')) {
      this.pos++;
      return this.unary();
    }
    return this.term();
  }

  /** Products and quotients, including implicit multiplication ("2x", "x(x+1)"). */
  private term(): Node {
    let left = this.power();
    let afterSlash = false;
    for (;;) {
      if (this.isOp('*')) {
        this.pos++;
        left = rawMul(left, this.signedPower());
        afterSlash = false;
      } else if (this.isOp('/')) {
        this.pos++;
        left = div(left, this.signedPower());
        afterSlash = true;
      } else if (this.startsAtom()) {
        // "1/2x" and "6/2(1+2)" are read differently by different people: refuse rather than guess.
        if (afterSlash) throw new ParseError('除号后紧跟省略乘号的乘法，有歧义');
        // "2 3" is more likely a misread "23" (or a mixed number) than a product.
        if (this.peek(-1)?.t === 'num' && this.peek()?.t === 'num') throw new ParseError('两个数字之间缺少运算符号');
        left = rawMul(left, this.power());
      } else return left;
    }
  }

  private signedPower(): Node {
    if (this.isOp('-')) {
      this.pos++;
      return neg(this.signedPower());
    }
    return this.power();
  }

  private startsAtom(): boolean {
    const t = this.peek();
    if (!t) return false;
    if (t.t === 'op') {
      if (t.s === '|') return this.absDepth === 0;
      return t.s === '(' || t.s === '[' || t.s === '{';
    }
    return t.t !== 'dots' && t.t !== 'inf' && t.t !== 'deg';
  }

  private power(): Node {
    let base = this.postfix(this.atom());
    if (this.isOp('^')) {
      this.pos++;
      const braced = this.isOp('{');
      const exp = this.exponent();
      if (exp === 'deg') return mul(base, num(Rat.of(1, 180)), PI);
      // "x^1/2" probably means x^(1/2).
      if (!braced && exp.k === 'num' && exp.v.isOne() && this.isOp('/')) throw new ParseError('指数写法有歧义，请加括号');
      base = rawPow(base, exp);
    }
    return base;
  }

  private exponent(): Node | 'deg' {
    if (this.peek()?.t === 'deg') {
      this.pos++;
      return 'deg';
    }
    if (this.isOp('{') && this.peek(1)?.t === 'deg' && this.isOp('}', 2)) {
      this.pos += 3;
      return 'deg';
    }
    if (this.isOp('-')) {
      this.pos++;
      return neg(this.exponent() as Node);
    }
    const base = this.postfix(this.atom(false));
    if (this.isOp('^')) {
      this.pos++;
      const e = this.exponent();
      if (e === 'deg') throw new ParseError('度数记号位置不正确');
      return rawPow(base, e);
    }
    return base;
  }

  private postfix(n: Node): Node {
    let out = n;
    for (;;) {
      if (this.isOp('!')) {
        this.pos++;
        out = { k: 'fact', arg: out };
      } else if (this.peek()?.t === 'deg') {
        this.pos++;
        out = mul(out, num(Rat.of(1, 180)), PI);
      } else return out;
    }
  }

  private group(open: string, close: string): Node {
    this.expectOp(open);
    const saved = this.absDepth;
    this.absDepth = 0;
    const e = this.expr();
    this.absDepth = saved;
    this.expectOp(close);
    return e;
  }

  /** A braced LaTeX argument, or a single token when unbraced (\frac12). */
  private latexArg(): Node {
    if (this.isOp('{')) return this.group('{', '}');
    const t = this.peek();
    if (t?.t === 'num' && /^\d+$/.test(t.s)) {
      this.pos++;
      return num(BigInt(t.s[0]));
    }
    return this.atom();
  }

  /** Argument of sin/ln/... written without brackets: "sin 2x" = sin(2x), "sin x cos x" = sin(x)cos(x). */
  private bareArg(): Node {
    if (this.isOp('(') || this.isOp('{') || this.isOp('[')) {
      const close = this.isOp('(') ? ')' : this.isOp('{') ? '}' : ']';
      return this.group(this.isOp('(') ? '(' : this.isOp('{') ? '{' : '[', close);
    }
    if (this.isOp('|') && this.absDepth === 0) return this.atom();
    if (this.isOp('-')) {
      this.pos++;
      return neg(this.bareArg());
    }
    const factors: Node[] = [this.power()];
    for (;;) {
      const t = this.peek();
      if (!t || (t.t !== 'num' && t.t !== 'var' && t.t !== 'const' && t.t !== 'frac' && t.t !== 'sqrt')) break;
      factors.push(this.power());
    }
    return mul(...factors);
  }

  private atom(mixedNumber = true): Node {
    const t = this.peek();
    if (!t) throw new ParseError('式子不完整');
    this.pos++;
    switch (t.t) {
      case 'num': {
        const r = Rat.parseDecimal(t.s);
        if (!r) throw new ParseError('数字格式不正确');
        const fraction = mixedNumber && /^\d+$/.test(t.s) ? this.wholeFraction() : null;
        // read as the improper fraction it stands for, 2\frac{2}{3} as \frac{8}{3}
        return fraction ? div(num(r.n * fraction.d + fraction.n), num(fraction.d)) : num(r);
      }
      case 'var':
        return variable(t.name);
      case 'const':
        return t.name === 'pi' ? PI : E;
      case 'frac': {
        const a = this.latexArg();
        const b = this.latexArg();
        return div(a, b);
      }
      case 'sqrt': {
        if (t.unicode && !this.isOp('(') && !this.isOp('{')) {
          // "√2x": √(2x) or √2·x? Only a single number or letter is taken, and nothing may follow directly.
          const arg = this.atom();
          if (this.startsAtom()) throw new ParseError('根号的作用范围不明确，请加括号');
          return { k: 'root', index: 2, arg };
        }
        if (this.isOp('[')) {
          const idx = this.group('[', ']');
          if (idx.k !== 'num' || !idx.v.isInteger() || idx.v.n < 2n || idx.v.n > 20n) {
            throw new ParseError('根指数不正确');
          }
          return { k: 'root', index: Number(idx.v.n), arg: this.latexArg() };
        }
        return { k: 'root', index: 2, arg: this.latexArg() };
      }
      case 'cbrt':
        return { k: 'root', index: 3, arg: this.latexArg() };
      case 'fn':
        return this.applyFn(t.name);
      case 'log':
        return this.applyLog(t.base10);
      case 'op':
        if (t.s === '(') {
          this.pos--;
          return this.group('(', ')');
        }
        if (t.s === '[') {
          this.pos--;
          return this.group('[', ']');
        }
        if (t.s === '{') {
          this.pos--;
          return this.group('{', '}');
        }
        if (t.s === '|') {
          this.absDepth++;
          const e = this.expr();
          this.absDepth--;
          this.expectOp('|');
          return fn('abs', e);
        }
        throw new ParseError(`多余的符号 "${t.s}"`);
      default:
        throw new ParseError('式子格式不正确');
    }
  }

  /**
   * 「2\frac{1}{3}」: a whole number written just before a fraction of whole numbers is a mixed number (带分数), as
   * every primary paper prints it, not a product; one whose fraction is not proper is refused (which was meant?).
   */
  private wholeFraction(): { n: bigint; d: bigint } | null {
    const at = (k: number) => this.peek(k);
    const whole = (k: number) => at(k)?.t === 'num' && /^\d+$/.test((at(k) as { s: string }).s);
    if (
      at(0)?.t !== 'frac' ||
      !this.isOp('{', 1) ||
      !whole(2) ||
      !this.isOp('}', 3) ||
      !this.isOp('{', 4) ||
      !whole(5) ||
      !this.isOp('}', 6)
    )
      return null;
    const n = BigInt((at(2) as { s: string }).s);
    const d = BigInt((at(5) as { s: string }).s);
    if (d === 0n || n >= d) throw new ParseError('整数后紧跟的分数不是真分数，看不出是带分数还是乘积');
    // 「2\frac{1}{2}^{2}」: the power sits on the fraction as printed; (2½)², 2·¼ or 2¼?
    if (this.isOp('^', 7)) throw new ParseError('带分数后紧跟乘方，看不出乘方作用于哪一部分');
    this.pos += 7;
    return { n, d };
  }

  /** sin x, sin(x), sin^2 x = (sin x)^2. */
  private applyFn(name: Parameters<typeof fn>[0]): Node {
    let exp: Node | null = null;
    if (this.isOp('^')) {
      this.pos++;
      const e = this.exponent();
      if (e === 'deg') throw new ParseError('度数记号位置不正确');
      if (e.k === 'neg' || (e.k === 'num' && e.v.sign() < 0)) throw new ParseError('反函数记号有歧义');
      exp = e;
    }
    const arg = this.bareArg();
    const f = fn(name, arg);
    return exp ? rawPow(f, exp) : f;
  }

  /** log_2 x, log_{2}(x+1), lg x; a bare "log x" is ambiguous (e or 10) and is rejected. */
  private applyLog(base10: boolean): Node {
    let base: Node | null = base10 ? num(10) : null;
    if (!base10 && this.isOp('_')) {
      this.pos++;
      const next = this.peek();
      // "log_28" could be log₂8 or log₂₈.
      if (next?.t === 'num' && next.s.length > 1) throw new ParseError('对数底数的写法有歧义，请加括号');
      // 「\log_2\frac{1}{4}」: the base is the lone digit, never a mixed number
      base = this.isOp('{') ? this.group('{', '}') : this.postfix(this.atom(false));
    }
    if (!base) throw new ParseError('log 未写底数，有歧义');
    let exp: Node | null = null;
    if (this.isOp('^')) {
      this.pos++;
      const e = this.exponent();
      if (e === 'deg') throw new ParseError('度数记号位置不正确');
      exp = e;
    }
    const arg = this.bareArg();
    const l = log(base, arg);
    return exp ? rawPow(l, exp) : l;
  }
}

/** Parses a single expression (no relation). Throws ParseError/LexError. */
export function parseExpr(src: string): Node {
  const p = new Parser(lex(src));
  const e = p.expr();
  if (!p.atEnd()) throw new ParseError('式子中有无法理解的部分');
  return e;
}

/** parseExpr for readers that refuse what they cannot parse: null instead of a throw. */
export function parseExprOrNull(src: string): Node | null {
  try {
    return parseExpr(src);
  } catch {
    return null;
  }
}

/** Parses "a op b op c ..." (a relation chain, or a lone expression with no ops). */
export function parseChain(src: string): { exprs: Node[]; ops: RelOp[] } {
  const p = new Parser(lex(src));
  const c = p.chain();
  if (!p.atEnd()) throw new ParseError('式子中有无法理解的部分');
  return c;
}
