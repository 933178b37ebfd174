"""Draws docs/images/new-arrivals-four-languages.png, docs/liquid.md's picture of the demo
`demo-new-arrivals` in four languages side by side (its default English texts, French, Japanese
and Arabic, right to left), from `vitrine snapshot --demo --all-locales`. Run with the project venv
after a change to the preview or to the demo:
    .venv/bin/python scripts/four-languages.py .build/release/vitrine
The labels are drawn with Debian's Noto fonts (what `make` installs), Arabic shaped by Pillow's
libraqm layout."""
import pathlib
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw, ImageFont

ROOT = pathlib.Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "images" / "new-arrivals-four-languages.png"
NOTO = pathlib.Path("/usr/share/fonts/truetype/noto")
CJK = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")
# (locale shot, its name in its own language, the font that draws that name, the caption below)
LANGUAGES = [
    (None, "English", NOTO / "NotoSans-Bold.ttf", "default texts"),
    ("fr", "Français", NOTO / "NotoSans-Bold.ttf", "fr"),
    ("ja", "日本語", CJK, "ja"),
    ("ar", "العربية", NOTO / "NotoSansArabic-Bold.ttf", "ar · right to left"),
]
SCALE = 1.25
GAP = 40
LABEL = 96
INK = (33, 37, 41)
MUTED = (104, 112, 122)


def shots(vitrine):
    """The four PNGs of `demo-new-arrivals`, shot into a temporary folder."""
    folder = pathlib.Path(tempfile.mkdtemp())
    subprocess.run(
        [vitrine, "snapshot", "--demo", "--id", "demo-new-arrivals", "--all-locales"]
        + ["--scale", str(SCALE), "--out", str(folder)],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = folder / "demo-new-arrivals"
    names = [f"phone-portrait-light-{locale}.png" if locale else "phone-portrait-light.png" for locale, *_ in LANGUAGES]
    return [Image.open(base / name) for name in names]


def centred(draw, x, width, y, text, face, fill):
    """Draws `text` centred in the column at `x` of `width`, its middle at `y`."""
    draw.text((x + width / 2, y), text, font=face, fill=fill, anchor="mm")


def main():
    vitrine = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build" / "release" / "vitrine")
    images = shots(vitrine)
    width, height = images[0].size
    # The page behind the device, taken from a shot's corner, so the shots sit in it seamlessly.
    background = images[0].convert("RGB").getpixel((0, 0))
    canvas = Image.new("RGB", (GAP + len(images) * (width + GAP), LABEL + height + GAP), background)
    draw = ImageDraw.Draw(canvas)
    caption = ImageFont.truetype(str(NOTO / "NotoSans-Regular.ttf"), 20)
    for index, (image, (_, name, font, below)) in enumerate(zip(images, LANGUAGES)):
        x = GAP + index * (width + GAP)
        centred(draw, x, width, 36, name, ImageFont.truetype(str(font), 32), INK)
        centred(draw, x, width, 74, below, caption, MUTED)
        canvas.paste(image, (x, LABEL))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    canvas.save(OUT, optimize=True)
    print(f"wrote {OUT.relative_to(ROOT)} ({canvas.size[0]} × {canvas.size[1]} px, {OUT.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
