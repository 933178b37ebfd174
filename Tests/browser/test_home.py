"""The dashboard home page: the campaign list with the seeded campaigns, its search and its preview
and edit shortcuts, and the kinds offered for a new campaign."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from test_editor import click


def test_home_lists_seeded_campaigns(browser, base_url, screenshot_dir):
    browser.get(base_url + "/")
    assert browser.title == "Campaigns · Vitrine"
    names = [cell.text for cell in browser.find_elements(By.CSS_SELECTOR, "table.campaigns td.name")]
    assert "Welcome back slideup" in names
    seeded = {"Welcome back slideup", "Spring sale modal", "Deals image modal", "Level up full screen",
              "Tournament full image (landscape)", "Rate us (HTML)", "Control group holdout"}
    assert seeded <= set(names), names
    kinds = {cell.text for cell in browser.find_elements(By.CSS_SELECTOR, "table.campaigns .kind")}
    assert {"Slideup", "Modal", "Modal image", "Full", "Full image", "HTML", "Control"} <= kinds
    shot = screenshot_dir / "home.png"
    assert browser.save_screenshot(str(shot))
    assert shot.stat().st_size > 1000


def test_stylesheet_is_served(browser, base_url):
    browser.get(base_url + "/css/app.css")
    assert ".topbar" in browser.page_source


def test_a_search_with_a_space_finds_the_campaign(browser, base_url):
    browser.get(base_url + "/")
    box = browser.find_element(By.CSS_SELECTOR, "form.filters input[name=q]")
    box.send_keys("Spring sale")
    click(browser, browser.find_element(By.CSS_SELECTOR, "form.filters button[type=submit]"))
    WebDriverWait(browser, 10).until(lambda b: "q=Spring+sale" in b.current_url)
    assert browser.find_element(By.CSS_SELECTOR, "form.filters input[name=q]").get_attribute("value") == "Spring sale"
    links = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "table.campaigns tbody a")]
    assert any("/campaigns/demo-spring-sale" in (link or "") for link in links), links


@pytest.mark.parametrize("phrase", ["sale spring", "Spring modal", "shop sunday"])
def test_every_word_of_a_search_matches_in_any_order_and_field(browser, base_url, phrase):
    browser.get(base_url + "/?sort=name&dir=desc")
    box = browser.find_element(By.CSS_SELECTOR, "form.filters input[name=q]")
    box.send_keys(phrase)
    click(browser, browser.find_element(By.CSS_SELECTOR, "form.filters button[type=submit]"))
    WebDriverWait(browser, 10).until(lambda b: "q=" in b.current_url)
    names = [cell.text for cell in browser.find_elements(By.CSS_SELECTOR, "table.campaigns td.name")]
    assert names == ["Spring sale modal"], (phrase, names)
    assert browser.find_element(By.ID, "campaign-count").text == "1 campaign"
    # The sort chosen before filtering is kept: the Name header still shows descending.
    assert "sort=name" in browser.current_url and "dir=desc" in browser.current_url
    header = browser.find_element(By.CSS_SELECTOR, "table.campaigns thead th a")
    assert "▼" in header.text, header.text


def test_filtering_keeps_the_sort(browser, base_url, screenshot_dir):
    browser.get(base_url + "/?sort=updated&dir=desc")
    box = browser.find_element(By.CSS_SELECTOR, "form.filters input[name=q]")
    box.send_keys("modal")
    click(browser, browser.find_element(By.CSS_SELECTOR, "form.filters button[type=submit]"))
    WebDriverWait(browser, 10).until(lambda b: "q=modal" in b.current_url)
    indicators = {a.text.split()[0].lower(): a.text for a in browser.find_elements(By.CSS_SELECTOR, "table.campaigns thead th a")}
    assert "▼" in indicators["updated"], indicators
    browser.save_screenshot(str(screenshot_dir / "home-search-sorted.png"))


def test_the_list_has_preview_and_edit_shortcuts_and_the_kinds_have_pictures(browser, base_url, screenshot_dir):
    browser.get(base_url + "/")
    row = browser.find_element(By.CSS_SELECTOR, "tr[data-campaign-id='demo-level-up']")
    shortcuts = row.find_elements(By.CSS_SELECTOR, "td.shortcuts a")
    assert [a.text for a in shortcuts] == ["Preview", "Edit"]
    click(browser, shortcuts[0])
    WebDriverWait(browser, 10).until(EC.url_contains("/campaigns/demo-level-up/preview"))
    browser.get(base_url + "/campaigns/new")
    images = WebDriverWait(browser, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".kind-choice img.kind-thumbnail"))
    assert len(images) == 7
    WebDriverWait(browser, 10).until(
        lambda b: all(b.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image) for image in images))
    browser.save_screenshot(str(screenshot_dir / "new-campaign-kinds.png"))
