import { mapChildren, type Node } from './ast';

/** Rebuilds n, replacing every subtree for which f returns a node. */
export function replaceNodes(n: Node, f: (m: Node) => Node | undefined): Node {
  const r = f(n);
  if (r) return r;
  return mapChildren(n, (c) => replaceNodes(c, f));
}

/** All subtrees matching pred (outermost first, not descending into matches). */
export function findNodes(n: Node, pred: (m: Node) => boolean, out: Node[] = []): Node[] {
  if (pred(n)) {
    out.push(n);
    return out;
  }
  mapChildren(n, (c) => {
    findNodes(c, pred, out);
    return c;
  });
  return out;
}
