import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { createUserFiles } from '../../src/storage/configuredFiles';
import type { UserFiles } from '../../src/storage/userFiles';
import { type TestS3, startS3 } from '../helpers/s3';

let dataDir: string;
let s3: TestS3;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'troupe-files-'));
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

const stores: [string, () => UserFiles][] = [
  ['on disk under DATA_DIR', () => createUserFiles(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }))],
  ['in an S3 bucket', () => createUserFiles(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...s3.env }))],
];

describe.each(stores)('users files %s', (_name, open) => {
  it('stores bytes and files, reads them back, removes one and then all of a user', async () => {
    const files = open();
    const source = path.join(dataDir, 'source.pdf');
    await writeFile(source, Buffer.alloc(300_000, 7));
    const fromBytes = await files.save(41, { bytes: Buffer.from('photo') }, 'jpg');
    const fromFile = await files.save(41, { path: source }, 'pdf');
    const other = await files.save(42, { bytes: Buffer.from('other') }, 'jpg');
    expect(fromBytes).toEqual({ storedName: expect.stringMatching(/^[0-9a-f]{32}\.jpg$/), sizeBytes: 5 });
    expect(fromFile.sizeBytes).toBe(300_000);
    expect((await files.read(41, fromBytes.storedName)).toString()).toBe('photo');
    expect((await files.read(41, fromFile.storedName)).equals(Buffer.alloc(300_000, 7))).toBe(true);

    await files.remove(41, [fromBytes.storedName]);
    await expect(files.read(41, fromBytes.storedName)).rejects.toThrow();
    await files.removeUserFiles(41);
    await expect(files.read(41, fromFile.storedName)).rejects.toThrow();
    expect((await files.read(42, other.storedName)).toString()).toBe('other');
  });

  it('refuses names it did not make and ids that are not users', async () => {
    const files = open();
    await expect(files.read(41, '../42/secret.jpg')).rejects.toThrow('not a stored file name');
    await expect(files.save(0, { bytes: Buffer.from('x') }, 'jpg')).rejects.toThrow('not a user id');
  });
});

it('keeps files on disk readable by the server user only', async () => {
  const files = createUserFiles(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  const source = path.join(dataDir, 'private.pdf');
  await writeFile(source, 'x', { mode: 0o600 });
  const { storedName } = await files.save(43, { path: source }, 'pdf');
  expect((await stat(path.join(dataDir, 'uploads', '43'))).mode & 0o777).toBe(0o700);
  expect((await stat(path.join(dataDir, 'uploads', '43', storedName))).mode & 0o777).toBe(0o600);
});
