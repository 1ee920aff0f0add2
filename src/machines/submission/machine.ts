import { assign, type EventObject, fromPromise, setup } from 'xstate';
import type { Pricing } from '../../../contract/credits';
import type { SubmitResult } from '../../../contract/tasks';
import { isApiError, isUnauthorized, taskFailureMessage } from '../../api/errors';
import type { SubmitInput } from '../../api/tasks';
import { HOME_MAX_IMAGES, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../lib/constants';
import { type CreditQuote, questionCost, quoteQuestion } from '../../lib/credit-cost';
import { checkFiles } from '../../lib/file-check';
import { SOLVE } from '../../text/solve';

/** The home page's question form (spec §2 Home, §4 Submission, §5). */
export interface SubmissionContext {
  text: string;
  image: File | null;
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
  | { type: 'submission.imageRemoved' }
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
export function toSubmitInput(ctx: Pick<SubmissionContext, 'text' | 'image' | 'generateVideo' | 'turboMode'>): SubmitInput {
  const text = ctx.text.trim();
  return {
    ...(text ? { problem_text: text } : {}),
    generate_video: ctx.generateVideo,
    turbo_mode: ctx.generateVideo && ctx.turboMode,
    ...(ctx.image ? { images: [ctx.image] } : {}),
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

const emptyForm = () => ({ text: '', image: null, generateVideo: true, turboMode: false });

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
  },
  guards: {
    hasDraft: (_, draft: Draft | null) => draft !== null,
    hasNoFile: ({ event }) => !firstFile(event),
    isImageRejected: ({ event }) => firstFileErrors(event).length > 0,
    isTurboWithoutVideo: ({ context, event }) =>
      event.type === 'submission.turboToggled' && event.on && !context.generateVideo,
    isEmpty: ({ context }) => context.text.trim() === '' && context.image === null,
    isVisitor: ({ event }) => event.type === 'submission.submit' && !event.authenticated,
    /** The balance is known and does not cover this question: it is not sent. Unknown pricing or balance: the server decides. */
    isShortOfCredits: ({ context }) => quoteOf(context)?.isShort === true,
    hasProblemId: (_, created: Partial<SubmitResult> | undefined) => Boolean(created?.problem_id),
    /** A 401 that the API client's one refresh and replay could not cure. */
    isSessionExpired: ({ event }) => 'error' in event && isUnauthorized(event.error),
    /** The server's 402: the balance the form knew was out of date. */
    isPaymentRequired: ({ event }) => 'error' in event && isApiError(event.error) && event.error.code === 'payment_required',
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
    setImage: assign(({ event }) => ({ image: firstFile(event) ?? null })),
    removeImage: assign({ image: null }),
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
        'submission.filesAdded': [
          { guard: 'hasNoFile' },
          {
            guard: 'isImageRejected',
            actions: {
              type: 'notifyError',
              params: ({ event }) => ({ message: firstFileErrors(event).join('；') }),
            },
          },
          { actions: 'setImage' },
        ],
        'submission.imageRemoved': { actions: 'removeImage' },
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
