import type { Element, Root, RootContent } from 'hast';
import { h } from 'hastscript';

/** A GFM table wider than a phone scrolls inside its own box instead of widening the page. */
export function rehypeScrollTables() {
  const visit = (parent: Root | Element) => {
    parent.children.forEach((child: RootContent, i) => {
      if (child.type !== 'element') return;
      if (child.tagName === 'table') parent.children[i] = h('div', { className: ['table-scroll'], style: 'overflow-x:auto' }, [child]);
      else visit(child);
    });
  };
  return (tree: Root) => visit(tree);
}
