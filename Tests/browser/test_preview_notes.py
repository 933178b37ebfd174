"""Notes above a phone's device that need several lines take their room: no scroll box over the
device, and the page's frame grows to the document's own size so the whole device shows."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from waits import wait

from test_sessions import api

LONG_NOTES = {
    "type": "MODAL", "orientation": "LANDSCAPE",
    "header": "Hi {{${first_name}}} {{custom_attribute.${membership_tier}}}",
    "message": "From {{${city}}}, {{${country}}} in {{${language}}}: {{custom_attribute.${favourite_colour}}}",
    "btns": [{"id": 0, "text": "OK"}],
}


def _in_frame(browser, script):
    """Runs `script` in the preview frame's document and returns its value."""
    browser.switch_to.frame(browser.find_element(By.ID, "preview-frame"))
    try:
        return browser.execute_script(script)
    finally:
        browser.switch_to.default_content()


def test_wrapped_notes_push_the_device_down_and_the_frame_grows(browser, base_url, screenshot_dir):
    campaign_id = "long-notes-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {"id": campaign_id, "name": "Long notes", "status": "draft",
                                             "type": "inapp", "data": LONG_NOTES})
    # A portrait phone: the landscape-only message adds the orientation note, and both wrap.
    browser.get(f"{base_url}/campaigns/{campaign_id}/preview?orientation=portrait")
    wait(browser).until(EC.presence_of_element_located((By.ID, "preview-frame")))
    layout = """
        var notes = document.querySelector('.preview-notes').getBoundingClientRect();
        var device = document.querySelector('.device').getBoundingClientRect();
        var box = document.querySelector('.preview-notes');
        return {notes: notes.height, gap: device.top - notes.bottom, scrolls: box.scrollHeight > box.clientHeight,
                deviceBottom: device.bottom, viewport: window.innerHeight,
                count: document.querySelectorAll('.preview-note').length};
    """
    # The frame takes the document's reported height once the page has loaded.
    wait(browser).until(lambda d: (lambda m: m["count"] == 2 and m["deviceBottom"] <= m["viewport"])(_in_frame(d, layout)))
    measured = _in_frame(browser, layout)
    assert measured["notes"] > 40, measured
    assert measured["gap"] >= 0, measured
    assert not measured["scrolls"], measured
    browser.save_screenshot(str(screenshot_dir / "preview-notes-wrapped.png"))


def test_a_pickers_attribute_is_named_beside_the_device_not_in_the_message(browser, base_url, screenshot_dir):
    campaign_id = "picker-note-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {
        "id": campaign_id, "name": "Picker", "status": "draft", "type": "inapp",
        "data": {"type": "MODAL", "header": "Pick your team", "message": "Arsenal, Chelsea, Liverpool",
                 "message_close": "SWIPE", "extras": {"view_type": "picker", "attribute_key": "Favorite Team"},
                 "btns": [{"id": 0, "text": "Submit", "click_action": "NONE"}]}})
    browser.get(f"{base_url}/campaigns/{campaign_id}/preview")
    browser.switch_to.frame(wait(browser).until(EC.presence_of_element_located((By.ID, "preview-frame"))))
    note = wait(browser).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-note=custom-view]")))
    assert "the choice is saved as the custom attribute “Favorite Team”" in note.text
    assert "custom attribute" not in browser.find_element(By.CSS_SELECTOR, "[data-part=screen]").text
    assert len(browser.find_elements(By.CSS_SELECTOR, ".picker-item")) == 3
    browser.switch_to.default_content()
    browser.save_screenshot(str(screenshot_dir / "preview-picker-note.png"))
