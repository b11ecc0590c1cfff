import { fromBuffer } from 'file-type';
import path from 'node:path';
import sharp from 'sharp';
import { DOCUMENT_MIME_TYPES, PHOTO_MIME_TYPES } from '../../../../src/validation/uploads';

/** A file as it arrived: its bytes and the name the user's machine gave it. */
export interface Upload {
  bytes: Buffer;
  filename: string;
}

/** What is stored: bytes re-encoded by us, their type and the extension of the stored name. */
export interface StoredImage {
  bytes: Buffer;
  mimeType: string;
  extension: string;
}

/** Largest picture decoded, in pixels: a few bytes of PNG can claim a gigapixel. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The stored photo is bounded too, so a profile page never downloads a poster. */
const PHOTO_MAX_SIDE = 1600;
/** The avatar in lists and search results. */
export const THUMBNAIL_SIDE = 160;

/** The type the bytes say they are, never the name or the header the client sent. */
export async function detectType(bytes: Buffer): Promise<string | undefined> {
  return (await fromBuffer(bytes))?.mime;
}

const decode = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();

/**
 * The profile photo, re-encoded: the camera's orientation applied, then every piece of metadata
 * (place, device, time) dropped, as sharp writes none unless asked. Answers undefined for bytes
 * that are not a photo of an accepted type or cannot be decoded.
 */
export async function encodePhoto(bytes: Buffer): Promise<{ photo: StoredImage; thumbnail: StoredImage } | undefined> {
  const type = await detectType(bytes);
  if (!type || !(PHOTO_MIME_TYPES as readonly string[]).includes(type)) return undefined;
  try {
    const photo = await decode(bytes)
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    const thumbnail = await decode(bytes)
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      photo: { bytes: photo, mimeType: 'image/jpeg', extension: 'jpg' },
      thumbnail: { bytes: thumbnail, mimeType: 'image/webp', extension: 'webp' },
    };
  } catch {
    return undefined;
  }
}

/**
 * An identity document: a PDF is kept as it is; a picture of the document is re-encoded in its own
 * format at high quality, which drops the metadata a phone camera writes (its position first).
 */
export async function encodeDocument(bytes: Buffer): Promise<StoredImage | undefined> {
  const type = await detectType(bytes);
  if (!type || !(DOCUMENT_MIME_TYPES as readonly string[]).includes(type)) return undefined;
  if (type === 'application/pdf') return { bytes, mimeType: type, extension: 'pdf' };
  try {
    if (type === 'image/png') return { bytes: await decode(bytes).png().toBuffer(), mimeType: type, extension: 'png' };
    return { bytes: await decode(bytes).jpeg({ quality: 92 }).toBuffer(), mimeType: type, extension: 'jpg' };
  } catch {
    return undefined;
  }
}

/** The user's own name for the file, shown back to them: no folders, no control characters. */
export function displayName(filename: string, fallback: string): string {
  const name = path.basename(filename.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (name || fallback).slice(0, 255);
}
