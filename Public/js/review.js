// Review pages (docs/review.md): pins a comment on the point of a preview cell the reviewer
// clicks, shows open comments' pins over the editor's side preview when it draws their cell, and
// fits a share link's phone view to the phone's screen, logging what each tap would do.
(function () {
  'use strict';

  function percent(value) { return Math.round(value * 100) + ' %'; }

  // The review page: a click on a cell fills the comment form's cell and point.
  var form = document.getElementById('comment-form');
  if (form) {
    var marker = null;
    document.querySelectorAll('.review-pin-layer').forEach(function (layer) {
      layer.addEventListener('click', function (click) {
        var box = layer.getBoundingClientRect();
        var x = Math.min(1, Math.max(0, (click.clientX - box.left) / box.width));
        var y = Math.min(1, Math.max(0, (click.clientY - box.top) / box.height));
        document.getElementById('comment-cell').value = layer.getAttribute('data-cell');
        document.getElementById('comment-x').value = x.toFixed(4);
        document.getElementById('comment-y').value = y.toFixed(4);
        document.getElementById('comment-point').textContent = 'Pinned at ' + percent(x) + ', ' + percent(y) + ' of this preview.';
        if (marker) { marker.remove(); }
        marker = document.createElement('span');
        marker.className = 'review-pin new';
        marker.textContent = '+';
        marker.style.left = (x * 100) + '%';
        marker.style.top = (y * 100) + '%';
        layer.parentNode.appendChild(marker);
        document.getElementById('comment-body').focus();
      });
    });
    document.getElementById('comment-cell').addEventListener('change', function () {
      document.getElementById('comment-x').value = '';
      document.getElementById('comment-y').value = '';
      document.getElementById('comment-point').textContent = '';
      if (marker) { marker.remove(); marker = null; }
    });
  }

  // The editor: open comments pinned on the cell the side preview draws.
  var fit = document.getElementById('live-preview-fit');
  var list = document.getElementById('review-comments');
  if (fit && list) {
    var platform = document.getElementById('preview-platform');
    var device = document.getElementById('preview-device');
    var locale = document.getElementById('preview-locale');
    var appearance = document.querySelector('select[name=preview_appearance]');
    var box = document.getElementById('review-comments-box');
    var variant = (box && box.getAttribute('data-variant')) || '';
    var layer = document.createElement('div');
    layer.className = 'review-pin-overlay';
    fit.appendChild(layer);
    var showPins = function () {
      layer.textContent = '';
      var dark = appearance && appearance.value === 'dark' ? 'dark' : '';
      var cell = [platform ? platform.value : '', device ? device.value : '', variant, locale ? locale.value : '', dark].join('/');
      list.querySelectorAll('li[data-open="true"]').forEach(function (item) {
        if (item.getAttribute('data-cell') !== cell || item.getAttribute('data-left') === '') { return; }
        var pin = document.createElement('a');
        pin.className = 'review-pin';
        pin.href = '#' + item.id;
        pin.textContent = item.id.replace('comment-', '');
        pin.style.left = item.getAttribute('data-left') + '%';
        pin.style.top = item.getAttribute('data-top') + '%';
        layer.appendChild(pin);
      });
    };
    [platform, device, locale, appearance].forEach(function (select) { if (select) { select.addEventListener('change', showPins); } });
    showPins();
  }

  // The phone view: the device's screen across the phone's width, taps logged.
  var screen = document.getElementById('phone-screen');
  if (!screen) { return; }
  var frame = document.getElementById('phone-frame');
  var log = document.getElementById('phone-log');
  var dismissed = document.getElementById('phone-dismissed');
  var buttons = Array.prototype.map.call(document.querySelectorAll('#phone-buttons li'), function (item) { return item.textContent; });
  function number(name) { return Number(screen.getAttribute('data-' + name)); }
  function fitScreen() {
    var scale = document.documentElement.clientWidth / number('screen-width');
    screen.style.height = (number('screen-height') * scale) + 'px';
    frame.style.transform = 'translate(' + (-number('screen-left') * scale) + 'px,' + (-number('screen-top') * scale) + 'px) scale(' + scale + ')';
  }
  function note(text) {
    var item = document.createElement('li');
    item.textContent = text;
    log.insertBefore(item, log.firstChild);
  }
  function dismiss(why) {
    note(why + ': the message is dismissed.');
    screen.hidden = true;
    dismissed.hidden = false;
  }
  window.addEventListener('message', function (message) {
    if (message.source !== frame.contentWindow || !message.data || typeof message.data !== 'object') { return; }
    var data = message.data;
    if (data.source === 'vitrine-interaction') {
      if (data.type === 'click' && data.button !== null && data.button !== undefined) {
        var index = Number(data.button);
        dismiss(buttons[index] || ('Button ' + (index + 1)));
      } else if (data.type === 'click') {
        note('Tapped the message body.');
      } else if (data.type === 'close') {
        dismiss('Tapped ✕');
      } else if (data.type === 'swipe') {
        dismiss('Swiped');
      } else if (data.type === 'background_tap') {
        note('Tapped outside the message.');
      }
    } else if (data.source === 'vitrine-bridge' && typeof data.call === 'string') {
      note('The page called brazeBridge.' + data.call + '(' + (Array.isArray(data.args) ? data.args.map(function (arg) { return JSON.stringify(arg); }).join(', ') : '') + ').');
    } else if (data.source === 'vitrine-link' && typeof data.url === 'string') {
      note('Would open ' + data.url + '.');
    }
  });
  document.getElementById('phone-again').addEventListener('click', function () {
    screen.hidden = false;
    dismissed.hidden = true;
    frame.src = frame.src;
  });
  window.addEventListener('resize', fitScreen);
  fitScreen();
})();
