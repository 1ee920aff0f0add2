import { describeProbeRound } from './maths-probe-round';
import { ROUND21_PROBES } from './maths-round21-probes-cases';

// The 高中 curriculum topic by topic in papers' wording (decision 0115).
describeProbeRound('gaokao maths round 21: curriculum probes, the right answer or a refusal', ROUND21_PROBES, 82);
