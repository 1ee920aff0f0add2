import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { DebugFile, DebugFileList } from '../../../contract/videos';
import { isApiError, isUnauthorized, messageForError } from '../../api/errors';
import { VIDEOS } from '../../text/videos';

/**
 * /debug/{jobId}: the render job's files, stages and timings from the debug listener (spec §7), and
 * one file opened at a time. A job that is not the student's (403) or does not exist (404) is said
 * in place, without a toast: that message is the page's answer.
 */
export interface OpenedFile {
  file: DebugFile;
  /** The file as fetched with the bearer token; the view shows it through an object URL. */
  blob: Blob | null;
}

export interface DebugJobContext {
  jobId: string;
  listing: DebugFileList | null;
  error: string | null;
  opened: OpenedFile | null;
  fileError: string | null;
}

export type DebugJobEvent = { type: 'debug.reload' } | { type: 'debug.openFile'; file: DebugFile } | { type: 'debug.closeFile' };

const errorMessage = ({ event }: { event: EventObject }) => messageForError('error' in event ? event.error : undefined);

export const machine = setup({
  types: {} as { context: DebugJobContext; events: DebugJobEvent; input: { jobId: string } },
  actors: {
    /** GET /debug/list_files?job_id=; rejects with the ApiError. */
    listFiles: fromPromise<DebugFileList, { jobId: string }>(() => Promise.reject(new Error('actor not provided: listFiles'))),
    /** GET /debug/get_file; resolves with the file. */
    fetchFile: fromPromise<Blob, { jobId: string; file: DebugFile }>(() => Promise.reject(new Error('actor not provided: fetchFile'))),
  },
  guards: {
    /** A 401 that the API client's one refresh and replay could not cure. */
    isSessionExpired: ({ event }) => 'error' in event && isUnauthorized(event.error),
    isNotMine: ({ event }) => 'error' in event && isApiError(event.error) && (event.error.status === 403 || event.error.status === 404),
  },
  actions: {
    /** Injected: clear the session, toast '登录已过期，请重新登录', go to /auth/login. */
    expireSession: () => {},
    notifyError: (_, _params: { message: string }) => {},
    setListing: assign((_, listing: DebugFileList) => ({ listing, error: null })),
    setError: assign((_, error: string) => ({ error })),
    clearListing: assign({ listing: null, error: null, opened: null, fileError: null }),
    setOpening: assign((_, file: DebugFile) => ({ opened: { file, blob: null }, fileError: null })),
    setOpenedBlob: assign(({ context }, blob: Blob) => ({ opened: context.opened ? { ...context.opened, blob } : null })),
    setFileError: assign((_, fileError: string) => ({ fileError, opened: null })),
    clearOpened: assign({ opened: null, fileError: null }),
  },
}).createMachine({
  id: 'debugJob',
  context: ({ input }) => ({ jobId: input.jobId, listing: null, error: null, opened: null, fileError: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'listFiles',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: { target: 'ready', actions: { type: 'setListing', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isSessionExpired', target: 'failed', actions: [{ type: 'setError', params: errorMessage }, 'expireSession'] },
          { guard: 'isNotMine', target: 'notFound' },
          {
            target: 'failed',
            actions: [
              { type: 'setError', params: errorMessage },
              { type: 'notifyError', params: (args) => ({ message: VIDEOS.debug.loadFailed(errorMessage(args)) }) },
            ],
          },
        ],
      },
    },
    ready: {
      initial: 'idle',
      on: {
        // Another file replaces the one being opened.
        'debug.openFile': { target: '.opening', reenter: true, actions: { type: 'setOpening', params: ({ event }) => event.file } },
        'debug.closeFile': { target: '.idle', actions: 'clearOpened' },
      },
      states: {
        idle: {},
        opening: {
          invoke: {
            src: 'fetchFile',
            input: ({ context }) => ({ jobId: context.jobId, file: context.opened!.file }),
            onDone: { target: 'idle', actions: { type: 'setOpenedBlob', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isSessionExpired', target: 'idle', actions: ['clearOpened', 'expireSession'] },
              {
                target: 'idle',
                actions: [
                  { type: 'setFileError', params: (args) => VIDEOS.debug.fileFailed(errorMessage(args)) },
                  { type: 'notifyError', params: (args) => ({ message: VIDEOS.debug.fileFailed(errorMessage(args)) }) },
                ],
              },
            ],
          },
        },
      },
    },
    notFound: {},
    failed: {
      on: { 'debug.reload': { target: 'loading', actions: 'clearListing' } },
    },
  },
});
