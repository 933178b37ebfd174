"""Signing in and out, and what a viewer may do, in a real browser."""
import secrets

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select
from waits import wait

from conftest import sign_in


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


def test_admin_adds_a_viewer_who_can_browse_but_not_edit(browser, second_browser, base_url):
    name = "viewer-" + secrets.token_hex(3)
    password = "viewer " + secrets.token_hex(4)
    browser.get(base_url + "/users")
    browser.find_element(By.ID, "new-username").send_keys(name)
    browser.find_element(By.ID, "new-password").send_keys(password)
    Select(browser.find_element(By.ID, "new-role")).select_by_value("viewer")
    browser.find_element(By.ID, "add-user").click()
    wait(browser).until(lambda d: f"User {name} created." in d.page_source)
    assert browser.find_element(By.CSS_SELECTOR, f'tr[data-user="{name}"]')

    # Same Chromium binary, separate profile: the viewer signs in.
    viewer = second_browser
    sign_in(viewer, base_url, name, password)
    assert not viewer.find_elements(By.CSS_SELECTOR, 'a[href="/users"]')
    assert not viewer.find_elements(By.CSS_SELECTOR, 'nav a[href="/campaigns/new"]')
    viewer.get(base_url + "/campaigns/demo-welcome/edit")
    assert "saving needs the editor role" in viewer.find_element(By.ID, "read-only-note").text
    viewer.find_element(By.ID, "save").click()
    wait(viewer).until(lambda d: "403" in d.title)
    assert "needs the editor role" in viewer.page_source
    viewer.get(base_url + "/users")
    assert "403" in viewer.title
