import { Rat } from '../../../math/expression/rational';
import type { Model } from '../model';
import { numTex, type Problem } from '../read';
import { convert, type Unit } from '../units';
import { quantitiesIn, SMALL_NUMBER, smallNumber } from './spans';

/**
 * 锯木头 (植树问题 of one straight piece, neither end cut): cuts = pieces − 1, as textbooks and contests both ask it —
 * 「一根30厘米长的木条，要锯成5厘米的小段，需要锯几次？」 (pieces = 30 ÷ 5), 「锯一次要3分钟，锯成4段，一共锯了几分钟？」,
 * 「锯了6次，锯成了几段？」. One piece is cut at a time (a ring, a fold or pieces cut together change the count, and are
 * left alone). Every number of the story must be read.
 */

const VERB = '(?:锯|截|剪|切|砍)';
const PIECE = '(段|节|块|截|根|份)';

interface Cutting {
  pieces: Rat | null;
  cuts: Rat | null;
  /** how the pieces were found, for the steps */
  piecesStep: string | null;
  spans: Array<[number, number]>;
}

/** The pieces told (「锯成4段」), or the length of the whole and of each piece (「30厘米长…锯成5厘米的小段」). */
function piecesTold(p: Problem): Cutting | null {
  const spans: Array<[number, number]> = [];
  const told = new RegExp(`${VERB}(?:成|断成|开成)了?${SMALL_NUMBER}${PIECE}`).exec(p.text);
  const cuts = new RegExp(`${VERB}了${SMALL_NUMBER}次`).exec(p.text);
  const lengths = p.qs.filter((q) => q.kind === 'plain' && q.unit?.dim === 'length');
  if (told) {
    const n = smallNumber(told[1]);
    if (!n || cuts || lengths.length) return null;
    spans.push([told.index, told.index + told[0].length]);
    return { pieces: Rat.of(n), cuts: null, piecesStep: null, spans };
  }
  if (cuts) {
    const n = smallNumber(cuts[1]);
    if (!n || lengths.length) return null;
    spans.push([cuts.index, cuts.index + cuts[0].length]);
    return { pieces: null, cuts: Rat.of(n), piecesStep: null, spans };
  }
  // the whole told first, each piece after 锯成/截成 (「锯成每段3米长」「锯成5厘米的小段」「截成每根4m的小木棍」)
  if (lengths.length !== 2) return null;
  const [whole, piece] = lengths;
  const between = p.text.slice(whole.end, piece.start);
  if (!new RegExp(`${VERB}成(?:每[段节块截根份])?(?:长)?$`).test(between.replace(/[的]/g, ''))) return null;
  const after = p.text.slice(piece.end, piece.end + 8);
  if (!/^(?:长)?(?:的)?(?:小|短)?(?:段|节|块|截|根|份|木条|木棍|木块|钢管|绳子|小木棍)/.test(after) && !/每/.test(between)) return null;
  const L = convert(whole.value, whole.unit as Unit, piece.unit as Unit);
  if (!L) return null;
  const n = L.div(piece.value);
  if (!n.isInteger() || n.cmp(Rat.of(2)) < 0) return null;
  spans.push([whole.start, whole.end], [piece.start, piece.end]);
  return {
    pieces: n,
    cuts: null,
    piecesStep: `**段数** $${numTex(L)} \\div ${numTex(piece.value)} = ${numTex(n)}$（段）`,
    spans,
  };
}

export function sawCutsKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !new RegExp(VERB).test(p.text)) return null;
  // a ring, a fold, pieces cut together, several logs, or another relation change the count of cuts
  if (/圆|环|圈|首尾|相接|相连|围|对折|折|同时|叠|一起|各|比|倍|分之|表面积|体积|面积|剩|两端|两头|每隔/.test(p.text)) return null;
  if (p.qs.some((q) => q.measure && /^[根条块]$/.test(q.measure) && !q.value.isOne())) return null;
  const c = piecesTold(p);
  if (!c) return null;
  const perCut = new RegExp(`(?:每)?${VERB}(?:一|1)次(?:要|需要|需|用|得|花)?了?(?:用)?(\\d+(?:\\.\\d+)?|[一二两三四五六七八九十]+)`).exec(
    p.text,
  );
  const perQ = perCut ? p.qs.find((q) => q.start === perCut.index + perCut[0].length - perCut[1].length) : undefined;
  if (perCut && perQ?.unit?.dim !== 'time') return null;
  const spans = [...c.spans];
  if (perCut) spans.push([perCut.index, perCut.index + perCut[0].length]);
  const askTime = p.ask.unit?.dim === 'time' || /多长时间|多久/.test(p.ask.text);
  const askCuts = p.ask.measure === '次' && new RegExp(VERB).test(p.ask.text);
  const askPieces = !!p.ask.measure && /^(?:段|节|块|截|根|份)$/.test(p.ask.measure) && /成/.test(p.ask.text);
  const steps: string[] = c.piecesStep ? [c.piecesStep] : [];
  let answer: Rat;
  let unit: string;
  let check: string;
  if (c.pieces && askCuts && !perCut) {
    answer = c.pieces.sub(Rat.ONE);
    unit = '次';
    steps.push(`**锯的次数** 锯成 $${numTex(c.pieces)}$ 段要锯 $${numTex(c.pieces)} - 1 = ${numTex(answer)}$（次）`);
    check = `验算：锯 $${numTex(answer)}$ 次，每锯一次多出一段，一共 $1 + ${numTex(answer)} = ${numTex(c.pieces)}$ 段。`;
  } else if (c.pieces && askTime && perQ?.unit) {
    const cuts = c.pieces.sub(Rat.ONE);
    const askUnit = p.ask.unit ?? perQ.unit;
    const time = convert(cuts.mul(perQ.value), perQ.unit, askUnit);
    if (!time) return null;
    answer = time;
    unit = askUnit.name;
    steps.push(
      `**锯的次数** 锯成 $${numTex(c.pieces)}$ 段要锯 $${numTex(c.pieces)} - 1 = ${numTex(cuts)}$（次）`,
      `**一共用时** $${numTex(cuts)} \\times ${numTex(perQ.value)} = ${numTex(cuts.mul(perQ.value))}$（${perQ.unit.name}）`,
    );
    check = `验算：$${numTex(cuts.mul(perQ.value))} \\div ${numTex(perQ.value)} = ${numTex(cuts)}$ 次，$${numTex(cuts)} + 1 = ${numTex(c.pieces)}$ 段。`;
  } else if (c.cuts && askPieces && !perCut) {
    answer = c.cuts.add(Rat.ONE);
    unit = p.ask.measure ?? '段';
    steps.push(`**段数** 锯 $${numTex(c.cuts)}$ 次，段数比次数多 1：$${numTex(c.cuts)} + 1 = ${numTex(answer)}$（${unit}）`);
    check = `验算：锯成 $${numTex(answer)}$ 段要锯 $${numTex(answer)} - 1 = ${numTex(c.cuts)}$ 次。`;
  } else return null;
  const used = quantitiesIn(p, spans);
  if (!used) return null;
  return {
    kind: 'saw-cuts',
    idea: '锯木头问题：锯一根木头（两端不用锯），每锯一次多出一段，所以 锯的次数 = 段数 − 1。',
    steps,
    answer,
    unit,
    form: 'number',
    used,
    check,
  };
}
