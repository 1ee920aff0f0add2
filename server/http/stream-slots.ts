import { DomainError } from '../services/errors';
import { MSG } from '../messages';

export interface StreamLimits {
  /** Open streams of one user; 0 = no limit. */
  perUser: number;
  /** Open streams of this process; 0 = no limit. */
  total: number;
}

/** Codes in the envelope's `detail` of a refused stream. */
export const STREAM_LIMIT_CODE = { user: 'too_many_streams', total: 'server_streams_full' } as const;

/**
 * Counts the open event streams of one process, per user and in all. A stream takes its slot before
 * it opens (a refusal is a 429 envelope, not a stream) and gives it back once when it closes.
 */
export function createStreamSlots(limits: StreamLimits) {
  const byUser = new Map<string, number>();
  let total = 0;

  return {
    /** Takes a slot for `userId` (429 when the user or the process is at its cap); call the result to give it back. */
    take(userId: string): () => void {
      const mine = byUser.get(userId) ?? 0;
      if (limits.perUser > 0 && mine >= limits.perUser) {
        throw new DomainError('rate_limited', MSG.tooManyStreams(limits.perUser), STREAM_LIMIT_CODE.user);
      }
      if (limits.total > 0 && total >= limits.total) throw new DomainError('rate_limited', MSG.streamsFull, STREAM_LIMIT_CODE.total);
      byUser.set(userId, mine + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left > 0) byUser.set(userId, left);
        else byUser.delete(userId);
      };
    },
    openCount: (userId?: string) => (userId === undefined ? total : (byUser.get(userId) ?? 0)),
  };
}

export type StreamSlots = ReturnType<typeof createStreamSlots>;
