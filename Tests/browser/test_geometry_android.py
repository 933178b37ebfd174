"""The Android preview measured against the Android SDK's default views
(`Tests/Fixtures/ANDROID-LAYOUT.md`, from braze-inc/braze-android-sdk `android-sdk-ui/src/main/`):
the same `data-part` hooks as on iOS, 1 CSS px = 1 dp, and each number within 1 px in headless
Chromium through /campaigns/ID/render?platform=android. The last test checks that every row of the
table was measured; run pytest with -s to see the table of what was."""
import base64

import pytest
from selenium.webdriver.common.by import By
from waits import wait

from platform_geometry import ANDROID, IMAGE, assert_every_row_held, at_most, box, equal, near, print_measured, show
from test_geometry import LONG_TEXT, png

@pytest.fixture(scope="module", autouse=True)
def print_table():
    yield
    print_measured(ANDROID)


@pytest.mark.parametrize("device,width", [("phone", 412), ("tablet", 800)])
def test_android_slideup(browser, base_url, device, width):
    q = f"platform=android&device={device}"
    show(browser, base_url, "geo-a-slideup", {"type": "SLIDEUP", "message": "Short", "icon": "\uf0a1", "click_action": "URI",
                                               "uri": "https://example.com"}, q)
    card = box(browser, "[data-part=message]")
    row = "Slideup card"
    near(ANDROID, row, f"{device}: width min(screen - 20, 450)", card["width"], min(width - 20, 450))
    near(ANDROID, row, f"{device}: centred", card["left"] - card["right"], 0)
    near(ANDROID, row, f"{device}: 10 above the gesture bar", card["bottom"], 24 + 10)
    row = "Slideup background and radius"
    near(ANDROID, row, "corner radius", card["radius"], 5)
    equal(ANDROID, row, "background", card["background"], "rgb(239, 239, 239)")
    assert card["shadow"] != "none", "elevation is drawn as a shadow"
    icon = box(browser, "[data-part=icon]")
    body = box(browser, "[data-part=body]")
    row = "Slideup image or icon"
    near(ANDROID, row, "icon width", icon["width"], 50)
    near(ANDROID, row, "icon height", icon["height"], 50)
    near(ANDROID, row, "15 from the card's start", icon["left"] - card["left"], 15)
    near(ANDROID, row, "15 from the card's top", icon["top"] - card["top"], 15)
    near(ANDROID, row, "15 from the card's bottom", card["top"] + card["height"] - icon["top"] - icon["height"], 15)
    near(ANDROID, row, "10 before the text", body["left"] - (icon["left"] + icon["width"]), 10)
    chevron = box(browser, "[data-part=chevron]")
    row = "Slideup chevron"
    near(ANDROID, row, "width", chevron["width"], 12)
    near(ANDROID, row, "height", chevron["height"], 20)
    near(ANDROID, row, "20 from the card's end", chevron["right"] - card["right"], 20)
    equal(ANDROID, row, "colour", box(browser, "[data-part=chevron]")["color"], "rgb(155, 155, 155)")
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-part=close]"), "a slideup has no close button"
    row = "Slideup text"
    near(ANDROID, row, "20 before the chevron", chevron["left"] - (body["left"] + body["width"]), 20)
    near(ANDROID, row, "size 14", body["fontSize"], 14)
    equal(ANDROID, row, "regular weight", body["fontWeight"], "400")
    equal(ANDROID, row, "colour #555555", body["color"], "rgb(85, 85, 85)")
    assert browser.execute_script("return document.fonts.check('14px Roboto')"), "Roboto is installed"
    # Without a graphic or a click action: 20 from both sides, at most 3 lines, 15 above.
    show(browser, base_url, "geo-a-slideup-long", {"type": "SLIDEUP", "message": LONG_TEXT}, q)
    card, body = box(browser, "[data-part=message]"), box(browser, "[data-part=body]")
    near(ANDROID, row, "20 from the start without a graphic", body["left"] - card["left"], 20)
    near(ANDROID, row, "20 from the end without a chevron", body["right"] - card["right"], 20)
    near(ANDROID, row, "15 above", body["top"] - card["top"], 15)
    equal(ANDROID, row, "at most 3 lines", body["lineClamp"], "3")
    at_most(ANDROID, row, "3 lines high", body["height"], 3 * body["lineHeight"])
    # From the top: right under the status bar.
    show(browser, base_url, "geo-a-slideup-top", {"type": "SLIDEUP", "message": "Top", "slide_from": "TOP"}, q)
    near(ANDROID, "Slideup card", f"{device}: a top slideup right under the status bar", box(browser, "[data-part=message]")["top"], 24)


@pytest.mark.parametrize("device,width", [("phone", 412), ("tablet", 800)])
def test_android_modal_with_and_without_image(browser, base_url, screenshot_dir, device, width):
    q = f"platform=android&device={device}"
    show(browser, base_url, "geo-a-modal", {"type": "MODAL", "header": "Header", "message": "Body text.",
                                             "btns": [{"id": 0, "text": "Later"}, {"id": 1, "text": "Continue"}]}, q)
    card = box(browser, "[data-part=message]")
    row = "Modal card"
    expected_width = min(max(width - 30, 320), 450)
    near(ANDROID, row, f"{device}: width clamp(screen - 30, 320, 450)", card["width"], expected_width)
    near(ANDROID, row, f"{device}: centred", card["left"] - card["right"], 0)
    near(ANDROID, row, "corner radius", card["radius"], 10)
    equal(ANDROID, row, "white", card["background"], "rgb(255, 255, 255)")
    header, message = box(browser, "[data-part=header]"), box(browser, ".iam-message")
    row = "Modal header"
    near(ANDROID, row, "40 below the top without a graphic", header["top"] - card["top"], 40)
    near(ANDROID, row, "size 20", header["fontSize"], 20)
    equal(ANDROID, row, "bold", header["fontWeight"], "700")
    equal(ANDROID, row, "colour #333333", header["color"], "rgb(51, 51, 51)")
    near(ANDROID, row, "line spacing x 1.3 (Roboto's 1.172 em)", header["lineHeight"], 20 * 1.172 * 1.3)
    row = "Modal message"
    near(ANDROID, row, "10 below the header", message["top"] - (header["top"] + header["height"]), 10)
    near(ANDROID, row, "size 14", message["fontSize"], 14)
    near(ANDROID, row, "line spacing x 1.1", message["lineHeight"], 14 * 1.172 * 1.1)
    near(ANDROID, row, "20 from the card's sides", header["left"] - card["left"], 20)
    close = box(browser, "[data-part=close]")
    row = "Modal close button"
    near(ANDROID, row, "touch area width", close["width"], 48)
    near(ANDROID, row, "touch area height", close["height"], 48)
    near(ANDROID, row, "glyph centre 25 below the top (15 + 20 / 2)", close["top"] - card["top"] + 24, 25)
    near(ANDROID, row, "glyph centre 25 from the end", (close["right"] - card["right"]) + 24, 25)
    near(ANDROID, row, "glyph size 20", close["fontSize"], 20)
    first, second = box(browser, "[data-part=button]"), box(browser, "[data-part=button]", 1)
    row = "Buttons"
    near(ANDROID, row, "height 44", first["height"], 44)
    near(ANDROID, row, "corner radius 5", first["radius"], 5)
    near(ANDROID, row, "border 1", first["border"], 1)
    near(ANDROID, row, "size 14", first["fontSize"], 14)
    equal(ANDROID, row, "bold", first["fontWeight"], "700")
    equal(ANDROID, row, "default #1B78CF", first["background"], "rgb(27, 120, 207)")
    near(ANDROID, row, "two share the row", first["width"], second["width"])
    near(ANDROID, row, "10 apart", second["left"] - (first["left"] + first["width"]), 10)
    near(ANDROID, row, "20 from a modal's sides", first["left"] - card["left"], 20)
    near(ANDROID, row, "20 below the text", first["top"] - (message["top"] + message["height"]), 20)
    near(ANDROID, "Modal card", "padding bottom 20", card["top"] + card["height"] - first["top"] - first["height"], 20)
    overlay = box(browser, "[data-part=overlay]")
    equal(ANDROID, "Scrim", "#C0333333", overlay["background"], "rgba(51, 51, 51, 0.753)")
    # With an image: flush at the top, width / 2.9 high, top corners 9.
    show(browser, base_url, "geo-a-modal-image", {"type": "MODAL", "header": "Header", "message": "Body text.", "image_url": IMAGE,
                                                   "btns": [{"id": 0, "text": "OK"}]}, q)
    card, image, header = box(browser, "[data-part=message]"), box(browser, "[data-part=image]"), box(browser, "[data-part=header]")
    row = "Modal image with text"
    near(ANDROID, row, "across the card", image["width"], card["width"])
    near(ANDROID, row, "flush with the top", image["top"] - card["top"], 0)
    near(ANDROID, row, "width / 2.9 high", image["height"], card["width"] / 2.9)
    near(ANDROID, row, "top corners 9", image["radius"], 9)
    near(ANDROID, row, "bottom corners 0", image["bottomRadius"], 0)
    near(ANDROID, "Modal header", "20 below the image", header["top"] - (image["top"] + image["height"]), 20)
    wide = "data:image/png;base64," + base64.b64encode(png(400, 100)).decode()
    show(browser, base_url, "geo-a-modal-wide", {"type": "MODAL", "header": "Wide", "message": "A 4:1 picture.", "image_url": wide}, q)
    wait(browser).until(lambda b: b.execute_script(
        "var i = document.querySelector('[data-part=image] img'); return i && i.complete && i.naturalWidth > 0;"))
    image = box(browser, "[data-part=image]")
    near(ANDROID, "Modal image with text", "a 4:1 image keeps its own, shorter height", image["height"], image["width"] / 4)
    show(browser, base_url, "geo-a-modal-image", {"type": "MODAL", "header": "Header", "message": "Body text.", "image_url": IMAGE,
                                                   "btns": [{"id": 0, "text": "OK"}]}, q)
    card = box(browser, "[data-part=message]")
    single = box(browser, "[data-part=button]")
    row = "Buttons"
    assert single["width"] >= 80 - 1 and single["width"] < card["width"] - 40 - 1, "a single button keeps its own width"
    near(ANDROID, row, "a single button centred", (single["left"] - card["left"]) - (single["right"] - card["right"]), 0)
    browser.save_screenshot(str(screenshot_dir / f"geometry-android-modal-{device}.png"))
    # A long text scrolls inside a card at most 750 high; a 2.9 : 1 cap for an icon too.
    show(browser, base_url, "geo-a-modal-long", {"type": "MODAL", "header": "Long", "message": LONG_TEXT * 3}, q)
    at_most(ANDROID, "Modal card", f"{device}: at most 750 high", box(browser, "[data-part=message]")["height"], 750)
    show(browser, base_url, "geo-a-modal-icon", {"type": "MODAL", "header": "Icon", "message": "Body", "icon": "\uf0a1"}, q)
    card, icon = box(browser, "[data-part=message]"), box(browser, "[data-part=icon]")
    row = "Icon"
    near(ANDROID, row, "50 wide", icon["width"], 50)
    near(ANDROID, row, "50 high", icon["height"], 50)
    near(ANDROID, row, "corner radius 10", icon["radius"], 10)
    near(ANDROID, row, "glyph 30", icon["fontSize"], 30)
    equal(ANDROID, row, "#0073D5", icon["background"], "rgb(0, 115, 213)")
    near(ANDROID, row, "20 below a modal's top", icon["top"] - card["top"], 20)


@pytest.mark.parametrize("device,width,height", [("phone", 412, 915), ("tablet", 800, 1280)])
def test_android_modal_image(browser, base_url, device, width, height):
    show(browser, base_url, "geo-a-graphic", {"type": "MODAL", "image_style": "GRAPHIC", "image_url": IMAGE,
                                               "btns": [{"id": 0, "text": "Later"}, {"id": 1, "text": "Go"}]},
         f"platform=android&device={device}")
    card, image = box(browser, "[data-part=message]"), box(browser, "[data-part=image]")
    row = "Modal image (graphic)"
    side = min(width - 15, 450)  # a square placeholder: width-limited
    near(ANDROID, row, f"{device}: width min(window - 15, 450)", image["width"], side)
    near(ANDROID, row, f"{device}: the image's own aspect (1 : 1)", image["height"], side)
    near(ANDROID, row, "corners 9", image["radius"], 9)
    near(ANDROID, row, "bottom corners 9", image["bottomRadius"], 9)
    first, last = box(browser, "[data-part=button]"), box(browser, "[data-part=button]", 1)
    near(ANDROID, row, "buttons 25 from the sides", first["left"] - card["left"], 25)
    near(ANDROID, row, "buttons 30 from the bottom", card["top"] + card["height"] - last["top"] - last["height"], 30)


def test_android_full(browser, base_url, screenshot_dir):
    data = {"type": "FULL", "header": "Level up", "message": "Full message", "image_url": IMAGE,
            "btns": [{"id": 0, "text": "Later"}, {"id": 1, "text": "OK"}]}
    show(browser, base_url, "geo-a-full", data, "platform=android")
    card, image, header = box(browser, "[data-part=message]"), box(browser, "[data-part=image]"), box(browser, "[data-part=header]")
    close, first = box(browser, "[data-part=close]"), box(browser, "[data-part=button]")
    message = box(browser, ".iam-message")
    row = "Full on a phone"
    near(ANDROID, row, "width 412 (the whole screen)", card["width"], 412)
    near(ANDROID, row, "height 915", card["height"], 915)
    near(ANDROID, row, "corners 0", card["radius"], 0)
    near(ANDROID, row, "image half the height", image["height"], 915 / 2)
    near(ANDROID, row, "text 25 from the sides", header["left"], 25)
    near(ANDROID, row, "text block 30 below the image", header["top"] - (image["top"] + image["height"]), 30)
    near(ANDROID, row, "close glyph centre 24 + 25 + 10 from the top", close["top"] + 24, 24 + 25 + 10)
    near(ANDROID, row, "close glyph centre 25 + 10 from the end", close["right"] + 24, 25 + 10)
    near(ANDROID, row, "the buttons follow the text (20)", first["top"] - (message["top"] + message["height"]), 20)
    near(ANDROID, "Buttons", "25 from a full message's sides", first["left"], 25)
    assert browser.find_elements(By.CSS_SELECTOR, ".status-bar"), "the status bar stays up"
    # A long text: the block ends 30 above the gesture bar, the text scrolls.
    show(browser, base_url, "geo-a-full-long", dict(data, message=LONG_TEXT * 2), "platform=android")
    last = box(browser, "[data-part=button]", 1)
    near(ANDROID, row, "block 30 above the gesture bar (long text)", last["bottom"], 24 + 30)
    # A tablet: a fixed card.
    show(browser, base_url, "geo-a-full", data, "platform=android&device=tablet")
    card, image = box(browser, "[data-part=message]"), box(browser, "[data-part=image]")
    row = "Full on a tablet"
    near(ANDROID, row, "450 wide", card["width"], 450)
    near(ANDROID, row, "720 high", card["height"], 720)
    near(ANDROID, row, "centred", card["left"] - card["right"], 0)
    near(ANDROID, row, "square corners", card["radius"], 0)
    near(ANDROID, row, "image top corners 9", image["radius"], 9)
    assert browser.find_elements(By.CSS_SELECTOR, "[data-part=overlay]"), "the scrim shows around it"
    browser.save_screenshot(str(screenshot_dir / "geometry-android-full-tablet.png"))
    show(browser, base_url, "geo-a-full-landscape", dict(data, orientation="LANDSCAPE"), "platform=android&device=tablet&orientation=landscape")
    card = box(browser, "[data-part=message]")
    near(ANDROID, row, "a landscape message: 720 wide", card["width"], 720)
    near(ANDROID, row, "a landscape message: 450 high", card["height"], 450)


@pytest.mark.parametrize("device,size", [("phone", (412, 915)), ("tablet", (450, 720))])
def test_android_full_image(browser, base_url, device, size):
    show(browser, base_url, "geo-a-full-image", {"type": "FULL", "image_style": "GRAPHIC", "image_url": IMAGE,
                                                  "btns": [{"id": 0, "text": "Later"}, {"id": 1, "text": "OK"}]},
         f"platform=android&device={device}")
    card, image, last = box(browser, "[data-part=message]"), box(browser, "[data-part=image]"), box(browser, "[data-part=button]", 1)
    row = "Full image"
    near(ANDROID, row, f"{device}: width", card["width"], size[0])
    near(ANDROID, row, f"{device}: height", card["height"], size[1])
    near(ANDROID, row, f"{device}: image corners", image["radius"], 9 if device == "tablet" else 0)
    inset = 24 if device == "phone" else 0
    near(ANDROID, row, f"{device}: buttons 30 from the bottom", card["top"] + card["height"] - inset - last["top"] - last["height"], 30)
    near(ANDROID, row, f"{device}: buttons 25 from the end", card["left"] + card["width"] - last["left"] - last["width"], 25)


def test_android_html(browser, base_url):
    show(browser, base_url, "geo-a-html", {"type": "HTML", "message": "<!doctype html><html><body><p>Hi</p></body></html>"},
         "platform=android")
    frame = box(browser, "[data-part=message]")
    row = "HTML"
    near(ANDROID, row, "below the status bar", frame["top"], 24)
    near(ANDROID, row, "above the gesture bar", frame["bottom"], 24)
    near(ANDROID, row, "the screen's width", frame["width"], 412)
    assert browser.find_element(By.CSS_SELECTOR, "iframe.iam-html").get_attribute("sandbox") == "allow-scripts"



def test_every_row_of_the_android_table_is_held():
    assert_every_row_held(ANDROID)
