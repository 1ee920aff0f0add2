import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { refused, solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { balance } from './balance';
import { equationLatex } from './balance-steps';
import { cleanEquationText, findEquation } from './equation-text';
import { findMentions, sameSpecies } from './mentions';
import { normalizeScienceText } from './normalize';
import { redoxRoles } from './redox-roles';

const ENGINE = 'offline:chemistry:redox-ratio';

// biome-ignore format: a lookup table reads best packed
const ELEMENTS: Record<string, string> = { 硫: 'S', 氯: 'Cl', 氮: 'N', 氧: 'O', 铁: 'Fe', 锰: 'Mn', 碳: 'C', 溴: 'Br', 碘: 'I', 磷: 'P' };
/** 「被氧化的硫与被还原的硫的质量之比」「被氧化的 Cl 原子与被还原的 Cl 原子的个数之比」. */
const ELEMENT_RATIO =
  /被(氧化|还原)的\s*(?:([\u4e00-\u9fa5])(?:元素|原子)?|([A-Z][a-z]?)\s*(?:元素|原子)?)\s*(?:与|和)\s*被(氧化|还原)的\s*(?:([\u4e00-\u9fa5])(?:元素|原子)?|([A-Z][a-z]?)\s*(?:元素|原子)?)\s*的?(?:物质的量|质量|个数|原子个数|原子数)之比/;

const RATIO = /^\s*(\d+(?:\.\d+)?)\s*[:：∶]\s*(\d+(?:\.\d+)?)\s*$/;
const ratioOf = (t: string) => {
  const m = RATIO.exec(normalizeScienceText(t).replace(/\$/g, ''));
  return m && Number(m[2]) > 0 ? Number(m[1]) / Number(m[2]) : null;
};

function gcd(a: number, b: number): number {
  return b < 1e-9 ? a : gcd(b, a % b);
}

/**
 * Ratios a written redox reaction decides: 「氧化剂与还原剂的物质的量之比」, 「氧化产物与还原产物的物质的量之比」, 「被还原
 * 的 HNO3 与参加反应的 HNO3 的物质的量之比」 (or 被氧化 …). Only the units whose atoms change count (16 HCl with KMnO4:
 * 10 act as reductant). Checked by the electrons: the electrons lost and gained per equation must agree, or
 * nothing is answered. Null when the question is none of these; refused when one species is both an oxidation
 * and a reduction product, or two species share a role.
 */
export function readRedoxRatio(text: string): { value: number; a: number; b: number; lines: string[]; label: string } | string | null {
  const t = cleanEquationText(normalizeScienceText(text));
  const element = ELEMENT_RATIO.exec(t);
  const asked = /氧化剂(?:与|和)还原剂的?(?:物质的量|分子数|个数)之比/.test(t)
    ? 'agents'
    : /氧化产物(?:与|和)还原产物的?(?:物质的量|分子数|个数)之比/.test(t)
      ? 'products'
      : /氧化剂(?:与|和)还原剂的?质量之比/.test(t)
        ? 'agents-mass'
        : /氧化产物(?:与|和)还原产物的?质量之比/.test(t)
          ? 'products-mass'
          : element
            ? 'element'
            : /被(还原|氧化)的\s*([A-Z][A-Za-z0-9()]*)\s*(?:与|和|占)\s*参加反应的\s*([A-Z][A-Za-z0-9()]*)\s*(?:的)?\s*(?:物质的量)?\s*之比/.exec(
                t,
              );
  if (!asked) return null;
  const eq = findEquation(t);
  if (!eq) return null;
  const b = balance(eq.reactants, eq.products);
  if (!b.ok) return null;
  if (eq.written.some((c) => c !== 1) && eq.written.some((c, i) => c * b.coefficients[0] !== b.coefficients[i] * eq.written[0])) {
    return '题目中的化学方程式没有配平，为避免算错，暂不作答。';
  }
  const r = redoxRoles(eq, b.coefficients);
  const transfer = r && r.electrons > 0 ? r : null;
  if (!transfer || !r) return '没能确定反应中每种元素化合价的变化，为避免算错，暂不作答。';
  const nr = eq.reactants.length;
  const pick = (from: number, to: number, arr: number[]) => r.all.map((_, i) => i).filter((i) => i >= from && i < to && arr[i] > 0);
  let a: number;
  let c: number;
  let label: string;
  const lines = ['配平的化学方程式：', '', `$$${equationLatex(eq, b.coefficients)}$$`, ''];
  if (asked === 'element') {
    const [, first, name1, symbol1, second, name2, symbol2] = element!;
    const el = symbol1 ?? ELEMENTS[name1];
    if (!el || el !== (symbol2 ?? ELEMENTS[name2]) || first === second) return null;
    const atoms = r.changedAtoms.get(el);
    if (!atoms?.up || !atoms.down) return null;
    [a, c] = first === '氧化' ? [atoms.up, atoms.down] : [atoms.down, atoms.up];
    label = `被${first}的 ${el} : 被${second}的 ${el}`;
    lines.push(
      `按化合价变化，每个方程式中 ${el} 元素化合价升高（被氧化）的原子为 ${atoms.up} 个，降低（被还原）的为 ${atoms.down} 个；同种元素的原子，质量之比等于个数之比。`,
    );
  } else if (typeof asked === 'string') {
    const agents = asked.startsWith('agents');
    const [from, to] = agents ? [0, nr] : [nr, r.all.length];
    const first = pick(from, to, agents ? r.down : r.up);
    const second = pick(from, to, agents ? r.up : r.down);
    if (first.length !== 1 || second.length !== 1)
      return '反应中有几种物质起同一种作用（或同一物质既是氧化产物又是还原产物），目前还不能自动判断，为避免算错，暂不作答。';
    // By mass only when both are one substance: the ratio of units is then the ratio of masses.
    if (asked.endsWith('mass') && first[0] !== second[0]) return null;
    a = (agents ? r.down : r.up)[first[0]];
    c = (agents ? r.up : r.down)[second[0]];
    const [n1, n2] = agents ? ['氧化剂', '还原剂'] : ['氧化产物', '还原产物'];
    label = `${n1} : ${n2}`;
    lines.push(
      `${n1}是 $${r.all[first[0]].latex}$（起作用的 ${a} mol），${n2}是 $${r.all[second[0]].latex}$（起作用的 ${c} mol）；每个方程式转移 ${transfer.electrons} mol 电子。`,
    );
  } else {
    const species = findMentions(asked[2])[0]?.species;
    const same = findMentions(asked[3])[0]?.species;
    if (!species || !same || !sameSpecies(species, same)) return null;
    const i = r.all.findIndex((s, k) => k < nr && sameSpecies(s, species));
    if (i < 0) return null;
    a = (asked[1] === '还原' ? r.down : r.up)[i];
    c = b.coefficients[i];
    if (a === 0) return null;
    label = `被${asked[1]}的 : 参加反应的`;
    lines.push(
      `参加反应的 $${species.latex}$ 为 ${c} mol，其中化合价${asked[1] === '还原' ? '降低' : '升高'}的（被${asked[1]}的）为 ${a} mol。`,
    );
  }
  if (!(a > 0 && c > 0)) return null;
  const g = gcd(a, c);
  return { value: a / c, a: Number((a / g).toFixed(6)), b: Number((c / g).toFixed(6)), lines, label };
}

export function solveRedoxRatioChoice(split: ChoiceSplit): Solved | Refused | null {
  const read = readRedoxRatio(split.stem);
  if (read === null) return null;
  if (typeof read === 'string') return refused('chemistry', read, 'choice');
  const pick = uniqueEqualOption(read.value, split, ratioOf);
  if (typeof pick === 'string')
    return refused('chemistry', `算出 ${read.label} = ${read.a} : ${read.b}，但它和选项对不上，为避免选错，暂不作答。`, 'choice');
  const answer = `${pick.letter}（${read.a}:${read.b}）`;
  const markdown = [
    '**解**：',
    '',
    ...read.lines,
    '',
    `${read.label} $= ${read.a} : ${read.b}$，与选项 ${pick.letter} 相等，其余选项都不相等。`,
    '',
    `**答**：选 ${pick.letter}。`,
  ].join('\n');
  return { ...solved('chemistry', ENGINE, markdown, answer, '已由化合价变化找出起作用的部分，并核对得失电子相等', 'choice') };
}

export function solveRedoxRatio(text: string): Solved | Refused | null {
  const read = readRedoxRatio(text);
  if (read === null) return null;
  if (typeof read === 'string') return refused('chemistry', read);
  const answer = `$${read.a} : ${read.b}$`;
  const markdown = ['**解**：', '', ...read.lines, '', `**答**：${read.label} $= ${read.a} : ${read.b}$`].join('\n');
  return solved('chemistry', ENGINE, markdown, answer, '已由化合价变化找出起作用的部分，并核对得失电子相等');
}
