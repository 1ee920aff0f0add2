import type { Element, Root, RootContent } from 'hast';
import { h } from 'hastscript';

/** A GFM table wider than a phone scrolls inside its own box instead of widening the page. */
export function rehypeScrollTables() {
  const visit = (parent: Root | Element) => {
    parent.children.forEach((child: RootContent, i) => {
      if (child.type !== 'element') return;
      if (child.tagName !== 'table') visit(child);
      else {
        // A table that begins a solution step: the anchor goes on the box, the element the page sees first.
        const { dataStep, ...rest } = child.properties;
        child.properties = rest;
        parent.children[i] = h('div', { className: ['table-scroll'], style: 'overflow-x:auto', dataStep }, [child]);
      }
    });
  };
  return (tree: Root) => visit(tree);
}
