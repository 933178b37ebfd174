"""The web preview measured against the Web SDK's default views (`Tests/Fixtures/WEB-LAYOUT.md`,
from the CSS `@braze/web-sdk` attaches): the same `data-part` hooks as on iOS and each number
within 1 px in headless Chromium through /campaigns/ID/render?platform=web, in a 1280 × 800 desktop
window and a 390 × 844 phone browser. The last test checks that every row of the table was
measured; run pytest with -s to see the table of what was."""
import pytest
from selenium.webdriver.common.by import By

from platform_geometry import IMAGE, WEB, assert_every_row_held, at_most, box, equal, near, print_measured, show
from test_geometry import LONG_TEXT

@pytest.fixture(scope="module", autouse=True)
def print_table():
    yield
    print_measured(WEB)


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



def test_every_row_of_the_web_table_is_held():
    assert_every_row_held(WEB)
