import { describeAnsweredAndRefused } from './answered-and-refused';
import { HUNT_ANSWERED, HUNT_REFUSED } from './logic-puzzles-hunt-cases';

describeAnsweredAndRefused('logic puzzles: look-alike wordings answered right or refused', HUNT_ANSWERED, HUNT_REFUSED);
