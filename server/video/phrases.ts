/**
 * A subtitle cue on a phone shows two lines of about 14 characters: each spoken beat is cut into
 * phrases that fit, at punctuation first, at a space when a clause alone is too long. Each phrase is
 * spoken on its own, so a cue's times are exactly those of its words.
 */
export const MAX_PHRASE_CHARS = 28;

const CLAUSE_END = /(?<=[，。；：！？、,.;:!?])/u;

function cutLong(clause: string, max: number): string[] {
  const out: string[] = [];
  let rest = clause.trim();
  while ([...rest].length > max) {
    const head = [...rest].slice(0, max).join('');
    const space = head.lastIndexOf(' ');
    const at = space > max / 3 ? space : head.length;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
}

export function splitPhrases(text: string, max = MAX_PHRASE_CHARS): string[] {
  const phrases: string[] = [];
  let current = '';
  for (const clause of text.split(CLAUSE_END).flatMap((c) => cutLong(c, max))) {
    if (current && [...current].length + [...clause].length > max) {
      phrases.push(current);
      current = '';
    }
    current = current ? `${current}${/[，。；：！？、]$/u.test(current) ? '' : ' '}${clause}` : clause;
  }
  if (current) phrases.push(current);
  return phrases.filter((p) => p.trim() !== '');
}

/** The pause after a phrase: longer at a sentence's end than at a comma (a teacher breathes there). */
export function pauseAfter(phrase: string): number {
  if (/[。！？；.!?;]$/u.test(phrase)) return 0.35;
  if (/[，、：,:]$/u.test(phrase)) return 0.18;
  return 0.08;
}
