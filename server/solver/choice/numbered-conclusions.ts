/**
 * 「关于函数 f(x)=… 有下述四个结论：①…；②…；③…；④…。其中所有正确结论的编号是 A.①②④ B.②④ …」: the
 * numbered conclusions of a stem and the options naming them. The circled numbers are read from the text as
 * it arrived, since cleaning the text turns ① into a plain 1 that cannot be told from a number.
 */
import { readQuestion } from '../read/question';

export interface NumberedConclusions {
  /** What is given before the conclusions ("函数 f(x)=sin|x|+|sin x|"). */
  givens: string;
  items: Array<{ label: string; text: string }>;
  /** The correct conclusions are asked for, or the wrong ones. */
  polarity: 'true' | 'false';
  /** "正确结论的个数": the options are counts. */
  count: boolean;
  /** Per option, the labels it names (sorted) or the count it says; null when it is neither. */
  options: Array<string[] | number | null>;
}

const CIRCLED = '①②③④⑤⑥⑦⑧⑨';
const MARK = /§(\d)§/g;

function marked(raw: string): string {
  return raw.replace(/[①-⑨]/g, (c) => `§${CIRCLED.indexOf(c) + 1}§`);
}

function optionOf(text: string, count: boolean): string[] | number | null {
  const s = text.replace(/\$/g, '').replace(/\s+/g, '');
  if (count) return /^\d个?$/.test(s) ? Number(s.replace('个', '')) : null;
  if (!/^(?:§\d§[,，、和及与]?)+$/.test(s)) return null;
  return [...new Set([...s.matchAll(MARK)].map((m) => m[1]))].sort();
}

/** Reads the conclusions and the options; null when the question is not of this form. */
export function readNumberedConclusions(raw: string): NumberedConclusions | null {
  if (!/[①-⑨]/.test(raw)) return null;
  const q = readQuestion(marked(raw), 'choice', 'math');
  const stem = q.stem;
  const ask =
    /(?:其中|则|以上|上述)?(?:[^。;；,，§.]|\.(?=\d))*?(正确|错误|不正确|真|假)(?:的)?(?:结论|命题|说法|判断)?(?:的)?(编号|序号|个数|是)[^§]*$/.exec(
      stem,
    );
  if (!ask) return null;
  const marks = [...stem.matchAll(MARK)];
  if (marks.length < 2 || marks[marks.length - 1].index! > ask.index) return null;
  const labels = marks.map((m) => m[1]);
  if (labels.some((l, i) => l !== String(i + 1))) return null;
  const items = marks.map((m, i) => {
    const to = i + 1 < marks.length ? marks[i + 1].index! : ask.index;
    return {
      label: labels[i],
      text: stem
        .slice(m.index! + m[0].length, to)
        .replace(/^[\s:：]+|[\s,，;；。.]+$/g, '')
        .trim(),
    };
  });
  if (items.some((x) => !x.text)) return null;
  const count = ask[2] === '个数';
  const options = q.options.map((o) => optionOf(o.text, count));
  if (options.some((o) => o === null)) return null;
  const givens = stem
    .slice(0, marks[0].index)
    .replace(
      /[,，]?\s*(?:则|那么)?\s*(?:有|给出)?\s*(?:下述|下列|下面|以下|如下)?\s*[一二三四五六两几\d]*\s*个?\s*(?:结论|命题|说法|判断)\s*[:：]?\s*$/,
      '',
    )
    .replace(/^\s*关于\s*/, '')
    .replace(/[,，;；:：。\s]+$/, '')
    .trim();
  const polarity = /错误|不正确|假/.test(ask[1]) ? 'false' : 'true';
  return { givens, items, polarity, count, options };
}
