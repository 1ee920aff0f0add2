import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../server/render';
import { renderSuggestions, shareGlyphs } from '../../scripts/vite/prerendered-suggestions';
import { SUGGESTIONS } from '../../src/lib/suggestions';

const root = path.resolve(import.meta.dirname, '..', '..');
const idsIn = (svg: string) => new Set([...svg.matchAll(/<path id="([^"]+)"/g)].map((m) => m[1]));

describe('suggestions rendered at build time', () => {
  it('renders every suggestion, and every glyph a formula draws is in the one glyph file', async () => {
    const { html, label, glyphsSvg } = await renderSuggestions(root, () => '/assets/math-glyphs-test.svg');
    expect(Object.keys(html).sort()).toEqual(SUGGESTIONS.map((s) => s.id).sort());
    const defined = idsIn(glyphsSvg);
    expect(glyphsSvg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"><defs>')).toBe(true);
    for (const [id, text] of Object.entries(html)) {
      const used = [...text.matchAll(/<use href="([^"]+)"/g)].map((m) => m[1]);
      expect(used.length, id).toBeGreaterThan(0);
      for (const href of used) {
        const [file, glyph] = href.split('#');
        expect(file, id).toBe('/assets/math-glyphs-test.svg');
        expect(defined.has(glyph), `${id} uses ${glyph}`).toBe(true);
      }
      expect(text, id).not.toContain('math-glyphs"');
      expect(label[id], id).not.toMatch(/\$|\\[a-z]/i);
    }
  });

  it('fails the build when a formula uses a glyph its HTML does not define', () => {
    const rendered = renderMarkdown('$x^2$');
    const broken = rendered.replace(/<path id="MJX-TEX-I-1D465"[^>]*><\/path>/, '');
    expect(broken).not.toBe(rendered);
    expect(() => shareGlyphs({ x: broken }, '/g.svg')).toThrow(/MJX-TEX-I-1D465/);
  });

  it('writes each outline once, however many texts use it', () => {
    const { glyphsSvg } = shareGlyphs({ a: renderMarkdown('$x$'), b: renderMarkdown('$x+x$') }, '/g.svg');
    expect(glyphsSvg.match(/id="MJX-TEX-I-1D465"/g)).toHaveLength(1);
  });
});
