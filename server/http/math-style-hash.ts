import { createHash } from 'node:crypto';
import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
import { mathAdaptor, texDocument } from '../render/mathjax';

let cached: string | null = null;

/**
 * The CSP source of MathJax's SVG stylesheet: the browser's math renderer
 * (src/ui/components/solve/rehypeMathjaxLite.ts) puts it in the page as a <style> element. Its text
 * depends only on the installed mathjax-full (every wrapper's and the font's rules), so its hash is
 * computed here from the same package, and only that one stylesheet is allowed in.
 */
export function mathStyleSheetSource(): string {
  if (cached) return cached;
  const { doc, output } = texDocument({ packages: ['base'], fontCache: 'local' });
  const text = mathAdaptor().textContent(output.styleSheet(doc) as LiteElement);
  cached = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  return cached;
}
