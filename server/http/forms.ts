import type { FastifyRequest } from 'fastify';
import { type RegisterFields, registerFieldsSchema } from '../../contract/auth';
import { PROBLEM_TYPES } from '../../contract/subjects';
import { submitFieldsSchema } from '../../contract/tasks';
import { AUTH_MSG } from '../services/auth/messages';
import { unprocessable } from '../services/errors';
import { EXAM_OCR_MSG } from '../services/exam-ocr/messages';
import { OCR_MSG } from '../services/ocr/messages';
import { TASK_MSG } from '../services/tasks/messages';
import type { Submission } from '../services/tasks/submit';
import { type MultipartBody, readMultipart } from './multipart';
import { parseInput } from './validate';

/** The multipart forms of the API, read into the plain data their services take. */

const IMAGE_FIELDS = new Set(['images', 'images[]', 'image']);

/** POST /auth/register: the account fields and an optional avatar (field `avatar`, else the one file). */
export async function readRegisterForm(request: FastifyRequest): Promise<{ fields: RegisterFields; avatar: Buffer | null }> {
  const { fields, files } = await readMultipart(request, { maxFiles: 1 });
  const input = parseInput(registerFieldsSchema, fields);
  const avatar = files.find((f) => f.field === 'avatar') ?? files[0];
  return { fields: input, avatar: avatar ? avatar.data : null };
}

/** POST /auth/upload-avatar: the image (field `file`, else the one file). */
export async function readAvatarForm(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readMultipart(request, { maxFiles: 1 });
  const file = files.find((f) => f.field === 'file') ?? files[0];
  if (!file) throw unprocessable(AUTH_MSG.avatarRequired, 'file: required');
  return file.data;
}

/** POST /ocr: the photo (field `image`, else the one file). */
export async function readImageForm(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readMultipart(request, { maxFiles: 1 });
  const file = files.find((f) => f.field === 'image') ?? files[0];
  if (!file) throw unprocessable(OCR_MSG.imageRequired, 'image: required');
  return file.data;
}

/** POST /exam-ocr/convert: the exam photo (field `image`, else the one file). */
export async function readExamImageForm(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readMultipart(request, { maxFiles: 1 });
  const file = files.find((f) => f.field === 'image') ?? files[0];
  if (!file) throw unprocessable(EXAM_OCR_MSG.imageRequired, 'image: required');
  return file.data;
}

/** POST /files/upload: every file of the form (files[]). */
export async function readFilesForm(request: FastifyRequest): Promise<Buffer[]> {
  const { files } = await readMultipart(request);
  return files.map((f) => f.data);
}

/** POST /tasks/submit → a submission (its images are checked by content when stored). */
export async function readSubmissionForm(request: FastifyRequest): Promise<Submission> {
  // Six pictures is a form mistake, not a transfer problem: a 422 with a message the student understands.
  const body = await readMultipart(request, { tooManyFiles: (detail) => unprocessable(TASK_MSG.tooManyImages, detail) });
  return submissionOf(body);
}

export function submissionOf(body: MultipartBody): Submission {
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
  return {
    text: fields.problem_text ?? '',
    problemType: fields.problem_type,
    generateVideo: fields.generate_video === 'true',
    turboMode: fields.turbo_mode === 'true',
    images: body.files.map((f) => f.data),
    ...(fields.ocr_text ? { ocrText: fields.ocr_text } : {}),
  };
}
