/**
 * The shapes of the textbook's substance facts and the short constructors the fact table is written with.
 * A fact is true curriculum knowledge, or (truth false) one of the classic false versions students are tested
 * on, with a note that says what is right instead.
 */
export type Fact =
  /**
   * What a substance is used for. `because` lists the properties the use rests on; `arguable` those that papers
   * sometimes also accept, so that 「P，可用于 U」 with one of them is left undecided rather than called wrong.
   */
  | { kind: 'use'; subject: string; uses: string[]; because: string[]; arguable: string[]; truth: boolean; note?: string; chapter: string }
  /** A property (「漂白性」「受热易分解」), under one key shared by its wordings. */
  | { kind: 'property'; subject: string; key: string; wordings: string[]; truth: boolean; note?: string; chapter: string }
  /** The kinds a substance or material belongs to (see classes.ts). */
  | { kind: 'kind'; subject: string; kinds: string[]; chapter: string }
  /** What a material mainly consists of (a substance, or a kind such as 蛋白质); 'effective' for 有效成分. */
  | { kind: 'component'; subject: string; component: string[]; which: 'main' | 'effective'; chapter: string }
  /** A phenomenon a substance causes and the property it shows (SO2 使品红溶液褪色 → 漂白性). */
  | { kind: 'shows'; subject: string; phenomena: string[]; key: string; chapter: string }
  /** Two substances that must not be used together, and why. */
  | { kind: 'clash'; subjects: [string, string]; note: string; chapter: string }
  /** A value the curriculum fixes (医用酒精 75%); `inner` names what it is the value of, when said. */
  | { kind: 'value'; subject: string; attributes: string[]; inner: string[]; value: number; unit: string; chapter: string }
  /** A way a metal is (truth) or is not (a classic false version) obtained in industry. */
  | { kind: 'obtain'; subject: string; methods: string[]; truth: boolean; note?: string; chapter: string }
  /** An environmental problem a substance is (truth) or is not (a classic false version) a main cause of. */
  | { kind: 'cause'; subject: string; problems: string[]; truth: boolean; note?: string; chapter: string };

const words = (list: string) => list.split('|').filter(Boolean);

/** The facts of one textbook chapter: every constructor below is called with the chapter's name. */
export function chapter(name: string, ...makers: Array<(chapter: string) => Fact | Fact[]>): Fact[] {
  return makers.flatMap((m) => m(name));
}

/** `because` as 「性质|性质|~有争议的性质」. */
export const use =
  (subject: string, uses: string, because = '') =>
  (chapter: string): Fact => ({
    kind: 'use',
    subject,
    uses: words(uses),
    because: words(because).filter((w) => !w.startsWith('~')),
    arguable: words(because)
      .filter((w) => w.startsWith('~'))
      .map((w) => w.slice(1)),
    truth: true,
    chapter,
  });

export const notUse =
  (subject: string, uses: string, note: string) =>
  (chapter: string): Fact => ({ kind: 'use', subject, uses: words(uses), because: [], arguable: [], truth: false, note, chapter });

export const prop =
  (subject: string, key: string, wordings = '') =>
  (chapter: string): Fact => ({ kind: 'property', subject, key, wordings: [key, ...words(wordings)], truth: true, chapter });

export const notProp =
  (subject: string, key: string, wordings: string, note: string) =>
  (chapter: string): Fact => ({ kind: 'property', subject, key, wordings: [key, ...words(wordings)], truth: false, note, chapter });

export const kind =
  (subject: string, kinds: string) =>
  (chapter: string): Fact => ({ kind: 'kind', subject, kinds: words(kinds), chapter });

export const made =
  (subject: string, component: string, which: 'main' | 'effective' = 'main') =>
  (chapter: string): Fact => ({ kind: 'component', subject, component: words(component), which, chapter });

export const shows =
  (subject: string, phenomena: string, key: string) =>
  (chapter: string): Fact => ({ kind: 'shows', subject, phenomena: words(phenomena), key, chapter });

export const clash =
  (a: string, b: string, note: string) =>
  (chapter: string): Fact => ({ kind: 'clash', subjects: [a, b], note, chapter });

export const value =
  (subject: string, attributes: string, inner: string, amount: number, unit: string) =>
  (chapter: string): Fact => ({ kind: 'value', subject, attributes: words(attributes), inner: words(inner), value: amount, unit, chapter });

export const cause =
  (subject: string, problems: string) =>
  (chapter: string): Fact => ({ kind: 'cause', subject, problems: words(problems), truth: true, chapter });

export const notCause =
  (subject: string, problems: string, note: string) =>
  (chapter: string): Fact => ({ kind: 'cause', subject, problems: words(problems), truth: false, note, chapter });

export const obtain =
  (subject: string, methods: string) =>
  (chapter: string): Fact => ({ kind: 'obtain', subject, methods: words(methods), truth: true, chapter });

export const notObtain =
  (subject: string, methods: string, note: string) =>
  (chapter: string): Fact => ({ kind: 'obtain', subject, methods: words(methods), truth: false, note, chapter });
