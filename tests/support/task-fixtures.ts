import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../server/clock';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { creditLedger, problems, refreshTokens, tasks, users } from '../../server/db/schema';
import { type PipelineContext, type RunOutcome, runTask } from '../../server/pipeline/run-task';
import type { PipelineDeps, PipelineLog, VideoInput } from '../../server/pipeline/types';
import { inlineRenderer } from '../../server/render';
import { createAccessTokens } from '../../server/services/auth/access-tokens';
import type { SolveInput, SolveOutcome, Solver } from '../../server/solver/types';
import { countRows, formData } from './fixtures';
import type { TestApp } from './test-app';

export interface TestUser {
  id: string;
  username: string;
  token: string;
  headers: { authorization: string };
}

/**
 * A user straight in the database with a live login (a refresh-token family), and an access token
 * the auth guard accepts. Independent of the auth routes.
 */
export async function createUser(
  config: Config,
  database: Database,
  opts: { credits?: number; username?: string } = {},
): Promise<TestUser> {
  const username = opts.username ?? `u${randomBytes(5).toString('hex')}`;
  const [user] = await database.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: null, credits: opts.credits ?? 100 })
    .returning({ id: users.id });
  const familyId = randomUUID();
  await database.db.insert(refreshTokens).values({
    familyId,
    userId: user.id,
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const token = await createAccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL, systemClock()).sign({ userId: user.id, familyId });
  return { id: user.id, username, token, headers: { authorization: `Bearer ${token}` } };
}

export async function balanceOf(database: Database, userId: string): Promise<number> {
  const [u] = await database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return u.credits;
}

export async function ledgerOf(database: Database, userId: string) {
  return database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id);
}

/** Problems and tasks in the database (to assert that a refused submit wrote nothing). */
export async function countProblemsAndTasks(database: Database) {
  const [p, t] = await Promise.all([countRows(database, problems), countRows(database, tasks)]);
  return { problems: p, tasks: t };
}

export interface SubmittedFile {
  /** Default `images`. */
  field?: string;
  name?: string;
  data: Buffer | Uint8Array;
  type?: string;
}

/** A multipart body as a browser's FormData would send it, encoded, with its content-type header. */
export async function multipart(
  fields: Record<string, string>,
  files: SubmittedFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = formData(
    fields,
    files.map((f) => ({ field: f.field ?? 'images', data: Buffer.from(f.data), filename: f.name ?? 'photo.png', type: f.type })),
  );
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

/** POST /api/v1/tasks/submit as `user`; returns the raw response. */
export async function submitTask(
  t: { app: FastifyInstance },
  user: { headers: Record<string, string> },
  fields: Record<string, string>,
  files: SubmittedFile[] = [],
) {
  const body = await multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/tasks/submit',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A submitted task's ids; throws (failing the test) unless the submit answered 200. */
export async function submittedTask(
  t: { app: FastifyInstance },
  user: { headers: Record<string, string> },
  fields: Record<string, string>,
  files: SubmittedFile[] = [],
): Promise<{ problem_id: string; task_id: string }> {
  const res = await submitTask(t, user, fields, files);
  if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A log that drops everything. */
export const silentLog: PipelineLog = { info: () => {}, warn: () => {}, error: () => {} };

/** The pipeline's context on the test app's database and bus, with fake parts unless `pipeline` gives real ones. */
export function pipelineContext(t: TestApp, pipeline: Partial<PipelineDeps> = {}, log: PipelineLog = silentLog): PipelineContext {
  return {
    config: t.config,
    db: t.database.db,
    deps: { ...fakePipeline(), renderer: t.renderer, ...pipeline } as PipelineDeps,
    log,
    bus: t.bus,
    storage: t.storage,
  };
}

/** Runs a submitted task through the pipeline in this process, to its end. */
export function runPipeline(t: TestApp, taskId: string, pipeline: Partial<PipelineDeps> = {}): Promise<RunOutcome> {
  return runTask(pipelineContext(t, pipeline), taskId, new AbortController().signal);
}

/** A solver that answers from a function of the input; counts its calls. */
export function fakeSolver(answer: (input: SolveInput) => SolveOutcome | Promise<SolveOutcome>): Solver & { calls: SolveInput[] } {
  const calls: SolveInput[] = [];
  return {
    name: 'fake',
    calls,
    async solve(input) {
      calls.push(input);
      return answer(input);
    },
  };
}

export const solvedOutcome = (finalAnswer = '$x = 1$'): SolveOutcome => ({
  ok: true,
  subject: 'math',
  problemType: 'solution',
  markdown: `**解**：答案 ${finalAnswer}`,
  finalAnswer,
  verification: { status: 'verified', note: '代入检验成立' },
  engine: 'fake:test',
});

/** A solver that waits until released (or aborted), to hold a task in 'solving'. */
export function gatedSolver() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered!: () => void;
  const started = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const solver = fakeSolver(async (input) => {
    entered();
    await new Promise<void>((resolve, reject) => {
      gate.then(resolve);
      input.signal?.addEventListener('abort', () => reject(input.signal?.reason), { once: true });
    });
    return solvedOutcome();
  });
  return { solver, release, started };
}

/** Pipeline parts that never load tesseract or ffmpeg; solutions are rendered inline (pipelineContext uses the app's render pool). */
export function fakePipeline(over: Partial<PipelineDeps> & { solverImpl?: Solver } = {}): PipelineDeps {
  const { solverImpl, ...rest } = over;
  return {
    solver: async () => solverImpl ?? fakeSolver(() => solvedOutcome()),
    ocr: async () => ({ recognize: async () => ({ text: '', confidence: 0 }), close: async () => {} }),
    renderVideo: async (input: VideoInput) => {
      const { writeFile } = await import('node:fs/promises');
      const path = await import('node:path');
      const videoPath = path.join(input.outDir, 'solution.mp4');
      await writeFile(videoPath, Buffer.from('fake mp4'));
      return { videoPath, durationSeconds: 1, bytes: 8 };
    },
    renderer: inlineRenderer,
    close: async () => {},
    ...rest,
  };
}

/** Polls `probe` until it gives a value (not null, undefined or false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  timeoutMs = 10_000,
  everyMs = 25,
  what = 'the condition',
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`waitFor: timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
