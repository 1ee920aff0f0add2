import type { FnName } from './ast';

export type Token =
  | { t: 'num'; s: string }
  | { t: 'var'; name: string }
  | { t: 'fn'; name: FnName }
  | { t: 'log'; base10: boolean }
  | { t: 'const'; name: 'pi' | 'e' }
  | { t: 'op'; s: string }
  | { t: 'frac' }
  | { t: 'sqrt'; unicode?: boolean }
  | { t: 'cbrt' }
  | { t: 'inf' }
  | { t: 'deg' }
  | { t: 'dots' };

export class LexError extends Error {}

const FN_WORDS: Record<string, FnName | 'log' | 'lg' | 'sqrt' | 'pi'> = {
  arcsin: 'arcsin',
  arccos: 'arccos',
  arctan: 'arctan',
  sqrt: 'sqrt',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  cot: 'cot',
  sec: 'sec',
  csc: 'csc',
  exp: 'exp',
  abs: 'abs',
  log: 'log',
  ln: 'ln',
  lg: 'lg',
  pi: 'pi',
  tg: 'tan',
};
const WORD_ORDER = Object.keys(FN_WORDS).sort((a, b) => b.length - a.length);

const GREEK = new Set([
  'alpha',
  'beta',
  'gamma',
  'theta',
  'varphi',
  'phi',
  'omega',
  'lambda',
  'mu',
  'varepsilon',
  'epsilon',
  'rho',
  'sigma',
  'tau',
  'eta',
]);

/** LaTeX commands that only change spacing or sizing. */
const IGNORED = new Set([
  'left',
  'right',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'bigl',
  'bigr',
  'Bigl',
  'Bigr',
  'quad',
  'qquad',
  'displaystyle',
  'limits',
]);

const SIMPLE: Record<string, Token> = {
  cdot: { t: 'op', s: '*' },
  times: { t: 'op', s: '*' },
  div: { t: 'op', s: '/' },
  pi: { t: 'const', name: 'pi' },
  infty: { t: 'inf' },
  le: { t: 'op', s: '<=' },
  leq: { t: 'op', s: '<=' },
  leqslant: { t: 'op', s: '<=' },
  ge: { t: 'op', s: '>=' },
  geq: { t: 'op', s: '>=' },
  geqslant: { t: 'op', s: '>=' },
  ne: { t: 'op', s: '!=' },
  neq: { t: 'op', s: '!=' },
  lt: { t: 'op', s: '<' },
  gt: { t: 'op', s: '>' },
  circ: { t: 'deg' },
  degree: { t: 'deg' },
  frac: { t: 'frac' },
  dfrac: { t: 'frac' },
  tfrac: { t: 'frac' },
  cfrac: { t: 'frac' },
  sqrt: { t: 'sqrt' },
  lvert: { t: 'op', s: '|' },
  rvert: { t: 'op', s: '|' },
  vert: { t: 'op', s: '|' },
  mid: { t: 'op', s: '|' },
  ln: { t: 'fn', name: 'ln' },
  exp: { t: 'fn', name: 'exp' },
  lg: { t: 'log', base10: true },
  log: { t: 'log', base10: false },
  cdots: { t: 'dots' },
  ldots: { t: 'dots' },
  dots: { t: 'dots' },
  pm: { t: 'op', s: '±' },
  to: { t: 'op', s: '→' },
  rightarrow: { t: 'op', s: '→' },
  infin: { t: 'inf' },
};

const UNICODE: Record<string, Token> = {
  '×': { t: 'op', s: '*' },
  '·': { t: 'op', s: '*' },
  '⋅': { t: 'op', s: '*' },
  '∙': { t: 'op', s: '*' },
  '÷': { t: 'op', s: '/' },
  '−': { t: 'op', s: '-' },
  '–': { t: 'op', s: '-' },
  '≤': { t: 'op', s: '<=' },
  '⩽': { t: 'op', s: '<=' },
  '≥': { t: 'op', s: '>=' },
  '⩾': { t: 'op', s: '>=' },
  '≠': { t: 'op', s: '!=' },
  π: { t: 'const', name: 'pi' },
  '∞': { t: 'inf' },
  '°': { t: 'deg' },
  '√': { t: 'sqrt', unicode: true },
  '∛': { t: 'cbrt' },
  '…': { t: 'dots' },
  '⋯': { t: 'dots' },
  '±': { t: 'op', s: '±' },
  '→': { t: 'op', s: '→' },
};

const GREEK_CHARS = 'αβγθφωλμε';

/** Splits a run of letters into known function names and single-letter variables. */
function lexWord(word: string, out: Token[]): void {
  let i = 0;
  while (i < word.length) {
    const w = WORD_ORDER.find((k) => word.startsWith(k, i));
    if (w) {
      const kind = FN_WORDS[w];
      if (kind === 'log') out.push({ t: 'log', base10: false });
      else if (kind === 'lg') out.push({ t: 'log', base10: true });
      else if (kind === 'sqrt') out.push({ t: 'sqrt' });
      else if (kind === 'pi') out.push({ t: 'const', name: 'pi' });
      else out.push({ t: 'fn', name: kind });
      i += w.length;
      continue;
    }
    const ch = word[i];
    out.push(ch === 'e' ? { t: 'const', name: 'e' } : { t: 'var', name: ch });
    i++;
  }
}

/** Reads a subscript after a variable: a_1, a_{10}, a_n, x1 (letters then digits). */
function readSubscript(src: string, i: number): [string, number] | null {
  if (src[i] === '_') {
    const m = /^_(?:\{\s*([A-Za-z0-9+\-\s]+?)\s*\}|([0-9]+|[A-Za-z]))/.exec(src.slice(i));
    if (!m) return null;
    return [(m[1] ?? m[2]).replace(/\s+/g, ''), i + m[0].length];
  }
  const m = /^[0-9]+/.exec(src.slice(i));
  return m ? [m[0], i + m[0].length] : null;
}

export function lex(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (/[0-9.]/.test(c)) {
      const m = /^(?:\d+(?:\.\d+)?|\.\d+)/.exec(src.slice(i));
      if (!m) {
        if (src.startsWith('...', i)) {
          out.push({ t: 'dots' });
          i += 3;
          while (src[i] === '.') i++;
          continue;
        }
        throw new LexError(`无法识别的符号 "${c}"`);
      }
      out.push({ t: 'num', s: m[0] });
      i += m[0].length;
      continue;
    }
    if (/[A-Za-z]/.test(c)) {
      const m = /^[A-Za-z]+/.exec(src.slice(i))!;
      const before = out.length;
      lexWord(m[0], out);
      i += m[0].length;
      const last = out[out.length - 1];
      if (out.length > before && last.t === 'var') {
        const sub = readSubscript(src, i);
        if (sub && (src[i] === '_' || /^[0-9]+$/.test(sub[0]))) {
          out[out.length - 1] = { t: 'var', name: `${last.name}_${sub[0]}` };
          i = sub[1];
        }
      }
      continue;
    }
    if (c === '\\') {
      const m = /^\\([A-Za-z]+|.)/.exec(src.slice(i));
      if (!m) throw new LexError('LaTeX 命令不完整');
      const cmd = m[1];
      i += m[0].length;
      if (IGNORED.has(cmd) || /^[,;:! ]$/.test(cmd)) {
        if ((cmd === 'left' || cmd === 'right') && src[i] === '.') i++;
        continue;
      }
      if (cmd === '{' || cmd === '}') {
        out.push({ t: 'op', s: cmd === '{' ? '(' : ')' });
        continue;
      }
      if (cmd === 'mathrm' || cmd === 'operatorname' || cmd === 'text' || cmd === 'mathit') {
        const g = /^\s*\{([^{}]*)\}/.exec(src.slice(i));
        if (!g) throw new LexError(`\\${cmd} 格式不正确`);
        i += g[0].length;
        const inner = g[1].trim();
        if (cmd === 'text' && !/^[A-Za-z0-9 ]*$/.test(inner)) throw new LexError('公式中含有文字');
        lexWord(inner.replace(/\s+/g, ''), out);
        continue;
      }
      if (cmd in SIMPLE) {
        out.push(SIMPLE[cmd]);
        continue;
      }
      if (/^(arcsin|arccos|arctan|sin|cos|tan|cot|sec|csc)$/.test(cmd)) {
        out.push({ t: 'fn', name: cmd as FnName });
        continue;
      }
      if (GREEK.has(cmd)) {
        out.push({ t: 'var', name: `\\${cmd === 'varphi' ? 'varphi' : cmd}` });
        continue;
      }
      throw new LexError(`不支持的 LaTeX 命令 \\${cmd}`);
    }
    if (c in UNICODE) {
      out.push(UNICODE[c]);
      i++;
      continue;
    }
    if (GREEK_CHARS.includes(c)) {
      const names: Record<string, string> = {
        α: 'alpha',
        β: 'beta',
        γ: 'gamma',
        θ: 'theta',
        φ: 'varphi',
        ω: 'omega',
        λ: 'lambda',
        μ: 'mu',
        ε: 'varepsilon',
      };
      out.push({ t: 'var', name: `\\${names[c]}` });
      i++;
      continue;
    }
    const two = src.slice(i, i + 2);
    if (two === '<=' || two === '>=' || two === '!=' || two === '->' || two === '**') {
      out.push({ t: 'op', s: two === '->' ? '→' : two === '**' ? '^' : two });
      i += 2;
      continue;
    }
    if ("+-*/^()[]{}=<>,;|!_'".includes(c)) {
      out.push({ t: 'op', s: c });
      i++;
      continue;
    }
    throw new LexError(`无法识别的符号 "${c}"`);
  }
  return out;
}
