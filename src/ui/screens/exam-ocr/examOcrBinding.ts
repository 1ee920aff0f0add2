import { examOcrActors } from '../../../machines/exam-ocr/actors';
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
