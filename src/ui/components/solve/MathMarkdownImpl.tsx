import ReactMarkdown from 'react-markdown';
import rehypeMathjax from 'rehype-mathjax';
import remarkMath from 'remark-math';
import { rehypeLabelMath, rehypeRememberTex } from './mathLabels';

const remarkPlugins = [remarkMath];
const rehypePlugins = [rehypeRememberTex, rehypeMathjax, rehypeLabelMath];

/** Markdown with $…$ / $$…$$ math typeset by MathJax (SVG) at render time: no CDN, no script tags. */
export default function MathMarkdownImpl({ children }: { children: string }) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins}>
      {children}
    </ReactMarkdown>
  );
}
