import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems, taskEvents, tasks } from '../../server/db/schema';
import { type PipelineContext, runTask } from '../../server/pipeline/run-task';
import type { PipelineDeps, PipelineLog } from '../../server/pipeline/types';
import { PNG_1X1 } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  balanceOf,
  createUser,
  fakePipeline,
  fakeSolver,
  gatedSolver,
  ledgerOf,
  pipelineContext,
  type SubmittedFile,
  silentLog as silent,
  solvedOutcome,
  submittedTask,
} from '../support/task-fixtures';

describe('task pipeline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COST_TEXT: '2', COST_VIDEO: '5', COST_TURBO: '3' });
  });
  afterAll(() => t.close());

  const ctxWith = (pipeline: Partial<PipelineDeps>, log: PipelineLog = silent): PipelineContext => pipelineContext(t, pipeline, log);

  async function submitted(fields: Record<string, string>, files: SubmittedFile[] = [], credits = 50) {
    const user = await createUser(t.config, t.database, { credits });
    const { task_id, problem_id } = await submittedTask(t, user, fields, files);
    return { user, taskId: task_id, problemId: problem_id };
  }
  const taskRow = async (id: string) => (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0];
  const eventsOf = async (id: string) =>
    (await t.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, id)).orderBy(taskEvents.id)).map(
      (e) => `${e.status}/${e.stage}/${e.message}`,
    );

  it('text problem without video: queued → solving → verifying → done, charged', async () => {
    const { user, taskId } = await submitted({ problem_text: '解方程 2x=2', generate_video: 'false' });
    const solver = fakeSolver(() => solvedOutcome('$x = 1$'));
    expect(await runTask(ctxWith({ solver: async () => solver }), taskId, new AbortController().signal)).toBe('completed');
    const task = await taskRow(taskId);
    expect(task).toMatchObject({
      status: 'completed',
      stage: 'done',
      progress: 100,
      chargeState: 'charged',
      cost: 2,
      finalAnswer: '$x = 1$',
      engine: 'fake:test',
      videoFile: null,
      error: null,
    });
    expect(task.verification).toEqual({ status: 'verified', note: '代入检验成立' });
    expect(task.finishedAt).not.toBeNull();
    expect(solver.calls[0]).toMatchObject({ text: '解方程 2x=2', imagePaths: undefined });
    expect(await eventsOf(taskId)).toEqual([
      'pending/queued/已加入队列',
      'processing/solving/正在解题',
      'processing/verifying/正在验证答案',
      'completed/done/解答完成',
    ]);
    expect(await balanceOf(t.database, user.id)).toBe(48);
    expect((await ledgerOf(t.database, user.id)).map((l) => l.reason)).toEqual(['task_hold']);
  });

  it('image problem: reads each image, stores the OCR text, and solves typed + read text', async () => {
    const { taskId, problemId } = await submitted({ problem_text: '见图', generate_video: 'false' }, [
      { data: PNG_1X1 },
      { data: PNG_1X1 },
    ]);
    const seen: string[] = [];
    const ocr = {
      recognize: async (p: string) => {
        seen.push(p);
        return { text: `第${seen.length}张：x+1=2`, confidence: 90 };
      },
      close: async () => {},
    };
    const solver = fakeSolver(() => solvedOutcome());
    expect(await runTask(ctxWith({ ocr: async () => ocr, solver: async () => solver }), taskId, new AbortController().signal)).toBe(
      'completed',
    );
    expect(seen).toHaveLength(2);
    for (const p of seen) expect(path.dirname(p)).toBe(t.config.uploadsDir);
    const [problem] = await t.database.db.select().from(problems).where(eq(problems.id, problemId));
    expect(problem.ocrText).toBe('第1张：x+1=2\n\n第2张：x+1=2');
    expect(solver.calls[0].text).toBe('见图\n\n第1张：x+1=2\n\n第2张：x+1=2');
    expect(solver.calls[0].imagePaths).toEqual(seen);
    expect((await eventsOf(taskId))[1]).toBe('processing/reading_image/正在识别图片文字');
  });

  it('an image problem takes the subject the solver found in the picture', async () => {
    const { taskId, problemId } = await submitted({ generate_video: 'false' }, [{ data: PNG_1X1 }]);
    const ocr = { recognize: async () => ({ text: '配平 H2 + O2 = H2O', confidence: 90 }), close: async () => {} };
    const solver = fakeSolver(() => ({ ...solvedOutcome(), subject: 'chemistry' as const }));
    await runTask(ctxWith({ ocr: async () => ocr, solver: async () => solver }), taskId, new AbortController().signal);
    const [problem] = await t.database.db.select().from(problems).where(eq(problems.id, problemId));
    expect(problem.subject).toBe('chemistry');
    expect(problem.ocrText).toBe('配平 H2 + O2 = H2O');
  });

  it('an unreadable image is noted; with no text at all the offline solver is not asked and the task fails honestly', async () => {
    const { user, taskId } = await submitted({ generate_video: 'false' }, [{ data: PNG_1X1 }]);
    const ocr = { recognize: async () => Promise.reject(new Error('not an image')), close: async () => {} };
    const solver = fakeSolver(() => solvedOutcome());
    expect(await runTask(ctxWith({ ocr: async () => ocr, solver: async () => solver }), taskId, new AbortController().signal)).toBe(
      'failed',
    );
    expect(solver.calls).toHaveLength(0);
    const task = await taskRow(taskId);
    expect(task.status).toBe('failed');
    expect(task.error).toMatch(/未能从图片中识别出文字/);
    expect(await eventsOf(taskId)).toContain('processing/reading_image/有图片未能识别出文字');
    expect(await balanceOf(t.database, user.id)).toBe(50);
  });

  it('video: rendered into videosDir/<taskId>/ and served as /media/<taskId>/<file>.mp4', async () => {
    const { user, taskId } = await submitted({ problem_text: '解方程 2x=2', generate_video: 'true', turbo_mode: 'true' });
    let turbo: boolean | undefined;
    const deps = fakePipeline();
    const ctx = ctxWith({
      renderVideo: async (input) => {
        turbo = input.turbo;
        return deps.renderVideo(input);
      },
    });
    expect(await runTask(ctx, taskId, new AbortController().signal)).toBe('completed');
    const task = await taskRow(taskId);
    expect(task.videoFile).toBe(`${taskId}/solution.mp4`);
    expect(turbo).toBe(true);
    expect(existsSync(path.join(t.config.videosDir, taskId, 'solution.mp4'))).toBe(true);
    expect(await balanceOf(t.database, user.id)).toBe(40);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}`, headers: user.headers });
    expect(res.json().data.video_url).toBe(`/media/${taskId}/solution.mp4`);
    const media = await t.app.inject({ method: 'GET', url: `/media/${taskId}/solution.mp4` });
    expect(media.statusCode).toBe(200);
    expect((await eventsOf(taskId)).slice(-2)).toEqual(['processing/rendering_video/正在生成讲解视频', 'completed/done/解答完成']);
  });

  it('video failure after a good solution: completed without video, the video part refunded', async () => {
    const { user, taskId } = await submitted({ problem_text: '解方程 2x=2', generate_video: 'true', turbo_mode: 'true' });
    const ctx = ctxWith({ renderVideo: async () => Promise.reject(new Error('ffmpeg exploded')) });
    expect(await runTask(ctx, taskId, new AbortController().signal)).toBe('completed');
    const task = await taskRow(taskId);
    expect(task).toMatchObject({ status: 'completed', videoFile: null, chargeState: 'charged', cost: 2, error: null });
    expect(await eventsOf(taskId)).toContain('processing/rendering_video/视频生成失败，已退回视频积分');
    expect(await balanceOf(t.database, user.id)).toBe(48);
    const ledger = await ledgerOf(t.database, user.id);
    expect(ledger.map((l) => [l.reason, l.delta, l.balanceAfter])).toEqual([
      ['task_hold', -10, 40],
      ['task_refund', 8, 48],
    ]);
  });

  it('a refusal fails the task with the solver’s honest reason and refunds', async () => {
    const { user, taskId } = await submitted({ problem_text: '写一首诗', generate_video: 'true' });
    const solver = fakeSolver(() => ({ ok: false, subject: 'other', problemType: 'other', reason: '这不是一道理科题目，无法解答' }));
    expect(await runTask(ctxWith({ solver: async () => solver }), taskId, new AbortController().signal)).toBe('failed');
    const task = await taskRow(taskId);
    expect(task).toMatchObject({ status: 'failed', error: '这不是一道理科题目，无法解答', chargeState: 'refunded' });
    expect(await balanceOf(t.database, user.id)).toBe(50);
    expect((await ledgerOf(t.database, user.id)).map((l) => [l.reason, l.delta])).toEqual([
      ['task_hold', -7],
      ['task_refund', 7],
    ]);
    expect((await eventsOf(taskId)).at(-1)).toBe('failed/solving/这不是一道理科题目，无法解答');
  });

  it('an exception fails the task with a generic message, refunds and logs', async () => {
    const { user, taskId } = await submitted({ problem_text: '解方程 2x=2', generate_video: 'false' });
    const errors: object[] = [];
    const solver = fakeSolver(() => {
      throw new Error('boom');
    });
    const ctx = ctxWith(
      { solver: async () => solver },
      {
        ...silent,
        error: (o: object) => {
          errors.push(o);
        },
      },
    );
    expect(await runTask(ctx, taskId, new AbortController().signal)).toBe('failed');
    expect(await taskRow(taskId)).toMatchObject({ status: 'failed', error: '解题失败，积分已退回', chargeState: 'refunded' });
    expect(errors).toHaveLength(1);
    expect(await balanceOf(t.database, user.id)).toBe(50);
  });

  it('a task is run once: a second job for it is skipped', async () => {
    const { taskId } = await submitted({ problem_text: '解方程 2x=2', generate_video: 'false' });
    const solver = fakeSolver(() => solvedOutcome());
    const ctx = ctxWith({ solver: async () => solver });
    const outcomes = await Promise.all([
      runTask(ctx, taskId, new AbortController().signal),
      runTask(ctx, taskId, new AbortController().signal),
    ]);
    expect(outcomes.sort()).toEqual(['completed', 'skipped']);
    expect(solver.calls).toHaveLength(1);
  });

  it('stopped while solving: never ends as completed, refunded exactly once', async () => {
    const { user, taskId } = await submitted({ problem_text: '解方程 2x=2', generate_video: 'false' });
    const gated = gatedSolver();
    const controller = new AbortController();
    const run = runTask(ctxWith({ solver: async () => gated.solver }), taskId, controller.signal);
    await gated.started;
    const stop = await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}/stop`, headers: user.headers });
    expect(stop.statusCode).toBe(200);
    gated.release(); // the solver ignores the stop and answers anyway
    expect(await run).toBe('stopped');
    expect(await taskRow(taskId)).toMatchObject({ status: 'stopped', error: '已停止', chargeState: 'refunded', resultMarkdown: null });
    expect(await balanceOf(t.database, user.id)).toBe(50);
    expect((await ledgerOf(t.database, user.id)).map((l) => l.reason)).toEqual(['task_hold', 'task_refund']);
  });

  it('stopped while the video renders: refunded, and the solution is not revealed', async () => {
    const { user, taskId } = await submitted({ problem_text: '解方程 2x=2', generate_video: 'true' });
    let rendering!: () => void;
    const started = new Promise<void>((resolve) => {
      rendering = resolve;
    });
    const renderVideo: PipelineDeps['renderVideo'] = (input) =>
      new Promise((_, reject) => {
        rendering();
        input.signal?.addEventListener('abort', () => reject(input.signal?.reason), { once: true });
      });
    const controller = new AbortController();
    const run = runTask(ctxWith({ renderVideo }), taskId, controller.signal);
    await started;
    expect((await taskRow(taskId)).stage).toBe('rendering_video');
    const stop = await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}/stop`, headers: user.headers });
    expect(stop.statusCode).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}`, headers: user.headers });
    expect(shown.json().data).toMatchObject({
      status: 'stopped',
      result_markdown: null,
      final_answer: null,
      verification: null,
      charge_state: 'refunded',
    });
    controller.abort('stopped'); // what jobs.cancel does
    expect(await run).toBe('stopped');
    expect(await taskRow(taskId)).toMatchObject({ status: 'stopped', finalAnswer: null, videoFile: null });
    expect(await balanceOf(t.database, user.id)).toBe(50);
  });

  it('aborted for shutdown: back to pending with the hold kept', async () => {
    const { user, taskId } = await submitted({ problem_text: '解方程 2x=2', generate_video: 'false' });
    const gated = gatedSolver();
    const controller = new AbortController();
    const run = runTask(ctxWith({ solver: async () => gated.solver }), taskId, controller.signal);
    await gated.started;
    controller.abort('shutdown');
    expect(await run).toBe('requeued');
    expect(await taskRow(taskId)).toMatchObject({ status: 'pending', stage: 'queued', chargeState: 'held' });
    expect(await balanceOf(t.database, user.id)).toBe(48);
    expect((await eventsOf(taskId)).at(-1)).toBe('pending/queued/服务重启，任务重新排队');
  });

  it('a timeout fails the task and refunds', async () => {
    const { user, taskId } = await submitted({ problem_text: '解方程 2x=2', generate_video: 'false' });
    const gated = gatedSolver();
    const controller = new AbortController();
    const run = runTask(ctxWith({ solver: async () => gated.solver }), taskId, controller.signal);
    await gated.started;
    controller.abort('timeout');
    expect(await run).toBe('failed');
    expect(await taskRow(taskId)).toMatchObject({ status: 'failed', error: '解题超时，积分已退回', chargeState: 'refunded' });
    expect(await balanceOf(t.database, user.id)).toBe(50);
  });

  it('no double refund: failing a task that a stop already refunded changes nothing', async () => {
    const { user, taskId } = await submitted({ problem_text: '解方程 2x=2', generate_video: 'false' });
    const gated = gatedSolver();
    const run = runTask(ctxWith({ solver: async () => gated.solver }), taskId, new AbortController().signal);
    await gated.started;
    await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}/stop`, headers: user.headers });
    const { failTask } = await import('../../server/pipeline/store');
    const { refundTask } = await import('../../server/services/credits/ledger');
    expect(await failTask(t.database.db, taskId, 1, 'late failure')).toBe(false);
    expect(await refundTask(t.database.db, taskId, 'again')).toBe(false);
    gated.release();
    await run;
    expect(await balanceOf(t.database, user.id)).toBe(50);
    expect((await ledgerOf(t.database, user.id)).map((l) => l.reason)).toEqual(['task_hold', 'task_refund']);
  });
});
