import type { DebugFileTag } from '../../contract/videos';
import { screenText } from './zh';

/** '1:05', '12:00'; '0:00' for less than a second. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Words of the explanation video player, /videos and the debug view /debug/{jobId} (zh-CN). */
export const VIDEOS = {
  player: {
    duration: (seconds: number) => `时长 ${clock(seconds)}`,
    speed: '播放速度',
    speedValue: (rate: number) => `${rate}×`,
    subtitles: '字幕',
    subtitlesOn: '字幕：开',
    subtitlesOff: '字幕：关',
    subtitlesTrack: '中文字幕',
    chapters: '章节',
    chapterTime: (start: number) => clock(start),
    playFromStep: (n: number) => `从第 ${n} 步播放讲解视频`,
    stepMark: '▶',
    hint: '点击解答中的步骤，视频会跳到那一步；播放时正在讲解的步骤会高亮。',
    chapterKinds: { title: '题目', answer: '答案' },
  },
  list: {
    title: screenText.videos,
    intro: '做好的讲解视频，最新的在前。点开即可边看视频边对照解答。',
    mine: '我的视频',
    public: '公开视频',
    scope: '显示哪些视频',
    empty: { mine: '你还没有讲解视频。提交题目时勾选“生成视频”即可生成。', public: '还没有公开的讲解视频。' },
    loadMore: '加载更多',
    loadingMore: '正在加载…',
    end: '没有更多了',
    reload: '重新加载',
    loadFailed: (message: string) => `视频列表加载失败：${message}`,
    open: (excerpt: string) => `观看讲解：${excerpt}`,
    poster: '视频封面',
    noPoster: '暂无封面',
  },
  debug: {
    title: screenText.debug,
    job: (id: string) => `任务 ${id}`,
    files: '文件',
    stages: '阶段与耗时',
    stage: '阶段',
    ms: '耗时',
    total: '合计',
    msValue: (ms: number) => `${Math.round(ms)} 毫秒`,
    bytes: (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KB` : `${n} B`),
    open: '打开',
    openFile: (name: string) => `打开 ${name}`,
    closeFile: (name: string) => `收起 ${name}`,
    opening: '正在打开…',
    close: '收起',
    noFiles: '这个类别没有文件',
    notFound: '没有找到这个任务的调试文件：任务不存在，或不是你的任务。',
    loadFailed: (message: string) => `调试信息加载失败：${message}`,
    fileFailed: (message: string) => `文件打开失败：${message}`,
    reload: '重新加载',
    link: '调试视图',
    tags: {
      script: '讲解脚本',
      slides: '幻灯片',
      audio: '配音',
      subtitles: '字幕',
      video: '视频',
      log: '日志',
    } satisfies Record<DebugFileTag, string>,
  },
} as const;
