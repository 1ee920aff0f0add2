/** User-facing texts of the photo-reading route (zh-CN). */
export const OCR_MSG = {
  imageRequired: '请选择要识别的图片',
  read: '识别完成',
} as const;
