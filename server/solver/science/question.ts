/** Sub-question markers: "(1)", "（2）", "①". */
const MARKER = /[(（]\s*[1-9]\s*[)）]|[①②③④⑤]/g;

export interface QuestionPart {
  text: string;
  index: number;
  /** The sub-questions, in order, when the problem has two or more ("(1) …；(2) …"); else one: the part itself. */
  parts: string[];
}

/**
 * The part of a problem that asks: from the first of two or more sub-question markers to the end; else
 * after the last "求", else the last clause with 多少/几/？ or a blank "（ ）".
 */
export function questionPart(text: string): QuestionPart {
  const marks = [...text.matchAll(MARKER)];
  if (marks.length >= 2) {
    const index = marks[0].index;
    const parts = marks.map((m, i) => text.slice(m.index + m[0].length, marks[i + 1]?.index ?? text.length));
    return { text: text.slice(index), index, parts };
  }
  const qi = text.lastIndexOf('求');
  if (qi >= 0) return one(text.slice(qi), qi);
  const clauses = [...text.matchAll(/[^，。；,;！!\n]+/g)];
  for (let i = clauses.length - 1; i >= 0; i--) {
    const c = clauses[i];
    if (/多少|几|[？?]|多大|多长|多远|多高|多快|多重|是否|[(（]\s*[)）]|_{2,}|(?:是|为|等于)\s*$/.test(c[0])) return one(c[0], c.index);
  }
  return one('', text.length);
}

function one(text: string, index: number): QuestionPart {
  return { text, index, parts: [text] };
}
