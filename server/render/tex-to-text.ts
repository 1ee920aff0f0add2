import { STATE } from 'mathjax-full/js/core/MathItem.js';
import type { MmlNode } from 'mathjax-full/js/core/MmlTree/MmlNode.js';
import { TEX_PACKAGES, type TexDocument, texDocument } from './mathjax';

/**
 * A formula as one line of plain text, the way it is written by hand: x^2 → x², \frac{1}{2} → 1/2,
 * \sqrt{x+1} → √(x+1), \alpha → α, \ce{H2O} → H₂O. MathJax parses the TeX (so macros, braces and
 * \left…\right are read exactly as the typeset formula reads them) and its MathML tree is
 * written out as text.
 */

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
  '∘': '°',
  '′': '′',
  '″': '″',
  '*': '*',
};
const SUBSCRIPT: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
};
/** Accents over one letter become combining marks: \vec{a} → a⃗, \bar{x} → x̄. */
const COMBINING: Record<string, string> = {
  '→': '\u20D7',
  '⃗': '\u20D7',
  '¯': '\u0304',
  '‾': '\u0305',
  '―': '\u0305',
  ˆ: '\u0302',
  '^': '\u0302',
  '˜': '\u0303',
  '~': '\u0303',
  '˙': '\u0307',
  '¨': '\u0308',
};
/** Invisible operators: function application reads as a space, invisible times and separators as nothing. */
const INVISIBLE: Record<string, string> = { '\u2061': ' ', '\u2062': '', '\u2063': '', '\u2064': '' };

const GROUPING = new Set([
  'math',
  'mrow',
  'inferredMrow',
  'TeXAtom',
  'mstyle',
  'mpadded',
  'menclose',
  'semantics',
  'mtd',
  'merror',
  'mlabeledtr',
  'none',
]);

function script(raw: string, table: Record<string, string>, mark: '^' | '_'): string {
  const text = raw.replace(/\s+/g, '');
  const chars = [...text];
  if (chars.length > 0 && chars.every((c) => table[c])) return chars.map((c) => table[c]).join('');
  return chars.length === 1 ? `${mark}${text}` : `${mark}(${text})`;
}

/** A part that needs brackets when it stands next to a fraction bar or a root sign. */
const bracket = (text: string) => ([...text].length <= 1 || /^[\p{L}\p{N}.]+$/u.test(text) ? text : `(${text})`);

function read(node: MmlNode): string {
  const kids = node.childNodes as MmlNode[];
  const at = (i: number) => (kids[i] ? read(kids[i]) : '');
  switch (node.kind) {
    case 'mi':
    case 'mn':
    case 'mtext':
    case 'ms':
      return (node as unknown as { getText(): string }).getText();
    case 'mo': {
      const text = (node as unknown as { getText(): string }).getText();
      return text in INVISIBLE ? INVISIBLE[text] : text;
    }
    case 'mspace':
      return ' ';
    case 'mphantom':
      return '';
    case 'msup':
      return at(0) + script(at(1), SUPERSCRIPT, '^');
    case 'msub':
      return at(0) + script(at(1), SUBSCRIPT, '_');
    case 'msubsup':
      return at(0) + script(at(1), SUBSCRIPT, '_') + script(at(2), SUPERSCRIPT, '^');
    case 'mfrac':
      return `${bracket(at(0))}/${bracket(at(1))}`;
    case 'msqrt':
      return `√${bracket(kids.map(read).join(''))}`;
    case 'mroot': {
      const index = at(1);
      const sign = index === '3' ? '∛' : index === '4' ? '∜' : `${script(index, SUPERSCRIPT, '^')}√`;
      return `${sign}${bracket(at(0))}`;
    }
    case 'mover': {
      const base = at(0);
      const over = at(1).trim();
      if (COMBINING[over] && [...base].length === 1) return base + COMBINING[over];
      if (COMBINING[over]) return base;
      return base + script(over, SUPERSCRIPT, '^');
    }
    case 'munder':
      return at(0) + script(at(1), SUBSCRIPT, '_');
    case 'munderover':
      return at(0) + script(at(1), SUBSCRIPT, '_') + script(at(2), SUPERSCRIPT, '^');
    case 'mtable':
      return kids.map(read).join('; ');
    case 'mtr':
      return kids.map(read).join(' ');
    default:
      return GROUPING.has(node.kind) || kids.length > 0 ? kids.map(read).join('') : '';
  }
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();
}

/**
 * One MathJax document for every excerpt: making one costs several milliseconds, and a list page
 * reads twenty excerpts. Without the newcommand package no text can define a macro that another
 * text would then read (\newcommand itself shows as its source).
 */
let reader: TexDocument | null = null;

export function texToText(tex: string): string {
  reader ??= texDocument({ packages: [...TEX_PACKAGES.filter((p) => p !== 'newcommand'), 'mhchem'], fontCache: 'none' }).doc;
  try {
    return tidy(read(reader.convert(tex, { display: false, end: STATE.COMPILED }) as MmlNode));
  } catch {
    return tex;
  }
}
