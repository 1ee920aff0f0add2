import { MSG } from '../messages';
import { invalid } from '../services/errors';

/**
 * Control characters: C0 except tab, newline and carriage return, and DEL. PostgreSQL refuses NUL in
 * text, and none of the others belongs in what a student types.
 */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

/**
 * Free text pasted from PDFs and other apps often carries stray control characters: those are cleaned
 * out. Every other field (names, e-mail, passwords, codes, tokens, ids) is refused instead, so that what
 * is stored or compared is exactly what the user typed.
 */
const CLEANED_FIELDS: ReadonlySet<string> = new Set(['problem_text']);

export function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

export function stripControlChars(text: string): string {
  let out = '';
  for (const ch of text) if (!isControl(ch.charCodeAt(0))) out += ch;
  return out;
}

/** Input with its free-text fields cleaned; a control character in any other string is a 400. */
export function screenControlChars(input: unknown, field = ''): unknown {
  if (typeof input === 'string') {
    if (!hasControlChars(input)) return input;
    if (CLEANED_FIELDS.has(field)) return stripControlChars(input);
    throw invalid(MSG.controlChars, `${field || '(body)'}: control character`);
  }
  if (Array.isArray(input)) return input.map((item) => screenControlChars(item, field));
  if (input !== null && typeof input === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      if (hasControlChars(key)) throw invalid(MSG.controlChars, 'field name: control character');
      out[key] = screenControlChars(value, key);
    }
    return out;
  }
  return input;
}
