import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files users upload (profile photos, identity documents), kept under `<root>/<userId>/` with
 * random names of our own. Nothing here is served statically: every read goes through a route that
 * checks who is asking. Deleting an account removes the user's folder.
 */
export interface UserFiles {
  /** Writes new bytes and answers the name they were stored under. */
  save(userId: number, bytes: Buffer, extension: string): Promise<string>;
  read(userId: number, storedName: string): Promise<Buffer>;
  remove(userId: number, storedNames: readonly string[]): Promise<void>;
  removeUserFiles(userId: number): Promise<void>;
}

/** 32 hex characters and a short extension: the only names this module writes or reads. */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export function createUserFiles(root: string): UserFiles {
  const folderOf = (userId: number) => {
    if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error(`not a user id: ${userId}`);
    return path.join(root, String(userId));
  };
  const fileOf = (userId: number, storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw new Error('not a stored file name');
    return path.join(folderOf(userId), storedName);
  };

  return {
    async save(userId, bytes, extension) {
      const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
      await mkdir(folderOf(userId), { recursive: true, mode: 0o700 });
      // 'wx' never overwrites: a clash of random names fails loudly instead of losing a file.
      await writeFile(fileOf(userId, storedName), bytes, { flag: 'wx', mode: 0o600 });
      return storedName;
    },
    read: (userId, storedName) => readFile(fileOf(userId, storedName)),
    async remove(userId, storedNames) {
      await Promise.all(storedNames.map((name) => rm(fileOf(userId, name), { force: true })));
    },
    async removeUserFiles(userId) {
      await rm(folderOf(userId), { recursive: true, force: true });
    },
  };
}
