import type { StorageConfig } from '../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { StorageAdapter } from './storage';

/** The adapter configuration asks for (STORAGE_DRIVER; README configuration table). */
export function createStorage(config: StorageConfig): StorageAdapter {
  return config.driver === 's3' ? createS3Storage(config) : createDiskStorage(config.dir);
}
