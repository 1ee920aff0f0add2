import { ROUND23_CHOICE_HUNT } from './maths-choice-round23-hunt-cases';
import { describeProbeRound } from './maths-probe-round';

// Look-alikes of decision 0121's kinds: the right answer or a refusal, never a wrong one.
describeProbeRound('gaokao maths round 23 look-alike hunt: right or refused', ROUND23_CHOICE_HUNT, 35);
