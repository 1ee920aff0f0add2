import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
import { mathAdaptor, texDocument } from '../render/mathjax';
import { FONT_FAMILY } from './fonts';

/** A typeset formula; sizes in em of the surrounding text, the baseline at y = 0. */
export interface MathBox {
  /** The <svg> element's content (paths), placed by the caller inside its own <svg viewBox>. */
  body: string;
  viewBox: [number, number, number, number];
  widthEm: number;
  ascentEm: number;
  descentEm: number;
}

type Converter = (tex: string, display: boolean) => string;
let converter: Converter | null = null;

function getConverter(): Converter {
  if (!converter) {
    const adaptor = mathAdaptor();
    const { doc } = texDocument({
      packages: ['base', 'ams', 'boldsymbol', 'cancel', 'color', 'mhchem'],
      fontCache: 'none',
      // A TeX error becomes an exception: the slide then shows the source as text instead.
      formatError: (_jax: unknown, err: Error) => {
        throw err;
      },
    });
    converter = (source, display) => adaptor.outerHTML(adaptor.firstChild(doc.convert(source, { display }) as LiteElement) as LiteElement);
  }
  return converter;
}

/** MathJax (TeX → SVG, glyphs as paths). Returns null when the TeX does not parse. */
export function texToSvg(tex: string, display: boolean): MathBox | null {
  let svg: string;
  try {
    svg = getConverter()(tex, display);
  } catch {
    return null;
  }
  const open = /^<svg\b[^>]*>/.exec(svg);
  const viewBox = /viewBox="([^"]+)"/
    .exec(open?.[0] ?? '')?.[1]
    .split(/\s+/)
    .map(Number);
  if (!open || !viewBox || viewBox.length !== 4 || viewBox.some((n) => !Number.isFinite(n))) return null;
  // Only vector content is expected; anything that could reference outside resources is refused.
  if (/<(?:image|foreignObject|use|script)\b|href=/i.test(svg)) return null;
  const body = svg
    .slice(open[0].length, svg.lastIndexOf('</svg>'))
    // Characters MathJax has no glyph for (e.g. Chinese in \text{}) are <text>: give them our font.
    .replace(/font-family="[^"]*"/g, `font-family="${FONT_FAMILY}"`);
  const [, minY, width, height] = viewBox;
  return {
    body,
    viewBox: viewBox as MathBox['viewBox'],
    widthEm: width / 1000,
    ascentEm: -minY / 1000,
    descentEm: (height + minY) / 1000,
  };
}
