import { expect } from 'vitest';
import { type AnyEventObject, assign, type SnapshotFrom, setup } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { selectCanSubmit, selectImageText, selectImageTextNote, selectPhotoStep } from '../../src/machines/submission/selectors';
import { photoValue, type SubmissionSut } from './submission-fixtures';

/*
 * The photo steps, in the words of the issue ("Phone-first", item 3):
 * - a picked photo opens the crop view; cancelling drops it; a new photo replaces the old one at any step;
 * - confirming the crop cuts and turns the photo in the browser; if that fails, the crop view stays
 *   with the toast '图片处理失败，请换一张图片再试';
 * - a signed-in student's cropped photo is read (POST /ocr) and its text shown in an editable box;
 *   nothing read → the box is empty with '没有从图片中识别出文字，请在下面输入题目'; a failed reading →
 *   the server's message as a toast, and '没能识别出图片中的文字，请在下面输入题目' by the box; a 401 → the
 *   session expires and the photo stays attached as it is;
 * - a visitor's cropped photo is attached as it is (the OCR route needs a login);
 * - the task is submitted with the cropped photo and the text in the box (ocr_text, when not blank);
 *   success clears the form and the photo; a failure keeps both.
 */
const PHOTO = 'photo.png';
const CUT = 'photo-cut.jpg';
const READ = '3.已知 a-2,求 az+1';
const FIXED = '已知 a=2，求 a^2+1';
const SERVER_FAILURE = '图片识别失败，请稍后重试';
const NOTE = {
  nothing: '没有从图片中识别出文字，请在下面输入题目',
  failed: '没能识别出图片中的文字，请在下面输入题目',
};

interface PhotoModelContext {
  image: string | null;
  imageText: string;
  note: string | null;
  readsText: boolean;
  /** Mirrors the form region, for the photo region's guard. */
  submitting: boolean;
  effects: string[];
}

const act = (a: Parameters<typeof assign<PhotoModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<PhotoModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);
const log = (...entries: Array<string | ((c: PhotoModelContext) => string)>) =>
  act(({ context }) => ({ effects: [...context.effects, ...entries.map((e) => (typeof e === 'string' ? e : e(context)))] }));
const submitted = (c: PhotoModelContext) =>
  `submit:${JSON.stringify({ video: true, turbo: false, images: c.image ? [c.image] : [], ocr: c.imageText.trim() || undefined })}`;
const cleared = { image: null, imageText: '', note: null };

export const photoModel = setup({ types: {} as { context: PhotoModelContext; events: AnyEventObject } }).createMachine({
  id: 'photoModel',
  type: 'parallel',
  context: { image: null, imageText: '', note: null, readsText: false, submitting: false, effects: [] },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: [
              { guard: ({ context }) => context.image === null, actions: log('error:请输入题目描述或上传图片') },
              { target: 'submitting', actions: [act({ submitting: true }), log(submitted)] },
            ],
          },
        },
        submitting: {
          on: {
            CREATE_OK: {
              target: 'editing',
              actions: [
                act({ ...cleared, readsText: false, submitting: false }),
                log('refreshProfile', 'success:题目提交成功', 'navigate:/problem/p1'),
              ],
            },
            CREATE_FAILS: { target: 'editing', actions: [act({ submitting: false }), log('error:服务繁忙')] },
          },
        },
      },
    },
    photo: {
      initial: 'none',
      on: {
        ADD_PHOTO: { target: '.cropping', actions: act({ image: PHOTO, imageText: '', note: null }) },
        REMOVE: { target: '.none', actions: act(cleared) },
        // A successful submit clears the photo with the form.
        CREATE_OK: { guard: ({ context }) => context.submitting, target: '.none' },
      },
      states: {
        none: {},
        cropping: {
          on: {
            CONFIRM_AS_USER: { target: 'cutting', actions: [act({ readsText: true }), log(`cut:${PHOTO}@90`)] },
            CONFIRM_AS_VISITOR: { target: 'cutting', actions: [act({ readsText: false }), log(`cut:${PHOTO}@90`)] },
          },
        },
        cutting: {
          on: {
            CUT_OK: [
              { guard: ({ context }) => context.readsText, target: 'recognising', actions: [act({ image: CUT }), log(`read:${CUT}`)] },
              { target: 'attached', actions: act({ image: CUT }) },
            ],
            CUT_FAILS: { target: 'cropping', actions: log('error:图片处理失败，请换一张图片再试') },
          },
        },
        recognising: {
          on: {
            READ_TEXT: { target: 'editing', actions: act({ imageText: READ, note: null }) },
            READ_NOTHING: { target: 'editing', actions: act({ imageText: '  ', note: NOTE.nothing }) },
            READ_FAILS: { target: 'editing', actions: [act({ note: NOTE.failed }), log(`error:${SERVER_FAILURE}`)] },
            READ_EXPIRED: { target: 'attached', actions: log('expired') },
          },
        },
        editing: {
          on: {
            CORRECT: { actions: act({ imageText: FIXED }) },
            CLEAR_TEXT: { actions: act({ imageText: '' }) },
          },
        },
        attached: {},
      },
    },
  },
});

export type PhotoModelSnapshot = SnapshotFrom<typeof photoModel>;
export type PhotoModelEvent = AnyEventObject;

export const PHOTO_EVENTS = [
  'ADD_PHOTO',
  'REMOVE',
  'CONFIRM_AS_USER',
  'CONFIRM_AS_VISITOR',
  'CUT_OK',
  'CUT_FAILS',
  'READ_TEXT',
  'READ_NOTHING',
  'READ_FAILS',
  'READ_EXPIRED',
  'CORRECT',
  'CLEAR_TEXT',
  'SUBMIT',
  'CREATE_OK',
  'CREATE_FAILS',
].map((type) => ({ type }));

/** The effects a step produces do not shape the rest: they do not split vertices. */
export const withoutEffects = (s: { value: unknown; context: PhotoModelContext }) =>
  JSON.stringify({ value: s.value, context: { ...s.context, effects: undefined } });

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const crop = { area: { x: 10, y: 20, width: 300, height: 120 }, rotation: 90 };

export function photoDrivers(sut: SubmissionSut): Record<string, () => void> {
  const send = (event: Parameters<SubmissionSut['actor']['send']>[0]) => sut.actor.send(event);
  const settle = async (call: () => void) => {
    call();
    await new Promise((r) => setTimeout(r, 0));
  };
  return {
    ADD_PHOTO: () => send({ type: 'submission.filesAdded', files: [png(PHOTO)] }),
    REMOVE: () => send({ type: 'submission.imageRemoved' }),
    CONFIRM_AS_USER: () => send({ type: 'submission.cropConfirmed', crop, authenticated: true }),
    CONFIRM_AS_VISITOR: () => send({ type: 'submission.cropConfirmed', crop, authenticated: false }),
    CUT_OK: () => settle(() => sut.cropImage.last().resolve(new File(['jpeg'], CUT, { type: 'image/jpeg' }))),
    CUT_FAILS: () => settle(() => sut.cropImage.last().reject(new Error('canvas is tainted'))),
    READ_TEXT: () => settle(() => sut.recognizeText.last().resolve({ text: READ })),
    READ_NOTHING: () => settle(() => sut.recognizeText.last().resolve({ text: '  ' })),
    READ_FAILS: () => settle(() => sut.recognizeText.last().reject(new ApiError({ status: 503, serverMessage: SERVER_FAILURE }))),
    READ_EXPIRED: () => settle(() => sut.recognizeText.last().reject(new ApiError({ status: 401 }))),
    CORRECT: () => send({ type: 'submission.imageTextChanged', text: FIXED }),
    CLEAR_TEXT: () => send({ type: 'submission.imageTextChanged', text: '' }),
    SUBMIT: () => send({ type: 'submission.submit', authenticated: true }),
    CREATE_OK: () => settle(() => sut.createTask.last().resolve({ problem_id: 'p1', task_id: 't1' })),
    CREATE_FAILS: () =>
      settle(() => sut.createTask.last().reject(new ApiError({ status: 200, code: 'rejected', serverMessage: '服务繁忙' }))),
  };
}

export function expectPhotoMatches(sut: SubmissionSut, m: PhotoModelSnapshot) {
  const snap = sut.actor.getSnapshot();
  const { form, photo } = m.value as { form: string; photo: string };
  expect(snap.value).toEqual({ form, photo: photoValue(photo), pricing: 'loading' });
  const { image, imageText, note, effects } = m.context;
  expect({
    image: snap.context.image?.name ?? null,
    imageText: snap.context.imageText,
    note: snap.context.imageTextNote,
    effects: sut.effects,
  }).toEqual({ image, imageText, note, effects });
  // What the view shows follows from the same state.
  expect(selectPhotoStep(snap)).toBe(photo);
  expect(selectImageText(snap)).toBe(imageText);
  expect(selectImageTextNote(snap)).toBe(note);
  expect(selectCanSubmit(snap)).toBe(form !== 'submitting' && image !== null);
}
