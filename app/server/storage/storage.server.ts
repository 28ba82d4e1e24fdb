import type { FileStorage, S3StorageConfig } from "./file-storage.ts";
import { LocalFileStorage } from "./local-storage.server.ts";
import { S3FileStorage } from "./s3-storage.server.ts";

export interface StorageConfig {
  dataDir: string;
  s3?: S3StorageConfig;
}

export function createStorage(config: StorageConfig): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.dataDir);
}
