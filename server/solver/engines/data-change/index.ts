import { Rat } from '../../math/expression/rational';
import { im } from '../../math/write/format';
import type { Solved } from '../../types';
import { MEASURE_NAMES, MEASURE_WORDS, type Measure, mean, median, modes, range, variance } from '../statistics/measures';
import { decimalLatex, plainJunior, ratOf } from '../statistics/plain';
import type { Engine, EngineResult } from '../types';

/**
 * Choice options that say how a data set's measures change (人教A版 必修二 9.2): 「平均数不变，方差变小」 after a datum
 * is added to or taken from a listed set, or 「两组样本数据的样本标准差相同」 for yᵢ = xᵢ + c with c ≠ 0. Every claim of
 * every option is decided (an option is right only when all its claims are); a claim not read refuses the question.
 */

type Change = 'same' | 'up' | 'down' | 'differ';
interface Claim {
  measure: Measure;
  change: Change;
}

const MEASURE = '(平均数|平均值|中位数|众数|极差|方差|标准差)';
const CHANGE: Record<string, Change> = {
  不变: 'same',
  相同: 'same',
  相等: 'same',
  一定相同: 'same',
  变大: 'up',
  增大: 'up',
  变小: 'down',
  减小: 'down',
  改变: 'differ',
  不同: 'differ',
  一定不同: 'differ',
};

function readClaims(option: string, prefix: RegExp): Claim[] | null {
  const parts = plainJunior(option)
    .replace(/[.。]$/, '')
    .split(/[,，;；]|且|而/)
    .filter(Boolean);
  const out: Claim[] = [];
  for (const p of parts) {
    const m = new RegExp(`^${MEASURE}(${Object.keys(CHANGE).join('|')})$`).exec(p.replace(prefix, ''));
    if (!m) return null;
    out.push({ measure: MEASURE_WORDS[m[1]], change: CHANGE[m[2]] });
  }
  return out.length ? out : null;
}

const measureOf = (xs: Rat[], m: Measure): Rat | null => {
  if (m === 'mode') {
    const ms = modes(xs);
    return ms && ms.length === 1 ? ms[0] : null;
  }
  if (m === 'sd' || m === 'variance') return variance(xs);
  return m === 'mean' ? mean(xs) : m === 'median' ? median(xs) : range(xs);
};

/** How the measure went: the sd compared through the variance (both ≥ 0, so the order is the same). */
function changeOf(before: Rat, after: Rat): Change {
  const c = after.cmp(before);
  return c === 0 ? 'same' : c > 0 ? 'up' : 'down';
}

const holds = (actual: Change, said: Change) => actual === said || (said === 'differ' && actual !== 'same');

interface Read {
  verdict: (c: Claim) => boolean | null;
  lines: string[];
  check: () => boolean;
  checkNote: string;
}

/** 「一组数据 3，4，5，6，7，若再添加一个数据 5」「…去掉一个数据 7」. */
function addedDatum(stem: string): Read | null {
  const t = plainJunior(stem).replace(/^\d{1,2}[.．、]/, '');
  const m =
    /^(?:已知)?(?:有)?(?:一组|某组)(?:样本)?数据(-?\d+(?:\.\d+)?(?:[,，、]-?\d+(?:\.\d+)?){2,19})[,，](?:若|如果|现)?(?:再)?(添加|加入|增加|添上|去掉|删去|去除)一个(?:新的?)?数据(-?\d+(?:\.\d+)?)[,，](?:则)?(?:所得新数据|新数据)?(?:与原数据相比)?[,，]?(?:下列(?:说法|结论)中?(?:一定)?正确的是)?＿?[.。]?$/.exec(
      t,
    );
  if (!m) return null;
  const xs = m[1].split(/[,，、]/).map((s) => ratOf(s) as Rat);
  const x = ratOf(m[3]) as Rat;
  const adds = /添加|加入|增加|添上/.test(m[2]);
  let ys: Rat[];
  if (adds) ys = [...xs, x];
  else {
    const at = xs.findIndex((v) => v.eq(x));
    if (at < 0) return null;
    ys = xs.filter((_, i) => i !== at);
  }
  const shown = new Map<Measure, string>();
  const verdict = (c: Claim): boolean | null => {
    const a = measureOf(xs, c.measure);
    const b = measureOf(ys, c.measure);
    if (!a || !b) return null;
    // the standard deviation moves with the variance (both ≥ 0), so the variances are compared
    const name = c.measure === 'sd' ? '方差（标准差随之同增同减）' : MEASURE_NAMES[c.measure];
    shown.set(c.measure, `原数据的${name}为 ${im(decimalLatex(a))}，新数据的为 ${im(decimalLatex(b))}`);
    return holds(changeOf(a, b), c.change);
  };
  // Check: the new mean and variance again from the sums, (n·x̄ ± x)/(n ± 1) and Σx²/n − x̄².
  const check = () => {
    const n = xs.length;
    const s1 = mean(xs)
      .mul(Rat.of(n))
      .add(adds ? x : x.neg());
    const k = Rat.of(adds ? n + 1 : n - 1);
    const m1 = s1.div(k);
    const sq = ys.reduce((acc, v) => acc.add(v.mul(v)), Rat.ZERO).div(k);
    return m1.eq(mean(ys)) && sq.sub(m1.mul(m1)).eq(variance(ys));
  };
  return {
    verdict,
    get lines() {
      return [
        `原数据：${im(xs.map((v) => decimalLatex(v)).join(','))}；${adds ? '添加' : '去掉'} ${im(decimalLatex(x))} 后：${im(ys.map((v) => decimalLatex(v)).join(','))}。`,
        ...[...shown.values()].map((s) => `${s}。`),
      ];
    },
    check,
    checkNote: '新数据的平均数与方差又由“数据和”“平方和”重新算出，与逐个计算一致。',
  };
}

/** 「新样本数据 y₁,…,yₙ，其中 yᵢ = xᵢ + c（c 为非零常数）」: a shift moves the centre, not the spread. */
function shiftedSample(stem: string): Read | null {
  const t = plainJunior(stem)
    .replace(/^\d{1,2}[.．、]/, '')
    .replace(/\(\d分\)/, '');
  const m =
    /^有一组样本数据x_1,x_2,…,x_n[,，]由这组数据得到新样本数据y_1,y_2,…,y_n[,，]其中y_i=x_i([+-])(c|\d+(?:\.\d+)?)\(i=1,2,…,n\)(?:[,，](c)(?:为非零常数|≠0))?[,，]则＿?$/.exec(
      t.replace(/^(?:\(\d+分\))?(?:在每小题给出的(?:四个)?选项中[,，]?)?有多项符合题目要求[。.]?/, ''),
    );
  if (!m) return null;
  if (m[2] === 'c' ? m[3] !== 'c' : m[3] !== undefined) return null;
  const c = m[2] === 'c' ? null : (ratOf(m[2]) as Rat);
  if (c?.isZero()) return null;
  const moves: Record<Measure, boolean> = { mean: true, median: true, mode: true, range: false, variance: false, sd: false };
  const verdict = (cl: Claim): boolean | null => {
    if (cl.change === 'up' || cl.change === 'down') {
      // the direction follows the sign of c: told only for a number
      if (!moves[cl.measure]) return cl.change === ('same' as Change);
      if (!c) return null;
      return (c.sign() > 0 !== (m[1] === '-')) === (cl.change === 'up');
    }
    return moves[cl.measure] ? cl.change === 'differ' : cl.change === 'same';
  };
  // Check on two listed sets and two constants: centres move by c, spreads stay.
  const check = () =>
    [Rat.of(3), Rat.of(-2)].every((k) =>
      [
        [1, 2, 2, 6],
        [0, 5, 5, 7, 9],
      ].every((list) => {
        const xs = list.map((v) => Rat.of(v));
        const ys = xs.map((v) => v.add(k));
        return (Object.keys(moves) as Measure[]).every((ms) => {
          const a = measureOf(xs, ms) as Rat;
          const b = measureOf(ys, ms) as Rat;
          return moves[ms] ? b.eq(a.add(k)) : b.eq(a);
        });
      }),
    );
  return {
    verdict,
    lines: [
      `${im(`y_i=x_i${m[1]}${m[2]}`)}：每个数据都${m[1] === '+' ? '加上' : '减去'}同一个非零常数，平均数、中位数、众数都跟着${m[1] === '+' ? '加上' : '减去'} ${im(m[2])}，所以不同；`,
      '数据整体平移，离散程度不变：极差、方差、标准差都相同。',
    ],
    check,
    checkNote: '取两组具体数据、两个非零常数验证：平均数、中位数、众数都移动了同一个常数，极差、方差、标准差不变。',
  };
}

const PREFIX = /^(?:新数据的|新样本的|两组样本数据的样本|两组数据的|两组样本数据的|样本的)/;

export const dataChangeEngine: Engine = {
  name: 'data-change',
  subjects: ['math', 'other'],
  readsOptions: true,
  solve: (q): EngineResult | null => {
    if (q.options.length < 2) return null;
    const read = addedDatum(q.stem) ?? shiftedSample(q.stem);
    if (!read?.check()) return null;
    const decided: boolean[] = [];
    for (const o of q.options) {
      const claims = readClaims(o.text, PREFIX);
      if (!claims) return null;
      const vs = claims.map(read.verdict);
      if (vs.some((v) => v === null)) return null;
      decided.push(vs.every(Boolean));
    }
    const picked = q.options.filter((_, i) => decided[i]);
    if (!picked.length || (!q.multi && picked.length !== 1)) return null;
    const letters = picked.map((o) => o.letter).join('');
    const markdown = [
      '**解题思路** 比较变化前后两组数据的各个数字特征，逐个判断每个选项。',
      ...read.lines.map((l, i) => `**步骤 ${i + 1}** ${l}`),
      `**步骤 ${read.lines.length + 1}** ${q.options.map((o, i) => `${o.letter}${decided[i] ? '正确' : '错误'}`).join('，')}。`,
      `**答案** 选 ${letters}。`,
      `**检验** ${read.checkNote}`,
    ].join('\n\n');
    const outcome: Solved = {
      ok: true,
      subject: 'math',
      problemType: 'choice',
      markdown,
      finalAnswer: picked.length === 1 ? `${letters}（${picked[0].text}）` : letters,
      verification: { status: 'verified', note: read.checkNote },
      engine: 'offline:statistics:data-change',
    };
    return { outcome };
  },
};
