"""Swipe dismisses only slideups on every platform (docs/rules.md): on a session whose modal is on
screen, the Swipe control is disabled and a note beside it says why, for iOS and for Android; a
slideup keeps it enabled."""
from selenium.webdriver.common.by import By

from test_session_phone import keep, modal, open_session
from test_sessions import triggered


def swipe_state(browser):
    """Whether Swipe is enabled, and the note under the controls (empty when there is none)."""
    control = browser.find_element(By.ID, "swipe-control")
    notes = browser.find_elements(By.ID, "swipe-note")
    return control.is_enabled(), notes[0].text if notes else ""


def test_swipe_is_disabled_for_a_modal_on_ios_and_android(browser, base_url, screenshot_dir):
    for platform, label in (("ios", "an iOS"), ("android", "an Android")):
        configuration = None if platform == "ios" else {"platform": "android"}
        open_session(browser, base_url, f"Swipe on {label} modal", [modal(f"swipe-{platform}", "show")], configuration)
        enabled, note = swipe_state(browser)
        assert not enabled, f"Swipe is enabled for a modal on {platform}"
        assert "slideup" in note.lower(), f"the note on {platform} does not say why: {note!r}"
        keep(browser, screenshot_dir, f"session-swipe-{platform}-modal.png")


def test_swipe_is_enabled_for_a_slideup(browser, base_url):
    slideup = triggered("swipe-slideup", "show", {"type": "SLIDEUP", "message": "Swipe me away", "message_close": "SWIPE"})
    open_session(browser, base_url, "Swipe on a slideup", [slideup])
    enabled, note = swipe_state(browser)
    assert enabled and note == "", f"Swipe on a slideup: enabled={enabled}, note={note!r}"
