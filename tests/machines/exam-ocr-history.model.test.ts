import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../src/api/errors';
import { type ExamOcrHistory, machine } from '../../src/machines/exam-ocr-history/machine';
import { trackCoverage } from './coverage';
import { runModelPaths } from './harness';
import { edgeEventPaths } from './solve-coverage';
import { controlledActor } from './task-client-support';

/*
 * Beside the converter: the price of a page and the student's past conversions, loaded when the screen
 * opens and again after each conversion; a failure is shown in place, without a toast.
 */
interface ModelContext {
  loaded: boolean;
  error: string | null;
}

const act = (a: Parameters<typeof assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);

const model = setup({ types: {} as { context: ModelContext; events: AnyEventObject } }).createMachine({
  id: 'historyModel',
  context: { loaded: false, error: null },
  initial: 'loading',
  on: { RELOAD: { target: '.loading', reenter: true } },
  states: {
    loading: {
      on: {
        LOAD_OK: { target: 'ready', actions: act({ loaded: true, error: null }) },
        LOAD_FAIL: { target: 'failed', actions: act({ error: '服务器错误，请稍后重试' }) },
      },
    },
    ready: {},
    failed: {},
  },
});

const HISTORY: ExamOcrHistory = {
  cost: 1,
  items: [
    {
      job_id: 'j1',
      status: 'completed',
      progress: 100,
      error: null,
      cost: 1,
      created_at: '2026-11-23T00:00:00.000Z',
      question_count: 3,
      excerpt: '1. 求 1+1',
    },
  ],
};

const coverage = trackCoverage();

function startSut() {
  const fetch = controlledActor<ExamOcrHistory>();
  const actor = createActor(machine.provide({ actors: { fetchHistory: fetch.logic } }), { inspect: coverage.inspect }).start();
  return { actor, fetch };
}
type Sut = ReturnType<typeof startSut>;

const DRIVERS: Record<string, (s: Sut) => void> = {
  LOAD_OK: (s) => s.fetch.last().resolve(HISTORY),
  LOAD_FAIL: (s) => s.fetch.last().reject(new ApiError({ status: 500 })),
  RELOAD: (s) => s.actor.send({ type: 'examOcrHistory.reload' }),
};

const key = (s: { value: unknown; context: ModelContext }) => JSON.stringify([s.value, s.context.loaded, s.context.error]);
const paths = edgeEventPaths(createTestModel(model, { serializeState: key, serializeTransition: () => '' }), key);

describe('exam OCR history machine: model-based', () => {
  it('has a path for every edge of the model', () => {
    expect(paths.length).toBeGreaterThan(4);
  });

  runModelPaths(model, paths, {
    start: startSut,
    drivers: DRIVERS,
    compare: (sut, m) => {
      const snap = sut.actor.getSnapshot();
      // The last list that loaded stays on screen while a reload runs or after it fails.
      expect({ loaded: snap.context.items.length > 0, error: snap.context.error }).toEqual(m.context);
      if (m.context.loaded) expect(snap.context.cost).toBe(1);
    },
  });

  afterAll(() => coverage.assertComplete(machine));
});
