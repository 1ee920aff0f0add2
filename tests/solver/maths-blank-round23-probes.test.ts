import { ROUND23_BLANK_PROBES } from './maths-blank-round23-probes-cases';
import { describeProbeRound } from './maths-probe-round';

// Gaokao blanks in other papers' words: two blanks in one question, conic axes (decision 0122).
describeProbeRound('gaokao maths round 23 blanks: the right answer or a refusal', ROUND23_BLANK_PROBES, 78);
