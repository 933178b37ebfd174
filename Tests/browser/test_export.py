"""Exporting through the browser: one campaign downloads as JSON from its own page."""
from selenium.webdriver.common.by import By

from test_sessions import fetch_text


def test_one_campaign_exports_from_its_page(browser, base_url):
    browser.get(f"{base_url}/campaigns/demo-spring-sale/edit")
    link = browser.find_element(By.ID, "export")
    status, _, disposition, body = fetch_text(browser, link.get_attribute("href"))
    assert status == 200 and disposition == 'attachment; filename="vitrine-demo-spring-sale.json"'
    assert '"id": "demo-spring-sale"' in body
