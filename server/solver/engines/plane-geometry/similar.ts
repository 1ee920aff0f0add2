import { im, solved } from '../../math/write/format';
import type { MathProblem } from '../../math/expression/types';
import { Rat } from '../../math/expression/rational';
import { ratOf } from '../statistics/plain';

/**
 * Similar triangles: lengths and perimeters go with the 相似比 k, areas with k² (「△ABC∽△DEF，相似比为 2:3，△ABC 的
 * 面积为 12，则 △DEF 的面积为＿」, 「面积比为 4:9，则周长比为＿」), and a line DE∥BC cutting △ABC (AD, DB told as
 * lengths or as a ratio) makes △ADE∽△ABC with k = AD/AB. The answer is checked by going back with 1/k.
 */

type Out = ReturnType<typeof solved>;

const NUM = '(\\d+(?:\\.\\d+)?)';

function sqrtRat(r: Rat): Rat | null {
  const a = Math.round(Math.sqrt(Number(r.n)));
  const b = Math.round(Math.sqrt(Number(r.d)));
  return BigInt(a * a) === r.n && BigInt(b * b) === r.d ? Rat.of(a, b) : null;
}

export function similar(t: string, mp: MathProblem): Out | null {
  const scaled = new RegExp(
    `^(?:已知|若)?△([A-Z]{3})∽△([A-Z]{3})[,，](?:且)?(?:它们的)?相似比(?:为|是)${NUM}:${NUM}[,，](?:若|且)?△([A-Z]{3})的(周长|面积)(?:为|是)${NUM}[,，](?:则)?△([A-Z]{3})的(周长|面积)(?:为|是|等于)＿$`,
  ).exec(t);
  if (scaled) {
    const [first, second] = [scaled[1], scaled[2]];
    const from = scaled[5];
    const to = scaled[8];
    if (scaled[6] !== scaled[9] || new Set([from, to]).size !== 2 || ![first, second].includes(from) || ![first, second].includes(to))
      return null;
    let k = (ratOf(scaled[3]) as Rat).div(ratOf(scaled[4]) as Rat);
    if (k.sign() <= 0) return null;
    if (from === second) k = k.inv();
    const f = scaled[6] === '面积' ? k.mul(k) : k;
    const given = ratOf(scaled[7]) as Rat;
    const v = given.div(f);
    if (!v.mul(f).eq(given)) return null;
    return solved(mp, {
      engine: 'plane-geometry:similar',
      idea: '相似三角形的周长比等于相似比，面积比等于相似比的平方。',
      steps: [
        `${im(`△${from}`)} 与 ${im(`△${to}`)} 的相似比为 ${im(k.toLatex())}，${scaled[6]}比为 ${im(f.toLatex())}。`,
        `${im(`△${to}`)} 的${scaled[6]} ${im(`${given.toLatex()}\\div ${f.toLatex()}=${v.toLatex()}`)}。`,
      ],
      finalAnswer: im(v.toLatex()),
      verificationNote: `反过来：${im(`${v.toLatex()}\\times ${f.toLatex()}=${given.toLatex()}`)}。`,
      value: { kind: 'numbers', values: [v.toNumber()] },
    });
  }
  const ratios = new RegExp(
    `^(?:已知)?两个相似三角形的(面积比|相似比|周长比)(?:为|是)${NUM}:${NUM}[,，](?:则)?(?:它们的|这两个三角形的)?(面积比|相似比|周长比)(?:为|是|等于)＿$`,
  ).exec(t);
  if (ratios) {
    const [told, asked] = [ratios[1], ratios[4]];
    if (told === asked || (told !== '面积比' && asked !== '面积比')) return null;
    const r = (ratOf(ratios[2]) as Rat).div(ratOf(ratios[3]) as Rat);
    const v = told === '面积比' ? sqrtRat(r) : r.mul(r);
    if (!v) return null;
    const back = told === '面积比' ? v.mul(v) : sqrtRat(v);
    if (!back?.eq(r)) return null;
    const shown = `${v.n}:${v.d}`;
    return solved(mp, {
      engine: 'plane-geometry:similar',
      idea: '相似三角形的周长比等于相似比，面积比等于相似比的平方。',
      steps: [
        told === '面积比'
          ? `${asked} ${im(`=\\sqrt{${r.toLatex()}}=${v.toLatex()}`)}。`
          : `面积比 ${im(`=(${r.toLatex()})^2=${v.toLatex()}`)}。`,
      ],
      finalAnswer: im(shown),
      verificationNote:
        told === '面积比'
          ? `${im(`(${v.toLatex()})^2=${r.toLatex()}`)}，与面积比相同。`
          : `${im(`\\sqrt{${v.toLatex()}}=${r.toLatex()}`)}，与已知比相同。`,
      value: { kind: 'numbers', values: [v.toNumber()] },
    });
  }
  return parallelCut(t, mp);
}

function parallelCut(t: string, mp: MathProblem): Out | null {
  const head =
    /^(?:如图[,，]?)?(?:在|已知)?△ABC中[,，](?:点D、E分别在AB、AC上[,，]DE∥BC|DE∥BC[,，](?:点D、E分别在AB、AC上|分别交AB、AC于点D、E|交AB于点D[,，]交AC于点E))[,，]/.exec(
      t,
    );
  if (!head) return null;
  const rest = t.slice(head[0].length);
  const lengths = new RegExp(`^AD=${NUM}[,，]DB=${NUM}[,，]DE=${NUM}[,，](?:则)?BC(?:的长)?(?:=|为|是)＿$`).exec(rest);
  if (lengths) {
    const [ad, db, de] = [1, 2, 3].map((i) => ratOf(lengths[i]) as Rat);
    const k = ad.div(ad.add(db));
    const bc = de.div(k);
    if (!bc.mul(ad).eq(de.mul(ad.add(db)))) return null;
    return solved(mp, {
      engine: 'plane-geometry:similar',
      idea: 'DE∥BC，所以 △ADE∽△ABC，对应边成比例：DE/BC = AD/AB。',
      steps: [
        `${im(`AB=${ad.toLatex()}+${db.toLatex()}=${ad.add(db).toLatex()}`)}，${im(`\\frac{${de.toLatex()}}{BC}=\\frac{${ad.toLatex()}}{${ad.add(db).toLatex()}}`)}，${im(`BC=${bc.toLatex()}`)}。`,
      ],
      finalAnswer: im(bc.toLatex()),
      verificationNote: `${im(`${de.toLatex()}:${bc.toLatex()}=${ad.toLatex()}:${ad.add(db).toLatex()}`)}，比例成立。`,
      value: { kind: 'numbers', values: [bc.toNumber()] },
    });
  }
  const ratio = new RegExp(`^AD:DB=${NUM}:${NUM}[,，](?:则)?△ADE与△ABC的(面积比|周长比|相似比)(?:为|是|等于)＿$`).exec(rest);
  if (ratio) {
    const [p, q] = [ratOf(ratio[1]) as Rat, ratOf(ratio[2]) as Rat];
    const k = p.div(p.add(q));
    const v = ratio[3] === '面积比' ? k.mul(k) : k;
    return solved(mp, {
      engine: 'plane-geometry:similar',
      idea: 'DE∥BC，所以 △ADE∽△ABC，相似比为 AD:AB，面积比为相似比的平方。',
      steps: [`${im(`AD:AB=${p.toLatex()}:(${p.toLatex()}+${q.toLatex()})=${k.toLatex()}`)}，${ratio[3]}为 ${im(v.toLatex())}。`],
      finalAnswer: im(`${v.n}:${v.d}`),
      verificationNote: `相似比 ${im(k.toLatex())} 的平方为 ${im(k.mul(k).toLatex())}。`,
      value: { kind: 'numbers', values: [v.toNumber()] },
    });
  }
  return null;
}
