"""An extras row emptied in the editor keeps its place after a failed save, and nothing is saved."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from waits import wait

from test_editor import click, field, fill
from test_sessions import api


def test_an_emptied_extras_row_keeps_its_place_after_a_failed_save(browser, base_url, screenshot_dir):
    campaign_id = "extras-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {"id": campaign_id, "name": "Extras", "status": "draft", "type": "inapp",
                                             "data": {"type": "SLIDEUP", "message": "x",
                                                      "extras": {"a": "1", "b": "2", "c": "3"}}})
    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    fill(browser, "extra_key", "", 1)
    fill(browser, "extra_value", "", 1)
    fill(browser, "light_background", "zz")
    # The browser's own pattern check would stop the post; the server's check is the one tested.
    browser.execute_script("document.getElementById('campaign-form').noValidate = true")
    click(browser, browser.find_element(By.ID, "save"))
    wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".error-summary")))
    keys = [e.get_attribute("value") for e in browser.find_elements(By.NAME, "extra_key")]
    values = [e.get_attribute("value") for e in browser.find_elements(By.NAME, "extra_value")]
    assert keys == ["a", "", "c"] and values == ["1", "", "3"], (keys, values)
    click(browser, field(browser, "extra_key", 1))
    browser.save_screenshot(str(screenshot_dir / "editor-emptied-extras-row.png"))
    assert api(base_url, "GET", f"/api/campaigns/{campaign_id}")["version"] == 1
