import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { EngagementStatus } from '../../contract/community';
import { ApiError } from '../../src/api/errors';
import { machine } from '../../src/machines/engagement-toggle/machine';
import { trackCoverage } from './coverage';
import { edgeEventPaths } from './solve-coverage';
import { controlledActor, flush } from './task-client-support';

/*
 * The like button (the favorite button is the same machine): a press turns it at once (count ±1);
 * the server's answer sets the true count; a refusal puts back what was shown with the toast
 * '点赞没有成功：…' (or '取消点赞没有成功：…'); a 401 (after the client's one refresh) puts it back and
 * ends the session; a visitor's press goes to login. Presses while a call is in flight are ignored;
 * fresher state from the page is taken only when no call is in flight.
 */
interface ModelContext {
  on: boolean;
  count: number;
  previous: { on: boolean; count: number } | null;
  effects: string[];
}

const act = (a: Parameters<typeof assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);
const log = (e: (c: ModelContext) => string) => act(({ context }) => ({ effects: [...context.effects, e(context)] }));
const rollback = act(({ context }) => ({ ...(context.previous ?? {}), previous: null }));

/** The server counts other students' likes too: its answer is the pressed state plus 10. */
const OTHERS = 10;

const model = setup({ types: {} as { context: ModelContext; events: AnyEventObject } }).createMachine({
  id: 'toggleModel',
  context: { on: false, count: 3, previous: null, effects: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        PRESS: {
          target: 'saving',
          actions: act(({ context }) => ({
            previous: { on: context.on, count: context.count },
            on: !context.on,
            count: context.count + (context.on ? -1 : 1),
          })),
        },
        PRESS_AS_VISITOR: { actions: log(() => 'login') },
        SYNCED: { actions: act({ on: true, count: 7 }) },
      },
    },
    saving: {
      on: {
        PRESS: {},
        SYNCED: {},
        SAVE_OK: { target: 'idle', actions: act(({ context }) => ({ count: context.count + OTHERS, previous: null })) },
        SAVE_FAIL: {
          target: 'idle',
          actions: [log((c) => `error:${c.on ? '点赞' : '取消点赞'}没有成功：服务器错误，请稍后重试`), rollback],
        },
        SAVE_EXPIRED: { target: 'idle', actions: [rollback, log(() => 'expired')] },
      },
    },
  },
});

const coverage = trackCoverage();

function startSut() {
  const effects: string[] = [];
  const save = controlledActor<EngagementStatus, { problemId: string; kind: 'like' | 'favorite'; on: boolean }>();
  const actor = createActor(
    machine.provide({
      actors: { saveEngagement: save.logic },
      actions: {
        notifyError: (_, p) => effects.push(`error:${p.message}`),
        expireSession: () => effects.push('expired'),
        navigateToLogin: () => effects.push('login'),
      },
    }),
    { input: { problemId: 'p1', kind: 'like', on: false, count: 3 }, inspect: coverage.inspect },
  ).start();
  return { actor, save, effects };
}
type Sut = ReturnType<typeof startSut>;

const DRIVERS: Record<string, (s: Sut) => void> = {
  PRESS: (s) => s.actor.send({ type: 'engagement.toggle', signedIn: true }),
  PRESS_AS_VISITOR: (s) => s.actor.send({ type: 'engagement.toggle', signedIn: false }),
  SYNCED: (s) => s.actor.send({ type: 'engagement.synced', on: true, count: 7 }),
  SAVE_OK: (s) => {
    const { on } = s.save.last().input;
    const count = s.actor.getSnapshot().context.count + OTHERS;
    s.save.last().resolve({ liked: on, favorited: false, like_count: count, favorite_count: 0 });
  },
  SAVE_FAIL: (s) => s.save.last().reject(new ApiError({ status: 500 })),
  SAVE_EXPIRED: (s) => s.save.last().reject(new ApiError({ status: 401 })),
};

const key = (s: { value: unknown; context: ModelContext }) => JSON.stringify([s.value, s.context.on, s.context.count, s.context.previous]);
const paths = edgeEventPaths(
  createTestModel(model, {
    serializeState: key,
    serializeTransition: () => '',
    stopWhen: (s) => s.context.count > 40 || s.context.count < 0,
  }),
  key,
);

describe('engagement toggle: model-based', () => {
  it('has a path for every edge of the model', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut = startSut();
      const expected = createActor(model).start();
      for (const event of path.events) {
        expected.send(event);
        DRIVERS[event.type](sut);
        await flush();
        const snap = sut.actor.getSnapshot();
        const m = expected.getSnapshot();
        expect(snap.value).toBe(m.value);
        expect({ on: snap.context.on, count: snap.context.count, previous: snap.context.previous, effects: sut.effects }).toEqual(
          m.context,
        );
      }
      // Each call asks for the state the button shows.
      for (const call of sut.save.calls) expect(call.input.problemId).toBe('p1');
      sut.actor.stop();
    });
  }

  it('asks the server for the pressed state: on after a press from off, off after a press from on', async () => {
    const sut = startSut();
    DRIVERS.PRESS(sut);
    expect(sut.save.last().input).toEqual({ problemId: 'p1', kind: 'like', on: true });
    DRIVERS.SAVE_OK(sut);
    await flush();
    DRIVERS.PRESS(sut);
    expect(sut.save.last().input).toEqual({ problemId: 'p1', kind: 'like', on: false });
  });

  it('names the favorite in its toast', async () => {
    const save = controlledActor<EngagementStatus, { problemId: string; kind: 'like' | 'favorite'; on: boolean }>();
    const toasts: string[] = [];
    const actor = createActor(
      machine.provide({ actors: { saveEngagement: save.logic }, actions: { notifyError: (_, p) => toasts.push(p.message) } }),
      { input: { problemId: 'p1', kind: 'favorite', on: true, count: 1 } },
    ).start();
    actor.send({ type: 'engagement.toggle', signedIn: true });
    expect(actor.getSnapshot().context).toMatchObject({ on: false, count: 0 });
    save.last().reject(new ApiError({ status: 404 }));
    await flush();
    expect(toasts).toEqual(['取消收藏没有成功：请求的资源不存在']);
    expect(actor.getSnapshot().context).toMatchObject({ on: true, count: 1 });
  });

  afterAll(() => coverage.assertComplete(machine));
});
