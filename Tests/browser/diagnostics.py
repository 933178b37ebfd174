"""What a failed browser test's report adds: what the server logged during the test, and the
state of the page the browser was on, so that a failure seen only on CI says whether the server
answered slowly, not at all, or never saw the request."""
import json
import os

from selenium.common.exceptions import WebDriverException

SLOWEST = 8
OTHERS = 20


class ServerLog:
    """The live server's log file (`VITRINE_SERVER_LOG`, set by scripts/browser-tests.sh, which
    starts the server with JSON lines: `VITRINE_LOG_FORMAT=json`)."""

    def __init__(self, path):
        self.path = path

    def size(self):
        """The log's length in bytes now (0 without a log)."""
        try:
            return os.path.getsize(self.path) if self.path else 0
        except OSError:
            return 0

    def summary(self, since):
        """The requests logged after byte `since`: their count, the slowest, and every other line
        (a request answered with 400 or more, warnings, errors)."""
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
            try:
                entry = json.loads(line)
            except ValueError:
                others.append(line)
                continue
            if entry.get("message") != "request":
                others.append(line)
                continue
            requests.append(entry)
            if int(entry.get("http.status", 500)) >= 400:
                others.append(describe(entry))
        slowest = sorted(requests, key=lambda entry: float(entry.get("duration_ms", 0)), reverse=True)[:SLOWEST]
        text = [f"{len(requests)} requests answered during the test; the slowest:"]
        text += [f"  {describe(entry)}" for entry in slowest]
        if others:
            text.append(f"other lines ({len(others)}, the last {min(len(others), OTHERS)}):")
            text += [f"  {line}" for line in others[-OTHERS:]]
        return "\n".join(text)


def describe(request):
    """One access line in a few words: `12.34 ms 200 GET /path` (and how it ended, when not well)."""
    outcome = f" ({request['outcome']})" if "outcome" in request else ""
    return (f"{request.get('duration_ms', '?')} ms {request.get('http.status', '?')} {request.get('http.method', '?')} "
            f"{request.get('http.path', '?')} at {request.get('time', '?')}{outcome}")


# The page's address, its load state, and the frames whose load has not ended (a frame's load is a
# `resource` entry once it has ended; a lazy frame that never started counts as not loaded).
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
    lines += targets(driver)
    return "\n".join(lines)


def targets(driver):
    """Chromium's own view: every target (a frame in a process of its own is one) and whether a
    debugger is attached, and each frame's loading state as the browser knows it."""
    try:
        found = driver.execute_cdp_cmd("Target.getTargets", {})["targetInfos"]
        tree = driver.execute_cdp_cmd("Page.getFrameTree", {})["frameTree"]
    except WebDriverException as error:
        return [f"targets could not be read: {error.msg}"]
    lines = [f"  target {t['type']} attached={t.get('attached')} {t.get('url', '')[:100]}" for t in found]
    for child in tree.get("childFrames", []):
        frame = child["frame"]
        lines.append(f"  frame {frame.get('url', '')[:100]} securityOrigin={frame.get('securityOrigin')} "
                     f"loaderId={frame.get('loaderId')} crossOriginIsolated={frame.get('crossOriginIsolatedContextType')}")
    return lines
