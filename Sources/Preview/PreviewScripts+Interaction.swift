extension PreviewScripts {
    /// Reports the user's gestures on the message to the embedding page (a device session), as
    /// `{source: 'vitrine-interaction', type, button}`: `click` on a button (its id) or on the
    /// body (`button: null`), `close` on the ✕, `swipe` on a slideup dragged by 40 points or
    /// more, `background_tap` outside a modal card. Form controls of custom views are left alone.
    static let interactionReporter: StaticString = """
        (function () {
          'use strict';
          if (window.parent === window) { return; }
          function post(data) {
            data.source = 'vitrine-interaction';
            window.parent.postMessage(data, '*');
          }
          var start = null;
          var swiped = false;
          document.addEventListener('pointerdown', function (event) {
            var slideup = event.target.closest ? event.target.closest('.iam-slideup') : null;
            start = slideup ? { x: event.clientX, y: event.clientY } : null;
          });
          document.addEventListener('pointerup', function (event) {
            if (!start) { return; }
            var dx = event.clientX - start.x, dy = event.clientY - start.y;
            start = null;
            if (Math.abs(dx) >= 40 || Math.abs(dy) >= 40) { swiped = true; post({ type: 'swipe' }); }
          });
          document.addEventListener('click', function (event) {
            if (swiped) { swiped = false; return; }
            var target = event.target;
            if (!target || !target.closest || target.closest('input, select, textarea, label, .picker-wheel')) { return; }
            var button = target.closest('.iam-button');
            if (button) { post({ type: 'click', button: button.getAttribute('data-button-id') }); return; }
            if (target.closest('.iam-close')) { post({ type: 'close' }); return; }
            if (target.closest('.iam')) { post({ type: 'click', button: null }); return; }
            if (target.closest('.iam-frame, .iam-center')) { post({ type: 'background_tap' }); }
          });
        })();
        """
}
