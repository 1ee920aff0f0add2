import type { Verdict } from './avogadro';
import { fmt } from './avogadro';
import { type Claim, near } from './na-claim';

const WARM = '(常温下|室温下|25\\s*°\\s*C\\s*(?:时)?|25\\s*℃\\s*(?:时)?)';
const VOLUME = '(\\d+(?:\\.\\d+)?)\\s*(mL|L)';
const ION = '(H\\^\\{\\+\\}|OH\\^\\{-\\}|氢离子|氢氧根离子)';
const PH_VOLUME = new RegExp(
  `^(?:${WARM}\\s*[,，]?\\s*)?(?:${VOLUME}\\s*)?pH\\s*=\\s*(\\d+)\\s*的\\s*(?:${VOLUME}\\s*)?[^,，\\s]+?\\s*(?:水)?溶液\\s*(?:中)?\\s*[,，]?\\s*(?:含有|所含|中含有|含)?\\s*(?:的)?\\s*${ION}$`,
);

/**
 * 「常温下，1 L pH=1 的 H2SO4 溶液中含有的 H⁺ 数目为 0.1NA」: a pH gives c(H⁺) whatever the solute (a diprotic
 * acid does not double it), so n(H⁺) = V·10^{-pH}; c(OH⁻) needs K_w, so only at room temperature (25 °C).
 */
export function judgePhVolume(c: Claim): Verdict | null {
  const m = PH_VOLUME.exec(c.body.replace(/\s+/g, ' '));
  if (!m) return null;
  const [, warm, v1, u1, ph, v2, u2, ion] = m;
  if ((v1 === undefined) === (v2 === undefined)) return null;
  const litres = Number(v1 ?? v2) / ((u1 ?? u2) === 'mL' ? 1000 : 1);
  const hydroxide = /OH|氢氧根/.test(ion);
  if (hydroxide && !warm) return null;
  const exponent = hydroxide ? Number(ph) - 14 : -Number(ph);
  const n = litres * 10 ** exponent;
  const conc = hydroxide
    ? `常温下 $c(\\mathrm{OH^-}) = \\frac{K_w}{c(\\mathrm{H^+})} = 10^{${exponent}}\\ \\mathrm{mol/L}$`
    : `$c(\\mathrm{H^+}) = 10^{${exponent}}\\ \\mathrm{mol/L}$（pH 直接给出 $c(\\mathrm{H^+})$，与酸是几元无关）`;
  return {
    verdict: near(n, c.k),
    why: `${conc}，$n = ${fmt(litres)}\\ \\mathrm{L} \\times 10^{${exponent}}\\ \\mathrm{mol/L} = ${fmt(n)}\\ \\mathrm{mol}$，即 $${fmt(n)}N_A$，选项给出 $${c.tex}$`,
  };
}
