import { evaluate } from '../../math/compute/evaluate';
import { add, freeVars, type Node, neg, variable } from '../../math/expression/ast';
import { formulas, proseWithSlots } from '../../math/expression/mathjson';
import { parseExpr, parseExprOrNull } from '../../math/expression/parser';
import { Rat } from '../../math/expression/rational';
import { replaceNodes } from '../../math/expression/replace';
import type { MathOutcome } from '../../math/expression/types';
import { prepare } from '../../math/index';
import { dm, im, refuse, solved } from '../../math/write/format';
import { toLatex } from '../../math/write/latex';
import type { ProblemType } from '../../types';
import { exact } from './pieces';

const OPS: Record<string, '>' | '>=' | '<' | '<='> = {
  '>': '>',
  '<': '<',
  '\\geq': '>=',
  '\\geqslant': '>=',
  '\\ge': '>=',
  '\\leq': '<=',
  '\\leqslant': '<=',
  '\\le': '<=',
};
const OP_RE = '(\\\\geqslant|\\\\geq|\\\\ge|\\\\leqslant|\\\\leq|\\\\le|>|<)';
const SIDE = new RegExp(`^\\s*x\\s*${OP_RE}\\s*0\\s*$`);
const OP_LATEX = { '>': '>', '>=': '\\geqslant', '<': '<', '<=': '\\leqslant' } as const;

type Side = '>' | '>=' | '<' | '<=';
const inSide = (side: Side, x: number) => (side === '>' ? x > 0 : side === '>=' ? x >= 0 : side === '<' ? x < 0 : x <= 0);
const opposite = (side: Side): Side => (side === '>' ? '<' : side === '>=' ? '<=' : side === '<' ? '>' : '>=');

/**
 * "设 f(x) 为奇函数，当 x≥0 时 f(x)=e^x−1，则当 x<0 时 f(x)=" / "则 f(−2)=": the other half of an odd or even
 * function from f(−x) = −f(x) or f(−x) = f(x).
 */
export function solveOddEven(text: string, problemType: ProblemType): MathOutcome | null {
  const prose = proseWithSlots(text);
  const odd = /奇函数/.test(prose);
  const even = /偶函数/.test(prose);
  if (
    odd === even ||
    /非奇非偶|周期|对称|单调|增函数|减函数|范围|零点|解集|不等式|最大|最小|实数\s*⟨|判断|下列|f\s*\(\s*x\s*\+/.test(prose)
  )
    return null;
  const fs = formulas(text);
  const slots = [...prose.matchAll(/⟨(\d+)⟩/g)].map((m) => ({ i: Number(m[1]), at: m.index! }));
  let name = '';
  let body: Node | null = null;
  let bodyLatex = '';
  let side: Side | null = null;
  const asks: Array<{ kind: 'value'; arg: Rat; latex: string } | { kind: 'expr'; side: Side; latex: string }> = [];
  let pendingSide: Side | null = null;
  for (const { i, at } of slots) {
    const f = fs[i].trim().replace(/=\s*(?:_+|\\_+|[(（]\s*[)）])\s*$/, '=');
    const sm = SIDE.exec(f);
    if (sm) {
      // "当 x<0 时"
      if (!/当\s*$/.test(prose.slice(Math.max(0, at - 3), at))) return null;
      pendingSide = OPS[sm[1]];
      continue;
    }
    if (/^[fgh]\s*\(\s*x\s*\)$/.test(f) || f === 'x') continue;
    const def = /^([fgh])\s*\(\s*x\s*\)\s*=\s*(.*)$/s.exec(f);
    if (def && def[2].trim() === '') {
      // the asked expression: "则当 x<0 时, f(x)="
      if (!pendingSide || !body) return null;
      asks.push({ kind: 'expr', side: pendingSide, latex: `${def[1]}(x)` });
      pendingSide = null;
      continue;
    }
    if (def) {
      if (body) return null;
      let rhs = def[2];
      const tail = new RegExp(`^(.*?)\\s*(?:\\\\left)?\\(\\s*x\\s*${OP_RE}\\s*0\\s*(?:\\\\right)?\\)\\s*$`, 's').exec(rhs);
      if (tail) {
        if (pendingSide) return null;
        rhs = tail[1];
        side = OPS[tail[2]];
      } else {
        if (!pendingSide) return null;
        side = pendingSide;
      }
      pendingSide = null;
      name = def[1];
      bodyLatex = rhs.trim();
      try {
        body = parseExpr(bodyLatex);
      } catch {
        return null;
      }
      const vars = freeVars(body);
      if (vars.size !== 1 || !vars.has('x')) return null;
      continue;
    }
    const val = /^([fgh])\s*\((.+)\)\s*=?\s*$/s.exec(f);
    if (val && (!name || val[1] === name)) {
      const arg = parseExprOrNull(val[2]);
      if (!arg) return null;
      if (freeVars(arg).size) return null;
      const r = exact(arg, Rat.ZERO);
      if (!r) return null;
      asks.push({ kind: 'value', arg: r, latex: `${val[1]}(${val[2].trim()})` });
      continue;
    }
    return null;
  }
  if (!body || !side || !asks.length || pendingSide) return null;
  const g = body;
  const p = prepare(text, problemType);
  const word = odd ? '奇函数' : '偶函数';
  const rel = odd ? `${name}(-x)=-${name}(x)` : `${name}(-x)=${name}(x)`;
  const steps: string[] = [
    `因为 ${im(`${name}(x)`)} 是${word}，所以 ${im(rel)}；已知 ${im(`x${OP_LATEX[side]}0`)} 时 ${im(`${name}(x)=${bodyLatex}`)}。`,
  ];
  const answers: string[] = [];
  let value: import('../../math/expression/types').AnswerValue | null = null;
  const G = (x: number) => evaluate(g, { x });
  for (const a of asks) {
    if (a.kind === 'value') {
      const c = a.arg;
      const cl = c.toLatex();
      let v: Rat | null;
      let line: string;
      if (inSide(side, c.toNumber())) {
        v = exact(g, c);
        line = `${im(`${cl}`)} 在已知范围内，直接代入：${dm(`${a.latex}=${v ? v.toLatex() : ''}`)}`;
      } else if (c.isZero()) {
        if (!odd) return refuse(p, `题目没有给出 ${im(`${name}(0)`)} 的值，偶函数的条件也不能确定它，暂不作答。`);
        v = Rat.ZERO;
        line = `奇函数在 ${im('x=0')} 处有定义时，${im(`${name}(0)=-${name}(0)`)}，所以 ${im(`${name}(0)=0`)}。`;
      } else {
        if (!inSide(side, -c.toNumber())) return null;
        const w = exact(g, c.neg());
        v = w ? (odd ? w.neg() : w) : null;
        line = `${im(`${c.neg().toLatex()}`)} 在已知范围内，${dm(`${a.latex}=${odd ? '-' : ''}${name}(${c.neg().toLatex()})=${odd ? '-' : ''}${w ? (w.sign() < 0 && odd ? `(${w.toLatex()})` : w.toLatex()) : ''}=${v ? v.toLatex() : ''}`)}`;
      }
      if (!v) return refuse(p, '所求的函数值不是有理数，离线求解器暂不作答。');
      // independent check: floats of the definition and the symmetry
      const x = c.toNumber();
      const fl = inSide(side, x) ? G(x) : x === 0 ? 0 : odd ? -G(-x) : G(-x);
      if (!Number.isFinite(fl) || Math.abs(fl - v.toNumber()) > 1e-9 * Math.max(1, Math.abs(fl)))
        return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
      steps.push(line);
      answers.push(im(`${a.latex}=${v.toLatex()}`));
      value = { kind: 'numbers', values: [v.toNumber()] };
    } else {
      if (a.side !== opposite(side) && !(a.side === '<' && side === '>=') && !(a.side === '>' && side === '<=')) return null;
      const gneg = replaceNodes(g, (n) => (n.k === 'var' && n.name === 'x' ? neg(variable('x')) : undefined));
      const out = odd ? (gneg.k === 'add' ? add(...gneg.args.map(neg)) : neg(gneg)) : gneg;
      const outL = odd ? `-\\left(${toLatex(gneg)}\\right)` : toLatex(gneg);
      // independent check: the new half satisfies the symmetry with the given half at many points
      for (let k = 1; k <= 40; k++) {
        const x = (a.side === '<' || a.side === '<=' ? -1 : 1) * k * 0.173;
        const lhs = evaluate(out, { x });
        const rhs = odd ? -G(-x) : G(-x);
        if (!Number.isFinite(lhs) || Math.abs(lhs - rhs) > 1e-9 * Math.max(1, Math.abs(rhs)))
          return refuse(p, '离线求解器的验算没有通过，为避免给出错误答案，暂不作答。');
      }
      steps.push(
        `当 ${im(`x${OP_LATEX[a.side]}0`)} 时，${im(`-x${OP_LATEX[opposite(a.side)]}0`)}，所以 ${im(`${name}(-x)=${toLatex(gneg)}`)}，${dm(`${name}(x)=${odd ? `-${name}(-x)` : `${name}(-x)`}=${outL}${odd ? `=${toLatex(out)}` : ''}`)}`,
      );
      answers.push(im(`${name}(x)=${toLatex(out)}`));
      value = { kind: 'expression', node: out, vars: ['x'] };
    }
  }
  if (!value || answers.length !== asks.length) return null;
  return solved(p, {
    engine: 'functions',
    idea: `利用${word}的定义 ${im(rel)}，把要求的自变量化到已知解析式的范围内。`,
    steps,
    finalAnswer: answers.join('，'),
    verificationNote: '用已知解析式和奇偶性的关系重新数值计算，结果一致。',
    value,
  });
}
