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


@pytest.fixture
def browser():
    """A fresh headless Chromium per test."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(20)
    yield driver
    driver.quit()
