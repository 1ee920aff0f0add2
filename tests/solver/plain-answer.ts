/** A final answer in plain reading: \\frac{a}{b} → a/b, \\sqrt{3} → √3, \\pi → π, no spaces or dollars. */
export function plainAnswer(latex: string): string {
  return latex
    .replace(/\\mathrm\{([^}]*)\}/g, '$1')
    .replace(/\\left|\\right|\\dfrac|\\tfrac/g, (m) => (m.endsWith('frac') ? '\\frac' : ''))
    .replace(/\\sqrt\{([^}]*)\}/g, '√$1')
    .replace(/-\\frac\{([^}]*)\}\{([^}]*)\}/g, '-$1/$2')
    .replace(/\\frac\{([^}]*)\}\{([^}]*)\}/g, '$1/$2')
    .replace(/\\pi/g, 'π')
    .replace(/\^\\circ|°/g, '°')
    .replace(/[\s$]|\\[,;!]|\\ /g, '');
}
