/**
 * A puzzle's words in one spelling: half-width punctuation, every kind of quote as “…”, no spaces or dollars,
 * \text{甲} as 甲. Spaces carry nothing in Chinese prose, and the pool writes quotes as ``…''.
 */
export function puzzleText(s: string): string {
  return s
    .replace(/\\(?:text|mathrm|textbf)\{([^{}]*)\}/g, '$1')
    .replace(/\\textgreater/g, '>')
    .replace(/\\textless/g, '<')
    .replace(/``|「|『|‘‘/g, '“')
    .replace(/''|」|』|’’/g, '”')
    .replace(/[，]/g, ',')
    .replace(/[：]/g, ':')
    .replace(/[；]/g, ';')
    .replace(/[。．]/g, '.')
    .replace(/[？]/g, '?')
    .replace(/[！]/g, '!')
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')')
    .replace(/\$|\s|~|\\quad|\\,/g, '')
    .replace(/_{2,}|\(\)/g, '____');
}

/** Sentences and clauses, split at , . ; ? ! (quotes are taken out before this is used). */
export function clausesOf(s: string): string[] {
  return s
    .split(/[,.;?!]/)
    .map((c) => c.trim())
    .filter(Boolean);
}
