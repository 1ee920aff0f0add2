import { plainOption } from '../fixed-knowledge/plain-option';
import type { OptionVerdict } from '../fixed-knowledge/unit-statements';
import type { Sign } from './signs';

const POSITIVE = '(?:正电荷|带正电的(?:粒子|试探电荷|点电荷)|质子)';
const NEGATIVE = '(?:负电荷|带负电的(?:粒子|试探电荷|点电荷)|电子)';
const PLACE = '(?:处|的地方|的点|的位置)?';
const RISE = '增加|增大|变大|升高';
const FALL = '减少|减小|变小|降低';

/**
 * A charge in an electric field told in words: E_p = qφ, W = −ΔE_p, the potential falling along a field line, the force
 * on a positive charge along E. Each option is one of the textbook's forms — a charge of a sign moving along or
 * against a field line (or from high to low potential) with a claim on the work or on E_p; the work's sign with a
 * claim on E_p; a charge's E_p where the potential is high; the force's direction against E. Null for anything else.
 */
export function judgePotentialEnergyStatement(option: string): OptionVerdict | null {
  const t = plainOption(option).replace(/[。.]$/, '');
  return moving(t) ?? workThenEnergy(t) ?? energyAtPotential(t) ?? forceAlongField(t);
}

function chargeSign(word: string): Sign {
  return new RegExp(`^${POSITIVE}$`).test(word) ? 1 : -1;
}

/** 「正电荷沿电场线方向移动，电势能减少」「负电荷从电势低处移到电势高处，电场力做正功」. */
function moving(t: string): OptionVerdict | null {
  const m = new RegExp(
    `^(${POSITIVE}|${NEGATIVE})(?:(?:沿着?|顺着)电场线(?:的)?方向|(逆着)电场线(?:的)?方向|从电势(高|低)${PLACE}(?:移|移动|运动)?到电势(?:低|高)${PLACE})(?:移动|运动)?(?:时|的过程中)?[，,]?(?:则)?(.+)$`,
  ).exec(t);
  if (!m) return null;
  if (m[3] && new RegExp(`从电势${m[3]}${PLACE}(?:移|移动|运动)?到电势${m[3]}`).test(t)) return null;
  const q = chargeSign(m[1]);
  const dPhi: Sign = m[2] ? 1 : m[3] === '低' ? 1 : -1;
  const dEp = (q * dPhi) as Sign;
  const why = `${q > 0 ? '正' : '负'}电荷${dPhi < 0 ? '移向电势低处' : '移向电势高处'}，E_p = qφ ${dEp > 0 ? '增大' : '减小'}，电场力做${dEp > 0 ? '负' : '正'}功`;
  const claims = m[4].split(/[，,]/).filter(Boolean);
  let truth = true;
  for (const c of claims) {
    const said = claimOnEnergy(c) ?? (claimOnWork(c) === null ? null : (-claimOnWork(c)! as Sign));
    if (said === null) return null;
    if (said !== dEp) truth = false;
  }
  return claims.length ? { truth, why } : null;
}

/** 「电场力对电荷做正功，电荷的电势能一定减少」. */
function workThenEnergy(t: string): OptionVerdict | null {
  const m = /^(?:若|如果)?(电场力(?:对(?:电荷|带电粒子|粒子))?做(?:正|负)功)(?:时)?[，,]?(?:则)?(.+)$/.exec(t);
  if (!m) return null;
  const w = claimOnWork(m[1]);
  const said = claimOnEnergy(m[2].replace(/^(?:电荷|带电粒子|粒子)(?:的)?/, ''));
  if (w === null || said === null) return null;
  return { truth: said === -w, why: `电场力做功 W = −ΔE_p：做${w > 0 ? '正' : '负'}功时电势能${w > 0 ? '减少' : '增加'}` };
}

/** 「正电荷在电势高处电势能大」「负电荷在电势越高的地方电势能越小」. */
function energyAtPotential(t: string): OptionVerdict | null {
  const m = new RegExp(`^(${POSITIVE}|${NEGATIVE})在电势(?:越)?(高|低)${PLACE}(?:的)?电势能(?:一定)?(?:越)?(大|小)$`).exec(t);
  if (!m) return null;
  const q = chargeSign(m[1]);
  const big = (m[2] === '高' ? 1 : -1) * q > 0;
  return { truth: big === (m[3] === '大'), why: `E_p = qφ：${q > 0 ? '正' : '负'}电荷在电势高处电势能${q > 0 ? '大' : '小'}` };
}

/** 「正电荷所受电场力的方向与该点电场强度的方向相同」. */
function forceAlongField(t: string): OptionVerdict | null {
  const m = new RegExp(
    `^(${POSITIVE}|${NEGATIVE})(?:在电场中)?(?:某点)?(?:所受|受到)(?:的)?电场力(?:的)?方向(?:总是|一定)?(?:与|和)(?:该点)?(?:的)?(?:电场强度|场强)(?:的)?方向(相同|一致|相反)$`,
  ).exec(t);
  if (!m) return null;
  const q = chargeSign(m[1]);
  return { truth: (m[2] === '相反' ? -1 : 1) === q, why: `F = qE：正电荷受力与场强同向，负电荷受力与场强反向` };
}

function claimOnEnergy(c: string): Sign | null {
  const m = new RegExp(`^(?:电荷的|它的|其)?电势能(?:一定|将|会)?(${RISE}|${FALL}|不变)$`).exec(c);
  if (!m) return null;
  return m[1] === '不变' ? 0 : new RegExp(RISE).test(m[1]) ? 1 : -1;
}

function claimOnWork(c: string): Sign | null {
  const m = /^电场力(?:对(?:电荷|带电粒子|粒子|它))?(?:一定)?做(正|负)功$/.exec(c);
  return m ? (m[1] === '正' ? 1 : -1) : null;
}
