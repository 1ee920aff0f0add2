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

/**
 * Formulas read per excerpt at most: each costs MathJax a parse on the event loop of a list request
 * (about 0.3 ms), and a line of a list row never shows more than this many.
 */
const MAX_FORMULAS = 24;

/** What an excerpt has read so far; reading stops once the line is long enough. */
class Line {
  private parts: string[] = [];
  private formulas = 0;
  /** True once the rest of the text can no longer reach the excerpt. */
  full = false;
  /** True when reading stopped before the end of the text. */
  cut = false;

  constructor(private readonly maxChars: number) {}

  add(text: string) {
    this.parts.push(text);
    // A margin of a few characters: tidying (spaces around punctuation) only looks at neighbours.
    if (text.trim() !== '' && Array.from(tidyLine(this.parts.join(''))).length > this.maxChars + 2) this.stop();
  }

  formula(tex: string) {
    if (this.formulas >= MAX_FORMULAS) {
      this.stop();
      return;
    }
    this.formulas += 1;
    this.add(` ${texToText(tex)} `);
  }

  stop() {
    this.full = true;
    this.cut = true;
  }

  text(): string {
    return tidyLine(this.parts.join(''));
  }
}

function readInto(line: Line, node: Nodes): void {
  if (line.full) return;
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      line.add(node.value);
      return;
    case 'inlineMath':
    case 'math':
      line.formula(node.value);
      return;
    case 'break':
      line.add(' ');
      return;
    case 'html':
    case 'image':
    case 'imageReference':
    case 'definition':
      return;
    default: {
      if (!('children' in node)) return;
      const block = BLOCKS.has(node.type);
      if (block) line.add(' ');
      for (const child of node.children as Nodes[]) readInto(line, child);
      if (block) line.add(' ');
    }
  }
}

function tidyLine(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      // The spaces put around formulas and blocks are not wanted next to punctuation.
      .replace(/ (?=[,.;:!?)\]\u3000-\u303f\uff00-\uffef])/g, '')
      .replace(/([([\u3000-\u303f\uff00-\uffef]) /g, '$1')
      .trim()
  );
}

export function renderPlainExcerpt(markdown: string, maxChars: number): string {
  const source = markdown.slice(0, Math.max(maxChars, 1) * SOURCE_PER_CHAR);
  const line = new Line(maxChars);
  let oneLine: string;
  try {
    readInto(line, parser.parse(source));
    oneLine = line.text();
  } catch {
    oneLine = tidyLine(source);
  }
  const chars = Array.from(oneLine);
  return chars.length > maxChars || (line.cut && chars.length > 0) ? `${chars.slice(0, maxChars).join('').trimEnd()}…` : chars.join('');
}
