import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  S3Client,
  type BucketLocationConstraint,
} from '@aws-sdk/client-s3';

/**
 * The S3 server did not answer as expected when the bucket was checked. `unanswered` when no HTTP answer came
 * at all (refused, unknown host, timed out): a server still starting; worth waiting for, unlike a refusal.
 */
export class StorageUnreachableError extends Error {
  readonly unanswered: boolean;
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.unanswered = (cause as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === undefined;
  }
}

/** Where the S3-compatible server is and how to sign in to it (config.ts reads them from S3_*). */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // MinIO and most S3-compatible servers serve buckets under the path, not as sub-domains.
    forcePathStyle: true,
    // The SDK's default checksums (CRC32 trailers) are not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable server fails fast (readiness, start) rather than after the OS's connect timeout.
    requestHandler: { connectionTimeout: 5_000 },
  });
}

/** The answer was 404: no such key (or bucket). Any other failure is the server's or the network's. */
export function isNotFound(err: unknown): boolean {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 404;
}

/** Creates the bucket when it is missing (a first start, or a fresh MinIO). */
export async function ensureBucket(client: S3Client, settings: S3Settings): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    return;
  } catch (err) {
    if (!isNotFound(err)) throw new StorageUnreachableError(`S3 storage at ${settings.endpoint} cannot be reached: ${describe(err)}`, err);
  }
  // Outside us-east-1, S3 wants the region named; another instance may have created the bucket meanwhile.
  const location = settings.region === 'us-east-1' ? undefined : { LocationConstraint: settings.region as BucketLocationConstraint };
  await client
    .send(new CreateBucketCommand({ Bucket: settings.bucket, ...(location && { CreateBucketConfiguration: location }) }))
    .catch((err: unknown) => {
      if ((err as Error).name !== 'BucketAlreadyOwnedByYou') throw err;
    });
}

/**
 * Aborts the multipart uploads of keys `ours` takes that were started before `before` (a killed process never finished
 * them); answers how many.
 */
export async function abortMultipartUploads(client: S3Client, bucket: string, before: Date, ours: (key: string) => boolean): Promise<number> {
  let aborted = 0;
  let marker: { KeyMarker?: string; UploadIdMarker?: string } = {};
  for (;;) {
    const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, ...marker }));
    for (const upload of page.Uploads ?? []) {
      if (!upload.Key || !upload.UploadId || !ours(upload.Key) || (upload.Initiated ?? before) > before) continue;
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }));
      aborted += 1;
    }
    if (!page.IsTruncated) return aborted;
    marker = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
  }
}

function describe(err: unknown): string {
  const error = err as Error & { $metadata?: { httpStatusCode?: number } };
  const status = error.$metadata?.httpStatusCode;
  return [error.name, status && `HTTP ${status}`, error.message].filter(Boolean).join(': ');
}
