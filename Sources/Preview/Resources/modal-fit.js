// A BrazeUI modal card on a short screen (docs/rules.md, rule 8): only the text block gives way,
// down to nothing; the image, the spacings and the buttons keep their size, and the card then
// runs past the bottom margin (and off the screen) rather than squeezing them.
// BrazeUI 18.2.0 `InAppMessageUIModalView.swift`: the card's bottom is only `defaultHigh` (lines 418-419), its
// top and its 720 pt are required (lines 415-416, 423); `ButtonView.swift` line 46: the buttons'
// height is required. The card's min-height (which beats its max-height) is what does not give way.
(function () {
  function fixedHeight(card, body) {
    var style = getComputedStyle(body);
    var total = parseFloat(style.marginTop) + parseFloat(style.marginBottom) + parseFloat(style.paddingTop)
      + parseFloat(style.paddingBottom) + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
    Array.prototype.forEach.call(card.children, function (child) {
      var own = getComputedStyle(child);
      if (child === body || own.position === 'absolute' || own.display === 'none') { return; }
      total += child.getBoundingClientRect().height + parseFloat(own.marginTop) + parseFloat(own.marginBottom);
    });
    return total;
  }
  function fit() {
    document.querySelectorAll('.iam-modal').forEach(function (card) {
      var body = card.querySelector(':scope > .iam-body');
      if (!body) { return; }
      card.style.minHeight = Math.min(fixedHeight(card, body), 720) + 'px';
    });
  }
  document.addEventListener('DOMContentLoaded', fit);
  document.addEventListener('load', fit, true);
  document.addEventListener('error', fit, true);
  window.addEventListener('resize', fit);
})();
