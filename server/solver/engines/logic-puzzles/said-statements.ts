export interface Said {
  speaker: string;
  words: string;
  start: number;
  end: number;
}

const SAY = '(?:说|回答|答|讲|猜|猜测|道)';
const BOUNDARY = /[,.;:?!“”()]/;

/** The speaker at the end of the words before 「说」: a cast name they end with, or the words themselves when short. */
function speakerBefore(text: string, at: number, cast: readonly string[] | null): string | null {
  let from = at;
  while (from > 0 && !BOUNDARY.test(text[from - 1])) from--;
  const lead = text.slice(from, at);
  if (cast) return [...cast].sort((a, b) => b.length - a.length).find((n) => lead.endsWith(n)) ?? null;
  return /^[\u4e00-\u9fa5A-Z]{1,3}$/.test(lead) ? lead : null;
}

/**
 * What each person said: 「甲说:“……”」「甲:“……”」, or unquoted 「小东说:不是小西;」 up to the end of the sentence.
 * Null when a 「说」 with a colon or quote has no speaker that can be read (a statement left unread).
 */
export function readSaid(text: string, cast: readonly string[] | null): Said[] | null {
  const out: Said[] = [];
  const re = new RegExp(`${SAY}?(?::“([^“”]*)”|“([^“”]*)”|:([^“”.;?!]*))`, 'g');
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    const hasSay = new RegExp(`^${SAY}`).test(m[0]);
    const speaker = hasSay || cast ? speakerBefore(text, at, cast) : null;
    if (!speaker) {
      // A colon after a plain word (「规定:」) or a quoted name is not a statement; one after 说 must be read.
      if (hasSay) return null;
      continue;
    }
    const words = (m[1] ?? m[2] ?? m[3] ?? '').replace(/[,.;!?]+$/, '');
    if (!words) return null;
    out.push({ speaker, words, start: at - speaker.length, end: at + m[0].length });
  }
  return out;
}
