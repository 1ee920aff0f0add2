import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { Sharing, SharingUpdate } from '../../contract/community';
import { ApiError } from '../../src/api/errors';
import { machine } from '../../src/machines/problem-sharing/machine';
import { trackCoverage } from './coverage';
import { runModelPaths } from './harness';
import { edgeEventPaths } from './solve-coverage';
import { controlledActor, flush } from './task-client-support';

/*
 * The owner's sharing panel: it loads the problem's sharing (silently: without it there is no
 * panel); the notice's buttons acknowledge it (keeping this problem private, or not); a choice is
 * saved with the toast '公开设置已保存'; a refused save or acknowledgement toasts '公开设置没有保存：…'
 * and keeps what was shown; a 401 ends the session.
 */
interface ModelContext {
  visibility: 'public' | 'private' | null;
  acknowledged: boolean;
  effects: string[];
}

const act = (a: Parameters<typeof assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);
const log = (e: string) => act(({ context }) => ({ effects: [...context.effects, e] }));
const failures = {
  SAVE_FAIL: { target: 'ready', actions: log('error:公开设置没有保存：服务器错误，请稍后重试') },
  SAVE_EXPIRED: { target: 'ready', actions: log('expired') },
};

const model = setup({ types: {} as { context: ModelContext; events: AnyEventObject } }).createMachine({
  id: 'sharingModel',
  context: { visibility: null, acknowledged: false, effects: [] },
  initial: 'loading',
  states: {
    loading: {
      on: {
        LOAD_OK: { target: 'ready', actions: act({ visibility: 'public' }) },
        LOAD_FAIL: 'unavailable',
        LOAD_EXPIRED: { target: 'unavailable', actions: log('expired') },
      },
    },
    ready: { on: { ACK: 'acknowledging', ACK_PRIVATE: 'acknowledging', MAKE_PRIVATE: 'saving' } },
    acknowledging: { on: { SAVE_OK: { target: 'ready', actions: act({ acknowledged: true }) }, ...failures } },
    saving: { on: { SAVE_OK: { target: 'ready', actions: [act({ visibility: 'private' }), log('success:公开设置已保存')] }, ...failures } },
    unavailable: {},
  },
});

const sharing = (over: Partial<Sharing> = {}): Sharing => ({
  visibility: 'public',
  show_asker: false,
  share_photos: false,
  listed: false,
  notice_acknowledged: false,
  ...over,
});

const coverage = trackCoverage();

function startSut() {
  const effects: string[] = [];
  const load = controlledActor<Sharing, { problemId: string }>();
  const save = controlledActor<Sharing, { problemId: string; patch: SharingUpdate }>();
  const ack = controlledActor<Sharing, { problemId: string; keepPrivate: boolean }>();
  const actor = createActor(
    machine.provide({
      actors: { loadSharing: load.logic, saveSharing: save.logic, acknowledgeNotice: ack.logic },
      actions: {
        notifyError: (_, p) => effects.push(`error:${p.message}`),
        notifySuccess: (_, p) => effects.push(`success:${p.message}`),
        expireSession: () => effects.push('expired'),
      },
    }),
    { input: { problemId: 'p1' }, inspect: coverage.inspect },
  ).start();
  return { actor, load, save, ack, effects };
}
type Sut = ReturnType<typeof startSut>;

/** The call in flight: the load, a save or an acknowledgement. */
const pending = (s: Sut) => {
  const v = s.actor.getSnapshot().value;
  return v === 'loading' ? s.load.last() : v === 'saving' ? s.save.last() : s.ack.last();
};
const DRIVERS: Record<string, (s: Sut) => void> = {
  LOAD_OK: (s) => s.load.last().resolve(sharing()),
  LOAD_FAIL: (s) => s.load.last().reject(new ApiError({ status: 500 })),
  LOAD_EXPIRED: (s) => s.load.last().reject(new ApiError({ status: 401 })),
  ACK: (s) => s.actor.send({ type: 'sharing.acknowledge', keepPrivate: false }),
  ACK_PRIVATE: (s) => s.actor.send({ type: 'sharing.acknowledge', keepPrivate: true }),
  MAKE_PRIVATE: (s) => s.actor.send({ type: 'sharing.update', patch: { visibility: 'private' } }),
  SAVE_OK: (s) => {
    const current = s.actor.getSnapshot().context.sharing ?? sharing();
    if (s.actor.getSnapshot().matches('saving')) s.save.last().resolve({ ...current, visibility: 'private' });
    else s.ack.last().resolve({ ...current, notice_acknowledged: true });
  },
  SAVE_FAIL: (s) => pending(s).reject(new ApiError({ status: 500 })),
  SAVE_EXPIRED: (s) => pending(s).reject(new ApiError({ status: 401 })),
};

const key = (s: { value: unknown; context: ModelContext }) => JSON.stringify([s.value, s.context.visibility, s.context.acknowledged]);
const paths = edgeEventPaths(createTestModel(model, { serializeState: key, serializeTransition: () => '' }), key);

describe('problem sharing: model-based', () => {
  it('has a path for every edge of the model', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  runModelPaths(model, paths, {
    start: startSut,
    drivers: DRIVERS,
    compare: (sut, m) => {
      const snap = sut.actor.getSnapshot();
      expect({
        visibility: snap.context.sharing?.visibility ?? null,
        acknowledged: snap.context.sharing?.notice_acknowledged ?? false,
        effects: sut.effects,
      }).toEqual(m.context);
    },
  });

  it('asks to keep this problem private only from the notice’s second button', async () => {
    const sut = startSut();
    DRIVERS.LOAD_OK(sut);
    await flush();
    DRIVERS.ACK_PRIVATE(sut);
    expect(sut.ack.last().input).toEqual({ problemId: 'p1', keepPrivate: true });
    DRIVERS.SAVE_OK(sut);
    await flush();
    DRIVERS.ACK(sut);
    expect(sut.ack.last().input).toEqual({ problemId: 'p1', keepPrivate: false });
  });

  afterAll(() => coverage.assertComplete(machine));
});
