import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The family name inside @embedpdf/fonts-sc's Noto Sans SC (its older "S Chinese" naming). */
export const FONT_FAMILY = 'Noto Sans S Chinese';

function fontsDir(): string {
  // The package exports only its index, so locate the fonts next to it.
  return path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
}

export const fontFile = (weight: 'regular' | 'bold'): string =>
  path.join(fontsDir(), weight === 'bold' ? 'NotoSansHans-Bold.otf' : 'NotoSansHans-Regular.otf');

export const fontFiles = (): string[] => [fontFile('regular'), fontFile('bold')];
