import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { refused, solved } from '../outcome';
import { uniqueEqualOption } from '../unique-option';
import { balance } from './balance';
import { equationLatex } from './balance-steps';
import { cleanEquationText, findEquation, type ParsedEquation } from './equation-text';
import type { Species } from './formula';
import { findMentions, sameSpecies } from './mentions';
import { normalizeScienceText } from './normalize';
import { electronTransfer, oxidationStates } from './oxidation-states';

const ENGINE = 'offline:chemistry:redox-ratio';

/** How many formula units of each species take part in the change, by element going up or down. */
interface Roles {
  all: Species[];
  coefficients: number[];
  /** Units of each species whose atoms go down (oxidant, or reduction product), and up. */
  down: number[];
  up: number[];
}

/**
 * Which part of each species changes its state. For each element the atoms on one side must share one state
 * (as electronTransfer requires): the atoms of the other side at another state are the ones that changed, and so
 * are the single-state side's atoms that became them. Units = changed atoms / atoms of that element per unit.
 */
function roles(eq: ParsedEquation, coefficients: number[]): Roles | null {
  const all = [...eq.reactants, ...eq.products];
  const states = all.map(oxidationStates);
  if (states.some((s) => !s)) return null;
  const nr = eq.reactants.length;
  const down = all.map(() => 0);
  const up = all.map(() => 0);
  const elements = new Set(all.flatMap((s) => [...s.atoms.keys()]));
  for (const el of elements) {
    const idx = all.map((_, i) => i).filter((i) => all[i].atoms.has(el));
    const left = idx.filter((i) => i < nr);
    const right = idx.filter((i) => i >= nr);
    const leftStates = new Set(left.map((i) => states[i]!.get(el)!));
    const rightStates = new Set(right.map((i) => states[i]!.get(el)!));
    if (leftStates.size === 1 && rightStates.size === 1 && [...leftStates][0] === [...rightStates][0]) continue;
    if (leftStates.size !== 1 && rightStates.size !== 1) return null;
    const singleLeft = leftStates.size === 1;
    const base = singleLeft ? [...leftStates][0] : [...rightStates][0];
    const baseSide = singleLeft ? left : right;
    const otherSide = singleLeft ? right : left;
    // Atoms of the other side at another state changed; the single-state side lost or gained them.
    let changedUp = 0;
    let changedDown = 0;
    for (const i of otherSide) {
      const st = states[i]!.get(el)!;
      if (st === base) continue;
      const atoms = all[i].atoms.get(el)! * coefficients[i];
      // A product above the reactants' state came from atoms that went up (and is an oxidation product).
      const wentUp = singleLeft ? st > base : st < base;
      if (wentUp) changedUp += atoms;
      else changedDown += atoms;
      (wentUp ? up : down)[i] += coefficients[i];
    }
    // Several species share the single state: which of them changed is not known.
    if (baseSide.length !== 1) return null;
    const b = baseSide[0];
    const per = all[b].atoms.get(el)!;
    up[b] += changedUp / per;
    down[b] += changedDown / per;
  }
  return { all, coefficients, down, up };
}

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
  const asked = /氧化剂与还原剂的?物质的量之比|氧化剂和还原剂的?物质的量之比/.test(t)
    ? 'agents'
    : /氧化产物与还原产物的?物质的量之比|氧化产物和还原产物的?物质的量之比/.test(t)
      ? 'products'
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
  const transfer = electronTransfer(eq.reactants, eq.products, b.coefficients);
  const r = roles(eq, b.coefficients);
  if (!transfer || !r) return '没能确定反应中每种元素化合价的变化，为避免算错，暂不作答。';
  const nr = eq.reactants.length;
  const pick = (from: number, to: number, arr: number[]) => r.all.map((_, i) => i).filter((i) => i >= from && i < to && arr[i] > 0);
  let a: number;
  let c: number;
  let label: string;
  const lines = ['配平的化学方程式：', '', `$$${equationLatex(eq, b.coefficients)}$$`, ''];
  if (asked === 'agents' || asked === 'products') {
    const [from, to] = asked === 'agents' ? [0, nr] : [nr, r.all.length];
    const first = pick(from, to, asked === 'agents' ? r.down : r.up);
    const second = pick(from, to, asked === 'agents' ? r.up : r.down);
    if (first.length !== 1 || second.length !== 1)
      return '反应中有几种物质起同一种作用（或同一物质既是氧化产物又是还原产物），目前还不能自动判断，为避免算错，暂不作答。';
    if (asked === 'products' && first[0] === second[0])
      return '同一物质既是氧化产物又是还原产物，目前还不能自动判断，为避免算错，暂不作答。';
    a = (asked === 'agents' ? r.down : r.up)[first[0]];
    c = (asked === 'agents' ? r.up : r.down)[second[0]];
    const [n1, n2] = asked === 'agents' ? ['氧化剂', '还原剂'] : ['氧化产物', '还原产物'];
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
