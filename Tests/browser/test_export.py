"""Exporting through the browser: one campaign downloads as JSON from its own page."""
from selenium.webdriver.common.by import By


def test_one_campaign_exports_from_its_page(browser, base_url):
    browser.get(f"{base_url}/campaigns/demo-spring-sale/edit")
    link = browser.find_element(By.ID, "export")
    status, disposition, body = browser.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        fetch(arguments[0]).then(async (r) => done([r.status, r.headers.get('content-disposition'), await r.text()]));
        """,
        link.get_attribute("href"),
    )
    assert status == 200 and disposition == 'attachment; filename="vitrine-demo-spring-sale.json"'
    assert '"id": "demo-spring-sale"' in body
