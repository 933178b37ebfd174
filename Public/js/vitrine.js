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

  var fitKey = 'vitrine.fitDevice';

  // Shows `toggle` (a "Fit the device to the window" checkbox in a hidden label), checked unless
  // this browser turned fitting off on any page, and calls `apply` when it changes.
  function fitToggle(toggle, apply) {
    if (!toggle) { return; }
    try { toggle.checked = window.localStorage.getItem(fitKey) !== 'off'; } catch (ignored) { toggle.checked = true; }
    toggle.parentNode.hidden = false;
    toggle.addEventListener('change', function () {
      try { window.localStorage.setItem(fitKey, toggle.checked ? 'on' : 'off'); } catch (ignored) { /* private mode */ }
      apply();
    });
  }

  // Draws `frame` (an iframe whose document is `size` at 1:1) scaled to fit `room` (width and
  // height in CSS pixels; never enlarged), and sizes `box` (its wrapper) to the scaled device.
  // Returns the scale, also kept in the box's data-scale.
  function fitFrame(box, frame, size, room) {
    var scale = Math.min(1, room.width / size.width, room.height / size.height);
    if (!(scale > 0)) { scale = 1; }
    frame.style.width = size.width + 'px';
    frame.style.height = size.height + 'px';
    frame.style.transformOrigin = '0 0';
    frame.style.transform = scale < 1 ? 'scale(' + scale + ')' : '';
    box.style.width = Math.floor(size.width * scale) + 'px';
    box.style.height = Math.ceil(size.height * scale) + 'px';
    box.setAttribute('data-scale', scale.toFixed(3));
    return scale;
  }

  // The height a device below `element`'s top may take: to the bottom of the window, with the
  // page scrolled by at most 240 px (the heading and the options stay reachable), never below 320 px.
  function roomBelow(element, around) {
    var top = element.getBoundingClientRect().top + window.scrollY;
    return Math.max(320, window.innerHeight - Math.min(top, 240) - (around || 0) - 12);
  }

  // Calls `apply({width, height})` each time `frame`'s preview document reports the size it
  // draws at 1:1 (its size reporter; the notes above the device grow with their text).
  function onFrameSize(frame, apply) {
    window.addEventListener('message', function (message) {
      var data = message.data;
      if (message.source !== frame.contentWindow || !data || data.source !== 'vitrine-size') { return; }
      if (!(data.width > 0 && data.height > 0)) { return; }
      apply({ width: Number(data.width), height: Math.ceil(Number(data.height)) });
    });
  }

  window.Vitrine = Object.freeze({
    fitToggle: fitToggle,
    fitFrame: fitFrame,
    onFrameSize: onFrameSize,
    roomBelow: roomBelow,
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

// The preview page's device fits the window (on unless turned off): the width of the page and
// the height from the device's top to the window's bottom. Without the script it fits the width.
// The frame is left alone until the page has loaded: it is never resized while its document loads.
// The document's own report of its size (taller when its notes wrap) replaces the estimate; it is
// listened for at once, since the frame may load before the page does.
(function () {
  'use strict';
  var box = document.getElementById('preview-fit');
  var frame = box ? box.querySelector('iframe') : null;
  if (!frame) { return; }
  var toggle = document.getElementById('device-fit-toggle');
  var size = { width: Number(box.getAttribute('data-width')), height: Number(box.getAttribute('data-height')) };
  // The device may take the page's whole width; the screen-reader panel goes beside it or below.
  var area = box.closest('.preview-and-reader') || box.parentNode;
  var started = false;
  function fit() {
    if (!started) { return; }
    var room = toggle.checked ? { width: area.clientWidth, height: Vitrine.roomBelow(box) } : { width: Infinity, height: Infinity };
    Vitrine.fitFrame(box, frame, size, room);
  }
  Vitrine.onFrameSize(frame, function (reported) { size = reported; fit(); });
  function start() {
    started = true;
    Vitrine.fitToggle(toggle, fit);
    fit();
    window.addEventListener('resize', fit);
  }
  if (document.readyState === 'complete') { start(); } else { window.addEventListener('load', start); }
})();

// The matrix's scaled-down previews take the height their documents report, at the same scale.
(function () {
  'use strict';
  document.querySelectorAll('.preview-matrix .preview-frame-box').forEach(function (box) {
    var frame = box.querySelector('iframe');
    var scale = frame ? box.offsetWidth / frame.offsetWidth : 0;
    if (!(scale > 0)) { return; }
    Vitrine.onFrameSize(frame, function (reported) {
      frame.style.height = reported.height + 'px';
      box.style.height = Math.ceil(reported.height * scale) + 'px';
    });
  });
})();

// A platform select (`data-device-select` names the selects that depend on it: the device, the
// text size) keeps each to the options that platform has (each option's `data-platforms`): the
// others are disabled, and one the new platform does not have gives way to its first one
// (desktop is for the web only; AX3 for iOS only).
(function () {
  'use strict';
  function pair(platformSelect, devices) {
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
    Array.prototype.forEach.call(document.querySelectorAll('select[data-device-select]'), function (platformSelect) {
      platformSelect.getAttribute('data-device-select').split(' ').forEach(function (id) {
        pair(platformSelect, document.getElementById(id));
      });
    });
  }
  if (document.readyState === 'loading') { document.addEventListener('DOMContentLoaded', start); } else { start(); }
})();

// "Start from a device log": a chosen file goes to POST /api/sessions/from-log (the API's larger
// limit, read as it arrives) with the upload's progress shown, then the new session opens. Without
// the script, or with pasted text, the form posts to /sessions/from-log as it is.
(function () {
  var form = document.getElementById('from-log-form');
  if (!form || !window.XMLHttpRequest) return;
  var file = form.querySelector('#f-log');
  var progress = document.getElementById('log-progress');
  var progressText = document.getElementById('log-progress-text');
  var problem = document.getElementById('log-upload-error');
  form.addEventListener('submit', function (event) {
    if (!file.files || file.files.length === 0) return;
    event.preventDefault();
    var query = [];
    ['platform', 'orientation', 'dismiss_after', 'min_interval'].forEach(function (name) {
      var value = form.elements[name].value;
      if (value) query.push(name + '=' + encodeURIComponent(value));
    });
    var name = form.elements.log_name.value;
    if (name) query.push('name=' + encodeURIComponent(name));
    var request = new XMLHttpRequest();
    request.open('POST', form.getAttribute('data-api') + (query.length ? '?' + query.join('&') : ''));
    var headers = window.Vitrine.headers({ 'Content-Type': 'text/plain' });
    var csrf = form.elements._csrf;
    if (csrf && !headers['X-CSRF-Token']) headers['X-CSRF-Token'] = csrf.value;
    Object.keys(headers).forEach(function (key) { request.setRequestHeader(key, headers[key]); });
    progress.hidden = false;
    problem.hidden = true;
    request.upload.addEventListener('progress', function (step) {
      if (!step.lengthComputable) return;
      progress.value = Math.round((step.loaded / step.total) * 100);
      progressText.textContent = 'Sending the log: ' + progress.value + ' %';
    });
    request.upload.addEventListener('load', function () { progressText.textContent = 'Replaying the log…'; });
    request.addEventListener('load', function () {
      var answer = null;
      try { answer = JSON.parse(request.responseText); } catch (ignored) { answer = null; }
      if (request.status === 201 && answer && answer.session) {
        window.location.assign(form.getAttribute('data-sessions') + '/' + encodeURIComponent(answer.session));
        return;
      }
      progress.hidden = true;
      progressText.textContent = '';
      problem.textContent = 'The log cannot be read: ' +
        (answer && answer.error ? answer.error.message : 'the server answered ' + request.status) + '.';
      problem.hidden = false;
    });
    request.addEventListener('error', function () {
      progress.hidden = true;
      problem.textContent = 'The log could not be sent: the connection failed.';
      problem.hidden = false;
    });
    request.send(file.files[0]);
  });
})();
