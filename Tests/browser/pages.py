"""How the browser tests know a page has loaded, without chromedriver's navigation tracking.

Chromedriver's default page-load strategy ("normal") makes every command wait until chromedriver's
own record of the page's navigations says none is pending. Under load that record can stay
"pending" after the page has loaded: a run of 1,170 loads of the preview pages beside another
Chromium and a busy loop (December 2026) ended with the page and every frame `complete` when asked
over the DevTools protocol directly, while chromedriver held the next command for over two minutes.
So the suite's Chromiums use the "none" strategy (chromedriver then waits for nothing) and wait
for the page themselves, on conditions the page states:

- `ReadyChrome.get` marks the current document, navigates, and waits until a new document (one
  without the mark) reads `readyState` `complete`: the load event, after every frame has loaded.
- `ReadyElement.click` does the same when the click starts a navigation to another document (a
  link, a form's submit button): the page's Navigation API `navigate` event says so while the click
  is dispatched. A click that navigates nothing (a script's button, a same-document link) returns
  at once, as before.
- `ReadyChrome.refresh` waits like `get`.

Each wait is a condition with the suite's safety-net limit (waits.py), never a sleep."""
from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.remote.webelement import WebElement
from waits import wait

# Marks the current document and reports whether a click on it starts a cross-document
# navigation ("pending"), and stays "none" otherwise; true when the Navigation API is there.
ARM = """
try {
  window.__vitrineNavigation = 'none';
  if (!window.__vitrineWatching && window.navigation) {
    window.__vitrineWatching = true;
    window.navigation.addEventListener('navigate', function (event) {
      if (!event.destination.sameDocument && !event.downloadRequest) { window.__vitrineNavigation = 'pending'; }
    });
  }
  return !!window.navigation;
} catch (e) { return false; }
"""
# Whether the click started one: still pending on the marked document, or already a new document.
PENDING = "return window.__vitrineNavigation !== 'none';"
# A document that is not the marked one, and has loaded with all its frames.
LOADED = "return window.__vitrineNavigation === undefined && document.readyState === 'complete';"


def wait_in_frame(driver, locator, condition):
    """Waits until `condition(driver)` holds inside the frame `locator` finds, switching into the
    frame afresh on each try, and returns its value (the driver stays in the frame). For frames a
    script navigates after the page has loaded (the editor's live preview posts the form into its
    frame): a stress run (December 2026) saw the frame's new document arrive whole, by the server's
    log and Chromium's own net log, while the page source chromedriver gave for the frame it had
    switched into before never showed it."""
    def attempt(d):
        d.switch_to.default_content()
        d.switch_to.frame(d.find_element(*locator))
        return condition(d)
    return wait(driver, ignoring=(WebDriverException,)).until(attempt)


def wait_for_url(driver, condition):
    """Waits until the address meets `condition` (an expected_conditions URL check) and its document
    has loaded. A form's submission may start its navigation only after the click has returned, so
    the address can change while the new document is still being parsed: a test that looked for
    an element as soon as the address matched found none (December 2026)."""
    wait(driver, ignoring=(WebDriverException,)).until(
        lambda d: condition(d) and d.execute_script("return document.readyState === 'complete'"))


def wait_for_new_document(driver):
    """Waits until the marked document is replaced by one that has loaded (a script run while the
    old one unloads may fail: that is "not yet")."""
    wait(driver, ignoring=(WebDriverException,)).until(lambda d: d.execute_script(LOADED))


class ReadyElement(WebElement):
    """A WebElement whose click waits for the page it navigates to."""

    def click(self):
        driver = self.parent
        armed = driver.execute_script(ARM)
        super().click()
        if armed and self._navigating(driver):
            wait_for_new_document(driver)

    @staticmethod
    def _navigating(driver):
        try:
            return driver.execute_script(PENDING)
        except WebDriverException:  # the old document is going away: a navigation it is
            return True


class ReadyChrome(webdriver.Chrome):
    """A Chrome driver that waits for each page it loads (see the module's comment)."""

    _web_element_cls = ReadyElement

    def get(self, url):
        self.switch_to.default_content()
        self.execute_script("window.__vitrineNavigation = 'pending';")
        super().get(url)
        wait_for_new_document(self)

    def refresh(self):
        self.execute_script("window.__vitrineNavigation = 'pending';")
        super().refresh()
        wait_for_new_document(self)
