import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEventObject, assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { Pricing } from '../../contract/credits';
import { ApiError } from '../../src/api/errors';
import { type Draft, machine } from '../../src/machines/submission/machine';
import { selectCanSubmit, selectCost, selectIsShortOfCredits, selectQuote, selectShowTurbo } from '../../src/machines/submission/selectors';
import { trackCoverage } from './coverage';
import { edgeEventPaths } from './solve-coverage';
import { edgePaths, runPath } from './model-paths';
import { photoValue, type SubmissionSut, startSubmission } from './submission-fixtures';
import {
  expectPhotoMatches,
  PHOTO_EVENTS,
  type PhotoModelEvent,
  type PhotoModelSnapshot,
  photoDrivers,
  photoModel,
  withoutEffects,
} from './submission-photo-model';
import { flush } from './task-client-support';

/*
 * The model, in the spec's words (§2 Home, §4 Submission, §5, §8 task creation):
 * - a visitor who submits: the draft text and video flag are stored, and the visitor goes to
 *   /auth/login with state from=home; back on home the draft and flag are restored;
 * - submit needs non-empty trimmed text or an image, else the toast '请输入题目描述或上传图片';
 * - only the first image (no file, no change); wrong type or too large → the §5 messages as toasts;
 * - turbo only while video is on; video off turns turbo off;
 * - success: the form resets (video on, turbo off), the profile is re-fetched, then /problem/{id};
 * - success without problem_id → '任务已创建，但无法获取题目ID'; otherwise the result's error or
 *   message; a 401 → the session expires.
 * - the cost (text + video + turbo) is shown once the pricing is known.
 * Beyond the spec (decision 0020): with the pricing and the signed-in student's balance known, the
 * balance after the question is shown; a question the balance does not cover is not sent (the
 * toast gives both numbers, as the server's 402 does) and the profile is fetched again; a 402
 * from the server is toasted and also re-fetches the profile.
 */
interface ModelContext {
  text: string;
  image: string | null;
  video: boolean;
  turbo: boolean;
  pricing: Pricing | null;
  balance: number | null;
  effects: string[];
}

/** assign() typed for this model (helpers built outside setup() need the types spelled out). */
const act = (a: Parameters<typeof assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>>[0]) =>
  assign<ModelContext, AnyEventObject, undefined, AnyEventObject, never>(a);

const PRICING: Pricing = { text: 2, video: 5, turbo: 3 };
const TYPED = '  x^2-5x+6=0 求解 ';
const DRAFT: Draft = { text: '草稿：解方程 2x+1=5', generateVideo: false };
const TYPE_ERROR = '文件类型不支持，支持的类型：image/jpeg, image/png, image/gif, image/webp';
const SIZE_ERROR = '文件大小超过限制（10.0 MB）';

const log = (...entries: Array<string | ((c: ModelContext) => string)>) =>
  act(({ context }) => ({
    effects: [...context.effects, ...entries.map((e) => (typeof e === 'string' ? e : e(context)))],
  }));
const hasContent = (c: ModelContext) => c.text.trim() !== '' || c.image !== null;
const costIn = (c: ModelContext) =>
  c.pricing ? c.pricing.text + (c.video ? c.pricing.video : 0) + (c.video && c.turbo ? c.pricing.turbo : 0) : null;
const isShort = (c: ModelContext) => {
  const cost = costIn(c);
  return cost !== null && c.balance !== null && c.balance < cost;
};
const submitted = (c: ModelContext) =>
  `submit:${JSON.stringify({
    text: c.text.trim() || undefined,
    video: c.video,
    turbo: c.video && c.turbo,
    images: c.image ? [c.image] : [],
  })}`;

const formEdits = {
  TYPE: { actions: act({ text: TYPED }) },
  TYPE_SPACES: { actions: act({ text: '   ' }) },
  ADD_TWO_IMAGES: { actions: act({ image: 'first.png' }) },
  // A paste or drop that carries no file (e.g. plain text) changes nothing.
  ADD_NOTHING: { actions: act({}) },
  ADD_PDF: { actions: log(`error:${TYPE_ERROR}`) },
  ADD_HUGE_IMAGE: { actions: log(`error:${SIZE_ERROR}`) },
  REMOVE_IMAGE: { actions: act({ image: null }) },
  VIDEO_OFF: { actions: act({ video: false, turbo: false }) },
  VIDEO_ON: { actions: act({ video: true }) },
  TURBO_ON: [{ guard: ({ context }: { context: ModelContext }) => context.video, actions: act({ turbo: true }) }, { actions: act({}) }],
  TURBO_OFF: { actions: act({ turbo: false }) },
};

/** The session's balance as the home page passes it on: 100 new-student credits, 5 (text only), signed out. */
const BALANCE = { BALANCE_PLENTY: 100, BALANCE_LOW: 5, SIGNED_OUT: null } as const;
const balanceEdits = {
  BALANCE_PLENTY: { actions: act({ balance: BALANCE.BALANCE_PLENTY }) },
  BALANCE_LOW: { actions: act({ balance: BALANCE.BALANCE_LOW }) },
  SIGNED_OUT: { actions: act({ balance: BALANCE.SIGNED_OUT }) },
};

const model = setup({ types: {} as { context: ModelContext; events: AnyEventObject } }).createMachine({
  id: 'submissionModel',
  type: 'parallel',
  context: { text: '', image: null, video: true, turbo: false, pricing: null, balance: null, effects: [] },
  on: balanceEdits,
  states: {
    form: {
      initial: 'restoring',
      on: formEdits,
      states: {
        restoring: {
          on: {
            DRAFT_FOUND: { target: 'editing', actions: act({ text: DRAFT.text, video: DRAFT.generateVideo, turbo: false }) },
            NO_DRAFT: 'editing',
            DRAFT_UNREADABLE: 'editing',
          },
        },
        editing: {
          on: {
            SUBMIT_AS_VISITOR: [
              { guard: ({ context }) => !hasContent(context), actions: log('error:请输入题目描述或上传图片') },
              {
                actions: log(
                  (c) => `saveDraft:${JSON.stringify({ text: c.text, generateVideo: c.video })}`,
                  'navigate:/auth/login from=home',
                ),
              },
            ],
            SUBMIT_AS_USER: [
              { guard: ({ context }) => !hasContent(context), actions: log('error:请输入题目描述或上传图片') },
              {
                guard: ({ context }) => isShort(context),
                actions: log((c) => `error:积分不足，本次需要 ${costIn(c)} 积分，当前余额 ${c.balance}`, 'refreshProfile'),
              },
              { target: 'submitting', actions: log(submitted) },
            ],
          },
        },
        submitting: {
          on: {
            CREATE_OK: {
              target: 'editing',
              actions: [
                act({ text: '', image: null, video: true, turbo: false }),
                log('refreshProfile', 'success:题目提交成功', 'navigate:/problem/p1'),
              ],
            },
            CREATE_WITHOUT_ID: { target: 'editing', actions: log('error:任务已创建，但无法获取题目ID') },
            CREATE_NO_CREDITS: { target: 'editing', actions: log('error:积分不足，本次需要 7 积分', 'refreshProfile') },
            CREATE_MESSAGE_ONLY: { target: 'editing', actions: log('error:服务繁忙') },
            CREATE_EXPIRED: { target: 'editing', actions: log('expired') },
            CREATE_CRASH: { target: 'editing', actions: log('error:创建任务失败') },
          },
        },
      },
    },
    pricing: {
      initial: 'loading',
      states: {
        loading: {
          on: {
            PRICING_OK: { target: 'ready', actions: act({ pricing: PRICING }) },
            PRICING_FAILS: 'unavailable',
          },
        },
        ready: {},
        unavailable: {},
      },
    },
  },
});

const coverage = trackCoverage();

const startSut = () => startSubmission(coverage.inspect);
type Sut = SubmissionSut;

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const send = (sut: Sut, event: Parameters<Sut['actor']['send']>[0]) => sut.actor.send(event);

const DRIVERS: Record<string, (sut: Sut) => void> = {
  DRAFT_FOUND: (s) => s.takeDraft.last().resolve(DRAFT),
  NO_DRAFT: (s) => s.takeDraft.last().resolve(null),
  DRAFT_UNREADABLE: (s) => s.takeDraft.last().reject(new Error('storage disabled')),
  PRICING_OK: (s) => s.loadPricing.last().resolve(PRICING),
  PRICING_FAILS: (s) => s.loadPricing.last().reject(new Error('offline')),
  TYPE: (s) => send(s, { type: 'submission.textChanged', text: TYPED }),
  TYPE_SPACES: (s) => send(s, { type: 'submission.textChanged', text: '   ' }),
  ADD_TWO_IMAGES: (s) => send(s, { type: 'submission.filesAdded', files: [png('first.png'), png('second.png')] }),
  ADD_NOTHING: (s) => send(s, { type: 'submission.filesAdded', files: [] }),
  ADD_PDF: (s) => send(s, { type: 'submission.filesAdded', files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] }),
  ADD_HUGE_IMAGE: (s) =>
    send(s, { type: 'submission.filesAdded', files: [{ name: 'big.png', type: 'image/png', size: 10_485_761 } as File] }),
  REMOVE_IMAGE: (s) => send(s, { type: 'submission.imageRemoved' }),
  VIDEO_OFF: (s) => send(s, { type: 'submission.videoToggled', on: false }),
  VIDEO_ON: (s) => send(s, { type: 'submission.videoToggled', on: true }),
  TURBO_ON: (s) => send(s, { type: 'submission.turboToggled', on: true }),
  TURBO_OFF: (s) => send(s, { type: 'submission.turboToggled', on: false }),
  SUBMIT_AS_VISITOR: (s) => send(s, { type: 'submission.submit', authenticated: false }),
  SUBMIT_AS_USER: (s) => send(s, { type: 'submission.submit', authenticated: true }),
  CREATE_OK: (s) => s.createTask.last().resolve({ problem_id: 'p1', task_id: 't1' }),
  CREATE_WITHOUT_ID: (s) => s.createTask.last().resolve({}),
  CREATE_NO_CREDITS: (s) => s.createTask.last().reject(new ApiError({ status: 402, serverMessage: '积分不足，本次需要 7 积分' })),
  // The envelope said success:false with only a message.
  CREATE_MESSAGE_ONLY: (s) => s.createTask.last().reject(new ApiError({ status: 200, code: 'rejected', serverMessage: '服务繁忙' })),
  CREATE_EXPIRED: (s) => s.createTask.last().reject(new ApiError({ status: 401 })),
  CREATE_CRASH: (s) => s.createTask.last().reject(new Error('boom')),
  BALANCE_PLENTY: (s) => send(s, { type: 'submission.balanceChanged', balance: BALANCE.BALANCE_PLENTY }),
  BALANCE_LOW: (s) => send(s, { type: 'submission.balanceChanged', balance: BALANCE.BALANCE_LOW }),
  SIGNED_OUT: (s) => send(s, { type: 'submission.balanceChanged', balance: BALANCE.SIGNED_OUT }),
};

function expectMatches(sut: Sut, m: ModelContext, value: unknown) {
  const snap = sut.actor.getSnapshot();
  // In this model a picked image stays in the crop view: the photo steps are the photo model's (below).
  expect(snap.value).toEqual({ ...(value as object), photo: photoValue(m.image ? 'cropping' : 'none') });
  expect({
    text: snap.context.text,
    image: snap.context.image?.name ?? null,
    video: snap.context.generateVideo,
    turbo: snap.context.turboMode,
    pricing: snap.context.pricing,
    balance: snap.context.balance,
    effects: sut.effects,
  }).toEqual(m);
  // What the view shows follows from the same rules.
  expect(selectShowTurbo(snap)).toBe(m.video);
  const submitting = (value as { form: string }).form === 'submitting';
  expect(selectCanSubmit(snap)).toBe(!submitting && (m.text.trim() !== '' || m.image !== null));
  const cost = costIn(m);
  expect(selectCost(snap)).toBe(cost);
  expect(selectIsShortOfCredits(snap)).toBe(isShort(m));
  expect(selectQuote(snap)?.balanceAfter ?? null).toBe(cost !== null && m.balance !== null ? m.balance - cost : null);
}

const mode = (c: ModelContext) => (c.video ? (c.turbo ? 'turbo' : 'video') : 'none');
// The key leaves out the pricing region (it only feeds the cost, checked on every step), so each
// form state is reached once with the pricing still loading and PRICING_OK/PRICING_FAILS leave from it.
const stateKey = (s: { value: unknown; context: ModelContext }) =>
  JSON.stringify([(s.value as { form: string }).form, s.context.text.trim() !== '', s.context.image !== null, mode(s.context)]);
const CREDIT_EVENTS = new Set(Object.keys(balanceEdits));
const paths = edgeEventPaths(
  createTestModel(model, {
    serializeState: stateKey,
    serializeTransition: () => '',
    // The balance only matters together with a known price: the credit paths below cover it.
    filterEvents: (_, event) => !CREDIT_EVENTS.has(event.type),
  }),
  stateKey,
);

/*
 * The credit paths: a typed question, each pricing outcome × each balance × video on or off, and
 * what a submit does in each. Image and text edits are left to the paths above.
 */
const formOf = (s: { value: unknown }) => (s.value as { form: string }).form;
const pricingOf = (s: { value: unknown }) => (s.value as { pricing: string }).pricing;
const creditKey = (s: { value: unknown; context: ModelContext }) =>
  JSON.stringify([formOf(s), s.context.text.trim() !== '', pricingOf(s), s.context.balance, s.context.video]);
const creditEvents = (s: { value: unknown; context: ModelContext }): string[] => {
  const form = formOf(s);
  if (form === 'restoring') return ['NO_DRAFT'];
  if (form === 'submitting') return ['CREATE_OK', 'CREATE_NO_CREDITS'];
  if (s.context.text.trim() === '') return ['TYPE'];
  return ['PRICING_OK', 'PRICING_FAILS', ...CREDIT_EVENTS, s.context.video ? 'VIDEO_OFF' : 'VIDEO_ON', 'SUBMIT_AS_USER'];
};
const creditPaths = edgeEventPaths(
  createTestModel(model, {
    serializeState: creditKey,
    serializeTransition: () => '',
    filterEvents: (state, event) => creditEvents(state).includes(event.type),
  }),
  creditKey,
);

describe('submission: model-based (spec §2, §4, §5, §8)', () => {
  it('has a path for every edge of the model', () => {
    expect(paths.length).toBeGreaterThan(150);
  });

  it('has a credit path for every edge of the credit model, some of them refused for want of credits', () => {
    expect(creditPaths.length).toBeGreaterThan(100);
    const refused = creditPaths.filter((path) => {
      const expected = createActor(model).start();
      for (const event of path.events) expected.send(event);
      return expected.getSnapshot().context.effects.includes('error:积分不足，本次需要 7 积分，当前余额 5');
    });
    expect(refused.length).toBeGreaterThan(0);
  });

  for (const path of [...paths, ...creditPaths]) {
    it(path.description, async () => {
      const sut = startSut();
      const expected = createActor(model).start();
      for (const event of path.events) {
        expected.send(event);
        DRIVERS[event.type](sut);
        await flush();
        expectMatches(sut, expected.getSnapshot().context, expected.getSnapshot().value);
      }
      sut.actor.stop();
    });
  }
});

describe('submission: the photo steps, model-based (crop and turn, read, check, submit)', () => {
  const photoPaths = edgePaths(createTestModel(photoModel, { serializeState: withoutEffects, events: PHOTO_EVENTS }), withoutEffects);

  it('has a path for every edge of the photo model', () => {
    expect(photoPaths.length).toBeGreaterThan(60);
  });

  for (const path of photoPaths) {
    it(path.description, async () => {
      const sut = startSubmission(coverage.inspect);
      sut.takeDraft.last().resolve(null);
      await flush();
      await runPath<PhotoModelSnapshot, PhotoModelEvent>(photoModel, path, {
        events: photoDrivers(sut),
        check: (m) => expectPhotoMatches(sut, m),
      });
      sut.actor.stop();
    });
  }
});

afterAll(() => coverage.assertComplete(machine));
