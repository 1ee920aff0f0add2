import { defaultSchema, type Options as Schema } from 'rehype-sanitize';

/**
 * GitHub's allow-list (what rehype-sanitize ships) plus what the renderer itself writes: MathJax's
 * SVG elements and the wrappers of formulas and tables. Values that could carry a URL or script
 * are checked: an inline style is only a few layout properties with plain values (no url()), a
 * colour is a name or #hex, <use> points only into the glyphs of the same text.
 */

const STYLE = /^(?:(?:display|max-width|overflow-x|overflow-y|padding|text-align|vertical-align):[-\w.% ]+(?:;|$))+$/;
const PAINT = /^(?:none|currentColor|#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,30})$/;
const NUMBER = /^-?[\d.]+(?:e-?\d+)?(?:ex|em|px|%)?$/;
const TRANSFORM = /^(?:\s*(?:translate|scale|matrix|rotate)\([-\d.,\se]*\))+\s*$/;
const PATH = /^[-\d.,\sMmZzLlHhVvCcSsQqTtAaEe]*$/;
/**
 * ids only ever carry a fixed prefix (footnotes, glyphs) or are the footnotes' heading (which
 * remark-rehype names without one), so no id can shadow a global of the page.
 */
const ID = /^(?:(?:user-content-|MJX-)[-\w:.]+|footnote-label)$/;

type Definition = [string, ...(string | RegExp)[]];
const paint: Definition[] = [
  ['fill', PAINT],
  ['stroke', PAINT],
  ['strokeWidth', NUMBER],
  ['transform', TRANSFORM],
];
const box: Definition[] = [
  ['x', NUMBER],
  ['y', NUMBER],
  ['width', NUMBER],
  ['height', NUMBER],
];

const svgAttributes: Schema['attributes'] = {
  svg: [
    ...box,
    ['viewBox', /^[-\d.\s]+$/],
    ['style', STYLE],
    ['role', 'img'],
    ['focusable', 'false'],
    ['overflow', 'visible'],
    ['ariaHidden', 'true'],
    ['className', 'math-glyphs'],
    'ariaLabel',
  ],
  g: [...paint],
  defs: [],
  path: [...paint, ['d', PATH], ['id', ID]],
  use: [...paint, ...box, ['href', /^#MJX-[-\w]+$/]],
  rect: [...paint, ...box, ['strokeDasharray', /^[\d.,\s]+$/], ['strokeLinecap', 'round']],
  line: [
    ...paint,
    ['x1', NUMBER],
    ['y1', NUMBER],
    ['x2', NUMBER],
    ['y2', NUMBER],
    ['strokeDasharray', /^[\d.,\s]+$/],
    ['strokeLinecap', 'round'],
  ],
  text: [...paint, ...box, ['fontSize', NUMBER], ['fontFamily', /^[-\w\s,'"]*$/], ['fontStyle', /^[a-z]+$/], ['fontWeight', /^[a-z\d]+$/]],
};

const defaults = defaultSchema.attributes ?? {};
/** The default '*' list without id and name: ids are allowed only with the prefixes above. */
const anyElement = (defaults['*'] ?? []).filter((a) => a !== 'id' && a !== 'name');

export const renderSchema: Schema = {
  ...defaultSchema,
  // Nothing is prefixed: the only ids left (checked above) cannot clobber anything.
  clobber: [],
  tagNames: [...(defaultSchema.tagNames ?? []), 'svg', 'g', 'defs', 'path', 'use', 'rect', 'line', 'text'],
  attributes: {
    ...defaults,
    ...svgAttributes,
    // A solution step's anchor (server/render/step-anchors.ts): digits only.
    '*': [...anyElement, ['id', ID], ['dataStep', /^\d{1,4}$/]],
    div: [...(defaults.div ?? []), ['className', 'math-display', 'table-scroll'], ['style', STYLE]],
    span: [...(defaults.span ?? []), ['className', 'math-inline'], ['style', STYLE]],
    // A fence's language is a name (c++, c#, objective-c, python3), never markup: anything else is dropped.
    code: [['className', /^language-[\w+#.-]{1,40}$/, 'math-source']],
  },
};
