/**
 * Keys of stored files: `uploads/<file>` (students' images and avatars, the name the server gave
 * them), `videos/<taskId>/<file>` (the MP4, its poster and subtitles, served by /media) and
 * `debug/<taskId>/<file>` (a render's other files, read only through the debug listener). The same
 * names the local folder has always used under DATA_DIR, so existing data keeps working and the
 * database keeps storing only the file names.
 */
export type StorageArea = 'uploads' | 'videos' | 'debug';
export type StorageKey = `${StorageArea}/${string}`;

const AREAS: readonly StorageArea[] = ['uploads', 'videos', 'debug'];
/** A name the server generates: hex or uuid, a dot, an extension. */
const SERVER_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\.[A-Za-z0-9]{1,8})?$/;

/** An uploaded image's key from the name the server gave it (stored in the database). */
export function uploadKey(fileName: string): StorageKey {
  if (!SERVER_NAME.test(fileName)) throw new Error(`not a stored file name: ${JSON.stringify(fileName)}`);
  return `uploads/${fileName}`;
}

/** The folder of one task's video files. */
export function videoFolderKey(taskId: string): StorageKey {
  if (!SERVER_NAME.test(taskId)) throw new Error(`not a task id: ${JSON.stringify(taskId)}`);
  return `videos/${taskId}`;
}

/** The folder of one task's debug files. */
export function debugFolderKey(taskId: string): StorageKey {
  if (!SERVER_NAME.test(taskId)) throw new Error(`not a task id: ${JSON.stringify(taskId)}`);
  return `debug/${taskId}`;
}

/** A debug file's key from the task and the name the server gave the file (as the database lists it). */
export function debugKey(taskId: string, fileName: string): StorageKey {
  if (!isStoredName(fileName)) throw new Error(`not a debug file name: ${JSON.stringify(fileName)}`);
  return `${debugFolderKey(taskId)}/${fileName}`;
}

/** A name the server may store a file under (see SERVER_NAME). */
export function isStoredName(name: string): boolean {
  return SERVER_NAME.test(name);
}

/** A video's key from its name relative to the videos area (`<taskId>/<file>`, as the database stores it). */
export function videoKey(relative: string): StorageKey {
  const parts = relative.split('/');
  if (parts.length !== 2 || !parts.every((p) => SERVER_NAME.test(p))) throw new Error(`not a video file: ${JSON.stringify(relative)}`);
  return `videos/${relative}`;
}

/**
 * The key a served URL names (`/uploads/<path>`, `/media/<path>`), or null when the path could
 * climb out of its area or name a hidden file. Only for reading: nothing is ever written under a
 * key taken from a URL. Names the server did not generate (files put there by hand) are still served.
 */
export function keyFromUrlPath(area: StorageArea, urlPath: string): StorageKey | null {
  if (urlPath === '' || urlPath.length > 512) return null;
  const parts = urlPath.split('/');
  return parts.every(isSafeSegment) ? `${area}/${parts.join('/')}` : null;
}

/** The area and the path inside it; throws on a key that no builder above could make. */
export function splitKey(key: string): { area: StorageArea; parts: string[] } {
  const [area, ...parts] = key.split('/');
  if (!AREAS.includes(area as StorageArea) || parts.length === 0) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  if (!parts.every(isSafeSegment)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return { area: area as StorageArea, parts };
}

/** One path segment that stays where it is: not empty, not hidden (nor `.`/`..`), no backslash or control character. */
function isSafeSegment(part: string): boolean {
  if (part === '' || part.startsWith('.')) return false;
  for (let i = 0; i < part.length; i++) {
    const code = part.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return false;
  }
  return true;
}
