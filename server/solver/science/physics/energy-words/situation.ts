/** How a quantity goes over a stretch of the motion. */
export type Course = 'up' | 'down' | 'same' | 'up-down' | 'down-up';
/** The sign of a force's work over a stretch; 'mixed' when it does both. */
export type WorkSign = 'positive' | 'negative' | 'none' | 'mixed';

/** A whole clause the situation decides, with its wordings; truth null when the text does not fix it. */
export interface WordedClaim {
  truth: boolean | null;
  why: string;
  clauses: RegExp[];
}

/** A part of the motion an option may name (「绳张紧后的下落过程中」), with what happens over it. */
export interface Stretch {
  /** Its names at the head of a clause; the first stretch of a situation is the whole motion and may have none. */
  names: RegExp | null;
  /** Each quantity's course (canonical names: 动能, 速度, 动量, 重力势能, 弹性势能, 机械能, 加速度 …); null: not fixed. */
  courses: Record<string, Course | null>;
  /** Each force's work (keys are the situation's force names). */
  work: Record<string, WorkSign | null>;
  /** Whether a group's mechanical energy is kept: members sorted and joined by '+' (the earth folded into a body). */
  kept: Record<string, boolean | null>;
  /** Sentences true or false of this stretch only (「重力势能的减少量大于动能的增加量」). */
  claims?: WordedClaim[];
}

/** An instant an option may name (「人在最低点时」): 「动能:最大」「速度:为零」 and which of two forces is larger. */
export interface Moment {
  names: RegExp;
  holds: Record<string, boolean | null>;
  /** The true order of two forces there: [a, b, '>'] means a > b. */
  order?: [string, string, '>' | '=' | '<'][];
}

/** One situation told in words, worked before any option is read. */
export interface QualitativeSituation {
  kind: string;
  /** The working shown to the student, line by line. */
  working: string[];
  stretches: Stretch[];
  moments: Moment[];
  /** Sentences about the situation as a whole (the banked curve, the airbag). */
  claims: WordedClaim[];
  /** Member names: 'body' is the moving body; others as the situation has them (earth, cord, spring). */
  members: Record<string, RegExp>;
  /** Force names, matched against the force's words with 「的」 and 「对 + body」 taken away. */
  forces: Record<string, RegExp>;
  /** The member that holds elastic energy, if any. */
  elastic?: string;
}
