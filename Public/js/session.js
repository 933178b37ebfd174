// The session page's conveniences: gestures on the simulated phone (buttons, body, close ✕,
// swipe, background tap, custom-view submits) and an HTML message's bridge calls and links are logged through the JSON API,
// in order and at the time in the "Event time" field. The control panel's buttons post with
// fetch. Either way the status, messages, phone, state and trace are then replaced in place, so
// the phone and the panel stay where they are. Enter in a control group presses that group's
// button. Without JavaScript the control panel does it all, one page load per event.
(function () {
  'use strict';
  var layout = document.querySelector('.session-layout');
  if (!layout) { return; }
  var id = layout.getAttribute('data-session-id');
  var frame = document.getElementById('phone-frame');
  var atField = document.getElementById('f-at');
  var queue = [];
  var busy = false;
  var reloadTimer = null;

  function showError(text) {
    var box = document.getElementById('js-error');
    if (!box) {
      box = document.createElement('div');
      box.id = 'js-error';
      box.className = 'error-summary';
      box.setAttribute('role', 'alert');
      layout.parentNode.insertBefore(box, layout);
    }
    box.textContent = text;
  }

  var controls = document.getElementById('controls');

  // Replaces the parts of the page that an event changes with those of `html` (a session page).
  function swapFrom(html) {
    var fresh = new DOMParser().parseFromString(html, 'text/html');
    ['session-status', 'session-messages', 'on-screen', 'gesture-controls', 'session-side'].forEach(function (part) {
      var now = document.getElementById(part);
      var next = fresh.getElementById(part);
      if (now && next) { now.replaceWith(document.importNode(next, true)); }
    });
    var box = document.getElementById('js-error');
    if (box) { box.remove(); }
    var nextFrame = fresh.getElementById('phone-frame');
    if (frame && nextFrame) {
      if (frame.getAttribute('src') !== nextFrame.getAttribute('src')) { frame.setAttribute('src', nextFrame.getAttribute('src')); }
      frame.setAttribute('style', nextFrame.getAttribute('style') || '');
    }
    var nextAt = fresh.getElementById('f-at');
    if (atField && nextAt) { atField.value = nextAt.value; }
    var nextLayout = fresh.querySelector('.session-layout');
    if (nextLayout) { layout.setAttribute('data-at', nextLayout.getAttribute('data-at')); }
    if (window.location.search) { history.replaceState(null, '', Vitrine.url('/sessions/' + encodeURIComponent(id))); }
  }

  function refreshInPlace() {
    Vitrine.get(Vitrine.url('/sessions/' + encodeURIComponent(id)))
      .then(function (response) { return response.text(); })
      .then(swapFrom)
      .catch(function () { window.location.href = Vitrine.url('/sessions/' + encodeURIComponent(id)); });
  }

  function reloadSoon() {
    clearTimeout(reloadTimer);
    reloadTimer = setTimeout(refreshInPlace, 150);
  }

  // The control panel posts with fetch; the answer (the session page, or the page with the reason
  // an event was refused) is swapped in.
  if (controls && window.FormData && window.DOMParser) {
    controls.addEventListener('submit', function (submit) {
      submit.preventDefault();
      var data = new FormData(controls);
      if (submit.submitter && submit.submitter.name) { data.set(submit.submitter.name, submit.submitter.value); }
      controls.classList.add('busy');
      Vitrine.post(controls.getAttribute('action'), new URLSearchParams(data)).then(function (response) { return response.text(); })
        .then(function (html) { controls.classList.remove('busy'); swapFrom(html); })
        .catch(function (error) { controls.classList.remove('busy'); showError(String(error)); });
    });
  }

  function sendNext() {
    if (busy || queue.length === 0) { return; }
    busy = true;
    var event = queue.shift();
    Vitrine.post(Vitrine.url('/api/sessions/' + encodeURIComponent(id) + '/events'), JSON.stringify(event), { 'Content-Type': 'application/json' }).then(function (response) {
      return response.json().then(function (body) { return { ok: response.ok, body: body }; });
    }).then(function (result) {
      busy = false;
      if (!result.ok) {
        queue = [];
        var error = result.body && result.body.error ? result.body.error : {};
        showError('The event was refused' + (error.path ? ' (' + error.path + ')' : '') + ': ' + (error.message || 'unknown error'));
        return;
      }
      if (queue.length > 0) { sendNext(); } else { reloadSoon(); }
    }).catch(function (error) {
      busy = false;
      showError(String(error));
    });
  }

  function eventTime() {
    var value = parseFloat(atField ? atField.value : '');
    return isFinite(value) ? value : 0;
  }

  window.addEventListener('message', function (message) {
    if (!frame || message.source !== frame.contentWindow) { return; }
    var data = message.data;
    if (!data || typeof data !== 'object') { return; }
    var event = null;
    if (data.source === 'vitrine-interaction') {
      if (data.type === 'click') {
        event = { type: 'click', button: data.button === null || data.button === undefined ? null : String(data.button) };
      } else if (data.type === 'close' || data.type === 'swipe' || data.type === 'background_tap') {
        event = { type: data.type };
      } else if (data.type === 'custom_view_submit' && Array.isArray(data.values)) {
        event = { type: 'custom_view_submit', values: data.values.map(String) };
      }
    } else if (data.source === 'vitrine-bridge' && typeof data.call === 'string') {
      // Every bridge call goes to the engine, which traces the ones with no effect (docs/rules.md, rule 11).
      event = { type: 'bridge', call: data.call, args: Array.isArray(data.args) ? data.args : [] };
    } else if (data.source === 'vitrine-link' && typeof data.url === 'string') {
      event = { type: 'link', url: data.url };
      if (typeof data.target === 'string' && data.target !== '') { event.target = data.target; }
    }
    if (!event) { return; }
    event.at = eventTime();
    queue.push(event);
    sendNext();
  });

  document.querySelectorAll('.control-group').forEach(function (group) {
    group.addEventListener('keydown', function (key) {
      if (key.key !== 'Enter' || key.target.tagName !== 'INPUT') { return; }
      key.preventDefault();
      var button = document.getElementById(group.getAttribute('data-default'));
      if (button) { button.click(); }
    });
  });
})();
