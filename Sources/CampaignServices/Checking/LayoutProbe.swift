/// The script `LayoutCheck` runs in a loaded page: it measures the rendered layout and returns a
/// list of `{rule, part, index, detail}` findings (sizes in CSS pixels, which are points).
enum LayoutProbe {
    /// For a preview document: clamped slideup text, a modal or full view whose text does not fit
    /// (the header cut off, or the message scrolling out of view), and buttons whose text is cut.
    static let preview = """
        (() => {
          const found = [];
          const px = (value) => Math.round(value);
          const clamped = document.querySelector('.iam-slideup .iam-message');
          if (clamped && clamped.scrollHeight > clamped.clientHeight + 1) {
            found.push({ rule: 'layout-text-clamped', part: 'message', index: -1,
              detail: `needs ${px(clamped.scrollHeight)} pt but the slideup's three-line clamp shows ${px(clamped.clientHeight)} pt` });
          }
          const body = document.querySelector('.iam-modal > .iam-body, .iam-full .iam-body');
          if (body && body.scrollHeight > body.clientHeight + 1) {
            const visible = body.getBoundingClientRect();
            const header = body.querySelector('.iam-header');
            const message = body.querySelector('.iam-message');
            if (header && header.getBoundingClientRect().bottom > visible.bottom + 1) {
              found.push({ rule: 'layout-header-cut', part: 'header', index: -1,
                detail: `the header ends ${px(header.getBoundingClientRect().bottom - visible.bottom)} pt below the visible text area` });
            } else if (message) {
              found.push({ rule: 'layout-text-scrolls', part: 'message', index: -1,
                detail: `the text needs ${px(body.scrollHeight)} pt but ${px(body.clientHeight)} pt show; the rest scrolls out of view` });
            }
          }
          document.querySelectorAll('.iam-button').forEach((button, index) => {
            if (button.scrollWidth > button.clientWidth + 1) {
              found.push({ rule: 'layout-button-truncated', part: 'button', index,
                detail: `its text needs ${px(button.scrollWidth)} pt but the button is ${px(button.clientWidth)} pt wide` });
            }
          });
          return found;
        })()
        """

    /// For an HTML message shown alone on the device's screen: tap targets under 44 × 44 pt,
    /// images without an `alt` attribute, an `<html>` without `lang`, a focus order that leaves what
    /// is on screen, animation without a `prefers-reduced-motion` rule, and on iOS (`platform`),
    /// text that keeps its size at every text size: sized in `px`, or in relative units with no
    /// `font: -apple-system-body` (or another text style) to follow (WKWebView gives an HTML message
    /// no Dynamic Type of its own).
    static func html(platform: String) -> String {
        """
        (() => {
          const platform = '\(platform)';
          const found = [];
          const describe = (element) => {
            let name = element.tagName.toLowerCase();
            if (element.id) name += '#' + element.id;
            else if (element.classList.length) name += '.' + Array.from(element.classList).slice(0, 2).join('.');
            const text = (element.textContent || element.getAttribute('aria-label') || element.getAttribute('value') || '').trim().replace(/\\s+/g, ' ');
            return text ? `${name} "${text.slice(0, 40)}"` : name;
          };
          const targets = 'a[href], button, input:not([type="hidden"]), select, textarea, [onclick], [role="button"], [role="link"]';
          document.querySelectorAll(targets).forEach((element) => {
            const box = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') return;
            if (box.width < 44 || box.height < 44) {
              found.push({ rule: 'html-tap-target-small', part: 'html', index: -1,
                detail: `${describe(element)} is ${Math.round(box.width)} × ${Math.round(box.height)} pt; tap targets need at least 44 × 44 pt` });
            }
          });
          document.querySelectorAll('img:not([alt])').forEach((image) => {
            found.push({ rule: 'html-image-alt-missing', part: 'html', index: -1,
              detail: `${describe(image)} (${(image.getAttribute('src') || '').slice(0, 60)}) has no alt text for screen readers` });
          });
          if (!(document.documentElement.getAttribute('lang') || '').trim()) {
            found.push({ rule: 'html-lang-missing', part: 'html', index: -1,
              detail: 'the <html> element has no lang, so a screen reader reads the message with the voice of the device\\'s language' });
          }
          const focusable = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
          document.querySelectorAll(focusable).forEach((element) => {
            const order = Number(element.getAttribute('tabindex') || '0');
            if (order < 0 || element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden') return;
            if (order > 0) {
              found.push({ rule: 'html-focus-order', part: 'html', index: -1,
                detail: `${describe(element)} has tabindex="${order}", so Tab reaches it out of the page's order` });
              return;
            }
            const box = element.getBoundingClientRect();
            if (box.right <= 0 || box.bottom <= 0 || box.left >= innerWidth || box.top >= innerHeight) {
              found.push({ rule: 'html-focus-order', part: 'html', index: -1,
                detail: `${describe(element)} takes focus but lies off the screen, so Tab leaves what the user sees` });
            }
          });
          let animated = document.getAnimations().length > 0 || document.querySelector('[style*="animation"]') !== null;
          let guarded = false;
          const fixed = [];
          const walk = (rules) => {
            for (const rule of rules) {
              if (rule instanceof CSSKeyframesRule) animated = true;
              if (rule instanceof CSSMediaRule && /prefers-reduced-motion/.test(rule.conditionText || rule.media.mediaText)) guarded = true;
              if (rule instanceof CSSStyleRule) {
                const name = rule.style.animationName;
                if (name && name !== 'none') animated = true;
                if (/px/.test(rule.style.fontSize) || /\\d(\\.\\d+)?px/.test(rule.style.font)) fixed.push(`${rule.selectorText} { font-size: ${rule.style.fontSize || rule.style.font} }`);
              }
              if (rule.cssRules) walk(rule.cssRules);
            }
          };
          for (const sheet of document.styleSheets) {
            try { walk(sheet.cssRules); } catch (ignored) { /* a sheet from another origin */ }
          }
          document.querySelectorAll('[style*="font"]').forEach((element) => {
            if (/px/.test(element.style.fontSize)) fixed.push(`${describe(element)} style="font-size: ${element.style.fontSize}"`);
          });
          if (animated && !guarded) {
            found.push({ rule: 'html-motion-unguarded', part: 'html', index: -1,
              detail: 'the message animates but has no @media (prefers-reduced-motion: reduce) rule to calm it for people who turn motion off' });
          }
          if (platform === 'ios') {
            const authored = Array.from(document.querySelectorAll('style'), (style) => style.textContent)
              .concat(Array.from(document.querySelectorAll('[style]'), (element) => element.getAttribute('style'))).join('\\n');
            const followsTextSize = /font\\s*:\\s*-apple-system-(body|headline|subheadline|callout|footnote|caption[12]|title[123]|largetitle)/i.test(authored);
            if (fixed.length > 0) {
              found.push({ rule: 'html-font-fixed', part: 'html', index: -1,
                detail: `text is sized in px (${fixed.slice(0, 3).join('; ')}${fixed.length > 3 ? `; ${fixed.length - 3} more` : ''}); an HTML message gets no Dynamic Type on iOS, so it stays this size at every text size` });
            } else if (!followsTextSize && document.body && document.body.innerText.trim()) {
              found.push({ rule: 'html-font-fixed', part: 'html', index: -1,
                detail: 'the page never sets font: -apple-system-body (or another iOS text style) on its root, so its text keeps one size at every iOS text size' });
            }
          }
          return found;
        })()
        """
    }
}
