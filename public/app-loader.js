/*
 * The app's scripts for a prerendered public page (scripts/prerender.mjs puts this file in place of
 * their tags and names them in data-scripts). The page is already whole, so they are only fetched
 * once it has been painted: the visitor reads it while they arrive, instead of the first paint
 * sharing the network with them. In order, as the tags would have run them.
 */
(function () {
  var scripts = document.currentScript.getAttribute('data-scripts').split(' ');
  function load() {
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  // A timer started in an animation frame runs after that frame is painted.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
