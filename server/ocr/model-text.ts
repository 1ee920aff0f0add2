/** A reasoning model's thoughts, a code fence around the text, a polite lead-in line: none of it is on the page. */
const THINKING = /<think>[\s\S]*?<\/think>/g;
const FENCE = /^\s*```[a-zA-Z]*\s*\n([\s\S]*?)\n\s*```\s*$/;
const LEAD_IN = /^\s*(?:以下是|下面是|这是|图片中的|图中的|识别(?:结果|出的)|转写(?:结果|如下)?|Here is|The text)[^\n]{0,40}[:：]\s*\n/i;
/** What a model says instead of the page: an apology or a refusal, at the start of a short answer. */
const REFUSAL = /^(?:抱歉|对不起|很抱歉|我无法|无法识别|I(?:'m| am) (?:sorry|unable)|I can(?:not|'t)|Sorry)/i;
/** Letters of any script, digits, punctuation, math symbols and spaces: what printed exam text is made of. */
const TEXTUAL = /[\p{L}\p{N}\p{P}\p{S}\s]/u;

/** The model's answer without its wrapping. */
export function stripModelWrapping(raw: string): string {
  let text = raw.replace(THINKING, '').trim().replace(LEAD_IN, '');
  const fenced = FENCE.exec(text);
  if (fenced) text = fenced[1].replace(LEAD_IN, '');
  return text;
}

/**
 * Why a model's (cleaned) answer is not a page's text, or null when it is: empty, a refusal, characters
 * that are no text (U+FFFD, control characters, mojibake), or a model stuck repeating itself.
 */
export function modelTextProblem(text: string): string | null {
  if (text.trim() === '') return '模型没有返回文字';
  if (REFUSAL.test(text) && text.length < 300) return '模型拒绝识别这张图片';
  const chars = [...text];
  const noise = chars.filter((c) => c === '\uFFFD' || !TEXTUAL.test(c)).length;
  // UTF-8 read as Latin-1 ("è¯·æ") is letters too, but no exam is written in them.
  const latin1 = chars.filter((c) => c >= '\u0080' && c <= '\u00FF' && c !== '\u00B7' && c !== '\u00D7' && c !== '\u00F7').length;
  if (noise > Math.max(2, chars.length * 0.02) || latin1 > chars.length * 0.1) return '模型返回了乱码';
  if (/(.)\1{79}/su.test(text) || repeatsALine(text)) return '模型的回答陷入了重复';
  return null;
}

/** The same line (of some length) six times in a row: a model looping, not an exam (whose lines differ). */
function repeatsALine(text: string): boolean {
  let run = 1;
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    run = lines[i] === lines[i - 1] && lines[i].length >= 4 ? run + 1 : 1;
    if (run >= 6) return true;
  }
  return false;
}
