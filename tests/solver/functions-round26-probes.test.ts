import { ROUND26_FUNCTION_PROBES } from './functions-round26-probes-cases';
import { describeProbeRound } from './maths-probe-round';

// Functions and trigonometry as the papers print them, and typed without a formula editor (decision 0139).
describeProbeRound('gaokao maths round 26: functions and trigonometry choice and blank questions', ROUND26_FUNCTION_PROBES, 50);
