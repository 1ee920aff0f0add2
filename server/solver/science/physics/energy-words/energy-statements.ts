import type { ChoiceSplit } from '../../../math/answers/choice';
import type { Refused, Solved } from '../../../types';
import { refused } from '../../outcome';
import { compactStem } from '../compact-stem';
import type { OptionVerdict } from '../fixed-knowledge/unit-statements';
import { statementsWanted } from '../statement-judge';
import { answerFromVerdicts } from '../statement-verdicts-answer';
import { bankedCurve } from './banked-curve';
import { bungeeJump } from './bungee';
import { softStop } from './cushion';
import { dragShrunkOrbit } from './drag-orbit';
import { freeFallInWords } from './free-fall-words';
import { inclineSlide } from './incline-slide';
import { askedStretch, judgeQualitativeOption } from './qualitative-judge';
import type { QualitativeSituation } from './situation';
import { springLaunch } from './spring-launch';

const SITUATIONS: ((stem: string) => QualitativeSituation | null)[] = [
  bungeeJump,
  dragShrunkOrbit,
  bankedCurve,
  softStop,
  springLaunch,
  inclineSlide,
  freeFallInWords,
];

/**
 * Energy, work and momentum statements about one situation told in words (a bungee jump, a satellite slowed by thin
 * air, a banked curve, a stop on a cushion, a spring launching a block, a block sliding down an incline, a free
 * fall). The situation is worked first; every clause of every option is judged against it, and the answer is given
 * only when every option is decided. Null when the stem is not exactly one such situation or no option is read.
 */
export function solveEnergyStatements(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || split.options.length < 2) return null;
  const stem = compactStem(split.stem).replace(/\s+/g, '');
  if (/如图|图示|图中|图像|图甲|图乙/.test(stem)) return null;
  const found = SITUATIONS.map((read) => read(stem)).filter((s): s is QualitativeSituation => s !== null);
  if (found.length !== 1) return null;
  const s = found[0];
  const wants = statementsWanted(split.stem);
  const start = askedStretch(stem, s);
  if (!start) return null;
  const verdicts = split.options.map((o) => judgeQualitativeOption(o.text, s, start));
  if (verdicts.every((v) => v.truth === null)) return null;
  const open = split.options.filter((_, i) => verdicts[i].truth === null);
  if (wants === null || open.length) {
    const why = verdicts.find((v) => v.truth === null)?.why ?? '题目问的不是哪些说法正确或错误';
    return refused(
      'physics',
      `这道题的情景（${s.kind}）已经分析，但${open.length ? `选项 ${open.map((o) => o.letter).join('、')} 的说法（${why}）` : '题目的问法'}由题设定不下来，为避免选错，暂不作答。可以请老师帮忙核对。`,
      'choice',
    );
  }
  return answerFromVerdicts(raw, split.options, verdicts as OptionVerdict[], !wants, {
    checked: `按${s.kind}的情景逐项分析`,
    idea: s.working.join('\n\n'),
    wanted: ['正确', '错误'],
    how: `按${s.kind}的情景逐项判断`,
    checkedBy: '每个选项的每一句都按情景判断',
  });
}
