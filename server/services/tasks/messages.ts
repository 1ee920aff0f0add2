import type { TaskStage } from '../../../contract/tasks';

/** Chinese timeline messages, one per stage change, plus the other task events. */
export const STAGE_MESSAGE: Record<TaskStage, string> = {
  queued: '已加入队列',
  reading_image: '正在识别图片文字',
  solving: '正在解题',
  verifying: '正在验证答案',
  rendering_video: '正在生成讲解视频',
  done: '解答完成',
};

/** Where the progress bar stands when a stage begins. */
export const STAGE_PROGRESS: Record<TaskStage, number> = {
  queued: 0,
  reading_image: 10,
  solving: 30,
  verifying: 60,
  rendering_video: 70,
  done: 100,
};

export const TASK_MSG = {
  submitted: '题目提交成功',
  tooManyActive: (n: number) => `您已有 ${n} 道题正在解答，请等其中一道完成后再提交`,
  submitTooFast: (n: number) => `提交过于频繁：每分钟最多提交 ${n} 道题，请稍后再试`,
  emptyProblem: '请输入题目描述或上传图片',
  tooManyImages: '最多上传 5 张图片',
  badProblemType: '题目类型无效，可选：choice、fill_in_blank、solution、other',
  unknownFileField: '不支持的文件字段，请用 images 上传图片',
  ocrTextWithoutImage: '识别文字需要和图片一起提交',
  requeued: '已重新加入队列',
  stopped: '已停止',
  stoppedEvent: '任务已停止，积分已退回',
  deleted: '任务已删除',
  retried: '已重新提交',
  notStoppable: '只能停止等待中或处理中的任务',
  notRetryable: '只能重试失败或已停止的任务',
  failedGeneric: '解题失败，积分已退回',
  timeout: '解题超时，积分已退回',
  videoFailed: '视频生成失败，已退回视频积分',
  refundNoteFailed: '任务失败退款',
  refundNoteStopped: '任务停止退款',
  refundNoteVideo: '视频生成失败，退回视频积分',
  restarted: '服务重启，任务重新排队',
} as const;
