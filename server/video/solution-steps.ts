import { type MarkdownItem, readMarkdown, type SceneLine } from './markdown-lines';

/**
 * The one place that decides what a solution's steps are. The video's scenes and chapters and the
 * written solution's step anchors (data-step in result_html, server/render/step-anchors.ts) both
 * come from here, so that step n of the video is step n of the page.
 */

export interface SolutionSection {
  /**
   * 'intro': text before the first marked step (not a step); 'answer': a section headed 答案/结论
   * (the final answer, not a step); 'step': a numbered step.
   */
  kind: 'intro' | 'step' | 'answer';
  /** 0-based step number for kind 'step', else null. */
  step: number | null;
  title: string | null;
  lines: SceneLine[];
  /** 0-based line of the Markdown source where the section begins (its heading or first line). */
  at: number;
}

const ANSWER_HEADING = /^(?:最终)?(?:答案|结果|结论)[:：]?$/;
const STEP_PREFIX =
  /^(?:第\s*[一二三四五六七八九十\d]+\s*步|步骤\s*[一二三四五六七八九十\d]+|\d{1,2}[.)、．]|[（(]\d{1,2}[)）])\s*[：:.、．]?\s*/;

interface Draft {
  title: string | null;
  /** The heading says it is a step (第二步：结论), so it is one whatever its title. */
  numbered: boolean;
  lines: SceneLine[];
  intro: boolean;
  at: number;
}

function drafts(items: MarkdownItem[]): Draft[] {
  const hasSteps = items.some((item) => item.kind === 'step');
  const out: Draft[] = [{ title: null, numbered: false, lines: [], intro: hasSteps, at: -1 }];
  const current = () => out[out.length - 1];
  for (const item of items) {
    if (item.kind === 'step') {
      const title = item.title?.replace(STEP_PREFIX, '') || null;
      out.push({ title, numbered: title !== item.title, lines: item.line ? [item.line] : [], intro: false, at: item.at });
    } else if (item.kind === 'break') {
      if (!hasSteps && current().lines.length > 0) out.push({ title: null, numbered: false, lines: [], intro: false, at: -1 });
    } else {
      if (current().at < 0) current().at = item.at;
      current().lines.push(item.line);
    }
  }
  // A marker with nothing under it (a heading right before the next one) is not a step.
  return out.filter((s) => s.lines.length > 0);
}

/** The solution's sections in order: an optional introduction, the numbered steps, an optional answer section. */
export function solutionSections(markdown: string): SolutionSection[] {
  let next = 0;
  return drafts(readMarkdown(markdown)).map((d): SolutionSection => {
    const kind = d.intro ? 'intro' : d.title && !d.numbered && ANSWER_HEADING.test(d.title) ? 'answer' : 'step';
    return { kind, step: kind === 'step' ? next++ : null, title: d.title, lines: d.lines, at: d.at };
  });
}

/** The source line (0-based) where each step begins: index n is step n. */
export function stepStartLines(markdown: string): number[] {
  return solutionSections(markdown)
    .filter((s) => s.kind === 'step')
    .map((s) => s.at);
}
