// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
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
  it('shows 5 suggestions with their tags and their math already drawn, with no math engine to load', () => {
    const { container } = render(<Suggestions onPick={() => {}} random={seeded(7)} />);
    const cards = screen.getAllByTestId('suggestion');
    expect(cards).toHaveLength(5);
    const expected = pickSuggestions(5, SUGGESTIONS, seeded(7));
    expected.forEach((s, i) => {
      for (const tag of s.tags) expect(within(cards[i]).getByText(tag).getAttribute('data-tag-style')).toBe(tagStyle(tag));
      // Rendered at build time: the first render already shows the formulas, not the TeX source.
      expect(cards[i].querySelector('.math-inline svg[role="img"]'), s.id).not.toBeNull();
      expect(cards[i].textContent).not.toContain('$');
    });
    expect(container.querySelector('mjx-container')).toBeNull();
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

  it('draws every glyph from the one shared glyph file, which holds every outline the suggestions use', () => {
    const { container } = render(<Suggestions onPick={() => {}} random={seeded(11)} />);
    const hrefs = [...container.querySelectorAll('use')].map((u) => u.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    const files = new Set(hrefs.map((h) => h.split('#')[0]));
    expect(files.size).toBe(1);
    expect([...files][0]).toMatch(/math-glyphs.*\.svg$/);
    // No text carries its own copy of the outlines.
    expect(container.querySelector('.math-glyphs')).toBeNull();
  });
});

describe('math accessibility', () => {
  it('names every drawn formula for screen readers, and each button with the question as plain text', () => {
    const { container } = render(<Suggestions onPick={() => {}} random={seeded(5)} />);
    const formulas = [...container.querySelectorAll('svg[role="img"]')];
    expect(formulas.length).toBeGreaterThan(0);
    for (const svg of formulas) expect(svg.getAttribute('aria-label')?.trim(), svg.outerHTML.slice(0, 120)).toBeTruthy();
    for (const button of screen.getAllByRole('button', { name: /^使用这道题：/ })) {
      expect(button.getAttribute('aria-label')).not.toMatch(/\$|\\[a-z]/i);
    }
  });

  it('writes the formulas in a button name as by hand', () => {
    const limit = SUGGESTIONS.findIndex((s) => s.id === 'gk25-derivative');
    render(<Suggestions onPick={() => {}} random={() => limit / SUGGESTIONS.length} />);
    expect(screen.getAllByRole('button', { name: /f\(x\)=x³−3x²\+2/ })).toHaveLength(1);
  });
});
