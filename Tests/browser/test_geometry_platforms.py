"""The Android and web previews measured against their SDKs' default views
(`Tests/Fixtures/ANDROID-LAYOUT.md`, `Tests/Fixtures/WEB-LAYOUT.md`): the same `data-part` hooks as
on iOS, 1 CSS px = 1 dp, and each number within 1 px in headless Chromium, through
/campaigns/ID/render?platform=…. Every row of both tables is held by at least one measurement
(the last test checks it). Screenshots of each kind on each platform, light and dark, are saved
for the test output, and one image puts a modal with an image on the three platforms side by side.
Run pytest with -s to see the table of what was measured."""
import base64
import io
import pathlib

import pytest
from PIL import Image
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from test_geometry import LONG_TEXT, campaign, png, render

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "Fixtures"
MEASURED = []  # (table, row, what, expected, actual)
ANDROID, WEB = "ANDROID-LAYOUT.md", "WEB-LAYOUT.md"
IMAGE = "https://example.com/geo-platform.png"


def rows(table):
    """The names of a fixture table's rows (its first column, bold marks dropped)."""
    text = (FIXTURES / table).read_text(encoding="utf-8")
    names = []
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) > 1 and cells[0] not in ("part", "---", "") and not set(cells[0]) <= set("-"):
            names.append(cells[0].replace("**", ""))
    return names


def box(browser, selector, index=0):
    """The part's box relative to the screen and the computed styles the tables name."""
    return browser.execute_script(
        "var s = document.querySelector('[data-part=screen]').getBoundingClientRect();"
        "var e = document.querySelectorAll(arguments[0])[arguments[1]];"
        "if (!e) { return null; }"
        "var r = e.getBoundingClientRect(), c = getComputedStyle(e);"
        "return {left: r.left - s.left, top: r.top - s.top, right: s.right - r.right, bottom: s.bottom - r.bottom,"
        " width: r.width, height: r.height, radius: parseFloat(c.borderTopLeftRadius) || 0,"
        " bottomRadius: parseFloat(c.borderBottomLeftRadius) || 0, fontSize: parseFloat(c.fontSize),"
        " fontWeight: c.fontWeight, lineClamp: c.webkitLineClamp, lineHeight: parseFloat(c.lineHeight),"
        " background: c.backgroundColor, color: c.color, shadow: c.boxShadow, border: parseFloat(c.borderTopWidth) || 0,"
        " paddingLeft: parseFloat(c.paddingLeft), scrollHeight: e.scrollHeight, clientHeight: e.clientHeight,"
        " contentHeight: r.height - parseFloat(c.paddingTop) - parseFloat(c.paddingBottom)};",
        selector, index)


def near(table, row, what, actual, expected):
    MEASURED.append((table, row, what, expected, round(actual, 1)))
    assert abs(actual - expected) <= 1, f"{table} · {row} · {what}: {actual} (expected {expected})"


def equal(table, row, what, actual, expected):
    MEASURED.append((table, row, what, expected, actual))
    assert actual == expected, f"{table} · {row} · {what}: {actual!r} (expected {expected!r})"


def at_most(table, row, what, actual, limit):
    MEASURED.append((table, row, what, f"<= {limit}", round(actual, 1)))
    assert actual <= limit + 1, f"{table} · {row} · {what}: {actual} (at most {limit})"


def show(browser, base_url, cid, data, query):
    campaign(base_url, cid, data)
    render(browser, base_url, cid, "?" + query)


@pytest.fixture(scope="module", autouse=True)
def print_table():
    yield
    print("\n| table | row | measured | expected | actual |\n| --- | --- | --- | --- | --- |")
    for table, row, what, expected, actual in MEASURED:
        print(f"| {table} | {row} | {what} | {expected} | {actual} |")


# ------------------------------------------------------------------------------------------------
# Android


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
    WebDriverWait(browser, 10).until(lambda b: b.execute_script(
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


# ------------------------------------------------------------------------------------------------
# Web


def test_web_slideup_desktop(browser, base_url):
    show(browser, base_url, "geo-w-slideup", {"type": "SLIDEUP", "message": "Short", "image_url": IMAGE}, "platform=web&device=desktop")
    card, image, body = box(browser, "[data-part=message]"), box(browser, "[data-part=image]"), box(browser, "[data-part=body]")
    close = box(browser, "[data-part=close]")
    row = "Slideup (desktop)"
    near(WEB, row, "20 from the right", card["right"], 20)
    near(WEB, row, "20 from the bottom", card["bottom"], 20)
    assert card["left"] > 600, "pinned to the right, as wide as its content"
    near(WEB, row, "padding 10", image["left"] - card["left"] - 5, 10)
    near(WEB, row, "image area 60 wide", image["width"], 60)
    near(WEB, row, "corner radius 8", card["radius"], 8)
    equal(WEB, row, "#EFEFEF", card["background"], "rgb(239, 239, 239)")
    near(WEB, row, "text 14", body["fontSize"], 14)
    equal(WEB, row, "bold", body["fontWeight"], "700")
    near(WEB, "Close", "target 45 wide", close["width"], 45)
    near(WEB, "Close", "target 45 high", close["height"], 45)
    near(WEB, "Close", "at the top right", close["right"] - card["right"] + close["top"] - card["top"], 0)
    near(WEB, "Close", "glyph 15", close["fontSize"], 15)
    equal(WEB, "Close", "#9B9B9B", close["color"], "rgb(155, 155, 155)")
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-part=chevron]")
    show(browser, base_url, "geo-w-slideup-long", {"type": "SLIDEUP", "message": LONG_TEXT, "image_url": IMAGE}, "platform=web&device=desktop")
    card, body = box(browser, "[data-part=message]"), box(browser, "[data-part=body]")
    at_most(WEB, row, "message at most 365 wide with an image", body["width"], 365)
    at_most(WEB, row, "content at most 150 high", card["contentHeight"], 150)
    show(browser, base_url, "geo-w-slideup-long-text", {"type": "SLIDEUP", "message": LONG_TEXT}, "platform=web&device=desktop")
    near(WEB, row, "message at most 430 wide", box(browser, "[data-part=body]")["width"], 430)


def test_web_slideup_phone(browser, base_url):
    show(browser, base_url, "geo-w-slideup-phone", {"type": "SLIDEUP", "message": LONG_TEXT, "image_url": IMAGE, "click_action": "URI",
                                                     "uri": "https://example.com"}, "platform=web&device=phone")
    card, image, chevron = box(browser, "[data-part=message]"), box(browser, "[data-part=image]"), box(browser, "[data-part=chevron]")
    row = "Slideup (phone)"
    near(WEB, row, "10 from the left", card["left"], 10)
    near(WEB, row, "10 from the right", card["right"], 10)
    near(WEB, row, "10 from the bottom", card["bottom"], 10)
    near(WEB, row, "as wide as the page less 20", card["width"], 390 - 20)
    at_most(WEB, row, "content at most 66 high", card["contentHeight"], 66)
    near(WEB, row, "image 50 wide", image["width"], 50)
    near(WEB, row, "image 50 high", image["height"], 50)
    near(WEB, row, "chevron 12 wide", chevron["width"], 12)
    near(WEB, row, "chevron 20 high", chevron["height"], 20)
    near(WEB, row, "chevron 20 from the end", chevron["right"] - card["right"], 20)
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-part=close]"), "no close ✕ on a phone"


@pytest.mark.parametrize("device,width", [("desktop", 450), ("phone", 390 - 30)])
def test_web_modal_with_and_without_image(browser, base_url, screenshot_dir, device, width):
    q = f"platform=web&device={device}"
    show(browser, base_url, "geo-w-modal", {"type": "MODAL", "header": "Header", "message": "Body text.",
                                             "btns": [{"id": 0, "text": "Later"}, {"id": 1, "text": "Continue"}]}, q)
    card, header, message = box(browser, "[data-part=message]"), box(browser, "[data-part=header]"), box(browser, ".iam-message")
    screen = browser.execute_script("var r = document.querySelector('[data-part=screen]').getBoundingClientRect(); return [r.width, r.height];")
    row = "Modal"
    near(WEB, row, f"{device}: width", card["width"], width)
    near(WEB, row, "centred across", card["left"] - card["right"], 0)
    near(WEB, row, "centred down", card["top"] - card["bottom"], 0)
    near(WEB, row, "corner radius 8", card["radius"], 8)
    equal(WEB, row, "white", card["background"], "rgb(255, 255, 255)")
    equal(WEB, row, "text #333", card["color"], "rgb(51, 51, 51)")
    near(WEB, row, "padding top 20 (+ the text's 20)", header["top"] - card["top"], 40)
    assert screen == ([1280, 800] if device == "desktop" else [390, 844]), screen
    row = "Modal header and message"
    near(WEB, row, "header 20", header["fontSize"], 20)
    equal(WEB, row, "header bold", header["fontWeight"], "700")
    near(WEB, row, "header line height 1.3", header["lineHeight"], 26)
    near(WEB, row, "10 between header and message", message["top"] - header["top"] - header["height"], 10)
    near(WEB, row, "message 14", message["fontSize"], 14)
    near(WEB, row, "message line height 1.5", message["lineHeight"], 21)
    near(WEB, row, "text 25 from the sides", header["left"] - card["left"], 25)
    first, second = box(browser, "[data-part=button]"), box(browser, "[data-part=button]", 1)
    row = "Buttons"
    near(WEB, row, "44 high", first["height"], 44)
    near(WEB, row, "radius 5", first["radius"], 5)
    near(WEB, row, "border 1", first["border"], 1)
    near(WEB, row, "14", first["fontSize"], 14)
    equal(WEB, row, "bold", first["fontWeight"], "700")
    near(WEB, row, "25 from the left", first["left"] - card["left"], 25)
    near(WEB, row, "30 from the bottom", card["top"] + card["height"] - first["top"] - first["height"], 30)
    near(WEB, row, "each half the row less 5", first["width"], (card["width"] - 50) / 2 - 5)
    near(WEB, row, "10 apart", second["left"] - first["left"] - first["width"], 10)
    near(WEB, row, "17 above the row (the text's 93 bottom margin)", first["top"] - message["top"] - message["height"], 93 - 30 - 44)
    equal(WEB, row, "default #0073D5", first["background"], "rgb(0, 115, 213)")
    close = box(browser, "[data-part=close]")
    near(WEB, "Close", "a modal's: 45 wide", close["width"], 45)
    near(WEB, "Close", "a modal's: at the top right", close["right"] - card["right"] + close["top"] - card["top"], 0)
    equal(WEB, "Scrim", "rgba(51, 51, 51, .75)", box(browser, "[data-part=overlay]")["background"], "rgba(51, 51, 51, 0.753)")
    show(browser, base_url, "geo-w-modal-image", {"type": "MODAL", "header": "Header", "message": "Body text.", "image_url": IMAGE,
                                                   "btns": [{"id": 0, "text": "OK"}]}, q)
    card, image, single = box(browser, "[data-part=message]"), box(browser, "[data-part=image]"), box(browser, "[data-part=button]")
    row = "Modal image with text"
    near(WEB, row, "flush with the top", image["top"] - card["top"], 0)
    near(WEB, row, "at most 155.17 high", image["height"], 450 / 2.9)
    near(WEB, "Modal header and message", "the text 20 below the image", box(browser, "[data-part=header]")["top"] - image["top"] - image["height"], 20)
    near(WEB, "Buttons", "one keeps its own width, centred", (single["left"] - card["left"]) - (single["right"] - card["right"]), 0)
    assert single["width"] < card["width"] - 50 - 1 and single["width"] >= 80 - 1
    browser.save_screenshot(str(screenshot_dir / f"geometry-web-modal-{device}.png"))
    show(browser, base_url, "geo-w-modal-long", {"type": "MODAL", "header": "Long", "message": LONG_TEXT * 3}, q)
    at_most(WEB, "Modal", "at most 720 high", box(browser, "[data-part=message]")["height"], 720)


@pytest.mark.parametrize("device,side", [("desktop", 450), ("phone", 390 - 30)])
def test_web_modal_image(browser, base_url, device, side):
    show(browser, base_url, "geo-w-graphic", {"type": "MODAL", "image_style": "GRAPHIC", "image_url": IMAGE,
                                               "btns": [{"id": 0, "text": "Later"}, {"id": 1, "text": "Go"}]},
         f"platform=web&device={device}")
    card, image = box(browser, "[data-part=message]"), box(browser, "[data-part=image]")
    row = "Modal image (graphic)"
    near(WEB, row, f"{device}: width", image["width"], side)
    near(WEB, row, "no padding", image["top"] - card["top"], 0)
    at_most(WEB, row, "at most 720 high", image["height"], 720)


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_web_full_and_full_image(browser, base_url, screenshot_dir, device):
    q = f"platform=web&device={device}"
    data = {"type": "FULL", "header": "Level up", "message": "Full message", "image_url": IMAGE, "btns": [{"id": 0, "text": "OK"}]}
    show(browser, base_url, "geo-w-full", data, q)
    card, image = box(browser, "[data-part=message]"), box(browser, "[data-part=image]")
    row = "Full"
    if device == "desktop":
        near(WEB, row, "450 wide", card["width"], 450)
        at_most(WEB, row, "at most 720 high", card["height"], 720)
        near(WEB, row, "radius 8", card["radius"], 8)
        near(WEB, row, "image area 360", image["height"], 360)
        show(browser, base_url, "geo-w-full-landscape", dict(data, orientation="LANDSCAPE"), q)
        card, image = box(browser, "[data-part=message]"), box(browser, "[data-part=image]")
        near(WEB, row, "a landscape message: 720 wide", card["width"], 720)
        at_most(WEB, row, "a landscape message: at most 450 high", card["height"], 450)
        near(WEB, row, "a landscape message: image area 225", image["height"], 225)
    else:
        near(WEB, row, "the whole page: width", card["width"], 390)
        near(WEB, row, "the whole page: height", card["height"], 844)
        near(WEB, row, "radius 0", card["radius"], 0)
        near(WEB, row, "image area 50 %", image["height"], 844 / 2)
    browser.save_screenshot(str(screenshot_dir / f"geometry-web-full-{device}.png"))
    show(browser, base_url, "geo-w-full-image", {"type": "FULL", "image_style": "GRAPHIC", "image_url": IMAGE,
                                                  "btns": [{"id": 0, "text": "OK"}]}, q)
    card, image = box(browser, "[data-part=message]"), box(browser, "[data-part=image]")
    row = "Full image"
    size = (450, 720) if device == "desktop" else (390, 844)
    near(WEB, row, f"{device}: width", card["width"], size[0])
    near(WEB, row, f"{device}: height", card["height"], size[1])
    near(WEB, row, f"{device}: image area 100 %", image["height"], size[1])


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_web_html(browser, base_url, device):
    show(browser, base_url, "geo-w-html", {"type": "HTML", "message": "<!doctype html><html><body><p>Hi</p></body></html>"},
         f"platform=web&device={device}")
    frame = box(browser, "[data-part=message]")
    row = "HTML"
    near(WEB, row, f"{device}: over the whole page (top)", frame["top"], 0)
    near(WEB, row, f"{device}: over the whole page (bottom)", frame["bottom"], 0)
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-part=overlay]"), "no scrim"
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-part=close]"), "no close button of the SDK's"


# ------------------------------------------------------------------------------------------------
# Coverage and screenshots


def test_every_row_of_both_tables_is_held():
    for table in (ANDROID, WEB):
        held = {row for name, row, *_ in MEASURED if name == table}
        missing = [row for row in rows(table) if row not in held]
        assert not missing, f"{table}: rows without a measurement: {missing}"


DEMOS = ["demo-welcome", "demo-spring-sale", "demo-sale-image", "demo-level-up", "demo-tournament", "demo-rate-us"]


@pytest.mark.parametrize("platform,device", [("android", "phone"), ("android", "tablet"), ("web", "desktop"), ("web", "phone")])
def test_screenshots_of_each_kind_on_each_platform(browser, base_url, screenshot_dir, platform, device):
    """Light and dark screenshots of each kind per platform, for the test output."""
    browser.set_window_size(1400, 1450)
    for campaign_id in DEMOS:
        for appearance in ("light", "dark"):
            render(browser, base_url, campaign_id, f"?platform={platform}&device={device}&appearance={appearance}")
            part = browser.find_element(By.CSS_SELECTOR, "[data-part=message]")
            kind = part.get_attribute("data-kind")
            assert browser.find_element(By.CSS_SELECTOR, ".preview").get_attribute("data-platform") == platform
            assert browser.save_screenshot(str(screenshot_dir / f"platform-{platform}-{device}-{kind}-{appearance}.png"))


def test_a_modal_with_an_image_on_the_three_platforms_side_by_side(browser, base_url, screenshot_dir, tmp_path):
    image = tmp_path / "spring-16x9.png"
    image.write_bytes(png(640, 360))
    browser.get(f"{base_url}/assets")
    browser.find_element(By.ID, "f-image").send_keys(str(image))
    browser.find_element(By.CSS_SELECTOR, "form[action='/assets'] button[type=submit]").click()
    field = WebDriverWait(browser, 10).until(
        lambda b: [f for f in b.find_elements(By.CSS_SELECTOR, ".asset-url") if "spring-16x9" in f.get_attribute("value")])
    url = field[0].get_attribute("value")
    cid = campaign(base_url, "geo-three-platforms", {"type": "MODAL", "header": "Spring sale", "message": "Everything is 20% off until Sunday.",
                                                     "image_url": url, "btns": [{"id": 0, "text": "Not now"}, {"id": 1, "text": "Shop"}]})
    browser.set_window_size(1400, 1300)
    shots = []
    for query in ("platform=ios", "platform=android", "platform=web&device=phone"):
        render(browser, base_url, cid, "?" + query)
        WebDriverWait(browser, 10).until(lambda b: b.execute_script(
            "var i = document.querySelector('[data-part=image] img'); return i && i.complete && i.naturalWidth > 0;"))
        device = browser.find_element(By.CSS_SELECTOR, ".device")
        shots.append(Image.open(io.BytesIO(device.screenshot_as_png)))
        if query == "platform=android":
            picture = box(browser, "[data-part=image]")
            near(ANDROID, "Modal image with text", "a 16:9 image is cut to 2.9 : 1", picture["height"], picture["width"] / 2.9)
    gap = 24
    width = sum(shot.width for shot in shots) + gap * (len(shots) + 1)
    height = max(shot.height for shot in shots) + 2 * gap
    sheet = Image.new("RGB", (width, height), (233, 236, 241))
    x = gap
    for shot in shots:
        sheet.paste(shot, (x, gap))
        x += shot.width + gap
    sheet.save(screenshot_dir / "modal-three-platforms.png")
