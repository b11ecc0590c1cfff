import { useLayoutEffect } from 'react';

/*
 * A public page arrives prerendered (scripts/prerender.mjs): the server sends its markup in
 * <div id="prerendered">, beside an empty #root, so a visitor reads it before any script runs. The
 * app then renders into #root kept out of the document, and swaps it in for the prerendered markup
 * once it has drawn its own page: one change of the document, so the page is never blank, never
 * there twice (a screen reader or a test would meet both), and does not move.
 */
const PRERENDERED_ID = 'prerendered';

/** #root while it waits outside the document for its page. */
let waitingRoot: HTMLElement | undefined;

/**
 * Where the app renders. With a prerendered page the visitor may keep reading, #root is taken out
 * of the document until PrerenderHandOff puts it back; otherwise (a signed-in user on a public
 * page, or a stored language other than the page's) the prerendered markup goes at once and #root
 * stays where it is. A signed-in page's last view (app/lastView.ts, painted by public/app-loader.js
 * in the same place) is handed off the same way.
 */
export function appRootElement({ keepPrerendered }: { keepPrerendered: boolean }): HTMLElement {
  const root = document.getElementById('root')!;
  const prerendered = document.getElementById(PRERENDERED_ID);
  if (prerendered && keepPrerendered) {
    root.remove();
    waitingRoot = root;
  } else prerendered?.remove();
  return root;
}

/**
 * Whether the page on screen is a signed-in page's last view in `language` (public/app-loader.js
 * paints it), for the app to keep until it has drawn the page itself (index.tsx): one in another
 * language goes at once.
 */
export function lastViewShownIn(language: string): boolean {
  const shown = document.getElementById(PRERENDERED_ID);
  return shown?.hasAttribute('data-last-view') === true && shown.lang === language;
}

/** What the visitor typed into a prerendered form before the app arrived, and the field they were in. */
interface TypedAhead {
  values: { name: string; type: string; value: string }[];
  focused: string | null;
}

function typedAhead(prerendered: HTMLElement): TypedAhead {
  const values = [...prerendered.querySelectorAll('input')]
    .filter((input) => input.name !== '' && input.value !== input.defaultValue)
    .map(({ name, type, value }) => ({ name, type, value }));
  const active = document.activeElement;
  return { values, focused: active instanceof HTMLInputElement && prerendered.contains(active) ? active.name : null };
}

/**
 * Gives the app's form what was typed into the prerendered one: each value into the app's field of
 * the same name and type, as an input event that reaches the form's onChange as typing does; and the
 * caret into the field the visitor was in, so the next keys go on where they left off. A field the
 * app already filled keeps its value.
 */
function carryOver({ values, focused }: TypedAhead, appRoot: HTMLElement) {
  const appFields = [...appRoot.querySelectorAll('input')];
  if (focused !== null) appFields.find((field) => field.name === focused)?.focus();
  // After the commit that swapped the forms, in the same task: an event dispatched inside React's
  // commit has its field put back to the old value before the form's state is updated.
  queueMicrotask(() => {
    // React keeps its own copy of a field's value and sees a change only when the element's own
    // setter is bypassed (what @testing-library's fireEvent does, for the same reason).
    const setFieldValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const { name, type, value } of values) {
      const field = appFields.find((candidate) => candidate.name === name && candidate.type === type);
      if (!field || field.value !== '') continue;
      setFieldValue.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
}

/**
 * Rendered beside the page, inside its suspense boundary, so it commits with the page itself and
 * not with the spinner before it: the swap happens before the browser paints that commit, and
 * what was typed meanwhile moves across before any other key can arrive, so none is lost between
 * the two forms.
 */
export function PrerenderHandOff() {
  useLayoutEffect(() => {
    if (!waitingRoot) return;
    const prerendered = document.getElementById(PRERENDERED_ID);
    if (prerendered) {
      const typed = typedAhead(prerendered);
      prerendered.replaceWith(waitingRoot);
      carryOver(typed, waitingRoot);
    }
    waitingRoot = undefined;
  });
  return null;
}
