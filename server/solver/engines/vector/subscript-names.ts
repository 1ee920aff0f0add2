import type { MathOutcome } from '../../math/expression/types';

/**
 * 「已知 $\boldsymbol{e}_{1}, \boldsymbol{e}_{2}$ 是单位向量」: papers name a pair of vectors with subscripts as often as
 * with two letters. The reader knows vectors by one letter, so each subscripted name is read as a letter the
 * question does not use, and the written solution gets the paper's names back.
 */
const MARK = String.raw`\\(?:vec|overrightarrow|boldsymbol|mathbf|bm)`;
const SUBSCRIPTED = new RegExp(
  String.raw`${MARK}\s*\{\s*([a-z])\s*\}\s*_\s*\{?\s*(\d)\s*\}?|${MARK}\s*\{\s*([a-z])\s*_\s*\{?\s*(\d)\s*\}?\s*\}`,
  'g',
);
const SPARE = 'pqmnuvw';

export interface Renamed {
  text: string;
  /** The outcome with the paper's names written back. */
  back: (out: MathOutcome | null) => MathOutcome | null;
}

export function renameSubscripted(text: string): Renamed {
  const names = new Map<string, string>();
  const used = new Set(text.replace(/\\[a-zA-Z]+/g, ' ').match(/[a-z]/g) ?? []);
  const spare = [...SPARE].filter((l) => !used.has(l));
  const renamed = text.replace(SUBSCRIPTED, (whole, l1?: string, i1?: string, l2?: string, i2?: string) => {
    const key = `${l1 ?? l2}_{${i1 ?? i2}}`;
    if (!names.has(key)) {
      const letter = spare[names.size];
      if (!letter) return whole;
      names.set(key, letter);
    }
    return `\\vec{${names.get(key)}}`;
  });
  if (!names.size) return { text, back: (out) => out };
  const paper = new Map([...names].map(([key, letter]) => [letter, key]));
  const write = (s: string) =>
    s.replace(
      new RegExp(`${MARK}\\s*\\{\\s*([${[...paper.keys()].join('')}])\\s*\\}`, 'g'),
      (_, l: string) => `\\vec{${paper.get(l)!.replace(/_.*/, '')}}${paper.get(l)!.replace(/^[a-z]/, '')}`,
    );
  return {
    text: renamed,
    back: (out) => {
      if (!out?.outcome.ok || !out.value) return out;
      const { outcome, value } = out;
      return { outcome: { ...outcome, markdown: write(outcome.markdown), finalAnswer: write(outcome.finalAnswer) }, value };
    },
  };
}
