import { z } from 'zod';
import { problemTypeSchema, subjectSchema } from './subjects';

/**
 * Explore, likes and favorites (spec §7 engagements; decision 0028). Page sizes outside 1–50 and
 * pages outside 1–1000 are refused with a 422 rather than clamped silently: a client that asks for
 * 10 000 rows learns that it cannot have them.
 */
export const COMMUNITY_LIMITS = { maxPageSize: 50, defaultPageSize: 20, maxPage: 1000, maxBatchIds: 100, maxSearchChars: 100 } as const;

export const EXPLORE_SORTS = ['newest', 'likes'] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];

const pageSchema = z.coerce
  .number('页码须为整数')
  .int('页码须为整数')
  .min(1, '页码须在 1 到 1000 之间')
  .max(COMMUNITY_LIMITS.maxPage, '页码须在 1 到 1000 之间')
  .default(1);
const pageSizeSchema = z.coerce
  .number('每页条数须为整数')
  .int('每页条数须为整数')
  .min(1, '每页条数须在 1 到 50 之间')
  .max(COMMUNITY_LIMITS.maxPageSize, '每页条数须在 1 到 50 之间')
  .default(COMMUNITY_LIMITS.defaultPageSize);

export const exploreQuerySchema = z.object({
  /** Words to find in the problem's text; Chinese needs no spaces. */
  q: z.string().trim().max(COMMUNITY_LIMITS.maxSearchChars, '搜索内容最多 100 个字符').optional(),
  subject: subjectSchema.optional(),
  type: problemTypeSchema.optional(),
  sort: z.enum(EXPLORE_SORTS).default('newest'),
  page: pageSchema,
  page_size: pageSizeSchema,
});
export type ExploreQuery = z.infer<typeof exploreQuerySchema>;

export const engagedQuerySchema = z.object({ page: pageSchema, page_size: pageSizeSchema });
export type EngagedQuery = z.infer<typeof engagedQuerySchema>;

export const askerSchema = z.object({ username: z.string(), avatar_path: z.string().nullable() });

/** A problem as a card in explore, likes and favorites. */
export const problemCardSchema = z.object({
  id: z.string(),
  /** The start of the problem's text as it was typed (80 characters), for titles and screen readers. */
  excerpt: z.string(),
  /** The problem rendered on the server (sanitized HTML, math as SVG); the card shows its first lines. */
  problem_html: z.string(),
  subject: subjectSchema,
  problem_type: problemTypeSchema,
  created_at: z.string(),
  like_count: z.number().int(),
  favorite_count: z.number().int(),
  has_video: z.boolean(),
  /** Null unless the asker chose to show their name. */
  asker: askerSchema.nullable(),
  /** Empty unless the owner agreed to show the photos. */
  image_urls: z.array(z.string()),
  /** In likes and favorites: when I liked or favorited it. */
  engaged_at: z.string().optional(),
});
export type ProblemCard = z.infer<typeof problemCardSchema>;

export const cardPageSchema = z.object({
  items: z.array(problemCardSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Whether a next page exists (explore does not count all matches: that is the slow part). */
  has_more: z.boolean(),
  /** Only in likes and favorites. */
  total: z.number().int().optional(),
});
export type CardPage = z.infer<typeof cardPageSchema>;

export const ENGAGEMENT_KINDS = ['like', 'favorite'] as const;
export type EngagementKind = (typeof ENGAGEMENT_KINDS)[number];

export const engagementStatusSchema = z.object({
  liked: z.boolean(),
  favorited: z.boolean(),
  like_count: z.number().int(),
  favorite_count: z.number().int(),
});
export type EngagementStatus = z.infer<typeof engagementStatusSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const problemIdSchema = z.string('题目编号须为字符串').regex(UUID, '题目编号格式不正确');

export const batchStatusBodySchema = z.object({
  problem_ids: z.array(problemIdSchema, '请提供题目编号列表 problem_ids').max(COMMUNITY_LIMITS.maxBatchIds, '一次最多查询 100 道题目'),
});
export type BatchStatusBody = z.infer<typeof batchStatusBodySchema>;

/** Per problem id; unknown ids and problems I may not see are simply absent. */
export const batchStatusSchema = z.object({ statuses: z.record(z.string(), engagementStatusSchema) });
export type BatchStatus = z.infer<typeof batchStatusSchema>;

export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** The owner's sharing choices for one problem, and whether it is in explore now. */
export const sharingSchema = z.object({
  visibility: z.enum(VISIBILITIES),
  show_asker: z.boolean(),
  share_photos: z.boolean(),
  /** Others can find it in explore (public, solved, and its owner was told). */
  listed: z.boolean(),
  /** The owner has read that solved problems are shared. */
  notice_acknowledged: z.boolean(),
});
export type Sharing = z.infer<typeof sharingSchema>;

export const sharingUpdateSchema = z
  .object({
    visibility: z.enum(VISIBILITIES).optional(),
    show_asker: z.boolean('须为是或否').optional(),
    share_photos: z.boolean('须为是或否').optional(),
  })
  .strict();
export type SharingUpdate = z.infer<typeof sharingUpdateSchema>;
