"""Password fields look like the other fields: on the users page the new user's password has the
username field's border, radius, padding, height and font size, and a row's Set password field its
border and radius; on the account page every password field has that radius, and the first spans
its column."""
from selenium.webdriver.common.by import By


def style(browser, element, *properties):
    """The element's computed values of `properties`."""
    return browser.execute_script(
        "const s = getComputedStyle(arguments[0]); return arguments[1].map((p) => s.getPropertyValue(p));",
        element, list(properties))


def test_password_fields_look_like_the_other_fields(browser, base_url, screenshot_dir):
    looks = ("border-top-left-radius", "border-top-color", "padding-left", "height", "font-size")
    browser.get(base_url + "/users")
    username = browser.find_element(By.ID, "new-username")
    password = browser.find_element(By.ID, "new-password")
    assert style(browser, password, *looks) == style(browser, username, *looks)
    assert style(browser, password, "border-top-left-radius") == ["6px"]
    inline = browser.find_element(By.CSS_SELECTOR, "#users form.inline input[type=password]")
    assert style(browser, inline, "border-top-left-radius", "border-top-color") == style(browser, username, "border-top-left-radius", "border-top-color")
    browser.save_screenshot(str(screenshot_dir / "users-password-fields.png"))
    browser.get(base_url + "/account")
    fields = browser.find_elements(By.CSS_SELECTOR, "input[type=password]")
    assert len(fields) == 3 and all(style(browser, f, "border-top-left-radius") == ["6px"] for f in fields)
    assert fields[0].size["width"] > 200, "a page field spans its column"
    browser.save_screenshot(str(screenshot_dir / "account-password-fields.png"))
