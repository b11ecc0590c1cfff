import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@shared/validation/language';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { documents, profilePhotos } from '../../db/schema';
import { FieldRefusal, Refusal } from '../../http/errors';
import { translate } from '../../i18n/messages';
import type { UserFiles } from '../../storage/userFiles';
import type { MayView } from './publicProfile';
import { lockUser } from './reads';
import { type DecodeQueue, type StoredImage, type Upload, displayName, encodeDocument, encodePhoto } from './uploads';

export interface ProfileImage {
  bytes: Buffer;
  mimeType: string;
  /** Changes whenever the photo does: the ETag of the image answer. */
  version: string;
}

/**
 * The profile's files: the photo (with its thumbnail) and the documents. Bytes are re-encoded and
 * kept in the user's folder of `files`; the rows that name them change in one transaction, and
 * files a failed write left behind, or a successful one replaced, are removed.
 */
export function createProfileFiles(deps: {
  db: Database;
  files: UserFiles;
  clock: Clock;
  mayView: MayView;
  decodeQueue: DecodeQueue;
}) {
  const { db, files, clock, mayView, decodeQueue } = deps;

  /** The user's documents, as the profile tab and the upload's answer list them. */
  async function documentsOf(userId: number) {
    const rows = await db.select().from(documents).where(eq(documents.userId, userId)).orderBy(asc(documents.id));
    return rows.map((row) => ({
      id_Documento: row.id,
      tipoDocumento: row.documentType,
      dimensioniDocumento: row.sizeBytes,
      nomeDocumento: row.originalName,
      tipoFile: row.mimeType,
      dataCaricamento: row.uploadedAt.toISOString(),
    }));
  }

  /** Runs `write` with files already on disk; if it fails they are removed, if it succeeds the replaced ones are. */
  async function withNewFiles<T>(
    userId: number,
    saved: string[],
    write: () => Promise<{ result: T; replaced: string[] }>,
  ): Promise<T> {
    let outcome: { result: T; replaced: string[] };
    try {
      outcome = await write();
    } catch (error) {
      await files.remove(userId, saved);
      throw error;
    }
    await files.remove(userId, outcome.replaced);
    return outcome.result;
  }

  return {
    documentsOf,

    async savePhoto(userId: number, upload: Upload): Promise<void> {
      if (upload.sizeBytes === 0) throw new Refusal('profile.upload.empty');
      const encoded = await encodePhoto(upload, decodeQueue);
      if (!encoded) throw new FieldRefusal('file', 'profile.upload.photoType');
      const photo = await files.save(userId, encoded.photo.source, encoded.photo.extension);
      const thumbnail = await files
        .save(userId, encoded.thumbnail.source, encoded.thumbnail.extension)
        .catch(async (error) => {
          await files.remove(userId, [photo.storedName]);
          throw error;
        });
      const saved = [photo.storedName, thumbnail.storedName];
      const values = {
        storedName: photo.storedName,
        mimeType: encoded.photo.mimeType,
        sizeBytes: photo.sizeBytes,
        thumbnailName: thumbnail.storedName,
        thumbnailMimeType: encoded.thumbnail.mimeType,
        uploadedAt: clock.now(),
      };
      await withNewFiles(userId, saved, () =>
        db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const [previous] = await tx.select().from(profilePhotos).where(eq(profilePhotos.userId, userId));
          await tx
            .insert(profilePhotos)
            .values({ userId, ...values })
            .onConflictDoUpdate({ target: profilePhotos.userId, set: values });
          return { result: undefined, replaced: previous ? [previous.storedName, previous.thumbnailName] : [] };
        }),
      );
    },

    /** The photo or its thumbnail; undefined when the user has none. */
    async photo(viewerId: number, ownerId: number, thumbnail: boolean): Promise<ProfileImage | undefined> {
      await mayView(viewerId, ownerId);
      const [row] = await db.select().from(profilePhotos).where(eq(profilePhotos.userId, ownerId));
      if (!row) return undefined;
      const storedName = thumbnail ? row.thumbnailName : row.storedName;
      return {
        bytes: await files.read(ownerId, storedName),
        mimeType: thumbnail ? row.thumbnailMimeType : row.mimeType,
        version: storedName,
      };
    },

    /**
     * CaricaFile/{tipoDocumento}: the files of one upload (a card's two sides, a passport's pages)
     * become the user's documents of that type, replacing the earlier ones, since there is no call
     * to delete a document and an expired one should not linger. Answers the new list.
     */
    async saveDocuments(userId: number, documentType: number, uploads: Upload[], language: Language) {
      if (uploads.length === 0) throw new FieldRefusal('files', 'profile.upload.fileRequired');
      if (uploads.some((upload) => upload.sizeBytes === 0)) throw new Refusal('profile.upload.empty');
      const encoded: { upload: Upload; document: StoredImage }[] = [];
      for (const upload of uploads) {
        const document = await encodeDocument(upload, decodeQueue);
        if (!document) throw new FieldRefusal('files', 'profile.upload.documentType');
        encoded.push({ upload, document });
      }
      const fallbackName = translate(language, `profile.documentType.${documentType}`);
      const rows: (typeof documents.$inferInsert)[] = [];
      const saved: string[] = [];
      try {
        for (const { upload, document } of encoded) {
          const { storedName, sizeBytes } = await files.save(userId, document.source, document.extension);
          saved.push(storedName);
          rows.push({
            userId,
            documentType,
            originalName: displayName(upload.filename, fallbackName),
            storedName,
            sizeBytes,
            mimeType: document.mimeType,
            uploadedAt: clock.now(),
          });
        }
      } catch (error) {
        await files.remove(userId, saved);
        throw error;
      }
      await withNewFiles(userId, saved, () =>
        db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const previous = await tx
            .delete(documents)
            .where(and(eq(documents.userId, userId), eq(documents.documentType, documentType)))
            .returning({ storedName: documents.storedName });
          await tx.insert(documents).values(rows);
          return { result: undefined, replaced: previous.map((row) => row.storedName) };
        }),
      );
      return { listaDocumenti: await documentsOf(userId) };
    },
  };
}

export type ProfileFiles = ReturnType<typeof createProfileFiles>;
