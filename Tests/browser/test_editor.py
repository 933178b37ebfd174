"""The campaign editor through the browser: create a modal with extras, landscape and a dark theme; stale saves conflict."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait


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
        WebDriverWait(browser, 10).until(lambda b: len(b.find_elements(By.NAME, "extra_key")) == rows)
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
    WebDriverWait(browser, 10).until(lambda b: "saved=1" in b.current_url)
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
    WebDriverWait(browser, 10).until(lambda b: "saved=1" in b.current_url)

    browser.switch_to.window(second)
    fill(browser, "header", "Saved second")
    click(browser, browser.find_element(By.ID, "save"))
    WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.ID, "current-version"))
    assert "Someone else saved" in browser.find_element(By.TAG_NAME, "h1").text
    assert "Saved first" in browser.find_element(By.ID, "current-version").text
    assert "Saved second" in browser.find_element(By.ID, "your-version").text

    browser.get(base_url + "/campaigns/demo-level-up/edit")
    assert field(browser, "header").get_attribute("value") == "Saved first"


def test_live_preview_follows_typing(browser, base_url):
    browser.get(base_url + "/campaigns/demo-spring-sale/edit")
    frame = browser.find_element(By.ID, "live-preview-frame")
    fill(browser, "header", "Typed just now")
    browser.switch_to.frame(frame)
    WebDriverWait(browser, 10).until(lambda b: "Typed just now" in b.page_source)
    browser.switch_to.default_content()
