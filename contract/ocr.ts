import { z } from 'zod';

/** data of POST /api/v1/ocr: the text read from one image (empty when none was found). */
export const ocrResultSchema = z.object({ text: z.string() });
export type OcrResult = z.infer<typeof ocrResultSchema>;
