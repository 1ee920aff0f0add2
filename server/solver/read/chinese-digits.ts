/** A single Chinese numeral one to ten as digits, for counts written in words (「两个」「前三项」). */
export const CHINESE_DIGITS: Readonly<Record<string, string>> = {
  一: '1',
  二: '2',
  两: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
  十: '10',
};
