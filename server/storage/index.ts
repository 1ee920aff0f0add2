import type { Config } from '../config';
import { createLocalStorage } from './local';
import type { FileStorage } from './types';

export { RangeNotSatisfiable } from './types';
export type { ByteRange, FileStorage, StoredFile } from './types';

/**
 * The backend STORAGE names: the local folders under DATA_DIR (default) or an S3-compatible bucket.
 * The AWS SDK (about half a second to import) is loaded only for S3.
 */
export async function createStorage(
  config: Pick<
    Config,
    | 'STORAGE'
    | 'uploadsDir'
    | 'videosDir'
    | 'debugDir'
    | 'S3_ENDPOINT'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
): Promise<FileStorage> {
  if (config.STORAGE === 'local') return createLocalStorage(config);
  if (!config.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const { createS3Storage } = await import('./s3');
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
