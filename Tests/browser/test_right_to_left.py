"""Right to left: `vitrine render --locale ar` mirrors the message the way each platform mirrors
its views (close button and chevron on the left, START text aligned right, the slideup's image on
the right), measured in the browser; and screenshots of the Arabic and Japanese iOS previews."""
import pathlib

from selenium.webdriver.common.by import By

from test_snapshots import ROOT, vitrine

FIXTURES = ROOT / "Tests" / "Fixtures" / "languages"


def open_render(browser, tmp_path, fixture, *arguments):
    """Renders `fixture` with the CLI and opens the document in the browser."""
    run = vitrine("render", str(FIXTURES / fixture), *arguments)
    assert run.returncode == 0, run.stderr
    page = pathlib.Path(tmp_path) / (fixture + "-" + "-".join(a.strip("-") for a in arguments) + ".html")
    page.write_text(run.stdout, encoding="utf-8")
    browser.get(page.as_uri())
    return browser.find_element(By.CSS_SELECTOR, "[data-part='message']")


def centre_x(element):
    rect = element.rect
    return rect["x"] + rect["width"] / 2


def direction(browser, element):
    return browser.execute_script("return getComputedStyle(arguments[0]).direction", element)


def test_an_arabic_modal_on_ios_mirrors_with_its_close_button_on_the_left(browser, tmp_path, screenshot_dir):
    card = open_render(browser, tmp_path, "rtl-modal.json", "--locale", "ar")
    assert direction(browser, card) == "rtl"
    close = card.find_element(By.CSS_SELECTOR, ".iam-close")
    assert centre_x(close) < centre_x(card) - 100
    assert close.rect["x"] - card.rect["x"] < 2
    header = card.find_element(By.CSS_SELECTOR, ".iam-header")
    assert browser.execute_script("return getComputedStyle(arguments[0]).textAlign", header) == "start"
    assert header.text == "وصل حديثاً"
    # START text aligned right: the header's line ends at the card's right padding.
    line = browser.execute_script(
        "const r = document.createRange(); r.selectNodeContents(arguments[0]); const b = r.getBoundingClientRect();"
        "return [b.left, b.right]", header)
    assert line[1] > centre_x(card) + 40 and line[0] > centre_x(card) - 100
    assert not browser.find_element(By.TAG_NAME, "html").get_attribute("dir")
    browser.find_element(By.CSS_SELECTOR, "[data-part='screen']").screenshot(str(screenshot_dir / "rtl-ios-modal-ar.png"))


def test_a_regional_variant_and_hebrew_mirror_too_and_japanese_does_not(browser, tmp_path, screenshot_dir):
    for locale in ["ar_EG", "he"]:
        card = open_render(browser, tmp_path, "rtl-modal.json", "--locale", locale)
        assert direction(browser, card) == "rtl", locale
    card = open_render(browser, tmp_path, "rtl-modal.json", "--locale", "ja")
    assert direction(browser, card) == "ltr"
    assert card.find_element(By.CSS_SELECTOR, ".iam-header").text == "新着アイテム"
    assert centre_x(card.find_element(By.CSS_SELECTOR, ".iam-close")) > centre_x(card) + 100
    browser.find_element(By.CSS_SELECTOR, "[data-part='screen']").screenshot(str(screenshot_dir / "rtl-ios-modal-ja.png"))


def test_an_arabic_slideup_puts_its_image_on_the_right_and_its_chevron_on_the_left(browser, tmp_path, screenshot_dir):
    for platform in ["ios", "android"]:
        card = open_render(browser, tmp_path, "rtl-slideup.json", "--locale", "ar", "--platform", platform)
        assert direction(browser, card) == "rtl", platform
        image = card.find_element(By.CSS_SELECTOR, ".iam-image")
        text = card.find_element(By.CSS_SELECTOR, ".iam-message")
        chevron = card.find_element(By.CSS_SELECTOR, ".slideup-chevron")
        assert centre_x(image) > centre_x(text) > centre_x(chevron), platform
        assert centre_x(image) > centre_x(card), platform
    card = open_render(browser, tmp_path, "rtl-slideup.json", "--locale", "ar")
    card.screenshot(str(screenshot_dir / "rtl-ios-slideup-ar.png"))
    card = open_render(browser, tmp_path, "rtl-slideup.json", "--locale", "fr")
    assert centre_x(card.find_element(By.CSS_SELECTOR, ".iam-image")) < centre_x(card.find_element(By.CSS_SELECTOR, ".iam-message"))


def test_on_the_web_the_whole_document_turns_right_to_left(browser, tmp_path):
    card = open_render(browser, tmp_path, "rtl-modal.json", "--locale", "ar", "--platform", "web", "--device", "phone")
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("dir") == "rtl"
    assert direction(browser, card) == "rtl"
    assert centre_x(card.find_element(By.CSS_SELECTOR, ".iam-close")) < centre_x(card)
