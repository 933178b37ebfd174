"""Translations through the browser: a CSV round trip through the editor (download, edit one
cell, upload, see it in the preview), a malformed CSV refused with its line and nothing changed,
and screenshots of the translations table and of the demo's French preview."""
import csv
import io
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select
from pages import wait_in_frame
from waits import wait

from test_editor import click
from test_sessions import api, fetch_text


def new_translated_campaign(base_url):
    campaign_id = "i18n-" + uuid.uuid4().hex[:8]
    api(base_url, "POST", "/api/campaigns", {
        "id": campaign_id, "name": "Translated <modal>", "status": "draft", "type": "inapp",
        "data": {"type": "MODAL", "header": "{% translation head %}New arrivals{% endtranslation %}",
                 "message": "{% translation body %}Free delivery until Sunday.{% endtranslation %}",
                 "btns": [{"id": 0, "text": "{% translation shop %}Shop{% endtranslation %}", "click_action": "NONE"}]},
        "translations": {"fr": {"head": "Nouveautés", "body": "Livraison offerte jusqu’à dimanche.", "shop": "Acheter"},
                         "ja": {"head": "新着アイテム"}},
    })
    return campaign_id


def upload(browser, tmp_path, text):
    path = tmp_path / "translations.csv"
    path.write_bytes(text.encode("utf-8"))
    browser.find_element(By.ID, "translations-csv").send_keys(str(path))
    click(browser, browser.find_element(By.ID, "upload-translations"))


def side_preview_text(browser, locale):
    Select(browser.find_element(By.ID, "preview-locale")).select_by_value(locale)
    try:
        wait_in_frame(browser, (By.ID, "live-preview-frame"), lambda b: b.find_elements(By.CSS_SELECTOR, f".preview[data-locale='{locale}']"))
        return browser.find_element(By.CSS_SELECTOR, "[data-part='message']").text
    finally:
        browser.switch_to.default_content()


def test_a_csv_round_trip_through_the_editor(browser, base_url, screenshot_dir, tmp_path):
    campaign_id = new_translated_campaign(base_url)
    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    table = browser.find_element(By.ID, "translations-table")
    rows = [row.get_attribute("data-id") for row in table.find_elements(By.CSS_SELECTOR, "tbody tr")]
    assert rows == ["head", "body", "shop"]
    assert [th.get_attribute("data-locale") for th in table.find_elements(By.CSS_SELECTOR, "th[data-locale]")] == ["fr", "ja"]
    browser.set_window_size(1400, 1600)
    fieldset = browser.find_element(By.ID, "translations")
    browser.execute_script("arguments[0].scrollIntoView({block: 'start'})", fieldset)
    fieldset.screenshot(str(screenshot_dir / "translations-table.png"))

    link = browser.find_element(By.ID, "download-translations")
    status, media_type, disposition, text = fetch_text(browser, link.get_attribute("href"))
    assert status == 200 and media_type == "text/csv; charset=utf-8", (status, media_type)
    assert disposition == f'attachment; filename="vitrine-{campaign_id}-translations.csv"'
    records = list(csv.reader(io.StringIO(text, newline="")))
    assert records[0] == ["id", "fr", "ja"]
    assert records[1] == ["head", "Nouveautés", "新着アイテム"]

    records[1][1] = "Nouveautés du jour"
    edited = io.StringIO(newline="")
    csv.writer(edited, lineterminator="\r\n").writerows(records)
    upload(browser, tmp_path, edited.getvalue())
    wait(browser).until(lambda b: "saved=1" in b.current_url)
    assert "Saved as version 2." in browser.find_element(By.CSS_SELECTOR, ".notice").text
    cell = browser.find_element(By.NAME, "translation_0_0")
    assert cell.get_attribute("value") == "Nouveautés du jour"

    assert "Nouveautés du jour" in side_preview_text(browser, "fr")
    assert "新着アイテム" in side_preview_text(browser, "ja")
    saved = api(base_url, "GET", f"/api/campaigns/{campaign_id}/translations")
    assert saved["version"] == 2 and saved["translations"]["fr"]["head"] == "Nouveautés du jour"


def test_a_malformed_csv_is_refused_with_its_line_and_nothing_changes(browser, base_url, screenshot_dir, tmp_path):
    campaign_id = new_translated_campaign(base_url)
    before = api(base_url, "GET", f"/api/campaigns/{campaign_id}/translations")
    browser.get(f"{base_url}/campaigns/{campaign_id}/edit")
    upload(browser, tmp_path, 'id,fr\r\nhead,Nouveautés\r\nbody,"jamais fermé\r\nshop,Acheter\r\n')
    error = wait(browser).until(lambda b: b.find_element(By.ID, "f-translations_csv"))
    assert "line 3: a quoted field is never closed" in error.text, error.text
    assert "nothing changed" in error.text
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", error)
    browser.save_screenshot(str(screenshot_dir / "translations-csv-refused.png"))
    assert browser.find_element(By.NAME, "translation_0_0").get_attribute("value") == "Nouveautés"
    assert api(base_url, "GET", f"/api/campaigns/{campaign_id}/translations") == before


def test_the_demo_previews_in_french(browser, base_url, screenshot_dir):
    browser.set_window_size(1400, 1600)
    browser.get(f"{base_url}/campaigns/demo-new-arrivals/preview?locale=fr")
    assert Select(browser.find_element(By.ID, "preview-locale")).first_selected_option.get_attribute("value") == "fr"
    frame = browser.find_element(By.ID, "preview-frame")
    browser.switch_to.frame(frame)
    try:
        message = wait(browser).until(lambda b: b.find_element(By.CSS_SELECTOR, "[data-part='message']"))
        assert "Nouveautés" in message.text and "Acheter" in message.text, message.text
        assert not browser.find_elements(By.CSS_SELECTOR, "[data-note='translation-missing']")
    finally:
        browser.switch_to.default_content()
    frame.screenshot(str(screenshot_dir / "preview-demo-fr.png"))
    for locale in ("ja", "ar", "de"):
        browser.get(f"{base_url}/campaigns/demo-new-arrivals/preview?locale={locale}")
        browser.find_element(By.ID, "preview-frame").screenshot(str(screenshot_dir / f"preview-demo-{locale}.png"))


def test_the_matrix_by_locale_shows_the_demo_in_each_of_its_languages(browser, base_url, screenshot_dir):
    browser.set_window_size(1700, 900)
    browser.get(f"{base_url}/campaigns/demo-new-arrivals/preview/matrix?by=locale")
    captions = [c.text.split(" · ")[0] for c in browser.find_elements(By.CSS_SELECTOR, ".matrix-cell figcaption")]
    assert captions == ["Default texts", "ar", "de", "fr", "ja", "pt_BR"], captions
    frames = browser.find_elements(By.CSS_SELECTOR, ".matrix-cell iframe")
    browser.switch_to.frame(frames[1])
    try:
        card = wait(browser).until(lambda b: b.find_element(By.CSS_SELECTOR, "[data-part='message']"))
        assert browser.execute_script("return getComputedStyle(arguments[0]).direction", card) == "rtl"
    finally:
        browser.switch_to.default_content()
    browser.save_screenshot(str(screenshot_dir / "matrix-by-locale.png"))


def test_the_translations_table_stays_beside_the_side_preview(browser, base_url, screenshot_dir):
    browser.set_window_size(1440, 1000)
    browser.get(f"{base_url}/campaigns/demo-new-arrivals/edit")
    table = browser.find_element(By.ID, "translations-table")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", table)
    place = browser.execute_script(
        "const fieldset = document.getElementById('translations').getBoundingClientRect();"
        "const preview = document.getElementById('live-preview').getBoundingClientRect();"
        "const scroller = document.querySelector('#translations .table-scroll');"
        "return {right: fieldset.right, preview: preview.left, scrolls: scroller.scrollWidth > scroller.clientWidth};")
    # The fieldset ends before the preview column; a table wider than it scrolls inside it.
    assert place["right"] <= place["preview"], place
    last = browser.find_elements(By.CSS_SELECTOR, "#translations-table thead th")[-1]
    browser.execute_script("document.querySelector('#translations .table-scroll').scrollLeft = 1e6")
    assert browser.execute_script("return arguments[0].getBoundingClientRect().right", last) <= place["preview"] + 1
    browser.save_screenshot(str(screenshot_dir / "editor-translations-table.png"))
