"""Previews in a real browser: geometry of each kind inside the device, the slideup edge and
offset, dark appearance, and bridge calls recorded from inside a sandboxed HTML message (and
started afresh by "Reload message")."""
import urllib.error

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from waits import wait

MESSAGE_SELECTORS = {
    "demo-welcome": ".iam-slideup",
    "demo-spring-sale": ".iam-modal",
    "demo-sale-image": ".iam-modal-image",
    "demo-level-up": ".iam-full",
    "demo-tournament": ".iam-full-image",
    "demo-rate-us": "iframe.iam-html",
    "demo-holdout": ".control-card",
}


def rect(browser, selector):
    """The bounding box of the first element matching `selector` in the current frame."""
    return browser.execute_script(
        "var r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height};",
        selector,
    )


def background(browser, selector):
    return browser.execute_script(
        "return getComputedStyle(document.querySelector(arguments[0])).backgroundColor;", selector
    )


def open_preview(browser, base_url, campaign, query="", actual_size=False):
    """Opens the preview page and switches into the rendered document's frame; `actual_size`
    draws the device at 1:1 first (ChromeDriver cannot click inside a scaled frame; a user can)."""
    browser.get(f"{base_url}/campaigns/{campaign}/preview{query}")
    frame = wait(browser).until(EC.presence_of_element_located((By.ID, "preview-frame")))
    if actual_size:
        toggle = wait(browser).until(EC.visibility_of_element_located((By.ID, "device-fit-toggle")))
        if toggle.is_selected():
            toggle.click()
        wait(browser).until(lambda b: b.find_element(By.ID, "preview-fit").get_attribute("data-scale") == "1.000")
    browser.switch_to.frame(frame)
    wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".screen")))


@pytest.mark.parametrize("campaign", sorted(MESSAGE_SELECTORS))
def test_each_kind_sits_inside_the_device(browser, base_url, screenshot_dir, campaign):
    open_preview(browser, base_url, campaign)
    screen = rect(browser, ".screen")
    device = rect(browser, ".device")
    message = rect(browser, MESSAGE_SELECTORS[campaign])
    assert message["width"] > 50 and message["height"] > 30, message
    for box in (screen, device):
        assert message["left"] >= box["left"] - 0.5 and message["right"] <= box["right"] + 0.5, (message, box)
        assert message["top"] >= box["top"] - 0.5 and message["bottom"] <= box["bottom"] + 0.5, (message, box)
    browser.switch_to.default_content()
    shot = screenshot_dir / f"preview-{campaign}.png"
    assert browser.save_screenshot(str(shot))


@pytest.mark.parametrize("offset", [0, 40])
def test_slideup_sits_at_its_edge_shifted_by_the_offset(browser, base_url, offset):
    open_preview(browser, base_url, "demo-welcome", f"?slideup_offset={offset}")
    screen = rect(browser, ".screen")
    slideup = rect(browser, ".iam-slideup")
    assert browser.find_element(By.CSS_SELECTOR, ".iam-slideup").get_attribute("data-slide-from") == "bottom"
    # Home indicator safe area (34) + BrazeUI's margin (10) + the offset.
    assert abs((screen["bottom"] - slideup["bottom"]) - (44 + offset)) < 1, (screen, slideup)
    assert slideup["top"] > screen["top"] + screen["height"] / 2
    assert browser.find_elements(By.CSS_SELECTOR, ".slideup-chevron")


def test_dark_appearance_changes_the_background(browser, base_url, screenshot_dir):
    open_preview(browser, base_url, "demo-spring-sale")
    light_card, light_screen = background(browser, ".iam-modal"), background(browser, ".screen")
    open_preview(browser, base_url, "demo-spring-sale", "?appearance=dark")
    dark_card, dark_screen = background(browser, ".iam-modal"), background(browser, ".screen")
    assert light_card == "rgb(255, 255, 255)"
    assert dark_card == "rgb(27, 28, 29)"
    assert light_screen != dark_screen
    browser.switch_to.default_content()
    assert browser.save_screenshot(str(screenshot_dir / "preview-dark-modal.png"))
    # Disable dark mode: the message keeps its light theme on the dark device.
    open_preview(browser, base_url, "demo-spring-sale", "?appearance=dark&disable_dark_mode=true")
    assert background(browser, ".iam-modal") == "rgb(255, 255, 255)"


def test_html_message_button_is_recorded_as_bridge_calls(browser, base_url, screenshot_dir):
    open_preview(browser, base_url, "demo-rate-us", actual_size=True)
    assert browser.find_element(By.CSS_SELECTOR, "iframe.iam-html").get_attribute("sandbox") == "allow-scripts"
    browser.switch_to.frame(browser.find_element(By.CSS_SELECTOR, "iframe.iam-html"))
    wait(browser).until(EC.element_to_be_clickable((By.ID, "yes"))).click()
    browser.switch_to.parent_frame()
    wait(browser).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, ".bridge-call")) >= 3)
    calls = [item.text for item in browser.find_elements(By.CSS_SELECTOR, ".bridge-call")]
    assert calls == ['logClick("0")', 'logCustomEvent("rated", {"stars":5})', "closeMessage()"], calls
    assert "message-closed" in browser.find_element(By.CSS_SELECTOR, ".screen").get_attribute("class")
    browser.switch_to.default_content()
    assert browser.save_screenshot(str(screenshot_dir / "preview-html-bridge.png"))


def test_matrix_shows_every_combination(browser, base_url, screenshot_dir):
    browser.set_window_size(1400, 1600)
    browser.get(f"{base_url}/campaigns/demo-spring-sale/preview/matrix")
    rows = browser.find_elements(By.CSS_SELECTOR, ".matrix-row")
    assert [row.get_attribute("data-platform") for row in rows] == ["ios", "android", "web"]
    cells = browser.find_elements(By.CSS_SELECTOR, ".matrix-cell")
    assert len(cells) == 8 + 8 + 6
    combos = {(c.get_attribute("data-platform"), c.get_attribute("data-device"), c.get_attribute("data-orientation"),
               c.get_attribute("data-appearance")) for c in cells}
    assert len(combos) == 22
    assert ("web", "desktop", "landscape", "dark") in combos and ("android", "tablet", "portrait", "light") in combos
    assert browser.save_screenshot(str(screenshot_dir / "preview-matrix.png"))


def test_the_platform_picker_keeps_the_devices_to_the_platforms(browser, base_url, screenshot_dir):
    browser.set_window_size(1400, 1300)
    browser.get(f"{base_url}/campaigns/demo-spring-sale/preview?device=tablet")
    platform = browser.find_element(By.ID, "preview-platform")
    device = browser.find_element(By.ID, "preview-device")
    platform.find_element(By.CSS_SELECTOR, "option[value=web]").click()
    assert device.get_attribute("value") == "phone", "tablet gives way to the first device the web draws"
    assert device.find_element(By.CSS_SELECTOR, "option[value=tablet]").get_attribute("disabled")
    device.find_element(By.CSS_SELECTOR, "option[value=desktop]").click()
    browser.find_element(By.CSS_SELECTOR, ".preview-options button[type=submit]").click()
    wait(browser).until(lambda b: "platform=web" in b.current_url)
    src = browser.find_element(By.ID, "preview-frame").get_attribute("src")
    assert src.endswith("/render?platform=web&device=desktop"), src
    browser.save_screenshot(str(screenshot_dir / "preview-platform-web.png"))
    platform = browser.find_element(By.ID, "preview-platform")
    platform.find_element(By.CSS_SELECTOR, "option[value=android]").click()
    assert browser.find_element(By.ID, "preview-device").get_attribute("value") == "phone"
    browser.find_element(By.CSS_SELECTOR, ".preview-options button[type=submit]").click()
    wait(browser).until(lambda b: "platform=android" in b.current_url)
    browser.switch_to.frame(browser.find_element(By.ID, "preview-frame"))
    assert browser.find_element(By.CSS_SELECTOR, ".preview").get_attribute("data-platform") == "android"
    browser.switch_to.default_content()
    browser.save_screenshot(str(screenshot_dir / "preview-platform-android.png"))
    # A hand-written URL with a device the platform does not draw is a 400 naming the allowed ones.
    browser.get(f"{base_url}/campaigns/demo-spring-sale/preview?platform=ios&device=desktop")
    assert "phone, tablet" in browser.find_element(By.TAG_NAME, "body").text


def test_option_form_works_without_javascript(browser, base_url):
    browser.get(f"{base_url}/campaigns/demo-level-up/preview")
    browser.find_element(By.CSS_SELECTOR, "select[name=device] option[value=tablet]").click()
    browser.find_element(By.CSS_SELECTOR, "select[name=status_bar] option[value=visible]").click()
    browser.find_element(By.CSS_SELECTOR, ".preview-options button[type=submit]").click()
    wait(browser).until(lambda b: "device=tablet" in b.current_url)
    src = browser.find_element(By.ID, "preview-frame").get_attribute("src")
    assert src.endswith("/campaigns/demo-level-up/render?device=tablet&status_bar=visible"), src
    browser.switch_to.frame(browser.find_element(By.ID, "preview-frame"))
    assert browser.find_elements(By.CSS_SELECTOR, ".device-tablet .status-bar")


def test_html_message_cannot_reach_the_dashboards_cookies_or_dom(browser, base_url):
    """The message's scripts run in an opaque origin: no session cookie, no parent DOM, no API."""
    browser.get(base_url + "/")  # cookies are read for the page on screen: the dashboard's
    assert browser.get_cookie("vitrine_session"), "the dashboard is signed in"
    open_preview(browser, base_url, "demo-rate-us")
    browser.switch_to.frame(browser.find_element(By.CSS_SELECTOR, "iframe.iam-html"))
    wait(browser).until(EC.presence_of_element_located((By.ID, "yes")))
    probe = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const result = {};
        try { result.cookie = document.cookie; } catch (e) { result.cookie = 'blocked:' + e.name; }
        try { result.parent = window.parent.document.title; } catch (e) { result.parent = 'blocked:' + e.name; }
        try { result.top = window.top.location.href; } catch (e) { result.top = 'blocked:' + e.name; }
        fetch('/api/me').then(r => { result.api = 'status:' + r.status; done(result); },
                              e => { result.api = 'blocked:' + e.name; done(result); });
    """)
    browser.switch_to.default_content()
    assert probe["cookie"].startswith("blocked:"), probe
    assert probe["parent"].startswith("blocked:"), probe
    assert probe["top"].startswith("blocked:"), probe
    assert probe["api"].startswith("blocked:"), probe


def test_links_in_an_html_message_are_recorded_and_close_it_as_the_sdks_do(browser, base_url, screenshot_dir):
    """Rule 11 (docs/rules.md) in the preview: a `_blank` link and a `window.open` (recorded with its window
    name) are new windows with a web scheme and leave the message up; any other link is recorded as a `link`,
    not a click, and closes it."""
    from test_sessions import api
    html = ('<!doctype html><html lang="en"><head><title>Links</title></head><body>'
            '<a id="terms" href="https://example.com/terms" target="_blank">Terms</a> '
            '<button id="help" type="button">Help</button> '
            '<a id="shop" href="https://example.com/shop?abButtonId=1">Shop</a>'
            '<script>document.getElementById("help").addEventListener("click", function () {'
            ' window.open("https://example.com/help", "help"); });</script></body></html>')
    api(base_url, "POST", "/api/campaigns", {
        "id": "links-preview", "name": "Links", "status": "draft", "type": "inapp", "trigger_condition": [],
        "data": {"type": "HTML", "message": html}})
    open_preview(browser, base_url, "links-preview")
    browser.switch_to.frame(browser.find_element(By.CSS_SELECTOR, "iframe.iam-html"))
    browser.execute_script("document.getElementById('terms').click(); document.getElementById('help').click();")
    browser.switch_to.parent_frame()
    wait(browser).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, ".bridge-call")) == 2)
    assert "message-closed" not in browser.find_element(By.CSS_SELECTOR, ".screen").get_attribute("class")
    browser.switch_to.frame(browser.find_element(By.CSS_SELECTOR, "iframe.iam-html"))
    browser.execute_script("document.getElementById('shop').click();")
    browser.switch_to.parent_frame()
    wait(browser).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, ".bridge-call")) == 3)
    items = browser.find_elements(By.CSS_SELECTOR, ".bridge-call")
    assert [item.get_attribute("data-link") for item in items] == [
        "https://example.com/terms", "https://example.com/help", "https://example.com/shop?abButtonId=1"]
    assert [item.get_attribute("data-target") for item in items] == ["_blank", "help", ""]
    assert "message-closed" in browser.find_element(By.CSS_SELECTOR, ".screen").get_attribute("class")
    browser.switch_to.default_content()
    assert browser.save_screenshot(str(screenshot_dir / "preview-html-links.png"))


@pytest.mark.parametrize("platform,kind,links,closed_after", [
    # Android: a new-window link never reaches the SDK, whatever its scheme; appboy:// is exact.
    ("android", "HTML", ["myapp://product/7|_blank", "appboy://Close|", "appboy://close|_blank"], None),
    ("android", "HTML", ["appboy://close|"], 1),
    # The web: a current HTML message handles no link; a legacy one closes unless the target is _blank.
    ("web", "HTML", ["https://example.com/shop|", "appboy://close|"], None),
    ("web", "HTML_FULL", ["https://example.com/terms|_BLANK", "https://example.com/offer|_new"], 2),
])
def test_links_close_the_message_by_the_rule_of_the_platform_drawn(browser, base_url, platform, kind, links, closed_after):
    """The preview hides an HTML message after a link the way the platform it draws does (docs/rules.md,
    "Platforms"): each link is clicked in turn, and the message is closed only after the one expected."""
    from test_sessions import api
    anchors = "".join(f'<a id="l{index}" href="{link.split("|")[0]}" target="{link.split("|")[1]}">{index}</a> '
                      for index, link in enumerate(links))
    cid = f"links-{platform}-{kind.lower().replace('_', '-')}-{len(links)}"
    try:
        api(base_url, "POST", "/api/campaigns", {
            "id": cid, "name": cid, "status": "draft", "type": "inapp", "trigger_condition": [],
            "data": {"type": kind, "message": f"<!doctype html><html><body>{anchors}</body></html>"}})
    except urllib.error.HTTPError as error:  # 409: an earlier run made it
        assert error.code == 409, error.read()
    open_preview(browser, base_url, cid, f"?platform={platform}")
    for index in range(len(links)):
        browser.switch_to.frame(browser.find_element(By.CSS_SELECTOR, "iframe.iam-html"))
        browser.execute_script(f"document.getElementById('l{index}').click();")
        browser.switch_to.parent_frame()
        wait(browser).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, ".bridge-call")) == index + 1)
        closed = "message-closed" in browser.find_element(By.CSS_SELECTOR, ".screen").get_attribute("class")
        assert closed == (closed_after is not None and index + 1 >= closed_after), f"after link {index}: {links[index]}"


def test_reload_message_starts_a_fresh_list_of_bridge_calls(browser, base_url):
    open_preview(browser, base_url, "demo-rate-us", actual_size=True)
    browser.switch_to.frame(browser.find_element(By.CSS_SELECTOR, "iframe.iam-html"))
    wait(browser).until(EC.element_to_be_clickable((By.ID, "yes"))).click()
    browser.switch_to.parent_frame()
    wait(browser).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, ".bridge-call")) >= 3)
    browser.find_element(By.CSS_SELECTOR, ".bridge-reload").click()
    assert browser.find_elements(By.CSS_SELECTOR, ".bridge-call") == []
    assert "message-closed" not in browser.find_element(By.CSS_SELECTOR, ".screen").get_attribute("class")


def test_the_device_fits_the_window_unless_drawn_at_1_to_1(browser, base_url, screenshot_dir):
    """A phone is taller than the window: the page scales it to fit (the bottom slideup in view),
    and "Fit the device to the window" unticked draws it at 1:1, remembered on the next page."""
    browser.get(f"{base_url}/campaigns/demo-welcome/preview?platform=android&device=phone")
    box = wait(browser).until(EC.presence_of_element_located((By.ID, "preview-fit")))
    natural = int(box.get_attribute("data-height"))
    assert natural > 900, natural
    wait(browser).until(lambda b: float(box.get_attribute("data-scale")) < 1)
    browser.execute_script("window.scrollTo(0, Math.min(240, arguments[0].getBoundingClientRect().top + scrollY))", box)
    fitted = rect(browser, "#preview-fit")
    height = browser.execute_script("return innerHeight")
    assert fitted["top"] >= 0 and fitted["bottom"] <= height, (fitted, height)
    browser.switch_to.frame(browser.find_element(By.ID, "preview-frame"))
    slideup = rect(browser, ".iam-slideup")
    browser.switch_to.default_content()
    scale = float(box.get_attribute("data-scale"))
    assert fitted["top"] + slideup["bottom"] * scale <= height, (slideup, scale)
    assert browser.save_screenshot(str(screenshot_dir / "preview-fitted-phone.png"))

    browser.find_element(By.ID, "device-fit-toggle").click()
    wait(browser).until(lambda b: box.get_attribute("data-scale") == "1.000")
    assert round(rect(browser, "#preview-fit")["height"]) == natural
    browser.get(f"{base_url}/campaigns/demo-spring-sale/preview")
    toggle = wait(browser).until(EC.visibility_of_element_located((By.ID, "device-fit-toggle")))
    assert not toggle.is_selected()
    assert browser.find_element(By.ID, "preview-fit").get_attribute("data-scale") == "1.000"


def visible_in_screen(browser, selector):
    """True when the element's box lies inside the screen and inside every clipping ancestor's box
    (the card clips what does not fit), with a height of at least 1 px."""
    return browser.execute_script(
        """
        const element = document.querySelector(arguments[0]);
        if (!element) return false;
        const box = element.getBoundingClientRect();
        if (box.height < 1 || box.width < 1) return false;
        for (let node = element.parentElement; node; node = node.parentElement) {
            const style = getComputedStyle(node);
            if (style.overflowY === 'visible' && !node.matches('[data-part=screen]')) continue;
            const clip = node.getBoundingClientRect();
            if (box.top < clip.top - 0.5 || box.top + Math.min(box.height, 16) > clip.bottom + 0.5) return false;
        }
        return true;
        """, selector)


def test_the_demo_modal_in_a_landscape_phone_shows_header_text_and_buttons(browser, base_url, screenshot_dir):
    """BrazeUI's modal keeps its buttons and lets the text block scroll (docs/rules.md, rule 8): in a
    landscape phone the demo shows its stand-in image, header, text and both buttons."""
    browser.set_window_size(1200, 800)
    open_preview(browser, base_url, "demo-spring-sale", "?orientation=landscape")
    assert browser.find_element(By.CSS_SELECTOR, ".screen").size["width"] > browser.find_element(By.CSS_SELECTOR, ".screen").size["height"]
    image = browser.find_element(By.CSS_SELECTOR, "[data-part=image]")
    assert image.get_attribute("data-image-source") == "library"
    assert "placeholder" not in image.get_attribute("class")
    for part in ("[data-part=image]", "[data-part=header]", "[data-part=body] .iam-message",
                 "[data-part=button][data-button-id='0']", "[data-part=button][data-button-id='1']"):
        assert visible_in_screen(browser, part), part
    landscape = [button.size["height"] for button in browser.find_elements(By.CSS_SELECTOR, "[data-part=button]")]
    browser.switch_to.default_content()
    assert browser.save_screenshot(str(screenshot_dir / "preview-modal-landscape.png"))
    # The buttons keep the height they have in portrait: only the text block gives way.
    open_preview(browser, base_url, "demo-spring-sale", "?orientation=portrait")
    portrait = [button.size["height"] for button in browser.find_elements(By.CSS_SELECTOR, "[data-part=button]")]
    browser.switch_to.default_content()
    assert landscape == portrait, (landscape, portrait)
