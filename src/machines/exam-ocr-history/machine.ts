import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { ExamOcrListItem } from '../../../contract/exam-ocr';
import { messageForError } from '../../api/errors';

/** What the exam OCR screen shows beside the converter: the price of a page and the past conversions. */
export interface ExamOcrHistory {
  items: ExamOcrListItem[];
  /** Credits per page; null when the server does not say. */
  cost: number | null;
}

export interface ExamOcrHistoryContext extends ExamOcrHistory {
  /** A failed load, shown in place (no toast: the list is an extra of the screen). */
  error: string | null;
}

export type ExamOcrHistoryEvent = { type: 'examOcrHistory.reload' };

const errorMessage = ({ event }: { event: EventObject }) => messageForError('error' in event ? event.error : undefined);

export const machine = setup({
  types: {} as { context: ExamOcrHistoryContext; events: ExamOcrHistoryEvent },
  actors: {
    /** GET /exam-ocr and GET /credits/pricing. */
    fetchHistory: fromPromise<ExamOcrHistory>(() => Promise.reject(new Error('actor not provided: fetchHistory'))),
  },
  actions: {
    setHistory: assign((_, history: ExamOcrHistory) => ({ ...history, error: null })),
    setError: assign((_, error: string) => ({ error })),
  },
}).createMachine({
  id: 'examOcrHistory',
  context: { items: [], cost: null, error: null },
  initial: 'loading',
  on: { 'examOcrHistory.reload': { target: '.loading', reenter: true } },
  states: {
    loading: {
      invoke: {
        src: 'fetchHistory',
        onDone: { target: 'ready', actions: { type: 'setHistory', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setError', params: errorMessage } },
      },
    },
    ready: {},
    failed: {},
  },
});
