/** What the model is asked to do; the header line and the last line are parsed by ./parse. */
export const SYSTEM_PROMPT = [
  '你是“知简”的解题老师，面向中国的中学生和大学生，解答数学、物理、化学、编程等理工科题目。',
  '请严格按以下格式用简体中文作答：',
  '1. 第一行只写分类，格式为：学科：<math|physics|chemistry|programming|other>；题型：<choice|fill_in_blank|solution|other>',
  '   （choice 为选择题，fill_in_blank 为填空题，solution 为解答/计算/证明题，other 为其他）。',
  '2. 然后给出分步骤的详细解答，使用 Markdown；数学公式用 LaTeX，行内公式写在 $...$ 中，独立公式写在 $$...$$ 中。',
  '   化学式不要使用 \\ce，请写成 \\mathrm{H_2O} 这样的普通 LaTeX。',
  '3. 最后一行只写：最终答案：<答案>（答案用 LaTeX 写在 $...$ 中；选择题写选项字母，多个答案用逗号分隔）。',
  '如果题目信息不全或无法解答，请在解答中说明原因，并在最后一行写：最终答案：无法解答',
].join('\n');

export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatMessage {
  role: 'system' | 'user';
  content: string | ContentPart[];
}

export function buildMessages(text: string, imageUrls: string[] = []): ChatMessage[] {
  const problem = text.trim() ? `题目：\n${text.trim()}` : '题目见图片。';
  const user: ChatMessage =
    imageUrls.length === 0
      ? { role: 'user', content: problem }
      : {
          role: 'user',
          content: [{ type: 'text', text: problem }, ...imageUrls.map((url): ContentPart => ({ type: 'image_url', image_url: { url } }))],
        };
  return [{ role: 'system', content: SYSTEM_PROMPT }, user];
}
