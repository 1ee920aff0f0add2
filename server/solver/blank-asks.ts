/**
 * 「则公比 $q=$____；$S_{5}=$____」「函数 $f(x)$ 的极大值为____，极小值为____」: a blank question printing two (or
 * three) blanks, each closing its own short ask, as papers do since the 新高考 「第一空 2 分，第二空 3 分」. Each blank is a
 * question of its own: the conditions before the first ask, then that blank's ask. Read only when every later ask is
 * one clause naming a quantity (a formula 「$S_{5}=$」 or words 「实轴长为」): a later clause bringing its own
 * condition (「若 $m>0$，则…」) or a blank inside a sentence (「在 $x=$____ 处取得极小值____」) is not read.
 */

import type { CompoundAsk } from './compound-ask';
import { BLANK } from './read/exam';

/** One ask: 「$q=$」「公比 $q=$」「前 $n$ 项和 $S_{n}=$」「$a_{1}$ 的值为」「离心率为」「各项系数之和为」「至少选中 1 名女生的概率为」. */
const ASK =
  /^(?:(?:[\u4e00-\u9fff\s]|\$[^$=]+\$){0,12}\$[^$]+=\s*\$|(?:\$[^$]+\$\s*的?\s*)?[\u4e00-\u9fff][\u4e00-\u9fff\d ]{0,15}?(?:为|是|等于))$/;

/** Words that bring a condition: a clause holding them is not a bare ask. */
const CONDITION = /若|如果|当|设|已知|假设|且|满足/;

/** Between two blanks: a comma or semicolon, then the next ask. */
const LATER = /^\s*[,;，；]\s*(.+?)\s*$/;

/** After the last blank: the full stop, or a note on the answer's form 「（用数字作答）」. */
const TAIL = /^\s*[.。．]?\s*([(（][^()（）]{1,16}[)）])?\s*[.。．]?\s*$/;

/** Index just past the last mark outside formulas that `mark` matches at i (its length returned), or 0. */
function lastMarkEnd(s: string, mark: (s: string, i: number) => number): number {
  let end = 0;
  let inMath = false;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '$') inMath = !inMath;
    else if (!inMath) {
      const n = mark(s, i);
      if (n) end = i + n;
    }
  }
  return end;
}

/** Whether s[i] stands inside a `$…$` formula. */
function inFormula(s: string, i: number): boolean {
  return (s.slice(0, i).match(/\$/g)?.length ?? 0) % 2 === 1;
}

const clauseMark = (s: string, i: number) => (/[,;，；则]/.test(s[i]) ? 1 : 0);
const ofMark = (s: string, i: number) => (s[i] === '的' ? 1 : 0);

export function readBlankAsks(stem: string): CompoundAsk | null {
  const pieces = stem.split(BLANK);
  if (pieces.length < 3 || pieces.length > 4) return null;
  const tail = TAIL.exec(pieces[pieces.length - 1]);
  if (!tail) return null;
  const note = tail[1] ?? '';
  const first = pieces[0];
  const start = lastMarkEnd(first, clauseMark);
  const context = first.slice(0, start);
  const clause = first.slice(start).trim();
  // 「函数 $f(x)=x^{3}-3 x$ 的极大值为」: the thing asked about before the last 「的」, the quantity after it
  const ofEnd = lastMarkEnd(clause, ofMark);
  // 「$(1+2x)^{5}$ 的展开式中 $x^{2}$ 的系数为」: a second 「的」 names a part of the object (a term, a point), which a
  // later bare ask 「各项系数之和为」 must not borrow
  const ofCount = [...clause].filter((_, i) => ofMark(clause, i) && !inFormula(clause, i)).length;
  const ask1 = ASK.test(clause) ? clause : clause.slice(ofEnd).trim();
  if (!ASK.test(ask1)) return null;
  // 「当 $\alpha$ 为钝角时 $\cos \alpha=$」: a condition inside the first ask's clause belongs to every later ask, which
  // is asked with the conditions before that clause only
  if (CONDITION.test(clause) || /时/.test(clause)) return null;
  const asks = [ask1];
  for (const piece of pieces.slice(1, -1)) {
    const later = LATER.exec(piece)?.[1];
    if (!later || !ASK.test(later) || CONDITION.test(later)) return null;
    asks.push(later);
  }
  if (new Set(asks).size !== asks.length) return null;
  // 「的展开式中常数项为____；各项系数之和为____」: the place 「…中」 is the later ask's place too
  const inside = /^[\u4e00-\u9fff]{1,6}中/.exec(clause.slice(ofEnd).trim())?.[0] ?? '';
  // words alone (「极小值为」) ask about what the first ask named before its 「的」 (「函数 $f(x)$ 的」); an ask
  // naming its own object (「$|z|=$」「至少选中 1 名女生的概率为」) follows the conditions only
  const bare = asks.slice(1).some((ask) => !ask.startsWith('$') && lastMarkEnd(ask, ofMark) === 0);
  // a place that is a point 「在 $x=2$ 处的切线斜率为」 belongs to the first ask: 「极小值」 has no place
  if (bare && (ofCount > 1 || /处|点/.test(clause.slice(0, ofEnd)))) return null;
  const parts = asks.map((ask, i) => {
    if (i === 0) return `${first.trimEnd()} ${BLANK}${note}`;
    const ownObject = ask.startsWith('$') || lastMarkEnd(ask, ofMark) > 0;
    const head = ownObject ? context : `${context}${clause.slice(0, ofEnd)}${inside}`;
    const gap = /[^\s,;，；]$/.test(head) && (head.endsWith('$') || ask.startsWith('$')) ? ' ' : '';
    return `${head}${gap}${ask} ${BLANK}${note}`;
  });
  const names = asks.map((a) => a.replace(/\s*(?:=\s*\$|为|是|等于)$/, (m) => (m.includes('$') ? '$' : '')));
  return { parts, names };
}
