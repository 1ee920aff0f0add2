const NAME = '[\\u4e00-\\u9fa5A-Z]';

export interface CastList {
  names: string[];
  /** Where the list stands in the text, to take it out when the rest is checked. */
  start: number;
  end: number;
}

/**
 * The people listed as 「甲、乙、丙、丁」「小东、小西和小南」「狮子、老虎、豹子和大象」. The list's first and last
 * names have no mark before or after them, so they are cut to the length of their neighbours (a list's names are
 * written alike); a list whose names then differ in length, or repeat, is not taken. The longest list is the cast.
 */
export function readCastList(text: string): CastList | null {
  let best: CastList | null = null;
  for (const m of text.matchAll(new RegExp(`(?:${NAME}+、)+${NAME}+`, 'g'))) {
    const parts = m[0].split('、');
    const len = parts[1].length;
    if (len > 3 || parts.slice(1, -1).some((n) => n.length !== len)) continue;
    const first = parts[0].slice(-len);
    const tail = parts[parts.length - 1];
    const joined = new RegExp(`^(${NAME}{${len}})[和与及](${NAME}{${len}})`).exec(tail);
    const lastNames = joined ? [joined[1], joined[2]] : [tail.slice(0, len)];
    if (parts.length === 2 && !joined && tail.length !== len && first.length !== len) continue;
    const names = [first, ...parts.slice(1, -1), ...lastNames];
    if (first.length !== len || new Set(names).size !== names.length) continue;
    const start = (m.index ?? 0) + parts[0].length - len;
    const end = (m.index ?? 0) + m[0].length - tail.length + (joined ? joined[0].length : len);
    if (!best || names.length > best.names.length) best = { names, start, end };
  }
  return best;
}
