"""The preview measured against BrazeUI's default views (`Tests/Fixtures/BRAZEUI-LAYOUT.md`, from
braze-inc/braze-swift-sdk `Sources/BrazeUI/InAppMessageUI/Views/`): every rendered part carries
`data-part`, 1 CSS px = 1 pt, and each number below must hold within 1 pt in headless Chromium.
The table of what was measured is printed (run pytest with -s to see it)."""
import urllib.error

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from waits import wait

from test_sessions import api

LONG_TEXT = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. " * 30)[:2000]
MEASURED = []


def campaign(base_url, cid, data):
    # Drafts without triggers: previews only, never delivered to the other tests' sessions.
    api_call = {"id": cid, "name": cid, "status": "draft", "type": "inapp", "trigger_condition": [], "data": data}
    try:
        api(base_url, "POST", "/api/campaigns", api_call)
    except urllib.error.HTTPError as error:  # 409: already created by an earlier run
        assert error.code == 409, error.read()
    return cid


def render(browser, base_url, cid, query=""):
    browser.get(f"{base_url}/campaigns/{cid}/render{query}")
    wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-part=screen]")))


def box(browser, selector, index=0):
    """The part's box relative to the screen, its corner radii, scroll sizes and the computed
    styles the layout tables name (None when the page has no such part)."""
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


def upload_asset(browser, base_url, image, source_url=None):
    """Uploads `image` on the assets page, standing for `source_url` when given, and returns its
    library URL. The page reloads after the post, so elements of the old page may go stale (or
    vanish from the inspector) while waiting."""
    browser.get(f"{base_url}/assets")
    browser.find_element(By.ID, "f-image").send_keys(str(image))
    if source_url:
        browser.find_element(By.ID, "f-source-url").send_keys(source_url)
    browser.find_element(By.CSS_SELECTOR, "form[action='/assets'] button[type=submit]").click()

    def uploaded(driver):
        for item in driver.find_elements(By.CSS_SELECTOR, "li.asset"):
            url = item.find_element(By.CSS_SELECTOR, ".asset-url").get_attribute("value")
            if image.stem in url and (not source_url or source_url in item.text):
                return url
        return None
    return wait(browser, ignoring=(WebDriverException,)).until(uploaded)


def near(actual, expected, what):
    MEASURED.append((what, expected, round(actual, 1)))
    assert abs(actual - expected) <= 1, f"{what}: {actual} (BrazeUI: {expected})"


def at_least(actual, minimum, what):
    MEASURED.append((what, f">= {minimum}", round(actual, 1)))
    assert actual >= minimum - 1, f"{what}: {actual} (BrazeUI: at least {minimum})"


@pytest.fixture(scope="module", autouse=True)
def print_table():
    yield
    print("\n| part | BrazeUI | measured |\n| --- | --- | --- |")
    for what, expected, actual in MEASURED:
        print(f"| {what} | {expected} | {actual} |")


def test_slideup(browser, base_url, screenshot_dir):
    cid = campaign(base_url, "geo-slideup", {"type": "SLIDEUP", "message": "Short", "icon": "\uf0a1", "click_action": "URI",
                                   "uri": "https://example.com"})
    render(browser, base_url, cid)
    card = box(browser, "[data-part=message]")
    near(card["left"], 10, "slideup margin (left)")
    near(card["right"], 10, "slideup margin (right)")
    near(card["radius"], 15, "slideup corner radius")
    near(card["height"], 80, "slideup height with an icon (15 + 50 + 15)")
    icon = box(browser, "[data-part=icon]")
    near(icon["left"] - card["left"], 15, "slideup padding left with a graphic")
    near(icon["width"], 50, "icon width")
    near(icon["height"], 50, "icon height")
    near(icon["radius"], 10, "icon corner radius")
    near(icon["fontSize"], 30, "icon glyph size")
    chevron = box(browser, "[data-part=chevron]")
    near(chevron["width"], 12, "chevron width")
    near(chevron["height"], 20, "chevron height")
    near(chevron["right"] - card["right"], 20, "slideup padding right")
    body = box(browser, "[data-part=body]")
    near(body["fontSize"], 15, "slideup text size")
    assert body["fontWeight"] == "700"
    cid = campaign(base_url, "geo-slideup-plain", {"type": "SLIDEUP", "message": "Hi"})
    render(browser, base_url, cid)
    near(box(browser, "[data-part=message]")["height"], 60, "slideup min height (one short line)")
    # Three lines, then an ellipsis.
    cid = campaign(base_url, "geo-slideup-long", {"type": "SLIDEUP", "message": LONG_TEXT})
    render(browser, base_url, cid)
    card, body = box(browser, "[data-part=message]"), box(browser, "[data-part=body]")
    near(body["left"] - card["left"], 20, "slideup padding left without a graphic")
    near(body["top"] - card["top"], 15, "slideup padding top")
    assert body["lineClamp"] == "3" and body["scrollHeight"] > body["clientHeight"], body
    at_least(3.6 * body["fontSize"], body["height"], "slideup text clamped to 3 lines (height)")
    browser.save_screenshot(str(screenshot_dir / "geometry-slideup-long.png"))


@pytest.mark.parametrize("buttons", [1, 2])
def test_modal(browser, base_url, screenshot_dir, buttons):
    btns = [{"id": 0, "text": "OK"}, {"id": 1, "text": "Continue"}][:buttons]
    cid = campaign(base_url, f"geo-modal-{buttons}", {"type": "MODAL", "header": "Header", "message": "Body text.", "btns": btns})
    render(browser, base_url, cid)
    card = box(browser, "[data-part=message]")
    near(card["width"], 393 - 40, "modal width on a phone (margin 20)")
    near(card["radius"], 8, "modal corner radius")
    header = box(browser, "[data-part=header]")
    near(header["top"] - card["top"], 40, "modal padding top")
    near(header["left"] - card["left"], 25, "modal padding left")
    near(header["fontSize"], 20, "modal header size")
    close = box(browser, "[data-part=close]")
    at_least(close["width"], 44, "close target width")
    at_least(close["height"], 44, "close target height")
    near(close["fontSize"], 22, "close glyph size")
    first = box(browser, "[data-part=button]")
    near(first["radius"], 5, "button corner radius")
    assert first["height"] <= 44 + 1, first
    near((card["top"] + card["height"]) - (first["top"] + first["height"]), 30, "modal padding bottom")
    if buttons == 1:
        at_least(first["width"], 80, "single button min width")
        assert first["width"] < card["width"] - 50 - 1, "a single button keeps its natural width"
        near((first["left"] - card["left"]) - (card["left"] + card["width"] - first["left"] - first["width"]), 0, "single button centred")
    else:
        second = box(browser, "[data-part=button]", 1)
        near(first["width"], second["width"], "two buttons share the width")
        near(second["left"] - (first["left"] + first["width"]), 10, "button spacing")
        near(first["left"] - card["left"], 25, "buttons padding left")
    browser.save_screenshot(str(screenshot_dir / f"geometry-modal-{buttons}.png"))


def test_modal_icon_and_long_text_keep_the_buttons(browser, base_url, screenshot_dir):
    cid = campaign(base_url, "geo-modal-icon", {"type": "MODAL", "header": "Header", "message": "Body", "icon": "\uf0a1",
                                      "btns": [{"id": 0, "text": "OK"}]})
    render(browser, base_url, cid)
    card, icon, header = box(browser, "[data-part=message]"), box(browser, "[data-part=icon]"), box(browser, "[data-part=header]")
    near(icon["width"], 50, "modal icon size")
    near(icon["top"] - card["top"], 40, "modal icon offset from the top")
    near(header["top"] - (icon["top"] + icon["height"]), 20, "modal spacing icon to text")
    cid = campaign(base_url, "geo-modal-long", {"type": "MODAL", "header": "A long story", "message": LONG_TEXT,
                                      "image_url": "https://example.com/wide.png",
                                      "btns": [{"id": 0, "text": "Not now"}, {"id": 1, "text": "Continue"}]})
    render(browser, base_url, cid)
    card, body = box(browser, "[data-part=message]"), box(browser, "[data-part=body]")
    last = box(browser, "[data-part=button]", 1)
    image = box(browser, "[data-part=image]")
    assert last["top"] + last["height"] <= card["top"] + card["height"] + 1, "the buttons stay inside the card"
    assert body["scrollHeight"] > body["clientHeight"], "the text scrolls"
    at_least(image["height"], 100, "image keeps its height beside long text")
    at_least(card["top"], 20 + 59, "long modal inside the margins")
    browser.save_screenshot(str(screenshot_dir / "geometry-modal-long-text.png"))


def test_full_on_a_tablet_is_a_modal_card(browser, base_url, screenshot_dir):
    cid = campaign(base_url, "geo-full", {"type": "FULL", "header": "Level up", "message": "Full message",
                                "image_url": "https://example.com/full.png", "btns": [{"id": 0, "text": "OK"}]})
    render(browser, base_url, cid)
    card = box(browser, "[data-part=message]")
    near(card["width"], 393, "full width on a phone (edge to edge)")
    near(card["radius"], 0, "full corner radius on a phone")
    image = box(browser, "[data-part=image]")
    near(image["height"], 852 / 2, "full image height (50 %)")
    render(browser, base_url, cid, "?device=tablet&orientation=landscape")
    card = box(browser, "[data-part=message]")
    assert browser.find_element(By.CSS_SELECTOR, "[data-part=message]").get_attribute("data-kind") == "full"
    near(card["radius"], 8, "full on a tablet: card radius")
    near(card["width"], 720, "full on a large tablet: card width (max 720)")
    at_least(card["left"], 20, "full on a tablet: margin")
    assert card["height"] <= 450 + 1, card
    assert browser.find_elements(By.CSS_SELECTOR, ".status-bar"), "the status bar is left as it is"
    browser.save_screenshot(str(screenshot_dir / "geometry-full-tablet.png"))


def test_dark_html_follows_the_device(browser, base_url, screenshot_dir):
    html = ("<!doctype html><html lang=\"en\"><head><title>Dark</title><style>body{background:#fff;color:#000}"
            "@media (prefers-color-scheme: dark){body{background:rgb(1, 2, 3)}}</style></head>"
            "<body><p>Hello</p><a href=\"appboy://close\">Close</a></body></html>")
    cid = campaign(base_url, "geo-html-dark", {"type": "HTML", "message": html})
    colours = {}
    for appearance in ("light", "dark"):
        render(browser, base_url, cid, f"?appearance={appearance}")
        browser.switch_to.frame(browser.find_element(By.CSS_SELECTOR, "iframe.iam-html"))
        colours[appearance] = browser.execute_script("return getComputedStyle(document.body).backgroundColor;")
        browser.switch_to.default_content()
    assert colours == {"light": "rgb(255, 255, 255)", "dark": "rgb(1, 2, 3)"}, colours
    browser.save_screenshot(str(screenshot_dir / "geometry-html-dark.png"))


def png(width, height):
    """A solid PNG of the given size, written with zlib alone."""
    import struct
    import zlib

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + b"\x33\x66\x99" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def test_an_uploaded_16_by_9_image_shows_at_16_by_9(browser, base_url, screenshot_dir, tmp_path):
    image = tmp_path / "wide-16x9.png"
    image.write_bytes(png(640, 360))
    url = upload_asset(browser, base_url, image)
    cid = campaign(base_url, "geo-wide-image", {"type": "MODAL", "header": "Wide", "message": "A 16:9 picture.",
                                                 "image_url": url, "btns": [{"id": 0, "text": "OK"}]})
    render(browser, base_url, cid)
    wait(browser).until(lambda b: b.execute_script(
        "var i = document.querySelector('[data-part=image] img'); return i && i.complete && i.naturalWidth > 0;"))
    picture = box(browser, "[data-part=image]")
    near(picture["height"], picture["width"] * 9 / 16, "uploaded 16:9 image height in a modal (width × 9/16)")
    assert "placeholder" not in browser.find_element(By.CSS_SELECTOR, "[data-part=image]").get_attribute("class")
    browser.save_screenshot(str(screenshot_dir / "geometry-modal-16x9.png"))


def test_an_upload_standing_for_a_cdn_url_replaces_the_placeholder(browser, base_url, screenshot_dir, tmp_path):
    remote = "https://cdn.unreachable.invalid/spring/hero-4x3.png"
    cid = campaign(base_url, "geo-stand-in", {"type": "MODAL", "header": "Stand-in", "message": "From the library.",
                                               "image_url": remote, "btns": [{"id": 0, "text": "OK"}]})
    render(browser, base_url, cid)
    wait(browser).until(lambda b: "placeholder" in b.find_element(By.CSS_SELECTOR, "[data-part=image]").get_attribute("class"))
    image = tmp_path / "hero-4x3.png"
    image.write_bytes(png(400, 300))
    upload_asset(browser, base_url, image, source_url=remote)
    browser.save_screenshot(str(screenshot_dir / "assets-stand-in.png"))
    render(browser, base_url, cid)
    wait(browser).until(lambda b: b.execute_script(
        "var i = document.querySelector('[data-part=image] img'); return i && i.complete && i.naturalWidth > 0;"))
    part = browser.find_element(By.CSS_SELECTOR, "[data-part=image]")
    assert part.get_attribute("data-image-source") == "library"
    assert "placeholder" not in part.get_attribute("class")
    picture = box(browser, "[data-part=image]")
    near(picture["height"], picture["width"] * 3 / 4, "the stand-in's own 4:3 aspect")
    browser.save_screenshot(str(screenshot_dir / "geometry-modal-stand-in.png"))


def test_a_3_by_2_image_on_a_landscape_phone_keeps_its_size_and_the_card_runs_past_the_bottom(
        browser, base_url, screenshot_dir, tmp_path):
    """BrazeUI 18.2.0, `InAppMessageUIModalView.swift`: the image is width = height × 1.5 (required,
    lines 390–396) across a 450-pt card (required, 414); its compression resistance (default 750,
    its 600 × 400 pt intrinsic size: `Dependencies/GIFViewProvider.swift` 57–60 loads it at scale 1) and the
    text's minimum (`ModalTextView.swift` 96–97) are `defaultHigh` like the card's bottom margin
    (418–419) and centring (420–421): per point, giving up the text costs least, then running past
    the bottom; shrinking the image costs most. The buttons' height is required (`ButtonView.swift`
    46) and the card's top stays at the top margin (423). So the text block collapses, the image
    stays 300 pt high, the buttons stay in the card and the card runs past the bottom margin."""
    remote = "https://cdn.unreachable.invalid/iam/geo-landscape-3x2.png"
    image = tmp_path / "geo-landscape-3x2.png"
    image.write_bytes(png(600, 400))
    upload_asset(browser, base_url, image, source_url=remote)
    cid = campaign(base_url, "geo-landscape-3x2", {
        "type": "MODAL", "header": "Spring sale", "message": "Everything in the spring range is 20% off this week.",
        "image_url": remote, "btns": [{"id": 0, "text": "Not now"}, {"id": 1, "text": "Shop"}]})
    render(browser, base_url, cid, "?platform=ios&device=phone&orientation=landscape")
    wait(browser).until(lambda b: b.execute_script(
        "var i = document.querySelector('[data-part=image] img'); return i && i.complete && i.naturalWidth > 0;"))
    card, picture, body = box(browser, "[data-part=message]"), box(browser, "[data-part=image]"), box(browser, "[data-part=body]")
    margins = box(browser, ".iam-center")
    buttons = [box(browser, "[data-part=button]", index) for index in (0, 1)]
    near(card["width"], 450, "landscape modal width (maxWidth)")
    near(picture["width"], 450, "3:2 image across the card")
    near(picture["height"], 300, "3:2 image keeps its height (450 / 1.5)")
    near(body["contentHeight"], 0, "the text block collapses first")
    near(card["top"], margins["top"], "the card's top stays at the top margin")
    card_bottom = card["top"] + card["height"]
    for button in buttons:
        assert card["top"] <= button["top"] and button["top"] + button["height"] <= card_bottom + 1, (button, card)
        near(button["height"], buttons[0]["height"], "buttons keep their height")
    near(card_bottom - (buttons[0]["top"] + buttons[0]["height"]), 30, "padding under the buttons")
    near(buttons[0]["top"] - (picture["top"] + picture["height"]), 20 + 20, "image, empty text block, buttons: two spacings")
    assert card_bottom > margins["top"] + margins["height"] + 1, "the card runs past the bottom margin"
    MEASURED.append(("landscape 3:2: buttons' bottom below the screen's", "off screen", round(-buttons[0]["bottom"], 1)))
    browser.save_screenshot(str(screenshot_dir / "geometry-modal-landscape-3x2.png"))


@pytest.mark.parametrize("campaign_id", ["demo-welcome", "demo-spring-sale", "demo-sale-image", "demo-level-up",
                                         "demo-tournament", "demo-rate-us", "demo-holdout"])
def test_screenshots_of_each_kind(browser, base_url, screenshot_dir, campaign_id):
    """Screenshots of each demo kind, light and dark, phone and tablet, for the test output."""
    browser.set_window_size(1300, 1000)
    for device, orientation in (("phone", "portrait"), ("tablet", "landscape")):
        for appearance in ("light", "dark"):
            render(browser, base_url, campaign_id, f"?device={device}&orientation={orientation}&appearance={appearance}")
            kind = browser.find_element(By.CSS_SELECTOR, "[data-part=message]").get_attribute("data-kind")
            assert kind, campaign_id
            assert browser.save_screenshot(str(screenshot_dir / f"kind-{kind}-{device}-{appearance}.png"))
