import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { creditLedger, problems, refreshTokens, tasks, users } from '../../server/db/schema';
import type { PipelineDeps, VideoInput } from '../../server/pipeline/types';
import { createAccessTokens } from '../../server/services/auth/access-tokens';
import type { SolveInput, SolveOutcome, Solver } from '../../server/solver/types';

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
export async function createUser(config: Config, database: Database, opts: { credits?: number; username?: string } = {}): Promise<TestUser> {
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
  const token = await createAccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL).sign({ userId: user.id, familyId });
  return { id: user.id, username, token, headers: { authorization: `Bearer ${token}` } };
}

export async function balanceOf(database: Database, userId: string): Promise<number> {
  const [u] = await database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return u.credits;
}

export async function ledgerOf(database: Database, userId: string) {
  return database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id);
}

export async function countRows(database: Database) {
  const [p, t] = await Promise.all([database.db.select().from(problems), database.db.select().from(tasks)]);
  return { problems: p.length, tasks: t.length };
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(
  fields: Record<string, string>,
  files: { field?: string; name?: string; data: Buffer | Uint8Array; type?: string }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field ?? 'images', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.name ?? 'photo.png');
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

/** The smallest valid PNG (1×1), so that the content check accepts it. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

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

/** Pipeline parts that never load tesseract or ffmpeg. */
export function fakePipeline(over: Partial<PipelineDeps> & { solverImpl?: Solver } = {}): Partial<PipelineDeps> {
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
    close: async () => {},
    ...rest,
  };
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 10_000, everyMs = 25): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`waitFor: timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
