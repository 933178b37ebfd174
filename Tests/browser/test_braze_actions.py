"""Braze Actions in a real browser (docs/rules.md, rule 14): a two-step action (log a custom
event, then open a link) built in the editor's builder, saved, and clicked in a session, where the
message the event triggers follows at once without present_next; an imported action with a
hand-made brazeActions:// URI shows as its steps and comes back from export unchanged."""
import base64
import json
import uuid

from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select
from waits import wait

from test_editor import click, field, fill
from test_sessions import api, fetch_text, into_phone, settled_text, triggered


def decode(uri):
    """The JSON step a brazeActions:// URI holds (UTF-16LE in URL-safe base64, padding optional)."""
    assert uri.startswith("brazeActions://v1/"), uri
    payload = uri[len("brazeActions://v1/"):]
    return json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)).decode("utf-16-le"))


def add_step(browser, builder_id, count):
    """Presses the builder's "Add a step" (a form post) and waits for its `count`th step."""
    builder = browser.find_element(By.ID, builder_id)
    click(browser, builder.find_element(By.CSS_SELECTOR, "[data-add-step]"))
    wait(browser).until(
        lambda b: len(b.find_elements(By.CSS_SELECTOR, f"#{builder_id} .braze-step")) == count)


def test_a_built_braze_action_runs_in_a_session_and_its_message_follows(browser, base_url, screenshot_dir):
    suffix = uuid.uuid4().hex[:8]
    offer, follow = f"ba-offer-{suffix}", f"ba-follow-{suffix}"
    api(base_url, "POST", "/api/campaigns", triggered(offer, f"offer_{suffix}", {
        "type": "MODAL", "header": "Upgrade?", "message": "One tap", "message_close": "SWIPE",
        "btns": [{"id": 0, "text": "Show me", "click_action": "NONE"}]}))
    api(base_url, "POST", "/api/campaigns", triggered(follow, f"shown_{suffix}", {
        "type": "SLIDEUP", "message": "Followed up", "message_close": "SWIPE"}))

    browser.get(f"{base_url}/campaigns/{offer}/edit")
    builder = browser.find_element(By.ID, "f-button0_steps")
    assert not builder.is_displayed()
    Select(field(browser, "button0_action")).select_by_value("braze")
    assert builder.is_displayed()
    add_step(browser, "f-button0_steps", 1)
    Select(field(browser, "button0_step0_type")).select_by_value("logCustomEvent")
    fill(browser, "button0_step0_arg0", f"shown_{suffix}")
    fill(browser, "button0_step0_arg1", '{"from": "<b>offer</b>"}')
    add_step(browser, "f-button0_steps", 2)
    Select(field(browser, "button0_step1_type")).select_by_value("openLink")
    # The script names the arguments after the type.
    assert browser.find_element(By.CSS_SELECTOR, "label[for='f-button0_step1_arg0']").text == "URL"
    fill(browser, "button0_step1_arg0", "https://example.com/after?x=<y>")
    builder = browser.find_element(By.ID, "f-button0_steps")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", builder)
    browser.save_screenshot(str(screenshot_dir / "editor-braze-action.png"))
    click(browser, browser.find_element(By.ID, "save"))
    wait(browser).until(lambda b: "saved=1" in b.current_url)

    stored = api(base_url, "GET", f"/api/campaigns/{offer}")
    uri = stored["data"]["btns"][0]["uri"]
    assert decode(uri) == {"type": "container", "steps": [
        {"type": "logCustomEvent", "args": [f"shown_{suffix}", {"from": "<b>offer</b>"}]},
        {"type": "openLink", "args": ["https://example.com/after?x=<y>"]}]}
    assert Select(field(browser, "button0_step1_type")).first_selected_option.get_attribute("value") == "openLink"

    session = api(base_url, "POST", "/api/sessions", {
        "name": "Braze Action", "campaign_ids": [offer, follow], "configuration": {"trigger_minimum_time_interval": 0},
        "events": [{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": f"offer_{suffix}"}]})
    into_phone(browser, base_url, session["id"], offer)
    button = wait(browser).until(
        EC.element_to_be_clickable((By.CSS_SELECTOR, ".iam-modal .iam-button[data-button-id='0']")))
    button.click()
    browser.switch_to.default_content()
    wait(browser, ignoring=(StaleElementReferenceException, WebDriverException)).until(
        lambda b: settled_text(b, "on-screen", lambda text: text.startswith(follow)))
    browser.save_screenshot(str(screenshot_dir / "session-braze-action-followup.png"))

    trace = api(base_url, "GET", f"/api/sessions/{session['id']}/trace")["trace"]
    after_click = [(e["kind"], e.get("campaign")) for e in trace if e["at"] >= 2 or e["kind"] == "clicked"]
    clicked = next(i for i, entry in enumerate(after_click) if entry[0] == "clicked")
    assert after_click[clicked:clicked + 7] == [
        ("clicked", offer), ("triggered", follow), ("followup", follow), ("opened_url", offer),
        ("dismissed", offer), ("displayed", follow), ("impression", follow)], after_click
    opened = next(e for e in trace if e["kind"] == "opened_url")
    assert opened["url"] == "https://example.com/after?x=<y>" and opened["in_web_view"] is False
    logged = api(base_url, "GET", f"/api/sessions/{session['id']}/scenario")["events"]
    assert [e["type"] for e in logged] == ["session_start", "custom_event", "click"]


def test_an_imported_braze_action_shows_its_steps_and_exports_unchanged(browser, base_url, screenshot_dir):
    campaign_id = f"ba-import-{uuid.uuid4().hex[:8]}"
    # Made by hand: keys in an unusual order, a nested container, padded base64.
    step = {"steps": [{"args": ["tier", "gold"], "type": "setCustomUserAttribute"},
                      {"type": "container", "steps": [{"type": "requestPushPermission"}]}], "type": "container"}
    text = json.dumps(step, separators=(",", ":"))
    uri = "brazeActions://v1/" + base64.urlsafe_b64encode(text.encode("utf-16-le")).decode()
    assert uri.endswith("=") or len(text) % 3 == 0
    api(base_url, "POST", "/api/campaigns", triggered(campaign_id, "never", {
        "type": "MODAL", "header": "Imported", "message": "m", "message_close": "SWIPE",
        "click_action": "URI", "uri": uri}))

    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    assert Select(field(browser, "click_action")).first_selected_option.get_attribute("value") == "braze"
    builder = browser.find_element(By.ID, "f-action_steps")
    assert builder.is_displayed()
    types = [Select(s).first_selected_option.get_attribute("value")
             for s in builder.find_elements(By.CSS_SELECTOR, "select[data-step-type]")]
    assert types == ["setCustomUserAttribute", "requestPushPermission"]
    assert field(browser, "action_step0_arg0").get_attribute("value") == "tier"
    assert field(browser, "action_step0_arg1").get_attribute("value") == "gold"
    assert not field(browser, "action_step1_arg0").is_displayed()
    visible = builder.text
    assert uri.split("/")[-1][:20] not in visible
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", builder)
    browser.save_screenshot(str(screenshot_dir / "editor-braze-action-imported.png"))

    fill(browser, "name", "Imported, saved again")
    click(browser, browser.find_element(By.ID, "save"))
    wait(browser).until(lambda b: "saved=1" in b.current_url)
    link = browser.find_element(By.ID, "export")
    status, _, _, body = fetch_text(browser, link.get_attribute("href"))
    assert status == 200
    exported = json.loads(body)[0]
    assert exported["name"] == "Imported, saved again"
    assert exported["data"]["uri"] == uri
