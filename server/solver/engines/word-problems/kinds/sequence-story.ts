import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex as t, type Problem, type Qty, wholeCount } from '../read';
import { quantitiesIn, SMALL_NUMBER, smallNumber } from './spans';

/**
 * 数列的应用（古代数学问题）: a total over n stages — the layers of a tower, the days of a walk or of weaving — where
 * each stage is k times the one before it (等比数列), half of it, or d more or less than it (等差数列); one stage asked.
 * 「一座 7 层塔共挂了 381 盏灯，且相邻两层中的下一层灯数是上一层灯数的 2 倍，则塔的顶层共有灯」: from the top,
 * a_1(1 + 2 + … + 2⁶) = 381, a_1 = 3. 「上一层是下一层的 2 倍」 runs the other way (ratio ½ from the top).
 * Checked by adding the n stages one by one.
 */

const STAGE = '(层|天|日)';
const LATER = '(?:下一层|后一天|后一日|次日|每一?天|每一?日|每一?层)';
const EARLIER = '(?:上一层|前一天|前一日|上一天)';
/** 「相邻两层中的」 before the relation names the pair it speaks of. */
const PAIR = `(?:相邻(?:的)?两(?:层|天|日)(?:中|之中)?(?:的)?)?`;
const LINK = '(?:都|均)?(?:是|为|等于)';
/** A word after 「比前一天多 1」 that makes the number a ratio (倍, 一半, 成, 几分之几, %), not a difference. */
const RATIO_WORD = '(\\s*(?:倍|半|成|分之|%|％))?';

type Step = { k: 'ratio'; q: Rat } | { k: 'diff'; d: Rat };

interface Relation {
  step: Step;
  /** The relation runs from the earlier stage to the later one (下一层 … 上一层) or the other way round. */
  forward: boolean;
  start: number;
  end: number;
}

function ratioOrDiff(word: string, n: string): Step | null {
  const v = smallNumber(n);
  if (v === null || v <= 0) return null;
  if (word === '倍') return v === 1 ? null : { k: 'ratio', q: Rat.of(v) };
  return { k: 'diff', d: Rat.of(word === '多' ? v : -v) };
}

/** The one relation between neighbouring stages, or null when there is none or more than one. */
function readRelation(text: string): Relation | null {
  const found: Relation[] = [];
  const patterns: Array<[RegExp, boolean]> = [
    [new RegExp(`${PAIR}${LATER}[^,，。;；]{0,10}?${LINK}${EARLIER}[^,，。;；]{0,8}?的${SMALL_NUMBER}(倍)`, 'g'), true],
    [new RegExp(`${PAIR}${EARLIER}[^,，。;；]{0,10}?${LINK}(?:下一层)[^,，。;；]{0,8}?的${SMALL_NUMBER}(倍)`, 'g'), false],
    [
      new RegExp(
        `${PAIR}${LATER}[^,，。;；]{0,10}?比${EARLIER}[^,，。;；]{0,6}?(多|少)[\\u4e00-\\u9fff]{0,2}?${SMALL_NUMBER}${RATIO_WORD}`,
        'g',
      ),
      true,
    ],
  ];
  for (const [re, forward] of patterns) {
    for (const m of text.matchAll(re)) {
      // 「比前一天多 1 倍」「少走一半」 tell a ratio as a difference (多 1 倍 is 2 倍 to some readers, 1 more to others):
      // the number is not a difference, so the relation is left alone
      if (m[3]) return null;
      const [n, word] = m[2] === undefined ? [m[1], '倍'] : /倍/.test(m[2]) ? [m[1], m[2]] : [m[2], m[1]];
      const step = ratioOrDiff(word, n);
      if (!step) return null;
      found.push({ step, forward, start: m.index, end: m.index + m[0].length });
    }
  }
  const halves = new RegExp(`${PAIR}${LATER}[^,，。;；]{0,10}?${LINK}${EARLIER}[^,，。;；]{0,8}?的一半`, 'g');
  for (const m of text.matchAll(halves))
    found.push({ step: { k: 'ratio', q: Rat.of(1, 2) }, forward: true, start: m.index, end: m.index + m[0].length });
  return found.length === 1 ? found[0] : null;
}

/** Which stage is asked: the first (顶层, 第一天), the last (底层, 最后一天) or the m-th day; null when unclear. */
function askedStage(ask: string, stage: string, n: number): number | null {
  const tower = stage === '层';
  const first = tower ? /顶层|最上面一层|最高一层|塔尖|尖头/ : /第(?:一|1)(?:天|日)|首日|头一天/;
  const last = tower ? /底层|最下面一层|最低一层/ : /最后一(?:天|日)/;
  const hits: number[] = [];
  if (first.test(ask)) hits.push(1);
  if (last.test(ask)) hits.push(n);
  if (!tower) {
    for (const m of ask.matchAll(new RegExp(`第${SMALL_NUMBER}(?:天|日)`, 'g'))) {
      const v = smallNumber(m[1]);
      if (v !== null && v !== 1) hits.push(v);
    }
  } else if (/第\s*\S{1,3}\s*层/.test(ask)) return null;
  return hits.length === 1 && hits[0] >= 1 && hits[0] <= n ? hits[0] : null;
}

function terms(a1: Rat, step: Step, n: number): Rat[] {
  const out = [a1];
  for (let i = 1; i < n; i++) out.push(step.k === 'ratio' ? out[i - 1].mul(step.q) : out[i - 1].add(step.d));
  return out;
}

export function sequenceStoryKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/多少|几/.test(p.ask.text)) return null;
  const rel = readRelation(p.text);
  if (!rel) return null;
  // 「从第三天起每天…」 starts the relation later than the second stage: the stages before it are not a sequence
  const from = /第\s*([^第天日层\s]{1,3})\s*(?:天|日|层)\s*(?:起|开始)/.exec(p.text);
  if (from && smallNumber(from[1]) !== 2) return null;
  const askStart = p.offsets[p.ask.clause] ?? p.text.length;
  const inRel = (q: Qty) => q.start >= rel.start && q.start < rel.end;
  // the number of stages: 「7 层塔」「走了 6 天」, told once before the question
  const stageOf = (q: Qty) =>
    q.measure === '层' ? '层' : q.unit?.name === '天' || q.unit?.name === '日' || q.measure === '日' ? (q.unit?.name ?? '日') : null;
  const counts = p.qs.filter((q) => !q.label && !inRel(q) && q.start < askStart && stageOf(q));
  if (counts.length !== 1) return null;
  const stage = stageOf(counts[0])!;
  if (!new RegExp(STAGE).test(stage) || !p.text.slice(rel.start, rel.end).includes(stage === '日' ? '日' : stage)) return null;
  const n = counts[0].value;
  if (!n.isInteger() || n.toNumber() < 2 || n.toNumber() > 60) return null;
  // the total: 「共挂了 381 盏」「一共走了 378 里」, before the question
  const totalAt = /(?:一共|总共|合计|共)[\u4e00-\u9fff]{0,3}?(?=\d)/g;
  const totals: Qty[] = [];
  for (const m of p.text.slice(0, askStart).matchAll(totalAt)) {
    const q = p.qs.find((x) => x.start === m.index + m[0].length);
    if (q) totals.push(q);
  }
  if (totals.length !== 1 || totals[0].kind !== 'plain' || totals[0].value.sign() <= 0) return null;
  const total = totals[0];
  const count = n.toNumber();
  const asked = askedStage(p.ask.text, stage, count);
  if (asked === null) return null;
  const used = quantitiesIn(p, [
    [counts[0].start, counts[0].end],
    [rel.start, rel.end],
    [total.start, total.end],
    [askStart, p.text.length],
  ]);
  if (!used) return null;
  // from the first stage: a relation told from the later stage back (上一层是下一层的 2 倍) is the inverse step
  const step: Step = rel.forward ? rel.step : rel.step.k === 'ratio' ? { k: 'ratio', q: Rat.ONE.div(rel.step.q) } : rel.step;
  let weight = Rat.ZERO;
  let offset = Rat.ZERO;
  for (const [i, w] of terms(Rat.ONE, step.k === 'ratio' ? step : { k: 'ratio', q: Rat.ONE }, count).entries()) {
    weight = weight.add(w);
    if (step.k === 'diff') offset = offset.add(step.d.mul(Rat.of(i)));
  }
  const a1 = total.value.sub(offset).div(weight);
  const all = terms(a1, step, count);
  if (all.some((v) => v.sign() <= 0)) return null;
  const measure = p.ask.measure ?? total.measure;
  if (p.ask.measure && total.measure && p.ask.measure !== total.measure) return null;
  if (wholeCount(measure) && !all.every((v) => v.isInteger())) return null;
  const again = all.reduce((s, v) => s.add(v), Rat.ZERO);
  if (!again.eq(total.value)) return null;
  const answer = all[asked - 1];
  // an old unit the reader does not know (里, 尺) is the word after the total and after 多少 alike
  const totalWord = /^[\u4e00-\u9fff]/.exec(p.text.slice(total.end))?.[0];
  const askedWord = /(?:多少|几)([\u4e00-\u9fff])/.exec(p.ask.text)?.[1];
  if (!measure && !p.ask.unit && askedWord && totalWord && askedWord !== totalWord) return null;
  const unit = measure ?? p.ask.unit?.name ?? totalWord ?? '';
  const name = stage === '层' ? '从顶层起第' : '第';
  const stepTex = step.k === 'ratio' ? `公比 $q=${t(step.q)}$` : `公差 $d=${t(step.d)}$`;
  const sumTex =
    step.k === 'ratio'
      ? `$S_{${count}}=\\dfrac{a_1\\left(1-${step.q.isInteger() ? t(step.q) : `\\left(${t(step.q)}\\right)`}^{${count}}\\right)}{1-${t(step.q)}}=${t(weight)}a_1=${t(total.value)}$`
      : `$S_{${count}}=${count}a_1+\\dfrac{${count}\\times ${count - 1}}{2}\\times ${step.d.sign() < 0 ? `(${t(step.d)})` : t(step.d)}=${t(total.value)}$`;
  return {
    kind: 'sequence-story',
    idea: `把${name}${stage === '层' ? '层' : '天'}起的各${stage}看成数列 $\\{a_n\\}$：相邻两${stage}之间${step.k === 'ratio' ? '成倍数关系，是等比数列' : '相差同一个数，是等差数列'}，${stepTex}，共 ${count} 项，和为 ${t(total.value)}。`,
    steps: [
      `**列方程** ${sumTex}，所以 $a_1=${t(a1)}$。`,
      asked === 1
        ? `**所求** 就是首项 $a_1=${t(a1)}$。`
        : `**所求** $a_{${asked}}=${step.k === 'ratio' ? `a_1 q^{${asked - 1}}` : `a_1+${asked - 1}d`}=${t(answer)}$。`,
    ],
    answer,
    unit,
    form: 'number',
    used,
    check: `逐项写出 ${all.map((v) => `$${t(v)}$`).join('，')}，相加得 $${t(again)}$，与总数相符。`,
  };
}
