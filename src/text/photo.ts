/**
 * The words of the photo steps' views (the crop view, the text read from the photo). Apart from
 * ./solve.ts because they load with those views, after the first screen.
 */
export const PHOTO = {
  cropTitle: '裁剪图片',
  cropHint: '拖动、双指缩放或用滑块缩放，让框内只留下要解的题目',
  cropImageAlt: '要裁剪的题目图片',
  cropFrame: '裁剪框：可用方向键移动图片',
  rotateLeft: '向左旋转',
  rotateRight: '向右旋转',
  zoom: '缩放',
  shape: '裁剪框形状',
  shapes: { photo: '原图', wide: '横条', square: '方形', tall: '竖条' },
  cancel: '取消',
  confirm: '使用图片',
  cutting: '处理中…',
  turning: '正在旋转图片…',
  recognising: '正在识别图片中的文字…',
  textLabel: '识别出的题目文字',
  textHint: '请核对：改正识别错的符号，提交时以这里的文字为准',
  visitorNote: '登录后可以识别并核对图片中的文字',
} as const;
