import 'server-only';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkKey, type MediaStorage, type ReadRange, type StoredObject } from './types';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Unset = AWS itself. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset = the SDK's credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where visitors fetch the files (a CDN); unset = presigned addresses. */
  publicUrl?: string;
}

/** Uploaded files never change under their id: browsers and CDNs may keep them for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** How long the browser has to send a part, and a visitor to start a presigned download. */
const UPLOAD_URL_SECONDS = 6 * 3600;
const DOWNLOAD_URL_SECONDS = 3600;

/**
 * Files in an S3-compatible bucket. Browsers upload straight to it: the server starts a multipart
 * upload, hands out a presigned address per part, and completes it with the parts' ETags.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly publicUrl?: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.publicUrl = config.publicUrl?.replace(/\/+$/, '');
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Since 3.729 the SDK signs a CRC32 of the body into presigned addresses by default: that of
      // an empty body, which S3 then refuses for every part a browser sends. Only when required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Uint8Array, { contentType }: { contentType: string }): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: body, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL }),
    );
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ReadRange): Promise<ReadableStream<Uint8Array> | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return object.Body ? object.Body.transformToWebStream() : null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  /** Starts a multipart upload; the object gets its type, name and caching now, not from the browser. */
  async startUpload(key: string, { contentType, fileName }: { contentType: string; fileName: string }): Promise<string> {
    const created = await this.client.send(
      new CreateMultipartUploadCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
        ContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      }),
    );
    if (!created.UploadId) throw new Error('S3 started no upload');
    return created.UploadId;
  }

  /** Presigned addresses for parts 1..count, each to be sent with PUT. */
  async partUrls(key: string, uploadId: string, count: number): Promise<string[]> {
    return Promise.all(
      Array.from({ length: count }, (_, index) =>
        getSignedUrl(this.client, new UploadPartCommand({ Bucket: this.bucket, Key: checkKey(key), UploadId: uploadId, PartNumber: index + 1 }), {
          expiresIn: UPLOAD_URL_SECONDS,
        }),
      ),
    );
  }

  async completeUpload(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]): Promise<void> {
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        UploadId: uploadId,
        MultipartUpload: { Parts: parts.map(({ partNumber, etag }) => ({ PartNumber: partNumber, ETag: etag })) },
      }),
    );
  }

  async abortUpload(key: string, uploadId: string): Promise<void> {
    await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: checkKey(key), UploadId: uploadId }));
  }

  /**
   * Where a visitor fetches the file: under S3_PUBLIC_URL (a CDN, permanent), else a presigned
   * address that lasts an hour. `permanent` says whether the answer may be cached for good.
   */
  async downloadUrl(key: string): Promise<{ url: string; permanent: boolean }> {
    if (this.publicUrl) return { url: `${this.publicUrl}/${checkKey(key)}`, permanent: true };
    const url = await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }), {
      expiresIn: DOWNLOAD_URL_SECONDS,
    });
    return { url, permanent: false };
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
}
