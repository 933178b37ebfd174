"""Smoke test: the dashboard home page lists the seeded campaigns."""
from selenium.webdriver.common.by import By


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
