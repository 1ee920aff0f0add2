import { normalizeScienceText } from '../../chem/normalize';
import type { OptionVerdict } from '../fixed-knowledge/unit-statements';

type Term = 'ν' | 'λ' | 'U' | 'Ek' | 'W';
/** How each term moves with the frequency on one metal: Ek = hν − W₀, eU = Ek, λ = c/ν, hν − Ek = W₀. */
const TREND: Record<Term, -1 | 0 | 1> = { ν: 1, λ: -1, U: 1, Ek: 1, W: 0 };
const NAME: Record<Term, string> = { ν: '频率', λ: '波长', U: '遏止电压', Ek: '最大初动能', W: 'hν − Ek（逸出功）' };
const TERM = '(hν_?[a-z0-9]-E_?k_?[a-z0-9]|ν_?[a-z0-9]|λ_?[a-z0-9]|U_?c?_?[a-z0-9]|E_?k_?[a-z0-9])';
const RELATION = new RegExp(`^${TERM}([<>=])${TERM}$`);
const OPTION = /^(?:若|如果|当)(.+?)[，,]则?(一定有|一定|必有|可能有|有)?(.+)$/;

/**
 * 「若 ν_a > ν_b，则一定有 U_a < U_b」 for two lights on the same metal: frequency, stopping voltage and the greatest
 * kinetic energy of the photoelectrons rise together, the wavelength falls, and hν − E_k is the work function, the same
 * for both. A comparison given of one decides the comparison claimed of another.
 */
export function judgePhotoelectricComparison(option: string, stem: string): OptionVerdict | null {
  if (
    !/光电/.test(stem) ||
    !/遏止电压|最大初动能|光电子/.test(stem) ||
    !/(?:同一|同种|同一种|相同的?)(?:种)?金属/.test(stem.replace(/\s+/g, ''))
  )
    return null;
  const m = OPTION.exec(compact(option));
  if (!m) return null;
  if (m[2] === '可能有') return null;
  const given = relation(m[1]);
  const claimed = relation(m[3]);
  if (!given || !claimed || TREND[given.term] === 0) return null;
  if (given.sign === 0) return null;
  // The sign of ν_first − ν_second, in the claimed order of the lights.
  const sameOrder = given.first === claimed.first && given.second === claimed.second;
  if (!sameOrder && !(given.first === claimed.second && given.second === claimed.first)) return null;
  const nuSign = given.sign * TREND[given.term] * (sameOrder ? 1 : -1);
  const follows = nuSign * TREND[claimed.term];
  return {
    truth: follows === claimed.sign,
    why: `同种金属上 E_k = hν − W₀、eU_c = E_k：由${NAME[given.term]}的大小关系得 ν_${claimed.first} ${nuSign > 0 ? '>' : '<'} ν_${claimed.second}，于是${NAME[claimed.term]}${follows === 0 ? '相等' : follows > 0 ? `是 ${claimed.first} 的大` : `是 ${claimed.first} 的小`}`,
  };
}

function relation(text: string): { term: Term; first: string; second: string; sign: -1 | 0 | 1 } | null {
  const m = RELATION.exec(text);
  if (!m) return null;
  const a = term(m[1]);
  const b = term(m[3]);
  if (!a || !b || a.term !== b.term || a.light === b.light) return null;
  return { term: a.term, first: a.light, second: b.light, sign: m[2] === '>' ? 1 : m[2] === '<' ? -1 : 0 };
}

function term(text: string): { term: Term; light: string } | null {
  const w = /^hν_?([a-z0-9])-E_?k_?([a-z0-9])$/.exec(text);
  if (w) return w[1] === w[2] ? { term: 'W', light: w[1] } : null;
  const m = /^(ν|λ|U|E)_?(?:c|k)?_?([a-z0-9])$/.exec(text);
  if (!m) return null;
  if (m[1] === 'E' && !/k/.test(text)) return null;
  return { term: m[1] === 'E' ? 'Ek' : (m[1] as Term), light: m[2] };
}

/** Exam LaTeX to one run: 「$v_{a}$」「\nu_{\mathrm{a}}」 → ν_a, 「E_{k a}」 → E_ka. */
function compact(text: string): string {
  return normalizeScienceText(text)
    .replace(/\\nu(?![a-zA-Z])/g, 'ν')
    .replace(/\\lambda(?![a-zA-Z])/g, 'λ')
    .replace(/[{}\s$]/g, '')
    .replace(/(^|[^a-zA-Z])v_/g, '$1ν_')
    .replace(/hv_/g, 'hν_')
    .replace(/[。.；;]+$/, '');
}
