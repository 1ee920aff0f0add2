import { examOcrActors } from '../../../machines/exam-ocr/actors';
import { examOcrHistoryActors } from '../../../machines/exam-ocr-history/actors';
import { machine as examOcrHistoryMachine } from '../../../machines/exam-ocr-history/machine';
import { machine as examOcrMachine } from '../../../machines/exam-ocr/machine';
import { toastActions } from '../../toast/toast-actor';

/** The exam OCR machine with the app's real side effects. */
export const appExamOcrMachine = examOcrMachine.provide({
  actors: examOcrActors,
  actions: {
    notifyError: (_, { message }) => {
      toastActions.error(message);
    },
  },
});

/** The price of a page and the past conversions, with the real calls. */
export const appExamOcrHistoryMachine = examOcrHistoryMachine.provide({ actors: examOcrHistoryActors });
