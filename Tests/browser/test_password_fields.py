"""The smaller items of the first-hour walkthrough (issue 29), as a user sees them: styled password
fields, an Edit link on the preview page, a restore that says which version it restored (in
test_revisions.py), an emptied extras row that keeps its place after a failed save, a Copy button
for an asset's URL, an import that says what it overwrote, and a preview without a user that names
the variables its Liquid found empty."""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from test_editor import click, field, fill
from test_geometry import png, upload_asset
from test_sessions import api


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


def test_the_preview_page_has_an_edit_link(browser, base_url, screenshot_dir):
    browser.get(base_url + "/campaigns/demo-spring-sale/preview")
    link = browser.find_element(By.ID, "edit-link")
    assert link.text == "Edit"
    browser.save_screenshot(str(screenshot_dir / "preview-edit-link.png"))
    click(browser, link)
    WebDriverWait(browser, 10).until(EC.url_contains("/campaigns/demo-spring-sale/edit"))
    assert browser.find_element(By.ID, "f-name").get_attribute("value") == "Spring sale modal"


def test_an_emptied_extras_row_keeps_its_place_after_a_failed_save(browser, base_url, screenshot_dir):
    campaign_id = "extras-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {"id": campaign_id, "name": "Extras", "status": "draft", "type": "inapp",
                                             "data": {"type": "SLIDEUP", "message": "x",
                                                      "extras": {"a": "1", "b": "2", "c": "3"}}})
    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    fill(browser, "extra_key", "", 1)
    fill(browser, "extra_value", "", 1)
    fill(browser, "light_background", "zz")
    # The browser's own pattern check would stop the post; the server's check is the one tested.
    browser.execute_script("document.getElementById('campaign-form').noValidate = true")
    click(browser, browser.find_element(By.ID, "save"))
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".error-summary")))
    keys = [e.get_attribute("value") for e in browser.find_elements(By.NAME, "extra_key")]
    values = [e.get_attribute("value") for e in browser.find_elements(By.NAME, "extra_value")]
    assert keys == ["a", "", "c"] and values == ["1", "", "3"], (keys, values)
    click(browser, field(browser, "extra_key", 1))
    browser.save_screenshot(str(screenshot_dir / "editor-emptied-extras-row.png"))
    assert api(base_url, "GET", f"/api/campaigns/{campaign_id}")["version"] == 1


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
    WebDriverWait(browser, 5).until(lambda b: button.text == "Copied")
    browser.save_screenshot(str(screenshot_dir / "assets-copy-button.png"))
    copied = browser.execute_async_script(
        "const done = arguments[arguments.length - 1]; navigator.clipboard.readText().then(done, (e) => done('error: ' + e));")
    assert copied == url and url.startswith("http") and "/assets/" in url


def test_an_import_says_which_campaign_it_overwrote(browser, base_url, screenshot_dir):
    campaign_id = "overwrite-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {"id": campaign_id, "name": "Before", "status": "draft", "type": "inapp",
                                             "data": {"type": "SLIDEUP", "message": "before"}})
    browser.get(f"{base_url}/import")
    pasted = ('[{"id": "%s", "name": "After", "type": "inapp", "data": {"type": "SLIDEUP", "message": "after"}}]'
              % campaign_id)
    browser.find_element(By.ID, "f-json").send_keys(pasted)
    click(browser, browser.find_element(By.CSS_SELECTOR, "form.import-form button[type=submit]"))
    summary = WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.ID, "import-summary")))
    assert summary.text == "1 overwritten"
    result = browser.find_element(By.CSS_SELECTOR, "#import-results li[data-outcome=updated]")
    assert f"({campaign_id}) — overwrote the campaign already stored with this id" in result.text, result.text
    browser.save_screenshot(str(screenshot_dir / "import-overwrote.png"))
    click(browser, result.find_element(By.LINK_TEXT, "Revisions"))
    WebDriverWait(browser, 10).until(EC.url_contains(f"/campaigns/{campaign_id}/revisions"))
    assert len(browser.find_elements(By.CSS_SELECTOR, ".revision")) == 2


def test_a_preview_without_a_user_names_the_empty_variables(browser, base_url, screenshot_dir):
    campaign_id = "no-user-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {
        "id": campaign_id, "name": "Hello", "status": "draft", "type": "inapp",
        "data": {"type": "MODAL", "header": "Hi {{${first_name}}}", "message": "Plan: {{custom_attribute.${plan}}}",
                 "btns": [{"id": 0, "text": "OK"}]}})
    browser.get(f"{base_url}/campaigns/{campaign_id}/preview")
    browser.switch_to.frame(WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.ID, "preview-frame"))))
    note = WebDriverWait(browser, 10).until(
        EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-note=liquid-no-user]")))
    assert note.text == ("No user is chosen, so these were empty: ${first_name}, custom_attribute.${plan}. "
                         "Pick a user to see them filled.")
    browser.switch_to.default_content()
    browser.save_screenshot(str(screenshot_dir / "preview-no-user-note.png"))
    profiles = api(base_url, "GET", "/api/user-profiles")
    user = (profiles[0] if isinstance(profiles, list) else profiles["profiles"][0])["id"]
    browser.get(f"{base_url}/campaigns/{campaign_id}/preview?user={user}")
    browser.switch_to.frame(WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.ID, "preview-frame"))))
    WebDriverWait(browser, 10).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-part=header]")))
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-note=liquid-no-user]")
    browser.switch_to.default_content()
