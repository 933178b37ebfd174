"""Shared fixtures for the browser tests: the live server's URL and a headless Chromium."""
import os
import pathlib
import tempfile

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


@pytest.fixture(scope="session")
def base_url():
    """The URL of the live server that scripts/browser-tests.sh started."""
    url = os.environ.get("VITRINE_URL")
    if not url:
        pytest.fail("VITRINE_URL is not set: run the browser tests through `make test`")
    return url.rstrip("/")


@pytest.fixture(scope="session")
def screenshot_dir():
    """Where screenshots go (a temporary folder)."""
    path = pathlib.Path(os.environ.get("VITRINE_SCREENSHOTS") or tempfile.mkdtemp(prefix="vitrine-shots-"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def sign_in(driver, base_url, username="admin", password=None):
    """Signs in through the login page, as a user would."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(base_url + "/login")
    driver.find_element(By.ID, "username").send_keys(username)
    driver.find_element(By.ID, "password").send_keys(password or os.environ["VITRINE_ADMIN_PASSWORD"])
    driver.find_element(By.ID, "sign-in").click()
    WebDriverWait(driver, 10).until(lambda d: "/login" not in d.current_url)
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.ID, "account-menu"))


def new_driver():
    """A headless Chromium with its own profile."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(20)
    return driver


@pytest.fixture
def anonymous_browser():
    """A fresh headless Chromium per test, not signed in."""
    driver = new_driver()
    yield driver
    driver.quit()


@pytest.fixture
def second_browser():
    """Another fresh headless Chromium (another user, another window), not signed in."""
    driver = new_driver()
    yield driver
    driver.quit()


@pytest.fixture
def browser(anonymous_browser, base_url):
    """A fresh headless Chromium per test, signed in as the admin."""
    sign_in(anonymous_browser, base_url)
    return anonymous_browser
