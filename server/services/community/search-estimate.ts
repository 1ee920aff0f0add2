import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * What ANALYZE knows of the character-pair index: the share of problems holding each of its most common
 * pairs, and the least share it lists (a pair it does not list is rarer than that).
 */
export type PairShares = { shares: Map<string, number>; floor: number };

/** A word's character pairs, as zj_bigrams (migration 0003) takes them: lower case, overlapping. */
export function pairsOf(word: string): string[] {
  const chars = Array.from(word.toLowerCase());
  return chars.slice(1).map((c, i) => chars[i] + c);
}

/**
 * How many of the window's rows are expected to hold all the words. A word is no commoner than its
 * rarest pair (the pairs of a word come together: taking them as independent, as the planner does,
 * makes 离心率 ten times rarer than it is); different words are taken as independent. A one-character
 * word has no pair: it counts as in every row.
 */
export function expectedMatches(words: string[], stats: PairShares, windowSize: number): number {
  let share = 1;
  for (const word of words) {
    const pairs = pairsOf(word);
    if (pairs.length === 0) continue;
    share *= Math.min(...pairs.map((p) => stats.shares.get(p) ?? stats.floor));
  }
  return share * windowSize;
}

/**
 * Whether the window is worth reading: without statistics (never analyzed), always (the window is the
 * safe side: in vain it costs a few milliseconds, whereas the index path of a common word reads and
 * sorts thousands of rows); with them, unless it is expected to hold fewer than half the matches wanted.
 */
export function windowMayFill(words: string[], stats: PairShares | undefined, wanted: number, windowSize: number): boolean {
  return !stats || expectedMatches(words, stats, windowSize) * 2 >= wanted;
}

const REFRESH_MS = 10 * 60_000;
const cache = new WeakMap<Db, { at: number; stats: PairShares | undefined }>();

/** The pair shares of pg_stats, read at most every ten minutes per database (ANALYZE changes them seldom). */
export async function pairShares(db: Db, now = Date.now()): Promise<PairShares | undefined> {
  const hit = cache.get(db);
  if (hit && now - hit.at < REFRESH_MS) return hit.stats;
  const [row] = await db
    .select({ elems: sql<string[] | null>`most_common_elems::text::text[]`, freqs: sql<number[] | null>`most_common_elem_freqs` })
    .from(sql`pg_stats`)
    .where(sql`schemaname = current_schema() and tablename = 'problems_text_bigrams_idx'`)
    .limit(1);
  let stats: PairShares | undefined;
  if (row?.elems && row.freqs && row.elems.length > 0) {
    // After the elements' frequencies: their least, their greatest, and the share of nulls.
    const freqs = row.freqs.map(Number);
    stats = { shares: new Map(row.elems.map((e, i) => [e, freqs[i]])), floor: freqs[row.elems.length] };
  }
  cache.set(db, { at: now, stats });
  return stats;
}
