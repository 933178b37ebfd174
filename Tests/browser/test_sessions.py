"""Device sessions in a real browser: configure a session, log events from the control panel,
see the message on the simulated phone, click its button inside the phone and see the trace; a
delayed trigger and a close on an empty screen said under their events; the session page updated
in place with the phone and controls in view; local times in the sessions list."""
import os
import uuid

from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from waits import wait


def click(browser, element):
    """Scrolls an element into view and clicks it."""
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
    element.click()


def settled_text(browser, element_id, expect):
    """Waits until the element's text satisfies `expect`, retrying while the page is being replaced."""
    def check(driver):
        try:
            return expect(driver.find_element(By.ID, element_id).text)
        except WebDriverException:
            return False
    wait(browser).until(check)
    return True


def press_and_wait(browser, element):
    """Clicks a control and waits until the session's status line is replaced: by the page's
    script in place (control panel buttons), or by a new page (links, no script).

    While the old status is being replaced, Chromium may answer a question about it with "Node
    with given id does not belong to the document" instead of a stale-element error: both mean
    it is gone."""
    status = browser.find_element(By.ID, "session-status")
    click(browser, element)

    def old_page_gone(driver):
        try:
            return EC.staleness_of(status)(driver)
        except WebDriverException:
            return True
    wait(browser).until(old_page_gone)
    wait(browser).until(EC.presence_of_element_located((By.ID, "controls")))


def actual_size(browser):
    """Draws the phone at 1 pt = 1 px: ChromeDriver cannot click inside a scaled frame (a user can)."""
    toggle = browser.find_element(By.ID, "phone-fit-toggle")
    if toggle.is_selected():
        click(browser, toggle)
    wait(browser).until(lambda b: b.find_element(By.ID, "phone-fit").get_attribute("data-scale") == "1.000")


def create_session(browser, base_url, name=""):
    """Creates a session with the demo campaigns but the welcome slideup (it would take the screen
    at session start) and waits for its page."""
    browser.get(f"{base_url}/sessions/new")
    field = wait(browser).until(EC.presence_of_element_located((By.ID, "f-name")))
    field.send_keys(name)
    welcome = browser.find_element(By.CSS_SELECTOR, "input[name='campaign'][value='demo-welcome']")
    if welcome.is_selected():
        click(browser, welcome)
    click(browser, browser.find_element(By.ID, "create-session"))
    wait(browser).until(EC.url_matches(r"/sessions/session-[0-9a-f]+$"))


def trace_kinds(browser):
    return [e.get_attribute("data-kind") for e in browser.find_elements(By.CSS_SELECTOR, "#trace .entry")]


def test_session_shows_the_message_and_logs_the_click(browser, base_url, screenshot_dir):
    create_session(browser, base_url, "Browser <session>")
    assert browser.find_element(By.ID, "session-name").text == "Browser <session>"

    press_and_wait(browser, browser.find_element(By.ID, "log-session-start"))
    assert "delivered" in trace_kinds(browser)

    browser.find_element(By.ID, "f-event_name").send_keys("open_store")
    press_and_wait(browser, browser.find_element(By.ID, "log-custom-event"))
    assert "displayed" in trace_kinds(browser)
    assert browser.find_element(By.ID, "on-screen").text.startswith("demo-spring-sale")

    actual_size(browser)
    frame = browser.find_element(By.ID, "phone-frame")
    browser.execute_script("arguments[0].scrollIntoView({block: 'start'});", frame)
    browser.switch_to.frame(frame)
    button = wait(browser).until(
        EC.element_to_be_clickable((By.CSS_SELECTOR, ".iam-modal .iam-button[data-button-id='1']")))
    assert button.text == "Shop"
    browser.save_screenshot(str(screenshot_dir / "session-phone-before-click.png"))
    button.click()
    browser.switch_to.default_content()
    # The page reloads itself once the click is logged: elements may vanish while it is polled.
    wait(browser, ignoring=(StaleElementReferenceException, WebDriverException)).until(
        lambda b: "dismissed" in trace_kinds(b))
    wait(browser).until(EC.presence_of_element_located((By.ID, "controls")))
    kinds = trace_kinds(browser)
    assert kinds[-3:] == ["clicked", "opened_url", "dismissed"], kinds
    assert settled_text(browser, "on-screen", lambda text: text == "nothing")
    clicks = browser.find_element(By.CSS_SELECTOR, "#counts tr[data-campaign='demo-spring-sale'] td:last-child")
    assert clicks.text == "1"
    assert browser.save_screenshot(str(screenshot_dir / "session-page.png"))


def test_scrubbing_shows_the_phone_as_it_was(browser, base_url):
    create_session(browser, base_url)
    press_and_wait(browser, browser.find_element(By.ID, "log-session-start"))
    browser.find_element(By.ID, "f-event_name").send_keys("open_store")
    press_and_wait(browser, browser.find_element(By.ID, "log-custom-event"))
    press_and_wait(browser, browser.find_element(By.CSS_SELECTOR, "button[value='close']"))
    assert settled_text(browser, "on-screen", lambda text: text == "nothing")
    link = browser.find_elements(By.CSS_SELECTOR, "#trace .event-link")[1]
    press_and_wait(browser, link)
    assert settled_text(browser, "scrub-notice", lambda text: text != "")
    assert settled_text(browser, "on-screen", lambda text: text.startswith("demo-spring-sale"))
    browser.switch_to.frame(browser.find_element(By.ID, "phone-frame"))
    wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".iam-modal")))


def api(base_url, method, path, body=None):
    """Calls the JSON API with the admin token the server was started with."""
    import json
    import os
    import urllib.request
    request = urllib.request.Request(
        base_url + path, method=method, data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": "Bearer " + os.environ["VITRINE_ADMIN_TOKEN"], "Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read() or b"null")


def fetch_text(browser, url):
    """GETs `url` from the page (with the signed-in session's cookies) and returns the status, the
    Content-Type and Content-Disposition headers and the body's text."""
    return browser.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        fetch(arguments[0]).then(async (r) => done([r.status, r.headers.get('content-type'),
            r.headers.get('content-disposition'), await r.text()]));
        """,
        url,
    )


def triggered(cid, event, data, name=None):
    """An active campaign envelope (named `cid` unless `name` says otherwise) with priority 1,
    re-eligible at once, and triggered by the custom event `event`."""
    return {"id": cid, "name": name or cid, "status": "active", "type": "inapp", "priority": 1, "re_eligibility": 0,
            "trigger_condition": [{"type": "custom_event", "data": {"event_name": event}}], "data": data}


def into_phone(browser, base_url, session_id, campaign):
    """Opens a session's page once `campaign` is on screen and switches into the phone's frame."""
    browser.get(f"{base_url}/sessions/{session_id}")
    assert settled_text(browser, "on-screen", lambda text: text.startswith(campaign))
    actual_size(browser)
    frame = browser.find_element(By.ID, "phone-frame")
    browser.execute_script("arguments[0].scrollIntoView({block: 'start'});", frame)
    browser.switch_to.frame(frame)


def test_picking_in_the_phone_submits_the_custom_view(browser, base_url):
    picker = triggered("team-picker", "pick", {
        "type": "MODAL", "header": "Pick your team", "message": "Arsenal, Chelsea, Liverpool",
        "btns": [{"id": 0, "text": "OK", "click_action": "NONE"}],
        "extras": {"view_type": "picker", "attribute_key": "Favorite Team"}}, name="Team picker")
    session = api(base_url, "POST", "/api/sessions", {
        "name": "Picker", "campaigns": [picker],
        "events": [{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "pick"}]})
    into_phone(browser, base_url, session["id"], "team-picker")
    items = wait(browser).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, ".custom-picker .picker-item"))
    assert [item.text for item in items] == ["Arsenal", "Chelsea", "Liverpool"]
    items[2].click()
    assert "selected" in items[2].get_attribute("class") and "selected" not in items[0].get_attribute("class")
    browser.find_element(By.CSS_SELECTOR, ".iam-button[data-button-id='0']").click()
    browser.switch_to.default_content()
    wait(browser, ignoring=(StaleElementReferenceException, WebDriverException)).until(
        lambda b: "attribute_set" in trace_kinds(b))
    wait(browser).until(EC.presence_of_element_located((By.ID, "controls")))
    assert "Liverpool" in browser.find_element(By.ID, "attributes").text
    events = [e.get_attribute("data-type") for e in browser.find_elements(By.CSS_SELECTOR, "#trace .log-event")]
    assert events[-1] == "custom_view_submit", events
    assert settled_text(browser, "on-screen", lambda text: text == "nothing")


EVERY_CALL_HTML = """<!doctype html><html lang="en"><head><title>Every call</title></head><body>
<button id="every" type="button">Every call</button>
<a id="event-link" href="appboy://customEvent?name=tapped&amp;tier=gold">Event</a>
<a id="blank-link" href="https://example.com/terms" target="_blank">Terms</a>
<a id="close-link" href="appboy://close">Close</a>
<script>
document.getElementById('every').addEventListener('click', function () {
  var b = brazeBridge, calls = [];
  Object.keys(b).forEach(function (k) {
    if (typeof b[k] === 'function') {
      if (k !== 'getUser' && k !== 'closeMessage') { calls.push([b, k, k]); }
    } else if (b[k] && typeof b[k] === 'object') {
      Object.keys(b[k]).forEach(function (m) { calls.push([b[k], m, k + '.' + m]); });
    }
  });
  var user = b.getUser();
  Object.keys(user).forEach(function (m) { calls.push([user, m, 'getUser().' + m]); });
  var args = { logCustomEvent: ['k', {}], logPurchase: ['k', 1, 'USD', 1, {}] };
  calls.forEach(function (c) { c[0][c[1]].apply(c[0], args[c[1]] || ['k', 1]); });
  document.body.setAttribute('data-calls', JSON.stringify(calls.map(function (c) { return c[2]; })));
});
</script></body></html>"""


def test_every_bridge_call_of_the_stub_reaches_the_engine_and_the_validator(browser, base_url, screenshot_dir):
    """The preview stub, the validator and the engine share one catalogue: every function the
    stub defines is accepted by the engine as a known call and by the validator; links become
    `link` events (docs/rules.md, rule 11)."""
    page = triggered("every-call", "open", {"type": "HTML", "message": EVERY_CALL_HTML, "message_close": "SWIPE"},
                     name="Every call")
    session = api(base_url, "POST", "/api/sessions", {
        "name": "Every call", "campaigns": [page],
        "events": [{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "open"}]})
    into_phone(browser, base_url, session["id"], "every-call")
    browser.switch_to.frame(wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, "iframe.iam-html"))))
    wait(browser).until(EC.element_to_be_clickable((By.ID, "every")))
    # One script presses the button and both links, before the session page reloads itself.
    calls_json = browser.execute_script(
        "document.getElementById('every').click();"
        "document.getElementById('event-link').click();"
        "document.getElementById('blank-link').click();"
        "return document.body.getAttribute('data-calls');")
    stub_calls = set(__import__("json").loads(calls_json))
    browser.switch_to.default_content()

    def trace(_driver=None):
        return api(base_url, "GET", f"/api/sessions/{session['id']}/trace")["trace"]
    # Every call, the custom-event link and the _blank link reach the engine (the closing link last).
    wait(browser).until(lambda b: any(e["kind"] == "opened_url" for e in trace()))
    entries = trace()
    traced = {e["name"] for e in entries if e["kind"] == "bridge_call"}
    assert not [e for e in entries if e.get("known") is False], entries
    effects = {"logClick": "clicked", "logCustomEvent": "no_matching_trigger", "logPurchase": "no_matching_trigger",
               "getUser().setCustomUserAttribute": "attribute_set"}
    assert traced == stub_calls - set(effects), sorted(stub_calls ^ traced)
    kinds = [e["kind"] for e in entries]
    for kind in effects.values():
        assert kind in kinds, kinds
    assert any(e["kind"] == "no_matching_trigger" and e.get("name") == "tapped" for e in entries), entries
    assert [e for e in entries if e["kind"] == "opened_url"][0]["url"] == "https://example.com/terms"
    assert settled_text(browser, "on-screen", lambda text: text.startswith("every-call"))

    # The validator knows every call the stub defines.
    import json
    import urllib.request
    script = "\n".join(f"brazeBridge.{name}();" for name in sorted(stub_calls))
    document = f"<!doctype html><html lang=\"en\"><head><title>t</title></head><body><script>{script}</script></body></html>"
    request = urllib.request.Request(base_url + "/api/validate", method="POST", data=document.encode(),
                                     headers={"Authorization": "Bearer " + os.environ["VITRINE_ADMIN_TOKEN"],
                                              "Content-Type": "text/html"})
    with urllib.request.urlopen(request) as response:
        diagnostics = json.loads(response.read())
    assert not [d for d in diagnostics if d["rule"] == "unknown-bridge-call"], diagnostics

    # The closing link ends the message (on a freshly loaded page: the one above reloads itself).
    into_phone(browser, base_url, session["id"], "every-call")
    browser.switch_to.frame(wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, "iframe.iam-html"))))
    browser.execute_script("arguments[0].click();", wait(browser).until(EC.presence_of_element_located((By.ID, "close-link"))))
    browser.switch_to.default_content()
    wait(browser).until(lambda b: any(e["kind"] == "dismissed" for e in trace()))
    assert [e for e in trace() if e["kind"] == "dismissed"][-1]["reason"] == "bridge"
    browser.get(f"{base_url}/sessions/{session['id']}")
    assert browser.save_screenshot(str(screenshot_dir / "session-every-bridge-call.png"))


def event_notes(browser, event_type):
    rows = browser.find_elements(By.CSS_SELECTOR, f"#trace .log-event[data-type='{event_type}']")
    assert rows, event_type
    return [note.text for note in rows[0].find_elements(By.CSS_SELECTOR, ".entry.note")]


def test_a_delayed_trigger_and_a_close_on_an_empty_screen_are_said_under_their_events(browser, base_url, screenshot_dir):
    later = {**triggered("later-" + uuid.uuid4().hex[:6], "tap", {"type": "SLIDEUP", "message": "Two seconds later"}, name="Later"),
             "delay": 2}
    session = api(base_url, "POST", "/api/sessions", {
        "name": "Delays", "campaigns": [later],
        "events": [{"at": 0, "type": "session_start"}, {"at": 0.5, "type": "close"}, {"at": 1, "type": "custom_event", "name": "tap"},
                   {"at": 4, "type": "session_start"}]})
    browser.get(f"{base_url}/sessions/{session['id']}")
    wait(browser).until(EC.presence_of_element_located((By.ID, "trace")))
    assert event_notes(browser, "custom_event") == [f"scheduled {later['id']} for +2 s (fires at 3)"]
    assert event_notes(browser, "close") == ["nothing on screen: no effect"]
    browser.save_screenshot(str(screenshot_dir / "session-scheduled.png"))


def test_the_session_page_keeps_the_phone_and_controls_in_view_and_updates_in_place(browser, base_url, screenshot_dir):
    browser.set_window_size(1440, 900)
    empty = api(base_url, "POST", "/api/sessions", {"name": "Not started", "events": []})
    browser.get(f"{base_url}/sessions/{empty['id']}")
    assert browser.find_element(By.ID, "session-time").text == "not started"
    # The control panel starts in the first screenful, beside the phone.
    assert browser.find_element(By.ID, "controls").rect["y"] < 400
    # A long log, so the page scrolls well past the phone.
    events = [{"at": 0, "type": "session_start"}] + [{"at": n, "type": "custom_event", "name": f"noise_{n}"} for n in range(1, 40)]
    session = api(base_url, "POST", "/api/sessions", {"name": "In place", "events": events})
    browser.get(f"{base_url}/sessions/{session['id']}")
    browser.execute_script("document.documentElement.dataset.marker = 'same page'")
    browser.execute_script("window.scrollTo(0, 1500)")
    assert browser.find_elements(By.ID, "buttons-note")  # nothing on screen: no button to click
    browser.find_element(By.ID, "f-event_name").send_keys("open_store")
    press_and_wait(browser, browser.find_element(By.ID, "log-custom-event"))
    wait(browser).until(lambda b: "displayed" in trace_kinds(b))
    # The Click controls follow the message now on screen, in place.
    labels = [button.text for button in browser.find_elements(By.CSS_SELECTOR, "#gesture-controls .button-control")]
    assert "Click “Shop” (button 1)" in labels, labels
    assert not browser.find_elements(By.ID, "buttons-note")
    # No page load: the marker survived, the page was not sent back to the top, and the phone
    # and the panel are still in view.
    assert browser.execute_script("return document.documentElement.dataset.marker") == "same page"
    assert browser.execute_script("return window.scrollY") > 1000
    for selector in ("#phone-frame", ".session-controls"):
        top = browser.execute_script("return document.querySelector(arguments[0]).getBoundingClientRect().top", selector)
        assert 0 <= top < 100, (selector, top)
    assert browser.find_element(By.ID, "session-time").text == "40 s"
    assert browser.find_element(By.ID, "on-screen").text.startswith("demo-spring-sale") or "displayed" in trace_kinds(browser)
    # The inputs of the control panel are styled like the rest of the dashboard.
    for field in ("f-event_name", "f-product_id", "f-currency", "f-screen_name"):
        style = browser.execute_script(
            "const s = getComputedStyle(document.getElementById(arguments[0])); return [s.borderTopStyle, s.borderRadius]", field)
        assert style == ["solid", "6px"], (field, style)
    browser.save_screenshot(str(screenshot_dir / "session-in-place.png"))
    # A refused event (earlier than the last) shows its reason in place.
    at = browser.find_element(By.ID, "f-at")
    at.clear()
    at.send_keys("1")
    press_and_wait(browser, browser.find_element(By.ID, "log-custom-event"))
    messages = browser.find_element(By.ID, "session-messages")
    assert "earlier than the previous event" in messages.get_attribute("textContent")
    assert browser.execute_script("return document.documentElement.dataset.marker") == "same page"


def test_every_page_shows_times_in_the_readers_zone(browser, base_url, screenshot_dir):
    """Campaigns, revisions, sessions and users write a moment one way, in the browser's own zone
    and locale, the UTC minute in the title."""
    create_session(browser, base_url, "Local time")
    for path in ("/sessions", "/", "/campaigns/demo-welcome/revisions", "/users"):
        browser.get(base_url + path)
        cells = browser.find_elements(By.CSS_SELECTOR, "time.local-time")
        assert cells, path
        for cell in cells[:3]:
            assert "T" not in cell.text and "UTC" not in cell.text, (path, cell.text)
            assert cell.get_attribute("title").endswith("UTC"), (path, cell.get_attribute("title"))
    browser.save_screenshot(str(screenshot_dir / "users-local-times.png"))
    browser.get(base_url + "/campaigns/demo-welcome/revisions")
    browser.save_screenshot(str(screenshot_dir / "revisions-local-times.png"))
    browser.get(base_url + "/sessions/new")
    assert "Unix time" in browser.find_element(By.CSS_SELECTOR, "label[for=f-epoch]").text
