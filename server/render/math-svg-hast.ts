import type { Element, ElementContent } from 'hast';
import { s } from 'hastscript';
import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
import type { LiteNode } from './mathjax';

/**
 * MathJax's SVG as hast, standing on its own: the page has no MathJax stylesheet, so the few rules
 * of it that change how a formula looks become attributes here, and MathJax's bookkeeping
 * attributes (data-mml-node, data-c, …), which only those rules read, are dropped — they are a
 * third of the bytes.
 */

type Attributes = Record<string, string>;

/** What MathJax's stylesheet would have added to this element, by its data-* and class markers. */
function styleRules(kind: string, attrs: Record<string, unknown>): Attributes {
  const extra: Attributes = {};
  // Glyph outlines are stroked a little (path[data-c], use[data-c] { stroke-width: 3 }): on the
  // cached outline itself, which every <use> of it copies.
  if (kind === 'path' && (attrs['data-c'] !== undefined || String(attrs.id ?? '').startsWith('MJX-'))) extra['stroke-width'] = '3';
  // Table rules and frames (\hline, array column bars, \begin{array}{|c|}).
  if ((kind === 'line' && attrs['data-line'] !== undefined) || (kind === 'rect' && attrs['data-frame'] !== undefined)) {
    extra['stroke-width'] = '70';
    extra.fill = 'none';
  }
  const classes = String(attrs.class ?? '');
  if (classes.includes('mjx-dashed')) extra['stroke-dasharray'] = '140';
  if (classes.includes('mjx-dotted')) {
    extra['stroke-dasharray'] = '0,140';
    extra['stroke-linecap'] = 'round';
  }
  // An error's highlight box: without the sheet it would be filled with the text colour.
  if (kind === 'rect' && attrs['data-background'] !== undefined) extra.fill = 'none';
  // Stretchy delimiters and tables nest <svg>s that must not clip (MathJax: overflow: visible).
  if (kind === 'svg') extra.overflow = 'visible';
  return extra;
}

function keptAttributes(kind: string, attrs: Record<string, unknown>): Attributes {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    if (name.startsWith('data-') || name === 'class' || name === 'xmlns' || name.startsWith('xmlns:')) continue;
    // SVG 2 href: every browser that runs the app reads it, and the sanitizer has one name to check.
    kept[name === 'xlink:href' ? 'href' : name] = String(value);
  }
  return { ...kept, ...styleRules(kind, attrs) };
}

function childrenOf(node: LiteElement): ElementContent[] {
  const children: ElementContent[] = [];
  for (const child of node.children as LiteNode[]) {
    if (child.kind === '#text') {
      children.push({ type: 'text', value: (child as { value: string }).value });
      continue;
    }
    // A <title> holds MathJax's error message (the formula's label says what it is instead).
    if (child.kind === '#comment' || child.kind === 'title') continue;
    const element = child as LiteElement;
    const attrs = keptAttributes(element.kind, element.attributes);
    // A <g> with nothing left on it only grouped MathJax's nodes: its children take its place.
    if (element.kind === 'g' && Object.keys(attrs).length === 0) children.push(...childrenOf(element));
    else children.push(s(element.kind, attrs, childrenOf(element)));
  }
  return children;
}

export function svgToHast(node: LiteElement): Element {
  return s(node.kind, keptAttributes(node.kind, node.attributes), childrenOf(node));
}
