import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { configureStore } from '@reduxjs/toolkit';
import { text } from 'node:stream/consumers';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { LANGUAGE_QUERY, PUBLIC_PAGES, type PublicPage, prerenderedFileOf } from '@shared/contracts/publicPages';
import { languageChosen } from '../store/language';
import { LANGUAGES, type Language } from '@shared/validation/language';
import { LanguageProvider, loadMessages, loadedMessages } from './LanguageProvider';
import { routes } from './routes';
import { rootReducer } from './store';

/**
 * How each public page is prerendered: the chunk group of its component (its webpackChunkName in
 * routes.tsx), whose CSS the page inlines, and when the app's scripts load (public/app-loader.js).
 * - Never, for a page only read (the landing, the legal pages, about): its links are plain links to
 *   other prerendered pages, its anchors plain anchors, and its language switch a plain form
 *   (layout/LanguageSwitch.tsx). The app would bring nothing the page does not already do, so a
 *   visitor who reads, scrolls or follows a link downloads none of it (docs/decisions.md, SPA
 *   structure and loading).
 * - On the visitor's first interaction, for the sign-in and recovery forms: their fields are plain
 *   text fields the visitor may type into before the app arrives (typing is an interaction), and
 *   the app takes what was typed when it takes the page over (app/prerendered.tsx). A phone that
 *   opens /login runs none of the app's script until it is used.
 * - At once after the first paint, for the registration: its checkboxes are antd's drawn widgets,
 *   which show a click only once the app runs, so its fields wait for the app, disabled.
 * On every page, a visitor the app must send elsewhere (a stored session, or a stored language
 * other than the page's) gets the app at once.
 */
type AppLoads = 'after-paint' | 'on-interaction' | 'only-to-send-elsewhere';
const PRERENDERING: Record<keyof typeof PUBLIC_PAGES, { chunkGroup: string; appLoads: AppLoads }> = {
  landing: { chunkGroup: 'page-landing', appLoads: 'only-to-send-elsewhere' },
  login: { chunkGroup: 'page-login', appLoads: 'on-interaction' },
  register: { chunkGroup: 'page-register', appLoads: 'after-paint' },
  forgotPassword: { chunkGroup: 'page-forgot-password', appLoads: 'on-interaction' },
  privacy: { chunkGroup: 'page-privacy', appLoads: 'only-to-send-elsewhere' },
  terms: { chunkGroup: 'page-terms', appLoads: 'only-to-send-elsewhere' },
  about: { chunkGroup: 'page-about', appLoads: 'only-to-send-elsewhere' },
};

/** A public page as a visitor's first request gets it. */
export interface PrerenderedPage {
  /** Its path under the built SPA (contracts/publicPages.ts). */
  file: string;
  language: Language;
  chunkGroup: string;
  appLoads: AppLoads;
  /** What the app renders for this path with no session: React puts the hoisted <title> and <meta> first. */
  markup: string;
  /** antd's CSS-in-JS rules the markup uses, as <style> elements for the head. */
  antdStyles: string;
}

/**
 * A prerendered form until the app takes it over. Its submit buttons wait, disabled, on every page:
 * the browser would send the form itself, as a GET with the password in the address. Its fields
 * wait too where the app loads after the paint (see PRERENDERING); where it loads on the first
 * interaction they stay open to typing. The header's language switch stays: the browser sends it as
 * a plain form (layout/LanguageSwitch.tsx). A browser without JavaScript would wait for ever, so
 * each other form says why, first thing.
 */
const formsBeforeTheApp = (markup: string, language: Language, appLoads: AppLoads) => {
  const notice = renderToStaticMarkup(
    <noscript>
      <p className="form-needs-script">{loadedMessages(language)!['prerender.formNeedsJavaScript']}</p>
    </noscript>,
  );
  const submitsWaiting = markup
    .replace(
      new RegExp(`<button(?![^>]*\\bname="${LANGUAGE_QUERY}")([^>]*\\btype="submit")`, 'g'),
      '<button disabled=""$1',
    )
    .replace(/<form\b(?![^>]*\bclass="language-switch")[^>]*>/g, (form) => form + notice);
  if (appLoads !== 'after-paint') return submitsWaiting;
  return (
    submitsWaiting
      .replace(/<(input|textarea|select)\b/g, '<$1 disabled=""')
      // A field with an icon (the password's eye) or a checkbox is drawn by antd's wrappers, which
      // carry the disabled look as classes of their own.
      .replace(/class="ant-input-affix-wrapper(?=[ "])/g, '$& ant-input-affix-wrapper-disabled ant-input-disabled')
      .replace(/class="ant-checkbox-wrapper(?=[ "])/g, '$& ant-checkbox-wrapper-disabled')
      .replace(/class="ant-checkbox(?=[ "])/g, '$& ant-checkbox-disabled')
  );
};

/**
 * Renders a public page with the app's own routes, layout and providers, a store with no session,
 * and the language's messages; prerenderToNodeStream waits for the lazily loaded page, so the
 * markup is the page and not its spinner.
 */
async function prerender(
  page: PublicPage,
  language: Language,
  appLoads: AppLoads,
): Promise<Pick<PrerenderedPage, 'markup' | 'antdStyles'>> {
  await loadMessages(language);
  const store = configureStore({ reducer: rootReducer });
  store.dispatch(languageChosen(language));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${page}`));
  if (context instanceof Response) throw new Error(`${page} answers a redirect, not a page to prerender`);
  const cache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={cache}>
      <Provider store={store}>
        <LanguageProvider>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </LanguageProvider>
      </Provider>
    </StyleProvider>,
    // Every boundary in place: a large one would otherwise come after the page with an inline
    // script to move it in, which the CSP refuses and a browser without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { markup: formsBeforeTheApp(await text(prelude), language, appLoads), antdStyles: extractStyle(cache) };
}

/**
 * Every public page in every language, for the build (scripts/prerender.mjs; product.md §4.13): the browser
 * shows one before any script arrives, and the app takes over once it has drawn the same page
 * (app/prerendered.tsx).
 */
export async function* prerenderPublicPages(): AsyncGenerator<PrerenderedPage> {
  for (const language of LANGUAGES) {
    for (const [name, page] of Object.entries(PUBLIC_PAGES) as [keyof typeof PUBLIC_PAGES, PublicPage][]) {
      yield {
        file: prerenderedFileOf(language, page),
        language,
        ...PRERENDERING[name],
        ...(await prerender(page, language, PRERENDERING[name].appLoads)),
      };
    }
  }
}
