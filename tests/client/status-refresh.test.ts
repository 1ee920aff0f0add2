// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { configureRefresh } from '../../src/api/client';
import { getAccessToken, saveTokens } from '../../src/lib/storage';
import { taskClientActors } from '../../src/machines/task-client/actors';
import { machine as taskClientMachine } from '../../src/machines/task-client/machine';
import { createTaskEvents, taskStatusActors } from '../../src/machines/task-status/actors';
import { machine as taskStatusMachine, POLL_INTERVAL_MS } from '../../src/machines/task-status/machine';
import { createRefreshService } from '../../src/machines/token-refresh/service';
import { fakeStreams } from '../machines/task-status-support';
import { backendForThisFile, json } from './support/http-backend';

/*
 * Every 401 goes through the token-refresh machine: one refresh, one replay, then the session ends.
 * That includes the status poll, which is also the fallback when the SSE stream (whose URL carries
 * the token) fails.
 */
const backend = backendForThisFile();

beforeEach(() => {
  localStorage.clear();
  backend.received.length = 0;
  configureRefresh(createRefreshService().refresh);
});
afterEach(() => configureRefresh(null));

/** Only 'fresh-N' tokens are valid; /auth/refresh rotates the pair (or refuses). */
function tokenBackend(opts: { refreshOk?: boolean } = {}) {
  const state = { refreshCalls: 0, generation: 0 };
  backend.setHandler(async (req, res) => {
    if (req.url === '/api/v1/auth/refresh') {
      state.refreshCalls += 1;
      await new Promise((r) => setTimeout(r, 30));
      if (opts.refreshOk === false) return json(res, 401, { success: false, message: '刷新令牌无效' });
      state.generation += 1;
      return json(res, 200, {
        success: true,
        data: { access_token: `fresh-${state.generation}`, refresh_token: `ref-${state.generation + 1}` },
      });
    }
    if (state.generation === 0 || req.headers.authorization !== `Bearer fresh-${state.generation}`) {
      return json(res, 401, { success: false, message: '登录已过期' });
    }
    if (req.url.endsWith('/detail-status')) {
      return json(res, 200, {
        success: true,
        data: { task_id: 't1', status: 'processing', stage: 'solving', progress: 40, updated_at: 'x', error: null },
      });
    }
    return json(res, 200, { success: true, data: { task_id: 't1', status: 'processing' } });
  });
  return state;
}

const authHeaders = (suffix: string) => backend.received.filter((r) => r.url.endsWith(suffix)).map((r) => r.headers.authorization ?? null);

function startStatus() {
  const streams = fakeStreams();
  const clock = new SimulatedClock();
  const expireSession = vi.fn();
  const actor = createActor(
    taskStatusMachine.provide({
      actors: { watchStatus: createTaskEvents(streams.open), fetchStatus: taskStatusActors.fetchStatus },
      actions: { expireSession },
    }),
    { input: { taskId: 't1' }, clock },
  ).start();
  return { actor, streams, clock, expireSession };
}

describe('401 during task-status polling and the SSE fallback', () => {
  it('the stream fails on a stale token; the poll that takes over refreshes once and replays', async () => {
    saveTokens('stale', 'ref-1');
    const server = tokenBackend();
    const sut = startStatus();
    expect(sut.streams.last().url).toContain('/api/v1/tasks/t1/events?access_token=stale');
    sut.streams.last().fail();
    await vi.waitFor(() => expect(sut.actor.getSnapshot().value).toEqual({ polling: 'waiting' }));
    expect(sut.actor.getSnapshot().context).toMatchObject({ status: 'processing', progress: 40, source: 'poll' });
    expect(server.refreshCalls).toBe(1);
    expect(authHeaders('/detail-status')).toEqual(['Bearer stale', 'Bearer fresh-1']);
    expect(sut.expireSession).not.toHaveBeenCalled();
    // Watching again opens the stream with the refreshed token.
    sut.actor.send({ type: 'status.watch', taskId: 't1', status: 'processing' });
    expect(sut.streams.last().url).toContain('access_token=fresh-1');
  });

  it('a refresh that fails ends the session once and stops the polling', async () => {
    saveTokens('stale', 'ref-1');
    const server = tokenBackend({ refreshOk: false });
    const sut = startStatus();
    sut.streams.last().fail();
    await vi.waitFor(() => expect(sut.actor.getSnapshot().value).toBe('unavailable'));
    expect(sut.expireSession).toHaveBeenCalledTimes(1);
    expect(server.refreshCalls).toBe(1);
    // One request, no replay: the refresh failed.
    expect(authHeaders('/detail-status')).toEqual(['Bearer stale']);
    sut.clock.increment(POLL_INTERVAL_MS * 3);
    await new Promise((r) => setTimeout(r, 50));
    expect(authHeaders('/detail-status')).toHaveLength(1);
    expect(getAccessToken()).toBe('stale');
  });

  it('a poll and a task fetch that meet 401 together share one refresh', async () => {
    saveTokens('stale', 'ref-1');
    const server = tokenBackend();
    const status = startStatus();
    const client = createActor(taskClientMachine.provide({ actors: taskClientActors })).start();
    status.streams.last().fail();
    client.send({ type: 'tasks.fetch', id: 't1' });
    await vi.waitFor(() => {
      expect(status.actor.getSnapshot().value).toEqual({ polling: 'waiting' });
      expect(client.getSnapshot().context.currentTask?.task_id).toBe('t1');
    });
    expect(server.refreshCalls).toBe(1);
  });
});
