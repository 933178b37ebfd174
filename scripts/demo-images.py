"""Draws the demo campaigns' stand-in images (Sources/CampaignStore/Resources/demo-*.png), seeded into
the asset library on first start in place of their unreachable CDN URLs. Run once with the project
venv (`.venv/bin/python scripts/demo-images.py`); the PNGs are committed. Flat shapes in a small
palette keep each file well under 30 KB."""
import pathlib

from PIL import Image, ImageDraw, ImageFont

OUT = pathlib.Path(__file__).resolve().parents[1] / "Sources" / "CampaignStore" / "Resources"
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def font(size):
    return ImageFont.truetype(FONT, size)


def centred(draw, box, text, size, fill):
    face = font(size)
    left, top, right, bottom = draw.textbbox((0, 0), text, font=face)
    x = box[0] + (box[2] - box[0] - (right - left)) / 2 - left
    y = box[1] + (box[3] - box[1] - (bottom - top)) / 2 - top
    draw.text((x, y), text, font=face, fill=fill)


def save(image, name):
    path = OUT / name
    image.convert("P", palette=Image.Palette.ADAPTIVE, colors=32).save(path, optimize=True)
    print(path.name, path.stat().st_size, "bytes", image.size)


def spring():
    """A 58:17 banner for the modal with text, a little wider than Braze's 29:10 slot so that on a
    landscape phone the card keeps room for the header and the one-line message (docs/rules.md)."""
    image = Image.new("RGB", (580, 170), "#dff3e4")
    draw = ImageDraw.Draw(image)
    for x, colour in ((45, "#f7a8c4"), (110, "#ffd166"), (470, "#f7a8c4"), (535, "#9ad0f5")):
        for dx, dy in ((0, -18), (18, 0), (0, 18), (-18, 0)):
            draw.ellipse((x + dx - 14, 85 + dy - 14, x + dx + 14, 85 + dy + 14), fill=colour)
        draw.ellipse((x - 9, 76, x + 9, 94), fill="#fff6d5")
    centred(draw, (150, 15, 430, 155), "20% OFF", 50, "#1f7a4d")
    save(image, "demo-spring.png")


def sale():
    """A 1:1 poster for the image-only modal."""
    image = Image.new("RGB", (600, 600), "#1d3557")
    draw = ImageDraw.Draw(image)
    draw.ellipse((90, 90, 510, 510), fill="#e63946")
    centred(draw, (90, 170, 510, 300), "DEALS", 84, "#ffffff")
    centred(draw, (90, 300, 510, 400), "up to 50% off", 40, "#f1faee")
    save(image, "demo-sale.png")


def level_up():
    """A 6:5 picture for the full-screen message with text."""
    image = Image.new("RGB", (600, 500), "#3a0ca3")
    draw = ImageDraw.Draw(image)
    star = [(300, 70), (345, 190), (470, 190), (370, 265), (410, 390), (300, 315), (190, 390), (230, 265), (130, 190), (255, 190)]
    draw.polygon(star, fill="#ffd60a")
    centred(draw, (0, 400, 600, 480), "LEVEL 12", 52, "#ffffff")
    save(image, "demo-levelup.png")


def tournament():
    """A 5:3 landscape poster for the full-image message shown in landscape: drawn inside the
    middle band a wide phone keeps when it crops the image to cover the screen, with the lower
    band plain, where the Join button sits."""
    image = Image.new("RGB", (1000, 600), "#0b132b")
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 440, 1000, 600), fill="#1c2541")
    centred(draw, (0, 95, 1000, 165), "WEEKEND TOURNAMENT", 56, "#ffffff")
    draw.polygon([(455, 190), (545, 190), (532, 275), (468, 275)], fill="#f4b942")
    draw.rectangle((490, 275, 510, 310), fill="#f4b942")
    draw.rectangle((460, 310, 540, 328), fill="#f4b942")
    centred(draw, (0, 345, 1000, 405), "Saturday and Sunday", 34, "#5bc0be")
    save(image, "demo-tournament.png")


if __name__ == "__main__":
    spring()
    sale()
    level_up()
    tournament()
