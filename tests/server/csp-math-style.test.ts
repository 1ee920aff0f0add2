import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { mathStyleSheetSource } from '../../server/http/math-style-hash';
import { rehypeMathjaxLite } from '../../src/ui/components/solve/rehypeMathjaxLite';

describe('the CSP hash of MathJax’s stylesheet', () => {
  it('is the hash of the <style> element the browser’s math renderer adds', () => {
    const tree: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'span', properties: { className: ['math-inline'] }, children: [{ type: 'text', value: '\\frac{x^2}{\\sqrt{2}}' }] }],
    };
    rehypeMathjaxLite()(tree);
    const sheet = tree.children.at(-1) as Element;
    expect(sheet.tagName).toBe('style');
    const text = sheet.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
    expect(text).toContain('mjx-container[jax="SVG"]');
    expect(mathStyleSheetSource()).toBe(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  });
});
