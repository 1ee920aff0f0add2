import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { firstLine, lookalikeFaults, wrongUnlessAgrees } from './lookalike-hunt-shared';
import { ROUND27_PROBES } from './word-round27-probes-cases';

/** Round 27 (decision 0144): answers that depend on the situation — 进一法/去尾法, named periods, 2月29日 — none answered wrong. */
const solver = createOfflineSolver();

describe('round-27 word probes', () => {
  for (const [group, cases] of Object.entries(ROUND27_PROBES)) {
    it(group, async () => {
      expect(await lookalikeFaults(solver, cases, wrongUnlessAgrees, firstLine)).toEqual([]);
    }, 60_000);
  }
});
