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

const markdownish = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 40 })
  .map((parts) => parts.join(''));

describe('renderMarkdown on any text', () => {
  it('never throws and never produces a script, an event handler or a javascript: URL (random strings)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (text) => {
        const html = renderMarkdown(text);
        expect(html).not.toMatch(/<script/i);
      }),
      { numRuns: 150 },
    );
  });

  it('never throws and never produces a script, an event handler or a javascript: URL (Markdown, TeX and HTML pieces)', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        const html = renderMarkdown(text);
        expect(html).not.toMatch(/<script/i);
        expect(activeContent(html)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
