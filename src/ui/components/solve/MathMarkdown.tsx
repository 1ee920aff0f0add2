import { Component, lazy, type ReactNode, Suspense } from 'react';

// MathJax is large: it loads in its own chunk, only when some math is on screen.
const MathMarkdownImpl = lazy(() => import('./MathMarkdownImpl'));

/** Typography for rendered markdown; math SVGs shrink to fit narrow screens instead of overflowing. */
export const PROSE_CLASS =
  'min-w-0 break-words leading-relaxed [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-blue-300 [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 dark:[&_code]:bg-gray-800 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold [&_li]:my-0.5 [&_mjx-container_svg]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-100 [&_pre]:p-3 dark:[&_pre]:bg-gray-800 [&_table]:block [&_table]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-6';

function RawText({ text }: { text: string }) {
  return <div className="whitespace-pre-wrap">{text}</div>;
}

/** If the math chunk cannot load (offline, deploy in between), the raw text stays readable. */
class RawOnError extends Component<{ text: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RawText text={this.props.text} /> : this.props.children;
  }
}

/** Markdown with math. Shows the raw text while the renderer loads. */
export function MathMarkdown({ children, className = '' }: { children: string; className?: string }) {
  return (
    <div className={`${PROSE_CLASS} ${className}`}>
      <RawOnError text={children}>
        <Suspense fallback={<RawText text={children} />}>
          <MathMarkdownImpl>{children}</MathMarkdownImpl>
        </Suspense>
      </RawOnError>
    </div>
  );
}
