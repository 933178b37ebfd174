import InAppMessaging

/// The preview's scripts: the `brazeBridge` stub injected into HTML messages, and the listener
/// in the preview document that lists the calls and links it records.
enum PreviewScripts {
    /// Turns the box of an image that fails to load into its placeholder; runs in the head,
    /// before any image loads.
    static let imageFallback: StaticString = """
        document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'){t.classList.add('broken');if(t.parentNode&&t.parentNode.classList){t.parentNode.classList.add('placeholder');}}},true);
        """

    /// The stub placed at the start of an HTML message's document. `brazeBridge` and
    /// `appboyBridge` have every call of `BridgeCatalogue` (built from it, so the preview, the
    /// validator and the engine agree) and record each by posting `{source, call, args}` to the
    /// parent. Links are not followed: each posts `{source: 'vitrine-link', url, target}`, which
    /// the session page feeds to the engine as a `link` event (docs/rules.md, rule 11).
    static let bridgeStub: String = {
        func members(of receiver: String) -> String {
            BridgeCatalogue.calls.filter { $0.receiver == receiver }.map { "\($0.member): method('\($0.name)')" }
                .joined(separator: ", ")
        }
        let namespaces = BridgeCatalogue.namespaces.sorted().map { "\($0): { \(members(of: $0)) }" }.joined(separator: ",\n    ")
        return """
            <script>
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
              var user = { \(members(of: BridgeCatalogue.userReceiver)) };
              var bridge = {
                \(members(of: "")),
                getUser: function () { return user; },
                \(namespaces)
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
            </script>

            """
    }()

    /// The preview document's listener: lists each recorded call and link in the bridge panel,
    /// hides the message when the call or link closes it (docs/rules.md, rule 11), and re-posts both to the
    /// embedding page.
    static let bridgeListener: StaticString = """
        (function () {
          'use strict';
          var frame = document.querySelector('iframe.iam-html');
          var list = document.querySelector('.bridge-calls');
          var screen = document.querySelector('.screen');
          var reload = document.querySelector('.bridge-reload');
          if (!frame || !list) { return; }
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
              var action = /^(appboy|braze):\\/\\/([^/?#]*)/i.exec(data.url);
              var closes = action ? action[2].toLowerCase() === 'close' : (target || '').toLowerCase() !== '_blank';
              if (closes) { screen.classList.add('message-closed'); }
              if (window.parent !== window) {
                window.parent.postMessage({ source: 'vitrine-link', url: data.url, target: target }, '*');
              }
            }
          });
        })();
        """
}
