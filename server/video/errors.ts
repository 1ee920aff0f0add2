/** A video that could not be made; the message is fit for the student, the cause for the log. */
export class VideoError extends Error {
  override readonly name = 'VideoError';
  readonly code = 'failed';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
