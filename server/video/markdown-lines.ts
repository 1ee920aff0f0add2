import { splitMath } from './split-math';

/** One display line: text with inline $…$ math, a display formula (TeX only), or a line of code. */
export interface SceneLine {
  kind: 'text' | 'math' | 'code';
  text: string;
}

/** A line of the solution, tagged with whether a new step starts at it. */
export type MarkdownItem = (
  | { kind: 'line'; line: SceneLine }
  | { kind: 'break' }
  | { kind: 'step'; title: string | null; line: SceneLine | null }
) & {
  /** 0-based line of the Markdown source where the item begins. */
  at: number;
};

const HEADING = /^#{1,6}\s+(.*?)\s*#*$/;
const ORDERED = /^(?:\*\*)?(?:\d{1,2}[.)、．]|[（(]\d{1,2}[)）])\s*(.*)$/;
const STEP_WORD =
  /^(?:\*\*)?(?:第\s*[一二三四五六七八九十\d]+\s*步|步骤\s*[一二三四五六七八九十\d]+)(?:\*\*)?\s*[：:.、．]?\s*(?:\*\*)?\s*(.*)$/;
const BULLET = /^(?:[-*+]\s+|>\s?)+/;
/** Strict enough that "a<b 且 c>d" is not taken for a tag. */
const HTML_TAG = /<\/?[A-Za-z][A-Za-z0-9]*(?:\s+[A-Za-z-]+(?:=(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*\s*\/?>/g;
const RULE = /^(?:-{3,}|\*{3,}|_{3,})$/;

/** Markdown inline syntax removed from the text parts (never inside math). */
export function cleanInline(text: string): string {
  return splitMath(text)
    .map((seg) => {
      if (seg.kind === 'math') return seg.display ? `$$${seg.value}$$` : `$${seg.value}$`;
      return seg.value
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(HTML_TAG, '')
        .replace(/\*\*|__|~~/g, '')
        .replace(/(^|[^\w*])\*(\S[^*]*?)\*/g, '$1$2')
        .replace(/`([^`]*)`/g, '$1')
        .replace(/\s*\|\s*/g, '  ')
        .replace(/\$/g, '\\$');
    })
    .join('')
    .trim();
}

const textLine = (raw: string): SceneLine | null => {
  const text = cleanInline(raw.replace(BULLET, ''));
  return text && !/^[-:|\s]+$/.test(text) ? { kind: 'text', text } : null;
};

/** Reads solution Markdown into display lines and the places where a new step begins. */
export function readMarkdown(markdown: string): MarkdownItem[] {
  const items: MarkdownItem[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const trimmed = lines[i].trim();
    if (trimmed.startsWith('```') || trimmed.startsWith('~~~')) {
      const fence = trimmed.slice(0, 3);
      const at = i;
      for (i += 1; i < lines.length && !lines[i].trim().startsWith(fence); i++) {
        if (lines[i].trim()) items.push({ kind: 'line', at, line: { kind: 'code', text: lines[i].replace(/\t/g, '  ').trimEnd() } });
      }
      continue;
    }
    const display = trimmed.startsWith('$$') ? '$$' : trimmed.startsWith('\\[') ? '\\]' : null;
    if (display) {
      const at = i;
      let tex = trimmed.slice(2);
      while (!tex.includes(display) && i + 1 < lines.length) tex += `\n${lines[++i]}`;
      const end = tex.indexOf(display);
      const formula = (end >= 0 ? tex.slice(0, end) : tex).trim();
      if (formula) items.push({ kind: 'line', at, line: { kind: 'math', text: formula } });
      const rest = end >= 0 ? textLine(tex.slice(end + 2)) : null;
      if (rest) items.push({ kind: 'line', at: i, line: rest });
      continue;
    }
    if (!trimmed || RULE.test(trimmed)) {
      items.push({ kind: 'break', at: i });
      continue;
    }
    const heading = HEADING.exec(trimmed);
    if (heading) {
      items.push({ kind: 'step', at: i, title: cleanInline(heading[1]).replace(/\$/g, '') || null, line: null });
      continue;
    }
    const step = (lines[i].match(/^\s*/)?.[0].length ?? 0) < 2 ? (STEP_WORD.exec(trimmed) ?? ORDERED.exec(trimmed)) : null;
    if (step) {
      items.push({ kind: 'step', at: i, title: null, line: textLine(step[1]) });
      continue;
    }
    const line = textLine(trimmed);
    if (line) items.push({ kind: 'line', at: i, line });
  }
  return items;
}
