import { announceStart, type Numbered } from '../../threads/task-started';
import { renderMarkdown } from '../render-markdown';

export interface RenderJob {
  markdown: string;
  steps?: boolean;
}

// The first render sets MathJax up (a few hundred ms; mhchem, tables and display math load their
// parts on first use): done while the thread starts, so that no render's time limit pays for it.
renderMarkdown('解方程 $x^2-5x+6=0$，水是 $\\ce{H2O}$。\n\n$$\\frac{1}{2}$$\n\n| 根 | 值 |\n| --- | --- |\n| $x_1$ | 2 |');

/** Runs inside a worker thread of the render pool (./index.ts): renderMarkdown, where a runaway render can be stopped. */
export default function renderInThread(task: Numbered<RenderJob>): string {
  announceStart(task.id);
  return renderMarkdown(task.markdown, { steps: task.steps });
}
