"""One way for the browser tests to wait: for a condition on the page, never for a length of time.

`wait(driver).until(condition)` polls `condition` until it holds. Its limit is a safety net that
only a hang reaches (then the test fails with selenium's TimeoutException): it is not a speed
check, so it is long enough for a two-core machine under any load this suite meets."""
from selenium.webdriver.support.ui import WebDriverWait

# Seconds; the page-load limit in conftest.py is the same net for navigations.
SAFETY_NET = 120
# Seconds between two looks at the condition (selenium's default, half a second, cost the suite
# about a minute: every page load is waited for this way, pages.py).
POLL = 0.05


def wait(driver, ignoring=()):
    """A WebDriverWait on `driver` with the safety-net limit; `ignoring` are the exceptions that
    mean "not yet" (a stale element, a frame that is being replaced)."""
    return WebDriverWait(driver, SAFETY_NET, poll_frequency=POLL, ignored_exceptions=ignoring or None)
