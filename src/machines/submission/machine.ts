import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { Pricing } from '../../../contract/credits';
import type { OcrResult } from '../../../contract/ocr';
import type { SubmitResult } from '../../../contract/tasks';
import { isApiError, isUnauthorized, preferredMessage, taskFailureMessage } from '../../api/errors';
import type { SubmitInput } from '../../api/tasks';
import { HOME_MAX_IMAGES, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../lib/constants';
import { type CreditQuote, questionCost, quoteQuestion } from '../../lib/credit-cost';
import { checkFiles } from '../../lib/file-check';
import { SOLVE } from '../../text/solve';
import type { CropRequest } from './photo';

/** The home page's question form (spec §2 Home, §4 Submission, §5). */
export interface SubmissionContext {
  text: string;
  /** The photo as it will be sent: the picked file until the student's crop replaces it. */
  image: File | null;
  /** The photo's text as read (POST /ocr) and corrected by the student; sent as ocr_text. */
  imageText: string;
  /** Why the text box starts empty: nothing was found, or the reading failed. */
  imageTextNote: string | null;
  /** Whether the cropped photo is read before submitting (the OCR route is for signed-in students). */
  readsImageText: boolean;
  generateVideo: boolean;
  turboMode: boolean;
  pricing: Pricing | null;
  /** The signed-in student's credits (from the session); null for a visitor or while unknown. */
  balance: number | null;
}

/** The draft a visitor leaves behind when sent to log in. */
export interface Draft {
  text: string;
  generateVideo: boolean;
}

export type SubmissionEvent =
  | { type: 'submission.textChanged'; text: string }
  /** From the upload button, the camera, a paste or a drop: only the first file counts. */
  | { type: 'submission.filesAdded'; files: readonly File[] }
  /** Also the crop view's cancel: the photo is dropped. */
  | { type: 'submission.imageRemoved' }
  | { type: 'submission.cropConfirmed'; crop: CropRequest; authenticated: boolean }
  | { type: 'submission.imageTextChanged'; text: string }
  | { type: 'submission.videoToggled'; on: boolean }
  | { type: 'submission.turboToggled'; on: boolean }
  /** The session's credit balance changed (null: signed out). */
  | { type: 'submission.balanceChanged'; balance: number | null }
  | { type: 'submission.submit'; authenticated: boolean };

/**
 * Only the first image (spec §5). Matched by MIME type: browsers type every image they hand over
 * (picker, camera, paste, drop), and the type list reads better in the error toast.
 */
export const IMAGE_CHECK = {
  accept: [...UPLOAD_MIME_TYPES],
  maxSize: UPLOAD_MAX_BYTES,
  maxFiles: HOME_MAX_IMAGES,
} as const;

const firstFile = (event: EventObject) => (event as Extract<SubmissionEvent, { type: 'submission.filesAdded' }>).files[0];
const firstFileErrors = (event: EventObject) => {
  const file = firstFile(event);
  return file ? checkFiles([file], IMAGE_CHECK).errors : [];
};

/** What POST /tasks/submit receives for this form: fields only when present, flags always. */
export function toSubmitInput(ctx: Pick<SubmissionContext, 'text' | 'image' | 'imageText' | 'generateVideo' | 'turboMode'>): SubmitInput {
  const text = ctx.text.trim();
  const imageText = ctx.image ? ctx.imageText.trim() : '';
  return {
    ...(text ? { problem_text: text } : {}),
    generate_video: ctx.generateVideo,
    turbo_mode: ctx.generateVideo && ctx.turboMode,
    ...(ctx.image ? { images: [ctx.image] } : {}),
    ...(imageText ? { ocr_text: imageText } : {}),
  };
}

/** Credits this submission costs, or null until the pricing is known. */
export function costOf(ctx: Pick<SubmissionContext, 'pricing' | 'generateVideo' | 'turboMode'>): number | null {
  return ctx.pricing ? questionCost(ctx.pricing, ctx) : null;
}

/** The cost and the balance after it; null until the pricing is known. */
export const quoteOf = (ctx: Pick<SubmissionContext, 'pricing' | 'generateVideo' | 'turboMode' | 'balance'>): CreditQuote | null =>
  quoteQuestion(ctx.pricing, ctx, ctx.balance);

/** The toast of a question the balance does not cover (the server's 402 says the same). */
const shortMessage = ({ context }: { context: SubmissionContext }) => ({
  message: SOLVE.credits.short(costOf(context) ?? 0, context.balance ?? 0),
});

/** An API failure's spec §8 message; anything else (a crash) gets the plain fallback. */
const createFailure = ({ event }: { event: EventObject }) => {
  const error = 'error' in event ? event.error : undefined;
  const fallback = SOLVE.submission.createFailed;
  return { message: isApiError(error) ? taskFailureMessage(error, fallback) : fallback };
};

/** A reading that failed: the server's words when it gave some (type, size, busy), else the plain fallback. */
const readFailure = ({ event }: { event: EventObject }) => ({
  message: preferredMessage('error' in event ? event.error : undefined, SOLVE.photo.readFailed),
});

const cropOf = (event: EventObject) => (event as Extract<SubmissionEvent, { type: 'submission.cropConfirmed' }>).crop;

const noImageText = () => ({ imageText: '', imageTextNote: null });

const emptyForm = () => ({ text: '', image: null, ...noImageText(), readsImageText: false, generateVideo: true, turboMode: false });

export const machine = setup({
  types: {} as { context: SubmissionContext; events: SubmissionEvent },
  actors: {
    /** Reads the visitor's draft and removes it from storage; null when there is none. */
    takeDraft: fromPromise<Draft | null>(async () => null),
    loadPricing: fromPromise<Pricing>(() => Promise.reject(new Error('actor not provided: loadPricing'))),
    /** POST /tasks/submit: the new problem's and task's ids; rejects with the ApiError. */
    createTask: fromPromise<Partial<SubmitResult> | undefined, SubmitInput>(() =>
      Promise.reject(new Error('actor not provided: createTask')),
    ),
    /** Crops and turns the photo in the browser (canvas → JPEG); provided by the view layer. */
    cropImage: fromPromise<File, { image: File; crop: CropRequest }>(() => Promise.reject(new Error('actor not provided: cropImage'))),
    /** POST /ocr: the photo's text; rejects with the ApiError. */
    recognizeText: fromPromise<OcrResult, { image: File }>(() => Promise.reject(new Error('actor not provided: recognizeText'))),
  },
  guards: {
    hasDraft: (_, draft: Draft | null) => draft !== null,
    hasNoFile: ({ event }) => !firstFile(event),
    isImageRejected: ({ event }) => firstFileErrors(event).length > 0,
    isTurboWithoutVideo: ({ context, event }) => event.type === 'submission.turboToggled' && event.on && !context.generateVideo,
    isEmpty: ({ context }) => context.text.trim() === '' && context.image === null,
    isVisitor: ({ event }) => event.type === 'submission.submit' && !event.authenticated,
    /** The balance is known and does not cover this question: it is not sent. Unknown pricing or balance: the server decides. */
    isShortOfCredits: ({ context }) => quoteOf(context)?.isShort === true,
    hasProblemId: (_, created: Partial<SubmitResult> | undefined) => Boolean(created?.problem_id),
    /** A 401 that the API client's one refresh and replay could not cure. */
    isSessionExpired: ({ event }) => 'error' in event && isUnauthorized(event.error),
    /** The server's 402: the balance the form knew was out of date. */
    isPaymentRequired: ({ event }) => 'error' in event && isApiError(event.error) && event.error.code === 'payment_required',
    isReadingImageText: ({ context }) => context.readsImageText,
    /** The form was cleared (submitted) under the photo steps. */
    hasNoImage: ({ context }) => context.image === null,
  },
  actions: {
    /** Injected: an error toast. */
    notifyError: (_, _params: { message: string }) => {},
    /** Injected: a success toast. */
    notifySuccess: (_, _params: { message: string }) => {},
    /** Injected: client-side navigation. */
    navigate: (_, _params: { to: string; state?: { from: string } }) => {},
    /** Injected: keep the draft text and video flag in browser storage for after the login. */
    storeDraft: (_, _params: Draft) => {},
    /** Injected: re-fetch the profile so the credit balance is current. */
    refreshProfile: () => {},
    /**
     * Injected (spec §4, a 401 on a task call): clear token, refresh token and user record, toast
     * '登录已过期，请重新登录', go to /auth/login. The session machine does all three.
     */
    expireSession: () => {},
    applyDraft: assign((_, draft: Draft) => ({ text: draft.text, generateVideo: draft.generateVideo, turboMode: false })),
    setText: assign(({ event }) => (event.type === 'submission.textChanged' ? { text: event.text } : {})),
    setImage: assign(({ event }) => ({ image: firstFile(event) ?? null, ...noImageText() })),
    removeImage: assign({ image: null, ...noImageText() }),
    setReadsImageText: assign(({ event }) => (event.type === 'submission.cropConfirmed' ? { readsImageText: event.authenticated } : {})),
    setCroppedImage: assign((_, image: File) => ({ image })),
    applyRecognizedText: assign((_, { text }: OcrResult) => ({
      imageText: text,
      imageTextNote: text.trim() ? null : SOLVE.photo.nothingRead,
    })),
    setImageTextNote: assign((_, note: string) => ({ imageTextNote: note })),
    setImageText: assign(({ event }) => (event.type === 'submission.imageTextChanged' ? { imageText: event.text } : {})),
    setVideo: assign(({ context, event }) => {
      if (event.type !== 'submission.videoToggled') return {};
      return { generateVideo: event.on, turboMode: event.on ? context.turboMode : false };
    }),
    setTurbo: assign(({ event }) => (event.type === 'submission.turboToggled' ? { turboMode: event.on } : {})),
    setPricing: assign((_, pricing: Pricing) => ({ pricing })),
    setBalance: assign(({ event }) => (event.type === 'submission.balanceChanged' ? { balance: event.balance } : {})),
    clearForm: assign(emptyForm),
  },
}).createMachine({
  id: 'submission',
  type: 'parallel',
  context: () => ({ ...emptyForm(), pricing: null, balance: null }),
  on: { 'submission.balanceChanged': { actions: 'setBalance' } },
  states: {
    form: {
      initial: 'restoring',
      on: {
        'submission.textChanged': { actions: 'setText' },
        'submission.videoToggled': { actions: 'setVideo' },
        'submission.turboToggled': [{ guard: 'isTurboWithoutVideo' }, { actions: 'setTurbo' }],
      },
      states: {
        restoring: {
          invoke: {
            src: 'takeDraft',
            onDone: [
              {
                guard: { type: 'hasDraft', params: ({ event }) => event.output },
                target: 'editing',
                actions: { type: 'applyDraft', params: ({ event }) => event.output! },
              },
              { target: 'editing' },
            ],
            onError: 'editing',
          },
        },
        editing: {
          on: {
            'submission.submit': [
              { guard: 'isEmpty', actions: { type: 'notifyError', params: { message: SOLVE.submission.empty } } },
              {
                guard: 'isVisitor',
                actions: [
                  {
                    type: 'storeDraft',
                    params: ({ context }) => ({ text: context.text, generateVideo: context.generateVideo }),
                  },
                  { type: 'navigate', params: { to: '/auth/login', state: { from: 'home' } } },
                ],
              },
              // Not sent; the profile is fetched again in case the balance shown is out of date.
              { guard: 'isShortOfCredits', actions: [{ type: 'notifyError', params: shortMessage }, 'refreshProfile'] },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          invoke: {
            src: 'createTask',
            input: ({ context }) => toSubmitInput(context),
            onDone: [
              {
                guard: { type: 'hasProblemId', params: ({ event }) => event.output },
                target: 'editing',
                actions: [
                  'clearForm',
                  'refreshProfile',
                  { type: 'notifySuccess', params: { message: SOLVE.submission.submitted } },
                  { type: 'navigate', params: ({ event }) => ({ to: `/problem/${encodeURIComponent(event.output!.problem_id!)}` }) },
                ],
              },
              // Spec §8: success without problem_id.
              { target: 'editing', actions: { type: 'notifyError', params: { message: SOLVE.submission.noProblemId } } },
            ],
            onError: [
              { guard: 'isSessionExpired', target: 'editing', actions: 'expireSession' },
              {
                guard: 'isPaymentRequired',
                target: 'editing',
                actions: [{ type: 'notifyError', params: createFailure }, 'refreshProfile'],
              },
              // Spec §8: otherwise the failure's message is toasted.
              { target: 'editing', actions: { type: 'notifyError', params: createFailure } },
            ],
          },
        },
      },
    },
    /** A photo: cropped and turned, then its text read and checked before the task is submitted. */
    photo: {
      initial: 'none',
      on: {
        'submission.filesAdded': [
          { guard: 'hasNoFile' },
          {
            guard: 'isImageRejected',
            actions: {
              type: 'notifyError',
              params: ({ event }) => ({ message: firstFileErrors(event).join('；') }),
            },
          },
          // A new photo replaces the one in any step, and starts again at the crop.
          { target: '.picked.cropping', actions: 'setImage' },
        ],
        'submission.imageRemoved': { target: '.none', actions: 'removeImage' },
      },
      states: {
        none: {},
        picked: {
          initial: 'cropping',
          always: { guard: 'hasNoImage', target: 'none' },
          states: {
            cropping: {
              on: { 'submission.cropConfirmed': { target: 'cutting', actions: 'setReadsImageText' } },
            },
            cutting: {
              invoke: {
                src: 'cropImage',
                input: ({ context, event }) => ({ image: context.image!, crop: cropOf(event) }),
                onDone: [
                  {
                    guard: 'isReadingImageText',
                    target: 'recognising',
                    actions: { type: 'setCroppedImage', params: ({ event }) => event.output },
                  },
                  // A visitor's photo goes as it is: the text is read after the login, by the task.
                  { target: 'attached', actions: { type: 'setCroppedImage', params: ({ event }) => event.output } },
                ],
                onError: { target: 'cropping', actions: { type: 'notifyError', params: { message: SOLVE.photo.cropFailed } } },
              },
            },
            recognising: {
              invoke: {
                src: 'recognizeText',
                input: ({ context }) => ({ image: context.image! }),
                onDone: { target: 'editing', actions: { type: 'applyRecognizedText', params: ({ event }) => event.output } },
                onError: [
                  { guard: 'isSessionExpired', target: 'attached', actions: 'expireSession' },
                  {
                    target: 'editing',
                    actions: [
                      { type: 'setImageTextNote', params: SOLVE.photo.readFailedNote },
                      { type: 'notifyError', params: readFailure },
                    ],
                  },
                ],
              },
            },
            /** The student checks the text and corrects what was misread, or types it. */
            editing: {
              on: { 'submission.imageTextChanged': { actions: 'setImageText' } },
            },
            /** Sent as it is: the task reads its text. */
            attached: {},
          },
        },
      },
    },
    pricing: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadPricing',
            onDone: { target: 'ready', actions: { type: 'setPricing', params: ({ event }) => event.output } },
            onError: 'unavailable',
          },
        },
        ready: {},
        /** The cost line says so; submitting still works (the server decides the price). */
        unavailable: {},
      },
    },
  },
});
