import type { ProblemDetail } from '../../../contract/tasks';
import { getProblemDetail } from '../../api/problems';

/**
 * The detail request of the problem page the browser opened on, sent by the entry script while the
 * route's code is still on its way (decision 0043). The page's first load takes it instead of asking
 * again; any later load asks afresh.
 */
const EARLY_REPLY_MAX_AGE_MS = 10_000;

let early: { problemId: string; startedAt: number; reply: Promise<ProblemDetail> } | null = null;

/** The problem id of a problem page's path ('/problem/{id}'), else null. */
export function problemIdOfPath(pathname: string): string | null {
  const match = /^\/problem\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Sends GET /problems/{id}/detail now when the page is a problem page; does nothing on any other path. */
export function startEarlyDetail(pathname: string, now = Date.now()): void {
  const problemId = problemIdOfPath(pathname);
  if (!problemId) return;
  const reply = getProblemDetail(problemId);
  // Nobody may take it (the student leaves first): its failure is not an unhandled rejection.
  reply.catch(() => {});
  early = { problemId, startedAt: now, reply };
}

/**
 * The early reply for this problem, once: null when there is none, it was for another problem, or it
 * is too old to show (the student went elsewhere and came back).
 */
export function takeEarlyDetail(problemId: string, now = Date.now()): Promise<ProblemDetail> | null {
  const taken = early;
  early = null;
  if (!taken || taken.problemId !== problemId || now - taken.startedAt > EARLY_REPLY_MAX_AGE_MS) return null;
  return taken.reply;
}
