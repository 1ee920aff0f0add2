import { describeProbeRound } from './maths-probe-round';
import { ROUND25B_HUNT } from './maths-round25b-lookalike-hunt-cases';

// One detail away from each kind added in decision 0135: the right answer or a refusal, never a wrong one.
describeProbeRound('gaokao maths round 25b look-alike hunt', ROUND25B_HUNT, 19);
