import { describeProbeRound } from './maths-probe-round';
import { ROUND25_HUNT } from './maths-round25-lookalike-hunt-cases';

// One detail away from each kind added in decision 0133: the right answer or a refusal, never a wrong one.
describeProbeRound('gaokao maths round 25 look-alike hunt', ROUND25_HUNT, 25);
