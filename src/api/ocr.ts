import type { OcrResult } from '../../contract/ocr';
import { hasString } from './accept';
import { apiRequest } from './client';

/** POST /ocr: the text of one image, read and not stored (empty when there is none). */
export function recognizeImage(image: File, signal?: AbortSignal): Promise<OcrResult> {
  const form = new FormData();
  form.append('image', image, image.name);
  return apiRequest<OcrResult>('/ocr', { method: 'POST', body: form, signal, accept: hasString('text') });
}
