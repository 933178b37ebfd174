"""A/B-tested campaigns in the browser: the matrix draws every variant and the control group side by
side, the editor's Variants box adds up as it is typed and its buttons switch the edited variant,
and the side preview follows it."""
import json
import pathlib
import uuid

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from pages import wait_for_url, wait_in_frame
from waits import wait

from test_editor import click
from test_sessions import api

FIXTURE = pathlib.Path(__file__).resolve().parent.parent / "Fixtures" / "variants" / "three-variants-and-control.json"


def split_campaign(base_url):
    envelope = json.loads(FIXTURE.read_text())
    envelope["id"] = "ab-" + uuid.uuid4().hex[:8]
    envelope["name"] = "Spring <b>sale</b>"
    api(base_url, "POST", "/api/campaigns", envelope)
    return envelope["id"]


def test_the_matrix_draws_each_variant(browser, base_url, screenshot_dir):
    campaign = split_campaign(base_url)
    browser.set_window_size(1300, 900)
    browser.get(f"{base_url}/campaigns/{campaign}/preview/matrix?by=variant")
    labels = [link.text for link in browser.find_elements(By.CSS_SELECTOR, "a") if link.text in
              ("Slideup", "Modal", "Full", "Control")]
    assert labels == ["Slideup", "Modal", "Full", "Control"], labels
    frames = browser.find_elements(By.CSS_SELECTOR, "iframe")
    assert len(frames) == 4, len(frames)
    expected = ["Spring sale: 20% off everything", "20% off everything until Sunday.", "Everything 20% off.",
                "Control group: nothing is shown"]
    for frame, text in zip(frames, expected):
        browser.switch_to.frame(frame)
        # A lazy frame swaps its blank document for the preview: a read of the old one is "not yet".
        wait(browser, ignoring=(WebDriverException,)).until(lambda d: text in d.find_element(By.TAG_NAME, "body").text)
        browser.switch_to.default_content()
    # The campaign's name is text, never markup.
    assert "Spring <b>sale</b>" in browser.find_element(By.TAG_NAME, "h1").text
    assert browser.find_elements(By.CSS_SELECTOR, "h1 b") == []
    browser.save_screenshot(str(screenshot_dir / "variants-matrix.png"))


def test_the_variants_box_adds_up_and_switches_the_edited_variant(browser, base_url, screenshot_dir):
    campaign = split_campaign(base_url)
    browser.set_window_size(1300, 1200)
    browser.get(f"{base_url}/campaigns/{campaign}/edit")
    share = browser.find_element(By.NAME, "variant0_percentage")
    share.clear()
    share.send_keys("20")
    total = browser.find_element(By.ID, "variant-total")
    wait(browser).until(lambda d: "Total: 90 %" in total.text)
    assert "is-error" in total.get_attribute("class")
    share.clear()
    share.send_keys("30")
    wait(browser).until(lambda d: total.text == "Total: 100 %")
    click(browser, browser.find_element(By.CSS_SELECTOR, "button[name=variant_op][value='edit:1']"))
    wait_for_url(browser, EC.url_contains("variant=1"))
    assert "edit Modal" in browser.find_element(By.ID, "variant-editing").text
    assert browser.find_element(By.ID, "f-header").get_attribute("value") == "Spring sale"
    wait_in_frame(browser, (By.ID, "live-preview-frame"),
                  lambda d: "20% off everything until Sunday." in d.find_element(By.TAG_NAME, "body").text)
    browser.switch_to.default_content()
    browser.execute_script("document.getElementById('variants').scrollIntoView()")
    browser.save_screenshot(str(screenshot_dir / "variants-editor.png"))
