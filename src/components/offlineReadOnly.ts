import { createContext } from 'react';

/**
 * True while a signed-in page is shown read-only for want of a connection (the app provides it,
 * app/OfflineReadOnly.tsx): a call that found no network is then the offline banner's to explain,
 * not each page's error (ApiAlert).
 */
export const OfflineReadOnlyContext = createContext(false);
