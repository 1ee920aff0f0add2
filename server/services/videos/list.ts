import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Subject } from '../../../contract/subjects';
import type { VideoCard, VideoListQuery, VideoListScope, VideoPage } from '../../../contract/videos';
import type { Db } from '../../db/client';
import { problems, tasks } from '../../db/schema';
import type { HtmlReader } from '../../render';
import { visibleTo } from '../community/visibility';
import { unauthorized } from '../errors';
import { problemExcerpt, taskVideoJson } from '../tasks/serialize';

/** Which list a request asks for: its own scope, or mine when signed in and public for a visitor. A visitor's mine is a 401. */
export function videoScope(viewer: string | null, asked: VideoListScope | undefined): VideoListScope {
  const scope = asked ?? (viewer ? 'mine' : 'public');
  if (scope === 'mine' && !viewer) throw unauthorized();
  return scope;
}

const hasVideo = and(eq(tasks.status, 'completed'), isNotNull(tasks.videoFile)) as SQL;

/**
 * The task is the one its problem's page plays: for the owner, the newest completed task with a
 * video; for others, the newest completed task (the only one they see), which must have a video.
 */
const newestVideoOfProblem = sql`not exists (select 1 from ${tasks} n where n.problem_id = ${tasks.problemId} and n.status = 'completed' and n.video_file is not null and (n.created_at, n.id) > (${tasks.createdAt}, ${tasks.id}))`;
const newestCompletedOfProblem = sql`not exists (select 1 from ${tasks} n where n.problem_id = ${tasks.problemId} and n.status = 'completed' and (n.created_at, n.id) > (${tasks.createdAt}, ${tasks.id}))`;

function scopeCondition(scope: VideoListScope, viewer: string | null): SQL {
  if (scope === 'mine' && viewer) return and(eq(tasks.userId, viewer), newestVideoOfProblem) as SQL;
  return and(visibleTo(null), newestCompletedOfProblem) as SQL;
}

/** Problems with a finished video, newest video first; one row more than the page tells whether another page exists. */
export async function listVideos(
  db: Db,
  read: HtmlReader,
  viewer: string | null,
  q: VideoListQuery & { scope: VideoListScope },
): Promise<VideoPage> {
  const rows = await db
    .select({
      taskId: tasks.id,
      videoFile: tasks.videoFile,
      video: tasks.video,
      finishedAt: tasks.finishedAt,
      createdAt: tasks.createdAt,
      problemId: problems.id,
      ownerId: problems.userId,
      subject: problems.subject,
      problemText: problems.problemText,
      problemHtml: problems.problemHtml,
      ocrText: problems.ocrText,
    })
    .from(tasks)
    .innerJoin(problems, eq(problems.id, tasks.problemId))
    .where(and(hasVideo, scopeCondition(q.scope, viewer)))
    .orderBy(desc(tasks.finishedAt), desc(tasks.id))
    .limit(q.page_size + 1)
    .offset((q.page - 1) * q.page_size);
  const page = rows.slice(0, q.page_size);
  const items = await Promise.all(
    page.map(async (r): Promise<VideoCard> => {
      const video = taskVideoJson({ id: r.taskId, videoFile: r.videoFile, video: r.video });
      return {
        problem_id: r.problemId,
        task_id: r.taskId,
        subject: r.subject as Subject,
        excerpt: problemExcerpt(r),
        problem_html: (await read(r.problemHtml, r.problemText)) ?? '',
        poster_url: video?.poster_url ?? null,
        duration_seconds: video?.duration_seconds ?? null,
        created_at: (r.finishedAt ?? r.createdAt).toISOString(),
        is_mine: r.ownerId === viewer,
      };
    }),
  );
  return { items, page: q.page, page_size: q.page_size, has_more: rows.length > q.page_size };
}
