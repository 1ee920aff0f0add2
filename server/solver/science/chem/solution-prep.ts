import type { Verdict } from './avogadro';
import { clean, fmt, molarMass, speciesOfName } from './avogadro';
import { near } from './na-claim';

const PREP =
  /^(?:欲|要|若要)?(?:配制|配置)\s*(\d+(?:\.\d+)?)\s*(L|mL)\s*[,，]?\s*(\d+(?:\.\d+)?)\s*mol\s*[·.]?\s*L\^\{-1\}\s*(?:的)?\s*([A-Za-z0-9\u4e00-\u9fa5]+?)\s*溶液\s*[,，]\s*(?:可|可以|应)?将\s*(\d+(?:\.\d+)?)\s*g\s*([A-Za-z0-9\u4e00-\u9fa5]+?)\s*(?:固体)?\s*溶于\s*(.+)$/;

/**
 * "欲配制 1.00 L 1.00 mol·L⁻¹ 的 NaCl 溶液，可将 58.5 g NaCl 溶于 1.00 L 水中": a concentration is per litre of
 * solution, so dissolving in a volume of water is wrong (the solution's volume is not that of the water);
 * "溶于水配成 1.00 L 溶液" is right when the mass is c·V·M.
 */
export function judgeSolutionPrep(option: string): Verdict | null {
  const m = PREP.exec(clean(option));
  if (!m) return null;
  const target = speciesOfName(m[4]);
  const weighed = speciesOfName(m[6]);
  if (!target || !weighed || target.text !== weighed.text) return null;
  const M = molarMass(target);
  if (!M) return null;
  const volume = Number(m[1]) * (m[2] === 'mL' ? 1e-3 : 1);
  const mass = Number(m[3]) * volume * M;
  const into = m[7].replace(/\s+/g, '');
  if (/^\d+(?:\.\d+)?(?:L|mL)水(?:中)?$/.test(into)) {
    return {
      verdict: false,
      why: `物质的量浓度是每升溶液所含溶质的物质的量，溶于水（${into.replace(/水(?:中)?$/, '')}）后溶液的体积不等于 ${m[1]} ${m[2]}，应溶于适量水后配成 ${m[1]} ${m[2]} 溶液`,
    };
  }
  const made = /^(?:适量)?水(?:中)?[,，]?(?:并)?(?:配成|稀释至|定容至)(\d+(?:\.\d+)?)(L|mL)(?:溶液)?$/.exec(into);
  if (!made) return null;
  const madeVolume = Number(made[1]) * (made[2] === 'mL' ? 1e-3 : 1);
  const right = near(madeVolume, volume) && near(Number(m[5]), mass);
  return {
    verdict: right,
    why: `需要溶质 $${fmt(Number(m[3]) * volume)}\\ \\mathrm{mol}$，即 $${fmt(mass)}\\ \\mathrm{g}$，配成 ${m[1]} ${m[2]} 溶液`,
  };
}
