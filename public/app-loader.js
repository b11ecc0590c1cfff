/*
 * The app's scripts, for every page the server sends: index.html and the prerendered public pages
 * (scripts/prerender.mjs) name them in data-scripts and say in data-load when they load.
 * - "last-view", a page of the app (index.html): a person signed in on this device sees the page's
 *   last view first (docs/decisions.md, "A signed-in page opens on its last view": the markup and
 *   CSS src/app/lastView.ts kept), painted inert where the app hands a prerendered page off
 *   (src/app/prerendered.tsx), and the app's scripts follow that paint, so that a phone's slow link
 *   serves the paint first. Without a view in the stored language at the window's width, the
 *   scripts load at once.
 * On a prerendered public page the page is already whole, so they are not fetched before it has
 * been painted, and only where the page needs them (src/app/prerender.tsx):
 * - "only-to-send-elsewhere": the landing, legal and about pages, whose links, anchors and language
 *   switch work without the app. Reading them, scrolling or following a link costs no script.
 * - "on-interaction": the sign-in and recovery forms load it when the visitor first touches,
 *   scrolls, points or types. Their fields take typing before it arrives (the app carries what was
 *   typed over: src/app/prerendered.tsx), so opening /login costs a phone no script at all.
 * - "after-paint": the registration needs the app to be used and loads it at once, after its first
 *   paint.
 * A visitor the app must send elsewhere (a stored session, or a stored language other than the
 * page's) gets it at once on every public page.
 */
(function () {
  var me = document.currentScript;
  var scripts = me.getAttribute('data-scripts').split(' ');
  var loaded = false;
  // input: a field filled without a key (a password manager, a paste from a menu).
  var INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'input', 'scroll', 'wheel'];

  function load() {
    if (loaded) return;
    loaded = true;
    INTERACTIONS.forEach(function (type) {
      window.removeEventListener(type, load, true);
    });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }

  /* What the app stored (redux-persist: each slice under persist:<key>, each field JSON inside JSON; src/app/persist.ts). */
  function stored(key, field) {
    try {
      return JSON.parse(JSON.parse(localStorage.getItem('persist:' + key) || '{}')[field] || 'null');
    } catch (error) {
      return null;
    }
  }
  var language = stored('activeLanguage', 'current');
  var sessionStored = stored('session', 'user') !== null;
  var elsewhere = sessionStored || (language || document.documentElement.lang) !== document.documentElement.lang;

  /* Paints the page's last view in the stored language at this width, if this device kept one for a session stored here; says whether it did. */
  function paintLastView() {
    try {
      var root = document.getElementById('root');
      if (!root || !sessionStored) return false;
      var kept = JSON.parse(localStorage.getItem('troupe:lastView') || 'null');
      var view = null;
      (kept ? kept.pages : []).forEach(function (page) {
        var same = page[0] === location.pathname && page[1].language === language && page[1].width === window.innerWidth;
        if (same) view = page[1];
      });
      if (!view) return false;
      var frame = document.createElement('div');
      frame.id = 'prerendered';
      frame.lang = language;
      frame.setAttribute('data-last-view', '');
      // Until the app takes its place, a tap does nothing rather than something half-way.
      frame.setAttribute('inert', '');
      var styles = document.createElement('style');
      // The page's own rules, in its document's order, from the rules all kept pages share.
      styles.textContent = view.rules
        .map(function (place) {
          return kept.css[place];
        })
        .join('\n');
      frame.appendChild(styles);
      frame.insertAdjacentHTML('beforeend', view.html);
      root.parentNode.insertBefore(frame, root);
      return true;
    } catch (error) {
      // Whatever was stored cannot be read: the app draws the page as it would without it.
      return false;
    }
  }

  function afterPaint(then) {
    // A timer started in an animation frame runs after that frame is painted.
    requestAnimationFrame(function () {
      setTimeout(then, 0);
    });
  }

  // The header's language switch is a GET form: the browser would send only the button pressed,
  // dropping what the address carried (the sign-in's `next`), so those parameters go with it.
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form.classList.contains('language-switch')) return;
      var pressed = event.submitter && event.submitter.name;
      new URLSearchParams(location.search).forEach(function (value, name) {
        if (name === pressed) return;
        var input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.appendChild(input);
      });
    },
    true,
  );

  var loads = me.getAttribute('data-load');
  if (loads === 'last-view') {
    if (paintLastView()) afterPaint(load);
    else load();
  } else if (elsewhere || loads === 'after-paint') {
    afterPaint(load);
  } else if (loads === 'on-interaction') {
    // Listening from now, not from the first paint: a move made before the next frame would be
    // lost, and a visitor who then only typed into a form would wait for nothing.
    INTERACTIONS.forEach(function (type) {
      window.addEventListener(type, load, { capture: true, passive: true });
    });
  }
})();
