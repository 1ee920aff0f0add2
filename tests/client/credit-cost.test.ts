import { describe, expect, it } from 'vitest';
import { questionCost, quoteQuestion } from '../../src/lib/credit-cost';

// The server's defaults (COST_TEXT / COST_VIDEO / COST_TURBO, SIGNUP_CREDITS).
const PRICING = { text: 2, video: 5, turbo: 3 };
const SIGNUP_CREDITS = 100;
const TEXT = { generateVideo: false, turboMode: false };
const VIDEO = { generateVideo: true, turboMode: false };
const TURBO = { generateVideo: true, turboMode: true };

describe('questionCost', () => {
  it('is the solution, plus the video, plus turbo', () => {
    expect(questionCost(PRICING, TEXT)).toBe(2);
    expect(questionCost(PRICING, VIDEO)).toBe(7);
    expect(questionCost(PRICING, TURBO)).toBe(10);
  });

  it('counts turbo only together with a video, as the server does', () => {
    expect(questionCost(PRICING, { generateVideo: false, turboMode: true })).toBe(2);
  });

  it('follows the served prices, not fixed numbers', () => {
    expect(questionCost({ text: 1, video: 10, turbo: 4 }, TURBO)).toBe(15);
  });

  it('gives the figures of decision 0020: 100 credits buy 50 text questions, 14 with video, 10 with turbo', () => {
    const questions = (options: typeof TEXT) => Math.floor(SIGNUP_CREDITS / questionCost(PRICING, options));
    expect([questions(TEXT), questions(VIDEO), questions(TURBO)]).toEqual([50, 14, 10]);
  });
});

describe('quoteQuestion', () => {
  it('is null until the pricing is known', () => {
    expect(quoteQuestion(null, VIDEO, 100)).toBeNull();
  });

  it('gives the cost and the balance after it', () => {
    expect(quoteQuestion(PRICING, VIDEO, 100)).toEqual({
      cost: 7,
      balance: 100,
      balanceAfter: 93,
      isShort: false,
      textOnlyCost: 2,
      textOnlyFits: true,
    });
  });

  it('lets the last credits go: a balance equal to the cost is enough', () => {
    expect(quoteQuestion(PRICING, VIDEO, 7)).toMatchObject({ balanceAfter: 0, isShort: false });
  });

  it('is short when the balance is below the cost, and says whether the question fits without the video', () => {
    expect(quoteQuestion(PRICING, VIDEO, 6)).toMatchObject({ cost: 7, isShort: true, textOnlyCost: 2, textOnlyFits: true });
    expect(quoteQuestion(PRICING, TURBO, 9)).toMatchObject({ cost: 10, isShort: true, textOnlyFits: true });
    expect(quoteQuestion(PRICING, VIDEO, 1)).toMatchObject({ isShort: true, textOnlyFits: false });
    expect(quoteQuestion(PRICING, TEXT, 0)).toMatchObject({ cost: 2, isShort: true, textOnlyFits: false });
  });

  it('shows a visitor the cost only: no balance, never short', () => {
    expect(quoteQuestion(PRICING, TURBO, null)).toEqual({
      cost: 10,
      balance: null,
      balanceAfter: null,
      isShort: false,
      textOnlyCost: 2,
      textOnlyFits: false,
    });
  });
});
