import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex, type Problem } from '../read';
import { quantitiesIn } from './spans';

/**
 * 错看 (one operand misread), as textbooks and contests both ask it: 「错将除数36看成63，结果得到商24，正确的商是多少？」.
 * The wrong sum/difference/product/quotient gives back the operand that was read right; the right operand then gives the
 * right result. Only a whole operand read as another number (not one digit of it), a result named as its operation's
 * (商 of 除, 积 of 乘 …), no remainder, and the right result asked.
 */

type Role = '被除数' | '除数' | '乘数' | '因数' | '加数' | '被减数' | '减数';

const RESULT_OF: Record<Role, string> = { 被除数: '商', 除数: '商', 乘数: '积', 因数: '积', 加数: '和', 被减数: '差', 减数: '差' };
const OP_OF: Record<Role, string> = {
  被除数: '除法',
  除数: '除法',
  乘数: '乘法',
  因数: '乘法',
  加数: '加法',
  被减数: '减法',
  减数: '减法',
};

const NUM = '(\\d+(?:\\.\\d+)?)';

/** The other operand, from the wrong one and the wrong result; null when it does not come out exactly. */
function otherOperand(role: Role, wrong: Rat, result: Rat): Rat | null {
  switch (role) {
    case '除数':
      return wrong.mul(result); // the dividend
    case '被除数':
      return result.sign() === 0 ? null : wrong.div(result); // the divisor
    case '乘数':
    case '因数':
      return wrong.sign() === 0 ? null : result.div(wrong);
    case '加数':
      return result.sub(wrong);
    case '被减数':
      return wrong.sub(result); // the subtrahend
    case '减数':
      return result.add(wrong); // the minuend
  }
}

function compute(role: Role, operand: Rat, other: Rat): Rat | null {
  switch (role) {
    case '除数':
      return operand.sign() === 0 ? null : other.div(operand);
    case '被除数':
      return other.sign() === 0 ? null : operand.div(other);
    case '乘数':
    case '因数':
      return operand.mul(other);
    case '加数':
      return operand.add(other);
    case '被减数':
      return operand.sub(other);
    case '减数':
      return other.sub(operand);
  }
}

function expr(role: Role, operand: string, other: string): string {
  switch (role) {
    case '除数':
      return `${other} \\div ${operand}`;
    case '被除数':
      return `${operand} \\div ${other}`;
    case '乘数':
    case '因数':
      return `${operand} \\times ${other}`;
    case '加数':
      return `${operand} + ${other}`;
    case '被减数':
      return `${operand} - ${other}`;
    case '减数':
      return `${other} - ${operand}`;
  }
}

const OTHER_NAME: Record<Role, string> = {
  被除数: '除数',
  除数: '被除数',
  乘数: '另一个因数',
  因数: '另一个因数',
  加数: '另一个加数',
  被减数: '减数',
  减数: '被减数',
};

export function misreadOperandKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const m = new RegExp(
    `(?:一个)?(被除数|除数|乘数|因数|加数|被减数|减数)${NUM}(?:错)?(?:看成|看作|抄成|写成|当成|当作|看错成)了?${NUM}[,，]?(?:结果|最后)?(?:得到|算得|算出|求得|得出)?(?:的)?(?:商|积|和|差)?(?:是|为)?`,
  ).exec(p.text);
  if (!m) return null;
  const role = m[1] as Role;
  const resultWord = RESULT_OF[role];
  // the wrong result, named as its operation's, right after the misreading
  const rest = p.text.slice(m.index + m[0].length);
  const res = new RegExp(`^(?:[\\u4e00-\\u9fff]{0,6}?${resultWord}(?:是|为)?)?${NUM}`).exec(rest);
  const named = new RegExp(`${resultWord}(?:是|为)?$`).test(m[0]) || !!res?.[0].includes(resultWord);
  if (!res || !named) return null;
  // a remainder, a digit misread, or a second slip is another problem
  if (/余|个位|十位|百位|末尾|小数点|又|还|另|也|同时/.test(p.text)) return null;
  // one misreading only, and only the right result asked (not its difference or ratio to the wrong one)
  if ((p.text.match(/看成|看作|抄成|写成|当成|当作|看错|抄错|写错/g) ?? []).length > 1) return null;
  if (/比|倍|分之|相差|错误|错的/.test(p.ask.text)) return null;
  // the operation told agrees (「计算除法时」), when told
  const op = /(加法|减法|乘法|除法)/.exec(p.text);
  if (op && op[1] !== OP_OF[role]) return null;
  // the right result is asked
  if (
    !new RegExp(
      `(?:正确|原来|应该|应当)[\\u4e00-\\u9fff]{0,4}?(?:${resultWord}|结果|得数)|(?:${resultWord}|结果|得数)[\\u4e00-\\u9fff]{0,4}?(?:正确|应该|应当)`,
    ).test(p.ask.text)
  )
    return null;
  const right = Rat.parseDecimal(m[2]);
  const wrong = Rat.parseDecimal(m[3]);
  const result = Rat.parseDecimal(res[1]);
  if (!right || !wrong || !result || right.eq(wrong)) return null;
  const resAt = m.index + m[0].length + res[0].length - res[1].length;
  const used = quantitiesIn(p, [
    [m.index, m.index + m[0].length],
    [resAt, resAt + res[1].length],
  ]);
  if (!used) return null;
  const other = otherOperand(role, wrong, result);
  if (!other || other.sign() <= 0) return null;
  const answer = compute(role, right, other);
  // check: the misread operand gives back the wrong result
  const again = compute(role, wrong, other);
  if (!answer || answer.sign() < 0 || !again?.eq(result)) return null;
  // whole numbers in, a whole quotient expected: a quotient that does not come out is a misreading of the story
  if ((role === '除数' || role === '被除数') && [right, wrong, result].every((v) => v.isInteger()) && !answer.isInteger()) return null;
  const t = numTex;
  const find =
    role === '除数'
      ? `$${t(wrong)} \\times ${t(result)} = ${t(other)}$`
      : role === '被除数'
        ? `$${t(wrong)} \\div ${t(result)} = ${t(other)}$`
        : role === '乘数' || role === '因数'
          ? `$${t(result)} \\div ${t(wrong)} = ${t(other)}$`
          : role === '加数'
            ? `$${t(result)} - ${t(wrong)} = ${t(other)}$`
            : role === '被减数'
              ? `$${t(wrong)} - ${t(result)} = ${t(other)}$`
              : `$${t(result)} + ${t(wrong)} = ${t(other)}$`;
  return {
    kind: 'misread-operand',
    idea: `错看问题：${OTHER_NAME[role]}没有看错。先用看错的${role} ${t(wrong)} 和错误的${resultWord} ${t(result)} 求出${OTHER_NAME[role]}，再用正确的${role} ${t(right)} 计算。`,
    steps: [`**${OTHER_NAME[role]}** ${find}`, `**正确的${resultWord}** $${expr(role, t(right), t(other))} = ${t(answer)}$`],
    answer,
    unit: '',
    form: 'number',
    used,
    check: `验算：用看错的 ${t(wrong)} 计算，$${expr(role, t(wrong), t(other))} = ${t(result)}$，正是题中错误的${resultWord}。`,
  };
}

/**
 * One score recorded wrong in an average: 「平均84.1分，后来发现小红的96分错写成了69分，改正后平均84.7分，有几名学生？」:
 * the score missed (96 − 69) spread over everyone raised the average by 84.7 − 84.1.
 */
export function misrecordedScoreKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/(?:名|个|位)?(?:学生|同学|人)|人数/.test(p.ask.text)) return null;
  // 「几名男同学」「及格的人」: a part of the class is not told by the two averages
  if (/男|女|及格|优秀|满分|不及格/.test(p.ask.text)) return null;
  const avg = `平均(?:成绩|分|分数)?(?:是|为|变成|变为|变成了)?${NUM}分`;
  const first = new RegExp(avg).exec(p.text);
  const slip = new RegExp(
    `${NUM}分[\\u4e00-\\u9fff，,]{0,3}?(?:错写成|错记成|错看成|错抄成|误写成|误记成|误记为|误写为|错登成|错登为)了?${NUM}分`,
  ).exec(p.text);
  if (!first || !slip || slip.index < first.index) return null;
  const rest = p.text.slice(slip.index + slip[0].length);
  const second = new RegExp(`(?:重新|改正|更正|纠正|正确)[\\u4e00-\\u9fff，,]{0,8}?${avg}`).exec(rest);
  if (!second || /又|还有|另|两|几名同学的/.test(p.text.slice(first.index))) return null;
  const A = Rat.parseDecimal(first[1]);
  const right = Rat.parseDecimal(slip[1]);
  const wrong = Rat.parseDecimal(slip[2]);
  const B = Rat.parseDecimal(second[1]);
  if (!A || !right || !wrong || !B || A.eq(B) || right.eq(wrong)) return null;
  // the average moves the way the score was corrected
  if (right.sub(wrong).sign() !== B.sub(A).sign()) return null;
  const n = right.sub(wrong).div(B.sub(A));
  if (!n.isInteger() || n.cmp(Rat.of(2)) < 0) return null;
  const secondAt = slip.index + slip[0].length + second.index;
  const used = quantitiesIn(p, [
    [first.index, first.index + first[0].length],
    [slip.index, slip.index + slip[0].length],
    [secondAt, secondAt + second[0].length],
  ]);
  if (!used) return null;
  // check: n people at the wrong total, the score put right, make the new average
  if (!A.mul(n).sub(wrong).add(right).div(n).eq(B)) return null;
  const t = numTex;
  const up = right.cmp(wrong) > 0;
  const unit = p.ask.measure && /^[名个位人]$/.test(p.ask.measure) ? p.ask.measure : '人';
  return {
    kind: 'misrecorded-score',
    idea: `一个成绩记错，总分就${up ? '少算' : '多算'}了两者之差；改正后这个差平均分给每个人，平均分就${up ? '提高' : '降低'}了两次平均分之差。人数 = 总分之差 ÷ 平均分之差。`,
    steps: [
      `**总分${up ? '少算' : '多算'}了** $${up ? `${t(right)} - ${t(wrong)}` : `${t(wrong)} - ${t(right)}`} = ${t(right.sub(wrong).abs())}$（分）`,
      `**平均分${up ? '提高' : '降低'}了** $${up ? `${t(B)} - ${t(A)}` : `${t(A)} - ${t(B)}`} = ${t(B.sub(A).abs())}$（分）`,
      `**人数** $${t(right.sub(wrong).abs())} \\div ${t(B.sub(A).abs())} = ${t(n)}$（${unit}）`,
    ],
    answer: n,
    unit,
    form: 'number',
    used,
    check: `验算：$(${t(A)} \\times ${t(n)} - ${t(wrong)} + ${t(right)}) \\div ${t(n)} = ${t(B)}$，正是改正后的平均分。`,
  };
}
