/** Rewritings of exam text (gaokao maths, physics, chemistry) as other papers and OCR engines print it. */
import { changed, type TextVariant } from './types';

export const EXAM_VARIANTS: TextVariant[] = [
  {
    name: 'dfrac',
    about: '\\frac written \\dfrac',
    apply: (t) => changed(t, t.replace(/\\frac(?=\s*\{)/g, '\\dfrac')),
  },
];
