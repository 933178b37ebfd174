"""Screenshots of each kind on Android and the web, light and dark, for the test output, and one
image putting a modal with an image on iOS, Android and the web side by side
(`modal-three-platforms.png`)."""
import io

import pytest
from PIL import Image
from selenium.webdriver.common.by import By
from waits import wait

from platform_geometry import ANDROID, box, near
from test_geometry import campaign, png, render, upload_asset

DEMOS = ["demo-welcome", "demo-spring-sale", "demo-sale-image", "demo-level-up", "demo-tournament", "demo-rate-us"]


@pytest.mark.parametrize("platform,device", [("android", "phone"), ("android", "tablet"), ("web", "desktop"), ("web", "phone")])
def test_screenshots_of_each_kind_on_each_platform(browser, base_url, screenshot_dir, platform, device):
    """Light and dark screenshots of each kind per platform, for the test output."""
    browser.set_window_size(1400, 1450)
    for campaign_id in DEMOS:
        for appearance in ("light", "dark"):
            render(browser, base_url, campaign_id, f"?platform={platform}&device={device}&appearance={appearance}")
            part = browser.find_element(By.CSS_SELECTOR, "[data-part=message]")
            kind = part.get_attribute("data-kind")
            assert browser.find_element(By.CSS_SELECTOR, ".preview").get_attribute("data-platform") == platform
            assert browser.save_screenshot(str(screenshot_dir / f"platform-{platform}-{device}-{kind}-{appearance}.png"))


def test_a_modal_with_an_image_on_the_three_platforms_side_by_side(browser, base_url, screenshot_dir, tmp_path):
    image = tmp_path / "spring-16x9.png"
    image.write_bytes(png(640, 360))
    url = upload_asset(browser, base_url, image)
    cid = campaign(base_url, "geo-three-platforms", {"type": "MODAL", "header": "Spring sale", "message": "Everything is 20% off until Sunday.",
                                                     "image_url": url, "btns": [{"id": 0, "text": "Not now"}, {"id": 1, "text": "Shop"}]})
    browser.set_window_size(1400, 1300)
    shots = []
    for query in ("platform=ios", "platform=android", "platform=web&device=phone"):
        render(browser, base_url, cid, "?" + query)
        wait(browser).until(lambda b: b.execute_script(
            "var i = document.querySelector('[data-part=image] img'); return i && i.complete && i.naturalWidth > 0;"))
        device = browser.find_element(By.CSS_SELECTOR, ".device")
        shots.append(Image.open(io.BytesIO(device.screenshot_as_png)))
        if query == "platform=android":
            picture = box(browser, "[data-part=image]")
            near(ANDROID, "Modal image with text", "a 16:9 image is cut to 2.9 : 1", picture["height"], picture["width"] / 2.9)
    gap = 24
    width = sum(shot.width for shot in shots) + gap * (len(shots) + 1)
    height = max(shot.height for shot in shots) + 2 * gap
    sheet = Image.new("RGB", (width, height), (233, 236, 241))
    x = gap
    for shot in shots:
        sheet.paste(shot, (x, gap))
        x += shot.width + gap
    sheet.save(screenshot_dir / "modal-three-platforms.png")
