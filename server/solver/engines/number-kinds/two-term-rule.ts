import { num, type Worked } from './text';

/**
 * 「第一个数是2，第二个数是3，从第三个数起，每个数是前两个数的和（平均数）」 and a question about a far term: its
 * remainder, its integer part, or (when small) the term itself. The stem must state the rule in words; a list that
 * only shows terms (「按一定规律排列」) is refused, since a list alone fits many rules.
 */
type Rule = 'sum' | 'mean';

const NUM = '(-?\\d+(?:\\.\\d+)?)';
const TERM = '(?:个数|个|项|数)';
const SERIES = '(?:一列数|一串数|一个数列|一列数列|数列|一行数)';
const INTRO = new RegExp(`^(?:已知)?(?:有)?${SERIES}(?::((?:-?\\d+(?:\\.\\d+)?,)+-?\\d+(?:\\.\\d+)?),?…?)?$`);
const FIRST = new RegExp(`^(?:其中|它的|这列数的|这串数的|${SERIES}的)?第[一1]${TERM}(?:是|为|=)?${NUM}$`);
const SECOND = new RegExp(`^(?:其中|它的|这列数的|这串数的|${SERIES}的)?第[二2]${TERM}(?:是|为|=)?${NUM}$`);
const FROM = new RegExp(`^(?:其中)?从第[三3]${TERM}(?:起|开始)$`);
const RULE = new RegExp(
  `^(?:其中)?(?:从第[三3]${TERM}(?:起|开始),?)?(?:以后)?每(?:一)?${TERM}(?:都)?(?:是|等于)(?:它|该数)?前(?:面)?(?:的)?(?:两|2)${TERM}(?:的和|之和|相加的和|的平均数|的平均值)$`,
);
const SCOPE = /^(?:那么|则)?(?:在)?(?:这|此)(?:串|列|个)?(?:数列|数)中$/;
const ASK = new RegExp(
  `^(?:那么|则|问|请问)?(?:在)?(?:这|此)?(?:串|列|个)?(?:数列|数)?(?:中)?(?:的)?第(\\d+)${TERM}(?:(?:被(\\d+)除|除以(\\d+))(?:后)?(?:所得)?(?:的)?余(?:数)?|的整数部分)?(?:是|为)?(?:多少|几)?$`,
);

interface Q {
  n: bigint;
  d: bigint;
}

function rational(s: string): Q {
  const [i, f = ''] = s.split('.');
  const d = 10n ** BigInt(f.length);
  return { n: BigInt(i + f), d };
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

function reduce(q: Q): Q {
  const g = gcd(q.n, q.d) || 1n;
  return { n: q.n / g, d: q.d / g };
}

function next(rule: Rule, x: Q, y: Q): Q {
  const s = reduce({ n: x.n * y.d + y.n * x.d, d: x.d * y.d });
  return rule === 'sum' ? s : reduce({ n: s.n, d: s.d * 2n });
}

const eq = (x: Q, y: Q) => x.n * y.d === y.n * x.d;
const floorQ = (q: Q) => (q.n >= 0n ? q.n / q.d : -((-q.n + q.d - 1n) / q.d));
const show = (q: Q) => (q.d === 1n ? `${q.n}` : `\\frac{${q.n}}{${q.d}}`);
const inBrackets = (q: Q) => (q.n < 0n ? `\\left(${show(q)}\\right)` : show(q));

interface Read {
  rule: Rule;
  a: Q;
  b: Q;
  at: bigint;
  mod: bigint | null;
  floor: boolean;
}

function read(f: string): Read | null {
  let list: Q[] = [];
  let a: Q | null = null;
  let b: Q | null = null;
  let rule: Rule | null = null;
  let ask: RegExpExecArray | null = null;
  let from = false;
  for (const clause of f.split(/[,.;](?![\d-])|[.;]$/).filter(Boolean)) {
    const intro = INTRO.exec(clause);
    const first = FIRST.exec(clause);
    const second = SECOND.exec(clause);
    const r = RULE.exec(clause);
    const q = ASK.exec(clause);
    if (intro && !list.length) list = intro[1] ? intro[1].split(',').map(rational) : [];
    else if (first && !a) a = rational(first[1]);
    else if (second && !b) b = rational(second[1]);
    else if (FROM.test(clause)) from = true;
    else if (SCOPE.test(clause) || (clause === '…' && list.length)) continue;
    else if (r && !rule) rule = /平均/.test(clause) ? 'mean' : 'sum';
    else if (q && !ask && !first && !second) ask = q;
    else return null;
  }
  if (!rule || !ask || (!from && !/第[三3]|以后/.test(f))) return null;
  a ??= list[0] ?? null;
  b ??= list[1] ?? null;
  if (!a || !b) return null;
  if (list.length && (list.length < 2 || !eq(list[0], a) || !eq(list[1], b))) return null;
  for (let i = 2; i < list.length; i++) if (!eq(list[i], next(rule, list[i - 2], list[i - 1]))) return null;
  const mod = ask[2] ?? ask[3];
  return { rule, a, b, at: BigInt(ask[1]), mod: mod ? BigInt(mod) : null, floor: /整数部分/.test(ask[0]) };
}

/** The remainders of a sum rule repeat; the period and the place of the asked term in it. */
function remainderOf(r: Read, m: bigint): { rem: bigint; steps: string[] } | null {
  if (r.a.d !== 1n || r.b.d !== 1n || m < 2n || m > 1000n) return null;
  const mod = (x: bigint) => ((x % m) + m) % m;
  const rems = [mod(r.a.n), mod(r.b.n)];
  while (rems.length < 6 * Number(m) * Number(m) + 2) {
    const k = rems.length;
    rems.push(mod(rems[k - 2] + rems[k - 1]));
    if (rems[k - 1] === rems[0] && rems[k] === rems[1]) break;
  }
  const p = rems.length - 2;
  if (rems[p] !== rems[0] || rems[p + 1] !== rems[1]) return null;
  const place = Number((r.at - 1n) % BigInt(p));
  return {
    rem: rems[place],
    steps: [
      `**步骤 1** 只看每个数除以 ${m} 的余数：两数之和的余数等于两个余数之和的余数。依次得到 ${rems.slice(0, p + 2).join('、')}，从第 ${p + 1} 个起又出现 ${rems[0]}、${rems[1]}，所以余数每 ${p} 个一循环。`,
      `**步骤 2** $${r.at}\\div ${p}$ 余 ${r.at % BigInt(p)}，第 ${r.at} 个数的余数与第 ${place + 1} 个相同，是 ${rems[place]}。`,
    ],
  };
}

function termAt(r: Read): Q | null {
  if (r.at < 1n || r.at > 5000n) return null;
  let [x, y] = [r.a, r.b];
  if (r.at === 1n) return x;
  for (let i = 2n; i < r.at; i++) [x, y] = [y, next(r.rule, x, y)];
  return y;
}

export function twoTermRuleKind(f: string): Worked | null {
  const r = read(f);
  if (!r || r.at < 3n) return null;
  const said = `第一个数是 $${show(r.a)}$，第二个数是 $${show(r.b)}$，从第三个数起每个数是前两个数的${r.rule === 'sum' ? '和' : '平均数'}`;
  const exact = termAt(r);
  if (r.mod !== null) {
    if (r.rule !== 'sum') return null;
    const w = remainderOf(r, r.mod);
    if (!w || (exact && ((exact.n % r.mod) + r.mod) % r.mod !== w.rem)) return null;
    return {
      kind: 'two-term-rule',
      steps: [`**解题思路** ${said}。`, ...w.steps],
      answer: `第 ${r.at} 个数除以 ${r.mod} 的余数是 $${w.rem}$`,
      value: num(w.rem),
      check: exact
        ? `依次精确算出第 ${r.at} 个数，再除以 ${r.mod}，余数同样是 ${w.rem}。`
        : `余数数列从头依次递推到第 ${r.at} 个，结果同样是 ${w.rem}。`,
    };
  }
  if (!exact) return null;
  if (r.floor) {
    const v = floorQ(exact);
    const steps = [`**解题思路** ${said}。`];
    if (r.rule === 'mean') {
      const d = reduce({ n: r.b.n * r.a.d - r.a.n * r.b.d, d: r.a.d * r.b.d });
      const lim = reduce({ n: r.a.n * r.b.d + 2n * r.b.n * r.a.d, d: 3n * r.a.d * r.b.d });
      steps.push(
        `**步骤 1** 每个数是前两个数的平均数，相邻两数的差每次变为前一个差的 $-\\frac{1}{2}$：第一个差是 $${show(d)}$，所以第 ${r.at} 个数 $= ${show(r.a)} + ${inBrackets(d)}\\times \\frac{2}{3}\\times \\left(1-\\left(-\\frac{1}{2}\\right)^{${r.at - 1n}}\\right)$，越来越接近 $${show(lim)}$。`,
        `**步骤 2** 它与 $${show(lim)}$ 相差不到 $\\left|${show(d)}\\right|\\times \\frac{2}{3}\\times \\frac{1}{2^{${r.at - 1n}}}$，整数部分是 ${v}。`,
      );
    } else steps.push(`**步骤 1** 依次相加得到第 ${r.at} 个数，整数部分是 ${v}。`);
    return {
      kind: 'two-term-rule',
      steps,
      answer: `第 ${r.at} 个数的整数部分是 $${v}$`,
      value: num(v),
      check: `用分数从第一个数精确递推到第 ${r.at} 个，其整数部分是 ${v}。`,
    };
  }
  if (exact.d !== 1n || exact.n > 2n ** 53n || exact.n < -(2n ** 53n)) return null;
  return {
    kind: 'two-term-rule',
    steps: [`**解题思路** ${said}。`, `**步骤 1** 依次算下去，第 ${r.at} 个数是 ${exact.n}。`],
    answer: `第 ${r.at} 个数是 $${exact.n}$`,
    value: num(exact.n),
    check: `从第三个数起逐个检验都等于前两个数的${r.rule === 'sum' ? '和' : '平均数'}。`,
  };
}
