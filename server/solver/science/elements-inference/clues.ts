import { normalizeScienceText } from '../chem/normalize';
import { readCompoundClue } from './compound-facts';
import { ELEMENT_FACTS } from './facts';
import { type ElementData, isGas, simpleIons } from './periodic-table';
import { QUANTITY_PATTERN, quantityNamed, readCount } from './quantities';
import { radiusGreater } from './trends';

/** Letters → elements. */
export type Assignment = Readonly<Record<string, ElementData>>;

/** One clue: true / false for an assignment, null when the textbook cannot tell (the assignment stays possible). */
export interface Clue {
  text: string;
  test(a: Assignment): boolean | null;
}

export interface CluesRead {
  letters: string[];
  mainGroup: boolean;
  /** The stem says 短周期: the table holds H–Ar only. */
  short: boolean;
  clues: Clue[];
  /** Clauses not understood: any one of them refuses the question. */
  unread: string[];
}

/** Plain text: LaTeX wrappers and spaces removed, punctuation folded. */
export function plain(text: string): string {
  return normalizeScienceText(text)
    .replace(/\\quad|\\square/g, '')
    .replace(/\s+/g, '')
    .replace(/：/g, ':');
}

const GLUE_PREFIX = /^(?:其中|已知|并且|而且|且|而|同时|另外|又|则)/;
const NUMBERS: Record<string, number> = { 二: 2, 两: 2, 三: 3, 四: 4, 五: 5 };

/**
 * Reads the clue part of an element-inference question (the stem before 「下列」). Null when the stem does not
 * introduce two or more short-period elements by letters.
 */
export function readClues(stem: string, table: string[][] | null): CluesRead | null {
  const cut = stem.search(/下列/);
  if (cut < 0) return null;
  const body = plain(stem.slice(0, cut).replace(/\\begin\{tabular\}[\s\S]*?\\end\{tabular\}/g, ' '));
  const clauses = body
    .split(/[,，;；。!！]|\.(?!\d)/)
    .map((c) =>
      c
        .replace(GLUE_PREFIX, '')
        .replace(/^元素(?=[A-Za-z])/, '')
        .replace(/[()（）]/g, ''),
    )
    .filter(
      (c) =>
        c !== '' &&
        !/^(?:根据以上叙述|根据以上信息|根据上述信息|则|据此|常温下|室温下|25°C时)$/.test(c) &&
        // An anniversary preamble (「今年是门捷列夫发现元素周期律 150 周年」) says nothing of the letters.
        !/^(?:今年|\d{4}年)是[^A-Za-z]*(?:周年|周期表年)$/.test(c),
    );
  const tableSaid = clauses.findIndex((c) => /^(?:下|右|上)表是(?:元素)?周期表的一部分$/.test(c));
  if (tableSaid >= 0) clauses.splice(tableSaid, 1);
  const introIndex = clauses.findIndex((c) => /元素/.test(c) && /[A-Za-z](?:[、和与及][A-Za-z])+/.test(c));
  if (introIndex < 0) return null;
  const intro = readIntro(clauses[introIndex]);
  if (!intro) return null;
  const { letters } = intro;
  const clues: Clue[] = [];
  const unread: string[] = [];
  if (intro.increasing) clues.push(increasing(letters));
  if (intro.rest !== '') unread.push(intro.rest);
  if (intro.positioned || tableSaid >= 0) {
    if (!table) unread.push('在周期表中的相对位置（没有读到位置表）');
    else {
      const positions = tableClue(table, letters);
      if (positions) clues.push(positions);
      else unread.push('位置表');
    }
  }
  for (let i = 0; i < clauses.length; i++) {
    if (i === introIndex) continue;
    const clause = clauses[i];
    const read = readClause(continued(clause, clauses[i - 1]), letters);
    if (read === 'increasing') clues.push(increasing(letters));
    else if (read) clues.push(read);
    else {
      const joined = compoundOverClauses(clauses, i, introIndex, letters);
      if (joined) {
        clues.push(joined.clue);
        i = joined.last;
      } else unread.push(clause);
    }
  }
  return { letters, mainGroup: intro.mainGroup, short: intro.short, clues, unread };
}

/**
 * A compound clue in the clause `first` or running over it and the next ones (「盐YZW与浓盐酸反应,有黄绿色气体产生,
 * 此气体…」), the longest reading first so that a clue's second half is not left over.
 */
function compoundOverClauses(clauses: string[], first: number, introIndex: number, letters: string[]): { clue: Clue; last: number } | null {
  const end = introIndex > first ? Math.min(clauses.length, introIndex) : clauses.length;
  for (let last = Math.min(end, first + 5) - 1; last >= first; last--) {
    const clue = readCompoundClue(clauses.slice(first, last + 1).join(','), letters);
    if (clue) return { clue, last };
  }
  return null;
}

/**
 * A clause that goes on from the one before without its subject: 「Z 的最外层电子数是 W 和 X 的之和，也是 Y 的 2 倍」
 * takes 「Z 的最外层电子数」 from it; 「X、Y、Z 为同周期相邻元素，且均不与 W 同族」 takes 「X、Y、Z」.
 */
function continued(clause: string, before: string | undefined): string {
  if (!before) return clause;
  const also = /^(?:也|又|还|同时)(是|等于|为)(.+)$/.exec(clause);
  const verb = /^(.+?)(?:是|等于|为)/.exec(before);
  if (also && verb) return `${verb[1]}${also[1]}${also[2]}`;
  const all = /^(?:均|都)(不)?(?:与|和)([A-Za-z])(?:位于|处于|属于)?同(?:一)?(主族|族|周期)$/.exec(clause);
  const subject = /^([A-Za-z](?:[、和与][A-Za-z])+)/.exec(before);
  if (all && subject) return `${subject[1]}均${all[1] ?? ''}与${all[2]}同${all[3]}`;
  return clause;
}

function readIntro(
  clause: string,
): { letters: string[]; short: boolean; mainGroup: boolean; increasing: boolean; positioned: boolean; rest: string } | null {
  const list = /([A-Za-z])((?:[、和与及][A-Za-z])+)/.exec(clause);
  if (!list) return null;
  const letters = [list[1], ...list[2].split(/[、和与及]/).filter(Boolean)];
  if (new Set(letters).size !== letters.length) return null;
  const short = /短周期/.test(clause);
  const mainGroup = /主族/.test(clause);
  const increasing = /(?:原子序数|核电荷数)依次(?:增大|递增|增加)/.test(clause);
  const positioned = /在(?:元素)?周期表中的?(?:相对)?位置如(?:下|右|上)?(?:表|图)所示/.test(clause);
  const rest = clause
    .replace(list[0], '')
    .replace(/在(?:元素)?周期表中的?(?:相对)?位置如(?:下|右|上)?(?:表|图)所示/, '')
    .replace(/(?:的)?(?:原子序数|核电荷数)依次(?:增大|递增|增加)(?:的)?/, '')
    .replace(/短周期/, '')
    .replace(/主族/, '')
    .replace(/元素/g, '')
    .replace(/^(?:已知|有)/, '')
    .replace(/[四三二五]种/, '')
    .replace(/均为|都是|都为|分别为|为|是|且|的|均|都|:/g, '');
  return { letters, short, mainGroup, increasing, positioned, rest };
}

function increasing(letters: string[]): Clue {
  return {
    text: `原子序数 ${letters.join(' < ')}`,
    test: (a) => letters.every((l, i) => i === 0 || a[letters[i - 1]].z < a[l].z),
  };
}

/** The letters of a list 「X、Y和Z」 / 「它们」 / 「这四种元素」 (all of them). */
function listLetters(text: string, letters: string[]): string[] | null {
  if (/^(?:它们|这[二两三四五]种元素|[二两三四五]种元素|上述[二两三四五]种元素)$/.test(text)) {
    const n = /([二两三四五])种/.exec(text);
    if (n && NUMBERS[n[1]] !== letters.length) return null;
    return letters;
  }
  const parts = text.split(/[、和与及]/);
  if (parts.some((p) => p.length !== 1 || !letters.includes(p))) return null;
  return new Set(parts).size === parts.length ? parts : null;
}

const Q = `(${QUANTITY_PATTERN})`;
const ATOM = '(?:原子)?(?:的)?(?:核外)?';

/** One clause → a clue, 'increasing', or null when it is not understood. */
function readClause(clause: string, letters: string[]): Clue | 'increasing' | null {
  const L = `([${letters.join('')}])`;
  const LIST = `([${letters.join('')}](?:[、和与及][${letters.join('')}])*|它们|这[二两三四五]种元素|[二两三四五]种元素)`;
  let m: RegExpExecArray | null;

  if (/^(?:它们的|其)?原子序数依次(?:增大|递增)$/.test(clause)) return 'increasing';

  for (const [pattern, symbols] of ELEMENT_FACTS) {
    const re = new RegExp(pattern.source.replace(/L/g, L));
    m = re.exec(clause);
    const l = m?.slice(1).find((g) => g !== undefined);
    if (l) {
      return { text: `${l} 为 ${symbols.join(' 或 ')}`, test: (a) => symbols.includes(a[l].symbol) };
    }
  }

  m = new RegExp(`^${L}(?:和|与)${L}(?:位于|处于|属于|在)?同(?:一)?(?:主)?族(?:元素)?$`).exec(clause);
  if (m) {
    const [, p, q] = m;
    return { text: `${p}、${q} 同族`, test: (a) => a[p].group === a[q].group };
  }
  m = new RegExp(`^${L}(?:和|与)${L}(?:位于|处于|属于|在)?同(?:一)?周期$`).exec(clause);
  if (m) {
    const [, p, q] = m;
    return { text: `${p}、${q} 同周期`, test: (a) => a[p].period === a[q].period };
  }
  // 「W、X、Y、Z 原子核外 L 电子层的电子数分别为 0、5、8、8」
  m = new RegExp(
    `^${LIST}(?:的)?(?:原子)?(?:的)?(?:核外)?(${Q.slice(1, -1)}|[KLM](?:电子)?层(?:的)?电子数)分别(?:为|是)(\\d+(?:、\\d+)+)$`,
  ).exec(clause);
  if (m) {
    const ls = listLetters(m[1], letters);
    const quantity = quantityNamed(m[2].replace(/^([KLM])(?:电子)?层(?:的)?电子数$/, '$1层电子数'));
    const values = m[3].split('、').map(Number);
    if (!ls || !quantity || values.length !== ls.length) return null;
    return {
      text: `${ls.join('、')} 的${m[2]}分别为 ${values.join('、')}`,
      test: (a) => ls.every((l, i) => quantity(a[l]) === values[i]),
    };
  }
  // 「X、Y、Z 均不与 W 同族」
  m = new RegExp(`^${LIST}(?:均|都)(不)?与${L}同(主族|族|周期)$`).exec(clause);
  if (m) {
    const [, list, not, q, what] = m;
    const ls = listLetters(list, letters);
    if (!ls || ls.includes(q)) return null;
    const same = (a: Assignment, l: string) => (what === '周期' ? a[l].period === a[q].period : a[l].group === a[q].group);
    return {
      text: `${ls.join('、')} ${not ? '均不' : '均'}与 ${q} 同${what}`,
      test: (a) => ls.every((l) => same(a, l) !== Boolean(not)),
    };
  }
  // 「W 和 X 的单质常温下均为气体」: states at room conditions from the table (no short-period simple substance is liquid).
  m = new RegExp(`^${LIST}的单质(?:在)?(?:常温(?:常压)?下)?(?:均|都)?(?:为|是|呈)(气|固)(?:态|体)$`).exec(clause);
  if (m) {
    const ls = listLetters(m[1], letters);
    if (!ls) return null;
    const gas = m[2] === '气';
    return {
      text: `${ls.join('、')} 的单质常温下为${m[2]}态`,
      test: (a) => ls.every((l) => isGas(a[l]) === gas),
    };
  }
  // 「X、Y、Z 为同周期相邻元素」
  m = new RegExp(`^${LIST}(?:为|是)同(?:一)?周期(?:且)?相邻(?:的)?(?:主族)?元素$`).exec(clause);
  if (m) {
    const ls = listLetters(m[1], letters);
    if (!ls || ls.length < 2) return null;
    return {
      text: `${ls.join('、')} 同周期且相邻`,
      test: (a) => {
        const groups = ls.map((l) => a[l].group).sort((x, y) => x - y);
        return ls.every((l) => a[l].period === a[ls[0]].period) && groups.every((g, i) => i === 0 || g === groups[i - 1] + 1);
      },
    };
  }
  // 「Q 与 X、Y、Z 位于不同周期」: Q's period differs from each of the others (they may share one).
  const one = `[${letters.join('')}]`;
  m = new RegExp(`^${L}(?:与|和)(${one}(?:、${one})+)(?:分别)?(?:位于|处于|在)不同(?:的)?周期$`).exec(clause);
  if (m) {
    const p = m[1];
    const ls = listLetters(m[2], letters);
    if (!ls || ls.includes(p)) return null;
    return { text: `${p} 与 ${ls.join('、')} 不在同一周期`, test: (a) => ls.every((l) => a[l].period !== a[p].period) };
  }
  m = new RegExp(`^${LIST}(?:分别)?(?:位于|处于|在)(?:[二两三四]个)?不同(?:的)?周期$`).exec(clause);
  if (m) {
    const ls = listLetters(m[1], letters);
    if (!ls) return null;
    return {
      text: `${ls.join('、')} 位于不同周期`,
      test: (a) => new Set(ls.map((l) => a[l].period)).size === ls.length,
    };
  }
  m = new RegExp(`^${LIST}(?:位于|处于|在)?同一?周期$`).exec(clause);
  if (m) {
    const ls = listLetters(m[1], letters);
    if (!ls || ls.length < 2) return null;
    return { text: `${ls.join('、')} 同周期`, test: (a) => ls.every((l) => a[l].period === a[ls[0]].period) };
  }
  // 「Z 的最高正价与最低负价的代数和为 4」「X 的最高正化合价与最低负化合价的绝对值相等」
  m = new RegExp(`^${L}(?:元素)?的最高正(?:化合)?价与最低负(?:化合)?价的?(?:代数和(?:为|是|等于)(\\d+)|绝对值相等)$`).exec(clause);
  if (m) {
    const [, p, sum] = m;
    const want = sum === undefined ? 0 : Number(sum);
    return {
      text: `${p} 的最高正价与最低负价之和为 ${want}`,
      test: (a) => a[p].highest !== null && a[p].lowest !== null && a[p].highest + a[p].lowest === want,
    };
  }
  m = new RegExp(`^${L}(?:元素)?(?:是|为)(金属|非金属)元素$`).exec(clause);
  if (m) {
    const [, p, kind] = m;
    return { text: `${p} 为${kind}元素`, test: (a) => (kind === '金属' ? a[p].metal : !a[p].metal && a[p].group !== 8) };
  }
  m = new RegExp(`^${L}(?:和|与)${L}(?:在周期表中)?相邻$`).exec(clause);
  if (m) {
    const [, p, q] = m;
    return {
      text: `${p}、${q} 相邻`,
      test: (a) =>
        (a[p].period === a[q].period && Math.abs(a[p].group - a[q].group) === 1) ||
        (a[p].group === a[q].group && Math.abs(a[p].period - a[q].period) === 1),
    };
  }
  m = new RegExp(`^${L}(?:所在|所处)?(?:的)?周期(?:序)?数(?:与|和|等于)(?:其)?(?:主)?族(?:序)?数(?:相同|相等)?$`).exec(clause);
  if (m) {
    const p = m[1];
    return { text: `${p} 的周期数等于族序数`, test: (a) => a[p].group !== 8 && a[p].period === a[p].group };
  }
  m = new RegExp(`^${L}(?:的)?原子半径(大于|小于|比)${L}(?:的)?(大|小)?$`).exec(clause);
  if (m) {
    const [, p, how, q, word] = m;
    const greater = how === '大于' || (how === '比' && word === '大');
    if (how === '比' && !word) return null;
    return { text: `原子半径 ${p} ${greater ? '>' : '<'} ${q}`, test: (a) => radiusGreater(greater ? a[p] : a[q], greater ? a[q] : a[p]) };
  }

  // 「它们原子的最外层电子数之和为 10」
  m = new RegExp(`^${LIST}${ATOM}${Q}之和(?:为|是|等于)(\\d+)$`).exec(clause);
  if (m) {
    const ls = listLetters(m[1], letters);
    const quantity = quantityNamed(m[2]);
    const total = Number(m[3]);
    if (!ls || !quantity) return null;
    return {
      text: `${ls.join('、')} 的${m[2]}之和为 ${total}`,
      test: (a) => {
        const values = ls.map((l) => quantity(a[l]));
        return values.every((v) => v !== null) && values.reduce<number>((s, v) => s + (v ?? 0), 0) === total;
      },
    };
  }
  // 「X 原子的最外层电子数是内层电子数的 3 倍」「Y 最外层电子数等于 X 次外层电子数」「W 的阴离子的核外电子数与 X、Y、Z 原子的核外内层电子数相同」
  m = new RegExp(
    `^${L}${ATOM}${Q}(?:是|为|等于|与|和|恰好是|恰好等于)(?:其|它的)?${LIST}?${ATOM}${Q}?(?:的([\\d一二两三四五六七八九])倍)?(?:相同|相等)?$`,
  ).exec(clause);
  if (m) {
    const [, p, q1, right, q2, times] = m;
    const ls = right ? listLetters(right, letters) : [p];
    const left = quantityNamed(q1);
    const other = quantityNamed(q2 ?? q1);
    const k = times ? readCount(times) : 1;
    if (!ls || !left || !other || k === null || (!right && !q2)) return null;
    if (!q2 && !times && !/相同|相等|等于/.test(clause)) return null;
    return {
      text: `${p} 的${q1} = ${k === 1 ? '' : `${k} × `}${ls.join('、')} 的${q2 ?? q1}`,
      test: (a) =>
        ls.every((l) => {
          const x = left(a[p]);
          const y = other(a[l]);
          return x !== null && y !== null && x === k * y;
        }),
    };
  }
  // 「Y 原子最外层电子数为 1」「Z 的电子层数为 3」
  m = new RegExp(`^${L}${ATOM}${Q}(?:是|为|等于|只有)(\\d+)(?:个)?$`).exec(clause);
  if (m) {
    const [, p, q1, n] = m;
    const quantity = quantityNamed(q1);
    if (!quantity) return null;
    return { text: `${p} 的${q1}为 ${n}`, test: (a) => quantity(a[p]) === Number(n) };
  }
  // 「0.01 mol/L Z 的最高价氧化物对应水化物溶液的 pH 为 2」: a fully ionised monoprotic acid (HNO3, HClO4) or a strong monobasic base (LiOH, NaOH).
  m = new RegExp(
    `^(0\\.0*1)mol(?:/|·)L(?:\\^\\{-1\\}|-1)?(?:的)?${L}的最高价氧化物(?:对应)?的?水化物(?:的)?(?:溶液)?(?:的)?pH(?:为|=|是|等于)(\\d+)$`,
  ).exec(clause);
  if (m) {
    const [, c, p, ph] = m;
    const logc = Math.round(Math.log10(Number(c)));
    const pH = Number(ph);
    const symbols = pH === -logc ? ['N', 'Cl'] : pH === 14 + logc ? ['Li', 'Na'] : null;
    if (!symbols) return null;
    return {
      text: `${p} 的最高价氧化物的水化物是一元强${pH < 7 ? '酸' : '碱'}（${symbols.join(' 或 ')}）`,
      test: (a) => symbols.includes(a[p].symbol),
    };
  }
  // 「W 的核外电子数与 X、Z 的最外层电子数之和相等」
  m = new RegExp(`^${L}${ATOM}${Q}(?:与|和|等于|是)${LIST}${ATOM}${Q}之和(?:相等|相同)?$`).exec(clause);
  if (m) {
    const [, p, q1, right, q2] = m;
    const ls = listLetters(right, letters);
    const left = quantityNamed(q1);
    const other = quantityNamed(q2);
    if (!ls || !left || !other) return null;
    return {
      text: `${p} 的${q1} = ${ls.join('、')} 的${q2}之和`,
      test: (a) => {
        const x = left(a[p]);
        const ys = ls.map((l) => other(a[l]));
        return x !== null && ys.every((y) => y !== null) && x === ys.reduce<number>((s, y) => s + (y ?? 0), 0);
      },
    };
  }
  // 「Z 的原子序数比 Y 大 1」「X 的最外层电子数比 Y 的多 2」
  m = new RegExp(`^${L}${ATOM}${Q}比${L}${ATOM}${Q}?(?:的)?(大|多|小|少)(\\d|[一二两三四五六七八])(?:个)?$`).exec(clause);
  if (m) {
    const [, p, q1, r, q2, how, count] = m;
    const left = quantityNamed(q1);
    const other = quantityNamed(q2 ?? q1);
    const n = readCount(count);
    if (!left || !other || n === null) return null;
    const d = /大|多/.test(how) ? n : -n;
    return {
      text: `${p} 的${q1}比 ${r} 的${q2 ?? q1}${how} ${n}`,
      test: (a) => {
        const x = left(a[p]);
        const y = other(a[r]);
        return x !== null && y !== null && x - y === d;
      },
    };
  }
  // 「W 的原子序数是 Y 的一半」
  m = new RegExp(`^${L}${ATOM}${Q}(?:是|为|等于|恰好是)${L}${ATOM}${Q}?的一半$`).exec(clause);
  if (m) {
    const [, p, q1, r, q2] = m;
    const left = quantityNamed(q1);
    const other = quantityNamed(q2 ?? q1);
    if (!left || !other) return null;
    return {
      text: `${p} 的${q1}是 ${r} 的${q2 ?? q1}的一半`,
      test: (a) => {
        const x = left(a[p]);
        const y = other(a[r]);
        return x !== null && y !== null && 2 * x === y;
      },
    };
  }
  // 「X、Z 的最低价离子分别为 X^{2-} 和 Z^{-}」「Y 的最高正价为 +5」
  m = new RegExp(`^${LIST}的最(低|高)(?:价|负价|正价|化合价)(?:离子|阴离子|阳离子)?分别(?:为|是)(.+)$`).exec(clause);
  if (m) {
    const ls = listLetters(m[1], letters);
    const ions = m[3].split(/和|、|与/).map((x) => /^([A-Za-z])\^\{?(\d?)([+-])\}?$/.exec(x));
    if (!ls || ions.length !== ls.length || ions.some((x, i) => !x || x[1] !== ls[i])) return null;
    const charges = ions.map((x) => Number(x?.[2] || 1) * (x?.[3] === '+' ? 1 : -1));
    const low = m[2] === '低';
    return {
      text: `${ls.join('、')} 的最${m[2]}价分别为 ${charges.join('、')}`,
      test: (a) => ls.every((l, i) => (low ? a[l].lowest : a[l].highest) === charges[i] && a[l].ions.includes(charges[i])),
    };
  }
  m = new RegExp(`^${L}的最(低负|高正)(?:化合)?价(?:为|是)([+-]?)(\\d)$`).exec(clause);
  if (m) {
    const [, p, which, sign, n] = m;
    const value = Number(n) * (which === '低负' ? -1 : 1);
    if ((which === '低负' && sign === '+') || (which === '高正' && sign === '-')) return null;
    return { text: `${p} 的最${which}价为 ${value}`, test: (a) => (which === '低负' ? a[p].lowest : a[p].highest) === value };
  }
  // 「W、X 的简单离子具有相同的电子层结构」: each has one simple ion and the two have as many electrons.
  m = new RegExp(
    `^${L}(?:、|和|与)${L}的简单离子(?:具有|的)?相同(?:的)?(?:电子层结构|核外电子排布)$|^${L}(?:、|和|与)${L}的简单离子(?:的)?(?:电子层结构|核外电子排布)相同$`,
  ).exec(clause);
  if (m) {
    const [p, q] = m.slice(1).filter((g) => g !== undefined);
    const only = (e: Assignment[string]) => {
      const ions = simpleIons(e);
      return ions.length === 1 ? e.z - ions[0] : null;
    };
    return {
      text: `${p}、${q} 的简单离子电子层结构相同`,
      test: (a) => only(a[p]) !== null && only(a[p]) === only(a[q]),
    };
  }
  // 「W 与 X 可生成一种红棕色有刺激性气味的气体」: NO2.
  m = new RegExp(`^${L}(?:与|和)${L}(?:可|能)?(?:生成|形成)(?:一种)?红棕色(?:、)?(?:有刺激性气味的)?气体$`).exec(clause);
  if (m) {
    const [, p, q] = m;
    return { text: `${p}、${q} 为 N、O（NO2 红棕色）`, test: (a) => new Set([a[p].symbol, a[q].symbol, 'N', 'O']).size === 2 };
  }
  // 「X^{2-} 与 Y^{+} 具有相同的电子层结构」
  m = new RegExp(
    `^${L}\\^\\{?(\\d?)([+-])\\}?(?:和|与)${L}\\^\\{?(\\d?)([+-])\\}?(?:的)?(?:离子)?(?:具有相同的|的)?(?:核外)?(?:电子层结构|电子排布|核外电子排布)(?:相同)?$`,
  ).exec(clause);
  if (m) {
    const [, p, n1, s1, q, n2, s2] = m;
    const c1 = Number(n1 || 1) * (s1 === '+' ? 1 : -1);
    const c2 = Number(n2 || 1) * (s2 === '+' ? 1 : -1);
    return {
      text: `${p} 的 ${c1} 价离子与 ${q} 的 ${c2} 价离子电子层结构相同`,
      test: (a) => a[p].ions.includes(c1) && a[q].ions.includes(c2) && a[p].z - c1 === a[q].z - c2 && a[p].z - c1 > 0,
    };
  }
  return null;
}

/**
 * 「…在周期表中的相对位置如表所示」: each letter's row and column in the drawn table fix its period and group
 * relative to the others (the columns of such tables are consecutive main groups).
 */
function tableClue(table: string[][], letters: string[]): Clue | null {
  const cells: { l: string; row: number; col: number }[] = [];
  for (const [row, cols] of table.entries()) {
    for (const [col, cell] of cols.entries()) {
      if (cell === '') continue;
      if (!letters.includes(cell)) return null;
      cells.push({ l: cell, row, col });
    }
  }
  if (cells.length !== letters.length || new Set(cells.map((c) => c.l)).size !== letters.length) return null;
  const [first] = cells;
  return {
    text: '周期表中的相对位置',
    test: (a) =>
      cells.every((c) => a[c.l].period - a[first.l].period === c.row - first.row && a[c.l].group - a[first.l].group === c.col - first.col),
  };
}

/** The rows of a LaTeX tabular in the stem, each cell plain text. Null when there is none. */
export function readTable(stem: string): string[][] | null {
  const m = /\\begin\{tabular\}(?:\{[^}]*\})?([\s\S]*?)\\end\{tabular\}/.exec(stem);
  if (!m) return null;
  const rows = m[1]
    .split(/\\hline|\\\\/)
    .map((r) => r.trim())
    .filter((r) => r !== '');
  return rows.map((r) => r.split('&').map((c) => plain(c)));
}
