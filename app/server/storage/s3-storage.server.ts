import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { FileStorage, S3StorageConfig, StoredObject } from "./file-storage.ts";
import { assertValidStorageKey } from "./storage-key.ts";

// S3's maximum number of keys in one DeleteObjects request.
const DELETE_BATCH_SIZE = 1000;
// Keys embed a timestamp and are never overwritten, so caches may keep objects forever.
const CACHE_CONTROL = "public, max-age=31536000, immutable";
const FALLBACK_CONTENT_TYPE = "application/octet-stream";

export class S3FileStorage implements FileStorage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBaseUrl: string | undefined;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.publicBaseUrl = config.publicUrl?.replace(/\/+$/, "");
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Since SDK 3.729 the default is a CRC checksum on every upload (an x-amz-checksum-crc32
      // header for buffers, an aws-chunked body with trailers for streams). Several S3-compatible
      // providers (older MinIO, R2, others) reject or mis-store those, so only compute checksums
      // where the API requires one (DeleteObjects).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, body: Buffer | Uint8Array, contentType: string): Promise<StoredObject> {
    assertValidStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: CACHE_CONTROL,
      }),
    );
    return { key, contentType, size: body.byteLength };
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    assertValidStorageKey(key);
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      const bytes = response.Body ? await response.Body.transformToByteArray() : new Uint8Array();
      return {
        body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: response.ContentType || FALLBACK_CONTENT_TYPE,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      // AWS answers 204 for a missing key, but some compatible providers answer 404.
      if (!isNotFound(error)) throw error;
    }
  }

  async deleteMany(keys: string[]): Promise<void> {
    // Validate everything up front so one bad key cannot leave a batch half deleted.
    for (const key of keys) assertValidStorageKey(key);
    const unique = [...new Set(keys)];
    for (let start = 0; start < unique.length; start += DELETE_BATCH_SIZE) {
      const batch = unique.slice(start, start + DELETE_BATCH_SIZE);
      const response = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // DeleteObjects reports per-key failures in a 200 response rather than as an error.
      const failures = (response.Errors ?? []).filter((failure) => failure.Code !== "NoSuchKey");
      if (failures.length > 0) {
        const summary = failures
          .slice(0, 5)
          .map((failure) => `${failure.Key}: ${failure.Code} ${failure.Message ?? ""}`.trim())
          .join("; ");
        throw new Error(`S3 failed to delete ${failures.length} object(s): ${summary}`);
      }
    }
  }

  async exists(key: string): Promise<boolean> {
    assertValidStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      // Only a 404 means missing. S3 answers 403 for missing keys when we lack s3:ListBucket;
      // that is a misconfiguration and should surface, not read as "absent".
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  publicUrl(key: string): string {
    assertValidStorageKey(key);
    // Keys are URL-safe by construction, so no encoding is needed.
    return this.publicBaseUrl ? `${this.publicBaseUrl}/${key}` : `/uploads/${key}`;
  }
}

// Missing object only. A missing bucket is also a 404 but is a misconfiguration and must surface
// (HEAD responses carry no body, so there the two cannot be told apart).
function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  if (name === "NoSuchBucket") return false;
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}
