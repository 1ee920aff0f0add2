import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

// Exam wordings of two textbook kinds: balls of two colours drawn together, and independent shots.
const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const r = await solver.solve({ text });
  return r.ok ? r.finalAnswer : null;
}

describe('balls of two colours: 「取到一个红球和一个白球」', () => {
  it('reads a count of each colour that together make the draw', async () => {
    expect(await answer('袋中有 3 个红球和 2 个白球，从中任取 2 个，则恰好取到一个红球和一个白球的概率为____')).toBe('$\\frac{3}{5}$');
    expect(await answer('口袋中有 4 个白球和 2 个黑球，从中一次摸出 3 个球，则摸到 2 个白球和 1 个黑球的概率为____')).toBe(
      '$\\frac{3}{5}$',
    );
    expect(await answer('盒中有 5 个红球和 3 个黄球，从中任取 3 个球，则取到 1 个红球和 2 个黄球的概率为____')).toBe('$\\frac{15}{56}$');
  });

  it('refuses counts that do not make the draw, or a colour not in the bag', async () => {
    expect(await answer('袋中有 3 个红球和 2 个白球，从中任取 3 个，则恰好取到一个红球和一个白球的概率为____')).toBeNull();
    expect(await answer('袋中有 3 个红球和 2 个白球，从中任取 2 个，则恰好取到一个红球和一个黑球的概率为____')).toBeNull();
  });
});

describe('independent shots given one sentence per person', () => {
  it('reads 「甲命中的概率为 …，乙命中的概率为 …」 and 「目标被击中」 as at least one hit', async () => {
    expect(await answer('甲、乙两人独立地射击同一目标，甲命中的概率为 0.8，乙命中的概率为 0.7，则目标被击中的概率为____')).toBe(
      '$\\frac{47}{50}$',
    );
    expect(await answer('甲、乙两人独立地射击同一目标，甲击中目标的概率为 0.6，乙击中目标的概率为 0.5，则两人都击中目标的概率为____')).toBe(
      '$\\frac{3}{10}$',
    );
    expect(await answer('甲、乙两人独立地向同一目标射击一次，甲射中的概率为 0.9，乙射中的概率为 0.6，则目标被射中的概率为____')).toBe(
      '$\\frac{24}{25}$',
    );
  });

  it('reads 「密码被破译」 like 「目标被击中」, and only with that event', async () => {
    expect(
      await answer('甲、乙两人独立地破译一个密码，甲破译的概率为 $\\frac{1}{3}$，乙破译的概率为 $\\frac{1}{4}$，则密码被破译的概率为____'),
    ).toBe('$\\frac{1}{2}$');
    expect(
      await answer('甲、乙两人独立地破译一个密码，甲破译的概率为 $\\frac{1}{3}$，乙破译的概率为 $\\frac{1}{4}$，则目标被击中的概率为____'),
    ).toBeNull();
    expect(await answer('甲、乙两人独立地射击同一目标，甲命中的概率为 0.8，乙命中的概率为 0.7，则密码被破译的概率为____')).toBeNull();
  });

  it('refuses two different events, or a third person without a probability', async () => {
    expect(await answer('甲、乙两人独立地射击，甲命中的概率为 0.8，乙击中的概率为 0.7，则目标被击中的概率为____')).toBeNull();
    expect(await answer('甲、乙、丙三人独立地射击同一目标，甲命中的概率为 0.8，乙命中的概率为 0.7，则目标被击中的概率为____')).toBeNull();
  });
});
