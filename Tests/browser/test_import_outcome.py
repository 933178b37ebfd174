"""An import says which campaign it overwrote, and links to that campaign's revisions, where the
overwritten version is kept."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from pages import wait_for_url
from waits import wait

from test_editor import click
from test_sessions import api


def test_an_import_says_which_campaign_it_overwrote(browser, base_url, screenshot_dir):
    campaign_id = "overwrite-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {"id": campaign_id, "name": "Before", "status": "draft", "type": "inapp",
                                             "data": {"type": "SLIDEUP", "message": "before"}})
    browser.get(f"{base_url}/import")
    pasted = ('[{"id": "%s", "name": "After", "type": "inapp", "data": {"type": "SLIDEUP", "message": "after"}}]'
              % campaign_id)
    browser.find_element(By.ID, "f-json").send_keys(pasted)
    click(browser, browser.find_element(By.CSS_SELECTOR, "form.import-form button[type=submit]"))
    summary = wait(browser).until(EC.presence_of_element_located((By.ID, "import-summary")))
    assert summary.text == "1 overwritten"
    result = browser.find_element(By.CSS_SELECTOR, "#import-results li[data-outcome=updated]")
    assert f"({campaign_id}) — overwrote the campaign already stored with this id" in result.text, result.text
    browser.save_screenshot(str(screenshot_dir / "import-overwrote.png"))
    click(browser, result.find_element(By.LINK_TEXT, "Revisions"))
    wait_for_url(browser, EC.url_contains(f"/campaigns/{campaign_id}/revisions"))
    assert len(browser.find_elements(By.CSS_SELECTOR, ".revision")) == 2
