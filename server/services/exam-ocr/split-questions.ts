import type { ExamOption, ExamQuestion } from '../../../contract/exam-ocr';

/**
 * "1." "2、" "3," (a misread 、) or "12．" at the start of a line, not a decimal like "3.14". OCR sometimes
 * adds a stroke after the digit ("1L、", "1l."): a letter there is no part of any question.
 */
const PLAIN_NUMBER = /^(\d{1,3})[lLI|]?\s*[.、,，．:：](?!\d)\s*/;
/** "（3）" or "(3)" at the start of a line. */
const PAREN_NUMBER = /^[(（]\s*(\d{1,3})\s*[)）]\s*/;
/** "一、选择题" and the like: a section heading, not a question. */
const SECTION_HEADING = /^[一二三四五六七八九十]+\s*[、.．]/;
/**
 * An option letter, "A." "B、" "(C)" "D:", not inside a word. A must start a line or follow a space;
 * B–D may follow the previous option's text directly ("A.1/2B.0.5"), as OCR drops the spaces.
 */
const OPTION_MARK = /(?<![A-Za-z])(?:[(（]\s*([A-D])\s*[)）]|([A-D])\s*[.．、,，:：])\s*/g;

interface Open {
  number: number;
  lines: string[];
}

/**
 * Splits the text of an exam page into its numbered questions. A question starts at a line beginning
 * with its number ("1." "2、" "（3）"); what follows up to the next number belongs to it. Parenthesised
 * numbers are questions only on a page that has no plain numbers (elsewhere they are the parts of a
 * question). Numbers must run upwards, so "1,2,3" inside a question does not start one. The choices A–D, on one line or several, become the options of a choice question.
 */
export function splitQuestions(text: string): ExamQuestion[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const plainPage = lines.some((l) => PLAIN_NUMBER.test(l));
  const start = plainPage ? PLAIN_NUMBER : PAREN_NUMBER;
  const questions: Open[] = [];
  let current: Open | null = null;
  for (const line of lines) {
    if (SECTION_HEADING.test(line)) {
      current = null;
      continue;
    }
    const m = start.exec(line);
    if (m && follows(questions.at(-1)?.number, Number(m[1]))) {
      current = { number: Number(m[1]), lines: [line.slice(m[0].length)] };
      questions.push(current);
    } else if (current) {
      current.lines.push(line);
    }
  }
  return questions.map((q) => withOptions(q.number, q.lines.join('\n').trim()));
}

/** Numbers run upwards; a small gap is a question the reader missed, a step back is a number inside the text ("1,2,3"). */
function follows(previous: number | undefined, next: number): boolean {
  return previous === undefined ? next >= 1 : next > previous && next <= previous + 3;
}

/** Cuts the options A, B, C, D (in this order, at least A and B) off the end of a question's text. */
export function withOptions(number: number, body: string): ExamQuestion {
  const marks: { label: string; at: number; end: number }[] = [];
  for (const m of body.matchAll(OPTION_MARK)) {
    const label = m[1] ?? m[2];
    const mark = { label, at: m.index, end: m.index + m[0].length };
    if (label === 'A') {
      if (m.index === 0 || /\s/.test(body[m.index - 1])) marks.splice(0, marks.length, mark);
    } else if (marks.length > 0 && label === String.fromCharCode(65 + marks.length)) marks.push(mark);
  }
  if (marks.length < 2) return { number, text: body, options: [] };
  const options: ExamOption[] = marks.map((mark, i) => ({
    label: mark.label,
    text: body
      .slice(mark.end, i + 1 < marks.length ? marks[i + 1].at : undefined)
      .replace(/\s+/g, ' ')
      .trim(),
  }));
  return { number, text: body.slice(0, marks[0].at).trim(), options };
}
