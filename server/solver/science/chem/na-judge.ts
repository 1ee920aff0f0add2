import { judgeAvogadro, type Verdict } from './avogadro';
import { parseClaim } from './na-claim';
import { judgeMoltenCathode, judgeMoltenProducts } from './na-electrolysis';
import { judgeIonicUnits } from './na-ionic-units';
import { judgeIonicSolid } from './na-ions';
import { judgeBounded } from './na-limits';
import { judgeMoleculeBonds } from './na-molecule-bonds';
import { judgeCrystalBonds } from './na-network-bonds';
import { judgeIsotopicWater, judgeNuclide } from './na-nuclides';
import { judgeOrganic } from './na-organic';
import { judgePhVolume } from './na-ph-volume';
import { judgeElectronTransfer } from './na-redox';
import { judgeReversible } from './na-reversible';
import { judgeSolutionPrep } from './solution-prep';

/**
 * Decides one computational statement (an N_A statement, or one about amounts: molten electrolysis,
 * preparing a solution) by every rule that reads it. Null when no rule reads the whole statement, and also
 * when two rules read it and disagree: then neither is trusted.
 */
export function judgeStatement(option: string): Verdict | null {
  const claim = parseClaim(option);
  // "…含有 0.1 NA 个 H^{+}" is read by the older rules as "…含有的 H^{+} 数为 0.1 NA".
  const asNumber = claim?.particle ? `${claim.body}的${claim.particle}数为 ${claim.k}NA` : null;
  const found = [
    judgeAvogadro(option),
    asNumber && judgeAvogadro(asNumber),
    claim && judgeNuclide(claim),
    claim && judgeIsotopicWater(claim),
    claim && judgePhVolume(claim),
    claim && judgeCrystalBonds(claim),
    claim && judgeMoleculeBonds(claim),
    claim && judgeElectronTransfer(claim),
    claim && judgeMoltenCathode(claim),
    claim && judgeReversible(claim),
    claim && judgeOrganic(claim),
    claim && judgeIonicSolid(claim),
    claim && judgeIonicUnits(claim),
    claim && judgeBounded(claim, judgeStatement),
    judgeMoltenProducts(option),
    judgeSolutionPrep(option),
  ].filter((v): v is Verdict => Boolean(v));
  if (found.length === 0) return null;
  return found.every((v) => v.verdict === found[0].verdict) ? found[0] : null;
}
