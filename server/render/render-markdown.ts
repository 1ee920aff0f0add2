import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { escapeHtml } from '../html-escape';
import { remarkDisplayDollars } from './display-dollars';
import { renderSchema } from './sanitize-schema';
import { rehypeScrollTables } from './scroll-tables';
import { remarkStepAnchors } from './step-anchors';
import { rehypeTypesetMath } from './typeset-math';

/**
 * Markdown (GFM) with $…$ / $$…$$ math → HTML with the math as SVG, safe to put into the page as it
 * is. Solutions come from a language model and problems from students, so neither is trusted: raw
 * HTML in the Markdown is dropped (remark-rehype without allowDangerousHtml) and the final tree goes
 * through an allow-list (no script, no event handler, no javascript: URL).
 */
const base = unified().use(remarkParse).use(remarkGfm).use(remarkMath).use(remarkDisplayDollars);
const toHtml = <T extends typeof base>(p: T) =>
  p
    .use(remarkRehype, { footnoteLabel: '脚注', footnoteBackLabel: (i: number) => `返回引用 ${i + 1}` })
    .use(rehypeTypesetMath)
    .use(rehypeScrollTables)
    .use(rehypeSanitize, renderSchema)
    .use(rehypeStringify)
    .freeze();
const processor = toHtml(base());
/** A worked solution: each step's first element carries data-step (server/render/step-anchors.ts). */
const solutionProcessor = toHtml(base().use(remarkStepAnchors));

export interface RenderOptions {
  /** The text is a worked solution: anchor its steps (data-step) for the video's chapters. */
  steps?: boolean;
}

/** The text as it was typed, escaped: what is shown when it could not be rendered. */
export function plainTextHtml(markdown: string): string {
  return `<p style="white-space:pre-wrap">${escapeHtml(markdown)}</p>`;
}

export function renderMarkdown(markdown: string, options: RenderOptions = {}): string {
  if (markdown.trim() === '') return '';
  try {
    return String((options.steps ? solutionProcessor : processor).processSync(markdown));
  } catch {
    // Nothing known throws here; if something does, the text still reads, as plain text.
    return plainTextHtml(markdown);
  }
}
