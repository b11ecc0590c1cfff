import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { Documento } from '@shared/contracts/profile';
import type { FlowStatus } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';
import { PROFILE_TAB } from '@shared/validation/profile/tabs';
import { profileTabLoaded } from './profileSlice';

/** One upload's progress: a refusal is a check made before sending (a locale id), a failure the server's. */
export interface UploadState {
  status: FlowStatus;
  /** 0 to 100 while the bytes travel. */
  progress: number;
  refusal: string | null;
  failure: ApiFailure | null;
  message: string | null;
}

export interface UploadsState {
  photo: {
    loadStatus: FlowStatus;
    /** The photo as a data: URL (RecuperaImmagineProfilo with base64=true); null without one. */
    dataUrl: string | null;
    upload: UploadState;
  };
  documents: {
    /** The list the last upload answered; null means the profile tab's own list is current. */
    list: Documento[] | null;
    upload: UploadState;
  };
}

const idleUpload: UploadState = { status: 'idle', progress: 0, refusal: null, failure: null, message: null };
const initialState: UploadsState = {
  photo: { loadStatus: 'idle', dataUrl: null, upload: idleUpload },
  documents: { list: null, upload: idleUpload },
};

/**
 * The files ride in meta.arg, the path redux-toolkit's serializability check leaves to arguments
 * (createAsyncThunk puts its own there): the saga hands them to the API, the store never keeps them.
 */
const withFiles = <P, F>(payload: P, files: F) => ({ payload, meta: { arg: files } });
const describe = (file: File) => ({ name: file.name, size: file.size, type: file.type });

/** The user picked a photo; the saga checks it and uploads it. */
export const profilePhotoChosen = createAction('profileUploads/profilePhotoChosen', (file: File) =>
  withFiles(describe(file), file),
);
/** The user picked the files of one identity document of a type. */
export const identityDocumentsChosen = createAction(
  'profileUploads/identityDocumentsChosen',
  (tipoDocumento: number, files: File[]) => withFiles({ tipoDocumento, files: files.map(describe) }, files),
);

const started = (upload: UploadState) => Object.assign(upload, { ...idleUpload, status: 'pending' as const });

const uploadsSlice = createSlice({
  name: 'profileUploads',
  initialState,
  reducers: {
    /** The profile tab shows the photo: it is read once per visit. */
    profilePhotoNeeded: (state) => {
      state.photo.loadStatus = 'pending';
    },
    profilePhotoLoaded: (state, action: PayloadAction<string | null>) => {
      state.photo.loadStatus = 'succeeded';
      state.photo.dataUrl = action.payload;
    },
    profilePhotoLoadFailed: (state) => {
      state.photo.loadStatus = 'failed';
    },
    profilePhotoRefused: (state, action: PayloadAction<string>) => {
      state.photo.upload = { ...idleUpload, status: 'failed', refusal: action.payload };
    },
    profilePhotoUploadProgressed: (state, action: PayloadAction<number>) => {
      state.photo.upload.progress = action.payload;
    },
    profilePhotoUploaded: (state, action: PayloadAction<string | null>) => {
      state.photo.upload = { ...idleUpload, status: 'succeeded', progress: 100, message: action.payload };
    },
    profilePhotoUploadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.photo.upload = { ...idleUpload, status: 'failed', failure: action.payload };
    },
    identityDocumentsRefused: (state, action: PayloadAction<string>) => {
      state.documents.upload = { ...idleUpload, status: 'failed', refusal: action.payload };
    },
    identityDocumentsUploadProgressed: (state, action: PayloadAction<number>) => {
      state.documents.upload.progress = action.payload;
    },
    identityDocumentsUploaded: (
      state,
      action: PayloadAction<{ listaDocumenti: Documento[]; message: string | null }>,
    ) => {
      state.documents.list = action.payload.listaDocumenti;
      state.documents.upload = { ...idleUpload, status: 'succeeded', progress: 100, message: action.payload.message };
    },
    identityDocumentsUploadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.documents.upload = { ...idleUpload, status: 'failed', failure: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(profilePhotoChosen, (state) => {
        started(state.photo.upload);
      })
      .addCase(identityDocumentsChosen, (state) => {
        started(state.documents.upload);
      })
      .addCase(profileTabLoaded, (state, action) => {
        // A fresh read of the profile tab carries the documents as they are now.
        if (action.payload.tab === PROFILE_TAB.profile) state.documents = initialState.documents;
      })
      .addCase(loggedOut, () => initialState);
  },
});

export const {
  profilePhotoNeeded,
  profilePhotoLoaded,
  profilePhotoLoadFailed,
  profilePhotoRefused,
  profilePhotoUploadProgressed,
  profilePhotoUploaded,
  profilePhotoUploadFailed,
  identityDocumentsRefused,
  identityDocumentsUploadProgressed,
  identityDocumentsUploaded,
  identityDocumentsUploadFailed,
} = uploadsSlice.actions;
export const uploadsReducer = uploadsSlice.reducer;
