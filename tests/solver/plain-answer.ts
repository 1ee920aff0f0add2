/** A final answer in plain reading: \\frac{a}{b} → a/b, \\sqrt{3} → √3, \\pi → π, no spaces or dollars. */
export function plainAnswer(latex: string): string {
  return latex
    .replace(/\\mathrm\{([^}]*)\}/g, '$1')
    .replace(/\\left|\\right|\\dfrac|\\tfrac/g, (m) => (m.endsWith('frac') ? '\\frac' : ''))
    .replace(/\\sqrt\{([^}]*)\}/g, '√$1')
    .replace(/-\\frac\{([^}]*)\}\{([^}]*)\}/g, '-$1/$2')
    .replace(/\\frac\{([^}]*)\}\{([^}]*)\}/g, '$1/$2')
    .replace(/\\pi/g, 'π')
    .replace(/\\pm\s*/g, '±')
    .replace(/\^\\circ|°/g, '°')
    .replace(/[\s$]|\\[,;!]|\\ /g, '');
}

/**
 * Right when a choice answer names the expected option ('A'), or a blank's plain answer holds every expected
 * token as a whole number; a token may list spellings of one value: 「2.1|21/10」.
 */
export function isRightAnswer(expected: string[], finalAnswer: string): boolean {
  const [first] = expected;
  if (first && /^[A-D]$/.test(first)) return finalAnswer.trim().startsWith(first);
  const plain = plainAnswer(finalAnswer);
  return expected.every((token) =>
    token.split('|').some((spelling) => {
      const escaped = spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`(?<![\\d.])${escaped}(?![\\d.])`).test(plain);
    }),
  );
}
