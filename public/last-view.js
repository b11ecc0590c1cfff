/*
 * A signed-in page opens on its last view (docs/decisions.md, "A signed-in page opens on its last
 * view"): before any of the app's scripts has arrived, this paints what the person last saw of this
 * page on this device, as the app kept it (src/app/lastView.ts: its markup and the CSS it was drawn
 * with). It is inert, so a tap does nothing half-way; the app takes its place once it has drawn the
 * page itself (src/app/prerendered.tsx). Loaded right after #root without defer, so that the paint
 * comes before the app's scripts run. Nothing is painted for a public page the build prerendered,
 * without a stored session, or in a language other than the stored one.
 */
(function () {
  /* What the app stored (redux-persist: each slice under persist:<key>, each field JSON inside JSON; src/app/persist.ts). */
  function stored(key, field) {
    return JSON.parse(JSON.parse(localStorage.getItem('persist:' + key) || '{}')[field] || 'null');
  }
  try {
    var root = document.getElementById('root');
    if (!root || document.getElementById('prerendered') || stored('session', 'user') === null) return;
    var kept = JSON.parse(localStorage.getItem('troupe:lastView') || 'null');
    var language = stored('activeLanguage', 'current');
    var view = null;
    (kept ? kept.pages : []).forEach(function (page) {
      if (page[0] === location.pathname && page[1].language === language) view = page[1];
    });
    if (!view) return;
    var frame = document.createElement('div');
    frame.id = 'prerendered';
    frame.lang = language;
    frame.setAttribute('data-last-view', '');
    frame.setAttribute('inert', '');
    var styles = document.createElement('style');
    styles.textContent = kept.css.join('\n');
    frame.appendChild(styles);
    frame.insertAdjacentHTML('beforeend', view.html);
    root.parentNode.insertBefore(frame, root);
  } catch (error) {
    // Whatever was stored cannot be read: the app draws the page as it would without it.
  }
})();
