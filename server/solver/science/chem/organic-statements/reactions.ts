/**
 * The organic reactions of 必修第二册 第七章 and 选择性必修3 with the type the textbook gives them. `types` are
 * certain; `unsure` are types papers disagree on (加聚 counted as 加成 or not; adding H2 called 加成 and 还原); any
 * other of the main types is false. `with` lists the reagents (any of them) the reaction takes, so that a reaction
 * named with another reagent (乙烷 与浓盐酸) is not taken for it.
 */
export type ReactionType = '取代' | '加成' | '消去' | '氧化' | '还原' | '加聚' | '缩聚' | '酯化' | '水解' | '聚合' | '置换' | '皂化';

export interface OrganicReaction {
  from: string[];
  with: string[];
  to: string[];
  types: ReactionType[];
  unsure?: ReactionType[];
  /** The conditions the textbook runs it under; a statement naming another (苯与液溴「在光照下」) is not this reaction. */
  when?: Condition[];
}

/** Conditions a statement may name (「在光照下」「在催化剂作用下」「加热」); 「一定条件下」 fits every reaction. */
export type Condition = '光照' | '加热' | '催化剂' | '浓硫酸' | 'FeBr3';

const HALOGEN = ['氯气', 'Cl2'];
const BROMINE = ['溴', '液溴', 'Br2', '溴单质'];
const BROMINE_WATER = ['溴水', '溴的四氯化碳溶液', '溴的CCl4溶液', 'Br2的CCl4溶液'];
const WATER = ['水', 'H2O'];
const HYDROGEN = ['氢气', 'H2'];

// biome-ignore format: a lookup table reads best one reaction a line
export const ORGANIC_REACTIONS: OrganicReaction[] = [
  { from: ['甲烷'], with: HALOGEN, to: ['一氯甲烷', '二氯甲烷', '三氯甲烷', '四氯化碳', '氯代甲烷', '氯化氢'], types: ['取代'], when: ['光照'] },
  { from: ['乙烷'], with: HALOGEN, to: ['氯乙烷', '氯代乙烷'], types: ['取代'], when: ['光照'] },
  { from: ['乙烯'], with: WATER, to: ['乙醇'], types: ['加成'], when: ['催化剂', '加热'] },
  { from: ['乙烯'], with: [...BROMINE, ...BROMINE_WATER], to: ['1,2-二溴乙烷'], types: ['加成'] },
  { from: ['乙烯'], with: ['氯化氢', 'HCl'], to: ['氯乙烷'], types: ['加成'], when: ['催化剂', '加热'] },
  { from: ['乙烯'], with: HYDROGEN, to: ['乙烷'], types: ['加成'], unsure: ['还原'], when: ['催化剂', '加热'] },
  { from: ['乙烯'], with: [], to: ['聚乙烯'], types: ['加聚', '聚合'], unsure: ['加成'], when: ['催化剂'] },
  { from: ['氯乙烯'], with: [], to: ['聚氯乙烯'], types: ['加聚', '聚合'], unsure: ['加成'], when: ['催化剂'] },
  { from: ['乙烯'], with: ['酸性高锰酸钾溶液', '酸性KMnO4溶液', '高锰酸钾溶液', 'KMnO4溶液'], to: [], types: ['氧化'] },
  { from: ['苯'], with: BROMINE, to: ['溴苯'], types: ['取代'], when: ['FeBr3', '催化剂'] },
  { from: ['苯'], with: ['浓硝酸', '硝酸', 'HNO3'], to: ['硝基苯'], types: ['取代'], when: ['浓硫酸', '加热', '催化剂'] },
  { from: ['苯'], with: HYDROGEN, to: ['环己烷'], types: ['加成'], unsure: ['还原'], when: ['催化剂', '加热'] },
  { from: ['乙醇'], with: ['氧气', 'O2'], to: ['乙醛'], types: ['氧化'], when: ['催化剂', '加热'] },
  { from: ['乙醇'], with: [], to: ['乙醛'], types: ['氧化'], when: ['催化剂', '加热'] },
  { from: ['乙醇'], with: [], to: ['乙烯'], types: ['消去'], when: ['浓硫酸', '加热'] },
  { from: ['乙醇'], with: ['钠', '金属钠', 'Na'], to: ['乙醇钠', '氢气'], types: ['置换'], unsure: ['取代'] },
  { from: ['乙醇', '乙酸'], with: ['乙酸', '乙醇'], to: ['乙酸乙酯'], types: ['酯化', '取代'], when: ['浓硫酸', '加热', '催化剂'] },
  { from: ['乙酸乙酯'], with: WATER, to: ['乙酸', '乙醇'], types: ['水解', '取代'], when: ['加热', '催化剂'] },
  { from: ['乙醛'], with: [], to: ['乙酸'], types: ['氧化'], when: ['催化剂', '加热'] },
  { from: ['乙醛'], with: HYDROGEN, to: ['乙醇'], types: ['加成', '还原'], when: ['催化剂', '加热'] },
  { from: ['溴乙烷'], with: [], to: ['乙醇'], types: ['取代', '水解'], when: ['加热'] },
  { from: ['溴乙烷'], with: [], to: ['乙烯'], types: ['消去'], when: ['加热'] },
  { from: ['油脂'], with: [], to: ['甘油', '高级脂肪酸', '高级脂肪酸钠', '肥皂'], types: ['水解', '取代'], unsure: ['皂化'], when: ['加热', '催化剂'] },
  { from: ['淀粉', '纤维素'], with: [], to: ['葡萄糖'], types: ['水解'], unsure: ['取代'], when: ['加热', '催化剂'] },
  { from: ['蔗糖'], with: [], to: ['葡萄糖', '果糖'], types: ['水解'], unsure: ['取代'], when: ['加热', '催化剂'] },
];

/** The main types a statement may name: naming one the reaction is not, and not unsure, makes the statement false. */
export const MAIN_TYPES: ReactionType[] = ['取代', '加成', '消去', '氧化', '还原', '加聚', '缩聚', '酯化', '水解', '置换'];

/**
 * Reagents the textbook says a class leaves untouched: 烷烃 通常不与强酸、强碱、强氧化剂（酸性 KMnO4）反应, 苯 不与溴水、
 * 酸性 KMnO4 反应.
 */
export const INERT: Array<{ of: string[]; to: string[]; why: string }> = [
  {
    of: ['甲烷', '乙烷', '丙烷', '丁烷', '烷烃'],
    to: [
      '浓盐酸',
      '盐酸',
      '稀盐酸',
      'HCl',
      '氯化氢',
      '浓硫酸',
      '硫酸',
      '稀硫酸',
      '氢氧化钠溶液',
      'NaOH溶液',
      '酸性高锰酸钾溶液',
      '酸性KMnO4溶液',
      '溴水',
    ],
    why: '烷烃性质稳定，通常不与强酸、强碱、酸性高锰酸钾溶液和溴水反应；烷烃光照下发生取代反应的是氯气等卤素单质',
  },
  {
    of: ['苯'],
    to: ['溴水', '酸性高锰酸钾溶液', '酸性KMnO4溶液'],
    why: '苯分子中没有碳碳双键，不与溴水、酸性高锰酸钾溶液反应（苯与液溴在 FeBr3 催化下才发生取代反应）',
  },
];
