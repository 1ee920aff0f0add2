// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../server/html-escape';
import { plainTextHtml, renderMarkdown } from '../../server/render';
import { activeContent, parseHtml } from './parse-html';

const svgWidthEx = (svg: Element) => Number.parseFloat(svg.getAttribute('width') ?? '0');

describe('renderMarkdown: math', () => {
  it('typesets display math ($$ on lines of their own) as a block that scrolls sideways', () => {
    const root = parseHtml(renderMarkdown('先化简：\n\n$$\nf(x)=\\sin x\n$$\n\n所以最大值为 1。'));
    const block = root.querySelector(':scope > div.math-display');
    expect(block).not.toBeNull();
    expect(block!.querySelector(':scope > svg')).not.toBeNull();
    expect((block as HTMLElement).style.overflowX).toBe('auto');
    expect(root.querySelectorAll('p')).toHaveLength(2);
  });

  it('makes $$…$$ written on one line inside a paragraph a display block, with the text around it kept', () => {
    const root = parseHtml(renderMarkdown('整理后 $$f(x)=\\sin x$$ 即可。'));
    const block = root.querySelector(':scope > div.math-display');
    expect(block).not.toBeNull();
    expect(block!.closest('p')).toBeNull();
    expect([...root.querySelectorAll('p')].map((p) => p.textContent?.trim())).toEqual(['整理后', '即可。']);
  });

  it('keeps inline math inline: an svg in a span inside the paragraph, on the text baseline', () => {
    const root = parseHtml(renderMarkdown('解方程 $x^2-5x+6=0$，得两根。'));
    const span = root.querySelector('p > span.math-inline');
    expect(span).not.toBeNull();
    expect(root.querySelector('div.math-display')).toBeNull();
    const svg = span!.querySelector('svg')!;
    expect(svg.getAttribute('style')).toMatch(/vertical-align:-?[\d.]+ex/);
    expect(svg.getAttribute('style')).toContain('display:inline-block');
  });

  it('puts a long formula in a scrolling block at its full width instead of shrinking it', () => {
    const long = Array.from({ length: 30 }, (_, i) => `a_{${i}}x^{${i}}`).join('+');
    const root = parseHtml(renderMarkdown(`$$${long}$$`));
    const block = root.querySelector('div.math-display') as HTMLElement;
    expect(block.style.overflowX).toBe('auto');
    const svg = block.querySelector('svg')!;
    expect(svgWidthEx(svg)).toBeGreaterThan(100);
    expect(svg.getAttribute('style')).toContain('max-width:none');
  });

  it('lets an inline formula too wide for a phone line scroll in its own box, on the baseline', () => {
    const wide = Array.from({ length: 12 }, (_, i) => `x_{${i}}`).join('+');
    const span = parseHtml(renderMarkdown(`由 $${wide}=1$ 可知`)).querySelector('p > span.math-inline') as HTMLElement;
    expect(span.style.overflowX).toBe('auto');
    expect(span.style.maxWidth).toBe('100%');
    expect(span.style.verticalAlign).toMatch(/^-[\d.]+ex$/);
    const svg = span.querySelector('svg')!;
    expect(svgWidthEx(svg)).toBeGreaterThan(30);
    expect(svg.getAttribute('style')).toBe('display:block;max-width:none');
    // A short formula stays a plain inline one.
    const short = parseHtml(renderMarkdown('$x+1$')).querySelector('span.math-inline') as HTMLElement;
    expect(short.getAttribute('style')).toBeNull();
  });

  it('names each formula for screen readers with its spoken reading', () => {
    const svg = parseHtml(renderMarkdown('$x^2$')).querySelector('span.math-inline svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('x 的平方');
  });

  it('writes each glyph once, in a hidden svg, and every formula uses only glyphs the same HTML defines', () => {
    const html = renderMarkdown('$x+x$ 与 $$x\\cdot x = x^2$$');
    const root = parseHtml(html);
    const defs = root.querySelector(':scope > svg.math-glyphs');
    expect(defs?.getAttribute('style')).toBe('display:none');
    expect(defs?.getAttribute('aria-hidden')).toBe('true');
    const ids = new Set([...root.querySelectorAll('path[id]')].map((p) => p.id));
    const uses = [...root.querySelectorAll('use')].map((u) => u.getAttribute('href')!.slice(1));
    expect(uses.length).toBeGreaterThan(ids.size);
    for (const id of uses) expect(ids).toContain(id);
    expect(root.querySelectorAll('path[id="MJX-TEX-I-1D465"]')).toHaveLength(1);
  });

  it('typesets chemistry (\\ce) with mhchem', () => {
    const root = parseHtml(renderMarkdown('水的化学式是 $\\ce{H2O}$。'));
    const svg = root.querySelector('span.math-inline svg')!;
    expect(svg.querySelectorAll('use').length).toBe(3);
    // An unknown \ce would be shown as red source text instead.
    expect(svg.querySelector('[fill="red"]')).toBeNull();
  });

  it('shows an unknown macro as its source instead of throwing', () => {
    let html = '';
    expect(() => {
      html = renderMarkdown('$\\foo{x} + 1$');
    }).not.toThrow();
    const svg = parseHtml(html).querySelector('span.math-inline svg')!;
    expect(svg.querySelector('g[fill="red"]')).not.toBeNull();
  });

  it('shows a formula that does not parse as its source, named by that source', () => {
    const svg = parseHtml(renderMarkdown('$\\frac{1}{$')).querySelector('span.math-inline svg')!;
    expect(svg.textContent).toContain('\\frac{1}{');
    expect(svg.getAttribute('aria-label')).toBe('\\frac{1}{');
  });

  it('keeps a \\newcommand inside the text that defines it', () => {
    const defining = renderMarkdown('$\\newcommand{\\R}{\\mathbb{R}} x \\in \\R$');
    expect(parseHtml(defining).querySelector('[fill="red"]')).toBeNull();
    const next = renderMarkdown('$x \\in \\R$');
    expect(parseHtml(next).querySelector('g[fill="red"]')).not.toBeNull();
  });
});

describe('renderMarkdown: text', () => {
  it('renders a GFM table as a table inside a block that scrolls sideways', () => {
    const root = parseHtml(renderMarkdown('| 物质 | 质量 |\n| --- | --- |\n| $\\ce{H2O}$ | 18 g |\n| 氧气 | 32 g |'));
    const wrapper = root.querySelector(':scope > div.table-scroll') as HTMLElement;
    expect(wrapper.style.overflowX).toBe('auto');
    const table = wrapper.querySelector('table')!;
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['物质', '质量']);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(table.querySelector('td span.math-inline svg')).not.toBeNull();
    expect(root.textContent).not.toContain('|');
  });

  it('passes Chinese text through, in the text and inside \\text{}', () => {
    const root = parseHtml(renderMarkdown('**解**：设速度为 $v\\,\\text{米/秒}$，则路程为 $s=vt$。'));
    expect(root.querySelector('strong')?.textContent).toBe('解');
    expect(root.textContent).toContain('：设速度为');
    expect(root.textContent).toContain('，则路程为');
    expect([...root.querySelectorAll('svg text')].map((t) => t.textContent).join('')).toContain('米');
  });

  it('renders footnotes whose links and labels point at ids the HTML has', () => {
    const root = parseHtml(renderMarkdown('正文[^1]\n\n[^1]: 脚注 $x$'));
    const ref = root.querySelector('a[data-footnote-ref]')!;
    expect(root.querySelector(ref.getAttribute('href')!)).not.toBeNull();
    expect(root.querySelector(`#${ref.getAttribute('aria-describedby')}`)?.textContent).toBe('脚注');
    const back = root.querySelector('a[data-footnote-backref]')!;
    expect(root.querySelector(back.getAttribute('href')!)).toBe(ref);
  });

  it('returns nothing for empty text', () => {
    expect(renderMarkdown('')).toBe('');
    expect(renderMarkdown('  \n ')).toBe('');
  });
});

describe('renderMarkdown: untrusted input', () => {
  const attacks: [string, string][] = [
    ['a script tag', '前文 <script>alert(1)</script> 后文'],
    ['a script block', '<script>\nalert(1)\n</script>'],
    ['an image with onerror', '<img src=x onerror="alert(1)">'],
    ['a Markdown link to javascript:', '[点我](javascript:alert(1))'],
    ['an obfuscated javascript: link', '[点我](JaVaScRiPt:alert(1)) [又一个](java&#x09;script:alert(1))'],
    ['a Markdown image from javascript:', '![图](javascript:alert(1))'],
    ['an autolink to javascript:', '<javascript:alert(1)>'],
    ['an inline svg with onload', '<svg onload="alert(1)"><use href="javascript:alert(1)"/></svg>'],
    ['an iframe', '<iframe src="https://example.com"></iframe>'],
    ['a style tag', '<style>body{background:url(https://example.com/x)}</style>'],
    ['a colour that is a URL', '$\\color{url(javascript:alert(1))}{x}$'],
    ['a link definition to javascript:', '[x][1]\n\n[1]: javascript:alert(1)'],
    ['an event handler in an attribute-like text', '<a href="#" onclick="alert(1)">x</a>'],
    ["markup as a code fence's language", '```<script>\ncode\n```\n\n```" onmouseover="alert(1)\nx\n```'],
  ];

  it.each(attacks)('never lets %s reach the output', (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/=\s*["']?\s*javascript:/i);
    expect(activeContent(html)).toEqual([]);
  });

  it("keeps a code fence's language when it is a name, drops it when it is not", () => {
    const classes = (md: string) => [...parseHtml(renderMarkdown(md)).querySelectorAll('code')].map((c) => c.className);
    expect(classes('```c++\nint x;\n```\n\n```python3\nx = 1\n```')).toEqual(['language-c++', 'language-python3']);
    expect(classes('```<b>\nx\n```')).toEqual(['']);
  });

  it('keeps the text of a link whose URL was dropped, and keeps safe links', () => {
    const root = parseHtml(renderMarkdown('[点我](javascript:alert(1)) 和 [课本](https://example.com/book)'));
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['点我', '课本']);
    expect(links[0].hasAttribute('href')).toBe(false);
    expect(links[1].getAttribute('href')).toBe('https://example.com/book');
  });
});

describe('escaping text into HTML', () => {
  const hostile = `x" onmouseover="alert(1)" y='z' <b>&amp;`;

  it('keeps a quote inside an attribute value, double- or single-quoted', () => {
    for (const html of [`<a title="${escapeHtml(hostile)}">t</a>`, `<a title='${escapeHtml(hostile)}'>t</a>`]) {
      const link = parseHtml(html).querySelector('a');
      expect(link?.getAttribute('title'), html).toBe(hostile);
      expect(link?.getAttributeNames(), html).toEqual(['title']);
      expect(activeContent(html), html).toEqual([]);
    }
  });

  it('the text shown when rendering failed is the same escaper’s: every character as typed', () => {
    const html = plainTextHtml(hostile);
    expect(html).toContain('&quot;');
    const root = parseHtml(html);
    expect(root.children).toHaveLength(1);
    expect(root.textContent).toBe(hostile);
  });
});
