import { describe, expect, it } from 'vitest';
import { solvePhysics } from '../../server/solver/science/physics';
import { judgeHistoryClaim, label } from '../../server/solver/science/physics/fixed-knowledge/history-claims';
import { FACTS, METHODS, VIEWS } from '../../server/solver/science/physics/fixed-knowledge/history-facts';
import { PEOPLE } from '../../server/solver/science/physics/fixed-knowledge/history-people';
import { judgeMethodStatement } from '../../server/solver/science/physics/fixed-knowledge/research-methods';
import { judgeUnitSentence } from '../../server/solver/science/physics/fixed-knowledge/unit-statements';
import {
  HISTORY_LOOKALIKES,
  METHOD_AND_UNIT_LOOKALIKES,
  METHOD_STATEMENTS,
  NEAR_MISS_OPTIONS,
  NEAR_MISS_QUESTIONS,
  QUESTIONS,
  UNIT_SENTENCES,
} from './physics-fixed-knowledge-cases';

const choice = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');
const letters = async (text: string) => {
  const out = await solvePhysics(text);
  return out?.ok ? out.finalAnswer.replace(/（.*$/s, '') : null;
};

describe('choice questions on fixed curriculum knowledge', () => {
  it.each(QUESTIONS.map((q) => [q.stem, q] as const))('%s', async (_stem, q) => {
    expect(await letters(choice(q.stem, q.options))).toBe(q.answer);
  });

  it.each(NEAR_MISS_QUESTIONS.map((q, i) => [i, q] as const))('near miss %i is refused', async (_i, q) => {
    const out = await solvePhysics(choice(q.stem, q.options));
    expect(out?.ok).toBe(false);
    expect(out && !out.ok ? out.reason : '').toMatch(/暂不作答/);
  });

  it('shows for every option the fact that decides it', async () => {
    const q = QUESTIONS[2];
    const out = await solvePhysics(choice(q.stem, q.options));
    expect(out?.ok).toBe(true);
    const md = out?.ok ? out.markdown : '';
    expect(md).toMatch(/- A：.*汤姆孙.*正确/);
    expect(md).toMatch(/- C：.*质子.*卢瑟福.*错误/);
    expect(md).toMatch(/- D：.*天然放射现象.*贝克勒尔.*错误/);
  });

  it('names the options it could not check when it refuses', async () => {
    const q = NEAR_MISS_QUESTIONS[0];
    const out = await solvePhysics(choice(q.stem, q.options));
    expect(out && !out.ok ? out.reason : '').toMatch(/选项 A .*核对不了/);
  });
});

describe('one history statement', () => {
  it.each(NEAR_MISS_OPTIONS)('%s → %s', (option, want) => {
    const v = judgeHistoryClaim(option);
    expect(v ? v.truth : null).toBe(want);
  });

  it('reads a nuclide written in exam LaTeX and a slip of 离子 for 粒子', () => {
    expect(judgeHistoryClaim('卢瑟福用 $\\alpha$ 粒子轰击 ${ }_{7}^{14} \\mathrm{~N}$ 发现了质子')?.truth).toBe(true);
    expect(judgeHistoryClaim('查德威克用 $\\alpha$ 离子轰击 ${ }_{4}^{9} \\mathrm{Be}$ 发现了中子')?.truth).toBe(true);
  });
});

describe('one statement about units and quantities', () => {
  it.each(UNIT_SENTENCES)('%s → %s', (option, want) => {
    const v = judgeUnitSentence(option);
    expect(v ? v.truth : null).toBe(want);
  });
});

describe('one statement about a research method', () => {
  it.each(METHOD_STATEMENTS)('%s → %s', (option, want) => {
    const v = judgeMethodStatement(option);
    expect(v ? v.truth : null).toBe(want);
  });
});

describe('look-alikes', () => {
  it.each(HISTORY_LOOKALIKES)('%s → %s', (option, want) => {
    const v = judgeHistoryClaim(option);
    expect(v ? v.truth : null).toBe(want);
  });
  it.each(METHOD_AND_UNIT_LOOKALIKES)('%s → %s', (option, want, kind) => {
    const v = kind === 'method' ? judgeMethodStatement(option) : judgeUnitSentence(option);
    expect(v ? v.truth : null).toBe(want);
  });
});

describe('the history table', () => {
  const known = new Set(PEOPLE.map((p) => p.id));
  it('names only known people and known experiments, and every pattern compiles', () => {
    for (const f of FACTS) {
      for (const p of f.people) expect(known.has(p), p).toBe(true);
      for (const m of f.methods ?? []) expect(METHODS[m], m).toBeDefined();
      for (const o of f.objects) expect(() => new RegExp(`^(?:${o})$`)).not.toThrow();
    }
  });

  it('never credits the same act on the same thing to two people unless it is marked shared', () => {
    const plain = (o: string) => !/[()?|\\[\]*+]/.test(o);
    for (const a of FACTS) {
      for (const b of FACTS) {
        if (a === b || a.shared || b.shared) continue;
        const sameThing = a.objects.filter(plain).some((o) => b.objects.some((p) => new RegExp(`^(?:${p})$`).test(o)));
        const sameAct = a.acts.some((x) => b.acts.includes(x));
        if (sameThing && sameAct)
          expect(a.people.filter((p) => b.people.includes(p)).length, `${a.objects[0]} / ${b.objects[0]}`).toBeGreaterThan(0);
      }
    }
  });

  it('has for every achievement a wording in plain words to show the student', () => {
    for (const f of FACTS) expect(label(f), f.objects[0]).not.toMatch(/[()?|[\]*+\\]/);
  });

  it('holds every view with its opposite', () => {
    for (const wordings of Object.values(VIEWS)) expect(wordings.length).toBeGreaterThan(1);
  });
});
