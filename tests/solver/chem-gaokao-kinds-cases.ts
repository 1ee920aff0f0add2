/**
 * Gaokao chemistry choice questions of the kinds a structured check can decide option by option, written fresh
 * in our own words (plain typing, Unicode superscripts and exam LaTeX). `answer` is the hand-worked right letter;
 * `answered` records whether the solver answers the question now (false: it must refuse). A wrong answer fails,
 * and so does a recorded answer that turns into a refusal.
 */
export interface KindCase {
  kind: 'ion-coexistence';
  text: string;
  answer: string | null;
  answered: boolean;
}

const q = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

export const KIND_CASES: KindCase[] = [
  {
    kind: 'ion-coexistence',
    // H⁺ + CO3²⁻ gas; BaSO4; AgCl: only C.
    text: q('下列各组离子在溶液中能大量共存的是（ ）', [
      'Na+、H+、CO32-、Cl-',
      'K+、Ba2+、SO42-、NO3-',
      'Na+、K+、OH-、NO3-',
      'Ag+、Na+、Cl-、NO3-',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    // Fe³⁺ oxidises I⁻.
    text: q('下列各组离子在水溶液中不能大量共存的是', [
      'K⁺、Na⁺、SO₄²⁻、NO₃⁻',
      'NH₄⁺、Cl⁻、NO₃⁻、Na⁺',
      'Fe³⁺、I⁻、Cl⁻、K⁺',
      'Mg²⁺、Cl⁻、SO₄²⁻、H⁺',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    // Cu²⁺ is blue; HCO3⁻ and ClO⁻ meet H⁺.
    text: q('在无色透明的酸性溶液中，能大量共存的离子组是', [
      'Cu2+、K+、SO42-、NO3-',
      'Na+、K+、HCO3-、Cl-',
      'Mg2+、NH4+、Cl-、SO42-',
      'K+、Na+、ClO-、Cl-',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    // Acid nitrate oxidises Fe²⁺; Fe(SCN)3; MnO4⁻ is purple.
    text: q('常温下，下列各组离子在指定溶液中一定能大量共存的是', [
      'pH=1 的溶液中：Fe2+、NO3-、SO42-、Na+',
      '使酚酞变红的溶液中：K+、Na+、AlO2-、CO32-',
      '含有大量 Fe3+ 的溶液中：K+、SCN-、Cl-、SO42-',
      '无色溶液中：MnO4-、K+、Na+、SO42-',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    // Acid (not with NO3⁻) or base: NH4⁺ fails in base, HCO3⁻ in both, Mg²⁺ with NO3⁻ only in base and fails there.
    text: q('下列各组离子在加入铝粉能放出氢气的溶液中一定能大量共存的是', [
      'NH4+、Na+、Cl-、SO42-',
      'K+、Na+、Cl-、SO42-',
      'Na+、K+、HCO3-、NO3-',
      'Mg2+、K+、NO3-、Cl-',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    text: q('常温下，下列各组离子在指定溶液中能大量共存的是（\\quad）', [
      '$\\mathrm{pH}=13$ 的溶液中：$\\mathrm{Na}^{+} 、 \\mathrm{AlO}_{2}^{-} 、 \\mathrm{NO}_{3}^{-} 、 \\mathrm{Cl}^{-}$',
      '$c\\left(\\mathrm{H}^{+}\\right) / c\\left(\\mathrm{OH}^{-}\\right)=10^{12}$ 的溶液中：$\\mathrm{K}^{+} 、 \\mathrm{Na}^{+} 、 \\mathrm{CH}_{3} \\mathrm{COO}^{-} 、 \\mathrm{Cl}^{-}$',
      '$0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的 $\\mathrm{AgNO}_{3}$ 溶液中：$\\mathrm{H}^{+} 、 \\mathrm{K}^{+} 、 \\mathrm{SO}_{4}{ }^{2-} 、 \\mathrm{I}^{-}$',
      '能使甲基橙变红的溶液中：$\\mathrm{Na}^{+} 、 \\mathrm{NH}_{4}^{+} 、 \\mathrm{SO}_{4}^{2-} 、 \\mathrm{HCO}_{3}^{-}$',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    // Water's ions at 10⁻¹³: acid or base; only A survives both.
    text: q('在由水电离产生的 c(H+)=1×10^-13 mol/L 的溶液中，一定能大量共存的离子组是', [
      'K+、Na+、Cl-、NO3-',
      'NH4+、Na+、SO42-、Cl-',
      'K+、Ba2+、HCO3-、Cl-',
      'Al3+、Na+、Cl-、SO42-',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    // Traps: NH4⁺ with CO3²⁻, Ba²⁺ with OH⁻, Fe²⁺ with NO3⁻ (no acid) all coexist; Al³⁺ + HCO3⁻ do not.
    text: q('下列各组离子在溶液中不能大量共存的是', [
      'NH4+、CO32-、Na+、Cl-',
      'Ba2+、OH-、Na+、NO3-',
      'Fe2+、NO3-、K+、SO42-',
      'Al3+、HCO3-、Na+、SO42-',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    text: q('下列各组离子在碱性溶液中能大量共存的是', [
      'Na⁺、K⁺、SO₄²⁻、HCO₃⁻',
      'Na⁺、Ba²⁺、Cl⁻、NO₃⁻',
      'Cu²⁺、K⁺、Cl⁻、NO₃⁻',
      'NH₄⁺、K⁺、Cl⁻、SO₄²⁻',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    // Cu²⁺ oxidises I⁻ (CuI); S²⁻ with SO3²⁻ coexist outside acid; ClO⁻ oxidises Fe²⁺.
    text: q('下列各组离子能大量共存的是', [
      'Cu2+、I-、K+、SO42-',
      'Na+、S2-、SO32-、OH-',
      'Fe2+、ClO-、Na+、Cl-',
      'H+、Na+、S2O32-、SO42-',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    // Concentrations given as c(H⁺), K_w/c(H⁺) and a named salt's solution; pH paper.
    text: q('25 °C 时，水溶液中能大量共存的一组离子是', [
      'c(H+)=1×10^{-13} mol/L 的溶液中：Mg2+、Cu2+、SO42-、NO3-',
      'K_w/c(H+)=0.1 mol/L 的溶液中：Na+、K+、SiO32-、NO3-',
      '0.1 mol/L 氯化铁溶液中：K+、NH4+、I-、SCN-',
      '使 pH 试纸显红色的溶液中：Na+、K+、S2O32-、SO42-',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    // 硫酸钠溶液 brings SO4²⁻ (BaSO4 in A); 碳酸氢钠溶液 brings HCO3⁻ (with AlO2⁻ in C, Al(OH)3); OH⁻ with NH4⁺ in D.
    text: q('下列溶液中，各组离子一定能大量共存的是', [
      '硫酸钠溶液中：Ba2+、K+、Cl-、NO3-',
      '氯化钠溶液中：K+、Mg2+、NO3-、SO42-',
      '碳酸氢钠溶液中：K+、AlO2-、Cl-、NO3-',
      '强碱性溶液中：NH4+、Na+、Cl-、SO42-',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    text: q('下列各组离子在溶液中能大量共存，且溶液呈无色透明的是', [
      'Na+、Cu2+、Cl-、SO42-',
      'K+、Na+、NO3-、Cl-',
      'H+、Na+、CO32-、Cl-',
      'Fe3+、K+、Cl-、OH-',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    // HSO3⁻ with H⁺; AlO2⁻ with H⁺; ClO⁻ with S²⁻ (and both with H⁺).
    text: q('下列各组离子，在强酸性溶液中可以大量共存的是', [
      'K+、Na+、HSO3-、Cl-',
      'Na+、Ba2+、AlO2-、NO3-',
      'NH4+、K+、Cl-、NO3-',
      'K+、Na+、ClO-、S2-',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    text: q('在酸性溶液中能大量共存而且为无色透明的溶液是', [
      'NH4+、Al3+、SO42-、NO3-',
      'K+、Na+、NO3-、SO32-',
      'K+、MnO4-、NH4+、NO3-',
      'Na+、K+、HCO3-、NO3-',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    // Exam typesetting: a \frac ratio, a charge typeset 「2 -」, 「{ }^{-}」; 「水电离的」 without 由.
    text: q('7. （6 分）常温下，下列各组离子在指定溶液中一定能大量共存的是（ $)$', [
      '$\\frac{c\\left(\\mathrm{H}^{+}\\right)}{c\\left(\\mathrm{OH}^{-}\\right)}=1 \\times 10^{-12}$ 的溶液中: $\\mathrm{K}^{+} 、 \\mathrm{Na}^{+} 、 \\mathrm{CO}_{3}^{2 -} 、 \\mathrm{NO}_{3}^{-}$',
      '使甲基橙呈红色的溶液中：$\\mathrm{Na}^{+} 、 \\mathrm{Fe}^{2+} 、 \\mathrm{NO}_{3}{ }^{-} 、 \\mathrm{Cl}^{-}$',
      '与 Al 反应能放出 $\\mathrm{H}_{2}$ 的溶液中：$\\mathrm{Fe}^{2+} 、 \\mathrm{K}^{+} 、 \\mathrm{NO}_{3}^{-} 、 \\mathrm{SO}_{4}^{2-}$',
      '水电离的 $c\\left(\\mathrm{H}^{+}\\right)=1 \\times 10^{-13} \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的溶液中：$\\mathrm{K}^{+} 、 \\mathrm{Na}^{+} 、 \\mathrm{AlO}_{2}^{-} 、 \\mathrm{CO}_{3}^{2-}$',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    kind: 'ion-coexistence',
    // A solution named by its formula brings its ions: Fe(SCN)3, Mg(OH)2, AgCl; acid KMnO4 oxidises none of A.
    text: q('下列各组离子在指定溶液中能大量共存的是', [
      '酸性 KMnO4 溶液中：Na+、K+、SO42-、NO3-',
      'FeCl3 溶液中：Na+、K+、SCN-、NO3-',
      'NaOH 溶液中：Na+、Mg2+、SO42-、NO3-',
      'AgNO3 溶液中：Na+、K+、Cl-、NO3-',
    ]),
    answer: 'A',
    answered: true,
  },
  // Near misses: each must be refused.
  {
    kind: 'ion-coexistence',
    // A molecule (NH3·H2O) among the ions.
    text: q('下列各组离子在溶液中能大量共存的是', [
      'Na+、NH4+、NH3·H2O、Cl-',
      'H+、Na+、OH-、Cl-',
      'Ba2+、CO32-、K+、Cl-',
      'Ag+、Cl-、K+、NO3-',
    ]),
    answer: null,
    answered: false,
  },
  {
    kind: 'ion-coexistence',
    // A condition by a reagent's colour test, and a neutral solution: neither is read.
    text: q('加入 KSCN 溶液显红色的溶液中，下列离子能大量共存的是', [
      'Na+、K+、Cl-、NO3-',
      'H+、Na+、OH-、Cl-',
      'Ba2+、CO32-、K+、Cl-',
      'Ag+、Cl-、K+、NO3-',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    kind: 'ion-coexistence',
    text: q('在中性溶液中能大量共存的离子组是', ['Fe3+、K+、Cl-、NO3-', 'H+、Na+、OH-、Cl-', 'Ba2+、CO32-、K+、Cl-', 'Ag+、Cl-、K+、NO3-']),
    answer: null,
    answered: false,
  },
  {
    kind: 'ion-coexistence',
    // Two options coexist: no single answer.
    text: q('下列各组离子在溶液中能大量共存的是', [
      'Na+、K+、Cl-、NO3-',
      'K+、Na+、SO42-、Cl-',
      'Ba2+、CO32-、K+、Cl-',
      'Ag+、Cl-、K+、NO3-',
    ]),
    answer: null,
    answered: false,
  },
  {
    kind: 'ion-coexistence',
    // Asks for one reason only: BaSO4 (A) is not a redox reaction.
    text: q('下列各组离子因发生氧化还原反应而不能大量共存的是', [
      'Ba2+、SO42-、Na+、Cl-',
      'H+、Fe2+、NO3-、SO42-',
      'K+、Na+、OH-、Cl-',
      'NH4+、Cl-、K+、NO3-',
    ]),
    answer: 'B',
    answered: false,
  },
  {
    kind: 'ion-coexistence',
    // CaSO4 is slightly soluble: A is not decided by the table.
    text: q('下列各组离子能大量共存的是', ['Ca2+、SO42-、Na+、Cl-', 'H+、OH-、Na+、Cl-', 'Ba2+、CO32-、K+、Cl-', 'Ag+、Cl-、K+、NO3-']),
    answer: null,
    answered: false,
  },
  {
    kind: 'ion-coexistence',
    // An added reagent in the ask.
    text: q('下列各组离子能大量共存，且加入 NaOH 溶液后有沉淀生成的是', [
      'Na+、K+、Cl-、NO3-',
      'Mg2+、Na+、Cl-、SO42-',
      'H+、Na+、CO32-、Cl-',
      'K+、Ba2+、Cl-、NO3-',
    ]),
    answer: 'B',
    answered: false,
  },
  {
    kind: 'ion-coexistence',
    // A neutral solution holds no Fe³⁺: not read as plain water.
    text: q('常温下，下列各组离子在指定溶液中能大量共存的是', [
      'pH=7 的溶液中：Fe3+、K+、Cl-、SO42-',
      'pH=1 的溶液中：Na+、K+、CO32-、Cl-',
      'pH=13 的溶液中：NH4+、K+、Cl-、NO3-',
      '无色溶液中：Cu2+、K+、Cl-、NO3-',
    ]),
    answer: null,
    answered: false,
  },
  {
    kind: 'ion-coexistence',
    // Pb²⁺ is not in the table.
    text: q('下列各组离子在溶液中能大量共存的是', [
      'Pb2+、Cl-、Na+、NO3-',
      'H+、HCO3-、Na+、Cl-',
      'Ba2+、SO42-、K+、Cl-',
      'Fe3+、OH-、K+、Cl-',
    ]),
    answer: null,
    answered: false,
  },
  {
    kind: 'ion-coexistence',
    // A second demand (a reagent added afterwards) that the table does not decide.
    text: q('下列各组离子在溶液中能大量共存，加入 OH- 有沉淀生成，加入 H+ 有气体生成的一组离子是', [
      'Na+、K+、Cl-、NO3-',
      'Mg2+、NH4+、HCO3-、Cl-',
      'H+、Na+、CO32-、Cl-',
      'K+、Ba2+、Cl-、NO3-',
    ]),
    answer: null,
    answered: false,
  },
  {
    kind: 'ion-coexistence',
    // A second demand (a reagent added afterwards) that the table does not decide.
    text: q('下列各组离子中，能在溶液中大量共存，溶液呈无色，加入一小块钠后仍能大量共存的是', [
      'Na+、K+、Cl-、NO3-',
      'Mg2+、NH4+、HCO3-、Cl-',
      'H+、Na+、CO32-、Cl-',
      'K+、Ba2+、Cl-、NO3-',
    ]),
    answer: null,
    answered: false,
  },
  {
    kind: 'ion-coexistence',
    // A second demand (a reagent added afterwards) that the table does not decide.
    text: q('下列离子组中，通入足量 CO2 后仍能大量共存的是', [
      'Na+、K+、Cl-、NO3-',
      'Mg2+、NH4+、HCO3-、Cl-',
      'H+、Na+、CO32-、Cl-',
      'K+、Ba2+、Cl-、NO3-',
    ]),
    answer: null,
    answered: false,
  },
  {
    kind: 'ion-coexistence',
    // A second demand (a reagent added afterwards) that the table does not decide.
    text: q('下列各组离子在溶液中既可以大量共存，且加入氨水后也不产生沉淀的是', [
      'Na+、K+、Cl-、NO3-',
      'Mg2+、NH4+、HCO3-、Cl-',
      'H+、Na+、CO32-、Cl-',
      'K+、Ba2+、Cl-、NO3-',
    ]),
    answer: null,
    answered: false,
  },
];
