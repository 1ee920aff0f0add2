import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { refused, solved } from '../outcome';
import { compactStem } from './compact-stem';
import { pickSymbolicOption } from './symbolic-options';

const BODY = '(地球|月球|火星|金星|木星|水星|土星|太阳|(?:该|某|这颗)?(?:行星|星球))';
/** A multiple: a letter (K) or a number (0.1, 81). */
const TIMES = String.raw`([A-Za-z]|\d+(?:\.\d+)?)`;
const canonBody = (b: string) => b.replace(/^(?:该|某|这颗)/, '');

/** What is known of a body: its radius R and its GM, each as a value of the letters. */
type Value = (env: Record<string, number>) => number;
interface Body {
  R?: Value;
  GM?: Value;
}

type Fact =
  | { kind: 'multiple'; qty: 'R' | 'M'; of: string; by: string; times: string; text: string }
  | { kind: 'named'; qty: 'R' | 'M' | 'g'; of: string; letter: string; text: string }
  | { kind: 'orbit'; about: string; times: string; text: string };

const of = (times: string): Value => (/^\d/.test(times) ? () => Number(times) : (env) => env[times]);

function readFacts(t: string): Fact[] | null {
  const facts: Fact[] = [];
  let rest = t;
  const take = (re: RegExp, make: (m: RegExpExecArray) => Fact | null): boolean => {
    for (const m of [...rest.matchAll(re)]) {
      const f = make(m as RegExpExecArray);
      if (!f) return false;
      facts.push(f);
      rest = rest.replace(m[0], ' ');
    }
    return true;
  };
  // 「圆周半径为月球半径的 K 倍」: the orbit about a body, its radius a multiple of the body's.
  const orbit = new RegExp(`(?:圆周|轨道|运行)半径(?:约)?(?:为|是)${BODY}(?:的)?半径的\\s*${TIMES}\\s*倍`, 'g');
  if (!take(orbit, (m) => ({ kind: 'orbit', about: canonBody(m[1]), times: m[2], text: m[0] }))) return null;
  // 「地球半径 R 是月球半径的 P 倍」「火星质量约为地球质量的 0.1 倍」, the first body's letter named on the way.
  const multiple = new RegExp(
    `${BODY}(?:的)?(半径|质量)\\s*([A-Za-z])?\\s*(?:约|大约)?(?:是|为|约为)${BODY}(?:的)?(?:半径|质量)?的\\s*${TIMES}\\s*倍`,
    'g',
  );
  const ok = take(multiple, (m) => {
    const qty = m[2] === '半径' ? 'R' : 'M';
    if (m[3]) facts.push({ kind: 'named', qty, of: canonBody(m[1]), letter: m[3], text: '' });
    return { kind: 'multiple', qty, of: canonBody(m[1]), by: canonBody(m[4]), times: m[5], text: m[0] };
  });
  if (!ok) return null;
  const named = new RegExp(`${BODY}(?:的)?(表面(?:的|处的?)?重力加速度|半径|质量)(?:大小)?(?:为|是|=)\\s*([A-Za-z])(?![A-Za-z])`, 'g');
  const ok2 = take(named, (m) => {
    const qty = /重力加速度/.test(m[2]) ? 'g' : m[2] === '半径' ? 'R' : 'M';
    if (qty === 'g' && !/表面/.test(m[2])) return null;
    return { kind: 'named', qty, of: canonBody(m[1]), letter: m[3], text: m[0] };
  });
  if (!ok2) return null;
  // Anything else said of a radius, mass or gravity is a fact this reading missed.
  if (/半径|质量|重力加速度|\d/.test(rest.replace(/半径之比|质量之比/g, ''))) return null;
  return facts;
}

/** Every body's R and GM that the facts fix, found by applying them until nothing changes. */
function settle(facts: Fact[]): Map<string, Body> {
  const bodies = new Map<string, Body>();
  const get = (b: string): Body => {
    const known = bodies.get(b);
    if (known) return known;
    const fresh: Body = {};
    bodies.set(b, fresh);
    return fresh;
  };
  const g = new Map<string, Value>();
  for (let round = 0; round < 6; round++) {
    for (const f of facts) {
      if (f.kind === 'named') {
        const v: Value = (env) => env[f.letter];
        if (f.qty === 'g') g.set(f.of, v);
        else if (f.qty === 'R') get(f.of).R ??= v;
        else get(f.of).GM ??= v;
      } else if (f.kind === 'multiple') {
        const a = get(f.of);
        const b = get(f.by);
        const k = of(f.times);
        const key = f.qty === 'R' ? 'R' : 'GM';
        const bv = b[key];
        const av = a[key];
        if (bv && !av) a[key] = (env) => k(env) * bv(env);
        else if (av && !bv) b[key] = (env) => av(env) / k(env);
      }
    }
    for (const [name, gv] of g) {
      const b = get(name);
      const R = b.R;
      if (R && !b.GM) b.GM = (env) => gv(env) * R(env) ** 2;
    }
  }
  return bodies;
}

const ASKED: [RegExp, string, (GM: number, r: number) => number][] = [
  [/速率|线速度|运行速度|环绕速度|速度/, 'v = \\sqrt{\\frac{GM}{r}}', (GM, r) => Math.sqrt(GM / r)],
  [/周期/, 'T = 2\\pi\\sqrt{\\frac{r^3}{GM}}', (GM, r) => 2 * Math.PI * Math.sqrt(r ** 3 / GM)],
  [/角速度/, '\\omega = \\sqrt{\\frac{GM}{r^3}}', (GM, r) => Math.sqrt(GM / r ** 3)],
  [/向心加速度|加速度/, 'a = \\frac{GM}{r^2}', (GM, r) => GM / r ** 2],
];

/**
 * A spacecraft on a circular orbit about one body, its orbit radius a multiple of that body's radius, the body
 * known only through multiples of another (「地球半径 R 是月球半径的 P 倍，地球质量是月球质量的 Q 倍」) and the
 * other's surface gravity (GM = gR²); asked its speed, period, angular speed or acceleration, options in the letters.
 * G is never needed (GM comes from g). Every letter must change the answer, and every option is checked at several
 * values of the letters. Null when the problem is not exactly that.
 */
export function solveBodyMultiples(_raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split) return null;
  const t = compactStem(split.stem).replace(/“[^”]{1,12}”/g, '“名”');
  if (!/圆周运动|圆轨道/.test(t) || !/倍/.test(t) || /椭圆|自转|同步|图|密度|高度/.test(t)) return null;
  const clauses = t.split(/[,，。;；]/).filter((c) => c.trim());
  const asked = clauses[clauses.length - 1] ?? '';
  const chosen = /角速度/.test(asked)
    ? ASKED[2]
    : /加速度/.test(asked)
      ? ASKED[3]
      : /周期/.test(asked)
        ? ASKED[1]
        : /速率|速度/.test(asked)
          ? ASKED[0]
          : null;
  if (!chosen) return null;
  const facts = readFacts(t.replace(asked, ' '));
  if (!facts) return null;
  const orbits = facts.filter((f) => f.kind === 'orbit');
  if (orbits.length !== 1 || orbits[0].kind !== 'orbit') return null;
  const orbit = orbits[0];
  // The body the craft goes round (「绕月球」) must be the one its orbit is measured by.
  const around = [...t.matchAll(new RegExp(`绕${BODY}`, 'g'))].map((m) => canonBody(m[1]));
  if (around.some((b) => b !== orbit.about)) return null;
  // The centre's radius not given at all: a hidden letter, which the answer must not depend on (a = g/k²).
  const hidden = !facts.some((f) => f.kind !== 'orbit' && f.qty === 'R');
  if (hidden) facts.push({ kind: 'named', qty: 'R', of: orbit.about, letter: '_R', text: '' });
  const bodies = settle(facts);
  const centre = bodies.get(orbit.about);
  if (!centre?.R || !centre.GM) return null;
  const R = centre.R;
  const GM = centre.GM;
  const k = of(orbit.times);
  const withR: (env: Record<string, number>) => number = (env) => chosen[2](GM(env), k(env) * R(env));
  const answer = hidden ? (env: Record<string, number>) => withR({ ...env, _R: 1.37 }) : withR;

  const letters = [
    ...new Set(
      facts.flatMap((f) => [f.kind === 'named' ? f.letter : '', f.kind !== 'named' ? f.times : '']).filter((l) => /^[A-Za-z]$/.test(l)),
    ),
  ];
  if (letters.length === 0 || letters.includes('G')) return null;
  // Every letter the problem gives must move the answer: one that does not was read into the wrong place.
  const base: Record<string, number> = Object.fromEntries(letters.map((l, i) => [l, 1.3 + 0.7 * i]));
  if (hidden && !(Math.abs(withR({ ...base, _R: 2.9 }) / answer(base) - 1) < 1e-9)) return null;
  for (const l of letters) {
    const moved = { ...base, [l]: base[l] * 1.7 };
    if (Math.abs(answer(moved) / answer(base) - 1) < 1e-6) return null;
  }
  const pick = pickSymbolicOption(answer, letters, split);
  if ('refuse' in pick) return refused('physics', `${pick.refuse}可以请老师帮忙核对。`, 'choice');
  const said = facts.filter((f) => f.text).map((f) => `「${f.text}」`);
  const markdown = [
    `**思路**：万有引力提供向心力，$${chosen[1]}$，其中 $M$ 是${orbit.about}的质量、$r$ 是轨道半径；表面重力加速度给出 $GM = gR^2$。`,
    '',
    `**已知**：${said.join('，')}。由这些倍数关系求出${orbit.about}的 $GM$ 和半径，轨道半径 $r = ${orbit.times}R_{${orbit.about}}$。`,
    '',
    `**答**：与选项 ${pick.letter}（${pick.text}）相同。`,
  ].join('\n');
  return solved(
    'physics',
    'offline:physics',
    `${markdown}\n\n**对照选项**：其余选项代入多组数值核对都不相等。`,
    `${pick.letter}（${pick.text}）`,
    '已由倍数关系和 GM = gR² 算出，并核对每个字母都影响结果，把每个选项代入多组数值逐一核对',
    'choice',
  );
}
