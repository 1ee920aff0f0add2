/**
 * Exam OCR benchmark: thirteen exam pages rendered here from known question text (Noto Sans SC, formulas,
 * some tilted by 1.5–10°, grainy, dim or stored sideways with an EXIF turn) go through what the worker does with a
 * student's photo: the upload check (clean-image), the page preparation, tesseract.js and the question
 * split. Reported: the share of characters read right (whitespace ignored, full-width folded), the share
 * of questions split right (same number, same count of options A–D), and the seconds per page; once with
 * the deskew the product uses and once without, to show what it brings.
 *
 * Usage: npx tsx bench/exam-ocr-bench.ts [--json]   (npm run bench:exam-ocr)
 */
import { createOcr } from '../server/ocr';
import { normalizeOcrText } from '../server/ocr/normalize';
import { preparePageImage } from '../server/ocr/page-image';
import { questionsOf } from '../server/services/exam-ocr/run';
import { cleanImage } from '../server/services/uploads/clean-image';
import { detectImageType } from '../server/services/uploads/detect-type';
import { levenshtein } from './exam-ocr/edit-distance';
import { EXAM_PAGES, renderExamPage } from './exam-ocr/pages';

const chars = (s: string) => [...normalizeOcrText(s).replace(/\s+/g, '')];

interface Row {
  page: string;
  chars: number;
  charErrors: number;
  questions: number;
  splitRight: number;
  seconds: number;
}

/** Every page through the worker's steps with one engine; deskew off only to show what it brings. */
async function readPages(deskew: boolean, onPage: (row: Row, text: string) => void): Promise<Row[]> {
  const ocr = createOcr();
  const rows: Row[] = [];
  try {
    // The engine's start (about 2 s, loading the language data) is not a page's time.
    await ocr.recognizeImage(await renderExamPage({ name: 'warm-up', lines: ['1. 预热'], questions: [], look: {} }));
    for (const page of EXAM_PAGES) {
      const photo = await renderExamPage(page);
      const started = performance.now();
      const mimeType = detectImageType(photo);
      if (!mimeType) throw new Error(`${page.name}: not an image`);
      const stored = await cleanImage(photo, mimeType);
      const { text } = await ocr.recognizeImage(await preparePageImage(stored.data, { deskew }));
      const { questions } = questionsOf(text);
      const seconds = (performance.now() - started) / 1000;
      const truth = chars(page.lines.join('\n'));
      const charErrors = Math.min(truth.length, levenshtein(truth, chars(text)));
      const splitRight = page.questions.filter((want) =>
        questions.some((got) => got.number === want.number && got.options.length === want.options),
      ).length;
      const row = { page: page.name, chars: truth.length, charErrors, questions: page.questions.length, splitRight, seconds };
      rows.push(row);
      onPage(row, text);
    }
  } finally {
    await ocr.close();
  }
  return rows;
}

const round2 = (x: number) => Math.round(100 * x) / 100;

function totalsOf(rows: Row[]) {
  const sum = (k: 'chars' | 'charErrors' | 'questions' | 'splitRight' | 'seconds', of = rows) => of.reduce((s, r) => s + r[k], 0);
  const accuracy = (of: Row[]) => round2(100 * (1 - sum('charErrors', of) / sum('chars', of)));
  const looks = rows.map((_, i) => EXAM_PAGES[i].look);
  return {
    pages: rows.length,
    char_accuracy: accuracy(rows),
    char_accuracy_clean: accuracy(rows.filter((_, i) => Object.keys(looks[i]).length === 0)),
    char_accuracy_tilted: accuracy(rows.filter((_, i) => looks[i].tilt)),
    split_accuracy: round2(100 * (sum('splitRight') / sum('questions'))),
    seconds_per_page: round2(sum('seconds') / rows.length),
    slowest_page_seconds: round2(Math.max(...rows.map((r) => r.seconds))),
  };
}

async function main() {
  const json = process.argv.includes('--json');
  const verbose = process.argv.includes('--verbose');
  const passes: { deskew: boolean; rows: Row[] }[] = [];
  for (const deskew of [true, false]) {
    if (!json) console.log(deskew ? '纠偏（产品设置）：' : '\n不纠偏（对照）：');
    const rows = await readPages(deskew, (row, text) => {
      if (json) return;
      const acc = (100 * (1 - row.charErrors / row.chars)).toFixed(1);
      console.log(
        `${row.page.padEnd(16, '　')}  字符 ${acc.padStart(5)}%  题目 ${row.splitRight}/${row.questions}  ${row.seconds.toFixed(2)} s`,
      );
      if (verbose) console.log(text, '\n');
    });
    passes.push({ deskew, rows });
  }
  const [withDeskew, without] = passes.map((p) => ({ ...p, totals: totalsOf(p.rows) }));
  if (json) {
    console.log(JSON.stringify({ deskew: withDeskew, no_deskew: without }, null, 2));
    return;
  }
  for (const { deskew, totals } of [withDeskew, without]) {
    console.log(
      `\n${deskew ? '纠偏' : '不纠偏'}：${totals.pages} 页，字符正确率 ${totals.char_accuracy}%（干净页 ${totals.char_accuracy_clean}%，` +
        `倾斜页 ${totals.char_accuracy_tilted}%），题目拆分正确率 ${totals.split_accuracy}%，` +
        `每页 ${totals.seconds_per_page} s（最慢 ${totals.slowest_page_seconds} s）`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
