/**
 * 离子共存 questions written in wordings the kind's own probes do not use: textbook traps (双水解, acid nitrate,
 * ClO⁻ in any medium, HCO3⁻ in acid and base, HSO4⁻ as an acid), either-way media, colour, 「一定 / 可能 / 不能」
 * asks, salt solutions, exam LaTeX and OCR slips. `answer` is the hand-worked textbook letter, or null when the
 * question has no single answer every textbook agrees on (then the solver must refuse).
 */
export interface HuntCase {
  text: string;
  answer: string | null;
  why: string;
}

const q = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');
const c = (why: string, answer: string | null, stem: string, options: string[]): HuntCase => ({ text: q(stem, options), answer, why });

export const HUNT_CASES: HuntCase[] = [
  // —— Fe³⁺ ——
  c('Fe3+ with SCN- (complex), I- (redox), HCO3- (双水解); only D', 'D', '下列各组离子中，能够在水溶液里大量共存的一组是', [
    'Fe3+、SCN-、Na+、Cl-',
    'Fe3+、I-、K+、SO42-',
    'Fe3+、HCO3-、Na+、NO3-',
    'Fe3+、Cu2+、Cl-、SO42-',
  ]),
  c('Fe3+ with S2- is redox, with CO32- 双水解, with OH- precipitate; Fe3+ with Br- coexists', 'C', '下列离子组在溶液中可以大量共存的是', [
    'Fe3+、S2-、Na+、Cl-',
    'Fe3+、CO32-、K+、NO3-',
    'Fe3+、Br-、H+、SO42-',
    'Fe3+、OH-、Ba2+、Cl-',
  ]),
  c('含大量 Fe3+: SCN-, I-, AlO2- fail; NO3- with H+ fine', 'B', '在含有大量 Fe3+ 的溶液中，下列各组离子能大量共存的是', [
    'K+、Na+、SCN-、Cl-',
    'H+、Mg2+、NO3-、SO42-',
    'K+、Na+、I-、SO42-',
    'Na+、K+、AlO2-、Cl-',
  ]),
  c('0.1 mol/L FeCl3: HCO3- 双水解, OH-, Ag+ (AgCl), none in C', 'C', '0.1 mol/L FeCl3 溶液中，下列离子能大量共存的是', [
    'Na+、K+、HCO3-、SO42-',
    'Na+、Ba2+、OH-、NO3-',
    'H+、Mg2+、NO3-、SO42-',
    'Ag+、K+、NO3-、H+',
  ]),
  c('Unicode: Fe³⁺ with ClO⁻ 双水解; SiO₃²⁻ with Fe³⁺; HS⁻ with Fe³⁺ redox', 'B', '下列各组离子在水溶液中能大量共存的是', [
    'Fe³⁺、ClO⁻、Na⁺、Cl⁻',
    'Fe³⁺、NH₄⁺、Cl⁻、NO₃⁻',
    'Fe³⁺、SiO₃²⁻、Na⁺、Cl⁻',
    'Fe³⁺、HS⁻、K⁺、SO₄²⁻',
  ]),
  // —— Al³⁺ / aluminate ——
  c('Al3+ with AlO2- (双水解), HCO3-, S2-; only D', 'D', '下列各组离子，能在溶液中大量共存的是', [
    'Al3+、AlO2-、Na+、Cl-',
    'Al3+、HCO3-、K+、SO42-',
    'Al3+、S2-、Na+、NO3-',
    'Al3+、Mg2+、Cl-、SO42-',
  ]),
  c('[Al(OH)4]- with Al3+, H+, HCO3-; OH- with [Al(OH)4]- fine', 'A', '下列各组离子在溶液中能大量共存的是', [
    '[Al(OH)4]-、OH-、Na+、Cl-',
    '[Al(OH)4]-、Al3+、K+、Cl-',
    '[Al(OH)4]-、H+、K+、SO42-',
    '[Al(OH)4]-、HCO3-、Na+、NO3-',
  ]),
  c('强碱性: Al3+, NH4+, HCO3- fail; AlO2- and CO32- fine', 'C', '在强碱性溶液中，可以大量共存的离子组是', [
    'Al3+、Na+、Cl-、SO42-',
    'NH4+、K+、Cl-、NO3-',
    'AlO2-、CO32-、Na+、K+',
    'HCO3-、Na+、K+、Cl-',
  ]),
  c('酸性: AlO2- fails; Al3+ fine', 'B', '在强酸性溶液中能大量共存的离子组是', [
    'AlO2-、Na+、K+、Cl-',
    'Al3+、NH4+、NO3-、Cl-',
    'SiO32-、Na+、K+、NO3-',
    'S2O32-、Na+、K+、SO42-',
  ]),
  c('NH4+ with AlO2- 双水解; NH4+ with SiO32-; NH4+ with HCO3- coexists', 'C', '下列各组离子能大量共存于同一溶液中的是', [
    'NH4+、AlO2-、Na+、Cl-',
    'NH4+、SiO32-、K+、Cl-',
    'NH4+、HCO3-、Na+、SO42-',
    'NH4+、OH-、Na+、NO3-',
  ]),
  // —— acid nitrate ——
  c('Fe2+ with NO3- in acid is redox; without H+ fine (D); B Ba/SO4; C H+/CO3', 'D', '下列各组离子在溶液中能大量共存的是', [
    'Fe2+、H+、NO3-、Cl-',
    'Ba2+、K+、SO42-、NO3-',
    'H+、K+、CO32-、Cl-',
    'Fe2+、K+、NO3-、SO42-',
  ]),
  c('pH=0: NO3- with I- redox; NO3- with SO32-; Fe2+ with Cl- fine', 'C', '常温下，在 pH=0 的溶液中能大量共存的离子组是', [
    'K+、I-、NO3-、Na+',
    'Na+、SO32-、NO3-、K+',
    'Fe2+、Cl-、Mg2+、SO42-',
    'Na+、CH3COO-、Cl-、K+',
  ]),
  c('使甲基橙变红: Fe2+/NO3-, ClO-, HS- fail', 'B', '使甲基橙变红的溶液中，下列离子能大量共存的是', [
    'Fe2+、NO3-、Na+、SO42-',
    'Mg2+、NH4+、Cl-、NO3-',
    'ClO-、Na+、K+、Cl-',
    'HS-、Na+、K+、Cl-',
  ]),
  c(
    '使紫色石蕊试液变红: S2-/NO3- fails; S2O32- fails; F- fails (HF)',
    'A',
    '在能使紫色石蕊试液变红的溶液中，下列各组离子可以大量共存的是',
    ['Cu2+、K+、NO3-、SO42-', 'S2-、Na+、NO3-、K+', 'S2O32-、Na+、K+、Cl-', 'F-、Na+、K+、Cl-'],
  ),
  // —— ClO⁻ ——
  c('ClO- oxidises I-, Fe2+, SO32- in any medium; ClO- with Cl- in base is fine', 'D', '下列各组离子能大量共存的是', [
    'ClO-、I-、Na+、K+',
    'ClO-、Fe2+、Na+、SO42-',
    'ClO-、SO32-、Na+、K+',
    'ClO-、Cl-、OH-、Na+',
  ]),
  c('NaClO 溶液: brings ClO-; I-, H+, Fe2+ fail', 'B', '在 NaClO 溶液中，下列各组离子能大量共存的是', [
    'K+、I-、Cl-、SO42-',
    'K+、OH-、Cl-、SO42-',
    'H+、K+、Cl-、SO42-',
    'Fe2+、K+、Cl-、NO3-',
  ]),
  c('碱性 ClO- still oxidises S2-; Ca2+ with ClO- fine', 'B', '在碱性溶液中能大量共存的离子组是', [
    'ClO-、S2-、Na+、K+',
    'ClO-、Ca2+、Na+、Cl-',
    'Mg2+、Na+、Cl-、NO3-',
    'HSO3-、Na+、K+、Cl-',
  ]),
  // —— HCO3⁻ both sides ——
  c(
    '水电离 c(H+)=1×10^-12: HCO3- fails in both; D survives both',
    'D',
    '由水电离出的 c(H+)=1×10^-12 mol/L 的溶液中，一定能大量共存的离子组是',
    ['Na+、K+、HCO3-、Cl-', 'NH4+、K+、Cl-、SO42-', 'Fe2+、Na+、NO3-、Cl-', 'Na+、Ba2+、Cl-、NO3-'],
  ),
  c('HCO3- in a neutral list fails with OH-, H+, AlO2-; alone fine', 'B', '下列各组离子在溶液中能够大量共存的是', [
    'HCO3-、OH-、Na+、K+',
    'HCO3-、Na+、K+、Cl-',
    'HCO3-、H+、Na+、Cl-',
    'HCO3-、AlO2-、Na+、K+',
  ]),
  c(
    'HCO3- in the either-way medium of Al+H2 fails both ways; B neutral salts fine in both',
    'B',
    '与金属铝反应能放出氢气的溶液中，一定能大量共存的离子组是',
    ['HCO3-、Na+、K+、Cl-', 'Na+、K+、Cl-、SO42-', 'NH4+、Na+、SO42-、Cl-', 'Cu2+、Na+、Cl-、SO42-'],
  ),
  // —— HSO4⁻ ——
  c('HSO4- is H+ and SO42-: CO32-, Ba2+ fail; Mg2+ fine', 'C', '下列各组离子在溶液中能大量共存的是', [
    'HSO4-、CO32-、Na+、K+',
    'HSO4-、Ba2+、Cl-、K+',
    'HSO4-、Mg2+、Cl-、K+',
    'HSO4-、OH-、Na+、K+',
  ]),
  c('NaHSO4 溶液: acid with SO42-; Fe2+/NO3- fails, Ba2+ fails, CH3COO- fails', 'A', '在 NaHSO4 溶液中，下列各组离子能大量共存的是', [
    'Mg2+、K+、Cl-、NO3-',
    'Fe2+、K+、NO3-、Cl-',
    'Ba2+、K+、Cl-、NO3-',
    'CH3COO-、K+、Na+、Cl-',
  ]),
  c('HSO4- with Fe2+ and NO3- is acid nitrate', 'D', '下列各组离子可以在溶液中大量共存的是', [
    'HSO4-、Fe2+、NO3-、Na+',
    'HSO4-、HCO3-、Na+、K+',
    'HSO4-、AlO2-、Na+、K+',
    'HSO4-、NH4+、Cl-、Na+',
  ]),
  // —— NH4⁺ / OH⁻ ——
  c('NH4+ with OH- gives NH3·H2O; NH4+ with CO32- coexists', 'B', '下列各组离子能在溶液中大量共存的是', [
    'NH4+、OH-、Cl-、Na+',
    'NH4+、CO32-、Na+、SO42-',
    'Mg2+、OH-、Na+、Cl-',
    'H+、OH-、K+、Cl-',
  ]),
  c('使酚酞变红 (base): NH4+, Fe3+, HCO3- fail', 'D', '使酚酞试液变红的溶液中，能大量共存的离子组是', [
    'NH4+、Na+、Cl-、SO42-',
    'Fe3+、K+、Cl-、NO3-',
    'HCO3-、Na+、K+、Cl-',
    'Ba2+、K+、Cl-、NO3-',
  ]),
  c('使石蕊变蓝 (base): Cu2+ fails, H2PO4- fails, Ag+ fails', 'C', '能使石蕊试液变蓝的溶液中，下列离子组能大量共存的是', [
    'Cu2+、Na+、Cl-、SO42-',
    'H2PO4-、Na+、K+、Cl-',
    'S2-、Na+、K+、SO32-',
    'Ag+、Na+、K+、NO3-',
  ]),
  // —— Ag⁺ ——
  c('Ag+ with NH3·H2O is a molecule the kind does not read: refuse', null, '下列各组离子或分子在溶液中能大量共存的是', [
    'Ag+、NH3·H2O、Na+、NO3-',
    'Ag+、Cl-、K+、NO3-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
  ]),
  c('Ag+ with Br-, CO32-, SCN- precipitates; with NO3- and Fe3+ fine', 'D', '下列各组离子能大量共存的是', [
    'Ag+、Br-、Na+、NO3-',
    'Ag+、CO32-、Na+、NO3-',
    'Ag+、SCN-、K+、NO3-',
    'Ag+、Fe3+、H+、NO3-',
  ]),
  // —— colour / transparent ——
  c('无色: MnO4- purple, Cu2+ blue, Fe2+ green', 'C', '在无色透明溶液中，能大量共存的离子组是', [
    'MnO4-、K+、Na+、SO42-',
    'Cu2+、K+、Cl-、NO3-',
    'Mg2+、K+、Cl-、NO3-',
    'Fe2+、Na+、Cl-、SO42-',
  ]),
  c('透明 is not 无色: Cu2+ in a clear solution is fine; Fe3+ with SCN- fails', 'A', '在澄清透明的溶液中，下列各组离子能大量共存的是', [
    'Cu2+、K+、SO42-、NO3-',
    'Fe3+、K+、SCN-、Cl-',
    'Ba2+、K+、SO42-、Cl-',
    'H+、K+、HCO3-、Cl-',
  ]),
  c('透明: MnO4- allowed; Fe3+ allowed; two options coexist: refuse', null, '下列各组离子在透明溶液中能大量共存的是', [
    'MnO4-、K+、Na+、SO42-',
    'Fe3+、K+、Cl-、NO3-',
    'H+、OH-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('无色且酸性: Cr2O72- orange, MnO4- with Cl- in acid, Fe3+ yellow', 'D', '在无色的强酸性溶液中，能大量共存的一组离子是', [
    'Cr2O72-、K+、Na+、SO42-',
    'MnO4-、K+、Cl-、Na+',
    'Fe3+、K+、Cl-、NO3-',
    'Al3+、NH4+、Cl-、SO42-',
  ]),
  // —— 一定 / 可能 / 不能 ——
  c(
    '可能 with 水电离 1×10^-13: A only in acid, B neither, C neither, D neither',
    'A',
    '常温下，由水电离出的 c(OH-)=1×10^-13 mol/L 的溶液中，可能大量共存的离子组是',
    ['NH4+、Fe2+、Cl-、SO42-', 'HCO3-、Na+、K+、Cl-', 'Fe3+、SCN-、K+、Cl-', 'HS-、Na+、K+、SO42-'],
  ),
  c(
    '一定能 with 水电离: NH4+ fails in base, AlO2- fails in acid, D survives both',
    'D',
    '常温下，水电离的 c(H+)=1×10^-13 mol/L 的溶液中，下列离子一定能大量共存的是',
    ['NH4+、Na+、NO3-、Cl-', 'AlO2-、Na+、K+、Cl-', 'Mg2+、Na+、Cl-、SO42-', 'K+、Na+、Br-、SO42-'],
  ),
  c('一定不能 with a definite medium (pH=1): CO32- fails in acid', 'B', '常温下，在 pH=1 的溶液中一定不能大量共存的离子组是', [
    'Na+、K+、Cl-、SO42-',
    'Na+、K+、CO32-、Cl-',
    'Mg2+、NH4+、Cl-、NO3-',
    'Cu2+、Al3+、SO42-、Cl-',
  ]),
  c('negated stem with 因: a reason restriction is not read: refuse', null, '下列各组离子因发生双水解反应而不能大量共存的是', [
    'Al3+、HCO3-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'H+、OH-、Na+、Cl-',
    'K+、Na+、Cl-、NO3-',
  ]),
  c('不能 placed before the place: one option fails', 'C', '下列各组离子，不能在溶液中大量共存的一组是', [
    'Na+、K+、Cl-、NO3-',
    'NH4+、Na+、CO32-、SO42-',
    'Fe3+、K+、SCN-、NO3-',
    'Mg2+、K+、Cl-、SO42-',
  ]),
  c('两种情况 either-way with 不能: left to a person', null, '加入铝粉能产生氢气的溶液中，一定不能大量共存的离子组是', [
    'Na+、K+、Cl-、SO42-',
    'HCO3-、Na+、K+、Cl-',
    'NH4+、Na+、Cl-、SO42-',
    'Ba2+、Na+、Cl-、Br-',
  ]),
  // —— the Al-gives-H2 medium and NO3- ——
  c(
    '加入铝粉产生氢气 + NO3-: papers differ on whether the acid case counts against NO3- (2011 江苏 counts it): refuse',
    null,
    '加入铝粉产生氢气的溶液中，下列各组离子一定能大量共存的是',
    ['K+、Na+、NO3-、Cl-', 'NH4+、Na+、Cl-、SO42-', 'HCO3-、Na+、K+、Cl-', 'Mg2+、K+、Cl-、SO42-'],
  ),
  c(
    '与铝反应产生大量氢气 + CO32- + NO3-: CO32- fails in acid, not 一定 (2011 江苏 D); C pH=12 fine',
    'C',
    '常温下，下列各组离子在指定溶液中一定能大量共存的是',
    [
      '1.0 mol/L 的 KNO3 溶液中：H+、Fe2+、Cl-、SO42-',
      '甲基橙呈红色的溶液中：NH4+、Ba2+、AlO2-、Cl-',
      'pH=12 的溶液中：K+、Na+、CH3COO-、Br-',
      '与铝反应产生大量氢气的溶液中：Na+、K+、CO32-、NO3-',
    ],
  ),
  c('可能 with Al: B works in base; others fail both', 'B', '加入铝粉能放出氢气的溶液中，可能大量共存的离子组是', [
    'HCO3-、Na+、K+、Cl-',
    'Ba2+、Na+、NO3-、Cl-',
    'Fe3+、SCN-、K+、Cl-',
    'Ag+、Cl-、Na+、NO3-',
  ]),
  // —— concentration conditions ——
  c('c(H+)/c(OH-)=10^-12 is basic: Mg2+, HCO3-, NH4+ fail', 'A', '常温下，c(H+)/c(OH-)=10^-12 的溶液中，能大量共存的离子组是', [
    'Na+、K+、AlO2-、CO32-',
    'Mg2+、K+、Cl-、NO3-',
    'HCO3-、Na+、K+、Cl-',
    'NH4+、Na+、Cl-、SO42-',
  ]),
  c('c(OH-)=0.1 mol/L: Al3+, HSO3-, Fe2+ fail', 'B', '25 °C 时，在 c(OH-)=0.1 mol/L 的溶液中能大量共存的离子组是', [
    'Al3+、Na+、Cl-、SO42-',
    'Ba2+、Na+、Cl-、NO3-',
    'HSO3-、Na+、K+、Cl-',
    'Fe2+、Na+、Cl-、SO42-',
  ]),
  c('c(H+)=0.1 mol/L: ClO-, S2O32-, Fe2+/NO3- fail', 'D', '常温下 c(H+)=0.1 mol/L 的溶液中，下列离子能大量共存的是', [
    'ClO-、Na+、K+、Cl-',
    'S2O32-、Na+、K+、SO42-',
    'Fe2+、NO3-、Na+、SO42-',
    'Cu2+、Na+、NO3-、SO42-',
  ]),
  c('pH=14: Zn2+, HS-, NH4+ fail', 'C', '常温下，pH=14 的溶液中，能大量共存的一组离子是', [
    'Zn2+、Na+、Cl-、SO42-',
    'HS-、Na+、K+、Cl-',
    'SO32-、S2-、Na+、K+',
    'NH4+、Na+、Cl-、NO3-',
  ]),
  c('pH=5 is not read (weakly acidic): refuse', null, '常温下，pH=5 的溶液中能大量共存的离子组是', [
    'Na+、K+、Cl-、NO3-',
    'HCO3-、Na+、K+、Cl-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
  ]),
  c('c(H+)=1×10^-7 mol/L (neutral) is not read: refuse', null, '常温下 c(H+)=1×10^-7 mol/L 的溶液中，能大量共存的离子组是', [
    'Fe3+、Na+、Cl-、NO3-',
    'HCO3-、H+、K+、Cl-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
  ]),
  // —— option conditions, mixed ——
  c(
    'options carry their own conditions: A acid nitrate, B Fe3+ SCN, C AlO2- in base fine, D Cu2+ colour',
    'C',
    '下列各组离子在指定的溶液中能大量共存的是',
    [
      '使石蕊变红的溶液中：Fe2+、Na+、NO3-、SO42-',
      '含大量 Fe3+ 的溶液中：NH4+、Na+、SCN-、Cl-',
      '使酚酞变红的溶液中：Na+、K+、AlO2-、NO3-',
      '无色溶液中：Cu2+、K+、Cl-、SO42-',
    ],
  ),
  c('option conditions with KI, Na2CO3, NaOH and NaHSO4 solutions', 'B', '常温下，下列各组离子在指定溶液中一定能大量共存的是', [
    '0.1 mol/L KI 溶液中：Na+、Fe3+、SO42-、Cl-',
    '0.1 mol/L NaOH 溶液中：K+、Na+、SO42-、CO32-',
    '0.1 mol/L NaHSO4 溶液中：K+、Na+、HCO3-、Cl-',
    '0.1 mol/L FeCl3 溶液中：K+、Na+、I-、NO3-',
  ]),
  c('c(Fe2+)=1 mol/L with H+ and NO3-; 含大量 NO3- with Fe2+ no acid fine', 'B', '下列各组离子在指定溶液中能大量共存的是', [
    'c(Fe2+)=1 mol/L 的溶液中：H+、Na+、NO3-、SO42-',
    '含大量 NO3- 的溶液中：Fe2+、Na+、Cl-、SO42-',
    'c(Ba2+)=0.1 mol/L 的溶液中：K+、Na+、SO42-、Cl-',
    'c(OH-)=1 mol/L 的溶液中：NH4+、Na+、Cl-、SO42-',
  ]),
  c('硫酸铜溶液 names Cu2+/SO42-: Ba2+, S2-, OH- fail', 'D', '在硫酸铜溶液中，下列离子能大量共存的是', [
    'Ba2+、K+、Cl-、NO3-',
    'S2-、Na+、K+、Cl-',
    'OH-、Na+、K+、Cl-',
    'Mg2+、Na+、Cl-、NO3-',
  ]),
  c('碳酸钠溶液: Ca2+, H+, Al3+ fail', 'A', '在碳酸钠溶液中，下列各组离子能大量共存的是', [
    'K+、Na+、OH-、NO3-',
    'Ca2+、K+、Cl-、NO3-',
    'H+、K+、Cl-、NO3-',
    'Al3+、K+、Cl-、NO3-',
  ]),
  c('硝酸银溶液: Cl-, Br- fail, and Fe3+ with NO3- fine but D has I-', 'B', '在硝酸银溶液中，能大量共存的一组离子是', [
    'Cl-、Na+、K+、NO3-',
    'Fe3+、H+、NO3-、Na+',
    'Br-、K+、Na+、NO3-',
    'I-、K+、Na+、Mg2+',
  ]),
  // —— exam LaTeX / OCR forms ——
  c('LaTeX \\mathrm charges: Fe3+ with SCN-, HCO3- with H+', 'C', '下列各组离子能大量共存的是（ ）', [
    '$\\mathrm{Fe}^{3+} 、 \\mathrm{SCN}^{-} 、 \\mathrm{Na}^{+} 、 \\mathrm{Cl}^{-}$',
    '$\\mathrm{H}^{+} 、 \\mathrm{HCO}_{3}^{-} 、 \\mathrm{Na}^{+} 、 \\mathrm{Cl}^{-}$',
    '$\\mathrm{NH}_{4}^{+} 、 \\mathrm{Na}^{+} 、 \\mathrm{NO}_{3}^{-} 、 \\mathrm{Cl}^{-}$',
    '$\\mathrm{Ba}^{2+} 、 \\mathrm{CO}_{3}^{2-} 、 \\mathrm{Na}^{+} 、 \\mathrm{Cl}^{-}$',
  ]),
  c('LaTeX without braces: NH_4^+, SO_4^{2-}', 'A', '下列各组离子在溶液中能大量共存的是', [
    '$\\mathrm{NH}_4^+ 、\\mathrm{K}^+ 、\\mathrm{SO}_4^{2-} 、\\mathrm{Cl}^-$',
    '$\\mathrm{Ag}^+ 、\\mathrm{K}^+ 、\\mathrm{Cl}^- 、\\mathrm{NO}_3^-$',
    '$\\mathrm{H}^+ 、\\mathrm{K}^+ 、\\mathrm{OH}^- 、\\mathrm{Cl}^-$',
    '$\\mathrm{Ca}^{2+} 、\\mathrm{K}^+ 、\\mathrm{CO}_3^{2-} 、\\mathrm{Cl}^-$',
  ]),
  c('LaTeX conditions: \\mathrm{pH}=1 and ClO-', 'D', '常温下，下列各组离子在指定溶液中能大量共存的是', [
    '$\\mathrm{pH}=1$ 的溶液中：$\\mathrm{Na}^{+} 、 \\mathrm{ClO}^{-} 、 \\mathrm{SO}_{4}^{2-} 、 \\mathrm{K}^{+}$',
    '$\\mathrm{pH}=13$ 的溶液中：$\\mathrm{Mg}^{2+} 、 \\mathrm{Na}^{+} 、 \\mathrm{Cl}^{-} 、 \\mathrm{NO}_{3}^{-}$',
    '$0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1} \\mathrm{FeCl}_{3}$ 溶液中：$\\mathrm{K}^{+} 、 \\mathrm{Na}^{+} 、 \\mathrm{I}^{-} 、 \\mathrm{SO}_{4}^{2-}$',
    '$c\\left(\\mathrm{OH}^{-}\\right)=0.1 \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的溶液中：$\\mathrm{Na}^{+} 、 \\mathrm{K}^{+} 、 \\mathrm{CO}_{3}^{2-} 、 \\mathrm{AlO}_{2}^{-}$',
  ]),
  c(
    'LaTeX in the stem: 水电离 c(H^{+})=1×10^{-12}',
    'B',
    '常温下，由水电离出的 $c\\left(\\mathrm{H}^{+}\\right)=1 \\times 10^{-12} \\mathrm{~mol} \\cdot \\mathrm{L}^{-1}$ 的溶液中，一定能大量共存的离子组是',
    [
      '$\\mathrm{NH}_{4}^{+} 、 \\mathrm{Na}^{+} 、 \\mathrm{Cl}^{-} 、 \\mathrm{SO}_{4}^{2-}$',
      '$\\mathrm{K}^{+} 、 \\mathrm{Ba}^{2+} 、 \\mathrm{Cl}^{-} 、 \\mathrm{NO}_{3}^{-}$',
      '$\\mathrm{Na}^{+} 、 \\mathrm{K}^{+} 、 \\mathrm{HCO}_{3}^{-} 、 \\mathrm{Cl}^{-}$',
      '$\\mathrm{Na}^{+} 、 \\mathrm{K}^{+} 、 \\mathrm{S}^{2-} 、 \\mathrm{SO}_{3}^{2-}$',
    ],
  ),
  c('Unicode conditions: c(H⁺)=1×10⁻¹³ mol·L⁻¹ is basic', 'A', '常温下，c(H⁺)=1×10⁻¹³ mol·L⁻¹ 的溶液中，能大量共存的离子组是', [
    'Na⁺、K⁺、S²⁻、SO₃²⁻',
    'NH₄⁺、K⁺、Cl⁻、NO₃⁻',
    'Fe²⁺、K⁺、Cl⁻、SO₄²⁻',
    'HCO₃⁻、K⁺、Cl⁻、Na⁺',
  ]),
  c('\\left[\\mathrm{Al}(\\mathrm{OH})_{4}\\right]^{-} in LaTeX with HCO3-', 'D', '下列各组离子在溶液中能大量共存的是', [
    '$\\left[\\mathrm{Al}(\\mathrm{OH})_{4}\\right]^{-} 、 \\mathrm{HCO}_{3}^{-} 、 \\mathrm{Na}^{+} 、 \\mathrm{K}^{+}$',
    '$\\left[\\mathrm{Al}(\\mathrm{OH})_{4}\\right]^{-} 、 \\mathrm{H}^{+} 、 \\mathrm{Na}^{+} 、 \\mathrm{K}^{+}$',
    '$\\mathrm{Al}^{3+} 、 \\left[\\mathrm{Al}(\\mathrm{OH})_{4}\\right]^{-} 、 \\mathrm{Na}^{+} 、 \\mathrm{Cl}^{-}$',
    '$\\left[\\mathrm{Al}(\\mathrm{OH})_{4}\\right]^{-} 、 \\mathrm{OH}^{-} 、 \\mathrm{Na}^{+} 、 \\mathrm{K}^{+}$',
  ]),
  // —— wrong charges / OCR slips (must refuse, never guess) ——
  c('a wrong charge Fe+3 is not an ion of the table: refuse', null, '下列各组离子能大量共存的是', [
    'Fe+3、Cl-、Na+、K+',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('SO4- with one charge is not sulfate: refuse', null, '下列各组离子能大量共存的是', [
    'Na+、K+、SO4-、Cl-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('Al3- is no ion: refuse', null, '下列各组离子在溶液中可以大量共存的是', [
    'Al3-、Na+、Cl-、K+',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('Cu+ is not in the table: refuse', null, '下列各组离子在溶液中可以大量共存的是', [
    'Cu+、Na+、Cl-、K+',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  // —— salts as options / molecules ——
  c('options as salts (物质): refuse', null, '下列各组物质在溶液中能大量共存的是', [
    'NaCl、AgNO3、KNO3',
    'KNO3、NaCl、Na2SO4',
    'BaCl2、Na2SO4、KCl',
    'HCl、Na2CO3、NaCl',
  ]),
  c('a molecule (Cl2) among the ions: refuse', null, '下列各组粒子在溶液中能大量共存的是', [
    'Cl2、Fe2+、Na+、Cl-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  // —— multi-select and second demands ——
  c('双选: two options coexist, the ask wants both; the reader must not pick one', null, '下列各组离子在溶液中能大量共存的是（双选）', [
    'Na+、K+、Cl-、NO3-',
    'K+、Mg2+、SO42-、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('不定项 with one answer: the reader refuses the marker or answers A', 'A', '下列各组离子在溶液中能大量共存的是（不定项）', [
    'Na+、K+、Cl-、NO3-',
    'H+、CO32-、K+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c(
    '且溶液呈酸性 is a demand on the ions, not a condition: only B holds H+ (A is neutral)',
    'B',
    '下列各组离子能大量共存，且溶液呈酸性的是',
    ['Na+、K+、Cl-、NO3-', 'H+、Mg2+、Cl-、SO42-', 'H+、Na+、CO32-、Cl-', 'OH-、Na+、K+、Cl-'],
  ),
  c('且溶液呈碱性: A coexists but is neutral; only D contains OH-', 'D', '下列各组离子在水溶液中能大量共存，且溶液显碱性的是', [
    'Na+、K+、Cl-、SO42-',
    'H+、Na+、Cl-、NO3-',
    'NH4+、OH-、Na+、Cl-',
    'Ba2+、OH-、Na+、NO3-',
  ]),
  c('加入稀盐酸后有气体: a reagent afterwards: refuse', null, '下列各组离子在溶液中能大量共存，加入稀盐酸后有气体放出的是', [
    'Na+、K+、CO32-、Cl-',
    'H+、Na+、CO32-、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('滴入 KSCN 溶液变红: a colour test condition: refuse', null, '滴入 KSCN 溶液变红色的溶液中，下列离子能大量共存的是', [
    'Na+、K+、Cl-、SO42-',
    'I-、K+、Na+、Cl-',
    'OH-、Na+、K+、Cl-',
    'HCO3-、Na+、K+、Cl-',
  ]),
  c('使淀粉-KI 试纸变蓝: an oxidant test: refuse', null, '使淀粉碘化钾试纸变蓝的溶液中，能大量共存的离子组是', [
    'Na+、K+、Cl-、SO42-',
    'S2-、K+、Na+、Cl-',
    'SO32-、Na+、K+、Cl-',
    'I-、Na+、K+、Cl-',
  ]),
  c('某无色溶液 + a reagent that leaves one ion: refuse', null, '某无色溶液中加入铁粉后有氢气放出，该溶液中能大量共存的离子组是', [
    'Na+、K+、Cl-、SO42-',
    'NO3-、K+、Na+、Cl-',
    'CO32-、Na+、K+、Cl-',
    'OH-、Na+、K+、Cl-',
  ]),
  c('中性 is not read: refuse', null, '常温下，在中性溶液中能大量共存的离子组是', [
    'Fe3+、Na+、Cl-、NO3-',
    'K+、Na+、Cl-、SO42-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
  ]),
  c('弱碱性 is not read: refuse', null, '在弱碱性溶液中能大量共存的离子组是', [
    'HCO3-、Na+、K+、Cl-',
    'Fe3+、Na+、Cl-、NO3-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
  ]),
  c('使甲基橙变黄 covers neutral and weak acid too: refuse', null, '使甲基橙变黄的溶液中，下列离子一定能大量共存的是', [
    'Na+、K+、Cl-、SO42-',
    'Fe3+、Na+、Cl-、NO3-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
  ]),
  // —— unsure pairs (books differ) ——
  c('Mg2+ with CO32- (MgCO3 微溶) is counted differently: refuse', null, '下列各组离子能大量共存的是', [
    'Mg2+、CO32-、Na+、Cl-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('Ag+ with SO42- (Ag2SO4 微溶): refuse', null, '下列各组离子能大量共存的是', [
    'Ag+、SO42-、Na+、NO3-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('Fe3+ with F- (complex some papers count): refuse', null, '下列各组离子能大量共存的是', [
    'Fe3+、F-、Na+、Cl-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('H+ NO3- Br- (dilute HNO3 and Br-): refuse', null, '下列各组离子能大量共存的是', [
    'H+、NO3-、Br-、Na+',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  // —— more textbook traps ——
  c('Cu2+ with I- (CuI + I2); Cu2+ with S2-; Cu2+ with NO3- fine', 'C', '下列各组离子在水溶液中能大量共存的是', [
    'Cu2+、I-、Na+、SO42-',
    'Cu2+、S2-、Na+、Cl-',
    'Cu2+、NO3-、H+、Cl-',
    'Cu2+、OH-、K+、Cl-',
  ]),
  c('MnO4- oxidises Fe2+, I-, SO32- without acid; with K+ fine', 'D', '下列各组离子在溶液中能够大量共存的是', [
    'MnO4-、Fe2+、Na+、SO42-',
    'MnO4-、I-、Na+、K+',
    'MnO4-、SO32-、Na+、K+',
    'MnO4-、K+、Na+、NO3-',
  ]),
  c('H+ with S2O32- (S and SO2); H+ with SiO32- (H2SiO3); H+ with F-', 'D', '在酸性溶液中，能大量共存的离子组是', [
    'S2O32-、Na+、K+、Cl-',
    'SiO32-、Na+、K+、Cl-',
    'F-、Na+、K+、Cl-',
    'Zn2+、Na+、Cl-、NO3-',
  ]),
  c('Ca2+ with CO32-, F-, SO32- precipitate; Ca2+ with HCO3- fine', 'D', '下列各组离子能在溶液中大量共存的是', [
    'Ca2+、CO32-、Na+、Cl-',
    'Ca2+、F-、Na+、Cl-',
    'Ca2+、SO32-、Na+、Cl-',
    'Ca2+、HCO3-、Na+、Cl-',
  ]),
  c('S2- with SO32- in acid reacts; in neutral the pair is fine; H+ with CH3COO-', 'B', '下列各组离子能大量共存的是', [
    'S2-、SO32-、H+、Na+',
    'S2-、SO32-、Na+、K+',
    'CH3COO-、H+、Na+、Cl-',
    'HS-、OH-、Na+、K+',
  ]),
  c('Fe2+ with Fe3+ and H+ fine; Fe2+ with OH-; Fe2+ with S2-', 'A', '下列各组离子在溶液中可以大量共存的是', [
    'Fe2+、Fe3+、H+、SO42-',
    'Fe2+、OH-、Na+、Cl-',
    'Fe2+、S2-、Na+、Cl-',
    'Fe2+、ClO-、Na+、Cl-',
  ]),
  c('Ba2+ with OH- fine; Ba2+ with SO32- and CO32- and SO42- precipitate', 'B', '下列各组离子能大量共存的是', [
    'Ba2+、SO32-、Na+、Cl-',
    'Ba2+、OH-、Na+、Cl-',
    'Ba2+、CO32-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
  ]),
  c('AlO2- with HSO3-; AlO2- with Al3+; AlO2- with Fe3+; AlO2- with OH- fine', 'C', '下列各组离子可以大量共存的是', [
    'AlO2-、HSO3-、Na+、K+',
    'AlO2-、Al3+、Na+、Cl-',
    'AlO2-、OH-、Na+、Cl-',
    'AlO2-、Fe3+、Na+、Cl-',
  ]),
  c('stem in the other order: 能大量共存的离子组是 after the condition', 'A', '在 pH=13 的无色溶液中能大量共存的离子组是', [
    'Na+、K+、AlO2-、Cl-',
    'Cu2+、K+、Cl-、NO3-',
    'NH4+、Na+、Cl-、SO42-',
    'Mg2+、Na+、Cl-、SO42-',
  ]),
  c('pH 试纸呈蓝色 and 石蕊变红 in options', 'D', '下列各组离子在指定溶液中能大量共存的是', [
    '使 pH 试纸呈蓝色的溶液中：Al3+、Na+、Cl-、SO42-',
    '使 pH 试纸呈红色的溶液中：Na+、K+、ClO-、Cl-',
    '使石蕊试液变红的溶液中：Na+、K+、AlO2-、Cl-',
    '使石蕊试液变蓝的溶液中：Na+、K+、SO32-、S2-',
  ]),
  c(
    'K_w/c(H+)=1×10^-13 mol/L means c(OH-) tiny: acid; CH3COO- fails',
    'B',
    '常温下，K_w/c(H+)=1×10^-13 mol/L 的溶液中，能大量共存的离子组是',
    ['CH3COO-、Na+、K+、Cl-', 'NH4+、Na+、Cl-、NO3-', 'AlO2-、Na+、K+、Cl-', 'SiO32-、Na+、K+、Cl-'],
  ),
  c('H2PO4- / HPO42- with OH-; PO43- with Ca2+; in base D fine', 'D', '在强碱性溶液中能大量共存的离子组是', [
    'H2PO4-、Na+、K+、Cl-',
    'HPO42-、Na+、K+、Cl-',
    'PO43-、Ca2+、Na+、Cl-',
    'PO43-、Na+、K+、Cl-',
  ]),
  c('无色酸性 with Fe2+ colour and Fe2+ redox; Al3+ fine', 'C', '无色酸性溶液中，下列各组离子能大量共存的是', [
    'Fe2+、Na+、Cl-、SO42-',
    'MnO4-、K+、Na+、SO42-',
    'Al3+、K+、Cl-、SO42-',
    'HCO3-、K+、Na+、Cl-',
  ]),
  c(
    'either-way medium with 能 (no 一定): only an option that works both ways is decided',
    null,
    '由水电离的 c(H+)=1×10^-13 mol/L 的溶液中，能大量共存的离子组是',
    ['Na+、K+、Cl-、NO3-', 'K+、Na+、Br-、SO42-', 'HCO3-、Na+、K+、Cl-', 'NH4+、Na+、Cl-、SO42-'],
  ),
  c('两个 conditions that disagree (酸性 stem, 碱性 option): option undecided, refuse', null, '在酸性溶液中，下列各组离子能大量共存的是', [
    '碱性溶液中：Na+、K+、Cl-、NO3-',
    'Na+、K+、Cl-、NO3-',
    'HCO3-、Na+、K+、Cl-',
    'ClO-、Na+、K+、Cl-',
  ]),
  c('25 ℃ written with ℃: the same as °C', 'C', '25 ℃ 时，在 pH=1 的溶液中能大量共存的离子组是', [
    'Na+、K+、CO32-、Cl-',
    'Na+、K+、ClO-、Cl-',
    'Na+、K+、Cl-、SO42-',
    'Na+、K+、SO32-、Cl-',
  ]),
  c('四个 options where three fail and the stem says 一定能 without a condition', 'B', '下列各组离子在溶液中一定能大量共存的是', [
    'H+、Fe2+、NO3-、SO42-',
    'Na+、NH4+、NO3-、SO42-',
    'Al3+、Na+、AlO2-、Cl-',
    'Fe3+、Na+、SCN-、Cl-',
  ]),
];

HUNT_CASES.push(
  c(
    '且溶液呈碱性: NaHCO3 solution is basic and coexists (C); A coexists but is neutral',
    'C',
    '下列各组离子在溶液中能大量共存，且溶液呈碱性的是',
    ['Na+、K+、Cl-、SO42-', 'H+、Na+、Cl-、NO3-', 'Na+、HCO3-、K+、Cl-', 'Cu2+、OH-、Na+、Cl-'],
  ),
  c('且溶液呈酸性: NaHSO3 solution is acidic (B); A is neutral', 'B', '下列各组离子能在溶液中大量共存，且溶液呈酸性的是', [
    'Na+、K+、Cl-、NO3-',
    'Na+、HSO3-、K+、SO42-',
    'OH-、Na+、K+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
  ]),
  c(
    'c(OH-)/c(H+)=10^12 (the ratio upside down) is basic: read it or refuse',
    'A',
    '常温下，c(OH-)/c(H+)=10^12 的溶液中，能大量共存的离子组是',
    ['Na+、K+、AlO2-、NO3-', 'NH4+、Na+、Cl-、SO42-', 'Fe3+、Na+、Cl-、SO42-', 'HCO3-、Na+、K+、Cl-'],
  ),
  c('lg[c(H+)/c(OH-)]=12 is acidic: read it or refuse', 'B', '常温下，lg[c(H+)/c(OH-)]=12 的溶液中，能大量共存的离子组是', [
    'Na+、K+、AlO2-、NO3-',
    'NH4+、Na+、Cl-、SO42-',
    'Fe2+、Na+、NO3-、SO42-',
    'HCO3-、Na+、K+、Cl-',
  ]),
  c('可能 with Al: an NO3- option works in base', 'A', '与铝反应放出氢气的溶液中，可能大量共存的离子组是', [
    'Na+、K+、NO3-、Cl-',
    'HCO3-、Na+、K+、Cl-',
    'NH4+、Fe3+、SCN-、Cl-',
    'Ag+、Cl-、Na+、NO3-',
  ]),
  c(
    'Al condition in an option with NO3- and NH4+: fails in base, acid disputed; only B is certain',
    'B',
    '下列各组离子在指定溶液中一定能大量共存的是',
    [
      '加入铝粉能放出氢气的溶液中：NH4+、Na+、NO3-、Cl-',
      'pH=13 的溶液中：Na+、K+、SO32-、S2-',
      '使甲基橙变红的溶液中：Fe2+、Na+、NO3-、SO42-',
      '无色溶液中：Fe3+、K+、Cl-、SO42-',
    ],
  ),
  c('不能 with 能够: 在溶液中不能够大量共存', 'D', '下列各组离子在溶液中不能大量共存的一组是', [
    'Na+、K+、Cl-、NO3-',
    'Mg2+、K+、Cl-、SO42-',
    'NH4+、Na+、NO3-、Cl-',
    'Al3+、Na+、HCO3-、Cl-',
  ]),
  c('NH4+ with S2- / ClO- is counted differently: refuse', null, '下列各组离子能大量共存的是', [
    'NH4+、S2-、Na+、Cl-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('Fe3+ with I- in a LaTeX option and pH in words', 'A', '常温下，下列各组离子在指定溶液中一定能大量共存的是', [
    '$\\mathrm{pH}=2$ 的溶液中：$\\mathrm{Fe}^{3+} 、 \\mathrm{Mg}^{2+} 、 \\mathrm{NO}_{3}^{-} 、 \\mathrm{Cl}^{-}$',
    '含大量 $\\mathrm{Fe}^{3+}$ 的溶液中：$\\mathrm{K}^{+} 、 \\mathrm{I}^{-} 、 \\mathrm{Na}^{+} 、 \\mathrm{SO}_{4}^{2-}$',
    '使酚酞变红的溶液中：$\\mathrm{Cu}^{2+} 、 \\mathrm{Na}^{+} 、 \\mathrm{Cl}^{-} 、 \\mathrm{SO}_{4}^{2-}$',
    '无色溶液中：$\\mathrm{MnO}_{4}^{-} 、 \\mathrm{K}^{+} 、 \\mathrm{Na}^{+} 、 \\mathrm{Cl}^{-}$',
  ]),
  c('100 °C changes K_w: a pH rule at room temperature must not be applied', null, '100 °C 时，pH=12 的溶液中能大量共存的离子组是', [
    'Na+、K+、Cl-、NO3-',
    'HCO3-、Na+、K+、Cl-',
    'NH4+、Na+、Cl-、SO42-',
    'Mg2+、Na+、Cl-、SO42-',
  ]),
);

// Second round: the readings the first round added (AG, the inverted ratio, indicators without 使, HSO4⁻) and
// more look-alikes around them.
HUNT_CASES.push(
  c('AG negative: lg[c(H+)/c(OH-)] = -10 is basic', 'C', '常温下，lg[c(H+)/c(OH-)]=-10 的溶液中，下列离子能大量共存的是', [
    'NH4+、Na+、Cl-、SO42-',
    'Mg2+、K+、Cl-、NO3-',
    'Na+、K+、S2-、CO32-',
    'H2PO4-、Na+、K+、Cl-',
  ]),
  c('c(OH-)/c(H+)=1×10^-12 is acidic', 'D', '常温下，在 c(OH-)/c(H+)=1×10^-12 的溶液中，能大量共存的离子组是', [
    'CO32-、Na+、K+、Cl-',
    'ClO-、Na+、K+、Cl-',
    'Fe2+、Na+、NO3-、Cl-',
    'Fe3+、Na+、NO3-、Cl-',
  ]),
  c('a ratio of 10^-4 is not strongly acid or base: refuse', null, '常温下，c(H+)/c(OH-)=10^-4 的溶液中能大量共存的离子组是', [
    'Na+、K+、Cl-、NO3-',
    'HCO3-、H+、K+、Cl-',
    'NH4+、OH-、Cl-、SO42-',
    'Mg2+、OH-、Cl-、SO42-',
  ]),
  c('甲基橙呈红色 without 使 (2011 江苏 wording): acid', 'A', '下列各组离子在甲基橙呈红色的溶液中能大量共存的是', [
    'NH4+、Ba2+、NO3-、Cl-',
    'NH4+、Ba2+、AlO2-、Cl-',
    'Na+、K+、SiO32-、Cl-',
    'Na+、K+、HSO3-、Cl-',
  ]),
  c('酚酞呈红色 without 使: base', 'B', '酚酞呈红色的溶液中，能大量共存的离子组是', [
    'Al3+、Na+、Cl-、SO42-',
    'K+、Na+、ClO-、Cl-',
    'HS-、Na+、K+、Cl-',
    'Zn2+、Na+、Cl-、NO3-',
  ]),
  c('酚酞不变红 is not a medium: refuse', null, '滴入酚酞不变红的溶液中，能大量共存的离子组是', [
    'Na+、K+、Cl-、NO3-',
    'HCO3-、H+、K+、Cl-',
    'NH4+、OH-、Cl-、SO42-',
    'Mg2+、OH-、Cl-、SO42-',
  ]),
  c('不能使酚酞变红 (neutral or acid): refuse', null, '不能使酚酞变红的溶液中，下列离子一定能大量共存的是', [
    'Na+、K+、Cl-、NO3-',
    'HCO3-、H+、K+、Cl-',
    'NH4+、OH-、Cl-、SO42-',
    'Mg2+、OH-、Cl-、SO42-',
  ]),
  c('含大量 HSO4- means acid with SO42-: Ba2+ fails, ClO- fails, Fe3+ fine', 'C', '在含有大量 HSO4- 的溶液中，下列各组离子能大量共存的是', [
    'Ba2+、Na+、Cl-、NO3-',
    'ClO-、Na+、K+、Cl-',
    'Fe3+、Na+、Cl-、NO3-',
    'AlO2-、Na+、K+、Cl-',
  ]),
  c('KHSO4 solution: acid; I- with NO3- in acid fails', 'B', '0.1 mol/L KHSO4 溶液中，下列各组离子能大量共存的是', [
    'I-、Na+、NO3-、Cl-',
    'NH4+、Na+、NO3-、Cl-',
    'CH3COO-、Na+、K+、Cl-',
    'Ba2+、Na+、K+、Cl-',
  ]),
  c('HSO4- in LaTeX among the ions', 'B', '下列各组离子在溶液中能大量共存的是', [
    '$\\mathrm{HSO}_{4}^{-} 、 \\mathrm{S}^{2-} 、 \\mathrm{Na}^{+} 、 \\mathrm{K}^{+}$',
    '$\\mathrm{HSO}_{4}^{-} 、 \\mathrm{Fe}^{3+} 、 \\mathrm{Na}^{+} 、 \\mathrm{Cl}^{-}$',
    '$\\mathrm{HSO}_{4}^{-} 、 \\mathrm{Ba}^{2+} 、 \\mathrm{Na}^{+} 、 \\mathrm{Cl}^{-}$',
    '$\\mathrm{HSO}_{4}^{-} 、 \\mathrm{SiO}_{3}^{2-} 、 \\mathrm{Na}^{+} 、 \\mathrm{K}^{+}$',
  ]),
  c('c(HSO4-) as a condition is not read: refuse', null, '常温下，c(HSO4-)=0.1 mol/L 的溶液中能大量共存的离子组是', [
    'Na+、K+、Cl-、NO3-',
    'HCO3-、Na+、K+、Cl-',
    'NH4+、OH-、Cl-、SO42-',
    'Mg2+、OH-、Cl-、SO42-',
  ]),
  c(
    'Al + NO3- + Fe2+: fails in base (Fe(OH)2) whatever the acid case; D fails both; C certain',
    'C',
    '下列各组离子在加入铝粉能放出大量氢气的溶液中一定能大量共存的是',
    ['Fe2+、Na+、NO3-、Cl-', 'NH4+、Na+、Cl-、SO42-', 'Na+、K+、Cl-、SO42-', 'HCO3-、Na+、K+、Cl-'],
  ),
  c(
    'Al + 可能 + NO3- + NH4+: base fails, and the acid case gives no H2: neither reading says 可能; refuse or answer D',
    'D',
    '下列各组离子在能与铝反应放出氢气的溶液中可能大量共存的是',
    ['NH4+、Na+、NO3-、Cl-', 'HCO3-、Na+、K+、Cl-', 'Fe3+、SCN-、K+、Cl-', 'Na+、K+、Cl-、SO42-'],
  ),
  c('同一溶液中 + 不能: negated', 'B', '下列各组离子不能在同一溶液中大量共存的是', [
    'Na+、K+、Cl-、NO3-',
    'Fe3+、I-、Na+、Cl-',
    'NH4+、CO32-、Na+、Cl-',
    'Mg2+、K+、Cl-、SO42-',
  ]),
  c('因生成沉淀而不能: a reason restriction: refuse', null, '下列各组离子因生成沉淀而不能大量共存的是', [
    'Ba2+、SO42-、Na+、Cl-',
    'H+、OH-、Na+、Cl-',
    'Fe3+、I-、Na+、Cl-',
    'K+、Na+、Cl-、NO3-',
  ]),
  c('能大量共存且溶液无色 after the ask is still a colour demand', 'A', '下列各组离子能大量共存且溶液为无色的是', [
    'Mg2+、K+、Cl-、NO3-',
    'Fe3+、K+、Cl-、NO3-',
    'MnO4-、K+、Cl-、NO3-',
    'Cu2+、K+、Cl-、NO3-',
  ]),
  c('且溶液的 pH=1 after the ask is a demand: refuse', null, '下列各组离子能大量共存，且溶液的 pH=1 的是', [
    'H+、K+、Cl-、NO3-',
    'Na+、K+、Cl-、NO3-',
    'H+、CO32-、Cl-、NO3-',
    'OH-、K+、Cl-、NO3-',
  ]),
  c('KMnO4 solution without acid and Cl-: unsure pair, refuse', null, '在 KMnO4 溶液中，下列离子能大量共存的是', [
    'Na+、K+、Cl-、SO42-',
    'Fe2+、K+、Cl-、SO42-',
    'I-、K+、Na+、SO42-',
    'SO32-、K+、Na+、SO42-',
  ]),
  c('acid KMnO4 oxidises Cl- and Fe2+; SO42- fine', 'C', '酸性 KMnO4 溶液中，下列各组离子能大量共存的是', [
    'Na+、K+、Cl-、NO3-',
    'Fe2+、K+、SO42-、NO3-',
    'Na+、Mg2+、SO42-、NO3-',
    'I-、K+、Na+、SO42-',
  ]),
  c('ions in another order, Fe3+ last with SCN- first', 'D', '下列离子在水溶液中能大量共存的是', [
    'SCN-、K+、Cl-、Fe3+',
    'I-、Na+、SO42-、Fe3+',
    'OH-、Na+、Cl-、NH4+',
    'Cl-、Na+、SO42-、Fe3+',
  ]),
  c('full-width signs (Na＋、Cl－): read or refuse, never misread', 'C', '下列各组离子在溶液中能大量共存的是', [
    'Ag＋、Cl－、Na＋、NO3－',
    'H＋、OH－、Na＋、Cl－',
    'K＋、Na＋、Cl－、NO3－',
    'Ba2＋、SO42－、Na＋、Cl－',
  ]),
  c('minus sign U+2212 (Cl−) from OCR', 'B', '在强碱性溶液中能大量共存的离子组是', [
    'NH4+、Na+、Cl−、SO42−',
    'K+、Na+、AlO2−、Cl−',
    'HCO3−、Na+、K+、Cl−',
    'Fe3+、Na+、Cl−、NO3−',
  ]),
  c('a charge split by a space (Fe 3+) is not read: refuse', null, '下列各组离子能大量共存的是', [
    'Fe 3+、Cl-、Na+、K+',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('Mn04- with a zero is not permanganate: refuse', null, '在无色溶液中能大量共存的离子组是', [
    'Mn04-、K+、Na+、SO42-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('CrO42- is not in the table (yellow): refuse', null, '在无色溶液中能大量共存的离子组是', [
    'CrO42-、K+、Na+、SO42-',
    'H+、OH-、Na+、Cl-',
    'Ba2+、SO42-、Na+、Cl-',
    'Ag+、Cl-、K+、NO3-',
  ]),
  c('c(H+)=1 mol/L is strongly acidic', 'A', '常温下，c(H+)=1 mol/L 的溶液中，能大量共存的离子组是', [
    'Fe3+、Mg2+、Cl-、SO42-',
    'Fe2+、Mg2+、NO3-、SO42-',
    'CH3COO-、Na+、Cl-、SO42-',
    'S2O32-、Na+、Cl-、SO42-',
  ]),
  c('能溶解 Al(OH)3 的溶液 (acid or base) is not read: refuse', null, '能溶解 Al(OH)3 的溶液中，一定能大量共存的离子组是', [
    'Na+、K+、Cl-、NO3-',
    'HCO3-、Na+、K+、Cl-',
    'NH4+、Na+、Cl-、SO42-',
    'Mg2+、Na+、Cl-、SO42-',
  ]),
  c('新制氯水中 is not read: refuse', null, '在新制氯水中，能大量共存的离子组是', [
    'Na+、K+、Cl-、NO3-',
    'Fe2+、Na+、Cl-、SO42-',
    'I-、Na+、K+、SO42-',
    'CO32-、Na+、K+、Cl-',
  ]),
  c('Fe3+ and Fe2+ with ClO-: both fail; Cu2+ with Fe3+ fine', 'C', '下列各组离子在溶液中能大量共存的一组是', [
    'Fe2+、ClO-、H+、Cl-',
    'Fe3+、ClO-、Na+、Cl-',
    'Fe3+、Cu2+、H+、NO3-',
    'Fe2+、MnO4-、H+、SO42-',
  ]),
  c('使 pH 试纸变蓝 with Ag+ and NH4+; Ba2+ with OH- fine', 'C', '使 pH 试纸变蓝的溶液中，下列离子组能大量共存的是', [
    'Ag+、Na+、NO3-、K+',
    'NH4+、Na+、NO3-、K+',
    'Ba2+、Na+、NO3-、K+',
    'Cu2+、Na+、NO3-、K+',
  ]),
);

// Third round: acid oxidants with halides, and more wordings of the asks.
HUNT_CASES.push(
  c('acid Cr2O72- with Cl-: only concentrated HCl is oxidised, books differ: refuse', null, '在酸性溶液中能大量共存的离子组是', [
    'Cr2O72-、K+、Cl-、Na+',
    'CO32-、K+、Na+、SO42-',
    'ClO-、K+、Na+、SO42-',
    'AlO2-、K+、Na+、SO42-',
  ]),
  c('acid Cr2O72- oxidises Fe2+ and I-; Cr2O72- with SO42- fine', 'D', '在强酸性溶液中能大量共存的离子组是', [
    'Cr2O72-、Fe2+、K+、SO42-',
    'Cr2O72-、I-、K+、SO42-',
    'Cr2O72-、SO32-、K+、Na+',
    'Cr2O72-、K+、Na+、SO42-',
  ]),
  c('acid MnO4- oxidises Cl- and Br-', 'C', '使甲基橙变红的溶液中，能大量共存的离子组是', [
    'MnO4-、Cl-、K+、Na+',
    'MnO4-、Br-、K+、Na+',
    'MnO4-、SO42-、K+、Na+',
    'MnO4-、Fe2+、K+、SO42-',
  ]),
  c(
    '一定能 + 能与铝反应生成 H2 in an option, K+ Na+ NO3- Cl-: disputed; the rest decide nothing else: refuse',
    null,
    '下列各组离子在指定溶液中一定能大量共存的是',
    [
      '能与铝反应生成 H2 的溶液中：K+、Na+、NO3-、Cl-',
      'pH=1 的溶液中：Na+、K+、CO32-、Cl-',
      '含大量 Fe3+ 的溶液中：K+、Na+、SCN-、Cl-',
      '无色溶液中：Cu2+、K+、Cl-、NO3-',
    ],
  ),
  c('a stem with 「可以」 and 「一组」 and the medium last', 'B', '下列可以大量共存的一组离子，且在强碱性溶液中', [
    'NH4+、Na+、Cl-、SO42-',
    'Na+、K+、SiO32-、Cl-',
    'Fe3+、Na+、Cl-、NO3-',
    'HCO3-、Na+、K+、Cl-',
  ]),
  c('may in a definite medium: 无色酸性 可能 with Fe3+ colour', 'D', '在无色酸性溶液中，可能大量共存的离子组是', [
    'Fe3+、K+、Cl-、NO3-',
    'CO32-、K+、Na+、Cl-',
    'Fe2+、K+、Cl-、NO3-',
    'Zn2+、K+、Cl-、NO3-',
  ]),
  c(
    'either-way medium: 一定能 where two options survive both ways: refuse',
    null,
    '常温下，由水电离出的 c(OH-)=1×10^-12 mol/L 的溶液中，一定能大量共存的离子组是',
    ['Na+、K+、Cl-、NO3-', 'Ba2+、K+、Cl-、Br-', 'NH4+、K+、Cl-、NO3-', 'HCO3-、K+、Cl-、Na+'],
  ),
  c(
    'c(H+) water 10^-5 (promoted hydrolysis) is not either-way: refuse',
    null,
    '常温下，由水电离出的 c(H+)=1×10^-5 mol/L 的溶液中，一定能大量共存的离子组是',
    ['Na+、K+、Cl-、NO3-', 'HCO3-、H+、Cl-、NO3-', 'NH4+、OH-、Cl-、NO3-', 'Ag+、K+、Cl-、Na+'],
  ),
  c('NH4+ with HCO3- in acid: HCO3- fails; NH4+ with Fe2+ and SO42- in acid fine', 'A', '在 pH=2 的溶液中，下列各组离子能大量共存的是', [
    'NH4+、Fe2+、Cl-、SO42-',
    'NH4+、HCO3-、Cl-、SO42-',
    'NH4+、CH3COO-、Cl-、SO42-',
    'NH4+、S2-、Cl-、SO42-',
  ]),
  c('pH=12 with Ag+, Cu2+, Mg2+ fail; Ba2+ with CH3COO- fine', 'D', '常温下 pH=12 的溶液中能大量共存的离子组是', [
    'Ag+、Na+、NO3-、K+',
    'Cu2+、Na+、NO3-、K+',
    'Mg2+、Na+、NO3-、K+',
    'Ba2+、CH3COO-、NO3-、K+',
  ]),
);

// Fourth round: more typesettings of the same ions.
HUNT_CASES.push(
  c('\\mathrm{Fe^{3+}} with the charge inside \\mathrm', 'D', '下列各组离子在溶液中能大量共存的是', [
    '$\\mathrm{Fe^{3+}} 、 \\mathrm{SCN^{-}} 、 \\mathrm{K^{+}} 、 \\mathrm{Cl^{-}}$',
    '$\\mathrm{Al^{3+}} 、 \\mathrm{HCO_{3}^{-}} 、 \\mathrm{K^{+}} 、 \\mathrm{Cl^{-}}$',
    '$\\mathrm{NH_{4}^{+}} 、 \\mathrm{OH^{-}} 、 \\mathrm{K^{+}} 、 \\mathrm{Cl^{-}}$',
    '$\\mathrm{Mg^{2+}} 、 \\mathrm{NO_{3}^{-}} 、 \\mathrm{K^{+}} 、 \\mathrm{Cl^{-}}$',
  ]),
  c('plain TeX without \\mathrm: Fe^{3+}, SO_{4}^{2-}', 'B', '下列各组离子在溶液中能大量共存的是', [
    '$Fe^{3+}、I^{-}、K^{+}、SO_{4}^{2-}$',
    '$Fe^{3+}、Cl^{-}、K^{+}、SO_{4}^{2-}$',
    '$Fe^{3+}、OH^{-}、K^{+}、SO_{4}^{2-}$',
    '$Fe^{3+}、S^{2-}、K^{+}、SO_{4}^{2-}$',
  ]),
  c('{\\rm ...} typesetting', 'C', '下列各组离子在溶液中能大量共存的是', [
    '${\\rm Ba}^{2+}、{\\rm SO}_4^{2-}、{\\rm K}^{+}、{\\rm Cl}^{-}$',
    '${\\rm Ag}^{+}、{\\rm Cl}^{-}、{\\rm K}^{+}、{\\rm NO}_3^{-}$',
    '${\\rm Mg}^{2+}、{\\rm SO}_4^{2-}、{\\rm K}^{+}、{\\rm Cl}^{-}$',
    '${\\rm H}^{+}、{\\rm CO}_3^{2-}、{\\rm K}^{+}、{\\rm Cl}^{-}$',
  ]),
  c('charges written sign first (Fe^{+3}, SO4^{-2}): read right or refuse', 'A', '下列各组离子在溶液中能大量共存的是', [
    'Fe^{+3}、Cl^{-}、K^{+}、SO4^{-2}',
    'Fe^{+3}、I^{-}、K^{+}、SO4^{-2}',
    'Fe^{+3}、OH^{-}、K^{+}、SO4^{-2}',
    'Fe^{+3}、SCN^{-}、K^{+}、SO4^{-2}',
  ]),
  c('Cu^{+2} written sign first must not become Cu+ (or anything else)', 'B', '下列各组离子在溶液中能大量共存的是', [
    'Cu^{+2}、S^{-2}、K^{+}、Cl^{-}',
    'Cu^{+2}、SO4^{-2}、K^{+}、Cl^{-}',
    'Cu^{+2}、OH^{-}、K^{+}、Cl^{-}',
    'Cu^{+2}、CO3^{-2}、K^{+}、Cl^{-}',
  ]),
  c('Unicode with subscripts in a basic condition from K_W', 'A', '常温下，K_W/c(H⁺)=0.1 mol/L 的溶液中能大量共存的离子组是', [
    'Na⁺、K⁺、SiO₃²⁻、NO₃⁻',
    'NH₄⁺、K⁺、Cl⁻、NO₃⁻',
    'Fe³⁺、K⁺、Cl⁻、NO₃⁻',
    'HCO₃⁻、K⁺、Cl⁻、NO₃⁻',
  ]),
  c('an ion written twice in one option (Na+ and Na+) changes nothing', 'C', '下列各组离子在溶液中能大量共存的是', [
    'Na+、Na+、H+、HCO3-',
    'Na+、Na+、Ag+、Br-',
    'Na+、Na+、K+、Br-',
    'Na+、Na+、Ba2+、CO32-',
  ]),
  c('five ions in an option', 'D', '在强酸性溶液中能大量共存的离子组是', [
    'Na+、K+、Mg2+、Cl-、ClO-',
    'Na+、K+、Mg2+、Cl-、CH3COO-',
    'Na+、K+、Fe2+、Cl-、NO3-',
    'Na+、K+、Mg2+、Cl-、NO3-',
  ]),
  c('two ions per option', 'B', '下列各组离子在溶液中能大量共存的是', ['Fe3+、SCN-', 'Fe3+、Cl-', 'Ag+、Cl-', 'H+、OH-']),
  c('options separated by commas and spaces', 'A', '下列各组离子在碱性溶液中能大量共存的是', [
    'K+, Na+, AlO2-, SO42-',
    'NH4+, Na+, Cl-, SO42-',
    'Mg2+, Na+, Cl-, SO42-',
    'HSO3-, Na+, Cl-, SO42-',
  ]),
);

// Fifth round: a colourless stem whose option names a coloured solution, and more asks.
HUNT_CASES.push(
  c('无色 stem, option in a Cu2+ / Fe3+ / acid KMnO4 solution: coloured, cannot be 无色', 'D', '在无色溶液中，下列各组离子能大量共存的是', [
    '含大量 Cu2+ 的溶液中：Na+、K+、Cl-、NO3-',
    '0.1 mol/L FeCl3 溶液中：Na+、K+、Cl-、NO3-',
    '酸性 KMnO4 溶液中：Na+、K+、SO42-、NO3-',
    'pH=1 的溶液中：Na+、K+、Cl-、NO3-',
  ]),
  c('无色 + Fe2+ from 硫酸亚铁溶液', 'B', '下列各组离子在指定的无色溶液中能大量共存的是', [
    '硫酸亚铁溶液中：Na+、K+、Cl-、NO3-',
    '硫酸钠溶液中：Na+、K+、Cl-、NO3-',
    '硫酸钠溶液中：Ba2+、K+、Cl-、NO3-',
    '碳酸钠溶液中：H+、K+、Cl-、NO3-',
  ]),
  c('可能 with a definite acid and an unsure pair elsewhere: refuse (C undecided)', null, '在强酸性溶液中，可能大量共存的离子组是', [
    'Na+、K+、CO32-、Cl-',
    'Na+、K+、ClO-、Cl-',
    'Ca2+、K+、SO42-、Cl-',
    'Na+、K+、AlO2-、Cl-',
  ]),
  c('一定能 where every option fails: no answer, refuse', null, '下列各组离子在溶液中一定能大量共存的是', [
    'H+、OH-、Na+、Cl-',
    'Ag+、Cl-、Na+、NO3-',
    'Ba2+、SO42-、Na+、Cl-',
    'Fe3+、SCN-、Na+、Cl-',
  ]),
  c('不能 where three fail: no single answer, refuse', null, '下列各组离子在溶液中不能大量共存的是', [
    'H+、OH-、Na+、Cl-',
    'Ag+、Cl-、Na+、NO3-',
    'Ba2+、SO42-、Na+、Cl-',
    'K+、Na+、Cl-、NO3-',
  ]),
);

HUNT_CASES.push(
  c(
    '无色 stem and the only reaction-free option is in a CuSO4 solution: no option fits, refuse',
    null,
    '在无色透明的溶液中，下列各组离子能大量共存的是',
    ['硫酸铜溶液中：Na+、K+、Cl-、NO3-', 'H+、Na+、CO32-、Cl-', 'Ba2+、Na+、SO42-、Cl-', 'Ag+、Na+、Cl-、NO3-'],
  ),
);
