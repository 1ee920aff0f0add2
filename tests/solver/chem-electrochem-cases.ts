/**
 * Electrochemistry statement questions (原电池、化学电源、电解池、电镀与精炼、金属的防护) written in our own words:
 * a cell told in words or by its total reaction, options on poles, electrode reactions, electron and ion flow,
 * pH near an electrode, charging. `answer` is the hand-worked right letter; `answered` records whether the solver
 * answers now (false: it must refuse). A wrong answer fails, and so does an answer that turns into a refusal.
 */
export interface ElectrochemCase {
  text: string;
  answer: string | null;
  answered: boolean;
}

const q = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

export const ELECTROCHEM_CASES: ElectrochemCase[] = [
  {
    // PbO2 is the positive plate; the negative gives PbSO4, not Pb²⁺; electrons leave the negative.
    text: q('铅蓄电池放电时的总反应为 Pb + PbO2 + 2H2SO4 = 2PbSO4 + 2H2O，下列说法正确的是（ ）', [
      '放电时PbO2为负极',
      '放电时负极反应为 Pb - 2e⁻ = Pb²⁺',
      '充电时，铅蓄电池的负极应与外接电源的负极相连',
      '放电时电子由正极经导线流向负极',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    text: q(
      String.raw`铅蓄电池的总反应为 $\mathrm{Pb}+\mathrm{PbO}_{2}+2 \mathrm{H}_{2} \mathrm{SO}_{4} \xlongequal{\text { 放电 }} 2 \mathrm{PbSO}_{4}+2 \mathrm{H}_{2} \mathrm{O}$，下列有关说法不正确的是（ ）`,
      [
        String.raw`放电时负极反应式为 $\mathrm{Pb}+\mathrm{SO}_{4}^{2-}-2 \mathrm{e}^{-}=\mathrm{PbSO}_{4}$`,
        String.raw`放电时溶液中 $\mathrm{H}^{+}$ 向正极移动`,
        String.raw`充电时阳极反应式为 $\mathrm{PbSO}_{4}+2 \mathrm{H}_{2} \mathrm{O}-2 \mathrm{e}^{-}=\mathrm{PbO}_{2}+4 \mathrm{H}^{+}+\mathrm{SO}_{4}^{2-}$`,
        '充电时，阴极发生氧化反应',
      ],
    ),
    answer: 'D',
    answered: true,
  },
  {
    // Alkaline Zn–MnO2: zinc ends as Zn(OH)2, so 「Zn − 2e⁻ = Zn²⁺」 is wrong.
    text: q('碱性锌锰电池的总反应为 Zn + 2MnO2 + 2H2O = 2MnOOH + Zn(OH)2，下列说法错误的是（ ）', [
      'Zn为负极',
      '正极反应为 MnO2 + H2O + e⁻ = MnOOH + OH⁻',
      '电子由Zn经外电路流向MnO2',
      '负极反应为 Zn - 2e⁻ = Zn²⁺',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    // Edison cell: the products are hydroxides, so the electrolyte is basic.
    text: q('爱迪生电池放电时的总反应为 Fe + Ni2O3 + 3H2O = Fe(OH)2 + 2Ni(OH)2，下列说法正确的是（ ）', [
      '放电时Ni2O3发生氧化反应',
      '充电时阴极反应为 Fe(OH)2 + 2e⁻ = Fe + 2OH⁻',
      '放电时OH⁻向正极移动',
      '充电时阳极附近溶液的pH增大',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    text: q('氢氧燃料电池以KOH溶液为电解质溶液，下列说法正确的是（ ）', [
      '通入H2的电极为正极',
      '正极反应为 O2 + 4H⁺ + 4e⁻ = 2H2O',
      '负极反应为 H2 + 2OH⁻ - 2e⁻ = 2H2O',
      '电池工作时OH⁻向正极移动',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    text: q('以稀硫酸为电解质溶液的氢氧燃料电池，下列叙述错误的是（ ）', [
      String.raw`负极反应为 $\mathrm{H}_{2}-2 \mathrm{e}^{-}=2 \mathrm{H}^{+}$`,
      String.raw`正极反应为 $\mathrm{O}_{2}+4 \mathrm{H}^{+}+4 \mathrm{e}^{-}=2 \mathrm{H}_{2} \mathrm{O}$`,
      String.raw`工作时 $\mathrm{H}^{+}$ 向正极移动`,
      String.raw`电子从通入 $\mathrm{O}_{2}$ 的一极经外电路流向通入 $\mathrm{H}_{2}$ 的一极`,
    ]),
    answer: 'D',
    answered: true,
  },
  {
    // In base carbon ends as CO3²⁻: the CO2 equation is balanced but wrong.
    text: q('某甲烷燃料电池以KOH溶液为电解质溶液，下列说法正确的是（ ）', [
      '负极反应为 CH4 + 10OH⁻ - 8e⁻ = CO3²⁻ + 7H2O',
      '通入O2的一极为负极',
      '放电时负极附近溶液的pH增大',
      '负极反应为 CH4 + 8OH⁻ - 8e⁻ = CO2 + 6H2O',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    text: q('一种以稀硫酸为电解质溶液的甲烷燃料电池，下列说法错误的是（ ）', [
      '负极反应为 CH4 + 2H2O - 8e⁻ = CO2 + 8H⁺',
      '正极反应为 O2 + 4H⁺ + 4e⁻ = 2H2O',
      '放电时H⁺向正极移动',
      '放电时正极附近溶液的pH减小',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    text: q('甲醇燃料电池以稀硫酸为电解质，电池总反应为 2CH3OH + 3O2 = 2CO2 + 4H2O。下列说法正确的是（ ）', [
      'CH3OH在正极上反应',
      '负极反应为 CH3OH + H2O - 6e⁻ = CO2 + 6H⁺',
      '电子经电解质溶液流向正极',
      '正极发生氧化反应',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    text: q('用石墨作电极电解CuCl2溶液，下列说法正确的是（ ）', [
      '阳极上析出铜',
      '阴极反应为 Cu²⁺ + 2e⁻ = Cu',
      '阳极发生还原反应',
      'Cl⁻向阴极移动',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    text: q('用惰性电极电解饱和食盐水，下列说法错误的是（ ）', [
      '阳极反应为 2Cl⁻ - 2e⁻ = Cl2↑',
      '阴极上产生氢气',
      '阴极附近溶液的pH增大',
      'Na⁺向阳极移动',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    text: q(String.raw`用惰性电极电解 $\mathrm{CuSO}_{4}$ 溶液，下列叙述正确的是（ ）`, [
      '阴极上析出铜',
      String.raw`阳极上产生 $\mathrm{Cl}_{2}$`,
      '电解过程中溶液的pH增大',
      '阴极发生氧化反应',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    // A copper anode dissolves; the cathode takes Cu²⁺, not H⁺.
    text: q('用铜作电极电解CuSO4溶液，下列说法正确的是（ ）', [
      '阳极反应为 Cu - 2e⁻ = Cu²⁺',
      '阳极上产生O2',
      '阴极反应为 2H⁺ + 2e⁻ = H2↑',
      'Cu²⁺向阳极移动',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    text: q('电解精炼铜时，下列说法正确的是（ ）', [
      '粗铜作阴极',
      '纯铜与电源的正极相连',
      '阴极反应为 Cu²⁺ + 2e⁻ = Cu',
      '粗铜连接电源的负极',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    text: q('在铁制品上镀铜，下列说法错误的是（ ）', ['铁制品作阴极', '铜片作阳极', '阴极反应为 Cu²⁺ + 2e⁻ = Cu', '铜片与电源的负极相连']),
    answer: 'D',
    answered: true,
  },
  {
    text: q('银锌纽扣电池的总反应为 Zn + Ag2O + H2O = Zn(OH)2 + 2Ag，电解质溶液为KOH溶液，下列说法正确的是（ ）', [
      'Ag2O为负极',
      '正极反应为 Ag2O + H2O + 2e⁻ = 2Ag + 2OH⁻',
      '放电时负极附近溶液的pH增大',
      '电子由Ag2O极经外电路流向Zn极',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    text: q('镍镉电池放电时的总反应为 Cd + 2NiOOH + 2H2O = Cd(OH)2 + 2Ni(OH)2，下列说法正确的是（ ）', [
      '充电时Cd电极接电源的正极',
      '充电时阳极反应为 Ni(OH)2 + OH⁻ - e⁻ = NiOOH + H2O',
      '放电时正极附近溶液的碱性减弱',
      '放电时电能转化为化学能',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    text: q('铝—空气电池以NaOH溶液为电解质溶液，总反应为 4Al + 3O2 + 4NaOH = 4NaAlO2 + 2H2O，下列说法错误的是（ ）', [
      '铝为负极',
      '负极反应为 Al - 3e⁻ = Al³⁺',
      '正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻',
      '放电时化学能转化为电能',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    text: q('用惰性电极电解Na2SO4溶液，下列说法正确的是（ ）', [
      '阴极上产生O2',
      '阳极附近溶液的pH增大',
      'SO4²⁻向阴极移动',
      '阳极上发生氧化反应',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    text: q('用惰性电极电解硝酸银溶液，下列说法错误的是（ ）', [
      '阴极上析出银',
      '阳极上产生氧气',
      '电解过程中溶液的pH减小',
      'Ag⁺向阳极移动',
    ]),
    answer: 'D',
    answered: true,
  },
  // ——— refused: something the text does not give or the judge does not decide ———
  {
    // The electrodes are only in the figure.
    text: q('某原电池装置如图所示，下列说法正确的是（ ）', ['a极为负极', '电子由b极经导线流向a极', 'H⁺向a极移动', 'b极发生氧化反应']),
    answer: null,
    answered: false,
  },
  {
    // A figure with left/right compartments and a membrane.
    text: q('一种电池的总反应为 Zn + 2MnO2 + 2H2O = 2MnOOH + Zn(OH)2，装置如图所示，下列说法正确的是（ ）', [
      'K⁺通过阳离子交换膜由左向右移动',
      '左侧电极为负极',
      '正极反应为 MnO2 + H2O + e⁻ = MnOOH + OH⁻',
      '电子由右侧电极流向左侧电极',
    ]),
    answer: null,
    answered: false,
  },
  {
    // An electrode's mass change per mole of electrons is not decided.
    text: q('铅蓄电池放电时的总反应为 Pb + PbO2 + 2H2SO4 = 2PbSO4 + 2H2O，下列说法正确的是（ ）', [
      '外电路通过1 mol电子时，负极质量增加48 g',
      'PbO2为负极',
      '放电时H⁺向负极移动',
      '充电时PbO2电极接电源的负极',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // Li-ion cells with LixC6: oxidation states not integers.
    text: q('某锂离子电池的总反应为 Li1-xCoO2 + LixC6 = LiCoO2 + C6，下列说法正确的是（ ）', [
      '放电时LixC6为负极',
      '放电时Li⁺向负极移动',
      '充电时阴极发生氧化反应',
      '充电时LiCoO2电极接电源的负极',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // Mg–AgCl without a total reaction; the side reaction is a fact of magnesium, not of the cell.
    text: q('Mg—AgCl电池是一种以海水为电解质溶液的水激活电池，下列叙述错误的是（ ）', [
      '负极反应为 Mg - 2e⁻ = Mg²⁺',
      '正极反应为 Ag⁺ + e⁻ = Ag',
      '放电时Cl⁻由正极向负极迁移',
      '负极会发生副反应 Mg + 2H2O = Mg(OH)2 + H2↑',
    ]),
    answer: 'B',
    answered: false,
  },
  {
    // Refining: what happens to c(Cu²⁺) and the anode mud is not decided from the cell alone.
    text: q('电解精炼铜时，下列说法正确的是（ ）', [
      '粗铜作阴极',
      '电解过程中溶液中c(Cu²⁺)保持不变',
      '阳极减少的质量等于阴极增加的质量',
      '粗铜中的Ag、Au等沉积在阳极底部形成阳极泥',
    ]),
    answer: 'D',
    answered: false,
  },
  {
    // Sacrificial anode: corrosion protection is left to a later judge.
    text: q('为保护海水中的钢铁闸门，将锌块与闸门相连，下列说法正确的是（ ）', [
      '该方法是外加电流的阴极保护法',
      '锌块作负极',
      '钢铁闸门作负极',
      '锌块发生还原反应',
    ]),
    answer: 'B',
    answered: false,
  },
  {
    // 4OH⁻ − 4e⁻ for a CuSO4 anode is accepted by some books and not others.
    text: q('用惰性电极电解CuSO4溶液，下列说法错误的是（ ）', [
      '阳极反应为 4OH⁻ - 4e⁻ = 2H2O + O2↑',
      '阴极析出铜',
      'Cu²⁺向阴极移动',
      '阴极发生还原反应',
    ]),
    answer: null,
    answered: false,
  },
  {
    // Two true options.
    text: q('氢氧燃料电池以KOH溶液为电解质溶液，下列说法正确的是（ ）', [
      '通入H2的电极为负极',
      '正极反应为 O2 + 2H2O + 4e⁻ = 4OH⁻',
      '电子经KOH溶液流向正极',
      '通入O2的电极发生氧化反应',
    ]),
    answer: null,
    answered: false,
  },
  {
    // A moles-of-electrons claim.
    text: q('氢氧燃料电池以稀硫酸为电解质溶液，下列说法正确的是（ ）', [
      '每消耗1 mol O2，电路中转移4 mol电子',
      '通入H2的电极为正极',
      '正极发生氧化反应',
      'H⁺向负极移动',
    ]),
    answer: 'A',
    answered: false,
  },
];
