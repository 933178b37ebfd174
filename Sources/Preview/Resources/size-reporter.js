(function () {
  'use strict';
  if (window.parent === window) { return; }
  var script = document.currentScript;
  var width = Number(script.getAttribute('data-width'));
  var fallbackHeight = Number(script.getAttribute('data-height'));
  // The size the document draws at 1:1: its width as the renderer lays it out, and the height
  // down to the device's bottom edge, so the embedding page fits its frame without a gap.
  function reportSize() {
    var preview = document.querySelector('.preview');
    var height = preview ? preview.getBoundingClientRect().bottom + window.scrollY : fallbackHeight;
    window.parent.postMessage({ source: 'vitrine-size', width: width, height: Math.ceil(height) || fallbackHeight }, '*');
  }
  window.addEventListener('load', reportSize);
})();
