/** A sinusoidal voltage, emf or current read from its expression: 「u=220\sqrt{2}\sin 100\pi t(V)」. */
export interface Alternating {
  symbol: 'u' | 'e' | 'i';
  unit: 'V' | 'A';
  /** The amplitude (最大值). */
  peak: number;
  /** ω in rad/s; only a multiple of π is read, so that the frequency is exact. */
  omega: number;
  /** The expression as the normalized text prints it. */
  text: string;
}

const EXPRESSION =
  /([uei])\s*=\s*(\d+(?:\.\d+)?)?\s*(?:\\sqrt\s*\{?\s*(\d+)\s*\}?|√\s*(\d+))?\s*\\?(sin|cos)\s*\(?\s*(\d+(?:\.\d+)?)?\s*(?:\\pi|π)\s*t\s*\)?\s*(?:\(\s*(V|A)\s*\)|(V|A)(?![A-Za-z]))?/g;

/**
 * Every sine or cosine expression of normalized exam text (「\sqrt{2}」 or 「√2」, ω as a multiple of π, the unit in
 * brackets or after it, or told by the symbol: u and e in volts, i in amperes). An expression with a phase, or with ω
 * not a multiple of π (「314t」), is not read.
 */
export function readAlternating(t: string): Alternating[] {
  const out: Alternating[] = [];
  for (const m of t.matchAll(EXPRESSION)) {
    if (!m[2] && !m[3] && !m[4]) continue;
    const symbol = m[1] as Alternating['symbol'];
    const told = symbol === 'i' ? 'A' : 'V';
    const unit = m[7] ?? m[8] ?? told;
    if (unit !== told) continue;
    const peak = Number(m[2] ?? 1) * Math.sqrt(Number(m[3] ?? m[4] ?? 1));
    const omega = Number(m[6] ?? 1) * Math.PI;
    if (!(peak > 0) || !(omega > 0)) continue;
    out.push({ symbol, unit, peak, omega, text: m[0] });
  }
  return out;
}
