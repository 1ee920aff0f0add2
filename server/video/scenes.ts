import { texToText } from '../render/tex-to-text';
import { cleanInline, readMarkdown, type SceneLine } from './markdown-lines';
import { type SolutionSection, solutionSections } from './solution-steps';
import { latexToSpeech, lineToSpeech } from './speak-latex';
import { splitMath } from './split-math';

export type { SceneLine } from './markdown-lines';

/** One spoken part of a scene and the lines it reads: lines[first, end) are highlighted while it is spoken. */
export interface Beat {
  text: string;
  first: number;
  end: number;
}

export interface Scene {
  kind: 'title' | 'step' | 'answer';
  heading: string;
  lines: SceneLine[];
  /** What the voice says while the slide is shown: plain Chinese, math spoken out (the beats' texts joined). */
  narration: string;
  beats: Beat[];
  /** Lines appear beat by beat (a derivation); otherwise the whole slide shows at once. */
  reveal: boolean;
  /** The solution step shown (0-based, = data-step in result_html); null for the title, the introduction, the answer. */
  step: number | null;
  /** The chapter list's name for the step this scene begins (plain text, formulas readable). */
  chapterTitle: string;
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
const CHAPTER_TITLE_CHARS = 24;

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

const sentence = (said: string): string => (/[。！？；，：.!?;,:]$/.test(said) ? said : `${said}。`);

/** What is said for each line ('' for a line that is not read out, e.g. code after the first code line). */
function lineUtterances(lines: SceneLine[]): string[] {
  let saidCode = false;
  return lines.map((line) => {
    if (line.kind === 'code') {
      if (saidCode) return '';
      saidCode = true;
      return '请看屏幕上的代码。';
    }
    const said = line.kind === 'math' ? latexToSpeech(line.text) : lineToSpeech(line.text);
    return said ? sentence(said) : '';
  });
}

/** One beat per line that is read out; silent lines join the beat before them. Narration is capped at max characters. */
function beats(lines: SceneLine[], prefix: string, max: number): Beat[] {
  const out: Beat[] = [];
  let budget = max - prefix.length;
  lineUtterances(lines).forEach((said, i) => {
    const last = out[out.length - 1];
    if (!said || budget <= 0) {
      if (last) last.end = i + 1;
      else out.push({ text: '', first: i, end: i + 1 });
      return;
    }
    const text = limit(said, budget);
    budget -= text.length;
    if (last && last.text === '') Object.assign(last, { text, end: i + 1 });
    else out.push({ text, first: i, end: i + 1 });
  });
  if (prefix) {
    if (out.length === 0) out.push({ text: '', first: 0, end: lines.length });
    out[0].text = prefix + out[0].text;
  }
  return out;
}

/** Plain text for the chapter list: formulas as written by hand (x², 1/2), Markdown gone. */
function plainTitle(text: string): string {
  const plain = splitMath(text)
    .map((seg) => (seg.kind === 'math' ? texToText(seg.value) : seg.value))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...plain];
  return chars.length > CHAPTER_TITLE_CHARS ? `${chars.slice(0, CHAPTER_TITLE_CHARS).join('')}…` : plain;
}

function scene(base: Omit<Scene, 'narration'>): Scene {
  return { ...base, narration: base.beats.map((b) => b.text).join('') };
}

function titleScene(title: string): Scene {
  const shown = title.replace(/\r\n?/g, '\n').trim().slice(0, MAX_TITLE_CHARS);
  const lines = shown
    .split('\n')
    .map((raw) => cleanInline(raw))
    .filter(Boolean)
    .map((text): SceneLine => ({ kind: 'text', text }));
  const text = limit(`我们来看这道题。${lineUtterances(lines).join('')}`, MAX_NARRATION_CHARS);
  return scene({
    kind: 'title',
    heading: '题目',
    lines,
    beats: [{ text, first: 0, end: lines.length }],
    reveal: false,
    step: null,
    chapterTitle: '题目',
  });
}

function answerScene(lines: SceneLine[]): Scene | null {
  if (lines.length === 0) return null;
  const text = limit(`所以，最终答案是：${lineUtterances(lines).join('')}`, MAX_NARRATION_CHARS);
  return scene({
    kind: 'answer',
    heading: '最终答案',
    lines,
    beats: [{ text, first: 0, end: lines.length }],
    reveal: false,
    step: null,
    chapterTitle: '最终答案',
  });
}

function answerLines(finalAnswer: string): SceneLine[] {
  return readMarkdown(finalAnswer).flatMap((item) =>
    item.kind === 'line' ? [item.line] : item.kind === 'step' && item.line ? [item.line] : [],
  );
}

function stepScenes(section: SolutionSection): Scene[] {
  const label = section.step === null ? '解题思路' : `第 ${section.step + 1} 步`;
  const base = section.title ? `${label}：${section.title}` : label;
  const chapterTitle = plainTitle(`${label}：${section.title ?? section.lines.find((l) => l.kind !== 'code')?.text ?? ''}`).replace(
    /：$/,
    '',
  );
  return chunk(section.lines).map((lines, part) =>
    scene({
      kind: 'step',
      heading: part === 0 ? base : `${base}（续）`,
      lines,
      beats: beats(lines, '', MAX_NARRATION_CHARS),
      reveal: true,
      step: section.step,
      chapterTitle,
    }),
  );
}

/** Splits a worked solution into slides: the problem, one or more per step, the final answer. */
export function buildScenes(input: SceneInput): Scene[] {
  const sections = solutionSections(input.markdown);
  const given = answerLines(input.finalAnswer);
  // A section headed 答案 is the answer slide only when no final answer is given separately.
  const answer = answerScene(given.length > 0 ? given : sections.filter((s) => s.kind === 'answer').flatMap((s) => s.lines));
  const steps = sections.filter((s) => s.kind !== 'answer').flatMap(stepScenes);
  if (steps.length > MAX_STEP_SCENES) {
    steps.length = MAX_STEP_SCENES - 1;
    const text = '其余步骤较长，请查看文字解答。';
    steps.push(
      scene({
        kind: 'step',
        heading: '其余步骤',
        lines: [{ kind: 'text', text }],
        beats: [{ text, first: 0, end: 1 }],
        reveal: false,
        step: null,
        chapterTitle: '其余步骤',
      }),
    );
  }
  return [titleScene(input.title), ...steps, ...(answer ? [answer] : [])];
}
