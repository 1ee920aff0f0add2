import { Rat } from '../../math/expression/rational';
import type { MathProblem } from '../../math/expression/types';
import { evalRat, parseRat } from '../../math/numbers/ratexpr';
import { im, solved } from '../../math/write/format';

type Out = ReturnType<typeof solved>;

const CN: Record<string, number> = { 零: 0, 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const num = (s: string): number => CN[s] ?? Number(s);

/** The question with every number (decimal, fraction, percentage) replaced by «exact value»; null when a formula is not a number. */
export function plainNumbers(text: string): string | null {
  let bad = false;
  const parts = text.split(/(\$[^$]*\$)/);
  const out = parts.map((part) => {
    if (part.startsWith('$') && part.endsWith('$') && part.length >= 2) {
      const t = part.slice(1, -1).replace(/\s+/g, '').replace(/\\%/g, '%');
      if (/^[A-Z]$/.test(t)) return t;
      // 「分别为 $0.6, 0.5$」: a list of numbers printed in one formula is those numbers, in order
      if (/^[^,，]+(?:[,，][^,，]+)+$/.test(t)) {
        const each = t.split(/[,，]/).map((x) => plainNumbers(`$${x}$`));
        if (each.some((x) => !x || !/^«[^»]*»$/.test(x))) {
          bad = true;
          return ' ';
        }
        return each.join('、');
      }
      const pct = /%$/.test(t);
      const n = parseRat(pct ? t.slice(0, -1) : t);
      const v = n && evalRat(n, () => null);
      if (!v) {
        bad = true;
        return ' ';
      }
      return `«${(pct ? v.div(Rat.of(100)) : v).toLatex()}»`;
    }
    return part.replace(/(\d+(?:\.\d+)?)\s*(%?)/g, (_, d: string, pct: string) => {
      const n = parseRat(d);
      const v = n && evalRat(n, () => null);
      if (!v) {
        bad = true;
        return ' ';
      }
      return `«${(pct ? v.div(Rat.of(100)) : v).toLatex()}»`;
    });
  });
  return bad ? null : out.join('');
}

function ratOf(s: string): Rat | null {
  const n = parseRat(s);
  return n ? evalRat(n, () => null) : null;
}

const EVENT = '命中|击中|射中|中靶|投中|通过|答对|解对|做对|解出|合格|达标|破译|译出';
export const IND_PROSE = new RegExp(
  `是否|假设|若(?=(?:[两三]人|甲、乙(?:、丙)?(?:[两三]人)?)各)|之间|没有影响|互不影响|影响|被|而|且|他们|她们|能够|向|每次|一个|一份|份|密码|甲|乙|丙|、|两人|三人|两名|三名|人|名|位|同学|运动员|射手|射击|投篮|同一|考试|测试|比赛|解答|一道题|某题|这道题|独立|相互|地|各|一次|次|目标|的|概率|分别|为|是|和|与|及|，|,|。|\\.|则|求|至少|至多|恰|恰有|恰好|只有|有|一|两|二|三|都|均|全|未|没有|不|能|事件|${EVENT}|解|做|道题|«[^»]*»|\\s|[()（）]`,
  'g',
);

/** 甲、乙(、丙) independently succeed with given probabilities; P(at least / exactly / at most k succeed). */
/** 「甲命中的概率为 0.8，乙命中的概率为 0.7」: one sentence per person, the same event, in order; shaped like 概率分别为. */
function eachGiven(plain: string, people: number): RegExpExecArray | null {
  const names = ['甲', '乙', '丙'].slice(0, people);
  const one = (name: string) => `${name}\\s*(?:每次)?(?:射击)?(?:能够?)?(${EVENT})(?:目标)?的概率(?:为|是)\\s*(«[^»]*»)`;
  const m = new RegExp(names.map(one).join('\\s*[，,]?\\s*(?:而)?')).exec(plain);
  if (!m) return null;
  const words = names.map((_, i) => m[1 + 2 * i]);
  if (words.some((w) => w !== words[0])) return null;
  const shaped = [m[0], words[0]!, names.map((_, i) => m[2 + 2 * i]).join('、')] as unknown as RegExpExecArray;
  shaped.index = m.index;
  return shaped;
}

/** 「则目标被击中的概率」「密码被破译的概率」: hit (broken) when at least one of them hits (breaks) it. */
function targetHit(rest: string, word: string): RegExpExecArray | null {
  const m = /目标被(击中|命中|射中)|密码被(破译|译出)/.exec(rest);
  if (!m || !(m[1] ? /^(?:击中|命中|射中)$/ : /^(?:破译|译出)$/).test(word)) return null;
  const shaped = [m[0], '至少', '一', undefined, word] as unknown as RegExpExecArray;
  shaped.index = m.index;
  return shaped;
}

export function independentEvents(text: string, mp: MathProblem): Out | null {
  if (!/概率/.test(text) || !/甲/.test(text) || !/乙/.test(text)) return null;
  if (!/独立|互不影响|各/.test(text)) return null;
  const plain = plainNumbers(text);
  if (!plain) return null;
  if (plain.replace(IND_PROSE, '').trim() !== '') return null;
  const people = /丙/.test(plain) ? 3 : 2;
  const given =
    new RegExp(`(${EVENT})[^，,。«]*?的?概率分别(?:为|是)\\s*((?:«[^»]*»\\s*[、，,和与及]?\\s*)+)`).exec(plain) ?? eachGiven(plain, people);
  if (!given) return null;
  // 「未击中目标的概率分别是 0.2 和 0.3」: the probabilities told are of the event not happening — not read here
  if (/(?:未|没有?|不)(?:能够?)?$/.test(plain.slice(0, given.index))) return null;
  const probs = [...given[2].matchAll(/«([^»]*)»/g)].map((m) => ratOf(m[1]));
  if (probs.length !== people || probs.some((p) => !p || p.sign() < 0 || p.cmp(Rat.ONE) > 0)) return null;
  if ((plain.match(/«/g) ?? []).length !== people) return null;
  const ps = probs as Rat[];
  const word = given[1];
  const rest = plain.slice(given.index + given[0].length);
  const ask =
    new RegExp(
      `(至少|至多|恰好?有?|只有|都|均|全)\\s*(?:有)?\\s*([一两二三])?\\s*(?:人|名|位|个人)?\\s*(未|没有|不|没)?\\s*(?:能)?\\s*(${EVENT})`,
    ).exec(rest) ?? targetHit(rest, word);
  if (!ask || ask[4] !== word) return null;
  const neg = Boolean(ask[3]);
  const q = ask[1];
  if ((q === '都' || q === '均' || q === '全') !== !ask[2]) return null;
  const k = ask[2] ? num(ask[2]) : people;
  if (k > people || k < 0) return null;
  // Only one question asked.
  if ((rest.match(/至少|至多|恰|只有|都|均|全|目标被|密码被/g) ?? []).length !== 1) return null;
  const rel: '>=' | '<=' | '=' = q === '至少' ? '>=' : q === '至多' ? '<=' : '=';
  const test = (c: number) => (rel === '>=' ? c >= k : rel === '<=' ? c <= k : c === k);
  const names = ['甲', '乙', '丙'].slice(0, people);
  // Enumerate all 2^n outcomes (count = number of people with the asked event, success or failure).
  let total = Rat.ZERO;
  const terms: string[] = [];
  for (let mask = 0; mask < 1 << people; mask++) {
    let pr = Rat.ONE;
    let c = 0;
    const fs: string[] = [];
    for (let i = 0; i < people; i++) {
      const succ = Boolean(mask & (1 << i));
      const ev = succ !== neg;
      if (ev) c++;
      pr = pr.mul(succ ? ps[i] : Rat.ONE.sub(ps[i]));
      fs.push(succ ? ps[i].toLatex() : `(1-${ps[i].toLatex()})`);
    }
    if (test(c)) {
      total = total.add(pr);
      terms.push(fs.join('\\times '));
    }
  }
  // Check via the complement.
  let comp = Rat.ZERO;
  for (let mask = 0; mask < 1 << people; mask++) {
    let pr = Rat.ONE;
    let c = 0;
    for (let i = 0; i < people; i++) {
      const succ = Boolean(mask & (1 << i));
      if (succ !== neg) c++;
      pr = pr.mul(succ ? ps[i] : Rat.ONE.sub(ps[i]));
    }
    if (!test(c)) comp = comp.add(pr);
  }
  if (!Rat.ONE.sub(comp).eq(total)) return null;
  const evTex = `${neg ? '未' : ''}${word}`;
  const steps = [
    `记 ${names.map((n, i) => `“${n}${word}”为事件 ${im(String.fromCharCode(65 + i))}`).join('，')}，它们相互独立，${names.map((_, i) => im(`P(${String.fromCharCode(65 + i)})=${ps[i].toLatex()}`)).join('，')}。`,
  ];
  if (rel === '>=' && k === 1) {
    const none = names.map((_, i) => (neg ? ps[i].toLatex() : `(1-${ps[i].toLatex()})`)).join('\\times ');
    steps.push(
      `“至少一人${evTex}”的对立事件是“${people === 2 ? '两' : '三'}人都${neg ? word : `未${word}`}”，其概率为 ${im(`${none}=${comp.toLatex()}`)}。`,
    );
    steps.push(`所以 ${im(`P=1-${comp.toLatex()}=${total.toLatex()}`)}。`);
  } else {
    steps.push(`所求事件是下列互斥事件的和：${im(`P=${terms.join('+')}=${total.toLatex()}`)}。`);
  }
  return solved(mp, {
    engine: 'probability:independent',
    idea: '相互独立事件同时发生的概率等于各自概率之积；互斥事件的概率相加，“至少”常用对立事件。',
    steps,
    finalAnswer: `$${total.toLatex()}$`,
    verificationNote: `列出 ${names.join('、')} 各自${word}与否的全部 ${2 ** people} 种情形，所求事件与其对立事件的概率之和为 1。`,
    value: { kind: 'numbers', values: [total.toNumber()] },
  });
}

function binom(n: number, r: number): Rat {
  if (r < 0 || r > n) return Rat.ZERO;
  let v = 1n;
  for (let i = 0; i < r; i++) v = (v * BigInt(n - i)) / BigInt(i + 1);
  return Rat.of(v);
}

const COLOR = '红|白|黑|黄|蓝|绿';
export const HYPER_PROSE = new RegExp(
  `数学期望|到|口袋|盒子|箱子|袋|盒|箱|中|里|内|装有|有|个|只|球|${COLOR}|色|和|与|，|,|。|\\.|这些|除颜色外|其他|其余|完全|都|均|相同|从中|一次|随机|任意|任|地|不放回|同时|摸出|取出|摸|取|抽取|抽出|记|设|为|是|的|个数|数|则|求|恰好?有?|至少|至多|概率|数学期望|期望|均值|随机变量|${'[0-9一两二三四五六七八九十]'}|[A-Zξη]|\\\\xi|E|\\(|\\)|（|）|\\s|\\$`,
  'g',
);

/** Balls drawn without replacement: P(exactly / at least / at most k of a colour), E(X) (hypergeometric). */
export function hypergeometric(text: string, mp: MathProblem): Out | null {
  if (!/球/.test(text) || !/取|摸|抽/.test(text)) return null;
  if (/放回/.test(text) && !/不放回/.test(text)) return null;
  if (/依次|先后|第[一二三]次|再/.test(text)) return null;
  const plain = text.replace(/\s+/g, '').replace(/\$(\d+)\$/g, '$1');
  if (plain.replace(HYPER_PROSE, '').trim() !== '') return null;
  const cut = plain.search(/取|摸|抽/);
  const stock = [...plain.slice(0, cut).matchAll(new RegExp(`(\\d+|[一两二三四五六七八九十])(?:个|只)(${COLOR})(?:色)?球`, 'g'))];
  if (stock.length !== 2 || stock[0][2] === stock[1][2]) return null;
  // Exactly these two kinds of balls, nothing else counted or coloured before the draw.
  const pre = plain.slice(0, cut);
  if ((pre.match(/(?:\d+|[一两二三四五六七八九十])(?:个|只)/g) ?? []).length !== 2) return null;
  if ((pre.match(new RegExp(`(?:${COLOR})(?:色)?球`, 'g')) ?? []).length !== 2) return null;
  const counts = new Map(stock.map((m) => [m[2], num(m[1])]));
  const N = [...counts.values()].reduce((a, b) => a + b, 0);
  const draw = /(?:取出|摸出|抽取|抽出|取|摸)(\d+|[一两二三四五六七八九十])(?:个|只)(?:球)?/.exec(
    plain.slice(stock[1].index + stock[1][0].length),
  );
  if (!draw) return null;
  const n = num(draw[1]);
  if (!(n >= 1 && n <= N && N <= 60)) return null;
  let after = plain.slice(draw.index + stock[1].index + stock[1][0].length + draw[0].length);
  // 「恰好取到一个红球和一个白球」: as many of the other colour as the draw leaves, so it is 恰有 k of the first.
  const pair = new RegExp(
    `(?:恰好?|恰)?(?:取到|取出|摸到|摸出|取得|是)?(\\d+|[一两二三四五六七八九十])(?:个|只)(${COLOR})(?:色)?球(?:和|与|、)(\\d+|[一两二三四五六七八九十])(?:个|只)(${COLOR})(?:色)?球`,
  ).exec(after);
  if (pair) {
    if (pair[2] === pair[4] || !counts.has(pair[2]!) || !counts.has(pair[4]!) || num(pair[1]!) + num(pair[3]!) !== n) return null;
    after = after.replace(pair[0], `恰有${pair[1]}个${pair[2]}球`);
  }
  const mk = new RegExp(`(恰好?有?|至少有?|至多有?)(\\d+|[一两二三四五六七八九十])(?:个|只)(${COLOR})(?:色)?球`).exec(after);
  const allC = new RegExp(`(?:都|均|全)是(${COLOR})(?:色)?球`).exec(after);
  const ex = new RegExp(`(${COLOR})(?:色)?球的?(?:个)?数(?:为|是|记为)?[A-Zξη]|[A-Zξη]表示[^，。]*?(${COLOR})(?:色)?球的?个数`).exec(after);
  const wantsE = /期望|均值|E\(/.test(after);
  if ((after.match(new RegExp(`(?:${COLOR})(?:色)?球`, 'g')) ?? []).length !== 1) return null;
  const asks = [mk, allC, wantsE ? ex : null].filter(Boolean).length;
  if (asks !== 1) return null;
  if (wantsE !== Boolean(ex) || (ex && (mk || allC))) return null;
  if (/概率/.test(after) === wantsE) return null;
  const colour = mk ? mk[3] : allC ? allC[1] : ((ex?.[1] ?? ex?.[2]) as string);
  const M = counts.get(colour);
  if (M === undefined) return null;
  const other = [...counts.keys()].find((c) => c !== colour) as string;
  const total = binom(N, n);
  const pk = (k: number) =>
    binom(M, k)
      .mul(binom(N - M, n - k))
      .div(total);
  const out = (idea: string, steps: string[], v: Rat, check: string) =>
    solved(mp, {
      engine: 'probability:hypergeometric',
      idea,
      steps,
      finalAnswer: `$${v.toLatex()}$`,
      verificationNote: check,
      value: { kind: 'numbers', values: [v.toNumber()] },
    });
  // Check: the distribution sums to 1 and E(X) from the table equals nM/N.
  let s = Rat.ZERO;
  let e = Rat.ZERO;
  for (let k = 0; k <= n; k++) {
    s = s.add(pk(k));
    e = e.add(pk(k).mul(Rat.of(k)));
  }
  const eF = Rat.of(n * M, N);
  if (!s.isOne() || !e.eq(eF)) return null;
  const head = `共 ${im(`${N}`)} 个球，其中${colour}球 ${im(`${M}`)} 个、${other}球 ${im(`${N - M}`)} 个，不放回地任取 ${im(`${n}`)} 个，基本事件共 ${im(`C_{${N}}^{${n}}=${total.toLatex()}`)} 个。`;
  if (wantsE) {
    const rows = Array.from({ length: n + 1 }, (_, k) => k).filter((k) => !pk(k).isZero());
    return out(
      `取出的${colour}球个数 X 服从超几何分布，${im(`P(X=k)=\\frac{C_{${M}}^{k}C_{${N - M}}^{${n}-k}}{C_{${N}}^{${n}}}`)}。`,
      [
        head,
        `分布列：${rows.map((k) => im(`P(X=${k})=${pk(k).toLatex()}`)).join('，')}。`,
        `${im(`E(X)=${rows.map((k) => `${k}\\times ${pk(k).toLatex()}`).join('+')}=${e.toLatex()}`)}。`,
      ],
      e,
      `分布列的概率之和为 1；又超几何分布的期望 ${im(`E(X)=\\frac{nM}{N}=\\frac{${n}\\times ${M}}{${N}}=${eF.toLatex()}`)}，一致。`,
    );
  }
  const k0 = mk ? num(mk[2]) : n;
  const rel = mk && /至少/.test(mk[1]) ? '>=' : mk && /至多/.test(mk[1]) ? '<=' : '=';
  const ks = Array.from({ length: n + 1 }, (_, k) => k).filter((k) => (rel === '>=' ? k >= k0 : rel === '<=' ? k <= k0 : k === k0));
  const v = ks.reduce((a, k) => a.add(pk(k)), Rat.ZERO);
  const comp = Array.from({ length: n + 1 }, (_, k) => k)
    .filter((k) => !ks.includes(k))
    .reduce((a, k) => a.add(pk(k)), Rat.ZERO);
  if (!v.add(comp).isOne()) return null;
  const good = ks.map((k) => `C_{${M}}^{${k}}C_{${N - M}}^{${n - k}}`).join('+');
  const goodN = ks.reduce((a, k) => a.add(binom(M, k).mul(binom(N - M, n - k))), Rat.ZERO);
  return out(
    '古典概型（超几何分布）：用组合数数出基本事件总数和所求事件包含的基本事件数。',
    [
      head,
      `所求事件包含的基本事件数为 ${im(`${good}=${goodN.toLatex()}`)}。`,
      `所以 ${im(`P=\\frac{${goodN.toLatex()}}{${total.toLatex()}}=${v.toLatex()}`)}。`,
    ],
    v,
    `把取出的各种情况（所取${colour}球个数从 0 到 ${n}）的概率全部算出，总和为 1，与所求事件的补集概率相加也为 1。`,
  );
}

const GOODS_PROSE =
  /数学期望|已知|某|一批|批|件|名|个|产品|共|小组|班|次品|正品|合格品|不合格品|男生|女生|男|女|同学|学生|志愿者|中|有|其中|和|与|，|,|。|\.|从中|现从中|现从|从|一次|随机|任意|任|地|同时|抽取|抽出|选出|选派|选取|取出|选|取|抽|人|记|设|为|是|的|件数|人数|数|则|求|恰好?有?|至少有?|至多有?|概率|数学期望|期望|均值|随机变量|[0-9一两二三四五六七八九十]|[A-Zξη]|\\xi|E|\(|\)|（|）|\s|\$/g;

/**
 * Choosing without replacement from two named groups: N 件产品中有 M 件次品; a 名男生和 b 名女生.
 * P(exactly / at least / at most k of one group) and E(X) of the count of one group (hypergeometric).
 */
export function groupsHypergeometric(text: string, mp: MathProblem): Out | null {
  if (!/取|抽|选/.test(text) || /放回|依次|先后|第[一二三]次/.test(text)) return null;
  // 「则 $E(X)=$____」 asks E(X) as 「则 E(X)」 does
  const plain = text
    .replace(/\s+/g, '')
    .replace(/\$(\d+)\$/g, '$1')
    .replace(/(E\((?:[A-Zξη]|\\xi|\\eta)\))=(?=\$?[.。]?$)/, '$1');
  if (plain.replace(GOODS_PROSE, '').trim() !== '') return null;
  const cut = plain.search(/从中|现从|从|抽|选|取/);
  if (cut < 0) return null;
  const pre = plain.slice(0, cut);
  const numRe = '(\\d+|[一两二三四五六七八九十])';
  let groups: Array<[string, number]>;
  let unit: string;
  const prod = new RegExp(`(?:${numRe}件产品|产品共${numRe}件)[^，,。]*?(?:中|，|,)(?:其中)?有${numRe}件(次品|正品|不合格品|合格品)`).exec(
    pre,
  );
  const ppl = new RegExp(`${numRe}名(男生|女生|男同学|女同学)[和与及、]${numRe}名(男生|女生|男同学|女同学)`).exec(pre);
  if (prod && !ppl) {
    const N = num(prod[1] ?? prod[2]);
    const M = num(prod[3]);
    if (!(M > 0 && M < N)) return null;
    const other: Record<string, string> = { 次品: '正品', 正品: '次品', 不合格品: '合格品', 合格品: '不合格品' };
    groups = [
      [prod[4], M],
      [other[prod[4]], N - M],
    ];
    unit = '件';
  } else if (ppl && !prod) {
    const g1 = ppl[2].replace('同学', '生');
    const g2 = ppl[4].replace('同学', '生');
    if (g1 === g2) return null;
    groups = [
      [g1, num(ppl[1])],
      [g2, num(ppl[3])],
    ];
    unit = '名';
  } else return null;
  if ((pre.match(/(?:\d+|[一两二三四五六七八九十])(?:件|名)/g) ?? []).length !== 2) return null;
  const N = groups[0][1] + groups[1][1];
  const rest = plain.slice(cut);
  const draw = new RegExp(`(?:抽取|抽出|选出|选派|选取|取出|选|取|抽)${numRe}(?:件|名|人)`).exec(rest);
  if (!draw) return null;
  const n = num(draw[1]);
  if (!(n >= 1 && n <= N && N <= 100)) return null;
  const after = rest.slice(draw.index + draw[0].length);
  const names = groups.map((g) => g[0]).join('|');
  const mk = new RegExp(`(恰好?有?|至少有?|至多有?)${numRe}(?:件|名|人)?(${names})`).exec(after);
  const ex = new RegExp(`(${names})(?:的)?(?:件数|人数|数)`).exec(after);
  const wantsE = /期望|均值|E\(/.test(after);
  if ((after.match(new RegExp(names, 'g')) ?? []).length !== 1) return null;
  if (wantsE ? !ex || mk || /概率/.test(after) : !mk || !/概率/.test(after)) return null;
  const name = (mk ? mk[3] : (ex as RegExpExecArray)[1]) as string;
  const gi = groups.findIndex((g) => g[0] === name);
  if (gi < 0) return null;
  const M = groups[gi][1];
  const otherName = groups[1 - gi][0];
  const total = binom(N, n);
  const pk = (k: number) =>
    binom(M, k)
      .mul(binom(N - M, n - k))
      .div(total);
  let s = Rat.ZERO;
  let e = Rat.ZERO;
  for (let k = 0; k <= n; k++) {
    s = s.add(pk(k));
    e = e.add(pk(k).mul(Rat.of(k)));
  }
  const eF = Rat.of(n * M, N);
  if (!s.isOne() || !e.eq(eF)) return null;
  const head = `共 ${im(`${N}`)} ${unit}，其中${name} ${im(`${M}`)} ${unit}、${otherName} ${im(`${N - M}`)} ${unit}，任取 ${im(`${n}`)} ${unit}，基本事件共 ${im(`C_{${N}}^{${n}}=${total.toLatex()}`)} 个。`;
  const out = (idea: string, steps: string[], v: Rat, check: string) =>
    solved(mp, {
      engine: 'probability:hypergeometric',
      idea,
      steps,
      finalAnswer: `$${v.toLatex()}$`,
      verificationNote: check,
      value: { kind: 'numbers', values: [v.toNumber()] },
    });
  if (wantsE) {
    const rows = Array.from({ length: n + 1 }, (_, k) => k).filter((k) => !pk(k).isZero());
    return out(
      `取出的${name}数 X 服从超几何分布，${im(`P(X=k)=\\frac{C_{${M}}^{k}C_{${N - M}}^{${n}-k}}{C_{${N}}^{${n}}}`)}。`,
      [
        head,
        `分布列：${rows.map((k) => im(`P(X=${k})=${pk(k).toLatex()}`)).join('，')}。`,
        `${im(`E(X)=${rows.map((k) => `${k}\\times ${pk(k).toLatex()}`).join('+')}=${e.toLatex()}`)}。`,
      ],
      e,
      `分布列的概率之和为 1；超几何分布的期望 ${im(`E(X)=\\frac{nM}{N}=\\frac{${n}\\times ${M}}{${N}}=${eF.toLatex()}`)}，一致。`,
    );
  }
  const m = mk as RegExpExecArray;
  const k0 = num(m[2]);
  if (k0 > n) return null;
  const rel = /至少/.test(m[1]) ? '>=' : /至多/.test(m[1]) ? '<=' : '=';
  const ks = Array.from({ length: n + 1 }, (_, k) => k).filter((k) => (rel === '>=' ? k >= k0 : rel === '<=' ? k <= k0 : k === k0));
  const v = ks.reduce((a, k) => a.add(pk(k)), Rat.ZERO);
  const goodN = ks.reduce((a, k) => a.add(binom(M, k).mul(binom(N - M, n - k))), Rat.ZERO);
  if (!goodN.div(total).eq(v)) return null;
  return out(
    '古典概型（超几何分布）：用组合数数出基本事件总数和所求事件包含的基本事件数。',
    [
      head,
      `所求事件包含的基本事件数为 ${im(`${ks.map((k) => `C_{${M}}^{${k}}C_{${N - M}}^{${n - k}}`).join('+')}=${goodN.toLatex()}`)}。`,
      `所以 ${im(`P=\\frac{${goodN.toLatex()}}{${total.toLatex()}}=${v.toLatex()}`)}。`,
    ],
    v,
    `把所取${name}数从 0 到 ${n} 的各种情况的概率全部算出，总和为 1。`,
  );
}
