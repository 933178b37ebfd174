"""New-window links in a device session (docs/rules.md, rule 11), and the session page's Close and
Background tap controls where they have no effect (rule 9): an HTML message's `target="_new"` link
with `abButtonId=1` logs the button's click and opens its URL, a `window.open` opens its URL, and
both leave the message up; a deep link in a new window opens and dismisses it. A slideup on
screen disables Close and Background tap, each with a sentence saying why."""
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from waits import wait

from test_sessions import api, into_phone, settled_text, triggered

LINKS_HTML = """<!doctype html><html lang="en"><head><title>Offer</title></head><body>
<a id="offer" href="https://example.com/offer?abButtonId=1" target="_new">See the offer</a>
<button id="terms" type="button">Terms</button>
<a id="deep" href="myapp://product/7" target="_blank">Open in the app</a>
<script>
document.getElementById('terms').addEventListener('click', function () {
  window.open('https://example.com/terms');
});
</script></body></html>"""


def into_message(browser, base_url, session_id):
    """Opens the session's page and switches into the HTML message inside the phone."""
    into_phone(browser, base_url, session_id, "links")
    browser.switch_to.frame(wait(browser).until(
        EC.presence_of_element_located((By.CSS_SELECTOR, "iframe.iam-html"))))
    wait(browser).until(EC.presence_of_element_located((By.ID, "deep")))


def test_new_window_links_log_their_click_open_and_only_a_deep_link_dismisses(browser, base_url, screenshot_dir):
    campaign = triggered("links", "open", {"type": "HTML", "message": LINKS_HTML, "message_close": "SWIPE"}, name="Links")
    session = api(base_url, "POST", "/api/sessions", {
        "name": "New windows", "campaigns": [campaign],
        "events": [{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "open"}]})

    def trace(_driver=None):
        return api(base_url, "GET", f"/api/sessions/{session['id']}/trace")["trace"]

    def after_display():
        return [e for e in trace() if e["at"] > 1]

    into_message(browser, base_url, session["id"])
    # The `_new` link and the window.open, before the session page replaces itself.
    browser.execute_script("document.getElementById('offer').click(); document.getElementById('terms').click();")
    browser.switch_to.default_content()
    wait(browser).until(lambda b: len([e for e in after_display() if e["kind"] == "opened_url"]) == 2)
    entries = after_display()
    assert [(e["kind"], e.get("button"), e.get("url")) for e in entries] == [
        ("clicked", "1", None),
        ("opened_url", None, "https://example.com/offer?abButtonId=1"),
        ("opened_url", None, "https://example.com/terms"),
    ], entries
    events = api(base_url, "GET", f"/api/sessions/{session['id']}/scenario")["events"]
    assert [e.get("target") for e in events if e["type"] == "link"] == ["_new", "_blank"], events
    # The message stays up: the page still shows it, and nothing was dismissed.
    browser.get(f"{base_url}/sessions/{session['id']}")
    assert settled_text(browser, "on-screen", lambda text: text.startswith("links"))
    assert not [e for e in trace() if e["kind"] == "dismissed"]

    # The deep link opens in a new window too, but an app's own scheme dismisses the message.
    into_message(browser, base_url, session["id"])
    browser.execute_script("document.getElementById('deep').click();")
    browser.switch_to.default_content()
    wait(browser).until(lambda b: any(e["kind"] == "dismissed" for e in trace()))
    tail = [(e["kind"], e.get("url"), e.get("reason")) for e in after_display()][3:]
    assert tail == [("opened_url", "myapp://product/7", None), ("dismissed", None, "click")], tail
    wait(browser, ignoring=(StaleElementReferenceException, WebDriverException)).until(
        lambda b: "dismissed" in [e.get_attribute("data-kind") for e in b.find_elements(By.CSS_SELECTOR, "#trace .entry")])
    assert settled_text(browser, "on-screen", lambda text: text == "nothing")
    assert browser.save_screenshot(str(screenshot_dir / "session-new-window-links.png"))


def test_a_slideup_disables_close_and_background_tap_and_says_why(browser, base_url, screenshot_dir):
    slideup = triggered("slide", "slide", {"type": "SLIDEUP", "message": "Free shipping today", "slide_from": "TOP",
                                           "message_close": "SWIPE"}, name="Slide")
    modal = triggered("card", "card", {"type": "MODAL", "header": "Card", "message": "m", "message_close": "SWIPE"}, name="Card")
    session = api(base_url, "POST", "/api/sessions", {
        "name": "Gestures", "campaigns": [slideup, modal],
        "configuration": {"trigger_minimum_time_interval": 0, "presentation": {"dismiss_on_background_tap": True}},
        "events": [{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "slide"}]})
    browser.set_window_size(1440, 1000)
    browser.get(f"{base_url}/sessions/{session['id']}")
    assert settled_text(browser, "on-screen", lambda text: text.startswith("slide"))
    close = browser.find_element(By.ID, "close-control")
    tap = browser.find_element(By.ID, "background-tap-control")
    assert not close.is_enabled() and not tap.is_enabled()
    assert browser.find_element(By.ID, "close-note").text == "A slideup has no close button, so Close has no effect."
    assert browser.find_element(By.ID, "background-tap-note").text.startswith("Taps outside a slideup reach the app")
    assert close.get_attribute("title") == browser.find_element(By.ID, "close-note").text
    assert browser.find_element(By.CSS_SELECTOR, "button[value='swipe']").is_enabled()
    browser.switch_to.frame(browser.find_element(By.ID, "phone-frame"))
    wait(browser).until(EC.visibility_of_element_located((By.CSS_SELECTOR, ".iam-slideup")))
    browser.switch_to.default_content()
    assert browser.save_screenshot(str(screenshot_dir / "session-slideup-gestures.png"))

    # Swiping the slideup away and showing a modal (in place, through the page's script) enables both again.
    browser.find_element(By.CSS_SELECTOR, "button[value='swipe']").click()
    assert settled_text(browser, "on-screen", lambda text: text == "nothing")
    browser.find_element(By.ID, "f-event_name").send_keys("card")
    browser.find_element(By.ID, "log-custom-event").click()
    assert settled_text(browser, "on-screen", lambda text: text.startswith("card"))
    wait(browser).until(lambda b: b.find_element(By.ID, "close-control").is_enabled())
    assert browser.find_element(By.ID, "background-tap-control").is_enabled()
    assert not browser.find_elements(By.ID, "close-note")
