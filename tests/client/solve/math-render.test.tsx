// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MathMarkdown } from '../../../src/ui/components/solve/MathMarkdown';
import MathMarkdownImpl from '../../../src/ui/components/solve/MathMarkdownImpl';
import { needsChemistry } from '../../../src/ui/components/solve/rehypeMathjaxLite';

afterEach(cleanup);

/** The glyph code points a typeset formula draws, as text (MathJax marks each glyph with data-c). */
function glyphText(el: Element): string {
  return [...el.querySelectorAll('[data-c]')].map((g) => String.fromCodePoint(Number.parseInt(g.getAttribute('data-c')!, 16))).join('');
}

function formulas(container: HTMLElement) {
  return [...container.querySelectorAll('mjx-container')].map((c) => ({
    container: c,
    svg: c.querySelector(':scope > svg'),
    label: c.querySelector(':scope > svg')?.getAttribute('aria-label'),
    display: c.getAttribute('display') === 'true',
    nodes: new Set([...c.querySelectorAll('[data-mml-node]')].map((n) => n.getAttribute('data-mml-node'))),
    shownAsSource: c.querySelector('[data-mml-node="mtext"][fill="red"], [data-mml-node="merror"]') !== null,
  }));
}

/** TeX that worked solutions use, and the MathML node each one must produce (proof its package parsed it). */
const CASES: { tex: string; node: string }[] = [
  { tex: 'x^2-5x+6=0', node: 'msup' },
  { tex: '\\text{中文}', node: 'mtext' },
  { tex: '\\begin{cases} x+y=1 \\\\ x-y=3 \\end{cases}', node: 'mtable' },
  { tex: '\\sqrt[3]{x}', node: 'mroot' },
  { tex: '\\mathrm{Fe_3O_4}', node: 'msub' },
  { tex: '\\lim_{x\\to 0}\\frac{\\sin x}{x}=1', node: 'munder' },
  { tex: '\\int_0^1 x^2\\,dx', node: 'msubsup' },
  { tex: '\\overline{AB}', node: 'mover' },
  { tex: '\\vec{v}', node: 'mover' },
  { tex: '2\\mathrm{H_2}+\\mathrm{O_2}\\xlongequal{点燃}2\\mathrm{H_2O}', node: 'mover' },
  { tex: 'a \\leqslant b, \\ \\angle A=90^\\circ, \\ A\\cap B=\\varnothing', node: 'mi' },
  { tex: '\\boldsymbol{F}=m\\boldsymbol{a}, \\ \\cancel{x}, \\ \\color{red}{y}', node: 'menclose' },
];

describe('math rendering (MathJax SVG with the TeX packages solutions use)', () => {
  it('typesets inline, display, Chinese \\text, cases, roots, limits, integrals, aligned, accents as svg labelled with their TeX', () => {
    const aligned = '\\begin{aligned} f(x) &= x^2-5x+6 \\\\ &= (x-2)(x-3) \\end{aligned}';
    const quadratic = '\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}';
    const markdown = [
      CASES.map((c) => `$${c.tex}$`).join('，'),
      `$$\n${quadratic}\n$$`,
      `$$\n${aligned}\n$$`,
    ].join('\n\n');
    const { container } = render(<MathMarkdownImpl>{markdown}</MathMarkdownImpl>);

    const found = formulas(container);
    expect(found.map((f) => f.label)).toEqual([...CASES.map((c) => c.tex), quadratic, aligned]);
    for (const f of found) {
      expect(f.svg, f.label!).not.toBeNull();
      expect(f.svg!.getAttribute('role')).toBe('img');
      expect(f.svg!.getAttribute('viewBox'), f.label!).toMatch(/^-?[\d.]+ -?[\d.]+ [1-9][\d.]* [1-9][\d.]*$/);
      expect(f.shownAsSource, f.label!).toBe(false);
    }
    CASES.forEach((c, i) => {
      expect(found[i].display).toBe(false);
      expect(found[i].nodes.has(c.node), `${c.tex} → ${c.node}`).toBe(true);
    });
    expect(found.slice(CASES.length).map((f) => f.display)).toEqual([true, true]);
    expect(found[CASES.length].nodes.has('mfrac') && found[CASES.length].nodes.has('msqrt')).toBe(true);
    expect(found[CASES.length + 1].nodes.has('mtable')).toBe(true);
    // Chinese has no MathJax glyph: it is drawn as svg text by the browser's font.
    expect(found[1].container.querySelector('text')?.textContent).toBe('中');
    expect([...found[1].container.querySelectorAll('text')].map((t) => t.textContent).join('')).toBe('中文');
    // Each glyph is drawn from the formula's own <defs> (fontCache local): no dangling references.
    for (const f of found)
      for (const use of f.container.querySelectorAll('use')) {
        const id = use.getAttribute('xlink:href')!.slice(1);
        expect(f.container.querySelector(`[id="${id}"]`), id).not.toBeNull();
      }
    // MathJax's stylesheet (display math centred) comes along once.
    expect(container.querySelectorAll('style')).toHaveLength(1);
    expect(container.querySelector('style')!.textContent).toContain('mjx-container[jax="SVG"][display="true"]');
  });

  it('shows an unknown macro and broken TeX as their source instead of throwing', () => {
    const { container } = render(<MathMarkdownImpl>{'未知 $\\foo{x}+1$ 与 $\\frac{1}{$ 之后 $y$'}</MathMarkdownImpl>);
    const [unknown, broken, after] = formulas(container);
    expect(unknown.svg).not.toBeNull();
    expect(unknown.shownAsSource).toBe(true);
    expect(glyphText(unknown.container.querySelector('[data-mml-node="mtext"][fill="red"]')!)).toBe('\\foo');
    expect(unknown.label).toBe('\\foo{x}+1');
    expect(broken.svg).not.toBeNull();
    expect(broken.container.querySelector('[data-mml-node="merror"]')?.textContent).toContain('\\frac{1}{');
    expect(after.shownAsSource).toBe(false);
    expect(glyphText(after.container)).toBe('𝑦');
  });

  it('keeps \\newcommand inside the text that defines it, as rehype-mathjax did', () => {
    const { container } = render(
      <>
        <MathMarkdownImpl>{'$\\newcommand{\\R}{\\mathbb{R}} x \\in \\R$'}</MathMarkdownImpl>
        <MathMarkdownImpl>{'$y \\in \\R$'}</MathMarkdownImpl>
      </>,
    );
    const [defined, elsewhere] = formulas(container);
    expect(defined.shownAsSource).toBe(false);
    expect(glyphText(defined.container)).toBe('𝑥∈ℝ');
    expect(elsewhere.shownAsSource).toBe(true);
  });

  it('renders ```math blocks as display math, as rehype-mathjax did', () => {
    const { container } = render(<MathMarkdownImpl>{'```math\nE=mc^2\n```'}</MathMarkdownImpl>);
    const [block] = formulas(container);
    expect(block.display).toBe(true);
    expect(glyphText(block.container)).toBe('𝐸=𝑚𝑐2');
    expect(container.querySelector('pre')).toBeNull();
  });

  it('loads mhchem only for text with \\ce, then typesets the reaction', async () => {
    expect(needsChemistry('$\\mathrm{H_2O}$ 与 $x^2$')).toBe(false);
    expect(needsChemistry('$\\ce{2H2 + O2 -> 2H2O}$')).toBe(true);
    const { container } = render(<MathMarkdown>{'反应：$\\ce{2H2 + O2 -> 2H2O}$'}</MathMarkdown>);
    // The raw text shows while the renderer and mhchem load.
    expect(container.textContent).toContain('\\ce{2H2 + O2 -> 2H2O}');
    await waitFor(() => expect(container.querySelector('mjx-container svg')).not.toBeNull(), { timeout: 20_000 });
    const [reaction] = formulas(container);
    expect(reaction.shownAsSource).toBe(false);
    expect(reaction.nodes.has('msub')).toBe(true);
    expect(glyphText(reaction.container)).toBe('2H2+O2⟶2H2O');
    expect(needsChemistry('$\\ce{H2O}$')).toBe(false);
  }, 30_000);
});
