export type OcrErrorCode = 'not_found' | 'not_image' | 'too_large' | 'failed';

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

/** An aborted call rejects with the signal's reason, as fetch and the Node APIs do. */
export const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('Aborted', 'AbortError');
