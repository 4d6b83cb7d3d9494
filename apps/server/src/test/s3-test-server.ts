import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3FileStoreSettings } from '../config.ts';
import { createS3Client } from '../ports/s3-files.ts';

export interface TestS3Server {
  /** The bucket's settings, as loadConfig makes them from `env`. */
  settings: S3FileStoreSettings;
  /** FILE_STORE=s3 and the S3_* variables that reach this server's bucket. */
  env: Record<string, string>;
  /** Another, empty bucket on the same server. */
  createBucket(name: string): Promise<void>;
  close(): Promise<void>;
}

// The SDK warns once a process that its releases from 2027 on want Node 22 (decision 066): known, and
// noise in every test run on this Node 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver's own credentials; it takes any, and a real store would be given these. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * An S3-compatible server (s3rver, from the devDependencies) on a free loopback port, with one empty
 * bucket, its objects in a temporary folder: the file port's S3 adapter talks to it as to AWS.
 */
export async function startTestS3Server(bucket = 'piiq-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'piiq-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3FileStoreSettings = {
    kind: 's3',
    bucket,
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async createBucket(name) {
      const client = createS3Client(settings);
      try {
        await client.send(new CreateBucketCommand({ Bucket: name }));
      } finally {
        client.destroy();
      }
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
