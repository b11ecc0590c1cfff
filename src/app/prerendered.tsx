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
 * of the document until PrerenderHandOff puts it back; otherwise (a signed-in user, whose page the
 * server could not know, or a stored language other than the page's) the prerendered markup goes
 * at once and #root stays where it is.
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
 * Rendered beside the page, inside its suspense boundary, so it commits with the page itself and
 * not with the spinner before it: the swap happens before the browser paints that commit.
 */
export function PrerenderHandOff() {
  useLayoutEffect(() => {
    if (!waitingRoot) return;
    document.getElementById(PRERENDERED_ID)?.replaceWith(waitingRoot);
    waitingRoot = undefined;
  });
  return null;
}
