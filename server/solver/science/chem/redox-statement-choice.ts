import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { optionByOptionMarkdown, refused, solved, verdictLine } from '../outcome';
import { statementsAsked } from '../statement-picks';
import { equationLatex } from './balance-steps';
import { findEquation } from './equation-text';
import { MANY } from './ionic-equation-choice';
import { normalizeScienceText } from './normalize';
import { judgeRedoxClaim } from './redox-claims';
import { readGivenEquation, redoxRoles } from './redox-roles';

/** Words of the statements read about an equation: without any in the options the question is another kind. */
const CLAIM_WORDS =
  /氧化剂|还原剂|氧化产物|还原产物|被氧化|被还原|转移|氧化性|还原性|置换反应|化合反应|分解反应|氧化还原反应|氧化反应|还原反应/;
const ASK_SPLIT = '可以把某个选项单独提问，或请老师帮忙。';

/**
 * 「关于反应 MnO2 + 4HCl(浓) = MnCl2 + Cl2↑ + 2H2O，下列说法正确的是」: statements about one equation the stem
 * writes — roles, products, electrons per mole, ratios, 「氧化性：A > B」, reaction type. The equation must balance
 * as written; oxidation states give each species' role; every option must be decided, and exactly one must fit
 * the ask (several for a 多选). Null when the stem is not of this kind.
 */
export function solveRedoxStatementChoice(text: string, split: ChoiceSplit): Solved | Refused | null {
  if (/电池|电解|电极|电镀/.test(split.stem)) return null;
  if (split.options.some((o) => findEquation(normalizeScienceText(o.text)))) return null;
  if (!split.options.some((o) => CLAIM_WORDS.test(o.text))) return null;
  const asked = /说法|叙述|描述|分析/.test(split.stem) ? statementsAsked(split.stem) : null;
  if (!asked) return null;
  const given = readGivenEquation(split.stem);
  if (given === null) return null;
  if (typeof given === 'string') return refused('chemistry', `这是关于一个氧化还原反应的说法判断题。${given}${ASK_SPLIT}`, 'choice');
  const roles = redoxRoles(given.eq, given.coefficients);
  if (!roles) {
    return refused(
      'chemistry',
      `这是关于一个氧化还原反应的说法判断题，但没能确定反应中每种元素化合价的变化（可能同一元素在反应前后都有几种价态），为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  }
  const verdicts = split.options.map((o) => ({ ...o, ...judgeRedoxClaim(roles, o.text) }));
  // No option is a statement about the equation (an equilibrium, a rate): another kind may read the question.
  if (verdicts.every((v) => v.unread)) return null;
  const wantsFalse = asked === 'false';
  const picks = verdicts.filter((v) => v.right === !wantsFalse);
  const undecided = verdicts.filter((v) => v.right === null).map((v) => v.letter);
  const many = MANY.test(text);
  if (undecided.length > 0 || picks.length === 0 || (!many && picks.length !== 1)) {
    const decided = verdicts.filter((v) => v.right !== null).map((v) => `${v.letter}${v.right ? '正确' : '错误'}`);
    return refused(
      'chemistry',
      `这是关于一个氧化还原反应的说法判断题。${decided.length ? `已判断：${decided.join('、')}；` : ''}${
        undecided.length ? `选项 ${undecided.join('、')} 还不能由方程式判断，` : '没有恰好一个选项符合要求，'
      }为避免选错，暂不作答。${ASK_SPLIT}`,
      'choice',
    );
  }
  const letters = picks.map((p) => p.letter).join('');
  const eqLatex = equationLatex(given.eq, given.coefficients);
  const markdown = optionByOptionMarkdown(
    `**思路**：先标出方程式 $${eqLatex}$ 中各元素的化合价。化合价升高的物质是还原剂（失电子，被氧化），得到氧化产物；化合价降低的物质是氧化剂（得电子，被还原），得到还原产物；同一元素的不同价态反应时“只靠拢、不交叉”。按方程式，每个方程式转移 ${roles.electrons} mol 电子（升高总数 = 降低总数）。`,
    verdicts.map((v) => verdictLine(v.letter, v.why, v.right === true)),
    letters,
  );
  const answer = picks.length === 1 ? `${letters}（${picks[0].text.replace(/\$/g, '').trim()}）` : letters;
  return solved(
    'chemistry',
    'offline:chemistry:redox-statements',
    markdown,
    answer,
    '已由化合价变化确定各物质的作用，并核对得失电子相等，逐项判断了每个说法',
    'choice',
  );
}
