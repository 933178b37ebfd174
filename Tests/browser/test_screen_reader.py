"""The preview page's "Screen reader" panel: what the chosen platform's reader gets from the
message, beside the device when the window has room, and following the platform chosen."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select
from pages import wait_for_url
from selenium.webdriver.support import expected_conditions as EC


def panel_roles(browser):
    return [item.get_attribute("data-role") for item in browser.find_elements(By.CSS_SELECTOR, "#screen-reader .transcript-elements > li")]


def test_the_panel_follows_the_platform_and_sits_beside_a_phone(browser, base_url, screenshot_dir):
    browser.set_window_size(1400, 1000)
    browser.get(base_url + "/campaigns/demo-spring-sale/preview?locale=fr")
    heading = browser.find_element(By.CSS_SELECTOR, "#screen-reader h2")
    assert heading.text == "Screen reader: VoiceOver on iOS"
    assert panel_roles(browser) == ["image", "text", "button", "button", "button"]
    labels = browser.find_elements(By.CSS_SELECTOR, "#screen-reader .transcript-label")
    assert labels[-1].text == "fermer"
    # Beside the phone, not under it: the panel starts to the right of the device's box, at its top.
    device = browser.find_element(By.ID, "preview-fit").rect
    panel = browser.find_element(By.ID, "screen-reader").rect
    assert panel["x"] >= device["x"] + device["width"]
    assert panel["y"] < device["y"] + device["height"] / 2
    browser.save_screenshot(str(screenshot_dir / "screen-reader-ios.png"))

    Select(browser.find_element(By.ID, "preview-platform")).select_by_value("android")
    browser.find_element(By.CSS_SELECTOR, ".preview-options button[type=submit]").click()
    wait_for_url(browser, EC.url_contains("platform=android"))
    assert browser.find_element(By.CSS_SELECTOR, "#screen-reader h2").text == "Screen reader: TalkBack on Android"
    assert panel_roles(browser) == ["element", "button", "button", "button"]
    browser.save_screenshot(str(screenshot_dir / "screen-reader-android.png"))


def test_an_html_message_is_read_from_its_page(browser, base_url, screenshot_dir):
    browser.set_window_size(1400, 1000)
    browser.get(base_url + "/campaigns/demo-rate-us/preview?platform=web")
    assert browser.find_element(By.CSS_SELECTOR, "#screen-reader h2").text == "Screen reader: Browser reader on Web"
    roles = panel_roles(browser)
    assert roles[0] == "frame" and "heading" in roles and "button" in roles
    browser.save_screenshot(str(screenshot_dir / "screen-reader-web-html.png"))
