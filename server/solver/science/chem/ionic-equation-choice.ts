import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { optionByOptionMarkdown, refused, solved, verdictLine } from '../outcome';
import { findEquation } from './equation-text';
import { judgeIonicEquation } from './ionic-equation-judge';
import { readIonicEquationOption } from './ionic-equation-option';
import { normalizeScienceText } from './normalize';

/** 「下列离子方程式书写正确的是」「能正确表示下列反应的离子方程式是」「…离子方程式不正确的是」. */
const STEM = /离子方程式/;
const WANTS_FALSE = /不正确|错误|不能正确|不合理|有误/;
const WANTS_TRUE = /正确|合理|符合/;
/** Several options may be right: the stated set is not read yet, so such a question is refused. */
export const MANY = /多选|多项选择|不定项|两项|两个|双选|有多项符合|多个选项符合|全部选对|部分选对|选对但不全/;
const ASK_SPLIT = '可以把某个选项单独提问（例如“配平 …”），或请老师帮忙。';

/**
 * 离子方程式正误判断: every option is judged right (a textbook equation under its stated conditions) or wrong
 * (a certain fault); the answer is given only when every option is decided and exactly one fits the ask.
 * Null when the question is not of this kind.
 */
export function solveIonicEquationChoice(text: string, split: ChoiceSplit): Solved | Refused | null {
  if (!STEM.test(split.stem) || /电极|化学方程式|热化学/.test(split.stem)) return null;
  // 「能用离子方程式 H⁺ + OH⁻ = H2O 表示的反应是」 asks which reactions an equation stands for: another kind.
  if (findEquation(normalizeScienceText(split.stem))) return null;
  const wantsFalse = WANTS_FALSE.test(split.stem);
  if (!wantsFalse && !WANTS_TRUE.test(split.stem)) return null;
  const options = split.options.map((o) => ({ letter: o.letter, text: o.text, read: readIonicEquationOption(o.text) }));
  if (options.filter((o) => o.read).length < 2) return null;
  const verdicts = options.map((o) => ({ ...o, ...(o.read ? judgeIonicEquation(o.read) : { right: null, why: '' }) }));
  const decided = verdicts.filter((v) => v.right !== null);
  const picks = verdicts.filter((v) => v.right === !wantsFalse);
  const summary = decided.map((v) => `${v.letter}${v.right ? '正确' : `错误（${v.why}）`}`).join('；');
  if (MANY.test(text) || decided.length < verdicts.length || picks.length !== 1) {
    const undecided = verdicts.filter((v) => v.right === null).map((v) => v.letter);
    return refused(
      'chemistry',
      `这是判断离子方程式正误的选择题。${summary ? `已逐项核对：${summary}。` : ''}${
        MANY.test(text)
          ? '题目可能有多个选项符合要求，目前只回答只有一个选项符合的题目，'
          : undecided.length
            ? `选项 ${undecided.join('、')} 不在教材的常见离子方程式之列（或没能读全题设的条件），目前还不能判断，`
            : '没有恰好一个选项符合要求，'
      }为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  }
  const pick = picks[0];
  const markdown = optionByOptionMarkdown(
    '**思路**：逐项检查离子方程式：原子、电荷（和得失电子）是否守恒；弱电解质、难溶物、气体、氧化物、单质是否写成化学式，易溶强电解质是否拆成离子；生成物在该条件下能否存在；少量、过量等用量与产物是否相符；再与教材中该反应的离子方程式对照。',
    verdicts.map((v) => verdictLine(v.letter, v.why, v.right === true)),
    pick.letter,
  );
  return solved(
    'chemistry',
    'offline:ionic-equation',
    markdown,
    `${pick.letter}（${pick.text.replace(/\$/g, '').trim()}）`,
    '已逐项判断各离子方程式：错误的选项都有确定的错误，正确的选项与教材中的离子方程式及其条件一致',
    'choice',
  );
}
