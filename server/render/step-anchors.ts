import type { Nodes, Paragraph, Parent, PhrasingContent, Root } from 'mdast';
import { stepStartLines } from '../video/solution-steps';

/**
 * Puts data-step="n" on the first element of each solution step, so that the page can seek the
 * explanation video to a step and highlight the step being narrated (the video's chapter n has
 * step n). Which lines begin a step is decided once, by the video's step rules
 * (server/video/solution-steps.ts); here each such source line is found in the Markdown tree: the
 * block that begins on it (a heading, a list item, a paragraph, a formula), or, when the step begins
 * inside a paragraph ("第一步…" on the line after other text), the paragraph is split there.
 */

const TAGGABLE = new Set(['heading', 'paragraph', 'listItem', 'math', 'code', 'blockquote', 'table']);

type Block = Nodes & { data?: { hProperties?: Record<string, unknown> } };

function startLine(node: Nodes): number | undefined {
  if (node.position) return node.position.start.line;
  return 'children' in node && node.children.length > 0 ? startLine(node.children[0] as Nodes) : undefined;
}

function endLine(node: Nodes): number | undefined {
  if (node.position) return node.position.end.line;
  return 'children' in node && node.children.length > 0 ? endLine(node.children[node.children.length - 1] as Nodes) : undefined;
}

const isTagged = (node: Block): boolean => node.data?.hProperties?.dataStep !== undefined;

function tag(node: Block, step: number): void {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataStep: String(step) } };
}

/** Taggable blocks in document order, each with its parent (pre-order: a list item before its paragraph). */
function blocks(root: Root): { node: Block; parent: Parent }[] {
  const out: { node: Block; parent: Parent }[] = [];
  const walk = (parent: Parent) => {
    for (const child of parent.children as Nodes[]) {
      if (TAGGABLE.has(child.type)) out.push({ node: child as Block, parent });
      if ('children' in child && child.type !== 'paragraph' && child.type !== 'heading') walk(child as Parent);
    }
  };
  walk(root);
  return out;
}

const blank = (nodes: PhrasingContent[]): boolean => nodes.every((n) => (n.type === 'text' && n.value.trim() === '') || n.type === 'break');

/** Splits a paragraph before the given source line; null when nothing (or only blank space) comes before it. */
function splitParagraph(paragraph: Paragraph, line: number): [Paragraph, Paragraph] | 'starts-here' | null {
  const before: PhrasingContent[] = [];
  const after: PhrasingContent[] = [];
  for (const child of paragraph.children) {
    const start = child.position?.start.line;
    if (after.length > 0 || (start !== undefined && start >= line)) {
      after.push(child);
      continue;
    }
    if (child.type === 'text' && start !== undefined && child.position) {
      const parts = child.value.split('\n');
      const k = line - start;
      if (k > 0 && k < parts.length) {
        const head = parts.slice(0, k).join('\n');
        if (head) before.push({ type: 'text', value: head, position: { start: child.position.start, end: { line: line - 1, column: 1 } } });
        after.push({ type: 'text', value: parts.slice(k).join('\n'), position: { start: { line, column: 1 }, end: child.position.end } });
        continue;
      }
    }
    before.push(child);
  }
  if (after.length === 0) return null;
  if (blank(before)) return 'starts-here';
  const end = paragraph.position?.end ?? { line: endLine(paragraph) ?? line, column: 1 };
  // The part before keeps what the paragraph had (its own step anchor, if a step began at its start).
  const first: Paragraph = {
    ...paragraph,
    children: before,
    position: paragraph.position && { ...paragraph.position, end: { line: line - 1, column: 1 } },
  };
  const second: Paragraph = { type: 'paragraph', children: after, position: { start: { line, column: 1 }, end } };
  return [first, second];
}

function anchor(root: Root, line: number, step: number): void {
  const all = blocks(root);
  const exact = all.find(({ node }) => !isTagged(node) && startLine(node) === line);
  if (exact) {
    tag(exact.node, step);
    return;
  }
  // The innermost block holding the line (the last in pre-order), e.g. the paragraph a step begins inside.
  const holder = all.findLast(({ node }) => {
    const start = startLine(node);
    const end = endLine(node);
    return start !== undefined && end !== undefined && start < line && line <= end;
  });
  if (!holder) return;
  if (holder.node.type === 'paragraph') {
    const split = splitParagraph(holder.node, line);
    if (Array.isArray(split)) {
      tag(split[1], step);
      const siblings = holder.parent.children as Nodes[];
      siblings.splice(siblings.indexOf(holder.node), 1, ...split);
      return;
    }
  }
  if (!isTagged(holder.node)) tag(holder.node, step);
}

export function remarkStepAnchors() {
  return (tree: Root, file: { value: unknown }) => {
    stepStartLines(String(file.value)).forEach((line, step) => {
      // stepStartLines counts from 0, the Markdown tree from 1.
      anchor(tree, line + 1, step);
    });
  };
}
