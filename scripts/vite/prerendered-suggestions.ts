import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * `virtual:prerendered-suggestions`: the home page's suggested questions (src/lib/suggestions.ts)
 * rendered at build time by the server's renderer (server/render), so that the home page draws their
 * math without any math engine (decision 0022). The module exports, for each suggestion id, its HTML
 * and its text as one plain line (formulas written by hand, x²−4x+3<0) for the button's name.
 *
 * Every text's HTML carries the outlines of the glyphs it uses in a hidden <svg>; eleven suggestions
 * repeat many of them, about 11 KB gzip. The outlines go instead to one SVG file beside the scripts
 * (cached as an image, not JavaScript), and the formulas point at it: <use href="/assets/math-glyphs-….svg#MJX-TEX-…">.
 */
export const PRERENDERED_SUGGESTIONS_ID = 'virtual:prerendered-suggestions';
const RESOLVED_ID = `\0${PRERENDERED_SUGGESTIONS_ID}`;
const DEV_GLYPHS_PATH = '@prerendered/math-glyphs.svg';

export interface PrerenderedSuggestions {
  /** Suggestion id → its HTML, glyphs pointing at the glyph file. */
  html: Record<string, string>;
  /** Suggestion id → the text as one plain line. */
  label: Record<string, string>;
  /** The glyph file: a standalone SVG whose <defs> hold every outline the HTML uses. */
  glyphsSvg: string;
}

type Render = { renderMarkdown(markdown: string): string; renderPlainExcerpt(markdown: string, maxChars: number): string };
type SuggestionsModule = { SUGGESTIONS: readonly { id: string; text: string }[] };

const GLYPH_SHEET = /^<svg class="math-glyphs"[^>]*><defs>(.*?)<\/defs><\/svg>/s;
const GLYPH = /<path id="(MJX-[\w-]+)"[^>]*><\/path>/g;
const GLYPH_USE = /href="#(MJX-[\w-]+)"/g;

/** Splits each text's glyph sheet off into one shared file. Throws when the HTML is not the shape this expects, so a change in the renderer fails the build instead of drawing nothing. */
export function shareGlyphs(rendered: Record<string, string>, glyphsUrl: string): Pick<PrerenderedSuggestions, 'html' | 'glyphsSvg'> {
  const glyphs = new Map<string, string>();
  const html: Record<string, string> = {};
  for (const [id, text] of Object.entries(rendered)) {
    const sheet = GLYPH_SHEET.exec(text);
    for (const [outline, glyphId] of sheet?.[1].matchAll(GLYPH) ?? []) glyphs.set(glyphId, outline);
    const body = sheet ? text.slice(sheet[0].length) : text;
    for (const [, glyphId] of body.matchAll(GLYPH_USE)) {
      if (!glyphs.has(glyphId)) throw new Error(`suggestion ${id}: glyph ${glyphId} is used but not defined by the renderer's HTML`);
    }
    if (body.includes('math-glyphs')) throw new Error(`suggestion ${id}: a glyph sheet is left in the HTML`);
    html[id] = body.replace(GLYPH_USE, (_, glyphId: string) => `href="${glyphsUrl}#${glyphId}"`);
  }
  const glyphsSvg = `<svg xmlns="http://www.w3.org/2000/svg"><defs>${[...glyphs.values()].join('')}</defs></svg>\n`;
  return { html, glyphsSvg };
}

export async function renderSuggestions(root: string, glyphsUrl: (glyphsSvg: string) => string): Promise<PrerenderedSuggestions> {
  const load = <T>(file: string) =>
    tsImport(pathToFileURL(path.join(root, file)).href, pathToFileURL(path.join(root, 'vite.config.ts')).href) as Promise<T>;
  const [{ renderMarkdown, renderPlainExcerpt }, { SUGGESTIONS }] = await Promise.all([
    load<Render>('server/render/index.ts'),
    load<SuggestionsModule>('src/lib/suggestions.ts'),
  ]);
  const rendered = Object.fromEntries(SUGGESTIONS.map((s) => [s.id, renderMarkdown(s.text)]));
  // The file name carries a hash of the outlines, so it can be cached for good; the URL needs the outlines first.
  const { glyphsSvg } = shareGlyphs(rendered, '');
  const { html } = shareGlyphs(rendered, glyphsUrl(glyphsSvg));
  const label = Object.fromEntries(SUGGESTIONS.map((s) => [s.id, renderPlainExcerpt(s.text, 1000)]));
  return { html, label, glyphsSvg };
}

export function prerenderedSuggestions(): Plugin {
  let root = process.cwd();
  let base = '/';
  let serving = true;
  let latest: Promise<PrerenderedSuggestions> | null = null;
  const devUrl = () => `${base}${DEV_GLYPHS_PATH}`;

  return {
    name: 'zhijian:prerendered-suggestions',
    configResolved(config) {
      root = config.root;
      base = config.base;
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === PRERENDERED_SUGGESTIONS_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(path.join(root, 'src/lib/suggestions.ts'));
      let fileName = '';
      latest = renderSuggestions(root, (svg) => {
        fileName = `assets/math-glyphs-${createHash('sha256').update(svg).digest('hex').slice(0, 8)}.svg`;
        return serving ? devUrl() : `${base}${fileName}`;
      });
      const { html, label, glyphsSvg } = await latest;
      if (!serving) this.emitFile({ type: 'asset', fileName, source: glyphsSvg });
      return `export const SUGGESTION_HTML = ${JSON.stringify(html)};\nexport const SUGGESTION_LABEL = ${JSON.stringify(label)};\n`;
    },
    configureServer(server) {
      server.middlewares.use(devUrl(), (_req, res, next) => {
        if (!latest) return next();
        latest.then(({ glyphsSvg }) => {
          res.setHeader('content-type', 'image/svg+xml');
          res.end(glyphsSvg);
        }, next);
      });
    },
  };
}
