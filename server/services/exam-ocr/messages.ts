/** User-facing texts of the exam OCR calls (zh-CN). */
export const EXAM_OCR_MSG = {
  imageRequired: '请选择试卷照片',
  started: '已开始识别试卷',
  tooSmall: (min: number) => `图片太小（至少 ${min} × ${min} 像素），无法识别试卷，请拍摄整页后重新上传`,
  blankPage: '这张图片上没有识别到文字，积分已退回。请确认拍的是试卷正面，光线充足、字迹清晰，再重新上传。',
  noNumbers: '没有找到题号（如“1.”“2、”“（3）”），全文作为一道题。',
  notReady: '试卷还在识别中，请稍候',
  failed: '试卷识别失败，积分已退回，请稍后重试',
  unreadable: '无法读取这张图片，积分已退回，请换一张照片重试',
  holdNote: (id: string) => `试卷识别 ${id}`,
} as const;
