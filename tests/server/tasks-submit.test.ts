import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems, taskEvents, tasks, uploads } from '../../server/db/schema';
import { recordingJobs } from '../support/fake-jobs';
import { PNG_1X1 } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { balanceOf, countProblemsAndTasks, createUser, ledgerOf, type SubmittedFile, submitTask } from '../support/task-fixtures';

const jobs = recordingJobs();

describe('POST /api/v1/tasks/submit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COST_TEXT: '2', COST_VIDEO: '5', COST_TURBO: '3' }, async () => jobs);
  });
  afterAll(() => t.close());

  const submit = (headers: Record<string, string>, fields: Record<string, string>, files: SubmittedFile[] = []) =>
    submitTask(t, { headers }, fields, files);

  it('creates the problem, the task, the hold and the first event, and queues the job', async () => {
    const user = await createUser(t.config, t.database, { credits: 20 });
    const res = await submit(user.headers, { problem_text: '解方程 x^2-5x+6=0', generate_video: 'true', turbo_mode: 'true' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '题目提交成功' });
    const { problem_id, task_id } = body.data;
    expect(jobs.enqueued).toContain(task_id);

    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, task_id));
    expect(task).toMatchObject({
      problemId: problem_id,
      userId: user.id,
      status: 'pending',
      stage: 'queued',
      chargeState: 'held',
      cost: 10,
      generateVideo: true,
      turboMode: true,
    });
    const [problem] = await t.database.db.select().from(problems).where(eq(problems.id, problem_id));
    expect(problem.problemText).toBe('解方程 x^2-5x+6=0');
    expect(problem.subject).toBe('math');
    const events = await t.database.db.select().from(taskEvents).where(eq(taskEvents.taskId, task_id));
    expect(events.map((e) => [e.status, e.stage, e.message])).toEqual([['pending', 'queued', '已加入队列']]);

    expect(await balanceOf(t.database, user.id)).toBe(10);
    const ledger = await ledgerOf(t.database, user.id);
    expect(ledger.map((l) => [l.reason, l.delta, l.balanceAfter, l.taskId])).toEqual([['task_hold', -10, 10, task_id]]);
  });

  it('costs text only without video, and ignores turbo without video', async () => {
    const user = await createUser(t.config, t.database, { credits: 20 });
    const res = await submit(user.headers, { problem_text: '1+1=?', generate_video: 'false', turbo_mode: 'true' });
    expect(res.statusCode).toBe(200);
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, res.json().data.task_id));
    expect(task).toMatchObject({ cost: 2, generateVideo: false, turboMode: false });
    expect(await balanceOf(t.database, user.id)).toBe(18);
  });

  it('keeps the student’s problem type over the classifier’s', async () => {
    const user = await createUser(t.config, t.database);
    const res = await submit(user.headers, { problem_text: '解方程 2x+3=7', problem_type: 'fill_in_blank' });
    const [problem] = await t.database.db.select().from(problems).where(eq(problems.id, res.json().data.problem_id));
    expect(problem.problemType).toBe('fill_in_blank');
  });

  it('stores images checked by content, with an upload row each', async () => {
    const user = await createUser(t.config, t.database);
    const res = await submit(user.headers, {}, [
      { data: PNG_1X1, name: 'a.png' },
      { field: 'images[]', data: PNG_1X1, name: 'b.png' },
    ]);
    expect(res.statusCode).toBe(200);
    const [problem] = await t.database.db.select().from(problems).where(eq(problems.id, res.json().data.problem_id));
    expect(problem.imageFiles).toHaveLength(2);
    const files = readdirSync(t.config.uploadsDir);
    for (const f of problem.imageFiles) expect(files).toContain(f);
    const rows = await t.database.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(rows.map((r) => r.purpose)).toEqual(['problem', 'problem']);
  });

  it('needs a login', async () => {
    const res = await submit({}, { problem_text: 'x' });
    expect(res.statusCode).toBe(401);
  });

  describe('bad input: 4xx, nothing written, nothing charged', () => {
    const cases: [string, Record<string, string>, SubmittedFile[], number, RegExp][] = [
      ['empty problem', {}, [], 400, /请输入题目描述或上传图片/],
      ['whitespace only', { problem_text: '  \n\t ' }, [], 400, /请输入题目描述或上传图片/],
      ['6 images', { problem_text: 'x' }, Array.from({ length: 6 }, () => ({ data: PNG_1X1 })), 422, /最多上传 5 张图片/],
      [
        'a file that is not an image',
        { problem_text: 'x' },
        [{ data: Buffer.from('%PDF-1.4 not an image'), name: 'x.png' }],
        400,
        /文件类型不支持/,
      ],
      ['a 0-byte file', { problem_text: 'x' }, [{ data: Buffer.alloc(0) }], 400, /文件为空/],
      [
        'a 10485761-byte file',
        { problem_text: 'x' },
        [{ data: Buffer.concat([PNG_1X1, Buffer.alloc(10_485_761 - PNG_1X1.length)]) }],
        413,
        /文件大小超过限制/,
      ],
      ['100000-char text', { problem_text: '题'.repeat(100_000) }, [], 422, /5000/],
      ['5001-char text', { problem_text: 'a'.repeat(5001) }, [], 422, /5000/],
      ['unknown problem_type', { problem_text: 'x', problem_type: 'essay' }, [], 422, /题目类型无效/],
      ['a bad flag', { problem_text: 'x', generate_video: 'yes' }, [], 422, /./],
    ];
    for (const [name, fields, files, status, message] of cases) {
      it(name, async () => {
        const user = await createUser(t.config, t.database, { credits: 50 });
        const before = await countProblemsAndTasks(t.database);
        const uploadsBefore = readdirSync(t.config.uploadsDir).length;
        const res = await submit(user.headers, fields, files);
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ success: false });
        expect(res.json().message).toMatch(message);
        expect(await countProblemsAndTasks(t.database)).toEqual(before);
        expect(readdirSync(t.config.uploadsDir).length).toBe(uploadsBefore);
        expect(await balanceOf(t.database, user.id)).toBe(50);
        expect(await ledgerOf(t.database, user.id)).toEqual([]);
      });
    }
  });

  it('a bad image after a good one leaves no file and no row behind', async () => {
    const user = await createUser(t.config, t.database, { credits: 50 });
    const before = await countProblemsAndTasks(t.database);
    const uploadsBefore = readdirSync(t.config.uploadsDir).length;
    const res = await submit(user.headers, { problem_text: 'x' }, [{ data: PNG_1X1 }, { data: Buffer.from('GIF00 no') }]);
    expect(res.statusCode).toBe(400);
    expect(await countProblemsAndTasks(t.database)).toEqual(before);
    expect(readdirSync(t.config.uploadsDir).length).toBe(uploadsBefore);
    expect(await balanceOf(t.database, user.id)).toBe(50);
  });

  it('insufficient credits: 402 with the numbers, nothing created, balance unchanged, no ledger row', async () => {
    const user = await createUser(t.config, t.database, { credits: 6 });
    const before = await countProblemsAndTasks(t.database);
    const uploadsBefore = readdirSync(t.config.uploadsDir).length;
    const res = await submit(user.headers, { problem_text: '求导 x^3', generate_video: 'true' }, [{ data: PNG_1X1 }]);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ success: false, message: '积分不足，本次需要 7 积分，当前余额 6' });
    expect(await countProblemsAndTasks(t.database)).toEqual(before);
    expect(readdirSync(t.config.uploadsDir).length).toBe(uploadsBefore);
    expect(await balanceOf(t.database, user.id)).toBe(6);
    expect(await ledgerOf(t.database, user.id)).toEqual([]);
  });

  it('10 parallel submits with credits for 3: exactly 3 succeed and the balance never goes negative', async () => {
    const user = await createUser(t.config, t.database, { credits: 6 });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => submit(user.headers, { problem_text: `${i}+1=?` })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 402)).toHaveLength(7);
    expect(await balanceOf(t.database, user.id)).toBe(0);
    const ledger = await ledgerOf(t.database, user.id);
    expect(ledger).toHaveLength(3);
    expect(ledger.map((l) => l.balanceAfter)).toEqual([4, 2, 0]);
    const own = await t.database.db.select().from(tasks).where(eq(tasks.userId, user.id));
    expect(own).toHaveLength(3);
  });
});
