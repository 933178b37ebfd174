"""A campaign whose id holds a `/`: every link and form of its editor reaches its page (URLs are
built once, with every segment escaped)."""
import urllib.parse
import uuid

from selenium.webdriver.common.by import By
from waits import wait

from test_sessions import api


def status_of(browser, href):
    """The HTTP status of a GET of `href` from the page (the browser's cookies go with it)."""
    return browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0], {credentials: 'same-origin'}).then(r => done(r.status), () => done(0));", href)


def is_error_page(browser):
    return bool(browser.find_elements(By.CSS_SELECTOR, "p.error-message"))


def test_every_link_of_a_slash_ids_editor_answers(browser, base_url, screenshot_dir):
    campaign_id = f"team/{uuid.uuid4().hex[:8]}"
    api(base_url, "POST", "/api/campaigns", {"id": campaign_id, "name": "Slash id", "status": "draft", "type": "inapp",
                                             "data": {"type": "MODAL", "header": "Hello", "message": "Body"}})
    edit_url = f"{base_url}/campaigns/{urllib.parse.quote(campaign_id, safe='')}/edit"
    browser.get(edit_url)
    assert not is_error_page(browser)
    browser.save_screenshot(str(screenshot_dir / "slash-id-editor.png"))
    links = browser.find_elements(By.CSS_SELECTOR, "main a.button, #delete")
    labels = {link.text.strip(): link.get_attribute("href") for link in links}
    downloads = {link.text.strip() for link in links if link.get_attribute("download") is not None}
    for label in ("Preview", "Revisions", "Export", "Delete…"):
        assert label in labels, f"no {label} link among {sorted(labels)}"
    for label, href in labels.items():
        assert status_of(browser, href) == 200, f"{label}: {href}"
        if label == "Export" or label in downloads:
            continue  # A download (Export, the translations CSV): the status is what the browser would get.
        browser.get(edit_url)
        link = next(element for element in browser.find_elements(By.CSS_SELECTOR, "main a.button, #delete")
                    if element.text.strip() == label)
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
        link.click()
        wait(browser).until(lambda driver: driver.current_url != edit_url)
        assert not is_error_page(browser), f"{label} opened an error page at {browser.current_url}"
    # The Duplicate form posts to the campaign's own path and opens the copy's editor.
    browser.get(edit_url)
    browser.find_element(By.ID, "duplicate").click()
    wait(browser).until(lambda driver: "copy" in driver.current_url)
    assert not is_error_page(browser)
    assert api(base_url, "GET", "/api/campaigns/" + urllib.parse.quote(campaign_id + "-copy", safe=""))["id"] == campaign_id + "-copy"
