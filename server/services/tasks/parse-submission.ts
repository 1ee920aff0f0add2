import { PROBLEM_TYPES, type ProblemType } from '../../../contract/subjects';
import { submitFieldsSchema } from '../../../contract/tasks';
import { badRequest, unprocessable } from '../../http/errors';
import type { MultipartBody } from '../../http/multipart';
import { parseInput } from '../../http/validate';
import { normalizeFlags } from '../credits/pricing';
import { TASK_MSG } from './messages';

export interface Submission {
  text: string;
  /** Only when the student chose one. */
  problemType?: ProblemType;
  generateVideo: boolean;
  turboMode: boolean;
  images: Buffer[];
  /** The image's text as the student checked it; only with an image. */
  ocrText?: string;
}

const IMAGE_FIELDS = new Set(['images', 'images[]', 'image']);

/** The multipart body of POST /tasks/submit → a checked submission (images are checked by content later). */
export function parseSubmission(body: MultipartBody): Submission {
  const raw = { ...body.fields };
  // Empty strings are what a form sends for "not chosen".
  for (const key of ['problem_type', 'generate_video', 'turbo_mode', 'ocr_text'] as const) if (raw[key] === '') delete raw[key];
  if (raw.problem_type !== undefined && !(PROBLEM_TYPES as readonly string[]).includes(raw.problem_type)) {
    throw unprocessable(TASK_MSG.badProblemType, `problem_type: ${raw.problem_type.slice(0, 40)}`);
  }
  const fields = parseInput(submitFieldsSchema, raw);
  for (const f of body.files) {
    if (!IMAGE_FIELDS.has(f.field)) throw unprocessable(TASK_MSG.unknownFileField, `field: ${f.field.slice(0, 40)}`);
  }
  const text = (fields.problem_text ?? '').trim();
  const images = body.files.map((f) => f.data);
  const ocrText = fields.ocr_text?.trim();
  if (ocrText && images.length === 0) throw unprocessable(TASK_MSG.ocrTextWithoutImage, 'ocr_text: needs images[]');
  if (text === '' && images.length === 0) throw badRequest(TASK_MSG.emptyProblem);
  const flags = normalizeFlags({ generateVideo: fields.generate_video === 'true', turboMode: fields.turbo_mode === 'true' });
  return { text, problemType: fields.problem_type, ...flags, images, ...(ocrText ? { ocrText } : {}) };
}
