import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../api/client';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES, PHOTO_MAX_BYTES } from '@shared/validation/uploads';
import { profileReducer, profileTabLoaded } from '../profileSlice';
import { uploadApi } from '../uploadApi';
import { documentsRefusal, loadPhoto, photoRefusal, uploadDocuments, uploadPhoto } from '../uploadSagas';
import type { Documento } from '@shared/contracts/profile';
import {
  identityDocumentsChosen,
  identityDocumentsUploadProgressed,
  identityDocumentsUploaded,
  profilePhotoChosen,
  profilePhotoUploadProgressed,
  uploadsReducer,
} from '../uploadsSlice';

const reducer = combineReducers({ profile: profileReducer, profileUploads: uploadsReducer });
const initial = () => reducer(undefined, { type: 'init' });

const file = (name: string, type: string, size = 1000) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const png = file('me.png', 'image/png');
const passport = file('passaporto.pdf', 'application/pdf');
const stored: Documento = {
  id_Documento: 3,
  tipoDocumento: 5,
  dimensioniDocumento: 1000,
  nomeDocumento: 'passaporto.pdf',
  tipoFile: 'application/pdf',
  dataCaricamento: '2030-05-10T10:00:00.000Z',
};
const DATA_URL = 'data:image/jpeg;base64,AAAA';

describe('the checks before sending', () => {
  it('takes JPEG, PNG and WebP photos up to 5 MB, and nothing empty', () => {
    expect(photoRefusal(png)).toBeNull();
    expect(photoRefusal(file('me.webp', 'image/webp', PHOTO_MAX_BYTES))).toBeNull();
    expect(photoRefusal(file('me.gif', 'image/gif'))).toBe('profile.upload.photoType');
    expect(photoRefusal(file('me.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1))).toBe('profile.upload.photoTooLarge');
    expect(photoRefusal(file('me.jpg', 'image/jpeg', 0))).toBe('profile.upload.empty');
  });

  it('takes up to 4 PDF, JPEG or PNG files of a licence, identity card or passport, each up to 10 MB', () => {
    expect(documentsRefusal(5, [passport])).toBeNull();
    expect(documentsRefusal(4, [file('front.jpg', 'image/jpeg'), file('back.png', 'image/png')])).toBeNull();
    expect(documentsRefusal(1, [passport])).toBe('validation.profile.documentType.invalid');
    expect(documentsRefusal(6, [passport])).toBe('validation.profile.documentType.invalid');
    expect(documentsRefusal(5, [])).toBe('profile.upload.fileRequired');
    expect(
      documentsRefusal(
        5,
        Array.from({ length: DOCUMENT_MAX_FILES + 1 }, () => passport),
      ),
    ).toBe('profile.upload.tooManyFiles');
    expect(documentsRefusal(5, [passport, file('empty.pdf', 'application/pdf', 0)])).toBe('profile.upload.empty');
    expect(documentsRefusal(5, [file('scan.tiff', 'image/tiff')])).toBe('profile.upload.documentType');
    expect(documentsRefusal(5, [file('big.pdf', 'application/pdf', DOCUMENT_MAX_BYTES + 1)])).toBe(
      'profile.upload.documentTooLarge',
    );
  });
});

describe('the photo upload saga', () => {
  it('sends the photo, relays its progress, then reads the stored photo back', async () => {
    const { storeState } = await expectSaga(uploadPhoto, profilePhotoChosen(png))
      .withReducer(reducer, reducer(initial(), profilePhotoChosen(png)))
      .provide([
        [
          matchers.call.fn(uploadApi.photo),
          dynamic(({ args }) => {
            (args[1] as (percent: number) => void)(40);
            // Answered on a later task, once the progress it reported has been relayed.
            return new Promise((resolve) =>
              setTimeout(() => resolve({ data: null, message: 'Foto del profilo aggiornata' }), 0),
            );
          }),
        ],
        [matchers.call.fn(uploadApi.photoDataUrl), DATA_URL],
      ])
      .call.like({ fn: uploadApi.photo, args: [png] })
      .put(profilePhotoUploadProgressed(40))
      .call(uploadApi.photoDataUrl)
      .run();
    expect(storeState.profileUploads.photo).toEqual({
      loadStatus: 'succeeded',
      dataUrl: DATA_URL,
      upload: {
        status: 'succeeded',
        progress: 100,
        refusal: null,
        failure: null,
        message: 'Foto del profilo aggiornata',
      },
    });
  });

  it('refuses a file that is not a photo without sending it', async () => {
    const text = file('cv.txt', 'text/plain');
    const { storeState } = await expectSaga(uploadPhoto, profilePhotoChosen(text))
      .withReducer(reducer, reducer(initial(), profilePhotoChosen(text)))
      .not.call.fn(uploadApi.photo)
      .run();
    expect(storeState.profileUploads.photo.upload).toMatchObject({
      status: 'failed',
      refusal: 'profile.upload.photoType',
    });
  });

  it("keeps the server's refusal and does not read the photo back", async () => {
    const failure = {
      kind: 'http' as const,
      status: 400,
      title: 'Errore di validazione',
      messages: [{ field: 'file', message: 'La foto deve essere...' }],
    };
    const { storeState } = await expectSaga(uploadPhoto, profilePhotoChosen(png))
      .withReducer(reducer, initial())
      .provide([[matchers.call.fn(uploadApi.photo), throwError(new ApiError(failure))]])
      .not.call.fn(uploadApi.photoDataUrl)
      .run();
    expect(storeState.profileUploads.photo.upload).toMatchObject({ status: 'failed', failure, refusal: null });
  });

  it('reads no photo as null', async () => {
    const { storeState } = await expectSaga(loadPhoto)
      .withReducer(reducer, initial())
      .provide([[matchers.call.fn(uploadApi.photoDataUrl), null]])
      .run();
    expect(storeState.profileUploads.photo).toMatchObject({ loadStatus: 'succeeded', dataUrl: null });
  });
});

describe('the identity document upload saga', () => {
  it('sends the files of a passport with their type and keeps the list the server answers', async () => {
    const chosen = identityDocumentsChosen(5, [passport]);
    const { storeState } = await expectSaga(uploadDocuments, chosen)
      .withReducer(reducer, reducer(initial(), chosen))
      .provide([
        [
          matchers.call.fn(uploadApi.documents),
          dynamic(({ args }) => {
            (args[2] as (percent: number) => void)(75);
            // Answered on a later task, once the progress it reported has been relayed.
            return new Promise((resolve) =>
              setTimeout(() => resolve({ data: { listaDocumenti: [stored] }, message: 'Documento caricato' }), 0),
            );
          }),
        ],
      ])
      .call.like({ fn: uploadApi.documents, args: [5, [passport]] })
      .put(identityDocumentsUploadProgressed(75))
      .run();
    expect(storeState.profileUploads.documents).toEqual({
      list: [stored],
      upload: { status: 'succeeded', progress: 100, refusal: null, failure: null, message: 'Documento caricato' },
    });
  });

  it("answers an empty file with 'Errore' (profile.upload.empty) and sends nothing", async () => {
    const chosen = identityDocumentsChosen(5, [file('vuoto.pdf', 'application/pdf', 0)]);
    const { storeState } = await expectSaga(uploadDocuments, chosen)
      .withReducer(reducer, reducer(initial(), chosen))
      .not.call.fn(uploadApi.documents)
      .run();
    expect(storeState.profileUploads.documents.upload).toMatchObject({
      status: 'failed',
      refusal: 'profile.upload.empty',
    });
  });

  it("shows the server's 'Errore' refusal as it came", async () => {
    const failure = { kind: 'refused' as const, status: 200, title: 'Errore', messages: [] };
    const { storeState } = await expectSaga(uploadDocuments, identityDocumentsChosen(3, [passport]))
      .withReducer(reducer, initial())
      .provide([[matchers.call.fn(uploadApi.documents), throwError(new ApiError(failure))]])
      .run();
    expect(storeState.profileUploads.documents.upload).toMatchObject({ status: 'failed', failure });
  });

  it('goes back to the list of the profile tab when the tab is read again', () => {
    const uploaded = reducer(initial(), identityDocumentsUploaded({ listaDocumenti: [stored], message: null }));
    expect(uploaded.profileUploads.documents.list).toEqual([stored]);
    const reread = reducer(uploaded, profileTabLoaded({ tab: 1, data: {} }));
    expect(reread.profileUploads.documents.list).toBeNull();
    expect(reducer(uploaded, profileTabLoaded({ tab: 2, data: {} })).profileUploads.documents.list).toEqual([stored]);
  });

  it('keeps the chosen files out of the payload, so the store stays serialisable', () => {
    const action = identityDocumentsChosen(5, [passport]);
    expect(action.payload).toEqual({
      tipoDocumento: 5,
      files: [{ name: 'passaporto.pdf', size: 1000, type: 'application/pdf' }],
    });
    expect(action.meta.arg).toEqual([passport]);
  });
});
