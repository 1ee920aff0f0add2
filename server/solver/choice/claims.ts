/**
 * An option of a "which statement is true" question, read as a claim "target = value" ("$a_5=9$",
 * "$z$ 的虚部为 $\frac{4}{5}$", "f(x) 的最小正周期是 π"), and the stem's givens it is to be checked against.
 */

export interface Claim {
  /** What the option speaks about ("a_5", "z 的虚部"). */
  target: string;
  /** What it says that is ("9", "\frac{4}{5}"). */
  value: string;
}

/** Index of the only top-level "=" (not inside brackets, not part of <=, >=, !=); -1 when none or several. */
function soleEquals(s: string): number {
  let depth = 0;
  let at = -1;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
    else if (ch === '=' && depth === 0) {
      if ('<>!≤≥'.includes(s[i - 1] ?? '') || s[i + 1] === '=') return -1;
      if (at >= 0) return -1;
      at = i;
    }
  }
  return at;
}

/** Relations and words that make an option more than "target = value": those are not read as claims. */
const NOT_A_VALUE_CLAIM = /[<>≤≥≠∈∉⊆⊂⊇⊃∥⊥]|\\(?:le|ge|leq|geq|neq|ne|in|notin|subset|subseteq|supset|perp|parallel|Rightarrow|Leftrightarrow)(?![a-zA-Z])|若|如果|当|则|且|或|单调|递增|递减|存在|任意|所有|充分|必要|都|不是|不为|不等于|不存在|有且|至少|至多|最多|最少|可能|一定|成立|相切|相交|相离|平行|垂直|对称|图象|图像/;

/** Reads "target = value", "target 为 value", "target 是 value", "target 等于 value"; null otherwise. */
export function readClaim(option: string): Claim | null {
  const s = option.replace(/\$/g, ' ').replace(/\s+/g, ' ').trim().replace(/[。.;；,，]+$/, '');
  if (!s || NOT_A_VALUE_CLAIM.test(s)) return null;
  const word = /^(.+?)\s*(?:的值)?\s*(?:为|是|等于)\s*(.+)$/.exec(s);
  if (word && soleEquals(word[1]) < 0) {
    const target = word[1].trim();
    const value = word[2].trim();
    return target && value && !/[为是]/.test(value) ? { target, value } : null;
  }
  const eq = soleEquals(s);
  if (eq < 0) return null;
  const target = s.slice(0, eq).trim();
  const value = s.slice(eq + 1).trim();
  if (!target || !value || /[\u4e00-\u9fff]/.test(value)) return null;
  return { target, value };
}

/** The stem without its asking clause ("下列说法正确的是 ____", "则 ____"): what is given. */
export function givensOf(stem: string): string {
  return stem
    .replace(/[,，;；。]?\s*(?:则|那么)?\s*(?:下列|以下|下面|如下)[^,，;；。]*?(?:的是|的有)\s*(?:____)?\s*[。.]?\s*$/, '')
    .replace(/[,，;；。]?\s*(?:则|那么)\s*(?:____)?\s*[。.]?\s*$/, '')
    .replace(/\s*____\s*[。.]?\s*$/, '')
    .trim()
    .replace(/[,，;；。]+$/, '');
}

/** The question an option's claim becomes: the givens, then the target asked at a blank. */
export function claimQuestion(givens: string, claim: Claim): string {
  const target = /[\u4e00-\u9fff]/.test(claim.target) ? claim.target : `$${claim.target}$`;
  const lead = givens ? `${givens}，则 ` : '';
  return /[\u4e00-\u9fff]/.test(claim.target) ? `${lead}${target}为____。` : `${lead}${target}=____。`;
}
