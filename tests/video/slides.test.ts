// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fontMetrics } from '../../server/video/font-metrics';
import { fontFile } from '../../server/video/fonts';
import { layoutLines } from '../../server/video/layout';
import { texToSvg } from '../../server/video/math-svg';
import { buildScenes } from '../../server/video/scenes';
import { slideSvg } from '../../server/video/slide-svg';
import { svgToPng } from '../../server/video/slides';

const measure = (text: string) => fontMetrics(fontFile('regular')).advanceEm(text);

describe('font metrics', () => {
  it('reads advances from Noto Sans SC: Chinese is one em, Latin is proportional', () => {
    expect(measure('已知函数')).toBeCloseTo(4, 5);
    expect(measure('iiii')).toBeLessThan(measure('WWWW'));
    expect(measure('f(x)=2x+1')).toBeGreaterThan(3);
    expect(measure('f(x)=2x+1')).toBeLessThan(5);
  });
});

describe('texToSvg', () => {
  it('typesets TeX to SVG paths with its size in em, and refuses TeX that does not parse', () => {
    const box = texToSvg('\\frac{1}{2}+x^2', false)!;
    expect(box.body).toContain('<path');
    expect(box.widthEm).toBeGreaterThan(1);
    expect(box.ascentEm).toBeGreaterThan(0.5);
    expect(box.descentEm).toBeGreaterThan(0.1);
    expect(texToSvg('\\frac{1}{', false)).toBeNull();
    expect(texToSvg('\\undefinedmacro{x}', false)).toBeNull();
  });
});

describe('layoutLines', () => {
  it('wraps long Chinese text within the width and never starts a row with a comma', () => {
    const text = '这是一段很长的中文解释，用来检验自动换行，每一行都不能超过给定的宽度，而且逗号不能出现在行首。'.repeat(2);
    const rows = layoutLines([{ kind: 'text', text }], 40, 600, measure);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.width).toBeLessThanOrEqual(600 + 1e-6);
      const first = row.pieces[0];
      expect(first.kind === 'text' ? first.text[0] : '').not.toMatch(/[，。]/);
    }
  });

  it('places inline math between text pieces and scales a formula wider than the row', () => {
    const [row] = layoutLines([{ kind: 'text', text: '因为 $x^2=4$ 所以' }], 40, 1000, measure);
    expect(row.pieces.map((p) => p.kind)).toEqual(['text', 'math', 'text']);
    expect(row.pieces[1].x).toBeGreaterThan(row.pieces[0].width);
    const wide = layoutLines([{ kind: 'math', text: 'a+b+c+d+e+f+g+h+i+j+k+l+m+n+o+p+q+r+s+t+u+v+w' }], 40, 300, measure);
    expect(wide).toHaveLength(1);
    expect(wide[0].width).toBeLessThanOrEqual(300 + 1e-6);
    expect(wide[0].center).toBe(true);
  });
});

describe('slides', () => {
  const scenes = buildScenes({
    title: '解方程 $x^2-5x+6=0$ <b>若</b> a<b & c>d',
    markdown: '## 因式分解\n$$x^2-5x+6=(x-2)(x-3)$$\n坏公式 $\\frac{1}{$ 照常显示',
    finalAnswer: '$x_1=2,\\ x_2=3$',
  });

  it('composes an SVG with the brand, the heading, the page number and escaped text', () => {
    const svg = slideSvg(scenes[0], 0, scenes.length);
    expect(svg).toContain('>知简<');
    expect(svg).toContain('>题目<');
    expect(svg).toContain(`1 / ${scenes.length}`);
    expect(svg).toContain('a&lt;b &amp; c&gt;d');
    expect(svg).not.toContain('<b>');
    const step = slideSvg(scenes[1], 1, scenes.length);
    expect(step).toContain('第 1 步：因式分解');
    expect(step).toContain('<path');
    expect(step).toContain('\\frac{1}{');
  });

  it('renders a 1280×720 PNG (and a smaller one for turbo)', async () => {
    const png = await svgToPng(slideSvg(scenes[1], 1, scenes.length), 1280);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1280, 720]);
    const small = await svgToPng(slideSvg(scenes[1], 1, scenes.length), 854);
    expect([small.readUInt32BE(16), small.readUInt32BE(20)]).toEqual([854, 480]);
  });
});
