/**
 * 「A、B两个数的和是616，A的个位上是0」: two numbers named by capital letters, as competition and 期末 papers name them,
 * read as 甲 and 乙 so that the letters gate (a letter is a formula) lets the story through. Only when the two letters
 * are introduced as two numbers and no other letter stands anywhere in the text.
 */
export function lettersAsNumberNames(text: string): string {
  const intro = /(?<![a-zA-Z])([A-Z])[、和与]([A-Z])(?![a-zA-Z])(?:两|二)个?数/.exec(text);
  if (!intro || intro[1] === intro[2]) return text;
  const [a, b] = [intro[1], intro[2]];
  const letters = text.match(/[a-zA-Z]+/g) ?? [];
  if (letters.some((w) => w !== a && w !== b)) return text;
  return text.replace(/[A-Z]/g, (c) => (c === a ? '甲' : '乙'));
}
