"""The campaign editor through the browser: create a modal with extras, landscape and a dark theme;
stale saves conflict; the live preview follows typing; archive and unarchive; empty colour fields
show their default."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select
from pages import wait_in_frame
from waits import wait

from test_sessions import api

# The editor's side preview, which the form is posted into while the user types.
LIVE_PREVIEW = (By.ID, "live-preview-frame")


def field(browser, name, index=0):
    return browser.find_elements(By.NAME, name)[index]


def click(browser, element):
    """Scrolls the element to the middle of the window (clear of the sticky save bar), then clicks it."""
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def fill(browser, name, value, index=0):
    element = field(browser, name, index)
    element.clear()
    element.send_keys(value)


def test_create_modal_with_extras_landscape_and_dark_theme(browser, base_url, screenshot_dir):
    campaign_id = "browser-" + uuid.uuid4().hex[:8]
    browser.get(base_url + "/campaigns/new?kind=modal")
    assert browser.title == "New modal campaign · Vitrine"
    fill(browser, "id", campaign_id)
    fill(browser, "name", "Browser <made> modal")
    fill(browser, "header", "Hello from Selenium")
    fill(browser, "message", "Two extras, landscape, dark.")
    for rows in (1, 2):
        click(browser, browser.find_element(By.ID, "add-extra"))
        wait(browser).until(lambda b: len(b.find_elements(By.NAME, "extra_key")) == rows)
    fill(browser, "extra_key", "view_type", 0)
    fill(browser, "extra_value", "picker", 0)
    fill(browser, "extra_key", "attribute_key", 1)
    fill(browser, "extra_value", "Favorite <Team>", 1)
    Select(field(browser, "orientation")).select_by_value("landscape")
    checkbox = field(browser, "dark_enabled")
    if not checkbox.is_selected():
        click(browser, checkbox)
    fill(browser, "dark_background", "#101820")
    click(browser, browser.find_element(By.ID, "save"))
    wait(browser).until(lambda b: "saved=1" in b.current_url)
    assert browser.current_url.endswith(f"/campaigns/{campaign_id}/edit?saved=1"), browser.page_source[:2000]
    browser.save_screenshot(str(screenshot_dir / "editor-saved.png"))

    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    keys = [element.get_attribute("value") for element in browser.find_elements(By.NAME, "extra_key")]
    values = [element.get_attribute("value") for element in browser.find_elements(By.NAME, "extra_value")]
    assert dict(zip(keys, values)) == {"view_type": "picker", "attribute_key": "Favorite <Team>"}
    assert Select(field(browser, "orientation")).first_selected_option.get_attribute("value") == "landscape"
    assert field(browser, "dark_enabled").is_selected()
    assert field(browser, "dark_background").get_attribute("value") == "#101820"
    assert field(browser, "name").get_attribute("value") == "Browser <made> modal"
    assert field(browser, "header").get_attribute("value") == "Hello from Selenium"


def test_second_window_stale_save_gets_the_conflict_page(browser, base_url):
    browser.get(base_url + "/campaigns/demo-level-up/edit")
    first = browser.current_window_handle
    browser.switch_to.new_window("window")
    browser.get(base_url + "/campaigns/demo-level-up/edit")
    second = browser.current_window_handle

    browser.switch_to.window(first)
    fill(browser, "header", "Saved first")
    click(browser, browser.find_element(By.ID, "save"))
    wait(browser).until(lambda b: "saved=1" in b.current_url)

    browser.switch_to.window(second)
    fill(browser, "header", "Saved second")
    click(browser, browser.find_element(By.ID, "save"))
    wait(browser).until(lambda b: b.find_elements(By.ID, "current-version"))
    assert "Someone else saved" in browser.find_element(By.TAG_NAME, "h1").text
    assert "Saved first" in browser.find_element(By.ID, "current-version").text
    assert "Saved second" in browser.find_element(By.ID, "your-version").text

    browser.get(base_url + "/campaigns/demo-level-up/edit")
    assert field(browser, "header").get_attribute("value") == "Saved first"


def test_live_preview_follows_typing(browser, base_url):
    browser.get(base_url + "/campaigns/demo-spring-sale/edit")
    fill(browser, "header", "Typed just now")
    wait_in_frame(browser, LIVE_PREVIEW, lambda b: "Typed just now" in b.page_source)
    browser.switch_to.default_content()


def test_the_side_preview_follows_the_platform(browser, base_url, screenshot_dir):
    browser.set_window_size(1400, 1000)
    browser.get(base_url + "/campaigns/demo-spring-sale/edit")
    Select(browser.find_element(By.NAME, "preview_platform")).select_by_value("web")
    device = browser.find_element(By.NAME, "preview_device")
    assert device.find_element(By.CSS_SELECTOR, "option[value=tablet]").get_attribute("disabled"), "the web has no tablet"
    Select(device).select_by_value("desktop")
    wait_in_frame(browser, LIVE_PREVIEW, lambda b: b.find_elements(By.CSS_SELECTOR, ".preview[data-platform=web] .device-desktop .browser-bar"))
    browser.switch_to.default_content()
    Select(browser.find_element(By.NAME, "preview_platform")).select_by_value("android")
    assert browser.find_element(By.NAME, "preview_device").get_attribute("value") == "phone"
    wait_in_frame(browser, LIVE_PREVIEW, lambda b: b.find_elements(By.CSS_SELECTOR, ".preview[data-platform=android] .status-bar"))
    browser.switch_to.default_content()
    browser.save_screenshot(str(screenshot_dir / "editor-side-preview-android.png"))


def test_the_side_preview_fits_the_device_to_the_pane_and_the_window(browser, base_url, screenshot_dir):
    """The bottom slideup being edited is in view beside the form: the device is scaled to the
    pane's width and the window's height, and drawn at 1:1 when fitting is turned off."""
    browser.get(base_url + "/campaigns/demo-welcome/edit")
    Select(browser.find_element(By.NAME, "preview_platform")).select_by_value("android")
    box = browser.find_element(By.ID, "live-preview-fit")
    wait(browser).until(lambda b: box.get_attribute("data-scale") and float(box.get_attribute("data-scale")) < 1)
    frame = browser.find_element(By.ID, "live-preview-frame")
    natural = float(frame.value_of_css_property("height").removesuffix("px"))
    assert natural > 900, natural
    browser.execute_script("window.scrollTo(0, arguments[0].getBoundingClientRect().top + scrollY - 16)", browser.find_element(By.ID, "live-preview"))
    shown = browser.execute_script(
        "const r = arguments[0].getBoundingClientRect(); const pane = arguments[1].getBoundingClientRect();"
        "const bar = document.querySelector('.form-actions').getBoundingClientRect();"
        "return {bottom: r.bottom, right: r.right, paneRight: pane.right, saveBar: bar.top};",
        box, browser.find_element(By.ID, "live-preview"))
    # Above the sticky save bar, inside the pane.
    assert shown["bottom"] <= shown["saveBar"] and shown["right"] <= shown["paneRight"] + 0.5, shown
    browser.save_screenshot(str(screenshot_dir / "editor-side-preview-fitted.png"))
    click(browser, browser.find_element(By.ID, "live-preview-fit-toggle"))
    wait(browser).until(lambda b: box.get_attribute("data-scale") == "1.000")


def test_an_archived_campaign_offers_unarchive_not_archive(browser, base_url, screenshot_dir):
    campaign_id = "arch-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {"id": campaign_id, "name": "To archive", "status": "draft", "type": "inapp",
                                             "data": {"type": "SLIDEUP", "message": "Hi"}})
    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    click(browser, browser.find_element(By.ID, "archive"))
    wait(browser).until(EC.presence_of_element_located((By.ID, "archived")))
    assert not browser.find_elements(By.ID, "archive")
    browser.save_screenshot(str(screenshot_dir / "editor-archived.png"))
    click(browser, browser.find_element(By.ID, "unarchive"))
    wait(browser).until(EC.presence_of_element_located((By.ID, "archive")))
    assert Select(browser.find_element(By.NAME, "status")).first_selected_option.get_attribute("value") == "draft"


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
    browser.save_screenshot(str(screenshot_dir / "editor-colour-defaults.png"))


def test_a_row_button_comes_back_where_it_was_without_calling_the_new_row_wrong(browser, base_url, screenshot_dir):
    """"Add a trigger" posts the form; the page comes back scrolled where it was, and the new
    row's empty event name is not called wrong before anything is typed in it."""
    browser.get(base_url + "/campaigns/demo-spring-sale/edit")
    triggers = len(browser.find_elements(By.CSS_SELECTOR, ".trigger"))
    click(browser, browser.find_element(By.ID, "add-trigger"))
    wait(browser).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, ".trigger")) == triggers + 1)
    assert browser.execute_script("return scrollY") > 300
    new_row = browser.find_elements(By.CSS_SELECTOR, ".trigger")[-1]
    form = browser.find_element(By.ID, "campaign-form")
    wait(browser).until(lambda b: form.get_attribute("data-checked"))
    assert "Name the custom event" not in new_row.text
    assert "Name the custom event" not in browser.find_element(By.ID, "warning-summary").text
    browser.save_screenshot(str(screenshot_dir / "editor-added-trigger.png"))


def test_the_icon_field_shows_and_takes_a_font_awesome_name(browser, base_url, screenshot_dir):
    campaign_id = "icon-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {"id": campaign_id, "name": "Icon", "status": "draft", "type": "inapp",
                                             "data": {"type": "SLIDEUP", "message": "Hello", "icon": "\uf0a1"}})
    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    # The private-use character no text font draws is shown by its name.
    assert field(browser, "icon").get_attribute("value") == "bullhorn"
    fill(browser, "icon", "star")
    wait_in_frame(browser, LIVE_PREVIEW, lambda d: d.find_elements(By.CSS_SELECTOR, "[data-part=icon][data-glyph=f005]"))
    browser.switch_to.default_content()
    click(browser, field(browser, "icon"))
    browser.save_screenshot(str(screenshot_dir / "editor-icon-by-name.png"))
