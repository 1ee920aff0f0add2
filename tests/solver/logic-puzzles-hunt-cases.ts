/**
 * Look-alike logic puzzles that mean something else than the engine's readings (至多/至少 vs 只有, 没有说谎 vs 说谎,
 * 说对了一半, 倒数第二, 并列, 最多选两人, 「不是X，就是Y」 with a comma, the ask being who lied or 「这个人」 …).
 * Each is worked by hand in its comment; every one must be answered right or refused. 「before」 is the answer the
 * engine gave before these were read as unread words.
 */
const P3 = '甲说：“是乙打碎的。”乙说：“是甲打碎的。”丙说：“是乙打碎的。”';
const SETUP3 = '甲、乙、丙三人中有一人打碎了花瓶。';
const CHAIN4 = '甲、乙、丙、丁四人赛跑，甲比乙快，乙比丙快，丙比丁快。';

export const HUNT_ANSWERED: Array<[string, string[]]> = [
  // 只有甲去，乙才去 (乙 → 甲) with 丙 → 乙: only 甲、乙; read as 甲 → 乙 it would leave 乙、丙 too.
  [
    '从甲、乙、丙三人中选出两人参加比赛。只有甲去，乙才去；如果丙去，那么乙也去。最后参加比赛的是（ ）\nA. 甲、乙\nB. 甲、丙\nC. 乙、丙\nD. 无法确定',
    ['A'],
  ],
  // Names that contain one another (小明/小明明): only doer 小明 leaves one statement (小红's) true.
  [
    '小明、小红、小明明三人中有一人打碎了花瓶。小明说：“是小明明打碎的。”小红说：“不是我。”小明明说：“是我。”他们中只有一人说了真话。花瓶是谁打碎的？\nA. 小明\nB. 小红\nC. 小明明\nD. 无法确定',
    ['A'],
  ],
  // 没有…慢 (strict places): 丙>甲>乙.
  ['甲、乙、丙三人赛跑，甲没有乙慢，丙比甲快。第一名是谁？\nA. 甲\nB. 乙\nC. 丙\nD. 无法确定', ['C']],
];

export const HUNT_REFUSED: string[] = [
  // 没有说谎 = one true: doer 甲 (甲 1 true, 乙 2, 丙 0); right A, before B (read as one liar).
  `${SETUP3}${P3}他们中只有一个人没有说谎。花瓶是谁打碎的？\nA. 甲\nB. 乙\nC. 丙\nD. 无法确定`,
  // 只有一人没说对 = two true: doer 乙; right B, before A.
  `${SETUP3}${P3}他们中只有一人没说对。花瓶是谁打碎的？\nA. 甲\nB. 乙\nC. 丙\nD. 无法确定`,
  // Doer 甲; the one who did not lie is 乙: right B, before A (the doer).
  `${SETUP3}${P3}他们中只有一个人说对了。谁没有说谎？\nA. 甲\nB. 乙\nC. 丙\nD. 无法确定`,
  // Two true → doer 乙; the truthful are 甲、丙: right B, before A (the liar).
  `${SETUP3}${P3}他们中只有一个人说了假话。没有说谎的是（ ）\nA. 乙\nB. 甲、丙\nC. 甲\nD. 丙`,
  // One true → doer 甲; the wrong ones are 甲、丙: right C, before A (the doer).
  `${SETUP3}${P3}他们中只有一个人说对了。说的不对的是（ ）\nA. 甲\nB. 乙\nC. 甲、丙\nD. 乙、丙`,
  // 「这个人」 is the one who said right, 乙: right B, before A (the doer).
  `${SETUP3}${P3}他们中只有一个人说对了，这个人是谁？\nA. 甲\nB. 乙\nC. 丙\nD. 无法确定`,
  // 至多一人说对: doer 甲 (1 true) and 丙 (0 true) both fit: 无法确定; before A.
  `${SETUP3}${P3}他们中至多有一人说对了。花瓶是谁打碎的？\nA. 甲\nB. 乙\nC. 丙\nD. 无法确定`,
  // 至少一人说对: 甲 (1 true) and 乙 (2 true) both fit; before A.
  `${SETUP3}${P3}他们中至少有一人说对了。花瓶是谁打碎的？\nA. 甲\nB. 乙\nC. 丙\nD. 无法确定`,
  // Order 甲>乙>丙>丁: 倒数第二 is 丙 (before B), 倒数第一 is 丁 (before A), right after the first is 乙 (before A).
  `${CHAIN4}倒数第二名是谁？\nA. 甲\nB. 乙\nC. 丙\nD. 丁`,
  `${CHAIN4}倒数第一名是谁？\nA. 甲\nB. 乙\nC. 丙\nD. 丁`,
  `${CHAIN4}紧跟在第一名后面的是谁？\nA. 甲\nB. 乙\nC. 丙\nD. 丁`,
  // Half right each: only 乙>甲>丙 (甲>乙>丙 makes both wholly true); right B, before A (read as all true).
  '甲、乙、丙三人赛跑，赛后甲说：“我是第一名，丙是第三名。”乙说：“我是第二名，我比丙跑得快。”结果他们每人都说对了一半。第一名是谁？\nA. 甲\nB. 乙\nC. 丙\nD. 无法确定',
  // 「不是丙，就是丁」 is 丙 or 丁: doers 丙 and 丁 both leave one false statement: 无法确定; before B (丁).
  '甲、乙、丙、丁四人中有一人打碎了花瓶。甲说：“不是丙，就是丁。”乙说：“是丙打碎的。”丙说：“不是我打碎的。”他们中只有一人说了假话。花瓶是谁打碎的？\nA. 丙\nB. 丁\nC. 甲\nD. 无法确定',
  // 至少有一人做了好事: 乙 alone and 甲、乙 together both leave one true statement; before B.
  '甲、乙、丙三人中至少有一人做了好事。甲说：“我没有做。”乙说：“我没有做。”丙说：“是甲做的。”他们中只有一人说了真话。做好事的是（ ）\nA. 甲\nB. 乙\nC. 丙\nD. 无法确定',
  // 有两人成绩相同: 甲=乙>丙 or 甲>乙=丙, the lowest is not decided; before C.
  '甲、乙、丙三人考试，有两人成绩相同。乙的成绩没有甲高，丙的成绩没有乙高。成绩最低的是（ ）\nA. 甲\nB. 乙\nC. 丙\nD. 无法确定',
  // 最多/至多选两人: 丙 alone and 甲、丙 both keep every rule.
  '从甲、乙、丙三人中最多选出两人参加比赛。丙一定去；如果乙去，那么甲不去；如果甲不去，那么乙也不去。去参加比赛的是（ ）\nA. 甲、丙\nB. 乙、丙\nC. 丙\nD. 甲、乙',
  '从甲、乙、丙三人中至多选两人参加比赛。丙一定去；如果乙去，那么甲不去；如果甲不去，那么乙也不去。去参加比赛的是（ ）\nA. 甲、丙\nB. 乙、丙\nC. 丙\nD. 甲、乙',
  // 至多有一人去 is not 至少: a rule not read.
  '从甲、乙、丙、丁四人中选出两人参加比赛。甲和乙至多有一人去；如果丙去，那么丁也去；丁不去。去参加比赛的是（ ）\nA. 甲、乙\nB. 甲、丙\nC. 乙、丁\nD. 甲、丁',
  // 丙前面有两个人 is 第三 (right B: 乙>甲>丙>丁), not read.
  '甲、乙、丙、丁四人赛跑，丙前面有两个人，甲比丙快，乙比甲快。第一名是谁？\nA. 甲\nB. 乙\nC. 丙\nD. 丁',
];
