import { choice, type Lookalike } from './lookalike-hunt-shared';

/**
 * Second look-alike hunt of decision 0138's N_A statements: each question one detail away from what the readers now
 * decide — ions typed with bare charges (O2- against O2, H-, Fe3+, SO4 2-, CO3^2-), electrons against protons,
 * neutrons and valence electrons, σ bonds against covalent and polar bonds, P4 against P4O10, network solids,
 * isotopes (D2O, T2O, 18O2, 14C, Cl), 标准状况 traps, gases that react on mixing (NO and O2), mixtures of one
 * empirical formula, iron and copper with an oxidant in excess or not, Na2O2, Cl2 with a base or water, MnO2 with
 * concentrated hydrochloric acid, ions in solution, a 单选 with two true options, 「错误的是」. Hand-worked; null =
 * undecidable (or no single answer), must be refused.
 */
const NA = '设 N_A 为阿伏加德罗常数的值，下列说法正确的是（　　）';
const NA_WRONG = '设 N_A 为阿伏加德罗常数的值，下列说法错误的是（　　）';
const NA_OCR = '设 $N_{\\mathrm{A}}$ 为阿伏加德罗常数的值。下列说法正确的是 $(\\quad)$';
const NA_OCR_WRONG = '设 $N_{\\mathrm{A}}$ 为阿伏加德罗常数的值。下列说法错误的是 $(\\quad)$';
const NA_ITEM = '6．用 NA 表示阿伏加德罗常数的值，下列叙述正确的是（ ）';

export const ROUND26_SECOND_HUNT: Lookalike[] = [
  // ── bare ion charges: O2- is the oxide ion (10 e⁻), O2 the molecule (16 e⁻), H- the hydride (2 e⁻) ──
  [
    choice(
      NA,
      '1 mol O2- 含有的电子数为 8N_A',
      '1 mol O2 含有的电子数为 16N_A',
      '1 mol H- 含有的电子数为 N_A',
      '1 mol Fe3+ 含有的电子数为 26N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      NA_WRONG,
      '1 mol O2- 含有的电子数为 10N_A',
      '1 mol O2 含有的电子数为 18N_A',
      '1 mol H- 含有的电子数为 2N_A',
      '1 mol Mg2+ 含有的电子数为 10N_A',
    ),
    'B',
    'solves',
  ],
  // Protons, electrons and neutrons of the same ions.
  [
    choice(
      NA,
      '1 mol OH- 含有的质子数为 10N_A',
      '1 mol NH4+ 含有的电子数为 11N_A',
      '18 g NH4+ 含有的质子数为 11N_A',
      '1 mol OH- 含有的中子数为 9N_A',
    ),
    'C',
    'solves',
  ],
  // A 单选 with two true options: no single answer.
  [
    choice(
      NA,
      '1 mol OH- 含有的电子数为 10N_A',
      '1 mol NH4+ 含有的质子数为 11N_A',
      '1 mol Na+ 含有的电子数为 11N_A',
      '1 mol Cl- 含有的电子数为 17N_A',
    ),
    null,
    'refuses',
  ],
  // 「错误的是」 with two wrong options.
  [
    choice(
      NA_WRONG,
      '1 mol OH- 含有的电子数为 9N_A',
      '1 mol NH4+ 含有的电子数为 11N_A',
      '18 g H2O 含有的质子数为 10N_A',
      '16 g CH4 中含有的共价键数为 4N_A',
    ),
    null,
    'refuses',
  ],
  // SO4 2- with a space before its charge; CO3^2- with a caret.
  [
    choice(
      NA,
      '1 mol SO4 2- 含有的电子数为 50N_A',
      '1 mol Na+ 含有的电子数为 11N_A',
      '1 mol Cl- 含有的电子数为 17N_A',
      '1 mol NH4+ 含有的电子数为 11N_A',
    ),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '1 mol CO3^2- 含有的电子数为 30N_A',
      '1 mol CO32- 含有的电子数为 32N_A',
      '1 mol HCO3- 含有的电子数为 31N_A',
      '1 mol S2- 含有的电子数为 16N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      NA_ITEM,
      '1 mol Fe3+ 含有的电子数为 23N_A',
      '1 mol Fe2+ 含有的电子数为 26N_A',
      '56 g Fe 与足量盐酸反应，转移的电子数为 3N_A',
      '1 mol Fe 与 1 mol Cl2 充分反应，转移的电子数为 3N_A',
    ),
    'A',
    'solves',
  ],
  // Carbocation 8 e⁻, methyl 9, carbanion 10; amide 10.
  [
    choice(
      NA,
      '1 mol CH3+ 含有的电子数为 9N_A',
      '1 mol 甲基含有的电子数为 9N_A',
      '1 mol CH3- 含有的电子数为 9N_A',
      '1 mol NH2- 含有的电子数为 9N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      NA,
      '1 mol 氢氧根离子含有的电子数为 9N_A',
      '1 mol 羟基含有的电子数为 9N_A',
      '1 mol OH- 含有的电子数为 9N_A',
      '1 mol 甲基含有的电子数为 10N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      NA,
      '1 mol H3O+ 含有的质子数为 10N_A',
      '1 mol H3O+ 含有的电子数为 11N_A',
      '1 mol CH3COO- 含有的电子数为 32N_A',
      '1 mol NH4+ 含有的电子数为 11N_A',
    ),
    'C',
    'solves',
  ],
  // Valence electrons, shared pairs: other counts than electrons.
  [
    choice(
      NA,
      '1 mol H2O 中含有的价电子数为 8N_A',
      '1 mol OH- 含有的电子数为 9N_A',
      '1 mol Na+ 含有的电子数为 11N_A',
      '1 mol NH4+ 含有的质子数为 10N_A',
    ),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '1 mol C2H6 中含有的共用电子对数为 7N_A',
      '1 mol OH- 含有的电子数为 9N_A',
      '1 mol Na+ 含有的电子数为 11N_A',
      '1 mol NH4+ 含有的质子数为 10N_A',
    ),
    'A',
    'mayRefuse',
  ],
  // ── σ bonds, covalent bonds, polar bonds ──
  [
    choice(
      NA,
      '1 mol C2H6 中含有的σ键数为 6N_A',
      '1 mol C2H6 中含有的极性键数为 7N_A',
      '30 g C2H6 中含有的共价键数为 7N_A',
      '1 mol N2 中含有的σ键数为 2N_A',
    ),
    'C',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '1 mol C2H4 中含有的σ键数为 6N_A',
      '1 mol HC≡CH 中含有的σ键数为 3N_A',
      '1 mol HCN 中含有的σ键数为 3N_A',
      '1 mol H2O2 中含有的σ键数为 2N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      NA,
      '1 mol C2H5OH 中含有的σ键数为 8N_A',
      '1 mol CO2 中含有的σ键数为 4N_A',
      '1 mol CH3OH 中含有的σ键数为 6N_A',
      '1 mol N2 中含有的σ键数为 3N_A',
    ),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '1 mol NH4+ 中含有的σ键数为 4N_A',
      '1 mol C2H6 中含有的σ键数为 6N_A',
      '1 mol N2 中含有的σ键数为 2N_A',
      '1 mol H2O2 中含有的σ键数为 2N_A',
    ),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      NA_OCR,
      '$1 \\mathrm{~mol} \\mathrm{C}_{2} \\mathrm{H}_{4}$ 分子中含有的 $\\sigma$ 键数为 $5 N_{\\mathrm{A}}$',
      '$1 \\mathrm{~mol} \\mathrm{N}_{2}$ 中含有的 $\\sigma$ 键数为 $3 N_{\\mathrm{A}}$',
      '$1 \\mathrm{~mol} \\mathrm{C}_{2} \\mathrm{H}_{6}$ 中含有的 $\\sigma$ 键数为 $6 N_{\\mathrm{A}}$',
      '$1 \\mathrm{~mol} \\mathrm{HCN}$ 中含有的 $\\sigma$ 键数为 $3 N_{\\mathrm{A}}$',
    ),
    'A',
    'mayRefuse',
  ],
  // ── P4 against P4O10; S8; benzene; network solids ──
  [
    choice(
      NA,
      '31 g 白磷中含有的P-P键数为 1.5N_A',
      '1 mol P4O10 中含有的P-P键数为 6N_A',
      '124 g P4 中含有的P-P键数为 4N_A',
      '1 mol 苯中含有的碳碳双键数为 3N_A',
    ),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '62 g P4 中含有的P-P键数为 3N_A',
      '32 g S8 中含有的S-S键数为 8N_A',
      '1 mol 苯中含有的碳碳双键数为 3N_A',
      '124 g 白磷中含有的P-P键数为 4N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      NA,
      '12 g 金刚石中含有的C-C键数为 4N_A',
      '12 g 石墨中含有的C-C键数为 1.5N_A',
      '60 g SiO2 中含有的Si-O键数为 2N_A',
      '1 mol P4 中含有的P-P键数为 4N_A',
    ),
    'B',
    'solves',
  ],
  // Two true (SiO2 4 Si–O per Si; crystalline silicon 2 Si–Si per Si).
  [
    choice(
      NA,
      '60 g SiO2 中含有的Si-O键数为 4N_A',
      '28 g 晶体硅中含有的Si-Si键数为 2N_A',
      '12 g 金刚石中含有的C-C键数为 4N_A',
      '12 g 石墨中含有的C-C键数为 3N_A',
    ),
    null,
    'refuses',
  ],
  // ── isotopes ──
  [
    choice(
      NA,
      '18 g D2O 中含有的质子数为 10N_A',
      '20 g D2O 中含有的中子数为 10N_A',
      '18 g H2O 中含有的中子数为 10N_A',
      '22 g T2O 中含有的中子数为 10N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      NA,
      '36 g 18O2 中含有的中子数为 20N_A',
      '18 g H2O 中含有的中子数为 10N_A',
      '1 mol CH4 中含有的中子数为 10N_A',
      '16 g CH4 中含有的质子数为 8N_A',
    ),
    'A',
    'mayRefuse',
  ],
  // Chlorine's neutrons are not those of one nuclide: undecidable.
  [
    choice(
      NA,
      '35.5 g Cl2 中含有的中子数为 18N_A',
      '18 g H2O 中含有的中子数为 10N_A',
      '1 mol NH3 中含有的中子数为 10N_A',
      '16 g CH4 中含有的中子数为 10N_A',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      NA,
      '1 mol HCl 中含有的中子数为 18N_A',
      '18 g H2O 中含有的中子数为 10N_A',
      '1 mol NH3 中含有的中子数为 10N_A',
      '16 g CH4 中含有的中子数为 10N_A',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      NA,
      '1 mol 14C 中含有的中子数为 8N_A',
      '1 mol CH4 中含有的中子数为 10N_A',
      '12 g 12C 中含有的中子数为 12N_A',
      '1 mol NH3 中含有的中子数为 10N_A',
    ),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '2.0 g H218O 与 D2O 的混合物中所含中子数为 N_A',
      '1 mol CH4 中含有的中子数为 10N_A',
      '18 g H2O 中含有的中子数为 10N_A',
      '1 mol NH3 中含有的中子数为 10N_A',
    ),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '1 mol Na2O2 中含有的中子数为 40N_A',
      '1 mol CaCO3 中含有的中子数为 40N_A',
      '1 mol NH3 中含有的中子数为 10N_A',
      '18 g H2O 中含有的中子数为 10N_A',
    ),
    'A',
    'solves',
  ],
  // ── 标准状况 traps ──
  [
    choice(
      NA,
      '标准状况下，22.4 L SO3 中含有的分子数为 N_A',
      '标准状况下，22.4 L HF 中含有的分子数为 N_A',
      '标准状况下，11.2 L CCl4 中含有的氯原子数为 2N_A',
      '标准状况下，22.4 L CH4 中含有的氢原子数为 4N_A',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      NA_WRONG,
      '标准状况下，22.4 L O2 中含有的电子数为 16N_A',
      '标准状况下，2.24 L CHCl3 中含有的分子数为 0.1N_A',
      '标准状况下，22.4 L N2 和 O2 的混合气体中含有的原子数为 2N_A',
      '标准状况下，11.2 L CO2 中含有的原子数为 1.5N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      NA,
      '标准状况下，22.4 L 己烷中含有的分子数为 N_A',
      '标准状况下，22.4 L 乙醇中含有的分子数为 N_A',
      '标准状况下，22.4 L NO2 中含有的原子数为 3N_A',
      '标准状况下，22.4 L NH3 中含有的电子数为 10N_A',
    ),
    'D',
    'solves',
  ],
  // CH3Cl and HCHO are gases at 标准状况 (b.p. −24 °C, −19 °C).
  [
    choice(
      NA,
      '标准状况下，22.4 L CH3Cl 中含有的分子数为 N_A',
      '标准状况下，22.4 L SO3 中含有的分子数为 N_A',
      '标准状况下，22.4 L HF 中含有的分子数为 N_A',
      '1 mol OH- 含有的电子数为 9N_A',
    ),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '标准状况下，22.4 L 甲醛中含有的分子数为 N_A',
      '标准状况下，22.4 L 苯中含有的分子数为 N_A',
      '标准状况下，22.4 L 水中含有的分子数为 N_A',
      '1 mol OH- 含有的电子数为 9N_A',
    ),
    'A',
    'mayRefuse',
  ],
  // NO and O2 react on mixing (2NO + O2 = 2NO2, and 2NO2 ⇌ N2O4): fewer molecules than N_A.
  [
    choice(
      NA_WRONG,
      '标准状况下，22.4 L NO 和 O2 的混合气体中含有的分子数为 N_A',
      '标准状况下，22.4 L O2 中含有的电子数为 16N_A',
      '28 g N2 和 CO 的混合气体中含有的原子数为 2N_A',
      '标准状况下，22.4 L N2 和 O2 的混合气体中含有的原子数为 2N_A',
    ),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '标准状况下，22.4 L NO 和 O2 的混合气体中含有的分子数为 N_A',
      '标准状况下，22.4 L SO3 中含有的分子数为 N_A',
      '标准状况下，22.4 L HF 中含有的分子数为 N_A',
      '标准状况下，22.4 L N2 中含有的原子数为 N_A',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      NA,
      '标准状况下，22.4 L NH3 和 HCl 的混合气体中含有的分子数为 N_A',
      '标准状况下，22.4 L SO3 中含有的分子数为 N_A',
      '1 mol OH- 含有的电子数为 9N_A',
      '标准状况下，22.4 L N2 中含有的原子数为 N_A',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      NA,
      '常温常压下，22.4 L Cl2 中含有的分子数为 N_A',
      '常温常压下，11.2 L O2 中含有的原子数为 N_A',
      '常温常压下，32 g O2 中含有的原子数为 2N_A',
      '标准状况下，22.4 L H2O 中含有的分子数为 N_A',
    ),
    'C',
    'solves',
  ],
  // He is monatomic; O3 has three atoms; CH4 four bonds.
  [
    choice(
      NA,
      '标准状况下，22.4 L 氦气中含有的原子数为 2N_A',
      '标准状况下，22.4 L Ne 中含有的电子数为 10N_A',
      '标准状况下，22.4 L O3 中含有的原子数为 2N_A',
      '标准状况下，22.4 L CH4 中含有的共价键数为 5N_A',
    ),
    'B',
    'solves',
  ],
  [
    choice(
      NA,
      '标准状况下，22.4 L HCl 气体中含有的 H+ 数目为 N_A',
      '标准状况下，22.4 L NH3 中含有的电子数为 10N_A',
      '标准状况下，22.4 L SO3 中含有的分子数为 N_A',
      '1 mol OH- 含有的电子数为 9N_A',
    ),
    'B',
    'solves',
  ],
  // ── mixtures with one empirical formula (or one count per unit) ──
  [
    choice(
      NA,
      '28 g C2H4 和 C3H6 的混合物中含有的原子数为 6N_A',
      '16 g O2 和 O3 的混合气体中含有的氧原子数为 2N_A',
      '46 g NO2 和 N2O4 的混合物中含有的原子数为 2N_A',
      '28 g N2 和 CO 的混合气体中含有的电子数为 28N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      NA,
      '28 g N2 和 CO 的混合气体中含有的中子数为 14N_A',
      '44 g CO2 和 N2O 的混合物中含有的原子数为 2N_A',
      '16 g O2 和 O3 的混合气体中含有的中子数为 16N_A',
      '28 g C2H4 和 C3H6 的混合物中含有的碳原子数为 4N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      NA,
      '46 g NO2 和 N2O4 的混合物中含有的分子数为 N_A',
      '28 g C2H4 和 C3H6 的混合物中含有的分子数为 N_A',
      '16 g O2 和 O3 的混合气体中含有的氧原子数为 N_A',
      '18 g H2O 和 D2O 的混合物中含有的电子数为 10N_A',
    ),
    'C',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '1 mol CH4 和 NH3 的混合物中含有的电子数为 10N_A',
      '1 mol CH4 和 NH3 的混合物中含有的质子数为 8N_A',
      '1 mol O2- 含有的电子数为 8N_A',
      '1 mol Ne 含有的电子数为 20N_A',
    ),
    'A',
    'solves',
  ],
  // ── electrons transferred: iron, copper ──
  [
    choice(
      NA,
      '5.6 g Fe 与足量 Cl2 反应，转移的电子数为 0.2N_A',
      '5.6 g 铁与足量硫反应，转移的电子数为 0.3N_A',
      '5.6 g Fe 与足量稀硝酸反应，转移的电子数为 0.3N_A',
      '5.6 g 铁与足量盐酸反应，转移的电子数为 0.3N_A',
    ),
    'C',
    'solves',
  ],
  // Excess iron with dilute nitric acid stops at Fe²⁺: 0.4 mol HNO3 gives 0.1 mol NO, 0.3 mol e⁻.
  [
    choice(
      NA,
      '过量的 Fe 与含 0.4 mol HNO3 的稀硝酸反应，转移的电子数为 0.3N_A',
      '5.6 g Fe 与足量 Cl2 反应，转移的电子数为 0.2N_A',
      '5.6 g 铁与足量硫反应，转移的电子数为 0.3N_A',
      '1 mol Fe 与 1 mol Cl2 充分反应，转移的电子数为 3N_A',
    ),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '1 mol Fe 与 1 mol Cl2 充分反应，转移的电子数为 3N_A',
      '1 mol Na 与 1 mol Cl2 充分反应，转移的电子数为 2N_A',
      '1 mol Cu 与 1 mol Cl2 充分反应，转移的电子数为 2N_A',
      '1 mol Al 与 1 mol Cl2 充分反应，转移的电子数为 3N_A',
    ),
    'C',
    'solves',
  ],
  // Copper and sulfur make Cu2S: one electron per copper.
  [
    choice(
      NA,
      '6.4 g Cu 与足量硫充分反应，转移的电子数为 0.1N_A',
      '6.4 g Cu 与足量 Cl2 反应，转移的电子数为 0.1N_A',
      '6.4 g Cu 与足量浓硝酸反应，转移的电子数为 0.1N_A',
      '5.6 g Fe 与足量 Cl2 反应，转移的电子数为 0.2N_A',
    ),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '6.4 g Cu 与足量 S 反应，转移的电子数为 0.2N_A',
      '6.4 g Cu 与足量 Cl2 反应，转移的电子数为 0.2N_A',
      '6.4 g Cu 与足量浓硝酸反应，转移的电子数为 0.1N_A',
      '5.6 g Fe 与足量 Cl2 反应，转移的电子数为 0.2N_A',
    ),
    'B',
    'mayRefuse',
  ],
  // Iron and cold concentrated sulfuric acid: passivated; undecidable.
  [
    choice(
      NA,
      '5.6 g 铁与足量浓硫酸反应，转移的电子数为 0.3N_A',
      '5.6 g Fe 与足量 Cl2 反应，转移的电子数为 0.2N_A',
      '5.6 g 铁与足量硫反应，转移的电子数为 0.3N_A',
      '5.6 g 铁与足量盐酸反应，转移的电子数为 0.3N_A',
    ),
    null,
    'refuses',
  ],
  // Iron and steam make Fe3O4: 8 e⁻ per 3 Fe.
  [
    choice(
      NA,
      '0.3 mol Fe 与足量水蒸气反应，转移的电子数为 0.8N_A',
      '5.6 g Fe 与足量 Cl2 反应，转移的电子数为 0.2N_A',
      '5.6 g 铁与足量硫反应，转移的电子数为 0.3N_A',
      '5.6 g 铁与足量盐酸反应，转移的电子数为 0.3N_A',
    ),
    'A',
    'mayRefuse',
  ],
  // ── Na2O2, Na, NO2 ──
  [
    choice(
      NA,
      '1 mol Na2O2 与足量 CO2 反应，转移的电子数为 2N_A',
      'Na2O2 与 CO2 反应，生成 1 mol O2 时转移的电子数为 4N_A',
      '7.8 g Na2O2 与足量水反应，转移的电子数为 0.2N_A',
      '过氧化钠与水反应，生成 0.1 mol 氧气转移的电子数为 0.2N_A',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      NA,
      '过氧化钠与水反应，生成 3.2 g O2 转移的电子数为 0.4N_A',
      '1 mol Na2O2 与足量 CO2 反应，转移的电子数为 N_A',
      '1 mol Na2O2 中含有的阴离子数为 2N_A',
      '78 g Na2O2 中含有的离子总数为 4N_A',
    ),
    'B',
    'solves',
  ],
  // O2 by volume with no condition: undecidable.
  [
    choice(
      NA,
      'Na2O2 与 H2O 反应，生成 2.24 L O2 转移的电子数为 0.2N_A',
      '1 mol Na2O2 与足量 CO2 反应，转移的电子数为 2N_A',
      '1 mol Na2O2 中含有的阴离子数为 2N_A',
      '78 g Na2O2 中含有的离子总数为 4N_A',
    ),
    null,
    'refuses',
  ],
  [
    choice(
      NA,
      '1 mol Na 与足量 O2 反应，生成 Na2O 和 Na2O2 的混合物，转移的电子数为 N_A',
      '23 g Na 与足量 H2O 反应，转移的电子数为 2N_A',
      '1 mol Fe 在足量 Cl2 中燃烧，转移的电子数为 2N_A',
      '3 mol 的 NO2 与水完全反应，转移的电子数为 3N_A',
    ),
    'A',
    'solves',
  ],
  [
    choice(
      NA,
      '1 mol NaHSO4 晶体中含有的阳离子数为 N_A',
      '1 mol 熔融 NaHSO4 中含有的离子数为 3N_A',
      '78 g Na2O2 中含有的离子总数为 4N_A',
      '1 mol Na2O2 中含有的阴离子数为 2N_A',
    ),
    'A',
    'mayRefuse',
  ],
  // ── chlorine: base (1 e⁻ per Cl2), water (reversible), hot base (ClO3⁻), MnO2 with concentrated acid ──
  [
    choice(
      NA,
      '1 mol Cl2 与足量 NaOH 溶液反应，转移的电子数为 2N_A',
      '标准状况下，2.24 L Cl2 溶于水，转移的电子数为 0.1N_A',
      '1 mol Cl2 与足量铁粉反应，转移的电子数为 3N_A',
      '标准状况下，2.24 L Cl2 与足量 NaOH 溶液反应，转移的电子数为 0.1N_A',
    ),
    'D',
    'solves',
  ],
  [
    choice(
      NA,
      '1 mol Cl2 与足量热的 NaOH 溶液反应，转移的电子数为 N_A',
      '1 mol Cl2 与足量 Fe 反应，转移的电子数为 2N_A',
      '1 mol Cl2 与足量水反应，转移的电子数为 N_A',
      '1 mol Cl2 与足量 NaOH 溶液反应，转移的电子数为 2N_A',
    ),
    'B',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '含 4 mol HCl 的浓盐酸与足量 MnO2 共热，转移的电子数为 2N_A',
      '87 g MnO2 与足量浓盐酸共热，转移的电子数为 2N_A',
      '1 mol Cl2 与足量水反应，转移的电子数为 N_A',
      '1 mol Cl2 与足量 NaOH 溶液反应，转移的电子数为 2N_A',
    ),
    'B',
    'mayRefuse',
  ],
  // ── ions in solution ──
  [
    choice(
      NA,
      '0.1 mol/L NaCl 溶液中含有的 Na+ 数为 0.1N_A',
      '1 L 0.1 mol/L NH4Cl 溶液中含有的 NH4+ 数为 0.1N_A',
      '1 L 0.1 mol/L Na2CO3 溶液中含有的 CO32- 数为 0.1N_A',
      '1 L 0.1 mol/L Na2SO4 溶液中含有的 Na+ 数为 0.2N_A',
    ),
    'D',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '1 L 0.1 mol/L FeCl3 溶液中含有的 Fe3+ 数为 0.1N_A',
      '1 L 0.1 mol/L CH3COOH 溶液中含有的 H+ 数为 0.1N_A',
      '1 L 0.1 mol/L NaCl 溶液中含有的 Cl- 数为 0.1N_A',
      '1 L 0.1 mol/L Na2SO4 溶液中含有的氧原子数为 0.4N_A',
    ),
    'C',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '1 L 0.1 mol/L NaHCO3 溶液中 HCO3- 和 CO32- 的数目之和为 0.1N_A',
      '1 L 0.1 mol/L Na2SO4 溶液中含有的 SO42- 数为 0.1N_A',
      '1 L 0.1 mol/L NH4Cl 溶液中含有的 NH4+ 数为 0.1N_A',
      '1 L 0.1 mol/L FeCl3 溶液中含有的 Fe3+ 数为 0.1N_A',
    ),
    'B',
    'mayRefuse',
  ],
  // ── OCR LaTeX, 「错误的是」 ──
  [
    choice(
      NA_OCR_WRONG,
      '$1 \\mathrm{~mol} \\mathrm{OH}^{-}$ 含有的电子数为 $10 N_{\\mathrm{A}}$',
      '$18 \\mathrm{~g} \\mathrm{H}_{2} \\mathrm{O}$ 含有的质子数为 $10 N_{\\mathrm{A}}$',
      '标准状况下, $22.4 \\mathrm{~L} \\mathrm{SO}_{3}$ 中含有的分子数为 $N_{\\mathrm{A}}$',
      '$16 \\mathrm{~g} \\mathrm{CH}_{4}$ 中含有的共价键数为 $4 N_{\\mathrm{A}}$',
    ),
    'C',
    'mayRefuse',
  ],
  [
    choice(
      NA_OCR,
      '$1 \\mathrm{~mol} \\mathrm{O}^{2-}$ 含有的电子数为 $8 N_{\\mathrm{A}}$',
      '$32 \\mathrm{~g} \\mathrm{O}_{2}$ 含有的电子数为 $16 N_{\\mathrm{A}}$',
      '$1 \\mathrm{~mol} \\mathrm{Na}^{+}$ 含有的电子数为 $11 N_{\\mathrm{A}}$',
      '$18 \\mathrm{~g} \\mathrm{H}_{2} \\mathrm{O}$ 含有的中子数为 $10 N_{\\mathrm{A}}$',
    ),
    'B',
    'mayRefuse',
  ],
  // ── wrong verdicts found by this hunt (fixed: refused) ──
  // 「I3-」 is triiodide (160 e⁻), not I³⁻: a lone element's digit is a charge only for ions that exist.
  ['1 mol I3- 含有的电子数是多少？', 9.632e25, 'mayRefuse'],
  ['1 mol H2+ 含有的电子数是多少？', 6.02e23, 'mayRefuse'],
  ['1 mol N3- 含有的电子数是多少？', 6.02e24, 'mayRefuse'],
  [
    choice(
      NA_WRONG,
      '1 mol I3- 含有的电子数为 56N_A',
      '1 mol OH- 含有的电子数为 10N_A',
      '1 mol NH4+ 含有的电子数为 10N_A',
      '18 g H2O 含有的质子数为 10N_A',
    ),
    'A',
    'mayRefuse',
  ],
  // 「H218O」 is H₂¹⁸O (10 neutrons), not a formula with 218 hydrogens.
  [
    choice(
      NA_WRONG,
      '1 mol H218O 中含有的中子数为 10N_A',
      '1 mol OH- 含有的电子数为 10N_A',
      '1 mol NH4+ 含有的电子数为 11N_A',
      '18 g H2O 含有的质子数为 10N_A',
    ),
    'C',
    'mayRefuse',
  ],
  // A product with an amount: only 0.1 mol Na became 3.9 g Na2O2 (0.1 mol e⁻), not all 4.6 g.
  [
    choice(
      NA,
      '4.6 g Na 与 O2 反应，生成 3.9 g Na2O2，转移的电子数为 0.1N_A',
      '1 mol OH- 含有的电子数为 9N_A',
      '1 mol NH4+ 含有的电子数为 11N_A',
      '18 g H2O 含有的质子数为 8N_A',
    ),
    'A',
    'mayRefuse',
  ],
  [
    choice(
      NA,
      '1 mol Na 与 O2 反应，生成 0.25 mol Na2O2，转移的电子数为 0.5N_A',
      '1 mol OH- 含有的电子数为 9N_A',
      '1 mol NH4+ 含有的电子数为 11N_A',
      '18 g H2O 含有的质子数为 8N_A',
    ),
    'A',
    'mayRefuse',
  ],
  // An item number or a decimal typed with a full-width point: 「0．5 mol」 is 0.5 mol (there is no item 0).
  ['0．5 mol H2SO4 的质量是多少？', 49, 'solves'],
  ['1．5 mol NaOH 的质量是多少克？', null, 'refuses'],
  ['2．5 mol CO2 在标准状况下的体积是多少？', null, 'refuses'],
  ['32．25 ℃ 时，0.01 mol/L NaOH 溶液的 pH 为多少？', 12, 'solves'],
];
