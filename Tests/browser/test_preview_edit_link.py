"""The preview page's Edit link opens the campaign's editor."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from pages import wait_for_url

from test_editor import click


def test_the_preview_page_has_an_edit_link(browser, base_url, screenshot_dir):
    browser.get(base_url + "/campaigns/demo-spring-sale/preview")
    link = browser.find_element(By.ID, "edit-link")
    assert link.text == "Edit"
    browser.save_screenshot(str(screenshot_dir / "preview-edit-link.png"))
    click(browser, link)
    wait_for_url(browser, EC.url_contains("/campaigns/demo-spring-sale/edit"))
    assert browser.find_element(By.ID, "f-name").get_attribute("value") == "Spring sale modal"
