import { assign, setup } from 'xstate';
import type { VideoChapter } from '../../../contract/videos';
import { chapterAt, chapterOfStep, seekTarget } from './chapters';

/**
 * The video and the written solution steering each other. A step or a chapter chosen seeks the
 * video to its chapter; while the video plays, the current chapter follows the playback time and
 * its step is scrolled into view. When the student scrolls the page themselves while it plays,
 * the page stops following (`detached`) until they choose a step or a chapter or press play again:
 * the highlight keeps moving, the page does not.
 */
export interface VideoChaptersContext {
  chapters: VideoChapter[];
  /** Index of the chapter playing (or last played), -1 before the first. */
  current: number;
}

export type VideoChaptersEvent =
  | { type: 'video.timeUpdated'; seconds: number }
  | { type: 'video.played' }
  | { type: 'video.paused' }
  /** The page was scrolled by the student (wheel, touch, keys), not by the highlight. */
  | { type: 'video.scrolledAway' }
  | { type: 'video.seekStep'; step: number }
  | { type: 'video.seekChapter'; index: number };

const chosenChapter = ({ context, event }: { context: VideoChaptersContext; event: VideoChaptersEvent }): number => {
  if (event.type === 'video.seekStep') return chapterOfStep(context.chapters, event.step);
  if (event.type === 'video.seekChapter') return context.chapters[event.index] ? event.index : -1;
  return -1;
};

const timeChapter = ({ context, event }: { context: VideoChaptersContext; event: VideoChaptersEvent }): number =>
  event.type === 'video.timeUpdated' ? chapterAt(context.chapters, event.seconds) : context.current;

const seek = [
  { type: 'setCurrent', params: chosenChapter },
  {
    type: 'seekVideo',
    params: ({ context }: { context: VideoChaptersContext }) => ({ seconds: seekTarget(context.chapters[context.current]) }),
  },
] as const;

export const machine = setup({
  types: {} as { context: VideoChaptersContext; events: VideoChaptersEvent; input: { chapters: VideoChapter[] } },
  guards: {
    hasChapter: (args) => chosenChapter(args) >= 0,
    isNewChapter: (args) => timeChapter(args) !== args.context.current,
  },
  actions: {
    /** Injected: set the video element's currentTime. */
    seekVideo: (_, _params: { seconds: number }) => {},
    /** Injected: bring the step of the current chapter into view (no motion when the student prefers less). */
    scrollToStep: (_, _params: { step: number | null }) => {},
    setCurrent: assign((_, index: number) => ({ current: index })),
  },
}).createMachine({
  id: 'videoChapters',
  context: ({ input }) => ({ chapters: input.chapters, current: -1 }),
  initial: 'paused',
  states: {
    paused: {
      on: {
        'video.played': 'playing',
        'video.timeUpdated': { actions: { type: 'setCurrent', params: timeChapter } },
        'video.seekStep': { guard: 'hasChapter', actions: seek },
        'video.seekChapter': { guard: 'hasChapter', actions: seek },
      },
    },
    playing: {
      initial: 'following',
      on: {
        'video.paused': 'paused',
        'video.seekStep': { guard: 'hasChapter', target: '.following', actions: seek },
        'video.seekChapter': { guard: 'hasChapter', target: '.following', actions: seek },
      },
      states: {
        following: {
          on: {
            'video.timeUpdated': {
              guard: 'isNewChapter',
              actions: [
                { type: 'setCurrent', params: timeChapter },
                { type: 'scrollToStep', params: ({ context }) => ({ step: context.chapters[context.current]?.step ?? null }) },
              ],
            },
            'video.scrolledAway': 'detached',
          },
        },
        detached: {
          on: { 'video.timeUpdated': { actions: { type: 'setCurrent', params: timeChapter } } },
        },
      },
    },
  },
});
