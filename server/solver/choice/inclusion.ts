/**
 * An option that says one named set is contained in another ("$B \subseteq A$", "A ⊊ B", "$A \supseteq B$"),
 * read as which set is the smaller, which the larger, and whether the containment must be proper.
 */

export interface InclusionClaim {
  sub: string;
  sup: string;
  /** 'subset' ⊆; 'proper' ⊊; 'either' for ⊂, which textbooks use for both (the answer must not depend on it). */
  kind: 'subset' | 'proper' | 'either';
}

const SIGNS: Array<[RegExp, InclusionClaim['kind'], boolean]> = [
  [/^(?:\\subseteqq?|⊆)$/, 'subset', false],
  [/^(?:\\subsetneqq?|\\varsubsetneqq?|⊊|⫋)$/, 'proper', false],
  [/^(?:\\subset|⊂)$/, 'either', false],
  [/^(?:\\supseteqq?|⊇)$/, 'subset', true],
  [/^(?:\\supsetneqq?|\\varsupsetneqq?|⊋|⫌)$/, 'proper', true],
  [/^(?:\\supset|⊃)$/, 'either', true],
];

export function readInclusion(option: string): InclusionClaim | null {
  const s = option
    .replace(/\$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[。.;；,，]+$/, '');
  const m = /^([A-Z])\s*(\\[a-zA-Z]+|[⊆⊊⫋⊂⊇⊋⫌⊃])\s*([A-Z])$/.exec(s);
  if (!m || m[1] === m[3]) return null;
  const sign = SIGNS.find(([re]) => re.test(m[2]));
  if (!sign) return null;
  const [, kind, reversed] = sign;
  return reversed ? { sub: m[3], sup: m[1], kind } : { sub: m[1], sup: m[3], kind };
}
