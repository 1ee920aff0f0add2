import { cleanInline, type MarkdownItem, readMarkdown, type SceneLine } from './markdown-lines';
import { latexToSpeech, lineToSpeech } from './speak-latex';

export type { SceneLine } from './markdown-lines';

export interface Scene {
  kind: 'title' | 'step' | 'answer';
  heading: string;
  lines: SceneLine[];
  /** What the voice says while the slide is shown: plain Chinese, math spoken out. */
  narration: string;
}

export interface SceneInput {
  title: string;
  markdown: string;
  finalAnswer: string;
}

/** A slide holds this much; longer steps continue on the next slide. */
const MAX_LINES_PER_SCENE = 6;
const MAX_CHARS_PER_SCENE = 240;
/** Bounds the cost of one video whatever the solution looks like. */
const MAX_STEP_SCENES = 20;
const MAX_NARRATION_CHARS = 300;
const MAX_TITLE_CHARS = 300;
const ANSWER_HEADING = /^(?:最终)?(?:答案|结果|结论)[:：]?$/;

interface Section {
  title: string | null;
  lines: SceneLine[];
  /** Text before the first marked step: an introduction, not numbered. */
  intro: boolean;
}

const STEP_PREFIX =
  /^(?:第\s*[一二三四五六七八九十\d]+\s*步|步骤\s*[一二三四五六七八九十\d]+|\d{1,2}[.)、．]|[（(]\d{1,2}[)）])\s*[：:.、．]?\s*/;

function sections(items: MarkdownItem[]): Section[] {
  const hasSteps = items.some((item) => item.kind === 'step');
  const out: Section[] = [{ title: null, lines: [], intro: hasSteps }];
  const current = () => out[out.length - 1];
  for (const item of items) {
    if (item.kind === 'step') {
      out.push({ title: item.title?.replace(STEP_PREFIX, '') || null, lines: item.line ? [item.line] : [], intro: false });
    } else if (item.kind === 'break') {
      if (!hasSteps && current().lines.length > 0) out.push({ title: null, lines: [], intro: false });
    } else current().lines.push(item.line);
  }
  return out.filter((s) => s.lines.length > 0);
}

function chunk(lines: SceneLine[]): SceneLine[][] {
  const chunks: SceneLine[][] = [[]];
  let chars = 0;
  for (const line of lines) {
    const last = chunks[chunks.length - 1];
    if (last.length > 0 && (last.length >= MAX_LINES_PER_SCENE || chars + line.text.length > MAX_CHARS_PER_SCENE)) {
      chunks.push([]);
      chars = 0;
    }
    chunks[chunks.length - 1].push(line);
    chars += line.text.length;
  }
  return chunks;
}

/** Cuts at the last sentence end that fits, so the voice never stops mid-word. */
function limit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(...['。', '！', '？', '；', '，'].map((p) => cut.lastIndexOf(p)));
  return end > max / 2 ? cut.slice(0, end + 1) : `${cut}……`;
}

function speak(lines: SceneLine[]): string {
  const parts: string[] = [];
  let saidCode = false;
  for (const line of lines) {
    if (line.kind === 'code') {
      if (!saidCode) parts.push('请看屏幕上的代码。');
      saidCode = true;
      continue;
    }
    const said = line.kind === 'math' ? latexToSpeech(line.text) : lineToSpeech(line.text);
    if (said) parts.push(/[。！？；，：.!?;,:]$/.test(said) ? said : `${said}。`);
  }
  return parts.join('');
}

function titleScene(title: string): Scene {
  const shown = title.replace(/\r\n?/g, '\n').trim().slice(0, MAX_TITLE_CHARS);
  const lines = shown
    .split('\n')
    .map((raw) => cleanInline(raw))
    .filter(Boolean)
    .map((text): SceneLine => ({ kind: 'text', text }));
  return { kind: 'title', heading: '题目', lines, narration: limit(`我们来看这道题。${speak(lines)}`, MAX_NARRATION_CHARS) };
}

function answerScene(finalAnswer: string): Scene | null {
  const lines = readMarkdown(finalAnswer).flatMap((item) =>
    item.kind === 'line' ? [item.line] : item.kind === 'step' && item.line ? [item.line] : [],
  );
  if (lines.length === 0) return null;
  return { kind: 'answer', heading: '最终答案', lines, narration: limit(`所以，最终答案是：${speak(lines)}`, MAX_NARRATION_CHARS) };
}

/** Splits a worked solution into slides: the problem, one or more per step, the final answer. */
export function buildScenes(input: SceneInput): Scene[] {
  const answer = answerScene(input.finalAnswer);
  const steps = sections(readMarkdown(input.markdown)).filter((s) => !(answer && s.title && ANSWER_HEADING.test(s.title)));
  const stepScenes: Scene[] = [];
  let number = 0;
  for (const section of steps) {
    if (!section.intro) number += 1;
    const label = section.intro ? '解题思路' : `第 ${number} 步`;
    const base = section.title ? `${label}：${section.title}` : label;
    chunk(section.lines).forEach((lines, part) => {
      stepScenes.push({
        kind: 'step',
        heading: part === 0 ? base : `${base}（续）`,
        lines,
        narration: limit(speak(lines), MAX_NARRATION_CHARS),
      });
    });
  }
  if (stepScenes.length > MAX_STEP_SCENES) {
    stepScenes.length = MAX_STEP_SCENES - 1;
    stepScenes.push({
      kind: 'step',
      heading: '其余步骤',
      lines: [{ kind: 'text', text: '其余步骤较长，请查看文字解答。' }],
      narration: '其余步骤较长，请查看文字解答。',
    });
  }
  return [titleScene(input.title), ...stepScenes, ...(answer ? [answer] : [])];
}
