// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../server/render';
import { activeContent } from './parse-html';

/** Pieces that Markdown, TeX and HTML parsers treat specially, so that random texts reach the odd corners. */
const PIECES = [
  '$',
  '$$',
  '\\',
  '{',
  '}',
  '^',
  '_',
  '|',
  '-',
  '*',
  '`',
  '```',
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '&',
  '#',
  '!',
  '\n',
  '\n\n',
  ' ',
  'x^2',
  '\\frac{1}{2}',
  '\\sqrt{',
  '\\ce{H2O}',
  '\\newcommand{\\a}{b}',
  '\\def\\x{',
  '\\color{url(javascript:alert(1))}',
  '\\begin{array}{c|c}',
  '\\end{array}',
  '\\\\',
  '\\text{中文}',
  '解方程',
  '，',
  '<script>',
  '</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '[a](javascript:alert(1))',
  '![b](javascript:alert(1))',
  '| a | b |\n|---|---|\n',
  'javascript:',
  'on',
  'click=',
];

/**
 * The markup outside quoted attribute values. A formula's source is kept for screen readers in aria-label, where
 * 「<script>」 is text (its quotes are escaped, so it cannot end the attribute); a script tag anywhere else is not.
 */
const markup = (html: string) => html.replace(/"[^"]*"|'[^']*'/g, '""');

const markdownish = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 40 })
  .map((parts) => parts.join(''));

describe('renderMarkdown on any text', () => {
  it('never throws and never produces a script, an event handler or a javascript: URL (random strings)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (text) => {
        const html = renderMarkdown(text);
        expect(markup(html)).not.toMatch(/<script/i);
        expect(activeContent(html)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('never throws and never produces a script, an event handler or a javascript: URL (Markdown, TeX and HTML pieces)', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        const html = renderMarkdown(text);
        expect(markup(html)).not.toMatch(/<script/i);
        expect(activeContent(html)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps a formula that spells a tag or a quote inert inside its aria-label', () => {
    // found by the property above: 「$&<script>$」 puts the text <script> into the svg's aria-label
    for (const text of ['$&<script>$', '$\\text{"><script>alert(1)</script>}$', "$\\text{'><img src=x onerror=alert(1)>}$"]) {
      const html = renderMarkdown(text);
      expect(html).toContain('aria-label=');
      expect(markup(html)).not.toMatch(/<script|<img/i);
      expect(activeContent(html)).toEqual([]);
    }
  });
});
