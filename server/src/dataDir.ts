import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database, the outbox's emails (reset links among them) and the
 * users' documents: only the server's own user may read any of it. The process's umask makes
 * everything created from now on (PGlite's files too, which it creates itself) 0700 for folders
 * and 0600 for files, and what an earlier version left readable by others is closed once, at start.
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictTree(dataDir);
}

/** Folders 0700 and files 0600 from `entry` down (symbolic links left alone). */
export function restrictTree(entry: string): void {
  const stats = lstatSync(entry);
  if (stats.isSymbolicLink()) return;
  const wanted = stats.isDirectory() ? 0o700 : 0o600;
  if ((stats.mode & 0o777) !== wanted) chmodSync(entry, wanted);
  if (stats.isDirectory()) for (const name of readdirSync(entry)) restrictTree(path.join(entry, name));
}
