export type Segment = { kind: 'text'; value: string } | { kind: 'math'; value: string; display: boolean };

const DELIMITERS = [
  { open: '$$', close: '$$', display: true },
  { open: '\\[', close: '\\]', display: true },
  { open: '\\(', close: '\\)', display: false },
  { open: '$', close: '$', display: false },
] as const;

/** Splits a line of Markdown text into plain text and TeX parts ($…$, $$…$$, \(…\), \[…\]). */
export function splitMath(line: string): Segment[] {
  const segments: Segment[] = [];
  let text = '';
  let i = 0;
  while (i < line.length) {
    if (line.startsWith('\\$', i)) {
      text += '$';
      i += 2;
      continue;
    }
    const delim = DELIMITERS.find((d) => line.startsWith(d.open, i));
    if (delim) {
      let end = i + delim.open.length;
      while (end < line.length) {
        if (line[end] === '\\' && delim.close === '$') end += 2;
        else if (line.startsWith(delim.close, end)) break;
        else end += 1;
      }
      const tex = line.slice(i + delim.open.length, end).trim();
      if (end < line.length && tex.length > 0) {
        if (text) segments.push({ kind: 'text', value: text });
        text = '';
        segments.push({ kind: 'math', value: tex, display: delim.display });
        i = end + delim.close.length;
        continue;
      }
    }
    text += line[i];
    i += 1;
  }
  if (text) segments.push({ kind: 'text', value: text });
  return segments;
}
