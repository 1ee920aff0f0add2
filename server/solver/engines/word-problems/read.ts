import { Rat } from '../../math/expression/rational';
import { attributeAsked } from './attribute-asked';
import { monthAsDays, periodsAsDays, yearPeriodAsDays } from './calendar';
import { dozensAndPairsAsCounts } from './dozens-and-pairs';
import { numbersFromFormulas, questionFromBlank } from './exam-format';
import { fractionsAsDigits } from './fractions-in-words';
import { halvesAsDecimals } from './halves';
import { lettersAsNumberNames } from './letter-names';
import { samePeriodDropped } from './same-period';
import { CURRENCIES, MEASURE_WORDS, speedUnit, UNIT_NAMES, UNITS, type Unit } from './units';

/** One number of the problem, with what follows it (unit or count word). */
export interface Qty {
  value: Rat;
  /** As written ("10.2", "三", "百分之二十", "3/4"). */
  raw: string;
  unit: Unit | null;
  /** Count word (个, 只, 岁 …) when the number counts things. */
  measure: string | null;
  /** 'percent' for 20% / 百分之二十 / 八折 (value already divided), 'multiple' for 倍, 'fraction' for a bare fraction. */
  kind: 'plain' | 'percent' | 'multiple' | 'fraction' | 'discount';
  start: number;
  end: number;
  clause: number;
  /** Written in Chinese characters (一, 两, 三 …). */
  chinese: boolean;
  /** An ordinal or label (第三, 一年级, 3号): never needs to be used. */
  label: boolean;
  /**
   * A label only because it names the thing or the parts spoken of (一根绳子, 两个小组都): still a number of the story
   * when the engine decides whether the text is a word problem to refuse rather than one to leave to another engine.
   */
  names?: boolean;
}

export interface Ask {
  /** The question clause. */
  text: string;
  clause: number;
  /** The unit asked for (多少毫米 → 毫米), when a measuring unit. */
  unit: Unit | null;
  /** The count word asked for (多少个 → 个). */
  measure: string | null;
  /** 几分之几 → fraction; 百分之几 / 百分率 → percent. */
  form: 'number' | 'fraction' | 'percent';
  /** 多远 / 多长时间 / 多久 … : the dimension asked without a unit. */
  dim: Unit['dim'] | null;
}

export interface Problem {
  text: string;
  /** 「（得数保留整数）」「结果保留一位小数」: the decimal places the answer is to be rounded to, read and taken out of the text. */
  round?: number;
  /** Steps of reading told before the solution: 「两打 = 24个」. */
  notes?: string[];
  /** 「（用最简分数表示）」 was told: a fraction, not a decimal, is the answer's form. */
  asFraction?: boolean;
  clauses: string[];
  /** Character offset where each clause starts. */
  offsets: number[];
  qs: Qty[];
  ask: Ask;
}

const CN_DIGIT: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CN_UNIT: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/**
 * Value of a Chinese numeral below 100 000 000 ("三", "十二", "两百零五", "一万二千"); null when malformed. A last
 * digit right after 百, 千 or 万 counts in the next lower place, as it is spoken (三千五 = 3500, 一万二 = 12000).
 */
export function chineseNumber(s: string): number | null {
  if (!s || s.length > 12) return null;
  let total = 0;
  let section = 0;
  let digit = -1;
  // the place of the unit just read (0 after 零 or a digit)
  let lastPlace = 0;
  for (const ch of s) {
    if (ch === '零' || ch === '〇') {
      if (digit > 0) return null;
      digit = -1;
      lastPlace = 0;
    } else if (ch in CN_DIGIT) {
      if (digit >= 0) return null;
      digit = CN_DIGIT[ch];
    } else if (ch in CN_UNIT) {
      section += (digit < 0 ? 1 : digit) * CN_UNIT[ch];
      digit = -1;
      lastPlace = CN_UNIT[ch];
    } else if (ch === '万') {
      total = (total + section + Math.max(digit, 0)) * 10000;
      section = 0;
      digit = -1;
      lastPlace = 10000;
    } else return null;
  }
  const last = digit > 0 && lastPlace >= 100 && s.length > 2 ? (digit * lastPlace) / 10 : Math.max(digit, 0);
  return total + section + last;
}

// 千 before 克, 米 or 瓦 starts the unit (四十五千克 is 45 kg; 三千米 is 3 km, the same as 3000 m), except as the
// place after 万 and a digit (一万二千米 is 12 000 m)
const CN = '(?:[零〇一二两三四五六七八九十百万]|千(?![克米瓦])|(?<=万[一二两三四五六七八九])千)';
/** Words starting with a numeral character that are not numbers. */
const NOT_NUMBER =
  /^(?:四周|四面八方|一共|一起|一些|一样|一点|一下|一边|一定|一直|一般|一部分|一旦|一同|一切|一半|一会|一面|一律|一块儿|一口气|一致|一批批|十分(?!钟)|千万|万一|三角形|三角尺|三角板|四边形|五角星|五边形|六边形|百分|千克|千米|二维|三维|零件|零钱|零食|零下|零花|零售|零用|零头|零星|一元一次|二元一次|一次函数|二次)/;

function normalize(raw: string): string {
  // ² and ³ are read before NFKC would turn them into plain digits (5cm² → 5cm2)
  // TeX's ~ is a space (「名学生． ~」); one between digits is a range (40~50), and ～ only becomes ~ after NFKC
  let t = raw
    .replace(/[²³]/g, (c) => (c === '²' ? '^{2}' : '^{3}'))
    .replace(/(?<!\d)~+|~+(?!\d)/g, ' ')
    .normalize('NFKC')
    .replace(/\s+/g, '');
  t = chineseAmountsAsDigits(
    fractionsAsDigits(halvesAsDecimals(periodsAsDays(monthAsDays(yearPeriodAsDays(samePeriodDropped(t)))), chineseNumber), chineseNumber),
  );
  t = t.replace(/^(?:\d{1,2}[.、]|[(（]\d{1,2}[)）])(?=\D)/, '');
  t = t.replace(/(?:\(|（)\d+分(?:\)|）)/, '');
  // 「已知……，求……」: 已知 only opens what is told
  t = t.replace(/^已知[:：,，]?/, '');
  // class and grade labels: 五（3）班, 一(1)班 → one label word
  t = t
    .replace(/([一二三四五六七八九\d]+)[(（]([一二三四五六七八九\d]+)[)）]班/g, '$1年级$2班')
    .replace(/年级[(（]([一二三四五六七八九\d]+)[)）]班/g, '年级$1班');
  // 「用一根长36厘米的铁丝围成一个正方形」: the wire is the perimeter of the figure (三年级 周长)
  t = t.replace(
    /^(?:用|把)一(?:根|段|条)长(\d+(?:\.\d+)?(?:毫米|厘米|分米|米))的(?:铁丝|绳子|篱笆|彩带|木条|丝带)(?:正好|恰好)?围成(?:了)?一个(正方形|长方形|圆)(?=[,，])/,
    '一个$2的周长是$1',
  );
  t = t.replace(/千米\/小时|千米\/时|千米每小时|公里\/小时|公里每小时|km\/h/gi, '千米/时');
  // 「香梨45元/箱」「2.5元/吨」「3元/kg」: a price per unit or per thing, said as 每箱45元
  t = t.replace(
    new RegExp(`(\\d+(?:\\.\\d+)?)元\\/(kg|${PER_WORDS})(?![\\u4e00-\\u9fff]{0,1}[\\/])`, 'g'),
    (_: string, n: string, w: string) => `每${w === 'kg' ? '千克' : w}${n}元`,
  );
  // 「苹果5元一千克」「彩带3元1米」: the price of one measure, said as 每千克5元; 「铅笔3元1支」 as 3元一支 (not 「1元1角」)
  t = t.replace(/(\d+(?:\.\d+)?)元(?:钱)?[一1](千克|公斤|克|吨|千米|米|升|平方米)(?![\d.])/g, '每$2$1元');
  t = t.replace(new RegExp(`(\\d)元1(?=[${MEASURE_WORDS.join('')}](?![\\d.]))`, 'g'), '$1元一');
  t = t.replace(/米\/秒|米每秒|m\/s/g, '米/秒');
  // metric symbols after a number: 205m, 10cm, 3kg, 5cm², 2m³ → 米, 厘米, 千克, 平方厘米, 立方米
  const SYM: Record<string, string> = {
    km: '千米',
    m: '米',
    dm: '分米',
    cm: '厘米',
    mm: '毫米',
    kg: '千克',
    g: '克',
    mL: '毫升',
    ml: '毫升',
    L: '升',
  };
  // 「6m2」「5cm3」: the power typed as a plain digit after a length symbol
  t = t.replace(/(\d)(km|dm|cm|mm|m)([23])(?![\d.])/g, (_, d: string, u: string, pw: string) => `${d}${u}^{${pw}}`);
  // the power may come as ² / ³ or, from the question reader, as ^{2} / ^{3}; 「多少km」 asks in the unit
  t = t.replace(
    /(\d|多少)(km|dm|cm|mm|kg|mL|ml|m|g|L)(?:([²³])|\^\{?([23])\}?)?(?![a-zA-Z/])/g,
    (_, d: string, u: string, sup?: string, tex?: string) => {
      const pw = sup === '²' || tex === '2' ? '平方' : sup === '³' || tex === '3' ? '立方' : '';
      return `${d}${pw}${SYM[u]}`;
    },
  );
  // 「3t」「2h」「15min」「40s」: tonnes and times by their symbols, when no letter or power follows
  const TIME_SYM: Record<string, string> = { t: '吨', h: '小时', min: '分钟', s: '秒' };
  t = t.replace(/(\d)(min|t|h|s)(?![a-zA-Z/^\d])/g, (_, d: string, u: string) => `${d}${TIME_SYM[u]}`);
  // compound amounts of grade 2–3 (2元5角, 3米20厘米, 1千克200克): one amount in the larger unit
  t = t.replace(/(\d+)元(\d)角(?:(\d)分)?(?![\d钱])/g, (_, y: string, j: string, f?: string) => `${decimal(y, j + (f ?? ''), 2)}元`);
  t = t.replace(/(\d+)米(\d{1,2})厘米/g, (_, m: string, c: string) => `${decimal(m, c.padStart(2, '0'), 2)}米`);
  t = t.replace(/(\d+)米(\d)分米/g, (_, m: string, d: string) => `${decimal(m, d, 1)}米`);
  t = t.replace(/(\d+)千克(\d{1,3})克/g, (_, k: string, g: string) => `${decimal(k, g.padStart(3, '0'), 3)}千克`);
  t = t.replace(/(\d+)吨(\d{1,3})千克/g, (_, k: string, g: string) => `${decimal(k, g.padStart(3, '0'), 3)}吨`);
  // 「跑道内圈200米」「操场一周400米」: the length of one lap, like 「跑道一圈200米」
  t = t.replace(/(跑道|操场|运动场)的?(?:内圈|外圈|一周|周长)(?:长|是|长是|有)?(?=\d)/g, '$1一圈');
  // places named by letters: A地、B城 → 甲地、乙城
  // 「A、B两地」「AB两车」: the two places or movers named by letters
  t = t.replace(/(?<![A-Za-z])A、?B(?=两)/g, '甲、乙');
  t = t.replace(/([ABC])(地|城|村|站|镇|市|港|点|处|校|厂|车)/g, (_, l: string, w: string) => `${{ A: '甲', B: '乙', C: '丙' }[l]}${w}`);
  // 「求每个班分多少本」「请问一共多少元」: the words that only announce the question, before the question itself
  t = t.replace(
    /(^|[，,。；;！!？?])(?:那么|那|则|所以)?(?:请你|请)?(?:求出?|请问|试问|问|算一算|算出)?[，,:：]?(?=[^，,。；;！!？?]*(?:多少|几))/g,
    '$1',
  );
  // 「…多少岁呢？」「…多少元？请你算一算。」: a particle or a closing request adds nothing to the question
  t = t
    .replace(METHOD_TOLD, '')
    .replace(/呢(?=[?？]$)/, '')
    .replace(/([?？])[(（]?(?:请你|请)?(?:算一算|列式计算|列式解答|写出计算过程)[)）]?[。.!！]?$/, '$1');
  t = attributeAsked(t);
  // 「每面要烙2分」「需要几分」: 分 alone is minutes where no money and no score is spoken of
  if (!/[元角]|题|赛|积分/.test(t) && !SCORE.test(t))
    t = t
      .replace(/(?<![时点]\d{0,2})(\d+(?:\.\d+)?|几|多少)分(?=[，,。.？?；;)）]|$|后|前|内|才|就|能|可|时|以|的)/g, '$1分钟')
      // 分 is also the verb 分 (分给, 分成): 每分 is a minute only before another verb
      .replace(/每分(?![钟给成到别配得之钱米数组开完])/g, '每分钟');
  // synonyms a textbook uses for the words the kinds read: 共计/合计/总计 = 一共, 余下/剩余/还余 = 剩下
  t = t
    .replace(/共计|合计|总计(?!划)/g, '一共')
    .replace(/余下|剩余(?=的|[\d多几]|$|[，,。？?])/g, '剩下')
    // 「商是8，还余3」 is the remainder of a division, which the remainder kind reads by 余
    .replace(/还余(?=[\d多几])/g, (w) => (/除|÷|商[是为]|余数/.test(raw) ? w : '还剩'));
  // 若/假如/倘若 open a supposition as 如果 does (若干 is "some")
  t = t.replace(/(^|[，,。.；;：:])(?:若|假如|假若|倘若)(?!干)/g, '$1如果');
  // 栅栏、围栏、护栏 fence a plot as 篱笆 does
  t = t.replace(/栅栏|围栏|护栏/g, '篱笆');
  t = partThenAmount(t);
  // (a full stop may come as 「．」, NFKC's 「.」; a decimal point stands between digits)
  // (the pair told as 两人 is no amount only where nothing is counted per person: 「两个人一起搬砖，每人搬了35块」)
  const perHead = /每个?人|各|人均/.test(t);
  t = t.replace(/(?:[^，,。；;！!？?.]|(?<=\d)\.(?=\d))+/g, (clause) => toldClause(clause, perHead));
  // 「每个小时」「3个钟头」: the hour said with its count word
  t = t.replace(/(?:个)?钟头|个小时/g, '小时');
  // 「5块钱」「多少块钱」: 块 of money is 元
  t = t.replace(/(\d|多少|几)块钱/g, '$1元');
  t = t.replace(/∕/g, '/').replace(/比赛/g, '竞赛');
  // 「小明说：``我妈妈…。''那么…」: a paper's TeX quotes are the quotes 「“…”」, and a quote closed after its full stop
  // ends that sentence (what follows is the question)
  t = t
    .replace(/``/g, '“')
    .replace(/''/g, '”')
    .replace(/([。！？!?.])”/g, '$1');
  // a child's own words in a picture story: 「露露：我踢了45下。佳佳：我比露露多踢18下。」 → 露露踢了45下
  t = t.replace(/(^|[。！？!?；;])([\u4e00-\u9fff]{1,4}?)(?:说)?[:：]["“]?我(?=[\u4e00-\u9fff\d])/g, '$1$2');
  return askedLast(ownedThing(priceOfOne(t)));
}

/**
 * 「电脑的价钱是打印机的4倍，打印机每台800元，电脑每台多少元」: in a comparison of named things (倍, 比), 「打印机每台800元」
 * is the price of one 打印机, said as 「一台打印机800元」, the way such stories are read.
 */
function priceOfOne(t: string): string {
  if (!/倍|比/.test(t)) return t;
  return t.replace(
    /(^|[，,。；;？?！!])([\u4e00-\u9fff]{1,4}?)每([个只本张支件条台辆双套块把盒瓶袋箱])(?:是|为|要|卖)?(?=\d|多少)/g,
    (_: string, stop: string, thing: string, word: string) => `${stop}一${word}${thing}`,
  );
}

/**
 * 「小明有故事书28本，小红的故事书比小明多9本」: the thing of the story named again with its owner before 比 is
 * the owner's amount, said as 「小红比小明多9本」 (the thing must be told elsewhere: 有故事书, 故事书28本).
 */
function ownedThing(t: string): string {
  return t.replace(
    /(^|[，,。；;？?！!])([\u4e00-\u9fff]{1,4}?)的([\u4e00-\u9fff]{2,4}?)比(?=[\u4e00-\u9fff]{1,4}?(?:多|少)(?:\d|多少|几))/g,
    (whole: string, stop: string, owner: string, thing: string) =>
      new RegExp(`(?:有|买了?|种了?|养了?)${thing}|${thing}(?:有)?\\d`).test(t) ? `${stop}${owner}比` : whole,
  );
}

/**
 * 「小明比小红少多少张？已知小明有36张，小红有52张。」: a question asked first and its givens told after it (已知 …) is
 * the same problem told in the usual order, the givens first and the question last, which is the order the kinds read.
 * 「求5，8，12这三个数的平均数。」 asks 「…的平均数是多少？」.
 */
function askedLast(t: string): string {
  const first = /^([^?。！!；;]*?(?:多少|几)[^?。！!；;]*)\?(?:已知|其中|条件是)?[:：,]?([^?]+?)[。.!！]?$/.exec(t);
  if (first && !/多少|几/.test(first[2]) && /\d/.test(first[2])) return `${first[2]},${first[1]}?`;
  return t.replace(/^(?:求|计算|算出)(.+?的平均数)[。.]?$/, '$1是多少?');
}

/**
 * 「再过几年，爸爸的年龄是小军的3倍？」「再过（ ）年，…」: the span asked first and the state it leads to after the comma
 * are one question, worded 「几年后爸爸的年龄是小军的3倍」 as the kinds read it (the blank is 多少 by now).
 */
function spanAskedFirst(t: string): string {
  return t.replace(
    /(^|[，,。；;])(?:那么|则)?(?:再过|过)(几|多少)年(?:以后|之后|后)?[，,](?=[^，,。；;！!？?]*(?:倍|和|一样|相同|相等)[^，,。；;！!？?]*[?？]$)/,
    '$1$2年后',
  );
}

/**
 * 「已经修了全长的3/8，正好是360米」: the part done told as a share of the whole and then as an amount is the same
 * telling as 「已经修了360米，占全长的3/8」, the order the kinds read (分数、百分数应用题, 六年级上).
 */
function partThenAmount(t: string): string {
  return t.replace(
    /(^|[，,。；;！!？?])([^，,。；;！!？?]*?了)([\u4e00-\u9fff]{1,8}的)(\d+\/\d+|\d+(?:\.\d+)?%)[，,](?:正好|恰好|刚好)?是(\d+(?:\.\d+)?[\u4e00-\u9fff]{1,3})(?=[，,。；;！!？?])/g,
    '$1$2$5，占$3$4',
  );
}

/**
 * A told clause (no question word) said in the words the kinds read: 「平均每盒装9朵」 tells the same rate as
 * 「每盒装9朵」, and 「后来再开来3辆」 the same change as 「又开来3辆」. In the question 平均 and 再 are kept: there they
 * ask for an average or for what is still to come (还要再买多少个).
 */
function toldClause(clause: string, perHead: boolean): string {
  if (/多少|几/.test(clause)) return clause;
  const told = perHead ? clause : pairTold(clause);
  return (
    told
      // 「吃了40千克，正好是这批大米的2/5」: a clause that opens with 是 speaks of the amount just told, as 占 does
      .replace(
        /^(?:正好|恰好|刚好)?(?:是|相当于)(?=[\u4e00-\u9fff]{1,8}的(?:\d+(?:\.\d+)?%|\d+\/\d+|百分之|[一二三四五六七八九十]+分之))/,
        '占',
      )
      // 「正好是小明年龄的4倍」「恰好等于…」: 正好 only stresses the relation that follows
      .replace(/(?:正好|恰好|刚好)(?=是|等于)/g, '')
      .replace(/平均每/g, '每')
      .replace(/(?<![先还要需才能可])再(?=买|运|开来|飞来|游来|跑来|种|摘|拿|借|添|养|放进|存|捡|做|采|捉|钓|折|卖|吃|送|拔|来了)/g, '又')
  );
}

/**
 * 「两人一共吃68个」「他们两个总共有40美元」「二人共花了150元」: the pair the story names, told as 他们俩 is (两 there
 * counts no amount). A bare 「两个」 counts things (「西瓜两个一共重10千克」): only 「他们两个」 is the pair.
 */
function pairTold(clause: string): string {
  return clause.replace(
    /(?:他们|她们)?(?:两个人|两人|二人|俩人)(?=一共|总共|共|一起)|(?:他们|她们)(?:两个|2个?人?)(?=一共|总共|共|一起)/g,
    '他们俩',
  );
}

/** What a price is told per (元/千克, 元/箱, 元/人). */
const PER_WORDS = ['千克', '公斤', '克', '吨', '千米', '米', '升', '平方米', ...MEASURE_WORDS].join('|');

/** Units after which a small Chinese numeral is surely an amount (三角 may be 三角尺, 五分 a score). */
const AMOUNT_UNITS = UNIT_NAMES.filter((n) => n !== '角' && n !== '分钱');
const CN_RUN = new RegExp(`(?<![第之])(${CN}+)(?:点([零一二三四五六七八九]+))?`, 'gu');

/**
 * 「每箱二十五千克」「用了八天」「三点五米」: a Chinese numeral that is surely an amount is written in digits, so every
 * kind reads it as it reads 25千克. Sure means ten or more, or two or more before a measuring unit; 一 and small
 * counts (三个班, 两人) stay words, since they often only say how many parts there are. Fractions (三分之二),
 * discounts (八折), ratios, 成数, fixed words (一共, 十分) and approximations (十几) are left alone.
 */
function chineseAmountsAsDigits(t: string): string {
  return t.replace(CN_RUN, (whole: string, cn: string, dec: string | undefined, at: number) => {
    if (NOT_NUMBER.test(t.slice(at))) return whole;
    const rest = t.slice(at + whole.length);
    if (/^(?:分之|折|成|[:：比]|几)/.test(rest)) return whole;
    const v = chineseNumber(cn);
    if (v === null) return whole;
    const unitNext = AMOUNT_UNITS.some((n) => rest.startsWith(n));
    if (dec !== undefined) {
      // 三点五米 is 3.5米; 三点五分 may be a clock time
      if (!unitNext || /^分/.test(rest)) return whole;
      return `${v}.${[...dec].map((d) => CN_DIGIT[d]).join('')}`;
    }
    if (countToldAfterVerb(t, at, rest, v)) return String(v);
    // a lone 十 or 百 (十字路口, 百米) is a number only before a unit
    if (cn.length === 1 && !unitNext) return whole;
    // 「三天一共修路多少米」: in the question a few days or hours often only say how many parts a total has, as 三个班 does
    const timeNext = unitNext && UNITS.get(AMOUNT_UNITS.find((n) => rest.startsWith(n)) ?? '')?.dim === 'time';
    const inQuestion = /^[^，,。；;！!？?]*(?:多少|几)/.test(rest);
    // 一天、一小时 say "per day, per hour" (某班一天有3人请假); 一米、一千克 of a told thing are amounts, and so is
    // the time a step takes (每上一层要用一分钟, 每人通话一分钟)
    const timeAmount = timeNext && (v >= 2 || TIME_TAKEN.test(t.slice(0, at))) && !inQuestion;
    return v >= 10 || (unitNext && (timeNext ? timeAmount : v >= 1)) ? String(v) : whole;
  });
}

/** The verbs that say how long something takes (用一分钟, 通话一分钟, 需要一小时). */
const TIME_TAKEN = /(?:用|要|需要|需|花|通话|用了|花了)$/;

/** The changes after which 一 is the amount that changed (又有一人到校, 多出一人). */
const ONE_CHANGED = /(?:又有|多出|少了|剩下?|剩了)$/;

/** The verbs after which a count is an amount told (有七人, 种了七盆, 各四本, 每船坐四人, 分成四组, 多两个). */
const TOLD_VERB = /(?:有|是|了|给|各|坐|装|种|买|卖|借|成|剩|多|少|出)$/;

/**
 * 「小苹种七盆红花」「借给三位好朋友各四本」「平均分成四组」: a count from two to ten told right after a verb, before its
 * count word, is an amount as 7盆 is, unless the things counted are then named each (有两根钢管，第一根…; 有两个进水管，
 * 单开甲管…): then it says how many parts there are, as 两人 does.
 */
function countToldAfterVerb(t: string, at: number, rest: string, v: number): boolean {
  // (五年级, 三班 are names of a grade and a class, no counts)
  const counted = MEASURE_WORDS.some((w) => rest.startsWith(w)) && !/^(?:年|级|班)/.test(rest);
  if (!counted || v > 10 || !TOLD_VERB.test(t.slice(0, at))) return false;
  // 一人 often only names the one spoken of (有一人说…, 买了一本书); after 又有, 多出, 剩 it is the amount that changed
  if (v < 2 && !ONE_CHANGED.test(t.slice(0, at))) return false;
  return !/其中|另一|另外一|第一|第二|[甲乙丙]/.test(rest);
}

/** 「2元5角」 → 2.5: the whole part and the smaller units as decimal places (trailing zeros dropped). */
function decimal(whole: string, places: string, n: number): string {
  const frac = places.padEnd(n, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

function splitClauses(t: string): { clauses: string[]; offsets: number[] } {
  const clauses: string[] = [];
  const offsets: number[] = [];
  let cur = '';
  let start = 0;
  for (let i = 0; i < t.length; i++) {
    const ch = t[i];
    const stop = '，,。；;！!？?'.includes(ch) || (ch === '.' && !(/\d/.test(t[i - 1] ?? '') && /\d/.test(t[i + 1] ?? '')));
    if (stop) {
      clauses.push(cur);
      offsets.push(start);
      cur = '';
      start = i + 1;
    } else cur += ch;
  }
  clauses.push(cur);
  offsets.push(start);
  return { clauses, offsets };
}

/** The unit written right after position `i` (longest match), with 万/亿 prefixes and speeds. */
function unitAt(t: string, i: number): { unit: Unit | null; measure: string | null; len: number } {
  let scale = Rat.ONE;
  let prefix = '';
  let j = i;
  if ((t[j] === '万' || t[j] === '亿') && UNIT_NAMES.some((n) => t.startsWith(n, j + 1))) {
    scale = Rat.of(t[j] === '万' ? 10000 : 100000000);
    prefix = t[j];
    j++;
  }
  // 「3.6亿户」「2.5万人」: a count in 万 or 亿 keeps them in its count word, so only 「多少亿户」 asks in the same terms
  if ((t[j] === '万' || t[j] === '亿') && MEASURE_WORDS.includes(t[j + 1]) && t[j + 1] !== '年')
    return { unit: null, measure: t.slice(j, j + 2), len: j - i + 2 };
  const name = UNIT_NAMES.find((n) => t.startsWith(n, j));
  if (name) {
    let unit = UNITS.get(name) as Unit;
    let len = j - i + name.length;
    const sp = /^\/(小时|时|分钟|分|秒)/.exec(t.slice(i + len));
    if (sp && unit.dim === 'length') {
      const s = speedUnit(name, sp[1]);
      if (s) {
        unit = s;
        len += sp[0].length;
      }
    }
    if (!scale.isOne()) unit = { name: prefix + unit.name, dim: unit.dim, factor: unit.factor.mul(scale) };
    return { unit, measure: null, len };
  }
  // 分 and 时 alone: minutes/hours unless money is around (分 = cent) or a clock time.
  if (t[j] === '时' || t[j] === '分') {
    return { unit: null, measure: t[j], len: j - i + 1 };
  }
  if (t[j] === '倍') return { unit: null, measure: '倍', len: j - i + 1 };
  // 「7个小时」「4个星期」: 个 before a time unit is part of it
  const spelled = t[j] === '个' ? /^(?:小时|星期|钟头)/.exec(t.slice(j + 1)) : null;
  if (spelled)
    return { unit: UNITS.get(spelled[0] === '钟头' ? '小时' : spelled[0]) ?? null, measure: null, len: j - i + 1 + spelled[0].length };
  if (t[j] === '个' && t[j + 1] === '人') return { unit: null, measure: '人', len: j - i + 2 };
  // "12个小朋友", "5个工人", "4个孙子" count people; "71个班" counts classes
  if (
    t[j] === '个' &&
    /^(?:小朋友|同学|学生|住校生|新生|孩子|工人|队员|老师|教师|人|小孩|男孩|女孩|男生|女生|孙子|孙女|儿子|女儿|客人|朋友|好朋友|师傅|战士|运动员|观众|游客|乘客|家长|医生|演员|选手)/.test(
      t.slice(j + 1),
    )
  )
    return { unit: null, measure: '人', len: j - i + 1 };
  // 「5个小组」 counts groups like 「每组」
  if (t[j] === '个' && /^小?组/.test(t.slice(j + 1))) return { unit: null, measure: '组', len: j - i + 1 };
  if (t[j] === '个' && t[j + 1] === '班') return { unit: null, measure: '班', len: j - i + 2 };
  // 「6个年级」「3个车间」 count groups the way 「71个班」 does
  const group = t[j] === '个' ? /^(?:年级|车间|小队|中队)/.exec(t.slice(j + 1)) : null;
  if (group) return { unit: null, measure: group[0], len: j - i + 1 + group[0].length };
  // 「4个盘子」「3个箱子」 are counted like 每盘、每箱
  if (t[j] === '个' && MEASURE_WORDS.includes(t[j + 1]) && /^(?:子|里|中|内)/.test(t[j + 2] ?? ''))
    return { unit: null, measure: t[j + 1], len: j - i + 1 };
  if (MEASURE_WORDS.includes(t[j])) return { unit: null, measure: t[j], len: j - i + 1 };
  const currency = CURRENCIES.find((c) => t.startsWith(c, j));
  if (currency) return { unit: null, measure: currency, len: j - i + currency.length };
  // 「已经运了7车，」: loads counted by the cart when the count ends its phrase (in 「运到2车图书，每辆车装…」 the word
  // is left to the kinds, which count the carts by 辆)
  if (t[j] === '车' && (/^(?:[，,。；;？?！!]|$)/.test(t.slice(j + 1)) || /(?:多少|几)$/.test(t.slice(0, j))))
    return { unit: null, measure: '车', len: j - i + 1 };
  // 「一大袋里有2小袋」: a big and a small one of the same count word are two different things (小组、小队 are groups)
  const sized = sizedMeasure(t, j);
  if (sized) return { unit: null, measure: sized, len: j - i + 2 };
  return { unit: null, measure: null, len: 0 };
}

/** 「大袋」「小盒」 at `j`: a count word with its size, as one count word; null otherwise. */
export function sizedMeasure(t: string, j: number): string | null {
  return (t[j] === '大' || t[j] === '小') && MEASURE_WORDS.includes(t[j + 1]) && !/[组队班年级]/.test(t[j + 1]) ? t.slice(j, j + 2) : null;
}

const NUMBER = new RegExp(
  [
    // 带分数: 2又1/2, 二又二分之一 (a whole and a proper fraction, read as one amount)
    '(?<mw>\\d+)又(?<mn>\\d+)\\/(?<md>\\d+)',
    `(?<mcw>\\d+|${CN}+)又(?<mcd>\\d+|${CN}+)分之(?<mcn>\\d+|${CN}+)`,
    `百分之(?<pc>\\d+(?:\\.\\d+)?|${CN}+)`,
    `(?<fd>\\d+|${CN}+)分之(?<fn>\\d+|${CN}+)`,
    // 「打7折」「8.5折」: a discount written in digits
    '(?<![\\d.])(?<zd>[1-9](?:\\.\\d)?)折',
    '(?<a>\\d+(?:\\.\\d+)?)(?:\\/(?<b>\\d+))?(?<pct>%)?',
    '(?<zhe>[一二三四五六七八九])(?<zhe2>[一二三四五六七八九])?折',
    `(?<cn>${CN}+)`,
  ].join('|'),
  'gu',
);

/** A whole and a fraction read as one amount: 2又1/2 = 2 + 1/2. */
function mixedNumber(w: Rat | null, n: Rat | null, d: Rat | null): Rat | null {
  return w && n && d && !d.isZero() ? w.add(n.div(d)) : null;
}

function readQuantities(t: string, offsets: number[]): Qty[] {
  const clauseOf = (i: number) => {
    let c = 0;
    while (c + 1 < offsets.length && offsets[c + 1] <= i) c++;
    return c;
  };
  const out: Qty[] = [];
  let lastEnd = 0;
  for (const m of t.matchAll(NUMBER)) {
    const g = m.groups ?? {};
    const start = m.index ?? 0;
    if (start < lastEnd) continue;
    let end = start + m[0].length;
    let value: Rat | null = null;
    let kind: Qty['kind'] = 'plain';
    let chinese = false;
    const num = (s: string) => (/^\d/.test(s) ? Rat.parseDecimal(s) : Rat.fromNumber(chineseNumber(s) ?? Number.NaN));
    if (g.mw || g.mcw) {
      const [w, n, d] = g.mw ? [g.mw, g.mn, g.md] : [g.mcw, g.mcn, g.mcd];
      value = mixedNumber(num(w), num(n), num(d));
      kind = 'fraction';
      chinese = !g.mw && !/\d/.test(m[0]);
    } else if (g.pc) {
      value = num(g.pc)?.div(Rat.of(100)) ?? null;
      kind = 'percent';
    } else if (g.fd) {
      const d = num(g.fd);
      const n = num(g.fn);
      value = d && n && !d.isZero() ? n.div(d) : null;
      kind = 'fraction';
      chinese = !/\d/.test(m[0]);
    } else if (g.a) {
      const a = Rat.parseDecimal(g.a);
      if (g.b) {
        const b = Rat.parseDecimal(g.b);
        value = a && b && !b.isZero() ? a.div(b) : null;
        kind = 'fraction';
      } else value = a;
      if (g.pct && value) {
        value = value.div(Rat.of(100));
        kind = 'percent';
      }
    } else if (g.zd) {
      value = Rat.parseDecimal(g.zd)?.div(Rat.of(10)) ?? null;
      kind = 'discount';
    } else if (g.zhe) {
      value = Rat.of(CN_DIGIT[g.zhe] * 10 + (g.zhe2 ? CN_DIGIT[g.zhe2] : 0), 100);
      kind = 'discount';
      chinese = true;
    } else if (g.cn) {
      if (NOT_NUMBER.test(t.slice(start))) {
        // 一半 = 1/2 of something; other fixed words are no numbers
        if (t.startsWith('一半', start)) {
          out.push({
            value: Rat.of(1, 2),
            raw: '一半',
            unit: null,
            measure: null,
            kind: 'fraction',
            start,
            end: start + 2,
            clause: clauseOf(start),
            chinese: true,
            label: false,
          });
        }
        continue;
      }
      const v = chineseNumber(g.cn);
      value = v === null ? null : Rat.of(v);
      chinese = true;
    }
    if (!value) continue;
    let unit: Unit | null = null;
    let measure: string | null = null;
    if (kind === 'plain' || kind === 'fraction') {
      const u = unitAt(t, end);
      unit = u.unit;
      measure = u.measure;
      end += u.len;
      if (measure === '倍') kind = 'multiple';
      // 5/8吨 is an amount like any other
      if (kind === 'fraction' && (unit || (measure && measure !== '倍'))) kind = 'plain';
    }
    const before = t.slice(Math.max(0, start - 1), start);
    const after = t.slice(end - (unit || measure ? 0 : 0), end + 2);
    const label =
      before === '第' ||
      (chinese && kind === 'plain' && !unit && !measure) ||
      /^(?:年级|班|号|楼|层楼|路|月|日|届|期|季度)/.test(t.slice(start + m[0].length)) ||
      /^(?:月(?!饼)|日)/.test(after) ||
      (measure === '时' && /^\d+分/.test(t.slice(end))) ||
      // 「上午9时出发，下午3时到达」: a time of day, not a number of hours
      (measure === '时' && (CLOCK_BEFORE.test(t.slice(Math.max(0, start - 4), start)) || CLOCK_AFTER.test(t.slice(end)))) ||
      (measure === '点' && true) ||
      // 「4点敲4下」「8点出发」: a number before 点 (not 点心) is a time of day
      (!unit && !measure && !chinese && /^点(?!心)/.test(t.slice(end))) ||
      // 「2009年共跑了多少千米」: a year of the calendar names the year, it counts no years
      (measure === '年' &&
        /^(?:1[6-9]|20)\d\d年(?!级)/.test(t.slice(start)) &&
        !/(?:经过|过了|用了|需要|每|共|约)$/.test(t.slice(Math.max(0, start - 2), start))) ||
      // clock times: 6点钟, 8点整, 9点半
      (!unit && !measure && /^(?:点钟|点整|点半)/.test(t.slice(end)));
    // 时 and 分 alone: hours and minutes, or 分 = cents when money is counted in 元/角
    if (!label && measure === '时') {
      unit = UNITS.get('小时') ?? null;
      measure = null;
    } else if (!label && measure === '分' && !SCORE.test(t)) {
      unit = (/[元角]/.test(t) ? UNITS.get('分钱') : UNITS.get('分钟')) ?? null;
      measure = null;
    }
    // 「原价360」: a bare number named a price is money
    if (!unit && !measure && kind === 'plain' && !chinese && PRICE_BEFORE.test(t.slice(Math.max(0, start - 6), start)))
      unit = UNITS.get('元') ?? null;
    if (chinese && value.isZero()) continue;
    // 「16个小朋友藏起来了，我已经找到了5个，」: a bare 个 counts the people counted with 个 before it
    if (
      measure === '个' &&
      t[start - 1] === '了' &&
      /^(?:[，。？！,；]|$)/.test(t.slice(end)) &&
      out.some((x) => x.measure === '人' && t[x.start + x.raw.length] === '个')
    )
      measure = '人';
    lastEnd = end;
    out.push({ value, raw: m[0], unit, measure, kind, start, end, clause: clauseOf(start), chinese, label });
  }
  inheritUnits(t, out);
  inheritMeasure(t, out);
  return out;
}

/**
 * 「一共有14个足球，小熊抱走了4，小狗抱来了3个」: a whole number right after a verb (…了) that ends its clause, its count
 * word left out, counts what every other number of the text counts, when they all count in one word and none measures.
 */
function inheritMeasure(t: string, qs: Qty[]): void {
  const bare = qs.filter(
    (q) =>
      !q.unit &&
      !q.measure &&
      q.kind === 'plain' &&
      !q.chinese &&
      !q.label &&
      q.value.isInteger() &&
      t[q.start - 1] === '了' &&
      /^(?:[，,。；;？?！!]|$)/.test(t.slice(q.end)),
  );
  if (bare.length !== 1) return;
  const others = qs.filter((q) => q !== bare[0] && !q.label);
  const words = new Set(others.map((q) => (q.unit ? null : q.measure)));
  if (others.length < 2 || words.size !== 1 || words.has(null)) return;
  bare[0].measure = [...words][0];
}

/**
 * 「买足球用去96.8，买排球用去56.6，买篮球用去103.2元」: items of one list told with the same verb, the unit written
 * only once. A bare decimal or whole number takes the unit of the numbers after the same two-character verb, when
 * they all agree; a verb of one character (是, 为) or a number that counts things is left alone.
 */
function inheritUnits(t: string, qs: Qty[]): void {
  const verb = (q: Qty) => {
    const v = t.slice(Math.max(0, q.start - 2), q.start);
    return /^[\u4e00-\u9fff]{2}$/.test(v) && !/^(?:是|为|有|共|约|第|和|与|、)|(?:是|为|约|第)$/.test(v) ? v : null;
  };
  for (const q of qs) {
    if (q.unit || q.measure || q.kind !== 'plain' || q.chinese || q.label) continue;
    const v = verb(q);
    if (!v) continue;
    // 「实际造林60亩」: a word right after the number is its own unit, one this reading does not know
    if (/^[\u4e00-\u9fff]/.test(t.slice(q.end)) && !/^[和与及]/.test(t.slice(q.end))) continue;
    const donors = qs.filter((d) => d !== q && d.unit && d.kind === 'plain' && verb(d) === v);
    const names = new Set(donors.map((d) => d.unit?.name));
    if (donors.length && names.size === 1) q.unit = donors[0].unit;
  }
}

/** A price named right before a number or a question word (原价360, 现价是多少): the amount is money. */
const PRICE_BEFORE = /(?:原价|现价|售价|标价|定价|进价|单价|总价|价钱|价格)(?:是|为|约|共)?$/;

/** The part of a day before a clock time (上午9时), and what a clock time is followed by (9时出发, 3时整). */
const CLOCK_BEFORE = /(?:上午|下午|早上|早晨|晚上|中午|凌晨|傍晚|夜里|夜间|每天|今天|明天|昨天)$/;
const CLOCK_AFTER = /^(?:整|半|出发|到达|到|开出|开始|结束|离开|从|起|前到|以前|以后)/;

/** Scores of a test: 分 counts points, not minutes. */
const SCORE = /成绩|测验|考试|得分|考了|分数|测试|得了|满分|平均分(?![钟给成到配])|语文|英语|(?:[一二两三四五六七八九]|\d)科/;

// 「至少要取出才能保证…？」: the count of a draw asked with its question word left out
const ASK =
  /多少|几|至少要?(?:取|摸|拿|抽)出?(?=才能?保证)|多远|多长|多久|多重|多高|多大|多宽|多深|求(?:这个数|原数|这个小数)|求[\u4e00-\u9fff]{0,10}?(?:面积|周长|体积|容积)|求[\u4e00-\u9fff]{0,8}?的(?:高度?|长度?|宽度?|深度?)$|求[\u4e00-\u9fff]{0,8}?(?:出勤|合格|发芽|成活|及格|优秀|达标|正确|命中|出粉|出油|含盐|含糖)率$/;

/** A clause that ends on its own question: 「几人」「多少元」「几盒」 (not 「十几个」, an amount told roughly). */
const EARLIER_QUESTION = /(?<![十百千万\d])(?:多少|几)[\u4e00-\u9fff]{0,2}$/;

const ASK_WORD = /多少|几|多远|多长|多久|多重|多高|多大|多宽|多深/;

function readAsk(clauses: string[], endsAsking: boolean): Ask | null {
  for (let c = clauses.length - 1; c >= 0; c--) {
    const text = clauses[c];
    const found = ASK.exec(text);
    if (!found) continue;
    // 「求这个长方体的体积是多少立方分米」: the question word after 求 carries the unit asked
    const m = (found[0].startsWith('求') && ASK_WORD.exec(text.slice(found.index + 1))) || found;
    if (m !== found) m.index += found.index + 1;
    const i = m.index + m[0].length;
    if (/几分之几|百分之几/.test(text)) {
      return { text, clause: c, unit: null, measure: null, form: text.includes('百分之几') ? 'percent' : 'fraction', dim: null };
    }
    if (/百分率|百分数|百分比/.test(text) || /^求.*率$/.test(m[0]))
      return { text, clause: c, unit: null, measure: null, form: 'percent', dim: null };
    let unit: Unit | null = null;
    let measure: string | null = null;
    let dim: Unit['dim'] | null = null;
    if (m[0] === '多少' || m[0] === '几') {
      const u = unitAt(text, i);
      unit = u.unit;
      measure = u.measure;
      if (measure === '时') {
        unit = UNITS.get('小时') ?? null;
        measure = null;
      } else if (measure === '分' && !SCORE.test(clauses.join('，'))) {
        unit = UNITS.get('分钟') ?? null;
        measure = null;
      }
      if (!unit && !measure && text.startsWith('钱', i)) unit = UNITS.get('元') ?? null;
      if (!unit && !measure && PRICE_BEFORE.test(text.slice(0, m.index))) unit = UNITS.get('元') ?? null;
      if (!unit && !measure) {
        // 多少 without a word after it: a unit written later in the clause ("多少？" after "面积是", "长多少米")
        const rest = text.slice(i);
        const later = UNIT_NAMES.find((n) => rest.startsWith(n));
        if (later) unit = UNITS.get(later) ?? null;
      }
    } else if (m[0] === '多远' || (m[0] === '多长' && !/多长时间/.test(text))) dim = 'length';
    else if (m[0] === '多久' || /多长时间/.test(text)) dim = 'time';
    else if (m[0] === '多重') dim = 'mass';
    else if (/^求.*的(?:高度?|长度?|宽度?|深度?)$/.test(m[0])) dim = 'length';
    if (unit) dim = unit.dim;
    return { text, clause: c, unit, measure, form: 'number', dim };
  }
  // 「…现价是？」「…的高是多少」 without its question word: the last clause ends with 是 before the question mark
  const last = clauses.length - 1;
  if (endsAsking && last > 0 && clauses[last] === '' && /[\u4e00-\u9fff](?:是|为)$/.test(clauses[last - 1]) && clauses.length > 2)
    return {
      text: clauses[last - 1],
      clause: last - 1,
      unit: PRICE_BEFORE.test(clauses[last - 1]) ? (UNITS.get('元') ?? null) : null,
      measure: null,
      form: 'number',
      dim: PRICE_BEFORE.test(clauses[last - 1]) ? 'money' : null,
    };
  return null;
}

/** Reads a Chinese word problem; null when it is not one (no question word, formulas, letters). */
export function readProblem(raw: string): Problem | null {
  // 「5个人一天要吃多少千克？一年呢？」: a second question after the first, asked without a question word of its own
  if (/[?？][^?？]+呢\s*[?？]\s*$/.test(raw)) return null;
  const blank = questionFromBlank(normalize(numbersFromFormulas(lettersAsNumberNames(raw))), ASK);
  if (blank === null) return null;
  const { text: plain, notes } = dozensAndPairsAsCounts(spanAskedFirst(blank));
  const rounding = readRounding(plain);
  // a rounding instruction that is not the question's last words was not read: the answer would go out unrounded
  if (ROUNDING_WORDS.test(rounding.text)) return null;
  // 「（用最简分数表示）」: every fraction the engine writes is in lowest terms already; the instruction only asks for
  // a fraction, not a decimal
  const fractionTold = FRACTION_TOLD.test(rounding.text);
  const text = rounding.text.replace(new RegExp(FRACTION_TOLD.source, 'g'), '');
  if (text.length > 400 || !/[\u4e00-\u9fff]/.test(text)) return null;
  // KB/MB/GB after a number are units of a file's size (units.ts); any other letter is a formula or a name
  const lettersLeft = text.replace(/km|cm|mm|kg/gi, '').replace(/(?<=\d|多少)[KMG]B(?![a-zA-Z])/g, '');
  // 1GB is 1024MB in 信息技术 but 1000MB on a disk's label: two of these units in one story are not converted
  if (new Set(text.match(/[KMG]B/g) ?? []).size > 1) return null;
  if (/[\\^_=<>≤≥$]|[a-zA-Z]/.test(lettersLeft)) return null;
  const { clauses, offsets } = splitClauses(text);
  const ask = readAsk(clauses, /[?？]$/.test(text));
  if (!ask) return null;
  // 「周长是多少厘米？面积是多少平方厘米？」: two questions; the last answered alone would leave the first unanswered
  if (clauses.some((c, i) => i < ask.clause && /[?？]/.test(text[offsets[i] + c.length] ?? '') && ASK.test(c))) return null;
  // 「最多可以分给几人，还剩几个？」: the same two questions joined by a comma, the first ending on its question word
  if (clauses.some((c, i) => i < ask.clause && EARLIER_QUESTION.test(c))) return null;
  const qs = readQuantities(text, offsets);
  // 「买了4支铅笔…一盒铅笔有多少根」: 支、根、枝 count the same sticks; the question may ask in another of them
  const STICKS = ['支', '根', '枝'];
  if (ask.measure && STICKS.includes(ask.measure) && !qs.some((q) => q.measure === ask.measure)) {
    const told = new Set(qs.filter((q) => q.measure && STICKS.includes(q.measure)).map((q) => q.measure));
    if (told.size === 1) ask.measure = [...told][0];
  }
  // 「印了450本练习本 … 每天印多少册练习本」: the question counts the same thing in another count word than the story
  // does; when the story counts it in one count word only, the question's is that one (not a set: 一套 may be two 件)
  if (ask.measure && !/[套双副对打]/.test(ask.measure) && !qs.some((q) => q.measure === ask.measure)) {
    const thing = new RegExp(`(?:多少|几)${ask.measure}([\\u4e00-\\u9fff]{2,4})`).exec(ask.text)?.[1];
    const told = thing ? qs.filter((q) => q.measure && text.startsWith(thing, q.end)) : [];
    const words = new Set(told.map((q) => q.measure));
    if (thing && told.length && words.size === 1 && !text.slice(0, offsets[ask.clause]).includes(`${ask.measure}${thing}`))
      ask.measure = [...words][0] as string;
  }
  // "两人一共…", "三个班共…": in a question about a total, a Chinese count only says how many parts there are
  // "两车同时…", "两人同时出发", "两队合作（合做、合修…）": 两 names the two movers or workers, it is not an amount
  if (/同时|相遇|相向|相对|同向|背向|追上|追及|合作|合做|合干|合修|共同/.test(text))
    for (const q of qs) if (q.chinese && q.raw === '两' && q.kind === 'plain' && !q.unit) q.label = true;
  // 「两个小组都参加的有6人」「两种都订的」: 两 … 都 names both groups together, it counts nothing
  for (const q of qs)
    if (q.chinese && q.raw === '两' && /^(?:个|种|项|样|类|门)?[\u4e00-\u9fff]{0,4}?都/.test(text.slice(q.start + 1, q.start + 9)))
      q.label = q.names = true;
  // 「两个仓库一共存粮36吨，其中甲仓库…」: 两 with a whole told of them, each then named, says how many parts there are
  for (const q of qs)
    if (
      q.chinese &&
      q.raw === '两' &&
      q.measure &&
      /一共|共|总共/.test(clauses[q.clause]) &&
      (/其中|甲|乙|第一|第二|另一/.test(text.slice(q.end + clauses[q.clause].length - (q.end - offsets[q.clause]))) ||
        // 「两个班共有90人，一班有46人，二班…」: each then named by its number
        ['一', '二'].every((n) =>
          new RegExp(`(?:^|[，,。；;])${n}${q.measure}`).test(text.slice(offsets[q.clause] + clauses[q.clause].length)),
        ))
    )
      q.label = q.names = true;
  // 「租两辆车，其中一辆…另一辆…」「装在两个筐里，第一个筐…第二个筐…」: 两 names the pair each then spoken of
  for (const q of qs)
    if (
      q.chinese &&
      q.raw === '两' &&
      q.measure &&
      new RegExp(`(?:其中一|另一|另外一|第一|第二)个?${q.measure}`).test(text.slice(q.end)) &&
      !new RegExp(`每${q.measure}`).test(text)
    )
      q.label = q.names = true;
  // 「两个城市相距480千米」「两地之间」: 两 names the two places a distance is between
  for (const q of qs)
    if (
      q.chinese &&
      q.raw === '两' &&
      /^个?(?:城市|地方?|城|村|站|港口?|码头|车站|学校|工厂)(?:之间|间)?(?:相距|的距离|距离)/.test(text.slice(q.end))
    )
      q.label = true;
  // 「两个仓库相差多少袋」「两人身高相差多少厘米」: 两 before 相差 names the pair compared, it counts nothing
  for (const q of qs)
    if (
      q.chinese &&
      q.raw === '两' &&
      q.clause === ask.clause &&
      /^[个位种名班组队人家棵只]?[\u4e00-\u9fff]{0,6}?相差(?:多少|几)/.test(text.slice(q.start + 1))
    )
      q.label = q.names = true;
  for (const q of qs)
    if (q.chinese && q.clause === ask.clause && /一共|共|合计|总共|都|合作|合做|合干|合修|一起|同时/.test(ask.text) && q.kind === 'plain')
      q.label = true;
  // 「一根绳子长50米，每4米剪一段」「一条裤子的价钱是一件衬衣的3倍」: a one whose count word counts nothing else, is
  // asked in no question and is per nothing (每根) only names the thing spoken of; it is no "per one"
  for (const q of qs)
    if (
      q.chinese &&
      q.value.isOne() &&
      q.kind === 'plain' &&
      !q.unit &&
      q.measure &&
      !q.label &&
      !qs.some((o) => o !== q && sameWord(o.measure, q.measure)) &&
      !sameWord(ask.measure, q.measure) &&
      // (「这块地共收多少」 points back at the thing named; it asks no count of 块)
      !new RegExp(`(?<![这那该])${q.measure}`).test(ask.text) &&
      !new RegExp(`每(?:一)?个?${q.measure}`).test(text) &&
      // 「一辆车装125包，2车装多少包」: the thing after the count word is counted by itself elsewhere
      !countedElsewhere(text, q)
    )
      q.label = q.names = true;
  return {
    text,
    clauses,
    offsets,
    qs,
    ask,
    ...(rounding.places === undefined ? {} : { round: rounding.places }),
    ...(fractionTold ? { asFraction: true } : {}),
    ...(notes.length ? { notes } : {}),
  };
}

/** Two count words that count the same (名、位 and 人 count people). */
function sameWord(a: string | null, b: string | null): boolean {
  const people = (x: string | null) => (x === '名' || x === '位' ? '人' : x);
  return !!a && people(a) === people(b);
}

/** The thing named right after a count (一辆车 → 车) is counted by a number elsewhere (2车). */
function countedElsewhere(text: string, q: Qty): boolean {
  const noun = text[q.end];
  if (!noun || !/[\u4e00-\u9fff]/.test(noun)) return false;
  return [...text.matchAll(new RegExp(`[\\d一二两三四五六七八九十]${noun}`, 'g'))].some((m) => m.index + 1 !== q.end);
}

/** One amount written alone (an option 「2千米」「$\frac{1}{3}$」「25%」), read as the problem's numbers are; null for anything else. */
export function readAmount(raw: string): Qty | null {
  const text = normalize(numbersFromFormulas(raw)).replace(/[。.;；,，]$/, '');
  const qs = readQuantities(text, [0]);
  return qs.length === 1 && qs[0].start === 0 && qs[0].end === text.length && !qs[0].label ? qs[0] : null;
}

/**
 * 「（列式计算）」「（用方程解）」「（列综合算式解答）」: how the answer is to be worked out, wherever it is written; it does
 * not change the answer, and a rounding instruction before it is then read as the last words of the question.
 */
const METHOD_TOLD =
  /[(（](?:请你|请)?(?:先|要)?(?:列式(?:计算|解答)?|(?:用|列)(?:综合算式|算式|方程|比例|算术方法|两种方法)(?:的?知识)?(?:计算|解答|解决|解)?|写出(?:计算|解题)?过程|算一算)[)）]/g;

const FRACTION_TOLD = /[(（](?:结果|得数|答案)?(?:要)?(?:用|化成|写成)(?:最简)?分数(?:表示)?[)）]/;

const PLACES: Record<string, number> = {
  整数: 0,
  个位: 0,
  一位小数: 1,
  十分位: 1,
  两位小数: 2,
  二位小数: 2,
  百分位: 2,
  三位小数: 3,
  千分位: 3,
};
const ROUNDING =
  /[(（]?(?:得数|结果|计算结果|答案|最后结果|商)?(?:要)?(?:保留|精确到)(整数|个位|一位小数|十分位|两位小数|二位小数|百分位|三位小数|千分位)[)）]?[。.]?$/;

const ROUNDING_WORDS = /(?:保留|精确到)(?:整数|个位|[一两二三]位小数|十分位|百分位|千分位)/;

/** A rounding instruction written after the question (「（得数保留整数）」), taken out of the text it ends. */
function readRounding(t: string): { text: string; places?: number } {
  const m = ROUNDING.exec(t);
  if (!m) return { text: t };
  // it must follow the question: 「…多少千米？（得数保留整数）」 or 「…多少吨（结果保留一位小数）？」 with the mark after
  const before = t.slice(0, m.index).replace(/[，,]$/, '');
  if (!/[?？]$/.test(before) && !/[(（]/.test(m[0])) return { text: t };
  return { text: before, places: PLACES[m[1]] };
}

/** Exact decimal text when the value has one (at most 6 places), else null. */
export function decimalText(v: Rat): string | null {
  let d = v.d;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos++;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives++;
  }
  if (d !== 1n) return null;
  const places = Math.max(twos, fives);
  if (places > 6) return null;
  const scaled = (v.n * 10n ** BigInt(places)) / v.d;
  const neg = scaled < 0n;
  const s = (neg ? -scaled : scaled).toString().padStart(places + 1, '0');
  const out = places ? `${s.slice(0, -places)}.${s.slice(-places)}` : s;
  return (neg ? '-' : '') + out;
}

/** A number as a teacher writes it in a 算式: decimals when exact, else a fraction. */
/** A count that must come out whole: 2.4亿户 and 1.5万人 are counted in 万 or 亿, whole only once multiplied out. */
export function wholeCount(measure: string | null | undefined): boolean {
  return !!measure && !/^[万亿]/.test(measure);
}

export function numTex(v: Rat): string {
  return decimalText(v) ?? v.toLatex();
}
