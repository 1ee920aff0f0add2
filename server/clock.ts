/** Where "now" comes from. Services take it as a parameter, so that a test can move time. */
export interface Clock {
  now(): Date;
}

export function systemClock(): Clock {
  return { now: () => new Date() };
}
