import type { Element, ElementContent, Root, RootContent } from 'hast';

/**
 * MathJax's SVG output is `<svg role="img">` with no name, so screen readers (and axe's
 * svg-img-alt rule) get nothing. These two rehype plugins run around rehype-mathjax: the first
 * remembers each formula's TeX in document order, the second names each rendered svg with it.
 */
type Node = Root | RootContent | ElementContent;
const MATH_CLASSES = ['math-inline', 'math-display', 'language-math'];

function classesOf(el: Element): string[] {
  const c: unknown = el.properties?.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(' ') : [];
}

function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((c) => textOf(c as Node)).join('') : '';
}

function walk(node: Node, visit: (el: Element) => boolean | undefined): void {
  if (node.type === 'element' && visit(node)) return;
  if ('children' in node) for (const child of node.children) walk(child as Node, visit);
}

const sources = new WeakMap<object, string[]>();

export function rehypeRememberTex() {
  return (tree: Root, file: object) => {
    const found: string[] = [];
    walk(tree, (el) => {
      if (!classesOf(el).some((c) => MATH_CLASSES.includes(c))) return undefined;
      found.push(textOf(el).trim());
      return true;
    });
    sources.set(file, found);
  };
}

export function rehypeLabelMath() {
  return (tree: Root, file: object) => {
    const found = sources.get(file) ?? [];
    let i = 0;
    walk(tree, (el) => {
      if (el.tagName !== 'mjx-container') return undefined;
      const tex = found[i++];
      const svg = el.children.find((c): c is Element => c.type === 'element' && c.tagName === 'svg');
      if (svg && tex) svg.properties = { ...svg.properties, ariaLabel: tex };
      return true;
    });
  };
}
