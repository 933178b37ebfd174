"""Review links: an editor makes a link; a browser with no cookies opens it, gives a name, pins a
comment on the Android cell and approves; the editor sees both; a saved change resets the approval
and marks the comment "changed since"; revoking makes the link a 404 at once. The phone view draws
the message at a phone's size, and the review page's QR code decodes to its address."""
import pathlib
import subprocess
import tempfile

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
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
    # A comment pinned on a point of the Android cell.
    layer = reviewer.find_element(By.CSS_SELECTOR, ".review-pin-layer[data-cell^='android/']")
    ActionChains(reviewer).move_to_element_with_offset(layer, 0, 0).click().perform()
    assert reviewer.find_element(By.ID, "comment-cell").get_attribute("value").startswith("android/")
    assert "Pinned at 50 %, 50 %" in reviewer.find_element(By.ID, "comment-point").text
    reviewer.find_element(By.ID, "comment-body").send_keys("Bigger <img src=x onerror=alert(2)> button")
    click(reviewer, reviewer.find_element(By.ID, "post-comment"))
    # The old page holds the "+" marker of the point clicked (`.review-pin.new`) until it goes: wait
    # for the posted comment's numbered pin on the page the form reloads.
    after_submit(reviewer).until(
        lambda d: d.find_element(By.CSS_SELECTOR, ".review-cell[data-cell^='android/'] .review-pin:not(.new)").text == "1")
    assert "Bigger <img src=x onerror=alert(2)> button" in reviewer.find_element(By.ID, "review-comments").text
    assert reviewer.find_elements(By.CSS_SELECTOR, "#review-comments img") == []
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
    comments = browser.find_element(By.ID, "review-comments").text
    assert "Bigger <img src=x onerror=alert(2)> button" in comments and "on Android" in comments
    assert "changed since" not in comments
    browser.save_screenshot(str(screenshot_dir / "review-links.png"))

    # A saved change: the approval is reset, the comment stays, marked "changed since".
    browser.get(f"{base_url}/campaigns/demo-welcome/edit")
    assert "Bigger" in browser.find_element(By.ID, "review-comments-box").text
    message = browser.find_element(By.NAME, "message")
    message.send_keys(" Now with more.")
    click(browser, browser.find_element(By.ID, "save"))
    wait_for_url(browser, EC.url_contains("saved=1"))
    browser.get(f"{base_url}/campaigns/demo-welcome/review-links")
    assert "(reset by version" in browser.find_element(By.ID, "approvals").text
    assert "were reset" in browser.find_element(By.ID, "review-activity").text
    assert "changed since" in browser.find_element(By.ID, "review-comments").text
    row = browser.find_element(By.CSS_SELECTOR, "#review-links tbody tr")
    click(browser, row.find_element(By.CSS_SELECTOR, "form button"))
    after_submit(browser).until(lambda d: "revoked" in d.find_element(By.CSS_SELECTOR, "#review-links tbody tr").text)

    reviewer.get(link)
    assert reviewer.find_element(By.TAG_NAME, "body").text.strip() == "Not found"


def test_the_phone_view_fits_a_phone_and_the_qr_code_opens_it(browser, anonymous_browser, base_url, screenshot_dir):
    browser.set_window_size(1300, 1000)
    browser.get(f"{base_url}/campaigns/demo-spring-sale/review-links")
    click(browser, browser.find_element(By.ID, "make-review-link"))
    link = after_submit(browser).until(lambda d: d.find_element(By.ID, "new-review-link-url").get_attribute("value"))

    phone = anonymous_browser
    phone.get(link)
    phone_url = phone.find_element(By.ID, "review-phone-link").get_attribute("href")
    assert phone_url == link + "/phone"
    code = phone.find_element(By.ID, "review-qr")
    wait(phone).until(lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", code))
    with tempfile.TemporaryDirectory() as folder:
        image = pathlib.Path(folder) / "qr.png"
        image.write_bytes(code.screenshot_as_png)
        decoded = subprocess.run(["zbarimg", "--raw", "-q", str(image)], capture_output=True, text=True, check=True).stdout.strip()
    assert decoded == phone_url

    # A Pixel's viewport and user agent: the Android phone, drawn across the whole width.
    phone.execute_cdp_cmd("Network.setUserAgentOverride", {
        "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
    })
    phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 412, "height": 915, "deviceScaleFactor": 2, "mobile": True})
    phone.get(phone_url)
    assert "as Android draws it" in phone.find_element(By.CSS_SELECTOR, ".phone-panel").text
    screen = phone.find_element(By.ID, "phone-screen")
    width = phone.execute_script("return document.documentElement.clientWidth")
    assert abs(screen.size["width"] - width) <= 1, (screen.size, width)
    expected_height = 915 * width / 412
    assert abs(screen.size["height"] - expected_height) <= 1, (screen.size, expected_height)
    frame = phone.find_element(By.ID, "phone-frame")
    phone.switch_to.frame(frame)
    wait(phone, ignoring=(WebDriverException,)).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-part=button]"))
    phone.switch_to.default_content()
    phone.save_screenshot(str(screenshot_dir / "review-phone.png"))
    # Pressing a button logs what the SDK would do, and dismisses the message.
    phone.switch_to.frame(frame)
    phone.find_elements(By.CSS_SELECTOR, "[data-part=button]")[-1].click()
    phone.switch_to.default_content()
    wait(phone).until(lambda d: "Button 2" in d.find_element(By.ID, "phone-log").text)
    assert phone.find_element(By.ID, "phone-dismissed").is_displayed()
