import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { bySymbol, type ElementData } from '../../server/solver/science/elements-inference/periodic-table';
import { ionRadiusGreater, nonMetalGreater, radiusGreater } from '../../server/solver/science/elements-inference/trends';

const solver = createOfflineSolver();
const ask = (stem: string, options: string[]) => solver.solve({ text: [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n') });
const el = (s: string) => bySymbol(s) as ElementData;

async function expectAnswer(stem: string, options: string[], letter: string) {
  const out = await ask(stem, options);
  expect(out.ok ? [out.engine, out.finalAnswer[0]] : out.reason).toEqual(['offline:chemistry:element-inference', letter]);
}
async function expectRefusal(stem: string, options: string[], because: RegExp) {
  const out = await ask(stem, options);
  expect(out.ok ? out.finalAnswer : out.reason).toMatch(because);
}

const V1_STEM =
  '短周期主族元素 R、T、X、Y 的原子序数依次增大，R 原子的最外层电子数是内层电子数的 2 倍，X 是地壳中含量最多的金属元素，Y 与 R 同主族，T 的原子半径是短周期主族元素中最大的。下列说法正确的是（ ）';
const V1_OPTIONS = ['原子半径：T>X>Y>R', '最高价氧化物对应水化物的酸性：Y>R', '非金属性：R<Y', 'X 的最高价氧化物对应的水化物是强碱'];

describe('periodic trends from the table', () => {
  it('atomic radius by period and group, checked against the textbook radii', () => {
    expect(radiusGreater(el('Na'), el('Cl'))).toBe(true);
    expect(radiusGreater(el('O'), el('S'))).toBe(false);
    expect(radiusGreater(el('Mg'), el('H'))).toBe(true);
    // Li (period 2, group 1) against Cl (period 3, group 7): no grid rule, the radii 152 and 99 pm decide.
    expect(radiusGreater(el('Li'), el('Cl'))).toBe(true);
    expect(radiusGreater(el('Ne'), el('F'))).toBeNull();
  });
  it('simple-ion radius only where the rule is certain', () => {
    expect(ionRadiusGreater(el('O'), -2, el('Al'), 3)).toBe(true);
    expect(ionRadiusGreater(el('S'), -2, el('Na'), 1)).toBe(true);
    // Li⁺ (76 pm) is larger than Al³⁺ (54 pm) although it has fewer shells: not decided by a shell count.
    expect(ionRadiusGreater(el('Al'), 3, el('Li'), 1)).toBeNull();
  });
  it('non-metallicity across the grid, not between N and Cl', () => {
    expect(nonMetalGreater(el('O'), el('P'))).toBe(true);
    expect(nonMetalGreater(el('N'), el('Cl'))).toBeNull();
  });
});

describe('element inference questions', () => {
  it('outer electrons, a superlative, a crust fact and a group', async () => {
    await expectAnswer(V1_STEM, V1_OPTIONS, 'A');
  });
  it('「错误的是」 with ions of the same electron structure', async () => {
    await expectAnswer(
      'a、b、c、d 为原子序数依次增大的短周期主族元素，a 的简单氢化物可用作制冷剂，b^{2-} 与 c^{+} 具有相同的电子层结构，d 与 b 同族。下列说法错误的是',
      ['简单离子半径：c<b', '简单氢化物的热稳定性：b>d', 'a 与 b 的简单离子具有相同的电子层结构', '原子半径：a<b'],
      'D',
    );
  });
  it('positions drawn in a table, the clue order changed', async () => {
    await expectAnswer(
      '短周期元素 X、Y、Z、W 在周期表中的相对位置如下表所示，其中 W 所在的周期数与族数相同。\n\\begin{tabular}{|c|c|c|}\n\\hline & $X$ & $Y$ \\\\\n\\hline $W$ & & $Z$ \\\\\n\\hline\n\\end{tabular}\n下列说法正确的是（ ）',
      ['原子半径：W>Z>Y', '最高价氧化物对应水化物的酸性：Z>Y', '简单氢化物的热稳定性：X>Y', 'W 与 Z 属于同一主族'],
      'A',
    );
  });
  it('a sum of outer electrons checked together with the other clues', async () => {
    await expectAnswer(
      'X、Y、Z 均为短周期主族元素，原子序数依次增大，它们原子的最外层电子数之和为 13，X 原子的最外层电子数是其电子层数的 3 倍，Y 的焰色反应呈黄色，Z 与 X 同主族。下列叙述正确的是',
      ['简单离子半径：Z>X>Y', '非金属性：Z>X', '热稳定性：X 的氢化物小于 Z 的氢化物', 'X 与 Z 形成的化合物是离子化合物'],
      'A',
    );
  });
  it('melting points only between an ionic or network solid and a molecular one', async () => {
    await expectAnswer(
      '短周期主族元素 W、X、Y、Z 的原子序数依次增大，W 原子的最外层电子数是内层电子数的 3 倍，X 的原子半径是短周期主族元素中最大的，Y 所在周期数与族数相同，Z 的单质是黄绿色气体。下列说法正确的是',
      ['化合物熔点：YZ3>Y2W3', '原子半径：Z>Y', '简单离子半径：Y<W', 'X 与 Z 属于同一主族'],
      'C',
    );
  });
});

describe('element inference: valences, ratios of shells and groups', () => {
  it('letters that look like symbols, 次外层 without 电子数, 周期数 as a multiple of the group', async () => {
    await expectAnswer(
      '短周期主族元素 M、N、P、Q 的原子序数依次增大，M 原子的最外层电子数是次外层的 3 倍，N 的周期数是族序数的 3 倍，P 所在周期数与族数相同，Q 的最高正价与最低负价的代数和为 4。下列说法正确的是',
      ['最高正化合价：Q>P', '简单阴离子的还原性：M>Q', '最高价氧化物对应水化物的碱性：P>N', 'M、N、P、Q 原子的最外层电子数之和为 15'],
      'A',
    );
  });
  it('several right options when the question says so', async () => {
    const out = await ask(
      '（多选）短周期主族元素 M、N、P、Q 的原子序数依次增大，M 原子的最外层电子数是次外层的 3 倍，N 的周期数是族序数的 3 倍，P 所在周期数与族数相同，Q 的最高正价与最低负价的代数和为 4。下列说法正确的是',
      ['最高正化合价：Q>P', '简单阴离子的还原性：M>Q', '最高价氧化物对应水化物的碱性：N>P', 'M、N、P、Q 原子的最外层电子数之和为 15'],
    );
    expect(out.ok ? out.finalAnswer.slice(0, 2) : out.reason).toBe('AC');
  });
});

describe('element inference: sums, halves and within-period superlatives', () => {
  it('a sum on one side, a half, a valence sum and r(·) notation', async () => {
    await expectAnswer(
      '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 的原子序数是 Z 的一半，Y 的核外电子数与 X、W 的最外层电子数之和相等，W 的最高正价与最低负价的代数和为 6，Y 的原子半径是同周期主族元素中最大的。下列说法正确的是',
      ['原子半径：r(Y)>r(Z)>r(X)', 'X 的最高价氧化物对应的水化物是强酸', 'Z 与 W 属于同一主族', '最高正化合价：Z>W'],
      'A',
    );
  });
});

describe('element inference: a number given outright, a pH, a decimal in the clue', () => {
  it('0.01 mol/L of the highest oxoacid at pH 2, an outer shell of 1', async () => {
    await expectAnswer(
      'W、Y、Z 均为短周期主族元素，原子序数依次增大。常温下，0.01 mol/L Z 的最高价氧化物对应水化物溶液的 pH 为 2，W 与 Z 同主族，Y 原子最外层电子数为 1。下列说法正确的是',
      ['简单离子半径：Z>W>Y', '简单氢化物的热稳定性：Z>W', '非金属性：W<Z', 'W、Y、Z 原子的最外层电子数之和为 16'],
      'A',
    );
  });
  it('a pH that fits no strong acid or base is not read', async () => {
    await expectRefusal(
      'W、Y、Z 均为短周期主族元素，原子序数依次增大。常温下，0.01 mol/L Z 的最高价氧化物对应水化物溶液的 pH 为 3，W 与 Z 同主族，Y 原子最外层电子数为 1。下列说法正确的是',
      ['简单离子半径：Z>W>Y', '简单氢化物的热稳定性：Z>W', '非金属性：W<Z', 'W、Y、Z 原子的最外层电子数之和为 16'],
      /不能自动理解/,
    );
  });
});

describe('element inference: lowest-valence ions, ion chains, a table said in words', () => {
  const ions = 'X、Y、Z 均为短周期元素，X、Y 处于同一周期，X、Z 的最低价离子分别为 X^{2-} 和 Z^{-}，Y^{+} 和 Z^{-} 具有相同的电子层结构';
  const ionOptions = ['原子最外层电子数：X>Y>Z', '离子半径：X^{2-}>Z^{-}>Y^{+}', '原子序数：Z>Y>X', '非金属性：X>Z'];
  it('the shell count fixes the period, the ions fix the rest', async () => {
    await expectAnswer(`${ions}，X 原子的电子层数为 3。下列说法正确的是`, ionOptions, 'B');
  });
  it('without it H⁻ and Li⁺ remain beside F⁻ and Na⁺: refused (an option is undecided under one reading)', async () => {
    await expectRefusal(`${ions}。下列说法正确的是`, ionOptions, /X=O、Y=Li、Z=H 或|不止一种可能/);
  });
  it('「下表是元素周期表的一部分」, an anniversary preamble, states of simple substances', async () => {
    await expectAnswer(
      '2019 年是国际化学元素周期表年。下表是元素周期表的一部分，W、X、Y、Z 为短周期主族元素，W 与 Z 的原子序数之和为 22。\n\\begin{tabular}{|c|c|c|}\n\\hline & & W \\\\\n\\hline X & Y & Z \\\\\n\\hline\n\\end{tabular}\n下列说法错误的是',
      ['原子半径：W<X', '常温常压下，Y 单质为固态', '气态氢化物的热稳定性：Z<W', 'X 的最高价氧化物的水化物是强碱'],
      'D',
    );
  });
});

describe('element inference: one letter apart from a group of others', () => {
  it('「Q 与 X、Y、Z 位于不同周期」 puts Q alone, not the others apart', async () => {
    await expectAnswer(
      'Q、X、Y、Z 是原子序数依次增大的短周期主族元素，Q 与 X、Y、Z 位于不同周期，Y 原子最外层电子数是 Q 原子内层电子数的 3 倍，X 的原子半径是短周期主族元素中最大的，Z 与 Q 同族。下列说法正确的是',
      ['原子半径：Z>Y', '非金属性：Q>Z', 'X 与 Y 位于不同周期', '最高正化合价：Y>Z'],
      'B',
    );
  });
});

describe('element inference: states of simple substances and neighbours in a period', () => {
  it('two gases, three neighbours, a sum of outer electrons', async () => {
    await expectAnswer(
      '短周期主族元素 W、X、Y、Z 的原子序数依次增大，W 和 X 的单质常温下均为气体，X、Y、Z 为同周期相邻元素，它们原子的最外层电子数之和为 19。下列说法正确的是',
      ['原子半径：W>X', '非金属性：Z>Y', '简单氢化物的热稳定性：X>Z', 'W 与 Z 属于同一主族'],
      'B',
    );
  });
});

describe('element inference: a clause that goes on without its subject, ionic binaries', () => {
  const stem =
    '短周期主族元素 W、X、Y、Z 的原子序数依次增大，X 的最外层电子数是 W 与 Y 的最外层电子数之和，也是 Z 的最外层电子数的 3 倍，Y 的原子半径是短周期主族元素中最大的。下列说法正确的是';
  it('「也是 …」 takes the subject of the clause before', async () => {
    await expectAnswer(
      stem,
      ['简单离子半径：W>X>Y>Z', '非金属性：W>X', 'Y 与 X 形成的化合物是共价化合物', 'Z 与 W 形成的化合物是共价化合物'],
      'A',
    );
  });
  it('a metal with a non-metal is decided only for the textbook pairs', async () => {
    const out = await ask(stem, [
      '简单离子半径：W>X>Y>Z',
      '非金属性：W>X',
      'Y 与 X 形成的化合物是共价化合物',
      'Z 与 W 形成的化合物是离子化合物',
    ]);
    expect(out.ok ? out.finalAnswer : out.reason).toMatch(/没有恰好一个/);
  });
});

describe('element inference: electrons of a named shell', () => {
  it('「它们原子核外 M 层电子数分别为 …」', async () => {
    await expectAnswer(
      'X、Y、Z 为原子序数依次增大的短周期主族元素，它们原子核外 M 层电子数分别为 0、1、7，X 的最外层电子数是其内层电子数的 3 倍。下列说法正确的是',
      ['简单离子半径：Z>X>Y', 'Y 与 Z 形成的化合物是共价化合物', 'Y 与 X 位于同一周期', 'X、Y、Z 原子的最外层电子数之和为 15'],
      'A',
    );
  });
});

describe('element inference near-misses are refused', () => {
  it('two assignments fit the clues (X = O or F); they agree, but three options hold in a single-answer question', async () => {
    await expectRefusal(
      '短周期主族元素 W、X、Y、Z 的原子序数依次增大，W 的简单氢化物可用作制冷剂，Y 的原子半径是短周期主族元素中最大的，Z 与 X 同主族。下列说法正确的是',
      ['原子半径：Y>Z>X', '非金属性：X>Z', '简单离子半径：Y>X', 'W 与 X 属于同一周期'],
      /没有恰好一个选项/,
    );
  });
  it('clues that no short-period elements satisfy', async () => {
    await expectRefusal(
      '短周期主族元素 W、X、Y、Z 的原子序数依次增大，W 和 X 的单质常温下均为气体，X、Y、Z 为同周期相邻元素，它们原子的最外层电子数之和为 22。下列说法正确的是',
      ['原子半径：W>X', '非金属性：Z>Y', '简单氢化物的热稳定性：X>Z', 'W 与 Z 属于同一主族'],
      /找不到符合的元素/,
    );
  });
  it('a clue that is not understood', async () => {
    await expectRefusal(V1_STEM.replace('。下列', '，T 的单质能与冷水剧烈反应。下列'), V1_OPTIONS, /不能自动理解/);
  });
  it('an option the table cannot decide (boiling points without hydrogen bonds)', async () => {
    await expectRefusal(V1_STEM, [...V1_OPTIONS.slice(0, 3), '简单氢化物的沸点：R<Y'], /选项 D/);
  });
  it('a comparison whose two halves name different properties', async () => {
    await expectRefusal(V1_STEM, [...V1_OPTIONS.slice(0, 3), 'T 的原子半径比 X 的简单离子半径小'], /选项 D/);
  });
  it('elements not said to be short-period', async () => {
    await expectRefusal(V1_STEM.replace('短周期主族元素', '主族元素'), V1_OPTIONS, /短周期/);
  });
  it('two options right in a single-answer question', async () => {
    await expectRefusal(V1_STEM, [...V1_OPTIONS.slice(0, 3), 'T 与 X 属于同一周期'], /没有恰好一个/);
  });
});

describe('element inference: clues that leave several readings', () => {
  // X lies between O and Al: F, Na or Mg; nothing else fixes it.
  const stem =
    'W、X、Y、Z 为原子序数依次增大的短周期主族元素，W 原子的最外层电子数是内层电子数的 3 倍，Y 所在周期数与族数相同，Z 与 W 同族。下列说法正确的是';
  it('answers when every reading decides every option the same way, and says so', async () => {
    await expectAnswer(stem, ['原子半径：Y>Z', '非金属性：Z>W', '原子序数：W>Y', '原子半径：W>Z'], 'A');
    const out = await ask(stem, ['原子半径：Y>Z', '非金属性：Z>W', '原子序数：W>Y', '原子半径：W>Z']);
    expect(out.ok && out.markdown).toMatch(/有 3 种符合/);
  });
  it('refuses when the readings disagree on an option (X>Y holds for Na and Mg, not for F)', async () => {
    await expectRefusal(stem, ['原子半径：X>Y', '非金属性：Z>W', '原子序数：W>Y', '原子半径：W>Z'], /不止一种可能.*对错不同/);
  });
});
