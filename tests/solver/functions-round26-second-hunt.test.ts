import { ROUND26_FUNCTION_SECOND_HUNT } from './functions-round26-second-hunt-cases';
import { describeProbeRound } from './maths-probe-round';

// Functions typed without a formula editor and the bare-number options (decision 0139): never a wrong answer.
describeProbeRound('gaokao maths round 26: functions typed plainly, second look-alike hunt', ROUND26_FUNCTION_SECOND_HUNT, 0);
