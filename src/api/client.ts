import type { FieldMessage } from '@shared/contracts/envelope';
import type { Language } from '@shared/validation/language';

/**
 * A failed call, as plain data so it can sit in the store:
 * - refused: the server answered success false (a business refusal) with `message`;
 * - http: an HTTP error, with the envelope's title and every validation message;
 * - network: no answer at all.
 */
export interface ApiFailure {
  kind: 'refused' | 'http' | 'network';
  status: number;
  title: string;
  messages: FieldMessage[];
}

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.title);
  }
}

export interface ApiAnswer<T> {
  data: T;
  message: string | null;
}

interface ClientContext {
  getToken(): string | undefined;
  getLanguage(): Language;
  /** Called on any 401: the session is over, whatever the call was. */
  onUnauthorized(): void;
}

let context: ClientContext = {
  getToken: () => undefined,
  getLanguage: () => 'it',
  onUnauthorized: () => undefined,
};

/** The store wires the token, the language and the 401 reaction once, at start. */
export function configureApiClient(next: ClientContext): void {
  context = next;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  onUploadProgress?: (percent: number) => void;
}

function urlOf(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

interface Envelope<T> {
  success: boolean;
  message: string | null;
  data: T | { title?: string; modelValidationError?: FieldMessage[] } | null;
}

function failureFromEnvelope(status: number, body: Envelope<unknown> | undefined, fallbackTitle: string): ApiFailure {
  const data = (body?.data ?? {}) as { title?: string; modelValidationError?: FieldMessage[] };
  return {
    kind: status >= 200 && status < 300 ? 'refused' : 'http',
    status,
    title: data.title ?? body?.message ?? fallbackTitle,
    messages: data.modelValidationError ?? [],
  };
}

/** Uploads go through XMLHttpRequest only because fetch cannot report upload progress. */
function sendMultipart(url: string, headers: Record<string, string>, body: FormData, onProgress?: (p: number) => void) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress)
      xhr.upload.onprogress = (event) =>
        event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.send(body);
  });
}

async function send(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text() };
}

type RawAnswer = { status: number; text: string };
const readsInFlight = new Map<string, Promise<RawAnswer>>();

/** How long a read started ahead waits for the page that will ask for it. */
const READ_AHEAD_KEPT_MS = 10_000;
const readsAhead = new Map<string, { answer: Promise<RawAnswer>; until: number }>();
let readingAhead = false;

/**
 * Runs `start`, which dispatches the read a page will make once its code has arrived (the entry,
 * for the page the app opens on: app/routes.tsx, preloadPage). Each read it sends is kept for that
 * page: its identical read, in flight or already answered, takes the same answer once rather than
 * asking again (docs/decisions.md, "A signed-in page's read starts with the entry").
 */
export function readAhead(start: () => void) {
  readingAhead = true;
  try {
    start();
  } finally {
    readingAhead = false;
  }
}

/** Identical reads in flight at once share one request; a read started ahead answers the page's own. */
function sendRead(url: string, headers: Record<string, string>) {
  const key = JSON.stringify([url, headers]);
  const ahead = readsAhead.get(key);
  if (ahead) {
    readsAhead.delete(key);
    if (ahead.until > Date.now()) return ahead.answer;
  }
  const inFlight = readsInFlight.get(key);
  if (inFlight) return inFlight;
  const answer = send(url, { method: 'GET', headers });
  readsInFlight.set(key, answer);
  answer.then(
    () => readsInFlight.delete(key),
    () => readsInFlight.delete(key),
  );
  if (readingAhead) readsAhead.set(key, { answer, until: Date.now() + READ_AHEAD_KEPT_MS });
  return answer;
}

/** The token and the language every call carries. */
function requestHeaders(accept: string): Record<string, string> {
  const token = context.getToken();
  return {
    Accept: accept,
    'Accept-Language': `${context.getLanguage()};q=0.9`,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * The one way the SPA talks to the API: adds the bearer token and the language, unwraps the
 * `{ success, message, data }` envelope, and turns every failure into an ApiError.
 */
export async function apiCall<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...requestHeaders('application/json'), ...options.headers };
  const url = urlOf(path, options.query);
  let status: number;
  let text: string;
  try {
    if (options.body instanceof FormData) {
      ({ status, text } = await sendMultipart(url, headers, options.body, options.onUploadProgress));
    } else {
      if (options.body !== undefined) headers['Content-Type'] = 'application/json';
      ({ status, text } =
        method === 'GET' && options.body === undefined
          ? await sendRead(url, headers)
          : await send(url, {
              method,
              headers,
              body: options.body === undefined ? undefined : JSON.stringify(options.body),
            }));
    }
  } catch {
    throw new ApiError({ kind: 'network', status: 0, title: '', messages: [] });
  }
  let body: Envelope<T> | undefined;
  try {
    body = text ? (JSON.parse(text) as Envelope<T>) : undefined;
  } catch {
    body = undefined;
  }
  if (status === 401) context.onUnauthorized();
  if (status < 200 || status >= 300 || !body || !body.success) {
    throw new ApiError(failureFromEnvelope(status, body, ''));
  }
  return { data: body.data as T, message: body.message };
}

/** A file the API answers (a PDF, a CSV), named as its Content-Disposition says. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** GET a file with the session's token; a failure is the same ApiError as any call's. */
export async function apiDownload(
  path: string,
  fallbackName: string,
  mediaType = 'application/pdf',
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(path, { headers: requestHeaders(`${mediaType}, application/json`) });
  } catch {
    throw new ApiError({ kind: 'network', status: 0, title: '', messages: [] });
  }
  if (response.status === 401) context.onUnauthorized();
  if (!response.ok) {
    let body: Envelope<unknown> | undefined;
    try {
      body = (await response.json()) as Envelope<unknown>;
    } catch {
      body = undefined;
    }
    throw new ApiError(failureFromEnvelope(response.status, body, ''));
  }
  const named = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? fallbackName };
}

/** Hands a downloaded file to the browser, which saves it (or opens it, on a phone). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiCall<T>('GET', path, options).then((a) => a.data),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiCall<T>('POST', path, { ...options, body }).then((a) => a.data),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiCall<T>('PUT', path, { ...options, body }).then((a) => a.data),
  delete: <T>(path: string, options?: RequestOptions) => apiCall<T>('DELETE', path, options).then((a) => a.data),
};

/** What a saga stores after a failed call: the ApiFailure, or a network failure for anything else. */
export function toFailure(error: unknown): ApiFailure {
  return error instanceof ApiError ? error.failure : { kind: 'network', status: 0, title: '', messages: [] };
}
