import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What is stored: bytes already in memory (a photo re-encoded to a small size), or a file on this
 * machine's disk (an upload streamed there), which is copied to the store without being read whole.
 */
export type FileSource = { bytes: Buffer } | { path: string };

/**
 * Files users upload (profile photos, identity documents), kept per user with random names of our
 * own, on this machine's disk (DATA_DIR) or in an S3-compatible bucket every server reaches.
 * Nothing here is served statically: every read goes through a route that checks who is asking.
 * Deleting an account removes the user's files.
 */
export interface UserFiles {
  /** Stores new bytes and answers the name they were stored under and their size. */
  save(userId: number, source: FileSource, extension: string): Promise<{ storedName: string; sizeBytes: number }>;
  read(userId: number, storedName: string): Promise<Buffer>;
  remove(userId: number, storedNames: readonly string[]): Promise<void>;
  removeUserFiles(userId: number): Promise<void>;
}

/** 32 hex characters and a short extension: the only names this module writes or reads. */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

/** A new random name; the stores only ever write names made here and read names that match them. */
export function newStoredName(extension: string): string {
  const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
  checkStoredName(storedName);
  return storedName;
}

export function checkStoredName(storedName: string): void {
  if (!STORED_NAME.test(storedName)) throw new Error('not a stored file name');
}

export function checkUserId(userId: number): void {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error(`not a user id: ${userId}`);
}

/** The size of what a source holds, without reading a file into memory. */
export async function sizeOf(source: FileSource): Promise<number> {
  return 'bytes' in source ? source.bytes.length : (await stat(source.path)).size;
}

/** The source as a body to send: the bytes, or a stream of the file. */
export const bodyOf = (source: FileSource) => ('bytes' in source ? source.bytes : createReadStream(source.path));

/** Files under `<root>/<userId>/`, folders 0700 and files 0600. */
export function createDiskFiles(root: string): UserFiles {
  const folderOf = (userId: number) => {
    checkUserId(userId);
    return path.join(root, String(userId));
  };
  const fileOf = (userId: number, storedName: string) => {
    checkStoredName(storedName);
    return path.join(folderOf(userId), storedName);
  };

  return {
    async save(userId, source, extension) {
      const storedName = newStoredName(extension);
      await mkdir(folderOf(userId), { recursive: true, mode: 0o700 });
      const target = fileOf(userId, storedName);
      // COPYFILE_EXCL never overwrites: a clash of random names fails loudly instead of losing a file.
      if ('path' in source) await copyFile(source.path, target, constants.COPYFILE_EXCL);
      else await writeFile(target, source.bytes, { flag: 'wx', mode: 0o600 });
      return { storedName, sizeBytes: await sizeOf(source) };
    },
    read: async (userId, storedName) => readFile(fileOf(userId, storedName)),
    async remove(userId, storedNames) {
      await Promise.all(storedNames.map((name) => rm(fileOf(userId, name), { force: true })));
    },
    async removeUserFiles(userId) {
      await rm(folderOf(userId), { recursive: true, force: true });
    },
  };
}
