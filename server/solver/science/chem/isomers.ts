/**
 * Constitutional isomers of acyclic saturated compounds, counted by building them: every carbon skeleton
 * of n carbons (trees, at most four neighbours each), then every way to put k identical substituents on
 * the hydrogens of a skeleton, each structure kept once (by a canonical form over all roots). Checked a
 * second way by Burnside's lemma over each skeleton's automorphisms.
 */

type Tree = number[][];

/** Canonical string of a tree with a label per vertex: the least rooted AHU string over all roots. */
function canonical(tree: Tree, labels: number[]): string {
  const rooted = (v: number, parent: number): string => {
    const kids = tree[v]
      .filter((w) => w !== parent)
      .map((w) => rooted(w, v))
      .sort();
    return `(${labels[v]}${kids.join('')})`;
  };
  let best = '';
  for (let r = 0; r < tree.length; r++) {
    const s = rooted(r, -1);
    if (!best || s < best) best = s;
  }
  return best;
}

/** Every alkane carbon skeleton with n carbons, each once. */
export function skeletons(n: number): Tree[] {
  if (n < 1 || n > 9) return [];
  let level: Tree[] = [[[]]];
  for (let size = 1; size < n; size++) {
    const seen = new Map<string, Tree>();
    for (const tree of level) {
      for (let v = 0; v < tree.length; v++) {
        if (tree[v].length >= 4) continue;
        const grown = tree.map((adj) => [...adj]);
        grown.push([v]);
        grown[v].push(size);
        const key = canonical(
          grown,
          grown.map(() => 0),
        );
        if (!seen.has(key)) seen.set(key, grown);
      }
    }
    level = [...seen.values()];
  }
  return level;
}

/** Multisets of k carbons (each at most as often as it has hydrogens). */
function placements(tree: Tree, k: number): number[][] {
  const h = tree.map((adj) => 4 - adj.length);
  const out: number[][] = [];
  const walk = (start: number, left: number, acc: number[]) => {
    if (left === 0) {
      out.push([...acc]);
      return;
    }
    for (let v = start; v < tree.length; v++) {
      const used = acc.filter((x) => x === v).length;
      if (used < h[v]) walk(v, left - 1, [...acc, v]);
    }
  };
  walk(0, k, []);
  return out;
}

/** Structures with k identical substituents on the alkane skeletons of n carbons (k = 0: the alkanes). */
export function countSubstituted(n: number, k: number): number {
  return perSkeleton(n, k).reduce((a, b) => a + b, 0);
}

/** The same, skeleton by skeleton (structures on different skeletons never coincide). */
export function perSkeleton(n: number, k: number): number[] {
  return skeletons(n).map((tree) => {
    const seen = new Set<string>();
    for (const p of placements(tree, k)) {
      const labels = tree.map((_, v) => p.filter((x) => x === v).length);
      seen.add(canonical(tree, labels));
    }
    return seen.size;
  });
}

/** Automorphisms of a small tree, by backtracking over vertex images. */
function automorphisms(tree: Tree): number[][] {
  const n = tree.length;
  const out: number[][] = [];
  const image: number[] = [];
  const used = new Array(n).fill(false);
  const walk = (v: number) => {
    if (v === n) {
      out.push([...image]);
      return;
    }
    for (let w = 0; w < n; w++) {
      if (used[w] || tree[w].length !== tree[v].length) continue;
      if (tree[v].some((u) => u < v && !tree[w].includes(image[u]))) continue;
      image[v] = w;
      used[w] = true;
      walk(v + 1);
      used[w] = false;
    }
  };
  walk(0);
  return out;
}

/** The same count by Burnside's lemma: orbits of placements = mean number of placements each symmetry fixes. */
export function countByBurnside(n: number, k: number): number {
  let total = 0;
  for (const tree of skeletons(n)) {
    const group = automorphisms(tree);
    const all = placements(tree, k).map((p) => p.join(','));
    let fixed = 0;
    for (const g of group) {
      for (const p of placements(tree, k)) {
        const moved = p
          .map((v) => g[v])
          .sort((a, b) => a - b)
          .join(',');
        if (moved === p.join(',')) fixed++;
      }
    }
    if (all.length > 0 || k === 0) total += k === 0 ? 1 : fixed / group.length;
  }
  return total;
}

/** Alkenes C_nH_2n with one C=C on an alkane skeleton (constitutional isomers only; cis/trans would add). */
export function countAlkenes(n: number): number {
  const seen = new Set<string>();
  for (const tree of skeletons(n)) {
    for (let u = 0; u < tree.length; u++) {
      for (const w of tree[u]) {
        // Both carbons of the double bond give up one hydrogen.
        if (w < u || tree[u].length > 3 || tree[w].length > 3) continue;
        seen.add(canonicalWithBond(tree, u, w));
      }
    }
  }
  return seen.size;
}

function canonicalWithBond(tree: Tree, a: number, b: number): string {
  const rooted = (v: number, parent: number): string => {
    const kids = tree[v]
      .filter((w) => w !== parent)
      .map((w) => ((v === a && w === b) || (v === b && w === a) ? '=' : '-') + rooted(w, v))
      .sort();
    return `(${kids.join('')})`;
  };
  let best = '';
  for (let r = 0; r < tree.length; r++) {
    const s = rooted(r, -1);
    if (!best || s < best) best = s;
  }
  return best;
}

/** Alkyl groups of m carbons (m = 0: a hydrogen atom), e.g. 4 butyl groups. */
export function alkylGroups(m: number): number {
  return m === 0 ? 1 : countSubstituted(m, 1);
}

/** Saturated esters C_nH_2nO_2: an acid part of a carbons (with the C=O) and an alkyl part of n − a carbons. */
export function countEsters(n: number): number {
  let total = 0;
  for (let a = 1; a < n; a++) total += alkylGroups(a - 1) * alkylGroups(n - a);
  return total;
}
