import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { solved } from '../outcome';
import { nuclideTex, plain } from './nuclear-reactions';

/**
 * How many α and β decays take one nucleus to another: each α lowers the mass number by 4 and the charge
 * by 2, each β⁻ raises the charge by 1, so n_α = ΔA / 4 and n_β = 2n_α − ΔZ. The stem names exactly two
 * nuclides (parent, then product); every option states the numbers of decays. Null otherwise.
 */
export function solveDecayCounts(raw: string, split: ChoiceSplit | null): Solved | null {
  if (!split || !/衰变/.test(split.stem) || !/次/.test(raw)) return null;
  const stem = plain(split.stem.replace(/\\alpha/g, 'α').replace(/\\beta/g, 'β'));
  if (stem.includes('⟨?⟩')) return null;
  // 「下列说法错误的是」 asks the false statement; at most one option can state the right counts, so a single choice
  // asking the false one cannot be decided from them.
  if (/错误|不正确|不对|不符合|不可能/.test(stem)) return null;
  const nuclides = [...stem.matchAll(/⟨(\d+),(-?\d+)⟩/g)].map((m) => ({ A: Number(m[1]), Z: Number(m[2]) }));
  if (nuclides.length !== 2) return null;
  const [p, d] = nuclides;
  const dA = p.A - d.A;
  const dZ = p.Z - d.Z;
  if (dA <= 0 || dA % 4 !== 0) return null;
  const na = dA / 4;
  const nb = 2 * na - dZ;
  if (nb < 0 || na > 20 || nb > 20) return null;
  // Check: the counts rebuild the product from the parent.
  if (p.A - 4 * na !== d.A || p.Z - 2 * na + nb !== d.Z) return null;
  // 「α 衰变和 β 衰变的次数分别为」: options may give the two counts bare, in the order the stem names them.
  const order = /(α|β)衰变(?:和|与|、|及)(α|β)衰变的?次数分别(?:为|是)/.exec(stem.replace(/\s+/g, ''));
  const bareFirstAlpha = order && order[1] !== order[2] ? order[1] === 'α' : null;
  // 「经过 m 次 α 衰变和 n 次 β 衰变」: options give the letters' values (「m=4，n=2」).
  const flat = stem.replace(/\s+/g, '');
  const alphaLetter = /(?<![A-Za-z])([a-z])次α衰变/.exec(flat)?.[1];
  const betaLetter = /(?<![A-Za-z])([a-z])次β衰变/.exec(flat)?.[1];
  const letters = alphaLetter && betaLetter && alphaLetter !== betaLetter ? { [alphaLetter]: 'α', [betaLetter]: 'β' } : null;
  const verdicts: { ok: boolean }[] = [];
  for (const o of split.options) {
    if (letters) {
      const m = /^([a-z])=(\d+)(?:,|，|;|；|、|和)([a-z])=(\d+)$/.exec(plain(o.text));
      if (!m || m[1] === m[3] || !letters[m[1]] || !letters[m[3]]) return null;
      const got = { [letters[m[1]]]: Number(m[2]), [letters[m[3]]]: Number(m[4]) };
      verdicts.push({ ok: got.α === na && got.β === nb });
      continue;
    }
    const bare = /^(\d+)次?(?:和|与|、|,|，|;|；)(\d+)次?$/.exec(plain(o.text));
    if (bare && bareFirstAlpha !== null) {
      const [first, second] = [Number(bare[1]), Number(bare[2])];
      const [a, b] = bareFirstAlpha ? [first, second] : [second, first];
      verdicts.push({ ok: a === na && b === nb });
      continue;
    }
    const t = plain(o.text.replace(/\\alpha/g, 'α').replace(/\\beta/g, 'β')).replace(/^(?:共)?(?:经过|发生)?了?/, '');
    let m = /^(\d+)次α衰变(?:和|与|、|及|,|，|;|；)?(\d+)次β衰变$/.exec(t);
    let a: number;
    let b: number;
    if (m) [a, b] = [Number(m[1]), Number(m[2])];
    else {
      m = /^(\d+)次β衰变(?:和|与|、|及|,|，|;|；)?(\d+)次α衰变$/.exec(t);
      if (!m) return null;
      [b, a] = [Number(m[1]), Number(m[2])];
    }
    verdicts.push({ ok: a === na && b === nb });
  }
  const truths = split.options.filter((_, i) => verdicts[i].ok).map((o) => o.letter);
  if (truths.length !== 1) return null;
  const markdown = [
    `**思路**：每发生一次 α 衰变，质量数减少 4、电荷数减少 2；每发生一次 β 衰变，质量数不变、电荷数增加 1。`,
    '',
    `由 $${nuclideTex(p)}$ 变为 $${nuclideTex(d)}$：质量数减少 $${p.A} - ${d.A} = ${dA}$，所以 α 衰变次数 $n_\\alpha = \\frac{${dA}}{4} = ${na}$；`,
    '',
    `电荷数应减少 $2n_\\alpha - n_\\beta$，实际减少 $${p.Z} - (${d.Z}) = ${dZ}$，所以 $n_\\beta = 2 \\times ${na} - ${dZ} = ${nb}$。`,
    '',
    `**检验**：$${p.A} - 4 \\times ${na} = ${d.A}$，$${p.Z} - 2 \\times ${na} + ${nb} = ${d.Z}$，与生成核一致。`,
    '',
    `**答案**：${truths[0]}（${na} 次 α 衰变，${nb} 次 β 衰变）`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    markdown,
    `${truths[0]}（${na} 次 α 衰变，${nb} 次 β 衰变）`,
    '已用衰变次数重新推算生成核的质量数和电荷数',
    'choice',
  );
}
