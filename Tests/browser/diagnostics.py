"""What a failed browser test's report adds: what the server logged during the test, and the
state of the page the browser was on, so that a failure seen only on CI says whether the server
answered slowly, not at all, or never saw the request."""
import os
import re

from selenium.common.exceptions import WebDriverException

FIELD = re.compile(r'([a-z_.]+)=("[^"]*"|\S+)')
# A request line's level and fields: `2026-12-02T01:04:21+0000 info vitrine: bytes=… duration_ms=…`.
LINE = re.compile(r"^\S+ (?P<level>[a-z]+) vitrine: (?P<fields>.*)$")
SLOWEST = 8
OTHERS = 20


class ServerLog:
    """The live server's log file (`VITRINE_SERVER_LOG`, set by scripts/browser-tests.sh)."""

    def __init__(self, path):
        self.path = path

    def size(self):
        """The log's length in bytes now (0 without a log)."""
        try:
            return os.path.getsize(self.path) if self.path else 0
        except OSError:
            return 0

    def summary(self, since):
        """The requests logged after byte `since`: their count, the slowest, and every line that is
        not a request answered below 400 (errors, warnings, refusals)."""
        if not self.path:
            return "no server log (VITRINE_SERVER_LOG is not set)"
        try:
            with open(self.path, "rb") as log:
                log.seek(since)
                lines = log.read().decode("utf-8", "replace").splitlines()
        except OSError as error:
            return f"the server log could not be read: {error}"
        requests, others = [], []
        for line in lines:
            match = LINE.match(line)
            fields = dict(FIELD.findall(match["fields"])) if match else {}
            status, duration = fields.get("http.status", ""), fields.get("duration_ms", "")
            if match and status.isdigit() and duration:
                requests.append((float(duration), line))
                if int(status) >= 400 or match["level"] not in ("info", "debug", "trace"):
                    others.append(line)
            else:
                others.append(line)
        slowest = sorted(requests, reverse=True)[:SLOWEST]
        text = [f"{len(requests)} requests answered during the test; the slowest:"]
        text += [f"  {line}" for _, line in slowest]
        if others:
            text.append(f"other lines ({len(others)}, the last {min(len(others), OTHERS)}):")
            text += [f"  {line}" for line in others[-OTHERS:]]
        return "\n".join(text)


# The page's address, its load state, and the frames and resources it asked for that have not
# finished (a frame's load is a `resource` entry of type `iframe` once it has ended).
PAGE_STATE = """
const done = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
const frames = Array.from(document.querySelectorAll('iframe[src]'), (frame) => frame.src);
return [location.href, document.readyState, frames.length, frames.filter((src) => !done.has(src))];
"""


def page_state(driver):
    """The page's address, load state and unfinished frames, or why they could not be read."""
    try:
        # A renderer that stopped answering would otherwise hold each call for the page-load limit.
        driver.set_page_load_timeout(5)
        driver.set_script_timeout(5)
        href, state, count, pending = driver.execute_script(PAGE_STATE)
    except WebDriverException as error:
        return f"the page could not be read: {error.msg}"
    lines = [f"{href}: readyState {state}, {count} frames, {len(pending)} not loaded"]
    lines += [f"  {src}" for src in pending]
    return "\n".join(lines)
