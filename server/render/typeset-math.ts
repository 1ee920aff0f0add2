import type { Element, ElementContent, Root, RootContent } from 'hast';
import { h, s } from 'hastscript';
import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
import { latexToSpeech } from '../video/speak-latex';
import { svgToHast } from './math-svg-hast';
import { mathAdaptor, needsChemistry, TEX_PACKAGES, texDocument } from './mathjax';

/**
 * Typesets remark-math's formulas to SVG, one MathJax document per render (so \newcommand cannot
 * leak into the next text). Inline math becomes <span class="math-inline">, display math
 * <div class="math-display"> that scrolls sideways when the formula is wider than the screen.
 * Each glyph's outline is written once per render, in a hidden <svg> at the top, and the formulas
 * <use> it: a solution repeats the same few dozen glyphs hundreds of times.
 */

type Node = Root | RootContent | ElementContent;
interface Found {
  parent: Root | Element;
  index: number;
  tex: string;
  display: boolean;
}

/**
 * The spoken reading (the video's narration) names the formula for screen readers; its TeX when
 * that is empty, or when the formula did not parse (MathJax then shows the source itself).
 */
export function mathLabel(tex: string, parsed = true): string {
  return (parsed && latexToSpeech(tex)) || tex;
}

function hasError(node: LiteElement): boolean {
  if (node.attributes?.['data-mml-node'] === 'merror') return true;
  return (node.children ?? []).some((c) => 'attributes' in c && hasError(c as LiteElement));
}

const DISPLAY_STYLE = 'overflow-x:auto;overflow-y:hidden;padding:0.25em 0;text-align:center';
/**
 * Wider than this (in ex; a 320 px phone's line holds about 36), an inline formula may not fit its
 * line: it then scrolls in its own box instead of widening the page.
 */
const WIDE_INLINE_EX = 30;
const WIDE_INLINE_STYLE = 'display:inline-block;max-width:100%;overflow-x:auto;overflow-y:hidden';

/** MathJax's style on its svg (the baseline shift) as compact declarations, which the sanitizer checks. */
function declarations(style: unknown): string[] {
  return String(style ?? '')
    .split(';')
    .map((d) => d.split(':').map((part) => part.trim()))
    .filter(([name, value]) => name && value)
    .map(([name, value]) => `${name}:${value}`);
}

/**
 * The svg in its wrapper: <div class="math-display"> (scrolls sideways) or <span class="math-inline">.
 * The svg is an inline-block at its full width (never shrunk), on the text's baseline. A wide inline
 * formula's span scrolls instead; a box that scrolls sits on its bottom edge, so the span takes the
 * svg's baseline shift and the svg becomes a block inside it.
 */
function placed(svg: Element, display: boolean): Element {
  const own = declarations(svg.properties.style);
  const widthEx = Number.parseFloat(String(svg.properties.width ?? '0'));
  if (display || !(widthEx > WIDE_INLINE_EX)) {
    svg.properties.style = [...own, 'display:inline-block', 'max-width:none'].join(';');
    return wrap(display, svg);
  }
  const baseline = own.filter((d) => d.startsWith('vertical-align:'));
  svg.properties.style = [...own.filter((d) => !d.startsWith('vertical-align:')), 'display:block', 'max-width:none'].join(';');
  return h('span', { className: ['math-inline'], style: [WIDE_INLINE_STYLE, ...baseline].join(';') }, [svg]);
}

function classesOf(el: Element): string[] {
  const c: unknown = el.properties?.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(' ') : [];
}

function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((c) => textOf(c as Node)).join('') : '';
}

/** Display or inline math, or null. remark-math's display math (and ```math) is <pre><code class="language-math">. */
function mathKind(el: Element): boolean | null {
  if (el.tagName === 'pre') {
    const inner = el.children.filter((c): c is Element => c.type === 'element');
    return inner.length === 1 && inner[0].tagName === 'code' && classesOf(inner[0]).includes('language-math') ? true : null;
  }
  if (el.tagName !== 'code') return null;
  const classes = classesOf(el);
  if (classes.includes('math-display')) return true;
  return classes.includes('math-inline') || classes.includes('language-math') ? false : null;
}

function findMath(parent: Root | Element, found: Found[]): void {
  parent.children.forEach((child, index) => {
    if (child.type !== 'element') return;
    const display = mathKind(child);
    if (display === null) findMath(child, found);
    else found.push({ parent, index, tex: textOf(child).trim(), display });
  });
}

function wrap(display: boolean, content: ElementContent): Element {
  return display
    ? h('div', { className: ['math-display'], style: DISPLAY_STYLE }, [content])
    : h('span', { className: ['math-inline'] }, [content]);
}

/** A formula MathJax could not typeset at all keeps its source, readable. */
function sourceOf(tex: string, display: boolean): Element {
  return wrap(display, h('code', { className: ['math-source'] }, tex));
}

export function rehypeTypesetMath() {
  return (tree: Root) => {
    const found: Found[] = [];
    findMath(tree, found);
    if (found.length === 0) return;

    const chemistry = found.some((f) => needsChemistry(f.tex));
    const { doc, output } = texDocument({ packages: chemistry ? [...TEX_PACKAGES, 'mhchem'] : TEX_PACKAGES, fontCache: 'global' });
    const adaptor = mathAdaptor();

    for (const { parent, index, tex, display } of found) {
      let typeset: Element;
      // A formula that begins a solution step keeps its step anchor (server/render/step-anchors.ts).
      const step = (parent.children[index] as Element).properties?.dataStep;
      try {
        const container = doc.convert(tex, { display }) as LiteElement;
        const typesetSvg = adaptor.firstChild(container) as LiteElement;
        const svg = svgToHast(typesetSvg);
        svg.properties.ariaLabel = mathLabel(tex, !hasError(typesetSvg));
        typeset = placed(svg, display);
      } catch {
        typeset = sourceOf(tex, display);
      }
      if (step !== undefined) typeset.properties.dataStep = step;
      parent.children[index] = typeset;
    }

    const defs = output.fontCache.getCache() as LiteElement | null;
    if (defs && defs.children.length > 0) {
      tree.children.unshift(s('svg', { className: ['math-glyphs'], style: 'display:none', ariaHidden: 'true' }, [svgToHast(defs)]));
    }
  };
}
