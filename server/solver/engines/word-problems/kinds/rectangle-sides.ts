import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem, type Qty } from '../read';
import { convert, type Unit, UNITS } from '../units';

type Side = '长' | '宽';

/** 长 = a × 宽 + b, whichever side the text names first. */
interface Relation {
  a: Rat;
  b: Rat;
  used: Qty;
  words: string;
}

const METRE = UNITS.get('米') as Unit;
const SQUARE_METRE = UNITS.get('平方米') as Unit;

/** The side a clause speaks of: named at its start, or (「长是9厘米，等于宽的1.5倍」) the one of the clause before. */
function subjectOf(p: Problem, c: number): Side | null {
  const m = /^(?:(?:一个|这个|有一个)?长方形的|它的|其中)?(长|宽)(?!方)/.exec(p.clauses[c]);
  if (m) return m[1] as Side;
  if (/^(?:是|等于|相当于|正好是|恰好是|比)/.test(p.clauses[c]) && c > 0) return subjectOf(p, c - 1);
  return null;
}

/**
 * The relation of the sides: 「长是宽的3倍」「宽是长的2/3」「长比宽多3厘米」「宽比长短2米」, turned into 长 = a × 宽 + b.
 * Null unless exactly one clause tells one.
 */
function relationOf(p: Problem, nums: Qty[]): Relation | null {
  const found: Relation[] = [];
  for (const q of nums) {
    const clause = p.clauses[q.clause];
    const before = clause.slice(0, q.start - p.offsets[q.clause]);
    const subject = subjectOf(p, q.clause);
    if (!subject) continue;
    const object: Side = subject === '长' ? '宽' : '长';
    if ((q.kind === 'multiple' || (q.kind === 'fraction' && !q.unit && !q.measure)) && before.endsWith(`${object}的`)) {
      // subject = k × object
      if (!p.clauses[q.clause].slice(q.end - p.offsets[q.clause]).match(/^$/)) return null;
      const k = q.value;
      found.push(
        subject === '长'
          ? { a: k, b: Rat.ZERO, used: q, words: `长是宽的${q.raw}` }
          : { a: Rat.ONE.div(k), b: Rat.ZERO, used: q, words: `宽是长的${q.raw}` },
      );
    } else if (q.kind === 'plain' && q.unit?.dim === 'length') {
      const d = new RegExp(`比${object}(多|少|长|短)$`).exec(before);
      if (!d || clause.slice(q.end - p.offsets[q.clause]) !== '') continue;
      const more = d[1] === '多' || d[1] === '长';
      const v = convert(q.value, q.unit, METRE) as Rat;
      // subject = object ± d
      const signed = more ? v : v.neg();
      found.push(
        subject === '长'
          ? { a: Rat.ONE, b: signed, used: q, words: `长比宽${d[1]}${q.raw}` }
          : { a: Rat.ONE, b: signed.neg(), used: q, words: `宽比长${d[1]}${q.raw}` },
      );
    }
  }
  return found.length === 1 ? found[0] : null;
}

/**
 * 长方形的长和宽 from their relation and one more fact (三年级 周长, 和倍/和差 in a figure): the perimeter
 * (「周长是48米，长是宽的3倍」 → 宽 = 48 ÷ 2 ÷ (3 + 1)) or one side (「长是9厘米，是宽的1.5倍」 → 宽 = 9 ÷ 1.5); the 长, the
 * 宽, the perimeter or the area asked.
 */
export function rectangleSidesKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !/长方形/.test(p.text) || /正方形|长方体|正方体|圆|三角形|梯形|平行四边形/.test(p.text)) return null;
  if (/增加|减少|扩大|缩小|延长|缩短|剪|截|围|靠墙|篱笆|每/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 2 || nums.some((q) => q.clause === p.ask.clause)) return null;
  const rel = relationOf(p, nums);
  if (!rel) return null;
  const fact = nums.find((q) => q !== rel.used);
  if (fact?.kind !== 'plain' || fact.unit?.dim !== 'length') return null;
  const factText = p.clauses[fact.clause].slice(0, fact.start - p.offsets[fact.clause]);
  if (p.clauses[fact.clause].slice(fact.end - p.offsets[fact.clause]) !== '') return null;
  const told = convert(fact.value, fact.unit, METRE) as Rat;
  let length: Rat;
  let width: Rat;
  const steps: string[] = [];
  const lenUnit = fact.unit;
  const show = (v: Rat) => numTex(convert(v, METRE, lenUnit) as Rat);
  if (/周长(?:是|为|有)?$/.test(factText)) {
    // 长 + 宽 = 周长 ÷ 2, and 长 = a × 宽 + b
    const half = told.div(Rat.of(2));
    width = half.sub(rel.b).div(rel.a.add(Rat.ONE));
    length = rel.a.mul(width).add(rel.b);
    steps.push(`**长与宽的和** 周长 ÷ 2：$${show(told)} \\div 2 = ${show(half)}$（${lenUnit.name}）`);
    steps.push(
      rel.b.isZero()
        ? `**求宽** ${rel.words}，长与宽的和是宽的 $${numTex(rel.a.add(Rat.ONE))}$ 倍：宽 $= ${show(half)} \\div ${numTex(rel.a.add(Rat.ONE))} = ${show(width)}$（${lenUnit.name}）`
        : `**求宽** ${rel.words}：宽 $= (${show(half)} ${rel.b.sign() > 0 ? '-' : '+'} ${show(rel.b.abs())}) \\div 2 = ${show(width)}$（${lenUnit.name}）`,
    );
    steps.push(`**求长** 长 $= ${show(length)}$（${lenUnit.name}）`);
  } else {
    const side = subjectOf(p, fact.clause);
    if (!side || !new RegExp(`${side}(?:是|为|有)?$`).test(factText.replace(/^(?:(?:一个|这个|有一个)?长方形的|它的|其中)/, '')))
      return null;
    if (side === '长') {
      length = told;
      width = length.sub(rel.b).div(rel.a);
      steps.push(`**求宽** ${rel.words}，长是 $${show(length)}$ ${lenUnit.name}：宽 $= ${show(width)}$（${lenUnit.name}）`);
    } else {
      width = told;
      length = rel.a.mul(width).add(rel.b);
      steps.push(`**求长** ${rel.words}，宽是 $${show(width)}$ ${lenUnit.name}：长 $= ${show(length)}$（${lenUnit.name}）`);
    }
  }
  if (width.sign() <= 0 || length.sign() <= 0 || length.cmp(width) < 0) return null;
  // check: the relation and the fact hold again with the sides found
  if (!rel.a.mul(width).add(rel.b).eq(length)) return null;
  const ask = p.ask.text;
  const askUnit = p.ask.unit ?? (p.ask.dim === 'length' || !p.ask.dim ? lenUnit : null);
  if (!askUnit) return null;
  let answer: Rat | null;
  let unit: Unit;
  if (/面积/.test(ask)) {
    if (askUnit.dim !== 'area') return null;
    const area = length.mul(width);
    answer = convert(area, SQUARE_METRE, askUnit);
    unit = askUnit;
    steps.push(`**求面积** 长 × 宽 $= ${show(length)} \\times ${show(width)}$，即 $${numTex(answer as Rat)}$ ${askUnit.name}`);
  } else {
    if (askUnit.dim !== 'length') return null;
    const which = /周长/.test(ask)
      ? '周长'
      : /长方形的长(?!方)|(?:^|的)长(?:是|为|有)?(?:多少|几)|^长(?!方)/.test(ask)
        ? '长'
        : /宽/.test(ask)
          ? '宽'
          : null;
    if (!which) return null;
    const v = which === '周长' ? length.add(width).mul(Rat.of(2)) : which === '长' ? length : width;
    answer = convert(v, METRE, askUnit);
    unit = askUnit;
    if (which === '周长') steps.push(`**求周长** $(${show(length)} + ${show(width)}) \\times 2 = ${show(v)}$（${lenUnit.name}）`);
  }
  if (!answer) return null;
  return {
    kind: 'rectangle-sides',
    idea: '长方形的周长 = (长 + 宽) × 2，所以长与宽的和是周长的一半；再按长与宽的关系（倍数或相差）求出长和宽。',
    steps,
    answer,
    unit: unit.name,
    form: 'number',
    used: nums,
    check: `长 $${show(length)}$、宽 $${show(width)}$（${lenUnit.name}）：${rel.words}成立，题中给出的${/周长/.test(factText) ? '周长' : '边长'}也对得上。`,
  };
}
