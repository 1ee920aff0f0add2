import { freeVars, type Node } from '../expression/ast';

const dependsOn = (n: Node, v: string) => freeVars(n).has(v);

/** Names of the differentiation rules a student needs for f (shown as hints in the steps). */
export function derivativeRules(f: Node, v: string): string[] {
  const rules = new Set<string>();
  const visit = (n: Node) => {
    if (!dependsOn(n, v)) return;
    switch (n.k) {
      case 'mul':
        if (n.args.filter((a) => dependsOn(a, v)).length >= 2) rules.add("乘积法则 $(uv)' = u'v + uv'$");
        n.args.forEach(visit);
        break;
      case 'div':
        if (dependsOn(n.den, v)) rules.add("商的法则 $\\left(\\frac{u}{v}\\right)' = \\frac{u'v - uv'}{v^2}$");
        visit(n.num);
        visit(n.den);
        break;
      case 'add':
        n.args.forEach(visit);
        break;
      case 'neg':
        visit(n.arg);
        break;
      case 'pow':
        if (dependsOn(n.exp, v)) rules.add("指数函数求导 $(a^x)' = a^x \\ln a$");
        else rules.add("幂函数求导 $(x^n)' = n x^{n-1}$");
        if (n.base.k !== 'var' && dependsOn(n.base, v)) rules.add('复合函数求导（链式法则）');
        if (n.exp.k !== 'var' && dependsOn(n.exp, v)) rules.add('复合函数求导（链式法则）');
        visit(n.base);
        visit(n.exp);
        break;
      case 'fn':
      case 'root':
        if (n.k === 'fn' && (n.name === 'sin' || n.name === 'cos' || n.name === 'tan'))
          rules.add("三角函数求导 $(\\sin x)' = \\cos x,\\ (\\cos x)' = -\\sin x$");
        if (n.k === 'fn' && n.name === 'ln') rules.add("对数函数求导 $(\\ln x)' = \\frac{1}{x}$");
        if (n.k === 'fn' && n.name === 'exp') rules.add("$(\\mathrm{e}^x)' = \\mathrm{e}^x$");
        if (n.k === 'root') rules.add("幂函数求导 $(x^n)' = n x^{n-1}$（根式化为分数指数）");
        if (n.arg.k !== 'var') rules.add('复合函数求导（链式法则）');
        visit(n.arg);
        break;
      case 'log':
        rules.add("对数函数求导 $(\\log_a x)' = \\frac{1}{x \\ln a}$");
        if (n.arg.k !== 'var') rules.add('复合函数求导（链式法则）');
        visit(n.arg);
        break;
      default:
        break;
    }
  };
  visit(f);
  return [...rules];
}
