/**
 * The sign-in page's query naming the page a signed-out visitor opened (an email's link, a
 * bookmark, a session that expired on it): /login?next=%2Fjobs%2F42. Once signed in, the person
 * lands there instead of on /home.
 */
export const RETURN_QUERY = 'next';

/** Any origin will do: it only tells an address of this app from one elsewhere. */
const HERE = 'https://troupe.invalid';

/**
 * The path, query and hash of an address inside the app, or undefined for anything else: only a
 * path from the app's root is followed, never another site (`//evil.com`, `/\evil.com`, which
 * browsers read as `//`, `https://…`, `javascript:`), so the sign-in cannot be made to send a
 * person away.
 */
export function pathInsideApp(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || /[\\\s\p{Cc}]/u.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, HERE);
  } catch {
    return undefined;
  }
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/** The sign-in page that leads back to this address once signed in. */
export function signInLeadingTo(location: { pathname: string; search: string; hash: string }): string {
  const here = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${new URLSearchParams({ [RETURN_QUERY]: here }).toString()}`;
}
