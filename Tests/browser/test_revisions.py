"""A campaign's revisions through the browser: who saved each one, and a restore that shows what
it would change and asks first."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from pages import wait_for_url
from waits import wait

from test_editor import click, fill
from test_sessions import api


def test_a_restore_shows_who_saved_what_and_asks_first(browser, base_url, screenshot_dir):
    campaign_id = "rev-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {"id": campaign_id, "name": "First", "status": "draft", "type": "inapp",
                                             "data": {"type": "SLIDEUP", "message": "One"}})
    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    fill(browser, "name", "Second")
    click(browser, browser.find_element(By.ID, "save"))
    wait(browser).until(EC.url_contains("saved=1"))
    browser.get(f"{base_url}/campaigns/{campaign_id}/revisions")
    authors = [a.text for a in browser.find_elements(By.CSS_SELECTOR, ".revision .author")]
    assert authors == ["admin", "admin"], authors
    click(browser, browser.find_element(By.CSS_SELECTOR, ".revision[data-version='1'] a.restore"))
    wait(browser).until(EC.presence_of_element_located((By.ID, "confirm-restore")))
    assert "Second" in browser.find_element(By.ID, "restore-diff").text and "First" in browser.find_element(By.ID, "restore-diff").text
    browser.save_screenshot(str(screenshot_dir / "revisions-restore.png"))
    assert api(base_url, "GET", f"/api/campaigns/{campaign_id}")["version"] == 2
    click(browser, browser.find_element(By.ID, "confirm-restore"))
    wait_for_url(browser, EC.url_contains("restored=1"))
    assert browser.find_element(By.ID, "f-name").get_attribute("value") == "First"
    notice = browser.find_element(By.CSS_SELECTOR, "p.notice[role=status]").text
    assert notice == "Restored version 1 as version 3.", notice
    browser.save_screenshot(str(screenshot_dir / "revisions-restored-notice.png"))
