import type { Verdict } from './avogadro';
import { fmt, molarMass, NOT_GASES, speciesOfName } from './avogadro';
import { type Claim, near } from './na-claim';

/**
 * Statements whose count is bounded from one side, so that a claim at or beyond the bound is certainly wrong
 * (a claim inside the bound is not decided):
 * - colloid particles of Fe(OH)3 are aggregates of many units: fewer than the iron given;
 * - CH4 with Cl2 in light gives a mixture of four chloromethanes: fewer CH3Cl than CH4;
 * - a gas volume at room conditions (25 °C, 101 kPa: 24.5 L/mol) holds less than the same volume at STP, so
 *   a claim that is right at STP is wrong here (decided by re-reading the statement at STP);
 * - a volume "(标准状况)" of a liquid or solid holds hundreds of times more than 22.4 L/mol gives.
 */
export function judgeBounded(c: Claim, rejudge: (option: string) => Verdict | null): Verdict | null {
  const b = c.body.replace(/\s+/g, ' ');
  const colloid =
    /^(\d+(?:\.\d+)?)\s*(g|mol)\s*(FeCl3|氯化铁)\s*[,，]?\s*(?:完全)?(?:水解)?(?:形成|生成|制得|得到)的?\s*(?:Fe\(OH\)3|氢氧化铁)\s*(?:为)?胶体(?:粒子|微粒)$/.exec(
      b,
    );
  if (colloid) {
    const n = colloid[2] === 'g' ? Number(colloid[1]) / 162.5 : Number(colloid[1]);
    if (c.k < n && !near(c.k, n)) return null;
    return {
      verdict: false,
      why: `$n(\\mathrm{FeCl_3}) = ${fmt(n)}\\ \\mathrm{mol}$，但一个 $\\mathrm{Fe(OH)_3}$ 胶体粒子是许多 $\\mathrm{Fe(OH)_3}$ 的聚集体（且水解不完全），胶体粒子数小于 $${fmt(n)}N_A$，不等于 $${c.tex}$`,
    };
  }
  const chloro =
    /^(\d+(?:\.\d+)?)\s*mol\s*(?:CH4|甲烷)\s*(?:与|和)\s*(?:足量的?)?\s*(?:Cl2|氯气)\s*(?:在)?\s*光照(?:条件)?(?:下)?\s*(?:充分)?(?:反应)?\s*[,，]?\s*(?:生成|得到)的?\s*CH3Cl\s*(?:的)?(?:分子)?$/.exec(
      b,
    );
  if (chloro) {
    const n = Number(chloro[1]);
    if (c.k < n && !near(c.k, n)) return null;
    return {
      verdict: false,
      why: `甲烷与氯气在光照下的取代反应逐步进行，同时生成 $\\mathrm{CH_3Cl}$、$\\mathrm{CH_2Cl_2}$、$\\mathrm{CHCl_3}$、$\\mathrm{CCl_4}$，$\\mathrm{CH_3Cl}$ 分子数小于 $${fmt(n)}N_A$，不等于 $${c.tex}$`,
    };
  }
  const room = /^(?:常温常压下|25\s*\^?\{?°\}?\s*C\s*[,，、]?\s*101\s*kPa\s*(?:下|时)?)\s*[,，]?\s*(\d+(?:\.\d+)?\s*L\s.*)$/.exec(b);
  if (room) {
    const atStp = rejudge(c.particle ? `标准状况下, ${room[1]} ${c.k}NA 个${c.particle}` : `标准状况下, ${room[1]}数为 ${c.k}NA`);
    if (atStp?.verdict !== true) return null;
    return {
      verdict: false,
      why: `若在标准状况下，${atStp.why}；但常温常压（约 25 °C、101 kPa）下气体摩尔体积约为 $24.5\\ \\mathrm{L/mol} > 22.4\\ \\mathrm{L/mol}$，同体积气体的物质的量更小，所含粒子少于 $${c.tex}$`,
    };
  }
  const liquid = /^(\d+(?:\.\d+)?)\s*L\s*\(标准状况\)\s*([\u4e00-\u9fa5A-Za-z0-9]+?)(?:在|中|与|和|完全|所含|含有|的)/.exec(b);
  if (liquid) {
    const s = speciesOfName(liquid[2]);
    if (!s || !NOT_GASES.has(s.text) || !molarMass(s)) return null;
    return {
      verdict: false,
      why: `标准状况下 $${s.latex}$ 不是气体，不能用 $22.4\\ \\mathrm{L/mol}$ 计算，${liquid[1]} L 液体的物质的量是按气体计算的数百倍，不等于 $${c.tex}$`,
    };
  }
  return null;
}
