"""Shared fixtures for the browser tests: the live server's URL and headless Chromiums.

`browser` hands every test the same signed-in admin Chromium (started once per run), put back in
a known state first: one window on about:blank at 1280×900, no dialog open, the app origin's web
storage and the HTTP cache emptied, the session cookie kept. A test that needs a browser of its
own (signing out, another user, changing the admin's password, login throttling, cookies) asks
for `fresh_browser` (a new Chromium signed in as the admin), `anonymous_browser` or
`second_browser` (new Chromiums, not signed in) instead.

A test that fails with a WebDriver error (a page that never finished loading, a renderer that
stopped answering) leaves the shared Chromium marked broken: the next test gets a new one, so one
hung page fails one test, not every test after it; the report of every failure carries what the
server logged during the test and the page's state (`diagnostics.py`). Nothing is run twice.
Chromedriver waits for no page load: the drivers wait for each page themselves (`pages.py`), and
tests wait for conditions, with `waits.wait`."""
import os
import pathlib
import tempfile

import pytest
from diagnostics import ServerLog, page_state
from pages import ReadyChrome
from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException, WebDriverException
from selenium.webdriver.chrome.service import Service

WINDOW_SIZE = (1280, 900)
# Chromedriver's own limit on a navigation command; with the "none" strategy it only bounds
# sending it. The wait for the page is pages.py's, with waits.py's safety net.
PAGE_LOAD_TIMEOUT = 60
SESSION_COOKIE = "vitrine_session"


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
    from waits import wait

    driver.get(base_url + "/login")
    driver.find_element(By.ID, "username").send_keys(username)
    driver.find_element(By.ID, "password").send_keys(password or os.environ["VITRINE_ADMIN_PASSWORD"])
    driver.find_element(By.ID, "sign-in").click()
    wait(driver).until(lambda d: "/login" not in d.current_url)
    wait(driver).until(lambda d: d.find_elements(By.ID, "account-menu"))


def new_driver(*extra_arguments):
    """A headless Chromium with its own profile, whose navigations wait for their page (pages.py);
    `extra_arguments` are more command-line switches (`--force-dark-mode`: a system in dark mode)."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    options.page_load_strategy = "none"
    # Sandboxed frames stay in their page's process: each would otherwise be a target of its own
    # that chromedriver attaches to and resumes, and a stress run saw a preview frame's image
    # request wait two minutes in Chromium until chromedriver answered again (docs/testing.md).
    arguments = ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-features=IsolateSandboxedIframes",
                 "--window-size=%d,%d" % WINDOW_SIZE)
    netlog = os.environ.get("VITRINE_NETLOG_DIR")
    if netlog:
        arguments += ("--log-net-log=%s" % tempfile.mktemp(prefix="netlog-", suffix=".json", dir=netlog), "--net-log-capture-mode=Default")
    for argument in arguments + extra_arguments:
        options.add_argument(argument)
    driver = ReadyChrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(PAGE_LOAD_TIMEOUT)
    return driver


class SharedBrowser:
    """One signed-in admin Chromium for the whole run, reset before each test that borrows it."""

    def __init__(self, base_url):
        self.base_url = base_url
        self.driver = None
        # Set when a test that borrowed the driver failed with a WebDriver error.
        self.broken = False

    def start(self):
        self.quit()
        self.broken = False
        self.driver = new_driver()
        sign_in(self.driver, self.base_url)

    def quit(self):
        if self.driver is not None:
            try:
                self.driver.quit()
            except WebDriverException:
                pass
            self.driver = None

    def borrow(self):
        """The driver, in the state a fresh signed-in Chromium would be in (a new one if it died)."""
        if self.driver is None or self.broken:
            self.start()
        try:
            self.reset()
        except WebDriverException:
            self.start()  # the Chromium crashed or hangs: start over rather than fail every later test
            self.reset()
        return self.driver

    def reset(self):
        driver = self.driver
        try:  # an alert left open would refuse every other command
            driver.switch_to.alert.dismiss()
        except NoAlertPresentException:
            pass
        handles = driver.window_handles
        for handle in handles[1:]:  # windows and tabs a test opened
            driver.switch_to.window(handle)
            driver.close()
        driver.switch_to.window(handles[0])
        driver.switch_to.default_content()
        if driver.current_url.startswith(self.base_url + "/"):
            driver.execute_script("try { localStorage.clear(); sessionStorage.clear(); } catch (e) {}")
        origin = self.base_url
        driver.execute_cdp_cmd("Storage.clearDataForOrigin", {
            "origin": origin, "storageTypes": "local_storage,indexeddb,cache_storage,service_workers,file_systems,websql"})
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        driver.get("about:blank")
        driver.implicitly_wait(0)
        driver.set_page_load_timeout(PAGE_LOAD_TIMEOUT)
        driver.set_script_timeout(30)
        if driver.get_window_size() != {"width": WINDOW_SIZE[0], "height": WINDOW_SIZE[1]}:
            driver.set_window_size(*WINDOW_SIZE)
        cookies = driver.execute_cdp_cmd("Network.getCookies", {"urls": [self.base_url + "/"]})["cookies"]
        if not any(cookie["name"] == SESSION_COOKIE for cookie in cookies):
            sign_in(driver, self.base_url)  # a test signed it out after all: sign in again
            driver.get("about:blank")


@pytest.fixture(scope="session")
def shared_browser(base_url):
    """The run's one signed-in admin Chromium (use `browser`, which resets it first)."""
    shared = SharedBrowser(base_url)
    yield shared
    shared.quit()


@pytest.fixture
def browser(shared_browser):
    """The shared headless Chromium, signed in as the admin, reset to a blank page. Do not sign it
    out, change its cookies or the admin's password: ask for `fresh_browser` for that."""
    return shared_browser.borrow()


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
def dark_system_browser(base_url):
    """A fresh headless Chromium signed in as the admin, on a system in dark mode (the viewer's
    own scheme, as an operating system sets it)."""
    driver = new_driver("--force-dark-mode")
    sign_in(driver, base_url)
    yield driver
    driver.quit()


@pytest.fixture
def fresh_browser(anonymous_browser, base_url):
    """A fresh headless Chromium of the test's own, signed in as the admin: for tests that sign out,
    change the admin's password or cookies, or must not share a session with other tests."""
    sign_in(anonymous_browser, base_url)
    return anonymous_browser


SERVER_LOG = ServerLog(os.environ.get("VITRINE_SERVER_LOG"))
LOG_START = pytest.StashKey[int]()


def pytest_runtest_setup(item):
    """Notes where the server log stands as the test starts."""
    item.stash[LOG_START] = SERVER_LOG.size()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """On a failure: what the server logged during the test, in the report; after a WebDriver
    error, the page's state and a new shared Chromium for the next test."""
    report = yield
    if not report.failed:
        return report
    report.sections.append(("server log during the test", SERVER_LOG.summary(since=item.stash.get(LOG_START, 0))))
    if call.excinfo is not None and call.excinfo.errisinstance(WebDriverException):
        shared = item.funcargs.get("shared_browser")
        if isinstance(shared, SharedBrowser) and shared.driver is not None:
            report.sections.append(("page when the test failed", page_state(shared.driver)))
            shared.broken = True
    return report
