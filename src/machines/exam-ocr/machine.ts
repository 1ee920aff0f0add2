import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { ExamOcrResult, ExamOcrStarted, ExamOcrStatusData } from '../../../contract/exam-ocr';
import { messageForError } from '../../api/errors';

/** The exam OCR screen: one photo at a time, uploaded, read on the server (polled), then its questions edited. */
export interface ExamOcrContext {
  file: File | null;
  jobId: string | null;
  /** 0–100, from the status call. */
  progress: number;
  result: ExamOcrResult | null;
  /** The message of the last failure (the §8 text, or the server's reason for a failed reading). */
  error: string | null;
}

export type ExamOcrEvent =
  | { type: 'examOcr.convert'; file: File }
  | { type: 'examOcr.editQuestion'; index: number; text: string }
  | { type: 'examOcr.reset' }
  /** A past conversion, opened from the list. */
  | { type: 'examOcr.open'; jobId: string };

const errorMessage = ({ event }: { event: EventObject }) => messageForError('error' in event ? event.error : undefined);

export const machine = setup({
  types: {} as { context: ExamOcrContext; events: ExamOcrEvent },
  actors: {
    /** POST /exam-ocr/convert. */
    startConversion: fromPromise<ExamOcrStarted, { file: File }>(() => Promise.reject(new Error('actor not provided: startConversion'))),
    /** GET /exam-ocr/status/{id}. */
    fetchStatus: fromPromise<ExamOcrStatusData, { jobId: string }>(() => Promise.reject(new Error('actor not provided: fetchStatus'))),
    /** GET /exam-ocr/result/{id}. */
    fetchResult: fromPromise<ExamOcrResult, { jobId: string }>(() => Promise.reject(new Error('actor not provided: fetchResult'))),
  },
  guards: {
    isCompleted: ({ event }) => (event as unknown as { output: ExamOcrStatusData }).output.status === 'completed',
    isFailed: ({ event }) => (event as unknown as { output: ExamOcrStatusData }).output.status === 'failed',
  },
  delays: { pollInterval: 2000 },
  actions: {
    /** Injected: an error toast. */
    notifyError: (_, _params: { message: string }) => {},
    setFile: assign((_, file: File) => ({ file, jobId: null, progress: 0, result: null, error: null })),
    setJobId: assign((_, jobId: string) => ({ jobId })),
    openJob: assign((_, jobId: string) => ({ file: null, jobId, progress: 0, result: null, error: null })),
    setProgress: assign((_, progress: number) => ({ progress })),
    setResult: assign((_, result: ExamOcrResult) => ({ result, progress: 100 })),
    setError: assign((_, error: string) => ({ error })),
    applyEdit: assign(({ context }, edit: { index: number; text: string }) => {
      if (!context.result) return {};
      const questions = context.result.questions.map((q, i) => (i === edit.index ? { ...q, text: edit.text } : q));
      return { result: { ...context.result, questions } };
    }),
    clearAll: assign(() => ({ file: null, jobId: null, progress: 0, result: null, error: null })),
  },
}).createMachine({
  id: 'examOcr',
  context: { file: null, jobId: null, progress: 0, result: null, error: null },
  initial: 'idle',
  on: {
    'examOcr.open': { target: '.recognising', actions: { type: 'openJob', params: ({ event }) => event.jobId } },
  },
  states: {
    idle: {
      on: { 'examOcr.convert': { target: 'uploading', actions: { type: 'setFile', params: ({ event }) => event.file } } },
    },
    uploading: {
      invoke: {
        src: 'startConversion',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: { target: 'recognising', actions: { type: 'setJobId', params: ({ event }) => event.output.job_id } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: errorMessage },
            { type: 'notifyError', params: (args) => ({ message: errorMessage(args) }) },
          ],
        },
      },
    },
    recognising: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            src: 'fetchStatus',
            input: ({ context }) => ({ jobId: context.jobId as string }),
            onDone: [
              { guard: 'isCompleted', target: '#examOcr.loadingResult' },
              {
                guard: 'isFailed',
                target: '#examOcr.failed',
                actions: { type: 'setError', params: ({ event }) => event.output.error ?? '' },
              },
              { target: 'waiting', actions: { type: 'setProgress', params: ({ event }) => event.output.progress } },
            ],
            // A lost poll is tried again: the reading goes on on the server.
            onError: { target: 'waiting' },
          },
        },
        waiting: { after: { pollInterval: 'checking' } },
      },
    },
    loadingResult: {
      invoke: {
        src: 'fetchResult',
        input: ({ context }) => ({ jobId: context.jobId as string }),
        onDone: { target: 'done', actions: { type: 'setResult', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: errorMessage },
            { type: 'notifyError', params: (args) => ({ message: errorMessage(args) }) },
          ],
        },
      },
    },
    done: {
      on: {
        'examOcr.editQuestion': { actions: { type: 'applyEdit', params: ({ event }) => ({ index: event.index, text: event.text }) } },
        'examOcr.convert': { target: 'uploading', actions: { type: 'setFile', params: ({ event }) => event.file } },
        'examOcr.reset': { target: 'idle', actions: 'clearAll' },
      },
    },
    failed: {
      on: {
        'examOcr.convert': { target: 'uploading', actions: { type: 'setFile', params: ({ event }) => event.file } },
        'examOcr.reset': { target: 'idle', actions: 'clearAll' },
      },
    },
  },
});
