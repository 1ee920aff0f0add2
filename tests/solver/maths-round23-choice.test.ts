import { describeProbeRound } from './maths-probe-round';
import { ROUND23_CHOICE_PROBES } from './maths-round23-choice-cases';

// The kinds gaokao choice papers ask most, in other papers' words (decision 0121).
describeProbeRound('gaokao maths round 23: choice kinds in other words, the right answer or a refusal', ROUND23_CHOICE_PROBES, 60);
