/**
 * Exam OCR benchmark: ten exam pages rendered here from known question text (Noto Sans SC, formulas,
 * some tilted, grainy, dim or stored sideways with an EXIF turn) go through what the worker does with a
 * student's photo: the upload check (clean-image), the page preparation, tesseract.js and the question
 * split. Reported: the share of characters read right (whitespace ignored, full-width folded), the share
 * of questions split right (same number, same count of options A–D), and the seconds per page.
 *
 * Usage: npx tsx bench/exam-ocr-bench.ts [--json]   (npm run bench:exam-ocr)
 */
import { createOcr } from '../server/ocr';
import { normalizeOcrText } from '../server/ocr/normalize';
import { preparePageImage } from '../server/ocr/page-image';
import { questionsOf } from '../server/services/exam-ocr/run';
import { cleanImage } from '../server/services/uploads/clean-image';
import { detectImageType } from '../server/services/uploads/detect-type';
import { EXAM_PAGES, renderExamPage } from './exam-ocr/pages';

function levenshtein(a: string[], b: string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

const chars = (s: string) => [...normalizeOcrText(s).replace(/\s+/g, '')];

async function main() {
  const json = process.argv.includes('--json');
  const ocr = createOcr();
  const rows: { page: string; chars: number; charErrors: number; questions: number; splitRight: number; seconds: number }[] = [];
  try {
    // The engine's start (about 2 s, loading the language data) is not a page's time.
    await ocr.recognizeImage(await renderExamPage({ name: 'warm-up', lines: ['1. 预热'], questions: [], look: {} }));
    for (const page of EXAM_PAGES) {
      const photo = await renderExamPage(page);
      const started = performance.now();
      const mimeType = detectImageType(photo);
      if (!mimeType) throw new Error(`${page.name}: not an image`);
      const stored = await cleanImage(photo, mimeType);
      const { text } = await ocr.recognizeImage(await preparePageImage(stored.data));
      const { questions } = questionsOf(text);
      const seconds = (performance.now() - started) / 1000;
      const truth = chars(page.lines.join('\n'));
      const charErrors = Math.min(truth.length, levenshtein(truth, chars(text)));
      const splitRight = page.questions.filter((want) =>
        questions.some((got) => got.number === want.number && got.options.length === want.options),
      ).length;
      rows.push({ page: page.name, chars: truth.length, charErrors, questions: page.questions.length, splitRight, seconds });
      if (!json) {
        const acc = (100 * (1 - charErrors / truth.length)).toFixed(1);
        console.log(
          `${page.name.padEnd(16, '　')}  字符 ${acc.padStart(5)}%  题目 ${splitRight}/${page.questions.length}  ${seconds.toFixed(2)} s`,
        );
        if (process.argv.includes('--verbose')) console.log(text, '\n');
      }
    }
  } finally {
    await ocr.close();
  }
  const sum = (k: 'chars' | 'charErrors' | 'questions' | 'splitRight' | 'seconds') => rows.reduce((s, r) => s + r[k], 0);
  const clean = rows.filter((_, i) => Object.keys(EXAM_PAGES[i].look).length === 0);
  const cleanAcc = 1 - clean.reduce((s, r) => s + r.charErrors, 0) / clean.reduce((s, r) => s + r.chars, 0);
  const totals = {
    pages: rows.length,
    char_accuracy: Math.round(10000 * (1 - sum('charErrors') / sum('chars'))) / 100,
    char_accuracy_clean: Math.round(10000 * cleanAcc) / 100,
    split_accuracy: Math.round(10000 * (sum('splitRight') / sum('questions'))) / 100,
    seconds_per_page: Math.round(100 * (sum('seconds') / rows.length)) / 100,
    slowest_page_seconds: Math.round(100 * Math.max(...rows.map((r) => r.seconds))) / 100,
  };
  if (json) console.log(JSON.stringify({ rows, totals }, null, 2));
  else {
    console.log(
      `\n${totals.pages} 页：字符正确率 ${totals.char_accuracy}%（干净页 ${totals.char_accuracy_clean}%），题目拆分正确率 ${totals.split_accuracy}%，` +
        `每页 ${totals.seconds_per_page} s（最慢 ${totals.slowest_page_seconds} s）`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
