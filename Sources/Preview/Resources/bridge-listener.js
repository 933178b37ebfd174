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
      // docs/rules.md, rule 11: appboy://close closes; a new-window link (a target other than
      // _self, _parent, _top) with a web scheme leaves the message up; every other link closes.
      var action = /^(appboy|braze):\/\/([^/?#]*)/i.exec(data.url);
      var scheme = /^([a-z][a-z0-9+.-]*):/i.exec(data.url);
      var newWindow = !!target && ['_self', '_parent', '_top'].indexOf(target.toLowerCase()) < 0;
      var web = !!scheme && newWindowSchemes.indexOf(scheme[1].toLowerCase()) >= 0;
      var closes = action ? action[2].toLowerCase() === 'close' : !(newWindow && web);
      if (closes) { screen.classList.add('message-closed'); }
      if (window.parent !== window) {
        window.parent.postMessage({ source: 'vitrine-link', url: data.url, target: target }, '*');
      }
    }
  });
})();
