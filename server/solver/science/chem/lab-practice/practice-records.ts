/**
 * The shapes of the practice table and the constructors it is written with. A practice is one textbook experiment
 * step: an operation (with the aim it serves, or the phenomenon and conclusion papers pair it with) that is right
 * (truth true), a classic false version (truth false, `why` says what is right), or one papers disagree on or that
 * depends on what is not said (truth null: recognised, and left undecided).
 */
export interface Practice {
  /** What the operation is for: 「制取氨气」「除去 CO2 中的 HCl」. Absent when the operation is judged alone. */
  aim?: string[];
  /** The operation; with no aim, seen or concluded it is the whole sentence. */
  doing: string[];
  seen?: string[];
  concluded?: string[];
  truth: boolean | null;
  why: string;
  chapter: string;
}

type Maker = (chapter: string) => Practice;

/** The practices of one chapter, each constructor called with the chapter's name. */
export function chapter(name: string, ...makers: Maker[]): Practice[] {
  return makers.map((m) => m(name));
}

const PREPARED = (gas: string) => [`制(?:取|备|得)(?:少量|较多)?(?:的)?{${gas}}(?:气体)?`];

/** A gas made in the laboratory by a method: 「加热氯化铵和氢氧化钙的混合物制取氨气」, or the table row 气体 | 方法. */
export const prepare =
  (gas: string, doing: string[], truth: boolean | null, why: string): Maker =>
  (chapter) => ({ aim: PREPARED(gas), doing, truth, why, chapter });

const REMOVED = (main: string, impurity: string) => [
  `除去${main}(?:固体|溶液|气体)?中(?:混有)?(?:的)?(?:少量)?(?:的)?${impurity}(?:杂质)?`,
  `${main}(?:固体|溶液|气体)?\\(${impurity}\\)`,
];

/** An impurity removed from a substance: 「除去 X 中的 Y：方法」「X（Y）：方法」, or the row 目的 | 操作. */
export const purify =
  (main: string, impurity: string, doing: string[], truth: boolean | null, why: string): Maker =>
  (chapter) => ({ aim: REMOVED(main, impurity), doing, truth, why, chapter });

/** An operation serving a stated aim (「加快氧气的生成速率」「取 …」). */
export const aimed =
  (aim: string[], doing: string[], truth: boolean | null, why: string): Maker =>
  (chapter) => ({ aim, doing, truth, why, chapter });

/** An operation judged alone, in the wordings of the whole sentence. */
export const operation =
  (doing: string[], truth: boolean | null, why: string): Maker =>
  (chapter) => ({ doing, truth, why, chapter });

/** An operation and what is seen: true when that is what happens. */
export const observed =
  (doing: string[], seen: string[], truth: boolean | null, why: string): Maker =>
  (chapter) => ({ doing, seen, truth, why, chapter });

/** An operation, what is seen and what is concluded: true only when every part is right. */
export const tested =
  (doing: string[], seen: string[], concluded: string[], truth: boolean | null, why: string): Maker =>
  (chapter) => ({ doing, seen, concluded, truth, why, chapter });
