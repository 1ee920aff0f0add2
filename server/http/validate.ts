import type { z } from 'zod';
import { MSG } from '../messages';
import { unprocessable } from '../services/errors';
import { screenControlChars } from './control-chars';

/**
 * Parses input with a contract schema; a failure is unprocessable (422) with the first issue's (Chinese)
 * message. Control characters are cleaned from free text and refused (400) elsewhere before that.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(screenControlChars(input ?? {}));
  if (result.success) return result.data;
  const issues = result.error.issues;
  const first = issues[0];
  const message = first && isUserMessage(first.message) ? first.message : MSG.validation;
  const detail = issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
  throw unprocessable(message, detail);
}

/** Zod's own English defaults are not for users; our schemas carry Chinese messages. */
function isUserMessage(message: string): boolean {
  return /[\u4e00-\u9fff]/.test(message);
}
