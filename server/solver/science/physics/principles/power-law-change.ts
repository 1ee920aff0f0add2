import { plainOption } from '../fixed-knowledge/plain-option';
import type { OptionVerdict } from '../fixed-knowledge/unit-statements';
import { POWER_LAW_SITUATIONS, type PowerLawFactor, type PowerLawQuantity, type PowerLawSituation } from './power-laws';

/** One factor changed: its direction, and its ratio when the stem gives one (「增大为原来的 2 倍」). */
interface Change {
  factor: PowerLawFactor;
  sign: 1 | -1;
  ratio: number | null;
  told: string;
  /** The stem's words that told it, taken out before asking what else the stem holds fixed. */
  at?: string;
}

const GROW = '增大|变大|增加|增多|变多|提高|升高';
const SHRINK = '减小|变小|减少|变少|降低';
const TO = '(变为|变成|增大为|增大到|增加为|增加到|减小为|减小到|减为|减少为|减少到|是)';
const MULTIPLE = `原来的(\\d+(?:\\.\\d+)?|[二两三四]|1/\\d+|\\\\frac\\{1\\}\\{\\d+\\}|一半|[二三四]分之一)(?:倍)?`;
/**
 * Words of a change; any left once the read change is taken out is a second change, which is not read — a field made
 * stronger or weaker (「现将磁场增强」「使磁场逐渐减弱」), a particle swapped (「换为α粒子」「改用」), anything 「逐渐」.
 */
const UNREAD_CHANGE =
  /增大|变大|增加|提高|升高|减小|变小|减少|降低|变为|变成|改为|改变|加倍|减半|翻倍|较强|较弱|较大|较小|调节|调整|更换|换成|换为|换用|改用|替换|增强|减弱|变强|变弱|加强|加大|缩小|扩大|放大|逐渐|变化|上升|下降/;
const ONLY = '(?:若|如果|当)?(?:只|仅|保持其他条件不变|其他条件不变)[，,]?(?:将|把|使|让)?';
const OWNER = '(?:粒子|电子|质子|离子|带电粒子|它|其|导线中|导线|导体棒|棒|加速器)?(?:的)?';

/**
 * A statement about a situation of `power-laws.ts`: a clause naming one of its quantities and a trend or a multiple,
 * after one change told in the stem (「若只将磁感应强度增大为原来的 2 倍」「从较强磁场区域进入较弱磁场区域」) or at the head
 * of the option (「若只增大交变电压 U，则质子获得的最大动能增大」); or a change-free law (「周期与速率无关」「加速电压越大，
 * 最大动能越大」). Every clause must be read; an option the stem leaves without a subject takes the stem's last quantity.
 */
export function judgePowerLawStatement(option: string, stem: string): OptionVerdict | null {
  const t = plainOption(stem);
  const situation = POWER_LAW_SITUATIONS.find((s) => s.is.every((re) => re.test(t)) && !s.not.test(withoutNeglect(t)));
  if (!situation) return null;
  const text = plainOption(option).replace(/[。.]$/, '');
  const fact = situation.facts?.find((f) => f.clause.test(text));
  if (fact) return { truth: fact.truth, why: fact.why };
  const law = judgeLaw(text, situation, t);
  if (law) return law;
  const stemChange = readStemChange(t, situation);
  if (stemChange === 'unread') return null;
  let change = stemChange;
  let claims = text;
  const head = new RegExp(`^${ONLY}(.+?)[，,](?:则)?(.+)$`).exec(text);
  if (head) {
    if (change) return null;
    const c = readChange(head[1], situation);
    if (!c || c === 'unread') return null;
    change = c;
    claims = head[2];
  }
  if (!change) return null;
  if (change.factor.unsureWhen?.test(change.at ? t.replace(change.at, '') : t)) return null;
  const asked = stemQuantity(t, situation);
  const whys: string[] = [];
  let truth = true;
  for (const clause of claims.split(/[，,；;]|而且|并且|同时|且|而/).filter(Boolean)) {
    const v = judgeClause(clause, change, situation, asked);
    if (!v) return null;
    if (!v.truth) truth = false;
    whys.push(v.why);
  }
  if (!whys.length) return null;
  return { truth, why: `${situation.formula}；${change.told}，${whys.join('，')}` };
}

/** 「不能忽略重力」「重力不可忽略」「考虑重力」: gravity kept, though a word of neglect is in the text. */
const GRAVITY_KEPT = /(?:不能|不可|不可以|不得|不应|不要)(?:忽略|不计)|重力不(?:能|可|可以|应)(?:忽略|不计)|考虑(?:粒子(?:的)?)?重力/;

/** 「不计重力」「重力不计」 set no force of gravity: they are not the situation's gravity. */
function withoutNeglect(t: string): string {
  if (GRAVITY_KEPT.test(t)) return t;
  return t.replace(/[（(]?(?:不计|忽略|重力不计|重力可忽略|不计粒子)(?:粒子(?:的)?)?(?:重力)?(?:及[^）)，,]*)?(?:的影响)?[）)]?/g, '');
}

/** The one change the stem tells; null when none; 'unread' when it tells a change not read or more than one. */
function readStemChange(t: string, s: PowerLawSituation): Change | null | 'unread' {
  const region =
    /从(?:磁感应强度)?(较强|较大|强)的?(?:匀强)?磁场(?:区域)?(?:进入|射入|运动到|穿入)到?(?:磁感应强度)?(较弱|较小|弱)的?(?:匀强)?(?:磁场)?(?:区域)?|从(?:磁感应强度)?(较弱|较小|弱)的?(?:匀强)?磁场(?:区域)?(?:进入|射入|运动到|穿入)到?(?:磁感应强度)?(较强|较大|强)的?(?:匀强)?(?:磁场)?(?:区域)?/.exec(
      t,
    );
  const field = s.factors.find((f) => f.key === 'B');
  const found: { change: Change; at: string }[] = [];
  if (region && field && !field.unsure) {
    const down = Boolean(region[1]);
    found.push({
      change: {
        factor: field,
        sign: down ? -1 : 1,
        ratio: null,
        told: `进入磁感应强度较${down ? '弱' : '强'}的区域，B ${down ? '减小' : '增大'}（洛伦兹力不做功，速率不变）`,
      },
      at: region[0],
    });
  }
  for (const m of t.matchAll(new RegExp(`${ONLY}([^，,。；;]+?)(?:[，,]|则|$)`, 'g'))) {
    const c = readChange(m[1], s);
    if (c === 'unread') return 'unread';
    if (c) found.push({ change: c, at: m[0] });
  }
  if (found.length > 1) return 'unread';
  const rest = found.length ? t.replace(found[0].at, '') : t;
  if (UNREAD_CHANGE.test(rest.replace(/[（(][^（()）]*[）)]$/, ''))) return 'unread';
  return found.length ? { ...found[0].change, at: found[0].at } : null;
}

/** 「将粒子的速度增大为原来的 2 倍」「增大交变电压 U」「减小磁感应强度」: one factor and its change. */
function readChange(text: string, s: PowerLawSituation): Change | null | 'unread' {
  const t = text.replace(/^(?:将|把|使|让)/, '');
  const patterns: [RegExp, (m: RegExpExecArray) => { name: string; sign: 1 | -1 | null; ratio: number | null }][] = [
    [new RegExp(`^${OWNER}(.+?)${TO}${MULTIPLE}$`), (m) => ({ name: m[1], sign: null, ratio: toward(m[2], multiple(m[3])) })],
    [new RegExp(`^${OWNER}(.+?)(${GROW}|${SHRINK})$`), (m) => ({ name: m[1], sign: new RegExp(GROW).test(m[2]) ? 1 : -1, ratio: null })],
    [new RegExp(`^(${GROW}|${SHRINK})${OWNER}(.+)$`), (m) => ({ name: m[2], sign: new RegExp(GROW).test(m[1]) ? 1 : -1, ratio: null })],
  ];
  for (const [re, read] of patterns) {
    const m = re.exec(t);
    if (!m) continue;
    const r = read(m);
    if (r.sign === null && r.ratio === null) return 'unread';
    const factor = s.factors.find((f) => f.name.test(r.name.replace(/的/g, '')));
    if (!factor) return 'unread';
    if (factor.unsure) return 'unread';
    const ratio = r.ratio;
    if (ratio !== null && (!(ratio > 0) || ratio === 1)) return 'unread';
    const sign = r.sign ?? (ratio! > 1 ? 1 : -1);
    const told = `${factor.label} ${ratio !== null ? `变为原来的 ${show(ratio)} 倍` : sign > 0 ? '增大' : '减小'}`;
    return { factor, sign, ratio, told };
  }
  return null;
}

/** 「周期与速率无关」「加速电压越大，最大动能越大」「半径与速率成正比」: a law of the situation with no change told. */
function judgeLaw(text: string, s: PowerLawSituation, stem: string): OptionVerdict | null {
  const related = /^(.+?)(?:与|和|跟)(.+?)(无关|有关|成正比|成反比)$/.exec(text);
  const rising = /^(.+?)越(大|小|高|低)[，,]?(.+?)(?:就|也)?(?:一定)?越(大|小|高|低|长|短|多|少)$/.exec(text);
  if (!related && !rising) return null;
  const q = related ? quantityNamed(related[1], s) : quantityNamed(rising![3], s);
  const f = related ? factorNamed(related[2], s) : factorNamed(rising![1], s);
  if (!q || !f || f.unsure || f.unsureWhen?.test(stem)) return null;
  const power = powerOf(q, f);
  const law = `${s.formula}：${q.label}${power === 0 ? `与${f.label} 无关` : `随${f.label} 的增大而${power > 0 ? '增大' : '减小'}`}`;
  if (related) {
    const said = related[3];
    const truth = said === '无关' ? power === 0 : said === '有关' ? power !== 0 : said === '成正比' ? power === 1 : power === -1;
    return { truth, why: law };
  }
  const up = (w: string) => (/大|高|长|多/.test(w) ? 1 : -1);
  return { truth: power !== 0 && Math.sign(power) === up(rising![2]) * up(rising![4]), why: law };
}

function judgeClause(clause: string, change: Change, s: PowerLawSituation, asked: PowerLawQuantity | null): OptionVerdict | null {
  const c = clause.replace(/^(?:则|那么|此时)/, '');
  const trend = new RegExp(`^(.*?)(?:一定|将|会|也)?(${GROW}|${SHRINK}|变长|变短|不变|保持不变)$`).exec(c);
  const times = new RegExp(`^(.*?)(?:一定|将|也)?${TO}${MULTIPLE}$`).exec(c);
  if (times && toward(times[2], multiple(times[3])) === null) return null;
  const same = /^(.*?)(?:与原来|和原来)?相等$/.exec(c);
  const m = times ?? trend ?? same;
  if (!m) return null;
  const q = m[1] ? quantityNamed(m[1], s) : asked;
  if (!q) return null;
  const power = powerOf(q, change.factor);
  if (q.vector && power === 0 && !/大小/.test(m[1])) return null;
  const moves = Math.sign(power * change.sign);
  const ratio = change.ratio === null ? null : change.ratio ** power;
  const result = `${q.label}${power === 0 ? '不变' : ratio !== null ? `变为原来的 ${show(ratio)} 倍` : moves > 0 ? '增大' : '减小'}`;
  if (times) {
    if (ratio === null) return null;
    return { truth: Math.abs(ratio - multiple(times[3])!) < 1e-9, why: result };
  }
  if (same) return { truth: power === 0, why: result };
  const w = trend![2];
  const said = /不变/.test(w) ? 0 : new RegExp(`${GROW}|变长`).test(w) ? 1 : -1;
  return { truth: said === moves, why: result };
}

/** The power of a quantity in one factor, the factor told through others (E_k) followed through. */
function powerOf(q: PowerLawQuantity, f: PowerLawFactor): number {
  if (!f.via) return q.powers[f.key] ?? 0;
  return Object.entries(f.via).reduce((sum, [k, p]) => sum + (q.powers[k] ?? 0) * p, 0);
}

const SUBJECT_FILLER = /^(?:带电粒子|粒子|电子|质子|离子|它|导线|导体棒|棒|该?加速器|α粒子|氘核)|(?:所受|受到)|做(?:匀速)?圆周运动|的/g;

function quantityNamed(text: string, s: PowerLawSituation): PowerLawQuantity | null {
  const t = text.replace(SUBJECT_FILLER, '');
  const hits = s.quantities.filter((q) => q.name.test(t));
  return hits.length === 1 ? hits[0] : null;
}

function factorNamed(text: string, s: PowerLawSituation): PowerLawFactor | null {
  const t = text.replace(SUBJECT_FILLER, '');
  const hits = s.factors.filter((f) => f.name.test(t));
  return hits.length === 1 ? hits[0] : null;
}

/** 「…，则导线所受的安培力（ ）」: the quantity the options are about when they name none. */
function stemQuantity(t: string, s: PowerLawSituation): PowerLawQuantity | null {
  const m = /(?:则|[，,])([^，,则]+?)[（(]\s*[）)]?\s*$/.exec(t.replace(/[。.]$/, ''));
  return m ? quantityNamed(m[1].replace(/^(?:此时|这时)/, ''), s) : null;
}

/** 「减小为原来的 2 倍」「增大为原来的一半」 say two things at once: null, not read. */
function toward(word: string, ratio: number | null): number | null {
  if (ratio === null) return null;
  if (/增/.test(word) && ratio < 1) return null;
  if (/减/.test(word) && ratio > 1) return null;
  return ratio;
}

function multiple(word: string): number | null {
  const CN: Record<string, number> = { 二: 2, 两: 2, 三: 3, 四: 4 };
  if (word === '一半') return 0.5;
  const part = /^([二三四])分之一$/.exec(word) ?? /^1\/(\d+)$/.exec(word) ?? /^\\frac\{1\}\{(\d+)\}$/.exec(word);
  if (part) return 1 / (CN[part[1]] ?? Number(part[1]));
  return CN[word] ?? Number(word);
}

function show(x: number): string {
  const inv = 1 / x;
  if (x < 1 && Math.abs(inv - Math.round(inv)) < 1e-9) return `1/${Math.round(inv)}`;
  return Number.isInteger(x) ? String(x) : String(Number(x.toFixed(4)));
}
