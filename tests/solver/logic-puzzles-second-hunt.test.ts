import { describeAnsweredAndRefused } from './answered-and-refused';
import { SECOND_HUNT } from './logic-puzzles-second-hunt-cases';

/** The cases (1-based) the engine reads whole; every other one is refused (8, 11, 28 and 29 were wrong answers). */
const READ_WHOLE = new Set([14, 17, 20, 27]);

describeAnsweredAndRefused(
  'logic puzzles: second hunt of look-alike wordings answered right or refused',
  SECOND_HUNT.filter((_, i) => READ_WHOLE.has(i + 1)).map(([text, letter]) => [text, [letter]]),
  SECOND_HUNT.filter((_, i) => !READ_WHOLE.has(i + 1)).map(([text]) => text),
);
