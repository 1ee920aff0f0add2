import type { Paragraph, Parent, PhrasingContent, Root } from 'mdast';
import type { Math as DisplayMath, InlineMath } from 'mdast-util-math';

/**
 * remark-math reads `$$…$$` as a display formula only when the dollars stand on lines of their own;
 * `$$f(x)=\sin x$$` on one line, as language models and students write it, is inline math and comes
 * out text-sized. A `$$` run of inline math is made a display formula here: its paragraph is split
 * around it, so that the formula is a block and the text before and after stays in paragraphs.
 */

function isDoubleDollar(node: PhrasingContent, source: string): node is InlineMath {
  const start = node.position?.start.offset;
  return node.type === 'inlineMath' && start !== undefined && source.startsWith('$$', start);
}

function isBlank(nodes: PhrasingContent[]): boolean {
  return nodes.every((n) => (n.type === 'text' && n.value.trim() === '') || n.type === 'break');
}

function splitParagraph(paragraph: Paragraph, source: string): (Paragraph | DisplayMath)[] | null {
  if (!paragraph.children.some((c) => isDoubleDollar(c, source))) return null;
  const out: (Paragraph | DisplayMath)[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (!isBlank(run)) out.push({ type: 'paragraph', children: run });
    run = [];
  };
  for (const child of paragraph.children) {
    if (!isDoubleDollar(child, source)) {
      run.push(child);
      continue;
    }
    flush();
    out.push(displayMath(child));
  }
  flush();
  return out;
}

/** A display formula as remark-math's parser makes one (its data tells remark-rehype the HTML). */
function displayMath(inline: InlineMath): DisplayMath {
  return {
    type: 'math',
    value: inline.value,
    position: inline.position,
    data: {
      hName: 'pre',
      hChildren: [
        {
          type: 'element',
          tagName: 'code',
          properties: { className: ['language-math', 'math-display'] },
          children: [{ type: 'text', value: inline.value }],
        },
      ],
    },
  };
}

function visit(parent: Parent, source: string): void {
  for (let i = 0; i < parent.children.length; i++) {
    const child = parent.children[i];
    if (child.type === 'paragraph') {
      const parts = splitParagraph(child, source);
      if (parts) {
        parent.children.splice(i, 1, ...parts);
        i += parts.length - 1;
      }
    } else if ('children' in child) visit(child, source);
  }
}

export function remarkDisplayDollars() {
  return (tree: Root, file: { value: unknown }) => visit(tree, String(file.value));
}
