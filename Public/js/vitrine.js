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
