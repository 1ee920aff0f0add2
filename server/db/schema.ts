import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DebugFileTag, VideoChapter } from '../../contract/videos';

/** What a finished video carries besides its MP4 (tasks.video): file names are in the task's video folder. */
export interface VideoDetails {
  posterFile: string | null;
  subtitlesFile: string | null;
  durationSeconds: number | null;
  chapters: VideoChapter[];
}

/**
 * A render's files for the debug view (tasks.debug_files). `area` says where a file is kept: the MP4,
 * poster and subtitles stay in the video folder (not stored twice), the rest in the task's debug folder.
 */
export interface DebugRecord {
  files: { tag: DebugFileTag; name: string; area: 'videos' | 'debug'; contentType: string; bytes: number }[];
  stages: { name: string; ms: number }[];
  totalMs: number;
}

/** The partial indexes' condition and the feed's filter: a problem others can find in explore. */
export const listedInExplore = sql`visibility = 'public' and published_at is not null`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    email: text('email').notNull().unique(),
    /** Null for accounts that only sign in through a social provider. */
    passwordHash: text('password_hash'),
    credits: integer('credits').notNull().default(0),
    avatarPath: text('avatar_path'),
    createdAt: createdAt(),
  },
  (t) => [check('users_credits_non_negative', sql`${t.credits} >= 0`)],
);

export const inviteCodes = pgTable('invite_codes', {
  code: text('code').primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
});

/** One row per issued refresh token; a login's tokens share a family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    /** Absolute end of the family (REFRESH_TOKEN_TTL after login). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Failed-login counters (decision 0024): one row per throttled key — an account (`account:<user id>`
 * or `unknown:<login>`), a client address (`address:<ip>`), or a known device (`device:<id>`).
 * The next attempt is allowed at `last_failure_at` + the delay that `failures` has earned.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttles_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * Browsers that have signed in to an account (their device cookie, stored as a SHA-256 digest). A login
 * from one is throttled on its own, not with the account, so a stranger's failures cannot lock it out.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_devices_token_user_idx').on(t.tokenHash, t.userId)],
);

/** An email change waiting for its confirmation link (sent to the new address) to be followed. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/** Files stored under DATA_DIR/uploads with server-generated names. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  bytes: integer('bytes').notNull(),
  purpose: text('purpose').notNull(),
  createdAt: createdAt(),
});

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemText: text('problem_text').notNull().default(''),
    /** problem_text rendered (server/render): HTML with SVG math; null for rows stored before it existed. */
    problemHtml: text('problem_html'),
    problemType: text('problem_type').notNull(),
    subject: text('subject').notNull(),
    /** Upload file names (not paths). */
    imageFiles: jsonb('image_files').$type<string[]>().notNull().default([]),
    ocrText: text('ocr_text'),
    createdAt: createdAt(),
    /** 'public' (the default: listed in explore once solved and its owner was told) or 'private'. */
    visibility: text('visibility').notNull().default('public'),
    /** Others see the asker's name only when the owner chose so (anonymous by default). */
    showAsker: boolean('show_asker').notNull().default(false),
    /** Others see the problem's photos only when the owner agreed. */
    sharePhotos: boolean('share_photos').notNull().default(false),
    /** When it first entered explore (solved, owner told); null while it never was. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Kept equal to the number of its engagement rows of each kind, in the same transaction. */
    likeCount: integer('like_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
  },
  (t) => [
    index('problems_user_idx').on(t.userId, t.createdAt),
    index('problems_feed_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(listedInExplore),
    index('problems_feed_liked_idx').on(t.likeCount.desc(), t.createdAt.desc(), t.id.desc()).where(listedInExplore),
    // zj_bigrams (defined in migration 0003): the text's overlapping character pairs, which index Chinese without word breaks.
    index('problems_text_bigrams_idx').using('gin', sql`zj_bigrams(${t.problemText})`),
    check('problems_like_count_non_negative', sql`${t.likeCount} >= 0`),
    check('problems_favorite_count_non_negative', sql`${t.favoriteCount} >= 0`),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    stage: text('stage').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    generateVideo: boolean('generate_video').notNull(),
    turboMode: boolean('turbo_mode').notNull(),
    cost: integer('cost').notNull(),
    chargeState: text('charge_state').notNull().default('held'),
    resultMarkdown: text('result_markdown'),
    finalAnswer: text('final_answer'),
    /** result_markdown and final_answer rendered when the result is stored (server/render). */
    resultHtml: text('result_html'),
    finalAnswerHtml: text('final_answer_html'),
    verification: jsonb('verification').$type<{ status: string; note: string }>(),
    engine: text('engine'),
    videoFile: text('video_file'),
    /** Poster, subtitles, duration and chapters of video_file; null for videos made before them. */
    video: jsonb('video').$type<VideoDetails>(),
    /** The render's files and stage timings for the debug listener; null without a render. */
    debugFiles: jsonb('debug_files').$type<DebugRecord>(),
    error: text('error'),
    attempt: integer('attempt').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('tasks_user_idx').on(t.userId, t.createdAt),
    index('tasks_problem_idx').on(t.problemId, t.createdAt),
    // /videos: finished videos, newest first.
    index('tasks_videos_idx').on(t.finishedAt.desc(), t.id.desc()).where(sql`status = 'completed' and video_file is not null`),
    check('tasks_cost_non_negative', sql`${t.cost} >= 0`),
  ],
);

export const taskEvents = pgTable(
  'task_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    stage: text('stage').notNull(),
    message: text('message').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_events_task_idx').on(t.taskId, t.id)],
);

/**
 * A purchase of a credit package through a payment provider. Money is in fen (integers only).
 * provider_trade_id is unique: one payment at the provider credits at most one order, once.
 */
export const creditOrders = pgTable(
  'credit_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Our order number (out_trade_no at the provider). */
    orderNo: text('order_no').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id').notNull(),
    credits: integer('credits').notNull(),
    amountFen: integer('amount_fen').notNull(),
    method: text('method').notNull(),
    state: text('state').notNull().default('pending'),
    providerTradeId: text('provider_trade_id').unique(),
    /** How to pay while pending: the QR code's content or the provider's page. */
    payment: jsonb('payment').$type<{ kind: 'qr'; code_url: string } | { kind: 'redirect'; url: string }>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_orders_user_idx').on(t.userId, t.createdAt),
    index('credit_orders_state_idx').on(t.state, t.expiresAt),
    check('credit_orders_amount_positive', sql`${t.amountFen} > 0 AND ${t.credits} > 0`),
  ],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => creditOrders.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.id), check('credit_ledger_balance_non_negative', sql`${t.balanceAfter} >= 0`)],
);

export const engagements = pgTable(
  'engagements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.problemId, t.kind] }),
    index('engagements_user_kind_idx').on(t.userId, t.kind, t.createdAt.desc()),
    index('engagements_problem_idx').on(t.problemId),
  ],
);

/** A student was told, before any of their problems went public, that solved problems are shared. */
export const sharingNotices = pgTable('sharing_notices', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
});
/**
 * A photo of an exam page read into questions (POST /exam-ocr/convert). The image is an upload row's
 * file; the cost is held at the start and refunded if the reading fails (charge_state held → charged | refunded).
 */
export const examOcrJobs = pgTable(
  'exam_ocr_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageFile: text('image_file').notNull(),
    status: text('status').notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    cost: integer('cost').notNull(),
    chargeState: text('charge_state').notNull().default('held'),
    text: text('text'),
    questions: jsonb('questions').$type<{ number: number; text: string; options: { label: string; text: string }[] }[]>(),
    /** Why a completed reading has no questions (a blank page). */
    message: text('message'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('exam_ocr_jobs_user_idx').on(t.userId, t.createdAt), check('exam_ocr_jobs_cost_non_negative', sql`${t.cost} >= 0`)],
);
