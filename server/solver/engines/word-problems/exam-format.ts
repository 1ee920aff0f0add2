/**
 * Word problems as printed in contest and exam papers: numbers set as formulas ($120$页, $\frac{1}{3}$,
 * $150\%$, $40\text{km}$) and the question left as a blank (「需要____天．」「…是．」). Both are turned into the
 * plain wording the reader already knows; anything else stays as it was, so a real formula still stops the reader.
 */
import { CURRENCIES, MEASURE_WORDS, UNIT_NAMES } from './units';

/** Metric symbols a formula may set after a number or alone in \text{…}. */
const SYMBOL = /^(?:km|dm|cm|mm|m|kg|g|t|L|mL|ml|h|min|s)$/;
/** Symbols of two or more letters, read as units even without \text (a single letter may be a variable). */
const LONG_SYMBOL = /^(?:km|dm|cm|mm|kg|mL|ml)$/;
const POWER = /^\^\{?[23]\}?$/;
const NUMBER = /^(?:\d+(?:\.\d+)?(?:%)?|\d+\/\d+|\d+又\d+\/\d+)$/;
/** \text{km}, \mathrm{cm}, \rm kg: a unit set upright. */
const UPRIGHT = /\\(?:text|mathrm|rm)\s*\{\s*([^{}]*?)\s*\}|\\rm\s+([a-zA-Z]+)/g;

/**
 * The unit part of a formula (「\text{km}」「\mathrm{km}/\mathrm{h}」「cm^{2}」「\text{千米}」) as plain text; '' for
 * none, null when it holds anything else (a single letter not set upright may be a variable).
 */
function unitText(part: string): string | null {
  let upright = true;
  const plain = part.replace(UPRIGHT, (_, a?: string, b?: string) => {
    const word = (a ?? b ?? '').trim();
    if (!(SYMBOL.test(word) || /^[\u4e00-\u9fff]{1,4}$/.test(word))) upright = false;
    return ` ${word} `;
  });
  if (!upright) return null;
  const bits = plain
    .replace(/\s+/g, ' ')
    .trim()
    .split(/\s*(\/|\^\{?[23]\}?)\s*|\s+/)
    .filter(Boolean);
  const symbolsUpright = [...part.matchAll(UPRIGHT)].length;
  for (const [i, bit] of bits.entries()) {
    if (bit === '/' || POWER.test(bit)) {
      if (i === 0) return null;
      continue;
    }
    if (/^[\u4e00-\u9fff]{1,4}$/.test(bit) || LONG_SYMBOL.test(bit) || (symbolsUpright && SYMBOL.test(bit))) continue;
    return null;
  }
  return bits.join('');
}

/** The plain text of a formula that holds only a number, a unit, or a number and a unit; null for any other formula. */
export function plainNumber(formula: string): string | null {
  // 「1\,200」: a thin space between digit groups
  const t = formula
    .replace(/\\[,;:! ]|\\q?quad|~/g, ' ')
    .replace(/(\d)\s+(?=\d{3}(?!\d))/g, '$1')
    .trim();
  // 「2\frac{1}{3}」 is a 带分数, written 2又1/3
  const head = /^((?:\d+\s*)?\\frac\s*\{\s*\d+\s*\}\s*\{\s*\d+\s*\}|\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)?\s*(\\%)?/.exec(t) as RegExpExecArray;
  const unit = unitText(t.slice(head[0].length));
  if (unit === null) return null;
  if (!head[1]) return head[2] || !unit ? null : unit;
  const n =
    head[1]
      .replace(/\s+/g, '')
      .replace(/^(\d+)\\frac\{(\d+)\}\{(\d+)\}$/, '$1又$2/$3')
      .replace(/^\\frac\{(\d+)\}\{(\d+)\}$/, '$1/$2') + (head[2] ? '%' : '');
  return NUMBER.test(n) ? n + unit : null;
}

const RATIO_FORMULA = /^\s*\d+(?:\.\d+)?(?:\s*(?:\\colon|[:：∶])\s*\d+(?:\.\d+)?){1,2}\s*$/;

/** Every $…$ that holds only a number (or a unit) written as plain text; other formulas are left in place. */
export function numbersFromFormulas(s: string): string {
  return s.replace(/(?<!\\)\$([^$]*)(?<!\\)\$/g, (whole, f: string) => {
    // 「$2: 3: 4$」「$1 \colon 200$」: a ratio of plain numbers, written as a printed ratio
    if (RATIO_FORMULA.test(f)) return ` ${f.replace(/\s*(?:\\colon|[:：∶])\s*/g, ':').trim()} `;
    const plain = plainNumber(f);
    return plain === null ? whole : ` ${plain} `;
  });
}

const BLANK = /_{2,}/g;
const ENDS = /[。.!！]$/;
/** Clause marks; a decimal point between digits is not one. */
const CLAUSE_MARK = /[，,；;。!！?？]|\.(?!\d)/;
const SENTENCE_MARK = /[；;。!！?？]|\.(?!\d)/;
/**
 * A verb or quantity word that a number follows in a statement: 「需要天」 is 「需要（）天」 with its blank lost.
 * A verb with 了, 是 / 为 / 到 / 满 / 差 / 重 / 共 before a unit, 多 / 少 after a 比 of the same clause.
 */
const BEFORE_NUMBER =
  '(?:需要|需|要用|要|用|一共有|共有|一共|共|还剩下?|剩下|剩|还有|有|花|付|应付|最多|最少|至少|[\\u4e00-\\u9fff]了|是|为|到|满|差|重|(?<=比[^，,]*)(?:多|少))';

/** A span of time before or after now with its number lost, at the start of a clause or after 问/再过. */
const LOST_WHEN = /(^|[,，;；:：]|问|再过|经过)(?=(?:年|天|小时|个月|周)[前后][,，]?[\u4e00-\u9fff])/;

/** Words after which a unit is already counted or pointed at: numerals, 这/那/每/各/第/几/若干, 的 (「的个数」), 个 (「个位」), 单 (「单位」). */
const COUNTED_ALREADY = '[零一二三四五六七八九十百千万亿两几多少每这那哪某各半整第数的个单上下前后左右同今去明干]';

/**
 * A unit character that is part of a word, not a unit: 「人数」「千克数」「岁数」 (the count of a unit), 「美元」「玉米」
 * 「巧克力」「内角」「小张」 (a unit after the first character of a word), 「升高」「周长」「人民币」 (one before the rest).
 */
const WORD_BEFORE_UNIT: Record<string, string> = { 元: '美日港欧英', 米: '大小玉糯稻', 克: '巧', 角: '内外顶底直锐钝平周对', 张: '老小' };

function insideWord(body: string, unitAt: number, unit: string): boolean {
  if (WORD_BEFORE_UNIT[unit]?.includes(body[unitAt - 1] ?? '')) return true;
  // 「国庆节是星期．」 lost 几 of a weekday, not a number of weeks
  if (unit === '星期' && body[unitAt - 1] === '是') return true;
  const after = body.slice(unitAt + unit.length);
  if (after.startsWith('数')) return true;
  if (unit === '人') return after.startsWith('民币');
  if (unit === '升') return /^[高降旗级]/.test(after);
  if (unit === '周') return /^[长围末]/.test(after);
  if (unit === '元') return after.startsWith('旦');
  if (unit === '克') return after.startsWith('力');
  if (unit === '天') return /^[平气空]/.test(after);
  return false;
}

/** Measure words that also begin common words (下午, 面积, 行驶, 年级, 道路, 所以 …). */
const AMBIGUOUS_MEASURE = '下面行排节段班年级道所户首句科字间架'.split('');

/**
 * 「……，这是第次考试．」: 几 of an ordinal lost between 第 and its measure word at the end of the last clause (a 几
 * elsewhere, 「前几次」, does not ask then).
 */
function ordinalLost(t: string): string | null {
  if (!ENDS.test(t)) return null;
  const body = t.replace(ENDS, '');
  const lastStart = Math.max(...[...body.matchAll(new RegExp(CLAUSE_MARK.source, 'g'))].map((m) => m.index + 1), 0);
  const last = body.slice(lastStart);
  if (/[求问几]/.test(last)) return null;
  const ordinal = /第(?=[次场天个名页层排行号届][\u4e00-\u9fff]{0,6}$)/.exec(last);
  if (!ordinal) return null;
  const i = lastStart + ordinal.index + 1;
  return `${body.slice(0, i)}几${body.slice(i)}?`;
}

/**
 * The question of an exam-format statement, in the reader's wording: the one blank in the last sentence becomes
 * 多少 (「需要____天．」→「需要多少天？」), a statement ending in 是 / 为 asks for that value, and a blank that OCR
 * lost between a verb and a unit (「需要天．」) is read as the same blank. Null when a blank is not the question
 * (in an earlier sentence, several blanks, or a question word beside it): such a text is not read at all.
 * `t` is the reader's normalized text (no spaces); a text that already asks is returned unchanged.
 */
export function questionFromBlank(t: string, asks: RegExp): string | null {
  const blanks = t.match(BLANK) ?? [];
  if (blanks.length > 1) return null;
  if (blanks.length === 1) {
    const at = t.search(BLANK);
    const after = t
      .slice(at)
      .replace(/^_+/, '')
      .replace(/[。.!！?？]$/, '');
    if (SENTENCE_MARK.test(after) || asks.test(t.replace(BLANK, ''))) return null;
    // 第几, 几折, 几楼 are asked with 几; every other blank with 多少
    const asked = t
      .replace(/_{2,}[%％]|百分之_{2,}/, '百分之几')
      .replace(/第_{2,}|_{2,}(?=折|楼)/, (m) => m.replace(BLANK, '几'))
      .replace(BLANK, '多少');
    return asked.replace(/[。.!！?？]?$/, '?');
  }
  if (/[?？]$/.test(t)) return t;
  const ordinal = ordinalLost(t);
  if (ordinal) return ordinal;
  if (asks.test(t)) return t;
  if (!ENDS.test(t) && !/[\u4e00-\u9fff]$/.test(t)) return t;
  const body = t.replace(ENDS, '');
  if (/[\u4e00-\u9fff](?:是|为|等于)$/.test(body)) return `${body}?`;
  // 「问年前，哥哥的年龄是弟弟的3倍」: the blank of 「（ ）年前」 lost at the start of a clause asks 几年前
  const when = LOST_WHEN.exec(body);
  if (when) return `${body.slice(0, when.index + when[1].length)}几${body.slice(when.index + when[1].length)}?`;
  // the blank lost: a verb followed at once by a unit or count word, in the last clause only
  const lastStart = Math.max(...[...body.matchAll(new RegExp(CLAUSE_MARK.source, 'g'))].map((m) => m.index + 1), 0);
  const last = body.slice(lastStart);
  // (a currency, 「约翰有美元．」, is a unit whose blank is lost as well)
  const words = [...CURRENCIES, ...UNIT_NAMES, ...MEASURE_WORDS, '种', '钱']
    .map((w) => w.replace(/[/\\^${}()|[\]*+?.]/g, '\\$&'))
    .join('|');
  // the unit ends the clause or is followed by a few words only (「…一共吃了块饼干．」「一共有种不同的走法」); a unit after a
  // noun or another verb (「一共有糖果颗」「还要再加入克糖」「老师今年岁」) lost its number too, unless the word before it
  // counts or points already (「这个」「每天」「第几」「的个数」「个位」); a clause that asks with 求/问 lost nothing, and
  // measure words that also begin common words (下午, 面积, 行驶, 年级) are not read there
  const plainUnits = words
    .split('|')
    .filter((w) => !AMBIGUOUS_MEASURE.includes(w))
    .join('|');
  const unitAfter = `(?=(${words})[\\u4e00-\\u9fff]{0,6}$)`;
  const afterVerb = [...last.matchAll(new RegExp(`${BEFORE_NUMBER}${unitAfter}`, 'g'))];
  const afterNoun = /[求问]/.test(last)
    ? []
    : [...last.matchAll(new RegExp(`(?<=[\\u4e00-\\u9fff])(?<!${COUNTED_ALREADY})(?=(${plainUnits})[\\u4e00-\\u9fff]{0,6}$)`, 'g'))];
  const lost = [...afterVerb, ...afterNoun].find((m) => !insideWord(last, m.index + m[0].length, m[1]));
  if (!lost) return t;
  // 「图书有本，小组有个．」: an earlier clause lost its number too; answering the last alone would leave it unanswered
  const clauses = body.slice(0, lastStart).split(new RegExp(CLAUSE_MARK.source));
  if (clauses.some((c) => new RegExp(`${BEFORE_NUMBER}(?:${words})$`).test(c))) return null;
  const i = lastStart + lost.index + lost[0].length;
  return `${body.slice(0, i)}多少${body.slice(i)}?`;
}
