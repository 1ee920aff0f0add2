import { splitMath } from './split-math';

// biome-ignore format: a lookup table reads best packed, several entries a line
const SYMBOLS: Record<string, string> = {
  '=': '等于', '+': '加', '*': '乘', '/': '除以', '<': '小于', '>': '大于', ':': '比', '!': '的阶乘',
  "'": '撇', ',': '，', ';': '；', times: '乘', cdot: '乘', div: '除以', pm: '正负', mp: '负正',
  le: '小于等于', leq: '小于等于', leqslant: '小于等于', ge: '大于等于', geq: '大于等于', geqslant: '大于等于',
  ne: '不等于', neq: '不等于', approx: '约等于', equiv: '恒等于', sim: '相似于', cong: '全等于', propto: '正比于',
  infty: '无穷大', angle: '角', triangle: '三角形', parallel: '平行于', perp: '垂直于', circ: '度', prime: '撇',
  in: '属于', notin: '不属于', subset: '包含于', subseteq: '包含于', supset: '包含', cup: '并', cap: '交',
  emptyset: '空集', varnothing: '空集', Rightarrow: '推出', implies: '推出', Leftrightarrow: '等价于', iff: '等价于',
  therefore: '所以', because: '因为', to: '趋向于', rightarrow: '趋向于', forall: '任意', exists: '存在',
  sin: '正弦', cos: '余弦', tan: '正切', cot: '余切', sec: '正割', csc: '余割', arcsin: '反正弦', arccos: '反余弦',
  arctan: '反正切', ln: '自然对数', lg: '常用对数', log: '对数', lim: '极限', int: '积分', iint: '二重积分',
  oint: '环路积分', sum: '求和', prod: '求积', max: '最大值', min: '最小值', partial: '偏', nabla: '梯度',
  ldots: '等等', cdots: '等等', dots: '等等', degree: '度',
  alpha: '阿尔法', beta: '贝塔', gamma: '伽马', Gamma: '伽马', delta: '德尔塔', Delta: '德尔塔', epsilon: '艾普西隆',
  varepsilon: '艾普西隆', zeta: '泽塔', eta: '伊塔', theta: '西塔', Theta: '西塔', lambda: '兰姆达', Lambda: '兰姆达',
  mu: '缪', nu: '纽', xi: '克西', pi: '派', Pi: '派', rho: '柔', sigma: '西格玛', Sigma: '西格玛', tau: '陶',
  phi: '斐', varphi: '斐', Phi: '斐', chi: '卡伊', psi: '普西', Psi: '普西', omega: '欧米伽', Omega: '欧米伽',
};

/** Commands whose argument is simply read out. */
// biome-ignore format: a lookup table reads best packed, several entries a line
const TRANSPARENT = new Set([
  'mathbf', 'mathit', 'mathsf', 'mathtt', 'mathbb', 'mathcal', 'boldsymbol', 'bm', 'operatorname',
  'overline', 'underline', 'bar', 'hat', 'widehat', 'tilde', 'widetilde', 'dot', 'ddot', 'displaystyle', 'boxed',
]);
const TEXT_MODE = new Set(['text', 'textrm', 'textbf', 'textit', 'mbox', 'mathrm']);
/** Commands whose (first) argument is not content: colours, labels, spacing. */
const DROP_ARG = new Set(['color', 'textcolor', 'label', 'tag', 'hspace', 'vspace', 'begin', 'end']);
/** Spacing commands (\, \; \quad …) are silent, although "," and ";" alone are pauses. */
const SPACING = new Set([',', ';', ':', '!', ' ', '>', 'quad', 'qquad']);
/** Operators whose sub/superscripts are limits: "\int_0^1" is read 从 0 到 1 积分. */
// biome-ignore format: a lookup table reads best packed, several entries a line
const BIG_OPERATORS = new Set(['int', 'iint', 'oint', 'sum', 'prod']);
const OPERATORS = new Set([
  '等于',
  '加',
  '减',
  '乘',
  '除以',
  '小于',
  '大于',
  '小于等于',
  '大于等于',
  '不等于',
  '约等于',
  '正负',
  '，',
  '；',
]);

type Token = { kind: 'cmd' | 'char' | 'num' | 'open' | 'close'; value: string };

function tokenize(tex: string): Token[] {
  const tokens: Token[] = [];
  const re = /\\([A-Za-z]+|.)|(\d+(?:\.\d+)?)|([{}])|(\s+)|([\s\S])/gy;
  for (let m = re.exec(tex); m; m = re.exec(tex)) {
    if (m[1] !== undefined) tokens.push({ kind: 'cmd', value: m[1] });
    else if (m[2] !== undefined) tokens.push({ kind: 'num', value: m[2] });
    else if (m[3] !== undefined) tokens.push({ kind: m[3] === '{' ? 'open' : 'close', value: m[3] });
    else if (m[5] !== undefined) tokens.push({ kind: 'char', value: m[5] });
  }
  return tokens;
}

class Reader {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}
  peek(): Token | undefined {
    return this.tokens[this.i];
  }
  next(): Token | undefined {
    return this.tokens[this.i++];
  }
  /** The raw source of a group or single token, for text-mode arguments. */
  rawArg(): string {
    const t = this.next();
    if (!t) return '';
    if (t.kind !== 'open') return t.value;
    let depth = 1;
    let out = '';
    for (let n = this.next(); n; n = this.next()) {
      if (n.kind === 'open') depth += 1;
      if (n.kind === 'close' && --depth === 0) break;
      out += n.kind === 'cmd' ? ` ${n.value} ` : n.value;
    }
    return out;
  }
  /** A group or single token, converted to speech. */
  arg(): string {
    const t = this.peek();
    if (!t) return '';
    if (t.kind === 'open') {
      this.next();
      return speakTokens(this, true);
    }
    return speakTokens(this, false, 1);
  }
  optionalArg(): string | null {
    if (this.peek()?.value !== '[') return null;
    this.next();
    const words: string[] = [];
    for (let t = this.next(); t && t.value !== ']'; t = this.next()) words.push(t.value);
    return words.join('');
  }
}

function power(exponent: string): string {
  if (exponent === '2') return '的平方';
  if (exponent === '3') return '的立方';
  if (exponent === '度' || exponent === '撇') return exponent;
  return `的 ${exponent} 次方`;
}

function speakTokens(r: Reader, untilClose: boolean, maxAtoms = Number.POSITIVE_INFINITY): string {
  const words: string[] = [];
  let atoms = 0;
  let previous: Token | undefined;
  const push = (word: string) => {
    if (word) words.push(word);
  };
  const expectsOperand = () => words.length === 0 || OPERATORS.has(words[words.length - 1]);
  while (atoms < maxAtoms) {
    const t = r.next();
    if (!t) break;
    if (t.kind === 'close') {
      if (untilClose) break;
      continue;
    }
    atoms += 1;
    const closedParen = previous?.value === ')';
    previous = t;
    if (t.kind === 'open') push(speakTokens(r, true));
    else if (t.kind === 'num') push(t.value);
    else if (t.kind === 'char') {
      if (t.value === '^') push(power(r.arg()));
      else if (t.value === '_') push(r.arg());
      else if (t.value === '-') push(expectsOperand() ? '负' : '减');
      else if (t.value === '+') push(expectsOperand() ? '正' : '加');
      else if (t.value === '(' && closedParen) push('乘');
      else if (/[A-Za-z]/.test(t.value)) push(t.value);
      else if (SYMBOLS[t.value]) push(SYMBOLS[t.value]);
      else if (!/[()[\]|&~.%#"]/.test(t.value)) push(t.value);
    } else {
      const name = t.value;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac' || name === 'cfrac') {
        const num = r.arg();
        const den = r.arg();
        push(`${den} 分之 ${num}`);
      } else if (name === 'sqrt') {
        const index = r.optionalArg();
        const radicand = r.arg();
        push(index ? `${index} 次根号 ${radicand}` : `根号 ${radicand}`);
      } else if (name === 'vec' || name === 'overrightarrow') push(`向量 ${r.arg()}`);
      else if (name === 'ce') push(speakChemistry(r.rawArg()));
      else if (TEXT_MODE.has(name)) push(r.rawArg().trim());
      else if (TRANSPARENT.has(name)) push(r.arg());
      else if (DROP_ARG.has(name)) r.rawArg();
      else if (name === 'log' && r.peek()?.value === '_') {
        r.next();
        push(`以 ${r.arg()} 为底的对数`);
      } else if (BIG_OPERATORS.has(name)) {
        const limits: Record<string, string> = {};
        while ((r.peek()?.value === '_' || r.peek()?.value === '^') && !(r.peek()!.value in limits)) limits[r.next()!.value] = r.arg();
        const range = limits._ !== undefined || limits['^'] !== undefined ? `从 ${limits._ ?? ''} 到 ${limits['^'] ?? ''} ` : '';
        push(`${range}${SYMBOLS[name]}`);
      } else if (name === '%') {
        const last = words.length - 1;
        if (last >= 0 && /^\d/.test(words[last])) words[last] = `百分之 ${words[last]}`;
        else push('百分号');
      } else if (name === '\\') push('，');
      else if (SPACING.has(name)) continue;
      else if (SYMBOLS[name]) push(SYMBOLS[name]);
      else if ((name === 'left' || name === 'right') && r.peek()?.value === '.') r.next();
    }
  }
  return words.join(' ');
}

/** Chemical equations (mhchem \ce{…}) read element by element, with the arrow as 生成. */
export function speakChemistry(formula: string): string {
  return formula
    .replace(/<=>|<->|⇌/g, ' 可逆生成 ')
    .replace(/->|→|=/g, ' 生成 ')
    .replace(/\^\{?[0-9]*[+-]\}?/g, ' ')
    .replace(/\+/g, ' 加 ')
    .replace(/([A-Z][a-z]?|\d+)/g, ' $1 ')
    .replace(/[{}_^()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** TeX to words a Chinese voice can read: x^2 → "x 的平方", \frac{a}{b} → "b 分之 a", = → "等于". */
export function latexToSpeech(tex: string): string {
  try {
    return tidy(speakTokens(new Reader(tokenize(tex)), false));
  } catch {
    // Pathological input (e.g. thousands of nested braces): read the letters and digits only.
    return tidy(tex.replace(/\\[A-Za-z]+|[^A-Za-z0-9\u4e00-\u9fff]+/g, ' '));
  }
}

// biome-ignore format: a lookup table reads best packed, several entries a line
const TEXT_SYMBOLS: [RegExp, string][] = [
  [/≤/g, ' 小于等于 '], [/≥/g, ' 大于等于 '], [/≠/g, ' 不等于 '], [/≈/g, ' 约等于 '], [/=/g, ' 等于 '],
  [/×/g, ' 乘 '], [/÷/g, ' 除以 '], [/±/g, ' 正负 '], [/√/g, ' 根号 '], [/π/g, '派'], [/²/g, ' 的平方'],
  [/³/g, ' 的立方'], [/°/g, '度'], [/∵/g, '因为'], [/∴/g, '所以'], [/(?<=[\w)])\s*\+\s*(?=[\w(])/g, ' 加 '],
  // "x-2" is a subtraction, "2023-2024" (a school year) is not.
  [/(?<=[A-Za-z)])\s*-\s*(?=[\w(])|(?<=\d)\s*-\s*(?=[A-Za-z(])/g, ' 减 '], [/[*_#`|<>{}[\]\\^~]/g, ' '],
];

/** A line of solution text with inline math, as one utterance. */
export function lineToSpeech(line: string): string {
  const parts = splitMath(line).map((seg) => {
    if (seg.kind === 'math') return ` ${latexToSpeech(seg.value)} `;
    return TEXT_SYMBOLS.reduce((text, [re, word]) => text.replace(re, word), seg.value);
  });
  return tidy(parts.join(''));
}

function tidy(text: string): string {
  // Spaces next to Chinese punctuation only make the voice pause twice.
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ?([，。；：！？、]) ?/g, '$1')
    .trim();
}
