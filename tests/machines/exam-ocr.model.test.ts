import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, SimulatedClock, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ExamOcrResult, ExamOcrStarted, ExamOcrStatusData } from '../../contract/exam-ocr';
import { ApiError } from '../../src/api/errors';
import { machine } from '../../src/machines/exam-ocr/machine';
import { trackCoverage } from './coverage';
import { edgeEventPaths } from './solve-coverage';
import { controlledActor, flush } from './task-client-support';

/*
 * The exam OCR screen: a chosen photo is uploaded (the server holds the credits and answers a job id),
 * its reading is polled every 2 s until it is completed (then the result is loaded) or failed (the
 * server's reason is shown); a failed call shows the §8 message in place and as a toast, a lost poll is
 * tried again. The questions can be edited; another photo starts over; reset clears everything.
 */
interface ModelContext {
  progress: number;
  loaded: boolean;
  edited: boolean;
  error: string | null;
  effects: string[];
}

const act = (a: Parameters<typeof assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);
const fresh = { progress: 0, loaded: false, edited: false, error: null };
const SERVER_ERROR = '服务器错误，请稍后重试';
const READING_FAILED = '试卷识别失败，积分已退回，请稍后重试';

const model = setup({ types: {} as { context: ModelContext; events: AnyEventObject } }).createMachine({
  id: 'examOcrModel',
  context: { ...fresh, effects: [] },
  initial: 'idle',
  // A past conversion opened from the list: its status first, then (if completed) its result.
  on: { OPEN: { target: '.checking', actions: act(fresh) } },
  states: {
    idle: { on: { CHOOSE: { target: 'uploading', actions: act(fresh) } } },
    uploading: {
      on: {
        UPLOAD_OK: 'checking',
        UPLOAD_FAIL: {
          target: 'failed',
          actions: act(({ context }) => ({ error: SERVER_ERROR, effects: [...context.effects, `error:${SERVER_ERROR}`] })),
        },
      },
    },
    checking: {
      on: {
        STATUS_PROCESSING: { target: 'waiting', actions: act({ progress: 30 }) },
        STATUS_LOST: 'waiting',
        STATUS_COMPLETED: 'loadingResult',
        STATUS_FAILED: { target: 'failed', actions: act({ error: READING_FAILED }) },
      },
    },
    waiting: { on: { TICK: 'checking' } },
    loadingResult: {
      on: {
        RESULT_OK: { target: 'done', actions: act({ loaded: true, progress: 100 }) },
        RESULT_FAIL: {
          target: 'failed',
          actions: act(({ context }) => ({ error: SERVER_ERROR, effects: [...context.effects, `error:${SERVER_ERROR}`] })),
        },
      },
    },
    done: {
      on: {
        EDIT: { actions: act({ edited: true }) },
        CHOOSE: { target: 'uploading', actions: act(fresh) },
        RESET: { target: 'idle', actions: act(fresh) },
      },
    },
    failed: {
      on: {
        CHOOSE: { target: 'uploading', actions: act(fresh) },
        RESET: { target: 'idle', actions: act(fresh) },
      },
    },
  },
});

const RESULT: ExamOcrResult = {
  job_id: 'j1',
  text: '1. 求 1+1',
  questions: [{ number: 1, text: '求 1+1', options: [] }],
  message: null,
  image_url: '/uploads/x.png',
};
const status = (s: ExamOcrStatusData['status'], progress: number): ExamOcrStatusData => ({
  job_id: 'j1',
  status: s,
  progress,
  error: s === 'failed' ? READING_FAILED : null,
  cost: 1,
  created_at: '2026-11-23T00:00:00.000Z',
});

const coverage = trackCoverage();

function startSut() {
  const effects: string[] = [];
  const clock = new SimulatedClock();
  const upload = controlledActor<ExamOcrStarted, { file: File }>();
  const poll = controlledActor<ExamOcrStatusData, { jobId: string }>();
  const result = controlledActor<ExamOcrResult, { jobId: string }>();
  const actor = createActor(
    machine.provide({
      actors: { startConversion: upload.logic, fetchStatus: poll.logic, fetchResult: result.logic },
      actions: { notifyError: (_, p) => effects.push(`error:${p.message}`) },
    }),
    { inspect: coverage.inspect, clock },
  ).start();
  return { actor, clock, upload, poll, result, effects };
}
type Sut = ReturnType<typeof startSut>;

const photo = new File([new Uint8Array([1, 2, 3])], 'page.png', { type: 'image/png' });
/** The pending poll or result call, which must ask for the job the upload answered. */
const forJob = <T extends { input: { jobId: string } }>(call: T): T => {
  expect(call.input).toEqual({ jobId: 'j1' });
  return call;
};
const DRIVERS: Record<string, (s: Sut) => void> = {
  CHOOSE: (s) => s.actor.send({ type: 'examOcr.convert', file: photo }),
  UPLOAD_OK: (s) => s.upload.last().resolve({ job_id: 'j1' }),
  UPLOAD_FAIL: (s) => s.upload.last().reject(new ApiError({ status: 500 })),
  STATUS_PROCESSING: (s) => forJob(s.poll.last()).resolve(status('processing', 30)),
  STATUS_LOST: (s) => forJob(s.poll.last()).reject(new ApiError({ status: null })),
  STATUS_COMPLETED: (s) => forJob(s.poll.last()).resolve(status('completed', 100)),
  STATUS_FAILED: (s) => forJob(s.poll.last()).resolve(status('failed', 10)),
  TICK: (s) => s.clock.increment(2000),
  RESULT_OK: (s) => forJob(s.result.last()).resolve(RESULT),
  RESULT_FAIL: (s) => forJob(s.result.last()).reject(new ApiError({ status: 500 })),
  EDIT: (s) => s.actor.send({ type: 'examOcr.editQuestion', index: 0, text: '求 2+2' }),
  RESET: (s) => s.actor.send({ type: 'examOcr.reset' }),
  OPEN: (s) => s.actor.send({ type: 'examOcr.open', jobId: 'j1' }),
};

const flat = (value: unknown) => (typeof value === 'string' ? value : Object.values(value as Record<string, string>)[0]);
const key = (s: { value: unknown; context: ModelContext }) => JSON.stringify([s.value, s.context.loaded, s.context.edited]);
const paths = edgeEventPaths(createTestModel(model, { serializeState: key, serializeTransition: () => '' }), key);

describe('exam OCR screen machine: model-based', () => {
  it('has a path for every edge of the model', () => {
    expect(paths.length).toBeGreaterThan(15);
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
        expect(flat(snap.value)).toBe(m.value);
        expect({
          progress: snap.context.progress,
          loaded: snap.context.result !== null,
          edited: snap.context.result?.questions[0].text === '求 2+2',
          error: snap.context.error,
          effects: sut.effects,
        }).toEqual(m.context);
      }
      sut.actor.stop();
    });
  }

  afterAll(() => coverage.assertComplete(machine));
});
