"""Every piece of text the preview draws, on every kind, platform and device, measured in Chromium
against the SDK's default text style: computed font size, weight and line height.

The geometry tests measure boxes; a text style can be wrong while every box holds (a CSS `font`
shorthand with `inherit` inside is invalid, the browser drops the whole declaration, and the text
falls back to the browser's default). This test reads the computed style of every element that
holds text of its own inside a message, names the part it belongs to, and compares it with the
table below. A text element the table does not name fails the test too, so a new part cannot
slip by unmeasured.

Where each number comes from (the rows of `Tests/Fixtures/*-LAYOUT.md` and the files they name):
- iOS (braze-swift-sdk `Sources/BrazeUI/InAppMessageUI/Views/`): subheadline is 15 pt, title3
  20 pt (the default Dynamic Type size). Slideup text and buttons are subheadline bold
  (`InAppMessageUISlideupView.swift` `font`, `Misc/ButtonView.swift` `font`), single paragraphs
  with no paragraph style, so a line is the system font's own line height, 1.193 × the size
  (San Francisco's ascender plus descender). The modal and full header is title3 bold and the
  message subheadline (`InAppMessageUIModalView.swift`, `InAppMessageUIFullView.swift`), with the
  line spacing of `Misc/ModalTextStyler.swift`: 2 × 0.78 pt for the header, 4 × 0.47 pt for the
  message. Icon glyph 30 pt (`Misc/IconView.swift`), close glyph 22 pt (`InAppMessageView.swift`).
- Android (braze-android-sdk `android-sdk-ui/src/main/res/values/styles.xml`): header 20 sp bold
  with `lineSpacingMultiplier` 1.3 (`Braze.InAppMessage.Header`); message 14 sp, × 1.1
  (`Braze.InAppMessage.Message`, which `Message.Slideup`, `.Modal` and `.Full` inherit by name);
  buttons 14 sp bold (`Braze.InAppMessage.Button`); icon 30 sp (`Braze.InAppMessage.Icon`).
  Roboto's own line height is 1.172 × the size (ascender 1900 + descender 500 over 2048 units).
  The close button is a 20 dp drawable, drawn here as a 20 px glyph.
- Web (the Web SDK's `attachInAppMessageCSS`, read in the 5.5.0 bundle): `.ab-message-text`
  line height 1.5; the slideup 14 px bold, modal and full 14 px (`.ab-modal`, `.ab-fullscreen`);
  `.ab-message-header` 20 px bold, line height 1.3; `.ab-message-button` 14 px bold, line height
  normal; `.ab-icon .fa` 30 px; the close button a 15 px SVG.
"""
import pytest

from platform_geometry import show

SF, ROBOTO = 1.193, 1.172
# (platform) -> part -> (font size, weight, line height or None when the part is one line in a
# box of its own height, where the line height decides nothing). Parts are named `kind:part`,
# `part` alone when every kind draws it the same.
EXPECTED = {
    "ios": {
        "slideup:body": (15, 700, 15 * SF),
        "header": (20, 700, 20 * SF + 2 * 0.78),
        "body": (15, 400, 15 * SF + 4 * 0.47),
        "button": (15, 700, 15 * SF),
        "icon": (30, None, None),
        "close": (22, None, None),
    },
    "android": {
        "slideup:body": (14, 400, 14 * ROBOTO * 1.1),
        "header": (20, 700, 20 * ROBOTO * 1.3),
        "body": (14, 400, 14 * ROBOTO * 1.1),
        "button": (14, 700, None),
        "icon": (30, None, None),
        "close": (20, None, None),
    },
    "web": {
        "slideup:body": (14, 700, 14 * 1.5),
        "header": (20, 700, 20 * 1.3),
        "body": (14, 400, 14 * 1.5),
        "button": (14, 700, None),
        "icon": (30, None, None),
        "close": (15, None, None),
    },
}
DEVICES = {"ios": ("phone", "tablet"), "android": ("phone", "tablet"), "web": ("desktop", "phone")}
BUTTONS = [{"id": 0, "text": "Later", "click_action": "NONE"}, {"id": 1, "text": "Open", "click_action": "NONE"}]
MESSAGES = {
    "slideup": {"type": "SLIDEUP", "message": "A slideup's text", "icon": "\uf0a1", "click_action": "URI",
                "uri": "https://example.com"},
    "modal": {"type": "MODAL", "header": "A header", "message": "A message\nof two lines", "icon": "\uf0a1",
              "btns": BUTTONS},
    "full": {"type": "FULL", "header": "A header", "message": "A message", "btns": BUTTONS},
    "modal-image": {"type": "MODAL", "image_style": "GRAPHIC", "image_url": "https://example.com/text-sizes.png",
                    "btns": BUTTONS},
    "full-image": {"type": "FULL", "image_style": "GRAPHIC", "image_url": "https://example.com/text-sizes.png",
                   "btns": BUTTONS},
}
TEXT_STYLES = """
var found = [];
document.querySelectorAll('[data-part=screen] [data-part=message], [data-part=screen] [data-part=message] *')
  .forEach(function (e) {
    var own = Array.prototype.some.call(e.childNodes, function (n) {
      return n.nodeType === 3 && n.textContent.trim() !== '';
    });
    // An image that has not loaded shows Vitrine's own label for it, not the SDK's text.
    if (!own || e.closest('.image-label') || e.closest('[aria-hidden=true]') && !e.closest('[data-part=close]')) { return; }
    var c = getComputedStyle(e);
    if (c.display === 'none' || c.visibility === 'hidden') { return; }
    found.push({part: e.closest('[data-part]').getAttribute('data-part'), text: e.textContent.trim().slice(0, 20),
                size: parseFloat(c.fontSize), weight: parseInt(c.fontWeight, 10),
                lineHeight: c.lineHeight === 'normal' ? null : parseFloat(c.lineHeight)});
  });
return found;
"""


def expected(platform, kind, part):
    table = EXPECTED[platform]
    return table.get(f"{kind.split('-')[0]}:{part}", table.get(part))


@pytest.mark.parametrize("platform", sorted(EXPECTED))
@pytest.mark.parametrize("kind", sorted(MESSAGES))
def test_every_text_has_its_sdk_size_weight_and_line_height(browser, base_url, platform, kind):
    problems, parts = [], set()
    for device in DEVICES[platform]:
        show(browser, base_url, f"text-{kind}", MESSAGES[kind], f"platform={platform}&device={device}")
        texts = browser.execute_script(TEXT_STYLES)
        assert texts, f"{platform} {device} {kind}: no text found"
        for text in texts:
            where = f"{platform} {device} {kind} {text['part']} ({text['text']!r})"
            parts.add(text["part"])
            want = expected(platform, kind, text["part"])
            if want is None:
                problems.append(f"{where}: a text part the table does not name")
                continue
            size, weight, line_height = want
            if abs(text["size"] - size) > 0.5:
                problems.append(f"{where}: font size {text['size']} px, the SDK's is {size}")
            if weight is not None and text["weight"] != weight:
                problems.append(f"{where}: weight {text['weight']}, the SDK's is {weight}")
            if line_height is not None and (text["lineHeight"] is None or abs(text["lineHeight"] - line_height) > 1):
                problems.append(f"{where}: line height {text['lineHeight']} px, the SDK's is {line_height:.1f}")
    assert not problems, "\n".join(problems)
    wanted = {"slideup": {"body", "icon"}, "modal": {"header", "body", "button", "icon", "close"},
              "full": {"header", "body", "button", "close"}, "modal-image": {"button", "close"},
              "full-image": {"button", "close"}}[kind]
    if platform == "web" or (platform == "android" and kind == "slideup"):
        wanted = wanted - {"close"}  # the web's close is an SVG; an Android slideup has none
    assert wanted <= parts, f"{platform} {kind}: parts without text measured: {sorted(wanted - parts)}"


# The text-size axis (`text_size=`): a modal's header, message and button text at a device's text
# size, against Apple's Dynamic Type table (title3 and subheadline; BrazeUI's close ✕ and icon are
# fixed points) and Android 14's font scale curve (FontScaleConverterFactory, API 34: 20 sp → 34 dp
# and 14 sp → 26 dp at 2.0, 30 sp → 38 dp; the close button is a dp drawable).
AXIS = [
    ("ios", "xSmall", {"header": 17, "body": 12, "button": 12, "icon": 30, "close": 22}),
    ("ios", "Large", {"header": 20, "body": 15, "button": 15, "icon": 30, "close": 22}),
    ("ios", "AX1", {"header": 31, "body": 25, "button": 25, "icon": 30, "close": 22}),
    ("ios", "AX5", {"header": 55, "body": 49, "button": 49, "icon": 30, "close": 22}),
    ("android", "1.0", {"header": 20, "body": 14, "button": 14, "icon": 30, "close": 20}),
    ("android", "2.0", {"header": 34, "body": 26, "button": 26, "icon": 38, "close": 20}),
]


@pytest.mark.parametrize("platform,size,sizes", AXIS, ids=[f"{p}-{s}" for p, s, _ in AXIS])
def test_a_modal_draws_its_text_at_the_devices_text_size(browser, base_url, screenshot_dir, platform, size, sizes):
    show(browser, base_url, "text-size-modal", MESSAGES["modal"], f"platform={platform}&text_size={size}")
    texts = browser.execute_script(TEXT_STYLES)
    measured = {}
    for text in texts:
        measured.setdefault(text["part"], text["size"])
    problems = [f"{part}: {measured.get(part)} px, the SDK's is {want}" for part, want in sizes.items()
                if measured.get(part) is None or abs(measured[part] - want) > 1]
    if size in ("AX5", "2.0"):
        browser.save_screenshot(str(screenshot_dir / f"text-size-{platform}-{size}.png"))
    assert not problems, f"{platform} at {size}:\n" + "\n".join(problems)


def test_a_zoomed_browser_draws_everything_larger_in_a_narrower_page(browser, base_url, screenshot_dir):
    header_height = "return document.querySelector('[data-part=header]').getBoundingClientRect().height"
    show(browser, base_url, "text-size-web", MESSAGES["modal"], "platform=web&device=desktop")
    plain = browser.execute_script(header_height)
    show(browser, base_url, "text-size-web", MESSAGES["modal"], "platform=web&device=desktop&text_size=200")
    zoomed = browser.execute_script(header_height)
    browser.save_screenshot(str(screenshot_dir / "text-size-web-200.png"))
    assert abs(zoomed / plain - 2) < 0.05, (plain, zoomed)
