import path from 'node:path';
import type { Config } from '../config';
import { createS3Files } from './s3Files';
import { type UserFiles, createDiskFiles } from './userFiles';

/** The store the configuration names: the S3 bucket of S3_BUCKET, else DATA_DIR/uploads. */
export function createUserFiles(config: Pick<Config, 'dataDir' | 's3'>): UserFiles {
  return config.s3 ? createS3Files(config.s3) : createDiskFiles(path.join(config.dataDir, 'uploads'));
}
