import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { texToText } from './tex-to-text';

/**
 * A Markdown text as one line of plain text for lists (history, the question echoed over a task):
 * Markdown marks gone, formulas written the way they are by hand (x² − 5x + 6 = 0, 1/2, √3, H₂O).
 * Plain text rather than HTML: on a 320 px screen a list row shows one or two lines, which a line
 * clamp cuts cleanly in text but not in a row of SVGs; it weighs nothing and needs no renderer.
 */

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath).freeze();

/** Only the start of a long text can reach the excerpt: the rest is not parsed. */
const SOURCE_PER_CHAR = 8;

const BLOCKS = new Set(['paragraph', 'heading', 'listItem', 'tableRow', 'tableCell', 'blockquote', 'code', 'math', 'thematicBreak']);

function textOf(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    case 'inlineMath':
    case 'math':
      return ` ${texToText(node.value)} `;
    case 'break':
      return ' ';
    case 'html':
    case 'image':
    case 'imageReference':
    case 'definition':
      return '';
    default: {
      if (!('children' in node)) return '';
      const inner = (node.children as Nodes[]).map((c) => textOf(c)).join('');
      return BLOCKS.has(node.type) ? ` ${inner} ` : inner;
    }
  }
}

export function renderPlainExcerpt(markdown: string, maxChars: number): string {
  const source = markdown.slice(0, Math.max(maxChars, 1) * SOURCE_PER_CHAR);
  let text: string;
  try {
    text = textOf(parser.parse(source));
  } catch {
    text = source;
  }
  const oneLine = text
    .replace(/\s+/g, ' ')
    // The spaces put around formulas and blocks are not wanted next to punctuation.
    .replace(/ (?=[,.;:!?)\]\u3000-\u303f\uff00-\uffef])/g, '')
    .replace(/([([\u3000-\u303f\uff00-\uffef]) /g, '$1')
    .trim();
  const chars = Array.from(oneLine);
  return chars.length > maxChars ? `${chars.slice(0, maxChars).join('').trimEnd()}…` : chars.join('');
}
