import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, SimulatedClock, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { TaskStatus } from '../../contract/tasks';
import { ApiError } from '../../src/api/errors';
import { createTaskEvents } from '../../src/machines/task-status/actors';
import { machine } from '../../src/machines/task-status/machine';
import type { StatusUpdate } from '../../src/machines/task-status/updates';
import { trackCoverage } from './coverage';
import { edgeEventPaths } from './solve-coverage';
import { controlledActor, flush } from './task-client-support';
import { fakeStreams } from './task-status-support';

/*
 * The model, in the brief's words: the live status of one task. Subscribe to the SSE stream; when
 * the stream errors, poll detail-status every 2 s; stop at a terminal status (completed, failed,
 * stopped). Time passing is an explicit event.
 */
interface Observed {
  status: TaskStatus;
  stage: string;
  progress: number;
  error: string | null;
}
interface ModelContext extends Observed {
  /** detail-status requests made so far. */
  polls: number;
  /** Streams opened so far, and whether one is open now. */
  streams: number;
  streamOpen: boolean;
  /** Times the session was ended (a 401 that the client's refresh could not cure). */
  expiries: number;
}

/** assign() typed for this model (helpers built outside setup() need the types spelled out). */
const act = (a: Parameters<typeof assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);

const PENDING: Observed = { status: 'pending', stage: 'queued', progress: 0, error: null };

const observe = (o: Partial<Observed>) => act(o);
const poll = act(({ context }) => ({ polls: context.polls + 1 }));
const openStream = act(({ context }) => ({ streams: context.streams + 1, streamOpen: true }));
const closeStream = act({ streamOpen: false });
/** Nothing observable changes (an explicit action, so that the graph keeps the self-loop). */
const nothing = act({});

const model = setup({ types: {} as { context: ModelContext; events: AnyEventObject } }).createMachine({
  id: 'taskStatusModel',
  context: { ...PENDING, polls: 0, streams: 0, streamOpen: false, expiries: 0 },
  initial: 'notStarted',
  states: {
    notStarted: {
      on: {
        // A task still waiting or running is watched on its stream.
        START_PENDING: { target: 'streaming', actions: openStream },
        // A browser that cannot open the stream goes straight to polling.
        START_NO_STREAM: { target: 'polling', actions: [act({ streams: 1 }), poll] },
        // A finished task is not watched at all.
        START_COMPLETED: { target: 'settled', actions: observe({ status: 'completed', stage: 'done', progress: 100 }) },
      },
    },
    streaming: {
      on: {
        STREAM_PROGRESS: { actions: observe({ status: 'processing', stage: 'solving', progress: 40 }) },
        // Messages about another task change nothing.
        STREAM_OTHER_TASK: { actions: nothing },
        STREAM_COMPLETED: {
          target: 'settled',
          actions: [observe({ status: 'completed', stage: 'done', progress: 100 }), closeStream],
        },
        STREAM_ERROR: { target: 'polling', actions: [closeStream, poll] },
        WAIT_2S: { actions: nothing },
        WATCH_AGAIN: { target: 'streaming', reenter: true, actions: [observe(PENDING), closeStream, openStream] },
      },
    },
    polling: {
      on: {
        POLL_PROGRESS: { target: 'waiting', actions: observe({ status: 'processing', stage: 'verifying', progress: 80 }) },
        POLL_FAILED_TASK: { target: 'settled', actions: observe({ status: 'failed', stage: 'verifying', error: '求解失败' }) },
        // The request failed: ask again after the interval.
        POLL_NETWORK_ERROR: 'waiting',
        // The server refuses (403/404): stop asking.
        POLL_REFUSED: 'unavailable',
        // A 401 even after the one refresh: stop asking, and the session ends (spec §4, a task call).
        POLL_EXPIRED: { target: 'unavailable', actions: act(({ context }) => ({ expiries: context.expiries + 1 })) },
        WATCH_AGAIN: { target: 'streaming', actions: [observe(PENDING), openStream] },
      },
    },
    waiting: {
      on: {
        WAIT_1S: { actions: nothing },
        WAIT_2S: { target: 'polling', actions: poll },
        WATCH_AGAIN: { target: 'streaming', actions: [observe(PENDING), openStream] },
      },
    },
    settled: {
      on: {
        WAIT_2S: { actions: nothing },
        // A retried task is watched again.
        WATCH_AGAIN: { target: 'streaming', actions: [observe(PENDING), openStream] },
      },
    },
    unavailable: {
      on: {
        WAIT_2S: { actions: nothing },
        WATCH_AGAIN: { target: 'streaming', actions: [observe(PENDING), openStream] },
      },
    },
  },
});

const coverage = trackCoverage();

function createSut() {
  const streams = fakeStreams();
  const fetch = controlledActor<StatusUpdate, { taskId: string }>();
  const clock = new SimulatedClock();
  const sut = {
    streams,
    fetch,
    clock,
    /** Counted by the injected expireSession. */
    session: { expiries: 0 },
    actor: null as null | ReturnType<typeof start>,
  };
  function start(status: TaskStatus) {
    const logic = machine.provide({
      actors: { watchStatus: createTaskEvents(streams.open), fetchStatus: fetch.logic },
      actions: {
        expireSession: () => {
          sut.session.expiries += 1;
        },
      },
    });
    return createActor(logic, {
      input: { taskId: 't1', status, ...(status === 'completed' ? { stage: 'done' as const, progress: 100 } : {}) },
      clock,
      inspect: coverage.inspect,
    }).start();
  }
  return { ...sut, start };
}
type Sut = ReturnType<typeof createSut>;

const DRIVERS: Record<string, (sut: Sut) => void> = {
  START_PENDING: (sut) => {
    sut.actor = sut.start('pending');
  },
  START_NO_STREAM: (sut) => {
    sut.streams.state.refuse = true;
    sut.actor = sut.start('pending');
  },
  START_COMPLETED: (sut) => {
    sut.actor = sut.start('completed');
  },
  STREAM_PROGRESS: (sut) => sut.streams.last().emit({ task_id: 't1', status: 'processing', stage: 'solving', progress: 40 }),
  STREAM_OTHER_TASK: (sut) => sut.streams.last().emit({ task_id: 'other', status: 'failed', stage: 'solving' }),
  STREAM_COMPLETED: (sut) => sut.streams.last().emit({ task_id: 't1', status: 'completed', stage: 'done' }, 'status'),
  STREAM_ERROR: (sut) => sut.streams.last().fail(),
  POLL_PROGRESS: (sut) => sut.fetch.last().resolve({ task_id: 't1', status: 'processing', stage: 'verifying', progress: 80 }),
  POLL_FAILED_TASK: (sut) => sut.fetch.last().resolve({ task_id: 't1', status: 'failed', stage: 'verifying', error: '求解失败' }),
  POLL_NETWORK_ERROR: (sut) => sut.fetch.last().reject(new ApiError({ status: null })),
  POLL_REFUSED: (sut) => sut.fetch.last().reject(new ApiError({ status: 404 })),
  POLL_EXPIRED: (sut) => sut.fetch.last().reject(new ApiError({ status: 401 })),
  WAIT_1S: (sut) => sut.clock.increment(1000),
  WAIT_2S: (sut) => sut.clock.increment(2000),
  WATCH_AGAIN: (sut) => {
    sut.streams.state.refuse = false;
    sut.actor!.send({ type: 'status.watch', taskId: 't1', status: 'pending' });
  },
};

/** Where the real machine must be for each model state. */
const REAL_STATE: Record<string, unknown> = {
  streaming: 'streaming',
  polling: { polling: 'fetching' },
  waiting: { polling: 'waiting' },
  settled: 'settled',
  unavailable: 'unavailable',
};

function expectMatches(sut: Sut, m: ModelContext, modelState: string) {
  if (!sut.actor) return;
  expect(sut.actor.getSnapshot().value).toEqual(REAL_STATE[modelState]);
  const c = sut.actor.getSnapshot().context;
  expect({
    status: c.status,
    stage: c.stage,
    progress: c.progress,
    error: c.error,
    polls: sut.fetch.calls.length,
    streams: sut.streams.opened.length,
    streamOpen: sut.streams.openCount() > 0,
    expiries: sut.session.expiries,
  }).toEqual(m);
}

const stateKey = (s: { value: unknown; context: ModelContext }) => JSON.stringify([s.value, s.context.status, s.context.streamOpen]);
const paths = edgeEventPaths(createTestModel(model, { serializeState: stateKey, serializeTransition: () => '' }), stateKey);

describe('task status: model-based', () => {
  it('has a path for every edge of the model', () => {
    expect(paths.length).toBeGreaterThan(25);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut = createSut();
      const expected = createActor(model).start();
      for (const event of path.events) {
        expected.send(event);
        DRIVERS[event.type](sut);
        await flush();
        expectMatches(sut, expected.getSnapshot().context, expected.getSnapshot().value as string);
      }
      sut.actor?.stop();
    });
  }

  afterAll(() => {
    // Every state and every transition of the real machine was visited by the paths above.
    coverage.assertComplete(machine);
  });
});
