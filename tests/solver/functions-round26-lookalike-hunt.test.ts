import { ROUND26_FUNCTION_HUNT } from './functions-round26-lookalike-hunt-cases';
import { describeProbeRound } from './maths-probe-round';

// One detail away from the kinds round 26 changed (decision 0139): never a wrong answer, the undecidable ones refused.
describeProbeRound('gaokao maths round 26: functions and trigonometry look-alike hunt', ROUND26_FUNCTION_HUNT, 0);
