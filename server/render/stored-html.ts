import { renderMarkdown } from './render-markdown';

/**
 * The HTML stored with a row, or, for a row stored before HTML was (the column is null), the
 * Markdown rendered now. What is rendered on read is not written back: reading stays free of
 * writes, and such rows are only the ones older than the column.
 */
export function storedOrRendered(html: string | null | undefined, markdown: string | null): string | null {
  if (html !== null && html !== undefined) return html;
  return markdown === null ? null : renderMarkdown(markdown);
}
