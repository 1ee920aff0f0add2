import { sql } from 'drizzle-orm';
import type { ProblemCard } from '../../../contract/community';
import type { ProblemType, Subject } from '../../../contract/subjects';
import { problems, users } from '../../db/schema';
import type { HtmlReader } from '../../render';
import { problemExcerpt } from '../tasks/serialize';

/** The columns a card is made of (select them with the problem joined to its owner). */
export const cardColumns = {
  id: problems.id,
  problemText: problems.problemText,
  problemHtml: problems.problemHtml,
  ocrText: problems.ocrText,
  subject: problems.subject,
  problemType: problems.problemType,
  createdAt: problems.createdAt,
  likeCount: problems.likeCount,
  favoriteCount: problems.favoriteCount,
  showAsker: problems.showAsker,
  sharePhotos: problems.sharePhotos,
  imageFiles: problems.imageFiles,
  username: users.username,
  avatarPath: users.avatarPath,
  hasVideo: sql<boolean>`exists (select 1 from tasks v where v.problem_id = problems.id and v.status = 'completed' and v.video_file is not null)`,
};

export interface CardRow {
  id: string;
  problemText: string;
  problemHtml: string | null;
  ocrText: string | null;
  subject: string;
  problemType: string;
  createdAt: Date;
  likeCount: number;
  favoriteCount: number;
  showAsker: boolean;
  sharePhotos: boolean;
  imageFiles: string[];
  username: string;
  avatarPath: string | null;
  hasVideo: boolean;
  engagedAt?: Date;
}

/** A card as others see it: the asker's name and the photos only when the owner chose to show them. */
export async function cardJson(row: CardRow, read: HtmlReader): Promise<ProblemCard> {
  return {
    id: row.id,
    excerpt: problemExcerpt(row),
    problem_html: (await read(row.problemHtml, row.problemText)) ?? '',
    subject: row.subject as Subject,
    problem_type: row.problemType as ProblemType,
    created_at: row.createdAt.toISOString(),
    like_count: row.likeCount,
    favorite_count: row.favoriteCount,
    has_video: Boolean(row.hasVideo),
    asker: row.showAsker ? { username: row.username, avatar_path: row.avatarPath } : null,
    image_urls: row.sharePhotos ? row.imageFiles.map((f) => `/uploads/${f}`) : [],
    ...(row.engagedAt ? { engaged_at: row.engagedAt.toISOString() } : {}),
  };
}

export const cardsJson = (rows: CardRow[], read: HtmlReader): Promise<ProblemCard[]> => Promise.all(rows.map((r) => cardJson(r, read)));
