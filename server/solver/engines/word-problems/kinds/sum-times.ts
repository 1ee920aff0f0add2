import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty, wholeCount } from '../read';
import { convert } from '../units';
import { sameCount } from './change';

/**
 * 和倍问题 and 差倍问题: two amounts, one a multiple (or a percent, a fraction) of the other, perhaps with a few
 * more or less, and their total or their difference told:
 * 「苹果和梨共840千克，苹果的质量是梨的3倍，苹果重多少千克？」, 「一共有146人，其中男生人数是女生人数的2倍多56人」,
 * 「桌椅共400元，其中椅子的价钱是桌子的60%」, 「甲比乙多24，甲是乙的4倍」.
 * With B as one part: A = k × B + n, so A + B = S gives B = (S − n) ÷ (k + 1), and A − B = D gives B = (D − n) ÷ (k − 1).
 */

const TIMES = /^(?:其中|已知|而且|而|并且|且|又知|他还发现|还发现)?(.+?)(?:是|相当于|等于)(.+?)的(.+)$/;
const TOTAL = /一共|共|总共|合计|总数|总和|之和|的和|一起|合起来/;
const STORY_OTHER = /剩|又|再|每|平均|还剩|以后|后来|然后|如果|假如|原来|原有|运走|卖出|用去|增加了|减少了/;

/** The distinguishing head of a name: 「女教师人数」 → 女教, 「桃树的棵数」 → 桃树, 「梨」 → 梨. */
function head(name: string): string {
  const n = name.replace(/的.*$/, '');
  return n.slice(0, 2);
}

export function sumTimesKind(p: Problem): Model | null {
  if (p.ask.form !== 'number') return null;
  if (STORY_OTHER.test(p.text.replace(p.ask.text, ''))) return null;
  // 「东西两个仓库共存粮480吨」: 两 only says there are two parts
  // (「一个书架有两层，共放书144本」: the whole told in the clause after)
  const two = p.qs.filter(
    (q) =>
      !isOptional(q) &&
      q.chinese &&
      q.raw === '两' &&
      q.kind === 'plain' &&
      (TOTAL.test(p.clauses[q.clause]) || /^(?:一共|共|总共)/.test(p.clauses[q.clause + 1] ?? '')),
  );
  const nums = p.qs.filter((q) => !isOptional(q) && !two.includes(q));
  if (nums.length < 2 || nums.length > 3 || nums.some((q) => q.clause === p.ask.clause)) return null;
  // 「椅子的单价是多少」: no unit asked, the answer is in the unit of the total
  const bareAsk = !p.ask.unit && !p.ask.measure && !p.ask.dim;
  const model = bareAsk ? nums.find((q) => q.kind === 'plain' && (q.unit || q.measure)) : null;
  const askUnit = p.ask.unit ?? model?.unit ?? null;
  const askMeasure = p.ask.measure ?? (askUnit ? null : (model?.measure ?? null));
  const amountOf = (q: Qty): Rat | null => {
    if (q.kind !== 'plain') return null;
    if (askUnit) return q.unit ? convert(q.value, q.unit, askUnit) : null;
    // 「甲乙两数的和是100，甲数是乙数的4倍，乙数是多少」: numbers without a unit, asked as 数
    if (!askMeasure && bareAsk && /数/.test(p.ask.text)) return q.unit || q.measure ? null : q.value;
    return askMeasure && sameCount(q.measure, askMeasure) ? q.value : null;
  };
  // the clause that says A is k times B (多/少 n)
  let timesAt = -1;
  let match: RegExpExecArray | null = null;
  for (let c = 0; c < p.clauses.length; c++) {
    if (c === p.ask.clause) continue;
    const m = TIMES.exec(p.clauses[c]);
    if (
      m &&
      nums.some(
        (q) => q.clause === c && (q.kind === 'multiple' || ((q.kind === 'percent' || q.kind === 'fraction') && !q.unit && !q.measure)),
      )
    ) {
      if (timesAt >= 0) return null;
      timesAt = c;
      match = m;
    }
  }
  if (!match) return null;
  const [, aRaw, bRaw, rest] = match;
  if (/^(?:他|她|它)/.test(bRaw) || /^(?:他|她|它)/.test(aRaw)) return null;
  const inClause = nums.filter((q) => q.clause === timesAt);
  const k = inClause.find((q) => q.kind !== 'plain');
  if (!k) return null;
  const extra = inClause.find((q) => q.kind === 'plain');
  if (inClause.length !== (extra ? 2 : 1)) return null;
  let n = Rat.ZERO;
  if (extra) {
    const v = amountOf(extra);
    // 「2倍多56人」「60%少5元」: 多/少 right after the multiple
    const tail = /^(?:[\d./]+|[零一二两三四五六七八九十百]+)(?:倍|%)(?:还)?(多|少)|^\d+\/\d+(?:还)?(多|少)/.exec(rest);
    const sign = tail ? ((tail[1] ?? tail[2]) === '多' ? 1 : -1) : 0;
    if (!v || sign === 0) return null;
    n = sign > 0 ? v : v.neg();
  } else if (
    !/^(?:[\d./]+|[零一二两三四五六七八九十百]+)倍$|^[\d.]+%$|^\d+\/\d+$|^[零一二两三四五六七八九十百]+分之[零一二两三四五六七八九十百]+$|^百分之[零一二两三四五六七八九十百\d.]+$/.test(
      rest,
    )
  )
    return null;
  // the other given: the total (共…, or the whole that 其中 takes parts of) or the difference (A 比 B 多)
  const others = nums.filter((q) => q.clause !== timesAt);
  if (others.length !== 1) return null;
  const whole = others[0];
  const W = amountOf(whole);
  if (!W) return null;
  const wText = p.clauses[whole.clause];
  const ha = head(aRaw);
  const hb = head(bRaw);
  if (!ha || !hb || ha === hb) return null;
  const diffMatch = /比(.+?)(多|少)/.exec(wText);
  let mode: 'sum' | 'diff';
  if (diffMatch) {
    const before = wText.slice(0, wText.indexOf('比'));
    const named = (s: string, h: string) => s.includes(h);
    if (named(before, ha) && named(diffMatch[1], hb)) mode = 'diff';
    else return null;
    if (diffMatch[2] !== '多') return null;
  } else if (TOTAL.test(wText) || /^其中/.test(p.clauses[timesAt])) mode = 'sum';
  else return null;
  // which of the two is asked
  const ask = p.ask.text;
  const askA = ask.includes(ha);
  const askB = ask.includes(hb);
  if (askA === askB) return null;
  const kv = k.value;
  const denom = mode === 'sum' ? kv.add(Rat.ONE) : kv.sub(Rat.ONE);
  if (denom.sign() <= 0) return null;
  const B = W.sub(n).div(denom);
  const A = kv.mul(B).add(n);
  if (B.sign() <= 0 || A.sign() <= 0) return null;
  // check: the two parts satisfy both statements
  if (!(mode === 'sum' ? A.add(B) : A.sub(B)).eq(W) || !A.eq(kv.mul(B).add(n))) return null;
  const answer = askA ? A : B;
  if (wholeCount(askMeasure) && !answer.isInteger()) return null;
  const unit = askUnit?.name ?? askMeasure ?? '';
  const kTex = numTex(kv);
  const nTex = n.isZero() ? '' : ` ${n.sign() > 0 ? '-' : '+'} ${numTex(n.abs())}`;
  const bName = bRaw.replace(/的.*$/, '');
  const aName = aRaw.replace(/的.*$/, '');
  const steps = [
    `**分析数量关系** 把${bName}看作 1 份，${aName}是它的 $${kTex}$ 倍${n.isZero() ? '' : `${n.sign() > 0 ? '多' : '少'} $${numTex(n.abs())}$`}，${mode === 'sum' ? '两者的和' : '两者的差'}相当于 $${kTex} ${mode === 'sum' ? '+' : '-'} 1 = ${numTex(denom)}$ 份${n.isZero() ? '' : `（先${n.sign() > 0 ? '减去多' : '加上少'}的部分）`}。`,
    `**列式计算** ${bName}：$(${numTex(W)}${nTex}) \\div ${numTex(denom)} = ${numTex(B)}$（${unit}）${askA ? `；${aName}：$${numTex(B)} \\times ${kTex}${n.isZero() ? '' : ` ${n.sign() > 0 ? '+' : '-'} ${numTex(n.abs())}`} = ${numTex(A)}$（${unit}）` : ''}`,
  ];
  return {
    kind: mode === 'sum' ? 'sum-times' : 'difference-times',
    idea: mode === 'sum' ? '和倍问题：和 ÷ (倍数 + 1) = 1 倍数（较小的数）。' : '差倍问题：差 ÷ (倍数 − 1) = 1 倍数（较小的数）。',
    steps,
    answer,
    unit,
    form: 'number',
    used: [k, whole, ...(extra ? [extra] : []), ...two],
    check: `验算：$${numTex(A)} ${mode === 'sum' ? '+' : '-'} ${numTex(B)} = ${numTex(W)}$，$${numTex(B)} \\times ${kTex}${n.isZero() ? '' : ` ${n.sign() > 0 ? '+' : '-'} ${numTex(n.abs())}`} = ${numTex(A)}$，两个条件都符合。`,
  };
}
