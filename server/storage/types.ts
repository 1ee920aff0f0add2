import type { Readable } from 'node:stream';
import type { StorageKey } from './keys';

/** Bytes asked for by a `Range` header: from `start` (to `end`, inclusive), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export interface StoredFile {
  body: Readable;
  /** Size of the whole file, whatever part the body holds. */
  size: number;
  contentType: string;
  /** The bytes the body holds, inclusive, when a range was asked for and satisfiable. */
  range?: { start: number; end: number };
  etag?: string;
  lastModified?: Date;
}

/** What to store: bytes in memory, or a finished file on this machine (a rendered video). */
export type PutBody = Buffer | { file: string };

/**
 * Where the app keeps the files it stores (students' images, avatars, rendered videos). Keys are
 * built by the server (keys.ts), never taken from a request. The local folder is the default; S3
 * lets several API processes and workers share the files without a shared folder.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: StorageKey, body: PutBody, contentType: string): Promise<void>;
  /** The file as a stream with its size and type; null when there is none. Throws RangeNotSatisfiable. */
  get(key: StorageKey, range?: ByteRange): Promise<StoredFile | null>;
  exists(key: StorageKey): Promise<boolean>;
  /** Deleting a missing file is not an error. */
  delete(key: StorageKey): Promise<void>;
  /** Deletes every file under a folder key (a task's video folder). */
  deleteFolder(folder: StorageKey): Promise<void>;
  /** The file's path on this machine when the backend keeps one (OCR reads files); otherwise undefined. */
  localPath(key: StorageKey): string | undefined;
  close?(): Promise<void>;
}

/** A range that starts past the end of the file. */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number | undefined) {
    super('range not satisfiable');
  }
}
