/**
 * What may be uploaded to a profile (product.md §3.4: document types, photos and documents), without
 * yup, so the upload sagas check a file before sending it without loading the form rules.
 */
export const DOCUMENT_TYPE = {
  photo: 1,
  genericDocument: 2,
  drivingLicence: 3,
  identityCard: 4,
  passport: 5,
  healthCard: 6,
} as const;
export const DOCUMENT_TYPES = Object.values(DOCUMENT_TYPE);
/** Only these are offered for upload (product.md §1.2: Patente, Carta di identità, Passaporto). */
export const UPLOADABLE_DOCUMENT_TYPES = [
  DOCUMENT_TYPE.drivingLicence,
  DOCUMENT_TYPE.identityCard,
  DOCUMENT_TYPE.passport,
] as const;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files in one document upload: front and back of a card, or a few passport pages. */
export const DOCUMENT_MAX_FILES = 4;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
