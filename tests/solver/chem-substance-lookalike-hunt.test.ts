import { describe, expect, it } from 'vitest';
import { optionReader } from '../../server/solver/science/chem/substance-facts/choose';
import { judgeClaim } from '../../server/solver/science/chem/substance-facts/judge';
import { solveChemistry } from '../../server/solver/science/chemistry';

/**
 * Look-alike options: true statements said in other words, and the false versions a paper builds from a true one
 * (a substance swapped for a similar one, the property swapped, the use right but the reason wrong, 浓 for 稀, a
 * quantity added, a negation, a partial truth with a wrong clause). Each option carries its hand-worked truth; the
 * reader may leave any of them undecided, but must never decide one the other way. Each question has one letter.
 */
interface LookAlikeQuestion {
  stem: string;
  options: Array<[string, boolean]>;
  answer: string;
}

const QUESTIONS: LookAlikeQuestion[] = [
  {
    stem: '化学与生活密切相关。下列说法错误的是',
    options: [
      ['浓盐酸具有挥发性', true],
      ['稀盐酸具有挥发性', false],
      ['盐酸可用于除铁锈', true],
      ['浓硫酸可用作干燥剂', true],
    ],
    answer: 'B',
  },
  {
    stem: '下列物质的性质与用途具有对应关系的是',
    options: [
      ['浓硫酸具有脱水性，可用作干燥剂', false],
      ['氯化铁具有氧化性，可用作净水剂', false],
      ['铝具有延展性，可用于制作导线', false],
      ['氧化钙能与水反应，可用作干燥剂', true],
    ],
    answer: 'D',
  },
  {
    stem: '下列有关物质用途的说法不正确的是',
    options: [
      ['稀盐酸可用于检验氨气是否泄漏', false],
      ['硅胶可用作催化剂的载体', true],
      ['熟石灰可用于改良酸性土壤', true],
      ['碘酸钾可用于食盐加碘', true],
    ],
    answer: 'A',
  },
  {
    stem: '化学与健康密切相关。下列做法或说法错误的是',
    options: [
      ['苯甲酸钠可大量用作食品防腐剂', false],
      ['碳酸氢钠可用于治疗胃酸过多', true],
      ['酒精可用于杀菌消毒', true],
      ['硫酸钡可用作钡餐', true],
    ],
    answer: 'A',
  },
  {
    stem: '下列关于二氧化硫的叙述正确的是',
    options: [
      ['二氧化硫可大量用作葡萄酒的抗氧化剂', false],
      ['SO2使溴水褪色，体现了SO2的漂白性', false],
      ['SO2使品红溶液褪色，体现了SO2的氧化性', false],
      ['SO2使酸性KMnO4溶液褪色，说明SO2具有还原性', true],
    ],
    answer: 'D',
  },
  {
    stem: '下列关于浓硫酸的说法错误的是',
    options: [
      ['浓硫酸使胆矾变白，体现了浓硫酸的吸水性', true],
      ['浓硫酸使纸张变黑，体现了其吸水性', false],
      ['浓硫酸具有强氧化性', true],
      ['浓硫酸具有吸水性，可用于干燥氯气', true],
    ],
    answer: 'B',
  },
  {
    stem: '下列说法正确的是',
    options: [
      ['浓硫酸可用于干燥氨气', false],
      ['浓硫酸可用于干燥硫化氢', false],
      ['浓硫酸可用作干燥剂，也可用于干燥氨气', false],
      ['浓硫酸使蔗糖变黑，体现了浓硫酸的脱水性', true],
    ],
    answer: 'D',
  },
  {
    stem: '下列有关含氯物质的说法错误的是',
    options: [
      ['氯气具有漂白性', false],
      ['氯气可用于制漂白粉', true],
      ['漂白粉的有效成分是次氯酸钙', true],
      ['84消毒液的有效成分是次氯酸钠', true],
    ],
    answer: 'A',
  },
  {
    stem: '下列说法不正确的是',
    options: [
      ['84消毒液与洁厕灵不宜混合使用', true],
      ['漂白粉与盐酸可以混合使用', false],
      ['草木灰与铵态氮肥不能混合使用', true],
      ['漂白粉的有效成分是次氯酸钙', true],
    ],
    answer: 'B',
  },
  {
    stem: '下列有关钠的化合物的说法正确的是',
    options: [
      ['碳酸钠和碳酸氢钠都受热易分解', false],
      ['碳酸钠和碳酸氢钠都可用于治疗胃酸过多', false],
      ['碳酸氢钠受热易分解，可用于治疗胃酸过多', false],
      ['碳酸氢钠能与酸反应，可用于治疗胃酸过多', true],
    ],
    answer: 'D',
  },
  {
    stem: '下列物质性质与应用对应关系正确的是',
    options: [
      ['氨气极易溶于水，可用作制冷剂', false],
      ['氧化铝是两性氧化物，可用作耐火材料', false],
      ['SO2具有还原性，可用于漂白纸浆', false],
      ['石墨具有导电性，可用作电极', true],
    ],
    answer: 'D',
  },
  {
    stem: '下列有关硅及其化合物的说法错误的是',
    options: [
      ['硅可用于制作太阳能电池', true],
      ['二氧化硅可用于制作光导纤维', true],
      ['二氧化硅是半导体材料', false],
      ['SiO2能与氢氟酸反应', true],
    ],
    answer: 'C',
  },
  {
    stem: '下列关于材料的说法正确的是',
    options: [
      ['石英属于硅酸盐材料', false],
      ['陶瓷属于有机高分子材料', false],
      ['碳纳米管属于有机高分子材料', false],
      ['碳化硅属于新型无机非金属材料', true],
    ],
    answer: 'D',
  },
  {
    stem: '下列有关物质分类的说法错误的是',
    options: [
      ['Fe2O3属于碱性氧化物', true],
      ['Al2O3属于碱性氧化物', false],
      ['SiO2属于酸性氧化物', true],
      ['过氧化钠属于氧化物', true],
    ],
    answer: 'B',
  },
  {
    stem: '下列有关铁的化合物的说法正确的是',
    options: [
      ['Fe3O4可用作红色颜料', false],
      ['铁锈的主要成分是四氧化三铁', false],
      ['磁铁矿的主要成分是氧化铁', false],
      ['赤铁矿的主要成分是氧化铁', true],
    ],
    answer: 'D',
  },
  {
    stem: '下列关于糖类、油脂和蛋白质的说法正确的是',
    options: [
      ['葡萄糖是一种高分子化合物', false],
      ['油脂属于高分子化合物', false],
      ['淀粉不属于糖类', false],
      ['淀粉和纤维素水解的最终产物都是葡萄糖', true],
    ],
    answer: 'D',
  },
  {
    stem: '下列关于营养物质的说法错误的是',
    options: [
      ['葡萄糖属于单糖', true],
      ['蔗糖和麦芽糖都属于双糖', true],
      ['氨基酸属于高分子化合物', false],
      ['蛋白质属于高分子化合物', true],
    ],
    answer: 'C',
  },
  {
    stem: '下列有关生活中的物质的说法正确的是',
    options: [
      ['丝绸的主要成分是纤维素', false],
      ['棉花的主要成分是蛋白质', false],
      ['用灼烧的方法可以区分蚕丝和羊毛', false],
      ['用灼烧的方法可以区分蚕丝和棉花', true],
    ],
    answer: 'D',
  },
  {
    stem: '下列过程属于化学变化的是',
    options: [
      ['石油的分馏', false],
      ['碘的升华', false],
      ['氯化钠溶于水', false],
      ['煤的干馏', true],
    ],
    answer: 'D',
  },
  {
    stem: '下列说法正确的是',
    options: [
      ['石油的分馏和裂化都是物理变化', false],
      ['蛋白质的盐析是化学变化', false],
      ['焰色试验是化学变化', false],
      ['钢铁生锈是化学变化', true],
    ],
    answer: 'D',
  },
  {
    stem: '化学与环境密切相关。下列说法错误的是',
    options: [
      ['二氧化硫和氮氧化物都是形成酸雨的主要物质', true],
      ['二氧化碳和二氧化硫都是形成酸雨的主要物质', false],
      ['二氧化碳是造成温室效应的主要气体', true],
      ['含磷洗涤剂会造成水体富营养化', true],
    ],
    answer: 'B',
  },
  {
    stem: '下列叙述正确的是',
    options: [
      ['二氧化硫是造成温室效应的主要气体', false],
      ['医用酒精的浓度为95%', false],
      ['正常雨水的pH约为7', false],
      ['医用酒精的体积分数为75%', true],
    ],
    answer: 'D',
  },
  {
    stem: '下列有关物质用途的说法正确的是',
    options: [
      ['碳酸钡不能用作钡餐', true],
      ['硫酸钡不能用作钡餐', false],
      ['氯气不能用于自来水消毒', false],
      ['明矾能杀菌消毒', false],
    ],
    answer: 'A',
  },
  {
    stem: '下列有关食品中的化学的说法错误的是',
    options: [
      ['铁粉可用作抗氧化剂，体现了铁粉的氧化性', false],
      ['生石灰可用作食品干燥剂', true],
      ['硅胶可用作食品干燥剂', true],
      ['维生素C具有还原性', true],
    ],
    answer: 'A',
  },
  {
    stem: '下列说法正确的是',
    options: [
      ['小苏打的化学名称是碳酸钠', false],
      ['医用酒精的化学名称是乙醇', false],
      ['碘化钾可用于食盐加碘', false],
      ['苏打的化学名称是碳酸钠', true],
    ],
    answer: 'D',
  },
];

/** More single look-alikes: the reader may leave them undecided, never decide them the other way. */
const SINGLES: Array<[string, boolean]> = [
  ['稀盐酸可用于除铁锈', true],
  ['浓盐酸易挥发', true],
  ['稀硫酸具有吸水性', false],
  ['稀硫酸可用铁制容器盛放', false],
  ['常温下铝遇稀硫酸钝化', false],
  ['亚硝酸钠可大量用作食品防腐剂', false],
  ['铁粉可大量用作食品抗氧化剂', false],
  ['酶都是蛋白质', false],
  ['所有的酶都是蛋白质', false],
  ['酶属于蛋白质', false],
  ['明矾和氯化铁都可用于杀菌消毒', false],
  ['明矾可用于净水，也可用于消毒', false],
  ['SO2可用于漂白纸浆，也可用于漂白食品', false],
  ['氯气使湿润的有色布条褪色，体现了氯气的漂白性', false],
  ['次氯酸使品红溶液褪色，体现了次氯酸的还原性', false],
  ['84消毒液与洁厕灵可混合使用以提高消毒效果', false],
  ['钠具有强还原性，可用于制造高压钠灯', false],
  ['氢氧化钠可用于改良酸性土壤', false],
  ['二氧化硅属于两性氧化物', false],
  ['金刚石具有导电性', false],
  ['聚乙烯属于天然高分子', false],
  ['尼龙属于天然纤维', false],
  ['光导纤维属于有机高分子材料', false],
  ['铅笔芯的主要成分是铅', false],
  ['沼气的主要成分是一氧化碳', false],
  ['水煤气的主要成分是甲烷', false],
  ['食醋的主要成分是乙醇', false],
  ['二氧化硅能与水反应生成硅酸', false],
  ['福尔马林可用于食品保鲜', false],
  ['聚乙烯能使溴水褪色', false],
  ['碳酸钠受热易分解', false],
  ['乙醇难溶于水', false],
  ['食物腐败是物理变化', false],
  ['生石灰可用作食品抗氧化剂', false],
  ['浓硫酸具有吸水性和脱水性', true],
  ['乙烯可用作水果催熟剂', true],
  ['氮气化学性质稳定，可用作保护气', true],
  ['液氨汽化吸热，可用作制冷剂', true],
  ['水玻璃可用作木材防火剂', true],
  ['钙元素属于微量元素', false],
  ['干冰的化学名称是二氧化碳', true],
  ['液氨的化学名称是氨', true],
  ['液氮的化学名称是氮气', true],
  ['还原铁粉的化学名称是铁', true],
  ['铁红的化学名称是四氧化三铁', false],
  ['小苏打的学名是碳酸氢钠', true],
  ['钢又称生铁', false],
  ['洁厕灵的有效成分是盐酸', true],
  ['洁厕灵的有效成分是浓盐酸', true],
  ['洁厕灵的有效成分是硫酸', false],
  ['工业上电解熔融氧化镁制镁', false],
  ['亚硝酸钠是一种调味剂', false],
  ['明矾是一种消毒剂', false],
  ['硫酸铜溶液可用于检验水', false],
  ['无水硫酸铜可用于检验水', true],
  ['碳酸钠溶液受热易分解', false],
  ['氯化铁溶液可用于净水', true],
  ['次氯酸钠溶液可用于杀菌消毒', true],
  ['碳酸钠溶液可用于去除油污', true],
  ['SiO2是酸性氧化物，可用于制作光导纤维', false],
];

const verdict = (option: string, stem = '下列说法正确的是') => {
  const claim = optionReader(stem)(option);
  return claim ? (judgeClaim(claim)?.truth ?? null) : null;
};

const ask = (stem: string, options: string[]) => solveChemistry([stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n'));

describe('look-alike options never decided the wrong way', () => {
  const all = [
    ...QUESTIONS.flatMap((q) => q.options.map(([o, t]) => [o, t, q.stem] as const)),
    ...SINGLES.map(([o, t]) => [o, t, undefined] as const),
  ];
  it('holds at least 80 look-alikes', () => expect(all.length).toBeGreaterThanOrEqual(80));
  for (const [option, truth, stem] of all) {
    it(`${option} is ${truth} or undecided`, () => expect([truth, null]).toContain(verdict(option, stem)));
  }
});

describe('look-alike questions answered right or refused', () => {
  for (const q of QUESTIONS) {
    it(`${q.stem}（${q.options.map(([o]) => o).join('｜')}）→ ${q.answer} or refused`, async () => {
      const out = await ask(
        q.stem,
        q.options.map(([o]) => o),
      );
      if (out?.ok) expect(out.finalAnswer.slice(0, 1)).toBe(q.answer);
    });
  }
});

/** Stems that negate or count the ask in words of their own: the letter of the true statement must not come back. */
const NEGATED_STEMS = [
  '下列物质的性质与用途不具有对应关系的是',
  '下列物质的性质与用途没有对应关系的是',
  '下列物质性质与用途无对应关系的是',
  '下列叙述中，不能体现物质性质与用途对应关系的是',
  '下列说法不一定正确的是',
  '下列关于物质用途的说法，错误的有几项',
];

describe('the kinds of fault the hunt found stay fixed', () => {
  for (const stem of NEGATED_STEMS) {
    it(`does not answer the true statement to 「${stem}」`, async () => {
      const out = await ask(stem, [
        '浓硫酸具有吸水性，可用作干燥剂',
        '氧化铝是两性氧化物，可用作耐火材料',
        '铝具有延展性，可用于制作导线',
        'SO2具有氧化性，可用于漂白纸浆',
      ]);
      expect(out?.ok ?? false).toBe(false);
    });
  }
  it('still answers the plain ask beside them', async () => {
    const out = await ask('下列物质的性质与用途对应关系错误的是', [
      '浓硫酸具有吸水性，可用作干燥剂',
      '氧化铝熔点高，可用作耐火材料',
      '铝具有延展性，可用于制作导线',
      '石墨具有导电性，可用作电极',
    ]);
    expect(out?.ok && out.finalAnswer.slice(0, 1)).toBe('C');
  });
  it('does not read 稀盐酸 or 浓盐酸 as plain 盐酸, whose facts mix the two', () => {
    expect(verdict('稀盐酸具有挥发性')).toBeNull();
    expect(verdict('稀盐酸可用于检验氨气泄漏')).toBeNull();
    expect(verdict('盐酸可用于除铁锈')).toBe(true);
  });
  it('leaves a use said with a quantity (大量) undecided', () => {
    expect(verdict('苯甲酸钠可大量用作食品防腐剂')).toBeNull();
    expect(verdict('苯甲酸钠可用作食品防腐剂')).toBe(true);
  });
  it('does not call two names of one substance in different states two substances', () => {
    expect(verdict('干冰的化学名称是二氧化碳')).toBeNull();
    expect(verdict('液氨的化学名称是氨')).toBeNull();
    expect(verdict('氯仿的化学名称是四氯化碳')).toBe(false);
  });
  it('gives a solution the chemistry of what is dissolved, not the uses of the solid', () => {
    expect(verdict('硫酸铜溶液可用于检验水')).toBeNull();
    expect(verdict('碳酸氢钠溶液受热易分解')).toBeNull();
    expect(verdict('FeCl3溶液呈酸性')).toBe(true);
    expect(verdict('氯化铁溶液可用于净水')).toBe(true);
  });
  it('does not say that every 酶 is a 蛋白质', () => {
    expect(verdict('酶属于蛋白质')).toBeNull();
  });
});
