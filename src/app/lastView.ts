import { PUBLIC_PAGES } from '@shared/contracts/publicPages';
import { selectIsSignedIn } from '../features/session/selectors';
import type { createAppRouter } from './routes';
import type { AppStore } from './store';

/*
 * A signed-in page opens on its last view (product.md §4.19, docs/decisions.md "A signed-in page
 * opens on its last view"). The app keeps, on this device, what each signed-in page last showed:
 * its markup and the CSS it was drawn with. On the next start public/app-loader.js paints it, inert,
 * before any of the app's scripts has arrived, and the app takes its place once it has drawn the
 * page itself (app/prerendered.tsx), as it does with a public page prerendered by the build.
 * A chunk of its own, loaded once the app has rendered (index.tsx): the first paint waits for none
 * of it.
 *
 * Kept in localStorage, which the loader reads in one synchronous step as the page opens. It holds
 * what the person saw, as the pages' stored data does (app/persist.ts), and goes at sign-out.
 */
export const LAST_VIEW_KEY = 'troupe:lastView';

/** The pages kept, the latest seen; each is a few to a few tens of kilobytes of markup. */
const PAGES_KEPT = 12;

/** Pages the build prerendered, which open as such (the sign-in left for the home page, say). */
const prerenderedPages = new Set<string>(Object.values(PUBLIC_PAGES));

interface LastViews {
  /** The build the CSS came from: a new build starts over, so no rule of an old one stays. */
  build: string;
  /** Every CSS rule a kept page was drawn with, in the order of the latest page's document. */
  css: string[];
  /**
   * Each page's markup by path, the latest seen last, with the window's width it was drawn at: the
   * layout follows the width (a drawer menu on a phone, a side menu on a computer), so a view is
   * painted only at the same width.
   */
  pages: [path: string, view: { language: string; width: number; html: string }][];
}

/** webpack's hash of this build (a jest run has none). */
declare const __webpack_hash__: string | undefined;
const thisBuild = () => (typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'development');

function readLastViews(): LastViews | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(LAST_VIEW_KEY) ?? 'null') as LastViews | null;
    return kept?.build === thisBuild() ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** The rules of every stylesheet in the document: the app's CSS files and antd's injected styles alike. */
function documentCss(): string[] {
  return Array.from(document.styleSheets).flatMap((sheet) => {
    try {
      return Array.from(sheet.cssRules, (rule) => rule.cssText);
    } catch {
      // A stylesheet of another origin cannot be read (the app has none; a browser extension may).
      return [];
    }
  });
}

/** Fields whose value is never kept: passwords and card details (React writes a field's value into its markup). */
const SECRET_FIELDS = 'input[type="password"], input[autocomplete^="cc-"]';

/**
 * The page's markup as it is drawn, without secrets typed into it, and without the images only
 * this document can show (a photo chosen but not yet sent is a blob: address, gone at the next
 * start).
 */
function viewMarkup(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const field of copy.querySelectorAll(SECRET_FIELDS)) field.removeAttribute('value');
  for (const image of copy.querySelectorAll('img[src^="blob:"]')) image.remove();
  return copy.innerHTML;
}

/** Keeps what `path` shows now, in place of what it showed before. */
function keepView(path: string, language: string) {
  const root = document.getElementById('root');
  // Not while the last view is still on screen: the app's page is drawn outside the document then.
  if (!root?.isConnected || root.childElementCount === 0) return;
  const css = documentCss();
  const drawnWith = new Set(css);
  const kept = readLastViews();
  // Rules only earlier pages used stay, before the latest page's, which keep their order.
  const earlierOnly = (kept?.css ?? []).filter((rule) => !drawnWith.has(rule));
  const pages = (kept?.pages ?? []).filter(([keptPath]) => keptPath !== path);
  pages.push([path, { language, width: window.innerWidth, html: viewMarkup(root) }]);
  const lastViews: LastViews = { build: thisBuild(), css: [...earlierOnly, ...css], pages: pages.slice(-PAGES_KEPT) };
  try {
    localStorage.setItem(LAST_VIEW_KEY, JSON.stringify(lastViews));
  } catch {
    // Storage full: the next start draws its page as it would without a last view.
    localStorage.removeItem(LAST_VIEW_KEY);
  }
}

/** How long a page must go unchanged before its view is kept: a read answered, a list drawn. */
export const SETTLED_AFTER_MS = 1_000;

/**
 * Keeps each signed-in page's view: once it has settled (nothing in it changed for a second, then
 * when the browser is idle), and as the person leaves it for another page of the app (before React
 * draws the next one, the router's subscribers being told first). Not as the app is hidden or
 * closed: by then the window may no longer be the one the page was drawn in (a browser's tools
 * emulating a phone stop before the page goes), and the settled view is already kept. Forgets them
 * all when the session ends. Called once the stored state is back, so that a session still being
 * restored does not read as one that ended.
 */
export function keepLastViews(
  store: AppStore,
  router: Pick<ReturnType<typeof createAppRouter>, 'subscribe' | 'state'>,
) {
  let path = router.state.location.pathname;
  const keepCurrent = () => {
    const state = store.getState();
    if (selectIsSignedIn(state) && !prerenderedPages.has(path)) keepView(path, state.language.current);
  };
  const unsubscribeRouter = router.subscribe(({ location }) => {
    if (location.pathname === path) return;
    keepCurrent();
    path = location.pathname;
  });
  let settling: ReturnType<typeof setTimeout> | undefined;
  // Where a browser has no idle callback (Safari), a timer.
  const whenIdle = window.requestIdleCallback ?? ((then: () => void) => setTimeout(then, 0));
  const pageChanged = new MutationObserver(() => {
    clearTimeout(settling);
    settling = setTimeout(() => whenIdle(keepCurrent), SETTLED_AFTER_MS);
  });
  // The document's body: #root is out of it while the last view is on screen, and back after.
  pageChanged.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  let signedIn = selectIsSignedIn(store.getState());
  if (!signedIn) localStorage.removeItem(LAST_VIEW_KEY);
  const unsubscribeStore = store.subscribe(() => {
    const stillSignedIn = selectIsSignedIn(store.getState());
    if (signedIn && !stillSignedIn) localStorage.removeItem(LAST_VIEW_KEY);
    signedIn = stillSignedIn;
  });
  /** Stops keeping them (an app torn down: a test's). */
  return () => {
    unsubscribeRouter();
    pageChanged.disconnect();
    clearTimeout(settling);
    unsubscribeStore();
  };
}
