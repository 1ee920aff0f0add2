import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';

/**
 * 三角形的内角和是180°（四年级下册）: the third angle from two, the other acute angle of a right triangle, the base
 * angle of an isosceles triangle from its apex angle (and back), and the angles of a triangle told as a ratio
 * (按比分配 of 180°). Every answer is checked by adding the three angles back to 180°.
 */

const DEG = /(\d+(?:\.\d+)?)(?:度|°)/g;
const OTHER_FIGURES = /四边形|多边形|梯形|平行|外角|折|剪|拼|钟|时针|分针|圆|扇形|正方形|长方形|射线|平角|周角/;
const HALF = Rat.of(180);

interface Found {
  answer: Rat;
  angles: [Rat, Rat, Rat];
  steps: string[];
  used: Qty[];
}

function degrees(p: Problem): Qty[] | null {
  const out: Qty[] = [];
  for (const m of p.text.matchAll(DEG)) {
    const q = p.qs.find((x) => x.start === m.index);
    if (q?.kind !== 'plain' || q.unit || q.measure) return null;
    out.push(q);
  }
  return out;
}

function fromRatio(p: Problem): Found | null {
  const m = /三(?:个)?(?:内)?角(?:的)?(?:度数)?(?:的)?比(?:是|为)(\d+)[:：∶](\d+)[:：∶](\d+)(?![:：∶\d])/.exec(p.text);
  if (!m) return null;
  const first = m.index + m[0].length - (m[1].length + m[2].length + m[3].length + 2);
  const starts = [first, first + m[1].length + 1, first + m[1].length + m[2].length + 2];
  const qs = starts.map((s) => p.qs.find((q) => q.start === s) ?? null);
  if (qs.some((q) => q?.kind !== 'plain' || q.unit || q.measure || q.value.sign() <= 0)) return null;
  const parts = (qs as Qty[]).map((q) => q.value);
  const max = /最大|最长/.test(p.ask.text);
  const min = /最小|最短/.test(p.ask.text);
  if (max === min) return null;
  const sum = parts.reduce((s, x) => s.add(x), Rat.ZERO);
  const angles = parts.map((x) => HALF.mul(x).div(sum)) as [Rat, Rat, Rat];
  const pick = parts.reduce((best, x) => (max ? (x.cmp(best) > 0 ? x : best) : x.cmp(best) < 0 ? x : best));
  const answer = HALF.mul(pick).div(sum);
  return {
    answer,
    angles,
    steps: [
      `**分析数量关系** 三角形的内角和是 $180^\\circ$，三个角的比是 $${parts.map(numTex).join(':')}$，${max ? '最大' : '最小'}的角占 $${numTex(pick)}$ 份，共 $${parts.map(numTex).join('+')} = ${numTex(sum)}$ 份。`,
      `**列式计算** $180 \\times \\frac{${numTex(pick)}}{${numTex(sum)}} = ${numTex(answer)}$（度）`,
    ],
    used: qs as Qty[],
  };
}

function fromAngles(p: Problem, degs: Qty[]): Found | null {
  const ask = p.ask.text;
  const right = /直角三角形/.test(p.text);
  const isosceles = /等腰三角形/.test(p.text);
  if (right && isosceles) return null;
  if (degs.length === 1) {
    const a = degs[0].value;
    if (right && /另一个锐角|另一个角/.test(ask)) {
      if (a.cmp(Rat.of(90)) >= 0) return null;
      const answer = Rat.of(90).sub(a);
      return {
        answer,
        angles: [Rat.of(90), a, answer],
        steps: [
          '**分析数量关系** 直角三角形中有一个角是 $90^\\circ$，两个锐角的和是 $180^\\circ - 90^\\circ = 90^\\circ$。',
          `**列式计算** $90 - ${numTex(a)} = ${numTex(answer)}$（度）`,
        ],
        used: degs,
      };
    }
    if (!isosceles) return null;
    const apexGiven = new RegExp(`顶角(?:的度数)?(?:是|为)?${degs[0].raw}`).test(p.text.replace(/[度°]/g, ''));
    const baseGiven = new RegExp(`底角(?:的度数)?(?:是|为)?${degs[0].raw}`).test(p.text.replace(/[度°]/g, ''));
    if (apexGiven === baseGiven) return null;
    if (apexGiven && /底角/.test(ask) && !/顶角/.test(ask)) {
      if (a.cmp(HALF) >= 0) return null;
      const answer = HALF.sub(a).div(Rat.of(2));
      return {
        answer,
        angles: [a, answer, answer],
        steps: [
          '**分析数量关系** 等腰三角形的两个底角相等，三个角的和是 $180^\\circ$。',
          `**列式计算** $(180 - ${numTex(a)}) \\div 2 = ${numTex(answer)}$（度）`,
        ],
        used: degs,
      };
    }
    if (baseGiven && /顶角/.test(ask) && !/底角/.test(ask)) {
      if (a.cmp(Rat.of(90)) >= 0) return null;
      const answer = HALF.sub(a.mul(Rat.of(2)));
      return {
        answer,
        angles: [answer, a, a],
        steps: [
          '**分析数量关系** 等腰三角形的两个底角相等，三个角的和是 $180^\\circ$。',
          `**列式计算** $180 - ${numTex(a)} \\times 2 = ${numTex(answer)}$（度）`,
        ],
        used: degs,
      };
    }
    return null;
  }
  if (degs.length === 2 && !right && !isosceles && /第三个?角|另一个角/.test(ask)) {
    const [a, b] = degs.map((q) => q.value);
    const answer = HALF.sub(a).sub(b);
    if (answer.sign() <= 0) return null;
    return {
      answer,
      angles: [a, b, answer],
      steps: [
        '**分析数量关系** 三角形的内角和是 $180^\\circ$，用 $180^\\circ$ 减去已知的两个角。',
        `**列式计算** $180 - ${numTex(a)} - ${numTex(b)} = ${numTex(answer)}$（度）`,
      ],
      used: degs,
    };
  }
  return null;
}

export function triangleAnglesKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/三角形/.test(p.text) || OTHER_FIGURES.test(p.text)) return null;
  if (!/度|角/.test(p.ask.text) || !/多少|几/.test(p.ask.text)) return null;
  const degs = degrees(p);
  if (!degs) return null;
  const found = degs.length === 0 ? fromRatio(p) : fromAngles(p, degs);
  if (!found) return null;
  // 「两个内角」「三个角」 count the angles: no amounts
  const counts = (q: Qty) => q.chinese && /^个?(?:内)?角/.test(p.text.slice(q.start + q.raw.length));
  if (p.qs.some((q) => !isOptional(q) && !counts(q) && !found.used.includes(q))) return null;
  const [x, y, z] = found.angles;
  if (!x.add(y).add(z).eq(HALF) || [x, y, z].some((v) => v.sign() <= 0)) return null;
  return {
    kind: 'triangle-angles',
    idea: '三角形的内角和是 $180^\\circ$。',
    steps: found.steps,
    answer: found.answer,
    unit: '度',
    form: 'number',
    decimal: true,
    used: [...found.used, ...p.qs.filter(counts)],
    check: `验算：三个角 $${numTex(x)}^\\circ + ${numTex(y)}^\\circ + ${numTex(z)}^\\circ = 180^\\circ$。`,
  };
}
