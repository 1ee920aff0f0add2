import type { ChoiceSplit } from '../../math/answers/choice';
import type { Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { formatNumber } from '../format';
import { solved } from '../outcome';

/** How each orbital quantity scales with the radius of a circular orbit about the same central body. */
const LAWS: Record<string, { exp: number; name: string; tex: string; law: string }> = {
  周期: {
    exp: 1.5,
    name: '周期',
    tex: 'T',
    law: 'G\\frac{Mm}{r^2} = m\\frac{4\\pi^2}{T^2}r \\Rightarrow T = 2\\pi\\sqrt{\\frac{r^3}{GM}} \\propto r^{\\frac{3}{2}}',
  },
  线速度: {
    exp: -0.5,
    name: '线速度',
    tex: 'v',
    law: 'G\\frac{Mm}{r^2} = m\\frac{v^2}{r} \\Rightarrow v = \\sqrt{\\frac{GM}{r}} \\propto r^{-\\frac{1}{2}}',
  },
  角速度: {
    exp: -1.5,
    name: '角速度',
    tex: '\\omega',
    law: 'G\\frac{Mm}{r^2} = m\\omega^2 r \\Rightarrow \\omega = \\sqrt{\\frac{GM}{r^3}} \\propto r^{-\\frac{3}{2}}',
  },
  向心加速度: { exp: -2, name: '向心加速度', tex: 'a', law: 'G\\frac{Mm}{r^2} = ma \\Rightarrow a = \\frac{GM}{r^2} \\propto r^{-2}' },
};
const expTex = (e: number) => (Number.isInteger(e) ? String(e) : `${e < 0 ? '-' : ''}\\frac{${Math.abs(e * 2)}}{2}`);
const ALIASES: Record<string, string> = { 速率: '线速度', 速度: '线速度', 加速度: '向心加速度' };

/**
 * Ratios of two satellites of the same central body on circular orbits whose radii are given as multiples
 * of one length ("P 的轨道半径约为地球半径的 16 倍 … Q … 4 倍，P 与 Q 的周期之比"). Null when the problem
 * is not exactly that (heights above the surface, other central bodies, densities, rotation…).
 */
export function solveOrbitRatio(raw: string, split: ChoiceSplit | null): Solved | null {
  const t = normalizeScienceText(split ? split.stem : raw).replace(/\s+/g, ' ');
  if (!/卫星/.test(t) || /密度|自转|同步|离地|高度|表面|质量|椭圆|变轨|不同/.test(t)) return null;
  const radii = [...t.matchAll(/轨道半径\s*(?:约|大约)?\s*(?:为|是)\s*([\u4e00-\u9fa5]{1,6}?)半径的\s*(\d+(?:\.\d+)?)\s*倍/g)];
  if (radii.length !== 2 || radii[0][1] !== radii[1][1]) return null;
  const named = radii.map((m) => {
    const before =
      t
        .slice(Math.max(0, m.index - 30), m.index)
        .split(/[。；;]/)
        .pop() ?? '';
    const letters = [...before.matchAll(/(?<![A-Za-z])([A-Z])(?![A-Za-z])/g)];
    return { name: letters.at(-1)?.[1], k: Number(m[2]) };
  });
  if (!named[0].name || !named[1].name || named[0].name === named[1].name) return null;
  const ask =
    /(?<![A-Za-z])([A-Z])\s*(?:与|和|跟|、)\s*([A-Z])(?![A-Za-z])\s*(?:的|运行的|做圆周运动的)?\s*(周期|线速度|速率|速度|角速度|向心加速度|加速度)(?:大小)?之比/.exec(
      t,
    );
  if (!ask) return null;
  const quantity = LAWS[ALIASES[ask[3]] ?? ask[3]];
  const first = named.find((x) => x.name === ask[1]);
  const second = named.find((x) => x.name === ask[2]);
  if (!quantity || !first || !second || first === second) return null;
  const ratio = (first.k / second.k) ** quantity.exp;
  const body = radii[0][1];
  const r = formatNumber(ratio, 4);
  const sign = r.approx ? '\\approx' : '=';
  const markdown = [
    `**思路**：两颗卫星都绕${body.replace(/轨道$/, '')}做匀速圆周运动，万有引力提供向心力：$${quantity.law}$。`,
    '',
    `**已知**：$r_${ask[1]} = ${first.k}R$，$r_${ask[2]} = ${second.k}R$（$R$ 为${body}半径）。`,
    '',
    `**计算**：$\\frac{${quantity.tex}_${ask[1]}}{${quantity.tex}_${ask[2]}} = \\left(\\frac{r_${ask[1]}}{r_${ask[2]}}\\right)^{${expTex(quantity.exp)}} = \\left(\\frac{${first.k}}{${second.k}}\\right)^{${expTex(quantity.exp)}} ${sign} ${r.latex}$`,
  ].join('\n');
  const out = solved(
    'physics',
    'offline:physics',
    markdown,
    `$\\frac{${quantity.tex}_${ask[1]}}{${quantity.tex}_${ask[2]}} ${sign} ${r.latex}$`,
    '已按万有引力提供向心力的比例关系计算，并用半径之比的幂次复核',
  );
  if (!split) return out;
  // Options "8:1": exactly one agrees (to 1%), every other is a ratio that clearly does not.
  const values = split.options.map((o) => {
    const m = /^\s*(\d+(?:\.\d+)?)\s*[:：]\s*(\d+(?:\.\d+)?)\s*$/.exec(normalizeScienceText(o.text));
    return m && Number(m[2]) > 0 ? Number(m[1]) / Number(m[2]) : null;
  });
  if (values.some((v) => v === null)) return null;
  const hits = split.options.filter((_, i) => Math.abs(values[i]! / ratio - 1) < 0.01);
  const far = values.every((v) => Math.abs(v! / ratio - 1) < 0.01 || Math.abs(v! / ratio - 1) > 0.05);
  if (hits.length !== 1 || !far) return null;
  const pick = hits[0];
  return {
    ...out,
    problemType: 'choice',
    markdown: `${out.markdown}\n\n**对照选项**：比值为 $${r.latex}$，与选项 ${pick.letter}（${pick.text}）一致，其余选项都不符合。`,
    finalAnswer: `${pick.letter}（${out.finalAnswer}）`,
  };
}
