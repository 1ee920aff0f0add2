import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';
import { MOLECULE_SHAPES } from '../../server/solver/science/chem/molecule-shapes';
import { COMPOUNDS } from '../../server/solver/science/chem/organic-statements/compounds';
import { judgeOrganicStatement } from '../../server/solver/science/chem/organic-statements/judge';
import { ORGANIC_PROPERTIES } from '../../server/solver/science/chem/organic-statements/properties';
import { judgeExplanation } from '../../server/solver/science/chem/substance-facts/explanations';
import { ORGANIC_CASES, PAPER_KIND_CASES, STSE_CASES } from './chem-paper-kinds-cases';
import { expectProbe } from './lookalike-hunt-shared';

const solver = createOfflineSolver();

describe('gaokao chemistry paper kinds: probes in other papers’ words', () => {
  it.each([...PAPER_KIND_CASES, ...ORGANIC_CASES, ...STSE_CASES].map((c) => [`${c.kind}: ${c.text.split('\n')[0]}`, c] as const))(
    '%s',
    async (_, c) => {
      await expectProbe(solver, c);
    },
  );
});

describe('organic statements, one sentence at a time', () => {
  const cases: Array<[string, boolean | null]> = [
    ['2-甲基丁烷也称异戊烷', true],
    ['2-甲基丁烷也称异丁烷', false],
    ['由乙烯生成乙醇属于加成反应', true],
    ['乙烯与氢气反应生成乙烷属于还原反应', null],
    ['乙烯生成聚乙烯属于加成反应', null],
    ['乙醇生成乙醛属于氧化反应', true],
    ['乙酸乙酯的水解反应属于取代反应', null],
    ['C4H9Cl 有 3 种同分异构体', false],
    ['C4H9Cl 有 4 种同分异构体', null],
    ['C3H7Br 有 2 种同分异构体', true],
    ['C6H14 有 5 种同分异构体', true],
    ['乙酸和甲酸甲酯互为同分异构体', true],
    ['乙醇和酒精互为同分异构体', false],
    ['淀粉和纤维素互为同分异构体', false],
    ['环丙烷和乙烯互为同系物', null],
    ['乙烷光照下能与浓盐酸发生取代反应', false],
    ['苯能与液溴发生取代反应', true],
    ['苯能使溴水褪色', null],
    ['己烷能使溴水褪色', null],
    ['植物油和动物脂肪都能使溴水褪色', null],
    ['乙醇的溶解度大于乙酸', null],
    ['丙烯分子中所有原子都在同一平面上', false],
    ['苯乙烯分子中所有原子可能共平面', true],
    ['苯乙烯分子中所有原子一定共平面', false],
    ['苯乙烯分子中所有原子共平面', null],
  ];
  it.each(cases)('%s → %s', (text, truth) => {
    expect(judgeOrganicStatement(text)?.truth ?? null).toBe(truth);
  });
});

describe('everyday practices with their reasons', () => {
  const cases: Array<[string, boolean | null]> = [
    ['加热能杀死流感病毒是因为蛋白质受热变性', true],
    ['高温可以杀死细菌，是因为蛋白质发生了盐析', false],
    ['疫苗一般应冷藏存放，以避免蛋白质变性', true],
    ['疫苗应冷藏保存，是为了防止疫苗被氧化', null],
    ['电热水器用镁棒防止内胆腐蚀，原理是牺牲阳极的阴极保护法', true],
    ['电热水器用镁棒防止内胆腐蚀，原理是外加电流的阴极保护法', false],
    ['燃煤中加入CaO可以减少温室气体的排放', false],
    ['燃煤中加入CaO可以减少酸雨的形成及温室气体的排放', null],
    ['用热的烧碱溶液洗去油污，是因为Na2CO3可直接和油污反应', null],
    ['酒精能杀菌消毒，是因为酒精有强氧化性', false],
    ['84消毒液能杀菌消毒，是因为能使蛋白质变性', null],
    ['明矾可用作净水剂，是因为 Al3+ 水解生成 Al(OH)3 胶体', true],
    ['明矾可用于净水，是因为其能杀菌消毒', false],
    ['FeCl3溶液可用于铜质印刷线路板制作，是因为FeCl3能从含有Cu2+的溶液中置换出铜', false],
    ['铝制品在空气中耐腐蚀，是因为表面形成致密的氧化膜', true],
    ['常温下可用铁制容器盛装浓硝酸，是因为铁与浓硝酸不反应', false],
    ['用活性炭去除冰箱中的异味，发生了化学反应', null],
    ['用热的烧碱溶液洗去油污，是因为油脂在碱性条件下水解', null],
  ];
  it.each(cases)('%s → %s', (text, truth) => {
    expect(judgeExplanation(text)?.truth ?? null).toBe(truth);
  });
});

describe('tables', () => {
  it('names each molecule and compound once', () => {
    for (const names of [MOLECULE_SHAPES.flatMap((m) => m.names), COMPOUNDS.flatMap((c) => c.names)]) {
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    }
  });
  it('records properties only of compounds it can name', () => {
    const named = new Set(COMPOUNDS.map((c) => c.names[0]));
    expect(Object.keys(ORGANIC_PROPERTIES).filter((n) => !named.has(n))).toEqual([]);
  });
});
