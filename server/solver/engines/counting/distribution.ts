import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';

/**
 * Distinct people shared among distinct places, every place getting someone (人教A版 选择性必修三 6.2 分组分配):
 * 「将 4 名志愿者分配到 3 个社区，每个社区至少分配 1 名」. Counted as onto maps from n people to k places, listed one
 * by one, and checked against inclusion–exclusion Σ(−1)ⁱC(k,i)(k−i)ⁿ. Only 「至少 1」 is read; a told group size, a
 * place that may stay empty or a person who may go nowhere is another kind.
 */

const CN: Record<string, number> = { 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7 };
const num = (s: string): number => CN[s] ?? Number(s);
const N_ = '(\\d|[两二三四五六七])';
const WHO = '(?:名|位|个)(志愿者|同学|学生|教师|老师|医生|工作人员|大学生|人)';
const WHERE = '(?:个|所|家)(?:不同的?)?(社区|学校|场馆|项目|小组|地区|村|工厂|景点|岗位|班级|路口|城市|医院|企业)';

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

function listed(n: number, k: number): number {
  let count = 0;
  const total = k ** n;
  for (let code = 0; code < total; code++) {
    const hit = new Set<number>();
    let c = code;
    for (let i = 0; i < n; i++) {
      hit.add(c % k);
      c = Math.floor(c / k);
    }
    if (hit.size === k) count += 1;
  }
  return count;
}

export function distribution(text: string, mp: MathProblem): ReturnType<typeof solved> | null {
  const t = text
    .replace(/\$/g, '')
    .replace(/\s+/g, '')
    .replace(/，/g, ',')
    .replace(/[。.？?]$/, '');
  const m = new RegExp(
    `^(?:现)?(?:将|把|安排|派)${N_}${WHO}(?:分配|安排|派|分)?(?:到|去|往|至)${N_}${WHERE}(?:参加[^,]{1,8}|服务|工作|做志愿者|进行[^,]{1,8})?,` +
      `(?:每(?:名|位|个)\\2(?:只|都)?(?:分配|安排|派|去)(?:到)?(?:1|一)${WHERE.replace('(社区', '(?:社区')},)?` +
      `(?:且)?每(?:个|所|家)\\4(?:至少|最少)(?:分配|安排|派|去|有)?(?:1|一)(?:名|位|个|人)\\2?,?` +
      '(?:则)?(?:不同的)?(?:分配|安排|派)?(?:方法|方案|方式)(?:共有|有|种数为|数为|总数为|为)?(?:多少种|几种|种)?$',
  ).exec(t);
  if (!m) return null;
  const n = num(m[1]);
  const k = num(m[3]);
  if (!(n >= k && k >= 2 && n <= 8)) return null;
  const count = listed(n, k);
  let byFormula = 0;
  for (let i = 0; i <= k; i++) byFormula += (-1) ** i * choose(k, i) * (k - i) ** n;
  if (count !== byFormula) return null;
  const steps =
    n === k + 1
      ? [
          `先分组：${n} 人中必有 2 人去同一处，从 ${n} 人中选 2 人成一组，其余每人一组，有 ${im(`C_{${n}}^{2}=${choose(n, 2)}`)} 种分法。`,
          `再把 ${k} 组分到 ${k} 个${m[4]}，有 ${im(`A_{${k}}^{${k}}=${count / choose(n, 2)}`)} 种。`,
          `共有 ${im(`${choose(n, 2)}\\times ${count / choose(n, 2)}=${count}`)} 种分配方法。`,
        ]
      : [
          `每人有 ${k} 种去处，共 ${im(`${k}^{${n}}`)} 种分法；去掉有${m[4]}没人去的分法（容斥原理）：${im(`\\sum_{i=0}^{${k}}(-1)^iC_{${k}}^{i}(${k}-i)^{${n}}=${count}`)}。`,
        ];
  return solved(mp, {
    engine: 'counting:distribution',
    idea: '分配问题“先分组，后分配”：每处至少一人时，先把人分成与去处个数相同的组，再把各组排到各处。',
    steps,
    finalAnswer: im(String(count)),
    verificationNote: `逐一列出 ${n} 人各自去处的全部 ${im(`${k}^{${n}}`)} 种情形，每处都有人的恰有 ${count} 种，与容斥原理的结果一致。`,
    value: { kind: 'numbers', values: [count] },
  });
}
