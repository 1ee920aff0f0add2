import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProblemType } from '../../contract/subjects';
import type { TaskStage } from '../../contract/tasks';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { tasks } from '../db/schema';
import type { TaskEventsBus } from '../events/task-events-bus';
import { taskCost } from '../services/credits/pricing';
import { TASK_MSG } from '../services/tasks/messages';
import { problemExcerpt, type ProblemRow, type TaskRow } from '../services/tasks/serialize';
import type { FileStorage } from '../storage';
import { debugFolderKey, videoFolderKey } from '../storage/keys';
import { claimTask, completeTask, enterStage, failTask, noteEvent, requeueTask, saveOcrText, saveSubject } from './store';
import { type StoredVideo, storeRenderedVideo } from './store-video';
import { type TaskImages, taskImages } from './task-images';
import type { AbortReason, PipelineDeps, PipelineLog } from './types';

export interface PipelineContext {
  config: Config;
  db: Db;
  deps: PipelineDeps;
  log: PipelineLog;
  bus: Pick<TaskEventsBus, 'publish'>;
  /** The problem's images are read from it and the video is put into it. */
  storage: FileStorage;
}

export type RunOutcome = 'completed' | 'failed' | 'stopped' | 'requeued' | 'skipped';

export const PIPELINE_MSG = {
  ocrPartlyFailed: '有图片未能识别出文字',
  noTextInImage: '未能从图片中识别出文字，请上传更清晰的图片或直接输入题目，积分已退回',
} as const;

/** This run no longer owns the task (stopped, deleted, or re-queued as another attempt). */
class Gone extends Error {}

/**
 * One task through queued → reading_image (images only) → solving → verifying → rendering_video
 * (video only) → done. Every stage is a guarded write plus a timeline event; the signal (stop,
 * shutdown, timeout) is checked between stages and handed to every long step.
 */
export async function runTask(ctx: PipelineContext, taskId: string, signal: AbortSignal): Promise<RunOutcome> {
  const claimed = await claimTask(ctx.db, taskId);
  if (!claimed) return 'skipped';
  const { task, problem } = claimed;
  const attempt = task.attempt;
  const publish = () => ctx.bus.publish(taskId);
  publish();
  const stage = async (s: TaskStage) => {
    signal.throwIfAborted();
    const owned = await enterStage(ctx.db, taskId, attempt, s);
    publish();
    if (!owned) throw new Gone();
  };

  let images: TaskImages | undefined;
  try {
    images = await taskImages(ctx.storage, problem.imageFiles);
    const { imagePaths } = images;
    let text = problem.problemText;
    if (imagePaths.length > 0) {
      // Text already read (checked by the student before submitting, or by an earlier attempt) is not read again.
      let ocrText = problem.ocrText;
      if (ocrText === null) {
        await stage('reading_image');
        ocrText = await readImages(ctx, imagePaths, signal, task, publish);
        await saveOcrText(ctx.db, problem.id, ocrText || null);
      }
      text = [text, ocrText].filter((t) => t.trim() !== '').join('\n\n');
      // Only a vision model can still read a photo whose text OCR found nothing in.
      const canSeeImages = ctx.config.SOLVER === 'llm' && Boolean(ctx.config.LLM_VISION_MODEL);
      if (text.trim() === '' && !canSeeImages) return await fail(ctx, task, PIPELINE_MSG.noTextInImage, publish);
    }

    await stage('solving');
    const solver = await ctx.deps.solver();
    const outcome = await solver.solve({
      text,
      problemType: problem.problemType as ProblemType,
      imagePaths: imagePaths.length > 0 ? imagePaths : undefined,
      signal,
    });
    signal.throwIfAborted();
    // Image problems were classified from typed text only at submit; the solver saw the photo's text too.
    if ((imagePaths.length > 0 || problem.subject === 'other') && outcome.subject !== problem.subject) {
      await saveSubject(ctx.db, problem.id, outcome.subject);
    }
    if (!outcome.ok) return await fail(ctx, task, outcome.reason, publish);

    const solution = {
      resultMarkdown: outcome.markdown,
      finalAnswer: outcome.finalAnswer,
      verification: outcome.verification,
      engine: outcome.engine,
    };
    // The solver checks its answer (substitution, or verifyAnswer for a language model); this stage
    // shows that on the timeline. The solution is written only at completion: a task stopped now
    // is refunded, so it must not reveal the answer.
    await stage('verifying');

    let stored: StoredVideo | null = null;
    let refundPart = 0;
    if (task.generateVideo) {
      await stage('rendering_video');
      try {
        stored = await renderVideo(ctx, task, problem, solution, signal);
      } catch (err) {
        if (signal.aborted) throw err;
        ctx.log.warn({ err, taskId }, 'video rendering failed; completing without video');
        refundPart = task.cost - taskCost(ctx.config, { generateVideo: false, turboMode: false });
        await noteEvent(ctx.db, taskId, attempt, 'rendering_video', TASK_MSG.videoFailed);
        publish();
      }
    }
    const video = { videoFile: stored?.videoFile ?? null, video: stored?.video ?? null, debugFiles: stored?.debugFiles ?? null };
    const done = await completeTask(ctx.db, taskId, attempt, { ...solution, ...video }, refundPart, ctx.deps.renderer);
    publish();
    if (!done && stored) await discardVideo(ctx, task);
    return done ? 'completed' : 'stopped';
  } catch (err) {
    if (err instanceof Gone) return 'stopped';
    const reason = signal.aborted ? (signal.reason as AbortReason) : null;
    if (reason === 'stopped') return 'stopped';
    if (reason === 'shutdown') {
      await requeueTask(ctx.db, taskId, attempt);
      publish();
      return 'requeued';
    }
    if (reason !== 'timeout') ctx.log.error({ err, taskId }, 'task pipeline failed');
    return fail(ctx, task, reason === 'timeout' ? TASK_MSG.timeout : TASK_MSG.failedGeneric, publish);
  } finally {
    await images?.release();
  }
}

async function fail(ctx: PipelineContext, task: TaskRow, message: string, publish: () => void): Promise<RunOutcome> {
  const failed = await failTask(ctx.db, task.id, task.attempt, message);
  publish();
  return failed ? 'failed' : 'stopped';
}

/** OCR text of every image, in order; an image that cannot be read is noted, not fatal. */
async function readImages(
  ctx: PipelineContext,
  imagePaths: string[],
  signal: AbortSignal,
  task: TaskRow,
  publish: () => void,
): Promise<string> {
  const ocr = await ctx.deps.ocr();
  const texts: string[] = [];
  let failures = 0;
  for (const imagePath of imagePaths) {
    signal.throwIfAborted();
    try {
      const { text } = await ocr.recognize(imagePath, signal);
      if (text.trim()) texts.push(text.trim());
    } catch (err) {
      if (signal.aborted) throw err;
      failures += 1;
      ctx.log.warn({ err, taskId: task.id }, 'OCR of an image failed');
    }
  }
  if (failures > 0) {
    await noteEvent(ctx.db, task.id, task.attempt, 'reading_image', PIPELINE_MSG.ocrPartlyFailed);
    publish();
  }
  return texts.join('\n\n');
}

/** Stopped or deleted meanwhile: a video nobody paid for is not kept (unless a newer attempt owns the folders now). */
async function discardVideo(ctx: PipelineContext, task: TaskRow): Promise<void> {
  const [now] = await ctx.db.select({ attempt: tasks.attempt }).from(tasks).where(eq(tasks.id, task.id));
  if (now && now.attempt !== task.attempt) return;
  await deleteVideoFolders(ctx.storage, task.id);
}

/** A task's video and debug files (an earlier attempt's, or a discarded render's). */
async function deleteVideoFolders(storage: PipelineContext['storage'], taskId: string): Promise<void> {
  await Promise.all([storage.deleteFolder(videoFolderKey(taskId)), storage.deleteFolder(debugFolderKey(taskId))]);
}

/**
 * Renders in a temporary folder and puts the output into storage: the MP4, poster and subtitles as
 * videos/<taskId>/<file> (what /media/ serves), the other debug files as debug/<taskId>/<file>.
 * An earlier attempt's files are removed first: a re-run replaces them.
 */
async function renderVideo(
  ctx: PipelineContext,
  task: TaskRow,
  problem: ProblemRow,
  solution: { resultMarkdown: string; finalAnswer: string },
  signal: AbortSignal,
): Promise<StoredVideo> {
  await deleteVideoFolders(ctx.storage, task.id);
  const outDir = await mkdtemp(path.join(tmpdir(), `zj-video-${task.id}-`));
  try {
    const started = performance.now();
    const result = await ctx.deps.renderVideo({
      title: problemExcerpt(problem),
      markdown: solution.resultMarkdown,
      finalAnswer: solution.finalAnswer,
      outDir,
      turbo: task.turboMode,
      signal,
    });
    signal.throwIfAborted();
    return await storeRenderedVideo(ctx.storage, ctx.log, task.id, outDir, result, { renderMs: performance.now() - started, signal });
  } finally {
    await rm(outDir, { recursive: true, force: true }).catch(() => {});
  }
}
