"""Signing in and out, and what a viewer may do, in a real browser."""
import re
import secrets

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select
from waits import wait

from conftest import sign_in
from pages import wait_for_new_document


def test_login_logout_and_the_way_back(anonymous_browser, base_url):
    browser = anonymous_browser
    browser.get(base_url + "/sessions")
    assert "/login?next=%2Fsessions" in browser.current_url
    # The login page gets its stylesheet without signing in, and shows no navigation yet.
    assert browser.execute_script("return getComputedStyle(document.querySelector('.topbar')).display") == "flex"
    assert not browser.find_elements(By.CSS_SELECTOR, "nav a")
    browser.find_element(By.ID, "username").send_keys("admin")
    browser.find_element(By.ID, "password").send_keys("not the password")
    browser.find_element(By.ID, "sign-in").click()
    # The password check takes a bcrypt's time: wait for the answer page.
    error = wait(browser).until(lambda d: d.find_elements(By.ID, "login-error"))
    assert "Wrong username or password." in error[0].text
    assert browser.find_element(By.ID, "username").get_attribute("value") == "admin"
    sign_in(browser, base_url)
    assert browser.current_url.endswith("/")
    # The session cookie is invisible to scripts.
    assert browser.execute_script("return document.cookie") == ""
    cookie = browser.get_cookie("vitrine_session")
    assert cookie["httpOnly"] and cookie["sameSite"] == "Lax"
    menu = wait(browser).until(lambda d: d.find_elements(By.ID, "account-menu"))
    assert "admin" in menu[0].text
    browser.find_element(By.ID, "logout").click()
    wait(browser).until(lambda d: "/login" in d.current_url)
    browser.get(base_url + "/")
    assert "/login" in browser.current_url


def add_user(browser, base_url, role):
    """Adds a user with `role` through the users page, as an admin would; returns its name and password."""
    name = f"{role}-" + secrets.token_hex(3)
    password = f"{role} " + secrets.token_hex(4)
    browser.get(base_url + "/users")
    browser.find_element(By.ID, "new-username").send_keys(name)
    browser.find_element(By.ID, "new-password").send_keys(password)
    Select(browser.find_element(By.ID, "new-role")).select_by_value(role)
    browser.find_element(By.ID, "add-user").click()
    wait(browser).until(lambda d: f"User {name} created." in d.page_source)
    return name, password


def test_admin_adds_a_viewer_who_can_browse_but_not_edit(browser, second_browser, base_url):
    name, password = add_user(browser, base_url, "viewer")
    assert browser.find_element(By.CSS_SELECTOR, f'tr[data-user="{name}"]')

    # Same Chromium binary, separate profile: the viewer signs in.
    viewer = second_browser
    sign_in(viewer, base_url, name, password)
    assert not viewer.find_elements(By.CSS_SELECTOR, 'a[href="/users"]')
    assert not viewer.find_elements(By.CSS_SELECTOR, 'nav a[href="/campaigns/new"]')
    viewer.get(base_url + "/campaigns/demo-welcome/edit")
    assert "saving" in viewer.find_element(By.ID, "read-only-note").text
    assert not viewer.find_elements(By.ID, "save")
    viewer.get(base_url + "/users")
    assert "403" in viewer.title


# What a viewer may post to, page by page (AccessPolicy): the editor's own form (its row buttons
# and live preview), sessions, its account and logging out.
VIEWER_POSTS = re.compile(r"^/(logout|account(/.*)?|sessions(/.*)?|campaigns/form-preview|campaigns/demo-welcome)$")
VIEWER_PAGES = ["/campaigns", "/campaigns/demo-welcome/edit", "/campaigns/demo-welcome/preview",
                "/campaigns/demo-welcome/revisions", "/campaigns/demo-welcome/revisions/1/restore", "/assets",
                "/import", "/view-types", "/profiles", "/sessions", "/sessions/new", "/account"]
TOLD_WHY = {"/campaigns", "/campaigns/demo-welcome/edit", "/campaigns/demo-welcome/revisions/1/restore", "/assets",
            "/import", "/view-types", "/profiles"}


def posted_paths(driver):
    """The paths every form and submit button of the page posts to."""
    return driver.execute_script("""
        const paths = [];
        for (const form of document.querySelectorAll('form')) {
            if (form.method !== 'post') continue;
            paths.push(new URL(form.action).pathname);
            for (const button of form.querySelectorAll('button[formaction], input[formaction]')) paths.push(new URL(button.formAction).pathname);
        }
        for (const button of document.querySelectorAll('button[form]')) {
            if (button.form && button.form.method === 'post') paths.push(new URL(button.formAction || button.form.action).pathname);
        }
        return paths;""")


def test_a_viewer_sees_only_what_it_may_do_and_a_demoted_editor_keeps_its_typing(browser, second_browser, base_url,
                                                                                  screenshot_dir):
    name, password = add_user(browser, base_url, "editor")

    # An editor types a new name; meanwhile an admin makes them a viewer; their save is refused
    # with the form as they left it.
    editor = second_browser
    sign_in(editor, base_url, name, password)
    editor.get(base_url + "/campaigns/demo-welcome/edit")
    typed = " <i>renamed</i> " + secrets.token_hex(2)
    editor.find_element(By.ID, "f-name").send_keys(typed)
    row = browser.find_element(By.CSS_SELECTOR, f'tr[data-user="{name}"]')
    Select(row.find_element(By.CSS_SELECTOR, "select[name=role]")).select_by_value("viewer")
    row.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    # The users page again, after the redirect: waited for by the document's marker, not by asking
    # the old row whether it is stale (while its document is replaced, chromedriver may answer
    # "Node with given id does not belong to the document" instead, which failed a clean clone).
    wait_for_new_document(browser)
    role = browser.find_element(By.CSS_SELECTOR, f'tr[data-user="{name}"] select[name=role]')
    assert Select(role).first_selected_option.get_attribute("value") == "viewer"
    editor.execute_script("arguments[0].scrollIntoView({block: 'center'})", editor.find_element(By.ID, "save"))
    editor.find_element(By.ID, "save").click()
    summary = wait(editor).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".error-summary"))
    assert "saving needs the editor role" in summary[0].text
    assert editor.find_element(By.ID, "f-name").get_attribute("value").endswith(typed)
    assert not editor.find_elements(By.ID, "save")
    editor.save_screenshot(str(screenshot_dir / "viewer-refused-save-keeps-input.png"))

    # Now a viewer: every page offers only what a viewer may post, and says why the rest is missing.
    for path in VIEWER_PAGES:
        editor.get(base_url + path)
        assert "403" not in editor.title, path
        refused = [posted for posted in posted_paths(editor) if not VIEWER_POSTS.match(posted)]
        assert refused == [], (path, refused)
        if path in TOLD_WHY:
            assert editor.find_element(By.ID, "read-only-note").is_displayed(), path
        editor.save_screenshot(str(screenshot_dir / ("viewer" + path.replace("/", "-") + ".png")))
