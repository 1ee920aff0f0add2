export type Sign = -1 | 0 | 1;

/** The signs a sum of two terms may have, each term's sign known or (null) free. */
export function possibleSigns(a: Sign | null, b: Sign | null): Sign[] {
  const all: Sign[] = [-1, 0, 1];
  const as = a === null ? all : [a];
  const bs = b === null ? all : [b];
  const out = new Set<Sign>();
  for (const x of as)
    for (const y of bs) {
      if (x === 0) out.add(y);
      else if (y === 0 || x === y) out.add(x);
      else for (const s of all) out.add(s);
    }
  return all.filter((s) => out.has(s));
}

export function signWord(s: Sign): string {
  return s > 0 ? '> 0' : s < 0 ? '< 0' : '= 0';
}
