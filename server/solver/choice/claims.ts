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
const NOT_A_VALUE_CLAIM =
  /[<>≤≥≠∈∉⊆⊂⊇⊃∥⊥]|\\(?:le|ge|leq|geq|neq|ne|in|notin|subset|subseteq|supset|perp|parallel|Rightarrow|Leftrightarrow)(?![a-zA-Z])|若|如果|当|则|且|或|单调|递增|递减|存在|任意|所有|充分|必要|都|不是|不为|不等于|不存在|有且|至少|至多|最多|最少|可能|一定|成立|相切|相交|相离|平行|垂直|对称|图象|图像/;

/** Reads "target = value", "target 为 value", "target 是 value", "target 等于 value"; null otherwise. */
export function readClaim(option: string): Claim | null {
  const s = option
    .replace(/\$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[。.;；,，]+$/, '');
  // a set written by a condition ("= \{x \mid -1<x<2\}") is a value: its inner relation does not count
  if (!s || NOT_A_VALUE_CLAIM.test(s.replace(/\\\{.*?\\\}/g, ' S '))) return null;
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
    .replace(/[,，;；。]?\s*(?:则|那么)\s*(?:(?:一定|必定|必然|必)(?:有|成立))?\s*(?:____)?\s*[。.]?\s*$/, '')
    .replace(/\s*____\s*[。.]?\s*$/, '')
    .trim()
    .replace(/[,，;；。]+$/, '');
}

/**
 * "f(x)在区间[0,\frac{5}{2}]上的最大值" → "$f(x)$在区间$[0,\frac{5}{2}]$上的最大值": the math between the words
 * back in formulas, where engines read it (an interval left in the words would be overlooked).
 */
function withFormulas(target: string): string {
  return target.replace(/[^\u4e00-\u9fff]+/g, (run) => (/[a-zA-Z0-9\\]/.test(run) ? `$${run.trim()}$` : run));
}

/** The question an option's claim becomes: the givens, then the target asked at a blank. */
export function claimQuestion(givens: string, claim: Claim): string {
  const target = /[\u4e00-\u9fff]/.test(claim.target) ? withFormulas(claim.target) : `$${claim.target}$`;
  const lead = givens ? `${givens}，则 ` : '';
  return /[\u4e00-\u9fff]/.test(claim.target) ? `${lead}${target}为____。` : `${lead}${target}=____。`;
}

/** Propositions listed in a stem as "p_1: …, p_2: …" and the givens before them. */
export interface PropositionList {
  givens: string;
  /** Label ("p1") → what it says. */
  items: Array<{ label: string; text: string }>;
  /** True propositions are asked for (真命题) or false ones (假命题). */
  polarity: 'true' | 'false';
  /** "真命题的个数": a count, not a set of labels. */
  count: boolean;
}

const unroman = (s: string) => s.replace(/\\mathrm\s*\{([^{}]*)\}/g, '$1').replace(/\\text\s*\{([^{}]*)\}/g, '$1');
const LABEL = /([pq])\s*_\s*\{?\s*(\d)\s*\}?/;

/** "p_{1}", "\mathrm{p}_{2}" → "p1"; null when not a label. */
function labelOf(s: string): string | null {
  const m = new RegExp(`^\\s*${LABEL.source}\\s*$`).exec(unroman(s).replace(/\$/g, ' '));
  return m ? `${m[1]}${m[2]}` : null;
}

/** An option naming propositions: "p_{2}, p_{3}", "$p_1$ 和 $p_4$" → the labels, sorted; null otherwise. */
export function optionLabels(option: string): string[] | null {
  const parts = unroman(option)
    .replace(/\$/g, ' ')
    .split(/[,，、和与及]/);
  const labels: string[] = [];
  for (const p of parts) {
    const l = labelOf(p);
    if (!l) return null;
    labels.push(l);
  }
  return labels.length ? [...new Set(labels)].sort() : null;
}

/**
 * "下面是关于复数 z=… 的四个命题：其中的真命题为 ____，p_1: |z|=2, p_2: …" → the givens and the propositions.
 * Null when the stem does not list at least two labelled propositions after asking for the true (false) ones.
 */
export function readPropositionList(stem: string): PropositionList | null {
  const s = unroman(stem);
  const ask = /(真|假)命题(?:的个数)?/.exec(s);
  if (!ask) return null;
  const marker = new RegExp(`(?:^|[\\s,，;；.。:：$])\\$?\\s*${LABEL.source}\\s*\\$?\\s*[:：]`, 'g');
  const marks = [...s.matchAll(marker)];
  if (marks.length < 2) return null;
  const labels = marks.map((m) => `${m[1]}${m[2]}`);
  if (new Set(labels).size !== labels.length) return null;
  // When the question is asked after the list ("…, p_3: …. 其中真命题的个数为"), the last item ends before it.
  const last = marks[marks.length - 1].index!;
  let end = s.length;
  if (ask.index > last) {
    end = -1;
    for (let i = ask.index - 1; i > last; i--) {
      // A separator, not the point or comma inside a number ("0.5", "1,000").
      if ('.。,，;；'.includes(s[i]) && !(/\d/.test(s[i - 1] ?? '') && /\d/.test(s[i + 1] ?? ''))) {
        end = i;
        break;
      }
    }
    if (end <= last) return null;
  }
  const items = marks.map((m, i) => {
    const from = m.index! + m[0].length;
    const to = i + 1 < marks.length ? marks[i + 1].index! : end;
    const text = s
      .slice(from, to)
      .replace(/\$\s*$/, '')
      .trim()
      .replace(/^\$\s*/, '')
      .replace(/[,，;；。.\s]+$/, '')
      .trim();
    return { label: labels[i], text: text.split('$').length % 2 === 0 ? text.replace(/\$/g, ' ') : text };
  });
  if (items.some((x) => !x.text)) return null;
  const head = s.slice(0, marks[0].index!);
  const givens = head
    .replace(
      /[,，;；。.:：]?\s*(?:则|那么)?\s*(?:其中|以上|上述)?[^,，;；。.:：]*?(?:真|假)命题[^,，;；。.:：]*?(?:为|是|有)?\s*(?:____)?\s*[,，;；。.:：]?\s*$/,
      '',
    )
    .replace(/^(?:下面|下列|以下|给出)?(?:是|有)?(?:关于)?\s*/, '')
    .replace(/的?[一二三四五六两几\d]*个命题\s*[:：]?\s*$/, '')
    .trim()
    .replace(/[,，;；。.:：]+$/, '');
  return { givens, items, polarity: ask[1] === '真' ? 'true' : 'false', count: /命题的个数/.test(ask[0]) };
}
