import { isOptional, type Model } from '../model';
import { type Problem, readProblem } from '../read';
import { relationsKind } from './relations';

/** 「每小时」「每分钟」「平均每天」: the one per which every amount of the problem is told. */
const PER = /(?:平均)?每(?:一)?(小时|分钟|秒钟?|天|周|星期|月|年)/g;

/**
 * 比多少 and 倍 between rates told per the same one: 「汽车每小时行75千米，火车每小时比汽车多行45千米，火车每小时行多少
 * 千米？」. When every amount and the question are per the same 每小时, the rates compare as plain amounts do: the
 * problem is read again without the 每小时 and its relations solved. No amount of the per itself may be told (「3小时」
 * would be a product, not a comparison), and the numbers read again must be the numbers told.
 */
export function samePerRelationsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  const pers = [...p.text.matchAll(PER)];
  if (pers.length < 2 || pers.some((m) => m[1] !== pers[0][1])) return null;
  const per = pers[0][1];
  if (!new RegExp(`每(?:一)?${per}`).test(p.ask.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.some((q) => q.unit?.dim === 'time' || q.unit?.dim === 'speed')) return null;
  // every told amount is per the one: its clause says so
  if (nums.some((q) => q.kind === 'plain' && !new RegExp(`每(?:一)?${per}`).test(p.clauses[q.clause]))) return null;
  const plain = readProblem(p.text.replace(PER, ''));
  if (!plain) return null;
  const again = plain.qs.filter((q) => !isOptional(q));
  if (again.length !== nums.length || again.some((q, i) => !q.value.eq(nums[i].value) || q.kind !== nums[i].kind)) return null;
  const m = relationsKind(plain);
  if (!m || !again.every((q) => m.used.includes(q))) return null;
  return {
    ...m,
    kind: 'same-per-relations',
    idea: `题中的量都是「每${per}」的量，可以像一般的数量一样比较：${m.idea}`,
    used: nums,
  };
}
