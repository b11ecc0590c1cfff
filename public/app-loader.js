/*
 * The app's scripts for a prerendered public page (scripts/prerender.mjs puts this file in place of
 * their tags and names them in data-scripts). The page is already whole, so they are not fetched
 * before it has been painted, and only where the page needs them (data-load, src/app/prerender.tsx):
 * - "only-to-send-elsewhere": the landing, legal and about pages, whose links, anchors and language
 *   switch work without the app. Reading them, scrolling or following a link costs no script.
 * - "on-interaction": the sign-in and recovery forms load it when the visitor first touches,
 *   scrolls, points or types. Their fields take typing before it arrives (the app carries what was
 *   typed over: src/app/prerendered.tsx), so opening /login costs a phone no script at all.
 * - "after-paint": the registration needs the app to be used and loads it at once, after its first
 *   paint.
 * A visitor the app must send elsewhere (a stored session, or a stored language other than the
 * page's) gets it at once on every page.
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
  var elsewhere = stored('session', 'user') !== null || (stored('activeLanguage', 'current') || document.documentElement.lang) !== document.documentElement.lang;

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
  if (elsewhere || loads === 'after-paint') {
    // A timer started in an animation frame runs after that frame is painted.
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  } else if (loads === 'on-interaction') {
    // Listening from now, not from the first paint: a move made before the next frame would be
    // lost, and a visitor who then only typed into a form would wait for nothing.
    INTERACTIONS.forEach(function (type) {
      window.addEventListener(type, load, { capture: true, passive: true });
    });
  }
})();
