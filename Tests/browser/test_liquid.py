"""Liquid in a real browser: a preview rendered as a chosen user, and a session in which a
purchase triggers a templated message that shows the purchase's amount."""
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select
from pages import wait_for_url
from waits import wait

from test_sessions import api, click, into_phone, press_and_wait, settled_text, trace_kinds


def test_picking_a_user_puts_their_name_in_the_modal_header(browser, base_url, screenshot_dir):
    api(base_url, "POST", "/api/campaigns", {
        "id": "liquid-hello", "name": "Liquid hello", "status": "draft", "type": "inapp",
        "data": {"type": "MODAL", "header": "Hi {{${first_name} | default: 'there'}}",
                 "message": "{{custom_attribute.${points} | default: 0}} points. {{content_blocks.${signature}}}",
                 "btns": [{"id": 0, "text": "OK"}]}})
    browser.get(f"{base_url}/campaigns/liquid-hello/preview")
    header = lambda: wait(browser).until(
        EC.presence_of_element_located((By.CSS_SELECTOR, "[data-part=header]"))).text
    browser.switch_to.frame(browser.find_element(By.ID, "preview-frame"))
    assert header() == "Hi there"
    browser.switch_to.default_content()
    Select(browser.find_element(By.ID, "preview-user")).select_by_value("ada")
    click(browser, browser.find_element(By.CSS_SELECTOR, ".preview-options button[type=submit]"))
    wait_for_url(browser, EC.url_contains("user=ada"))
    browser.switch_to.frame(browser.find_element(By.ID, "preview-frame"))
    assert header() == "Hi Ada"
    assert "1250 points. See you soon, Ada!" in browser.find_element(By.CSS_SELECTOR, ".iam-message").text
    browser.switch_to.default_content()
    browser.save_screenshot(str(screenshot_dir / "liquid-preview-as-ada.png"))
    browser.get(f"{base_url}/campaigns/liquid-hello/preview/matrix?by=user")
    cells = browser.find_elements(By.CSS_SELECTOR, ".matrix-cell figcaption a:first-child")
    assert [c.text for c in cells][:1] == ["No user"] and len(cells) >= 4
    browser.save_screenshot(str(screenshot_dir / "liquid-matrix-by-user.png"))


def test_a_purchase_shows_its_amount_in_a_templated_message(browser, base_url, screenshot_dir):
    thanks = {"id": "liquid-thanks", "name": "Thanks", "type": "inapp", "priority": 1, "re_eligibility": 0,
              "trigger_condition": [{"type": "purchase", "data": {"product_id": "gold_pack"}}],
              "data": {"type": "MODAL", "header": "Thanks {{${first_name}}}!",
                       "message": "You paid {{event_properties.${amount}}} {{event_properties.${currency}}}.",
                       "message_close": "SWIPE", "btns": [{"id": 0, "text": "OK"}]}}
    ada = api(base_url, "GET", "/api/user-profiles/ada")
    session = api(base_url, "POST", "/api/sessions", {
        "name": "Templated purchase", "campaigns": [thanks], "configuration": {"user": ada},
        "events": [{"at": 0, "type": "session_start"}]})
    browser.get(f"{base_url}/sessions/{session['id']}")
    wait(browser).until(EC.presence_of_element_located((By.ID, "controls")))
    browser.find_element(By.ID, "f-product_id").send_keys("gold_pack")
    keys = browser.find_elements(By.NAME, "prop_key")
    values = browser.find_elements(By.NAME, "prop_value")
    types = browser.find_elements(By.NAME, "prop_type")
    keys[0].send_keys("amount")
    values[0].send_keys("12.5")
    Select(types[0]).select_by_value("number")
    keys[1].send_keys("currency")
    values[1].send_keys("EUR")
    press_and_wait(browser, browser.find_element(By.ID, "log-purchase"))
    # The properties went with the purchase: they do not go along with the next event.
    assert [key.get_attribute("value") for key in browser.find_elements(By.NAME, "prop_key")][:2] == ["", ""]
    assert browser.find_elements(By.NAME, "prop_value")[0].get_attribute("value") == ""
    wait(browser, ignoring=(StaleElementReferenceException, WebDriverException)).until(
        lambda b: "displayed" in trace_kinds(b))
    into_phone(browser, base_url, session["id"], "liquid-thanks")
    header = wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-part=header]")))
    assert header.text == "Thanks Ada!"
    assert browser.find_element(By.CSS_SELECTOR, ".iam-message").text == "You paid 12.5 EUR."
    browser.switch_to.default_content()
    browser.save_screenshot(str(screenshot_dir / "liquid-session-purchase.png"))


def test_the_profiles_page_lists_the_demo_users_and_saves_json(browser, base_url, screenshot_dir):
    browser.get(f"{base_url}/profiles")
    rows = browser.find_elements(By.CSS_SELECTOR, "#profiles tr[data-profile]")
    assert {r.get_attribute("data-profile") for r in rows} >= {"ada", "anonymous", "camille"}
    browser.save_screenshot(str(screenshot_dir / "profiles-page.png"))
    area = browser.find_element(By.ID, "f-json")
    area.send_keys('{"id": "zoe", "name": "Zoé <b>", "attributes": {"first_name": "Zoé"}}')
    click(browser, browser.find_element(By.ID, "save-profiles"))
    wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, "#profiles tr[data-profile='zoe']")))
    name = browser.find_element(By.CSS_SELECTOR, "#profiles tr[data-profile='zoe'] .name").text
    assert name == "Zoé <b>"
    browser.find_element(By.ID, "f-json").send_keys('{"id": "bad", "attributes": {"nickname": "x"}}')
    click(browser, browser.find_element(By.ID, "save-profiles"))
    error = wait(browser).until(EC.presence_of_element_located((By.ID, "profile-error"))).text
    assert "attributes.nickname" in error
    browser.save_screenshot(str(screenshot_dir / "profiles-page-error.png"))
    api(base_url, "DELETE", "/api/user-profiles/zoe")
