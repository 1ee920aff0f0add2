import { describeProbeRound } from './maths-probe-round';
import { ROUND25_PROBES } from './maths-round25-probes-cases';

// Asymptote feet, midpoint chords and directrix vector ratios as papers print them (decision 0133).
describeProbeRound('gaokao maths round 25: conic kinds the papers ask every year', ROUND25_PROBES, 25);
