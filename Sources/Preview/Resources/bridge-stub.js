(function () {
  'use strict';
  function clean(list) {
    try {
      return JSON.parse(JSON.stringify(list, function (key, value) { return value === undefined ? null : value; }));
    } catch (error) {
      return list.map(function (value) { return String(value); });
    }
  }
  function post(call, args) {
    parent.postMessage({ source: 'vitrine-bridge', call: call, args: clean(Array.prototype.slice.call(args)) }, '*');
  }
  function method(name) { return function () { post(name, arguments); }; }
  var user = { {{user_methods}} };
  var bridge = {
    {{bridge_methods}},
    getUser: function () { return user; },
    {{namespaces}}
  };
  window.brazeBridge = bridge;
  window.appboyBridge = bridge;
  function postLink(url, target) {
    parent.postMessage({ source: 'vitrine-link', url: url, target: target }, '*');
  }
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('a[href]') : null;
    if (!link) { return; }
    var href = link.getAttribute('href') || '';
    if (href.charAt(0) === '#' || /^javascript:/i.test(href)) { return; }
    event.preventDefault();
    postLink(href, link.getAttribute('target'));
  }, true);
  // window.open(url, name) opens a new window: it is posted as a link whose target is the name,
  // `_blank` when there is none (docs/rules.md, rule 11). Nothing opens, so it returns null.
  window.open = function (url, name) {
    var address = url === undefined || url === null ? '' : String(url);
    if (address !== '') {
      postLink(address, name === undefined || name === null || String(name) === '' ? '_blank' : String(name));
    }
    return null;
  };
  document.addEventListener('DOMContentLoaded', function () {
    window.dispatchEvent(new Event('ab.BridgeReady'));
  });
})();
