// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, type AnyActorRef, createActor, fromPromise } from 'xstate';
import { configureRefresh } from '../../src/api/client';
import { setDebugBase } from '../../src/lib/backend-url';
import { saveTokens } from '../../src/lib/storage';
import type { CropRequest } from '../../src/machines/submission/photo';
import { createRefreshService } from '../../src/machines/token-refresh/service';
import { appProblemDetailMachine, appTaskClientMachine, appTaskStatusMachine } from '../../src/ui/components/solve/bindings';
import { appEngagementToggleMachine, appProblemSharingMachine, engagedFeedMachine } from '../../src/ui/components/community/bindings';
import { appSubmissionMachine } from '../../src/ui/components/solve/submissionBinding';
import { appDebugJobMachine, appVideoListMachine } from '../../src/ui/components/video/bindings';
import { appCreditsLedgerMachine } from '../../src/ui/screens/credits/ledger-binding';
import { appCreditPurchaseMachine } from '../../src/ui/screens/credits/purchase/purchase-binding';
import { sessionActor } from '../../src/ui/session/session-actor';
import { session } from '../../src/ui/session/useSession';
import { toastActions } from '../../src/ui/toast/toast-actor';
import { backendForThisFile, json, useNodeFormData } from './support/http-backend';

/*
 * src/api/README.md "Failed calls: toast or silent": every call in its table, made to fail on a real
 * HTTP server through the app's own bindings (real actors, real toasts), must behave as its row says:
 * 'toast' → an error toast; 'silent' → no error toast, and the failure visible in state.
 */
const README = readFileSync(path.resolve(import.meta.dirname, '../../src/api/README.md'), 'utf8');
const ROWS = [...README.matchAll(/^\| `([\w.]+)` \|[^|]*\|[^|]*\| (toast|silent) \|/gm)].map((m) => ({
  call: m[1],
  rule: m[2] as 'toast' | 'silent',
}));

const backend = backendForThisFile();
const started: AnyActorRef[] = [];

beforeAll(() => {
  // The debug listener's calls reach the same test server.
  setDebugBase(backend.url);
  configureRefresh(createRefreshService().refresh);
  sessionActor.start();
});
afterAll(() => {
  configureRefresh(null);
  setDebugBase(null);
});
beforeEach(() => saveTokens('tok', 'ref'));
afterEach(() => {
  for (const a of started.splice(0)) a.stop();
});

const TASK = { task_id: 't1', problem_id: 'p1', status: 'processing', stage: 'solving', progress: 10, events: [] };
const CARD = {
  id: 'p1',
  excerpt: 'x',
  problem_html: '<p>x</p>',
  subject: 'math',
  problem_type: 'solution',
  created_at: '2026-01-01T00:00:00.000Z',
  like_count: 1,
  favorite_count: 0,
  has_video: false,
  asker: null,
  image_urls: [],
};
const SHARING = { visibility: 'public', show_asker: false, share_photos: false, listed: false, notice_acknowledged: false };
const VIDEO = {
  problem_id: 'p1',
  task_id: 't1',
  subject: 'math',
  excerpt: 'x',
  problem_html: '<p>x</p>',
  poster_url: null,
  duration_seconds: 30,
  created_at: '2026-01-01T00:00:00.000Z',
  is_mine: true,
};
const DEBUG_FILE = { tag: 'log', file_name: 'render.log', content_type: 'text/plain', bytes: 3 };
const USER = { id: 'u1', username: 'ann', email: 'ann@example.com', credits: 10, avatar_path: null, created_at: 'x' };
const OK: Record<string, unknown> = {
  'GET /api/v1/tasks/t1': TASK,
  'GET /api/v1/problems/p1/detail': { id: 'p1', tasks: [TASK], latest_task: TASK },
  'GET /api/v1/credits/pricing': { text: 2, video: 5, turbo: 3 },
  'GET /api/v1/auth/me': USER,
  'GET /api/v1/engagements/likes': { items: [CARD], page: 1, page_size: 1, total: 2, has_more: true },
  'GET /api/v1/problems/p1/sharing': SHARING,
  'POST /api/v1/auth/login': { access_token: 'tok', refresh_token: 'ref', user: USER },
  'GET /api/v1/credits/payment-methods': { methods: ['alipay'] },
  'GET /api/v1/credits/orders': { items: [], total: 0, page: 1, page_size: 10 },
  'POST /api/v1/credits/orders': { id: 'o1', state: 'pending', payment: { kind: 'qr', code_url: 'x' } },
  'GET /api/v1/videos': { items: [VIDEO], page: 1, page_size: 1, has_more: true },
  'GET /api/v1/debug/list_files': { job_id: 't1', files: [DEBUG_FILE], stages: [], total_ms: 0 },
  'GET /api/v1/credits/orders/o1': { id: 'o1', state: 'pending', payment: { kind: 'qr', code_url: 'x' } },
};

/** The purchase machine on the credits page, signed in; `resume` is an order kept from an earlier visit. */
function startPurchase(resume: string | null = null) {
  return start(appCreditPurchaseMachine, { device: 'desktop', resumeOrderId: resume, historyPageSize: 10 });
}

/** A package and a method chosen: the order is created and followed (待支付). */
async function purchasePending() {
  const a = startPurchase();
  await settled(() => a.getSnapshot().matches({ flow: 'browsing' }));
  a.send({ type: 'purchase.choose', packageId: 'basic' });
  a.send({ type: 'purchase.pay', method: 'alipay' });
  await settled(() => a.getSnapshot().matches({ flow: { order: 'pending' } }));
  return a;
}

/** Answers every call as a working server would, except those matching `failing`: 500 (401 for the refresh). */
function serve(failing: RegExp) {
  backend.received.length = 0;
  backend.setHandler((req, res) => {
    const route = `${req.method} ${req.url.split('?')[0]}`;
    if (failing.test(route)) return json(res, 500, { success: false, message: '内部错误' });
    return json(res, 200, { success: true, data: OK[route] ?? null });
  });
}

function start(logic: AnyActorLogic, input?: unknown) {
  const actor = createActor(logic, { input }).start();
  started.push(actor);
  return actor;
}

const settled = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

/** The server has answered a request matching `route` ('METHOD /path'). */
const requested = (route: RegExp) => backend.received.some((r) => route.test(`${r.method} ${r.url.split('?')[0]}`));

async function logIn() {
  if (sessionActor.getSnapshot().matches({ auth: 'authenticated' })) return;
  serve(/^$/);
  session.login({ username: 'ann', password: 'x' });
  await settled(() => sessionActor.getSnapshot().matches({ auth: 'authenticated' }));
}

/** Makes the call fail; resolves with whether the failure shows in state. */
const DRIVERS: Record<string, () => Promise<boolean>> = {
  'session.login': async () => {
    serve(/auth\/login/);
    session.login({ username: 'ann', password: 'x' });
    await settled(() => sessionActor.getSnapshot().matches({ auth: 'anonymous' }) && sessionActor.getSnapshot().context.error !== null);
    return true;
  },
  'session.register': async () => {
    serve(/auth\/register/);
    session.register({ username: 'ann', email: 'ann@example.com', password: 'password1', invite_code: 'I' });
    await settled(() => sessionActor.getSnapshot().context.error?.op === 'register');
    return true;
  },
  'session.social': async () => {
    serve(/auth\/me/);
    session.socialLogin('tok', 'ref');
    await settled(() => sessionActor.getSnapshot().context.error?.op === 'social');
    return true;
  },
  'session.changeAccount': async () => {
    await logIn();
    serve(/PUT \/api\/v1\/auth\/me/);
    session.updateProfile({ username: 'bob' });
    await settled(() => sessionActor.getSnapshot().context.error?.op === 'profile');
    return true;
  },
  'session.validate': async () => {
    await logIn();
    serve(/GET \/api\/v1\/auth\/me/);
    session.refreshProfile();
    await settled(() => requested(/auth\/me/) && sessionActor.getSnapshot().matches({ auth: { authenticated: 'fresh' } }));
    return sessionActor.getSnapshot().context.user?.id === USER.id;
  },
  'session.logout': async () => {
    await logIn();
    serve(/auth\/logout/);
    session.logout();
    await settled(() => sessionActor.getSnapshot().matches({ auth: 'anonymous' }));
    return sessionActor.getSnapshot().context.user === null;
  },
  'session.requestReset': async () => {
    serve(/reset-password-request/);
    session.requestReset('ann@example.com');
    await settled(() => sessionActor.getSnapshot().context.error?.op === 'resetRequest');
    return true;
  },
  'session.resetPassword': async () => {
    serve(/reset-password$/);
    session.resetPassword('t', 'password1');
    await settled(() => sessionActor.getSnapshot().context.error?.op === 'reset');
    return true;
  },
  'token.refresh': async () => {
    serve(/auth\/refresh/);
    const service = createRefreshService();
    const outcome = await service.refresh().then(
      () => 'resolved',
      () => 'rejected',
    );
    return outcome === 'rejected' && service.actor.getSnapshot().matches('idle');
  },
  'tasks.list': async () => {
    serve(/GET \/api\/v1\/tasks$/);
    const a = start(appTaskClientMachine);
    a.send({ type: 'tasks.list' });
    await settled(() => a.getSnapshot().context.error !== null);
    return true;
  },
  'tasks.fetch': async () => {
    serve(/tasks\/t1$/);
    const a = start(appTaskClientMachine);
    a.send({ type: 'tasks.fetch', id: 't1' });
    await settled(() => a.getSnapshot().context.error !== null);
    return true;
  },
  'tasks.revalidate': async () => {
    serve(/tasks\/t1$/);
    const a = start(appTaskClientMachine);
    a.send({ type: 'tasks.revalidate', id: 't1' });
    await settled(() => a.getSnapshot().context.error !== null);
    return a.getSnapshot().context.error === '服务器错误，请稍后重试';
  },
  'tasks.create': async () => {
    serve(/tasks\/submit/);
    const a = start(appTaskClientMachine);
    a.send({ type: 'tasks.create', input: { problem_text: 'x' } });
    await settled(() => a.getSnapshot().context.error !== null);
    return true;
  },
  'tasks.delete': async () => {
    serve(/DELETE/);
    const a = start(appTaskClientMachine);
    a.send({ type: 'tasks.delete', id: 't1' });
    await settled(() => a.getSnapshot().context.error !== null);
    return true;
  },
  'tasks.stop': async () => {
    serve(/stop/);
    const a = start(appTaskClientMachine);
    a.send({ type: 'tasks.stop', id: 't1' });
    await settled(() => a.getSnapshot().context.error !== null);
    return true;
  },
  'tasks.retry': async () => {
    serve(/tasks\/retry$/);
    const a = start(appTaskClientMachine);
    a.send({ type: 'tasks.retry', id: 't1' });
    await settled(() => a.getSnapshot().context.error !== null);
    return true;
  },
  'problem.load': async () => {
    serve(/problems/);
    const a = start(appProblemDetailMachine, { problemId: 'p1' });
    await settled(() => a.getSnapshot().matches('failed'));
    return true;
  },
  'problem.reload': async () => {
    serve(/^$/);
    const a = start(appProblemDetailMachine, { problemId: 'p1' });
    await settled(() => a.getSnapshot().matches({ ready: 'idle' }));
    serve(/problems/);
    a.send({ type: 'problem.reload' });
    await settled(() => requested(/problems/) && a.getSnapshot().matches({ ready: 'idle' }));
    return true;
  },
  'problem.revalidate': async () => {
    serve(/^$/);
    const a = start(appProblemDetailMachine, { problemId: 'p1' });
    await settled(() => a.getSnapshot().matches({ ready: 'idle' }));
    serve(/problems/);
    a.send({ type: 'problem.revalidate' });
    await settled(() => a.getSnapshot().context.error !== null);
    return a.getSnapshot().context.error === '服务器错误，请稍后重试';
  },
  'problem.action': async () => {
    serve(/^$/);
    const a = start(appProblemDetailMachine, { problemId: 'p1' });
    await settled(() => a.getSnapshot().matches({ ready: 'idle' }));
    serve(/stop/);
    a.send({ type: 'problem.stop', taskId: 't1' });
    await settled(() => requested(/stop/) && a.getSnapshot().matches({ ready: 'idle' }));
    return true;
  },
  'submission.submit': async () => {
    serve(/tasks\/submit/);
    const a = start(appSubmissionMachine);
    await settled(() => a.getSnapshot().matches({ form: 'editing' }));
    a.send({ type: 'submission.textChanged', text: 'x+1=2' });
    a.send({ type: 'submission.submit', authenticated: true });
    await settled(() => requested(/submit/) && a.getSnapshot().matches({ form: 'editing' }));
    return true;
  },
  'submission.recognize': async () => {
    serve(/POST \/api\/v1\/ocr/);
    const restore = await useNodeFormData();
    try {
      // The crop is canvas work that jsdom cannot do: the photo passes through it unchanged.
      const passThrough = fromPromise<File, { image: File; crop: CropRequest }>(async ({ input }) => input.image);
      const a = start(appSubmissionMachine.provide({ actors: { cropImage: passThrough } }));
      a.send({ type: 'submission.filesAdded', files: [new File(['png'], 'q.png', { type: 'image/png' })] });
      a.send({ type: 'submission.cropConfirmed', crop: { area: { x: 0, y: 0, width: 1, height: 1 }, rotation: 0 }, authenticated: true });
      await settled(() => requested(/ocr/) && a.getSnapshot().matches({ photo: { picked: 'editing' } }));
      return a.getSnapshot().context.imageTextNote !== null;
    } finally {
      restore();
    }
  },
  'submission.pricing': async () => {
    serve(/pricing/);
    const a = start(appSubmissionMachine);
    await settled(() => a.getSnapshot().matches({ pricing: 'unavailable' }));
    return true;
  },
  'status.poll': async () => {
    serve(/detail-status/);
    // No EventSource here: the stream fails at once and the poll takes over, as after a broken stream.
    const a = start(appTaskStatusMachine, { taskId: 't1' });
    await settled(() => a.getSnapshot().matches({ polling: 'waiting' }));
    return true;
  },
  'feed.load': async () => {
    serve(/engagements\/likes/);
    const a = start(engagedFeedMachine('like'), { pageSize: 1 });
    await settled(() => a.getSnapshot().matches('failed'));
    return a.getSnapshot().context.error !== null;
  },
  'feed.loadMore': async () => {
    serve(/batch-status/);
    const a = start(engagedFeedMachine('like'), { pageSize: 1 });
    await settled(() => a.getSnapshot().matches('ready'));
    serve(/engagements\/likes/);
    a.send({ type: 'list.loadMore' });
    await settled(() => a.getSnapshot().context.error !== null);
    return a.getSnapshot().context.items.length === 1;
  },
  'feed.batchStatus': async () => {
    serve(/batch-status/);
    const a = start(engagedFeedMachine('like'), { pageSize: 1 });
    await settled(() => requested(/batch-status/) && a.getSnapshot().matches('ready'));
    return a.getSnapshot().context.items.length === 1 && Object.keys(a.getSnapshot().context.extras).length === 0;
  },
  'engagement.save': async () => {
    serve(/engagements\/like\/p1/);
    const a = start(appEngagementToggleMachine, { problemId: 'p1', kind: 'like', on: false, count: 1 });
    a.send({ type: 'engagement.toggle', signedIn: true });
    await settled(() => requested(/like\/p1/) && a.getSnapshot().matches('idle'));
    return a.getSnapshot().context.on === false && a.getSnapshot().context.count === 1;
  },
  'sharing.load': async () => {
    serve(/sharing/);
    const a = start(appProblemSharingMachine, { problemId: 'p1' });
    await settled(() => a.getSnapshot().matches('unavailable'));
    return true;
  },
  'sharing.save': async () => {
    serve(/^$/);
    const a = start(appProblemSharingMachine, { problemId: 'p1' });
    await settled(() => a.getSnapshot().matches('ready'));
    serve(/PATCH/);
    a.send({ type: 'sharing.update', patch: { visibility: 'private' } });
    await settled(() => requested(/PATCH/) && a.getSnapshot().matches('ready'));
    return a.getSnapshot().context.sharing?.visibility === 'public';
  },
  'sharing.acknowledge': async () => {
    serve(/^$/);
    const a = start(appProblemSharingMachine, { problemId: 'p1' });
    await settled(() => a.getSnapshot().matches('ready'));
    serve(/sharing-notice/);
    a.send({ type: 'sharing.acknowledge', keepPrivate: false });
    await settled(() => requested(/sharing-notice/) && a.getSnapshot().matches('ready'));
    return a.getSnapshot().context.sharing?.notice_acknowledged === false;
  },
  'ledger.load': async () => {
    serve(/credits\/ledger/);
    const a = start(appCreditsLedgerMachine, { pageSize: 20 });
    await settled(() => a.getSnapshot().matches('failed'));
    return a.getSnapshot().context.error !== null;
  },
  'purchase.methods': async () => {
    serve(/payment-methods/);
    const a = startPurchase();
    await settled(() => a.getSnapshot().matches({ flow: 'unavailable' }));
    return a.getSnapshot().context.error !== null;
  },
  'purchase.create': async () => {
    serve(/^POST .*credits\/orders$/);
    const a = startPurchase();
    await settled(() => a.getSnapshot().matches({ flow: 'browsing' }));
    a.send({ type: 'purchase.choose', packageId: 'basic' });
    a.send({ type: 'purchase.pay', method: 'alipay' });
    await settled(() => a.getSnapshot().matches({ flow: 'choosing' }) && a.getSnapshot().context.error !== null);
    return true;
  },
  'purchase.resume': async () => {
    serve(/orders\/o1$/);
    const a = startPurchase('o1');
    await settled(() => a.getSnapshot().matches({ flow: 'browsing' }));
    return a.getSnapshot().context.order === null;
  },
  'purchase.poll': async () => {
    const a = await purchasePending();
    serve(/^GET .*orders\/o1$/);
    a.send({ type: 'purchase.check' });
    await settled(() => a.getSnapshot().matches({ flow: { order: 'pending' } }) && a.getSnapshot().context.error !== null);
    return true;
  },
  'purchase.cancel': async () => {
    const a = await purchasePending();
    serve(/cancel$/);
    a.send({ type: 'purchase.cancel' });
    // Refused: the order is asked for again (it may have been paid meanwhile) and followed as before.
    await settled(() => requested(/^GET .*orders\/o1$/) && a.getSnapshot().matches({ flow: { order: 'pending' } }));
    return requested(/cancel$/);
  },
  'purchase.history': async () => {
    serve(/^GET .*credits\/orders$/);
    const a = startPurchase();
    await settled(() => a.getSnapshot().matches({ history: 'failed' }));
    return a.getSnapshot().context.historyError !== null;
  },
  'videos.load': async () => {
    serve(/GET \/api\/v1\/videos$/);
    const a = start(appVideoListMachine, { pageSize: 1, query: { scope: 'mine' } });
    await settled(() => a.getSnapshot().matches('failed'));
    return a.getSnapshot().context.error !== null;
  },
  'videos.loadMore': async () => {
    serve(/^$/);
    const a = start(appVideoListMachine, { pageSize: 1, query: { scope: 'mine' } });
    await settled(() => a.getSnapshot().matches('ready'));
    serve(/GET \/api\/v1\/videos$/);
    a.send({ type: 'list.loadMore' });
    await settled(() => a.getSnapshot().context.error !== null);
    return a.getSnapshot().context.items.length === 1;
  },
  'debug.list': async () => {
    serve(/list_files/);
    const a = start(appDebugJobMachine, { jobId: 't1' });
    await settled(() => a.getSnapshot().matches('failed'));
    return a.getSnapshot().context.error !== null;
  },
  'debug.file': async () => {
    serve(/^$/);
    const a = start(appDebugJobMachine, { jobId: 't1' });
    await settled(() => a.getSnapshot().matches('ready'));
    serve(/get_file/);
    a.send({ type: 'debug.openFile', file: DEBUG_FILE as never });
    await settled(() => requested(/get_file/) && a.getSnapshot().context.fileError !== null);
    return a.getSnapshot().matches({ ready: 'idle' });
  },
};

describe('failed calls: toast or silent (src/api/README.md)', () => {
  it('the table lists every call the drivers make fail, and only those', () => {
    expect(ROWS.length).toBeGreaterThan(20);
    expect(ROWS.map((r) => r.call).sort()).toEqual(Object.keys(DRIVERS).sort());
  });

  // In the table's order: the session cases build on one another (anonymous → logged in → out).
  for (const { call, rule } of ROWS) {
    it(`${call}: ${rule}`, async () => {
      const errors = vi.spyOn(toastActions, 'error');
      try {
        const visible = await DRIVERS[call]();
        // Let any late action run before counting toasts.
        await new Promise((r) => setTimeout(r, 20));
        if (rule === 'toast') {
          expect(errors).toHaveBeenCalledTimes(1);
        } else {
          expect(errors).not.toHaveBeenCalled();
          expect(visible).toBe(true);
        }
      } finally {
        errors.mockRestore();
      }
    });
  }
});
