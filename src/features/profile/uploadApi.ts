import { type ApiAnswer, api, apiCall } from '../../api/client';
import type { DocumentiCaricati } from '@shared/contracts/profile';

type Progress = (percent: number) => void;

/** The profile's multipart calls (product.md §1.7), reporting how much of the body has been sent. */
export const uploadApi = {
  photo(file: File, onUploadProgress: Progress): Promise<ApiAnswer<null>> {
    const body = new FormData();
    body.append('file', file);
    return apiCall<null>('POST', '/api/Profilo/CaricaImmagineProfilo', { body, onUploadProgress });
  },
  /** The files of one document of a type; they replace that type's earlier files. Answers the new list. */
  documents(tipoDocumento: number, files: File[], onUploadProgress: Progress): Promise<ApiAnswer<DocumentiCaricati>> {
    const body = new FormData();
    for (const file of files) body.append('files', file);
    return apiCall<DocumentiCaricati>('POST', `/api/Profilo/CaricaFile/${tipoDocumento}`, { body, onUploadProgress });
  },
  /** The user's photo as a data: URL, or null without one. */
  photoDataUrl: () => api.get<string | null>('/api/Profilo/RecuperaImmagineProfilo/', { query: { base64: true } }),
};
