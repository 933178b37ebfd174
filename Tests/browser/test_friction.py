"""Defects a new user met in the first hour (#18), each through the browser: a search with a
space, HTML diagnostics of a textarea (which browsers send with CRLF), and javascript: URLs."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from test_editor import click, fill


def test_a_search_with_a_space_finds_the_campaign(browser, base_url):
    browser.get(base_url + "/")
    box = browser.find_element(By.CSS_SELECTOR, "form.filters input[name=q]")
    box.send_keys("Spring sale")
    click(browser, browser.find_element(By.CSS_SELECTOR, "form.filters button[type=submit]"))
    WebDriverWait(browser, 10).until(lambda b: "q=Spring+sale" in b.current_url)
    assert browser.find_element(By.CSS_SELECTOR, "form.filters input[name=q]").get_attribute("value") == "Spring sale"
    links = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "table.campaigns tbody a")]
    assert any("/campaigns/demo-spring-sale" in (link or "") for link in links), links


def test_html_diagnostics_quote_the_line_they_point_at(browser, base_url, screenshot_dir):
    campaign_id = "crlf-" + uuid.uuid4().hex[:8]
    browser.get(base_url + "/campaigns/new?kind=html")
    fill(browser, "id", campaign_id)
    fill(browser, "name", "CRLF")
    Select(browser.find_element(By.NAME, "status")).select_by_value("draft")
    lines = ['<!doctype html>', '<html lang="en"><head><title>t</title>',
             '<meta name="viewport" content="width=device-width, initial-scale=1"></head>',
             '<body><a href="appboy://close">Close</a>', '<p id="a">1</p>', '<p id="a">2</p>', '</body></html>']
    area = browser.find_element(By.ID, "f-html")
    area.clear()
    area.send_keys("\n".join(lines))
    click(browser, browser.find_element(By.ID, "save"))
    item = WebDriverWait(browser, 10).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, "#html-diagnostics li[data-rule=duplicate-id]"))[0]
    assert item.get_attribute("data-line") == "6"
    assert item.find_element(By.CSS_SELECTOR, ".excerpt").text == '6 <p id="a">2</p>'
    browser.save_screenshot(str(screenshot_dir / "friction-html-diagnostics.png"))


def test_a_javascript_url_on_a_button_is_refused(browser, base_url):
    campaign_id = "js-" + uuid.uuid4().hex[:8]
    browser.get(base_url + "/campaigns/new?kind=modal")
    fill(browser, "id", campaign_id)
    fill(browser, "name", "Script button")
    Select(browser.find_element(By.NAME, "status")).select_by_value("draft")
    fill(browser, "message", "Tap")
    fill(browser, "button0_text", "Go")
    Select(browser.find_element(By.NAME, "button0_action")).select_by_value("url")
    fill(browser, "button0_uri", "javascript:alert(document.cookie)")
    click(browser, browser.find_element(By.ID, "save"))
    error = WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".error-summary"))[0]
    assert "runs script" in error.text
    assert "saved=1" not in browser.current_url
    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    assert "404" in browser.title or "Not found" in browser.page_source or "no campaign" in browser.page_source.lower()
