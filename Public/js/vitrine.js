// What the dashboard's scripts share: the path prefix the dashboard is served under (<html
// data-base>, VITRINE_BASE_PATH; empty at the root) and the session's CSRF token (<meta
// name="csrf-token">, sent as X-CSRF-Token). Load it before the scripts that use window.Vitrine.
(function () {
  'use strict';
  var base = document.documentElement.getAttribute('data-base') || '';

  // The CSRF token of the signed-in session, or null when the page has none.
  function csrfToken() {
    var meta = document.querySelector('meta[name="csrf-token"]');
    return meta ? meta.getAttribute('content') : null;
  }

  // `extra` plus X-CSRF-Token when the page has a token.
  function headers(extra) {
    var result = {};
    Object.keys(extra || {}).forEach(function (name) { result[name] = extra[name]; });
    var token = csrfToken();
    if (token) { result['X-CSRF-Token'] = token; }
    return result;
  }

  window.Vitrine = Object.freeze({
    base: base,
    // An absolute dashboard path ('/api/validate') as the browser must ask for it.
    url: function (path) { return base + path; },
    csrfToken: csrfToken,
    headers: headers,
    // GET `url` (already prefixed) with the session cookie.
    get: function (url) { return fetch(url, { credentials: 'same-origin' }); },
    // POST `body` to `url` (already prefixed) with the session cookie, the CSRF token and `extraHeaders`.
    post: function (url, body, extraHeaders) {
      return fetch(url, { method: 'POST', headers: headers(extraHeaders), body: body, credentials: 'same-origin' });
    }
  });
})();

// A platform select (`data-device-select` names the device select) keeps the device select to the
// devices that platform draws (each option's `data-platforms`): the others are disabled, and a
// device the new platform does not draw gives way to its first one (desktop is for the web only).
(function () {
  'use strict';
  function pair(platformSelect) {
    var devices = document.getElementById(platformSelect.getAttribute('data-device-select'));
    if (!devices) { return; }
    function update() {
      var platform = platformSelect.value;
      var options = Array.prototype.slice.call(devices.options);
      options.forEach(function (option) {
        var allowed = (option.getAttribute('data-platforms') || '').split(' ');
        option.disabled = allowed.indexOf(platform) < 0;
      });
      if (devices.selectedOptions.length === 0 || devices.selectedOptions[0].disabled) {
        var first = options.filter(function (option) { return !option.disabled; })[0];
        if (first) { devices.value = first.value; }
      }
    }
    platformSelect.addEventListener('change', update);
    update();
  }
  function start() {
    Array.prototype.forEach.call(document.querySelectorAll('select[data-device-select]'), pair);
  }
  if (document.readyState === 'loading') { document.addEventListener('DOMContentLoaded', start); } else { start(); }
})();
