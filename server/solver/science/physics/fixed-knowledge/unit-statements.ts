import { normalizeScienceText } from '../../chem/normalize';
import { readUnit } from '../si-dimensions';
import { BASE_QUANTITIES, DERIVED_QUANTITIES, SCALARS, UNIT_NAMES, VECTORS } from './quantity-kinds';

export interface OptionVerdict {
  truth: boolean;
  why: string;
}

/** What a units-and-quantities question asks of each option. */
type Asked = 'base-unit' | 'derived-unit' | 'base-quantity' | 'vector' | 'scalar' | 'unit-equation';

/**
 * The property the stem asks every option to have: 「属于国际单位制中基本单位的是」「基本量」「属于矢量的是」「标量」,
 * or 「下列单位关系式正确的是」 for equations between units. Null when the stem asks none, or two at once.
 */
export function askedOfUnits(stem: string, options: string[]): Asked | null {
  const s = normalizeScienceText(stem).replace(/\s+/g, '');
  const found: Asked[] = [];
  if (/基本单位/.test(s) && !/用.{0,8}基本单位表示|基本单位表示/.test(s)) found.push('base-unit');
  if (/导出单位/.test(s) && !/基本单位/.test(s)) found.push('derived-unit');
  if (/基本(?:物理)?量/.test(s)) found.push('base-quantity');
  if (/矢量/.test(s) && !/标量/.test(s)) found.push('vector');
  if (/标量/.test(s) && !/矢量/.test(s)) found.push('scalar');
  // Vectors add by the parallelogram rule, scalars by arithmetic: 「运算时不遵循平行四边形定则的是」 asks for scalars.
  const refused = /不(?:遵[循从守]|满足|符合|适用|能用)/.test(s);
  if (/平行四边形定则/.test(s)) found.push(refused ? 'scalar' : 'vector');
  if (/代数(?:运算)?法则/.test(s)) found.push(refused ? 'vector' : 'scalar');
  if (/单位/.test(s) && options.every((o) => /=/.test(o))) found.push('unit-equation');
  const kinds = [...new Set(found)];
  return kinds.length === 1 ? kinds[0] : null;
}

/** 「不属于」「不是」 turn the asked property round. */
export const asksNot = (stem: string) => /不(?:属于|是)/.test(normalizeScienceText(stem).replace(/\s+/g, ''));

/** 「米、千克、秒」「m、kg和s」: the items of one option. */
function items(option: string): string[] {
  return normalizeScienceText(option)
    .replace(/\\(?:mathrm|text|rm)\s*\{\s*~?\s*([^{}]*)\}/g, '$1')
    .replace(/[$\s~]/g, '')
    .replace(/[。.．]$/, '')
    .split(/[、，,和与及]/)
    .filter(Boolean);
}

/** A unit's standing: base SI unit, coherent derived SI unit, or neither; null when not a unit read here. */
function unitStanding(item: string): { base: boolean; si: boolean; symbol?: string } | null {
  const named = UNIT_NAMES[item];
  if (named) return named;
  // 「千克(kg)」: a name and its symbol, which must be the same unit.
  const both = /^(.+?)\((.+)\)$/.exec(item);
  if (both) {
    const [a, b] = [UNIT_NAMES[both[1]], UNIT_NAMES[both[2]]];
    return a && b && a.symbol === b.symbol ? a : null;
  }
  // A compound of unit symbols (「m/s」「kg·m/s^2」「N·m」) is a derived unit when every symbol is an SI unit.
  if (!/^[A-Za-zΩ()^{}·\-0-9²³/]+$/.test(item) || !/[/·^²³]/.test(item)) return null;
  const dim = readUnit(item.replace(/²/g, '^2').replace(/³/g, '^3'));
  return dim ? { base: false, si: true } : null;
}

/** The three base quantities of mechanics and their units: 「力学中的基本单位」 asks for these only. */
const MECHANICS = ['长度', '质量', '时间'];
const MECHANICS_UNITS = ['m', 'kg', 's'];

/**
 * Decides one option against the asked property; null when any item of it is not one the tables hold. In mechanics
 * (「力学中的基本单位」) a base unit or quantity of electricity is not one of those asked.
 */
export function judgeUnitOption(asked: Asked, option: string, mechanics = false): OptionVerdict | null {
  if (asked === 'unit-equation') return judgeUnitEquation(option);
  const parts = items(option);
  if (!parts.length) return null;
  const verdicts: boolean[] = [];
  const reasons: string[] = [];
  for (const item of parts) {
    let v: boolean;
    let why: string;
    if (asked === 'base-unit' || asked === 'derived-unit') {
      const u = unitStanding(item);
      if (!u) return null;
      const outsideMechanics = mechanics && u.base && !MECHANICS_UNITS.includes(u.symbol ?? '');
      v = asked === 'base-unit' ? u.base && !outsideMechanics : u.si && !u.base;
      why = outsideMechanics
        ? `${item}是基本单位，但不是力学的基本单位`
        : u.base
          ? `${item}是国际单位制的基本单位`
          : u.si
            ? `${item}是国际单位制的导出单位`
            : `${item}既不是国际单位制的基本单位，也不是它的导出单位`;
    } else if (asked === 'base-quantity') {
      if (BASE_QUANTITIES.includes(item) && mechanics && !MECHANICS.includes(item))
        [v, why] = [false, `${item}是基本量，但不是力学的基本量`];
      else if (BASE_QUANTITIES.includes(item)) [v, why] = [true, `${item}是基本量`];
      else if (DERIVED_QUANTITIES.includes(item)) [v, why] = [false, `${item}不是基本量`];
      else return null;
    } else {
      const vector = VECTORS.includes(item);
      const scalar = SCALARS.includes(item);
      if (vector === scalar) return null;
      v = asked === 'vector' ? vector : scalar;
      why = `${item}是${vector ? '矢量（有大小和方向，按平行四边形定则合成）' : '标量（只有大小，按代数法则运算）'}`;
    }
    verdicts.push(v);
    reasons.push(why);
  }
  return { truth: verdicts.every(Boolean), why: reasons.join('，') };
}

/** 「1 T = 1 N/(A·m)」: both sides written in base units and compared, power by power. */
function judgeUnitEquation(option: string): OptionVerdict | null {
  const t = normalizeScienceText(option)
    .replace(/[$]/g, ' ')
    .replace(/[。.．]\s*$/, '');
  const sides = t.split('=');
  if (sides.length !== 2) return null;
  const read = sides.map((side) => {
    const u = side.trim().replace(/^1\s*(?=[A-Za-zΩ\\(])/, '');
    return readUnit(u);
  });
  if (!read[0] || !read[1]) return null;
  const equal = read[0].every((x, i) => Math.abs(x - read[1]![i]) < 1e-9);
  const base = (d: number[]) =>
    ['kg', 'm', 's', 'A']
      .map((u, i) => (d[i] === 0 ? '' : d[i] === 1 ? u : `${u}^${d[i]}`))
      .filter(Boolean)
      .join('·') || '1';
  return {
    truth: equal,
    why: `化成基本单位：左边 = ${base(read[0])}，右边 = ${base(read[1])}，${equal ? '两边相同' : '两边不同'}`,
  };
}

const SENTENCE_KIND: Record<string, Exclude<Asked, 'unit-equation'>> = {
  基本单位: 'base-unit',
  导出单位: 'derived-unit',
  基本量: 'base-quantity',
  基本物理量: 'base-quantity',
  矢量: 'vector',
  标量: 'scalar',
};

/**
 * A statement about units or quantities: 「千克、米、秒都是国际单位制中的基本单位」「电流是标量」「牛顿不是基本单位」,
 * or an equation between units. Null when the option is not one of these or names a thing the tables do not hold.
 */
export function judgeUnitSentence(option: string): OptionVerdict | null {
  if (/=/.test(option)) return judgeUnitEquation(option);
  const t = normalizeScienceText(option)
    .replace(/\\(?:mathrm|text|rm)\s*\{\s*~?\s*([^{}]*)\}/g, '$1')
    .replace(/[$\s~]/g, '')
    .replace(/[。.．]$/, '');
  const m = /^(.+?)(?:都|均|全)?(不)?(?:是|属于)(?:国际单位制(?:中)?(?:的)?)?(基本单位|导出单位|基本物理量|基本量|矢量|标量)$/.exec(t);
  if (!m) return null;
  const v = judgeUnitOption(SENTENCE_KIND[m[3]], m[1]);
  if (!v) return null;
  return m[2] ? { truth: !v.truth, why: v.why } : v;
}
