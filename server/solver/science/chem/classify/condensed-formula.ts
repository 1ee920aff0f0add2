/**
 * What a condensed structural formula (「CH3CH(CH3)2」「CH3CH2OH」「CH3OCH3」「C(CH3)4」) says about structure: how many
 * carbons carry 0, 1, 2 or 3 hydrogens, how many O are hydroxyl O and how many carry no H. Two molecules that differ in
 * these counts differ in structure. Null when the text is not written group by group from a carbon (a leading H, a
 * halogen, a ring mark), since then the hydrogens cannot be assigned to their atoms.
 */
export interface Skeleton {
  /** carbons[k] = carbons bearing k hydrogens. */
  carbons: [number, number, number, number];
  hydroxyl: number;
  bareO: number;
}

export function readSkeleton(raw: string): Skeleton | null {
  const t = raw.replace(/\s+/g, '').replace(/[-—–=≡]/g, '');
  if (!/^[C(]/.test(t)) return null;
  let pos = 0;
  const seq = (close?: string): Skeleton | null => {
    const s: Skeleton = { carbons: [0, 0, 0, 0], hydroxyl: 0, bareO: 0 };
    while (pos < t.length && t[pos] !== close) {
      let part: Skeleton;
      if (t[pos] === '(') {
        pos++;
        const inner = seq(')');
        if (!inner || t[pos] !== ')') return null;
        pos++;
        part = inner;
      } else if (t.startsWith('OH', pos)) {
        pos += 2;
        part = { carbons: [0, 0, 0, 0], hydroxyl: 1, bareO: 0 };
      } else if (t[pos] === 'O') {
        pos++;
        part = { carbons: [0, 0, 0, 0], hydroxyl: 0, bareO: 1 };
      } else if (t[pos] === 'C' && t[pos + 1] !== 'l') {
        pos++;
        let h = 0;
        if (t[pos] === 'H') {
          pos++;
          const d = /^\d/.exec(t.slice(pos));
          h = d ? Number(d[0]) : 1;
          if (d) pos++;
        }
        if (h > 3) return null;
        const carbons: Skeleton['carbons'] = [0, 0, 0, 0];
        carbons[h] = 1;
        part = { carbons, hydroxyl: 0, bareO: 0 };
      } else return null;
      const d = /^\d+/.exec(t.slice(pos));
      const n = d ? Number(d[0]) : 1;
      if (d) pos += d[0].length;
      for (let k = 0; k < 4; k++) s.carbons[k] += part.carbons[k] * n;
      s.hydroxyl += part.hydroxyl * n;
      s.bareO += part.bareO * n;
    }
    return s;
  };
  const s = seq();
  return s && pos === t.length ? s : null;
}

export function sameSkeleton(a: Skeleton, b: Skeleton): boolean {
  return a.carbons.every((n, k) => n === b.carbons[k]) && a.hydroxyl === b.hydroxyl && a.bareO === b.bareO;
}
