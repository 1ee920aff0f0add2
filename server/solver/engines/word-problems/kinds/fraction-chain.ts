import type { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex as t, type Problem, type Qty } from '../read';

/**
 * 分数连乘（六年级上册 分数乘法）: a part of a part of an amount — 「血液约占体重的1/13，血液里约2/3是水，小东的体重
 * 是39千克，他的血液里含水多少千克？」: 39 × 1/13 × 2/3. Each fraction is read with the two things it relates (A占B的f,
 * B里f是A, B的f是A); the chain must lead from the amount told to the thing asked, through both fractions.
 * Checked backwards: the answer divided by each fraction in turn gives the amount told.
 */

interface Link {
  part: string;
  whole: string;
  f: Qty;
}

const NAME = '([\\u4e00-\\u9fff]{1,4}?)';
/** The whole of a link that is the amount told itself (「学校有900人，其中女生占4/9」). */
const TOLD = '@';

function links(p: Problem, fractions: Qty[]): Link[] | null {
  const out: Link[] = [];
  for (const f of fractions) {
    const clause = p.clauses[f.clause];
    const at = f.start - p.offsets[f.clause];
    const before = clause.slice(0, at);
    const after = clause.slice(at + f.raw.length);
    const clean = (s: string) => s.replace(/^(?:的|中的|里的)/, '').replace(/(?:约|大约|大概)$/, '');
    let m = new RegExp(`${NAME}(?:约|大约|大概)?占(?:了)?${NAME}的$`).exec(before);
    if (m) {
      out.push({ part: clean(m[1]), whole: clean(m[2]), f });
      continue;
    }
    // 「其中女生占4/9」: a part of the amount told, its whole not named again
    m = new RegExp(`^(?:其中)?${NAME}(?:约|大约|大概)?占(?:了)?$`).exec(before);
    if (m && after === '') {
      out.push({ part: clean(m[1]), whole: TOLD, f });
      continue;
    }
    // 「女生中的1/4参加了舞蹈队」: the part is those of the whole who do what follows
    m = new RegExp(`${NAME}(?:中|里|当中)?的$`).exec(before);
    const doing = /^(?:是|为)?([\u4e00-\u9fff]{2,8})$/.exec(after);
    if (m && doing && !/^(?:是|为)/.test(after)) {
      out.push({ part: doing[1].replace(/了/g, ''), whole: clean(m[1]), f });
      continue;
    }
    m = new RegExp(`${NAME}(?:里|中|里面)(?:约|大约|有)?$`).exec(before);
    const is = /^(?:是|为)([\u4e00-\u9fff]{1,3}?)(?=$|[,，。])/.exec(after);
    if (m && is) {
      out.push({ part: clean(is[1]), whole: clean(m[1]), f });
      continue;
    }
    return null;
  }
  return out;
}

const same = (a: string, b: string) => !!a && !!b && (a.endsWith(b) || b.endsWith(a));

export function fractionChainKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !(p.ask.unit || p.ask.measure)) return null;
  if (/比|多|少|剩|还|又|倍|%|百分之/.test(p.text.replace(/多少|大约|约/g, ''))) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  const fractions = nums.filter((q) => q.kind === 'fraction');
  const amounts = nums.filter((q) => q.kind === 'plain' && (q.unit || q.measure));
  if (fractions.length !== 2 || amounts.length !== 1 || nums.length !== 3) return null;
  const [w] = amounts;
  if (p.ask.unit ? w.unit?.dim !== p.ask.unit.dim || w.unit.name !== p.ask.unit.name : w.measure !== p.ask.measure) return null;
  const ls = links(p, fractions);
  if (!ls) return null;
  // the amount told is of the whole of one link; the other link's whole is that link's part; its part is asked
  const wClause = p.clauses[w.clause].slice(0, w.start - p.offsets[w.clause]);
  const first = ls.filter(
    (l) =>
      (l.whole === TOLD && /^其中/.test(p.clauses[l.f.clause]) && l.f.clause === w.clause + 1) ||
      wClause.includes(l.whole) ||
      (l.whole.length > 1 && same(wClause.replace(/(?:是|为|有|重)$/, ''), l.whole)),
  );
  if (first.length !== 1) return null;
  const second = ls.find((l) => l !== first[0]);
  if (!second || !same(second.whole, first[0].part) || same(second.part, first[0].part)) return null;
  if (!p.ask.text.includes(second.part)) return null;
  const f1: Rat = first[0].f.value;
  const f2: Rat = second.f.value;
  const answer = w.value.mul(f1).mul(f2);
  if (!answer.div(f2).div(f1).eq(w.value)) return null;
  const mid = w.value.mul(f1);
  const u = p.ask.unit?.name ?? p.ask.measure ?? '';
  return {
    kind: 'fraction-chain',
    idea: `${first[0].part}是${first[0].whole}的 $${f1.toLatex()}$，${second.part}又是${second.whole}的 $${f2.toLatex()}$：求一个数的几分之几的几分之几，用乘法。`,
    steps: [
      `**第一步** ${first[0].part}：$${t(w.value)} \\times ${f1.toLatex()} = ${t(mid)}$（${u}）`,
      `**第二步** ${second.part}：$${t(mid)} \\times ${f2.toLatex()} = ${t(answer)}$（${u}）`,
    ],
    answer,
    unit: u,
    form: 'number',
    decimal: true,
    used: nums,
    check: `倒推：$${t(answer)} \\div ${f2.toLatex()} \\div ${f1.toLatex()} = ${t(w.value)}$，正是题目给的${first[0].whole}。`,
  };
}
