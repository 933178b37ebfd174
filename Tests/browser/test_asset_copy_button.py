"""An asset's URL on the assets page has a Copy button that puts the URL on the clipboard."""
from selenium.webdriver.common.by import By
from waits import wait

from test_editor import click
from test_geometry import png, upload_asset


def test_an_asset_url_has_a_copy_button(browser, base_url, screenshot_dir, tmp_path):
    image = tmp_path / "copy-me.png"
    image.write_bytes(png(40, 20))
    url = upload_asset(browser, base_url, image)
    item = next(li for li in browser.find_elements(By.CSS_SELECTOR, "li.asset")
                if li.find_element(By.CSS_SELECTOR, ".asset-url").get_attribute("value") == url)
    button = item.find_element(By.CSS_SELECTOR, "button.copy-url")
    assert button.is_displayed() and button.text == "Copy"
    browser.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": base_url, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    click(browser, button)
    wait(browser).until(lambda b: button.text == "Copied")
    browser.save_screenshot(str(screenshot_dir / "assets-copy-button.png"))
    copied = browser.execute_async_script(
        "const done = arguments[arguments.length - 1]; navigator.clipboard.readText().then(done, (e) => done('error: ' + e));")
    assert copied == url and url.startswith("http") and "/assets/" in url
