import { createOfflineSolver } from '/work/wt/phys/server/solver/offline';
import { agrees } from '/work/wt/phys/tests/solver/lookalike-hunt-shared';
import { EVERY_PAPER_PROBES } from '/work/wt/phys/tests/solver/physics-every-paper-cases';

async function main() {
  const s = createOfflineSolver();
  let ok = 0,
    wrong = 0;
  for (const [t, e, st, k] of EVERY_PAPER_PROBES) {
    const r = await s.solve({ text: t });
    const good = r.ok && e !== null && agrees(r.finalAnswer, e);
    if (r.ok && good) ok++;
    if (r.ok && !good) wrong++;
    console.log(
      k.padEnd(12),
      st.padEnd(9),
      r.ok ? (good ? 'RIGHT' : 'WRONG') : 'refused',
      r.ok ? r.finalAnswer.slice(0, 60) : '',
      '|',
      t.split('\n')[0].slice(0, 30),
    );
  }
  console.log({ ok, wrong, n: EVERY_PAPER_PROBES.length });
}
main();
