import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { normalizeScienceText } from '../chem/normalize';
import { pickNumericOption } from '../choice';
import { clean, formatNumber } from '../format';
import { refused, solved } from '../outcome';
import { readAlternating } from './alternating-expression';
import { answerFromWorkedValues, type WorkedValue } from './worked-values-options';

/** The stem asks which statements are true or false. */
const STATEMENTS = /下列(?:说法|叙述|判断|结论|描述|各项|选项)|正确的是|错误的是|不正确的是/;

type Key = 'n1' | 'n2' | 'U1' | 'U2' | 'I1' | 'I2' | 'P' | 'R';
const NUM = String.raw`(\d+(?:\.\d+)?)(?:\s*[×x]\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?)?`;
const INFO: Record<Key, { name: string; tex: string; unit: string }> = {
  n1: { name: '原线圈匝数', tex: 'n_1', unit: '匝' },
  n2: { name: '副线圈匝数', tex: 'n_2', unit: '匝' },
  U1: { name: '原线圈电压', tex: 'U_1', unit: 'V' },
  U2: { name: '副线圈电压', tex: 'U_2', unit: 'V' },
  I1: { name: '原线圈电流', tex: 'I_1', unit: 'A' },
  I2: { name: '副线圈电流', tex: 'I_2', unit: 'A' },
  P: { name: '输入功率', tex: 'P', unit: 'W' },
  R: { name: '负载电阻', tex: 'R', unit: '\\Omega' },
};

/**
 * An ideal transformer with one secondary coil and one resistive load: U₁/U₂ = n₁/n₂, I₁/I₂ = n₂/n₁,
 * P₁ = P₂ = U₂I₂, I₂ = U₂/R. Every given is placed on the primary or secondary side by the words of its
 * clause; one quantity is asked. Null when the problem is not exactly that (lamps, several coils, a
 * sinusoidal expression, a circuit figure, a direct-current source that induces nothing…).
 */
export function solveTransformer(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  let t = normalizeScienceText(split ? split.stem : raw)
    .replace(/\^\{(-?\d+)\}/g, '^$1')
    .replace(/Ω|欧姆|欧/g, 'Ω')
    .replace(/\s+/g, ' ');
  if (!/理想变压器/.test(t)) return null;
  // A primary voltage given by its expression is its effective value; the frequency passes unchanged.
  const expressions = readAlternating(t);
  if (expressions.length > 1 || expressions.some((e) => e.symbol === 'i')) return null;
  const ac = expressions[0];
  if (ac) t = t.replace(ac.text, `电压为 ${clean(ac.peak / Math.SQRT2)} V `);
  t = placeSides(t);
  if (/图|灯|二极管|滑动|变阻器|串联|并联|电容|电感|sin|cos|\\sqrt|√|两个副线圈|多个|若|如果|电表|保险丝|输电|直流|恒定|电池/.test(t))
    return null;
  const clauses = t.split(/[，,。；;：:]/);
  const given = new Map<Key, number>();
  const ratio = /匝数(?:之)?比\s*(?:为|是)?\s*(?:n1\s*[:：]\s*n2\s*=)?\s*(\d+)\s*[:：]\s*(\d+)/.exec(t);
  let rest = t;
  if (ratio) {
    given.set('n1', Number(ratio[1]));
    given.set('n2', Number(ratio[2]));
    rest = rest.replace(ratio[0], ' ');
  }
  for (const clause of clauses) {
    for (const m of clause.matchAll(new RegExp(`${NUM}\\s*(匝|V|A|W|Ω|kW|kV|mA)(?![A-Za-z])`, 'g'))) {
      if (ratio?.[0].includes(m[0])) continue;
      const before = clause.slice(0, m.index);
      // "输入电压增加 20 V" is a change, not the voltage itself.
      if (/(?:增加|增大|升高|提高|上升|减少|减小|降低|下降|变化)了?\s*$/.test(before)) return null;
      // 「接在 220 V 的交流电源上」 with no coil named: a source feeds the primary.
      const fed = unit0(m[3]) === 'V' && /^\s*(?:接|连)(?:在|入|到|上)?\s*$/.test(before) && /电源/.test(clause);
      const primary = /原线圈|初级|输入/.test(before) || fed;
      const secondary = /副线圈|次级|输出/.test(before);
      const scale = /^k/.test(m[3]) ? 1e3 : m[3] === 'mA' ? 1e-3 : 1;
      const value = Number(m[1]) * 10 ** Number(m[2] ?? 0) * scale;
      const unit = m[3].replace(/^[km]/, '');
      let key: Key | undefined;
      if (unit === 'Ω') key = secondary ? 'R' : undefined;
      else if (unit === 'W') key = primary !== secondary || /功率/.test(before) ? 'P' : undefined;
      else if (primary === secondary) key = undefined;
      else key = (({ 匝: 'n', V: 'U', A: 'I' } as Record<string, string>)[unit] + (primary ? '1' : '2')) as Key;
      if (!key || given.has(key)) return null;
      given.set(key, value);
      rest = rest.replace(m[0], ' ');
    }
  }
  rest = rest
    .replace(/^\s*\d{1,3}\s*[.．、]\s*(?!\d)/, ' ')
    .replace(/[(（]\s*\d{1,2}\s*分\s*[)）]/g, ' ')
    .replace(/[nUIP]\s*_?\s*[12]/g, ' ');
  if (/\d/.test(rest)) return null;
  // The asked quantity, from the last clause.
  const q = clauses.filter((c) => c.trim()).at(-1) ?? '';
  const asks: [RegExp, Key][] = [
    [/副线圈.{0,6}电压|输出电压/, 'U2'],
    [/原线圈.{0,6}电压|输入电压/, 'U1'],
    [/副线圈.{0,6}电流|输出电流/, 'I2'],
    [/原线圈.{0,6}电流|输入电流/, 'I1'],
    [/功率/, 'P'],
    [/副线圈.{0,4}匝数/, 'n2'],
    [/原线圈.{0,4}匝数/, 'n1'],
  ];
  // A stem ending 「…，则」 leaves the whole ask to the options: each a statement of a value.
  const judged = split && (STATEMENTS.test(t) || /分别/.test(q) || /^\s*则?\s*$/.test(q) || (!ratio && /匝数(?:之)?比/.test(q)));
  const hit = asks.filter(([re]) => re.test(q));
  if (hit.length !== 1 && !judged) return null;
  // 「副线圈两端电压的频率为」「…的有效值和频率」: a quantity of the voltage other than its value is asked, or beside it
  if (!judged && /频率|周期|最大值|峰值|瞬时|表达式|相位/.test(q)) return null;
  const target: Key | null = judged ? null : hit[0][1];
  if (target && given.has(target)) return null;
  // Derive by the ideal-transformer relations until nothing changes; record each step.
  const v = new Map(given);
  const steps: string[] = [];
  const f = (x: number) => formatNumber(x, 6).latex;
  const rules: { out: Key; needs: Key[]; calc: () => number; tex: () => string }[] = [
    {
      out: 'U2',
      needs: ['U1', 'n1', 'n2'],
      calc: () => (v.get('U1')! * v.get('n2')!) / v.get('n1')!,
      tex: () => `U_2 = \\frac{n_2}{n_1}U_1 = \\frac{${f(v.get('n2')!)}}{${f(v.get('n1')!)}} \\times ${f(v.get('U1')!)}\\ \\mathrm{V}`,
    },
    {
      out: 'U1',
      needs: ['U2', 'n1', 'n2'],
      calc: () => (v.get('U2')! * v.get('n1')!) / v.get('n2')!,
      tex: () => `U_1 = \\frac{n_1}{n_2}U_2 = \\frac{${f(v.get('n1')!)}}{${f(v.get('n2')!)}} \\times ${f(v.get('U2')!)}\\ \\mathrm{V}`,
    },
    {
      out: 'I2',
      needs: ['U2', 'R'],
      calc: () => v.get('U2')! / v.get('R')!,
      tex: () => `I_2 = \\frac{U_2}{R} = \\frac{${f(v.get('U2')!)}}{${f(v.get('R')!)}}\\ \\mathrm{A}`,
    },
    {
      out: 'I1',
      needs: ['I2', 'n1', 'n2'],
      calc: () => (v.get('I2')! * v.get('n2')!) / v.get('n1')!,
      tex: () => `I_1 = \\frac{n_2}{n_1}I_2 = \\frac{${f(v.get('n2')!)}}{${f(v.get('n1')!)}} \\times ${f(v.get('I2')!)}\\ \\mathrm{A}`,
    },
    {
      out: 'I2',
      needs: ['I1', 'n1', 'n2'],
      calc: () => (v.get('I1')! * v.get('n1')!) / v.get('n2')!,
      tex: () => `I_2 = \\frac{n_1}{n_2}I_1 = \\frac{${f(v.get('n1')!)}}{${f(v.get('n2')!)}} \\times ${f(v.get('I1')!)}\\ \\mathrm{A}`,
    },
    {
      out: 'P',
      needs: ['U2', 'I2'],
      calc: () => v.get('U2')! * v.get('I2')!,
      tex: () => `P_1 = P_2 = U_2I_2 = ${f(v.get('U2')!)} \\times ${f(v.get('I2')!)}\\ \\mathrm{W}`,
    },
    {
      out: 'I2',
      needs: ['P', 'U2'],
      calc: () => v.get('P')! / v.get('U2')!,
      tex: () => `I_2 = \\frac{P_2}{U_2} = \\frac{${f(v.get('P')!)}}{${f(v.get('U2')!)}}\\ \\mathrm{A}`,
    },
    {
      out: 'n2',
      needs: ['n1', 'U1', 'U2'],
      calc: () => (v.get('n1')! * v.get('U2')!) / v.get('U1')!,
      tex: () => `n_2 = \\frac{U_2}{U_1}n_1 = \\frac{${f(v.get('U2')!)}}{${f(v.get('U1')!)}} \\times ${f(v.get('n1')!)}`,
    },
    {
      out: 'n1',
      needs: ['n2', 'U1', 'U2'],
      calc: () => (v.get('n2')! * v.get('U1')!) / v.get('U2')!,
      tex: () => `n_1 = \\frac{U_1}{U_2}n_2 = \\frac{${f(v.get('U1')!)}}{${f(v.get('U2')!)}} \\times ${f(v.get('n2')!)}`,
    },
  ];
  for (let round = 0; round < 6 && !(target && v.has(target)); round++) {
    for (const r of rules) {
      if (v.has(r.out) || !r.needs.every((k) => v.has(k))) continue;
      const x = r.calc();
      if (!(x > 0) || !Number.isFinite(x)) return null;
      steps.push(`$${r.tex()} = ${f(x)}${r.out.startsWith('n') ? '' : `\\ \\mathrm{${INFO[r.out].unit}}`}$`);
      v.set(r.out, x);
      if (r.out === target) break;
    }
  }
  if (target && !v.has(target)) return null;
  if (!target && v.has('U1') && v.has('U2') && !v.has('n1')) {
    steps.push(`$n_1 : n_2 = U_1 : U_2 = ${f(v.get('U1')!)} : ${f(v.get('U2')!)} = ${f(v.get('U1')! / v.get('U2')!)} : 1$`);
  }
  // Every given was used (else it was misread), and the relations hold together.
  const usedText = steps.join(' ');
  for (const k of given.keys()) if (!usedText.includes(INFO[k].tex) && !(k === 'P' && usedText.includes('P_2'))) return null;
  const has = (...ks: Key[]) => ks.every((k) => v.has(k));
  if (has('U1', 'U2', 'n1', 'n2') && Math.abs(v.get('U1')! / v.get('U2')! - v.get('n1')! / v.get('n2')!) > 1e-9) return null;
  if (
    has('U1', 'U2', 'I1', 'I2') &&
    Math.abs(v.get('U1')! * v.get('I1')! - v.get('U2')! * v.get('I2')!) > 1e-6 * v.get('U1')! * v.get('I1')!
  )
    return null;
  if (!target) return split ? judgeOptions(raw, split, v, ac ? ac.omega / (2 * Math.PI) : null, steps) : null;
  const result = v.get(target)!;
  if (target.startsWith('n') && Math.abs(result - Math.round(result)) > 1e-9) return null;
  const shown = formatNumber(result, 4);
  const unit = target.startsWith('n') ? '' : `\\ \\mathrm{${INFO[target].unit}}`;
  const answer = `$${INFO[target].tex} ${shown.approx ? '\\approx' : '='} ${shown.latex}${unit}$`;
  const markdown = [
    '**思路**：理想变压器 $\\frac{U_1}{U_2} = \\frac{n_1}{n_2}$，$\\frac{I_1}{I_2} = \\frac{n_2}{n_1}$，输入功率等于输出功率 $P_1 = P_2$。',
    '',
    ...steps.flatMap((s) => [s, '']),
    `**检验**：$U_1I_1 = U_2I_2$、$\\frac{U_1}{U_2} = \\frac{n_1}{n_2}$ 均成立（能求出的量已代入核对）。`,
    '',
    `**答**：${INFO[target].name}为 ${answer}。`,
  ].join('\n');
  const out = solved('physics', 'offline:physics', markdown, answer, '已用理想变压器的电压比、电流比和功率关系核对');
  if (!split) return out;
  const picked = pickNumericOption(out, split);
  if (!('refuse' in picked)) return picked.outcome;
  // Options the plain reader does not take (「$0.2 \sqrt{2} A$」) are read as worked values.
  return (
    judgeOptions(raw, split, v, ac ? ac.omega / (2 * Math.PI) : null, steps) ??
    refused('physics', `${picked.refuse}可以请老师帮忙核对。`, 'choice')
  );
}

const unit0 = (u: string) => u.replace(/^[km]/, '');

/** The ideal transformer's worked values, each by the words an option names it with. */
function judgeOptions(raw: string, split: ChoiceSplit, v: Map<Key, number>, frequency: number | null, steps: string[]) {
  const words: Partial<Record<Key, RegExp>> = {
    U1: /原线圈(?:两端)?(?:的)?(?:输入)?电压|输入电压/,
    U2: /副线圈(?:两端)?(?:的)?(?:输出)?电压|输出电压|电阻\s*\$?\s*R?\s*\$?\s*两端的电压/,
    I1: /原线圈(?:中)?(?:的)?电流|输入电流/,
    I2: /副线圈(?:中)?(?:的)?电流|输出电流|(?:通过|流过)(?:该)?电阻\s*\$?\s*R?\s*\$?\s*的电流/,
    P: /输入功率|输出功率|消耗的(?:电)?功率/,
  };
  const values: WorkedValue[] = [];
  for (const [k, re] of Object.entries(words) as [Key, RegExp][]) {
    const x = v.get(k);
    if (x !== undefined) values.push({ name: INFO[k].name, words: re, value: x, unit: INFO[k].unit });
  }
  const [U1, U2] = [v.get('U1'), v.get('U2')];
  // 「副线圈与原线圈的匝数比」, 「n_2: n_1」: the ratio taken the other way is not read.
  const reversed = /副[^，,。；;]{0,8}原[^，,。；;]{0,8}匝数|n\s*_?\s*\{?\s*2\s*\}?\s*[:：∶]\s*n\s*_?\s*\{?\s*1/.test(
    normalizeScienceText(raw),
  );
  if (U1 && U2 && !reversed)
    values.push({ name: '原、副线圈匝数比 $n_1 : n_2$', words: /匝数(?:之)?比/, value: U1 / U2, ratio: true, order: ['1', '2'] });
  if (frequency !== null) values.push({ name: '频率（变压器不改变频率）', words: /频率/, value: frequency, unit: 'Hz' });
  return answerFromWorkedValues(
    raw,
    split,
    values,
    '理想变压器 $\\frac{U_1}{U_2} = \\frac{n_1}{n_2}$，$\\frac{I_1}{I_2} = \\frac{n_2}{n_1}$，输入功率等于输出功率，交流电的频率不变；电压、电流都指有效值。',
    steps,
  );
}

/**
 * Words that place a value on a side without naming the coil: "将 220 V 交变电流改变为 110 V" (input,
 * output), and a turn count written without 匝 ("原线圈匝数为 800").
 */
function placeSides(t: string): string {
  return t
    .replace(
      /将\s*(\d+(?:\.\d+)?)\s*V\s*(?:的)?\s*(?:正弦式?)?(?:交变|交流)?(?:电流|电压|电)?\s*(?:改变|变换|变|降|升)(?:压)?(?:为|成|到)\s*(\d+(?:\.\d+)?)\s*V/g,
      '原线圈电压为 $1 V，副线圈电压为 $2 V',
    )
    .replace(/([原副])线圈(?:的)?匝数\s*(?:为|是)\s*(\d+)(?!\s*(?:\d|匝|\.\d))/g, '$1线圈匝数为 $2 匝');
}
