"""Review links: an editor makes a link; a browser with no cookies opens it, gives a name, approves
and sees the campaign on every platform; the editor sees who opened it and the approval; revoking
makes it a 404 at once."""
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from pages import wait_for_url
from waits import wait

from test_editor import click


def after_submit(driver):
    """A wait for what a submitted form's next page shows: the form posts and the page reloads in
    place (same address), so a read may reach the old document as it goes away; that is "not yet"."""
    return wait(driver, ignoring=(WebDriverException,))


def test_a_link_opens_without_an_account_until_it_is_revoked(browser, anonymous_browser, base_url, screenshot_dir):
    browser.set_window_size(1300, 1000)
    browser.get(f"{base_url}/campaigns/demo-welcome/edit")
    click(browser, browser.find_element(By.ID, "review-links-link"))
    wait_for_url(browser, EC.url_contains("/review-links"))
    click(browser, browser.find_element(By.ID, "make-review-link"))
    link = after_submit(browser).until(lambda d: d.find_element(By.ID, "new-review-link-url").get_attribute("value"))
    assert "/r/" in link

    reviewer = anonymous_browser
    reviewer.set_window_size(1300, 1000)
    reviewer.get(link)
    assert reviewer.find_elements(By.CSS_SELECTOR, "nav[aria-label=Main]") == []
    name = reviewer.find_element(By.NAME, "name")
    name.send_keys("Lee <img src=x onerror=alert(1)>")
    click(reviewer, reviewer.find_element(By.CSS_SELECTOR, "#reviewer-form button"))
    after_submit(reviewer).until(lambda d: "Change" in d.find_element(By.CSS_SELECTOR, "#reviewer-form button").text)
    click(reviewer, reviewer.find_element(By.ID, "approve"))
    after_submit(reviewer).until(lambda d: "approved" in d.find_element(By.ID, "review-approvals").text)
    frames = reviewer.find_elements(By.CSS_SELECTOR, "#review-cells iframe")
    assert len(frames) == 3, len(frames)
    reviewer.switch_to.frame(frames[1])
    after_submit(reviewer).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-part=screen]"))
    reviewer.switch_to.default_content()
    reviewer.save_screenshot(str(screenshot_dir / "review-link-page.png"))

    # The page that showed the new link answered a POST: load the list afresh.
    browser.get(f"{base_url}/campaigns/demo-welcome/review-links")
    assert "approved version" in browser.find_element(By.ID, "approvals").text
    row = wait(browser).until(lambda d: d.find_element(By.CSS_SELECTOR, "#review-links tbody tr"))
    assert "Lee <img src=x onerror=alert(1)>" in row.text
    assert browser.find_elements(By.CSS_SELECTOR, "#review-links img") == []
    browser.save_screenshot(str(screenshot_dir / "review-links.png"))
    click(browser, row.find_element(By.CSS_SELECTOR, "form button"))
    after_submit(browser).until(lambda d: "revoked" in d.find_element(By.CSS_SELECTOR, "#review-links tbody tr").text)

    reviewer.get(link)
    assert reviewer.find_element(By.TAG_NAME, "body").text.strip() == "Not found"
