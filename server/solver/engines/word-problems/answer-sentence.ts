/** What the question asks for, before its verb of asking: 「帮小华算出」「请你求出」「求」 are not part of the answer. */
const ASKING_VERB = /^(?:请你?|你能)?(?:帮[\u4e00-\u9fff]{1,3}?)?(?:算一算|算出|求出|计算|求)/;

/**
 * 答：the question sentence with the value in place of 多少 (and the unit when the question had none).
 * 「多少钱」 takes the unit (要付 13.4 元); a question with no 多少 word (求小路的面积) reads 「小路的面积是 36 平方米」.
 */
export function answerSentence(askText: string, value: string, unit: string, unitWritten: boolean): string {
  const asked = askText.replace(ASKING_VERB, '');
  if (/多少钱/.test(asked) && unit) return tidy(asked.replace(/多少钱/, ` ${value} ${unit} `));
  const pattern = /百分之几|几分之几|多少|几|多远|多长时间|多久|多长|多重|多高/;
  if (pattern.test(asked)) return tidy(asked.replace(pattern, ` ${value}${unitWritten ? '' : ` ${unit}`} `));
  return tidy(`${asked}是 ${value}${unit ? ` ${unit}` : ''}`);
}

const tidy = (s: string) => `答：${s.replace(/\s+/g, ' ').trim()}。`;
