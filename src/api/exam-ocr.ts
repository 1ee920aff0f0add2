import type { ExamOcrList, ExamOcrResult, ExamOcrStarted, ExamOcrStatusData } from '../../contract/exam-ocr';
import { EXAM_OCR_STATUSES } from '../../contract/exam-ocr';
import { hasOneOf, hasString, hasText, isPage } from './accept';
import { apiRequest } from './client';

/** POST /exam-ocr/convert: queues the reading of one exam photo; its credits are held now. */
export function startExamOcr(image: File, signal?: AbortSignal): Promise<ExamOcrStarted> {
  const form = new FormData();
  form.append('image', image, image.name);
  return apiRequest<ExamOcrStarted>('/exam-ocr/convert', { method: 'POST', body: form, signal, accept: hasText('job_id') });
}

/** GET /exam-ocr/status/{id}: pending, processing, completed or failed, with the progress. */
export const fetchExamOcrStatus = (id: string, signal?: AbortSignal) =>
  apiRequest<ExamOcrStatusData>(`/exam-ocr/status/${encodeURIComponent(id)}`, { signal, accept: hasOneOf('status', EXAM_OCR_STATUSES) });

/** GET /exam-ocr/result/{id}: the text and its questions (a 409 while the reading runs or after it failed). */
export const fetchExamOcrResult = (id: string, signal?: AbortSignal) =>
  apiRequest<ExamOcrResult>(`/exam-ocr/result/${encodeURIComponent(id)}`, { signal, accept: hasString('text') });

/** GET /exam-ocr: the student's last conversions, newest first. */
export const fetchExamOcrList = () => apiRequest<ExamOcrList>('/exam-ocr', { accept: isPage });
