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

/** A page's view: what it showed, at which window width and in which language, and the rules it was drawn with. */
interface PageView {
  language: string;
  /** The layout follows the width (a drawer menu on a phone, a side menu on a computer), so a view is painted only at the same width. */
  width: number;
  html: string;
  /**
   * The CSS rules that drew it, as places in LastViews' `css`, in the order its document had them:
   * where two rules set the same property, the later one wins.
   */
  rules: number[];
}

interface LastViews {
  /** The build the CSS came from: a new build starts over, so no rule of an old one stays. */
  build: string;
  /** Each rule any kept page was drawn with, once: pages share most of theirs (the layout, the menu, antd's). */
  css: string[];
  /** Each page's view by path, the latest seen last. */
  pages: [path: string, view: PageView][];
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

/**
 * A pseudo-element, written with one colon or two: no element matches it, so a rule is tested by
 * the element it decorates.
 */
const PSEUDO_ELEMENT =
  /::?(?:before|after|first-line|first-letter|placeholder|selection|marker|backdrop|file-selector-button|-(?:webkit|moz|ms)-[\w-]+)(?:\([^)]*\))?/g;

/** A class name as a selector writes it, after its dot. */
const CLASS_NAME = /[\w-]+/y;

/**
 * For each selector of a list, the class names an element must carry to match it: those outside
 * any parentheses and brackets (a class in :not(), :where() or an attribute's value need not be
 * there). Undefined for a selector with an escape, left to the browser to test.
 */
function requiredClasses(selector: string): string[][] | undefined {
  if (selector.includes('\\')) return undefined;
  const alternatives: string[][] = [[]];
  let depth = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && char === ',') alternatives.push([]);
    else if (depth === 0 && char === '.') {
      CLASS_NAME.lastIndex = index + 1;
      const name = CLASS_NAME.exec(selector)?.[0];
      if (name) alternatives[alternatives.length - 1].push(name);
    }
  }
  return alternatives;
}

/** What a capture tests rules against: the class names in the document, and each selector's answer once found. */
interface SelectorTests {
  classes: Set<string>;
  answers: Map<string, boolean>;
}

/**
 * Whether a rule's selector matches an element of the document now. Most of antd's rules name a
 * class no element has (their component is not on the page): those are answered by the class
 * names alone, without the browser walking the document for each (on a calendar's page that walk
 * was most of a keep's time: bench/README.md, "each page's view with its own rules"). A selector
 * the browser cannot test (a vendor's pseudo-class, a pseudo-element alone) counts as matching:
 * kept rather than risked. A rule for a pointer's or the focus's state (:hover, :focus) matches
 * nothing as the view is kept, and the view is painted inert, where neither can happen.
 */
function matchesNow(selector: string, tests: SelectorTests): boolean {
  let matches = tests.answers.get(selector);
  if (matches === undefined) {
    const tested = selector.replace(PSEUDO_ELEMENT, '');
    const missingClass = (classes: string[]) => classes.some((name) => !tests.classes.has(name));
    if (requiredClasses(tested)?.every(missingClass)) matches = false;
    else {
      try {
        matches = document.querySelector(tested) !== null;
      } catch {
        matches = true;
      }
    }
    tests.answers.set(selector, matches);
  }
  return matches;
}

/**
 * The rules among `rules` that draw something in the document now: a style rule whose selector
 * matches an element, a @media, @supports or @container with the rules of it that do, and every
 * other rule as it is (@font-face, @keyframes: small, and named by rules, not elements).
 * antd injects the styles of every component the app has drawn since it started, most of them for
 * other pages or for no element at all; keeping only these makes a page's view a fraction of the
 * size, to store and for the next start to parse before its first paint.
 */
function rulesInUse(rules: CSSRuleList, tests: SelectorTests): string[] {
  const used: string[] = [];
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      if (matchesNow(rule.selectorText, tests)) used.push(rule.cssText);
    } else if ('conditionText' in rule) {
      // @media, @supports, @container: rules under a condition.
      const group = rule as CSSConditionRule;
      const inner = rulesInUse(group.cssRules, tests);
      if (inner.length) used.push(`${group.cssText.slice(0, group.cssText.indexOf('{'))}{${inner.join(' ')}}`);
    } else {
      used.push(rule.cssText);
    }
  }
  return used;
}

/** The rules of the document's stylesheets (the app's CSS files and antd's injected styles) that draw the page now. */
function documentCss(): string[] {
  const classes = new Set(Array.from(document.querySelectorAll('[class]'), (element) => [...element.classList]).flat());
  const tests: SelectorTests = { classes, answers: new Map() };
  return Array.from(document.styleSheets).flatMap((sheet) => {
    try {
      return rulesInUse(sheet.cssRules, tests);
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

/** Keeps what `path` shows now, in place of what it showed before; says whether there was a page to keep. */
function keepView(path: string, language: string): boolean {
  const root = document.getElementById('root');
  // Not while the last view is still on screen: the app's page is drawn outside the document then.
  if (!root?.isConnected || root.childElementCount === 0) return false;
  const kept = readLastViews();
  // The rules of the pages kept, numbered afresh: a rule no kept page uses any more goes.
  const css: string[] = [];
  const places = new Map<string, number>();
  const placeOf = (rule: string) => {
    let place = places.get(rule);
    if (place === undefined) {
      place = css.push(rule) - 1;
      places.set(rule, place);
    }
    return place;
  };
  const pages: LastViews['pages'] = (kept?.pages ?? [])
    .filter(([keptPath]) => keptPath !== path)
    .slice(1 - PAGES_KEPT)
    .map(([keptPath, view]) => [keptPath, { ...view, rules: view.rules.map((place) => placeOf(kept!.css[place])) }]);
  const view = { language, width: window.innerWidth, html: viewMarkup(root), rules: documentCss().map(placeOf) };
  pages.push([path, view]);
  const lastViews: LastViews = { build: thisBuild(), css, pages };
  try {
    localStorage.setItem(LAST_VIEW_KEY, JSON.stringify(lastViews));
  } catch {
    // Storage full: the next start draws its page as it would without a last view.
    localStorage.removeItem(LAST_VIEW_KEY);
  }
  return true;
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
  // A page kept once it settled is not kept again as the person leaves it unless it changed since:
  // leaving is a tap waiting for the next page, and a keep takes a phone tens of milliseconds.
  let keptUnchanged = false;
  let settling: ReturnType<typeof setTimeout> | undefined;
  // Where a browser has no idle callback (Safari), a timer.
  const whenIdle = window.requestIdleCallback ?? ((then: () => void) => setTimeout(then, 0));
  const changed = () => {
    keptUnchanged = false;
    clearTimeout(settling);
    settling = setTimeout(() => whenIdle(keepCurrent), SETTLED_AFTER_MS);
  };
  const pageChanged = new MutationObserver(changed);
  // The document's body: #root is out of it while the last view is on screen, and back after.
  pageChanged.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  // A new window width changes the page as drawn (a phone turned, a window resized) even where the
  // CSS alone follows it and the document stays as it was: a view is painted only at its own width.
  // Not a new height alone (a phone's keyboard or address bar), which the view does not depend on.
  let width = window.innerWidth;
  const resized = () => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    changed();
  };
  window.addEventListener('resize', resized);
  const keepCurrent = () => {
    if (pageChanged.takeRecords().length > 0) keptUnchanged = false;
    if (keptUnchanged) return;
    const state = store.getState();
    if (selectIsSignedIn(state) && !prerenderedPages.has(path)) keptUnchanged = keepView(path, state.language.current);
  };
  const unsubscribeRouter = router.subscribe(({ location }) => {
    if (location.pathname === path) return;
    keepCurrent();
    path = location.pathname;
    keptUnchanged = false;
  });
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
    window.removeEventListener('resize', resized);
    clearTimeout(settling);
    unsubscribeStore();
  };
}
