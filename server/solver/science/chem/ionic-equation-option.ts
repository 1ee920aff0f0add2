import { cleanEquationText, findEquation, type ParsedEquation } from './equation-text';
import { parseSpecies, type Species } from './formula';
import { findMentions, sameSpecies } from './mentions';
import { normalizeScienceText } from './normalize';
import type { Amount } from './ionic-equation-table';

/** A substance the description of an option names, with the amount or strength it states for it. */
export interface NamedReagent {
  species: Species;
  label: string;
  amount?: Amount;
  strength?: '稀' | '浓';
}

export interface IonicEquationOption {
  /** The whole option as normalised text. */
  text: string;
  equation: ParsedEquation;
  /** The words before the equation (「向 NaOH 溶液中通入少量 CO2」), empty for a bare equation. */
  description: string;
  reagents: NamedReagent[];
  /** Every word of the description was read (substances, amounts and the usual verbs of an experiment). */
  understood: boolean;
  /** 「等物质的量」「同浓度同体积」: amounts neither 少量 nor 过量. */
  equalAmounts: boolean;
}

/** Names of solutions and salts the shared name table leaves out, read before it. */
// biome-ignore format: a lookup table reads best packed
const SOLUTION_NAMES: Record<string, string> = {
  澄清石灰水: 'Ca(OH)2', 石灰水: 'Ca(OH)2', 氨水: 'NH3·H2O', 氯水: 'Cl2', 饱和食盐水: 'NaCl', 食盐水: 'NaCl',
  碳酸氢钙: 'Ca(HCO3)2', 碳酸氢铵: 'NH4HCO3', 硫氰化钾: 'KSCN', 碘化钾: 'KI', 溴化钠: 'NaBr', 溴化钾: 'KBr',
  硅酸钠: 'Na2SiO3', 醋酸钠: 'CH3COONa', 硫酸氢钠: 'NaHSO4', 氢氧化钡: 'Ba(OH)2', 硝酸铜: 'Cu(NO3)2',
  亚硫酸钠: 'Na2SO3', 溴水: 'Br2', 碘水: 'I2', 碳酸钡: 'BaCO3', 氢氧化亚铁: 'Fe(OH)2',
};
const SOLUTION_SORTED = Object.keys(SOLUTION_NAMES).sort((a, b) => b.length - a.length);

/** Words of an experiment's description that name no substance and change no amount. */
const FILLER =
  /向|往|在|将|把|用|于|中|里|内|溶液|水溶液|饱和|加入|滴加|滴入|逐滴|通入|通人|投入|放入|缓慢|反应|混合|吸收|溶解|溶于|与|和|跟|及|的|少量|过量|足量|适量|稀|浓|气体|粉末|粉|片|丝|块|少许|至|电解|通电|加热|实验室|制取|制备|共热|微热|[\s　:：,，、()（）]/g;

const AMOUNT_BEFORE = /(少量|过量|足量)\s*的?\s*(?:稀|浓)?\s*$/;
const AMOUNT_AFTER = /^\s*(?:溶液|气体)?\s*(?:[(（]\s*(少量|过量|足量)\s*[)）]|至\s*(过量|足量))/;
const STRENGTH_BEFORE = /(稀|浓)\s*$/;
const STRENGTH_AFTER = /^\s*[(（]\s*(稀|浓)\s*[)）]/;

/** Reads one option of an ionic-equation question; null when it holds no equation that ends the option. */
export function readIonicEquationOption(raw: string): IonicEquationOption | null {
  const text = normalizeScienceText(raw).trim();
  const found = findEquation(text);
  if (!found) return null;
  const clean = cleanEquationText(text);
  const at = clean.lastIndexOf(found.source);
  // Read again without spaces: every word between the arrow's ends must belong to a formula, or a term was cut
  // short (「NH3 · H2O」 read as NH3) and the balance would be judged on a wrong equation.
  const whole = found.source.replace(/\s+/g, '');
  const equation = findEquation(whole);
  if (!equation || equation.source !== whole) return null;
  // The equation must be the end of the option: a formula glued to words (「Fe(OH)3胶体」) cuts it short.
  if (at < 0 || !/^[\s。.;；]*$/.test(clean.slice(at + found.source.length))) return null;
  const description = clean.slice(0, at).trim();
  if (description && !/[:：,，]$/.test(description) && !/[\u4e00-\u9fa5]$/.test(description)) return null;
  // 「水解」「溶液呈碱性」 say what happens; their 水 is not a reagent.
  const told = description.replace(/水解|[呈显][酸碱]性/g, (m) => '　'.repeat(m.length));
  const reagents = readReagents(told);
  markEquationStrengths(text, reagents);
  let rest = told;
  for (const r of reagents) rest = rest.replace(r.label, ' ');
  const understood = !/[\u4e00-\u9fa5A-Za-z0-9]/.test(rest.replace(FILLER, ''));
  const equalAmounts = /等物质的量|等体积|同浓度|物质的量之比|等浓度/.test(description);
  return { text, equation, description, reagents, understood, equalAmounts };
}

function readReagents(description: string): NamedReagent[] {
  const found: { species: Species; label: string; index: number }[] = [];
  let masked = description;
  for (const name of SOLUTION_SORTED) {
    for (let i = masked.indexOf(name); i >= 0; i = masked.indexOf(name, i + name.length)) {
      found.push({ species: parseSpecies(SOLUTION_NAMES[name])!, label: name, index: i });
      masked = masked.slice(0, i) + '　'.repeat(name.length) + masked.slice(i + name.length);
    }
  }
  for (const m of findMentions(masked)) found.push({ species: m.species, label: m.label, index: m.index });
  return found
    .sort((a, b) => a.index - b.index)
    .map((f) => {
      const before = description.slice(Math.max(0, f.index - 5), f.index);
      const after = description.slice(f.index + f.label.length);
      const amount = (AMOUNT_BEFORE.exec(before)?.[1] ?? AMOUNT_AFTER.exec(after)?.slice(1).find(Boolean)) as string | undefined;
      const strength = (STRENGTH_BEFORE.exec(before)?.[1] ?? STRENGTH_AFTER.exec(after)?.[1]) as '稀' | '浓' | undefined;
      return {
        species: f.species,
        label: f.label,
        amount: amount ? (amount === '少量' ? '少量' : '过量') : undefined,
        strength,
      };
    });
}

/** 「Cu + 4HNO3(浓)」: a strength written in the equation belongs to that reagent too. */
function markEquationStrengths(text: string, reagents: NamedReagent[]): void {
  for (const m of text.matchAll(/(\d*)([A-Z][A-Za-z0-9()]*)\s*[(（]\s*(稀|浓)\s*[)）]/g)) {
    const species = parseSpecies(m[2]);
    if (!species) continue;
    const same = reagents.find((r) => sameSpecies(r.species, species));
    if (same) same.strength ??= m[3] as '稀' | '浓';
    else reagents.push({ species, label: '', strength: m[3] as '稀' | '浓' });
  }
}
