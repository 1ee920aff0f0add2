import { describeProbeRound } from './maths-probe-round';
import { ROUND25B_PROBES } from './maths-round25b-probes-cases';

// Grouped assignments, flowerbeds, towers in words, a_{m+n}=a_m a_n and alternating sums as papers print them (decision 0135).
describeProbeRound('gaokao maths round 25b: counting and sequence kinds the papers ask every year', ROUND25B_PROBES, 25);
