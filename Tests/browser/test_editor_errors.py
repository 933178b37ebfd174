"""What the campaign editor refuses or warns about, through the browser: HTML diagnostics quoting
the line they point at (on save, where browsers send the textarea with CRLF, and while typing), a
javascript: URL on a button, form errors named in page order (and the id offered from the name),
and an active HTML message that cannot close."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select
from waits import wait

from test_editor import click, fill
from test_sessions import api


def test_html_diagnostics_quote_the_line_they_point_at(browser, base_url, screenshot_dir):
    campaign_id = "crlf-" + uuid.uuid4().hex[:8]
    browser.get(base_url + "/campaigns/new?kind=html")
    fill(browser, "id", campaign_id)
    fill(browser, "name", "CRLF")
    Select(browser.find_element(By.NAME, "status")).select_by_value("draft")
    lines = ['<!doctype html>', '<html lang="en"><head><title>t</title>',
             '<meta name="viewport" content="width=device-width, initial-scale=1"></head>',
             '<body><a href="appboy://close" onclick="brazeBridge.closeMessage()">Close</a>', '<p id="a">1</p>', '<p id="a">2</p>', '</body></html>']
    area = browser.find_element(By.ID, "f-html")
    area.clear()
    area.send_keys("\n".join(lines))
    click(browser, browser.find_element(By.ID, "save"))
    item = wait(browser).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, "#html-diagnostics li[data-rule=duplicate-id]"))[0]
    assert item.get_attribute("data-line") == "6"
    assert item.find_element(By.CSS_SELECTOR, ".excerpt").text == '6 <p id="a">2</p>'
    browser.save_screenshot(str(screenshot_dir / "editor-html-diagnostics-on-save.png"))


def test_html_diagnostics_appear_while_typing(browser, base_url, screenshot_dir):
    browser.get(base_url + "/campaigns/new?kind=html")
    area = browser.find_element(By.ID, "f-html")
    area.send_keys(Keys.CONTROL, "a")
    area.send_keys(Keys.DELETE)
    lines = ['<!doctype html>', '<html lang="en"><head><title>t</title>',
             '<meta name="viewport" content="width=device-width, initial-scale=1"></head>',
             '<body><a href="appboy://close" onclick="brazeBridge.closeMessage()">Close</a>', '<p id="a">1</p>', '<p id="a">2</p>', '</body></html>']
    area.send_keys("\n".join(lines))
    item = wait(browser).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, "#html-diagnostics li[data-rule=duplicate-id]"))[0]
    assert item.get_attribute("data-line") == "6"
    assert item.find_element(By.CSS_SELECTOR, ".excerpt").text == '6 <p id="a">2</p>'
    assert "/campaigns/new" in browser.current_url  # nothing was saved
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", item)
    browser.save_screenshot(str(screenshot_dir / "editor-html-diagnostics-while-typing.png"))
    # Fixing the line clears the list.
    browser.execute_script(
        "arguments[0].value = arguments[0].value.replace('<p id=\"a\">2</p>', '<p id=\"b\">2</p>');"
        "arguments[0].dispatchEvent(new Event('input', {bubbles: true}));", area)
    wait(browser).until(lambda b: b.find_elements(By.ID, "html-clean"))
    assert not browser.find_elements(By.CSS_SELECTOR, "#html-diagnostics li")


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
    error = wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".error-summary"))[0]
    assert "runs script" in error.text
    assert "saved=1" not in browser.current_url
    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    assert "404" in browser.title or "Not found" in browser.page_source or "no campaign" in browser.page_source.lower()


def test_form_errors_are_named_in_page_order_and_the_id_is_offered_from_the_name(browser, base_url, screenshot_dir):
    browser.get(base_url + "/campaigns/new?kind=modal")
    name = browser.find_element(By.ID, "f-name")
    name.send_keys("Été sale 2")
    assert browser.find_element(By.ID, "f-id").get_attribute("value") == "ete-sale-2"
    # Once you write an id yourself, the name no longer changes it.
    identifier = browser.find_element(By.ID, "f-id")
    identifier.send_keys(Keys.CONTROL, "a")
    identifier.send_keys(Keys.DELETE)
    name.send_keys(Keys.CONTROL, "a")
    name.send_keys(Keys.DELETE)
    fill(browser, "light_text", "not a colour")
    browser.execute_script("document.getElementById('campaign-form').noValidate = true")
    Select(browser.find_element(By.NAME, "status")).select_by_value("draft")
    click(browser, browser.find_element(By.ID, "save"))
    summary = wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".error-summary")))
    links = summary.find_elements(By.CSS_SELECTOR, "li a")
    assert [link.text for link in links] == ["Id", "Name", "Light theme: Text"], [link.text for link in links]
    assert summary.find_elements(By.CSS_SELECTOR, "li")[0].text == "Id: Give the campaign an id (or a name to make one from)."
    # The live check, run on load, does not say the refused save's errors a second time: not under
    # their fields, not in the Checks list.
    wait(browser).until(lambda b: b.find_element(By.ID, "campaign-form").get_attribute("data-checked"))
    repeated = browser.execute_script("""
        const twice = [];
        for (const error of document.querySelectorAll('.field-error')) {
          for (const note of error.closest('.field').querySelectorAll('.field-warning')) {
            if (note.textContent.trim() === error.textContent.trim()) twice.push(note.textContent);
          }
        }
        const summary = document.querySelector('.error-summary').textContent;
        for (const item of document.querySelectorAll('#warning-list li')) {
          if (summary.includes(item.textContent.split(': ').slice(1).join(': ') || item.textContent)) twice.push(item.textContent);
        }
        return twice;""")
    assert repeated == [], repeated
    browser.save_screenshot(str(screenshot_dir / "editor-error-summary.png"))
    links[2].click()
    assert browser.execute_script("return location.hash") == "#f-light_text"


def test_saving_an_active_html_message_that_cannot_close_asks_first(browser, base_url, screenshot_dir):
    campaign_id = "stuck-" + uuid.uuid4().hex[:8]
    browser.get(base_url + "/campaigns/new?kind=html")
    fill(browser, "id", campaign_id)
    fill(browser, "name", "No way out")
    Select(browser.find_element(By.NAME, "status")).select_by_value("active")
    area = browser.find_element(By.ID, "f-html")
    area.clear()
    area.send_keys('<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><p>No way out</p></body></html>')
    click(browser, browser.find_element(By.ID, "save"))
    box = wait(browser).until(EC.presence_of_element_located((By.ID, "confirm-errors")))
    assert "no-close" in box.text
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", box)
    browser.save_screenshot(str(screenshot_dir / "editor-confirm-active.png"))
    click(browser, browser.find_element(By.ID, "save-anyway"))
    wait(browser).until(EC.url_contains(f"/campaigns/{campaign_id}/edit?saved=1"))
    assert api(base_url, "GET", f"/api/campaigns/{campaign_id}")["status"] == "active"
    api(base_url, "DELETE", f"/api/campaigns/{campaign_id}")  # Other tests' sessions take every active campaign.
