import { memo, use } from 'react';
import ReactMarkdown from 'react-markdown';
import remarkMath from 'remark-math';
import { rehypeLabelMath, rehypeRememberTex } from './mathLabels';
import { loadChemistry, needsChemistry, rehypeMathjaxLite } from './rehypeMathjaxLite';

const remarkPlugins = [remarkMath];
const rehypePlugins = [rehypeRememberTex, rehypeMathjaxLite, rehypeLabelMath];

/** Markdown with $…$ / $$…$$ math typeset by MathJax (SVG) at render time: no CDN, no script tags. */
function MathMarkdownImpl({ children }: { children: string }) {
  // Suspends (the caller shows the raw text) while mhchem loads, the first time some text needs it.
  if (needsChemistry(children)) use(loadChemistry());
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins}>
      {children}
    </ReactMarkdown>
  );
}

// Typesetting runs on every render: a parent re-rendering (live task status) must not redo it for the same text.
export default memo(MathMarkdownImpl);
