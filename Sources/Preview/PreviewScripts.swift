/// The preview's static scripts: the `brazeBridge` stub injected into HTML messages, and the
/// listener in the preview document that lists the calls it records.
enum PreviewScripts {
    /// Hides broken images (so their placeholder shows); runs in the head, before any image loads.
    static let imageFallback: StaticString = """
        document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'){t.classList.add('broken');}},true);
        """

    /// The stub placed at the start of an HTML message's document: `brazeBridge` and
    /// `appboyBridge` record every call by posting `{source, call, args}` to the parent, and
    /// link clicks are intercepted the way the SDK does (`appboy://close`, `abButtonId`).
    static let bridgeStub: StaticString = """
        <script>
        (function () {
          'use strict';
          function post(call, args) {
            var list = Array.prototype.slice.call(args);
            var clean;
            try {
              clean = JSON.parse(JSON.stringify(list, function (key, value) { return value === undefined ? null : value; }));
            } catch (error) {
              clean = list.map(function (value) { return String(value); });
            }
            parent.postMessage({ source: 'vitrine-bridge', call: call, args: clean }, '*');
          }
          function method(name) { return function () { post(name, arguments); }; }
          var user = {};
          ['setFirstName', 'setLastName', 'setEmail', 'setGender', 'setDateOfBirth', 'setCountry',
           'setHomeCity', 'setLanguage', 'setPhoneNumber', 'setEmailNotificationSubscriptionType',
           'setPushNotificationSubscriptionType', 'setCustomUserAttribute', 'addToCustomAttributeArray',
           'removeFromCustomAttributeArray', 'incrementCustomUserAttribute', 'setCustomLocationAttribute',
           'addAlias', 'addToSubscriptionGroup', 'removeFromSubscriptionGroup', 'setLastKnownLocation'
          ].forEach(function (name) { user[name] = method('getUser().' + name); });
          var bridge = {
            closeMessage: method('closeMessage'),
            logClick: method('logClick'),
            logCustomEvent: method('logCustomEvent'),
            logPurchase: method('logPurchase'),
            requestImmediateDataFlush: method('requestImmediateDataFlush'),
            requestPushPermission: method('requestPushPermission'),
            changeUser: method('changeUser'),
            getUser: function () { return user; },
            display: { showFeed: method('display.showFeed'), showContentCards: method('display.showContentCards') },
            web: { registerAppboyPushMessages: method('web.registerAppboyPushMessages') }
          };
          window.brazeBridge = bridge;
          window.appboyBridge = bridge;
          document.addEventListener('click', function (event) {
            var link = event.target && event.target.closest ? event.target.closest('a[href]') : null;
            if (!link) { return; }
            var href = link.getAttribute('href') || '';
            if (href.charAt(0) === '#') { return; }
            event.preventDefault();
            var closes = /^(appboy|braze):\\/\\/close/i.test(href);
            var match = /[?&]abButtonId=([^&#]*)/.exec(href);
            if (match) {
              var id = match[1];
              try { id = decodeURIComponent(id); } catch (error) {}
              post('logClick', [id]);
            } else if (!closes) {
              post('logClick', []);
            }
            post(closes ? 'closeMessage' : 'openURL', closes ? [] : [href]);
          }, true);
          document.addEventListener('DOMContentLoaded', function () {
            window.dispatchEvent(new Event('ab.BridgeReady'));
          });
        })();
        </script>

        """

    /// The preview document's listener: lists each recorded call in the bridge panel, hides the
    /// message on `closeMessage`, and re-posts every call to the embedding page.
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
            frame.srcdoc = frame.srcdoc;
          });
          window.addEventListener('message', function (event) {
            if (event.source !== frame.contentWindow) { return; }
            var data = event.data;
            if (!data || data.source !== 'vitrine-bridge' || typeof data.call !== 'string') { return; }
            var args = Array.isArray(data.args) ? data.args : [];
            var item = document.createElement('li');
            item.className = 'bridge-call';
            item.setAttribute('data-call', data.call);
            item.setAttribute('data-args', JSON.stringify(args));
            item.textContent = data.call + '(' + args.map(function (value) { return JSON.stringify(value); }).join(', ') + ')';
            list.appendChild(item);
            if (data.call === 'closeMessage') { screen.classList.add('message-closed'); }
            if (window.parent !== window) {
              window.parent.postMessage({ source: 'vitrine-bridge', call: data.call, args: args }, '*');
            }
          });
        })();
        """
}
