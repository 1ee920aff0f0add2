import { describeProbeRound } from './maths-probe-round';
import { ROUND22_PROBES } from './maths-round22-probes-cases';

// Shared reading steps in other papers' words (decision 0119).
describeProbeRound('gaokao maths round 22: other papers wording, the right answer or a refusal', ROUND22_PROBES, 45);
