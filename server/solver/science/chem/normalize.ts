/** Unicode superscript digits and signs as the ASCII a formula reader takes. */
export const SUPER: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁺': '+',
  '⁻': '-',
};

/**
 * Text as students type it or OCR returns it → plain ASCII-ish text: full-width forms folded,
 * superscripts to ^{…} (NFKC alone would turn "Fe³⁺" into "Fe3+", "10³" into "103"),
 * common LaTeX wrappers removed.
 */
export function normalizeScienceText(input: string): string {
  let t = input.slice(0, 20000);
  t = t.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]+/g, (run) => `^{${[...run].map((c) => SUPER[c]).join('')}}`);
  t = t.normalize('NFKC');
  t = t
    // "\mathrm{H}_{2} \mathrm{O}" is one formula H2O, typeset in pieces.
    .replace(/\\mathrm\s*\{\s*~\s*/g, '\\mathrm{')
    .replace(/(\\mathrm\s*\{[A-Z][^{}]*\}(?:_\{\d+\})?)\s+(?=\\mathrm\s*\{\s*[A-Z(])/g, '$1')
    // 「NH_{3}\cdot\mathrm{H}_{2}O」: read the dot before \mathrm is removed and glues it to the next letter.
    .replace(/\\(?:cdot|bullet)(?=\s*\\mathrm)/g, '·')
    .replace(/\\(?:ce|mathrm|text|textrm|rm|operatorname|mathit)\s*\{([^{}]*)\}/g, '$1')
    .replace(/\\x(?:right|long)(?:arrow|equal)\s*(?:\[[^\]]*\])?\s*\{[^{}]*\}/g, ' → ')
    // No \b after the arrows: \mathrm{} is already unwrapped, so a formula may follow with no space (「\rightleftharpoonsFe」).
    .replace(/\\(?:longrightarrow|rightarrow|Longrightarrow|Rightarrow)|\\to\b/g, ' → ')
    .replace(/\\(?:rightleftharpoons|leftrightharpoons|rightleftarrows)/g, ' ⇌ ')
    .replace(/\\uparrow/g, '↑')
    .replace(/\\downarrow/g, '↓')
    // 「SO_{4}{ }^{2-}」: OCR puts an empty group between a formula and its charge.
    .replace(/\{\s*\}\s*(?=\^)/g, '')
    // 「\left(\mathrm{SO}_{4}\right)_{3}」: sized brackets are plain brackets in a formula.
    .replace(/\\(?:left|right)\s*([()[\]])/g, '$1')
    .replace(/\\(?:cdot|bullet)\b/g, '·')
    // 「NH_{3} \cdot H_{2}O」: a hydrate or adduct dot between formulas is printed with spaces around it.
    .replace(/([A-Za-z0-9)\]])\s*·\s*(?=\d*[A-Z(])/g, '$1·')
    .replace(/\\times\b/g, '×')
    .replace(/\\(?:degree|circ)\b/g, '°')
    .replace(/\\Omega\b/g, 'Ω')
    .replace(/\\rho\b/g, 'ρ')
    .replace(/\\Delta\s*/g, 'Δ')
    // 「$(\quad)$」 is the answer's blank as papers print it, not a bracket of the text.
    .replace(/[(（]\s*(?:\\q?quad\s*)+[)）]/g, ' ')
    .replace(/\\[,;:!> ]/g, ' ')
    .replace(/\$+/g, ' ')
    // One spelling of the same maths and units for every reader: \dfrac and \tfrac are \frac, 「√3」 is \sqrt{3},
    // 「m·s^{-2}」 (or m s⁻²) is m/s^{2} and 「m·s^{-1}」 is m/s (per second only: chemistry's readers read mol·L^{-1} as printed).
    .replace(/\\[dt]frac(?![a-zA-Z])/g, '\\frac')
    .replace(/√\s*(\d+(?:\.\d+)?)/g, '\\sqrt{$1}')
    .replace(/(?<=[a-zA-Z])\s*[·\s]\s*(s)\s*\^\s*\{\s*-\s*(\d)\s*\}/g, (_m, unit: string, p: string) =>
      p === '1' ? `/${unit}` : `/${unit}^{${p}}`,
    )
    .replace(/_\{(\d+)\}/g, '$1')
    .replace(/_(\d)/g, '$1')
    .replace(/~/g, ' ')
    // Scans misread two indicator names (蕊 as 芯, 酞 as 唒); neither misreading is a word.
    .replace(/石芯/g, '石蕊')
    .replace(/酚唒/g, '酚酞');
  return t;
}
