/** Server-side user-facing messages (zh-CN). The spec's §8 catalogue words where it has them. */
export const MSG = {
  validation: '输入数据验证失败',
  badJson: '请求格式不正确',
  unauthorized: '未授权，请先登录',
  tokenExpired: '登录已过期，请重新登录',
  forbidden: '没有访问权限',
  notFound: '请求的资源不存在',
  apiNotFound: '接口不存在',
  fileTooLarge: '文件大小超过限制',
  tooManyFiles: '文件数量超过限制',
  fileTypeUnsupported: '文件类型不支持',
  emptyFile: '文件为空',
  serverError: '服务器错误，请稍后重试',
  rateLimited: '请求过于频繁，请稍后再试',
  unsupportedMediaType: '不支持的请求内容类型',
} as const;
