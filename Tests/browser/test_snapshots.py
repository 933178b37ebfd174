"""PNG snapshots: the demo campaigns against their committed baselines (iOS, Android, web), a colour change caught
with a diff image over the changed button, --update, and the dashboard's Download PNG links."""
import base64
import json
import os
import pathlib
import re
import subprocess

import pytest
from PIL import Image
from selenium.webdriver.common.by import By

ROOT = pathlib.Path(__file__).resolve().parents[2]
BASELINES = ROOT / "Tests" / "Fixtures" / "snapshots"
MESSAGE = ROOT / "Tests" / "Fixtures" / "wire" / "modal-two-buttons.json"
DEMO_CAMPAIGNS = ["demo-welcome", "demo-spring-sale", "demo-sale-image", "demo-level-up", "demo-tournament", "demo-rate-us", "demo-holdout",
                  "demo-new-arrivals"]


def vitrine(*arguments):
    """Runs the CLI under test (scripts/browser-tests.sh passes its path)."""
    binary = os.environ.get("VITRINE_BIN") or str(ROOT / ".build" / "release" / "vitrine")
    return subprocess.run([binary, *arguments], capture_output=True, text=True, timeout=300)


def test_each_demo_campaign_matches_its_committed_baseline(tmp_path):
    run = vitrine("snapshot", "--demo", "--out", str(tmp_path), "--baseline", str(BASELINES))
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    assert len(lines) == len(DEMO_CAMPAIGNS)
    for campaign in DEMO_CAMPAIGNS:
        assert any(line.startswith("same ") and f"/{campaign}/" in line for line in lines), (campaign, run.stdout)
    assert re.search(rf"{len(DEMO_CAMPAIGNS)} snapshots in [0-9.]+ s", run.stderr)


def test_each_demo_campaign_matches_its_android_and_web_baselines(tmp_path):
    """Android phones and desktop browser windows, at one device pixel per point."""
    run = vitrine("snapshot", "--demo", "--platform", "android", "--platform", "web", "--scale", "1", "--out", str(tmp_path),
                  "--baseline", str(BASELINES))
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    assert len(lines) == 2 * len(DEMO_CAMPAIGNS)
    for campaign in DEMO_CAMPAIGNS:
        for name in ("android-phone-", "web-desktop-landscape-light.png"):
            assert any(line.startswith("same ") and f"/{campaign}/{name}" in line for line in lines), (campaign, name, run.stdout)


def test_a_device_the_platform_does_not_draw_is_refused(tmp_path):
    run = vitrine("snapshot", "--demo", "--device", "desktop", "--out", str(tmp_path))
    assert run.returncode != 0 and "desktop is for --platform web only" in run.stderr, run.stderr


def button_box_in_pixels(browser, page, scale):
    """The second button's rectangle inside the device frame, in device pixels of the shot."""
    browser.get(page.as_uri())
    box = browser.execute_script(
        """
        const device = document.querySelector('.device').getBoundingClientRect();
        const button = document.querySelectorAll('[data-part="button"]')[1].getBoundingClientRect();
        return [button.left - device.left, button.top - device.top, button.width, button.height];
        """
    )
    return [value * scale for value in box]


def red_bounds(path):
    """The bounding box (left, top, right, bottom) of the diff image's red pixels."""
    image = Image.open(path).convert("RGB")
    mask = Image.eval(image.split()[0], lambda v: 255 if v == 255 else 0)
    green = Image.eval(image.split()[1], lambda v: 255 if v == 0 else 0)
    from PIL import ImageChops

    return ImageChops.multiply(mask, green).getbbox()


def test_a_changed_colour_is_reported_with_a_diff_over_the_element_and_update_accepts_it(browser, tmp_path):
    message = json.loads(MESSAGE.read_text())
    source = tmp_path / "spring.json"
    source.write_text(json.dumps(message))
    baseline = tmp_path / "baseline"
    first = vitrine("snapshot", str(source), "--out", str(tmp_path / "one"), "--baseline", str(baseline), "--update")
    assert first.returncode == 0, first.stdout + first.stderr
    assert first.stdout.startswith("added ")

    message["btns"][1]["bg_color"] = 0xFFD0_3A2F  # the "Shop" button: blue to red
    source.write_text(json.dumps(message))
    changed = vitrine("snapshot", str(source), "--out", str(tmp_path / "two"), "--baseline", str(baseline))
    assert changed.returncode == 1, changed.stdout + changed.stderr
    assert changed.stdout.startswith("changed "), changed.stdout
    ratio = float(re.search(r"changed (0\.[0-9]+)", changed.stdout).group(1))
    assert 0.001 < ratio < 0.05
    diff = pathlib.Path(re.search(r"diff (\S+\.diff\.png)\)", changed.stdout).group(1))
    assert diff.exists()

    page = tmp_path / "page.html"
    render = vitrine("render", str(source))
    assert render.returncode == 0, render.stderr
    page.write_text(render.stdout)
    left, top, width, height = button_box_in_pixels(browser, page, scale=2)
    bounds = red_bounds(diff)
    assert bounds is not None
    # Every changed pixel lies on the button, and the changed region spans most of it.
    assert bounds[0] >= left - 2 and bounds[1] >= top - 2, (bounds, (left, top, width, height))
    assert bounds[2] <= left + width + 2 and bounds[3] <= top + height + 2, (bounds, (left, top, width, height))
    assert (bounds[2] - bounds[0]) >= 0.9 * width and (bounds[3] - bounds[1]) >= 0.9 * height

    updated = vitrine("snapshot", str(source), "--out", str(tmp_path / "three"), "--baseline", str(baseline), "--update")
    assert updated.returncode == 0 and updated.stdout.startswith("updated "), updated.stdout
    again = vitrine("snapshot", str(source), "--out", str(tmp_path / "four"), "--baseline", str(baseline))
    assert again.returncode == 0 and again.stdout.startswith("same "), again.stdout


def test_bad_input_exits_with_two(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text('{"type": "MODAL", "message": ')
    run = vitrine("snapshot", str(broken), "--out", str(tmp_path))
    assert run.returncode == 2
    assert "broken.json" in run.stderr or "line" in run.stderr


@pytest.mark.parametrize("page", ["/campaigns/demo-spring-sale/preview?appearance=dark", "/campaigns/demo-spring-sale/preview/matrix"])
def test_download_png_links_give_the_device_as_a_png(browser, base_url, screenshot_dir, page):
    browser.get(base_url + page)
    link = browser.find_elements(By.CSS_SELECTOR, "a[download][href*='preview.png']")[0]
    assert link.get_attribute("download").endswith(".png")
    encoded = browser.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        fetch(arguments[0]).then(async (response) => {
          const bytes = new Uint8Array(await response.arrayBuffer());
          let text = '';
          for (const byte of bytes) text += String.fromCharCode(byte);
          done([response.status, response.headers.get('content-type'), btoa(text)]);
        });
        """,
        link.get_attribute("href"),
    )
    status, content_type, body = encoded
    assert status == 200 and content_type == "image/png"
    shot = screenshot_dir / ("download-" + page.strip("/").replace("/", "-").replace("?", "-") + ".png")
    shot.write_bytes(base64.b64decode(body))
    image = Image.open(shot)
    assert image.size[0] >= 2 * 393 - 4  # the phone at two device pixels per point, frame included
