import type { Pricing } from '../../contract/credits';

/** The options of one question that change its price. */
export interface CostOptions {
  generateVideo: boolean;
  turboMode: boolean;
}

/** What the send area shows about credits for one question. */
export interface CreditQuote {
  /** Credits this question costs with the chosen options. */
  cost: number;
  /** The balance now; null when it is not known (a visitor). */
  balance: number | null;
  /** The balance once it is charged; null when the balance is not known (a visitor). */
  balanceAfter: number | null;
  /** The balance is known and smaller than the cost: the question must not be sent. */
  isShort: boolean;
  /** The same question without a video: what it costs, and whether the balance covers it. */
  textOnlyCost: number;
  textOnlyFits: boolean;
}

/**
 * Credits one question costs: the solution, plus the video, plus turbo. Turbo only speeds up the
 * video, so it counts only together with one (the server prices it the same way).
 */
export function questionCost(pricing: Pricing, options: CostOptions): number {
  const video = options.generateVideo ? pricing.video : 0;
  const turbo = options.generateVideo && options.turboMode ? pricing.turbo : 0;
  return pricing.text + video + turbo;
}

/** The cost of this question and the balance after it; null until the pricing is known. */
export function quoteQuestion(pricing: Pricing | null, options: CostOptions, balance: number | null): CreditQuote | null {
  if (!pricing) return null;
  const cost = questionCost(pricing, options);
  const textOnlyCost = questionCost(pricing, { generateVideo: false, turboMode: false });
  const known = balance !== null;
  return {
    cost,
    balance,
    balanceAfter: known ? balance - cost : null,
    isShort: known && balance < cost,
    textOnlyCost,
    textOnlyFits: known && balance >= textOnlyCost,
  };
}
