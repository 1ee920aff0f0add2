/** The exam OCR screen's texts (zh-CN). */
export const examOcrText = {
  title: '试卷识别',
  intro: '拍下一页试卷，自动识别成可编辑的题目，再逐题去解答。',
  choose: '选择试卷照片',
  dropHint: '也可以把照片拖到这里，或直接粘贴（Ctrl+V）',
  uploading: '正在上传照片…',
  recognising: (progress: number) => `正在识别试卷… ${progress}%`,
  questionsTitle: (n: number) => `识别出 ${n} 道题`,
  question: (n: number) => `第 ${n} 题`,
  options: '选项',
  copy: '复制',
  copied: '已复制',
  solve: '去解题',
  again: '再识别一页',
  failedTitle: '识别没有成功',
  fullText: '识别全文',
  loginMessage: '登录后即可识别试卷照片。',
} as const;
