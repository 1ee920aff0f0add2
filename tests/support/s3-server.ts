import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LoopbackS3 {
  endpoint: string;
  bucket: string;
  /** The variables that point the server at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, its objects in a temporary folder. */
export async function startLoopbackS3(bucket = 'zhijian-test'): Promise<LoopbackS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'zj-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
