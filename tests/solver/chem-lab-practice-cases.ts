/**
 * Laboratory practice questions written fresh in our own words from the textbook's experiments (必修第一册、第二册,
 * 选择性必修), as papers word them: plain typing, exam LaTeX, tables read row by row. `answer` is the hand-worked
 * right letter (null when none fits as asked); `answered` records whether the solver answers now (false: it must
 * refuse). A wrong answer fails, and so does an answer that turns into a refusal.
 */
export interface LabPracticeCase {
  text: string;
  answer: string | null;
  answered: boolean;
}

const q = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

/** A paper's table question: a tabular of rows 「A & cell & cell」 under a header, the options only letters. */
const table = (stem: string, header: string[], rows: string[][]) =>
  [
    stem,
    '',
    `\\begin{tabular}{|${'c|'.repeat(header.length + 1)}}`,
    `\\hline 选项 & ${header.join(' & ')} \\\\`,
    ...rows.map((r, i) => `\\hline ${'ABCD'[i]} & ${r.join(' & ')} \\\\`),
    '\\hline',
    '\\end{tabular}',
    'A. A',
    'B. B',
    'C. C',
    'D. D',
  ].join('\n');

export const LAB_PRACTICE_CASES: LabPracticeCase[] = [
  // 必修第二册 第五章: gases prepared in the laboratory, as a table 气体 | 方法.
  {
    // NH4Cl alone recombines; Fe is passivated by cold 浓硝酸; 浓硫酸 oxidises H2S; KClO3 + MnO2 gives O2.
    text: table(
      '实验室制备下列气体的方法可行的是',
      ['气体', '方法'],
      [
        ['氨气', '加热氯化铵固体'],
        ['二氧化氮', '将铁片加到冷浓硝酸中'],
        ['硫化氢', '向硫化钠固体滴加浓硫酸'],
        ['氧气', '加热氯酸钾和二氧化锰的混合物'],
      ],
    ),
    answer: 'D',
    answered: true,
  },
  {
    // Exam LaTeX in the cells; 不可行 asks for the one that does not work.
    text: table(
      '实验室制备下列气体的方法不可行的是',
      ['气体', '方法'],
      [
        [String.raw`$\mathrm{NH}_{3}$`, String.raw`加热 $\mathrm{NH}_{4} \mathrm{Cl}$ 和 $\mathrm{Ca}(\mathrm{OH})_{2}$ 的混合物`],
        [String.raw`$\mathrm{Cl}_{2}$`, '二氧化锰与浓盐酸共热'],
        [String.raw`$\mathrm{SO}_{2}$`, '铜与浓硫酸共热'],
        [String.raw`$\mathrm{NO}_{2}$`, '将铝片加到冷浓硝酸中'],
      ],
    ),
    answer: 'D',
    answered: true,
  },
  {
    // Two methods that work (H2 from 锌粒 + 稀硫酸, O2 from KMnO4): more than one fits, refused.
    text: table(
      '实验室制备下列气体的方法可行的是',
      ['气体', '方法'],
      [
        ['氢气', '锌粒与稀硫酸反应'],
        ['氧气', '加热高锰酸钾'],
        ['氯气', '二氧化锰与稀盐酸共热'],
        ['氨气', '加热氯化铵固体'],
      ],
    ),
    answer: null,
    answered: false,
  },
  {
    // A gas the table does not hold (乙炔 from 电石): that row is undecided, so the question is refused.
    text: table(
      '实验室制备下列气体的方法可行的是',
      ['气体', '方法'],
      [
        ['乙炔', '电石与饱和食盐水反应'],
        ['氨气', '加热氯化铵固体'],
        ['硫化氢', '向硫化钠固体滴加浓硫酸'],
        ['二氧化氮', '将铝片加到冷浓硝酸中'],
      ],
    ),
    answer: 'A',
    answered: false,
  },
  // 实验基础: operations written as sentences.
  {
    // 甲基橙 is the indicator for HCl titrating NaHCO3 (the end point is acidic); the others are right.
    text: q('下列实验操作不当的是（ ）', [
      '用稀硫酸和锌粒制取 $\\mathrm{H}_{2}$ 时，加几滴 $\\mathrm{CuSO}_{4}$ 溶液以加快反应速率',
      '用标准 HCl 溶液滴定 $\\mathrm{NaHCO}_{3}$ 溶液来测定其浓度，选择酚酞为指示剂',
      '用铂丝蘸取某碱金属的盐溶液灼烧，火焰呈黄色，证明其中含有 $\\mathrm{Na}^{+}$',
      '常压蒸馏时，加入液体的体积不超过圆底烧瓶容积的三分之二',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    // 分液: the upper layer leaves from the top; the thermometer bulb sits at the side arm; water enters low.
    text: q('下列实验操作正确的是', [
      '分液时，上层液体也从分液漏斗下口放出',
      '蒸馏时，温度计的水银球插入液面以下',
      '蒸馏时，冷凝水从冷凝管上口进、下口出',
      '分液时，分液漏斗中下层液体从下口放出，上层液体从上口倒出',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    // 酒精 mixes with water and cannot extract iodine; CCl4 can.
    text: q('下列有关实验操作的说法错误的是', [
      '用四氯化碳萃取碘水中的碘',
      '用酒精萃取碘水中的碘',
      '蒸馏时，应在蒸馏烧瓶中加入几粒沸石以防暴沸',
      '蒸馏时，温度计的水银球应位于蒸馏烧瓶的支管口处',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    // 滴定: the burette is rinsed with its own solution, the flask is not; KMnO4 goes into an acid burette.
    text: q('下列关于中和滴定的操作错误的是', [
      '滴定管用蒸馏水洗净后，再用待装溶液润洗2～3次',
      '锥形瓶用蒸馏水洗净后，再用待测液润洗',
      '用酸式滴定管盛装酸性 $\\mathrm{KMnO}_{4}$ 溶液',
      '用标准NaOH溶液滴定醋酸，选择酚酞作指示剂',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    // Two wrong ones (碱式滴定管 for KMnO4, a burette filled without rinsing): refused under 「错误的是」.
    text: q('下列关于滴定的操作错误的是', [
      '用碱式滴定管盛装酸性 KMnO₄ 溶液',
      '滴定管用蒸馏水洗净后直接装入标准溶液',
      '用标准盐酸滴定氨水，选择甲基橙作指示剂',
      '用标准NaOH溶液滴定醋酸，选择酚酞作指示剂',
    ]),
    answer: null,
    answered: false,
  },
  {
    // 浓硫酸 is poured into water; a volumetric flask is checked for leaks; 容量瓶 need not be dried.
    text: q('下列实验操作正确的是', [
      '稀释浓硫酸时，将水沿烧杯内壁慢慢注入浓硫酸中',
      '容量瓶用蒸馏水洗净后，必须烘干才能使用',
      '容量瓶使用前要检查是否漏水',
      '过滤时，用玻璃棒搅拌漏斗中的液体以加快过滤',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    // 在容量瓶中直接溶解 is wrong; the others are right; one option holds a quantity outside the table → refused.
    text: q('下列实验操作正确的是', [
      '在容量瓶中直接溶解氢氧化钠固体',
      '稀释浓硫酸时，将浓硫酸沿烧杯内壁慢慢注入水中，并用玻璃棒不断搅拌',
      '用托盘天平称取 10.58 g 氯化钠固体',
      '蒸馏时，冷凝水从冷凝管下口进、上口出',
    ]),
    answer: null,
    answered: false,
  },
  // 必修第二册: ions tested (检验).
  {
    // SO4²⁻: 先加稀盐酸 then BaCl2; a white precipitate with BaCl2 alone may be AgCl.
    text: q('下列离子检验的方法正确的是', [
      '向某溶液中加入 BaCl₂ 溶液，有白色沉淀生成，再加稀盐酸沉淀不溶解，说明原溶液中含有 SO₄²⁻',
      '向某溶液中先加入稀盐酸，无明显现象，再加入 BaCl₂ 溶液，有白色沉淀生成，说明原溶液中含有 SO₄²⁻',
      '向某溶液中加入稀 NaOH 溶液，将湿润的红色石蕊试纸置于试管口，试纸不变蓝，说明原溶液中不含 NH₄⁺',
      '用洁净的铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中不含 K⁺',
    ]),
    answer: 'B',
    answered: true,
  },
  {
    // 操作 | 现象 | 结论, all three right only in C (Fe²⁺: KSCN first, then 氯水).
    text: table(
      '下列实验操作、现象和结论都正确的是',
      ['实验操作', '现象', '结论'],
      [
        ['向某溶液中滴加 BaCl₂ 溶液', '产生白色沉淀', '该溶液中一定含有 SO₄²⁻'],
        ['用洁净铂丝蘸取某溶液在火焰上灼烧', '火焰呈黄色', '该溶液中不含 K⁺'],
        ['向某溶液中先滴加 KSCN 溶液，再滴加氯水', '先无明显现象，后溶液变红', '该溶液中含有 Fe²⁺'],
        ['向某溶液中加入浓 NaOH 溶液并加热，用湿润的蓝色石蕊试纸检验产生的气体', '试纸变红', '该溶液中含有 NH₄⁺'],
      ],
    ),
    answer: 'C',
    answered: true,
  },
  {
    // NH4⁺ with 浓NaOH, heat and wet red litmus turning blue; Cl⁻ with HNO3-acidified AgNO3; Fe³⁺ with KSCN.
    text: q('下列离子的检验方法不正确的是', [
      '向某溶液中加入浓 NaOH 溶液并加热，产生能使湿润的红色石蕊试纸变蓝的气体，说明原溶液中含有 NH₄⁺',
      '向某溶液中滴加稀硝酸酸化的 AgNO₃ 溶液，产生白色沉淀，说明原溶液中含有 Cl⁻',
      '向某溶液中滴加 KSCN 溶液，溶液变红，说明原溶液中含有 Fe³⁺',
      '向某溶液中滴加稀硝酸酸化的 Ba(NO₃)₂ 溶液，产生白色沉淀，说明原溶液中一定含有 SO₄²⁻',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    // 钾的焰色 through blue cobalt glass; the acid for washing the platinum wire is 稀盐酸.
    text: q('下列关于焰色试验的说法错误的是', [
      '观察钾的焰色时要透过蓝色钴玻璃',
      '焰色试验前，铂丝用稀硫酸洗净并灼烧至与原来的火焰颜色相同',
      '焰色试验后，铂丝用稀盐酸洗净并灼烧至与原来的火焰颜色相同',
      '用洁净的铂丝蘸取某溶液灼烧，火焰呈黄色，说明该溶液中含有 Na⁺',
    ]),
    answer: 'B',
    answered: true,
  },
  // 除杂 (分离提纯).
  {
    // 乙酸乙酯 hydrolyses in NaOH; CO2 is absorbed by NaOH; 乙烯 is oxidised to CO2 by KMnO4; Fe removes Fe³⁺.
    text: q('除去下列物质中的杂质（括号内为杂质），所用试剂和方法正确的是', [
      '乙酸乙酯（乙酸）：加入氢氧化钠溶液，分液',
      'CO₂（SO₂）：通过盛有氢氧化钠溶液的洗气瓶',
      '乙烷（乙烯）：通过盛有酸性高锰酸钾溶液的洗气瓶',
      'FeCl₂溶液（FeCl₃）：加入过量铁粉，过滤',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    // Written as 「除去 X 中的 Y」 sentences.
    text: q('下列除杂方法正确的是', [
      '除去乙酸乙酯中的少量乙酸：加入饱和碳酸钠溶液洗涤、分液',
      '除去CO₂中的少量HCl：通过饱和碳酸钠溶液',
      '除去NaHCO₃固体中的NH₄Cl：直接加热',
      '除去甲烷中的乙烯：通过酸性高锰酸钾溶液',
    ]),
    answer: 'A',
    answered: true,
  },
  {
    // A table 目的 | 实验 with 「不能达到」: Cl2 into Na2CO3 does not give a concentrated HClO.
    text: table(
      '下列实验不能达到目的的是',
      ['目的', '实验'],
      [
        ['制取较高浓度的次氯酸溶液', String.raw`将 $\mathrm{Cl}_{2}$ 通入碳酸钠溶液中`],
        ['加快氧气的生成速率', String.raw`在过氧化氢溶液中加入少量 $\mathrm{MnO}_{2}$`],
        ['除去乙酸乙酯中的少量乙酸', '加入饱和碳酸钠溶液洗涤、分液'],
        ['制备少量二氧化硫气体', '向饱和亚硫酸钠溶液中滴加浓硫酸'],
      ],
    ),
    answer: 'A',
    answered: true,
  },
  {
    // 饱和食盐水 removes HCl but leaves water vapour: 「纯净的 Cl2」 is wrong. FeCl3 in 较浓的盐酸 keeps it from hydrolysing.
    text: q('下列实验操作能达到实验目的的是', [
      '用长颈漏斗分离出乙酸与乙醇反应的产物',
      '用向上排空气法收集铜粉与稀硝酸反应产生的NO',
      '配制氯化铁溶液时，将氯化铁溶解在较浓的盐酸中再加水稀释',
      '将Cl₂与HCl混合气体通过饱和食盐水可得到纯净的Cl₂',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    // Gases collected and dried.
    text: q('下列有关气体收集和干燥的说法正确的是', ['用排水法收集NO', '用浓硫酸干燥氨气', '用向上排空气法收集NO', '用排水法收集氨气']),
    answer: 'A',
    answered: true,
  },
  {
    // 碱石灰 dries NH3, 浓硫酸 does not; two right ones → refused.
    text: q('下列说法正确的是', ['用碱石灰干燥氨气', '用向下排空气法收集氨气', '用浓硫酸干燥氨气', '用排水法收集氨气']),
    answer: null,
    answered: false,
  },
  // pH paper and cleaning.
  {
    // 湿润的 pH 试纸 dilutes; 氯水 bleaches the paper; 碘 dissolves in 酒精.
    text: q('下列实验操作正确的是', [
      '用玻璃棒蘸取溶液，点在湿润的pH试纸上测定溶液的pH',
      '用pH试纸测定新制氯水的pH',
      '清洗碘升华实验所用试管，先用酒精清洗，再用水清洗',
      '用酒精萃取碘水中的碘',
    ]),
    answer: 'C',
    answered: true,
  },
  {
    // 操作 | 现象 table under 「不相匹配」: 乙烯 is oxidised to CO2 and the liquid does not separate.
    text: table(
      '下列实验现象与实验操作不相匹配的是',
      ['实验操作', '实验现象'],
      [
        ['向盛有酸性高锰酸钾溶液的试管中通入足量的乙烯后静置', '溶液的紫色逐渐褪去，静置后溶液分层'],
        ['将点燃的镁条迅速伸入集满CO₂的集气瓶中', '集气瓶中产生浓烟并有黑色颗粒产生'],
        ['向盛有FeCl₃溶液的试管中加入过量铁粉，充分振荡后加1滴KSCN溶液', '黄色逐渐消失，加KSCN后溶液颜色不变'],
        ['向盛有饱和硫代硫酸钠溶液的试管中滴加稀盐酸', '有刺激性气味气体产生，溶液变浑浊'],
      ],
    ),
    answer: 'A',
    answered: true,
  },
  {
    // Near miss: an option outside the table (a mechanism claim) leaves the question refused.
    text: q('下列实验操作正确的是', [
      '用排水法收集NO',
      '用铁丝代替铂丝做焰色试验时，铁丝要先在火焰上灼烧至无色',
      '用向上排空气法收集NO',
      '用浓硫酸干燥氨气',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // Near miss: 「下列实验操作正确的有几项」 is a count, not a pick.
    text: q('下列实验操作正确的有几项', ['用排水法收集NO', '用浓硫酸干燥氨气', '用向上排空气法收集NO', '用排水法收集氨气']),
    answer: null,
    answered: false,
  },
  {
    // Near miss: a look-alike with a changed part (铝片 in 热浓硝酸 reacts) is not the passivation entry.
    text: table(
      '实验室制备下列气体的方法可行的是',
      ['气体', '方法'],
      [
        ['氨气', '加热氯化铵固体'],
        ['二氧化氮', '将铝片加到热浓硝酸中'],
        ['硫化氢', '向硫化钠固体滴加浓硫酸'],
        ['氯气', '二氧化锰与稀盐酸共热'],
      ],
    ),
    answer: null,
    answered: false,
  },
  {
    // Near miss: an extra clause after a right operation (「…，所得溶液浓度偏高」) is not read.
    text: q('下列操作正确的是', [
      '容量瓶使用前要检查是否漏水，定容时俯视刻度线所得溶液浓度偏高',
      '用酒精萃取碘水中的碘',
      '用浓硫酸干燥氨气',
      '用向上排空气法收集NO',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // 除去 Cl2 中的 HCl 用饱和食盐水; 除去 CO2 中的 SO2 用饱和 NaHCO3; 溴水 removes 乙烯 from 甲烷.
    text: q('除去下列气体中的杂质，所选试剂不正确的是', [
      '除去Cl₂中的HCl：通过饱和食盐水',
      '除去CO₂中的SO₂：通过饱和NaHCO₃溶液',
      '除去甲烷中的乙烯：通过溴水',
      '除去CO₂中的HCl：通过NaOH溶液',
    ]),
    answer: 'D',
    answered: true,
  },
  {
    // Near miss: a physics-looking stem that names no experiment of the table stays with other readers (refused).
    text: q('下列实验操作不当的是', [
      '用打点计时器测速度时，先释放纸带再接通电源',
      '用排水法收集NO',
      '用浓硫酸干燥氨气',
      '用向上排空气法收集NO',
    ]),
    answer: 'A',
    answered: false,
  },
  {
    // Exam LaTeX throughout; 氨气 by heating NH4Cl with Ca(OH)2, collected by 向下排空气法.
    text: q('实验室制取少量氨气，下列操作正确的是', [
      String.raw`加热 $\mathrm{NH}_{4} \mathrm{Cl}$ 固体制取 $\mathrm{NH}_{3}$`,
      String.raw`用浓硫酸干燥 $\mathrm{NH}_{3}$`,
      String.raw`用向下排空气法收集 $\mathrm{NH}_{3}$`,
      String.raw`用排水法收集 $\mathrm{NH}_{3}$`,
    ]),
    answer: 'C',
    answered: true,
  },
];
