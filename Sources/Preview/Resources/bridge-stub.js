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
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('a[href]') : null;
    if (!link) { return; }
    var href = link.getAttribute('href') || '';
    if (href.charAt(0) === '#' || /^javascript:/i.test(href)) { return; }
    event.preventDefault();
    parent.postMessage({ source: 'vitrine-link', url: href, target: link.getAttribute('target') }, '*');
  }, true);
  document.addEventListener('DOMContentLoaded', function () {
    window.dispatchEvent(new Event('ab.BridgeReady'));
  });
})();
