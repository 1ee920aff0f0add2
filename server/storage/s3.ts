import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type StorageKey, splitKey } from './keys';
import { resolveRange } from './ranges';
import { type ByteRange, type FileStorage, RangeNotSatisfiable } from './types';

export interface S3StorageOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name: most self-hosted S3-compatible servers need it. */
  forcePathStyle: boolean;
}

/** Files as objects of one bucket, under the same keys as the local layout (`uploads/…`, `videos/…`). */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  const client = new S3Client({
    endpoint: opts.endpoint,
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    // Without keys the SDK's usual chain applies (environment, instance role).
    credentials:
      opts.accessKeyId && opts.secretAccessKey ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers do not know the newer
    // trailing checksums that the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const checked = (key: StorageKey): string => {
    splitKey(key);
    return key;
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const Key = checked(key);
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType, ContentLength: body.length }));
        return;
      }
      // A rendered video (a few MB at most): one streamed PUT of known length.
      const { size } = await stat(body.file);
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: createReadStream(body.file), ContentType: contentType, ContentLength: size }),
      );
    },
    async get(key, range) {
      const Key = checked(key);
      try {
        // Some S3-compatible servers read `bytes=-n` as `bytes=0-n`: a suffix is turned into offsets first.
        if (range && 'suffix' in range) {
          const size = await sizeOf(Key);
          if (size === undefined) return null;
          range = resolveRange(range, size);
        }
        const out = await client.send(new GetObjectCommand({ Bucket, Key, Range: range ? rangeHeader(range) : undefined }));
        const body = out.Body as Readable;
        const served = range ? parseContentRange(out.ContentRange) : undefined;
        return {
          body,
          size: served?.size ?? out.ContentLength ?? 0,
          contentType: out.ContentType ?? 'application/octet-stream',
          range: served ? { start: served.start, end: served.end } : undefined,
          etag: out.ETag,
          lastModified: out.LastModified,
        };
      } catch (error) {
        if (isStatus(error, 404)) return null;
        if (isStatus(error, 416)) throw new RangeNotSatisfiable(await sizeOf(Key).catch(() => undefined));
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        if (isStatus(error, 404)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async deleteFolder(folder) {
      const Prefix = `${checked(folder)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const Objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (Objects.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    localPath: () => undefined,
    async close() {
      client.destroy();
    },
  };

  /** The object's size; undefined when there is no such object. */
  async function sizeOf(Key: string): Promise<number | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return head.ContentLength;
    } catch (error) {
      if (isStatus(error, 404)) return undefined;
      throw error;
    }
  }
}

function rangeHeader(range: ByteRange): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}

function parseContentRange(header: string | undefined): { start: number; end: number; size: number } | undefined {
  const m = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header) : null;
  return m ? { start: Number(m[1]), end: Number(m[2]), size: Number(m[3]) } : undefined;
}

function isStatus(error: unknown, status: number): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;
}
