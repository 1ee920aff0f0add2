import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUSAL } from '../../server/solver/math/write/format';
import { createOfflineSolver, studentReason } from '../../server/solver/offline';

const solver = createOfflineSolver();
/** Words a student should never read in a refusal: solver internals, or a model that may not exist. */
const INTERNALS = /在线|AI|LLM|模型|引擎|离线求解器|公式表|offline|engine|family|null|undefined/i;
const ADVICE = /可以|请/;

describe('refusals tell a student what was understood and what to try', () => {
  const inputs: [string, string][] = [
    ['empty', ''],
    ['not a problem', '今天天气怎么样'],
    ['programming', '用 Python 写一个冒泡排序程序'],
    ['a figure', '如图所示，在三角形 ABC 中，求角 A 的大小'],
    ['a proof', '求证：对任意实数 x，x^2 + 1 > 0'],
    ['physics outside the formulas', '物体沿倾角为 30° 的斜面下滑，斜面长 10 m，求加速度'],
    ['physics with an unused number', '用 50 N 的力将重 100 N 的物体匀速提升 2 m，拉力做的功是多少？'],
    ['physics contradicting values', '质量为 2 kg 的物体重 30 N，放在水平地面上，对地面的压力是多少？求 g 的值'],
    [
      'chemistry equation choice',
      '下列化学方程式书写错误的是（ ）A. 2H2 + O2 =点燃= 2H2O B. Fe + CuSO4 = FeSO4 + Cu C. Mg + O2 =点燃= MgO D. CaCO3 + 2HCl = CaCl2 + H2O + CO2↑',
    ],
    ['chemistry concentration', '用 20 g 氢氧化钠配制 10% 的溶液，需要水多少克？'],
    ['chemistry unbalanceable', '配平：KMnO4 + H2O2 + H2SO4 → K2SO4 + MnSO4 + O2 + H2O'],
    ['word problem short of a condition', '王师傅做一批零件，每小时比原计划多做5个，结果提前2小时完成，这批零件有多少个？'],
  ];
  for (const [kind, text] of inputs) {
    it(kind, async () => {
      const out = await solver.solve({ text });
      expect(out.ok, JSON.stringify(out)).toBe(false);
      if (out.ok) return;
      expect(out.reason).not.toMatch(INTERNALS);
      expect(out.reason).toMatch(ADVICE);
      expect(out.reason.length).toBeGreaterThan(10);
    });
  }

  it('a photo without text says what to do', async () => {
    const out = await solver.solve({ text: '', imagePaths: ['/tmp/x.png'] });
    expect(!out.ok && out.reason).toMatch(/文字形式输入|照片/);
  });

  it('the default math refusal promises nothing it cannot keep', () => {
    expect(DEFAULT_REFUSAL).not.toMatch(INTERNALS);
    expect(DEFAULT_REFUSAL).toMatch(ADVICE);
  });

  it('rewords solver-centred reasons and adds something to try', () => {
    const old = [
      '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。',
      '离线求解器暂时无法解答这类题目，为避免给出错误答案，暂不作答。可以稍后使用在线 AI 解题。',
      '离线求解器暂不处理正负交替的求和。',
      '题目中有离线求解器无法理解的条件，为避免给出错误答案，暂不作答。',
      '本题涉及溶液浓度或纯度，本地引擎暂不支持这类计算。',
    ];
    for (const r of old) {
      const s = studentReason(r, 'math');
      expect(s, s).not.toMatch(INTERNALS);
      expect(s).toMatch(ADVICE);
      expect(s).not.toMatch(/^[，。]|。。/);
    }
    expect(studentReason('离线求解器的验算没有通过，为避免给出错误答案，暂不作答。', 'math')).toMatch(/^算出的结果没有通过验算/);
  });
});

describe('refusal wording is written for a student where it is written', () => {
  it('no refusal text under server/solver/math or server/solver/choice names the solver', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (p.endsWith('.ts')) files.push(p);
      }
    };
    walk('server/solver/math');
    walk('server/solver/choice');
    for (const f of files) {
      const code = readFileSync(f, 'utf8')
        .split('\n')
        .filter((l) => !/^\s*(?:\/\/|\*|\/\*)/.test(l))
        .join('\n');
      expect(code, f).not.toMatch(/离线求解器|在线\s*AI/);
    }
  });
});
