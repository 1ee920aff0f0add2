import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DebugFileTag, VideoChapter } from '../../contract/videos';
import type { VideoInput, VideoResult } from '../../server/pipeline/types';
import { PNG_1X1 } from './fixtures';

export const FAKE_CHAPTERS: VideoChapter[] = [
  { kind: 'title', step: null, title: '解方程 2x=2', start_seconds: 0, end_seconds: 2 },
  { kind: 'step', step: 0, title: '两边除以 2', start_seconds: 2, end_seconds: 5.5 },
  { kind: 'answer', step: null, title: '答案 x = 1', start_seconds: 5.5, end_seconds: 7.25 },
];

export const FAKE_VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n解方程 2x 等于 2\n';

/** A file a fake render leaves: its path in outDir (folders allowed), tag, bytes. */
export interface FakeRenderFile {
  path: string;
  tag: DebugFileTag;
  body: Buffer | string;
}

/** The files of a typical render besides the MP4, poster and subtitles. */
export const FAKE_DEBUG_FILES: FakeRenderFile[] = [
  { path: 'script.txt', tag: 'script', body: '第一步：两边除以 2。' },
  { path: 'slide-00.svg', tag: 'slides', body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
  { path: 'narration.wav', tag: 'audio', body: Buffer.from('RIFF....WAVEfmt fake') },
  { path: 'render.log', tag: 'log', body: 'ffmpeg -i … done\n' },
];

/**
 * A renderVideo for PipelineDeps that writes small real files into outDir and answers the way the
 * renderer does: the MP4, a PNG poster, WebVTT subtitles, chapters, every file as an artifact, stages.
 */
export function fakeVideoRender(opts: { extra?: FakeRenderFile[]; debugFiles?: FakeRenderFile[]; videoBytes?: Buffer } = {}) {
  return async (input: VideoInput): Promise<VideoResult> => {
    const video = opts.videoBytes ?? Buffer.from('fake mp4 bytes of a video');
    const files: FakeRenderFile[] = [
      { path: 'solution.mp4', tag: 'video', body: video },
      { path: 'poster.png', tag: 'slides', body: PNG_1X1 },
      { path: 'subtitles.vtt', tag: 'subtitles', body: FAKE_VTT },
      ...(opts.debugFiles ?? FAKE_DEBUG_FILES),
    ];
    for (const f of [...files, ...(opts.extra ?? [])]) {
      const file = path.resolve(input.outDir, f.path);
      if (!file.startsWith(input.outDir)) continue;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, f.body);
    }
    return {
      videoPath: path.join(input.outDir, 'solution.mp4'),
      durationSeconds: 7.25,
      bytes: video.length,
      posterPath: 'poster.png',
      subtitlesPath: path.join(input.outDir, 'subtitles.vtt'),
      chapters: FAKE_CHAPTERS,
      artifacts: [...files, ...(opts.extra ?? [])].map((f) => ({ tag: f.tag, path: f.path })),
      stages: [
        { name: 'slides', ms: 120.4 },
        { name: 'narration', ms: 300 },
        { name: 'encode', ms: 900 },
      ],
    };
  };
}
