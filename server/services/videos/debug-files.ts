import { eq } from 'drizzle-orm';
import type { DebugFileList, DebugFileTag } from '../../../contract/videos';
import type { Db } from '../../db/client';
import { type DebugRecord, tasks, users } from '../../db/schema';
import type { FileStorage, StoredFile } from '../../storage';
import { debugKey, type StorageKey, videoKey } from '../../storage/keys';
import { notFound } from '../errors';
import { isUuid } from '../tasks/ids';

/** Who may read every job's debug files (DEBUG_ADMINS): user ids, and usernames (compared without case). */
export interface DebugAdmins {
  ids: ReadonlySet<string>;
  usernames: ReadonlySet<string>;
}

export function parseDebugAdmins(list: string): DebugAdmins {
  const entries = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ids = new Set<string>();
  const usernames = new Set<string>();
  for (const entry of entries) (isUuid(entry) ? ids : usernames).add(entry.toLowerCase());
  return {
    ids,
    usernames,
  };
}

async function isAdmin(db: Db, admins: DebugAdmins, userId: string): Promise<boolean> {
  if (admins.ids.has(userId.toLowerCase())) return true;
  if (admins.usernames.size === 0) return false;
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return Boolean(row && admins.usernames.has(row.username.toLowerCase()));
}

/**
 * The job's debug record when this user may read it: the task's owner, or an admin. Anyone else,
 * like a missing job or an id that is not one, gets not found: the answer never tells that a job exists.
 */
async function readableJob(
  db: Db,
  admins: DebugAdmins,
  userId: string,
  jobId: string,
): Promise<{ id: string; record: DebugRecord | null }> {
  if (!isUuid(jobId)) throw notFound();
  const [row] = await db.select({ id: tasks.id, userId: tasks.userId, record: tasks.debugFiles }).from(tasks).where(eq(tasks.id, jobId));
  if (!row) throw notFound();
  if (row.userId !== userId && !(await isAdmin(db, admins, userId))) throw notFound();
  return { id: row.id, record: row.record };
}

/** Spec §7 list_files: the job's files by tag, with the render's stages. A job without a render lists nothing. */
export async function listDebugFiles(db: Db, admins: DebugAdmins, userId: string, jobId: string): Promise<DebugFileList> {
  const { id, record } = await readableJob(db, admins, userId, jobId);
  return {
    job_id: id,
    files: (record?.files ?? []).map((f) => ({ tag: f.tag, file_name: f.name, content_type: f.contentType, bytes: f.bytes })),
    stages: record?.stages ?? [],
    total_ms: record?.totalMs ?? 0,
  };
}

/**
 * Spec §7 get_file: one of the job's listed files. The name is looked up in the job's own list (with
 * its tag) and the key is built from the list's entry: nothing the request says becomes a path.
 */
export async function readDebugFile(
  db: Db,
  storage: FileStorage,
  admins: DebugAdmins,
  userId: string,
  q: { job_id: string; tag: DebugFileTag; file_name: string },
): Promise<{ file: StoredFile; name: string; contentType: string }> {
  const { id, record } = await readableJob(db, admins, userId, q.job_id);
  const entry = record?.files.find((f) => f.tag === q.tag && f.name === q.file_name);
  if (!entry) throw notFound();
  const key: StorageKey = entry.area === 'videos' ? videoKey(`${id}/${entry.name}`) : debugKey(id, entry.name);
  const file = await storage.get(key);
  if (!file) throw notFound();
  return { file, name: entry.name, contentType: entry.contentType };
}
