import { createReadStream } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../config.ts';

/** An S3-compatible bucket (AWS, ArvanCloud, MinIO) for the uploaded files, from STORAGE=s3 and S3_*. */
export interface ObjectStoreSettings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function objectStoreOf(config: Config): ObjectStoreSettings | undefined {
  if (config.STORAGE !== 's3' || !config.S3_BUCKET) return undefined;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** The kept files in a bucket, under the same `files/<2 chars>/<key>` layout as on disk; streamed both ways. */
export function createObjectStore(settings: ObjectStoreSettings) {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `files/${key.slice(0, 2)}/${key}`;

  return {
    /** Streams a complete temporary file into the bucket (multipart for large files). */
    async put(key: string, path: string): Promise<void> {
      await new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: createReadStream(path) },
      }).done();
    },
    async remove(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async size(key: string): Promise<number | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    /** A stream at once (the callers' contract), filled as the object arrives. */
    read(key: string, range?: { start: number; end: number }): Readable {
      const out = new PassThrough();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      client
        .send(new GetObjectCommand({ Bucket, Key: objectKey(key), Range }))
        .then((object) => {
          const body = object.Body as Readable;
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        })
        .catch((error: Error) => out.destroy(error));
      return out;
    },
  };
}
