import { ROUND26_FUNCTION_THIRD_HUNT } from './functions-round26-third-hunt-cases';
import { describeProbeRound } from './maths-probe-round';

// A further hunt one detail away from the trigonometric kinds of round 26 (decision 0139): never a wrong answer.
describeProbeRound('gaokao maths round 26: trigonometric kinds, third look-alike hunt', ROUND26_FUNCTION_THIRD_HUNT, 0);
