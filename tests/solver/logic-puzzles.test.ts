import { describeAnsweredAndRefused } from './answered-and-refused';
import { ANSWERED, REFUSED } from './logic-puzzles-cases';

describeAnsweredAndRefused('logic puzzles: who did it, who is sent', ANSWERED, REFUSED);
