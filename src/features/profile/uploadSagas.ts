import type { PayloadAction } from '@reduxjs/toolkit';
import { type Channel, type Task, buffers, channel } from 'redux-saga';
import { type CallEffect, all, call, cancel, fork, put, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { type ApiAnswer, toFailure } from '../../api/client';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_FILES,
  DOCUMENT_MIME_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
  UPLOADABLE_DOCUMENT_TYPES,
} from '@shared/validation/uploads';
import { uploadApi } from './uploadApi';
import type { Documento } from '@shared/contracts/profile';
import {
  identityDocumentsChosen,
  identityDocumentsRefused,
  identityDocumentsUploadFailed,
  identityDocumentsUploadProgressed,
  identityDocumentsUploaded,
  profilePhotoChosen,
  profilePhotoLoadFailed,
  profilePhotoLoaded,
  profilePhotoNeeded,
  profilePhotoRefused,
  profilePhotoUploadFailed,
  profilePhotoUploadProgressed,
  profilePhotoUploaded,
} from './uploadsSlice';

/*
 * The checks made before sending, so a wrong file costs no upload: the browser's idea of the type
 * (from the name) and the size. The server decides again from the bytes.
 */

const isOneOf = (types: readonly string[], file: File) => types.includes(file.type);

/** The locale id of what is wrong with a photo, or null when it may be sent. */
export function photoRefusal(file: File): string | null {
  if (file.size === 0) return 'profile.upload.empty';
  if (!isOneOf(PHOTO_MIME_TYPES, file)) return 'profile.upload.photoType';
  if (file.size > PHOTO_MAX_BYTES) return 'profile.upload.photoTooLarge';
  return null;
}

/** The same for the files of one identity document; an empty file is product.md §1.5's 'Errore'. */
export function documentsRefusal(tipoDocumento: number, files: File[]): string | null {
  if (!(UPLOADABLE_DOCUMENT_TYPES as readonly number[]).includes(tipoDocumento))
    return 'validation.profile.documentType.invalid';
  if (files.length === 0) return 'profile.upload.fileRequired';
  if (files.length > DOCUMENT_MAX_FILES) return 'profile.upload.tooManyFiles';
  if (files.some((file) => file.size === 0)) return 'profile.upload.empty';
  if (!files.every((file) => isOneOf(DOCUMENT_MIME_TYPES, file))) return 'profile.upload.documentType';
  if (files.some((file) => file.size > DOCUMENT_MAX_BYTES)) return 'profile.upload.documentTooLarge';
  return null;
}

/** Relays the percentages the request reports as actions, while the request runs. */
function* relayProgress(progress: Channel<number>, progressed: (percent: number) => PayloadAction<number>) {
  while (true) {
    const percent: number = yield take(progress);
    yield put(progressed(percent));
  }
}

/**
 * Yields the request `request(report)` describes, turning what it reports into `progressed`
 * actions meanwhile. The channel keeps only the latest percentage, so a slow store never falls
 * behind a fast connection.
 */
function* sendWithProgress<T>(
  progressed: (percent: number) => PayloadAction<number>,
  request: (report: (percent: number) => void) => CallEffect<T>,
) {
  const progress = channel<number>(buffers.sliding(1));
  const relay: Task = yield fork(relayProgress, progress, progressed);
  try {
    const answer: T = yield request((percent) => progress.put(percent));
    return answer;
  } finally {
    progress.close();
    yield cancel(relay);
  }
}

export function* loadPhoto() {
  try {
    const dataUrl: string | null = yield call(uploadApi.photoDataUrl);
    yield put(profilePhotoLoaded(dataUrl));
  } catch {
    // Without its photo the tab still works: the upload button is there to set one.
    yield put(profilePhotoLoadFailed());
  }
}

/** Check, upload, then read the photo back as the server stored it (product.md §1.4). */
export function* uploadPhoto(action: ReturnType<typeof profilePhotoChosen>) {
  const file = action.meta.arg;
  const refusal = photoRefusal(file);
  if (refusal) {
    yield put(profilePhotoRefused(refusal));
    return;
  }
  try {
    const answer: ApiAnswer<null> = yield call(sendWithProgress, profilePhotoUploadProgressed, (report) =>
      call(uploadApi.photo, file, report),
    );
    yield put(profilePhotoUploaded(answer.message));
  } catch (error) {
    yield put(profilePhotoUploadFailed(toFailure(error)));
    return;
  }
  yield call(loadPhoto);
}

export function* uploadDocuments(action: ReturnType<typeof identityDocumentsChosen>) {
  const { tipoDocumento } = action.payload;
  const files = action.meta.arg;
  const refusal = documentsRefusal(tipoDocumento, files);
  if (refusal) {
    yield put(identityDocumentsRefused(refusal));
    return;
  }
  try {
    const answer: ApiAnswer<{ listaDocumenti: Documento[] }> = yield call(
      sendWithProgress,
      identityDocumentsUploadProgressed,
      (report) => call(uploadApi.documents, tipoDocumento, files, report),
    );
    yield put(identityDocumentsUploaded({ listaDocumenti: answer.data.listaDocumenti, message: answer.message }));
  } catch (error) {
    yield put(identityDocumentsUploadFailed(toFailure(error)));
  }
}

/** takeLeading: a file picked while another one travels is ignored (the buttons are disabled meanwhile). */
export function* uploadsSaga() {
  yield all([
    takeLatest(profilePhotoNeeded.type, loadPhoto),
    takeLeading(profilePhotoChosen.type, uploadPhoto),
    takeLeading(identityDocumentsChosen.type, uploadDocuments),
  ]);
}
