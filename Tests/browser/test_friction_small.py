"""#18 items 6 and 9 through the browser: the delayed trigger shown under the event that caused it,
a close with nothing on screen, the archive button of an archived campaign, "Reload message", and
empty colour fields showing their default."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

from test_editor import click, fill
from test_preview import open_preview
from test_sessions import api


def event_notes(browser, event_type):
    rows = browser.find_elements(By.CSS_SELECTOR, f"#trace .log-event[data-type='{event_type}']")
    assert rows, event_type
    return [note.text for note in rows[0].find_elements(By.CSS_SELECTOR, ".entry.note")]


def test_a_delayed_trigger_and_a_close_on_an_empty_screen_are_said_under_their_events(browser, base_url, screenshot_dir):
    later = {"id": "later-" + uuid.uuid4().hex[:6], "name": "Later", "type": "inapp", "priority": 1, "re_eligibility": 0,
             "delay": 2, "trigger_condition": [{"type": "custom_event", "data": {"event_name": "tap"}}],
             "data": {"type": "SLIDEUP", "message": "Two seconds later"}}
    session = api(base_url, "POST", "/api/sessions", {
        "name": "Delays", "campaigns": [later],
        "events": [{"at": 0, "type": "session_start"}, {"at": 0.5, "type": "close"}, {"at": 1, "type": "custom_event", "name": "tap"},
                   {"at": 4, "type": "session_start"}]})
    browser.get(f"{base_url}/sessions/{session['id']}")
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.ID, "trace")))
    assert event_notes(browser, "custom_event") == [f"scheduled {later['id']} for +2 s (fires at 3)"]
    assert event_notes(browser, "close") == ["nothing on screen: no effect"]
    browser.save_screenshot(str(screenshot_dir / "friction-scheduled.png"))


def test_an_archived_campaign_offers_unarchive_not_archive(browser, base_url, screenshot_dir):
    campaign_id = "arch-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {"id": campaign_id, "name": "To archive", "status": "draft", "type": "inapp",
                                             "data": {"type": "SLIDEUP", "message": "Hi"}})
    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    click(browser, browser.find_element(By.ID, "archive"))
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.ID, "archived")))
    assert not browser.find_elements(By.ID, "archive")
    browser.save_screenshot(str(screenshot_dir / "friction-archived.png"))
    click(browser, browser.find_element(By.ID, "unarchive"))
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.ID, "archive")))
    assert Select(browser.find_element(By.NAME, "status")).first_selected_option.get_attribute("value") == "draft"


def test_reload_message_starts_a_fresh_list_of_bridge_calls(browser, base_url):
    open_preview(browser, base_url, "demo-rate-us")
    browser.switch_to.frame(browser.find_element(By.CSS_SELECTOR, "iframe.iam-html"))
    WebDriverWait(browser, 10).until(EC.element_to_be_clickable((By.ID, "yes"))).click()
    browser.switch_to.parent_frame()
    WebDriverWait(browser, 10).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, ".bridge-call")) >= 3)
    browser.find_element(By.CSS_SELECTOR, ".bridge-reload").click()
    assert browser.find_elements(By.CSS_SELECTOR, ".bridge-call") == []
    assert "message-closed" not in browser.find_element(By.CSS_SELECTOR, ".screen").get_attribute("class")


def test_empty_colour_fields_show_their_default(browser, base_url, screenshot_dir):
    browser.get(base_url + "/campaigns/new?kind=modal")
    text = browser.find_element(By.ID, "f-light_text")
    field = text.find_element(By.XPATH, "..")
    picker = field.find_element(By.CSS_SELECTOR, ".color-picker")
    # A new message starts with Braze's colours written in; emptying a field leaves its default.
    assert text.get_attribute("value") == "#555555"
    text.send_keys(Keys.CONTROL, "a")
    text.send_keys(Keys.DELETE)
    assert text.get_attribute("value") == ""
    assert text.get_attribute("placeholder") == "default #555555"
    assert picker.get_attribute("value") == "#555555"
    assert field.find_element(By.CSS_SELECTOR, ".default-tag").is_displayed()
    # A dark field left empty shows the light field's colour, and follows it.
    dark = browser.find_element(By.ID, "f-dark_text")
    browser.execute_script("arguments[0].value = ''; arguments[0].dispatchEvent(new Event('input'));", dark)
    dark_picker = dark.find_element(By.XPATH, "..").find_element(By.CSS_SELECTOR, ".color-picker")
    assert dark.get_attribute("placeholder") == "as in light"
    fill(browser, "light_text", "#112233")
    assert not field.find_element(By.CSS_SELECTOR, ".default-tag").is_displayed()
    assert dark_picker.get_attribute("value") == "#112233"
    button_background = browser.find_element(By.ID, "f-button0_background")
    assert button_background.find_element(By.XPATH, "..").find_element(By.CSS_SELECTOR, ".color-picker").get_attribute("value") == "#1b78cf"
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", field)
    browser.save_screenshot(str(screenshot_dir / "friction-colour-defaults.png"))


def test_one_campaign_exports_from_its_page(browser, base_url):
    browser.get(f"{base_url}/campaigns/demo-spring-sale/edit")
    link = browser.find_element(By.ID, "export")
    status, disposition, body = browser.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        fetch(arguments[0]).then(async (r) => done([r.status, r.headers.get('content-disposition'), await r.text()]));
        """,
        link.get_attribute("href"),
    )
    assert status == 200 and disposition == 'attachment; filename="vitrine-demo-spring-sale.json"'
    assert '"id": "demo-spring-sale"' in body


def test_the_list_has_preview_and_edit_shortcuts_and_the_kinds_have_pictures(browser, base_url, screenshot_dir):
    browser.get(base_url + "/")
    row = browser.find_element(By.CSS_SELECTOR, "tr[data-campaign-id='demo-level-up']")
    shortcuts = row.find_elements(By.CSS_SELECTOR, "td.shortcuts a")
    assert [a.text for a in shortcuts] == ["Preview", "Edit"]
    click(browser, shortcuts[0])
    WebDriverWait(browser, 10).until(EC.url_contains("/campaigns/demo-level-up/preview"))
    browser.get(base_url + "/campaigns/new")
    images = WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".kind-choice img.kind-thumbnail"))
    assert len(images) == 7
    WebDriverWait(browser, 10).until(
        lambda b: all(b.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image) for image in images))
    browser.save_screenshot(str(screenshot_dir / "friction-kinds.png"))


def test_a_restore_shows_who_saved_what_and_asks_first(browser, base_url, screenshot_dir):
    campaign_id = "rev-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {"id": campaign_id, "name": "First", "status": "draft", "type": "inapp",
                                             "data": {"type": "SLIDEUP", "message": "One"}})
    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    fill(browser, "name", "Second")
    click(browser, browser.find_element(By.ID, "save"))
    WebDriverWait(browser, 10).until(EC.url_contains("saved=1"))
    browser.get(f"{base_url}/campaigns/{campaign_id}/revisions")
    authors = [a.text for a in browser.find_elements(By.CSS_SELECTOR, ".revision .author")]
    assert authors == ["admin", "admin"], authors
    click(browser, browser.find_element(By.CSS_SELECTOR, ".revision[data-version='1'] a.restore"))
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.ID, "confirm-restore")))
    assert "Second" in browser.find_element(By.ID, "restore-diff").text and "First" in browser.find_element(By.ID, "restore-diff").text
    browser.save_screenshot(str(screenshot_dir / "friction-restore.png"))
    assert api(base_url, "GET", f"/api/campaigns/{campaign_id}")["version"] == 2
    click(browser, browser.find_element(By.ID, "confirm-restore"))
    WebDriverWait(browser, 10).until(EC.url_contains("saved=1"))
    assert browser.find_element(By.ID, "f-name").get_attribute("value") == "First"


def test_saving_an_active_html_message_that_cannot_close_asks_first(browser, base_url, screenshot_dir):
    campaign_id = "stuck-" + uuid.uuid4().hex[:8]
    browser.get(base_url + "/campaigns/new?kind=html")
    fill(browser, "id", campaign_id)
    fill(browser, "name", "No way out")
    Select(browser.find_element(By.NAME, "status")).select_by_value("active")
    area = browser.find_element(By.ID, "f-html")
    area.clear()
    area.send_keys('<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><p>No way out</p></body></html>')
    click(browser, browser.find_element(By.ID, "save"))
    box = WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.ID, "confirm-errors")))
    assert "no-close" in box.text
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", box)
    browser.save_screenshot(str(screenshot_dir / "friction-confirm-active.png"))
    click(browser, browser.find_element(By.ID, "save-anyway"))
    WebDriverWait(browser, 10).until(EC.url_contains(f"/campaigns/{campaign_id}/edit?saved=1"))
    assert api(base_url, "GET", f"/api/campaigns/{campaign_id}")["status"] == "active"
    api(base_url, "DELETE", f"/api/campaigns/{campaign_id}")  # Other tests' sessions take every active campaign.


def test_form_errors_are_named_in_page_order_and_the_id_is_offered_from_the_name(browser, base_url, screenshot_dir):
    browser.get(base_url + "/campaigns/new?kind=modal")
    name = browser.find_element(By.ID, "f-name")
    name.send_keys("Été sale 2")
    assert browser.find_element(By.ID, "f-id").get_attribute("value") == "ete-sale-2"
    # Once you write an id yourself, the name no longer changes it.
    identifier = browser.find_element(By.ID, "f-id")
    identifier.send_keys(Keys.CONTROL, "a")
    identifier.send_keys(Keys.DELETE)
    name.send_keys(Keys.CONTROL, "a")
    name.send_keys(Keys.DELETE)
    fill(browser, "light_text", "not a colour")
    browser.execute_script("document.getElementById('campaign-form').noValidate = true")
    Select(browser.find_element(By.NAME, "status")).select_by_value("draft")
    click(browser, browser.find_element(By.ID, "save"))
    summary = WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".error-summary")))
    links = summary.find_elements(By.CSS_SELECTOR, "li a")
    assert [link.text for link in links] == ["Id", "Name", "Light theme: Text"], [link.text for link in links]
    assert summary.find_elements(By.CSS_SELECTOR, "li")[0].text == "Id: Give the campaign an id (or a name to make one from)."
    browser.save_screenshot(str(screenshot_dir / "friction-error-summary.png"))
    links[2].click()
    assert browser.execute_script("return location.hash") == "#f-light_text"


def test_html_diagnostics_appear_while_typing(browser, base_url, screenshot_dir):
    browser.get(base_url + "/campaigns/new?kind=html")
    area = browser.find_element(By.ID, "f-html")
    area.send_keys(Keys.CONTROL, "a")
    area.send_keys(Keys.DELETE)
    lines = ['<!doctype html>', '<html lang="en"><head><title>t</title>',
             '<meta name="viewport" content="width=device-width, initial-scale=1"></head>',
             '<body><a href="appboy://close">Close</a>', '<p id="a">1</p>', '<p id="a">2</p>', '</body></html>']
    area.send_keys("\n".join(lines))
    item = WebDriverWait(browser, 10).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, "#html-diagnostics li[data-rule=duplicate-id]"))[0]
    assert item.get_attribute("data-line") == "6"
    assert item.find_element(By.CSS_SELECTOR, ".excerpt").text == '6 <p id="a">2</p>'
    assert "/campaigns/new" in browser.current_url  # nothing was saved
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", item)
    browser.save_screenshot(str(screenshot_dir / "friction-live-diagnostics.png"))
    # Fixing the line clears the list.
    browser.execute_script(
        "arguments[0].value = arguments[0].value.replace('<p id=\"a\">2</p>', '<p id=\"b\">2</p>');"
        "arguments[0].dispatchEvent(new Event('input', {bubbles: true}));", area)
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.ID, "html-clean"))
    assert not browser.find_elements(By.CSS_SELECTOR, "#html-diagnostics li")


def test_the_session_page_keeps_the_phone_and_controls_in_view_and_updates_in_place(browser, base_url, screenshot_dir):
    from test_sessions import press_and_wait, trace_kinds
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
    browser.find_element(By.ID, "f-event_name").send_keys("open_store")
    press_and_wait(browser, browser.find_element(By.ID, "log-custom-event"))
    WebDriverWait(browser, 10).until(lambda b: "displayed" in trace_kinds(b))
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
    browser.save_screenshot(str(screenshot_dir / "friction-session-in-place.png"))
    # A refused event (earlier than the last) shows its reason in place.
    at = browser.find_element(By.ID, "f-at")
    at.clear()
    at.send_keys("1")
    press_and_wait(browser, browser.find_element(By.ID, "log-custom-event"))
    messages = browser.find_element(By.ID, "session-messages")
    assert "earlier than the previous event" in messages.get_attribute("textContent")
    assert browser.execute_script("return document.documentElement.dataset.marker") == "same page"


def test_the_sessions_list_shows_local_times(browser, base_url):
    from test_sessions import create_session
    create_session(browser, base_url, "Local time")
    browser.get(base_url + "/sessions")
    cell = browser.find_elements(By.CSS_SELECTOR, "time.local-time")[0]
    assert "T" not in cell.text and "UTC" not in cell.text, cell.text
    assert cell.get_attribute("title").endswith("UTC")
    browser.get(base_url + "/sessions/new")
    assert "Unix time" in browser.find_element(By.CSS_SELECTOR, "label[for=f-epoch]").text
