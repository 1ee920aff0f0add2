import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { DebugFile, DebugFileList } from '../../contract/videos';
import { ApiError } from '../../src/api/errors';
import { machine } from '../../src/machines/debug-job/machine';
import { trackCoverage } from './coverage';
import { controlledActor, effectLog, flush } from './task-client-support';

/*
 * /debug/{jobId}: the listing on opening; a job that is not mine (403) or does not exist (404) is
 * said in place without a toast; another failure in place with a toast and 重新加载; one file
 * open at a time (another replaces it, 收起 closes it); a file that fails to open says so with a
 * toast; a 401 ends the session.
 */
const coverage = trackCoverage();

const SLIDE: DebugFile = { tag: 'slides', file_name: 'slide-01.png', content_type: 'image/png', bytes: 1200 };
const LOG: DebugFile = { tag: 'log', file_name: 'render.log', content_type: 'text/plain', bytes: 80 };
const LISTING: DebugFileList = { job_id: 'j1', files: [SLIDE, LOG], stages: [{ name: 'tts', ms: 900 }], total_ms: 4100 };

function start() {
  const list = controlledActor<DebugFileList, { jobId: string }>();
  const file = controlledActor<Blob, { jobId: string; file: DebugFile }>();
  const fx = effectLog();
  const actor = createActor(
    machine.provide({
      actors: { listFiles: list.logic, fetchFile: file.logic },
      actions: { notifyError: fx.record('notifyError'), expireSession: fx.record('expireSession') },
    }),
    { input: { jobId: 'j1' }, inspect: coverage.inspect },
  ).start();
  return { actor, list, file, fx };
}

async function ready() {
  const s = start();
  s.list.last().resolve(LISTING);
  await flush();
  return s;
}

describe('debug job', () => {
  for (const status of [403, 404]) {
    it(`${status}: not mine, said in place without a toast`, async () => {
      const { actor, list, fx } = start();
      expect(list.last().input).toEqual({ jobId: 'j1' });
      list.last().reject(new ApiError({ status }));
      await flush();
      expect(actor.getSnapshot().value).toBe('notFound');
      expect(fx.log).toEqual([]);
    });
  }

  it('another failure: in place with a toast, and 重新加载 asks again', async () => {
    const { actor, list, fx } = start();
    list.last().reject(new ApiError({ status: 500 }));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(fx.ofType('notifyError')).toEqual([{ type: 'notifyError', params: { message: '调试信息加载失败：服务器错误，请稍后重试' } }]);
    actor.send({ type: 'debug.reload' });
    list.last().resolve(LISTING);
    await flush();
    expect(actor.getSnapshot().context.listing).toEqual(LISTING);
  });

  it('a 401 on the listing ends the session', async () => {
    const { actor, list, fx } = start();
    list.last().reject(new ApiError({ status: 401 }));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(fx.log.map((e) => e.type)).toEqual(['expireSession']);
  });

  it('one file open at a time; another replaces it; 收起 closes it', async () => {
    const { actor, file } = await ready();
    actor.send({ type: 'debug.openFile', file: SLIDE });
    actor.send({ type: 'debug.openFile', file: LOG });
    expect(file.calls[0].cancelled).toBe(true);
    expect(file.last().input).toEqual({ jobId: 'j1', file: LOG });
    const blob = new Blob(['ok']);
    file.last().resolve(blob);
    await flush();
    expect(actor.getSnapshot().context.opened).toEqual({ file: LOG, blob });
    actor.send({ type: 'debug.closeFile' });
    expect(actor.getSnapshot().context.opened).toBeNull();
  });

  it('a file that fails to open says so (toast); a 401 ends the session', async () => {
    const { actor, file, fx } = await ready();
    actor.send({ type: 'debug.openFile', file: SLIDE });
    file.last().reject(new ApiError({ status: 404 }));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ opened: null, fileError: '文件打开失败：请求的资源不存在' });
    expect(fx.ofType('notifyError')).toHaveLength(1);
    actor.send({ type: 'debug.openFile', file: SLIDE });
    file.last().reject(new ApiError({ status: 401 }));
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(fx.ofType('expireSession')).toHaveLength(1);
  });

  afterAll(() => coverage.assertComplete(machine));
});
