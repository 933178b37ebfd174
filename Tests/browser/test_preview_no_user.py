"""A preview without a user names the variables its Liquid found empty, and says nothing once a
user is chosen."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from waits import wait

from test_sessions import api


def test_a_preview_without_a_user_names_the_empty_variables(browser, base_url, screenshot_dir):
    campaign_id = "no-user-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {
        "id": campaign_id, "name": "Hello", "status": "draft", "type": "inapp",
        "data": {"type": "MODAL", "header": "Hi {{${first_name}}}", "message": "Plan: {{custom_attribute.${plan}}}",
                 "btns": [{"id": 0, "text": "OK"}]}})
    browser.get(f"{base_url}/campaigns/{campaign_id}/preview")
    browser.switch_to.frame(wait(browser).until(EC.presence_of_element_located((By.ID, "preview-frame"))))
    note = wait(browser).until(
        EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-note=liquid-no-user]")))
    assert note.text == ("No user is chosen, so these were empty: ${first_name}, custom_attribute.${plan}. "
                         "Pick a user to see them filled.")
    browser.switch_to.default_content()
    browser.save_screenshot(str(screenshot_dir / "preview-no-user-note.png"))
    profiles = api(base_url, "GET", "/api/user-profiles")
    user = (profiles[0] if isinstance(profiles, list) else profiles["profiles"][0])["id"]
    browser.get(f"{base_url}/campaigns/{campaign_id}/preview?user={user}")
    browser.switch_to.frame(wait(browser).until(EC.presence_of_element_located((By.ID, "preview-frame"))))
    wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-part=header]")))
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-note=liquid-no-user]")
    browser.switch_to.default_content()
