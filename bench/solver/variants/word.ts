/**
 * Rewritings of word problems (primary and competition) as other textbooks, students and keyboards write them.
 * Each rewrites only where the meaning is certainly kept: a numeral only for a number standing alone before a
 * count word, a unit only right after its number, a name only where it is a person's name.
 */
import { changed, type TextVariant } from './types';

const FULL_WIDTH_DIGITS = '０１２３４５６７８９';
const CN_DIGITS = '零一二三四五六七八九';

/** 1–999 in Chinese numerals as a textbook prints them (十二, 二十, 一百零五, 一百二十). */
export function chineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 999) throw new Error(`no numeral for ${n}`);
  const h = Math.floor(n / 100);
  const t = Math.floor((n % 100) / 10);
  const u = n % 10;
  let s = h ? `${CN_DIGITS[h]}百` : '';
  if (t) s += !h && t === 1 ? '十' : `${CN_DIGITS[t]}十`;
  else if (h && u) s += '零';
  if (u) s += CN_DIGITS[u];
  return s;
}

/**
 * A whole number written alone: plain digits not joined to another number (no decimal point, fraction bar,
 * thousands comma or percent), or one number set as a formula (`$3$`, as the competition papers print it).
 */
const LONE_NUMBER = '(?:\\$\\s*(\\d+)\\s*\\$|(?<![\\d.,/$\\\\{}^_a-zA-Z０-９])(\\d+)(?![\\d.．,/$%％]|\\s*\\\\%))';

/** Count words (量词) before which a numeral is surely a count: no unit, no money, no time of day, no grade. */
const COUNT_WORDS = '个只本张支枝棵盆人名位辆台件条根头匹朵颗粒瓶盒箱袋包筐把双套副页排行组束片份桶杯碗架艘道题篇首枚株捆串顶批盏册趟罐壶';

/** What may stand before a lone number rewritten in words: a Chinese character, a stop, or the start. */
const WORD_BEFORE = /(?:^|[\u4e00-\u9fff，。：；、（“])$/;

function numeralsBeforeCountWords(t: string, keep: (n: number) => boolean): string {
  const re = new RegExp(`${LONE_NUMBER}(?=[${COUNT_WORDS}])`, 'g');
  return t.replace(re, (whole: string, tex: string | undefined, plain: string | undefined, at: number) => {
    const digits = tex ?? plain ?? '';
    const n = Number(digits);
    if (/^0/.test(digits) || !keep(n) || !WORD_BEFORE.test(t.slice(Math.max(0, at - 1), at))) return whole;
    return n === 2 ? '两' : chineseNumeral(n);
  });
}

/** Outside formulas only: `$…$` is left as it is. */
function outsideFormulas(t: string, rewrite: (s: string) => string): string {
  return t
    .split(/(\$[^$]*\$)/)
    .map((part) => (part.startsWith('$') && part.endsWith('$') && part.length > 1 ? part : rewrite(part)))
    .join('');
}

/** Units before which a small number is often written in words (两千克, 三小时, 五元). */
const SMALL_UNITS = '千克|公斤|克|吨|千米|厘米|分米|毫米|米|小时|分钟|天|元|升|毫升';
/** What an amount of ten thousand or more is counted in (元, 人, 千克, 个 …). */
const AMOUNT_WORDS = `(?:元|人|千克|吨|米|千米|平方米|[${'个只本张件条棵辆台'}])`;

/** Whole numbers of four digits or more that are not years (2021年) nor parts of another number. */
const LARGE_NUMBER = /(?<![\d.,/$\\{}^_a-zA-Z])([1-9]\d{3,})(?![\d.,/%年]|\s*\\%)/g;

function groupThousands(digits: string, sep: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, sep);
}

/** People named in primary and competition problems, and names no table of the solver knows. */
const NAMES: Array<[string, string]> = [
  ['小明', '王芳'],
  ['小红', '李强'],
  ['小华', '赵磊'],
  ['小丽', '孙悦'],
  ['小芳', '周敏'],
  ['小军', '吴昊'],
  ['小刚', '郑凯'],
  ['小强', '钱坤'],
  ['小东', '冯涛'],
  ['小林', '陈晨'],
  ['小英', '何静'],
  ['小玲', '许薇'],
];
// 小红花, 小明星, 小林子 …: the same two characters that start another word
const NOT_A_NAME_AFTER = /^[花旗帽星子]/;

/** The last clause that asks (多少, 几), with the offset it starts at; null when none. */
function askedClauseStart(t: string): number | null {
  const question = /[^，,﹐。．；;？?！!\n]*(?:多少|几)[^，,﹐。．；;？?！!\n]*[？?]/g;
  let last: number | null = null;
  for (const m of t.matchAll(question)) last = m.index;
  return last;
}

/** Things counted in stories that no engine knows anything about, each with one that takes the same count word. */
const OBJECTS: Array<[string, string]> = [
  ['苹果', '橘子'],
  ['铅笔', '圆珠笔'],
  ['故事书', '科技书'],
  ['练习本', '作业本'],
  ['气球', '彩球'],
  ['饼干', '面包'],
];

/** An adjective after 那么 makes it "so (many, big …)", not "then". */
const SO_ADJECTIVE = /^(?:多(?!少)|大|小|长|短|高|低|快|慢|远|近|重|轻|好|久)/;

export const WORD_VARIANTS: TextVariant[] = [
  {
    name: 'full-width-digits',
    about: '数字用全角输入（３６）',
    apply: (t) =>
      changed(
        t,
        t.replace(/[0-9]/g, (d) => FULL_WIDTH_DIGITS[Number(d)]),
      ),
  },
  {
    name: 'numerals-small',
    about: '量词前的1–10写成汉字（3个→三个，2本→两本）',
    apply: (t) =>
      changed(
        t,
        numeralsBeforeCountWords(t, (n) => n >= 1 && n <= 10),
      ),
  },
  {
    name: 'numerals-tens',
    about: '量词前的11–999写成汉字（12个→十二个）',
    apply: (t) =>
      changed(
        t,
        numeralsBeforeCountWords(t, (n) => n >= 11 && n <= 999),
      ),
  },
  {
    name: 'thousands-comma',
    about: '千位分隔用逗号（1200→1,200）',
    apply: (t) =>
      changed(
        t,
        outsideFormulas(t, (s) => s.replace(LARGE_NUMBER, (d: string) => groupThousands(d, ','))),
      ),
  },
  {
    name: 'thousands-space',
    about: '千位分隔用空格（1200→1 200）',
    apply: (t) =>
      changed(
        t,
        outsideFormulas(t, (s) => s.replace(LARGE_NUMBER, (d: string) => groupThousands(d, ' '))),
      ),
  },
  {
    name: 'full-width-point',
    about: '小数点用全角（2.5→2．5）',
    apply: (t) => changed(t, t.replace(/(?<=\d)\.(?=\d)/g, '．')),
  },
  {
    name: 'fraction-words',
    about: '分数写成几分之几（3/4→四分之三）',
    apply: (t) =>
      changed(
        t,
        outsideFormulas(t, (s) =>
          s.replace(/(?<![\d.\\/a-zA-Z])(\d{1,2})\/(\d{1,2})(?![\d./])/g, (whole: string, a: string, b: string) =>
            Number(a) >= 1 && Number(b) >= 2 && !/^0/.test(a + b) ? `${chineseNumeral(Number(b))}分之${chineseNumeral(Number(a))}` : whole,
          ),
        ),
      ),
  },
  {
    name: 'fraction-latex',
    about: '分数写成公式（3/4→$\\frac{3}{4}$）',
    apply: (t) =>
      changed(
        t,
        outsideFormulas(t, (s) => s.replace(/(?<![\d.\\/a-zA-Z又])(\d+)\/(\d+)(?![\d./])/g, '$\\frac{$1}{$2}$')),
      ),
  },
  {
    name: 'fraction-slash',
    about: '公式里的单个分数直接打字（$\\frac{3}{4}$→3/4）',
    apply: (t) => changed(t, t.replace(/\$\s*\\d?frac\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}\s*\$/g, '$1/$2')),
  },
  {
    name: 'percent-words',
    about: '百分数写成百分之几（25%→百分之二十五）',
    apply: (t) =>
      changed(
        t,
        t.replace(/(?:\$\s*(\d{1,3})\s*\\%\s*\$|(?<![\d.])(\d{1,3})%)/g, (whole: string, tex?: string, plain?: string) => {
          const n = Number(tex ?? plain);
          return n >= 1 && n <= 100 && !/^0/.test(tex ?? plain ?? '') ? `百分之${chineseNumeral(n)}` : whole;
        }),
      ),
  },
  {
    name: 'percent-full-width',
    about: '百分号用全角（25%→25％）',
    apply: (t) => changed(t, t.replace(/\$\s*(\d+(?:\.\d+)?)\s*\\%\s*\$/g, '$1％').replace(/(?<=\d)%/g, '％')),
  },
  {
    name: 'unit-gongjin-gongli',
    about: '千克写公斤，千米写公里',
    apply: (t) => changed(t, t.replace(/千克/g, '公斤').replace(/千米(?!\/)/g, '公里')),
  },
  {
    name: 'unit-symbols',
    about: '数后的长度、质量、容积单位用符号（5千克→5kg，3厘米→3cm）',
    apply: (t) => {
      const SYMBOLS: Array<[string, string]> = [
        ['平方厘米', 'cm²'],
        ['平方分米', 'dm²'],
        ['平方米', 'm²'],
        ['立方厘米', 'cm³'],
        ['立方分米', 'dm³'],
        ['立方米', 'm³'],
        ['千米', 'km'],
        ['厘米', 'cm'],
        ['分米', 'dm'],
        ['毫米', 'mm'],
        ['千克', 'kg'],
        ['毫升', 'mL'],
        ['米', 'm'],
        ['克', 'g'],
        ['升', 'L'],
        ['吨', 't'],
      ];
      const words = SYMBOLS.map(([w]) => w).join('|');
      const re = new RegExp(`(?<=\\d|\\d\\s*\\$)(${words})(?![/每])`, 'g');
      return changed(
        t,
        t.replace(re, (w: string) => SYMBOLS.find(([x]) => x === w)?.[1] ?? w),
      );
    },
  },
  {
    name: 'time-symbols',
    about: '数后的小时、分钟写h、min',
    apply: (t) => changed(t, t.replace(/(?<=\d|\d\s*\$)(?:个)?小时/g, 'h').replace(/(?<=\d|\d\s*\$)分钟/g, 'min')),
  },
  {
    name: 'yuan-kuai',
    about: '口语的钱数（5元→5块钱，多少元→多少钱）',
    apply: (t) => changed(t, t.replace(/(?<=\d|\d\s*\$)元(?![\d角分钱/])/g, '块钱').replace(/多少元(?![\d角分钱])/g, '多少钱')),
  },
  {
    name: 'names-swapped',
    about: '人名换成别的名字（小明→王芳，小红→李强）',
    apply: (t) => {
      if (NAMES.some(([, to]) => t.includes(to))) return null;
      let out = t;
      for (const [from, to] of NAMES)
        out = out.replace(new RegExp(from, 'g'), (w: string, at: number) => (NOT_A_NAME_AFTER.test(out.slice(at + w.length)) ? w : to));
      return changed(t, out);
    },
  },
  {
    name: 'question-mark-ascii',
    about: '问号用半角（？→?）',
    apply: (t) => changed(t, t.replace(/？/g, '?')),
  },
  {
    name: 'question-mark-period',
    about: '问句末用句号（多少个？→多少个。）',
    apply: (t) => changed(t, t.replace(/？(?=\s*(?:$|\n))/g, '。')),
  },
  {
    name: 'ascii-punctuation',
    about: '标点用半角（，；：→, ; :）',
    apply: (t) => changed(t, t.replace(/，/g, ',').replace(/；/g, ';').replace(/：/g, ':')),
  },
  {
    name: 'question-number',
    about: '题号在前（3. …）',
    apply: (t) => `3. ${t}`,
  },
  {
    name: 'score-prefix',
    about: '题号和分值在前（5．（4分）…）',
    apply: (t) => `5．（4分）${t}`,
  },
  {
    name: 'asked-to-write',
    about: '题后要求列式（（列式计算））',
    apply: (t) => (/\n[A-E][.．、]/.test(t) ? null : `${t}（列式计算）`),
  },
  {
    name: 'asked-equation',
    about: '题后要求用方程解（（用方程解））',
    apply: (t) => (/\n[A-E][.．、]/.test(t) ? null : `${t}（用方程解）`),
  },
  {
    name: 'question-own-line',
    about: '问句另起一行',
    apply: (t) => {
      const at = askedClauseStart(t);
      if (at === null || at === 0 || t[at - 1] === '\n') return null;
      return `${t.slice(0, at)}\n${t.slice(at)}`;
    },
  },
  {
    name: 'total-zonggong',
    about: '一共写成总共',
    apply: (t) => changed(t, t.replace(/一共/g, '总共')),
  },
  {
    name: 'total-gong',
    about: '一共写成共（一共有→共有）',
    apply: (t) => changed(t, t.replace(/一共(?=有|是|要|需要|用了?|花了?|卖了?|买了?|多少|几)/g, '共')),
  },
  {
    name: 'difference-xiangcha',
    about: '比…多（少）多少问成相差多少（小明比小红多多少本→小明和小红相差多少本）',
    apply: (t) => {
      const at = askedClauseStart(t);
      if (at === null) return null;
      const m = /^([\u4e00-\u9fff]{2,4})比([\u4e00-\u9fff]{2,4})[多少](多少|几)([\u4e00-\u9fff]{0,2}[？?])$/.exec(t.slice(at));
      if (!m || /[的了还]/.test(m[1] + m[2])) return null;
      return `${t.slice(0, at)}${m[1]}和${m[2]}相差${m[3]}${m[4]}`;
    },
  },
  {
    name: 'age-now-once',
    about: '今年只说一次（爸爸今年38岁，儿子今年10岁→今年爸爸38岁，儿子10岁）',
    apply: (t) => changed(t, t.replace(/^([\u4e00-\u9fff]{1,4}?)今年(\d+)岁，([\u4e00-\u9fff]{1,4}?)今年(\d+)岁/, '今年$1$2岁，$3$4岁')),
  },
  {
    name: 'ask-please',
    about: '问句前加请问',
    apply: (t) => {
      const at = askedClauseStart(t);
      if (at === null || /^(?:请问|问|求)/.test(t.slice(at))) return null;
      return `${t.slice(0, at)}请问${t.slice(at)}`;
    },
  },
  {
    name: 'ask-ji',
    about: '问句的多少写成几（多少个→几个）',
    apply: (t) => changed(t, t.replace(new RegExp(`多少(?=[${COUNT_WORDS}])`, 'g'), '几')),
  },
  {
    name: 'wan',
    about: '整万的数用万作单位（12000元→1.2万元）',
    apply: (t) =>
      changed(
        t,
        outsideFormulas(t, (s) =>
          s.replace(new RegExp(`(?<![\\d.,/])([1-9]\\d{4,})(?=${AMOUNT_WORDS})`, 'g'), (d: string) =>
            Number(d) % 100 === 0 ? `${String(Number(d) / 10000)}万` : d,
          ),
        ),
      ),
  },
  {
    name: 'numerals-before-units',
    about: '单位前的1–10写成汉字（2千克→两千克，3小时→三小时）',
    apply: (t) =>
      changed(
        t,
        t.replace(
          new RegExp(`${LONE_NUMBER}(?=(?:${SMALL_UNITS})(?!\\d|级|/))`, 'g'),
          (whole: string, tex: string | undefined, plain: string | undefined, at: number) => {
            const n = Number(tex ?? plain);
            if (n < 1 || n > 10 || /^0/.test(tex ?? plain ?? '') || !WORD_BEFORE.test(t.slice(Math.max(0, at - 1), at))) return whole;
            return n === 2 ? '两' : chineseNumeral(n);
          },
        ),
      ),
  },
  {
    name: 'hours-spoken',
    about: '口语的时长（3小时→3个小时）',
    apply: (t) => changed(t, t.replace(/(?<=\d|\d\s*\$)小时/g, '个小时')),
  },
  {
    name: 'price-slash',
    about: '单价写成元/千克（每千克5元→5元/千克）',
    apply: (t) =>
      changed(
        t,
        t.replace(
          new RegExp(`每(千克|公斤|克|吨|米|千米|升|[${COUNT_WORDS}])(?:是|为|卖|要)?(\\d+(?:\\.\\d+)?)元(?![\\d角])`, 'g'),
          '$2元/$1',
        ),
      ),
  },
  {
    name: 'speed-symbols',
    about: '速度单位用符号（60千米/时→60km/h）',
    apply: (t) =>
      changed(
        t,
        t
          .replace(/(?<=\d|\d\s*\$)(?:千米\/(?:小)?时|千米每小时)/g, 'km/h')
          .replace(/(?<=\d|\d\s*\$)(?:米\/秒|米每秒)/g, 'm/s')
          .replace(/(?<=\d|\d\s*\$)米\/分(?:钟)?/g, 'm/min'),
      ),
  },
  {
    name: 'rest-words',
    about: '还剩写成还剩下',
    apply: (t) => changed(t, t.replace(/还剩(?!下|余)/g, '还剩下')),
  },
  {
    name: 'numbers-as-formulas',
    about: '数写成公式（36→$36$，3/4→$\\frac{3}{4}$，25%→$25\\%$）',
    apply: (t) =>
      changed(
        t,
        outsideFormulas(t, (s) =>
          s.replace(/(?<![\d.\\/a-zA-Z])(\d+(?:\.\d+)?)(?:\/(\d+)|(%))?(?![\d./%])/g, (_: string, a: string, b?: string, pc?: string) =>
            b ? `$\\frac{${a}}{${b}}$` : pc ? `$${a}\\%$` : `$${a}$`,
          ),
        ),
      ),
  },
  {
    name: 'formula-free-numbers',
    about: '公式里的单个数直接打字（$36$→36，$25\\%$→25%）',
    apply: (t) =>
      changed(
        t,
        t.replace(/\$\s*(\d+(?:\.\d+)?)\s*(\\%)?\s*\$/g, (_: string, a: string, pc?: string) => `${a}${pc ? '%' : ''}`),
      ),
  },
  {
    name: 'question-own-sentence',
    about: '问句前的逗号写成句号',
    apply: (t) => {
      const at = askedClauseStart(t);
      if (at === null || at === 0 || t[at - 1] !== '，') return null;
      return `${t.slice(0, at - 1)}。${t.slice(at)}`;
    },
  },
  {
    name: 'ask-qiu',
    about: '问句写成求…。（还剩多少个？→求还剩多少个。）',
    apply: (t) => {
      const at = askedClauseStart(t);
      if (at === null || /^(?:请问|问|求)/.test(t.slice(at))) return null;
      const end = t.indexOf('？', at);
      if (end < 0) return null;
      return `${t.slice(0, at)}求${t.slice(at, end)}。${t.slice(end + 1)}`;
    },
  },
  {
    name: 'people-ge',
    about: '人数用个（5名同学→5个同学，8人→8个人）',
    apply: (t) =>
      changed(t, t.replace(/(?<=\d|\d\s*\$)名(?=学生|同学|工人|老师|队员)/g, '个').replace(/(?<=\d|\d\s*\$)人(?![次数])/g, '个人')),
  },
  {
    name: 'money-jiao',
    about: '钱数写成几元几角（2.5元→2元5角）',
    apply: (t) =>
      changed(
        t,
        t.replace(/(?<![\d.])(\d+)\.(\d)(\d)?元(?![/每\d])/g, (whole: string, y: string, j: string, f?: string) =>
          f === '0' ? whole : `${y}元${j === '0' ? '' : `${j}角`}${f ? `${f}分` : ''}`,
        ),
      ),
  },
  {
    name: 'meters-compound',
    about: '长度写成几米几厘米（3.25米→3米25厘米）',
    apply: (t) =>
      changed(
        t,
        t.replace(/(?<![\d.])([1-9]\d*)\.(\d{2})米(?![/每\d])/g, (whole: string, m: string, c: string) =>
          c.startsWith('0') ? whole : `${m}米${c}厘米`,
        ),
      ),
  },
  {
    name: 'parents-formal',
    about: '爸爸、妈妈写成父亲、母亲',
    apply: (t) => changed(t, t.replace(/爸爸/g, '父亲').replace(/妈妈/g, '母亲')),
  },
  {
    name: 'then-ze',
    about: '那么写成则（…，那么还剩多少个？→…，则还剩多少个？）',
    apply: (t) =>
      changed(
        t,
        t.replace(/([，,。．])那么[，,]?/g, (whole: string, stop: string, at: number) =>
          SO_ADJECTIVE.test(t.slice(at + whole.length)) ? whole : `${stop}则`,
        ),
      ),
  },
  {
    name: 'if-ruo',
    about: '如果写成若',
    apply: (t) => changed(t, t.replace(/如果/g, '若')),
  },
  {
    name: 'ruo-ruguo',
    about: '若写成如果（若干不动）',
    apply: (t) => changed(t, t.replace(/若(?!干)/g, '如果')),
  },
  {
    name: 'ask-wei',
    about: '是多少写成为多少（的值是→的值为）',
    apply: (t) => changed(t, t.replace(/是多少/g, '为多少').replace(/的值是/g, '的值为')),
  },
  {
    name: 'rest-yuxia',
    about: '剩下写成余下（还剩→还余）',
    apply: (t) => changed(t, t.replace(/剩下/g, '余下').replace(/还剩(?![下余])/g, '还余')),
  },
  {
    name: 'ask-split-wen',
    about: '问句单独成句（…，还剩多少个？→…。问：还剩多少个？）',
    apply: (t) => {
      const at = askedClauseStart(t);
      if (at === null || at === 0 || !/[，,]/.test(t[at - 1]) || /^(?:请问|问|求|那么|则)/.test(t.slice(at))) return null;
      return `${t.slice(0, at - 1)}。问：${t.slice(at)}`;
    },
  },
  {
    name: 'opening-context',
    about: '题前加一句情境（在一次数学实践活动中，…）',
    apply: (t) =>
      /^[\u4e00-\u9fff]/.test(t) && !/^(?:在|如果|若|已知|下列|下面|计算|求|解)/.test(t) ? `在一次数学实践活动中，${t}` : null,
  },
  {
    name: 'objects-swapped',
    about: '物品换成同量词的别的物品（苹果→橘子，铅笔→圆珠笔）',
    apply: (t) => {
      if (OBJECTS.some(([, to]) => t.includes(to))) return null;
      return changed(
        t,
        OBJECTS.reduce((s, [from, to]) => s.replace(new RegExp(from, 'g'), to), t),
      );
    },
  },
  {
    name: 'each-yi',
    about: '每写成每一（每天→每一天，每人→每个人）',
    apply: (t) =>
      changed(
        t,
        t
          .replace(/每(?=[天周年次])/g, '每一')
          .replace(/每人/g, '每个人')
          .replace(/每(?=[本只辆箱袋盒瓶件支张条棵组排行])/g, '每一'),
      ),
  },
];
