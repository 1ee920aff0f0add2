/** Rewritings of word problems (primary and competition) as other textbooks and keyboards write them. */
import { changed, type TextVariant } from './types';

const FULL_WIDTH_DIGITS = '０１２３４５６７８９';

export const WORD_VARIANTS: TextVariant[] = [
  {
    name: 'full-width-digits',
    about: '数字用全角输入（３６）',
    apply: (t) =>
      changed(
        t,
        t.replace(/[0-9]/g, (d) => FULL_WIDTH_DIGITS[Number(d)]),
      ),
  },
];
