import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { questionPart } from '../question';
import { type Answer, finishMechanics, num } from './mechanics-answer';
import { normalizeMechanics } from './mechanics-reading';
import { NUMBER, numberFrom } from './quantities';

type Kind = 'p' | 'V' | 'T' | 'n';

const OUTSIDE =
  /图|混合|漏气|充气|抽气|打气|活塞|水银|液柱|变为|变成|增大到|减小到|升高到|降低到|压缩到|膨胀到|加热到|若|如果|下列|正确的是/;

/**
 * The ideal-gas equation of one state, pV = nRT, with the gas constant stated (「R 取 8.31 J/(mol·K)」): three of
 * p (Pa, kPa, atm), V (m³, L), T (K or °C) and n (mol) given, the fourth asked. Checked by putting the answer back
 * into pV / (nT) = R. Two states (a change) are the gas laws' (`gas.ts`); null for anything else.
 */
export function solveIdealGasEquation(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  const t = normalizeMechanics(split ? split.stem : raw).replace(/℃/g, '°C');
  if (!/气体/.test(t) || !/mol/.test(t) || OUTSIDE.test(t)) return null;
  const rm = new RegExp(`(?:R|气体常量|摩尔气体常量)\\s*(?:取|=|为|是)\\s*${NUMBER}\\s*J\\s*/\\s*\\(?\\s*mol\\s*[·*.]?\\s*K\\s*\\)?`).exec(
    t,
  );
  if (!rm) return null;
  const R = numberFrom(rm[1], rm[2], rm[3]);
  let rest = t.replace(rm[0], ' ');
  const found: { kind: Kind; si: number; text: string }[] = [];
  const units: [RegExp, Kind, (x: number) => number][] = [
    [/mol(?![A-Za-z/])/, 'n', (x) => x],
    [/MPa(?![A-Za-z])/, 'p', (x) => x * 1e6],
    [/kPa(?![A-Za-z])/, 'p', (x) => x * 1e3],
    [/Pa(?![A-Za-z])/, 'p', (x) => x],
    [/atm(?![A-Za-z])/, 'p', (x) => x * 101325],
    [/m\s*\^?\s*3(?![A-Za-z])/, 'V', (x) => x],
    [/L(?![A-Za-z])/, 'V', (x) => x * 1e-3],
    [/K(?![A-Za-z])/, 'T', (x) => x],
    [/°C/, 'T', (x) => x + 273],
  ];
  for (const [unit, kind, toSI] of units) {
    for (const m of rest.matchAll(new RegExp(`(?<![\\d.])${NUMBER}\\s*(?:${unit.source})`, 'g'))) {
      found.push({ kind, si: toSI(numberFrom(m[1], m[2], m[3])), text: m[0] });
      rest = rest.replace(m[0], ' ');
    }
  }
  rest = rest.replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ').replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ');
  if (/\d/.test(rest) || found.length !== 3) return null;
  const kinds: Kind[] = ['p', 'V', 'T', 'n'];
  const given = new Map(found.map((f) => [f.kind, f.si]));
  if (given.size !== 3) return null;
  const asked = kinds.find((k) => !given.has(k))!;
  const names: Record<Kind, RegExp> = { p: /压强/, V: /体积/, T: /温度/, n: /物质的量|摩尔数|多少\s*mol/ };
  const question = questionPart(t).text;
  if (!names[asked].test(question) || kinds.some((k) => k !== asked && names[k].test(question))) return null;
  const [p, V, T, n] = kinds.map((k) => given.get(k) ?? Number.NaN);
  const value = asked === 'p' ? (n * R * T) / V : asked === 'V' ? (n * R * T) / p : asked === 'T' ? (p * V) / (n * R) : (p * V) / (R * T);
  if (!(value > 0)) return null;
  const all = { p, V, T, n, [asked]: value } as Record<Kind, number>;
  // Check: the state put back gives the stated gas constant.
  if (Math.abs((all.p * all.V) / (all.n * all.T) - R) > 1e-9 * R) return null;
  const tex: Record<Kind, [string, string | undefined, string]> = {
    p: ['p', 'Pa', 'p = \\frac{nRT}{V}'],
    V: ['V', 'm^3', 'V = \\frac{nRT}{p}'],
    T: ['T', 'K', 'T = \\frac{pV}{nR}'],
    n: ['n', 'mol', 'n = \\frac{pV}{RT}'],
  };
  const [symbol, unit, formula] = tex[asked];
  const lines = [
    `由理想气体状态方程 $pV = nRT$（$R = ${num(R)}\\ \\mathrm{J/(mol \\cdot K)}$），国际单位制下${kinds
      .filter((k) => k !== asked)
      .map((k) => `$${tex[k][0]} = ${num(all[k])}\\ \\mathrm{${tex[k][1]}}$`)
      .join('，')}：`,
    '',
    `$$${formula} = ${num(value)}\\ \\mathrm{${unit}}$$`,
  ];
  const answer: Answer = { tex: symbol, value, unit: unit === 'm^3' ? 'm^3' : unit, unitTex: unit };
  return finishMechanics(
    lines,
    `$\\frac{pV}{nT} = ${num(R)}\\ \\mathrm{J/(mol \\cdot K)} = R$。`,
    answer,
    '已把结果代回 pV = nRT 核对',
    split,
  );
}
