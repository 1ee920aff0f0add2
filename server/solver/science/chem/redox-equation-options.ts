import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { optionByOptionMarkdown, refused, solved, verdictLine } from '../outcome';
import { balance } from './balance';
import { cleanEquationText, findEquation } from './equation-text';
import { parseSpecies } from './formula';
import { MANY } from './ionic-equation-choice';
import { sameSpecies } from './mentions';
import { normalizeScienceText } from './normalize';
import { reactionType, type Verdict } from './redox-claims';
import { type RedoxRoles, redoxRoles } from './redox-roles';

const ASK_SPLIT = '可以把某个选项单独提问，或请老师帮忙。';
const WATER = '(?:水|H2O|H_2O)';

type Condition = (r: RedoxRoles) => Verdict;

/** The role of water an ask names: 「水作氧化剂」「水只作还原剂」「水既不作氧化剂也不作还原剂」「水既作氧化剂又作还原剂」. */
function waterCondition(ask: string): Condition | null | 'unread' {
  if (!new RegExp(WATER).test(ask) || !/氧化剂|还原剂/.test(ask)) return null;
  const neither = new RegExp(`${WATER}既不(?:是|作|作为)?氧化剂(?:也|又)不(?:是|作|作为)?还原剂`).test(ask);
  const both = new RegExp(`${WATER}既(?:是|作|作为)?氧化剂又(?:是|作|作为)?还原剂`).test(ask);
  const single = new RegExp(`${WATER}(只|仅)?(?:是|作|作为|为|充当)(氧化剂|还原剂)`).exec(ask);
  if (!neither && !both && !single) return 'unread';
  const water = parseSpecies('H2O')!;
  return (r) => {
    const i = r.all.findIndex((s, k) => k < r.reactantCount && sameSpecies(s, water));
    if (i < 0) return { right: false, why: '水不是这个反应的反应物' };
    const ox = r.down[i] > 0;
    const red = r.up[i] > 0;
    const role = ox && red ? '既作氧化剂又作还原剂' : ox ? '只作氧化剂' : red ? '只作还原剂' : '既不作氧化剂也不作还原剂';
    const why = `水中${ox ? ' H 元素化合价降低' : ''}${ox && red ? '、' : ''}${red ? ' O 元素化合价升高' : ''}${!ox && !red ? '各元素化合价都不变' : ''}，水${role}`;
    if (neither) return { right: !ox && !red, why };
    if (both) return { right: ox && red, why };
    const wantOx = single![2] === '氧化剂';
    if (single![1]) return { right: wantOx ? ox && !red : red && !ox, why };
    if (ox && red) return { right: null, why: `${why}，说它「作${single![2]}」不够确切` };
    return { right: wantOx ? ox : red, why };
  };
}

/** The conditions an ask names, all of which the chosen equation must meet; null when the ask is not of this kind. */
function conditionsOf(stem: string): Condition[] | null | 'unread' {
  const ask = normalizeScienceText(stem)
    .replace(/\$/g, '')
    .replace(/\s+/g, '')
    // 「属于非氧化还原反应的是」 asks the opposite of 「属于氧化还原反应」.
    .replace(/(?:属于|是)?非氧化还原反应/g, '不属于氧化还原反应');
  const out: Condition[] = [];
  const water = waterCondition(ask);
  if (water === 'unread') return 'unread';
  // A condition besides the water's role and the types read (「吸热反应」「HCl 作还原剂」「氯元素被氧化」): not judged.
  const rest = ask
    .replace(
      new RegExp(
        `${WATER}(?:既不|既|只|仅)?(?:是|作|作为|为|充当)?(?:氧化剂|还原剂)(?:(?:也|又)不?(?:是|作|作为)?(?:氧化剂|还原剂))?`,
        'g',
      ),
      '',
    )
    .replace(/(?:不)?(?:属于|是)?(?:置换|化合|分解|复分解|氧化还原)反应/g, '');
  const unread = /吸热|放热|能量|热量|离子|可逆|元素|原子|电子|氧化|还原|剂|产物|性|[A-Za-z]{2}|[A-Z]/.test(rest.replace(/\\q?quad/g, ''));
  if (water) out.push(water);
  for (const m of ask.matchAll(/(不)?(?:属于|是)(置换|化合|分解|复分解|氧化还原)反应/g)) {
    const [, not, kind] = m;
    out.push((r) => {
      const v = reactionType(r, kind);
      return v.right === null ? v : { right: not ? !v.right : v.right, why: v.why };
    });
  }
  if (!water && /氧化还原反应/.test(ask) && !/(?:属于|是)(?:氧化还原)反应/.test(ask)) {
    // 「…的氧化还原反应是」: the class named as the thing asked for.
    out.push((r) => reactionType(r, '氧化还原'));
  } else if (water && /的氧化还原反应/.test(ask)) out.push((r) => reactionType(r, '氧化还原'));
  if (!out.length) return null;
  return unread ? 'unread' : out;
}

/**
 * 「下列反应中，水作氧化剂的是」「属于氧化还原反应的是」「既属于氧化还原反应又属于置换反应的是」: every option one
 * equation, balanced as written, judged from its oxidation states; exactly one must meet every condition (several
 * for a 多选), and every option must be decided. Null when the stem is not of this kind.
 */
export function solveRedoxEquationOptions(text: string, split: ChoiceSplit): Solved | Refused | null {
  if (!/反应/.test(split.stem) || /电池|电解|离子方程式|方程式(?:书写)?(?:正确|错误)/.test(split.stem)) return null;
  const conditions = conditionsOf(split.stem);
  if (!conditions || /不正确|错误|不能/.test(split.stem)) return null;
  const equations = split.options.map((o) => findEquation(cleanEquationText(normalizeScienceText(o.text))));
  if (equations.some((e) => !e)) return null;
  if (conditions === 'unread')
    return refused(
      'chemistry',
      `这道题问各反应中物质的作用或反应类型，但题干的要求还没能全部读懂，为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  const verdicts = split.options.map((o, k) => {
    const eq = equations[k]!;
    const b = balance(eq.reactants, eq.products);
    if (!b.ok || eq.written.some((c, i) => c * b.coefficients[0] !== b.coefficients[i] * eq.written[0]))
      return { ...o, right: null, why: '方程式没有配平，不作判断' };
    const roles = redoxRoles(eq, eq.written);
    if (!roles) return { ...o, right: null, why: '没能确定各元素化合价的变化' };
    const parts = conditions.map((c) => c(roles));
    const right = parts.some((p) => p.right === false) ? false : parts.every((p) => p.right === true) ? true : null;
    return { ...o, right, why: parts.map((p) => p.why).join('；') };
  });
  const picks = verdicts.filter((v) => v.right === true);
  const undecided = verdicts.filter((v) => v.right === null).map((v) => v.letter);
  if (undecided.length > 0 || picks.length === 0 || (!MANY.test(text) && picks.length !== 1)) {
    const decided = verdicts.filter((v) => v.right !== null).map((v) => `${v.letter}${v.right ? '符合' : '不符合'}`);
    return refused(
      'chemistry',
      `这道题要逐个判断反应中各物质的作用。${decided.length ? `已判断：${decided.join('、')}；` : ''}${
        undecided.length ? `选项 ${undecided.join('、')} 还不能判断，` : '没有恰好一个选项符合要求，'
      }为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  }
  const letters = picks.map((p) => p.letter).join('');
  const markdown = optionByOptionMarkdown(
    '**思路**：逐个标出各反应中元素的化合价。有化合价变化的是氧化还原反应；物质中元素化合价降低则作氧化剂，升高则作还原剂（水中 H 由 +1 降到 0 时水作氧化剂，O 由 −2 升到 0 时水作还原剂）。',
    verdicts.map((v) => verdictLine(v.letter, v.why, v.right === true)),
    letters,
  );
  return solved(
    'chemistry',
    'offline:chemistry:redox-equation-options',
    markdown,
    picks.length === 1 ? `${letters}（${picks[0].text.replace(/\$/g, '').trim()}）` : letters,
    '已逐个标出化合价，核对每个方程式配平且得失电子相等',
    'choice',
  );
}
