/**
 * Electrochemistry statement questions that look like the ones the kind answers (decision 0087) but differ in a way
 * that changes the answer: a total reaction written in the charging direction, 阴/阳极 and 正/负极 mixed up, electrons
 * and current, acid and alkaline and molten electrolytes, molten vs dissolved NaCl, active anodes, other cations and
 * hydrolysing salts under electrolysis, plating vs refining, multiplied or mis-charged electrode reactions, pH near an
 * electrode vs of the whole solution, negated and multi-answer stems, two-clause options, figures, masses and moles,
 * two cells in one stem. `answer` is the hand-worked letter, or null when the text does not fix one (then the
 * solver must refuse); `answered` records that the solver answers it now (it must keep doing so).
 */
export interface ElectrochemHuntCase {
  why: string;
  text: string;
  answer: string | null;
  answered: boolean;
}

const q = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');
const c = (why: string, answer: string | null, answered: boolean, stem: string, options: string[]): ElectrochemHuntCase => ({
  why,
  text: q(stem, options),
  answer,
  answered,
});

const LA = 'Pb + PbO2 + 2H2SO4 = 2PbSO4 + 2H2O';
const LA_CHARGE = '2PbSO4 + 2H2O = Pb + PbO2 + 2H2SO4';
const ZNMN = 'Zn + 2MnO2 + 2H2O = 2MnOOH + Zn(OH)2';
const EDISON = 'Fe + Ni2O3 + 3H2O = Fe(OH)2 + 2Ni(OH)2';
const NICD = 'Cd + 2NiOOH + 2H2O = Cd(OH)2 + 2Ni(OH)2';

export const HUNT_CASES: ElectrochemHuntCase[] = [
  // —— a total reaction written in the charging direction ——
  c(
    'charging total reaction: Pb is still the negative plate on discharge',
    'B',
    false,
    `铅蓄电池充电时的总反应为 ${LA_CHARGE}，下列说法正确的是（ ）`,
    ['放电时Pb为正极', '放电时负极反应为 Pb + SO4²⁻ - 2e⁻ = PbSO4', '充电时PbO2电极与电源负极相连', '放电时H⁺向负极移动'],
  ),
  c(
    'charging total reaction, false asked: electrons leave Pb on discharge',
    'D',
    true,
    `铅蓄电池充电时的总反应为 ${LA_CHARGE}，下列说法错误的是（ ）`,
    [
      '充电时阳极反应为 PbSO4 + 2H2O - 2e⁻ = PbO2 + 4H⁺ + SO4²⁻',
      '放电时正极发生还原反应',
      '充电时溶液的pH减小',
      '放电时电子由PbO2经导线流向Pb',
    ],
  ),
  c(
    '\\xlongequal{充电}: forward is charging, Cd is the negative',
    'A',
    false,
    String.raw`镍镉电池的总反应为 $\mathrm{Cd}(\mathrm{OH})_{2}+2 \mathrm{Ni}(\mathrm{OH})_{2} \xlongequal{\text { 充电 }} \mathrm{Cd}+2 \mathrm{NiOOH}+2 \mathrm{H}_{2} \mathrm{O}$，下列说法正确的是（ ）`,
    ['放电时Cd为负极', '放电时NiOOH发生氧化反应', '充电时阴极反应为 Ni(OH)2 + OH⁻ - e⁻ = NiOOH + H2O', '放电时OH⁻向正极移动'],
  ),
  c(
    'charging total reaction of the Edison cell in words',
    'B',
    true,
    '爱迪生电池充电时的总反应为 Fe(OH)2 + 2Ni(OH)2 = Fe + Ni2O3 + 3H2O，下列说法正确的是（ ）',
    [
      '放电时Ni2O3为负极',
      '充电时阴极反应为 Fe(OH)2 + 2e⁻ = Fe + 2OH⁻',
      '放电时负极反应为 Fe + 2OH⁻ + 2e⁻ = Fe(OH)2',
      '充电时阳极附近溶液的pH增大',
    ],
  ),
  c(
    '\\overset{充电} over the reversible arrow: forward is charging',
    'A',
    false,
    String.raw`某可充电电池的总反应为 $\mathrm{Cd}(\mathrm{OH})_{2}+2 \mathrm{Ni}(\mathrm{OH})_{2} \underset{\text { 放电 }}{\overset{\text { 充电 }}{\rightleftharpoons}} \mathrm{Cd}+2 \mathrm{NiOOH}+2 \mathrm{H}_{2} \mathrm{O}$，下列说法正确的是（ ）`,
    ['放电时Cd为负极', '放电时NiOOH发生氧化反应', '充电时阴极反应为 Ni(OH)2 + OH⁻ - e⁻ = NiOOH + H2O', '放电时OH⁻向正极移动'],
  ),
  c(
    '\\overset{放电} over the reversible arrow: forward is discharging',
    'B',
    false,
    String.raw`铅蓄电池的总反应为 $\mathrm{Pb}+\mathrm{PbO}_{2}+2 \mathrm{H}_{2} \mathrm{SO}_{4} \underset{\text { 充电 }}{\overset{\text { 放电 }}{\rightleftharpoons}} 2 \mathrm{PbSO}_{4}+2 \mathrm{H}_{2} \mathrm{O}$，下列说法正确的是（ ）`,
    ['充电时PbO2电极与电源负极相连', '放电时正极附近溶液的pH增大', '放电时SO4²⁻向正极移动', '充电时阴极发生氧化反应'],
  ),
  c(
    'reversible arrow with no label: the stem does not say which way is discharge',
    'B',
    false,
    '某可充电电池的总反应为 Fe + Ni2O3 + 3H2O ⇌ Fe(OH)2 + 2Ni(OH)2，下列说法正确的是（ ）',
    ['放电时Ni2O3为负极', '放电时Fe为负极，发生氧化反应', '充电时阴极发生氧化反应', '放电时OH⁻向正极移动'],
  ),
  c('「充电反应为」 in plain words', 'C', true, `某铅蓄电池的充电反应为 ${LA_CHARGE}，下列说法正确的是（ ）`, [
    '放电时PbO2为负极',
    '充电时Pb电极与电源正极相连',
    '放电时负极反应为 Pb + SO4²⁻ - 2e⁻ = PbSO4',
    '放电时电子经电解质溶液流向正极',
  ]),
  c('the discharge direction in plain words still works', 'C', true, `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（ ）`, [
    '放电时PbO2为负极',
    '充电时Pb电极与电源正极相连',
    '放电时负极反应为 Pb + SO4²⁻ - 2e⁻ = PbSO4',
    '放电时电子经电解质溶液流向正极',
  ]),

  // —— 正/负极 vs 阴/阳极 ——
  c(
    '阳极 for a discharging battery, 阴极 for PbO2 while charging; charging Pb is reduced',
    'C',
    true,
    `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（ ）`,
    ['放电时Pb为阳极', '充电时PbO2为阴极', '充电时Pb电极上发生还原反应', '放电时PbO2发生氧化反应'],
  ),
  c(
    '「充电时 PbO2 为正极」: the PbO2 plate stays the marked 正极 while charging (arguably true) — two true options',
    null,
    false,
    `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（ ）`,
    ['放电时Pb为负极', '充电时，PbO2电极为正极', '放电时负极反应为 Pb - 2e⁻ = Pb²⁺', '放电时电子经电解质溶液流向正极'],
  ),
  c(
    '「充电时 Pb 为负极」 is the terminal name: arguably true, so the false-asked stem has no single answer',
    null,
    false,
    `铅蓄电池放电时的总反应为 ${LA}，下列说法错误的是（ ）`,
    ['充电时，Pb电极为负极', '放电时正极发生还原反应', '放电时SO4²⁻向负极移动', '放电时溶液的pH增大'],
  ),
  c('充电时 Pb 为正极 is wrong under any reading', 'A', true, `铅蓄电池放电时的总反应为 ${LA}，下列说法错误的是（ ）`, [
    '充电时，Pb电极为正极',
    '放电时正极发生还原反应',
    '放电时SO4²⁻向负极移动',
    '放电时溶液的pH增大',
  ]),
  c(
    'electrolysis electrode called 正极: not how a cell is named; C is right',
    'C',
    false,
    '用惰性电极电解CuCl2溶液，下列说法正确的是（ ）',
    ['正极上析出铜', '阴极发生氧化反应', '阳极反应为 2Cl⁻ - 2e⁻ = Cl2↑', 'Cu²⁺向阳极移动'],
  ),
  c('MnO2 called 阴极 in a galvanic cell; second clause of D false', 'B', false, `碱性锌锰电池的总反应为 ${ZNMN}，下列说法正确的是（ ）`, [
    'MnO2为阴极',
    'Zn为负极，发生氧化反应',
    '电子由MnO2经导线流向Zn',
    '负极反应为 Zn + 2OH⁻ - 2e⁻ = Zn(OH)2，正极发生氧化反应',
  ]),
  c(
    'charging: the battery 负极 is joined to the source 负极 and is the cathode',
    'A',
    true,
    `镍镉电池放电时的总反应为 ${NICD}，下列说法正确的是（ ）`,
    [
      '充电时，电池的负极与外接电源的负极相连',
      '充电时，阳极反应为 Cd(OH)2 + 2e⁻ = Cd + 2OH⁻',
      '放电时，NiOOH发生氧化反应',
      '放电时，Cd为正极',
    ],
  ),
  c('charging: the battery 正极 joined to the source 负极 is false', 'D', true, `镍镉电池放电时的总反应为 ${NICD}，下列说法错误的是（ ）`, [
    '充电时，阳极反应为 Ni(OH)2 + OH⁻ - e⁻ = NiOOH + H2O',
    '放电时，Cd发生氧化反应',
    '充电时，NiOOH电极为阳极',
    '充电时，电池的正极接电源的负极',
  ]),
  c('charging: 负极 of the battery is reduced', 'B', true, `镍镉电池放电时的总反应为 ${NICD}，下列说法正确的是（ ）`, [
    '充电时，负极发生氧化反应',
    '充电时，负极发生还原反应',
    '放电时，OH⁻向正极移动',
    '放电时，正极反应为 NiOOH + H2O - e⁻ = Ni(OH)2 + OH⁻',
  ]),

  // —— electrons through the solution, current vs electrons ——
  c('「电子不经过电解质溶液」 is true (a negated claim)', 'A', true, '以稀硫酸为电解质溶液的氢氧燃料电池工作时，下列说法正确的是（ ）', [
    '电子不经过电解质溶液',
    '通入O2的一极为负极',
    '负极反应为 H2 + 2OH⁻ - 2e⁻ = 2H2O',
    'H⁺向负极移动',
  ]),
  c('「电子不能通过溶液」 true; D false', 'D', true, '以稀硫酸为电解质溶液的氢氧燃料电池工作时，下列说法错误的是（ ）', [
    '电子不能通过电解质溶液',
    '正极反应为 O2 + 4H⁺ + 4e⁻ = 2H2O',
    'H⁺向正极移动',
    '负极发生还原反应',
  ]),
  c(
    'electrons back through the solution: false; the only right one is C',
    'C',
    false,
    '以KOH溶液为电解质溶液的氢氧燃料电池工作时，下列说法正确的是（ ）',
    ['电子由负极经外电路流向正极，再经溶液流回负极', '正极反应为 O2 + 4H⁺ + 4e⁻ = 2H2O', '负极附近溶液的pH减小', 'K⁺向负极移动'],
  ),
  c(
    'current inside the cell flows negative → positive through the solution (true, not read)',
    'A',
    false,
    `碱性锌锰电池的总反应为 ${ZNMN}，下列说法正确的是（ ）`,
    ['电流由负极经电解质溶液流向正极', '电流由Zn经外电路流向MnO2', '电子由MnO2经导线流向Zn', 'Zn为正极'],
  ),
  c(
    'current vs electrons, Zn–Ag2O; D has a false mass clause',
    'C',
    false,
    '银锌电池的总反应为 Zn + Ag2O + H2O = Zn(OH)2 + 2Ag，电解质溶液为KOH溶液，下列说法正确的是（ ）',
    [
      '电流由Zn经外电路流向Ag2O',
      '电子由Ag2O经导线流向Zn',
      '电流由Ag2O经导线流向Zn',
      '正极反应为 Ag2O + H2O + 2e⁻ = 2Ag + 2OH⁻，负极质量减小',
    ],
  ),
  c(
    'current vs electrons, false asked',
    'B',
    true,
    '银锌电池的总反应为 Zn + Ag2O + H2O = Zn(OH)2 + 2Ag，电解质溶液为KOH溶液，下列说法错误的是（ ）',
    ['电子由Zn经导线流向Ag2O', '电流由Zn经导线流向Ag2O', 'Zn为负极', '正极反应为 Ag2O + H2O + 2e⁻ = 2Ag + 2OH⁻'],
  ),
  c('electrons in an electrolytic cell: through the solution is false', 'D', false, '用惰性电极电解CuCl2溶液，下列说法错误的是（ ）', [
    '阴极反应为 Cu²⁺ + 2e⁻ = Cu',
    '阳极上产生氯气',
    'Cl⁻向阳极移动',
    '电子由电源负极流向阴极，经溶液流向阳极',
  ]),

  // —— fuel cells in acid, base, molten carbonate, solid oxide ——
  c('methanol in KOH: carbonate, not CO2', 'A', true, '以KOH溶液为电解质的甲醇燃料电池，下列说法正确的是（ ）', [
    '负极反应为 CH3OH + 8OH⁻ - 6e⁻ = CO3²⁻ + 6H2O',
    '负极反应为 CH3OH + H2O - 6e⁻ = CO2 + 6H⁺',
    '正极反应为 O2 + 4H⁺ + 4e⁻ = 2H2O',
    '放电时K⁺向负极移动',
  ]),
  c('methanol with a proton membrane, reaction doubled', 'C', false, '质子交换膜甲醇燃料电池工作时，下列说法正确的是（ ）', [
    'H⁺通过质子交换膜向负极移动',
    '正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻',
    '负极反应为 2CH3OH + 2H2O - 12e⁻ = 2CO2 + 12H⁺',
    '通入甲醇的一极发生还原反应',
  ]),
  c('methanol in acid, reaction doubled, plain', 'C', true, '以稀硫酸为电解质溶液的甲醇燃料电池工作时，下列说法正确的是（ ）', [
    'H⁺向负极移动',
    '正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻',
    '负极反应为 2CH3OH + 2H2O - 12e⁻ = 2CO2 + 12H⁺',
    '通入甲醇的一极发生还原反应',
  ]),
  c('molten carbonate H2 fuel cell', 'A', false, '以熔融K2CO3为电解质的氢氧燃料电池，下列说法正确的是（ ）', [
    '负极反应为 H2 + CO3²⁻ - 2e⁻ = H2O + CO2',
    'CO3²⁻向正极移动',
    '正极反应为 O2 + 4H⁺ + 4e⁻ = 2H2O',
    '通入H2的一极为正极',
  ]),
  c('molten carbonate CH4 fuel cell: O2 + 2CO2 at the positive', 'B', false, '一种熔融碳酸盐甲烷燃料电池，下列说法正确的是（ ）', [
    '正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻',
    '正极反应为 O2 + 2CO2 + 4e⁻ = 2CO3²⁻',
    'CO3²⁻向正极移动',
    '通入甲烷的一极发生还原反应',
  ]),
  c('solid oxide conducting O²⁻', 'B', false, '以固体氧化物（能传导O²⁻）为电解质的甲烷燃料电池，下列说法正确的是（ ）', [
    'O²⁻向正极移动',
    '负极反应为 CH4 + 4O²⁻ - 8e⁻ = CO2 + 2H2O',
    '正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻',
    '电子由正极经导线流向负极',
  ]),
  c(
    'solid oxide not named as such (ZrO2 in which O²⁻ moves)',
    'A',
    false,
    '以掺杂Y2O3的ZrO2晶体为电解质的氢氧燃料电池（高温下O²⁻可在其中移动），下列说法正确的是（ ）',
    ['负极反应为 H2 + O²⁻ - 2e⁻ = H2O', 'O²⁻向正极移动', '正极反应为 O2 + 4H⁺ + 4e⁻ = 2H2O', '通入O2的一极发生氧化反应'],
  ),
  c('both electrolytes named: not one cell', 'A', false, '氢氧燃料电池的电解质可以是KOH溶液，也可以是稀硫酸，下列说法正确的是（ ）', [
    '通入H2的一极均为负极',
    '正极反应均为 O2 + 4H⁺ + 4e⁻ = 2H2O',
    '电子均经电解质溶液流向正极',
    '负极反应均为 H2 - 2e⁻ = 2H⁺',
  ]),
  c('H2 in KOH: OH⁻ form of the positive is right', 'C', true, '氢氧燃料电池以NaOH溶液为电解质溶液，下列说法正确的是（ ）', [
    '正极反应为 O2 + 4H⁺ + 4e⁻ = 2H2O',
    '负极反应为 H2 - 2e⁻ = 2H⁺',
    '正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻',
    '通入H2的一极发生还原反应',
  ]),
  c(
    'H2 in acid: the OH⁻ positive is wrong; pH near the positive rises',
    'D',
    true,
    '氢氧燃料电池以稀硫酸为电解质溶液，下列说法正确的是（ ）',
    ['正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻', '负极附近溶液的pH增大', '电子由通入O2的一极流向通入H2的一极', '正极附近溶液的pH增大'],
  ),
  c(
    'a fuel cell cannot be charged: 「充电时」 options are not decided',
    null,
    false,
    '氢氧燃料电池以KOH溶液为电解质溶液，放电时，下列说法正确的是（ ）',
    ['充电时，通入H2的一极应与电源负极相连', '正极反应为 O2 + 4H⁺ + 4e⁻ = 2H2O', '负极发生还原反应', 'OH⁻向正极移动'],
  ),
  c(
    'CH4 in KOH with a total reaction: KOH used up, pH falls',
    'B',
    true,
    '甲烷燃料电池以KOH溶液为电解质，总反应为 CH4 + 2O2 + 2KOH = K2CO3 + 3H2O，下列说法正确的是（ ）',
    ['电池工作时溶液的pH增大', '电池工作时溶液的pH减小', '负极反应为 CH4 + 2H2O - 8e⁻ = CO2 + 8H⁺', '通入O2的一极为负极'],
  ),
  c('CH4 in acid: pH near the negative falls', 'A', true, '以稀硫酸为电解质溶液的甲烷燃料电池工作时，下列说法正确的是（ ）', [
    '负极附近溶液的pH减小',
    '正极附近溶液的pH减小',
    '负极反应为 CH4 + 10OH⁻ - 8e⁻ = CO3²⁻ + 7H2O',
    'H⁺向负极移动',
  ]),

  // —— lead-acid: sulfate on both plates ——
  c('lead-acid positive with Pb²⁺; masses of both plates', 'C', false, `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（ ）`, [
    '放电时正极反应为 PbO2 + 4H⁺ + 2e⁻ = Pb²⁺ + 2H2O',
    '放电时负极质量减小',
    '放电时两极质量均增加',
    '充电时Pb电极与电源正极相连',
  ]),
  c('lead-acid: charging anode with electrons on the wrong side', 'D', true, `铅蓄电池放电时的总反应为 ${LA}，下列说法错误的是（ ）`, [
    '放电时正极反应为 PbO2 + 4H⁺ + SO4²⁻ + 2e⁻ = PbSO4 + 2H2O',
    '放电时负极反应为 Pb + SO4²⁻ - 2e⁻ = PbSO4',
    '放电时，溶液的pH增大',
    '充电时，阳极反应为 PbSO4 + 2e⁻ = Pb + SO4²⁻',
  ]),
  c('lead-acid negative doubled (still right)', 'A', true, `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（ ）`, [
    '放电时负极反应为 2Pb + 2SO4²⁻ - 4e⁻ = 2PbSO4',
    '放电时H⁺向负极移动',
    '充电时阴极发生氧化反应',
    '放电时PbO2作负极',
  ]),
  c('lead-acid: right atoms, wrong charge', 'B', true, `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（ ）`, [
    '充电时阴极反应为 PbSO4 + e⁻ = Pb + SO4²⁻',
    '充电时阳极反应为 PbSO4 + 2H2O - 2e⁻ = PbO2 + 4H⁺ + SO4²⁻',
    '充电时H⁺向阳极移动',
    '充电时电能转化为化学能，PbO2电极与电源负极相连',
  ]),
  c('lead-acid: Pb²⁺ in the charging cathode', 'B', true, `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（ ）`, [
    '充电时阴极反应为 Pb²⁺ + 2e⁻ = Pb',
    '放电时SO4²⁻向负极移动',
    '放电时电子由PbO2极经导线流向Pb极',
    '放电时正极被氧化',
  ]),
  c(
    'lead-acid: charging acidity rises; anions to the PbO2 plate while charging',
    'A',
    true,
    `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（ ）`,
    ['充电时，SO4²⁻向PbO2电极移动', '充电时，溶液的酸性减弱', '放电时，溶液的pH减小', '充电时，H⁺向PbO2电极移动'],
  ),
  c(
    'lead-acid: positive-plate pH near it rises on discharge, negative not read',
    'C',
    false,
    `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（ ）`,
    ['放电时，负极附近溶液的pH增大', '放电时，正极附近溶液的pH减小', '放电时，正极附近溶液的pH增大', '放电时，电能转化为化学能'],
  ),
  c('lead-acid: moles of electrons and masses (not read)', 'A', false, `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（ ）`, [
    '放电时每转移2mol电子，负极增重96g',
    '放电时正极质量减少',
    '充电时Pb电极与电源正极相连',
    '放电时H⁺向负极移动',
  ]),
  c(
    'lead-acid exam LaTeX, charge slip in the positive',
    'C',
    true,
    String.raw`铅蓄电池放电时的总反应为 $\mathrm{Pb}+\mathrm{PbO}_{2}+2 \mathrm{H}_{2} \mathrm{SO}_{4}=2 \mathrm{PbSO}_{4}+2 \mathrm{H}_{2} \mathrm{O}$，下列说法错误的是（ ）`,
    [
      String.raw`放电时负极反应为 $\mathrm{Pb}+\mathrm{SO}_{4}^{2-}-2 \mathrm{e}^{-}=\mathrm{PbSO}_{4}$`,
      String.raw`充电时阴极反应为 $\mathrm{PbSO}_{4}+2 \mathrm{e}^{-}=\mathrm{Pb}+\mathrm{SO}_{4}^{2-}$`,
      String.raw`放电时正极反应为 $\mathrm{PbO}_{2}+4 \mathrm{H}^{+}+\mathrm{SO}_{4}^{2-}+\mathrm{e}^{-}=\mathrm{PbSO}_{4}+2 \mathrm{H}_{2} \mathrm{O}$`,
      '放电时，溶液的pH增大',
    ],
  ),

  // —— NaCl: solution vs molten ——
  c('molten NaCl gives Na at the cathode', 'A', false, '用惰性电极电解熔融NaCl，下列说法正确的是（ ）', [
    '阴极反应为 Na⁺ + e⁻ = Na',
    '阳极上产生H2',
    '阴极附近溶液的pH增大',
    'Cl⁻向阴极移动',
  ]),
  c('NaCl solution: H2, not Na, at the cathode', 'B', true, '用惰性电极电解NaCl溶液，下列说法正确的是（ ）', [
    '阴极反应为 Na⁺ + e⁻ = Na',
    '阳极反应为 2Cl⁻ - 2e⁻ = Cl2↑',
    '阴极附近溶液的pH减小',
    'Na⁺向阳极移动',
  ]),
  c('brine: the cathode reaction written as the anode one', 'D', false, '用惰性电极电解饱和食盐水一段时间，下列说法错误的是（ ）', [
    '阳极产生Cl2',
    '阴极产生H2',
    '电解后溶液的pH增大',
    '阴极反应为 2Cl⁻ - 2e⁻ = Cl2↑',
  ]),
  c('molten NaCl in words with 石墨作电极', 'C', false, '工业上用石墨作电极电解熔融氯化钠制取金属钠，下列说法正确的是（ ）', [
    '阴极上产生氢气',
    '阳极反应为 Na⁺ + e⁻ = Na',
    '阳极上产生氯气',
    'Na⁺向阳极移动',
  ]),
  c(
    'brine electrolysis with an iron cathode and graphite anode (not read as one pattern)',
    'B',
    false,
    '以铁为阴极、石墨为阳极电解饱和食盐水，下列说法正确的是（ ）',
    ['阳极反应为 Fe - 2e⁻ = Fe²⁺', '阳极反应为 2Cl⁻ - 2e⁻ = Cl2↑', '阴极上产生氯气', 'Na⁺向阳极移动'],
  ),

  // —— active vs inert anodes ——
  c('copper anode in sulfuric acid dissolves', 'B', true, '用铜作电极电解H2SO4溶液，下列说法正确的是（ ）', [
    '阳极上产生O2',
    '阳极反应为 Cu - 2e⁻ = Cu²⁺',
    '阴极发生氧化反应',
    'H⁺向阳极移动',
  ]),
  c('iron anode in brine dissolves (not read)', 'B', false, '用铁作电极电解NaCl溶液，下列说法正确的是（ ）', [
    '阳极反应为 2Cl⁻ - 2e⁻ = Cl2↑',
    '阳极反应为 Fe - 2e⁻ = Fe²⁺',
    '阴极上产生Cl2',
    'Na⁺向阳极移动',
  ]),
  c('copper anode, graphite cathode (two materials)', 'C', false, '用铜作阳极、石墨作阴极电解NaCl溶液，下列说法正确的是（ ）', [
    '阳极上产生Cl2',
    '阴极发生氧化反应',
    '阳极反应为 Cu - 2e⁻ = Cu²⁺',
    'Na⁺向阳极移动',
  ]),
  c('graphite anode, copper cathode in CuSO4', 'B', false, '用石墨作阳极、铜作阴极电解CuSO4溶液，下列说法正确的是（ ）', [
    '阳极反应为 Cu - 2e⁻ = Cu²⁺',
    '阴极反应为 Cu²⁺ + 2e⁻ = Cu',
    '阳极上产生Cl2',
    'SO4²⁻向阴极移动',
  ]),
  c('copper electrodes in CuSO4: no O2; c(Cu²⁺) unchanged is not read', 'B', false, '用铜作电极电解CuSO4溶液，下列说法正确的是（ ）', [
    '阳极上产生O2',
    '溶液中c(Cu²⁺)基本不变',
    '阳极发生还原反应',
    '阴极反应为 4OH⁻ - 4e⁻ = O2↑ + 2H2O',
  ]),
  c('copper electrodes in CuSO4: O2 at the anode is false', 'A', true, '用铜作电极电解CuSO4溶液，下列说法错误的是（ ）', [
    '阳极上产生O2',
    '阳极反应为 Cu - 2e⁻ = Cu²⁺',
    '阴极上析出铜',
    'SO4²⁻向阳极移动',
  ]),
  c('copper electrodes in AgNO3: silver at the cathode, copper dissolves', 'D', true, '用铜作电极电解AgNO3溶液，下列说法正确的是（ ）', [
    '阳极上产生O2',
    '阴极反应为 Cu²⁺ + 2e⁻ = Cu',
    'Ag⁺向阳极移动',
    '阴极上析出银',
  ]),
  c('inert electrodes in CuCl2 vs copper: Cl2 only with inert', 'A', true, '用铜作电极电解CuCl2溶液，下列说法错误的是（ ）', [
    '阳极上产生氯气',
    '阴极上析出铜',
    '阳极反应为 Cu - 2e⁻ = Cu²⁺',
    'Cl⁻向阳极移动',
  ]),

  // —— other cations and hydrolysing salts under electrolysis ——
  c(
    'Na2CO3 solution: water electrolysed, the carbonate more concentrated, pH rises',
    'D',
    false,
    '用惰性电极电解Na2CO3溶液，下列说法正确的是（ ）',
    ['电解后溶液的pH不变', '阴极上产生O2', 'Na⁺向阳极移动', '电解后溶液的pH增大'],
  ),
  c('ZnSO4: textbook discharge order puts Zn²⁺ before water', 'B', false, '用惰性电极电解ZnSO4溶液，下列说法正确的是（ ）', [
    '阴极上产生H2',
    '阴极反应为 Zn²⁺ + 2e⁻ = Zn',
    '阳极上产生Zn',
    'Zn²⁺向阳极移动',
  ]),
  c('FeCl3: Fe³⁺ is reduced to Fe²⁺ first', 'A', false, '用惰性电极电解FeCl3溶液，下列说法正确的是（ ）', [
    '阴极反应为 Fe³⁺ + e⁻ = Fe²⁺',
    '阴极上产生H2',
    '阳极上产生O2',
    'Cl⁻向阴极移动',
  ]),
  c('MgCl2: Mg(OH)2 at the cathode, Cl2 at the anode', 'A', false, '用惰性电极电解MgCl2溶液，下列说法正确的是（ ）', [
    '阳极上产生Cl2',
    '阴极上析出Mg',
    'Mg²⁺向阳极移动',
    '阳极发生还原反应',
  ]),
  c('KI: iodine at the anode', 'A', true, '用惰性电极电解KI溶液，下列说法正确的是（ ）', [
    '阳极上生成I2',
    '阴极附近溶液的pH减小',
    '阳极反应为 2I⁻ + 2e⁻ = I2',
    'K⁺向阳极移动',
  ]),
  c('FeSO4: Fe²⁺ (textbook order before water) — cathode not certain H2', 'C', false, '用惰性电极电解FeSO4溶液，下列说法正确的是（ ）', [
    '阴极附近溶液的pH减小',
    'Fe²⁺向阳极移动',
    '阳极附近溶液的pH减小',
    '阴极发生氧化反应',
  ]),
  c('Na2S: S²⁻ is oxidised before water', 'B', false, '用惰性电极电解Na2S溶液，下列说法正确的是（ ）', [
    '阳极上产生O2',
    '阳极上生成S',
    'Na⁺向阳极移动',
    '阴极发生氧化反应',
  ]),

  // —— pH near an electrode vs the whole solution ——
  c('H2–O2 in KOH: the positive makes OH⁻', 'B', true, '氢氧燃料电池以KOH溶液为电解质溶液，下列说法正确的是（ ）', [
    '负极附近溶液的pH增大',
    '正极附近溶液的pH增大',
    '正极发生氧化反应',
    'OH⁻向正极移动',
  ]),
  c('CuSO4 inert: acid made in the solution', 'D', false, '用惰性电极电解CuSO4溶液，下列说法正确的是（ ）', [
    '阳极附近溶液的pH增大',
    '电解后溶液的pH增大',
    '阴极上产生O2',
    '电解后溶液的酸性增强',
  ]),
  c('brine: basicity near the cathode', 'A', false, '用惰性电极电解NaCl溶液，下列说法正确的是（ ）', [
    '阴极附近溶液的碱性增强',
    '电解后溶液的pH减小',
    'Cl⁻向阴极移动',
    '阴极产生Cl2',
  ]),
  c('Na2SO4: near the anode acidic, whole unchanged', 'B', false, '用惰性电极电解Na2SO4溶液，下列说法正确的是（ ）', [
    '阴极附近溶液的pH减小',
    '阳极附近溶液的pH减小',
    '电解后溶液的pH减小',
    '阳极上产生H2',
  ]),
  c('H2SO4 solution: water electrolysed, acid more concentrated', 'C', false, '用惰性电极电解H2SO4溶液，下列说法正确的是（ ）', [
    '电解后溶液的pH增大',
    '阴极上产生O2',
    '电解后溶液的pH减小',
    'SO4²⁻向阴极移动',
  ]),
  c('NaOH solution: water electrolysed, base more concentrated', 'A', false, '用惰性电极电解NaOH溶液，下列说法正确的是（ ）', [
    '电解后溶液的pH增大',
    '阳极附近溶液的pH增大',
    '阴极上产生O2',
    'Na⁺向阳极移动',
  ]),
  c('AgNO3: acid made', 'B', false, '用惰性电极电解AgNO3溶液，下列说法正确的是（ ）', [
    '电解后溶液的pH增大',
    '电解后溶液的pH减小',
    '阳极上析出银',
    'NO3⁻向阴极移动',
  ]),
  c(
    'Al–air in NaOH: base used up',
    'A',
    true,
    '铝—空气电池以NaOH溶液为电解质溶液，总反应为 4Al + 3O2 + 4NaOH = 4NaAlO2 + 2H2O，下列说法正确的是（ ）',
    ['正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻', '放电时溶液的pH增大', '负极反应为 Al - 3e⁻ = Al³⁺', 'OH⁻向正极移动'],
  ),

  // —— neutral electrolytes: the ion and the hydroxide both written ——
  c(
    'seawater Al–air: 「Al − 3e⁻ = Al³⁺」 is the textbook negative',
    'A',
    false,
    '以海水为电解质溶液的铝—空气电池，总反应为 4Al + 3O2 + 6H2O = 4Al(OH)3，下列说法正确的是（ ）',
    ['负极反应为 Al - 3e⁻ = Al³⁺', 'Al为正极', 'O2在负极反应', '电子由Al经海水流向正极'],
  ),
  c(
    'seawater Al–air, false asked',
    'C',
    false,
    '以海水为电解质溶液的铝—空气电池，总反应为 4Al + 3O2 + 6H2O = 4Al(OH)3，下列说法错误的是（ ）',
    ['负极反应为 Al - 3e⁻ = Al³⁺', '正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻', 'Al为正极', 'Al为负极，发生氧化反应'],
  ),

  // —— salts as reactants: the ion reacts ——
  c('Zn + CuSO4: the positive takes Cu²⁺', 'C', true, '某原电池的总反应为 Zn + CuSO4 = ZnSO4 + Cu，下列说法正确的是（ ）', [
    '锌作正极',
    'SO4²⁻向正极移动',
    '正极反应为 Cu²⁺ + 2e⁻ = Cu',
    '电子由锌经CuSO4溶液流向正极',
  ]),
  c('2FeCl3 + Cu: the positive takes Fe³⁺', 'B', true, '某原电池的总反应为 2FeCl3 + Cu = 2FeCl2 + CuCl2，下列说法正确的是（ ）', [
    'Cu为正极',
    '正极反应为 Fe³⁺ + e⁻ = Fe²⁺',
    '负极反应为 Cu + 2e⁻ = Cu²⁺',
    '电子由正极经导线流向负极',
  ]),
  c('2FeCl3 + Cu, false asked: Fe³⁺ to Fe is wrong', 'C', true, '某原电池的总反应为 2FeCl3 + Cu = 2FeCl2 + CuCl2，下列说法错误的是（ ）', [
    'Cu作负极',
    '正极反应为 Fe³⁺ + e⁻ = Fe²⁺',
    '正极反应为 Fe³⁺ + 3e⁻ = Fe',
    '负极反应为 Cu - 2e⁻ = Cu²⁺',
  ]),
  c('ionic total reaction Fe + 2Fe³⁺', 'D', false, '某原电池的总反应的离子方程式为 Fe + 2Fe³⁺ = 3Fe²⁺，下列说法正确的是（ ）', [
    'Fe为正极',
    '正极反应为 Fe³⁺ + 3e⁻ = Fe',
    '负极反应为 Fe - 3e⁻ = Fe³⁺',
    '负极反应为 Fe - 2e⁻ = Fe²⁺',
  ]),
  c(
    'Mg–H2O2 in acid (peroxide oxygen reduced)',
    'B',
    false,
    '镁—过氧化氢电池的总反应为 Mg + H2O2 + 2H⁺ = Mg²⁺ + 2H2O，下列说法正确的是（ ）',
    ['Mg为正极', '正极反应为 H2O2 + 2H⁺ + 2e⁻ = 2H2O', '放电时H⁺向负极移动', '放电时正极附近溶液的pH减小'],
  ),
  c('Li + MnO2 = LiMnO2: only the poles are read', 'A', false, '锂锰电池的总反应为 Li + MnO2 = LiMnO2，下列说法正确的是（ ）', [
    'Li为负极',
    'MnO2为负极',
    '电子由MnO2经导线流向Li',
    '可用水溶液作电解质',
  ]),

  // —— plating vs refining ——
  c('plating copper on iron', 'B', true, '在铁件上镀铜时，下列说法正确的是（ ）', [
    '铁件作阳极',
    '铜片与电源的正极相连',
    '阴极反应为 Cu - 2e⁻ = Cu²⁺',
    'Cu²⁺向阳极移动',
  ]),
  c('refining: crude copper is the anode', 'C', true, '电解精炼铜时，下列说法正确的是（ ）', [
    '纯铜作阳极',
    '粗铜与电源负极相连',
    '阴极反应为 Cu²⁺ + 2e⁻ = Cu',
    'Cu²⁺向阳极移动',
  ]),
  c('refining: c(Cu²⁺) falls (not read); crude anode reaction not one equation', 'D', false, '电解精炼铜时，下列说法错误的是（ ）', [
    '粗铜作阳极',
    '精铜上发生还原反应',
    '粗铜与电源正极相连',
    '电解质溶液中c(Cu²⁺)保持不变',
  ]),
  c('plating silver on iron', 'B', true, '在铁制品上镀银，下列说法正确的是（ ）', [
    '用AgNO3溶液作电镀液，银片作阴极',
    '铁制品与电源负极相连',
    '阳极反应为 Ag⁺ + e⁻ = Ag',
    'Ag⁺向阳极移动',
  ]),
  c('plating: the plated piece is the cathode, false asked', 'A', true, '在铁制品上镀铜，下列说法错误的是（ ）', [
    '铁制品与电源正极相连',
    '铜片作阳极',
    '阳极反应为 Cu - 2e⁻ = Cu²⁺',
    '阴极上析出铜',
  ]),
  c(
    'refining and plating in one stem: the plating options are not the refining cell',
    'B',
    false,
    '下列关于电解精炼铜与在铁件上镀铜的说法正确的是（ ）',
    ['电镀时铁件作阳极', '精炼时粗铜作阳极', '精炼时纯铜与电源正极相连', '电镀时铜片与电源负极相连'],
  ),
  c('plating zinc on iron (not read)', 'B', false, '在铁制品上镀锌，下列说法正确的是（ ）', [
    '锌片作阴极',
    '铁制品与电源负极相连',
    '阴极反应为 Zn - 2e⁻ = Zn²⁺',
    'Zn²⁺向阳极移动',
  ]),
  c('refining silver (not copper)', 'A', false, '电解精炼银时，下列说法正确的是（ ）', [
    '粗银作阳极',
    '纯银与电源正极相连',
    '阴极发生氧化反应',
    'Ag⁺向阳极移动',
  ]),

  // —— negated and multi-answer stems ——
  c('不正确的是: electrons through KOH', 'D', true, `碱性锌锰电池的总反应为 ${ZNMN}，下列说法不正确的是（ ）`, [
    'Zn为负极',
    '正极反应为 MnO2 + H2O + e⁻ = MnOOH + OH⁻',
    '放电时OH⁻向负极移动',
    '放电时电子由Zn经KOH溶液流向MnO2',
  ]),
  c('双选: two right options', null, false, `碱性锌锰电池的总反应为 ${ZNMN}，下列说法正确的是（双选）（ ）`, [
    'Zn为负极',
    '正极反应为 MnO2 + H2O + e⁻ = MnOOH + OH⁻',
    '放电时OH⁻向正极移动',
    '放电时电子由MnO2经外电路流向Zn',
  ]),
  c(
    'a count of right statements',
    null,
    false,
    `碱性锌锰电池的总反应为 ${ZNMN}，下列说法正确的有几项（ ）\n①Zn为负极 ②MnO2发生还原反应 ③OH⁻向正极移动`,
    ['0项', '1项', '2项', '3项'],
  ),
  c(
    'combinations of numbered statements (①② is the pair; not read)',
    'A',
    false,
    `碱性锌锰电池的总反应为 ${ZNMN}，下列说法正确的组合是（ ）\n①Zn为负极 ②MnO2发生还原反应 ③OH⁻向正极移动 ④电子经溶液流向正极`,
    ['①②', '②③', '③④', '①④'],
  ),
  c('不定项 marker', null, false, `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（不定项）（ ）`, [
    '放电时Pb为负极',
    '充电时PbO2电极与电源正极相连',
    '放电时负极反应为 Pb - 2e⁻ = Pb²⁺',
    '放电时电子经溶液流向正极',
  ]),
  c('「叙述错误的是」 with two clauses in each option', 'C', false, `爱迪生电池放电时的总反应为 ${EDISON}，下列叙述错误的是（ ）`, [
    '放电时Fe为负极，发生氧化反应',
    '充电时阴极反应为 Fe(OH)2 + 2e⁻ = Fe + 2OH⁻，阴极附近pH增大',
    '放电时正极反应为 Ni2O3 + 3H2O + 2e⁻ = 2Ni(OH)2 + 2OH⁻，正极附近pH减小',
    '放电时OH⁻向负极移动，电子由Fe经导线流向Ni2O3',
  ]),
  c('「有误的是」', 'B', true, `镍镉电池放电时的总反应为 ${NICD}，下列说法有误的是（ ）`, [
    '放电时Cd为负极',
    '充电时阴极反应为 Ni(OH)2 + OH⁻ - e⁻ = NiOOH + H2O',
    '放电时正极反应为 NiOOH + H2O + e⁻ = Ni(OH)2 + OH⁻',
    '充电时电能转化为化学能',
  ]),

  // —— options with two clauses, one false ——
  c('Edison, two clauses each', 'B', false, `爱迪生电池放电时的总反应为 ${EDISON}，下列说法正确的是（ ）`, [
    '放电时Fe为负极，发生还原反应',
    '充电时阴极反应为 Fe(OH)2 + 2e⁻ = Fe + 2OH⁻，阴极附近pH增大',
    '放电时正极反应为 Ni2O3 + 3H2O + 2e⁻ = 2Ni(OH)2 + 2OH⁻，正极附近pH减小',
    '放电时OH⁻向正极移动，电子经溶液流向负极',
  ]),
  c('H2 in acid, two clauses each', 'A', false, '以稀硫酸为电解质溶液的氢氧燃料电池工作时，下列说法正确的是（ ）', [
    '负极反应为 H2 - 2e⁻ = 2H⁺，H⁺向正极移动',
    '正极反应为 O2 + 4e⁻ + 2H2O = 4OH⁻',
    '通入O2的一极为正极，发生氧化反应',
    '电流由通入H2的一极经导线流向通入O2的一极',
  ]),
  c('brine: right reaction, wrong pH clause', 'C', false, '用惰性电极电解饱和食盐水，下列说法正确的是（ ）', [
    '阳极反应为 2Cl⁻ - 2e⁻ = Cl2↑，阳极附近溶液的pH增大',
    '阴极上产生H2，阴极附近溶液的pH减小',
    '阴极上产生H2，电解后溶液的pH增大',
    'Na⁺向阳极移动，Cl⁻向阴极移动',
  ]),
  c('Zn–MnO2: correct reaction, false mass clause', 'B', false, `碱性锌锰电池的总反应为 ${ZNMN}，下列说法正确的是（ ）`, [
    '负极反应为 Zn + 2OH⁻ - 2e⁻ = Zn(OH)2，负极质量减小',
    'Zn为负极，电子由Zn经外电路流向MnO2',
    'MnO2为负极，发生还原反应',
    '正极反应为 MnO2 + H2O + e⁻ = MnOOH + OH⁻，OH⁻向正极移动',
  ]),

  // —— figures ——
  c('figure: poles only in the picture', null, false, '某氢氧燃料电池的装置如图所示，下列说法正确的是（ ）', [
    'a极为负极',
    '电子由b极经导线流向a极',
    'H⁺向a极移动',
    'b极发生氧化反应',
  ]),
  c('figure of an electrolysis', null, false, '用下图装置电解CuCl2溶液（a、b为石墨电极），下列说法正确的是（ ）', [
    'a极上析出铜',
    'b极反应为 2Cl⁻ - 2e⁻ = Cl2↑',
    'Cl⁻向a极移动',
    '电子由b极经溶液流向a极',
  ]),
  c(
    'figure named later in the stem',
    null,
    false,
    '铅蓄电池放电时的总反应为 Pb + PbO2 + 2H2SO4 = 2PbSO4 + 2H2O，其结构示意图中X为一电极，下列说法正确的是（ ）',
    ['X极为负极', '放电时H⁺向X极移动', '充电时X极与电源正极相连', '放电时X极质量增加'],
  ),

  // —— masses and moles ——
  c('CuSO4 electrolysis: gas volume from the cathode gain (not read)', 'A', false, '用惰性电极电解CuSO4溶液，下列说法正确的是（ ）', [
    '阴极增重6.4g时阳极产生1.12L(标准状况)O2',
    '阳极上析出铜',
    'Cu²⁺向阳极移动',
    '阴极发生氧化反应',
  ]),
  c('H2 fuel cell: electrons per O2 (not read)', 'A', false, '氢氧燃料电池以KOH溶液为电解质溶液，下列说法正确的是（ ）', [
    '每消耗1mol O2转移4mol电子',
    '负极发生还原反应',
    '正极反应为 O2 + 4H⁺ + 4e⁻ = 2H2O',
    'K⁺向负极移动',
  ]),
  c('refining: anode loss equals cathode gain (false, not read)', 'B', false, '电解精炼铜时，下列说法正确的是（ ）', [
    '阳极减少的质量等于阴极增加的质量',
    '粗铜与电源正极相连',
    '纯铜作阳极',
    '阴极发生氧化反应',
  ]),

  // —— two cells in one stem ——
  c(
    'fuel cell powering brine electrolysis: 「溶液的pH」 could be either',
    null,
    false,
    '以KOH溶液为电解质的甲烷燃料电池为电源，用惰性电极电解NaCl溶液，下列说法正确的是（ ）',
    ['溶液的pH增大', '阴极产生Cl2', 'Na⁺向阳极移动', '阳极发生还原反应'],
  ),
  c(
    'lead-acid powering CuSO4 electrolysis: 「电解质溶液呈酸性」 could be either',
    null,
    false,
    '用铅蓄电池作电源，以石墨作电极电解NaCl溶液，下列说法正确的是（ ）',
    ['电解质溶液呈酸性', '阴极上产生Cl2', 'Cl⁻向阴极移动', '阳极发生还原反应'],
  ),
  c(
    'fuel cell powering CuSO4 electrolysis: both cells named by option',
    'A',
    false,
    '以稀硫酸为电解质的氢氧燃料电池作电源，用惰性电极电解CuSO4溶液，下列说法正确的是（ ）',
    ['燃料电池的负极与电解池的阴极相连', '燃料电池的正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻', '电解池的阳极上析出铜', '燃料电池中H⁺向负极移动'],
  ),

  // —— wordings of the same kinds ——
  c('Ni–Cd: discharge positive with electrons on the wrong side', 'C', true, `镍镉电池放电时的总反应为 ${NICD}，下列说法正确的是（ ）`, [
    '放电时正极反应为 NiOOH + H2O - e⁻ = Ni(OH)2 + OH⁻',
    '放电时Cd发生还原反应',
    '放电时负极反应为 Cd + 2OH⁻ - 2e⁻ = Cd(OH)2',
    '充电时Cd电极与电源正极相连',
  ]),
  c('Ni–Cd: Cd²⁺ in base is wrong', 'D', true, `镍镉电池放电时的总反应为 ${NICD}，下列说法正确的是（ ）`, [
    '放电时负极反应为 Cd - 2e⁻ = Cd²⁺',
    '放电时OH⁻向正极移动',
    '充电时阴极发生氧化反应',
    '充电时阳极反应为 Ni(OH)2 + OH⁻ - e⁻ = NiOOH + H2O',
  ]),
  c(
    'Zn–Ag2O: ZnO is not the product the total reaction makes',
    'B',
    true,
    '银锌电池的总反应为 Zn + Ag2O + H2O = Zn(OH)2 + 2Ag，电解质溶液为KOH溶液，下列说法正确的是（ ）',
    ['负极反应为 Zn + 2OH⁻ - 2e⁻ = ZnO + H2O', '负极反应为 Zn + 2OH⁻ - 2e⁻ = Zn(OH)2', 'Ag2O发生氧化反应', 'OH⁻向正极移动'],
  ),
  c('Zn–MnO2 alkaline: H⁺ in a basic cell', 'C', true, `碱性锌锰电池的总反应为 ${ZNMN}，下列说法正确的是（ ）`, [
    '正极反应为 MnO2 + H⁺ + e⁻ = MnOOH',
    'MnO2发生氧化反应',
    '正极反应为 MnO2 + H2O + e⁻ = MnOOH + OH⁻',
    '电子由正极流向负极',
  ]),
  c('energy: charging is not chemical → electrical', 'B', true, `镍镉电池放电时的总反应为 ${NICD}，下列说法正确的是（ ）`, [
    '充电时化学能转化为电能',
    '放电时化学能转化为电能',
    '放电时Cd为正极',
    '充电时阳极发生还原反应',
  ]),
  c('electrolysis: 电能 → 化学能; anode joined to the source positive', 'D', true, '用惰性电极电解CuCl2溶液，下列说法正确的是（ ）', [
    '化学能转化为电能',
    '阳极与电源负极相连',
    '阴极上产生氯气',
    '阴极与电源负极相连',
  ]),
  c(
    'electrolysis options with 放电时 (ions discharging) — not the battery sense',
    null,
    false,
    '用惰性电极电解CuCl2溶液，下列说法正确的是（ ）',
    ['放电时Cl⁻在阳极失电子', '阴极上Cu²⁺放电', '阳极与电源正极相连，阴极与电源负极相连', '电解过程中溶液的pH一定不变'],
  ),
  c('ion claims with an ion absent from the cell', 'A', false, '用惰性电极电解CuCl2溶液，下列说法正确的是（ ）', [
    'Cl⁻向阳极移动',
    'Na⁺向阴极移动',
    '阴极上产生Cl2',
    '阳极发生还原反应',
  ]),
  c(
    'CH4 in KOH: CO2 form of the negative is wrong, pH near negative falls',
    'B',
    true,
    '甲烷燃料电池以KOH溶液为电解质溶液，下列说法正确的是（ ）',
    ['负极反应为 CH4 + 8OH⁻ - 8e⁻ = CO2 + 6H2O', '负极附近溶液的pH减小', '通入O2的一极发生氧化反应', 'OH⁻向正极移动'],
  ),
  c(
    'H2 fuel cell in KOH with a total reaction written',
    'A',
    true,
    '氢氧燃料电池以KOH溶液为电解质溶液，总反应为 2H2 + O2 = 2H2O，下列说法正确的是（ ）',
    ['负极反应为 H2 + 2OH⁻ - 2e⁻ = 2H2O', '正极反应为 O2 + 4H⁺ + 4e⁻ = 2H2O', 'K⁺向负极移动', '电子由正极经导线流向负极'],
  ),
  c('Edison: charging anode consumes OH⁻ (pH near it falls)', 'A', true, `爱迪生电池放电时的总反应为 ${EDISON}，下列说法正确的是（ ）`, [
    '充电时阳极附近溶液的pH减小',
    '充电时阳极反应为 Fe(OH)2 + 2e⁻ = Fe + 2OH⁻',
    '放电时Ni2O3为负极',
    '放电时负极反应为 Fe - 3e⁻ = Fe³⁺',
  ]),
  c('Edison: electrolyte basic, not acidic', 'C', true, `爱迪生电池放电时的总反应为 ${EDISON}，下列说法正确的是（ ）`, [
    '电解质溶液为酸性溶液',
    '放电时负极反应为 Fe - 2e⁻ = Fe²⁺',
    '放电时正极附近溶液的pH增大',
    '充电时Fe电极与电源正极相连',
  ]),
  c('option mode word mid-clause (「在充电时」)', 'B', false, `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（ ）`, [
    '该电池在充电时，PbO2电极发生还原反应',
    '放电时，Pb电极发生氧化反应',
    '放电时，PbO2电极与电源正极相连',
    '充电时，H⁺向PbO2电极移动',
  ]),
  c('「放电一段时间后」 masses (not read)', 'B', false, `铅蓄电池放电时的总反应为 ${LA}，下列说法正确的是（ ）`, [
    '放电一段时间后，负极质量减小',
    '放电一段时间后，两极质量均增加',
    '放电时电子由PbO2经导线流向Pb',
    '充电时阴极发生氧化反应',
  ]),
  c('a primary cell with no 放电/充电: 「充电时」 not decided', null, false, `碱性锌锰电池的总反应为 ${ZNMN}，下列说法正确的是（ ）`, [
    '充电时Zn电极与电源负极相连',
    'MnO2为负极',
    '电子由MnO2经外电路流向Zn',
    '负极发生还原反应',
  ]),
  c(
    'Unicode subscripts in the total reaction',
    'D',
    true,
    '铅蓄电池放电时的总反应为 Pb + PbO₂ + 2H₂SO₄ = 2PbSO₄ + 2H₂O，下列说法正确的是（ ）',
    ['放电时PbO₂为负极', '放电时负极反应为 Pb − 2e⁻ = Pb²⁺', '放电时H⁺向负极移动', '充电时，PbO₂电极与外接电源的正极相连'],
  ),
  c('brine with copper electrodes: no Cl2', 'B', true, '用铜作电极电解NaCl溶液，下列说法正确的是（ ）', [
    '阳极上产生Cl2',
    '阳极反应为 Cu - 2e⁻ = Cu²⁺',
    '阴极发生氧化反应',
    'Cl⁻向阴极移动',
  ]),
  c('electrolysis of KOH: pH up; O2 at the anode', 'B', false, '用铂电极电解KOH溶液，下列说法正确的是（ ）', [
    '阴极上产生O2',
    '阳极反应为 4OH⁻ - 4e⁻ = O2↑ + 2H2O',
    '电解后溶液的pH减小',
    'K⁺向阳极移动',
  ]),
  c('electrolysis of HCl solution: acid used, pH up', 'A', false, '用惰性电极电解HCl溶液，下列说法正确的是（ ）', [
    '电解后溶液的pH增大',
    '阳极上产生H2',
    'H⁺向阳极移动',
    '阴极发生氧化反应',
  ]),
  c('CuSO4 inert: H2 at the cathode is false, false asked', 'B', false, '用惰性电极电解CuSO4溶液，下列说法错误的是（ ）', [
    '阴极上析出铜',
    '阴极上产生H2',
    '阳极上产生O2',
    '电解后溶液的pH减小',
  ]),
  c(
    'restoring the solution after electrolysis (CuO; not read)',
    'A',
    false,
    '用惰性电极电解足量CuSO4溶液，一段时间后加入某物质可使溶液恢复原状，下列说法正确的是（ ）',
    ['加入CuO可恢复', '加入Cu(OH)2可恢复', '加入CuSO4可恢复', '加入H2O可恢复'],
  ),
  c(
    'the whole equation inside one \\mathrm (not unwrapped): refused, never read the wrong way',
    'A',
    false,
    String.raw`镍镉电池的总反应为 $\mathrm{Cd(OH)_{2}+2 Ni(OH)_{2} \xlongequal{\text { 充电 }} Cd+2 NiOOH+2 H_{2} O}$，下列说法正确的是（ ）`,
    ['放电时Cd为负极', '放电时NiOOH发生氧化反应', '充电时阴极反应为 Ni(OH)2 + OH⁻ - e⁻ = NiOOH + H2O', '放电时OH⁻向正极移动'],
  ),
  c(
    'Na2CO3 solution with 「电解过程中，溶液的pH不变」 (false: the carbonate concentrates)',
    'C',
    false,
    '用惰性电极电解Na2CO3溶液，下列说法正确的是（ ）',
    ['电解过程中，溶液的pH不变', '阴极上产生O2', '阴极附近溶液的pH增大', 'Na⁺向阳极移动'],
  ),
  c(
    'charging-direction total reaction with a reversible arrow and both labels in words',
    'D',
    false,
    '某可充电电池充电时的总反应为 2Ni(OH)2 + Cd(OH)2 = 2NiOOH + Cd + 2H2O，下列说法正确的是（ ）',
    ['放电时NiOOH为负极', '放电时负极反应为 Ni(OH)2 + OH⁻ - e⁻ = NiOOH + H2O', '充电时Cd(OH)2在阳极反应', '放电时Cd发生氧化反应'],
  ),
  c(
    '「可充电电池」 with a plain 电池反应 (no 充电 label) is the discharge reaction',
    'B',
    true,
    `某可充电电池反应为 ${NICD}，下列说法正确的是（ ）`,
    ['放电时NiOOH为负极', '放电时Cd发生氧化反应', '充电时Cd电极与电源正极相连', '放电时OH⁻向正极移动'],
  ),
  c(
    '「充电时，Cd电极为阴极」 and 「为负极」 in one option (the terminal name not decided)',
    'C',
    true,
    `镍镉电池放电时的总反应为 ${NICD}，下列说法错误的是（ ）`,
    ['放电时Cd为负极', '充电时Cd电极为阴极', '充电时Cd电极为阳极', '放电时正极发生还原反应'],
  ),
  c(
    'plating: 「铁件为负极」 names an electrolytic electrode by a battery word (not decided); B right',
    'B',
    false,
    '在铁件上镀铜时，下列说法正确的是（ ）',
    ['铁件为负极', '铜片作阳极', '铁件发生氧化反应', 'Cu²⁺向阳极移动'],
  ),
  c(
    'Zn–Ag2O written the charging way over a labelled ⇌ (label lost in OCR text): never read as a discharge',
    'B',
    false,
    String.raw`银锌电池的总反应为 $2 \mathrm{Ag}+\mathrm{Zn}(\mathrm{OH})_{2} \underset{\text { 放电 }}{\overset{\text { 充电 }}{\rightleftharpoons}} \mathrm{Ag}_{2} \mathrm{O}+\mathrm{Zn}+\mathrm{H}_{2} \mathrm{O}$，电解质溶液为KOH溶液，下列说法正确的是（ ）`,
    ['放电时Ag为负极', '放电时Zn为负极', '充电时Zn电极与电源正极相连', '放电时OH⁻向正极移动'],
  ),
  c(
    'Zn–Ag2O written the charging way with \\xlongequal{充电}',
    'B',
    false,
    String.raw`银锌电池的总反应为 $2 \mathrm{Ag}+\mathrm{Zn}(\mathrm{OH})_{2} \xlongequal{\text { 充电 }} \mathrm{Ag}_{2} \mathrm{O}+\mathrm{Zn}+\mathrm{H}_{2} \mathrm{O}$，电解质溶液为KOH溶液，下列说法正确的是（ ）`,
    ['放电时Ag为负极', '放电时Zn为负极', '充电时Zn电极与电源正极相连', '放电时OH⁻向正极移动'],
  ),
];
