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
];
