import { holds, ordersOf } from './logic-form';
import type { RankingPuzzle } from './ranking-puzzle';

export interface RankingWorld {
  order: string[];
  truths: boolean[];
  /** The first fact the order breaks, or -1. */
  broken: number;
  fits: boolean;
}

/** Every order of the cast, with each statement judged and each fact checked. */
export function rankingWorlds(p: RankingPuzzle): RankingWorld[] {
  const said = new Map(p.statements.map((s) => [s.speaker, s.f]));
  return ordersOf(p.cast).map((order) => {
    const truths = p.statements.map((s) => holds(s.f, order, said));
    const broken = p.facts.findIndex((x) => !holds(x.f, order, said));
    return { order, truths, broken, fits: broken < 0 && truths.filter(Boolean).length === p.trueCount };
  });
}

export function rankingAnswer(p: RankingPuzzle, w: RankingWorld): string[] {
  if (p.ask.kind === 'order') return w.order;
  return [w.order[p.ask.n === 0 ? w.order.length - 1 : p.ask.n - 1]];
}

/** The conditions turned into places, and why every other order fails, counted rather than listed (there are n! of them). */
export function rankingSteps(p: RankingPuzzle, worlds: RankingWorld[], left: RankingWorld): string[] {
  const rules = [...p.facts.map((x) => `「${x.words}」`), ...p.statements.map((s) => `${s.speaker}说「${s.words}」`)];
  const lines = [
    `**解题思路** ${p.cast.join('、')} 的名次一共有 ${worlds.length} 种排法，把条件逐条用上，排除不符合的排法：${rules.join('；')}${
      p.countPhrase ? `，且「${p.countPhrase}」` : '（他们说的都是真话）'
    }。`,
  ];
  const byFact = p.facts.map((_, i) => worlds.filter((w) => w.broken === i).length);
  const bySaid = worlds.filter((w) => w.broken < 0 && !w.fits).length;
  p.facts.forEach((x, i) => {
    if (byFact[i]) lines.push(`- 条件「${x.words}」排除 ${byFact[i]} 种排法。`);
  });
  if (p.statements.length) {
    const excludedBefore = byFact.some((n) => n > 0);
    const rest = excludedBefore ? `剩下的 ${worlds.length - byFact.reduce((a, b) => a + b, 0)} 种中，` : '';
    const unfit = p.countPhrase && p.trueCount < p.statements.length ? `说对的句数不等于 ${p.trueCount} ` : '有人的话不成立';
    lines.push(`- 再看各人的话：${rest}${unfit}的排法${excludedBefore ? '又' : ''}排除 ${bySaid} 种。`);
  }
  lines.push(
    `- 只剩一种排法：${left.order.map((n, i) => `第${i + 1}名 ${n}`).join('，')}。${p.statements
      .map((s, i) => `${s.speaker}的话${left.truths[i] ? '成立' : '不成立'}`)
      .join('，')}${p.statements.length ? '。' : ''}`,
  );
  return lines;
}
