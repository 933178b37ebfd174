"""The editor warns before it saves: the checker's warnings beside their fields while typing
(a dim dark header, a missing image alt text), never blocking a save; the Image alt field (escaped);
a bad colour naming its format and scrolled clear of the sticky Save bar."""
import uuid

from selenium.webdriver.common.by import By
from waits import wait

from test_editor import click, fill
from test_geometry import campaign
from test_sessions import api

NOTES = """
const input = document.getElementById(arguments[0]);
const field = input && input.closest('.field');
return field ? [...field.querySelectorAll('.field-warning')].map(note => note.textContent) : null;"""


def notes(browser, anchor):
    return browser.execute_script(NOTES, anchor) or []


def modal_with_image(base_url):
    return campaign(base_url, "warn-" + uuid.uuid4().hex[:8], {
        "type": "MODAL", "header": "Spring", "message": "All week.", "image_url": "https://cdn.example.com/spring.png",
        "btns": [{"id": 0, "text": "OK"}]})


def test_a_dim_dark_header_is_warned_beside_its_field_before_saving(browser, base_url, screenshot_dir):
    cid = modal_with_image(base_url)
    browser.get(f"{base_url}/campaigns/{cid}/edit")
    # The stored message already lacks an image alt text: the page says so beside the new field.
    assert any("image-alt-missing" in note for note in notes(browser, "f-image_alt"))
    dark = browser.find_element(By.NAME, "dark_enabled")
    if not dark.is_selected():
        click(browser, dark)
    fill(browser, "dark_header", "#333333")
    fill(browser, "dark_background", "#1C1C1E")
    wait(browser).until(lambda b: any("1.34:1 in the dark theme" in n for n in notes(b, "f-dark_header")))
    summary = browser.find_element(By.ID, "warning-summary")
    assert summary.is_displayed()
    assert "Dark theme: Header text" in [link.text for link in summary.find_elements(By.CSS_SELECTOR, "a")]
    assert api(base_url, "GET", f"/api/campaigns/{cid}")["version"] == 1  # nothing saved yet
    browser.execute_script("window.scrollTo(0, 0)")
    browser.save_screenshot(str(screenshot_dir / "editor-warning-summary.png"))
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", browser.find_element(By.ID, "f-dark_header"))
    browser.save_screenshot(str(screenshot_dir / "editor-warning-dark-header.png"))
    # A lighter header clears the note while typing.
    fill(browser, "dark_header", "#F5F5F5")
    wait(browser).until(lambda b: not notes(b, "f-dark_header"))
    # Warnings never block a save, and the saved page shows them again.
    fill(browser, "dark_header", "#333333")
    click(browser, browser.find_element(By.ID, "save"))
    wait(browser).until(lambda b: "saved=1" in b.current_url)
    assert api(base_url, "GET", f"/api/campaigns/{cid}")["version"] == 2
    assert any("1.34:1" in note for note in notes(browser, "f-dark_header"))


def test_the_image_alt_field_clears_its_warning_and_is_escaped(browser, base_url, screenshot_dir):
    cid = modal_with_image(base_url)
    browser.get(f"{base_url}/campaigns/{cid}/edit")
    hostile = "Tulips\"><img src=x onerror=\"window.altInjected=1\">"
    fill(browser, "image_alt", hostile)
    wait(browser).until(lambda b: not notes(b, "f-image_alt"))
    click(browser, browser.find_element(By.ID, "save"))
    wait(browser).until(lambda b: "saved=1" in b.current_url)
    assert api(base_url, "GET", f"/api/campaigns/{cid}")["data"]["image_alt"] == hostile
    assert browser.find_element(By.ID, "f-image_alt").get_attribute("value") == hostile
    assert browser.execute_script("return window.altInjected === undefined")
    browser.get(f"{base_url}/campaigns/{cid}/render")
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, "[data-part=image] img"))
    assert browser.find_element(By.CSS_SELECTOR, "[data-part=image] img").get_attribute("alt") == hostile
    assert browser.execute_script("return window.altInjected === undefined")


def test_a_bad_colour_names_its_format_above_the_save_bar(browser, base_url, screenshot_dir):
    cid = modal_with_image(base_url)
    browser.get(f"{base_url}/campaigns/{cid}/edit")
    fill(browser, "light_text", "red")
    browser.execute_script("window.scrollTo(0, 0)")
    browser.find_element(By.ID, "save").click()  # the Save bar is sticky: always in view
    field = browser.find_element(By.ID, "f-light_text")
    wait(browser).until(lambda b: "#RRGGBB" in field.get_attribute("validationMessage"))
    assert "#AARRGGBB" in field.get_attribute("validationMessage")
    place = browser.execute_script(
        "const f = arguments[0].getBoundingClientRect(), bar = document.querySelector('.form-actions').getBoundingClientRect();"
        "return {top: f.top, bottom: f.bottom, bar: bar.top};", field)
    assert place["top"] >= 0 and place["bottom"] <= place["bar"], place
    assert "saved=1" not in browser.current_url
    assert api(base_url, "GET", f"/api/campaigns/{cid}")["version"] == 1
    browser.save_screenshot(str(screenshot_dir / "editor-bad-colour.png"))


def test_a_truncated_button_label_is_warned_as_the_side_preview_draws_it(browser, base_url, screenshot_dir):
    cid = campaign(base_url, "warn-layout-" + uuid.uuid4().hex[:8], {
        "type": "MODAL", "header": "Autumn", "message": "New in.", "image_alt": "-",
        "btns": [{"id": 0, "text": "Later"}, {"id": 1, "text": "Shop"}]})
    browser.get(f"{base_url}/campaigns/{cid}/edit")
    fill(browser, "button1_text", "Discover every single new arrival of the autumn collection")
    wait(browser).until(
        lambda b: any("layout-button-truncated" in n and "side preview" in n for n in notes(b, "f-button1_text")))
    fill(browser, "button1_text", "Shop")
    wait(browser).until(lambda b: not notes(b, "f-button1_text"))
