import type { Clock } from '../../server/clock';

/** The real time plus an offset that a test moves forward (tokens and rows stay near real time). */
export function movableClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}
