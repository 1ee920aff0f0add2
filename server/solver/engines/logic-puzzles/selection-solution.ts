import { groupsOf, holds } from './logic-form';
import type { SelectionPuzzle } from './selection-puzzle';

export interface SelectionWorld {
  group: string[];
  /** The first condition the group breaks, or -1. */
  broken: number;
}

/** Every group of the asked size, with the first condition it breaks. */
export function selectionWorlds(p: SelectionPuzzle): SelectionWorld[] {
  const none = new Map();
  return groupsOf(p.cast, p.size).map((group) => {
    const world = new Set(group);
    return { group, broken: p.conditions.findIndex((c) => !holds(c.f, world, none)) };
  });
}

const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩';

/** 假设法 over every group: the condition each one breaks, and the one group that breaks none. */
export function selectionSteps(p: SelectionPuzzle, worlds: SelectionWorld[]): string[] {
  return [
    `**解题思路** 从 ${p.cast.join('、')} 中选 ${p.size} 个，一共只有 ${worlds.length} 种选法。逐一假设，看是否违反条件：${p.conditions
      .map((c, i) => `${CIRCLED[i] ?? `(${i + 1})`}「${c.words}」`)
      .join('；')}。`,
    ...worlds.map((w) =>
      w.broken < 0
        ? `- 假设选 **${w.group.join('、')}**：每个条件都满足。`
        : `- 假设选 **${w.group.join('、')}**：违反条件${CIRCLED[w.broken] ?? `(${w.broken + 1})`}「${p.conditions[w.broken].words}」，不成立。`,
    ),
  ];
}
