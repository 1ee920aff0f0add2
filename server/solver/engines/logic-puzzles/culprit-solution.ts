import type { CulpritPuzzle } from './culprit-puzzle';
import { holds, type World } from './logic-form';

export interface CulpritWorld {
  doer: string;
  truths: boolean[];
  fits: boolean;
}

/** Every possible doer, each statement judged in that world, and whether the count of true ones fits. */
export function culpritWorlds(p: CulpritPuzzle): CulpritWorld[] {
  const said = new Map(p.statements.map((s) => [s.speaker, s.f]));
  return p.cast.map((doer) => {
    const world: World = new Set([doer]);
    const truths = p.statements.map((s) => holds(s.f, world, said));
    return { doer, truths, fits: truths.filter(Boolean).length === p.trueCount };
  });
}

/** What the question asks, in the one world left. */
export function culpritAnswer(p: CulpritPuzzle, w: CulpritWorld): string[] {
  if (p.ask === 'doer') return [w.doer];
  return p.statements.filter((_, i) => w.truths[i] === (p.ask === 'truthful')).map((s) => s.speaker);
}

/** 假设法: each doer assumed in turn, each statement marked 对/错, the count compared with the one given. */
export function culpritSteps(p: CulpritPuzzle, worlds: CulpritWorld[]): string[] {
  const lines = [
    `**解题思路** 用假设法：${p.event ? `「${p.event}」的` : ''}人只能是 ${p.cast.join('、')} 中的一个，逐一假设，看每个人的话是对还是错，只有说对的人数恰好是 ${p.trueCount} 的假设才成立。`,
    `**各人的话** ${p.statements.map((s) => `${s.speaker}：「${s.words}」`).join('；')}。条件：「${p.countPhrase}」。`,
  ];
  for (const w of worlds) {
    const marks = p.statements.map((s, i) => `${s.speaker}${w.truths[i] ? '对' : '错'}`).join('，');
    const n = w.truths.filter(Boolean).length;
    lines.push(`- 假设是 **${w.doer}**：${marks}，说对的有 ${n} 人，${w.fits ? '符合条件。' : `与「${p.countPhrase}」矛盾，假设不成立。`}`);
  }
  return lines;
}
