import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { type UserFiles, bodyOf, checkStoredName, checkUserId, newStoredName, sizeOf } from './userFiles';

/**
 * Users' files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, ...), so every server behind
 * the load balancer reads what any of them stored. Keys are `users/<userId>/<stored name>`; the
 * bucket stays private, every read goes through the API.
 */
export function createS3Files(settings: S3Settings): UserFiles {
  // The SDK takes about 100 ms to load: the first file stored or read pays it once, not every
  // start of the server (the start time of bench/README.md).
  let connecting: Promise<{ client: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        // Checksums only where S3 requires them: the default streams uploads in aws-chunked
        // encoding, which S3-compatible services other than AWS's do not all understand.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      }),
    })));
  const Bucket = settings.bucket;
  const folderOf = (userId: number) => {
    checkUserId(userId);
    return `users/${userId}/`;
  };
  const keyOf = (userId: number, storedName: string) => {
    checkStoredName(storedName);
    return folderOf(userId) + storedName;
  };
  async function deleteKeys(keys: string[]) {
    const { client, sdk } = await connect();
    // DeleteObjects takes up to 1,000 keys a call.
    for (let start = 0; start < keys.length; start += 1000) {
      const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
      await client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
    }
  }

  return {
    async save(userId, source, extension) {
      const storedName = newStoredName(extension);
      const sizeBytes = await sizeOf(source);
      const { client, sdk } = await connect();
      // A file is streamed from disk with its length given, so it is never held whole in memory.
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: keyOf(userId, storedName),
          Body: bodyOf(source),
          ContentLength: sizeBytes,
        }),
      );
      return { storedName, sizeBytes };
    },
    async read(userId, storedName) {
      const { client, sdk } = await connect();
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(userId, storedName) }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async remove(userId, storedNames) {
      if (storedNames.length > 0) await deleteKeys(storedNames.map((name) => keyOf(userId, name)));
    },
    async removeUserFiles(userId) {
      const { client, sdk } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: folderOf(userId), ContinuationToken }),
        );
        await deleteKeys((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
