import type { Config } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './types';

export { RangeNotSatisfiable } from './types';
export type { ByteRange, FileStorage, StoredFile } from './types';

/** The backend STORAGE names: the local folders under DATA_DIR (default) or an S3-compatible bucket. */
export function createStorage(
  config: Pick<
    Config,
    | 'STORAGE'
    | 'uploadsDir'
    | 'videosDir'
    | 'S3_ENDPOINT'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
): FileStorage {
  if (config.STORAGE === 'local') return createLocalStorage(config);
  if (!config.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
