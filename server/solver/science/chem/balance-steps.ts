import { conservedRows } from './balance';
import type { ParsedEquation } from './equation-text';
import type { Species } from './formula';
import { gcd } from './rational';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const varName = (i: number, n: number) => (n <= 8 ? LETTERS[i] : `x_{${i + 1}}`);

/** "3\mathrm{Fe} + 2\mathrm{O_2} \rightarrow \mathrm{Fe_3O_4}" (coefficient 1 not written). */
export function equationLatex(eq: ParsedEquation, coefficients?: number[]): string {
  const term = (s: Species, i: number) => {
    const c = coefficients?.[i];
    return `${c && c !== 1 ? c : ''}${s.latex}`;
  };
  const left = eq.reactants.map((s, i) => term(s, i)).join(' + ');
  const right = eq.products.map((s, i) => term(s, i + eq.reactants.length)).join(' + ');
  return `${left} ${eq.reversible ? '\\rightleftharpoons' : '\\rightarrow'} ${right}`;
}

const rowName = (row: string) => (row === 'charge' ? '电荷' : `$\\mathrm{${row}}$`);
const amountOf = (s: Species, row: string) => (row === 'charge' ? s.charge : (s.atoms.get(row) ?? 0));

function sideSum(species: Species[], offset: number, n: number, row: string): string {
  const parts: string[] = [];
  species.forEach((s, i) => {
    const k = amountOf(s, row);
    if (k === 0) return;
    const v = varName(i + offset, n);
    const abs = Math.abs(k);
    const t = `${abs === 1 ? '' : abs}${v}`;
    parts.push(parts.length === 0 ? (k < 0 ? `-${t}` : t) : k < 0 ? `- ${t}` : `+ ${t}`);
  });
  return parts.length ? parts.join(' ') : '0';
}

/** Chinese Markdown of the balancing: unknown coefficients, conservation equations, solution, check. */
export function balanceMarkdown(eq: ParsedEquation, coefficients: number[]): string {
  const all = [...eq.reactants, ...eq.products];
  const n = all.length;
  const r = eq.reactants.length;
  const rows = conservedRows(all);
  const vars = all.map((_, i) => varName(i, n));
  const withVars = `${eq.reactants.map((s, i) => `${vars[i]}\\,${s.latex}`).join(' + ')} \\rightarrow ${eq.products
    .map((s, i) => `${vars[i + r]}\\,${s.latex}`)
    .join(' + ')}`;
  const equations = rows.map((row) => `- ${rowName(row)}：$${sideSum(eq.reactants, 0, n, row)} = ${sideSum(eq.products, r, n, row)}$`);
  const last = coefficients[n - 1];
  const ratio = coefficients.map((c, i) => `${vars[i]} = ${fraction(c, last)}`).join(',\\ ');
  const integer = coefficients.map((c, i) => `${vars[i]} = ${c}`).join(',\\ ');
  const needsScaling = coefficients.some((c) => c % last !== 0);
  const check = rows.map((row) => {
    const left = eq.reactants.reduce((acc, s, i) => acc + coefficients[i] * amountOf(s, row), 0);
    const right = eq.products.reduce((acc, s, i) => acc + coefficients[i + r] * amountOf(s, row), 0);
    return `| ${rowName(row)} | ${left} | ${right} |`;
  });
  return [
    `**题目**：配平化学方程式 $${equationLatex(eq)}$${eq.condition ? `（反应条件：${eq.condition}）` : ''}。`,
    '',
    '**第 1 步：设各物质的化学计量数**',
    '',
    `$$${withVars}$$`,
    '',
    `**第 2 步：根据${rows.includes('charge') ? '原子守恒和电荷守恒' : '原子守恒'}列方程**（反应前后各元素的原子个数相等）`,
    '',
    ...equations,
    '',
    '**第 3 步：解方程组**',
    '',
    `这是一个齐次线性方程组，用消元法（精确分数运算）求解。令 $${vars[n - 1]} = 1$，得 $${ratio}$。`,
    needsScaling ? `各数同乘以分母的最小公倍数 ${last}，化为最小正整数：$${integer}$。` : `它们已是互质的正整数：$${integer}$。`,
    '',
    '**第 4 步：检验**（系数为 1 时省略不写）',
    '',
    '| 元素 | 反应物一侧 | 生成物一侧 |',
    '| --- | --- | --- |',
    ...check,
    '',
    `两边各元素的原子个数${rows.includes('charge') ? '及电荷总数' : ''}均相等，方程式已配平。`,
    '',
    `**答**：$${equationLatex(eq, coefficients)}$`,
  ].join('\n');
}

function fraction(num: number, den: number): string {
  const g = Number(gcd(BigInt(num), BigInt(den)));
  const a = num / g;
  const b = den / g;
  return b === 1 ? `${a}` : `\\frac{${a}}{${b}}`;
}
