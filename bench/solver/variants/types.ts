/**
 * A rewriting of a problem's text that keeps its meaning and its answer: the same question as another paper,
 * textbook, OCR engine or keyboard would give it. `apply` returns null when the rewriting does not apply to
 * the text (nothing to rewrite), so that only real variants are counted.
 */
export interface TextVariant {
  name: string;
  /** What it rewrites, in a few Chinese or English words (printed in the bench's table). */
  about: string;
  apply(text: string): string | null;
}

/** The variant, or null when it left the text unchanged. */
export function changed(text: string, rewritten: string): string | null {
  return rewritten === text ? null : rewritten;
}
