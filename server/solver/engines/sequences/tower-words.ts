import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import { flatSequenceText } from './flat-text';

/**
 * A geometric sum told in words (数学文化, 《算法统宗》): 「一座 7 层塔共挂了 381 盏灯，且相邻两层中的下一层灯数是上一层灯数的
 * 2 倍，则塔的顶层共有灯」. The layers from the top are a geometric sequence with ratio q, so S_n = a_1(q^n − 1)/(q − 1)
 * gives the top and a_1 q^{n−1} the bottom. A quoted old verse followed by 「意思是」 is read by its restatement (the
 * same numbers in figures). A count that is not a whole number of lamps refuses, and so does 「第 j 层」 (which end
 * counts first is not said). Checked by adding the layers one by one.
 */

const READ =
  /^一座(\d+)层(?:的)?塔(?:上)?共(?:挂|点|有)(?:了|着)?(\d+)[\u4e00-\u9fff]?灯,(?:且)?相邻两层中(?:的)?下一层(?:的)?灯数是上一层(?:的)?(?:灯数)?的(\d+)倍,(?:则|问|那么)?(?:该|这座)?(?:塔的)?(顶层|底层|最上面一层|最下面一层|尖头)(?:共)?有灯(?:几盏|多少盏)?$/;

export function towerInWords(stem: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const t = flatSequenceText(stem)
    .replace(/^.*[”"」]意思是[:：]?/, '')
    .replace(/盏$/, '');
  const m = READ.exec(t);
  if (!m) return null;
  const [n, total, q] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (n < 2 || n > 20 || q < 2) return null;
  const top = Rat.of(total * (q - 1), q ** n - 1);
  if (!top.isInteger() || top.sign() <= 0) return null;
  const bottomAsked = /底|下/.test(m[4]);
  const ans = bottomAsked ? top.mul(Rat.of(q ** (n - 1))) : top;
  let added = Rat.ZERO;
  for (let i = 0; i < n; i++) added = added.add(top.mul(Rat.of(q ** i)));
  if (!added.eq(Rat.of(total))) return null;
  const steps = [
    `设塔的顶层有 ${im('a_1')} 盏灯，从上往下各层灯数组成公比 ${im(`q=${q}`)} 的等比数列，共 ${n} 项。`,
    `由 ${im(`S_{${n}}=\\frac{a_1(q^{${n}}-1)}{q-1}`)} 得 ${im(`\\frac{a_1(${q}^{${n}}-1)}{${q}-1}=${total}`)}，即 ${im(`${(q ** n - 1) / (q - 1)}a_1=${total}`)}，${im(`a_1=${top.toLatex()}`)}。`,
  ];
  if (bottomAsked) steps.push(`底层灯数 ${im(`a_{${n}}=a_1q^{${n - 1}}=${top.toLatex()}\\times ${q}^{${n - 1}}=${ans.toLatex()}`)}。`);
  return solved(mp, {
    engine: 'sequences:tower-in-words',
    idea: '相邻两层灯数之比一定，各层灯数成等比数列，用等比数列的求和公式列方程。',
    steps,
    finalAnswer: `${im(ans.toLatex())} 盏`,
    verificationNote: `从顶层 ${top.toLatex()} 盏起每层乘 ${q}：${Array.from({ length: n }, (_, i) => top.toNumber() * q ** i).join('+')}=${total}，与共有的灯数相符。`,
    value: { kind: 'numbers', values: [ans.toNumber()] },
  });
}
