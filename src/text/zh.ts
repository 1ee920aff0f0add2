/** Every user-facing string of the client (zh-CN). Spec §8 messages keep the spec's wording. */

export const errorText = {
  network: '网络连接错误，请检查网络设置',
  validation: '输入数据验证失败',
  unauthorized: '未授权，请重新登录',
  forbidden: '没有访问权限',
  notFound: '请求的资源不存在',
  tooLarge: '文件大小超过限制',
  server: '服务器错误，请稍后重试',
  unknown: '未知错误，请稍后重试',
  networkShort: '网络错误',
  loginFirst: '请先登录',
  noPermission: '没有访问权限',
  fileTypeUnsupported: '文件类型不支持',
  sessionExpired: '登录已过期，请重新登录',
  reLogin: '请重新登录',
  invalidResponse: 'Invalid response data',
  loginFailed: '登录失败',
  registerFailed: '注册失败',
  fetchUserFailed: '获取用户信息失败',
  updateUserFailed: '更新用户信息失败',
  resetEmailFailed: '发送重置密码邮件失败',
  resetFailed: '重置密码失败',
  changePasswordFailed: '修改密码失败',
  avatarUploadFailed: '头像上传失败',
  socialNotConfigured: '第三方登录暂未开放，请使用用户名和密码登录',
  socialFailed: '第三方登录失败，请稍后重试或使用用户名和密码登录',
  socialBadPayload: '第三方登录返回的数据无效，请重试',
  ledgerFailed: '积分记录加载失败',
  chunkLoad: '页面加载失败，可能是网络不稳定或网站刚刚更新。',
  renderCrash: '页面出现错误，请刷新后重试。',
} as const;

export const successText = {
  login: '登录成功',
  register: '注册成功',
  logout: '退出登录成功',
  profileUpdated: '个人资料已更新',
  emailConfirmationSent: '确认邮件已发送到新邮箱，点击邮件中的链接后新邮箱生效',
  problemSubmitted: '题目提交成功',
  taskDeleted: '任务已删除',
  fileUploaded: '文件上传成功',
  resetEmailSent: '重置密码邮件已发送，请查收邮箱',
  passwordReset: '密码重置成功，请使用新密码登录',
  passwordChanged: '密码修改成功',
  avatarUpdated: '头像已更新',
} as const;

export const fileText = {
  typeUnsupportedPrefix: '文件类型不支持，支持的类型：',
  tooLargePrefix: '文件大小超过限制（',
  tooLargeSuffix: '）',
  tooMany: (max: number) => `最多只能上传 ${max} 个文件`,
} as const;

export const timeText = {
  justNow: '刚刚',
  minutesAgo: (n: number) => `${n}分钟前`,
  hoursAgo: (n: number) => `${n}小时前`,
} as const;

export const siteText = {
  brand: '知简',
  tagline: '让知识更简单',
  description: 'AI 解题助手：输入或拍照上传数学、物理、化学、编程题目，获得分步讲解与视频。',
  copyright: '© 2025 知简',
  version: '2.0.0',
  versionLabel: (v: string) => `版本 ${v}`,
  skipToContent: '跳到主要内容',
  /** The browser tab's title: home, and every other screen by its name. */
  homeTitle: '知简 — 让知识更简单',
  pageTitle: (screen: string) => `${screen} · 知简`,
} as const;

/** Screen names the tab title uses where the screen's own heading says something else. */
export const screenText = {
  history: '我的历史',
} as const;

export const navText = {
  home: '首页',
  explore: '探索',
  mine: '我的',
  login: '登录',
  register: '注册',
  profile: '个人资料',
  favorites: '我的收藏',
  likes: '我的点赞',
  buyCredits: '购买积分',
  changePassword: '修改密码',
  logout: '退出登录',
  userMenu: (name: string) => `用户菜单：${name}`,
  credits: (n: number) => `${n} 积分`,
  mainNav: '主导航',
  themeToLight: '切换到浅色模式',
  themeToDark: '切换到深色模式',
} as const;

export const commonText = {
  loading: '加载中…',
  retry: '重试',
  reload: '刷新页面',
  refresh: '刷新',
  backHome: '返回首页',
  submit: '提交',
  save: '保存',
  cancel: '取消',
  close: '关闭',
  or: '或',
  notifications: '通知',
  /** Radix fills in {hotkey}. */
  notificationsRegion: '通知（{hotkey}）',
} as const;

export const authText = {
  loginTitle: '登录',
  loginSubtitle: '登录后即可提交题目、查看历史记录',
  usernameOrEmail: '用户名或邮箱',
  password: '密码',
  loginButton: '登录',
  loggingIn: '正在登录…',
  socialLogin: '使用 Google 账号登录',
  socialCompleting: '正在完成第三方登录…',
  noAccount: '还没有账号？',
  goRegister: '立即注册',
  forgotPassword: '忘记密码？',
  registerTitle: '注册',
  registerSubtitle: '注册需要邀请码',
  username: '用户名',
  email: '邮箱',
  inviteCode: '邀请码',
  avatarOptional: '头像（可选）',
  avatarChoose: '选择图片',
  avatarRemove: '移除头像',
  avatarPreview: '头像预览',
  registerButton: '注册',
  registering: '正在注册…',
  haveAccount: '已有账号？',
  goLogin: '去登录',
  passwordHint: '至少 8 位',
  usernameHint: '3–32 个字符，可使用字母、数字、汉字、下划线和连字符',
  required: (label: string) => `请输入${label}`,
  loginRequiredFor: '请登录后继续操作',
  alreadyLoggedIn: (name: string) => `您已登录为 ${name}。`,
  goHome: '返回首页',
  or: '或',
} as const;

export const profileText = {
  title: '个人资料',
  editTitle: '编辑资料',
  edit: '编辑资料',
  username: '用户名',
  email: '邮箱',
  credits: '积分',
  joinedAt: '注册时间',
  changeAvatar: '更换头像',
  uploadAvatar: '上传头像',
  uploading: '正在上传…',
  saving: '正在保存…',
  nothingChanged: '没有需要更新的内容',
  currentPasswordForEmail: '当前密码（修改邮箱需要）',
  currentPasswordRequired: '修改邮箱需要输入当前密码',
  emailChangeHint: '保存后我们会向新邮箱发送确认邮件，点击其中的链接后新邮箱才生效。',
  notLoggedIn: '登录后可查看个人资料',
  changePasswordTitle: '修改密码',
  oldPassword: '当前密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  passwordMismatch: '两次输入的新密码不一致',
  changePasswordButton: '修改密码',
} as const;

export const resetText = {
  title: '重置密码',
  requestIntro: '输入注册时使用的邮箱，我们会发送一封包含重置链接的邮件。',
  email: '邮箱',
  sendButton: '发送重置邮件',
  sending: '正在发送…',
  sentNotice: '如果该邮箱已注册，重置链接会在几分钟内送达，请查收邮箱（包括垃圾邮件）。',
  newPasswordIntro: '请设置新密码。',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  resetButton: '重置密码',
  resetting: '正在重置…',
  backToLogin: '返回登录',
  mismatch: '两次输入的新密码不一致',
} as const;

export const creditsText = {
  title: '购买积分',
  balance: '当前积分',
  loginToSee: '登录后可查看积分余额',
  packagesTitle: '积分套餐',
  creditsUnit: '积分',
  buy: '立即购买',
  loginToBuy: '登录后购买',
  popular: '最受欢迎',
  originalPrice: '原价',
  discount: (pct: number) => `${pct} 折`,
  note: '积分购买后立即到账，支持微信支付、支付宝等多种支付方式。',
  ledgerTitle: '积分记录',
  ledgerEmpty: '暂无积分记录',
  ledgerLoading: '正在加载积分记录…',
  /** The ledger's failure, inline and as a toast: '积分记录加载失败：' and the §8 message. */
  ledgerFailed: (reason: string) => `${errorText.ledgerFailed}：${reason}`,
  ledgerWhen: '时间',
  ledgerChange: '变动',
  ledgerBalance: '余额',
  ledgerReason: '说明',
  reasons: {
    signup_grant: '注册赠送',
    admin_grant: '管理员发放',
    task_hold: '提交题目',
    task_refund: '任务退回',
    purchase: '购买积分',
    purchase_refund: '购买退款',
    exam_ocr_hold: '试卷识别',
    exam_ocr_refund: '试卷识别退回',
  },
  prevPage: '上一页',
  nextPage: '下一页',
} as const;

export const notFoundText = {
  title: '页面不存在',
  body: '您访问的页面不存在或已被移除。',
} as const;
