import type * as CssInJs from '@ant-design/cssinjs';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { loadMessages } from '../app/LanguageProvider';
import { mediaQueryList } from './screenWidth';

// A test of what runs in Node (the build's prerender, `@jest-environment node`) has no window to complete.
const inBrowser = typeof window !== 'undefined';

// What a test waits for (findBy, waitFor) gets 10 s to show, not the library's 1 s: a save goes
// through antd's validation, then Formik's, and a flow through its saga, each a promise, which on a
// busy machine takes longer than a second. A test that waits for what never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what react-router (TextEncoder) and antd's responsive observers (matchMedia) use.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (inBrowser && !window.matchMedia) window.matchMedia = (query: string) => mediaQueryList(query, false);

/*
 * What antd's select uses and jsdom lacks: a ResizeObserver for the popup's size, and a
 * MessageChannel to close the popup on the next task. Nothing is laid out in jsdom, so the
 * observer has nothing to report, and a timer is that next task. Here rather than in one harness,
 * so that every test file runs in the same environment whatever it imports.
 */
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  } as unknown as typeof MessageChannel;
}

/*
 * antd's styles are not built in component tests. Each component's first render writes its CSS
 * (its tokens through stylis) and every render hashes its path and token to find that CSS in the
 * style cache again: a tenth or more of a page test's time (bench/README.md, "The test suite").
 * jsdom lays nothing out and the styles went to an element outside the document anyway
 * (testing/render.tsx), so no test could see them. The build's prerender test, which extracts
 * them, asks for the real registration (jest.unmock).
 */
jest.mock('@ant-design/cssinjs', () => ({
  ...jest.requireActual<typeof CssInJs>('@ant-design/cssinjs'),
  useStyleRegister: () => undefined,
}));

// jsdom implements getComputedStyle without pseudo-elements; antd's modals ask for ::-webkit-scrollbar.
if (inBrowser) {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}

// Both languages' messages at hand from the start, as the app has the stored one before its first
// render (index.tsx): a test in English reads English at once.
beforeAll(() => loadMessages('en'));
