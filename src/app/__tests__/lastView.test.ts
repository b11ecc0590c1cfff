import { act } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loggedOut } from '../../store/sessionEvents';
import { signedInAs } from '../../testing/session';
import { LAST_VIEW_KEY, SETTLED_AFTER_MS, keepLastViews } from '../lastView';
import { lastViewShownIn } from '../prerendered';
import { createAppStore } from '../store';

/** The router as keepLastViews reads it: where it is, and who is told when it moves. */
function routerAt(pathname: string) {
  const listeners: ((state: { location: { pathname: string } }) => void)[] = [];
  const state = { location: { pathname } };
  const subscribe = (listener: (typeof listeners)[number]) => {
    listeners.push(listener);
    return () => listeners.splice(listeners.indexOf(listener), 1);
  };
  return {
    router: { state, subscribe },
    moveTo(next: string) {
      state.location = { pathname: next };
      for (const listener of listeners) listener(state);
    },
  };
}

interface Kept {
  css: string[];
  pages: [string, { language: string; width: number; html: string; rules: number[] }][];
}
const kept = () => JSON.parse(localStorage.getItem(LAST_VIEW_KEY) ?? 'null') as Kept | null;
/** The CSS a kept page was drawn with, in its order. */
const rulesOf = (path: string) => {
  const views = kept()!;
  return views.pages.find(([keptPath]) => keptPath === path)![1].rules.map((place) => views.css[place]);
};

/** The app drawing `markup` in #root, with a stylesheet as antd injects them. */
function drawn(markup: string, css = '.job-card { color: red; }') {
  document.head.innerHTML = `<style>${css}</style>`;
  document.body.innerHTML = `<div id="root">${markup}</div>`;
}

/**
 * With fake timers, lets a page settle and be kept: the observer tells of a change on a microtask,
 * then the settling timer runs, then the idle callback (a timer where jsdom has none).
 */
async function settle() {
  await Promise.resolve();
  jest.runOnlyPendingTimers();
  jest.runOnlyPendingTimers();
}

/** The apps each test started, stopped after it: each keeps views until then. */
const stops: (() => void)[] = [];
function keeping(...args: Parameters<typeof keepLastViews>) {
  stops.push(keepLastViews(...args));
}

function signedInApp(pathname: string) {
  const { store } = createAppStore(signedInAs() as never);
  const { router, moveTo } = routerAt(pathname);
  keeping(store, router as never);
  return { store, moveTo };
}

// jsdom's window is 1,024 pixels wide; a test may narrow it.
beforeEach(() => {
  localStorage.clear();
  window.innerWidth = 1024;
});
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('keeping each signed-in page as it was last seen', () => {
  it('keeps the page being left, with its CSS, before the next one is drawn', () => {
    const { moveTo } = signedInApp('/jobs');
    drawn('<h1>I tuoi lavori</h1><p class="job-card">Spot Caffè Roma</p>');
    moveTo('/search');
    expect(kept()?.pages).toEqual([
      [
        '/jobs',
        {
          language: 'it',
          width: 1024,
          html: '<h1>I tuoi lavori</h1><p class="job-card">Spot Caffè Roma</p>',
          rules: [0],
        },
      ],
    ]);
    expect(kept()?.css).toEqual(['.job-card {color: red;}']);
  });

  it('keeps the page once it has settled, without the images only this document can show', async () => {
    jest.useFakeTimers();
    try {
      signedInApp('/profile/photo');
      drawn('<h1>Foto</h1><img src="blob:http://localhost/1"><img src="/images/troupe-mark.svg">');
      // jsdom's MutationObserver tells on a microtask; nothing is kept before the page has been still a while.
      await Promise.resolve();
      jest.advanceTimersByTime(SETTLED_AFTER_MS - 1);
      expect(kept()).toBeNull();
      document.querySelector('h1')!.textContent = 'Foto profilo';
      await Promise.resolve();
      jest.advanceTimersByTime(SETTLED_AFTER_MS - 1);
      expect(kept()).toBeNull();
      await settle();
      expect(kept()?.pages).toEqual([
        [
          '/profile/photo',
          { language: 'it', width: 1024, html: '<h1>Foto profilo</h1><img src="/images/troupe-mark.svg">', rules: [] },
        ],
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a settled page again as it is left only if it has changed since', async () => {
    jest.useFakeTimers();
    try {
      const { moveTo } = signedInApp('/jobs');
      drawn('<h1>I tuoi lavori</h1>');
      await settle();
      expect(kept()?.pages[0][1].html).toBe('<h1>I tuoi lavori</h1>');
      const writes = jest.spyOn(Storage.prototype, 'setItem');
      moveTo('/search');
      expect(writes).not.toHaveBeenCalled();
      drawn('<h1>Ricerca</h1>');
      moveTo('/jobs');
      expect(writes).toHaveBeenCalledTimes(1);
      expect(kept()?.pages.map(([path]) => path)).toEqual(['/jobs', '/search']);
      writes.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a settled page again at a new window width, the document unchanged', async () => {
    jest.useFakeTimers();
    try {
      const { moveTo } = signedInApp('/jobs');
      drawn('<h1>I tuoi lavori</h1>');
      await settle();
      expect(kept()?.pages[0][1].width).toBe(1024);
      // A phone's keyboard opening: a new height alone changes nothing the view depends on.
      const writes = jest.spyOn(Storage.prototype, 'setItem');
      window.dispatchEvent(new Event('resize'));
      await settle();
      expect(writes).not.toHaveBeenCalled();
      writes.mockRestore();
      // A phone turned: only the CSS follows the width, so nothing in the document changes.
      window.innerWidth = 412;
      window.dispatchEvent(new Event('resize'));
      await settle();
      expect(kept()?.pages[0][1].width).toBe(412);
      window.innerWidth = 1024;
      window.dispatchEvent(new Event('resize'));
      moveTo('/search');
      expect(kept()?.pages[0][1].width).toBe(1024);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps no password or card detail typed into the page', () => {
    const { moveTo } = signedInApp('/changepayment');
    drawn(
      '<input type="password" value="Segreta2030"><input autocomplete="cc-number" value="4242424242424242">' +
        '<input name="nome" value="Giulia">',
    );
    moveTo('/home');
    expect(kept()?.pages[0][1].html).toBe(
      '<input type="password"><input autocomplete="cc-number"><input name="nome" value="Giulia">',
    );
  });

  it('keeps the latest twelve pages, each once, and the rules they were drawn with, each once', () => {
    const { moveTo } = signedInApp('/page/0');
    for (let page = 0; page < 14; page += 1) {
      drawn(`<h1 class="page-${page} shared">${page}</h1>`, `.page-${page} { color: red; } .shared { color: blue; }`);
      moveTo(`/page/${page + 1}`);
    }
    drawn('<h1 class="shared">back</h1>', '.shared { color: blue; }');
    moveTo('/page/2');
    expect(kept()?.pages.map(([path]) => path)).toEqual([
      ...[3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((page) => `/page/${page}`),
      '/page/14',
    ]);
    expect(rulesOf('/page/3')).toEqual(['.page-3 {color: red;}', '.shared {color: blue;}']);
    expect(rulesOf('/page/14')).toEqual(['.shared {color: blue;}']);
    // A rule only pages no longer kept used is gone.
    expect(kept()?.css).not.toContain('.page-0 {color: red;}');
    expect(kept()?.css.filter((rule) => rule === '.shared {color: blue;}')).toHaveLength(1);
  });

  it('keeps only the rules that draw the page, each page in its own order', () => {
    const { moveTo } = signedInApp('/timesheets');
    const css =
      '.day { background: white; } .day-filled { background: azure; } .job-card { color: red; } ' +
      '.day:hover { color: navy; } .day-filled::before { content: "•"; } ' +
      '@media (max-width: 575px) { .day { padding: 0; } .job-card { padding: 0; } } ' +
      '@keyframes appear { from { opacity: 0; } }';
    drawn('<p class="day day-filled">1</p>', css);
    moveTo('/carsheets');
    expect(rulesOf('/timesheets')).toEqual([
      '.day {background: white;}',
      '.day-filled {background: azure;}',
      '.day-filled::before {content: "•";}',
      '@media (max-width: 575px) {.day {padding: 0;}}',
      expect.stringMatching(/^@keyframes appear/),
    ]);
    // The next page draws days without a filled one: its rules keep their document's order, and
    // the first page's still has the filled day's rule after the day's.
    drawn('<p class="day">1</p>', css);
    moveTo('/home');
    expect(rulesOf('/carsheets')).toEqual([
      '.day {background: white;}',
      '@media (max-width: 575px) {.day {padding: 0;}}',
      expect.stringMatching(/^@keyframes appear/),
    ]);
    expect(rulesOf('/timesheets').slice(0, 2)).toEqual([
      '.day {background: white;}',
      '.day-filled {background: azure;}',
    ]);
  });

  it('keeps no public page the build prerendered (the sign-in left for the home page)', () => {
    const { moveTo } = signedInApp('/login');
    drawn('<h1>Accedi</h1>');
    moveTo('/home');
    expect(kept()).toBeNull();
  });

  it('keeps nothing while the last view is still on screen (the app draws outside the document then)', () => {
    const { moveTo } = signedInApp('/jobs');
    document.body.innerHTML = '<div id="prerendered" data-last-view lang="it"><h1>I tuoi lavori</h1></div>';
    moveTo('/search');
    expect(kept()).toBeNull();
  });

  it('forgets every page when the session ends', () => {
    const { store, moveTo } = signedInApp('/jobs');
    drawn('<h1>I tuoi lavori</h1>');
    moveTo('/search');
    expect(kept()).not.toBeNull();
    store.dispatch(loggedOut({ reason: 'user' }));
    expect(kept()).toBeNull();
  });

  it('keeps nothing for a person signed out, and forgets what an earlier session left', () => {
    localStorage.setItem(LAST_VIEW_KEY, JSON.stringify({ build: 'development', css: [], pages: [] }));
    const { store } = createAppStore();
    const { router, moveTo } = routerAt('/login');
    keeping(store, router as never);
    expect(kept()).toBeNull();
    drawn('<h1>Accedi</h1>');
    moveTo('/register');
    expect(kept()).toBeNull();
  });
});

describe('public/app-loader.js on a page of the app, before the app has arrived', () => {
  /** index.html's loader, as the build writes it: it paints the last view, then loads the app's scripts. */
  const runAppLoader = () => {
    const loader = document.createElement('script');
    loader.setAttribute('data-load', 'last-view');
    loader.setAttribute('data-scripts', '/assets/runtime.js /assets/main.js');
    loader.textContent = readFileSync(path.resolve('public/app-loader.js'), 'utf8');
    document.head.appendChild(loader);
  };
  const appScripts = () => Array.from(document.querySelectorAll('script[src]'), (script) => script.getAttribute('src'));
  const afterPaint = () => act(() => jest.runAllTimers());
  const user = { token: 'token-1', username: 'giulia' };
  const store = (session: object | null, language = 'it') => {
    localStorage.setItem('persist:session', JSON.stringify({ user: JSON.stringify(session) }));
    localStorage.setItem('persist:activeLanguage', JSON.stringify({ current: JSON.stringify(language) }));
    localStorage.setItem(
      LAST_VIEW_KEY,
      JSON.stringify({
        build: 'development',
        css: ['.job-card {color: red;}'],
        pages: [['/jobs', { language: 'it', width: 1024, html: '<h1>I tuoi lavori</h1>', rules: [0] }]],
      }),
    );
  };

  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/jobs');
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => jest.useRealTimers());

  it("paints the page's last view, inert, with its CSS, where the app hands a prerendered page off; the app's scripts after that paint", () => {
    store(user);
    runAppLoader();
    const frame = document.getElementById('prerendered')!;
    expect(frame.hasAttribute('inert')).toBe(true);
    expect(frame.querySelector('h1')?.textContent).toBe('I tuoi lavori');
    expect(frame.querySelector('style')?.textContent).toBe('.job-card {color: red;}');
    expect(frame.nextElementSibling?.id).toBe('root');
    expect(lastViewShownIn('it')).toBe(true);
    // The app in another language (a newer choice in the cookie) lets it go at once.
    expect(lastViewShownIn('en')).toBe(false);
    expect(appScripts()).toEqual([]);
    afterPaint();
    expect(appScripts()).toEqual(['/assets/runtime.js', '/assets/main.js']);
  });

  it.each([
    ['without a stored session', () => store(null)],
    ['in another language', () => store(user, 'en')],
    ['for a page not kept', () => (store(user), window.history.replaceState(null, '', '/search'))],
    ['kept at another width (the layout follows it)', () => (store(user), (window.innerWidth = 412))],
    ['when what was stored cannot be read', () => (store(user), localStorage.setItem(LAST_VIEW_KEY, '{'))],
  ])("paints nothing %s, and loads the app's scripts at once", (_case, arrange) => {
    arrange();
    runAppLoader();
    expect(document.querySelector('[data-last-view]')).toBeNull();
    expect(appScripts()).toEqual(['/assets/runtime.js', '/assets/main.js']);
  });
});
