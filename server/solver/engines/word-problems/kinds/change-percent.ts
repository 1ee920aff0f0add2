import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';

const UP = /增长|增加|提高|多|涨价|提价|上涨|超出|超过/;
const VERB = '增长|增加|提高|多|减少|降低|下降|少|节约|节省|降价|涨价|提价|上涨';
/** The question asks the change as a share of the former amount, with no 比 of its own. */
const ASK = new RegExp(`^[^比]*?(?:比([\\u4e00-\\u9fff]{1,6}?))?(${VERB})了?(?:百分之几|几分之几)`);
/** A comparison told in the statement, its number right after: 「比计划节约20吨」「比去年增加了15吨」. */
const TOLD = new RegExp(`^(.*?)比([\\u4e00-\\u9fff]{1,6}?)(${VERB})了?$`);
/** Two amounts of one thing at two times, the former first: 计划 · 实际, 去年 · 今年 … */
const PAIRS: Array<[RegExp, RegExp]> = [
  [/(?:原)?计划/, /实际/],
  [/去年/, /今年/],
  [/上(?:个)?月/, /(?:本|这个)月/],
  [/原来/, /现在/],
];

interface Reading {
  base: Rat;
  now: Rat;
  /** How the two amounts were read, for the steps. */
  told: string;
}

/** 「实际用煤80吨，比计划节约20吨」: the change told by a comparison, the other number the base or the new amount. */
function byComparison(p: Problem, nums: Qty[], up: boolean, askBase: string | undefined): Reading | null {
  const hits = nums.map((q) => ({ q, m: TOLD.exec(p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause])) })).filter((x) => x.m);
  if (hits.length !== 1) return null;
  const { q: change, m } = hits[0] as { q: Qty; m: RegExpExecArray };
  if (UP.test(m[3]) !== up) return null;
  const other = nums.find((q) => q !== change) as Qty;
  if (other.clause === change.clause) return null;
  const otherClause = p.clauses[other.clause];
  const baseName = m[2];
  // 「今年比去年增加了百分之几」: the question compares with the base the statement compares with
  if (askBase && askBase !== baseName) return null;
  const subject = m[1].replace(/^(?:而|但|可|却)/, '');
  const namesBase = otherClause.includes(baseName);
  const namesNew = subject ? otherClause.includes(subject) : other.clause === change.clause - 1;
  if (namesBase === namesNew) return null;
  if (namesBase) {
    const now = up ? other.value.add(change.value) : other.value.sub(change.value);
    return { base: other.value, now, told: `${baseName}是 $${numTex(other.value)}$` };
  }
  const base = up ? other.value.sub(change.value) : other.value.add(change.value);
  const op = up ? '-' : '+';
  return { base, now: other.value, told: `${baseName}是 $${numTex(other.value)} ${op} ${numTex(change.value)} = ${numTex(base)}$` };
}

/** 「计划用煤100吨，实际用煤80吨」: the former and the latter amount each named in its own clause. */
function byPair(p: Problem, nums: Qty[]): Reading | null {
  for (const [before, after] of PAIRS) {
    const first = nums.filter((q) => before.test(p.clauses[q.clause]) && !after.test(p.clauses[q.clause]));
    const second = nums.filter((q) => after.test(p.clauses[q.clause]) && !before.test(p.clauses[q.clause]));
    if (first.length === 1 && second.length === 1) {
      // 「小明去年体重30千克，小红今年体重33千克」: apart from the two times, both clauses tell the same one's amount
      const says = (q: Qty, time: RegExp) =>
        p.clauses[q.clause]
          .slice(0, q.start - p.offsets[q.clause])
          .replace(time, '')
          .replace(/(?:了|是|为|有|共)+$/, '');
      const a = says(first[0], before);
      const b = says(second[0], after);
      if (!a.includes(b) && !b.includes(a)) return null;
      return { base: first[0].value, now: second[0].value, told: `原来的量（单位“1”）是 $${numTex(first[0].value)}$` };
    }
  }
  return null;
}

/**
 * 百分数应用题「增加（节约）了百分之几」 where the question has no 比: the change ÷ the former amount (单位“1”). The
 * two numbers are the former and the latter amount (计划 · 实际, 去年 · 今年), or one of them and the change a
 * comparison tells (「比计划节约20吨」); the direction asked must be the direction told.
 */
export function changePercentKind(p: Problem): Model | null {
  if (p.ask.form === 'number') return null;
  const ask = ASK.exec(p.ask.text);
  if (!ask) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 2 || nums.some((q) => q.kind !== 'plain' || q.clause === p.ask.clause)) return null;
  const [a, b] = nums;
  if ((a.unit?.name ?? a.measure ?? '') !== (b.unit?.name ?? b.measure ?? '') || !(a.unit || a.measure)) return null;
  if (/倍|分之|%|折|每|平均/.test(p.text.replace(/百分之几|几分之几/, ''))) return null;
  const verb = ask[2];
  const up = UP.test(verb);
  const told = p.text.slice(0, p.offsets[p.ask.clause]);
  const r = /比/.test(told) ? byComparison(p, nums, up, ask[1]) : ask[1] ? null : byPair(p, nums);
  if (!r || r.base.sign() <= 0 || r.now.sign() <= 0) return null;
  const diff = up ? r.now.sub(r.base) : r.base.sub(r.now);
  if (diff.sign() <= 0) return null;
  const answer = diff.div(r.base);
  if (!r.base.mul(up ? Rat.ONE.add(answer) : Rat.ONE.sub(answer)).eq(r.now)) return null;
  const shown = p.ask.form === 'percent' ? `${numTex(answer.mul(Rat.of(100)))}\\%` : answer.toLatex();
  return {
    kind: 'change-percent',
    idea: `求${verb}了百分之几（几分之几）：${verb}的量 ÷ 原来的量（单位“1”）。`,
    steps: [`**找单位“1”** ${r.told}`, `**列式计算** $${numTex(diff)} \\div ${numTex(r.base)} = ${shown}$`],
    answer,
    unit: '',
    form: p.ask.form,
    used: nums,
    check: `$${numTex(r.base)} \\times (1 ${up ? '+' : '-'} ${answer.toLatex()}) = ${numTex(r.now)}$，与题目相符。`,
  };
}
