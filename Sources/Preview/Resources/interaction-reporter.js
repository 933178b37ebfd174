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
  function customViewValues() {
    if (document.querySelector('.custom-picker')) {
      var chosen = document.querySelector('.custom-picker .picker-item.selected');
      return chosen ? [chosen.textContent] : [];
    }
    var list = document.querySelector('.custom-table-list');
    if (!list) { return null; }
    var values = [];
    list.querySelectorAll('.table-row').forEach(function (row) {
      var toggle = row.querySelector('input');
      if (toggle && toggle.checked) { values.push(row.querySelector('.row-label').textContent); }
    });
    return values;
  }
  document.addEventListener('click', function (event) {
    if (swiped) { swiped = false; return; }
    var target = event.target;
    if (!target || !target.closest) { return; }
    var item = target.closest('.picker-item');
    if (item) {
      item.parentNode.querySelectorAll('.picker-item').forEach(function (other) {
        other.classList.toggle('selected', other === item);
        other.setAttribute('aria-selected', other === item ? 'true' : 'false');
      });
      return;
    }
    if (target.closest('input, select, textarea, label, .picker-wheel')) { return; }
    var button = target.closest('.iam-button');
    if (button) {
      var values = customViewValues();
      if (values) { post({ type: 'custom_view_submit', values: values }); return; }
      post({ type: 'click', button: button.getAttribute('data-button-id') });
      return;
    }
    if (target.closest('.iam-close')) { post({ type: 'close' }); return; }
    if (target.closest('.iam')) { post({ type: 'click', button: null }); return; }
    if (target.closest('.iam-frame, .iam-center')) { post({ type: 'background_tap' }); }
  });
})();
