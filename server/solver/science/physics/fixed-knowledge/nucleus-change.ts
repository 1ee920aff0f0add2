import type { ChoiceSplit } from '../../../math/answers/choice';
import type { Refused, Solved } from '../../../types';
import { normalizeScienceText } from '../../chem/normalize';
import { answerFromVerdicts } from '../statement-verdicts-answer';
import { plainOption } from './plain-option';
import type { OptionVerdict } from './unit-statements';

/**
 * 「下列现象中，与原子核内部变化有关的是」: the phenomena 选择性必修 3 tells in the nucleus (decay, fission, fusion,
 * transmutation) against those of the electrons outside it (light from atoms, the photoelectric effect, ionisation)
 * and the α scattering that found the nucleus without changing it. A phenomenon in neither list is undecided.
 */
const IN_NUCLEUS: [RegExp, string][] = [
  [/^(?:天然放射(?:性)?|放射性)$/, '天然放射现象是原子核自发地放出射线、变成新核'],
  [/^(?:原子核的)?(?:α|β)?衰变$/, '衰变是原子核放出粒子、变成新核'],
  [/^(?:重核|核|铀核)?裂变$/, '裂变是重核分裂成中等质量的核'],
  [/^(?:轻核|核)?聚变$|^热核反应$/, '聚变是轻核结合成较重的核'],
  [/^原子核的人工(?:核)?转变$/, '人工转变是粒子轰击原子核生成新核'],
];
const OUTSIDE: [RegExp, string][] = [
  [/^α粒子(?:的)?散射$/, 'α 粒子散射是 α 粒子受原子核库仑力而偏转，原子核本身没有变化（它说明原子有核式结构）'],
  [/^光电效应$/, '光电效应是金属中的电子吸收光子逸出，与原子核无关'],
  [/^(?:原子|氢原子)(?:的)?发光$|^(?:氢)?原子光谱$|^(?:原子的|氢原子的)?能级跃迁$/, '原子发光是核外电子在能级间跃迁，与原子核无关'],
  [/^电离$|^(?:原子的)?电离$/, '电离是核外电子脱离原子，与原子核无关'],
  [/^阴极射线$|^电子的发现$/, '阴极射线是电子流，电子的发现说明原子可分，与原子核内部无关'],
  [/^康普顿效应$/, '康普顿效应是光子与电子碰撞，与原子核无关'],
];

function judgePhenomenon(option: string): OptionVerdict | null {
  const t = plainOption(option).replace(/(?:现象|实验|反应)$/, '');
  for (const [re, why] of IN_NUCLEUS) if (re.test(t)) return { truth: true, why };
  for (const [re, why] of OUTSIDE) if (re.test(t)) return { truth: false, why };
  return null;
}

export function solveNucleusChange(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || split.options.length < 2) return null;
  const stem = normalizeScienceText(split.stem).replace(/\s+/g, '');
  if (!/(?:下列|以下)(?:现象|事实|过程)?(?:中)?[，,]?(?:与|和)原子核内部(?:的)?变化有关的(?:是|有)/.test(stem)) return null;
  if (/不|无关/.test(stem.replace(/[（(][^（()）]*[）)]/g, '').replace(/选对但不全|不全的?得|不选|不答/g, ''))) return null;
  const verdicts = split.options.map((o) => judgePhenomenon(o.text));
  if (verdicts.some((v) => !v)) return null;
  return answerFromVerdicts(raw, split.options, verdicts as OptionVerdict[], false, {
    checked: '逐个判断现象是否发生在原子核内部',
    idea: '看每个现象中变化的是原子核本身，还是核外电子（或只是粒子受核的作用）。',
    wanted: ['与原子核内部变化有关', '与原子核内部变化无关'],
    how: '逐个判断现象的本质',
    checkedBy: '每个现象都对照了它的本质',
  });
}
