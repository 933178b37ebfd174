// The session page's conveniences: gestures on the simulated phone (buttons, body, close ✕,
// swipe, background tap, custom-view submits) and an HTML message's bridge calls and links are logged through the JSON API,
// in order and at the time in the "Event time" field. The control panel's buttons post with
// fetch. Either way the status, messages, phone, state and trace are then replaced in place, so
// the phone and the panel stay where they are, and the newest trace line is scrolled into view.
// The device is scaled to fit the window (the phone document itself keeps 1 pt = 1 px), and
// the frame takes the height the document reports, so no gap opens under it. Enter in a
// control group presses that group's button. Without JavaScript the control panel does it all, one page load per event.
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
  // "Fit the device to the window" (on unless turned off, remembered in this browser).
  var fitToggle = document.getElementById('phone-fit-toggle');
  // The height the phone document reported it draws (nil until it does).
  var reported = null;

  // The frame's natural size in CSS pixels: its style's width, and the reported height.
  function naturalSize() {
    var width = parseFloat(frame.style.width) || frame.offsetWidth;
    var height = reported ? reported.height : parseFloat(frame.style.height) || frame.offsetHeight;
    return { width: width, height: height };
  }

  // Scales the device to fit the window: beside the control panel and a readable right-hand
  // column, and from the top of the columns to the bottom of the window.
  function fitPhone() {
    var fit = document.getElementById('phone-fit');
    if (!frame || !fit) { return; }
    var size = naturalSize();
    if (fitToggle && !fitToggle.checked) {
      Vitrine.fitFrame(fit, frame, size, { width: Infinity, height: Infinity });
      return;
    }
    var columns = getComputedStyle(layout).gridTemplateColumns.split(' ').length;
    var gap = parseFloat(getComputedStyle(layout).columnGap) || 0;
    var controls = document.querySelector('.session-controls');
    var side = columns >= 3 ? 360 + gap : 0;
    var width = columns >= 2 ? layout.clientWidth - controls.offsetWidth - gap - side : layout.clientWidth;
    var section = fit.parentNode;
    Vitrine.fitFrame(fit, frame, size, { width: width, height: Vitrine.roomBelow(layout, section.offsetHeight - fit.offsetHeight) });
  }

  // Scrolls the newest trace line into view when it is below the window.
  function showNewest() {
    var items = document.querySelectorAll('#trace > .log-event:not(.future)');
    var newest = items.length ? items[items.length - 1] : null;
    if (!newest) { return; }
    var box = newest.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) { newest.scrollIntoView({ block: 'nearest' }); }
  }

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
    ['session-status', 'session-messages', 'on-screen', 'phone-notes', 'gesture-controls', 'session-side'].forEach(function (part) {
      var now = document.getElementById(part);
      var next = fresh.getElementById(part);
      if (now && next) { now.replaceWith(document.importNode(next, true)); }
    });
    var box = document.getElementById('js-error');
    if (box) { box.remove(); }
    var nextFrame = fresh.getElementById('phone-frame');
    if (frame && nextFrame) {
      if (frame.getAttribute('src') !== nextFrame.getAttribute('src')) {
        reported = null;
        frame.setAttribute('src', nextFrame.getAttribute('src'));
      }
      frame.setAttribute('style', nextFrame.getAttribute('style') || '');
      fitPhone();
    }
    var nextAt = fresh.getElementById('f-at');
    if (atField && nextAt) { atField.value = nextAt.value; }
    var nextLayout = fresh.querySelector('.session-layout');
    if (nextLayout) { layout.setAttribute('data-at', nextLayout.getAttribute('data-at')); }
    if (window.location.search) { history.replaceState(null, '', Vitrine.url('/sessions/' + encodeURIComponent(id))); }
    showNewest();
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
      var sentProperties = ['custom_event', 'purchase'].indexOf(data.get('type')) >= 0;
      Vitrine.post(controls.getAttribute('action'), new URLSearchParams(data)).then(function (response) {
        // Properties went with the event they were typed for: they do not go with the next one.
        if (response.ok && sentProperties) { clearProperties(); }
        return response.text();
      })
        .then(function (html) { controls.classList.remove('busy'); swapFrom(html); })
        .catch(function (error) { controls.classList.remove('busy'); showError(String(error)); });
    });
  }

  function clearProperties() {
    controls.querySelectorAll('input[name=prop_key], input[name=prop_value]').forEach(function (input) { input.value = ''; });
    controls.querySelectorAll('select[name=prop_type]').forEach(function (select) { select.selectedIndex = 0; });
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
    if (data.source === 'vitrine-size') {
      if (isFinite(data.height) && data.height > 0) { reported = { height: Math.ceil(Number(data.height)) }; }
      fitPhone();
      return;
    }
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

  Vitrine.fitToggle(fitToggle, fitPhone);
  fitPhone();
  window.addEventListener('resize', fitPhone);

  document.querySelectorAll('.control-group').forEach(function (group) {
    group.addEventListener('keydown', function (key) {
      if (key.key !== 'Enter' || key.target.tagName !== 'INPUT') { return; }
      key.preventDefault();
      var button = document.getElementById(group.getAttribute('data-default'));
      if (button) { button.click(); }
    });
  });
})();
