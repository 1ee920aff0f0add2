import type { ChoiceOption } from '../../read/options';
import type { Refused, Solved } from '../../types';
import { formulasInSentence } from '../chem/formula-in-steps';
import { refused, solved } from '../outcome';
import { type Assignment, plain, readClues, readTable } from './clues';
import { decideOption, type Verdict } from './options';
import { ELEMENTS, isNobleGas } from './periodic-table';

const ENGINE = 'offline:chemistry:element-inference';
const ASK = '可以先自己推出各字母代表的元素，再把某个选项单独提问，或请老师帮忙。';

function refuse(reason: string): Refused {
  return refused('chemistry', `这是根据原子结构和周期表推断元素的选择题。${reason}为避免选错，暂不作答。${ASK}`, 'choice');
}

/** At most this many readings are carried to the options; more means the clues hardly fix the elements. */
const MAX_READINGS = 4;

/** Every assignment of distinct short-period elements to the letters that no clue rules out (up to one past the cap). */
function candidates(letters: string[], mainGroup: boolean, clues: { test(a: Assignment): boolean | null }[]): Assignment[] {
  const pool = ELEMENTS.filter((e) => !mainGroup || !isNobleGas(e));
  const out: Assignment[] = [];
  const current: Record<string, (typeof ELEMENTS)[number]> = {};
  const used = new Set<number>();
  const walk = (i: number) => {
    if (out.length > MAX_READINGS) return;
    if (i === letters.length) {
      if (clues.every((c) => c.test(current) !== false)) out.push({ ...current });
      return;
    }
    for (const e of pool) {
      if (used.has(e.z)) continue;
      current[letters[i]] = e;
      used.add(e.z);
      walk(i + 1);
      used.delete(e.z);
    }
    delete current[letters[i]];
  };
  walk(0);
  return out;
}

/**
 * 「短周期（主族）元素 W、X、Y、Z 的原子序数依次增大，…，下列说法正确的是」: the clues are read one by one, the
 * letters are given elements in every possible way, and only a single surviving assignment is used; each option
 * is then decided from the periodic table. Null when the question is not of this kind.
 */
export function solveElementInference(stem: string, options: ChoiceOption[], multi: boolean): Solved | Refused | null {
  if (options.length < 2 || !/短周期|主族元素|周期表/.test(stem)) return null;
  const read = readClues(stem, readTable(stem));
  if (!read) return null;
  const { letters, clues, unread } = read;
  if (!read.short) return refuse('题目没有说明是短周期元素，而这里只能在短周期（H～Ar）中推断，');
  if (unread.length > 0) return refuse(`条件「${unread.join('」「')}」目前还不能自动理解，而它可能正是确定元素的关键，`);
  const found = candidates(letters, read.mainGroup, clues);
  // A clue the table cannot judge (null) keeps an assignment possible; it must also hold for the one kept.
  if (found.length === 0) return refuse('按读到的条件找不到符合的元素，可能读错了题意，');
  const shown = (a: Assignment) => letters.map((l) => `${l}=${a[l].symbol}`).join('、');
  if (found.length > MAX_READINGS) return refuse(`按题给条件，元素有多种可能（如 ${found.slice(0, 2).map(shown).join('；')}），`);
  if (found.some((a) => clues.some((c) => c.test(a) !== true))) return refuse('有条件按周期表不能确定是否成立，');

  const stemPlain = plain(stem);
  const wantsFalse = /错误|不正确|不合理|不符合/.test(stemPlain);
  const wantsTrue = !wantsFalse && /正确|合理|符合/.test(stemPlain);
  if (!wantsFalse && !wantsTrue) return refuse('没能看出题目要选正确的还是错误的说法，');
  // Each reading the clues allow decides every option; when several remain, they must agree option by option.
  const byReading = found.map((a) => options.map((o) => decideOption(plain(o.text), letters, a)));
  const [a] = found;
  const elements = letters.map((l) => `${l} 为 ${a[l].name}（${a[l].symbol}）`).join('，');
  const verdicts: { letter: string; text: string; v: Verdict | null }[] = options.map((o, i) => ({
    letter: o.letter,
    text: o.text,
    v: byReading[0][i],
  }));
  const undecided = options.filter((_, i) => byReading.some((r) => r[i] === null)).map((o) => o.letter);
  if (undecided.length > 0)
    return refuse(
      `推得 ${found.length > 1 ? found.map(shown).join(' 或 ') : elements}；但选项 ${undecided.join('、')} 要用到周期表以外的性质（熔沸点、反应、溶液等），目前还不能确定判断，`,
    );
  if (byReading.some((r) => r.some((v, i) => v?.verdict !== byReading[0][i]?.verdict)))
    return refuse(`按题给条件，元素不止一种可能（${found.map(shown).join('；')}），而不同的可能使选项的对错不同，`);
  const picks = verdicts.filter((x) => x.v?.verdict === wantsTrue);
  if (picks.length === 0 || (!multi && picks.length !== 1)) return refuse(`推得 ${elements}；但逐项判断后没有恰好一个选项符合要求，`);

  const lines = verdicts.map(
    (x) => `- **${x.letter}**：${formulasInSentence(x.v?.why ?? '')}，故 ${x.letter} ${x.v?.verdict ? '正确' : '错误'}。`,
  );
  const markdown = [
    found.length === 1
      ? `**推断元素**：${clues.map((c) => c.text).join('；')}。在短周期${read.mainGroup ? '主族' : ''}元素中逐一检验，只有一种符合：${elements}。`
      : `**推断元素**：${clues.map((c) => c.text).join('；')}。在短周期${read.mainGroup ? '主族' : ''}元素中逐一检验，有 ${found.length} 种符合：${found.map(shown).join('；')}。下面按 ${shown(a)} 逐项判断；换成其余各种，每个选项的对错都相同（已逐一核对），所以答案不受影响。`,
    '',
    '**逐项判断**（同周期从左到右原子半径减小、非金属性增强；同主族从上到下原子半径增大、金属性增强）：',
    '',
    ...lines,
    '',
    `**答**：选 ${picks.map((x) => x.letter).join('')}。`,
  ].join('\n');
  const answer = picks.map((x) => x.letter).join('');
  return solved(
    'chemistry',
    ENGINE,
    markdown,
    picks.length === 1 ? `${answer}（${picks[0].text.trim()}）` : answer,
    found.length === 1
      ? '在全部短周期元素中逐一检验，题给条件只允许一种推断；各选项按周期律判断，原子半径同时与教材数据核对'
      : `在全部短周期元素中逐一检验，题给条件允许 ${found.length} 种推断，每一种下各选项的对错都相同；各选项按周期律判断，原子半径同时与教材数据核对`,
    'choice',
  );
}
