/** Provided at build time by scripts/vite/prerendered-suggestions.ts (decision 0022). */
declare module 'virtual:prerendered-suggestions' {
  /** Suggestion id → its text as HTML rendered and sanitized by the server's renderer, math as SVG. */
  export const SUGGESTION_HTML: Readonly<Record<string, string>>;
  /** Suggestion id → its text as one plain line, formulas written by hand (x²−4x+3<0). */
  export const SUGGESTION_LABEL: Readonly<Record<string, string>>;
}
