import { describeProbeRound } from './maths-probe-round';
import { ROUND25_THIRD_HUNT } from './maths-round25-third-hunt-cases';

// The conic kinds of decision 0133 met by neighbouring chapters' problems: the right answer or a refusal, never a wrong one.
describeProbeRound('gaokao maths round 25 third look-alike hunt', ROUND25_THIRD_HUNT, 22);
