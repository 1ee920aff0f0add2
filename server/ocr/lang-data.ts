import { copyFile, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const OCR_LANGUAGES = ['chi_sim', 'eng'] as const;

const require = createRequire(import.meta.url);

/** The gzipped model shipped inside the npm package, e.g. @tesseract.js-data/chi_sim/4.0.0/chi_sim.traineddata.gz. */
export function bundledTrainedData(lang: (typeof OCR_LANGUAGES)[number]): string {
  const pkgDir = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
  return path.join(pkgDir, '4.0.0', `${lang}.traineddata.gz`);
}

/**
 * tesseract.js wants every language in one langPath folder. A fresh private folder per process
 * (mkdtemp) so that nobody else on the machine can plant files in it.
 */
export async function prepareLangDir(): Promise<{ dir: string; dispose(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'zhijian-tessdata-'));
  try {
    for (const lang of OCR_LANGUAGES) {
      const source = bundledTrainedData(lang);
      const target = path.join(dir, `${lang}.traineddata.gz`);
      // Some file systems refuse symlinks; a copy (30 MB) still works there.
      await symlink(source, target).catch(() => copyFile(source, target));
    }
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}
