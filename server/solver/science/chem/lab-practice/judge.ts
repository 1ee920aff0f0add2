import { wordingPattern } from './lab-text';
import type { Practice } from './practice-records';
import { PRACTICES } from './practices';

/** An option decided by the practice table: whether it is right, and the practice that says so. */
export interface LabVerdict {
  truth: boolean;
  why: string;
}

const any = (wordings: string[]) => `(?:${wordings.map(wordingPattern).join('|')})`;
/** What a conclusion may start with: 「说明」「证明原溶液中」… (the practice's wording holds what is concluded). */
const CONCLUDE_LEAD = '(?:说明|证明|则|可知|可证明|可确定|该现象说明)?';

/**
 * The sentences a practice may be written as. An aim goes before the operation (「制取氨气时，…」「除去 X 中的 Y：…」,
 * a table's 目的 | 操作 row) or after it (「加热 … 的混合物制取氨气」「用 … 的方法除去 …」).
 */
function forms(p: Practice): RegExp[] {
  const doing = any(p.doing);
  if (p.aim) {
    const aim = any(p.aim);
    return [
      new RegExp(`^(?:实验室)?(?:${aim})(?:时)?,?(?:可|应|需|需要|可以)?(?:用|采用|选用|的方法是)?,?(?:${doing})$`),
      new RegExp(`^(?:实验室)?(?:用|采用|通过)?(?:${doing})(?:的方法)?,?(?:可|可以|能|来|以)?(?:${aim})$`),
    ];
  }
  // 「再加稀盐酸沉淀不溶解」: what is seen may follow the operation without a comma.
  if (p.seen && p.concluded) return [new RegExp(`^(?:${doing}),?(?:${any(p.seen)}),${CONCLUDE_LEAD}(?:${any(p.concluded)})$`)];
  if (p.seen) return [new RegExp(`^(?:${doing}),?(?:${any(p.seen)})$`)];
  return [new RegExp(`^(?:${doing})$`)];
}

const COMPILED = PRACTICES.map((p) => ({ practice: p, forms: forms(p) }));

/** The practices a sentence is written as (whole sentence matched), for the table's own test as well. */
export function practicesMatching(sentence: string): Practice[] {
  return COMPILED.filter((c) => c.forms.some((f) => f.test(sentence))).map((c) => c.practice);
}

/**
 * A sentence (an option, or a table row joined into one) decided by the practice table: only when it is written as
 * recorded practices that all agree and none is left unsure. Anything else — a wording not recorded, an extra
 * clause, a quantity — leaves it undecided.
 */
export function judgeLabSentence(sentence: string): LabVerdict | null {
  const hits = practicesMatching(sentence);
  if (!hits.length || hits.some((p) => p.truth === null)) return null;
  const truth = hits[0].truth as boolean;
  if (hits.some((p) => p.truth !== truth)) return null;
  return { truth, why: hits[0].why };
}
