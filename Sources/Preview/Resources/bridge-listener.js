(function () {
  'use strict';
  var frame = document.querySelector('iframe.iam-html');
  var list = document.querySelector('.bridge-calls');
  var screen = document.querySelector('.screen');
  var reload = document.querySelector('.bridge-reload');
  if (!frame || !list) { return; }
  var newWindowSchemes = [{{new_window_schemes}}];
  reload.addEventListener('click', function () {
    screen.classList.remove('message-closed');
    // A fresh load: the calls of the last one no longer apply.
    while (list.firstChild) { list.removeChild(list.firstChild); }
    frame.srcdoc = frame.srcdoc;
  });
  var preview = document.querySelector('.preview');
  var platform = preview ? preview.getAttribute('data-platform') : 'ios';
  var legacy = frame.getAttribute('data-legacy') === 'true';
  // docs/rules.md, rule 11 and its Android and web points: whether following a link closes the
  // message. A new-window link has a target other than empty, _self, _parent and _top.
  function linkCloses(url, target) {
    var newWindow = !!target && ['_self', '_parent', '_top'].indexOf(target.toLowerCase()) < 0;
    if (platform === 'web') {
      // Only a legacy HTML_FULL message handles links: each closes it unless its target is _blank.
      return legacy && (target || '').toLowerCase().replace('_', '') !== 'blank';
    }
    if (platform === 'android') {
      // A new-window link never reaches the SDK; appboy:// is matched exactly.
      if (newWindow) { return false; }
      var exact = /^appboy:\/\/([^/?#]*)/.exec(url);
      return exact ? exact[1] === 'close' : true;
    }
    // iOS: appboy://close closes; a new-window link with a web scheme leaves the message up.
    var action = /^(appboy|braze):\/\/([^/?#]*)/i.exec(url);
    var scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
    var web = !!scheme && newWindowSchemes.indexOf(scheme[1].toLowerCase()) >= 0;
    return action ? action[2].toLowerCase() === 'close' : !(newWindow && web);
  }
  function record(text, attributes) {
    var item = document.createElement('li');
    item.className = 'bridge-call';
    Object.keys(attributes).forEach(function (name) { item.setAttribute(name, attributes[name]); });
    item.textContent = text;
    list.appendChild(item);
  }
  window.addEventListener('message', function (event) {
    if (event.source !== frame.contentWindow) { return; }
    var data = event.data;
    if (!data || typeof data !== 'object') { return; }
    if (data.source === 'vitrine-bridge' && typeof data.call === 'string') {
      var args = Array.isArray(data.args) ? data.args : [];
      record(data.call + '(' + args.map(function (value) { return JSON.stringify(value); }).join(', ') + ')',
        { 'data-call': data.call, 'data-args': JSON.stringify(args) });
      if (data.call === 'closeMessage') { screen.classList.add('message-closed'); }
      if (window.parent !== window) {
        window.parent.postMessage({ source: 'vitrine-bridge', call: data.call, args: args }, '*');
      }
    } else if (data.source === 'vitrine-link' && typeof data.url === 'string') {
      var target = typeof data.target === 'string' ? data.target : null;
      record('link ' + data.url + (target ? ' (target ' + target + ')' : ''), { 'data-link': data.url, 'data-target': target || '' });
      if (linkCloses(data.url, target)) { screen.classList.add('message-closed'); }
      if (window.parent !== window) {
        window.parent.postMessage({ source: 'vitrine-link', url: data.url, target: target }, '*');
      }
    }
  });
})();
