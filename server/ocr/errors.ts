export type OcrErrorCode = 'not_found' | 'not_image' | 'too_large' | 'aborted' | 'failed';

/** An OCR failure with a stable code for the caller and a Chinese message fit for the student. */
export class OcrError extends Error {
  override readonly name = 'OcrError';
  constructor(
    readonly code: OcrErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const abortedError = (): OcrError => new OcrError('aborted', '图片识别已取消');
