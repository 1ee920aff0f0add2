import type { Element, ElementContent, Root, RootContent } from 'hast';
import { h } from 'hastscript';
import type { LiteDocument } from 'mathjax-full/js/adaptors/lite/Document.js';
import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
import type { LiteText } from 'mathjax-full/js/adaptors/lite/Text.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
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
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { SVG } from 'mathjax-full/js/output/svg.js';

/**
 * rehype-mathjax (SVG) without mathjax-full's AllPackages, which put every TeX extension in the
 * math chunk: only the packages worked solutions use. Anything else (an unknown macro, a TeX
 * error) shows its TeX source instead of failing. Elements with class math-inline / math-display
 * (remark-math) or language-math (```math) become <mjx-container> with a self-contained svg
 * (fontCache 'local'), exactly as rehype-mathjax made them.
 */
export const TEX_PACKAGES = [
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
const loadedPackages: string[] = [];
let chemistry: Promise<void> | undefined;
let chemistrySettled = false;

/** mhchem (\ce, \pu) costs 9 KB gzip, so it is fetched only for text that uses it, once. */
export function needsChemistry(markdown: string): boolean {
  return !chemistrySettled && /\\(?:ce|pu)\s*\{/.test(markdown);
}

/** Cached, so that React's use() sees one promise; if the chunk fails, the math renders without mhchem. */
export function loadChemistry(): Promise<void> {
  chemistry ??= import('mathjax-full/js/input/tex/mhchem/MhchemConfiguration.js')
    .then(
      () => void loadedPackages.push('mhchem'),
      () => undefined,
    )
    .finally(() => {
      chemistrySettled = true;
    });
  return chemistry;
}

type Doc = MathDocument<LiteElement | LiteText, LiteText, LiteDocument>;
type Node = Root | RootContent | ElementContent;

let adaptor: ReturnType<typeof liteAdaptor> | null = null;
let styleSheet: Element | null = null;

/** One document per transform, as rehype-mathjax did: \newcommand and \label do not leak between renders. */
function newDocument(): { doc: Doc; svg: SVG<LiteElement | LiteText, LiteText, LiteDocument> } {
  if (!adaptor) {
    adaptor = liteAdaptor();
    RegisterHTMLHandler(adaptor);
  }
  const svg = new SVG<LiteElement | LiteText, LiteText, LiteDocument>({ fontCache: 'local' });
  const doc = mathjax.document('', { InputJax: new TeX({ packages: [...TEX_PACKAGES, ...loadedPackages] }), OutputJax: svg }) as Doc;
  return { doc, svg };
}

function toHast(node: LiteElement): Element {
  const children = node.children.map((c) => ('value' in c ? { type: 'text' as const, value: c.value } : toHast(c)));
  return h(node.kind, node.attributes, children);
}

function classesOf(el: Element): unknown[] {
  const c = el.properties?.className;
  return Array.isArray(c) ? c : [];
}

function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((c) => textOf(c as Node)).join('') : '';
}

function errorSpan(text: string, cause: unknown): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: ['mathjax-error'], style: 'color:#cc0000', title: String(cause) },
    children: [{ type: 'text', value: text }],
  };
}

/** Display or inline math, or null. remark-math's display math (and ```math) is <pre><code class="language-math">: the whole <pre> goes. */
function mathOf(el: Element): boolean | null {
  if (el.tagName === 'pre') {
    const inner = el.children.filter((c): c is Element => c.type === 'element');
    return inner.length === 1 && inner[0].tagName === 'code' && classesOf(inner[0]).includes('language-math') ? true : null;
  }
  const classes = classesOf(el);
  if (classes.includes('math-display')) return true;
  return classes.includes('math-inline') || classes.includes('language-math') ? false : null;
}

export function rehypeMathjaxLite() {
  return (tree: Root) => {
    let jax = null as ReturnType<typeof newDocument> | null;

    const render = (text: string, display: boolean): Element => {
      jax ??= newDocument();
      try {
        return toHast(jax.doc.convert(text, { display }) as LiteElement);
      } catch (error) {
        return errorSpan(text, error);
      }
    };

    const visit = (parent: Root | Element) => {
      parent.children.forEach((child, i) => {
        if (child.type !== 'element') return;
        const display = mathOf(child);
        if (display === null) visit(child);
        else parent.children[i] = render(textOf(child), display);
      });
    };
    visit(tree);

    if (!jax) return;
    const { doc, svg } = jax;
    if (!styleSheet) {
      styleSheet = toHast(svg.styleSheet(doc) as LiteElement);
      // rehype-mathjax drops the id MathJax suggests, so that several sheets on a page do not clash.
      styleSheet.properties.id = undefined;
    }
    tree.children.push(structuredClone(styleSheet));
  };
}
