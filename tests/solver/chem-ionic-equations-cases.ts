/**
 * 离子方程式正误判断 questions written fresh in our own words (plain typing, Unicode superscripts, exam LaTeX with
 * \uparrow, \downarrow, ═ and ⇌; negated stems). `answer` is the hand-worked right letter; `answered` records whether
 * the solver answers now (false: it must refuse). A wrong answer fails, and so does an answer that turns into a refusal.
 */
export interface IonicEquationCase {
  text: string;
  answer: string | null;
  answered: boolean;
}

const q = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

export const IONIC_EQUATION_CASES: IonicEquationCase[] = [
  {
    // CaCO3 split; Fe → Fe³⁺ with dilute acid; charge of D unbalanced.
    text: q('下列离子方程式书写正确的是（ ）', [
      '稀盐酸与碳酸钙反应：CO3^{2-} + 2H^{+} = CO2↑ + H2O',
      '铁与稀硫酸反应：2Fe + 6H^{+} = 2Fe^{3+} + 3H2↑',
      '氢氧化钠溶液与稀盐酸反应：H^{+} + OH^{-} = H2O',
      '铜与硝酸银溶液反应：Cu + Ag^{+} = Cu^{2+} + Ag',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    // 过量 CO2 gives HCO3⁻; HClO is weak; Na + H2O unbalanced; ammonia keeps NH3·H2O.
    text: q('下列离子方程式正确的是（ ）', [
      String.raw`向 $\mathrm{NaOH}$ 溶液中通入过量 $\mathrm{CO}_{2}$：$\mathrm{CO}_{2}+2\mathrm{OH}^{-}=\mathrm{CO}_{3}^{2-}+\mathrm{H}_{2}\mathrm{O}$`,
      String.raw`氯气通入水中：$\mathrm{Cl}_{2}+\mathrm{H}_{2}\mathrm{O}=2\mathrm{H}^{+}+\mathrm{Cl}^{-}+\mathrm{ClO}^{-}$`,
      String.raw`钠与水反应：$\mathrm{Na}+\mathrm{H}_{2}\mathrm{O}=\mathrm{Na}^{+}+\mathrm{OH}^{-}+\mathrm{H}_{2}\uparrow$`,
      String.raw`氯化铝溶液中加入过量氨水：$\mathrm{Al}^{3+}+3\mathrm{NH}_{3}\cdot\mathrm{H}_{2}\mathrm{O}=\mathrm{Al(OH)}_{3}\downarrow+3\mathrm{NH}_{4}^{+}$`,
    ]),
    answer: 'D',
    answered: true,
  },
  {
    // Negated: acetic acid written as H⁺ is the one wrong option.
    text: q('下列离子方程式书写不正确的是（ ）', [
      '铁与氯化铁溶液反应：Fe + 2Fe³⁺ = 3Fe²⁺',
      '醋酸与碳酸钙反应：CaCO3 + 2H⁺ = Ca²⁺ + CO2↑ + H2O',
      '氯化铁溶液中滴加KSCN溶液：Fe³⁺ + 3SCN⁻ = Fe(SCN)3',
      '二氧化硅与氢氧化钠溶液反应：SiO2 + 2OH⁻ = SiO3²⁻ + H2O',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    // 少量 NaOH with Ca(HCO3)2 gives no CO3²⁻; Cu does not displace H2; Na2O2 unbalanced; electrolysis of brine right.
    text: q('能正确表示下列反应的离子方程式是（ ）', [
      '向 Ca(HCO3)2 溶液中加入少量 NaOH 溶液：Ca²⁺ + 2HCO3⁻ + 2OH⁻ = CaCO3↓ + CO3²⁻ + 2H2O',
      '铜与稀硫酸反应：Cu + 2H⁺ = Cu²⁺ + H2↑',
      '过氧化钠与水反应：Na2O2 + H2O = 2Na⁺ + 2OH⁻ + O2↑',
      '电解饱和食盐水：2Cl⁻ + 2H2O =通电= 2OH⁻ + H2↑ + Cl2↑',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    // OCR ═ arrows; the charge of C does not balance.
    text: q('下列反应的离子方程式书写错误的是（ ）', [
      '铝与氢氧化钠溶液反应：2Al + 2OH⁻ + 6H2O ═ 2[Al(OH)4]⁻ + 3H2↑',
      '氢氧化铝与盐酸反应：Al(OH)3 + 3H⁺ ═ Al³⁺ + 3H2O',
      '氯化亚铁溶液中通入氯气：Fe²⁺ + Cl2 ═ Fe³⁺ + 2Cl⁻',
      '氧化铁与稀硫酸反应：Fe2O3 + 6H⁺ ═ 2Fe³⁺ + 3H2O',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    // Hydrolysis needs ⇌; HCO3⁻ + OH⁻ unbalanced as written; acetic acid split.
    text: q('下列离子方程式正确的是（ ）', [
      '氯化铵溶液显酸性：NH4⁺ + H2O = NH3·H2O + H⁺',
      '醋酸钠溶液显碱性：CH3COO⁻ + H2O ⇌ CH3COOH + OH⁻',
      '碳酸氢钠溶液与氢氧化钠溶液反应：HCO3⁻ + OH⁻ = CO2↑ + H2O',
      '醋酸与氢氧化钠溶液反应：H⁺ + OH⁻ = H2O',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    // 少量 SO2 gives SO3²⁻, 过量 gives HSO3⁻.
    text: q('下列离子方程式书写正确的是（ ）', [
      '向NaOH溶液中通入少量SO2：SO2 + OH⁻ = HSO3⁻',
      '向NaOH溶液中通入过量SO2：SO2 + OH⁻ = HSO3⁻',
      'SO2通入氯水中：SO2 + Cl2 + H2O = 2H⁺ + SO4²⁻ + 2Cl⁻',
      '碘化钾溶液中加入氯化铁溶液：Fe³⁺ + 2I⁻ = Fe²⁺ + I2',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    // Dilute nitric acid gives NO, concentrated gives NO2.
    text: q('下列离子方程式正确的是（ ）', [
      '铜与稀硝酸反应：Cu + 4H⁺ + 2NO3⁻ = Cu²⁺ + 2NO2↑ + 2H2O',
      '铜与浓硝酸反应：Cu + 4H⁺ + 2NO3⁻ = Cu²⁺ + 2NO2↑ + 2H2O',
      '铜与稀硝酸反应：Cu + 4H⁺ + NO3⁻ = Cu²⁺ + NO↑ + 2H2O',
      '氢氧化镁与盐酸反应：OH⁻ + H⁺ = H2O',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    text: q('下列离子方程式书写正确的是（ ）', [
      '澄清石灰水中通入少量CO2：Ca²⁺ + 2OH⁻ + CO2 = CaCO3↓ + H2O',
      '碳酸钠溶液中滴加少量稀盐酸：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
      '向CaCl2溶液中通入CO2：Ca²⁺ + CO2 + H2O = CaCO3↓ + 2H⁺',
      '铁粉加入硫酸铜溶液中：2Fe + 3Cu²⁺ = 2Fe³⁺ + 3Cu',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    // Bare equations.
    text: q('下列离子方程式中，书写正确的是（ ）', [
      'Fe + Fe^{3+} = 2Fe^{2+}',
      'Cu + 2H^{+} = Cu^{2+} + H2↑',
      'Zn + 2H^{+} = Zn^{2+} + H2↑',
      'H2SO4 + 2OH^{-} = SO4^{2-} + 2H2O',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    text: q('能正确表示下列反应的离子方程式是（ ）', [
      '氢氧化钡溶液与稀硫酸反应：Ba²⁺ + 2OH⁻ + 2H⁺ + SO4²⁻ = BaSO4↓ + 2H2O',
      '大理石与稀盐酸反应：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
      '氯气与氢氧化钠溶液反应：Cl2 + OH⁻ = Cl⁻ + ClO⁻ + H2O',
      '硫酸铜溶液中加入铁粉：3Cu²⁺ + 2Fe = 3Cu + 2Fe³⁺',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    text: q('下列离子方程式书写不正确的是（ ）', [
      '氯气与水反应：Cl2 + H2O ⇌ H⁺ + Cl⁻ + HClO',
      '铝与NaOH溶液反应：2Al + 2OH⁻ + 2H2O = 2AlO2⁻ + 3H2↑',
      '氨水与盐酸反应：H⁺ + OH⁻ = H2O',
      '氯化铁溶液与铜反应：2Fe³⁺ + Cu = 2Fe²⁺ + Cu²⁺',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    text: q('下列离子方程式正确的是（ ）', [
      String.raw`$\mathrm{Na}$ 投入水中：$\mathrm{Na}+2\mathrm{H}_{2}\mathrm{O}=\mathrm{Na}^{+}+2\mathrm{OH}^{-}+\mathrm{H}_{2}\uparrow$`,
      String.raw`过氧化钠与水反应：$2\mathrm{Na}_{2}\mathrm{O}_{2}+2\mathrm{H}_{2}\mathrm{O}=4\mathrm{Na}^{+}+4\mathrm{OH}^{-}+\mathrm{O}_{2}\uparrow$`,
      String.raw`硝酸银溶液与氯化钠溶液反应：$\mathrm{AgNO}_{3}+\mathrm{Cl}^{-}=\mathrm{AgCl}\downarrow+\mathrm{NO}_{3}^{-}$`,
      String.raw`氢氧化铜与稀硫酸反应：$\mathrm{Cu(OH)}_{2}+2\mathrm{H}^{+}=\mathrm{Cu}^{2+}+\mathrm{H}_{2}\mathrm{O}$`,
    ]),
    answer: 'B',
    answered: true,
  },
  {
    text: q('下列离子方程式书写不正确的是（ ）', [
      '向AlCl3溶液中滴加少量NaOH溶液：Al³⁺ + 3OH⁻ = Al(OH)3↓',
      '向AlCl3溶液中加入过量NaOH溶液：Al³⁺ + 4OH⁻ = [Al(OH)4]⁻',
      '向AlCl3溶液中加入过量NaOH溶液：Al³⁺ + 3OH⁻ = Al(OH)3↓',
      '氧化铝与NaOH溶液反应：Al2O3 + 2OH⁻ = 2AlO2⁻ + H2O',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    text: q('下列反应的离子方程式正确的是（ ）', [
      'FeSO4酸性溶液中加入H2O2：Fe²⁺ + H2O2 + 2H⁺ = Fe³⁺ + 2H2O',
      '向FeCl2溶液中通入Cl2：2Fe²⁺ + Cl2 = 2Fe³⁺ + 2Cl⁻',
      '向FeCl3溶液中加入铁粉：Fe³⁺ + Fe = 2Fe²⁺',
      '铁与稀盐酸反应：2Fe + 6H⁺ = 2Fe³⁺ + 3H2↑',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    text: q('下列离子方程式正确的是（ ）', [
      '氯气通入碘化钾溶液中：Cl2 + 2I⁻ = 2Cl⁻ + I2',
      '溴化钠溶液中通入氯气：Cl2 + Br⁻ = Cl⁻ + Br2',
      'MnO2与稀盐酸共热：MnO2 + 4H⁺ + 2Cl⁻ =△= Mn²⁺ + Cl2↑ + 2H2O',
      '氨水中加入稀硫酸：OH⁻ + H⁺ = H2O',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    text: q('下列离子方程式中，不能正确表达反应事实的是（ ）', [
      '碳酸钠溶液中通入CO2：CO3²⁻ + CO2 + H2O = 2HCO3⁻',
      '二氧化硫通入氯水中：SO2 + Cl2 + 2H2O = 4H⁺ + SO4²⁻ + 2Cl⁻',
      '向BaCl2溶液中通入SO2：Ba²⁺ + SO2 + H2O = BaSO3↓ + 2H⁺',
      '碳酸氢钠溶液与氢氧化钠溶液反应：HCO3⁻ + OH⁻ = CO3²⁻ + H2O',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    text: q('下列离子方程式书写正确的是（ ）', [
      '向FeSO4溶液中滴加稀硝酸：3Fe²⁺ + 4H⁺ + NO3⁻ = 3Fe³⁺ + NO↑ + 2H2O',
      'Fe与稀硫酸反应：Fe + H⁺ = Fe²⁺ + H2↑',
      '石灰石与稀硝酸反应：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
      'AgNO3溶液中加入铜粉：Cu + Ag⁺ = Cu²⁺ + Ag',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    text: q('下列离子方程式正确的是（ ）', [
      '向Ca(HCO3)2溶液中加入过量NaOH溶液：Ca²⁺ + 2HCO3⁻ + 2OH⁻ = CaCO3↓ + CO3²⁻ + 2H2O',
      '向NH4HCO3溶液中加入过量NaOH溶液：HCO3⁻ + OH⁻ = CO3²⁻ + H2O',
      '澄清石灰水与稀盐酸反应：Ca(OH)2 + 2H⁺ = Ca²⁺ + 2H2O',
      '向碳酸钠溶液中加入过量盐酸：CO3²⁻ + H⁺ = HCO3⁻',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    text: q('下列离子方程式书写正确的是（ ）', [
      String.raw`电解饱和食盐水：$2\mathrm{Cl}^{-}+\mathrm{H}_{2}\mathrm{O} \xlongequal{\text{通电}} \mathrm{Cl}_{2}\uparrow+\mathrm{H}_{2}\uparrow+\mathrm{OH}^{-}$`,
      String.raw`氯化铁溶液水解：$\mathrm{Fe}^{3+}+3\mathrm{H}_{2}\mathrm{O} \rightleftharpoons \mathrm{Fe(OH)}_{3}+3\mathrm{H}^{+}$`,
      String.raw`碳酸钠溶液水解：$\mathrm{CO}_{3}^{2-}+\mathrm{H}_{2}\mathrm{O}=\mathrm{HCO}_{3}^{-}+\mathrm{OH}^{-}$`,
      String.raw`醋酸钠溶液水解：$\mathrm{CH}_{3}\mathrm{COO}^{-}+\mathrm{H}_{2}\mathrm{O}=\mathrm{CH}_{3}\mathrm{COOH}+\mathrm{OH}^{-}$`,
    ]),
    answer: 'B',
    answered: true,
  },
  {
    text: q('下列离子方程式正确的是（ ）', [
      '醋酸与氢氧化钠溶液反应：CH3COOH + OH⁻ = CH3COO⁻ + H2O',
      '氨水与醋酸反应：H⁺ + OH⁻ = H2O',
      '氢氧化铁与盐酸反应：Fe(OH)3 + H⁺ = Fe³⁺ + H2O',
      '钠与硫酸铜溶液反应：2Na + Cu²⁺ = Cu + 2Na⁺',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    text: q('下列离子方程式正确的是（ ）', [
      '镁与稀盐酸反应：Mg + 2H⁺ = Mg²⁺ + H2↑',
      '银与稀硫酸反应：2Ag + 2H⁺ = 2Ag⁺ + H2↑',
      '铝与稀盐酸反应：Al + 3H⁺ = Al³⁺ + H2↑',
      '氧化铜与稀硫酸反应：O²⁻ + 2H⁺ = H2O',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    text: q('下列表示对应化学反应的离子方程式正确的是（ ）', [
      '向氯化铝溶液中加入过量氢氧化钠溶液：Al³⁺ + 4OH⁻ = AlO2⁻ + 2H2O',
      '硫酸镁溶液与氢氧化钠溶液反应：MgSO4 + 2OH⁻ = Mg(OH)2↓ + SO4²⁻',
      '氢氧化铝溶于NaOH溶液：Al(OH)3 + OH⁻ = AlO2⁻ + H2O',
      '氯化钡溶液与稀硫酸反应：Ba²⁺ + H2SO4 = BaSO4↓ + 2H⁺',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    text: q('下列离子方程式书写正确的是（ ）', [
      '向NaOH溶液中通入CO2至过量：CO2 + OH⁻ = HCO3⁻',
      '少量CO2通入NaOH溶液中：CO2 + OH⁻ = HCO3⁻',
      'CO2通入CaCl2溶液中：Ca²⁺ + CO2 + H2O = CaCO3↓ + 2H⁺',
      '碳酸钙与醋酸反应：CO3²⁻ + 2CH3COOH = 2CH3COO⁻ + CO2↑ + H2O',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    text: q('下列反应的离子方程式书写正确的是（ ）', [
      String.raw`$\mathrm{FeCl}_{3}$ 溶液与 $\mathrm{Cu}$ 反应：$\mathrm{Fe}^{3+}+\mathrm{Cu}=\mathrm{Fe}^{2+}+\mathrm{Cu}^{2+}$`,
      String.raw`$\mathrm{NO}_{2}$ 与水反应：$3 \mathrm{NO}_{2}+\mathrm{H}_{2} \mathrm{O}=2 \mathrm{H}^{+}+2 \mathrm{NO}_{3}^{-}+\mathrm{NO}$`,
      String.raw`$\mathrm{Na}_{2} \mathrm{CO}_{3}$ 溶液与 $\mathrm{CaCl}_{2}$ 溶液反应：$\mathrm{Na}_{2} \mathrm{CO}_{3}+\mathrm{Ca}^{2+}=\mathrm{CaCO}_{3} \downarrow+2 \mathrm{Na}^{+}$`,
      String.raw`$\mathrm{Na}$ 与 $\mathrm{CuSO}_{4}$ 溶液反应：$2 \mathrm{Na}+\mathrm{Cu}^{2+}=\mathrm{Cu}+2 \mathrm{Na}^{+}$`,
    ]),
    answer: 'B',
    answered: true,
  },
  {
    // Negated stem over OCR charges 「SO_{4}{ }^{2-}」: only D is wrong (Fe(OH)3 split into Fe³⁺ and OH⁻).
    text: q('下列离子方程式中，错误的是（ ）', [
      String.raw`$\mathrm{BaCl}_{2}$ 溶液与 $\mathrm{Na}_{2} \mathrm{SO}_{4}$ 溶液反应：$\mathrm{Ba}^{2+}+\mathrm{SO}_{4}{ }^{2-}=\mathrm{BaSO}_{4} \downarrow$`,
      String.raw`$\mathrm{CuSO}_{4}$ 溶液与 $\mathrm{NaOH}$ 溶液反应：$\mathrm{Cu}^{2+}+2 \mathrm{OH}^{-}=\mathrm{Cu}(\mathrm{OH})_{2} \downarrow$`,
      String.raw`$\mathrm{AgNO}_{3}$ 溶液与 $\mathrm{KCl}$ 溶液反应：$\mathrm{Ag}^{+}+\mathrm{Cl}^{-}=\mathrm{AgCl} \downarrow$`,
      String.raw`氢氧化铁与稀硝酸反应：$\mathrm{OH}^{-}+\mathrm{H}^{+}=\mathrm{H}_{2} \mathrm{O}$`,
    ]),
    answer: 'D',
    answered: true,
  },
  {
    text: q('下列离子方程式书写正确的是（ ）', [
      '碳酸氢钠溶液与稀硫酸反应：HCO3⁻ + H⁺ = CO2↑ + H2O',
      '碳酸钡与稀盐酸反应：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
      '铁与稀盐酸反应：Fe + 2H⁺ = Fe³⁺ + H2↑',
      '氯化镁溶液与氨水反应：Mg²⁺ + 2OH⁻ = Mg(OH)2↓',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    text: q('下列离子方程式不正确的是（ ）', [
      '锌与硫酸铜溶液反应：Zn + Cu²⁺ = Zn²⁺ + Cu',
      '碳酸钠溶液与氯化钙溶液反应：Ca²⁺ + CO3²⁻ = CaCO3↓',
      '氧化镁与盐酸反应：MgO + 2H⁺ = Mg²⁺ + H2O',
      '铝与稀硫酸反应：Al + 2H⁺ = Al³⁺ + H2↑',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    text: q('能正确表示下列反应的离子方程式的是（ ）', [
      '氯化铁溶液与碘化钾溶液反应：2Fe³⁺ + 2I⁻ = 2Fe²⁺ + I2',
      '向碳酸钠溶液中加入过量稀盐酸：CO3²⁻ + H⁺ = HCO3⁻',
      '醋酸除去铁锈：Fe2O3 + 6H⁺ = 2Fe³⁺ + 3H2O',
      '向AlCl3溶液中加入少量NaOH溶液：Al³⁺ + 4OH⁻ = AlO2⁻ + 2H2O',
    ]),
    answer: 'A',
    answered: true,
  },
  // —— Near misses: refused ——
  {
    // Two options are textbook equations: no single answer.
    text: q('下列离子方程式书写正确的是（ ）', [
      'Zn + 2H^{+} = Zn^{2+} + H2↑',
      'Ag^{+} + Cl^{-} = AgCl↓',
      'Cu + 2H^{+} = Cu^{2+} + H2↑',
      'Fe + Fe^{3+} = 2Fe^{2+}',
    ]),
    answer: null,
    answered: false,
  },
  {
    // Na2SO3 with a little Cl2 is right but outside the table.
    text: q('对于下列实验，能正确描述其反应的离子方程式是（ ）', [
      '用Na2SO3溶液吸收少量Cl2：3SO3²⁻ + Cl2 + H2O = 2HSO3⁻ + 2Cl⁻ + SO4²⁻',
      '向CaCl2溶液中通入CO2：Ca²⁺ + H2O + CO2 = CaCO3↓ + 2H⁺',
      '铁与稀盐酸反应：2Fe + 6H⁺ = 2Fe³⁺ + 3H2↑',
      '醋酸与氢氧化钠溶液反应：H⁺ + OH⁻ = H2O',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // No amount of CO2 stated: which product is right cannot be told.
    text: q('下列离子方程式书写正确的是（ ）', [
      '向NaOH溶液中通入CO2：CO2 + OH⁻ = HCO3⁻',
      '铜与稀硫酸反应：Cu + 2H⁺ = Cu²⁺ + H2↑',
      '钠与水反应：Na + H2O = Na⁺ + OH⁻ + H2↑',
      '醋酸与碳酸钙反应：CaCO3 + 2H⁺ = Ca²⁺ + CO2↑ + H2O',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // 食醋 is not read, so A is not decided; D is right but outside the table.
    text: q('下列离子方程式正确的是（ ）', [
      '用食醋除去水垢：CaCO3 + 2H⁺ = Ca²⁺ + H2O + CO2↑',
      '铁与稀硫酸反应：2Fe + 6H⁺ = 2Fe³⁺ + 3H2↑',
      '氯气与水反应：Cl2 + H2O = 2H⁺ + Cl⁻ + ClO⁻',
      '向FeBr2溶液中通入足量Cl2：2Fe²⁺ + 4Br⁻ + 3Cl2 = 2Fe³⁺ + 2Br2 + 6Cl⁻',
    ]),
    answer: 'D',
    answered: false,
  },
  {
    // Equal amounts: the table's 少量/过量 equations do not apply.
    text: q('下列离子方程式正确的是（ ）', [
      '等物质的量的Ba(OH)2与NaHSO4溶液混合：Ba²⁺ + OH⁻ + H⁺ + SO4²⁻ = BaSO4↓ + H2O',
      '铜与稀硫酸反应：Cu + 2H⁺ = Cu²⁺ + H2↑',
      '钠与水反应：Na + H2O = Na⁺ + OH⁻ + H2↑',
      '大理石与稀盐酸反应：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // A multi-select stem is left alone.
    text: q('下列离子方程式书写正确的是（双选）（ ）', [
      'Zn + 2H^{+} = Zn^{2+} + H2↑',
      'Ag^{+} + Cl^{-} = AgCl↓',
      'Cu + 2H^{+} = Cu^{2+} + H2↑',
      'Fe + Fe^{3+} = 2Fe^{2+}',
    ]),
    answer: 'AB',
    answered: false,
  },
  {
    // Electrode equations are not this kind.
    text: q('下列电极反应式书写正确的是（ ）', [
      '负极：Zn - 2e⁻ = Zn²⁺',
      '正极：Cu²⁺ + 2e⁻ = Cu',
      '负极：Fe - 3e⁻ = Fe³⁺',
      '正极：O2 + 2H2O + 4e⁻ = 4OH⁻',
    ]),
    answer: null,
    answered: false,
  },
  {
    // Iron in concentrated sulfuric acid is passivated: the option is not decided, so the question is refused.
    text: q('下列离子方程式书写正确的是（ ）', [
      '常温下铁与浓硫酸反应：Fe + 2H⁺ = Fe²⁺ + H2↑',
      '锌与稀硫酸反应：Zn + 2H⁺ = Zn²⁺ + H2↑',
      '铜与稀硫酸反应：Cu + 2H⁺ = Cu²⁺ + H2↑',
      '钠与水反应：Na + H2O = Na⁺ + OH⁻ + H2↑',
    ]),
    answer: 'B',
    answered: false,
  },
  {
    // Nitric acid without 稀 or 浓: the product gas cannot be checked.
    text: q('下列离子方程式正确的是（ ）', [
      '铜与硝酸反应：3Cu + 8H⁺ + 2NO3⁻ = 3Cu²⁺ + 2NO↑ + 4H2O',
      '铜与稀硫酸反应：Cu + 2H⁺ = Cu²⁺ + H2↑',
      '钠与水反应：Na + H2O = Na⁺ + OH⁻ + H2↑',
      '大理石与稀盐酸反应：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // HI reduces Fe³⁺: the equation matches the textbook one for strong oxidising-free acids, but 氢碘酸 is not read.
    text: q('下列离子方程式正确的是（ ）', [
      'Fe(OH)3溶于氢碘酸：Fe(OH)3 + 3H⁺ = Fe³⁺ + 3H2O',
      '铜与稀硫酸反应：Cu + 2H⁺ = Cu²⁺ + H2↑',
      '钠与水反应：Na + H2O = Na⁺ + OH⁻ + H2↑',
      '向CuSO4溶液中加入Ba(OH)2溶液：Ba²⁺ + SO4²⁻ = BaSO4↓',
    ]),
    answer: null,
    answered: false,
  },
  {
    // Ba(OH)2 with H2SO4 where neither keeps its formula's ratio.
    text: q('下列离子方程式书写不正确的是（ ）', [
      '氢氧化钡溶液与稀硫酸反应：Ba²⁺ + OH⁻ + H⁺ + SO4²⁻ = BaSO4↓ + H2O',
      '锌与稀硫酸反应：Zn + 2H⁺ = Zn²⁺ + H2↑',
      '氯化铁溶液中滴加KSCN溶液：Fe³⁺ + 3SCN⁻ = Fe(SCN)3',
      '氢氧化铝与盐酸反应：Al(OH)3 + 3H⁺ = Al³⁺ + 3H2O',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    // Heating NH4Cl with NaOH gives NH3; without 加热 the textbook writes NH3·H2O: not decided.
    text: q('下列离子方程式书写正确的是（ ）', [
      'NH4Cl溶液与NaOH溶液混合：NH4⁺ + OH⁻ = NH3↑ + H2O',
      '铜与稀硫酸反应：Cu + 2H⁺ = Cu²⁺ + H2↑',
      '钠与水反应：Na + H2O = Na⁺ + OH⁻ + H2↑',
      '大理石与稀盐酸反应：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
    ]),
    answer: null,
    answered: false,
  },
  {
    // Negated stem with two certainly wrong options: no single answer.
    text: q('下列离子方程式书写错误的是（ ）', [
      '铜与稀硫酸反应：Cu + 2H⁺ = Cu²⁺ + H2↑',
      '钠与水反应：Na + H2O = Na⁺ + OH⁻ + H2↑',
      '锌与稀硫酸反应：Zn + 2H⁺ = Zn²⁺ + H2↑',
      '氢氧化铝与盐酸反应：Al(OH)3 + 3H⁺ = Al³⁺ + 3H2O',
    ]),
    answer: null,
    answered: false,
  },
  {
    // NaHSO4 with Ba(OH)2, no amounts: H⁺ : SO4²⁻ = 1 : 1 keeps NaHSO4's ratio, so A is not decided either way.
    text: q('下列离子方程式正确的是（ ）', [
      'NaHSO4溶液与Ba(OH)2溶液反应：H⁺ + SO4²⁻ + Ba²⁺ + OH⁻ = BaSO4↓ + H2O',
      '稀硫酸与氢氧化钡溶液反应：H⁺ + SO4²⁻ + Ba²⁺ + OH⁻ = BaSO4↓ + H2O',
      '铜与稀硫酸反应：Cu + 2H⁺ = Cu²⁺ + H2↑',
      '钠与水反应：Na + H2O = Na⁺ + OH⁻ + H2↑',
    ]),
    answer: null,
    answered: false,
  },
  {
    text: q('能正确表示下列反应的离子方程式是（ ）', [
      '稀硫酸与氢氧化钡溶液反应：H⁺ + SO4²⁻ + Ba²⁺ + OH⁻ = BaSO4↓ + H2O',
      '稀硫酸与氢氧化钡溶液反应：2H⁺ + SO4²⁻ + Ba²⁺ + 2OH⁻ = BaSO4↓ + 2H2O',
      '氢氧化钠溶液与醋酸反应：H⁺ + OH⁻ = H2O',
      '向碳酸钠溶液中加入少量盐酸：CO3²⁻ + 2H⁺ = CO2↑ + H2O',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    // The stem holds an equation and asks which reaction it stands for: another kind, refused.
    text: q('下列反应中，能用离子方程式 H⁺ + OH⁻ = H2O 正确表示的是（ ）', [
      'Ba(OH)2 + H2SO4 = BaSO4↓ + 2H2O',
      'NaOH + HCl = NaCl + H2O',
      'Cu(OH)2 + 2HCl = CuCl2 + 2H2O',
      'CH3COOH + NaOH = CH3COONa + H2O',
    ]),
    answer: 'B',
    answered: false,
  },
  {
    // A paper heading that gives marks for partly right answers asks for a set.
    text: `本题有多项符合题目要求，全部选对的得 6 分。\n${q('下列离子方程式书写不正确的是（ ）', [
      '铁与氯化铁溶液反应：Fe + 2Fe³⁺ = 3Fe²⁺',
      '醋酸与碳酸钙反应：CaCO3 + 2H⁺ = Ca²⁺ + CO2↑ + H2O',
      '氯化铁溶液中滴加KSCN溶液：Fe³⁺ + 3SCN⁻ = Fe(SCN)3',
      '二氧化硅与氢氧化钠溶液反应：SiO2 + 2OH⁻ = SiO3²⁻ + H2O',
    ])}`,
    answer: 'B',
    answered: false,
  },
];
