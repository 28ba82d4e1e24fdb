/** What every file storage offers; `storage.server.ts` chooses one at boot. */
export interface StoredObject {
  key: string;
  contentType: string;
  size: number;
}

export interface FileStorage {
  put(key: string, body: Buffer | Uint8Array, contentType: string): Promise<StoredObject>;
  /** Resolves to null when the object does not exist. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  deleteMany(keys: string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The URL the site serves the object from. */
  publicUrl(key: string): string;
}

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** For S3-compatible providers (MinIO, R2, …); omit for AWS. */
  endpoint?: string;
  /** Omit both to use the SDK's default credential chain (env, instance role, …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** Public base URL (bucket website or CDN); without it the app proxies objects at /uploads. */
  publicUrl?: string;
}
