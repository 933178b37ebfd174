"""A session created for Android in a real browser: the form says what reenqueue means on the
chosen platform, the phone has a Back button that dismisses the message on screen, and the trace
follows Android's rules (a display choice of reenqueue is traced as returned_to_triggers)."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select
from pages import wait_for_url
from waits import wait

from test_sessions import click, press_and_wait, settled_text, trace_kinds


def visible_meanings(browser):
    """The platforms whose sentence on reenqueue the form shows."""
    return [p.get_attribute("data-platform") for p in browser.find_elements(By.CSS_SELECTOR, ".reenqueue-meaning")
            if p.is_displayed()]


def test_android_session_back_button_and_reenqueue(browser, base_url, screenshot_dir):
    browser.get(f"{base_url}/sessions/new")
    wait(browser).until(EC.presence_of_element_located((By.ID, "f-platform")))
    assert visible_meanings(browser) == ["ios"]
    Select(browser.find_element(By.ID, "f-platform")).select_by_value("android")
    assert visible_meanings(browser) == ["android"]
    browser.execute_script("arguments[0].scrollIntoView({block: 'start'});", browser.find_element(By.CSS_SELECTOR, ".platform-settings"))
    browser.save_screenshot(str(screenshot_dir / "session-new-platform.png"))
    browser.find_element(By.ID, "f-name").send_keys("Android back")
    rules = browser.find_element(By.ID, "f-display_choice_rules")
    rules.clear()
    rules.send_keys('[{"when": {"screen": "loading"}, "choice": "reenqueue"}]')
    welcome = browser.find_element(By.CSS_SELECTOR, "input[name='campaign'][value='demo-welcome']")
    if welcome.is_selected():
        click(browser, welcome)
    browser.save_screenshot(str(screenshot_dir / "session-new-android.png"))
    click(browser, browser.find_element(By.ID, "create-session"))
    wait_for_url(browser, EC.url_matches(r"/sessions/session-[0-9a-f]+$"))
    assert browser.find_element(By.ID, "session-platform").text == "Android"
    assert "gives the message back to the trigger system" in browser.find_element(By.ID, "platform-note").text

    press_and_wait(browser, browser.find_element(By.ID, "log-session-start"))
    screen = browser.find_element(By.ID, "f-screen_name")
    screen.send_keys("loading")
    press_and_wait(browser, browser.find_element(By.CSS_SELECTOR, "button[value='screen']"))
    browser.find_element(By.ID, "f-event_name").send_keys("open_store")
    press_and_wait(browser, browser.find_element(By.ID, "log-custom-event"))
    kinds = trace_kinds(browser)
    assert "returned_to_triggers" in kinds and "displayed" not in kinds, kinds
    assert settled_text(browser, "on-screen", lambda text: text == "nothing")

    screen = browser.find_element(By.ID, "f-screen_name")
    screen.clear()
    screen.send_keys("home")
    press_and_wait(browser, browser.find_element(By.CSS_SELECTOR, "button[value='screen']"))
    press_and_wait(browser, browser.find_element(By.ID, "log-custom-event"))
    assert settled_text(browser, "on-screen", lambda text: text.startswith("demo-spring-sale"))
    back = browser.find_element(By.ID, "phone-back")
    assert back.is_displayed() and "Back" in back.text
    # The navigation shares a row with "Fit the device", within the drawn phone's width.
    nav, fit = browser.execute_script(
        "return [document.querySelector('.phone-nav').getBoundingClientRect().toJSON(),"
        " document.getElementById('phone-fit').getBoundingClientRect().toJSON()]")
    assert nav["left"] >= fit["left"] and nav["right"] <= fit["right"], (nav, fit)
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", back)
    browser.save_screenshot(str(screenshot_dir / "session-android-back.png"))

    press_and_wait(browser, browser.find_element(By.ID, "phone-back"))
    assert settled_text(browser, "on-screen", lambda text: text == "nothing")
    last = browser.find_elements(By.CSS_SELECTOR, "#trace .log-event")[-1]
    assert last.get_attribute("data-type") == "back"
    entries = last.find_elements(By.CSS_SELECTOR, ".entry")
    assert [e.get_attribute("data-kind") for e in entries] == ["dismissed"]
    assert "reason=back_button" in entries[0].text
    browser.save_screenshot(str(screenshot_dir / "session-android-after-back.png"))


def test_ios_session_has_no_back_button(browser, base_url):
    browser.get(f"{base_url}/sessions/new")
    wait(browser).until(EC.presence_of_element_located((By.ID, "f-platform")))
    click(browser, browser.find_element(By.ID, "create-session"))
    wait_for_url(browser, EC.url_matches(r"/sessions/session-[0-9a-f]+$"))
    assert browser.find_element(By.ID, "session-platform").text == "iOS"
    assert not browser.find_elements(By.ID, "phone-back")
