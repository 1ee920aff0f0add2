import { describe, expect, it } from 'vitest';
import { optionReader } from '../../server/solver/science/chem/substance-facts/choose';
import { FACTS } from '../../server/solver/science/chem/substance-facts/facts';
import { judgeClaim } from '../../server/solver/science/chem/substance-facts/judge';
import { substanceId } from '../../server/solver/science/chem/substance-facts/names';
import { solveChemistry } from '../../server/solver/science/chemistry';
import { NEAR_MISSES, QUESTIONS } from './chem-substance-cases';

const verdict = (option: string, stem = '下列说法正确的是') => {
  const claim = optionReader(stem)(option);
  return claim ? (judgeClaim(claim)?.truth ?? null) : null;
};

const ask = (stem: string, options: string[]) => solveChemistry([stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n'));

describe('substance facts table', () => {
  it('names every substance it speaks of in the names table', () => {
    const subjects = FACTS.flatMap((f) => ('subject' in f ? [f.subject] : f.kind === 'clash' ? f.subjects : []));
    expect(subjects.filter((s) => substanceId(s) !== s)).toEqual([]);
  });
  it('holds a few hundred facts, from every chapter', () => {
    expect(FACTS.length).toBeGreaterThan(250);
    expect(new Set(FACTS.map((f) => f.chapter)).size).toBeGreaterThanOrEqual(10);
  });
  it('reads back every use and property in its own words, with no two facts disagreeing', () => {
    const misread: string[] = [];
    for (const f of FACTS) {
      if (f.kind === 'use')
        for (const u of f.uses) if (verdict(`${f.subject}可用于${u}`) !== f.truth) misread.push(`${f.subject}可用于${u}`);
      if (f.kind === 'property') for (const w of f.wordings) if (verdict(`${f.subject}${w}`) !== f.truth) misread.push(`${f.subject}${w}`);
    }
    expect(misread).toEqual([]);
  });
  it('gives every classic false version a note that says what is right', () => {
    const falses = FACTS.filter((f) => 'truth' in f && !f.truth);
    expect(falses.length).toBeGreaterThan(30);
    for (const f of falses) expect('note' in f && f.note).toBeTruthy();
  });
});

describe('options decided by substance facts', () => {
  for (const q of QUESTIONS) {
    for (const [option, want] of q.options) {
      it(`${option} → ${want}`, () => expect(verdict(option, q.stem)).toBe(want));
    }
  }
  for (const [option, want] of NEAR_MISSES) {
    it(`near miss: ${option} → ${want}`, () => expect(verdict(option)).toBe(want));
  }
});

describe('substance statement questions', () => {
  for (const q of QUESTIONS) {
    it(`${q.stem} → ${q.answer ?? 'refused'}`, async () => {
      const out = await ask(
        q.stem,
        q.options.map(([o]) => o),
      );
      if (q.answer === null) {
        expect(out?.ok).toBe(false);
        return;
      }
      expect(out?.ok).toBe(true);
      if (!out?.ok) return;
      expect(out.finalAnswer.slice(0, 1)).toBe(q.answer);
      expect(out.engine).toBe('offline:substance-facts');
      // Each option's deciding fact is shown to the student.
      for (const letter of 'ABCD') expect(out.markdown).toContain(`**${letter}**`);
    });
  }

  it('refuses a stem that does not say whether the true or the false statement is asked', async () => {
    const out = await ask('下列关于物质用途的说法', ['小苏打可用作膨松剂', '明矾可用于净水', '干冰可用于人工降雨', '硅胶可用作干燥剂']);
    expect(out?.ok ?? false).toBe(false);
  });

  it('says which options were understood when it refuses', async () => {
    const out = await ask('化学与生活密切相关。下列说法错误的是', [
      '明矾可用于自来水的杀菌消毒',
      '干冰可用于人工降雨',
      '用含氟牙膏预防龋齿的原理是发生了沉淀转化',
      '硅胶可用作食品干燥剂',
    ]);
    expect(out?.ok).toBe(false);
    if (out && !out.ok) {
      expect(out.reason).toContain('A错误');
      expect(out.reason).toContain('选项 C');
    }
  });

  it('leaves a question that is not about substances to other readers when only one option names a material', async () => {
    const out = await ask('下列说法正确的是', [
      '物体的速度越大，惯性越大',
      '铜具有良好的导电性',
      '摩擦力总是阻碍物体的运动',
      '重力的方向总是竖直向下',
    ]);
    expect(out).toBeNull();
  });

  it('refuses when two options fit a single-answer question', async () => {
    const out = await ask('下列说法正确的是', ['明矾可用于净水', '干冰可用于人工降雨', '碳酸钡可用作钡餐', '生石灰可用作食品脱氧剂']);
    expect(out?.ok).toBe(false);
  });
});
