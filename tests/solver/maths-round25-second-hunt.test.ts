import { describeProbeRound } from './maths-probe-round';
import { ROUND25_SECOND_HUNT } from './maths-round25-second-hunt-cases';

// The conic kinds of decision 0133 read afresh, one detail away: the right answer or a refusal, never a wrong one.
describeProbeRound('gaokao maths round 25 second look-alike hunt', ROUND25_SECOND_HUNT, 41);
