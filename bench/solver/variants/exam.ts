/** Rewritings of exam text (gaokao maths, physics, chemistry) as other papers and OCR engines print it. */
import { changed, type TextVariant } from './types';

/** Rewrites only inside the "$…$" formulas of a text. */
const inFormulas = (t: string, f: (formula: string) => string) => t.replace(/\$([^$]+)\$/g, (_m, x: string) => `$${f(x)}$`);
/** Rewrites only the prose between formulas. */
const outsideFormulas = (t: string, f: (prose: string) => string) =>
  t
    .split(/(\$[^$]+\$)/)
    .map((part, i) => (i % 2 ? part : f(part)))
    .join('');

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * A formula set with \mathrm (chemistry, units) as typed on a keyboard: upright letters plain, a count subscript
 * written by `sub`, no spaces inside a formula's name (N₂ O₄ → N₂O₄). Maths formulas without \mathrm are left.
 */
function typedChemistry(f: string, sub: (n: string) => string): string {
  if (!/\\mathrm\s*\{/.test(f)) return f;
  return f
    .replace(/\\mathrm\s*\{\s*~?\s*([A-Za-z]+)\s*\}/g, '$1')
    .replace(/(?<=[A-Za-z)])\s*_\s*\{\s*(\d+)\s*\}/g, (_m, n: string) => sub(n))
    .replace(/(?<!\\[a-zA-Z]*)(?<=[A-Za-z)₀-₉]|_\d)\s+(?=[A-Z(])/g, '');
}

/** An option line's break and mark, 「\nB. 」 (the letter captured). */
const OPTION_LINE = /\n([A-H])\s*[.．]\s*/g;
/** A fill-in question that ends at its blank, 「…的体积为」「则 $S_{10}=$」, with its full stop if any. */
const BLANK_AT_END = /(为|是|等于|=\s*\$)\s*([.。]?)\s*$/;
const hasOptionLines = (t: string) => /\nA\s*[.．][^\n]*\nB\s*[.．]/.test(t);

/** Where a clause starts: the text's start (after a number and score), or after a comma or full stop (Chinese words stand only in prose). */
const CLAUSE_START = String.raw`(^(?:\d{1,2}\s*[.．]\s*)?(?:[(（]\s*\d{1,2}\s*分\s*[)）])?\s*|[，,。.；;]\s*)`;
/** The choice blank in its printed forms: （ ）, ( ), $(\quad)$, ($ ), （ $)$ … */
const CHOICE_BLANK = String.raw`(?:\$\s*\(\s*(?:\\quad)?\s*\)\s*\$|[(（]\s*\$?\s*[)）]\s*\$?|[(（]\s*[)）])`;
/** A choice blank right after 「=」 inside a formula: $a=(\quad)$, $a=($ ), $a=$ ( ). */
const BLANK_AFTER_EQUALS = String.raw`(?:\(\s*(?:\\quad)?\s*\)\s*\$|\(\s*\$\s*[)）]|\$\s*[(（]\s*[)）])`;
/** The stem of a choice question (before its option A) and the rest; the whole text when it has no options. */
function splitStem(t: string): [string, string] {
  const at = t.search(/\n\s*\(?A\s*[.．、)]/);
  return at < 0 ? [t, ''] : [t.slice(0, at), t.slice(at)];
}
/** Function names typed as plain words, in which a letter is no name. */
const FUNCTION_WORDS = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'ln',
  'lg',
  'log',
  'lim',
  'max',
  'min',
  'exp',
  'arcsin',
  'arccos',
  'arctan',
]);
/**
 * A letter renamed everywhere it stands alone (not inside a command such as \frac, nor in a word such as sin),
 * in formulas and in prose alike; null when the new letter is already used, so that the rename is surely a name.
 */
function renameLetter(t: string, from: string, to: string): string | null {
  const alone = (l: string) => new RegExp(String.raw`(?<![A-Za-z\\])${l}(?![A-Za-z])`, 'g');
  if (alone(to).test(t) || !alone(from).test(t)) return null;
  // 「\mathrm{ax}」「ax」: the letter also stands in a product typed as one word, which a rename would leave behind
  const words = t.match(/(?<![A-Za-z\\])[A-Za-z]{2,}/g) ?? [];
  if (words.some((w) => w.includes(from) && !FUNCTION_WORDS.has(w))) return null;
  return changed(t, t.replace(alone(from), to));
}
/**
 * Sides a, b, c of a triangle follow its angles A, B, C, and a, b, c of a conic are its semi-axes and focal distance,
 * by convention: no letter of them is renamed there.
 */
const hasNamingConvention = (t: string) => /△|\\triangle|三角形|内角|对边|椭圆|双曲线|抛物线/.test(t);

export const EXAM_VARIANTS: TextVariant[] = [
  {
    name: 'dfrac',
    about: '\\frac written \\dfrac',
    apply: (t) => changed(t, t.replace(/\\frac(?=\s*\{)/g, '\\dfrac')),
  },
  {
    name: 'tfrac',
    about: '\\frac written \\tfrac (inline fractions)',
    apply: (t) => changed(t, t.replace(/\\frac(?=\s*\{)/g, '\\tfrac')),
  },
  {
    name: 'no-left-right',
    about: '\\left( … \\right) printed as plain ( … )',
    apply: (t) => changed(t, t.replace(/\\left\s*(?=[([|])|\\right\s*(?=[)\]|])/g, '')),
  },
  {
    name: 'tight-formulas',
    about: 'no spaces around = + - < > , inside $…$',
    apply: (t) =>
      changed(
        t,
        inFormulas(t, (f) => f.replace(/\s*([=+\-<>,])\s*/g, '$1').trim()),
      ),
  },
  {
    name: 'paren-delimiters',
    about: '$…$ written \\( … \\) (MathJax pages)',
    apply: (t) => changed(t, t.replace(/\$([^$]+)\$/g, '\\($1\\)')),
  },
  {
    name: 'full-width-punctuation',
    about: 'prose punctuation full-width （），：；？',
    apply: (t) =>
      changed(
        t,
        outsideFormulas(t, (p) =>
          p.replace(/[(),:;?]/g, (c) => ({ '(': '（', ')': '）', ',': '，', ':': '：', ';': '；', '?': '？' })[c] ?? c),
        ),
      ),
  },
  {
    name: 'half-width-punctuation',
    about: 'prose punctuation half-width (),:;.',
    apply: (t) =>
      changed(
        t,
        outsideFormulas(t, (p) =>
          p.replace(/[（），：；。]/g, (c) => ({ '（': '(', '）': ')', '，': ', ', '：': ': ', '；': '; ', '。': '. ' })[c] ?? c),
        ),
      ),
  },
  {
    name: 'score-full-width',
    about: '13. (5 分) printed 13．（5分）',
    apply: (t) => changed(t, t.replace(/^(\d{1,2})\s*[.．]\s*[(（]\s*(\d{1,2})\s*分\s*[)）]\s*/, '$1．（$2分）')),
  },
  {
    name: 'source-tag',
    about: 'number and score replaced by (2019·全国Ⅰ卷)',
    apply: (t) => changed(t, t.replace(/^\d{1,2}\s*[.．]\s*(?:[(（]\s*\d{1,2}\s*分\s*[)）]\s*)?/, '(2019·全国Ⅰ卷)')),
  },
  {
    name: 'tiwen-tag',
    about: 'number and score replaced by 【题文】',
    apply: (t) => changed(t, t.replace(/^\d{1,2}\s*[.．]\s*(?:[(（]\s*\d{1,2}\s*分\s*[)）]\s*)?/, '【题文】')),
  },
  {
    name: 'blank-full-width-bracket',
    about: 'choice blank （ ） / $(\\quad)$ printed （　　）',
    apply: (t) =>
      changed(t, t.replace(/(?:[(（]\s*\$\s*[)）]\s*\$|[(（]\s*[)）]|\$\s*\(\s*(?:\\quad)?\s*\)\s*\$)(?=\s*\n\s*A\s*[.．])/, '（　　）')),
  },
  {
    name: 'blank-underline',
    about: 'fill-in blank printed \\underline{\\quad} at the end',
    apply: (t) => changed(t, t.replace(BLANK_AT_END, '$1 $$\\underline{\\quad}$$$2')),
  },
  {
    name: 'blank-escaped-underscores',
    about: 'fill-in blank printed \\_\\_\\_\\_ at the end',
    apply: (t) => changed(t, t.replace(BLANK_AT_END, '$1 \\_\\_\\_\\_$2')),
  },
  {
    name: 'options-one-line',
    about: 'options A–D on one line: A．1 B．2 C．3 D．4',
    apply: (t) => {
      if (!hasOptionLines(t)) return null;
      const first = t.search(/\nA\s*[.．]/);
      return changed(t, t.slice(0, first) + t.slice(first).replace(OPTION_LINE, (_m, l: string) => (l === 'A' ? `\n${l}．` : `  ${l}．`)));
    },
  },
  {
    name: 'option-mark-dunhao',
    about: 'option marks A、 B、',
    apply: (t) => (hasOptionLines(t) ? changed(t, t.replace(OPTION_LINE, '\n$1、')) : null),
  },
  {
    name: 'option-mark-bracketed',
    about: 'option marks (A) (B)',
    apply: (t) => (hasOptionLines(t) ? changed(t, t.replace(OPTION_LINE, '\n($1) ')) : null),
  },
  {
    name: 'plain-letters-numbers',
    about: 'a lone letter or number typed without $…$ (半径为 R)',
    apply: (t) => changed(t, t.replace(/\$\s*([A-Za-z]|-?\d+(?:\.\d+)?)\s*\$/g, '$1')),
  },
  {
    name: 'unicode-symbols',
    about: 'LaTeX symbols typed as Unicode √ π ≤ ≥ ∈ ∩ ∪ × °',
    apply: (t) =>
      changed(
        t,
        inFormulas(t, (f) =>
          f
            .replace(/\\sqrt\s*\{\s*(\d+)\s*\}/g, '√$1')
            .replace(/\^\s*\{\s*\\circ\s*\}/g, '°')
            .replace(
              /\\(pi|leqslant|leq|le|geqslant|geq|ge|in|cap|cup|times|neq)(?![a-zA-Z])\s*/g,
              (_m, c: string) =>
                ({
                  pi: 'π',
                  leqslant: '≤',
                  leq: '≤',
                  le: '≤',
                  geqslant: '≥',
                  geq: '≥',
                  ge: '≥',
                  in: '∈',
                  cap: '∩',
                  cup: '∪',
                  times: '×',
                  neq: '≠',
                })[c] ?? c,
            ),
        ),
      ),
  },
  {
    name: 'unicode-powers',
    about: 'small powers x^{2} typed x², 10^{-3} typed 10⁻³',
    apply: (t) =>
      changed(
        t,
        inFormulas(t, (f) =>
          f.replace(/(?<=[A-Za-z0-9)])\s*\^\s*\{\s*(-?\d)\s*\}/g, (_m, e: string) =>
            [...e].map((c) => (c === '-' ? '⁻' : SUPERSCRIPT_DIGITS[Number(c)])).join(''),
          ),
        ),
      ),
  },
  {
    name: 'chem-plain-subscripts',
    about: '\\mathrm{H}_{2} \\mathrm{O} typed H_2O (no \\mathrm)',
    apply: (t) =>
      changed(
        t,
        inFormulas(t, (f) => typedChemistry(f, (n) => `_${n}`)),
      ),
  },
  {
    name: 'chem-unicode-subscripts',
    about: '\\mathrm{H}_{2} \\mathrm{O} typed H₂O',
    apply: (t) =>
      changed(
        t,
        inFormulas(t, (f) => typedChemistry(f, (n) => [...n].map((d) => SUBSCRIPT_DIGITS[Number(d)]).join(''))),
      ),
  },
  {
    name: 'units-plain',
    about: '\\mathrm{~m} / \\mathrm{s} typed m/s',
    apply: (t) =>
      changed(
        t,
        inFormulas(t, (f) => f.replace(/\\mathrm\s*\{\s*~?\s*([a-zA-Z]+)\s*\}\s*\/\s*\\mathrm\s*\{\s*([a-zA-Z]+)\s*\}/g, ' $1/$2')),
      ),
  },
  {
    name: 'units-one-group',
    about: '\\mathrm{~m} / \\mathrm{s} typed \\mathrm{m/s}',
    apply: (t) =>
      changed(
        t,
        inFormulas(t, (f) =>
          f.replace(/\\mathrm\s*\{\s*~?\s*([a-zA-Z]+)\s*\}\s*\/\s*\\mathrm\s*\{\s*([a-zA-Z]+)\s*\}/g, '\\mathrm{~$1/$2}'),
        ),
      ),
  },
  {
    name: 'units-negative-power',
    about: 'm/s typed m·s⁻¹ (m·s^{-1})',
    apply: (t) =>
      changed(
        t,
        inFormulas(t, (f) =>
          f.replace(
            /\\mathrm\s*\{\s*~?\s*([a-zA-Z]+)\s*\}\s*\/\s*\\mathrm\s*\{\s*([a-zA-Z]+)\s*\}(?:\s*\^\s*\{\s*(\d)\s*\})?/g,
            (_m, a: string, b: string, p?: string) => `\\mathrm{~${a}} \\cdot \\mathrm{${b}}^{-${p ?? '1'}}`,
          ),
        ),
      ),
  },
  {
    name: 'yizhi-as-she',
    about: '已知… written 设…',
    apply: (t) => changed(t, t.replace(new RegExp(`${CLAUSE_START}已知(?!条件)`, 'g'), '$1设')),
  },
  {
    name: 'she-as-yizhi',
    about: '设… written 已知…',
    apply: (t) => changed(t, t.replace(new RegExp(`${CLAUSE_START}设(?![计置立备施有])`, 'g'), '$1已知')),
  },
  {
    name: 'ruo-as-ruguo',
    about: '若… written 如果…',
    apply: (t) => changed(t, t.replace(new RegExp(`${CLAUSE_START}若`, 'g'), '$1如果')),
  },
  {
    name: 'ze-as-name',
    about: '，则… written ，那么…',
    apply: (t) =>
      changed(
        t,
        outsideFormulas(t, (p) => p.replace(/([，,]\s*)则/g, '$1那么')),
      ),
  },
  {
    name: 'ask-own-sentence',
    about: 'the ask split off: …，则 X=（ ） → …。则 X=（ ）',
    apply: (t) => {
      const [stem, options] = splitStem(t);
      const at = Math.max(stem.lastIndexOf('，则'), stem.lastIndexOf(', 则'), stem.lastIndexOf(',则'));
      if (at < 0) return null;
      return changed(t, `${stem.slice(0, at)}。则${stem.slice(at).replace(/^[，,]\s*则/, '')}${options}`);
    },
  },
  {
    name: 'ask-value-wei',
    about: '则 $a=(\\quad)$ / 则 $a=$ written 则 $a$ 的值为',
    apply: (t) => {
      const [stem, options] = splitStem(t);
      const NAME = String.raw`([a-zA-Z](?:\s*_\s*\{?\s*\w+\s*\}?)?)`;
      const asked = options
        ? stem.replace(new RegExp(String.raw`\$\s*${NAME}\s*=\s*${BLANK_AFTER_EQUALS}\s*$`), '$$$1$$ 的值为（ ）')
        : stem.replace(new RegExp(String.raw`\$\s*${NAME}\s*=\s*\$\s*([.。]?)\s*$`), '$$$1$$ 的值为$2');
      return changed(t, asked + options);
    },
  },
  {
    name: 'ask-wei-dengyu',
    about: '…的公差为（ ） written …的公差等于（ ）',
    apply: (t) => {
      const [stem, options] = splitStem(t);
      const asked = options
        ? stem.replace(new RegExp(String.raw`(?<=[\u4e00-\u9fa5])(?<!分别)为\s*(${CHOICE_BLANK}\s*)$`), '等于 $1')
        : stem.replace(/(?<=[\u4e00-\u9fa5])(?<!分别)为\s*([.。]?)\s*$/, '等于$1');
      return changed(t, asked + options);
    },
  },
  {
    name: 'ask-shi-wei',
    about: '…的概率是（ ） written …的概率为（ ）',
    apply: (t) => {
      const [stem, options] = splitStem(t);
      const asked = options
        ? stem.replace(new RegExp(String.raw`(?<=[\u4e00-\u9fa5])(?<!的)是\s*(${CHOICE_BLANK}\s*)$`), '为 $1')
        : stem.replace(/(?<=[\u4e00-\u9fa5])(?<!的)是\s*([.。]?)\s*$/, '为$1');
      return changed(t, asked + options);
    },
  },
  {
    name: 'xialie-zhong',
    about: '下列结论正确的是 written 下列结论中，正确的是',
    apply: (t) =>
      changed(
        t,
        outsideFormulas(t, (p) => p.replace(/下列([\u4e00-\u9fa5]{1,6}?)(正确|错误|不正确|成立|为真)的(是|为|有)/g, '下列$1中，$2的$3')),
      ),
  },
  {
    name: 'xialie-yixia',
    about: '下列结论… written 以下结论…',
    apply: (t) =>
      changed(
        t,
        outsideFormulas(t, (p) => p.replace(/下列(?=[\u4e00-\u9fa5]{0,6}(?:正确|错误|不正确|成立|为真)的)/g, '以下')),
      ),
  },
  {
    name: 'ze-ask-statements',
    about: '…，则（ ） asked as …，则下列结论正确的是（ ）',
    apply: (t) => {
      const [stem, options] = splitStem(t);
      if (!options) return null;
      return changed(t, stem.replace(new RegExp(String.raw`([，,]\s*)则\s*${CHOICE_BLANK}\s*$`), '$1则下列结论正确的是（ ）') + options);
    },
  },
  {
    name: 'rename-function-f-g',
    about: 'the function f renamed g everywhere',
    apply: (t) => (/(?<![A-Za-z\\])f\s*\(/.test(t) ? renameLetter(t, 'f', 'g') : null),
  },
  {
    name: 'rename-parameter-a-m',
    about: 'a parameter a renamed m everywhere',
    apply: (t) => (hasNamingConvention(t) || /(?<![A-Za-z\\])a\s*_/.test(t) ? null : renameLetter(t, 'a', 'm')),
  },
  {
    name: 'rename-sequence-a-b',
    about: 'a sequence {a_n} renamed {b_n} (or {c_n}) everywhere',
    apply: (t) => {
      if (hasNamingConvention(t) || !/(?<![A-Za-z\\])a\s*_/.test(t)) return null;
      return renameLetter(t, 'a', 'b') ?? renameLetter(t, 'a', 'c');
    },
  },
];
