import { fromBuffer, fromFile } from 'file-type';
import path from 'node:path';
import sharp from 'sharp';
import { DOCUMENT_MIME_TYPES, PHOTO_MIME_TYPES } from '@shared/validation/uploads';
import { createQueue } from '../../http/concurrency';
import type { FileSource } from '../../storage/userFiles';

/**
 * A file as it arrived: streamed to a temporary file of the request (never held whole in memory),
 * and the name the user's machine gave it.
 */
export interface Upload {
  path: string;
  sizeBytes: number;
  filename: string;
}

/** What is stored: content re-encoded by us (in memory or in a file), its type and the extension of the stored name. */
export interface StoredImage {
  source: FileSource;
  mimeType: string;
  extension: string;
}

/** Largest picture decoded, in pixels: a few bytes of PNG can claim a gigapixel. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The stored photo is bounded too, so a profile page never downloads a poster. */
const PHOTO_MAX_SIDE = 1600;
/** The avatar in lists and search results. */
export const THUMBNAIL_SIDE = 160;

// One thread per picture (decodes run side by side up to the queue's bound instead) and no cache of
// decoded pictures: each upload is seen once, and the cache would keep hundreds of MB alive.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Decodes run a few at a time whatever the number of uploads received: a decoded picture is what
 * costs memory (40 megapixels are 120 MB of pixels), the bytes on disk cost nothing.
 */
export type DecodeQueue = <T>(work: () => Promise<T>) => Promise<T>;
export const createDecodeQueue = (concurrency: number): DecodeQueue => createQueue(concurrency);

/** The type the bytes say they are (a file's or a buffer's), never the name or the header the client sent. */
export async function detectType(input: string | Buffer): Promise<string | undefined> {
  return (await (typeof input === 'string' ? fromFile(input) : fromBuffer(input)))?.mime;
}

const decode = (input: string | Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true }).rotate();
/** For callers outside a request (the demo seed): the work runs at once. */
const atOnce: DecodeQueue = (work) => work();

/**
 * The profile photo, re-encoded: the camera's orientation applied, then every piece of metadata
 * (place, device, time) dropped, as sharp writes none unless asked. Answers undefined for bytes
 * that are not a photo of an accepted type or cannot be decoded.
 */
export async function encodePhoto(
  input: Upload | Buffer,
  queue: DecodeQueue = atOnce,
): Promise<
  | { photo: StoredImage & { source: { bytes: Buffer } }; thumbnail: StoredImage & { source: { bytes: Buffer } } }
  | undefined
> {
  const original = Buffer.isBuffer(input) ? input : input.path;
  const type = await detectType(original);
  if (!type || !(PHOTO_MIME_TYPES as readonly string[]).includes(type)) return undefined;
  try {
    return await queue(async () => {
      const photo = await decode(original)
        .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer();
      // The thumbnail is cut from the resized photo rather than from the upload: one decode of the original.
      const thumbnail = await sharp(photo)
        .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover', position: 'attention' })
        .webp({ quality: 80 })
        .toBuffer();
      return {
        photo: { source: { bytes: photo }, mimeType: 'image/jpeg', extension: 'jpg' },
        thumbnail: { source: { bytes: thumbnail }, mimeType: 'image/webp', extension: 'webp' },
      };
    });
  } catch {
    return undefined;
  }
}

/**
 * An identity document: a PDF is kept as it is (stored from its file, never read into memory); a
 * picture of the document is re-encoded in its own format at high quality into a file beside the
 * upload, which drops the metadata a phone camera writes (its position first).
 */
export async function encodeDocument(upload: Upload, queue: DecodeQueue): Promise<StoredImage | undefined> {
  const type = await detectType(upload.path);
  if (!type || !(DOCUMENT_MIME_TYPES as readonly string[]).includes(type)) return undefined;
  if (type === 'application/pdf') return { source: { path: upload.path }, mimeType: type, extension: 'pdf' };
  const extension = type === 'image/png' ? 'png' : 'jpg';
  const output = `${upload.path}.encoded.${extension}`;
  try {
    await queue(() =>
      (type === 'image/png' ? decode(upload.path).png() : decode(upload.path).jpeg({ quality: 92 })).toFile(output),
    );
    return { source: { path: output }, mimeType: type, extension };
  } catch {
    return undefined;
  }
}

/** The user's own name for the file, shown back to them: no folders, no control characters. */
export function displayName(filename: string, fallback: string): string {
  const name = path
    .basename(filename.replace(/\\/g, '/'))
    .replace(/\p{Cc}/gu, '')
    .trim();
  return (name || fallback).slice(0, 255);
}
