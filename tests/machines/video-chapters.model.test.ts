import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { VideoChapter } from '../../contract/videos';
import { chapterAt } from '../../src/machines/video-chapters/chapters';
import { machine } from '../../src/machines/video-chapters/machine';
import { selectCurrentStep } from '../../src/machines/video-chapters/selectors';
import { trackCoverage } from './coverage';
import { edgeEventPaths } from './solve-coverage';

/*
 * The video and the written steps steering each other. A step or a chapter chosen seeks the video a
 * little after the chapter's start (inside it); a step or chapter the video does not have does
 * nothing. While playing, each new chapter the playback reaches is made current and its step
 * scrolled to — until the student scrolls the page themselves: then the current chapter still
 * follows the time but nothing scrolls, until they choose a step or chapter or press play again.
 * Paused, the time (a seek in the native controls) moves the current chapter without scrolling.
 */
const CHAPTERS: VideoChapter[] = [
  { kind: 'title', step: null, title: '题目', start_seconds: 0, end_seconds: 2 },
  { kind: 'step', step: 0, title: '移项', start_seconds: 2, end_seconds: 6 },
  { kind: 'step', step: 1, title: '因式分解', start_seconds: 6, end_seconds: 10 },
  { kind: 'answer', step: null, title: '答案', start_seconds: 10, end_seconds: 12 },
];

const TIMES = { TIME_TITLE: 1, TIME_S0: 3, TIME_S1: 7, TIME_ANSWER: 11 } as const;
type TimeEvent = keyof typeof TIMES;

interface ModelContext {
  current: number;
  effects: string[];
}

const act = (a: Parameters<typeof assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);

/** The chapter each time event lands in, written out (not computed with the code under test). */
const TIME_CHAPTER: Record<TimeEvent, number> = { TIME_TITLE: 0, TIME_S0: 1, TIME_S1: 2, TIME_ANSWER: 3 };
const STEP_OF = [null, 0, 1, null];

const setTime = (e: TimeEvent) => act({ current: TIME_CHAPTER[e] });
const seekTo = (chapter: number, seconds: number) =>
  act(({ context }) => ({ current: chapter, effects: [...context.effects, `seek:${seconds}`] }));
const moveAndScroll = (e: TimeEvent) =>
  act(({ context }) =>
    TIME_CHAPTER[e] === context.current
      ? {}
      : { current: TIME_CHAPTER[e], effects: [...context.effects, `scroll:${STEP_OF[TIME_CHAPTER[e]]}`] },
  );

const timeEvents = (f: (e: TimeEvent) => ReturnType<typeof act>) =>
  Object.fromEntries((Object.keys(TIMES) as TimeEvent[]).map((e) => [e, { actions: f(e) }]));

const seeks = {
  SEEK_STEP1: { actions: seekTo(2, 6.05) },
  SEEK_CHAPTER0: { actions: seekTo(0, 0.05) },
  SEEK_STEP_MISSING: { actions: act({}) },
  SEEK_CHAPTER_MISSING: { actions: act({}) },
};

const model = setup({ types: {} as { context: ModelContext; events: AnyEventObject } }).createMachine({
  id: 'chaptersModel',
  context: { current: -1, effects: [] },
  initial: 'paused',
  states: {
    paused: {
      on: { PLAY: 'playing', PAUSE: {}, SCROLLED: {}, ...timeEvents(setTime), ...seeks },
    },
    playing: {
      initial: 'following',
      on: {
        PAUSE: 'paused',
        PLAY: {},
        SEEK_STEP1: { target: '.following', actions: seekTo(2, 6.05) },
        SEEK_CHAPTER0: { target: '.following', actions: seekTo(0, 0.05) },
        SEEK_STEP_MISSING: { actions: act({}) },
        SEEK_CHAPTER_MISSING: { actions: act({}) },
      },
      states: {
        following: { on: { SCROLLED: 'detached', ...timeEvents(moveAndScroll) } },
        detached: { on: { SCROLLED: {}, ...timeEvents(setTime) } },
      },
    },
  },
});

const coverage = trackCoverage();

function startSut() {
  const effects: string[] = [];
  const actor = createActor(
    machine.provide({
      actions: {
        seekVideo: (_, { seconds }) => effects.push(`seek:${seconds}`),
        scrollToStep: (_, { step }) => effects.push(`scroll:${step}`),
      },
    }),
    { input: { chapters: CHAPTERS }, inspect: coverage.inspect },
  ).start();
  return { actor, effects };
}
type Sut = ReturnType<typeof startSut>;

const DRIVERS: Record<string, (s: Sut) => void> = {
  PLAY: (s) => s.actor.send({ type: 'video.played' }),
  PAUSE: (s) => s.actor.send({ type: 'video.paused' }),
  SCROLLED: (s) => s.actor.send({ type: 'video.scrolledAway' }),
  SEEK_STEP1: (s) => s.actor.send({ type: 'video.seekStep', step: 1 }),
  SEEK_STEP_MISSING: (s) => s.actor.send({ type: 'video.seekStep', step: 5 }),
  SEEK_CHAPTER0: (s) => s.actor.send({ type: 'video.seekChapter', index: 0 }),
  SEEK_CHAPTER_MISSING: (s) => s.actor.send({ type: 'video.seekChapter', index: 9 }),
  ...Object.fromEntries(
    (Object.keys(TIMES) as TimeEvent[]).map((e) => [e, (s: Sut) => s.actor.send({ type: 'video.timeUpdated', seconds: TIMES[e] })]),
  ),
};

const key = (s: { value: unknown; context: ModelContext }) => JSON.stringify([s.value, s.context.current]);
const paths = edgeEventPaths(createTestModel(model, { serializeState: key, serializeTransition: () => '' }), key);

describe('video chapters: model-based', () => {
  it('has a path for every edge of the model', () => {
    expect(paths.length).toBeGreaterThan(40);
  });

  for (const path of paths) {
    it(path.description, () => {
      const sut = startSut();
      const expected = createActor(model).start();
      for (const event of path.events) {
        expected.send(event);
        DRIVERS[event.type](sut);
        const snap = sut.actor.getSnapshot();
        const m = expected.getSnapshot();
        expect(snap.value).toEqual(m.value);
        expect({ current: snap.context.current, effects: sut.effects }).toEqual(m.context);
        expect(selectCurrentStep(snap)).toBe(m.context.current < 0 ? null : STEP_OF[m.context.current]);
      }
      sut.actor.stop();
    });
  }

  afterAll(() => coverage.assertComplete(machine));
});

describe('video chapters: the chapter of a time', () => {
  it('is the last chapter started by then; a seek lands inside the chosen chapter', () => {
    expect(chapterAt(CHAPTERS, 0)).toBe(0);
    expect(chapterAt(CHAPTERS, 5.99)).toBe(1);
    expect(chapterAt(CHAPTERS, 6)).toBe(2);
    expect(chapterAt(CHAPTERS, 99)).toBe(3);
    expect(chapterAt([], 3)).toBe(-1);
    expect(chapterAt(CHAPTERS.slice(1), 1)).toBe(-1);
  });
});
