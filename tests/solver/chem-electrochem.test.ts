import { describe, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { ELECTROCHEM_CASES } from './chem-electrochem-cases';
import { expectProbe } from './lookalike-hunt-shared';

const solver = createOfflineSolver();

describe('electrochemistry statements: probes', () => {
  it.each(ELECTROCHEM_CASES.map((c, i) => [`${i + 1}: ${c.text.split('\n')[0]}`, c] as const))('%s', async (_, c) => {
    await expectProbe(solver, c);
  });
});
