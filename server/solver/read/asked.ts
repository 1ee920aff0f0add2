/** What a question asks for, read the way a teacher reads the last clause: the target and the form of the answer. */

export type AskedKind = 'value' | 'range' | 'equation' | 'set' | 'statement' | 'unknown';

export interface Asked {
  /** The expression or phrase asked about ("S_{10}", "C 的离心率", "y_0"); null when none can be read. */
  target: string | null;
  kind: AskedKind;
  /** The clause that asks ("则 $S_{10}=$____"). */
  phrase: string;
  /** For "which statement is true/false": which ones are to be picked. */
  polarity?: 'true' | 'false';
}

/** "下列说法正确的是", "以下结论中错误的是", "其中真命题的个数" (the count form is not a pick). */
export function statementPolarity(stem: string): 'true' | 'false' | null {
  const m =
    /(?:下列|以下|下面|如下)[^。；;?？]{0,24}?(?:说法|结论|命题|判断|叙述|选项|式子|等式|不等式|关系式?|函数|各式|四个|图象|推理)?[^。；;?？]{0,10}?(不正确|错误|正确|不成立|成立|假命题|真命题)的(?:是|有)/.exec(
      stem,
    );
  if (!m) return null;
  return /不正确|错误|不成立|假命题/.test(m[1]) ? 'false' : 'true';
}

/** The clause before the blank (or the last clause when there is none). */
function askingClause(stem: string): string {
  const at = stem.indexOf('____');
  let head = at >= 0 ? stem.slice(0, at) : stem.replace(/[。.?？\s]+$/, '');
  head = head.replace(/\s+$/, '');
  // The last clause: after the last separator that is not inside $…$ or brackets.
  let depth = 0;
  let inMath = false;
  let cut = 0;
  for (let i = 0; i < head.length; i++) {
    const ch = head[i];
    if (ch === '$') inMath = !inMath;
    // "\{" and "\}" are printed braces (a set, a piecewise "\left\{ … \right."), not grouping.
    const escaped = head[i - 1] === '\\';
    if ('([{'.includes(ch) && !escaped) depth++;
    if (')]}'.includes(ch) && !escaped) depth = Math.max(0, depth - 1);
    if (inMath || depth > 0) continue;
    if (/[,，;；。!！?？:：\n]/.test(ch)) cut = i + 1;
    if (ch === '则' || (ch === '求' && head[i + 1] !== '得')) cut = i + 1;
  }
  return head.slice(cut).trim();
}

function bare(s: string): string {
  return s
    .replace(/\$/g, ' ')
    .replace(/^(?:\s|则|那么|求|试求|请求出|求出|计算|设)+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads the target and the kind of answer from the stem (blanks already marked "____"). */
export function readAsked(stem: string): Asked {
  const polarity = statementPolarity(stem);
  if (polarity) return { target: null, kind: 'statement', phrase: stem.slice(-40), polarity };
  const phrase = askingClause(stem);
  let t = bare(phrase);
  let kind: AskedKind = 'value';
  const tail = /(?:的值|的大小)?\s*(?:=|为|是|等于)\s*$/;
  t = t.replace(tail, '').trim();
  if (/(?:元素|子集|真子集)的?个数$|有几个元素$/.test(t)) {
    // "A∩B 中元素的个数": a count, whatever the set symbols before it.
    kind = 'value';
  } else if (/的?取值范围$|的?范围$/.test(t)) {
    kind = 'range';
    t = t.replace(/的?(?:取值)?范围$/, '').trim();
  } else if (/的?(?:标准)?方程$|的?解析式$|的?表达式$/.test(t)) {
    kind = 'equation';
  } else if (/集合$|解集$|值域$|定义域$|[∩∪]|\\cap|\\cup|∁|\\complement/.test(t)) {
    kind = 'set';
  } else if (!t || /^(?:一定|必定|必然|必)(?:有|成立)$/.test(t)) {
    // "则（ ）" with nothing asked, or "则一定有（ ）": the options are statements about the givens.
    return { target: null, kind: 'statement', phrase, polarity: 'true' };
  }
  t = t.replace(/的值$/, '').trim();
  return { target: t || null, kind: t ? kind : 'unknown', phrase };
}
