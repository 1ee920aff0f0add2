import { describe, expect, it } from 'vitest';
import { countAlkenes, countByBurnside, countEsters, countSubstituted, skeletons } from '../../server/solver/science/chem/isomers';
import { solveChemistry } from '../../server/solver/science/chemistry';

const ask = (stem: string, options: string[]) => solveChemistry([stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n'));

describe('isomers counted by building them', () => {
  it('alkane skeletons and substituted alkanes match the known sequences', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => skeletons(n).length)).toEqual([1, 1, 1, 2, 3, 5, 9, 18]);
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => countSubstituted(n, 1))).toEqual([1, 1, 2, 4, 8, 17, 39]);
    expect([1, 2, 3, 4, 5].map((n) => countSubstituted(n, 2))).toEqual([1, 2, 4, 9, 21]);
  });
  it('alkenes and esters', () => {
    expect([2, 3, 4, 5, 6].map(countAlkenes)).toEqual([1, 1, 3, 5, 13]);
    expect([2, 3, 4, 5].map(countEsters)).toEqual([1, 2, 4, 9]);
  });
  it('Burnside over the symmetries gives the same counts', () => {
    for (const n of [3, 4, 5, 6]) for (const k of [1, 2]) expect(countByBurnside(n, k)).toBe(countSubstituted(n, k));
  });
});

describe('isomer choice questions', () => {
  it('alcohols, halides and carboxylic acids', async () => {
    const alcohol = await ask('分子式为 C5H12O 且可与金属钠反应放出氢气的有机物有（不考虑立体异构）（ ）', [
      '5 种',
      '6 种',
      '7 种',
      '8 种',
    ]);
    expect(alcohol?.ok && alcohol.finalAnswer.startsWith('D')).toBe(true);
    const dichloro = await ask('分子式为 C4H8Cl2 的有机物共有（不含立体异构）（ ）', ['7 种', '8 种', '9 种', '10 种']);
    expect(dichloro?.ok && dichloro.finalAnswer.startsWith('C')).toBe(true);
    const acid = await ask('分子式为 C5H10O2 且可与碳酸氢钠溶液反应放出气体的有机化合物有（不考虑立体异构）（ ）', [
      '3 种',
      '4 种',
      '5 种',
      '6 种',
    ]);
    expect(acid?.ok && acid.finalAnswer.startsWith('B')).toBe(true);
    const alkane = await ask('分子式为 C6H14 的同分异构体共有（ ）', ['4 种', '5 种', '6 种', '7 种']);
    expect(alkane?.ok && alkane.finalAnswer.startsWith('B')).toBe(true);
  });

  it('does not answer without "不考虑立体异构" where stereoisomers exist', async () => {
    const out = await ask('分子式为 C4H8Cl2 的有机物共有（ ）', ['7 种', '8 种', '9 种', '10 种']);
    expect(out?.ok).toBe(false);
  });

  it('does not answer compounds it does not build (esters, ethers, rings, other conditions)', async () => {
    // C5H12O without the sodium condition includes ethers.
    const any = await ask('分子式为 C5H12O 的有机物共有（不考虑立体异构）（ ）', ['8 种', '14 种', '6 种', '10 种']);
    expect(any?.ok).toBe(false);
    // C4H8O2 esters are not counted here.
    const ester = await ask('分子式为 C4H8O2 且属于酯的有机物有（不考虑立体异构）（ ）', ['2 种', '3 种', '4 种', '5 种']);
    expect(ester?.ok).toBe(false);
    // C4H8 may be an alkene or a ring.
    const ring = await ask('分子式为 C4H8 的同分异构体共有（不考虑立体异构）（ ）', ['3 种', '4 种', '5 种', '6 种']);
    expect(ring?.ok).toBe(false);
    // Two different halogens are not counted here.
    const mixed = await ask('分子式为 C3H6ClBr 的同分异构体共有（不考虑立体异构）（ ）', ['3 种', '4 种', '5 种', '6 种']);
    expect(mixed?.ok).toBe(false);
  });

  it('does not take a question about derivatives for the isomers of the formula', async () => {
    const derivatives = await ask('分子式为 C5H12 的有机物的一氯代物共有（不考虑立体异构）（ ）', ['3 种', '8 种', '5 种', '6 种']);
    expect(derivatives?.ok).toBe(false);
  });

  it('refuses when no option has the count', async () => {
    const out = await ask('分子式为 C5H11Cl 的同分异构体共有（不考虑立体异构）（ ）', ['5 种', '6 种', '7 种', '9 种']);
    expect(out?.ok).toBe(false);
  });
});

describe('which named compound has the fewest isomers', () => {
  const compare = (stem: string, names: string[]) => ask(stem, names);
  it('decided when one count is exact and every other is certainly larger', async () => {
    const out = await compare('下列化合物中同分异构体数目最少的是（ ）', ['戊烷', '戊醇', '戊烯', '乙酸乙酯']);
    expect(out?.ok && out.finalAnswer.startsWith('A')).toBe(true);
  });
  it('not decided for "the most", for unknown names, or when no count is below every bound', async () => {
    const most = await compare('下列化合物中同分异构体数目最多的是（ ）', ['戊烷', '戊醇', '戊烯', '乙酸乙酯']);
    expect(most?.ok).toBe(false);
    const unknown = await compare('下列化合物中同分异构体数目最少的是（ ）', ['戊烷', '戊醇', '苯', '乙酸乙酯']);
    expect(unknown?.ok).toBe(false);
    // 甲烷 has 1 and 甲醇 has at least 1: the fewest is not certain.
    const tie = await compare('下列化合物中同分异构体数目最少的是（ ）', ['甲烷', '甲醇', '戊烯', '乙酸乙酯']);
    expect(tie?.ok).toBe(false);
  });
});
