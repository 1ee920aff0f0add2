import type { Log } from '../log';
import type { MarkdownRenderer } from '../render';
import type { Solver } from '../solver/types';
import type { DebugFileTag, VideoChapter } from '../../contract/videos';

export interface OcrEngine {
  recognize(imagePath: string, signal?: AbortSignal): Promise<{ text: string; confidence: number }>;
  close(): Promise<void>;
}

export interface VideoInput {
  title: string;
  markdown: string;
  finalAnswer: string;
  /** An empty temporary folder of this run; the pipeline puts the video into storage and removes the folder. */
  outDir: string;
  turbo: boolean;
  signal?: AbortSignal;
}

/** A file the render leaves in outDir, with the debug view's tag (contract/videos.ts). */
export interface VideoArtifact {
  tag: DebugFileTag;
  /** Inside outDir (a plain file name). */
  path: string;
}

export interface VideoResult {
  videoPath: string;
  durationSeconds: number;
  bytes: number;
  /** The title slide as an image, in outDir. */
  posterPath?: string | null;
  /** WebVTT matching the narration, in outDir. */
  subtitlesPath?: string | null;
  /** One per scene group: the title, each solution step (step = data-step in result_html), the answer. */
  chapters?: VideoChapter[];
  /** Every file kept for the debug view (script, slides, audio, subtitles, video, log), the above included. */
  artifacts?: VideoArtifact[];
  /** The render's stages in order with their wall times. */
  stages?: { name: string; ms: number }[];
}

/**
 * The parts the worker's pipeline runs. The default wiring (default-deps.ts) loads the real
 * modules lazily; tests replace any of them with fakes.
 */
export interface PipelineDeps {
  solver(): Promise<Solver>;
  ocr(): Promise<OcrEngine>;
  renderVideo(input: VideoInput): Promise<VideoResult>;
  /** Renders the solution to HTML when the task completes (the render pool: off the event loop). */
  renderer: Pick<MarkdownRenderer, 'render'>;
  /** Frees what was started (OCR workers). */
  close(): Promise<void>;
  /** Gets the solver ready before the first task needs it (the worker calls it when it starts). */
  warmUp?(): Promise<void>;
}

export type PipelineLog = Log;

/** Why a running task's signal was aborted. */
export type AbortReason = 'stopped' | 'shutdown' | 'timeout';
