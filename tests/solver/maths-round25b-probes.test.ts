import { describeProbeRound } from './maths-probe-round';
import { ROUND25B_PROBES } from './maths-round25b-probes-cases';

// Grouped assignments, a_{m+n}=a_m a_n, alternating sums and binomial coefficients as papers print them (decision 0135); the flowerbed, tower and match-order probes stay as guards (answered right or refused).
describeProbeRound('gaokao maths round 25b: counting and sequence kinds the papers ask every year', ROUND25B_PROBES, 19);
