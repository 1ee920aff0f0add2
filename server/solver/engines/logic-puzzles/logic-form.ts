/**
 * The small logic a puzzle is read into. A world is the set of people picked (the one who did it, the ones sent);
 * a statement's truth may depend on another speaker's statement (「小东说的不对」).
 */
export type Formula =
  | { t: 'in'; who: string }
  /** Place in a ranking, 1 = first; 0 = last. */
  | { t: 'place'; who: string; n: number }
  | { t: 'ahead'; a: string; b: string }
  /** `a` right after `b` (「紧跟在我后面」). */
  | { t: 'next'; a: string; b: string }
  | { t: 'said'; speaker: string }
  | { t: 'not'; f: Formula }
  | { t: 'and'; fs: Formula[] }
  | { t: 'or'; fs: Formula[] }
  | { t: 'imp'; a: Formula; b: Formula };

/** The people picked (who did it, who is sent), or a ranking from first to last. */
export type World = ReadonlySet<string> | readonly string[];

function placeOf(world: World, who: string): number {
  if (!Array.isArray(world)) throw new Error('a ranking statement in a world of picks');
  return (world as readonly string[]).indexOf(who) + 1;
}

export interface Statement {
  speaker: string;
  /** The words as quoted, for the solution. */
  words: string;
  f: Formula;
}

export const not = (f: Formula): Formula => (f.t === 'not' ? f.f : { t: 'not', f });

/** Truth of `f` in `world`; a statement about a statement is followed, and a circle of them throws. */
export function holds(f: Formula, world: World, said: ReadonlyMap<string, Formula>, depth = 0): boolean {
  if (depth > 12) throw new Error('statements refer to each other in a circle');
  switch (f.t) {
    case 'in':
      if (Array.isArray(world)) throw new Error('a pick statement in a ranking');
      return (world as ReadonlySet<string>).has(f.who);
    case 'place':
      return placeOf(world, f.who) === (f.n === 0 ? (world as readonly string[]).length : f.n);
    case 'ahead':
      return placeOf(world, f.a) < placeOf(world, f.b);
    case 'next':
      return placeOf(world, f.a) === placeOf(world, f.b) + 1;
    case 'said': {
      const g = said.get(f.speaker);
      if (!g) throw new Error(`no statement of ${f.speaker}`);
      return holds(g, world, said, depth + 1);
    }
    case 'not':
      return !holds(f.f, world, said, depth);
    case 'and':
      return f.fs.every((g) => holds(g, world, said, depth));
    case 'or':
      return f.fs.some((g) => holds(g, world, said, depth));
    case 'imp':
      return !holds(f.a, world, said, depth) || holds(f.b, world, said, depth);
  }
}

/** Every set of `size` people from `cast`, in the cast's order. */
export function groupsOf(cast: readonly string[], size: number): string[][] {
  if (size === 0) return [[]];
  if (cast.length < size) return [];
  const [first, ...rest] = cast;
  return [...groupsOf(rest, size - 1).map((g) => [first, ...g]), ...groupsOf(rest, size)];
}

/** Every order of `cast`. */
export function ordersOf(cast: readonly string[]): string[][] {
  if (cast.length <= 1) return [[...cast]];
  return cast.flatMap((first, i) => ordersOf([...cast.slice(0, i), ...cast.slice(i + 1)]).map((rest) => [first, ...rest]));
}
