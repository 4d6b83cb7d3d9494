import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3FileStoreSettings } from '../config.ts';
import {
  contentTypeOfName,
  FilePathOutsideStore,
  resolveRange,
  sha256Of,
  type FileStore,
  type FileStores,
  type StoredFile,
} from './files.ts';

/** The object metadata (`x-amz-meta-sha256`) that carries a file's SHA-256, which no S3 ETag reliably is. */
const SHA256_METADATA = 'sha256';
const SHA256 = /^[0-9a-f]{64}$/;

export function createS3Client(settings: S3FileStoreSettings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // The SDK's own CRC checksums are refused by some S3-compatible stores; every one of them checks
    // the Content-MD5 each upload sends instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request rather than holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/** No such object. A missing bucket is not this: it is a misconfiguration, and stays an error. */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

function bodyOf(response: GetObjectCommandOutput): Readable {
  // In Node the SDK answers an http.IncomingMessage, a Readable; anything else is a bug to hear about.
  if (!(response.Body instanceof Readable)) throw new Error('the S3 client answered a body that is not a Node stream');
  return response.Body;
}

/** `bytes 0-99/1234` as S3 answers a range. */
function contentRangeOf(header: string | undefined): { start: number; end: number; size: number } | null {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header) : null;
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}

/**
 * A FileStore on a bucket, every object under `prefix` (`files/`, `private/`). Objects are written
 * without an ACL, so they are as private as the bucket: a browser reaches them only through the server.
 */
export function createS3FileStore(client: S3Client, bucket: string, prefix: string): FileStore {
  const keyOf = (relativePath: string): string => {
    const parts = relativePath.split('/');
    if (
      parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\') || part.includes('\0'))
    )
      throw new FilePathOutsideStore(relativePath);
    return prefix + relativePath;
  };

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function get(key: string, range?: string): Promise<GetObjectCommandOutput | null> {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: range } : {}) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Every key under a prefix, page by page (S3 answers at most 1,000 at a time). */
  async function* keysUnder(keyPrefix: string, delimiter?: string): AsyncGenerator<{ key: string; writtenAt: Date }> {
    let continuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: keyPrefix,
          ...(delimiter ? { Delimiter: delimiter } : {}),
          ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && !object.Key.endsWith('/'))
          yield { key: object.Key, writtenAt: object.LastModified ?? new Date(0) };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  return {
    async write(relativePath, bytes) {
      const key = keyOf(relativePath);
      // Names are fresh every time, so no two writers race for one: this keeps the folder's promise
      // that a write never replaces a file, without a conditional PUT some compatible stores lack.
      if (await head(key)) throw new Error(`file already exists: ${relativePath}`);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentTypeOfName(relativePath),
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
          Metadata: { [SHA256_METADATA]: createHash('sha256').update(bytes).digest('hex') },
        }),
      );
    },
    async exists(relativePath) {
      return (await head(keyOf(relativePath))) !== null;
    },
    async list(relativeFolder) {
      const files: StoredFile[] = [];
      for await (const { key, writtenAt } of keysUnder(`${keyOf(relativeFolder)}/`, '/'))
        files.push({ relativePath: key.slice(prefix.length), writtenAt });
      return files;
    },
    async remove(relativePath) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(relativePath) }));
    },
    async read(relativePath) {
      const response = await get(keyOf(relativePath));
      if (!response) return null;
      const bytes = await response.Body?.transformToByteArray();
      return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : Buffer.alloc(0);
    },
    async open(relativePath) {
      const response = await get(keyOf(relativePath));
      return response ? { body: bodyOf(response), size: response.ContentLength ?? 0, range: null } : null;
    },
    async openRange(relativePath, range) {
      const key = keyOf(relativePath);
      let header = `bytes=${'suffix' in range ? '' : `${range.start}-${range.end ?? ''}`}`;
      if ('suffix' in range) {
        // Some compatible stores read `bytes=-N` as the first N bytes: the range is made absolute here.
        const found = await head(key);
        if (!found) return null;
        const within = resolveRange(range, found.ContentLength ?? 0);
        if (!within) return { unsatisfiable: true, size: found.ContentLength ?? 0 };
        header = `bytes=${within.start}-${within.end}`;
      }
      let response: GetObjectCommandOutput | null;
      try {
        response = await get(key, header);
      } catch (error) {
        if (!(error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)) throw error;
        const found = await head(key);
        return found ? { unsatisfiable: true, size: found.ContentLength ?? 0 } : null;
      }
      if (!response) return null;
      const body = bodyOf(response);
      const answered = contentRangeOf(response.ContentRange);
      // A store that ignored the range answered the whole file, and so does the route.
      return answered
        ? { body, size: answered.size, range: { start: answered.start, end: answered.end } }
        : { body, size: response.ContentLength ?? 0, range: null };
    },
    async describe(relativePath) {
      const key = keyOf(relativePath);
      const found = await head(key);
      if (!found) return null;
      const size = found.ContentLength ?? 0;
      const recorded = found.Metadata?.[SHA256_METADATA];
      if (recorded && SHA256.test(recorded)) return { size, sha256: recorded };
      // An object put there by another tool: its bytes are read to know them.
      const response = await get(key);
      return response ? { size, sha256: await sha256Of(bodyOf(response)) } : null;
    },
    async *walk() {
      for await (const { key } of keysUnder(prefix)) yield key.slice(prefix.length);
    },
  };
}

/** Why a bucket could not be reached, in the words of the setting to look at. */
function reasonOf(error: unknown): string {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 404) return 'no such bucket';
  if (status === 403) return 'access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and the bucket policy';
  if (status === 301) return 'the bucket is in another region: check S3_REGION';
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The bucket's two stores, once the bucket answered: a wrong setting stops the start rather than the first upload. */
export async function openS3FileStores(settings: S3FileStoreSettings): Promise<FileStores> {
  const client = createS3Client(settings);
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    client.destroy();
    const where = settings.endpoint ? ` at ${settings.endpoint}` : ` in ${settings.region}`;
    throw new Error(`S3_BUCKET: the bucket ${settings.bucket}${where} cannot be used: ${reasonOf(error)}`, {
      cause: error,
    });
  }
  return {
    public: createS3FileStore(client, settings.bucket, 'files/'),
    private: createS3FileStore(client, settings.bucket, 'private/'),
    close: () => client.destroy(),
  };
}
