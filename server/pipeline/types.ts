import type { Log } from '../log';
import type { MarkdownRenderer } from '../render';
import type { Solver } from '../solver/types';

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

export interface VideoResult {
  videoPath: string;
  durationSeconds: number;
  bytes: number;
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
