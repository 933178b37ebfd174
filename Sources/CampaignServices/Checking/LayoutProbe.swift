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

    /// For an HTML message shown alone on the device's screen: tap targets under 44 × 44 pt and
    /// images without an `alt` attribute.
    static let html = """
        (() => {
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
          return found;
        })()
        """
}
