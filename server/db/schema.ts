import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('problems_user_idx').on(t.userId, t.createdAt)],
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
  (t) => [primaryKey({ columns: [t.userId, t.problemId, t.kind] })],
);
