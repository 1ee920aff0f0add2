import { type RenderOptions, renderMarkdown } from './render-markdown';

/**
 * Renders Markdown with math to HTML (renderMarkdown). The server's is a pool of worker threads
 * (./pool), made once in createAppDeps: a render costs tens of milliseconds to seconds of CPU, and
 * what a student sends must not hold up the event loop that answers everybody else.
 */
export interface MarkdownRenderer {
  /**
   * Never rejects. A text over the render's time or memory limit (or that fails) comes back as its
   * escaped plain text (plainTextHtml), still readable; null only when the renderer is closed (the
   * server is stopping): the row keeps null HTML and is rendered when it is read.
   */
  render(markdown: string, options?: RenderOptions): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * Renders on the calling thread, holding up its event loop for as long as a render takes: for
 * tests, scripts and the benchmark's comparison, never for the server's requests.
 */
export const inlineRenderer: MarkdownRenderer = {
  render: async (markdown, options) => renderMarkdown(markdown, options),
  close: async () => {},
};
