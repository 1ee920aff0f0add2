import type { Refused, Solved } from '../../types';
import { formatNumber } from '../format';
import { refused, solvedSteps } from '../outcome';
import { questionPart } from '../question';
import { strongAcidBase } from './dissolved-ions';
import type { Species } from './formula';
import { looseNumbers } from './loose-numbers';
import { withoutGivenWeights } from './mentions';
import { findSolutions, type SolutionMention } from './solution-text';

const ENGINE = 'offline:chemistry:ph';
const show = (x: number) => formatNumber(x).latex;
const sign = (x: number) => (formatNumber(x).approx ? '\\approx' : '=');
/** Room temperature, where Kw = 1×10⁻¹⁴: needed whenever OH⁻ is turned into a pH. */
/** 「25 °C」 as typed or typeset (「25^{\circ} \mathrm{C}」 normalises to 「25^{°} C」). */
const TWENTY_FIVE = /(?<![\d.])25\s*(?:\^\s*\{?\s*°\s*\}?\s*C|°\s*C|℃|摄氏度)/g;
const ROOM = new RegExp(`常温|室温|${TWENTY_FIVE.source}`);
const WEAK =
  /醋酸|乙酸|氨水|碳酸(?![钠钾钙氢])|氢氟酸|次氯酸|磷酸(?![钠钾二氢一])|亚硫酸|草酸|(?<![A-Za-z0-9])(?:CH3COOH|NH3|H2CO3|HF|HClO|H2S|H3PO4|H2SO3|H2C2O4)(?![A-Za-z0-9])/;
/** Past this the water's own ions matter and the simple formula no longer holds. */
const NEAR_NEUTRAL = 1e-6;

interface Side {
  solute: Species;
  kind: 'acid' | 'base';
  per: number;
  /** mol/L of H⁺ or OH⁻. */
  ions: number;
  volume?: number;
  from: string;
}

/**
 * pH of solutions of strong acids and bases as the textbook computes it: a given concentration
 * (pH = −lg c(H⁺), and at room temperature c(H⁺) = 10⁻¹⁴ / c(OH⁻)), dilution by a factor (the ions' concentration
 * falls by that factor), an acid and a base mixed (equal volumes or given volumes, volumes taken as additive),
 * and the concentration of a strong acid or base from its pH. Weak acids and bases, salts and dilution that
 * comes near pH 7 are refused; a base needs 常温 / 25 °C.
 */
export function solvePh(text: string): Solved | Refused | null {
  const plain = withoutGivenWeights(text);
  const q = questionPart(plain).text;
  const asksPh = /pH\s*(?:值)?\s*(?:为|是|约为|等于)?\s*(?:多少|$|[(（?？])/.test(q.trim()) || /的\s*pH\s*(?:值)?\s*$/.test(q.trim());
  const givenPh = /pH\s*=\s*(\d+(?:\.\d+)?)/.exec(plain);
  const asksC = /物质的量浓度/.test(q) && givenPh;
  if (!asksPh && !asksC) return null;
  const solutions = findSolutions(plain);
  if (solutions.length === 0) return null;
  if (WEAK.test(plain))
    return refused(
      'chemistry',
      '题目涉及弱酸或弱碱，它们在水中只部分电离，c(H⁺) 或 c(OH⁻) 不等于按浓度算出的值，需要电离常数才能计算，为避免算错，暂不作答。',
    );
  const numbers = looseNumbers(plain.replace(TWENTY_FIVE, ' ')).length;
  const sides: Side[] = [];
  for (const s of solutions) {
    const side = sideOf(s);
    if (!side) return refused('chemistry', `没能确定 $${s.solute.latex}$ 是不是完全电离的强酸或强碱，为避免算错，暂不作答。`);
    sides.push(side);
  }
  const room = ROOM.test(plain);
  if (asksC && givenPh) return fromPh(Number(givenPh[1]), sides, room, numbers, q);
  // Neither a concentration nor a pH: nothing to compute from (「c(H⁺) = 10⁻³ mol/L 的盐酸」 is not read yet).
  if (!givenPh && sides.some((x) => !x.ions)) return null;
  const lines: string[] = [];
  let h: number;
  if (sides.length === 1) {
    const s = sides[0];
    let ions = s.ions;
    let used = 1 + (s.volume !== undefined ? 1 : 0);
    if (givenPh) {
      if (s.ions && Number.isFinite(s.ions)) return null;
      const p = Number(givenPh[1]);
      if (s.kind === 'base' && !room) return needRoom();
      ions = s.kind === 'acid' ? 10 ** -p : 10 ** (p - 14);
      lines.push(`pH = ${p} 的${s.from}中 $c(${s.kind === 'acid' ? 'H^+' : 'OH^-'}) = ${show(ions)}\\ \\mathrm{mol/L}$。`, '');
    } else {
      lines.push(
        `$${s.solute.latex}$ 是强${s.kind === 'acid' ? '酸' : '碱'}，完全电离：$c(${s.kind === 'acid' ? 'H^+' : 'OH^-'}) = ${s.per === 1 ? '' : `${s.per} \\times `}${show(ions / s.per)}\\ \\mathrm{mol/L} = ${show(ions)}\\ \\mathrm{mol/L}$。`,
        '',
      );
    }
    const factor = dilutionFactor(plain);
    if (factor === 'unclear') return refused('chemistry', '没能读懂溶液稀释到多少，为避免算错，暂不作答。');
    if (factor) {
      ions /= factor.k;
      used += factor.numbers;
      lines.push(`稀释 ${show(factor.k)} 倍后 $c(${s.kind === 'acid' ? 'H^+' : 'OH^-'}) = ${show(ions)}\\ \\mathrm{mol/L}$。`, '');
    } else if (/稀释|加水|混合|加入|通入/.test(plain)) return null;
    if (numbers !== used) return refused('chemistry', '题目中还有没用上的数据，为避免算错，暂不作答。');
    if (ions < NEAR_NEUTRAL) return nearNeutral();
    if (s.kind === 'base' && !room) return needRoom();
    h = s.kind === 'acid' ? ions : 1e-14 / ions;
  } else if (sides.length === 2) {
    const acid = sides.find((x) => x.kind === 'acid');
    const base = sides.find((x) => x.kind === 'base');
    if (!acid || !base || !/混合/.test(plain)) return null;
    // 「pH = 2 的盐酸与 pH = 12 的 NaOH 溶液混合」: read only with both concentrations written.
    if (givenPh || !acid.ions || !base.ions) return null;
    const equal = /等体积/.test(plain);
    if (!equal && (acid.volume === undefined || base.volume === undefined)) return null;
    const va = equal ? 1 : acid.volume!;
    const vb = equal ? 1 : base.volume!;
    if (numbers !== (equal ? 2 : 4)) return refused('chemistry', '题目中还有没用上的数据，为避免算错，暂不作答。');
    const nh = acid.ions * va;
    const noh = base.ions * vb;
    const v = va + vb;
    const vol = equal ? 'V' : `${show(va)}\\ \\mathrm{L}`;
    lines.push(
      `$n(H^+) = ${show(acid.ions)}\\ \\mathrm{mol/L} \\times ${vol}$，$n(OH^-) = ${show(base.ions)}\\ \\mathrm{mol/L} \\times ${equal ? 'V' : `${show(vb)}\\ \\mathrm{L}`}$，混合后体积 ${equal ? '$2V$' : `$${show(v)}\\ \\mathrm{L}$`}（忽略混合时体积的变化）。`,
      '',
    );
    if (!room) return needRoom();
    const excess = (nh - noh) / v;
    if (Math.abs(excess) < NEAR_NEUTRAL) {
      if (Math.abs(nh - noh) > 1e-12 * Math.max(nh, noh)) return nearNeutral();
      lines.push('$H^+$ 与 $OH^-$ 恰好完全中和，溶液呈中性。', '');
      return done(lines, 7);
    }
    lines.push(
      excess > 0
        ? `酸过量：$c(H^+) = \\frac{${show(acid.ions)} ${equal ? '' : `\\times ${show(va)}`} - ${show(base.ions)} ${equal ? '' : `\\times ${show(vb)}`}}{${equal ? 2 : show(v)}} ${sign(excess)} ${show(excess)}\\ \\mathrm{mol/L}$`
        : `碱过量：$c(OH^-) = \\frac{${show(base.ions)} ${equal ? '' : `\\times ${show(vb)}`} - ${show(acid.ions)} ${equal ? '' : `\\times ${show(va)}`}}{${equal ? 2 : show(v)}} ${sign(-excess)} ${show(-excess)}\\ \\mathrm{mol/L}$`,
      '',
    );
    h = excess > 0 ? excess : 1e-14 / -excess;
  } else return null;
  return done(lines, -Math.log10(h), h);
}

function sideOf(s: SolutionMention): Side | null {
  const ab = strongAcidBase(s.solute);
  if (!ab) return null;
  const c = s.concentration;
  return {
    solute: s.solute,
    kind: ab.kind,
    per: ab.per,
    ions: c === undefined ? 0 : c * ab.per,
    volume: s.volume,
    from: s.label === '盐酸' ? '盐酸' : `$${s.solute.latex}$ 溶液`,
  };
}

/** 「稀释 100 倍」, 「稀释到原体积的 10 倍」, 「加水稀释 10^{3} 倍」 (the volume becomes k times). */
function dilutionFactor(text: string): { k: number; numbers: number } | 'unclear' | null {
  const m = /稀释\s*(?:到|至)?\s*(?:原(?:来)?(?:体积)?的)?\s*(\d+)\s*(?:\^\s*\{?\s*(\d+)\s*\}?)?\s*倍/.exec(text);
  if (!m) return /稀释/.test(text) ? 'unclear' : null;
  return { k: Number(m[1]) ** Number(m[2] ?? 1), numbers: 1 };
}

/** 「pH = 13 的 Ba(OH)2 溶液的物质的量浓度」: c(OH⁻) = 10^(pH−14), the base's c = c(OH⁻)/count. */
function fromPh(p: number, sides: Side[], room: boolean, numbers: number, q: string): Solved | Refused | null {
  if (sides.length !== 1 || numbers !== 1) return null;
  const s = sides[0];
  if (/H\^\s*\{?\+|OH\^\s*\{?-/.test(q)) return null;
  if (s.kind === 'base' && !room) return needRoom();
  const ions = s.kind === 'acid' ? 10 ** -p : 10 ** (p - 14);
  const c = ions / s.per;
  const ion = s.kind === 'acid' ? 'H^+' : 'OH^-';
  const lines = [
    s.kind === 'acid'
      ? `$c(H^+) = 10^{-\\mathrm{pH}} = ${show(ions)}\\ \\mathrm{mol/L}$`
      : `常温下 $c(OH^-) = \\frac{K_w}{c(H^+)} = \\frac{10^{-14}}{10^{-${p}}} = ${show(ions)}\\ \\mathrm{mol/L}$`,
    '',
    `$${s.solute.latex}$ 完全电离，每个电离出 ${s.per} 个 $${ion}$：$c(${s.solute.latex}) = \\frac{${show(ions)}}{${s.per}} ${sign(c)} ${show(c)}\\ \\mathrm{mol/L}$`,
  ];
  const answer = `$c(${s.solute.latex}) ${sign(c)} ${show(c)}\\ \\mathrm{mol/L}$`;
  return solvedSteps('chemistry', ENGINE, lines, answer, '已由 pH 求出离子浓度，再按电离出的离子个数换算');
}

function done(lines: string[], ph: number, h?: number): Solved {
  const p = Number(ph.toFixed(10));
  if (h !== undefined) lines.push(`$\\mathrm{pH} = -\\lg c(H^+) = -\\lg ${show(h)} ${sign(p)} ${show(p)}$`);
  // Checked another way: 10^(−pH) gives back the H⁺ concentration.
  if (h !== undefined && Math.abs(10 ** -p / h - 1) > 1e-6) throw new Error('pH check failed');
  const answer = `$\\mathrm{pH} ${sign(p)} ${show(p)}$`;
  return solvedSteps('chemistry', ENGINE, lines, answer, '已由 c(H⁺) 计算 pH，并用 10^(−pH) 反算核对');
}

const needRoom = () => refused('chemistry', '由 c(OH⁻) 求 pH 要用水的离子积 Kw，它随温度变化；题目没有说明是常温（25 °C），无法确定 pH。');
const nearNeutral = () =>
  refused(
    'chemistry',
    '溶液中酸或碱的浓度已经很小，水本身电离出的 H⁺ 或 OH⁻ 不能忽略，pH 只能说接近 7，不能用简单公式计算，为避免算错，暂不作答。',
  );
