// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickSuggestions, SUGGESTIONS, tagStyle } from '../../../src/lib/suggestions';
import { Suggestions } from '../../../src/ui/components/solve/Suggestions';

afterEach(cleanup);

/** A small deterministic generator, so that a draw can be repeated. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('bundled suggestions', () => {
  it('has about eleven: six 2025 gaokao problems, the others in Chinese, Japanese and Spanish', () => {
    expect(SUGGESTIONS.length).toBeGreaterThanOrEqual(10);
    expect(SUGGESTIONS.length).toBeLessThanOrEqual(12);
    expect(SUGGESTIONS.filter((s) => s.tags.includes('2025高考'))).toHaveLength(6);
    expect(SUGGESTIONS.some((s) => /[ぁ-ん]/.test(s.text))).toBe(true);
    expect(SUGGESTIONS.some((s) => /Resuelve/.test(s.text))).toBe(true);
    for (const s of SUGGESTIONS) {
      expect(s.icon).not.toBe('');
      expect(s.tags.length).toBeGreaterThan(0);
      expect(s.text).toMatch(/\$[^$]+\$/);
    }
    expect(new Set(SUGGESTIONS.map((s) => s.id)).size).toBe(SUGGESTIONS.length);
  });

  it('styles the spec tags and gives every other tag the default style', () => {
    expect(['2025高考', '高考真题', '考研真题', '模拟题', '竞赛题'].map(tagStyle)).toEqual([
      '2025高考',
      '高考真题',
      '考研真题',
      '模拟题',
      '竞赛题',
    ]);
    expect(tagStyle('数列')).toBe('default');
  });

  it('draws distinct suggestions at random', () => {
    const a = pickSuggestions(5, SUGGESTIONS, seeded(1)).map((s) => s.id);
    const b = pickSuggestions(5, SUGGESTIONS, seeded(2)).map((s) => s.id);
    expect(new Set(a).size).toBe(5);
    expect(a).not.toEqual(b);
    expect(pickSuggestions(50)).toHaveLength(SUGGESTIONS.length);
  });
});

describe('Suggestions', () => {
  it('shows 5 suggestions with their tags, raw text first while the math renderer loads', () => {
    render(<Suggestions onPick={() => {}} random={seeded(7)} />);
    const cards = screen.getAllByTestId('suggestion');
    expect(cards).toHaveLength(5);
    const expected = pickSuggestions(5, SUGGESTIONS, seeded(7));
    expected.forEach((s, i) => {
      for (const tag of s.tags) expect(within(cards[i]).getByText(tag).getAttribute('data-tag-style')).toBe(tagStyle(tag));
    });
    expect(cards[0].textContent).toContain(expected[0].text);
  });

  it('fills the question box with the clicked suggestion', async () => {
    const onPick = vi.fn();
    render(<Suggestions onPick={onPick} random={seeded(3)} />);
    const first = pickSuggestions(5, SUGGESTIONS, seeded(3))[0];
    const buttons = screen.getAllByRole('button', { name: /^使用这道题：/ });
    expect(buttons).toHaveLength(5);
    await userEvent.setup().click(buttons[0]);
    expect(onPick).toHaveBeenCalledWith(first.text);
  });

  it('draws another five on 换一批', async () => {
    render(<Suggestions onPick={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '换一批' }));
    expect(screen.getAllByTestId('suggestion')).toHaveLength(5);
  });

  it('typesets the math once the renderer has loaded', async () => {
    const { container } = render(<Suggestions onPick={() => {}} random={seeded(11)} />);
    await waitFor(() => expect(container.querySelector('mjx-container svg')).not.toBeNull(), { timeout: 20_000 });
  }, 30_000);
});

describe('math accessibility', () => {
  it('names every typeset formula with its TeX, so screen readers and axe (svg-img-alt) get the math', async () => {
    const { MathMarkdown } = await import('../../../src/ui/components/solve/MathMarkdown');
    const { container } = render(<MathMarkdown>{'根为 $x_1 = 2$，且 $$x_2 = 3$$'}</MathMarkdown>);
    await waitFor(() => expect(container.querySelectorAll('mjx-container svg')).toHaveLength(2), { timeout: 20_000 });
    const labels = [...container.querySelectorAll('mjx-container svg')].map((s) => [s.getAttribute('role'), s.getAttribute('aria-label')]);
    expect(labels).toEqual([
      ['img', 'x_1 = 2'],
      ['img', 'x_2 = 3'],
    ]);
  }, 30_000);
});
