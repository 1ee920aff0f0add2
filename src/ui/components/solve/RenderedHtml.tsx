import { type RefObject, useEffect, useRef } from 'react';

/**
 * Typography for rendered Markdown (server/render's HTML). The server lays out the math and the
 * tables for a 320 px screen with a few inline styles (decision 0019); these rules make it readable:
 * display math centred with room around it, tables ruled, code and footnotes set apart, task lists
 * without bullets. Formulas draw in currentColor, so they follow the text colour in dark mode; a
 * formula or table wider than the screen scrolls inside its own block and is never shrunk.
 */
export const PROSE_CLASS = [
  'min-w-0 break-words leading-relaxed',
  '[&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-blue-300',
  '[&_h1]:text-lg [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold',
  '[&_p]:my-2 [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1 [&_.task-list-item_input]:mr-1.5',
  '[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 dark:[&_code]:bg-gray-800',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-100 [&_pre]:p-3 dark:[&_pre]:bg-gray-800 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_code.math-source]:font-mono [&_code.math-source]:text-sm [&_code.math-source]:break-all',
  '[&_.math-display]:my-3 [&_.math-display]:max-w-full [&_.math-display]:overflow-x-auto [&_.math-display]:overscroll-x-contain [&_.math-display]:text-center',
  '[&_.table-scroll]:my-3 [&_.table-scroll]:max-w-full [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:overscroll-x-contain',
  '[&_.table-scroll_table]:border-collapse [&_.table-scroll_table]:text-sm',
  // A narrow screen squeezes a column of Chinese to one character a line: a cell keeps room for a few, and the table scrolls instead.
  '[&_.table-scroll_th]:min-w-[5em] [&_.table-scroll_td]:min-w-[5em]',
  '[&_.table-scroll_th]:border [&_.table-scroll_th]:border-gray-300 [&_.table-scroll_th]:bg-gray-50 [&_.table-scroll_th]:px-2 [&_.table-scroll_th]:py-1 [&_.table-scroll_th]:font-semibold',
  '[&_.table-scroll_td]:border [&_.table-scroll_td]:border-gray-300 [&_.table-scroll_td]:px-2 [&_.table-scroll_td]:py-1',
  'dark:[&_.table-scroll_th]:border-gray-600 dark:[&_.table-scroll_th]:bg-gray-800 dark:[&_.table-scroll_td]:border-gray-600',
  '[&_.footnotes]:mt-4 [&_.footnotes]:border-t [&_.footnotes]:border-gray-200 [&_.footnotes]:pt-2 [&_.footnotes]:text-sm dark:[&_.footnotes]:border-gray-700',
  '[&_img]:max-w-full',
  '[&_[tabindex]:focus-visible]:outline-2 [&_[tabindex]:focus-visible]:outline-brand-600',
].join(' ');

/** The blocks the server lets scroll sideways: a formula or a table wider than the screen. */
const SCROLLERS = '.math-display, .math-inline, .table-scroll';

/**
 * A block that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1; axe's
 * scrollable-region-focusable). The server's sanitizer keeps tabindex out of its HTML, so the blocks
 * that do overflow at the current width become tab stops here, and stop being so when they fit again.
 */
function useFocusableScrollers(ref: RefObject<HTMLDivElement | null>, html: string | null | undefined): void {
  useEffect(() => {
    const root = ref.current;
    if (!root || typeof html !== 'string') return;
    const update = () => {
      for (const el of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
        if (el.scrollWidth > el.clientWidth) el.tabIndex = 0;
        else el.removeAttribute('tabindex');
      }
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(root);
    return () => observer.disconnect();
  }, [ref, html]);
}

/**
 * HTML that the server rendered from Markdown and sanitized (server/render: `problem_html`,
 * `result_html`, `final_answer_html`, and the suggestions rendered at build time). It is inserted as
 * it is, so it must never be given anything else: no user input, no HTML built in the browser.
 * When the field is missing (a server older than the HTML fields), the Markdown shows as plain text.
 */
export function RenderedHtml({
  html,
  markdown,
  className = '',
}: {
  html: string | null | undefined;
  markdown?: string | null;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusableScrollers(ref, html);
  if (typeof html !== 'string') {
    return <div className={`${PROSE_CLASS} whitespace-pre-wrap ${className}`}>{markdown ?? ''}</div>;
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered and sanitized (decision 0019), see above.
  return <div ref={ref} className={`${PROSE_CLASS} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
