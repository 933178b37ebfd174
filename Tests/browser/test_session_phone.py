"""The session phone tells the truth: after Rotate and Set appearance with a message shown, the
phone and the message are drawn as the device now is; only the message follows the theme rule,
the app behind it follows the device; the orientation lock (Android's, and iOS's while a message
is shown) is drawn and said; the asset library's stand-ins are used; the device is scaled to fit
a 1440 × 1000 window with the three columns in it; the frame has no gap under the device; new
trace lines are scrolled into view; and the Device selects show the state after a reload."""
import os
import pathlib
import shutil

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select
from waits import wait

from test_geometry import png, upload_asset
from test_sessions import api, click, press_and_wait, settled_text, triggered

REPORTS = pathlib.Path("/work/reports")


def modal(cid, event, **data):
    """An active modal campaign triggered by a custom event, without a dark theme."""
    body = {"type": "MODAL", "header": "Hello", "message": "A message on the phone.", "message_close": "SWIPE",
            "btns": [{"id": 0, "text": "OK", "click_action": "NONE"}]}
    body.update(data)
    return triggered(cid, event, body)


def window(browser):
    """Makes the page's viewport 1440 × 1000 CSS pixels."""
    browser.set_window_size(1440, 1000)
    extra = browser.execute_script("return [outerWidth - innerWidth, outerHeight - innerHeight]")
    browser.set_window_size(1440 + extra[0], 1000 + extra[1])


def fit_on(browser):
    """Turns "Fit the device to the window" back on (other tests turn it off to click in the phone)."""
    toggle = browser.find_element(By.ID, "phone-fit-toggle")
    if not toggle.is_selected():
        click(browser, toggle)
        browser.execute_script("window.scrollTo(0, 0)")


def open_session(browser, base_url, name, campaigns, configuration=None, events=None):
    """Creates a session whose only campaign is on screen and opens its page at 1440 × 1000; the
    events default to a session start and the custom event `show`."""
    body = {"name": name, "campaigns": campaigns,
            "events": events or [{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "show"}]}
    if configuration:
        body["configuration"] = configuration
    session = api(base_url, "POST", "/api/sessions", body)
    window(browser)
    browser.get(f"{base_url}/sessions/{session['id']}")
    assert settled_text(browser, "on-screen", lambda text: text.startswith(campaigns[0]["id"]))
    fit_on(browser)
    return session


def in_phone(browser, script):
    """Runs `script` in the phone's document, once it has drawn a message."""
    browser.switch_to.frame(browser.find_element(By.ID, "phone-frame"))
    try:
        wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".preview [data-part=message]")))
        return browser.execute_script(script)
    finally:
        browser.switch_to.default_content()


DRAWN = """
const preview = document.querySelector('.preview');
const colour = (selector) => getComputedStyle(document.querySelector(selector)).backgroundColor;
const screen = document.querySelector('[data-part=screen]').getBoundingClientRect();
return {orientation: preview.dataset.orientation, appearance: preview.dataset.appearance,
        message: preview.dataset.messageAppearance, screen: colour('[data-part=screen]'),
        card: colour('.preview [data-part=message]'), wide: screen.width > screen.height};
"""


def luminance(css):
    """0–255 brightness of an `rgb(…)`/`rgba(…)` colour."""
    r, g, b = [float(part) for part in css[css.index("(") + 1:css.index(")")].split(",")[:3]]
    return 0.299 * r + 0.587 * g + 0.114 * b


def press(browser, select_id, value, button_value):
    Select(browser.find_element(By.ID, select_id)).select_by_value(value)
    press_and_wait(browser, browser.find_element(By.CSS_SELECTOR, f"button[value='{button_value}']"))


def test_rotate_and_set_appearance_redraw_the_phone_and_the_message(browser, base_url, screenshot_dir):
    open_session(browser, base_url, "Rotate and dark", [modal("turn-me", "show")])
    drawn = in_phone(browser, DRAWN)
    assert drawn["orientation"] == "portrait" and not drawn["wide"], drawn
    press(browser, "f-rotate_orientation", "landscape", "rotate")
    wait(browser).until(lambda b: in_phone(b, DRAWN)["orientation"] == "landscape")
    drawn = in_phone(browser, DRAWN)
    assert drawn["wide"], drawn
    press(browser, "f-appearance_mode", "dark", "appearance")
    wait(browser).until(lambda b: in_phone(b, DRAWN)["appearance"] == "dark")
    drawn = in_phone(browser, DRAWN)
    # The app behind follows the device; the message, which has no dark theme, stays light.
    assert drawn["message"] == "light", drawn
    assert luminance(drawn["screen"]) < 80, drawn
    assert luminance(drawn["card"]) > 200, drawn
    assert drawn["orientation"] == "landscape", drawn
    browser.save_screenshot(str(screenshot_dir / "session-phone-rotated-dark.png"))
    # After a reload the Device selects show the device as it is.
    browser.refresh()
    wait(browser).until(EC.presence_of_element_located((By.ID, "f-appearance_mode")))
    assert Select(browser.find_element(By.ID, "f-appearance_mode")).first_selected_option.text == "dark"
    assert Select(browser.find_element(By.ID, "f-rotate_orientation")).first_selected_option.text == "landscape"


def test_a_dark_theme_follows_the_device_on_the_phone(browser, base_url):
    dark = {"bg_color": 4280098334, "header_text_color": 4294967295, "text_color": 4294967295,
            "close_btn_color": 4294967295, "frame_color": 2147483648}
    open_session(browser, base_url, "Dark theme", [modal("themed", "show", themes={"dark": dark})])
    press(browser, "f-appearance_mode", "dark", "appearance")
    wait(browser).until(lambda b: in_phone(b, DRAWN)["message"] == "dark")
    drawn = in_phone(browser, DRAWN)
    assert luminance(drawn["card"]) < 80 and luminance(drawn["screen"]) < 80, drawn


SCHEMED_HTML = ("<!DOCTYPE html><html><head><style>body{background:#fff;margin:0;min-height:100vh}"
                "@media (prefers-color-scheme: dark){body{background:#000}}</style></head>"
                "<body><h1>Scheme</h1><a href='appboy://close'>Close</a></body></html>")

HTML_SCHEME = """
const inner = document.querySelector('iframe.iam-html');
return inner ? [document.querySelector('.preview').dataset.appearance, inner.style.colorScheme] : null;
"""


def test_an_html_message_follows_the_status_not_the_viewers_system(dark_system_browser, base_url, screenshot_dir):
    """The status line, the device and an HTML message's prefers-color-scheme agree when the
    viewer's own system is dark. (DevTools' "Emulate prefers-color-scheme", which forces the
    feature into every frame of a process, is not a system setting: docs/previews.md.)"""
    browser = dark_system_browser
    assert browser.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
    open_session(browser, base_url, "Scheme", [triggered("schemed", "show", {"type": "HTML", "message": SCHEMED_HTML,
                                                                              "message_close": "SWIPE"})])
    assert " · light · " in browser.find_element(By.ID, "session-status").text
    assert in_phone(browser, HTML_SCHEME) == ["light", "light"]
    assert luminance(html_background(browser)) > 200
    browser.save_screenshot(str(screenshot_dir / "session-html-light-on-a-dark-system.png"))
    press(browser, "f-appearance_mode", "dark", "appearance")
    assert settled_text(browser, "session-status", lambda text: " · dark · " in text)
    wait(browser).until(lambda b: in_phone(b, HTML_SCHEME) == ["dark", "dark"])
    wait(browser).until(lambda b: luminance(html_background(b)) < 50)


def html_background(browser):
    """The HTML message's body colour, read inside its frame inside the phone's."""
    browser.switch_to.frame(browser.find_element(By.ID, "phone-frame"))
    try:
        browser.switch_to.frame(wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, "iframe.iam-html"))))
        wait(browser).until(EC.presence_of_element_located((By.TAG_NAME, "h1")))
        return browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    finally:
        browser.switch_to.default_content()


def test_android_orientation_lock_is_drawn_and_said(browser, base_url, screenshot_dir):
    open_session(browser, base_url, "Android lock", [modal("tall-lock", "show", orientation="PORTRAIT")],
                 {"platform": "android"})
    press(browser, "f-rotate_orientation", "landscape", "rotate")
    note = wait(browser).until(EC.visibility_of_element_located((By.ID, "orientation-lock")))
    assert "turned landscape" in note.text and "stays portrait" in note.text and "tall-lock" in note.text
    assert "(locked)" in browser.find_element(By.ID, "session-status").text
    drawn = in_phone(browser, DRAWN)
    assert drawn["orientation"] == "portrait" and not drawn["wide"], drawn
    # The select shows where the device is turned.
    assert Select(browser.find_element(By.ID, "f-rotate_orientation")).first_selected_option.text == "landscape"
    browser.save_screenshot(str(screenshot_dir / "session-android-orientation-lock.png"))


def test_ios_orientation_lock_keeps_the_message_and_says_so(browser, base_url, screenshot_dir):
    # BrazeUI: once shown, the message's view controller supports only its orientation
    # (InAppMessageUIViewController.swift, supportedInterfaceOrientations); the message stays.
    open_session(browser, base_url, "iOS lock", [modal("tall-ios", "show", orientation="PORTRAIT")])
    press(browser, "f-rotate_orientation", "landscape", "rotate")
    note = wait(browser).until(EC.visibility_of_element_located((By.ID, "orientation-lock")))
    assert "turned landscape" in note.text and "stays portrait" in note.text and "tall-ios" in note.text, note.text
    assert "supportedInterfaceOrientations" in note.text and "Android" not in note.text, note.text
    assert "(locked)" in browser.find_element(By.ID, "session-status").text
    # The status line, the phone and the trace say the same thing.
    on_screen = browser.find_element(By.ID, "on-screen").text
    assert on_screen.startswith("tall-ios") and "portrait" in on_screen and "landscape" not in on_screen, on_screen
    rotate_row = browser.find_elements(By.CSS_SELECTOR, "#trace .log-event[data-type=rotate]")[-1]
    kinds = [entry.get_attribute("data-kind") for entry in rotate_row.find_elements(By.CSS_SELECTOR, ".entry")]
    assert "rotation_deferred" in kinds, kinds
    drawn = in_phone(browser, DRAWN)
    assert drawn["orientation"] == "portrait" and not drawn["wide"], drawn
    notes = in_phone(browser, "return document.querySelector('.preview-notes').textContent")
    assert "orientation_mismatch" not in notes, notes
    assert Select(browser.find_element(By.ID, "f-rotate_orientation")).first_selected_option.text == "landscape"
    browser.save_screenshot(str(screenshot_dir / "session-ios-orientation-lock.png"))
    # Closing the message lets the screen turn.
    press_and_wait(browser, browser.find_element(By.CSS_SELECTOR, "button[value='close']"))
    wait(browser).until(lambda b: "(locked)" not in b.find_element(By.ID, "session-status").text)
    assert "landscape" in browser.find_element(By.ID, "session-status").text
    assert not browser.find_elements(By.ID, "orientation-lock")


def test_the_phone_uses_the_asset_libraries_stand_in(browser, base_url, tmp_path):
    remote = "https://cdn.unreachable.invalid/session/hero-stand-in.png"
    image = tmp_path / "hero-stand-in.png"
    image.write_bytes(png(400, 300))
    upload_asset(browser, base_url, image, source_url=remote)
    open_session(browser, base_url, "Stand-in", [modal("stand-in-phone", "show", image_url=remote)])
    loaded = """
        const part = document.querySelector('[data-part=image]');
        const img = part && part.querySelector('img');
        return {source: part && part.dataset.imageSource, loaded: !!(img && img.complete && img.naturalWidth > 0),
                placeholder: !!part && part.classList.contains('placeholder')};"""
    wait(browser).until(lambda b: in_phone(b, loaded)["loaded"])
    state = in_phone(browser, loaded)
    assert state == {"source": "library", "loaded": True, "placeholder": False}, state


LAYOUT = """
const root = document.documentElement;
const fit = document.getElementById('phone-fit').getBoundingClientRect();
const side = document.getElementById('session-side').getBoundingClientRect();
const controls = document.querySelector('.session-controls').getBoundingClientRect();
return {scrolls: root.scrollWidth > root.clientWidth, sideRight: side.right, sideWidth: side.width,
        controlsLeft: controls.left, fitRight: fit.right, fitBottom: fit.bottom, width: innerWidth, height: innerHeight,
        scale: parseFloat(document.getElementById('phone-fit').dataset.scale)};
"""


def keep(browser, screenshot_dir, name):
    """Saves a screenshot and copies it to the reports folder when there is one."""
    path = screenshot_dir / name
    browser.save_screenshot(str(path))
    if REPORTS.is_dir() and os.access(REPORTS, os.W_OK):
        shutil.copy(path, REPORTS / name)


def assert_fits(browser):
    wait(browser).until(lambda b: b.execute_script(
        "return document.getElementById('phone-fit').dataset.scale !== undefined"))
    layout = browser.execute_script(LAYOUT)
    assert not layout["scrolls"], layout
    assert layout["sideRight"] <= layout["width"] and layout["sideWidth"] >= 300, layout
    assert layout["fitRight"] <= layout["controlsLeft"], layout
    assert layout["fitBottom"] <= layout["height"], layout
    return layout


def test_a_landscape_phone_fits_the_window_beside_two_columns(browser, base_url, screenshot_dir):
    open_session(browser, base_url, "Landscape", [modal("wide-fit", "show", slide_from="BOTTOM")],
                 {"orientation": "landscape"})
    wait(browser).until(lambda b: in_phone(b, DRAWN)["wide"])
    layout = assert_fits(browser)
    assert layout["scale"] < 1, layout
    keep(browser, screenshot_dir, "session-1440x1000-landscape.png")


def test_a_bottom_slideup_on_a_portrait_phone_is_in_the_window(browser, base_url):
    slideup = triggered("bottom-up", "show", {"type": "SLIDEUP", "message": "At the bottom", "slide_from": "BOTTOM",
                                              "message_close": "SWIPE"})
    open_session(browser, base_url, "Bottom slideup", [slideup])
    assert_fits(browser)
    bottom = browser.execute_script(
        "return document.getElementById('phone-fit').getBoundingClientRect().bottom")
    assert bottom <= 1000


def test_an_html_message_and_its_bridge_panel_fit_the_window(browser, base_url, screenshot_dir):
    page = triggered("html-fit", "show", {
        "type": "HTML", "message_close": "SWIPE",
        "message": "<!DOCTYPE html><html><body style='font-family:sans-serif;margin:0;padding:80px 24px;"
                   "background:#fff;min-height:100vh;box-sizing:border-box'>"
                   "<h1>Hello</h1><p>An HTML message.</p>"
                   "<a href='appboy://close' style='display:block;padding:14px;background:#0a7'>Close</a></body></html>"})
    open_session(browser, base_url, "HTML fit", [page])
    assert_fits(browser)
    keep(browser, screenshot_dir, "session-1440x1000-html.png")


def test_no_gap_under_the_phone_and_the_newest_trace_line_in_view(browser, base_url):
    events = [{"at": 0, "type": "session_start"}] + [{"at": n, "type": "custom_event", "name": f"noise_{n}"} for n in range(1, 30)]
    events.append({"at": 30, "type": "custom_event", "name": "show"})
    open_session(browser, base_url, "Gap and trace", [modal("gap-modal", "show")], events=events)
    wait(browser).until(lambda b: b.execute_script(
        "return document.getElementById('phone-fit').dataset.scale !== undefined"))
    device_bottom = in_phone(browser, "return document.querySelector('.device').getBoundingClientRect().bottom")
    frame_height = browser.execute_script("return parseFloat(document.getElementById('phone-frame').style.height)")
    assert frame_height - device_bottom <= 24, (frame_height, device_bottom)
    browser.find_element(By.ID, "f-event_name").send_keys("after")
    press_and_wait(browser, browser.find_element(By.ID, "log-custom-event"))
    newest = ("const items = document.querySelectorAll('#trace > .log-event');"
              "const last = items[items.length - 1].getBoundingClientRect();"
              "return [items.length, last.top, last.bottom, innerHeight, scrollY];")
    wait(browser).until(lambda b: b.execute_script(newest)[0] == 32)
    count, top, bottom, height, _ = browser.execute_script(newest)
    assert 0 <= top and bottom <= height + 1, browser.execute_script(newest)
