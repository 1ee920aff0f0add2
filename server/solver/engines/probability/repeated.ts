import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';
import { plainNumbers } from './independent';

type Out = ReturnType<typeof solved>;

/**
 * Independent repeated trials (独立重复试验): "每次投中的概率为 0.6, 各次相互独立, 投 3 次, 至少投中 2 次"
 * → Σ C(n,j) p^j (1−p)^(n−j). The one count condition in the text is the event asked, either named in the
 * question or as what it takes ("至少投中 2 次才能通过测试 … 通过测试的概率"). Checked by listing all 2ⁿ
 * outcomes with their probabilities.
 */
export function repeatedTrials(text: string, mp: MathProblem): Out | null {
  // 「连续射击 3 次」 names the trials, as 「独立地射击 3 次」 does; 连续 anywhere else (连续两次命中) is an event of order
  const trialsSaid = text.replace(/连续(?=\s*(?:投篮|射击|抛掷|投掷|抛|掷|投|试验|进行|做)[^,，。]{0,4}?\d+\s*\$?\s*次)/g, '独立地');
  if (!/概率/.test(trialsSaid) || !/独立/.test(trialsSaid) || /第[一二三四五\d«]|前\s*«|连续|依次|不放回|放回/.test(trialsSaid))
    return null;
  const plain = plainNumbers(trialsSaid)?.replace(/\s+/g, '').replace(/，/g, ',');
  // 「恰好第 2 次击中」「前 2 次」 name the order of the trials (the space before the number hid it from the test above)
  if (!plain || /第[一二三四五六七八九十\d«]|前«|前[一二三四五两]次/.test(plain)) return null;
  const countRe = /(至少|至多|恰好?有?|恰)[^,。«]{0,4}«(\d+)»次/g;
  const counts = [...plain.matchAll(countRe)];
  // the number of trials is read with the count condition taken out ("投中 2 次" is not a number of throws)
  const trials = [
    ...plain.replace(countRe, '◇').matchAll(/(?:每人|共|独立地?)?(?:投篮|投|射击|抛掷|抛|掷|试验|进行|做)[^,。«◇]{0,4}«(\d+)»次/g),
  ];
  const prob = [...plain.matchAll(/每次[^,。«]{0,12}?(?:的)?概率(?:都|均)?(?:为|是)«([^»]+)»/g)];
  if (trials.length !== 1 || prob.length !== 1 || counts.length !== 1) return null;
  if ((plain.match(/«/g) ?? []).length !== 3) return null;
  const n = Number(trials[0][1]);
  const pn = parseRat(prob[0][1]);
  const p = pn && evalRat(pn, () => null);
  const k = Number(counts[0][2]);
  if (!p || p.sign() <= 0 || p.cmp(Rat.ONE) >= 0 || !(n >= 1 && n <= 10) || !(k >= 0 && k <= n)) return null;
  // The asked event: the count condition itself, or what the count condition is needed for.
  const ask = /(?:则|那么)([^,。]*?)的概率(?:为|是|等于)?$/.exec(plain) ?? /(?:则|那么)[^。]*,([^,。]*?)的概率(?:为|是|等于)?$/.exec(plain);
  if (!ask) return null;
  const clause = counts[0][0];
  const purpose = new RegExp(`${clause.replace(/[«»]/g, (c) => `\\${c}`)}[^,。]{0,2}?才(?:能|算)([\\u4e00-\\u9fff]{2,6})`).exec(plain);
  // the ask is the count clause with the success word only: 「…且最后一次击中」「…不相邻」「恰有 1 次没有击中」 ask other events
  const otherEvent = /且|并|同时|和|与|或|但|而|不|没|未|最|第|前|后|连|相邻|之差|比|倍|其中/.test(ask[1].replace(clause, ''));
  const named = ask[1].includes(clause) && !otherEvent;
  const byPurpose = purpose !== null && ask[1].includes(purpose[1]) && !named;
  if (!named && !byPurpose) return null;
  const rel = counts[0][1].startsWith('至少') ? '>=' : counts[0][1].startsWith('至多') ? '<=' : '=';
  const holds = (j: number) => (rel === '>=' ? j >= k : rel === '<=' ? j <= k : j === k);
  const q = Rat.ONE.sub(p);
  const pow = (r: Rat, e: number) => {
    let out = Rat.ONE;
    for (let i = 0; i < e; i++) out = out.mul(r);
    return out;
  };
  const js = Array.from({ length: n + 1 }, (_, j) => j).filter(holds);
  const terms = js.map((j) =>
    Rat.of(binom(n, j))
      .mul(pow(p, j))
      .mul(pow(q, n - j)),
  );
  const P = terms.reduce((s, t) => s.add(t), Rat.ZERO);
  // Every one of the 2ⁿ outcomes, with its probability.
  let listed = Rat.ZERO;
  for (let mask = 0; mask < 1 << n; mask++) {
    let hits = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) hits++;
    if (holds(hits)) listed = listed.add(pow(p, hits).mul(pow(q, n - hits)));
  }
  if (!listed.eq(P)) return null;
  // a fraction is bracketed before its power ((3/5)², never 3/5^{2}); a power 0 is left out, a power 1 unwritten
  const power = (r: Rat, e: number) =>
    e === 0 ? '' : `\\times ${r.isInteger() ? r.toLatex() : `\\left(${r.toLatex()}\\right)`}${e === 1 ? '' : `^{${e}}`}`;
  const formula = js.map((j) => `C_{${n}}^{${j}}${power(p, j)}${power(q, n - j)}`).join('+');
  return solved(mp, {
    engine: 'probability:repeated-trials',
    idea: '独立重复试验：每次成功的概率都是 $p$，$n$ 次中恰好成功 $j$ 次的概率为 $C_n^jp^j(1-p)^{n-j}$。',
    steps: [
      `每次成功的概率 ${im(`p=${p.toLatex()}`)}，共 ${im(`n=${n}`)} 次，各次相互独立。`,
      `${byPurpose ? `“${purpose![1]}”即` : ''}“${clause.replace(/«|»/g, '')}”，${im(`P=${formula}=${P.toLatex()}`)}。`,
    ],
    finalAnswer: `$${P.toLatex()}$`,
    verificationNote: `列出全部 ${1 << n} 种结果逐一累加其概率，所求事件的概率同为 ${im(P.toLatex())}。`,
    value: { kind: 'numbers', values: [P.toNumber()] },
  });
}

function binom(n: number, r: number): number {
  let out = 1;
  for (let i = 0; i < r; i++) out = (out * (n - i)) / (i + 1);
  return Math.round(out);
}
