import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { refused, solved } from '../outcome';

const LEVEL = /(?:n|量子数(?:n)?)=(\d+)(?:的)?(?:能级|激发态|能量状态|状态)?|第(\d+)能级/g;
const ASKS =
  /(?:最多)?(?:能|可能|可以|会)?(?:辐射|发出|放出|产生|发射)(?:出)?(?:的)?(?:光(?:子|谱线)?)?(?:有)?(?:几|多少)(?:种|条)(?:不同)?(?:频率|波长)?(?:的)?(?:光子|光|谱线|光谱线)?|(?:辐射|发出|放出|产生|发射)(?:出)?(?:的)?(?:不同(?:频率|波长)的)?(?:光子|光|谱线|光谱线)的?(?:种数|种类数|条数)/;

/**
 * Atoms at level n falling to lower levels: a group (一群、大量) reaches every pair of levels, C(n,2) = n(n−1)/2 lines;
 * one atom falling step by step gives at most n − 1 (asked only as 「最多」). The level is the only number of the stem; the count is checked by
 * listing the pairs. Null unless the question is exactly that (two levels named, absorption, energies, the fewest
 * lines, or only the lines of one series or band — 巴耳末系, 红外 — are not read).
 */
export function solveSpectralLines(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const stem = normalizeScienceText(split ? split.stem : raw)
    .replace(/\s+/g, '')
    .replace(/^\d{1,2}[.．、](?!\d)/, '')
    .replace(/[(（]\d{1,2}分[)）]/g, '');
  if (
    !/原子/.test(stem) ||
    !/跃迁/.test(stem) ||
    !ASKS.test(stem) ||
    /吸收|电离|能量为|eV|图|光电|逸出功|金属|可见光|最[大小高低长短少]|系|红外|紫外|其中/.test(stem)
  )
    return null;
  const group = /一群|大量/.test(stem);
  // 「一个氢原子」 or 「一个处于 n=4 能级的氢原子」: one atom, the level told between.
  const single = /一个(?:(?:处于|处在)[^，,。；]{0,12}?的)?(?:氢)?原子/.test(stem);
  // One atom takes one path of several: only 「最多」 asks for a single count.
  if (group === single || (single && !/最多/.test(stem))) return null;
  const levels = [...stem.matchAll(LEVEL)];
  if (levels.length !== 1) return null;
  const n = Number(levels[0][1] ?? levels[0][2]);
  if (!(n >= 2 && n <= 10) || /\d/.test(stem.replace(levels[0][0], ''))) return null;
  const pairs: string[] = [];
  for (let hi = n; hi >= 2; hi--) for (let lo = hi - 1; lo >= 1; lo--) pairs.push(`${hi}→${lo}`);
  const count = group ? pairs.length : n - 1;
  if (group && count !== (n * (n - 1)) / 2) return null;
  const lines = group
    ? [
        '**思路**：一群原子中各个原子可以沿不同的路径向低能级跃迁，任意两个能级之间的跃迁都会发生，每一种跃迁放出一种频率的光子。',
        '',
        `从 $n = ${n}$ 到 $n = 1$ 共 ${n} 个能级，能级对的个数为 $\\mathrm{C}_{${n}}^{2} = \\frac{${n} \\times ${n - 1}}{2} = ${count}$。`,
        '',
        `逐一列出：${pairs.join('，')}，共 ${count} 种。`,
      ]
    : [
        '**思路**：一个原子一次只能处在一个能级上，逐级向下跃迁时放出的光子种类最多。',
        '',
        `从 $n = ${n}$ 逐级跃迁到 $n = 1$：${Array.from({ length: n - 1 }, (_, i) => `${n - i}→${n - i - 1}`).join('，')}，最多 $${n} - 1 = ${count}$ 种。`,
      ];
  const answer = `${count} 种`;
  const out = solved('physics', 'offline:physics', lines.join('\n'), answer, group ? '已逐一列出能级对核对' : '已逐级列出跃迁核对');
  if (!split) return out;
  const values = split.options.map((o) => {
    const m = /^(\d+)(?:种|条)?$/.exec(normalizeScienceText(o.text).replace(/[\s。.]/g, ''));
    return m ? Number(m[1]) : null;
  });
  if (values.some((v) => v === null)) return null;
  const hits = split.options.filter((_, i) => values[i] === count);
  if (hits.length !== 1)
    return refused(
      'physics',
      `算出的是 ${count} 种，与选项对不上（或有多个选项相符），为避免选错，暂不作答。可以请老师帮忙核对。`,
      'choice',
    );
  return {
    ...out,
    problemType: 'choice',
    finalAnswer: `${hits[0].letter}（${answer}）`,
    markdown: `${out.markdown}\n\n**对照选项**：与选项 ${hits[0].letter} 一致。`,
  };
}
