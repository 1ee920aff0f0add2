import { plainTextHtml, type RenderOptions } from './render-markdown';
import type { MarkdownRenderer } from './renderer';

/** The HTML stored with a row, or the row's Markdown rendered now (see htmlReader). */
export type HtmlReader = (html: string | null | undefined, markdown: string | null, options?: RenderOptions) => Promise<string | null>;

/**
 * For one read: the HTML stored with a row, or, for a row stored before HTML was (the column is
 * null), the Markdown rendered now by `renderer` (the pool: off the event loop), each distinct text
 * once. What is rendered on read is not written back: reading stays free of writes, and such rows
 * are only the ones older than the column (or stored while the server was stopping).
 */
export function htmlReader(renderer: Pick<MarkdownRenderer, 'render'>): HtmlReader {
  const rendered = new Map<string, Promise<string>>();
  return async (html, markdown, options = {}) => {
    if (html !== null && html !== undefined) return html;
    if (markdown === null) return null;
    const key = `${options.steps ? 'steps' : 'text'}:${markdown}`;
    let once = rendered.get(key);
    if (!once) {
      once = renderer.render(markdown, options).then((out) => out ?? plainTextHtml(markdown));
      rendered.set(key, once);
    }
    return once;
  };
}
