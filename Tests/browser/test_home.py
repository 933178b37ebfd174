"""The dashboard home page: the campaign list with the seeded campaigns, its search and its preview
and edit shortcuts, and the kinds offered for a new campaign."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from waits import wait

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
    wait(browser).until(lambda b: "q=Spring+sale" in b.current_url)
    assert browser.find_element(By.CSS_SELECTOR, "form.filters input[name=q]").get_attribute("value") == "Spring sale"
    links = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "table.campaigns tbody a")]
    assert any("/campaigns/demo-spring-sale" in (link or "") for link in links), links


@pytest.mark.parametrize("phrase", ["sale spring", "Spring modal", "shop sunday"])
def test_every_word_of_a_search_matches_in_any_order_and_field(browser, base_url, phrase):
    browser.get(base_url + "/?sort=name&dir=desc")
    box = browser.find_element(By.CSS_SELECTOR, "form.filters input[name=q]")
    box.send_keys(phrase)
    click(browser, browser.find_element(By.CSS_SELECTOR, "form.filters button[type=submit]"))
    wait(browser).until(lambda b: "q=" in b.current_url)
    names = [cell.text for cell in browser.find_elements(By.CSS_SELECTOR, "table.campaigns td.name")]
    # "shop sunday" also finds the translated demo, whose body and button hold both words.
    assert "Spring sale modal" in names, (phrase, names)
    count = browser.find_element(By.ID, "campaign-count").text
    assert count.startswith(f"{len(names)} campaign" + ("s" if len(names) > 1 else "") + ","), count
    assert "closest matches first" in count, count
    # The sort chosen before filtering is kept: the Name header still shows descending.
    assert "sort=name" in browser.current_url and "dir=desc" in browser.current_url
    header = browser.find_element(By.CSS_SELECTOR, "table.campaigns thead th a")
    assert "▼" in header.text, header.text


def test_filtering_keeps_the_sort(browser, base_url, screenshot_dir):
    browser.get(base_url + "/?sort=updated&dir=desc")
    box = browser.find_element(By.CSS_SELECTOR, "form.filters input[name=q]")
    box.send_keys("modal")
    click(browser, browser.find_element(By.CSS_SELECTOR, "form.filters button[type=submit]"))
    wait(browser).until(lambda b: "q=modal" in b.current_url)
    indicators = {a.text.split()[0].lower(): a.text for a in browser.find_elements(By.CSS_SELECTOR, "table.campaigns thead th a")}
    assert "▼" in indicators["updated"], indicators
    browser.save_screenshot(str(screenshot_dir / "home-search-sorted.png"))


def test_the_list_has_preview_and_edit_shortcuts_and_the_kinds_have_pictures(browser, base_url, screenshot_dir):
    browser.get(base_url + "/")
    row = browser.find_element(By.CSS_SELECTOR, "tr[data-campaign-id='demo-level-up']")
    shortcuts = row.find_elements(By.CSS_SELECTOR, "td.shortcuts a")
    assert [a.text for a in shortcuts] == ["Preview", "Edit"]
    click(browser, shortcuts[0])
    wait(browser).until(EC.url_contains("/campaigns/demo-level-up/preview"))
    browser.get(base_url + "/campaigns/new")
    choices = wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, "a.kind-choice"))
    assert len(choices) == 7
    for choice in choices:
        kind = choice.get_attribute("href").split("kind=")[1]
        cells = choice.find_elements(By.CSS_SELECTOR, ".kind-thumbnails .kind-platform")
        assert [cell.get_attribute("data-platform") for cell in cells] == ["ios", "android", "web"], kind
        assert [cell.text for cell in cells] == ["iOS", "Android", "Web"], kind
        images = [cell.find_element(By.CSS_SELECTOR, "img.kind-thumbnail") for cell in cells]
        for platform, image in zip(["ios", "android", "web"], images):
            assert image.get_attribute("src").endswith(f"/img/kinds/{platform}/{kind}.png"), (kind, image.get_attribute("src"))
        wait(browser).until(
            lambda b: all(b.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image) for image in images))
        # Each platform's frame has its own size, so three different pictures, each drawn at a readable size.
        natural = [tuple(browser.execute_script("return [arguments[0].naturalWidth, arguments[0].naturalHeight]", image)) for image in images]
        assert len(set(natural)) == 3, (kind, natural)
        assert all(image.size["height"] >= 60 or image.size["width"] >= 90 for image in images), (kind, [image.size for image in images])
        assert choice.find_element(By.CSS_SELECTOR, ".kind-label").text
    browser.set_window_size(1280, 1400)
    browser.save_screenshot(str(screenshot_dir / "new-campaign-kinds.png"))
    # On a phone the cards stack, one per row, and the page does not scroll sideways because of them.
    browser.set_window_size(390, 900)
    widths = browser.execute_script(
        "return [...document.querySelectorAll('a.kind-choice')].map(a => a.getBoundingClientRect().right)")
    assert max(widths) <= browser.execute_script("return document.documentElement.clientWidth"), widths
    browser.save_screenshot(str(screenshot_dir / "new-campaign-kinds-phone.png"))
