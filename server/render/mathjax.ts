import type { LiteDocument } from 'mathjax-full/js/adaptors/lite/Document.js';
import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
import type { LiteText } from 'mathjax-full/js/adaptors/lite/Text.js';
import { type LiteAdaptor, liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import type { MathDocument } from 'mathjax-full/js/core/MathDocument.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/newcommand/NewcommandConfiguration.js';
import 'mathjax-full/js/input/tex/noundefined/NoUndefinedConfiguration.js';
import 'mathjax-full/js/input/tex/noerrors/NoErrorsConfiguration.js';
import 'mathjax-full/js/input/tex/boldsymbol/BoldsymbolConfiguration.js';
import 'mathjax-full/js/input/tex/textmacros/TextMacrosConfiguration.js';
import 'mathjax-full/js/input/tex/color/ColorConfiguration.js';
import 'mathjax-full/js/input/tex/cancel/CancelConfiguration.js';
import 'mathjax-full/js/input/tex/extpfeil/ExtpfeilConfiguration.js';
import 'mathjax-full/js/input/tex/braket/BraketConfiguration.js';
import 'mathjax-full/js/input/tex/gensymb/GensymbConfiguration.js';
import 'mathjax-full/js/input/tex/upgreek/UpgreekConfiguration.js';
import 'mathjax-full/js/input/tex/mhchem/MhchemConfiguration.js';
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { SVG } from 'mathjax-full/js/output/svg.js';

/**
 * The one MathJax setup of the server (TeX in, SVG out, no DOM): solutions rendered to HTML and the
 * video's slides both typeset through it. One lite adaptor and one HTML handler for the process —
 * registering a second handler would leave it to chance which adaptor a document gets.
 */

/**
 * The TeX packages worked solutions use: the same list the browser's editor preview loads
 * (src/ui/components/solve/rehypeMathjaxLite.ts). noundefined shows an unknown macro as its
 * source, noerrors shows a formula that does not parse as its source.
 */
export const TEX_PACKAGES: readonly string[] = [
  'base',
  'ams',
  'newcommand',
  'noundefined',
  'noerrors',
  'boldsymbol',
  'textmacros',
  'color',
  'cancel',
  'extpfeil',
  'braket',
  'gensymb',
  'upgreek',
];

/** mhchem (\ce, \pu) is added only for text that uses it, as in the browser. */
export function needsChemistry(text: string): boolean {
  return /\\(?:ce|pu)\s*\{/.test(text);
}

export type LiteNode = LiteElement | LiteText;
export type TexDocument = MathDocument<LiteNode, LiteText, LiteDocument>;

let adaptor: LiteAdaptor | null = null;

export function mathAdaptor(): LiteAdaptor {
  if (!adaptor) {
    adaptor = liteAdaptor();
    RegisterHTMLHandler(adaptor);
  }
  return adaptor;
}

export interface TexDocumentOptions {
  packages: readonly string[];
  /** 'global': every glyph once per document (see glyphDefs); 'none': each glyph's path inline. */
  fontCache: 'none' | 'local' | 'global';
  /** Replaces noerrors: e.g. throw, so that the caller falls back to the source. */
  formatError?: (jax: unknown, err: Error) => unknown;
}

/**
 * A MathJax document with its own TeX input jax: macros defined by \newcommand live in that jax, so
 * a document per render keeps one text's definitions out of the next.
 */
export function texDocument(options: TexDocumentOptions): { doc: TexDocument; output: SVG<LiteNode, LiteText, LiteDocument> } {
  mathAdaptor();
  const input = new TeX<LiteNode, LiteText, LiteDocument>({
    packages: [...options.packages],
    ...(options.formatError ? { formatError: options.formatError } : {}),
  });
  const output = new SVG<LiteNode, LiteText, LiteDocument>({ fontCache: options.fontCache });
  const doc = mathjax.document('', { InputJax: input, OutputJax: output }) as TexDocument;
  return { doc, output };
}
